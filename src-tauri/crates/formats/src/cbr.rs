//! CCBridge's (象棋桥) binary Xiangqi records: `.cbr`, one game, and
//! `.cbl`, a library of games.
//!
//! # The format (as publicly described; this reader is written from the
//! description and checked against real files)
//!
//! All integers little-endian; text is UTF-16LE, a field ending at its
//! first NUL code unit. Bytes not listed are not known (real files hold
//! leftover memory there) and are not read.
//!
//! A game record is a 2214-byte header, then the move tree:
//!
//! | offset | size | field |
//! |---|---|---|
//! | 0 | 16 | `CCBridge Record` and a NUL ([`RECORD_MAGIC`]) |
//! | 180 | 128 | title |
//! | 692 | 64 | event |
//! | 1076 | 64 | Red's player |
//! | 1300 | 64 | Black's player |
//! | 2076 | 1 | result (0 unknown, 1 Red won, 2 Black won, 3 and 4 draw) |
//! | 2116 | 2 | side to move (1 Red, else Black) |
//! | 2120 | 90 | the board: a byte per point, row by row from Black's back rank to Red's, each row from file a to i; 0 empty, else the side in the high nibble (1 Red, 2 Black) and the piece in the low one (1 chariot, 2 horse, 3 elephant, 4 advisor, 5 king, 6 cannon, 7 soldier) |
//!
//! The tree starts with a 4-byte number: when it is not 0, a 4-byte byte
//! length and the game's comment follow. Then the nodes, one per move, in
//! pre-order (a move, the line that continues it, then the moves played
//! instead of it): 4 bytes, flags, a reserved byte, from, to — the points
//! numbered as the board's bytes, `row · 9 + file`. Flags: 0x01 the last
//! move of its line, 0x02 an alternative to this move follows its line,
//! 0x04 a comment follows the node (a 4-byte byte length, then the text).
//! Four zero bytes where a node is due end the tree (a record without
//! moves has them first).
//!
//! A library starts with a 576-byte header: [`LIBRARY_MAGIC`]
//! (`CCBridgeLibrary` and a NUL), at 60 a 4-byte index capacity, at 64
//! the library's name (512 bytes); an index of the games follows, then the
//! games, each a record as above at the start of a 4096-byte block (a
//! record longer than a block goes on into the next ones). This reader
//! takes the first record signature after the header as the first block,
//! and every later block that starts with the signature as the next game.
//! A record whose board is empty is a text entry, not a game (real
//! libraries open a section with one: its title, and the introduction as
//! the game's comment); [`read_library`] lists those apart.
//!
//! # Reading
//!
//! [`read_game`] reads a `.cbr` file: the start position, the main line
//! (every move replayed with the rules), its comments, the headers and the
//! number of variations, which are skipped as PGN skips them.
//! [`read_library`] reads a `.cbl` file, each game on its own: a damaged
//! game does not cost the others. [`read`] and [`read_lenient`] read
//! either, as records for [`import`](crate::import). Any input gives a
//! record or a [`CbrError`], never a panic.

use std::fmt;

use crate::record::{
    play_on, GameRecord, ImportError, ImportErrorKind as K, LenientGame, RecordResult, MAX_INPUT,
};
use janggi_rules::{notation, Piece, Position, Role, RuleProfile, Side, Square};

/// The first 16 bytes of a game record (a `.cbr` file, a game of a `.cbl`).
pub const RECORD_MAGIC: &[u8; 16] = b"CCBridge Record\0";

/// The first 16 bytes of a `.cbl` library.
pub const LIBRARY_MAGIC: &[u8; 16] = b"CCBridgeLibrary\0";

/// The size of a game record's header, before its move tree.
pub const RECORD_HEADER_LEN: usize = 2214;

/// The size of a library's header.
pub const LIBRARY_HEADER_LEN: usize = 576;

/// The block size of a library: each game starts a block.
pub const LIBRARY_BLOCK: usize = 4096;

