//! Puzzle commands: a puzzle near the player's rating, its board, a try
//! (judged by [`crate::puzzles`] with the rules and the stored line), a
//! hint, the solution and the player's record (saved by the core with the
//! records).

use super::{arg, opt_arg};
use crate::core::AppCore;
use crate::dto::{
    PuzzleAttempt, PuzzleBoard, PuzzleResult, PuzzleSolution, PuzzleStats, VariantId,
};
use crate::error::AppError;
use serde_json::Value;
use tauri::State;

/// `puzzle_next { variant, theme? }`: a new puzzle.
#[tauri::command]
pub async fn puzzle_next(
    core: State<'_, AppCore>,
    variant: Option<Value>,
    theme: Option<Value>,
) -> Result<PuzzleBoard, AppError> {
    let variant: VariantId = arg(variant, "variant")?;
    let theme: Option<String> = opt_arg(theme, "theme")?;
    core.puzzle_next(variant, theme)
}

/// `puzzle_current { variant }`: the unfinished puzzle in hand, or null.
#[tauri::command]
pub async fn puzzle_current(
    core: State<'_, AppCore>,
    variant: Option<Value>,
) -> Result<Option<PuzzleBoard>, AppError> {
    let variant: VariantId = arg(variant, "variant")?;
    core.puzzle_current(variant)
}

/// `puzzle_board { puzzleId, moves? }`: a puzzle's board after `moves`.
#[tauri::command]
pub async fn puzzle_board(
    core: State<'_, AppCore>,
    puzzle_id: Option<Value>,
    moves: Option<Value>,
) -> Result<PuzzleBoard, AppError> {
    let id: String = arg(puzzle_id, "puzzleId")?;
    let moves: Vec<String> = opt_arg(moves, "moves")?.unwrap_or_default();
    core.puzzle_board(&id, &moves)
}

/// `puzzle_try { attempt: { puzzleId, moves, from, to } }`.
#[tauri::command]
pub async fn puzzle_try(
    core: State<'_, AppCore>,
    attempt: Option<Value>,
) -> Result<PuzzleResult, AppError> {
    let attempt: PuzzleAttempt = arg(attempt, "attempt")?;
    core.puzzle_try(&attempt)
}

/// `puzzle_hint { puzzleId, moves }`: the next move to find (in `reply`).
#[tauri::command]
pub async fn puzzle_hint(
    core: State<'_, AppCore>,
    puzzle_id: Option<Value>,
    moves: Option<Value>,
) -> Result<PuzzleResult, AppError> {
    let id: String = arg(puzzle_id, "puzzleId")?;
    let moves: Vec<String> = opt_arg(moves, "moves")?.unwrap_or_default();
    core.puzzle_hint(&id, &moves)
}

/// `puzzle_solution { puzzleId, moves }`: the rest of the solution.
#[tauri::command]
pub async fn puzzle_solution(
    core: State<'_, AppCore>,
    puzzle_id: Option<Value>,
    moves: Option<Value>,
) -> Result<PuzzleSolution, AppError> {
    let id: String = arg(puzzle_id, "puzzleId")?;
    let moves: Vec<String> = opt_arg(moves, "moves")?.unwrap_or_default();
    core.puzzle_solution(&id, &moves)
}

/// `puzzle_stats { variant }`: the player's record.
#[tauri::command]
pub async fn puzzle_stats(
    core: State<'_, AppCore>,
    variant: Option<Value>,
) -> Result<PuzzleStats, AppError> {
    let variant: VariantId = arg(variant, "variant")?;
    core.puzzle_stats(variant)
}
