//! Reviews: the core's side. Resolves what to review (a record, or the game
//! in progress up to its current position), takes cached verdicts from the
//! records' directory, hands the rest to the AI's review thread (never
//! holding the session lock while it runs), and answers the review screen's
//! questions: the engine's line from a position, and a new game from a
//! position against the computer ("try again from here").

use super::events::AppEvent;
use super::AppCore;
use crate::ai::{self, ReviewJob};
use crate::records::{self, profile_of};
use crate::review::{self, cache, PositionEval, Reviewed, KEPT_REVIEWS};
use crate::session::GameSession;
use janggi_rules::{notation, Position};
use janggi_wire::dto::{
    BoardFrame, BoardView, LevelDto, Mode, MoveDto, ReviewDoneDto, ReviewDto, ReviewLineDto,
    ReviewProgressDto, ReviewQuality, ReviewSource, SideDto,
};
use janggi_wire::error::AppError;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// Shortest time between two `review-progress` events of one review.
const PROGRESS_EVERY: Duration = Duration::from_millis(200);

impl AppCore {
    /// `start_review`: the review of `source` at `quality` (the settings'
    /// when `None`). Comes back at once: with the analysis when it was
    /// cached, else without, while the analysis runs in the background
    /// (`review-progress` events, then `review-done`). Asking again for a
    /// review that runs returns that one; any other running review stops.
    pub fn start_review(
        &self,
        source: ReviewSource,
        quality: Option<ReviewQuality>,
    ) -> Result<ReviewDto, AppError> {
        let quality = quality.unwrap_or_else(|| self.inner.settings.get().review_quality);
        let mut r = self.resolve(source, quality)?;
        let mut state = self.inner.review.lock();
        if let Some(same) = state
            .kept
            .iter()
            .find(|k| k.same_game(&r) && (k.running.is_some() || k.complete()))
        {
            return Ok(same.dto(same.complete()));
        }
        for k in state.kept.iter_mut() {
            if let Some(stop) = k.running.take() {
                stop.store(true, Ordering::SeqCst);
            }
        }
        state.next_id += 1;
        r.id = state.next_id;
        if let Some(p) = &r.cache {
            r.evals = cache::load(p, quality, &r.start_fen, &r.uci);
            r.evals.truncate(r.games.len());
        }
        if !r.complete() {
            let stop = Arc::new(AtomicBool::new(false));
            self.spawn_review(&r, stop.clone())
                .map_err(|e| AppError::internal(format!("cannot start the review: {e}")))?;
            r.running = Some(stop);
        }
        let dto = r.dto(r.complete());
        state.kept.push_back(r);
        while state.kept.len() > KEPT_REVIEWS {
            state.kept.pop_front();
        }
        Ok(dto)
    }

    /// `cancel_review`: stops review `id`'s analysis (what was done is kept
    /// for next time); `false` when it was not running.
    pub fn cancel_review(&self, id: u64) -> bool {
        let mut state = self.inner.review.lock();
        match state.get_mut(id).and_then(|r| r.running.take()) {
            Some(stop) => {
                stop.store(true, Ordering::SeqCst);
                true
            }
            None => false,
        }
    }

    /// `review_line`: the engine's line from position `ply` of review `id`,
    /// to step through.
    pub fn review_line(&self, id: u64, ply: usize) -> Result<ReviewLineDto, AppError> {
        let state = self.inner.review.lock();
        let r = state.get(id)?;
        let game = r.games.get(ply).ok_or_else(|| {
            AppError::bad_argument(format!(
                "the game has {} positions, not {ply}",
                r.games.len()
            ))
        })?;
        let e = r
            .evals
            .get(ply)
            .ok_or_else(|| AppError::bad_argument(format!("position {ply} is not analysed yet")))?;
        let mut pos = game.position().clone();
        let mut frames = vec![BoardFrame::of(&pos)];
        let mut moves = Vec::new();
        for u in &e.line {
            let Ok(m) = notation::parse_uci(&pos, u) else {
                break;
            };
            if !pos.is_legal(m) {
                break;
            }
            moves.push(MoveDto::describe(&pos, m));
            let _undo = pos.make_move(m);
            frames.push(BoardFrame::of(&pos));
        }
        Ok(ReviewLineDto { frames, moves })
    }