/// What is wrong with a `.cbr` or `.cbl` file. Offsets are from the start
/// of the file.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum CbrError {
    /// It starts with neither signature.
    NotCcBridge,
    /// It is larger than [`MAX_INPUT`] bytes.
    TooLarge(usize),
    /// A record's or the library's header is cut short: the bytes there
    /// are, of the bytes needed.
    TruncatedHeader {
        /// Bytes there are.
        len: usize,
        /// Bytes a header needs.
        needed: usize,
    },
    /// The move tree ends inside the node or length that starts at this
    /// offset.
    Truncated {
        /// File offset of the node or length.
        offset: usize,
    },
    /// A comment length that is negative or beyond the end of the record.
    BadComment {
        /// File offset of the length.
        offset: usize,
        /// The length read.
        len: i64,
    },
    /// The start position is not a Xiangqi position (why).
    BadPosition(String),
    /// Move `ply` (1-based) of the main line names a point off the board.
    BadSquare {
        /// 1-based ply.
        ply: usize,
    },
    /// Move `ply` of the main line is not legal (UCI form given).
    Illegal {
        /// 1-based ply.
        ply: usize,
        /// The move, `h3e3`.
        uci: String,
    },
}

impl fmt::Display for CbrError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CbrError::NotCcBridge => f.write_str(
                "not a CCBridge file (no \"CCBridge Record\" or \"CCBridgeLibrary\" signature)",
            ),
            CbrError::TooLarge(n) => write!(f, "the file is too large ({n} bytes)"),
            CbrError::TruncatedHeader { len, needed } => {
                write!(f, "truncated CCBridge header ({len} of {needed} bytes)")
            }
            CbrError::Truncated { offset } => write!(
                f,
                "the CCBridge move data ends inside the record at byte {offset}"
            ),
            CbrError::BadComment { offset, len } => {
                write!(f, "bad CCBridge comment length {len} at byte {offset}")
            }
            CbrError::BadPosition(s) => write!(f, "bad CCBridge start position: {s}"),
            CbrError::BadSquare { ply } => write!(f, "move {ply}: a point off the board"),
            CbrError::Illegal { ply, uci } => write!(f, "move {ply}: illegal move {uci}"),
        }
    }
}

impl std::error::Error for CbrError {}

/// A CCBridge game as read: the record and what a [`GameRecord`] has no
/// room for.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct CbrGame {
    /// The game: start, main line, players, event, result; the title as
    /// the header `Title`.
    pub record: GameRecord,
    /// Comments of the main line: index 0 is the game's (before the first
    /// move), index `i` the one after move `i`; empty when none. As long as
    /// the main line plus one.
    pub comments: Vec<String>,
    /// Number of variations (alternative moves anywhere in the tree),
    /// skipped.
    pub variations: usize,
}

/// A `.cbl` library as read.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct CbrLibrary {
    /// The library's name.
    pub name: String,
    /// Every game in file order: the game as far as its main line goes
    /// well and what stopped it, or why its record could not be read at
    /// all.
    pub games: Vec<LibraryGame>,
    /// The text entries (records with an empty board), in file order.
    pub texts: Vec<LibraryText>,
}

/// A text entry of a library: a record with an empty board.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct LibraryText {
    /// File offset of its record.
    pub offset: usize,
    /// Its title.
    pub title: String,
    /// Its text (the record's game comment; empty if unreadable).
    pub text: String,
}

/// One game of a library.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct LibraryGame {
    /// File offset of its record.
    pub offset: usize,
    /// The game up to the first bad move and the error that stopped it
    /// (`Ok`), or why the record is unreadable (`Err`: a bad header or
    /// start position).
    pub game: Result<(CbrGame, Option<CbrError>), CbrError>,
}

