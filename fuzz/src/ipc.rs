//! The app's command-argument decoding (`src-tauri/src/commands/args.rs`,
//! generated from the table in `src-tauri/src/commands/table.rs`),
//! compiled here without Tauri: the same files, with the wire types
//! (`dto/`) and the error type they use, mounted where they expect them.

#[allow(dead_code, unused_imports)]
#[path = "../../src-tauri/src/error.rs"]
pub mod error;

#[allow(dead_code, unused_imports)]
#[path = "../../src-tauri/src/dto/mod.rs"]
pub mod dto;

#[allow(dead_code)]
#[path = "../../src-tauri/src/commands/args.rs"]
pub mod args;

#[path = "../../src-tauri/src/commands/table.rs"]
mod table;
