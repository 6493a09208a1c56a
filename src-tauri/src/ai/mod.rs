//! The computer: its move in the background ([`Worker`]), hints
//! ([`hint`]) and the analysis of a review ([`spawn_review`]). Threads live here and nowhere else; this module knows the
//! session only through the [`crate::session::SearchJob`] it hands out, and
//! reports back through the caller's closures (no knowledge of the app core).

mod hint;
mod review;
mod worker;

pub use hint::hint;
pub use review::{spawn_review, ReviewJob};
pub use worker::{info_dto, Worker};
