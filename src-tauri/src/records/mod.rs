//! Persistence, Rust-side only (the webview has no store or file access).
//!
//! Two JSON files in the app data directory:
//! - `store.json` (small, rewritten after every move):
//!   `{ "version": 2, "tutorial": {…}, "current": SavedGame | null }`; its
//!   `settings` are read once, when there is no `settings.json` yet (the
//!   settings now live there, through `tauri-plugin-store`:
//!   [`crate::settings_file`]). Without that file (tests on the core alone)
//!   they are still written here.
//! - `games.json` (the finished games, rewritten when a game ends, is
//!   deleted or imported): `{ "version": 2, "games": [FinishedGame, …] }`,
//!   moves stored compactly as one string of UCI moves.
//!
//! The parts, one job a file: [`schema`] (what the files hold, versions,
//! migration), [`files`] (atomic writes, keeping bad files aside),
//! [`store`] (the [`Records`] of one directory), [`stats`] (derived from
//! the finished games, so they always agree with the list), [`moves`]
//! (stored move strings through the rules crate), [`replay`] (a finished
//! game's positions) and [`export`] (PGN / `.gib`); [`service`] (the
//! records service the core holds: the attached records, the import
//! preview and the save outcome, each behind its lock, with the records
//! screen's API; its import in `import.rs`).
//! This module knows nothing of the session, the AI or Tauri: the app core
//! hands it what to save.
//!
//! Reading never stops start-up: a file that is not JSON, is cut
//! short, is of an unknown version or holds wrong-typed values is copied
//! aside as `<name>.corrupt-<epoch ms>` (reported through
//! [`Loaded::kept_aside`]) and whatever could be read is used.

pub mod export;
pub mod files;
mod import;
pub mod moves;
pub mod replay;
pub mod schema;
pub mod service;
pub mod stats;
pub mod store;

pub use export::{date_text, export};
pub use files::{keep_aside, quarantine_if_corrupt, write_atomic, StorageFault};
pub use moves::{parse_moves, uci_string};
pub use replay::{game_at, replay};
pub use schema::{
    profile_of, settings_from_value, FinishedGame, SavedGame, CURRENT_KEY, GAMES_FILE,
    SCHEMA_VERSION, SETTINGS_KEY, STORE_FILE,
};
pub use service::RecordsService;
pub use stats::statistics;
pub use store::{Loaded, Records};

#[cfg(test)]
mod tests {
    use super::*;
    use janggi_wire::dto::Settings;
    use std::path::PathBuf;

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
    fn unknown_version_is_moved_aside_and_known_ones_are_kept() {
        let d = temp_dir("version");
        let p = d.join(STORE_FILE);
        std::fs::write(&p, br#"{"version": 99, "settings": {}}"#).unwrap();
        assert!(quarantine_if_corrupt(&p).is_some());
        for v in 1..=SCHEMA_VERSION {
            std::fs::write(&p, format!(r#"{{"version": {v}, "settings": {{}}}}"#)).unwrap();
            assert!(quarantine_if_corrupt(&p).is_none());
            assert!(p.exists());
        }
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

    #[test]
    fn settings_stored_before_the_access_fields_keep_their_values() {
        let old = serde_json::json!({
            "language": "ko", "sound": false, "pieceStyle": "hangul", "animation": "fast",
            "defaultProfile": "janggi-standard", "boardOrientation": "second"
        });
        let s = settings_from_value(Some(&old));
        assert!(!s.sound);
        assert_eq!(
            s.board_orientation,
            janggi_wire::dto::BoardOrientation::Second
        );
        assert!(s.coordinates);
        assert!(!s.chinese_numerals);
        assert_eq!(s.palette, janggi_wire::dto::Palette::Classic);
        assert_eq!(s.motion, janggi_wire::dto::Motion::System);
        let v = serde_json::to_value(Settings {
            palette: janggi_wire::dto::Palette::Colourblind,
            motion: janggi_wire::dto::Motion::Reduced,
            coordinates: false,
            ..Settings::default()
        })
        .unwrap();
        assert_eq!(v["palette"], "colourblind");
        assert_eq!(v["motion"], "reduced");
        assert_eq!(v["coordinates"], false);
        assert_eq!(v["chineseNumerals"], false);
    }

    #[test]
    fn dates_are_civil_utc() {
        assert_eq!(date_text(0), "1970.01.01");
        assert_eq!(date_text(951_782_400_000), "2000.02.29");
        assert_eq!(date_text(1_767_139_200_000), "2025.12.31");
    }

    #[test]
    fn atomic_write_replaces_and_leaves_no_temp_file() {
        let d = temp_dir("atomic");
        let p = d.join("x.json");
        write_atomic(&p, b"one").unwrap();
        write_atomic(&p, b"two").unwrap();
        assert_eq!(std::fs::read(&p).unwrap(), b"two");
        let names: Vec<_> = std::fs::read_dir(&d).unwrap().collect();
        assert_eq!(names.len(), 1, "only the file itself remains");
    }
}