    /// `review_play_from`: "try again from here": a new game against the
    /// computer from position `ply` of review `id`, keeping the moves before
    /// it; the human plays the side to move (the recorded game's level, else
    /// intermediate).
    pub fn review_play_from(&self, id: u64, ply: usize) -> Result<BoardView, AppError> {
        let (game, mode, setups) = {
            let state = self.inner.review.lock();
            let r = state.get(id)?;
            let game = r.games.get(ply).cloned().ok_or_else(|| {
                AppError::bad_argument(format!(
                    "the game has {} positions, not {ply}",
                    r.games.len()
                ))
            })?;
            let level = match r.mode {
                Some(Mode::VsComputer { level, .. }) => level,
                _ => LevelDto::fallback(),
            };
            let human_side: SideDto = game.position().turn().into();
            (game, Mode::VsComputer { level, human_side }, r.setups)
        };
        if game.outcome().is_over() || game.legal_moves().is_empty() {
            return Err(AppError::game_over());
        }
        let mut session = GameSession::with_game(
            self.next_game_id(),
            game,
            mode,
            self.inner.settings.orientation_for(mode),
            setups,
            None,
        );
        session.set_ai_seed(rand::random());
        Ok(self.install_session(session))
    }

    /// What `source` is: its positions, moves and where its cache lives.
    fn resolve(&self, source: ReviewSource, quality: ReviewQuality) -> Result<Reviewed, AppError> {
        let (start, moves, mode, setups, orientation, key) = match source {
            ReviewSource::Record { id } => {
                let g = self.records().finished_game(id)?;
                let start = Position::from_fen(&g.start_fen, &profile_of(&g))
                    .map_err(|e| AppError::storage(format!("bad start position: {e}")))?;
                let moves = records::parse_moves(&start, &g.moves)?;
                (start, moves, g.mode, g.setups, g.viewpoint(), Some(id))
            }
            ReviewSource::Current => {
                let guard = self.session_lock();
                let s = guard.as_ref().ok_or_else(AppError::no_game)?;
                let game = s.game();
                let key = self.records().store().and_then(|r| r.uid_of(s.id()));
                (
                    game.start_position().clone(),
                    game.moves().to_vec(),
                    Some(s.mode()),
                    s.setups(),
                    s.orientation(),
                    key,
                )
            }
        };
        let games = review::games(&start, &moves);
        let uci = games
            .iter()
            .zip(&moves)
            .map(|(g, &m)| notation::uci(g.position(), m))
            .collect();
        let cache = match (self.records().store(), key) {
            (Some(r), Some(id)) => Some(cache::path(r.dir(), id, quality)),
            _ => None,
        };
        Ok(Reviewed {
            id: 0,
            source,
            quality,
            variant: start.profile().variant.into(),
            mode,
            setups,
            orientation,
            games,
            moves,
            cache,
            start_fen: start.fen(),
            uci,
            evals: Vec::new(),
            running: None,
        })
    }

    /// Runs the analysis of `r` on the AI's review thread: progress as
    /// events, the verdicts cached and kept when it ends.
    fn spawn_review(&self, r: &Reviewed, stop: Arc<AtomicBool>) -> std::io::Result<()> {
        let id = r.id;
        let job = ReviewJob {
            review_id: id,
            games: r.games.clone(),
            quality: r.quality,
            known: r.evals.clone(),
            stop: stop.clone(),
        };
        let progress_core = self.clone();
        let done_core = self.clone();
        let progress_stop = stop.clone();
        let mut last_sent: Option<Instant> = None;
        ai::spawn_review(
            job,
            move |done, total| {
                // At most one event per PROGRESS_EVERY (the last position's
                // always): a quick review analyses dozens of positions a
                // second, and each event is a repaint on the review screen.
                let due = !matches!(last_sent, Some(t) if t.elapsed() < PROGRESS_EVERY);
                if (due || done == total) && !progress_stop.load(Ordering::Relaxed) {
                    last_sent = Some(Instant::now());
                    progress_core.emit(AppEvent::ReviewProgress(ReviewProgressDto {
                        review_id: id,
                        done: u32::try_from(done).unwrap_or(u32::MAX),
                        total: u32::try_from(total).unwrap_or(u32::MAX),
                    }));
                }
            },
            move |evals, complete| done_core.finish_review(id, evals, complete),
        )
    }

    /// Keeps (and caches) what review `id`'s thread analysed and tells the
    /// UI.
    fn finish_review(&self, id: u64, evals: Vec<PositionEval>, complete: bool) {
        let done = {
            let mut state = self.inner.review.lock();
            let Some(r) = state.get_mut(id) else {
                return;
            };
            r.running = None;
            if evals.len() > r.evals.len() {
                r.evals = evals;
            }
            if let Some(p) = &r.cache {
                if let Err(e) = cache::save(p, r.quality, &r.start_fen, &r.uci, &r.evals) {
                    eprintln!("janggi: cannot cache the review: {e}");
                }
            }
            ReviewDoneDto {
                review_id: id,
                analysis: (complete && r.complete()).then(|| r.analysis()),
                cancelled: !complete,
                error: None,
            }
        };
        self.emit(AppEvent::ReviewDone(Box::new(done)));
    }
}
