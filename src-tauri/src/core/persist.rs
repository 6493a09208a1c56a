//! The core's side of the records: the game is saved after every change
//! and resumed at start-up; settings and tutorial progress are stored.

use super::AppCore;
use crate::clock::now_ms;
use crate::dto::{Settings, SideDto, TutorialProgress};
use crate::error::AppError;
use crate::records::{parse_moves, Records, SavedGame};
use crate::session::GameSession;
use crate::sync::lock;
use janggi_rules::{Game, RuleProfile, Side};
use serde_json::Value;
use std::sync::Arc;

/// Store key of the tutorial progress.
pub const PROGRESS_KEY: &str = "tutorial";

impl AppCore {
    /// Attaches the records (once, at start-up): from then on every change
    /// of the game is saved.
    pub fn set_records(&self, records: Arc<Records>) {
        let _ = self.inner.records.set(records);
    }

    /// The records, when attached.
    pub fn records(&self) -> Option<Arc<Records>> {
        self.inner.records.get().cloned()
    }

    /// The records, or a `storage` error when they are not open.
    pub(super) fn open_records(&self) -> Result<Arc<Records>, AppError> {
        self.records()
            .ok_or_else(|| AppError::storage("the records are not open"))
    }

    /// Saves the state of `session` (when records are attached).
    pub(super) fn persist(&self, session: &GameSession) {
        if let Some(records) = self.records() {
            let saved = records.persist(session.id(), session.game(), |uid, started_ms| {
                snapshot(session, uid, started_ms)
            });
            if let Err(e) = saved {
                eprintln!("janggi: cannot save the game: {e}");
            }
        }
    }

    /// Keeps `session` in the records as unfinished when it is being
    /// replaced while still going on (after at least one move).
    pub(super) fn keep_unfinished(&self, session: &GameSession) {
        if !session.is_playing() || session.ply() == 0 {
            return;
        }
        if let Some(records) = self.records() {
            let kept = records.keep_unfinished(session.id(), session.game(), |uid, started_ms| {
                snapshot(session, uid, started_ms)
            });
            if let Err(e) = kept {
                eprintln!("janggi: cannot keep the unfinished game: {e}");
            }
        }
    }

    /// Resumes the unfinished game saved by the records. Returns `false`
    /// (and keeps no game) when it does not replay.
    pub fn resume(&self, saved: &SavedGame) -> bool {
        let id = self.next_game_id();
        match restore(id, saved) {
            Ok(session) => {
                if let Some(r) = self.records() {
                    r.adopt(id, saved);
                }
                self.install_session(session);
                true
            }
            Err(e) => {
                eprintln!("janggi: the saved game does not replay: {e}");
                false
            }
        }
    }

    /// `set_settings`: stores the settings (when records are attached) and
    /// uses them.
    pub fn set_settings(&self, settings: Settings) -> Result<(), AppError> {
        if let Some(records) = self.records() {
            records.save_settings(&settings)?;
        }
        *lock(&self.inner.settings) = settings;
        Ok(())
    }

    /// The completed tutorial lessons.
    pub fn tutorial_progress(&self) -> Result<TutorialProgress, AppError> {
        let stored = self.open_records()?.get(PROGRESS_KEY);
        Ok(progress_from_value(stored.as_ref()))
    }

    /// Marks lesson `id` complete (saved once).
    pub fn complete_lesson(&self, id: &str) -> Result<(), AppError> {
        let mut progress = self.tutorial_progress()?;
        if progress.completed.iter().any(|c| c == id) {
            return Ok(());
        }
        progress.completed.push(id.to_string());
        self.save_progress(&progress)
    }

    /// Forgets the tutorial progress.
    pub fn reset_tutorial(&self) -> Result<TutorialProgress, AppError> {
        let empty = TutorialProgress::default();
        self.save_progress(&empty)?;
        Ok(empty)
    }

    fn save_progress(&self, progress: &TutorialProgress) -> Result<(), AppError> {
        let value =
            serde_json::to_value(progress).map_err(|e| AppError::internal(e.to_string()))?;
        self.open_records()?.set(PROGRESS_KEY, value)
    }
}

/// Reads stored progress (empty when absent or malformed; unknown lesson
/// ids are dropped).
pub fn progress_from_value(value: Option<&Value>) -> TutorialProgress {
    let mut p: TutorialProgress = value
        .and_then(|v| serde_json::from_value(v.clone()).ok())
        .unwrap_or_default();
    let known = crate::tutorial::lessons().unwrap_or(&[]);
    p.completed.retain(|id| known.iter().any(|l| &l.id == id));
    p.completed.dedup();
    p
}

/// The session as the records save it after every move.
fn snapshot(session: &GameSession, uid: u64, started_ms: u64) -> SavedGame {
    let game = session.game();
    SavedGame {
        uid,
        started_ms,
        profile: game.start_position().profile().id.into(),
        start_fen: game.start_position().fen(),
        moves: session.uci_moves(),
        mode: session.mode(),
        setups: session.setups(),
        setup_turn: session.setup_turn().map(SideDto::from),
        orientation: session.orientation().into(),
        move_timer_secs: session.move_timer_secs(),
        remaining_ms: session.remaining_ms(now_ms()),
    }
}

/// Rebuilds a saved session: the same start, every move replayed with the
/// rules (so undo and repetition work as before), the same mode, setups,
/// orientation and the time that was left on a running clock.
fn restore(id: u64, saved: &SavedGame) -> Result<GameSession, AppError> {
    let profile = RuleProfile::from_id(saved.profile.into());
    let mut game = Game::from_fen(profile, &saved.start_fen)?;
    let start = game.start_position().clone();
    for (i, m) in parse_moves(&start, &saved.moves)?.into_iter().enumerate() {
        game.play(m)
            .map_err(|e| AppError::storage(format!("saved game, move {}: {e}", i + 1)))?;
    }
    Ok(GameSession::resumed(
        id,
        game,
        saved.mode,
        saved.orientation.into(),
        saved.setups,
        saved.setup_turn.map(Side::from),
        saved.move_timer_secs,
        saved.remaining_ms,
    ))
}
