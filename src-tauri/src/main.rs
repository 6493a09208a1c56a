//! Desktop entry point: everything lives in the `janggi` library.
// No console window on Windows release builds.
#![cfg_attr(not(debug_assertions), windows_subsystem = "windows")]

fn main() {
    janggi::run();
}
