//! Importing a whole record file game by game, for an import report:
//! [`import`] reads a PGN or `.gib` file leniently and returns every game,
//! complete or not, with where it is in the file and why it stopped;
//! [`GameRecord::duplicate_key`] tells games already in a collection.
//! [`detect`] tells a file's [`Format`], and [`read_any`] reads a file of
//! any format all or nothing.
//!
//! ```
//! use janggi_formats::{import, Format, ImportErrorKind};
//! let file = "[초차림 \"마상상마\"]\n[한차림 \"마상상마\"]\n\n1. 79졸78 2. 41병42\n\n\
//!             [초차림 \"마상상마\"]\n[한차림 \"마상상마\"]\n\n1. 79졸78 2. 41병42 3. 78졸88\n";
//! let report = import(file.as_bytes()).unwrap();
//! assert_eq!(report.format, Format::Gib);
//! assert_eq!(report.complete().count(), 1);
//! let bad = report.incomplete().next().unwrap();
//! let e = bad.error.as_ref().unwrap();
//! assert_eq!((bad.number, e.line, e.ply), (2, 9, 3));
//! assert_eq!(e.kind, ImportErrorKind::IllegalMove("78졸88".into()));
//! assert_eq!(bad.legal_prefix().unwrap().moves.len(), 2);
//! ```

use crate::record::{GameRecord, ImportError, ImportErrorKind, LenientGame, MAX_INPUT};
use crate::text::decode_text;
use crate::{cbr, gib, pgn, xqf};
use janggi_rules::Variant;

/// The record formats.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Format {
    /// PGN ([`pgn`]).
    Pgn,
    /// Korean `.gib` ([`gib`]).
    Gib,
    /// XQStudio's binary `.xqf` ([`xqf`]).
    Xqf,
    /// CCBridge's binary `.cbr` (one game) or `.cbl` (a library) ([`cbr`]).
    Cbr,
}

/// Guesses the format of a file: `.xqf` when it starts with `XQ`; `.cbr`
/// or `.cbl` when it starts with a CCBridge signature; PGN when
/// its first tag has an ASCII name (`[Event …]`, `[Variant …]`, `[Game …]`)
/// or its moves are not Korean; else `.gib`.
pub fn detect(bytes: &[u8]) -> Format {
    if bytes.starts_with(xqf::MAGIC) {
        return Format::Xqf;
    }
    if bytes.starts_with(cbr::RECORD_MAGIC) || bytes.starts_with(cbr::LIBRARY_MAGIC) {
        return Format::Cbr;
    }
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

/// Reads a PGN, `.gib`, `.xqf` or CCBridge file, whichever [`detect`]
/// finds (all or nothing).
pub fn read_any(bytes: &[u8]) -> Result<Vec<GameRecord>, ImportError> {
    if bytes.len() > MAX_INPUT {
        return Err(ImportError::file(ImportErrorKind::TooLarge(bytes.len())));
    }
    match detect(bytes) {
        Format::Gib => gib::read(bytes),
        Format::Pgn => pgn::read(&decode_text(bytes)),
        Format::Xqf => xqf::read(bytes),
        Format::Cbr => cbr::read(bytes),
    }
}

/// Every game of a file, read leniently (see [`import`]).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ImportReport {
    /// The format the file was read as.
    pub format: Format,
    /// Every game of the file in file order: complete ones (`error` is
    /// `None`) and the others with their legal prefix and the problem.
    pub games: Vec<LenientGame>,
}

impl ImportReport {
    /// The games that replay completely.
    pub fn complete(&self) -> impl Iterator<Item = &LenientGame> {
        self.games.iter().filter(|g| g.is_complete())
    }

    /// The games that were refused or cut short (each with its `error`).
    pub fn incomplete(&self) -> impl Iterator<Item = &LenientGame> {
        self.games.iter().filter(|g| !g.is_complete())
    }

    /// The games that carry a note of the reader (see
    /// [`ImportNote`](crate::ImportNote)), complete or not.
    pub fn noted(&self) -> impl Iterator<Item = &LenientGame> {
        self.games.iter().filter(|g| !g.notes.is_empty())
    }
}

