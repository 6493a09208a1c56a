//! The settings service: the settings in force, behind their own lock, and
//! where they are written. The core holds one and asks it for the settings
//! (the expert's time, the review's quality, a new game's orientation); the
//! settings commands go to it. It imports nothing of the core: where the
//! settings are written is handed to it at start-up ([`SettingsStore`]).
//!
//! Its lock is a leaf of the lock order (`Rank::Leaf`, see `sync.rs`): it
//! is taken under the session (the computer's search reads the expert's
//! time) and nothing is taken under it. Writing the settings (disk I/O)
//! happens with it released.

use crate::sync::{Ordered, Rank};
use janggi_rules::Side;
use janggi_wire::dto::{BoardOrientation, Mode, Settings};
use janggi_wire::error::AppError;
use std::sync::{Arc, OnceLock};

/// Where the settings are written (the app: `tauri-plugin-store`'s file;
/// see `settings_file`; the records' store when there is none).
pub trait SettingsStore: Send + Sync {
    /// Writes `settings`.
    fn save(&self, settings: &Settings) -> Result<(), AppError>;
}

/// The settings in force and where they go.
pub struct SettingsService {
    /// The settings in force (a leaf lock, held only to copy them).
    current: Ordered<Settings>,
    /// The settings file, once attached.
    store: OnceLock<Box<dyn SettingsStore>>,
    /// Where they are written without a settings file (the records' store,
    /// attached with the records): tests on the core alone, or a plugin
    /// that could not open its file.
    fallback: OnceLock<Arc<dyn SettingsStore>>,
}

impl SettingsService {
    /// A service holding `settings`, writing them nowhere until a store is
    /// attached.
    pub fn new(settings: Settings) -> SettingsService {
        SettingsService {
            current: Ordered::new(Rank::Leaf, settings),
            store: OnceLock::new(),
            fallback: OnceLock::new(),
        }
    }

    /// The settings in force.
    pub fn get(&self) -> Settings {
        *self.current.lock()
    }

    /// Attaches the settings file (once, at start-up): from then on the
    /// settings are written there.
    pub fn attach_store(&self, store: Box<dyn SettingsStore>) {
        let _ = self.store.set(store);
    }

    /// Attaches where the settings go without a settings file (once).
    pub fn attach_fallback(&self, store: Arc<dyn SettingsStore>) {
        let _ = self.fallback.set(store);
    }

    /// Validates `settings`, writes them (to the settings file, else to the
    /// fallback) and uses them. A refused or unwritten change leaves the
    /// settings in force as they were.
    pub fn update(&self, settings: Settings) -> Result<(), AppError> {
        settings.validate()?;
        // Written before the lock is taken: no disk I/O under it.
        if let Some(store) = self.store.get() {
            store.save(&settings)?;
        } else if let Some(fallback) = self.fallback.get() {
            fallback.save(&settings)?;
        }
        *self.current.lock() = settings;
        Ok(())
    }

    /// The board orientation the settings give for a game in `mode`.
    pub fn orientation_for(&self, mode: Mode) -> Side {
        match self.current.lock().board_orientation {
            BoardOrientation::First => Side::First,
            BoardOrientation::Second => Side::Second,
            BoardOrientation::Auto => match mode {
                Mode::VsComputer { human_side, .. } => human_side.into(),
                Mode::TwoPlayers => Side::First,
            },
        }
    }
}
