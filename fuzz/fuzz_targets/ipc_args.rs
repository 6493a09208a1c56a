//! The app's command arguments (`src-tauri/crates/wire/src/args.rs`) decoded
//! from arbitrary JSON for every command: never panics, only typed
//! `badArgument` errors.
#![no_main]
libfuzzer_sys::fuzz_target!(|data: &[u8]| janggi_rules_fuzz::ipc_args(data));