/// Reads a `.cbr` file (see the module docs); all or nothing.
pub fn read_game(bytes: &[u8]) -> Result<CbrGame, CbrError> {
    match read_game_lenient(bytes)? {
        (g, None) => Ok(g),
        (_, Some(e)) => Err(e),
    }
}

/// Reads a `.cbr` file as far as its main line goes well: the game up to
/// the first bad move, and the error that stopped it, if any.
pub fn read_game_lenient(bytes: &[u8]) -> Result<(CbrGame, Option<CbrError>), CbrError> {
    if bytes.len() > MAX_INPUT {
        return Err(CbrError::TooLarge(bytes.len()));
    }
    if !bytes.starts_with(RECORD_MAGIC) {
        return Err(CbrError::NotCcBridge);
    }
    parse_record(bytes, 0)
}

/// Reads a `.cbl` file: its name and every game (see the module docs).
/// Only a file that is not a library, or whose header is cut short, is an
/// error; a damaged game is a [`LibraryGame`] with its error.
pub fn read_library(bytes: &[u8]) -> Result<CbrLibrary, CbrError> {
    if bytes.len() > MAX_INPUT {
        return Err(CbrError::TooLarge(bytes.len()));
    }
    if !bytes.starts_with(LIBRARY_MAGIC) {
        return Err(CbrError::NotCcBridge);
    }
    let Some(h) = bytes.get(..LIBRARY_HEADER_LEN) else {
        return Err(CbrError::TruncatedHeader {
            len: bytes.len(),
            needed: LIBRARY_HEADER_LEN,
        });
    };
    let name = utf16_text(&h[64..576]);
    let first = find(&bytes[LIBRARY_HEADER_LEN..], RECORD_MAGIC).map(|p| p + LIBRARY_HEADER_LEN);
    let mut starts = Vec::new();
    if let Some(first) = first {
        let mut at = first;
        while at < bytes.len() {
            if bytes[at..].starts_with(RECORD_MAGIC) {
                starts.push(at);
            }
            at += LIBRARY_BLOCK;
        }
    }
    let mut games = Vec::new();
    let mut texts = Vec::new();
    for (i, &at) in starts.iter().enumerate() {
        // A record runs to the next one (or the end of the file).
        let end = starts.get(i + 1).copied().unwrap_or(bytes.len());
        let rec = &bytes[at..end];
        match rec.get(..RECORD_HEADER_LEN) {
            Some(h) if h[2120..2210].iter().all(|&b| b == 0) => {
                let mut t = Tree {
                    raw: &rec[RECORD_HEADER_LEN..],
                    at: 0,
                    base: at + RECORD_HEADER_LEN,
                };
                let text = match t.i32_at() {
                    Ok(0) | Err(_) => String::new(),
                    Ok(_) => t.text().unwrap_or_default(),
                };
                texts.push(LibraryText {
                    offset: at,
                    title: utf16_text(&h[180..308]),
                    text,
                });
            }
            _ => games.push(LibraryGame {
                offset: at,
                game: parse_record(rec, at),
            }),
        }
    }
    Ok(CbrLibrary { name, games, texts })
}

impl From<CbrError> for ImportError {
    fn from(e: CbrError) -> Self {
        let (ply, kind) = match &e {
            CbrError::TooLarge(n) => (0, K::TooLarge(*n)),
            CbrError::NotCcBridge | CbrError::TruncatedHeader { .. } => {
                (0, K::BadHeader(e.to_string()))
            }
            CbrError::BadPosition(s) => (0, K::BadFen(s.clone())),
            CbrError::Truncated { .. } | CbrError::BadComment { .. } => {
                (0, K::BadMove(e.to_string()))
            }
            CbrError::BadSquare { ply } => (*ply, K::BadMove(e.to_string())),
            CbrError::Illegal { ply, uci } => (*ply, K::IllegalMove(uci.clone())),
        };
        ImportError {
            game: 1,
            line: 0,
            ply,
            kind,
        }
    }
}

