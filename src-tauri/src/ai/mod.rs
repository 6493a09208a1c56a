//! The computer: its move in the background ([`Worker`]), hints
//! ([`hint`]), its answer to a draw offer ([`accepts_draw`]), the analysis of a review ([`spawn_review`]) and the analysis board's engine ([`AnalysisRunner`]). Threads live here and nowhere else; this module knows the
//! session only through the [`crate::session::SearchJob`] it hands out, and
//! reports back through the caller's closures (no knowledge of the app core).

mod analysis;
mod draw;
mod hint;
mod review;
mod worker;

pub use analysis::AnalysisRunner;
pub use draw::accepts_draw;
pub use hint::hint;
pub use review::{spawn_review, ReviewJob};
pub use worker::{info_dto, Worker};
