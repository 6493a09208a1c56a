//! Rules of Janggi (Korean chess, 장기) and Xiangqi (Chinese chess, 象棋).
//!
//! Pure Rust, no I/O, no panics on any input. See the module docs for the
//! rules each part implements.
#![forbid(unsafe_code)]
#![warn(missing_docs)]

mod moves;
mod profile;
mod square;
mod types;

pub use moves::Move;
pub use profile::{
    BikjangRule, JanggiSetup, MoveLimit, ProfileId, RepetitionRule, RuleProfile, Variant, Verdict,
};
pub use square::{Square, FILES, RANKS, SQUARES};
pub use types::{Piece, Role, Side};