/// Reads a PGN, `.gib`, `.xqf` or CCBridge file (whichever [`detect`] finds) game by game: a
/// game with a bad move or a bad header or start is reported in its
/// [`LenientGame`] without stopping the others. The only
/// errors are file-wide: the file is too large or holds no game.
pub fn import(bytes: &[u8]) -> Result<ImportReport, ImportError> {
    if bytes.len() > MAX_INPUT {
        return Err(ImportError::file(ImportErrorKind::TooLarge(bytes.len())));
    }
    let format = detect(bytes);
    let games = match format {
        Format::Gib => gib::read_lenient(bytes)?,
        Format::Pgn => pgn::read_lenient(&decode_text(bytes))?,
        Format::Xqf => xqf::read_lenient(bytes)?,
        Format::Cbr => cbr::read_lenient(bytes)?,
    };
    Ok(ImportReport { format, games })
}

impl GameRecord {
    /// A key for telling duplicates: two records with the same variant,
    /// start position (placement and side to move) and moves have the same
    /// key, whatever else differs (players, headers, result, format they
    /// were read from, rule profile). It is stable across runs and versions
    /// of this crate: `v1-` and the 64-bit FNV-1a hash (16 hex digits) of
    /// the text `{variant}\n{placement} {side}\n{moves}`, with the variant
    /// `janggi` or `xiangqi`, the first two FEN fields (side `w` or `b`),
    /// and the moves in UCI separated by single spaces (`h1g3`), a pass
    /// written `pass`. See [`duplicate_key_uci`] for stored UCI text.
    pub fn duplicate_key(&self) -> String {
        let moves = self.moves.iter().map(|m| {
            if m.is_pass() {
                "pass".to_string()
            } else {
                format!("{}{}", m.from(), m.to())
            }
        });
        key(self.variant(), &self.start_fen, moves)
    }
}

/// [`GameRecord::duplicate_key`] of a game stored as text: its variant,
/// start FEN and moves in UCI separated by whitespace, as
/// [`notation::uci`](janggi_rules::notation::uci) writes them (a pass is the
/// general's move to its own square, `e2e2`; `0000`, `@@@@` and `pass` are
/// read as passes too). Nothing is replayed: the moves are taken as legal.
pub fn duplicate_key_uci(variant: Variant, start_fen: &str, uci_moves: &str) -> String {
    let moves = uci_moves.split_whitespace().map(|t| {
        let pass = matches!(t, "0000" | "@@@@" | "pass")
            || t.len() >= 4 && {
                // Two equal squares: `e2e2`, `e10e10`.
                let cut = t[1..]
                    .find(|c: char| c.is_ascii_alphabetic())
                    .map(|p| p + 1);
                cut.is_some_and(|c| t[..c] == t[c..])
            };
        if pass {
            "pass".to_string()
        } else {
            t.to_string()
        }
    });
    key(variant, start_fen, moves)
}

fn key(variant: Variant, start_fen: &str, moves: impl Iterator<Item = String>) -> String {
    let mut text = String::with_capacity(512);
    text.push_str(match variant {
        Variant::Janggi => "janggi",
        Variant::Xiangqi => "xiangqi",
    });
    text.push('\n');
    let mut fields = start_fen.split_whitespace();
    text.push_str(fields.next().unwrap_or(""));
    text.push(' ');
    // The side to move, normalised (`w`/`r` are the first side).
    text.push(match fields.next() {
        Some("b") => 'b',
        _ => 'w',
    });
    text.push('\n');
    for (i, m) in moves.enumerate() {
        if i > 0 {
            text.push(' ');
        }
        text.push_str(&m);
    }
    format!("v1-{:016x}", fnv1a(text.as_bytes()))
}

/// 64-bit FNV-1a.
fn fnv1a(bytes: &[u8]) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for &b in bytes {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0000_0100_0000_01b3);
    }
    h
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fnv1a_reference_values() {
        // Published FNV-1a 64 test vectors.
        assert_eq!(fnv1a(b""), 0xcbf2_9ce4_8422_2325);
        assert_eq!(fnv1a(b"a"), 0xaf63_dc4c_8601_ec8c);
        assert_eq!(fnv1a(b"foobar"), 0x8594_4171_f739_67e8);
    }
}
