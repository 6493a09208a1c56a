//! Settings commands; persisted Rust-side (see `records`).

use super::args::{app_info, get_settings, retry_save, set_settings, take_notices};
use super::Cx;
use janggi_wire::dto::{AppInfoDto, Notice, Settings, StorageStatus};
use janggi_wire::error::AppError;
use tauri::Runtime;

/// The settings in force.
pub async fn get_settings<R: Runtime>(
    cx: Cx<'_, R>,
    _: get_settings::Args,
) -> Result<Settings, AppError> {
    Ok(cx.core.settings().get())
}

/// Validates, stores, returns the new settings.
pub async fn set_settings<R: Runtime>(
    cx: Cx<'_, R>,
    a: set_settings::Args,
) -> Result<Settings, AppError> {
    cx.core.settings().update(a.settings)?;
    Ok(a.settings)
}

/// What the player should be told once (e.g. the saved data was unreadable
/// and was reset); each notice is returned only once.
pub async fn take_notices<R: Runtime>(
    cx: Cx<'_, R>,
    _: take_notices::Args,
) -> Result<Vec<Notice>, AppError> {
    Ok(cx.core.take_notices())
}

/// Writes the game again after a failed save (the banner's Retry); the
/// state of saving (`saved`, or why it failed again).
pub async fn retry_save<R: Runtime>(
    cx: Cx<'_, R>,
    _: retry_save::Args,
) -> Result<StorageStatus, AppError> {
    Ok(cx.core.retry_save())
}

/// The app's version and where its records are kept.
pub async fn app_info<R: Runtime>(
    cx: Cx<'_, R>,
    _: app_info::Args,
) -> Result<AppInfoDto, AppError> {
    Ok(AppInfoDto {
        version: env!("CARGO_PKG_VERSION").to_string(),
        records_dir: cx
            .core
            .records()
            .store()
            .map(|r| r.dir().display().to_string()),
    })
}