/// Reads a `.cbr` or `.cbl` file (by its signature) as records; all or
/// nothing: the first bad game rejects the file.
pub fn read(bytes: &[u8]) -> Result<Vec<GameRecord>, ImportError> {
    let games = read_lenient(bytes)?;
    let mut out = Vec::with_capacity(games.len());
    for g in games {
        if let Some(e) = g.error {
            return Err(e);
        }
        out.push(g.record);
    }
    Ok(out)
}

/// Reads a `.cbr` or `.cbl` file (by its signature) game by game, as
/// [`gib::read_lenient`](crate::gib::read_lenient) does: each game with
/// the moves of its main line before the first bad one, and that error. A
/// game whose record is unreadable is a game with that error, no moves and
/// the standard start. File-wide problems (neither signature, a cut
/// library header, a `.cbr` whose header is cut or whose start position
/// is bad, a library without games) are errors.
pub fn read_lenient(bytes: &[u8]) -> Result<Vec<LenientGame>, ImportError> {
    let game = |number: usize, g: Result<(CbrGame, Option<CbrError>), CbrError>| {
        let with_game = |mut e: ImportError| {
            e.game = number;
            e
        };
        match g {
            Ok((g, error)) => LenientGame {
                number,
                line: 0,
                record: g.record,
                error: error.map(|e| with_game(e.into())),
                notes: Vec::new(),
            },
            Err(e) => LenientGame {
                number,
                line: 0,
                record: GameRecord::new(&Position::new(&RuleProfile::XIANGQI)),
                error: Some(with_game(e.into())),
                notes: Vec::new(),
            },
        }
    };
    if bytes.starts_with(LIBRARY_MAGIC) {
        let lib = read_library(bytes)?;
        if lib.games.is_empty() {
            return Err(ImportError::file(K::Empty));
        }
        return Ok(lib
            .games
            .into_iter()
            .enumerate()
            .map(|(i, g)| game(i + 1, g.game))
            .collect());
    }
    Ok(vec![game(1, Ok(read_game_lenient(bytes)?))])
}

/// The first index of `needle` in `hay`.
fn find(hay: &[u8], needle: &[u8]) -> Option<usize> {
    hay.windows(needle.len()).position(|w| w == needle)
}

/// UTF-16LE text up to the first NUL unit (an odd last byte dropped),
/// trimmed.
fn utf16_text(raw: &[u8]) -> String {
    let units: Vec<u16> = raw
        .chunks_exact(2)
        .map(|c| u16::from_le_bytes([c[0], c[1]]))
        .take_while(|&u| u != 0)
        .collect();
    String::from_utf16_lossy(&units).trim().to_string()
}

/// The square of a point number `row · 9 + file`, rows from Black's back
/// rank.
fn point(p: u8) -> Option<Square> {
    (p < 90).then(|| Square::new(p % 9, 9 - p / 9)).flatten()
}

/// The piece of a board byte.
fn piece(b: u8) -> Option<Result<Piece, String>> {
    if b == 0 {
        return None;
    }
    let side = match b >> 4 {
        1 => Side::First,
        2 => Side::Second,
        _ => return Some(Err(format!("unknown piece byte {b:#04x}"))),
    };
    let role = match b & 0x0F {
        1 => Role::Chariot,
        2 => Role::Horse,
        3 => Role::Elephant,
        4 => Role::Guard,
        5 => Role::General,
        6 => Role::Cannon,
        7 => Role::Soldier,
        _ => return Some(Err(format!("unknown piece byte {b:#04x}"))),
    };
    Some(Ok(Piece::new(side, role)))
}

/// One node of the move tree.
struct Node {
    from: u8,
    to: u8,
    /// The node has no continuation.
    last: bool,
    /// An alternative follows its line.
    alt: bool,
    comment: String,
}

/// A cursor over a record's move tree; `base` is the record's file offset
/// (for errors).
struct Tree<'a> {
    raw: &'a [u8],
    at: usize,
    base: usize,
}

