//! Review commands: start a review (of a record or of the game in
//! progress), cancel it, the engine's line from a position, and a new game
//! from a position of the reviewed game.

use super::{arg, opt_arg};
use crate::core::AppCore;
use crate::dto::{BoardView, ReviewDto, ReviewLineDto, ReviewQuality, ReviewSource};
use crate::error::AppError;
use serde_json::Value;
use tauri::State;

/// `start_review { source, quality? }` → `ReviewDto`: with its analysis
/// when cached, else the analysis runs in the background (`review-progress`
/// events, then `review-done`).
#[tauri::command]
pub async fn start_review(
    core: State<'_, AppCore>,
    source: Option<Value>,
    quality: Option<Value>,
) -> Result<ReviewDto, AppError> {
    let source: ReviewSource = arg(source, "source")?;
    let quality: Option<ReviewQuality> = opt_arg(quality, "quality")?;
    let core = core.inner().clone();
    tauri::async_runtime::spawn_blocking(move || core.start_review(source, quality))
        .await
        .map_err(|e| AppError::internal(format!("review task failed: {e}")))?
}

/// `cancel_review { reviewId }` → `true` when its analysis was running.
#[tauri::command]
pub async fn cancel_review(
    core: State<'_, AppCore>,
    review_id: Option<Value>,
) -> Result<bool, AppError> {
    Ok(core.cancel_review(arg(review_id, "reviewId")?))
}

/// `review_line { reviewId, ply }` → `ReviewLineDto`: the engine's line
/// from position `ply`.
#[tauri::command]
pub async fn review_line(
    core: State<'_, AppCore>,
    review_id: Option<Value>,
    ply: Option<Value>,
) -> Result<ReviewLineDto, AppError> {
    core.review_line(arg(review_id, "reviewId")?, arg(ply, "ply")?)
}

/// `review_play_from { reviewId, ply }` → `BoardView`: "try again from
/// here", a new game against the computer from position `ply`, the moves
/// before it kept.
#[tauri::command]
pub async fn review_play_from(
    core: State<'_, AppCore>,
    review_id: Option<Value>,
    ply: Option<Value>,
) -> Result<BoardView, AppError> {
    core.review_play_from(arg(review_id, "reviewId")?, arg(ply, "ply")?)
}
