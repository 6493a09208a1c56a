//! The tutorial's wire types: a lesson's board, a try and its answer, the
//! saved progress.

use super::game::{BoardFrame, LegalMovesDto};
use super::vocab::{ProfileIdDto, SetupId, SideDto, VariantId};
use serde::{Deserialize, Serialize};
use ts_rs::TS;

/// A move as the lesson board shows it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct LessonMove {
    /// Origin (pass: the general's square).
    pub from: u8,
    /// Destination (pass: the general's square).
    pub to: u8,
    /// A pass.
    pub pass: bool,
    /// UCI.
    pub uci: String,
}

/// Everything the lesson screen draws.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct LessonBoard {
    /// Lesson id.
    pub lesson_id: String,
    /// Which game.
    pub variant: VariantId,
    /// Rule profile.
    pub profile: ProfileIdDto,
    /// The position shown: pieces, side to move, check, bikjang, points.
    #[serde(flatten)]
    pub frame: BoardFrame,
    /// The player's side (drawn at the bottom).
    pub orientation: SideDto,
    /// Legal moves of the player (empty when the lesson is done or the
    /// step is a setup choice).
    pub legal_moves: Vec<LegalMovesDto>,
    /// Passing is legal now.
    pub can_pass: bool,
    /// The last move on the board.
    pub last_move: Option<LessonMove>,
    /// Moves played since the lesson position (player moves and scripted
    /// replies, UCI); send them back with the next try.
    pub moves: Vec<String>,
    /// Index of the current step.
    pub step: usize,
    /// Number of steps.
    pub steps: usize,
    /// The current step asks for a setup choice.
    pub setup_choice: bool,
    /// Every step is solved.
    pub done: bool,
}

/// The player's action in `tutorial_try`.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct TutorialAttempt {
    /// Lesson id.
    pub lesson_id: String,
    /// Moves so far, as the last [`LessonBoard::moves`] said.
    #[serde(default)]
    pub moves: Vec<String>,
    /// Origin square 0..89 (a move).
    #[serde(default)]
    #[ts(optional)]
    pub from: Option<u32>,
    /// Destination square 0..89 (a move).
    #[serde(default)]
    #[ts(optional)]
    pub to: Option<u32>,
    /// A pass instead of a move.
    #[serde(default)]
    #[ts(as = "Option<bool>", optional)]
    pub pass: bool,
    /// A setup choice instead of a move.
    #[serde(default)]
    #[ts(optional)]
    pub setup: Option<SetupId>,
}

/// The answer to a try.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct TutorialResult {
    /// The move is allowed by the rules.
    pub legal: bool,
    /// It does what the step asks.
    pub goal_met: bool,
    /// The lesson is complete.
    pub done: bool,
    /// When not `goal_met`: why (key `tutorial.why.*`) or what the task
    /// wants (key `tutorial.goal.*`).
    pub message: Option<String>,
    /// The opponent's scripted reply, already on `board`.
    pub reply: Option<LessonMove>,
    /// The board to show now (unchanged after a wrong try).
    pub board: LessonBoard,
}

/// Which lessons the player has completed.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct TutorialProgress {
    /// Ids of completed lessons, in the order they were completed.
    #[serde(default)]
    pub completed: Vec<String>,
}
