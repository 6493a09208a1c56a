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

/// With `JANGGI_STARTUP_TRACE` set, prints `janggi: startup: <what> <ms> ms
/// after run()` to stderr: the start-up benchmark (`tools/bench_startup.sh`)
/// reads these lines to say where a launch's time went.
pub fn trace_startup(what: &str) {
    if std::env::var_os("JANGGI_STARTUP_TRACE").is_some() {
        let ms = started_at().elapsed().as_secs_f64() * 1000.0;
        eprintln!("janggi: startup: {what} {ms:.0} ms after run()");
    }
}
