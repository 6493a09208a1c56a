//! Rules of Janggi (Korean chess, 장기) and Xiangqi (Chinese chess, 象棋).
//!
//! Pure Rust, no I/O, no panics on any input. See the module docs for the
//! rules each part implements:
//!
//! * three layers, as in `shakmaty`: [`Board`] (placement only, and the
//!   start armies) → [`Setup`] (unchecked: what a FEN parses into) →
//!   [`Position`] (checked by [`Position::from_setup`], whose
//!   [`SetupError`] kinds a caller may partly [waive](Waivers));
//! * [`Position`]: legal moves (module `movegen`: cannon screens, palace
//!   diagonals, bikjang, flying general), make/unmake, Zobrist hash,
//!   points, perft, [`Position::checkers`] and
//!   [`Position::why_illegal`] (an [`IllegalReason`] for any try);
//! * [`Handicap`]: handicap games (차떼기, 让单马, …) as data: the start
//!   without the pieces the stronger side gives up, and back;
//! * [`fen`]: FEN reading and writing compatible with Fairy-Stockfish;
//! * [`Move`], [`Square`], [`Piece`], [`RuleProfile`]: the vocabulary.
//!
//! Game records and their files (PGN, `.gib`, `.xqf`) are the
//! `janggi-formats` crate, built on this one's public API.
//!
//! ```
//! use janggi_rules::{Position, RuleProfile};
//! let mut pos = Position::new(&RuleProfile::JANGGI_FAIRY_STOCKFISH);
//! assert_eq!(pos.perft(3), 33_000);
//! ```
#![forbid(unsafe_code)]
#![warn(missing_docs)]

mod board;
mod chase;
pub mod fen;
mod game;
mod geometry;
mod handicap;
pub mod illegal;
mod mailbox;
pub mod movegen;
mod moves;
pub mod notation;
mod outcome;
mod position;
mod profile;
pub mod setup;
mod square;
mod types;
mod validate;
mod zobrist;

pub use board::Board;
pub use chase::attackers_of;
pub use fen::{FenError, FenField};
pub use game::Game;
pub use handicap::{Handicap, HandicapError, HandicapKind, Wing};
pub use illegal::IllegalReason;
pub use moves::{Move, MoveList, MAX_MOVES};
pub use outcome::{EndReason, Outcome, PlayError};
pub use position::{IllegalMove, Position, Undo};
pub use profile::{
    BikjangRule, JanggiSetup, MoveLimit, ProfileId, RepetitionRule, RuleProfile, Variant, Verdict,
};
pub use setup::{Setup, SetupError, SetupErrorKind, Waivers};
pub use square::{Square, FILES, RANKS, SQUARES};
pub use types::{Piece, Role, Side};
