//! The `#[tauri::command]` functions, by feature. Each is a thin wrapper:
//! parse the arguments into typed values (a malformed argument becomes an
//! `AppError` of kind `badArgument`, never a panic or an untyped string),
//! call [`crate::core::AppCore`], return its result.
//!
//! Commands are `async` so they run on Tauri's async runtime instead of the
//! main (UI) thread.

pub mod ai;
pub mod game;
pub mod puzzles;
pub mod records;
pub mod settings;
pub mod tutorial;

use crate::error::AppError;
use serde::de::DeserializeOwned;
use serde_json::Value;

/// Deserialises the argument `name` (absent = error).
pub(crate) fn arg<T: DeserializeOwned>(value: Option<Value>, name: &str) -> Result<T, AppError> {
    let v = value.ok_or_else(|| AppError::bad_argument(format!("missing argument `{name}`")))?;
    serde_json::from_value(v).map_err(|e| AppError::bad_argument(format!("argument `{name}`: {e}")))
}

/// Deserialises the optional argument `name` (absent or `null` = `None`).
pub(crate) fn opt_arg<T: DeserializeOwned>(
    value: Option<Value>,
    name: &str,
) -> Result<Option<T>, AppError> {
    match value {
        None | Some(Value::Null) => Ok(None),
        v => arg(v, name).map(Some),
    }
}

/// A square argument: an integer (range-checked later against 0..89).
pub(crate) fn square(value: Option<Value>, name: &str) -> Result<u32, AppError> {
    let v = value.ok_or_else(|| AppError::bad_argument(format!("missing argument `{name}`")))?;
    v.as_u64()
        .and_then(|n| u32::try_from(n).ok())
        .ok_or_else(|| {
            AppError::bad_argument(format!("argument `{name}`: {v} is not a square number"))
        })
}
