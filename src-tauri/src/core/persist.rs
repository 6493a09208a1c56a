//! The core's side of the records: the game is saved after every change
//! and resumed at start-up; tutorial progress is stored. (The settings
//! are the settings service's, `crate::settings`; the records are where it
//! writes them when there is no settings file, see `set_records`.)

use super::AppCore;
use super::AppEvent;
use crate::clock::now_ms;
use crate::records::{parse_moves, Records, SavedGame, StorageFault};
use crate::session::GameSession;
use janggi_rules::{Game, RuleProfile, Side};
use janggi_wire::dto::{ClockPause, Notice, SideDto, StorageStatus, TutorialProgress};
use janggi_wire::error::AppError;
use serde_json::Value;
use std::sync::Arc;

/// Store key of the tutorial progress.
pub const PROGRESS_KEY: &str = "tutorial";

impl AppCore {
    /// Attaches the records (once, at start-up): from then on every change
    /// of the game is saved, and the settings are written there when there
    /// is no settings file.
    pub fn set_records(&self, records: Arc<Records>) {
        self.inner.settings.attach_fallback(records.clone());
        self.inner.records.attach(records);
    }

    /// The records service (the records screen's commands go to it).
    pub fn records(&self) -> &crate::records::RecordsService {
        &self.inner.records
    }

    /// The puzzle service (the puzzle screen's commands go to it).
    pub fn puzzles(&self) -> &crate::puzzles::service::PuzzleService {
        &self.inner.puzzles
    }

    /// The rating service (the rating commands go to it).
    pub fn rating(&self) -> &crate::rating::service::RatingService {
        &self.inner.rating
    }

    /// Tells the player about the outcome of a save: a failure (with its
    /// cause) when it differs from the last one told, `saved` when the
    /// saves succeed again.
    pub(super) fn storage_result(&self, result: Result<(), StorageFault>) -> StorageStatus {
        let (status, changed) = self.inner.records.note_save(result);
        if changed {
            self.emit(AppEvent::Storage(status.clone()));
        }
        status
    }

    /// `retry_save`: writes the game again (everything not yet on disk).
    pub fn retry_save(&self) -> StorageStatus {
        if self.records().store().is_none() {
            return self.records().storage_status();
        }
        {
            let guard = self.session_lock();
            if let Some(session) = guard.as_ref() {
                self.queue_save(session);
            }
        } // written here, the lock released
        self.records().storage_status()
    }

    /// Resumes the unfinished game saved by the records. A saved game that
    /// reads but does not replay is kept aside (a copy of `store.json`, as
    /// for an unreadable file) and announced with a notice; returns `false`
    /// then. A clock deadline that passed while the app was closed is
    /// applied now, once: the move is lost on time, or the setup choice
    /// gets setup 1, and that is saved at once.
    pub fn resume(&self, saved: &SavedGame) -> bool {
        let id = self.next_game_id();
        match restore(id, saved, now_ms()) {
            Ok(mut session) => {
                if let Some(job) = session.timer_job() {
                    if job.deadline_ms <= now_ms() {
                        session.expire(job);
                    }
                }
                // The app opens on Home: what is left of the same countdown
                // waits for the game screen (which lets it run again).
                session.set_clock_pause(Some(ClockPause::Away));
                // And the computer waits too: it thinks once the player opens
                // the game (`start_ai_move`), not on Home, where a reply (or a
                // mate) would land unseen.
                session.hold_computer();
                if let Some(r) = self.records().store() {
                    r.adopt(id, saved);
                }
                self.install_session(session);
                true
            }
            Err(e) => {
                eprintln!("janggi: the saved game does not replay: {e}");
                if let Some(aside) = self.records().store().and_then(|r| r.set_aside_current()) {
                    self.add_notice(Notice::StoreReset {
                        kept_as: aside.display().to_string(),
                    });
                }
                false
            }
        }
    }

    /// The completed tutorial lessons.
    pub fn tutorial_progress(&self) -> Result<TutorialProgress, AppError> {
        let stored = self.records().open()?.get(PROGRESS_KEY);
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
        self.records().open()?.set(PROGRESS_KEY, value)
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
pub(super) fn snapshot(session: &GameSession, uid: u64, started_ms: u64) -> SavedGame {
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
        deadline_ms: session.deadline_ms(),
        // A paused clock has no deadline: what was left is kept, and stays
        // the same however long the app is closed.
        remaining_ms: session.paused_left_ms(),
        ai_seed: Some(session.ai_seed()),
        rated: session.rated(),
        clock: session.game_clock().copied(),
    }
}

/// Rebuilds a saved session: the same start, every move replayed with the
/// rules (so undo and repetition work as before), the same mode, setups,
/// orientation and the running clock's deadline (`now` + what was left, for
/// files that saved the time left).
fn restore(id: u64, saved: &SavedGame, now: u64) -> Result<GameSession, AppError> {
    let profile = RuleProfile::from_id(saved.profile.into());
    let mut game = Game::from_fen(profile, &saved.start_fen)?;
    let start = game.start_position().clone();
    for (i, m) in parse_moves(&start, &saved.moves)?.into_iter().enumerate() {
        game.play(m)
            .map_err(|e| AppError::storage(format!("saved game, move {}: {e}", i + 1)))?;
    }
    let mut session = GameSession::resumed(
        id,
        game,
        saved.mode,
        saved.orientation.into(),
        saved.setups,
        saved.setup_turn.map(Side::from),
        saved.move_timer_secs,
        saved
            .deadline_ms
            .or(saved.remaining_ms.map(|left| now.saturating_add(left))),
    );
    // The same computer "person" as before the restart. A file of version
    // 2 has no seed: one from the game's id, the same at every start until
    // the next save writes it.
    session.set_ai_seed(saved.ai_seed.unwrap_or(saved.uid ^ LEGACY_SEED_MIX));
    session.set_rated(saved.rated);
    session.set_game_clock(saved.clock, now);
    Ok(session)
}

/// Mixed into a saved game's id for the computer's seed of a game saved
/// without one.
const LEGACY_SEED_MIX: u64 = 0xA5A5_5EED_0000_0001;
