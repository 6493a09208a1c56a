//! The puzzle screen's wire types: a puzzle's board, a try and its answer,
//! the hint, the solution and the player's puzzle statistics.

use super::game::{BoardFrame, LegalMovesDto, MoveDto, PointsDto};
use super::tutorial::LessonMove;
use super::vocab::{SideDto, VariantId};
use serde::{Deserialize, Serialize};
use ts_rs::TS;

/// What a puzzle asks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub enum PuzzleKind {
    /// Checkmate in `mate` moves.
    Mate,
    /// Win material.
    Material,
    /// Meet the threat: only one move holds.
    Defence,
    /// Janggi: be ahead on points when the move limit ends the game.
    Points,
}

/// Everything the puzzle screen draws.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct PuzzleBoard {
    /// Puzzle id (`j12`, `x7`).
    pub puzzle_id: String,
    /// Which game.
    pub variant: VariantId,
    /// The position shown: pieces, side to move, check, points.
    #[serde(flatten)]
    pub frame: BoardFrame,
    /// The solver's side (drawn at the bottom).
    pub orientation: SideDto,
    /// Legal moves of the solver (empty while it is not the solver's turn
    /// or once the puzzle is over).
    pub legal_moves: Vec<LegalMovesDto>,
    /// The last move on the board.
    pub last_move: Option<LessonMove>,
    /// Moves played since the puzzle position (UCI); send them back with
    /// the next try.
    pub moves: Vec<String>,
    /// What is asked.
    pub kind: PuzzleKind,
    /// Mate in this many moves (mate puzzles), else 0.
    pub mate: u32,
    /// Plies until the move limit (points puzzles), else 0.
    pub plies_to_limit: u32,
    /// Themes (`mate`, `mate2`, `cannon`, `palace`, `doubleCheck`,
    /// `material`, `defence`, `points`, `quiet`).
    pub themes: Vec<String>,
    /// The puzzle's rating.
    pub rating: u32,
    /// The solver's moves in the solution.
    pub solver_moves: u32,
    /// The puzzle is solved (or its solution shown).
    pub done: bool,
}

/// A try in `puzzle_try`.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct PuzzleAttempt {
    /// Puzzle id.
    pub puzzle_id: String,
    /// Moves so far, as the last [`PuzzleBoard::moves`] said.
    #[serde(default)]
    pub moves: Vec<String>,
    /// Origin square 0..89.
    pub from: u32,
    /// Destination square 0..89.
    pub to: u32,
}

/// The player's puzzle record in one game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct PuzzleStats {
    /// Which game.
    pub variant: VariantId,
    /// Puzzle rating (starts at 1000; rises on a clean solve, falls on a
    /// miss, Elo-like against the puzzle's rating).
    pub rating: i32,
    /// Puzzles solved cleanly in a row.
    pub streak: u32,
    /// Longest streak so far.
    pub best_streak: u32,
    /// Puzzles solved (cleanly or not).
    pub solved: u32,
    /// Puzzles tried.
    pub attempted: u32,
    /// Puzzles in the set.
    pub total: u32,
    /// Themes with their puzzle counts, most common first.
    pub themes: Vec<ThemeCount>,
}

/// A theme and how many puzzles have it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct ThemeCount {
    /// Theme name.
    pub theme: String,
    /// Puzzles with it.
    pub count: u32,
}

/// The answer to a try.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct PuzzleResult {
    /// Accepted (legal and does what the puzzle asks).
    pub correct: bool,
    /// The puzzle is solved.
    pub done: bool,
    /// When refused: why (key `puzzles.wrong.*`).
    pub message: Option<String>,
    /// The defender's reply, already on `board`.
    pub reply: Option<LessonMove>,
    /// The board to show now (unchanged after a refused try).
    pub board: PuzzleBoard,
    /// The player's record after this try.
    pub stats: PuzzleStats,
    /// Rating change caused by this try (0 when none).
    pub rating_change: i32,
    /// A legal try refused: it and the defender's answer that refutes it
    /// (the board stays before the try).
    pub refutation: Option<PuzzleRefutation>,
}

/// Why a refused try fails: the defender's answer to it, or the end it
/// brings (a points puzzle's try after which the move limit ends the game
/// without the solver ahead).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct PuzzleRefutation {
    /// The try, as played from the puzzle's position.
    pub tried: MoveDto,
    /// The defender's answer after it; `None` when the try ends the game.
    pub answer: Option<MoveDto>,
    /// Both sides' points when the try ends the game by the move limit.
    pub ends_on_points: Option<PointsDto>,
}

/// The solution from the current position.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct PuzzleSolution {
    /// The moves, in order (solver first).
    pub moves: Vec<LessonMove>,
    /// The board at the end of the solution.
    pub board: PuzzleBoard,
    /// The player's record (a shown solution counts as a miss).
    pub stats: PuzzleStats,
}
