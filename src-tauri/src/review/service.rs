//! The review service: the reviews of this run ([`ReviewState`]) behind
//! their own lock, with the review screen's API. It starts nothing itself:
//! the core resolves what to review (a record, the game in progress) and
//! hands in how to run the analysis (a closure that spawns the AI's review
//! thread), so this module imports neither the core nor the AI.
//!
//! Its lock is `Rank::Review` (see `sync.rs`): taken without the session
//! (the core copies the game first); the review's thread is spawned and its
//! cache file read and written under it (the service's own files). It is
//! never held while another call of the service takes it:
//! [`ReviewService::stop_all`] reads the running ids first.

use super::state::{ReviewState, Reviewed, KEPT_REVIEWS};
use super::{cache, PositionEval};
use crate::sync::{Ordered, Rank};
use janggi_rules::{notation, Game};
use janggi_wire::dto::{
    BoardFrame, LevelDto, Mode, MoveDto, ReviewDoneDto, ReviewDto, ReviewLineDto, SetupsDto,
    SideDto,
};
use janggi_wire::error::AppError;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

/// The reviews of this run.
pub struct ReviewService {
    state: Ordered<ReviewState>,
}

impl Default for ReviewService {
    fn default() -> Self {
        ReviewService::new()
    }
}

impl ReviewService {
    /// No review yet.
    pub fn new() -> ReviewService {
        ReviewService {
            state: Ordered::new(Rank::Review, ReviewState::default()),
        }
    }

    /// Starts the review `r` (resolved by the core): returns the kept one
    /// when the same game's review runs or is complete; otherwise stops any
    /// other running review, takes the cached verdicts and, when some are
    /// missing, calls `spawn` with the review (its id given) and its stop
    /// flag to run the rest.
    pub fn start(
        &self,
        mut r: Reviewed,
        spawn: impl FnOnce(&Reviewed, Arc<AtomicBool>) -> std::io::Result<()>,
    ) -> Result<ReviewDto, AppError> {
        let mut state = self.state.lock();
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
            r.evals = cache::load(p, r.quality, &r.start_fen, &r.uci);
            r.evals.truncate(r.games.len());
        }
        if !r.complete() {
            let stop = Arc::new(AtomicBool::new(false));
            spawn(&r, stop.clone())
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
    pub fn cancel(&self, id: u64) -> bool {
        let mut state = self.state.lock();
        match state.get_mut(id).and_then(|r| r.running.take()) {
            Some(stop) => {
                stop.store(true, Ordering::SeqCst);
                true
            }
            None => false,
        }
    }

    /// Stops every running review (app exit).
    pub fn stop_all(&self) {
        // The ids first: a guard in the `for` expression would live through
        // the loop, and `cancel` takes the same lock.
        let running = self.state.lock().running_ids();
        for id in running {
            self.cancel(id);
        }
    }

    /// `review_line`: the engine's line from position `ply` of review `id`,
    /// to step through.
    pub fn line(&self, id: u64, ply: usize) -> Result<ReviewLineDto, AppError> {
        let state = self.state.lock();
        let r = state.get(id)?;
        let game = r.games.get(ply).ok_or_else(|| too_far(r, ply))?;
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

    /// What "try again from here" starts from: the game at position `ply`
    /// of review `id`, the mode of a game against the computer with the
    /// human on the side to move (the recorded game's level, else
    /// intermediate) and the setups.
    pub fn position(&self, id: u64, ply: usize) -> Result<(Game, Mode, SetupsDto), AppError> {
        let state = self.state.lock();
        let r = state.get(id)?;
        let game = r.games.get(ply).cloned().ok_or_else(|| too_far(r, ply))?;
        let level = match r.mode {
            Some(Mode::VsComputer { level, .. }) => level,
            _ => LevelDto::fallback(),
        };
        let human_side: SideDto = game.position().turn().into();
        Ok((game, Mode::VsComputer { level, human_side }, r.setups))
    }

    /// Keeps (and caches) what review `id`'s thread analysed; what to tell
    /// the UI, or `None` when the review is gone.
    pub fn finish(
        &self,
        id: u64,
        evals: Vec<PositionEval>,
        complete: bool,
    ) -> Option<ReviewDoneDto> {
        let mut state = self.state.lock();
        let r = state.get_mut(id)?;
        r.running = None;
        if evals.len() > r.evals.len() {
            r.evals = evals;
        }
        if let Some(p) = &r.cache {
            if let Err(e) = cache::save(p, r.quality, &r.start_fen, &r.uci, &r.evals) {
                eprintln!("janggi: cannot cache the review: {e}");
            }
        }
        Some(ReviewDoneDto {
            review_id: id,
            analysis: (complete && r.complete()).then(|| r.analysis()),
            cancelled: !complete,
        })
    }
}

/// `badArgument`: review `r` has no position `ply`.
fn too_far(r: &Reviewed, ply: usize) -> AppError {
    AppError::bad_argument(format!(
        "the game has {} positions, not {ply}",
        r.games.len()
    ))
}
