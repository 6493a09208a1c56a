//! Settings commands; persisted Rust-side (see `records`).

use super::arg;
use crate::dto::Settings;
use crate::error::AppError;
use crate::records;
use crate::state::AppCore;
use serde_json::Value;
use tauri::{AppHandle, Runtime, State};

/// `get_settings`.
#[tauri::command]
pub async fn get_settings(core: State<'_, AppCore>) -> Result<Settings, AppError> {
    Ok(core.settings())
}

/// `set_settings { settings }`: validates, stores, returns the new settings.
#[tauri::command]
pub async fn set_settings<R: Runtime>(
    app: AppHandle<R>,
    core: State<'_, AppCore>,
    settings: Option<Value>,
) -> Result<Settings, AppError> {
    let settings: Settings = arg(settings, "settings")?;
    records::save_settings(&app, &settings)?;
    core.set_settings(settings);
    Ok(settings)
}
