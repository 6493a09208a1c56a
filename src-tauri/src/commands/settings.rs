//! Settings commands; persisted Rust-side (see `records`).

use super::arg;
use crate::core::AppCore;
use crate::dto::{Notice, Settings, StorageStatus};
use crate::error::AppError;
use serde_json::Value;
use tauri::State;

/// `get_settings`.
#[tauri::command]
pub async fn get_settings(core: State<'_, AppCore>) -> Result<Settings, AppError> {
    Ok(core.settings())
}

/// `set_settings { settings }`: validates, stores, returns the new settings.
#[tauri::command]
pub async fn set_settings(
    core: State<'_, AppCore>,
    settings: Option<Value>,
) -> Result<Settings, AppError> {
    let settings: Settings = arg(settings, "settings")?;
    core.set_settings(settings)?;
    Ok(settings)
}

/// `take_notices`: what the player should be told once (e.g. the saved data
/// was unreadable and was reset); each notice is returned only once.
#[tauri::command]
pub async fn take_notices(core: State<'_, AppCore>) -> Result<Vec<Notice>, AppError> {
    Ok(core.take_notices())
}

/// `retry_save`: writes the game again after a failed save (the banner's
/// Retry); returns the state of saving (`saved`, or why it failed again).
#[tauri::command]
pub async fn retry_save(core: State<'_, AppCore>) -> Result<StorageStatus, AppError> {
    Ok(core.retry_save())
}
