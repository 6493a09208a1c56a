//! Persistence, Rust-side only (the webview has no store or file access),
//! through tauri-plugin-store in `<app data dir>/store.json`.
//!
//! Schema, version 1:
//! ```json
//! { "version": 1, "settings": { "language": null, "sound": true, ... } }
//! ```
//! Start-up never fails because of this file: a file that is not valid JSON
//! or carries an unknown version is moved aside as
//! `store.json.corrupt-<epoch ms>` and defaults are used; a `settings` value
//! that does not parse falls back to the defaults.

use crate::dto::Settings;
use crate::error::AppError;
use serde_json::Value;
use std::path::{Path, PathBuf};
use tauri::{AppHandle, Manager, Runtime};
use tauri_plugin_store::StoreExt;

/// File name of the store, relative to the app data directory.
pub const STORE_FILE: &str = "store.json";
/// Current schema version.
pub const SCHEMA_VERSION: u64 = 1;

/// What start-up found in the store.
#[derive(Debug, Clone, PartialEq)]
pub struct Loaded {
    /// The settings to use.
    pub settings: Settings,
    /// Where an unreadable file was moved, if one was.
    pub kept_aside: Option<PathBuf>,
}

/// Checks the store file before the plugin reads it; moves it aside when it
/// is not a JSON object of a known schema version. Returns the new path of
/// a moved file.
pub fn quarantine_if_corrupt(path: &Path) -> Option<PathBuf> {
    let bytes = std::fs::read(path).ok()?;
    let ok = match serde_json::from_slice::<Value>(&bytes) {
        Ok(Value::Object(map)) => match map.get("version") {
            None => map.is_empty(),
            Some(v) => v.as_u64() == Some(SCHEMA_VERSION),
        },
        _ => false,
    };
    if ok {
        return None;
    }
    let aside = path.with_file_name(format!("{STORE_FILE}.corrupt-{}", crate::session::now_ms()));
    match std::fs::rename(path, &aside) {
        Ok(()) => Some(aside),
        Err(e) => {
            eprintln!(
                "janggi: cannot move the unreadable {} aside: {e}",
                path.display()
            );
            // Leave it; the plugin ignores a file it cannot parse and the
            // next save replaces it.
            None
        }
    }
}

/// Reads the settings `value` (defaults when absent or malformed).
pub fn settings_from_value(value: Option<&Value>) -> Settings {
    value
        .and_then(|v| serde_json::from_value(v.clone()).ok())
        .unwrap_or_default()
}

/// Loads the settings at start-up. Never fails: any problem yields defaults.
pub fn load<R: Runtime>(app: &AppHandle<R>) -> Loaded {
    let kept_aside = app
        .path()
        .app_data_dir()
        .ok()
        .and_then(|dir| quarantine_if_corrupt(&dir.join(STORE_FILE)));
    if let Some(p) = &kept_aside {
        eprintln!(
            "janggi: the store file was unreadable; kept it as {}",
            p.display()
        );
    }
    let settings = match app.store(STORE_FILE) {
        Ok(store) => settings_from_value(store.get("settings").as_ref()),
        Err(e) => {
            eprintln!("janggi: cannot open the store: {e}");
            Settings::default()
        }
    };
    Loaded {
        settings,
        kept_aside,
    }
}

/// Writes the settings (and the schema version) and flushes to disk.
pub fn save_settings<R: Runtime>(app: &AppHandle<R>, settings: &Settings) -> Result<(), AppError> {
    let store = app.store(STORE_FILE)?;
    store.set("version", Value::from(SCHEMA_VERSION));
    store.set(
        "settings",
        serde_json::to_value(settings).map_err(|e| AppError::internal(e.to_string()))?,
    );
    store.save()?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn temp_dir(name: &str) -> PathBuf {
        let d = std::env::temp_dir().join(format!("janggi-records-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&d);
        std::fs::create_dir_all(&d).unwrap();
        d
    }

    #[test]
    fn corrupt_file_is_moved_aside() {
        let d = temp_dir("corrupt");
        let p = d.join(STORE_FILE);
        std::fs::write(&p, b"{ not json").unwrap();
        let aside = quarantine_if_corrupt(&p).expect("moved");
        assert!(!p.exists());
        assert_eq!(std::fs::read(&aside).unwrap(), b"{ not json");
        assert!(aside
            .file_name()
            .unwrap()
            .to_string_lossy()
            .starts_with("store.json.corrupt-"));
    }

    #[test]
    fn unknown_version_is_moved_aside_and_v1_is_kept() {
        let d = temp_dir("version");
        let p = d.join(STORE_FILE);
        std::fs::write(&p, br#"{"version": 99, "settings": {}}"#).unwrap();
        assert!(quarantine_if_corrupt(&p).is_some());
        std::fs::write(&p, br#"{"version": 1, "settings": {}}"#).unwrap();
        assert!(quarantine_if_corrupt(&p).is_none());
        assert!(p.exists());
        assert!(quarantine_if_corrupt(&d.join("missing.json")).is_none());
    }

    #[test]
    fn malformed_settings_fall_back_to_defaults() {
        let bad = serde_json::json!({ "sound": "loud" });
        assert_eq!(settings_from_value(Some(&bad)), Settings::default());
        assert_eq!(settings_from_value(None), Settings::default());
        let s = Settings {
            sound: false,
            ..Settings::default()
        };
        let v = serde_json::to_value(s).unwrap();
        assert_eq!(settings_from_value(Some(&v)), s);
        assert_eq!(v["pieceStyle"], "hanja");
        assert_eq!(v["defaultProfile"], "janggi-standard");
    }
}
