//! The app's wire contract, apart from Tauri so that the app and the fuzz
//! crate build the same code:
//!
//! - [`with_commands!`]: every command, declared once (its arguments, what
//!   it returns, what a call may do, its contract as a doc comment);
//! - [`args`]: from that table, each command's `Args` and their decoding
//!   from the call's JSON, and [`args::COMMANDS`] (what `tests/bindings.rs`
//!   writes the TypeScript wrappers from);
//! - [`dto`]: the types the UI gets and sends (their TypeScript twins in
//!   `ui/src/ipc/bindings/`, by ts-rs);
//! - [`error`]: `AppError`, the one error a command rejects with.
//!
//! The app (`src-tauri/src/commands/`) makes a Tauri handler of each
//! command from the same table.
#![warn(missing_docs)]

mod table;

pub mod args;
pub mod dto;
pub mod error;
