//! Conversions of Tauri's errors into [`AppError`], kept out of `error.rs`
//! so that file builds without Tauri (the fuzz crate mounts it).

use crate::error::AppError;

impl From<tauri_plugin_store::Error> for AppError {
    fn from(e: tauri_plugin_store::Error) -> AppError {
        AppError::storage(e.to_string())
    }
}

impl From<tauri::Error> for AppError {
    fn from(e: tauri::Error) -> AppError {
        AppError::internal(e.to_string())
    }
}
