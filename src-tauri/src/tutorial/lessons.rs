//! The lessons as data (`ui/src/tutorial/lessons.json`, shared with the UI,
//! which only shows them): a position, a rule profile and steps, each with
//! its goal, intended solution, scripted reply and recorded wrong tries.

use janggi_wire::dto::{ProfileIdDto, RoleDto, SetupId, VariantId};
use janggi_wire::error::AppError;
use serde::{Deserialize, Serialize};
use std::sync::OnceLock;

/// The lesson file, compiled in (the UI bundles the same file).
pub const LESSONS_JSON: &str = include_str!("../../../ui/src/tutorial/lessons.json");

/// What a step asks the player to do.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(
    tag = "type",
    rename_all = "camelCase",
    rename_all_fields = "camelCase"
)]
pub enum Goal {
    /// Move a piece (of `role`, if given) to one of `targets` (UCI squares).
    Reach {
        /// Target points, e.g. `"e2"`.
        targets: Vec<String>,
        /// Only this kind of piece counts.
        #[serde(default)]
        role: Option<RoleDto>,
    },
    /// Capture a piece (of `role`, if given).
    Capture {
        /// Only this kind of captured piece counts.
        #[serde(default)]
        role: Option<RoleDto>,
    },
    /// Give check (장군).
    Check,
    /// Answer a check in the given way.
    Escape {
        /// Move the general, block, or capture the checking piece.
        how: EscapeHow,
    },
    /// Checkmate the opponent.
    Checkmate,
    /// Pass (한수쉼).
    Pass,
    /// End the game as its winner (points, bikjang, double pass, …).
    Win,
    /// Break a bikjang (the generals must no longer face each other).
    BreakBikjang,
    /// Leave the opponent without a legal move and not in check (Xiangqi).
    Stalemate,
    /// Choose the given Janggi setup.
    Setup {
        /// The setup asked for.
        setup: SetupId,
    },
}

impl Goal {
    /// Translation key of the reminder shown after a legal move that does
    /// not do what the task asks.
    pub fn not_met_key(&self) -> &'static str {
        match self {
            Goal::Reach { .. } => "tutorial.goal.reach",
            Goal::Capture { .. } => "tutorial.goal.capture",
            Goal::Check => "tutorial.goal.check",
            Goal::Escape {
                how: EscapeHow::Move,
            } => "tutorial.goal.escape.move",
            Goal::Escape {
                how: EscapeHow::Block,
            } => "tutorial.goal.escape.block",
            Goal::Escape {
                how: EscapeHow::Capture,
            } => "tutorial.goal.escape.capture",
            Goal::Checkmate => "tutorial.goal.checkmate",
            Goal::Pass => "tutorial.goal.pass",
            Goal::Win => "tutorial.goal.win",
            Goal::BreakBikjang => "tutorial.goal.breakBikjang",
            Goal::Stalemate => "tutorial.goal.stalemate",
            Goal::Setup { .. } => "tutorial.goal.setup",
        }
    }
}

/// The three answers to a check.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum EscapeHow {
    /// The general steps out of check.
    Move,
    /// Another piece steps in between.
    Block,
    /// The checking piece is captured.
    Capture,
}

/// A wrong try recorded with a lesson (checked by the lesson test).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct WrongMove {
    /// UCI move (`"setup:<SetupId>"` for a setup choice).
    #[serde(rename = "move")]
    pub mv: String,
    /// The message key the tutorial must answer with.
    pub message: String,
}

/// One task of a lesson.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Step {
    /// What the player must do.
    pub goal: Goal,
    /// The intended answer: UCI, `"pass"`, or `"setup:<SetupId>"`.
    pub solution: String,
    /// The opponent's scripted reply (UCI) after a correct answer.
    #[serde(default)]
    pub reply: Option<String>,
    /// Wrong tries and the message each must get.
    #[serde(default)]
    pub wrong: Vec<WrongMove>,
}

/// A lesson: a position, a rule profile and one or more steps. Its texts
/// are the UI's keys `tutorial.<id>.{title,explain,task,success,hint}`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Lesson {
    /// Stable id (progress is stored by id).
    pub id: String,
    /// Which game.
    pub game: VariantId,
    /// Rule profile.
    pub profile: ProfileIdDto,
    /// Start position; `None` = the game's standard start.
    #[serde(default)]
    pub fen: Option<String>,
    /// Moves played before the player takes over (UCI).
    #[serde(default)]
    pub prelude: Vec<String>,
    /// The tasks, in order.
    pub steps: Vec<Step>,
}

#[derive(Deserialize)]
struct LessonFile {
    lessons: Vec<Lesson>,
}

/// Parses a lesson file (the test also feeds it broken ones).
pub fn parse_lessons(json: &str) -> Result<Vec<Lesson>, AppError> {
    let file: LessonFile =
        serde_json::from_str(json).map_err(|e| AppError::internal(format!("lesson data: {e}")))?;
    Ok(file.lessons)
}

/// Every lesson, parsed once.
pub fn lessons() -> Result<&'static [Lesson], AppError> {
    static CELL: OnceLock<Result<Vec<Lesson>, AppError>> = OnceLock::new();
    match CELL.get_or_init(|| parse_lessons(LESSONS_JSON)) {
        Ok(v) => Ok(v),
        Err(e) => Err(e.clone()),
    }
}

/// The lesson with `id`.
pub fn lesson(id: &str) -> Result<&'static Lesson, AppError> {
    lessons()?
        .iter()
        .find(|l| l.id == id)
        .ok_or_else(|| AppError::bad_argument(format!("no lesson `{id}`")))
}
