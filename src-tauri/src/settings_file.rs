//! The settings file, through `tauri-plugin-store` (the design's store):
//! `settings.json` in the app data directory, `{ "settings": Settings }`.
//!
//! A lost setting is harmless, so the plugin's plain write (truncate, then
//! write) is acceptable here; the games keep the crash-safe writer of
//! [`crate::records`]. A settings file that does not read (cut short by a
//! kill, edited by hand, of an unknown shape) is kept aside like any
//! unreadable record file, and the app starts with the default settings
//! and a notice. Before this file existed the settings lived in
//! `store.json`; they are taken from there once.

use crate::records::keep_aside;
use crate::settings::SettingsStore;
use janggi_wire::dto::Settings;
use janggi_wire::error::AppError;
use serde_json::Value;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use tauri::{AppHandle, Runtime};
use tauri_plugin_store::{Store, StoreExt};

/// File name of the settings, in the app data directory.
pub const SETTINGS_FILE: &str = "settings.json";
/// Key of the settings in the file.
const KEY: &str = "settings";

/// What start-up found of the settings file.
pub struct Opened {
    /// The settings read, or `None` when there was no readable file.
    pub settings: Option<Settings>,
    /// `true` when there was a settings file (readable or not).
    pub existed: bool,
    /// Where the settings are written from now on (`None` when the plugin
    /// could not open the file: settings then last until the app quits).
    pub store: Option<Box<dyn SettingsStore>>,
    /// Where an unreadable settings file was kept.
    pub kept_aside: Option<PathBuf>,
}

/// Opens `dir`'s settings file through the store plugin.
pub fn open<R: Runtime>(app: &AppHandle<R>, dir: &Path) -> Opened {
    let path = dir.join(SETTINGS_FILE);
    let mut settings = None;
    let mut kept_aside = None;
    let read = std::fs::read(&path);
    let existed = read.is_ok();
    if let Ok(bytes) = read {
        settings = serde_json::from_slice::<Value>(&bytes)
            .ok()
            .and_then(|v| v.get(KEY).cloned())
            .and_then(|v| serde_json::from_value::<Settings>(v).ok())
            .filter(|s| s.validate().is_ok());
        if settings.is_none() {
            // Moved: the plugin then starts from an empty file.
            kept_aside = keep_aside(&path, true);
        }
    }
    let store = match app.store_builder(&path).disable_auto_save().build() {
        Ok(store) => Some(Box::new(PluginSettings(store)) as Box<dyn SettingsStore>),
        Err(e) => {
            eprintln!("janggi: cannot open {SETTINGS_FILE}: {e}");
            None
        }
    };
    Opened {
        settings,
        existed,
        store,
        kept_aside,
    }
}

/// The settings in a `tauri-plugin-store` store.
struct PluginSettings<R: Runtime>(Arc<Store<R>>);

impl<R: Runtime> SettingsStore for PluginSettings<R> {
    fn save(&self, settings: &Settings) -> Result<(), AppError> {
        let value =
            serde_json::to_value(settings).map_err(|e| AppError::internal(e.to_string()))?;
        self.0.set(KEY, value);
        self.0
            .save()
            .map_err(|e| AppError::storage(format!("cannot write {SETTINGS_FILE}: {e}")))
    }
}
