//! What the player is told about saving: the `storage` event and the
//! answer of `retry_save`.

use serde::{Deserialize, Serialize};
use ts_rs::TS;

/// Why a save failed, for the banner's wording.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub enum StorageCause {
    /// No space left on the device (or over quota).
    DiskFull,
    /// The app may not write its data folder.
    PermissionDenied,
    /// The data folder is on a read-only file system.
    ReadOnly,
    /// Any other input/output error.
    Io,
}

impl StorageCause {
    /// The cause of an I/O error.
    pub fn of(e: &std::io::Error) -> StorageCause {
        // By errno on Unix (Linux, Android, macOS, iOS agree on these): the
        // matching `ErrorKind`s are newer than the crate's minimum Rust.
        let errno = if cfg!(unix) { e.raw_os_error() } else { None };
        match errno {
            // ENOSPC, EDQUOT (Linux)
            Some(28 | 122) => StorageCause::DiskFull,
            // EPERM, EACCES
            Some(1 | 13) => StorageCause::PermissionDenied,
            // EROFS
            Some(30) => StorageCause::ReadOnly,
            _ if e.kind() == std::io::ErrorKind::PermissionDenied => StorageCause::PermissionDenied,
            _ => StorageCause::Io,
        }
    }
}

/// The state of saving: the `storage` event's payload (sent when a save
/// fails, and again when a later save succeeds) and `retry_save`'s answer.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(
    tag = "type",
    rename_all = "camelCase",
    rename_all_fields = "camelCase"
)]
pub enum StorageStatus {
    /// Everything the player did is on disk.
    Saved,
    /// A save failed. The game goes on in memory, nothing already on disk
    /// was changed, and the next save that succeeds writes everything.
    Failed {
        /// Why.
        cause: StorageCause,
        /// The file that could not be written (`store.json`, `games.json`).
        file: String,
        /// The system's message (English).
        message: String,
    },
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::Error;

    #[test]
    fn causes_by_errno_and_kind() {
        let of = |n| StorageCause::of(&Error::from_raw_os_error(n));
        if cfg!(unix) {
            assert_eq!(of(28), StorageCause::DiskFull);
            assert_eq!(of(122), StorageCause::DiskFull);
            assert_eq!(of(13), StorageCause::PermissionDenied);
            assert_eq!(of(1), StorageCause::PermissionDenied);
            assert_eq!(of(30), StorageCause::ReadOnly);
            assert_eq!(of(5), StorageCause::Io);
        }
        let denied = Error::new(std::io::ErrorKind::PermissionDenied, "no");
        assert_eq!(StorageCause::of(&denied), StorageCause::PermissionDenied);
        let other = Error::other("disk on fire");
        assert_eq!(StorageCause::of(&other), StorageCause::Io);
    }
}
