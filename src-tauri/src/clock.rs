//! The wall clock, in the unit the UI and the records use.

use std::time::{SystemTime, UNIX_EPOCH};

/// Milliseconds since the Unix epoch (the UI's clock base for deadlines).
pub fn now_ms() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_millis() as u64)
        .unwrap_or(0)
}

static STARTED: std::sync::OnceLock<std::time::Instant> = std::sync::OnceLock::new();

/// When the app started (the first caller of this): the origin of the
/// start-up trace.
pub fn started_at() -> std::time::Instant {
    *STARTED.get_or_init(std::time::Instant::now)
}
