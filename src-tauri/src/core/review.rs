//! Reviews: the core's side, which wires the review service
//! ([`crate::review::service`]) to the rest: it resolves what to review (a
//! record, or the game in progress up to its current position, copied
//! under the session lock and let go), runs the analysis on the AI's review
//! thread with its progress and end as events, and starts a new game from a
//! reviewed position against the computer ("try again from here"). The
//! reviews themselves, their lock and cache, are the service's.

use super::events::AppEvent;
use super::AppCore;
use crate::ai::{self, ReviewJob};
use crate::records::{self, profile_of};
use crate::review::{self, cache, PositionEval, Reviewed};
use crate::session::GameSession;
use janggi_rules::{notation, Position};
use janggi_wire::dto::{BoardView, ReviewDto, ReviewProgressDto, ReviewQuality, ReviewSource};
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
        let r = self.resolve(source, quality)?;
        self.inner
            .review
            .start(r, |r, stop| self.spawn_review(r, stop))
    }

    /// The review service (the review screen's `cancel_review` and
    /// `review_line` go to it).
    pub fn reviews(&self) -> &crate::review::ReviewService {
        &self.inner.review
    }

    /// `review_play_from`: "try again from here": a new game against the
    /// computer from position `ply` of review `id`, keeping the moves before
    /// it; the human plays the side to move (the recorded game's level, else
    /// intermediate).
    pub fn review_play_from(&self, id: u64, ply: usize) -> Result<BoardView, AppError> {
        let (game, mode, setups) = self.inner.review.position(id, ply)?;
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
        if let Some(done) = self.inner.review.finish(id, evals, complete) {
            self.emit(AppEvent::ReviewDone(Box::new(done)));
        }
    }
}