impl Tree<'_> {
    fn i32_at(&mut self) -> Result<i32, CbrError> {
        let offset = self.base + self.at;
        let b = self
            .raw
            .get(self.at..self.at + 4)
            .ok_or(CbrError::Truncated { offset })?;
        self.at += 4;
        Ok(i32::from_le_bytes([b[0], b[1], b[2], b[3]]))
    }

    /// A length, then that many bytes of text.
    fn text(&mut self) -> Result<String, CbrError> {
        let offset = self.base + self.at;
        let len = self.i32_at()?;
        let n = usize::try_from(len)
            .ok()
            .filter(|&n| n <= self.raw.len() - self.at)
            .ok_or(CbrError::BadComment {
                offset,
                len: i64::from(len),
            })?;
        let t = utf16_text(&self.raw[self.at..self.at + n]);
        self.at += n;
        Ok(t)
    }

    /// The next node, or `None` at four zero bytes (the end of the tree).
    fn node(&mut self) -> Result<Option<Node>, CbrError> {
        let offset = self.base + self.at;
        let b = self
            .raw
            .get(self.at..self.at + 4)
            .ok_or(CbrError::Truncated { offset })?;
        if b == [0, 0, 0, 0] {
            return Ok(None);
        }
        let (flags, from, to) = (b[0], b[2], b[3]);
        self.at += 4;
        let comment = if flags & 0x04 != 0 {
            self.text()?
        } else {
            String::new()
        };
        Ok(Some(Node {
            from,
            to,
            last: flags & 0x01 != 0,
            alt: flags & 0x02 != 0,
            comment,
        }))
    }
}

/// Reads the record at the start of `rec` (whose signature the caller has
/// seen or will check), `base` its file offset.
fn parse_record(rec: &[u8], base: usize) -> Result<(CbrGame, Option<CbrError>), CbrError> {
    if !rec.starts_with(RECORD_MAGIC) {
        return Err(CbrError::NotCcBridge);
    }
    let Some(h) = rec.get(..RECORD_HEADER_LEN) else {
        return Err(CbrError::TruncatedHeader {
            len: rec.len(),
            needed: RECORD_HEADER_LEN,
        });
    };
    // The board.
    let mut board: [Option<Piece>; 90] = [None; 90];
    for (i, &b) in h[2120..2210].iter().enumerate() {
        let Some(p) = piece(b) else { continue };
        let p = p.map_err(CbrError::BadPosition)?;
        // `i` < 90, so the point is on the board.
        if let Some(sq) = point(i as u8) {
            board[sq.index()] = Some(p);
        }
    }

    // The tree: the game's comment, the main line, then the variations.
    let mut t = Tree {
        raw: &rec[RECORD_HEADER_LEN..],
        at: 0,
        base: base + RECORD_HEADER_LEN,
    };
    let mut comments = vec![String::new()];
    let mut line = Vec::new();
    let mut alts = 0;
    let mut stop = None;
    match t.i32_at() {
        Ok(0) => {}
        Ok(_) => match t.text() {
            Ok(c) => comments[0] = c,
            Err(e) => stop = Some(e),
        },
        Err(e) => stop = Some(e),
    }
    let mut more = stop.is_none();
    while more {
        match t.node() {
            Ok(Some(n)) => {
                alts += usize::from(n.alt);
                more = !n.last;
                line.push((n.from, n.to));
                comments.push(n.comment);
            }
            Ok(None) => more = false,
            Err(e) => {
                stop = Some(e);
                more = false;
            }
        }
    }
    // Variations: the rest of the tree in pre-order; counted, not kept, and
    // a damaged variation does not cost the main line.
    let mut variations = alts;
    let mut pending = if stop.is_some() { 0 } else { alts };
    while pending > 0 {
        pending -= 1;
        let Ok(Some(n)) = t.node() else {
            break;
        };
        pending += usize::from(!n.last) + usize::from(n.alt);
        variations += usize::from(n.alt);
    }

    // Side to move: the first move's piece, else the header.
    let first_side = line
        .first()
        .and_then(|&(f, _)| point(f))
        .and_then(|sq| board[sq.index()])
        .map(|p| p.side);
    let turn = first_side.unwrap_or(if u16::from_le_bytes([h[2116], h[2117]]) == 1 {
        Side::First
    } else {
        Side::Second
    });
    let start = start_position(&board, turn)?;

    // The record.
    let mut r = GameRecord::new(&start);
    r.event = utf16_text(&h[692..756]);
    r.players = [utf16_text(&h[1076..1140]), utf16_text(&h[1300..1364])];
    r.result = match h[2076] {
        1 => RecordResult::Win(Side::First),
        2 => RecordResult::Win(Side::Second),
        3 | 4 => RecordResult::Draw,
        _ => RecordResult::Unknown,
    };
    r.result_text = r.result.pgn().to_string();
    let title = utf16_text(&h[180..308]);
    if !title.is_empty() {
        r.headers.push(("Title".to_string(), title));
    }

    let mut pos = start;
    for (i, &(f, to)) in line.iter().enumerate() {
        let ply = i + 1;
        let (Some(from), Some(to)) = (point(f), point(to)) else {
            stop = Some(CbrError::BadSquare { ply });
            break;
        };
        let uci = format!("{from}{to}");
        let Ok(m) = notation::parse_uci(&pos, &uci) else {
            stop = Some(CbrError::Illegal { ply, uci });
            break;
        };
        play_on(&mut pos, m);
        r.moves.push(m);
    }
    comments.truncate(r.moves.len() + 1);
    r.finish(&pos);
    Ok((
        CbrGame {
            record: r,
            comments,
            variations,
        },
        stop,
    ))
}

