//! The app's command-argument decoding: the wire crate (`janggi-wire`),
//! which the app uses too, so this target decodes exactly as the commands
//! do (every command of its table, `args::COMMANDS`).

pub use janggi_wire::{args, dto, error};
