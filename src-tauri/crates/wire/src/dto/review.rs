//! The review screen's wire types: a game analysed position by position,
//! each move classified, and the progress of a running analysis.

use super::game::{BoardFrame, MoveDto};
use super::vocab::{SideDto, VariantId};
use serde::{Deserialize, Serialize};
use ts_rs::TS;

/// How hard the engine looks at each position of a review.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub enum ReviewQuality {
    /// A fast first look.
    Quick,
    /// The default: about a minute for a 100-ply game on a phone core.
    #[default]
    Normal,
    /// Slower, sees further.
    Deep,
}

impl ReviewQuality {
    /// Every quality, quickest first.
    pub const ALL: [ReviewQuality; 3] = [
        ReviewQuality::Quick,
        ReviewQuality::Normal,
        ReviewQuality::Deep,
    ];
}

/// Which game to review.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(
    tag = "type",
    rename_all = "camelCase",
    rename_all_fields = "camelCase"
)]
pub enum ReviewSource {
    /// A game of the records (finished or imported).
    Record {
        /// Its id.
        id: u64,
    },
    /// The game in progress, up to its current position.
    Current,
}

/// How good a played move was, from the drop in the mover's winning chance.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub enum MoveClass {
    /// The engine's move, or as good.
    Best,
    /// A small loss.
    Good,
    /// A noticeable loss.
    Inaccuracy,
    /// A clear loss.
    Mistake,
    /// A loss that turns the game.
    Blunder,
}

/// The engine's view of one position.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct PositionEvalDto {
    /// Score from the first player's (Cho / Red) point of view, centipawn
    /// units; `null` when a mate is seen or the game is over.
    pub score_cp: Option<i32>,
    /// Mate in this many plies; positive when the first player mates.
    pub mate_in: Option<i32>,
    /// The first player's winning chance, 0..1 (a logistic of the score).
    pub win_chance: f64,
    /// The engine's move here (`null` when the game is over).
    pub best: Option<MoveDto>,
    /// The engine's line from here, in the game's notation, best move first.
    pub line: Vec<String>,
    /// Janggi: the same line with Latin piece letters (see
    /// [`super::MoveDto::latin`]); empty in Xiangqi.
    #[serde(default)]
    pub line_latin: Vec<String>,
    /// Completed search depth.
    pub depth: u32,
}

/// One played move, judged.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct MoveReviewDto {
    /// Its class.
    pub class: MoveClass,
    /// The mover's loss of winning chance, 0..1.
    pub loss: f64,
    /// Accuracy of the move, 0..100.
    pub accuracy: f64,
    /// The played move was the engine's choice.
    pub engine_move: bool,
}

/// Counts of each class.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct ClassCounts {
    /// Best moves.
    pub best: u32,
    /// Good moves.
    pub good: u32,
    /// Inaccuracies.
    pub inaccuracy: u32,
    /// Mistakes.
    pub mistake: u32,
    /// Blunders.
    pub blunder: u32,
}

/// One side's summary.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct SideReviewDto {
    /// Mean accuracy of its moves, 0..100 (`null` without moves).
    pub accuracy: Option<f64>,
    /// Its moves by class.
    pub counts: ClassCounts,
}

/// The analysis of a whole game.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct ReviewAnalysisDto {
    /// How hard the engine looked.
    pub quality: ReviewQuality,
    /// `moves.len() + 1` positions, the start first.
    pub positions: Vec<PositionEvalDto>,
    /// The played moves, judged.
    pub moves: Vec<MoveReviewDto>,
    /// Cho / Red.
    pub first: SideReviewDto,
    /// Han / Black.
    pub second: SideReviewDto,
}

/// A review: the game, and its analysis once done.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct ReviewDto {
    /// Handle of this review (for progress, cancel, lines, playing on).
    pub review_id: u64,
    /// What is reviewed.
    pub source: ReviewSource,
    /// Janggi or Xiangqi.
    pub variant: VariantId,
    /// The side drawn at the bottom.
    pub orientation: SideDto,
    /// The human's side in a game against the computer.
    pub human_side: Option<SideDto>,
    /// `moves.len() + 1` positions.
    pub frames: Vec<BoardFrame>,
    /// The moves.
    pub moves: Vec<MoveDto>,
    /// The analysis; `null` while it runs (see `review-progress`).
    pub analysis: Option<ReviewAnalysisDto>,
    /// `true` when the analysis came from the cache.
    pub cached: bool,
}

/// `review-progress`: positions analysed so far.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct ReviewProgressDto {
    /// The review.
    pub review_id: u64,
    /// Positions done.
    pub done: u32,
    /// Positions in all.
    pub total: u32,
}

/// `review-done`: a review finished, was cancelled or failed.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct ReviewDoneDto {
    /// The review.
    pub review_id: u64,
    /// The analysis (`null` when cancelled or failed).
    pub analysis: Option<ReviewAnalysisDto>,
    /// Cancelled by the player.
    pub cancelled: bool,
}

/// An engine line from one position, to step through.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct ReviewLineDto {
    /// The position the line starts from, then one after each move.
    pub frames: Vec<BoardFrame>,
    /// The line's moves.
    pub moves: Vec<MoveDto>,
}
