//! Rating commands: the player's rating per game (with its history and
//! the level it suggests) and its reset. Counting a rated game needs no
//! command: the core does it when the game ends.

use super::args::{get_ratings, reset_rating};
use super::Cx;
use janggi_wire::dto::RatingsDto;
use janggi_wire::error::AppError;
use tauri::Runtime;

/// Both games' ratings (`storage` when the stored rating does not read).
pub async fn get_ratings<R: Runtime>(
    cx: Cx<'_, R>,
    _: get_ratings::Args,
) -> Result<RatingsDto, AppError> {
    cx.core.rating().ratings()
}

/// That game's rating starts afresh (the records and statistics are kept).
pub async fn reset_rating<R: Runtime>(
    cx: Cx<'_, R>,
    a: reset_rating::Args,
) -> Result<RatingsDto, AppError> {
    cx.core.rating().reset(a.variant)
}