/// The start position of a board and side to move.
fn start_position(board: &[Option<Piece>; 90], turn: Side) -> Result<Position, CbrError> {
    let mut fen = String::new();
    for rank in (0..10u8).rev() {
        let mut empty = 0;
        for file in 0..9u8 {
            let p = Square::new(file, rank).and_then(|s| board[s.index()]);
            match p {
                None => empty += 1,
                Some(p) => {
                    if empty > 0 {
                        fen.push_str(&empty.to_string());
                        empty = 0;
                    }
                    fen.push(p.char());
                }
            }
        }
        if empty > 0 {
            fen.push_str(&empty.to_string());
        }
        if rank > 0 {
            fen.push('/');
        }
    }
    fen.push_str(if turn == Side::First { " w" } else { " b" });
    fen.push_str(" - - 0 1");
    Position::from_fen(&fen, &RuleProfile::XIANGQI)
        .map_err(|e| CbrError::BadPosition(e.to_string()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn points_number_rows_from_blacks_back_rank() {
        // 0 is a10 (Black's left chariot as Red sees it), 89 i1.
        assert_eq!(point(0).map(|s| s.to_string()).as_deref(), Some("a10"));
        assert_eq!(point(89).map(|s| s.to_string()).as_deref(), Some("i1"));
        // 70 = row 7, file h: Red's cannon on h3; 67 = e3.
        assert_eq!(point(70).map(|s| s.to_string()).as_deref(), Some("h3"));
        assert_eq!(point(67).map(|s| s.to_string()).as_deref(), Some("e3"));
        assert_eq!(point(90), None);
        assert_eq!(point(255), None);
    }

    #[test]
    fn utf16_fields_end_at_nul() {
        let mut b = Vec::new();
        for u in "李1 ".encode_utf16().chain([0, 0x41]) {
            b.extend_from_slice(&u.to_le_bytes());
        }
        b.push(0x42);
        assert_eq!(utf16_text(&b), "李1");
        assert_eq!(utf16_text(&[0x41]), "");
    }
}
