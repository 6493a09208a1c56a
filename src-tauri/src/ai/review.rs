//! The review's analysis, off the UI thread: one thread per review, at a
//! lower priority, with its own engine (the computer's engine stays free
//! for a game played meanwhile). Stopped by its `AtomicBool`.

use super::worker::set_thread_nice;
use crate::review::{self, PositionEval};
use janggi_rules::Game;
use janggi_wire::dto::ReviewQuality;
use std::sync::atomic::AtomicBool;
use std::sync::Arc;

/// Nice value of a review thread: the lowest priority (the player is
/// not waiting on any single position, and the UI must stay smooth).
const REVIEW_NICE: i32 = 19;

/// What a review thread analyses.
pub struct ReviewJob {
    /// Review id (thread name, logs).
    pub review_id: u64,
    /// The game at each position.
    pub games: Vec<Game>,
    /// How hard to look.
    pub quality: ReviewQuality,
    /// Verdicts already known (a cached prefix).
    pub known: Vec<PositionEval>,
    /// Set to stop.
    pub stop: Arc<AtomicBool>,
}

/// Starts the analysis of `job` on a new thread: `on_progress(done, total)`
/// after each position, then `on_done(verdicts, complete)` with what was
/// analysed (`complete` is `false` when stopped early).
pub fn spawn_review(
    job: ReviewJob,
    mut on_progress: impl FnMut(usize, usize) + Send + 'static,
    on_done: impl FnOnce(Vec<PositionEval>, bool) + Send + 'static,
) -> std::io::Result<()> {
    std::thread::Builder::new()
        .name(format!("janggi-review-{}", job.review_id))
        .spawn(move || {
            set_thread_nice(REVIEW_NICE);
            let mut evals = job.known;
            let complete = review::analyse(
                &job.games,
                job.quality,
                &mut evals,
                &job.stop,
                &mut |done, total| on_progress(done, total),
            );
            on_done(evals, complete);
        })
        .map(|_| ())
}
