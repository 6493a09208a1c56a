//! Tutorial commands: a lesson's board, a player's try (checked by
//! [`crate::tutorial`] with the rules), and the saved progress.
//!
//! Progress lives Rust-side in the app store under the key `tutorial`
//! (`{ "completed": ["board", "palace", …] }`); a lesson is marked complete
//! only here, when `tutorial_try` finds its last step solved.

use super::arg;
use crate::error::AppError;
use crate::tutorial::{self, LessonBoard, TutorialAttempt, TutorialResult};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use tauri::{AppHandle, Runtime};

/// Store key of the progress.
pub const PROGRESS_KEY: &str = "tutorial";

/// Which lessons the player has completed.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct TutorialProgress {
    /// Ids of completed lessons, in the order they were completed.
    #[serde(default)]
    pub completed: Vec<String>,
}

impl TutorialProgress {
    /// Reads a stored value (empty progress when absent or malformed;
    /// unknown lesson ids are dropped).
    pub fn from_value(value: Option<&Value>) -> TutorialProgress {
        let mut p: TutorialProgress = value
            .and_then(|v| serde_json::from_value(v.clone()).ok())
            .unwrap_or_default();
        let known = tutorial::lessons().unwrap_or(&[]);
        p.completed.retain(|id| known.iter().any(|l| &l.id == id));
        p.completed.dedup();
        p
    }

    /// Marks `id` complete; returns `true` when it was new.
    pub fn complete(&mut self, id: &str) -> bool {
        if self.completed.iter().any(|c| c == id) {
            return false;
        }
        self.completed.push(id.to_string());
        true
    }
}

fn load<R: Runtime>(app: &AppHandle<R>) -> Result<TutorialProgress, AppError> {
    let records = crate::records::app_records(app)?;
    Ok(TutorialProgress::from_value(
        records.get(PROGRESS_KEY).as_ref(),
    ))
}

fn save<R: Runtime>(app: &AppHandle<R>, progress: &TutorialProgress) -> Result<(), AppError> {
    let records = crate::records::app_records(app)?;
    records.set(
        PROGRESS_KEY,
        serde_json::to_value(progress).map_err(|e| AppError::internal(e.to_string()))?,
    )
}

/// `tutorial_lesson { lessonId, moves? }`: the lesson board after `moves`
/// (the player's moves and the scripted replies so far; absent = the start).
#[tauri::command]
pub async fn tutorial_lesson(
    lesson_id: Option<Value>,
    moves: Option<Value>,
) -> Result<LessonBoard, AppError> {
    let id: String = arg(lesson_id, "lessonId")?;
    let moves: Vec<String> = match moves {
        None | Some(Value::Null) => Vec::new(),
        v => arg(v, "moves")?,
    };
    tutorial::lesson_board(&id, &moves)
}

/// `tutorial_try { attempt: { lessonId, moves, from?, to?, pass?, setup? } }`:
/// is the try legal, does it solve the step; a solved lesson is saved.
#[tauri::command]
pub async fn tutorial_try<R: Runtime>(
    app: AppHandle<R>,
    attempt: Option<Value>,
) -> Result<TutorialResult, AppError> {
    let attempt: TutorialAttempt = arg(attempt, "attempt")?;
    let result = tutorial::try_action(&attempt)?;
    if result.done {
        let mut progress = load(&app)?;
        if progress.complete(&attempt.lesson_id) {
            save(&app, &progress)?;
        }
    }
    Ok(result)
}

/// `tutorial_progress`: the completed lessons.
#[tauri::command]
pub async fn tutorial_progress<R: Runtime>(
    app: AppHandle<R>,
) -> Result<TutorialProgress, AppError> {
    load(&app)
}

/// `tutorial_reset`: forgets the progress.
#[tauri::command]
pub async fn tutorial_reset<R: Runtime>(app: AppHandle<R>) -> Result<TutorialProgress, AppError> {
    let empty = TutorialProgress::default();
    save(&app, &empty)?;
    Ok(empty)
}
