//! Game records of Janggi (장기) and Xiangqi (象棋) and their files:
//! [`GameRecord`], PGN ([`pgn`], with the Xiangqi dialects of the Chinese
//! programs), Korean `.gib` ([`gib`]), XQStudio's binary `.xqf` ([`xqf`])
//! and CCBridge's binary `.cbr`/`.cbl` ([`cbr`]); [`detect`] and
//! [`import`] for a file of any of them. Kept out
//! of `janggi-rules` (as `shakmaty` keeps its PGN reader in `pgn-reader`):
//! this crate uses only the rules' public API, and moves are checked by
//! replaying them with [`janggi_rules::Position`].
//!
//! Pure functions, no I/O: bytes or text in, records out, and back. The
//! readers do not trust their input: a file larger than [`MAX_INPUT`] is
//! refused, every move is replayed with the rules, and every problem is a
//! typed error ([`ImportError`], whose [`ImportErrorKind`] names what went
//! wrong, with the game, line and move; [`xqf::XqfError`] for a damaged
//! `.xqf`). The strict readers ([`read_any`], [`gib::read`], [`pgn::read`])
//! reject a file as a whole at its first bad game; [`import`] (and
//! [`gib::read_lenient`], [`pgn::read_lenient`]) return every game, each
//! with its legal prefix and what stopped it, for an import report. Any
//! input — truncated, garbage, huge — gives a record list or an error,
//! never a panic (the readers are fuzzed: `fuzz/`, targets `gib`, `pgn`,
//! `xqf`, `pgn_zh`). Text files may be UTF-8, CP949 (EUC-KR), GB18030 or
//! Big5 ([`decode_text`]).
//!
//! ```
//! use janggi_formats::{gib, pgn};
//! let games = gib::read("[초차림 \"마상상마\"]\n[한차림 \"마상상마\"]\n\n1. 08마87 2. 한수쉼\n".as_bytes()).unwrap();
//! assert_eq!(games[0].moves.len(), 2);
//! let text = pgn::write(&games, &pgn::WriteOptions::default()).unwrap();
//! assert!(text.contains("1. h1g3 e9e9"));
//! assert_eq!(pgn::read(&text).unwrap()[0].moves, games[0].moves);
//! ```
#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod cbr;
pub mod gib;
mod import;
pub mod pgn;
mod record;
mod text;
pub mod xqf;

pub use import::{detect, duplicate_key_uci, import, read_any, Format, ImportReport};
pub use record::{iso_date, read_uci_moves};
pub use record::{
    ExportError, GameRecord, ImportError, ImportErrorKind, ImportNote, LenientGame, RecordError,
    RecordResult, Setups, MAX_INPUT,
};
pub use text::{decode_text, looks_chinese};
