//! Review commands: start a review (of a record or of the game in
//! progress), cancel it, the engine's line from a position, and a new game
//! from a position of the reviewed game.

use super::args::{cancel_review, review_line, review_play_from, start_review};
use super::Cx;
use janggi_wire::dto::{BoardView, ReviewDto, ReviewLineDto};
use janggi_wire::error::AppError;
use tauri::Runtime;

/// With its analysis when cached, else the analysis runs in the background
/// (`review-progress` events, then `review-done`).
pub async fn start_review<R: Runtime>(
    cx: Cx<'_, R>,
    a: start_review::Args,
) -> Result<ReviewDto, AppError> {
    let core = cx.core.clone();
    tauri::async_runtime::spawn_blocking(move || core.start_review(a.source, a.quality))
        .await
        .map_err(|e| AppError::internal(format!("review task failed: {e}")))?
}

/// `true` when its analysis was running.
pub async fn cancel_review<R: Runtime>(
    cx: Cx<'_, R>,
    a: cancel_review::Args,
) -> Result<bool, AppError> {
    Ok(cx.core.reviews().cancel(a.review_id))
}

/// The engine's line from position `ply`.
pub async fn review_line<R: Runtime>(
    cx: Cx<'_, R>,
    a: review_line::Args,
) -> Result<ReviewLineDto, AppError> {
    cx.core.reviews().line(a.review_id, a.ply)
}

/// "Try again from here": a new game against the computer from position
/// `ply`, the moves before it kept.
pub async fn review_play_from<R: Runtime>(
    cx: Cx<'_, R>,
    a: review_play_from::Args,
) -> Result<BoardView, AppError> {
    cx.core.review_play_from(a.review_id, a.ply)
}
