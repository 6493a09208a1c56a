//! The native open and save dialogs (`tauri-plugin-dialog`), shown by the
//! records commands themselves: the webview gets no dialog permission, it
//! only asks a command to save or open, and the path never crosses IPC
//! before the player chose it.
//!
//! Test seam (debug builds only): when `JANGGI_DIALOG_PRESET` names a file
//! that exists, the next dialog is not shown; the file's text is its answer
//! and the file is removed (one answer per file). An empty text is
//! "cancelled"; for a save dialog a directory means the suggested name in
//! that directory. The end-to-end tests use it to drive the real command
//! wiring (command → dialog → file) without a desktop.

use janggi_wire::error::AppError;
use std::path::PathBuf;
use tauri::{AppHandle, Runtime};
use tauri_plugin_dialog::{DialogExt, FilePath};

/// What a dialog answered: a path, or `None` when the player cancelled.
type Answer = Option<PathBuf>;

#[cfg(debug_assertions)]
fn preset(suggested: Option<&str>) -> Option<Answer> {
    let file = PathBuf::from(std::env::var_os("JANGGI_DIALOG_PRESET")?);
    let text = std::fs::read_to_string(&file).ok()?;
    let _ = std::fs::remove_file(&file);
    let text = text.trim();
    if text.is_empty() {
        return Some(None);
    }
    let path = PathBuf::from(text);
    Some(Some(match suggested {
        Some(name) if path.is_dir() => path.join(name),
        _ => path,
    }))
}

#[cfg(not(debug_assertions))]
fn preset(_suggested: Option<&str>) -> Option<Answer> {
    None
}

fn into_path(p: Option<FilePath>) -> Result<Answer, AppError> {
    p.map(|p| {
        p.into_path()
            .map_err(|e| AppError::storage(format!("the chosen file has no path: {e}")))
    })
    .transpose()
}

/// Asks where to save a file named `suggested` (filter `kind` with its
/// `extensions`).
pub async fn save_path<R: Runtime>(
    app: &AppHandle<R>,
    suggested: &str,
    kind: &str,
    extensions: &[&str],
) -> Result<Answer, AppError> {
    if let Some(answer) = preset(Some(suggested)) {
        return Ok(answer);
    }
    let dialog = app
        .dialog()
        .file()
        .set_file_name(suggested)
        .add_filter(kind, extensions);
    let picked = tauri::async_runtime::spawn_blocking(move || dialog.blocking_save_file())
        .await
        .map_err(|e| AppError::storage(format!("the save dialog failed: {e}")))?;
    into_path(picked)
}

/// Asks which file to open (filter `kind` with its `extensions`).
pub async fn open_path<R: Runtime>(
    app: &AppHandle<R>,
    kind: &str,
    extensions: &[&str],
) -> Result<Answer, AppError> {
    if let Some(answer) = preset(None) {
        return Ok(answer);
    }
    let dialog = app.dialog().file().add_filter(kind, extensions);
    let picked = tauri::async_runtime::spawn_blocking(move || dialog.blocking_pick_file())
        .await
        .map_err(|e| AppError::storage(format!("the open dialog failed: {e}")))?;
    into_path(picked)
}
