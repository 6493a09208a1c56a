//! Rules of Janggi (Korean chess, 장기) and Xiangqi (Chinese chess, 象棋).
//!
//! Pure Rust, no I/O, no panics on any input. See the module docs for the
//! rules each part implements:
//!
//! * [`Position`]: placement, legal moves (module `movegen`: cannon screens,
//!   palace diagonals, bikjang, flying general), make/unmake, Zobrist hash,
//!   points, perft;
//! * [`fen`]: FEN reading and writing compatible with Fairy-Stockfish;
//! * [`Move`], [`Square`], [`Piece`], [`RuleProfile`]: the vocabulary.
//!
//! ```
//! use janggi_rules::{Position, RuleProfile};
//! let mut pos = Position::new(&RuleProfile::JANGGI_FAIRY_STOCKFISH);
//! assert_eq!(pos.perft(3), 33_000);
//! ```
#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod fen;
pub mod formats;
mod game;
mod geometry;
pub mod movegen;
mod moves;
pub mod notation;
mod outcome;
mod position;
mod profile;
mod square;
mod types;
mod zobrist;

pub use fen::{FenError, FenField};
pub use formats::{GameRecord, ImportError, RecordResult};
pub use game::Game;
pub use movegen::{MoveList, MAX_MOVES};
pub use moves::Move;
pub use outcome::{EndReason, Outcome, PlayError};
pub use position::{IllegalMove, Position, Undo};
pub use profile::{
    BikjangRule, JanggiSetup, MoveLimit, ProfileId, RepetitionRule, RuleProfile, Variant, Verdict,
};
pub use square::{Square, FILES, RANKS, SQUARES};
pub use types::{Piece, Role, Side};
