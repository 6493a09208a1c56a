//! Rating commands: the player's rating per game (with its history and
//! the level it suggests) and its reset. Counting a rated game needs no
//! command: the core does it when the game ends.

use super::arg;
use crate::core::AppCore;
use crate::dto::{RatingsDto, VariantId};
use crate::error::AppError;
use serde_json::Value;
use tauri::State;

/// `get_ratings` → `RatingsDto` (`storage` when the stored rating does
/// not read).
#[tauri::command]
pub async fn get_ratings(core: State<'_, AppCore>) -> Result<RatingsDto, AppError> {
    core.get_ratings()
}

/// `reset_rating { variant }` → `RatingsDto`: that game's rating starts
/// afresh (the records and statistics are kept).
#[tauri::command]
pub async fn reset_rating(
    core: State<'_, AppCore>,
    variant: Option<Value>,
) -> Result<RatingsDto, AppError> {
    let variant: VariantId = arg(variant, "variant")?;
    core.reset_rating(variant)
}
