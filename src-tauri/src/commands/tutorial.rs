//! Tutorial commands: a lesson's board, a player's try (checked by
//! [`crate::tutorial`] with the rules), and the saved progress.
//!
//! Progress lives Rust-side in the app store under the key `tutorial`
//! (`{ "completed": ["board", "palace", …] }`); a lesson is marked complete
//! only here, when `tutorial_try` finds its last step solved.

use super::args::{tutorial_lesson, tutorial_progress, tutorial_reset, tutorial_try};
use super::Cx;
use crate::tutorial;
use janggi_wire::dto::{LessonBoard, TutorialProgress, TutorialResult};
use janggi_wire::error::AppError;
use tauri::Runtime;

/// The lesson board after `moves` (absent = the start).
pub async fn tutorial_lesson<R: Runtime>(
    _: Cx<'_, R>,
    a: tutorial_lesson::Args,
) -> Result<LessonBoard, AppError> {
    tutorial::lesson_board(&a.lesson_id, &a.moves.unwrap_or_default())
}

/// Is the try legal, does it solve the step; a solved lesson is saved.
pub async fn tutorial_try<R: Runtime>(
    cx: Cx<'_, R>,
    a: tutorial_try::Args,
) -> Result<TutorialResult, AppError> {
    let result = tutorial::try_action(&a.attempt)?;
    if result.done {
        cx.core.complete_lesson(&a.attempt.lesson_id)?;
    }
    Ok(result)
}

/// The completed lessons.
pub async fn tutorial_progress<R: Runtime>(
    cx: Cx<'_, R>,
    _: tutorial_progress::Args,
) -> Result<TutorialProgress, AppError> {
    cx.core.tutorial_progress()
}

/// Forgets the progress.
pub async fn tutorial_reset<R: Runtime>(
    cx: Cx<'_, R>,
    _: tutorial_reset::Args,
) -> Result<TutorialProgress, AppError> {
    cx.core.reset_tutorial()
}
