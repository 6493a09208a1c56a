//! Crash-safe files: atomic replacement, and keeping unreadable files
//! aside instead of losing or overwriting them.
//!
//! tauri-plugin-store 2.5 saves with `fs::write` (truncate, then write) and
//! again on exit, so a kill mid-save can leave a half-written file. The
//! records therefore do their own writes: a temporary file in the same
//! directory, `fsync`, `rename` over the old file, `fsync` of the directory.

use super::schema::version_ok;
use crate::clock::now_ms;
use janggi_wire::dto::{StorageCause, StorageStatus};
use janggi_wire::error::AppError;
use serde_json::Value;
use std::io::Write;
use std::path::{Path, PathBuf};

/// Writes `bytes` to `path` atomically: temporary file, fsync, rename,
/// directory fsync. Either the old or the new content survives a crash.
pub fn write_atomic(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    let dir = path.parent().unwrap_or(Path::new("."));
    std::fs::create_dir_all(dir)?;
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| "records".into());
    let tmp = dir.join(format!(".{name}.tmp-{}", std::process::id()));
    let written = std::fs::File::create(&tmp).and_then(|mut f| {
        f.write_all(bytes)?;
        f.sync_all()
    });
    // A write that failed (a full disk stops it half-way) leaves no
    // temporary file behind, and the old file untouched.
    if let Err(e) = written.and_then(|()| std::fs::rename(&tmp, path)) {
        let _ = std::fs::remove_file(&tmp);
        return Err(e);
    }
    if let Ok(d) = std::fs::File::open(dir) {
        let _ = d.sync_all();
    }
    Ok(())
}

/// A write of the records that failed: what the player is told, and the
/// command's error.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StorageFault {
    /// Why.
    pub cause: StorageCause,
    /// The file (name only).
    pub file: String,
    /// The system's message.
    pub message: String,
}

impl StorageFault {
    /// The failed write of `file`.
    pub fn io(file: &str, e: &std::io::Error) -> StorageFault {
        StorageFault {
            cause: StorageCause::of(e),
            file: file.to_string(),
            message: e.to_string(),
        }
    }

    /// A failure before the write (the data could not be prepared).
    pub fn other(file: &str, message: impl Into<String>) -> StorageFault {
        StorageFault {
            cause: StorageCause::Io,
            file: file.to_string(),
            message: message.into(),
        }
    }

    /// The `storage` event's payload.
    pub fn status(&self) -> StorageStatus {
        StorageStatus::Failed {
            cause: self.cause,
            file: self.file.clone(),
            message: self.message.clone(),
        }
    }
}

impl StorageFault {
    /// The command's error (`storage`).
    pub fn app_error(self) -> AppError {
        AppError::storage(format!("cannot write {}: {}", self.file, self.message))
    }
}

/// Keeps a copy of an unreadable or partly readable file as
/// `<name>.corrupt-<epoch ms>`; `moved` renames it instead of copying.
pub fn keep_aside(path: &Path, moved: bool) -> Option<PathBuf> {
    let name = path.file_name()?.to_string_lossy().into_owned();
    let mut aside = path.with_file_name(format!("{name}.corrupt-{}", now_ms()));
    let mut n = 1;
    while aside.exists() {
        aside = path.with_file_name(format!("{name}.corrupt-{}-{n}", now_ms()));
        n += 1;
    }
    let done = if moved {
        std::fs::rename(path, &aside)
    } else {
        std::fs::copy(path, &aside).map(|_| ())
    };
    match done {
        Ok(()) => Some(aside),
        Err(e) => {
            eprintln!("janggi: cannot keep {} aside: {e}", path.display());
            None
        }
    }
}

/// Moves the store file aside when it is not a JSON object of a known
/// schema version; returns the new path. (Kept for callers that only check.)
pub fn quarantine_if_corrupt(path: &Path) -> Option<PathBuf> {
    let bytes = std::fs::read(path).ok()?;
    match serde_json::from_slice::<Value>(&bytes) {
        Ok(Value::Object(map)) if version_ok(&map) => None,
        _ => keep_aside(path, true),
    }
}
