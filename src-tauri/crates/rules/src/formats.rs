//! Game records and their files: [`GameRecord`], PGN ([`pgn`], with the
//! Xiangqi dialects of the Chinese programs), Korean `.gib` ([`gib`]) and
//! XQStudio's binary `.xqf` ([`xqf`]).
//!
//! Pure functions, no I/O: bytes or text in, records out, and back. Readers
//! replay every move with the rules. The strict ones ([`read_any`],
//! [`gib::read`], [`pgn::read`]) reject a file as a whole at its first bad
//! game (an [`ImportError`] names the game, line and move); [`import`] (and
//! [`gib::read_lenient`], [`pgn::read_lenient`]) return every game, each
//! with its legal prefix and what stopped it, for an import report. Any input — truncated, garbage, huge — gives a
//! record list or an error, never a panic.
//!
//! ```
//! use janggi_rules::formats::{gib, pgn};
//! let games = gib::read("[초차림 \"마상상마\"]\n[한차림 \"마상상마\"]\n\n1. 08마87 2. 한수쉼\n".as_bytes()).unwrap();
//! assert_eq!(games[0].moves.len(), 2);
//! let text = pgn::write(&games, &pgn::WriteOptions::default()).unwrap();
//! assert!(text.contains("1. h1g3 e9e9"));
//! assert_eq!(pgn::read(&text).unwrap()[0].moves, games[0].moves);
//! ```

pub mod gib;
mod import;
pub mod pgn;
mod record;
mod text;
pub mod xqf;

pub use import::{detect, duplicate_key_uci, import, read_any, Format, ImportReport};
pub use record::read_uci_moves;
pub use record::{
    ExportError, GameRecord, ImportError, ImportErrorKind, ImportNote, LenientGame, RecordError,
    RecordResult, Setups, MAX_INPUT,
};
pub use text::{decode_text, looks_chinese};
