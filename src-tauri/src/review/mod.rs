//! Post-game review: the engine's verdict on every position of a game
//! ([`analyse`], blocking, run on a thread by [`crate::ai`]), each move
//! judged from the drop in winning chance ([`classify`]), the screen's
//! report ([`report`]) and the verdicts cached next to the records
//! ([`cache`]). Knows nothing of the session, the core or Tauri.

pub mod analyse;
pub mod cache;
pub mod classify;
pub mod report;

pub use analyse::{analyse, games, nodes_per_position, PositionEval};
pub use report::report;
