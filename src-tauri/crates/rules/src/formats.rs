//! Game records and their files: [`GameRecord`], PGN ([`pgn`]) and Korean
//! `.gib` ([`gib`]).
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

mod cp949;
pub mod gib;
mod import;
pub mod pgn;
mod record;

pub use import::{duplicate_key_uci, import, ImportReport};
pub use record::{
    GameRecord, ImportError, ImportErrorKind, ImportNote, LenientGame, RecordError, RecordResult,
    Setups,
};

/// The largest input the readers accept, in bytes (16 MiB: some thousand
/// games; real files are far smaller).
pub const MAX_INPUT: usize = 16 << 20;

/// Bytes to text for record files: a UTF-8 byte-order mark is dropped, as are
/// DOS end-of-file bytes (0x1A) and stray 0xFF bytes (never part of UTF-8 or
/// CP949 text); what remains is read as UTF-8 when it is valid UTF-8, else as
/// CP949 (EUC-KR). Line ends stay as they are.
pub fn decode_text(bytes: &[u8]) -> String {
    let bytes = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes);
    let clean: Vec<u8> = bytes
        .iter()
        .copied()
        .filter(|&b| b != 0x1A && b != 0xFF)
        .collect();
    match String::from_utf8(clean) {
        Ok(s) => s,
        Err(e) => cp949::decode(e.as_bytes()),
    }
}

/// The record formats.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Format {
    /// PGN ([`pgn`]).
    Pgn,
    /// Korean `.gib` ([`gib`]).
    Gib,
}

/// Guesses the format of a file: PGN when its first tag has an ASCII name
/// (`[Event …]`, `[Variant …]`) or its moves are UCI-like, else `.gib`.
pub fn detect(bytes: &[u8]) -> Format {
    let text = decode_text(&bytes[..bytes.len().min(64 << 10)]);
    for line in text.lines().map(str::trim).filter(|l| !l.is_empty()) {
        if let Some(rest) = line.strip_prefix('[') {
            let key: String = rest.chars().take_while(|c| !c.is_whitespace()).collect();
            return if !key.is_empty() && key.is_ascii() {
                Format::Pgn
            } else {
                Format::Gib
            };
        }
        if line.starts_with('%') || line.starts_with(';') || line.starts_with('{') {
            continue;
        }
        let korean = line.chars().any(|c| ('\u{AC00}'..='\u{D7A3}').contains(&c));
        return if korean { Format::Gib } else { Format::Pgn };
    }
    Format::Gib
}

/// Reads a PGN or `.gib` file, whichever [`detect`] finds (all or nothing).
pub fn read_any(bytes: &[u8]) -> Result<Vec<GameRecord>, ImportError> {
    if bytes.len() > MAX_INPUT {
        return Err(ImportError::file(ImportErrorKind::TooLarge(bytes.len())));
    }
    match detect(bytes) {
        Format::Gib => gib::read(bytes),
        Format::Pgn => pgn::read(&decode_text(bytes)),
    }
}

/// Why a record cannot be written.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum ExportError {
    /// `.gib` is for Janggi only.
    NotJanggi,
    /// The record's moves do not replay.
    Replay(RecordError),
}

impl std::fmt::Display for ExportError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ExportError::NotJanggi => f.write_str(".gib records hold Janggi games only"),
            ExportError::Replay(e) => write!(f, "the record does not replay: {e}"),
        }
    }
}

impl std::error::Error for ExportError {}

impl From<RecordError> for ExportError {
    fn from(e: RecordError) -> Self {
        ExportError::Replay(e)
    }
}
