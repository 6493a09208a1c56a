//! Post-game review: the engine's verdict on every position of a game
//! ([`analyse`], blocking, run on a thread by [`crate::ai`]), each move
//! judged from the drop in winning chance ([`classify`]), the screen's
//! report ([`report`]), the verdicts cached next to the records
//! ([`cache`]), the reviews of a run ([`state`]) and the service the core
//! holds for them ([`service`]: their lock and the review screen's API).
//! Knows nothing of the session, the core or Tauri.

pub mod analyse;
pub mod cache;
pub mod classify;
pub mod report;
pub mod service;
pub mod state;

pub use analyse::{analyse, games, nodes_per_position, PositionEval};
pub use report::report;
pub use service::ReviewService;
pub use state::{ReviewState, Reviewed, KEPT_REVIEWS};
