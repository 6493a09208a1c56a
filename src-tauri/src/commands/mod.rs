//! The `#[tauri::command]` functions, by feature. Each is a thin wrapper:
//! parse the arguments into typed values (a malformed argument becomes an
//! `AppError` of kind `badArgument`, never a panic or an untyped string),
//! call [`crate::core::AppCore`], return its result.
//!
//! Commands are `async` so they run on Tauri's async runtime instead of the
//! main (UI) thread.

pub mod ai;
pub mod analysis;
mod dialog;
pub mod game;
pub mod lan;
pub mod puzzles;
pub mod rating;
pub mod records;
pub mod review;
pub mod settings;
pub mod tutorial;

pub mod args;

pub(crate) use args::{arg, lan_host_options, new_game_options, opt_arg, square};
