//! Tutorial commands: a lesson's board, a player's try (checked by
//! [`crate::tutorial`] with the rules), and the saved progress.
//!
//! Progress lives Rust-side in the app store under the key `tutorial`
//! (`{ "completed": ["board", "palace", …] }`); a lesson is marked complete
//! only here, when `tutorial_try` finds its last step solved.

use super::{arg, opt_arg};
use crate::core::AppCore;
use crate::dto::{LessonBoard, TutorialAttempt, TutorialProgress, TutorialResult};
use crate::error::AppError;
use crate::tutorial;
use serde_json::Value;
use tauri::State;

/// `tutorial_lesson { lessonId, moves? }`: the lesson board after `moves`
/// (the player's moves and the scripted replies so far; absent = the start).
#[tauri::command]
pub async fn tutorial_lesson(
    lesson_id: Option<Value>,
    moves: Option<Value>,
) -> Result<LessonBoard, AppError> {
    let id: String = arg(lesson_id, "lessonId")?;
    let moves: Vec<String> = opt_arg(moves, "moves")?.unwrap_or_default();
    tutorial::lesson_board(&id, &moves)
}

/// `tutorial_try { attempt: { lessonId, moves, from?, to?, pass?, setup? } }`:
/// is the try legal, does it solve the step; a solved lesson is saved.
#[tauri::command]
pub async fn tutorial_try(
    core: State<'_, AppCore>,
    attempt: Option<Value>,
) -> Result<TutorialResult, AppError> {
    let attempt: TutorialAttempt = arg(attempt, "attempt")?;
    let result = tutorial::try_action(&attempt)?;
    if result.done {
        core.complete_lesson(&attempt.lesson_id)?;
    }
    Ok(result)
}

/// `tutorial_progress`: the completed lessons.
#[tauri::command]
pub async fn tutorial_progress(core: State<'_, AppCore>) -> Result<TutorialProgress, AppError> {
    core.tutorial_progress()
}

/// `tutorial_reset`: forgets the progress.
#[tauri::command]
pub async fn tutorial_reset(core: State<'_, AppCore>) -> Result<TutorialProgress, AppError> {
    core.reset_tutorial()
}
