//! Computer commands: start the computer's move, ask for a hint.

use crate::core::AppCore;
use crate::dto::{BoardView, HintDto};
use crate::error::AppError;
use tauri::State;

/// `start_ai_move`: the computer starts thinking if it is its turn (its move
/// arrives as `game-updated`); otherwise the view comes back unchanged.
#[tauri::command]
pub async fn start_ai_move(core: State<'_, AppCore>) -> Result<BoardView, AppError> {
    core.start_ai_move()
}

/// `hint`: the engine's best move for the player (a short search on a
/// blocking-pool thread, never on the UI thread).
#[tauri::command]
pub async fn hint(core: State<'_, AppCore>) -> Result<HintDto, AppError> {
    let core = core.inner().clone();
    tauri::async_runtime::spawn_blocking(move || core.hint())
        .await
        .map_err(|e| AppError::internal(format!("hint task failed: {e}")))?
}
