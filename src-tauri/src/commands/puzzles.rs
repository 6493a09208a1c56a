//! Puzzle commands: a puzzle near the player's rating, its board, a try
//! (judged by [`crate::puzzles`] with the rules and the stored line), a
//! hint, the solution and the player's record (kept by the puzzle service
//! in the records' store).

use super::args::{
    puzzle_board, puzzle_current, puzzle_hint, puzzle_next, puzzle_solution, puzzle_stats,
    puzzle_try,
};
use super::Cx;
use janggi_wire::dto::{PuzzleBoard, PuzzleResult, PuzzleSolution, PuzzleStats};
use janggi_wire::error::AppError;
use tauri::Runtime;

/// A new puzzle.
pub async fn puzzle_next<R: Runtime>(
    cx: Cx<'_, R>,
    a: puzzle_next::Args,
) -> Result<PuzzleBoard, AppError> {
    cx.core.puzzles().next(a.variant, a.theme)
}

/// The unfinished puzzle in hand, or `None`.
pub async fn puzzle_current<R: Runtime>(
    cx: Cx<'_, R>,
    a: puzzle_current::Args,
) -> Result<Option<PuzzleBoard>, AppError> {
    cx.core.puzzles().current(a.variant)
}

/// A puzzle's board after `moves`.
pub async fn puzzle_board<R: Runtime>(
    cx: Cx<'_, R>,
    a: puzzle_board::Args,
) -> Result<PuzzleBoard, AppError> {
    cx.core
        .puzzles()
        .board(&a.puzzle_id, &a.moves.unwrap_or_default())
}

/// A try: `{ puzzleId, moves, from, to }`.
pub async fn puzzle_try<R: Runtime>(
    cx: Cx<'_, R>,
    a: puzzle_try::Args,
) -> Result<PuzzleResult, AppError> {
    cx.core.puzzles().try_move(&a.attempt)
}

/// The next move to find (in `reply`).
pub async fn puzzle_hint<R: Runtime>(
    cx: Cx<'_, R>,
    a: puzzle_hint::Args,
) -> Result<PuzzleResult, AppError> {
    cx.core
        .puzzles()
        .hint(&a.puzzle_id, &a.moves.unwrap_or_default())
}

/// The rest of the solution.
pub async fn puzzle_solution<R: Runtime>(
    cx: Cx<'_, R>,
    a: puzzle_solution::Args,
) -> Result<PuzzleSolution, AppError> {
    cx.core
        .puzzles()
        .solution(&a.puzzle_id, &a.moves.unwrap_or_default())
}

/// The player's record.
pub async fn puzzle_stats<R: Runtime>(
    cx: Cx<'_, R>,
    a: puzzle_stats::Args,
) -> Result<PuzzleStats, AppError> {
    cx.core.puzzles().stats(a.variant)
}
