//! Computer commands: start the computer's move, ask for a hint.

use super::args::{hint, start_ai_move};
use super::Cx;
use janggi_wire::dto::{BoardView, HintDto};
use janggi_wire::error::AppError;
use tauri::Runtime;

/// The computer starts thinking if it is its turn (its move arrives as
/// `game-updated`); otherwise the view comes back unchanged.
pub async fn start_ai_move<R: Runtime>(
    cx: Cx<'_, R>,
    _: start_ai_move::Args,
) -> Result<BoardView, AppError> {
    cx.core.start_ai_move()
}

/// The engine's best move for the player: a short search on a
/// blocking-pool thread, never on the UI thread.
pub async fn hint<R: Runtime>(cx: Cx<'_, R>, _: hint::Args) -> Result<HintDto, AppError> {
    let core = cx.core.clone();
    tauri::async_runtime::spawn_blocking(move || core.hint())
        .await
        .map_err(|e| AppError::internal(format!("hint task failed: {e}")))?
}
