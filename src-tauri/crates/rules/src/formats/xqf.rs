//! XQStudio's binary Xiangqi records (`.xqf`), all versions: the plain
//! files of versions 1.0 and earlier and the key-scrambled ones of 1.1 on.
//!
//! # The format (as publicly described; this reader is written from the
//! description)
//!
//! A 1024-byte header, then the move tree. All integers little-endian.
//!
//! | offset | size | field |
//! |---|---|---|
//! | 0x00 | 2 | `XQ` |
//! | 0x02 | 1 | version (10 = 1.0; 11 and later scramble) |
//! | 0x03 | 1 | key mask |
//! | 0x08..0x0B | 4 | key "or" bytes A–D |
//! | 0x0C..0x0F | 4 | key sum, key XY, key XYf, key XYt |
//! | 0x10 | 32 | where the 32 pieces stand: Red's R N B A K A B N R C C P P P P P, then Black's; `x*10 + y` with `x` the file from Red's left and `y` the rank from Red's side, 90 and above = not on the board |
//! | 0x32 | 1 | side to move (0 Red, 1 Black) |
//! | 0x33 | 1 | result (0 unknown, 1 Red won, 2 Black won, 3 and 4 draw) |
//! | 0x40 | 1 | kind (0 whole game, 1 opening, 2 middle game, 3 ending) |
//! | 0x50 | 64 | title |
//! | 0xD0 | 64 | event |
//! | 0x110, 0x120 | 16 each | date, site |
//! | 0x130, 0x140 | 16 each | Red's and Black's player |
//! | 0x150 | 64 | opening |
//! | 0x190, 0x1A0 | 16 each | Red's and Black's time |
//! | 0x1D0, 0x1E0 | 16 each | annotator, author |
//!
//! Text fields are Pascal strings (a length byte, then GB18030 text).
//!
//! The tree follows: each node is 4 bytes (from, to, flags, reserved), the
//! first node being the start position (its comment is the game's). Flags:
//! 0x80 the node has a next move, 0x40 an alternative (a variation), 0x20 a
//! comment (versions before 11: the high nibble means a next move, the low
//! nibble an alternative, and every node is followed by a comment length).
//! A comment is a 4-byte length and GB18030 text. Nodes are stored in
//! pre-order: a node, its continuation, then its alternatives. Squares are
//! stored as `x*10 + y` plus 0x18 (from) and 0x20 (to).
//!
//! From version 11 on, keys derived from the header bytes scramble the
//! file: `KeyXY = (54·k² + 221)·k` for the header's key XY byte `k`, `KeyXYf`
//! likewise from key XYf times `KeyXY`, `KeyXYt` from key XYt times `KeyXYf`
//! (all modulo 256); piece squares are stored plus `KeyXY` (and from
//! version 12 also rotated: the piece `i` is stored at index
//! `(i - KeyXY - 1) mod 32`); move squares plus `KeyXYf`/`KeyXYt`; comment
//! lengths plus `(key sum·256 + key XY) mod 32000 + 767`; and every byte
//! from offset 1024 on plus the byte of a 32-byte key at `offset mod 32`,
//! the text `[(C) Copyright Mr. Dong Shiwei.]` masked bytewise with
//! `(key & mask) | or` for the four keys (sum, XY, XYf, XYt) in turn.
//!
//! # Reading
//!
//! [`read_game`] returns the start position, the main line (every move
//! replayed with the rules), the comments of the main line, the headers
//! and the number of variations, which are skipped as PGN skips them; any
//! input gives a record or an [`XqfError`], never a panic.

use std::fmt;

use super::record::{play_on, ImportError, ImportErrorKind as K};
use super::{GameRecord, LenientGame, RecordResult, MAX_INPUT};
use crate::{notation, Position, Role, RuleProfile, Side, Square};

/// The first two bytes of every `.xqf` file.
pub const MAGIC: &[u8] = b"XQ";

/// The header's size.
pub const HEADER_LEN: usize = 1024;

/// The 32-byte text the scramble key is made from.
pub const KEY_TEXT: &[u8; 32] = b"[(C) Copyright Mr. Dong Shiwei.]";

/// Roles of the 16 pieces of a side, in file order.
pub const PIECE_ROLES: [Role; 16] = [
    Role::Chariot,
    Role::Horse,
    Role::Elephant,
    Role::Guard,
    Role::General,
    Role::Guard,
    Role::Elephant,
    Role::Horse,
    Role::Chariot,
    Role::Cannon,
    Role::Cannon,
    Role::Soldier,
    Role::Soldier,
    Role::Soldier,
    Role::Soldier,
    Role::Soldier,
];

/// A `.xqf` game as read: the record and what a [`GameRecord`] has no room
/// for.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct XqfGame {
    /// The game: start, main line, players, event, date, site, result;
    /// title, opening, times, annotator and author as headers (`Title`,
    /// `Opening`, `RedTime`, `BlackTime`, `Annotator`, `Author`).
    pub record: GameRecord,
    /// The file's version byte (10 = 1.0, 18 = 1.8).
    pub version: u8,
    /// Comments of the main line: index 0 is the game's (before the first
    /// move), index `i` the one after move `i`; empty when none. As long as
    /// the main line plus one.
    pub comments: Vec<String>,
    /// Number of variations (alternative moves anywhere in the tree),
    /// skipped.
    pub variations: usize,
}

/// What is wrong with a `.xqf` file.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum XqfError {
    /// It does not start with `XQ`.
    NotXqf,
    /// It is larger than [`MAX_INPUT`] bytes.
    TooLarge(usize),
    /// The header is shorter than 1024 bytes.
    TruncatedHeader(usize),
    /// The move data ends inside a node or comment that starts at this file
    /// offset.
    Truncated {
        /// File offset of the node or comment.
        offset: usize,
    },
    /// A comment length that is negative or beyond the end of the file.
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

impl fmt::Display for XqfError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            XqfError::NotXqf => f.write_str("not an XQF file (no \"XQ\" signature)"),
            XqfError::TooLarge(n) => write!(f, "the file is too large ({n} bytes)"),
            XqfError::TruncatedHeader(n) => {
                write!(f, "truncated XQF header ({n} of {HEADER_LEN} bytes)")
            }
            XqfError::Truncated { offset } => {
                write!(
                    f,
                    "the XQF move data ends inside the record at byte {offset}"
                )
            }
            XqfError::BadComment { offset, len } => {
                write!(f, "bad XQF comment length {len} at byte {offset}")
            }
            XqfError::BadPosition(s) => write!(f, "bad XQF start position: {s}"),
            XqfError::BadSquare { ply } => write!(f, "move {ply}: a point off the board"),
            XqfError::Illegal { ply, uci } => write!(f, "move {ply}: illegal move {uci}"),
        }
    }
}

impl std::error::Error for XqfError {}

impl From<XqfError> for ImportError {
    fn from(e: XqfError) -> Self {
        let (ply, kind) = match &e {
            XqfError::TooLarge(n) => (0, K::TooLarge(*n)),
            XqfError::NotXqf | XqfError::TruncatedHeader(_) => (0, K::BadHeader(e.to_string())),
            XqfError::BadPosition(s) => (0, K::BadFen(s.clone())),
            XqfError::Truncated { .. } | XqfError::BadComment { .. } => {
                (0, K::BadMove(e.to_string()))
            }
            XqfError::BadSquare { ply } => (*ply, K::BadMove(e.to_string())),
            XqfError::Illegal { ply, uci } => (*ply, K::IllegalMove(uci.clone())),
        };
        ImportError {
            game: 1,
            line: 0,
            ply,
            kind,
        }
    }
}

/// The scramble keys of a file.
#[derive(Copy, Clone, Debug, Default)]
struct Keys {
    xy: u8,
    xyf: u8,
    xyt: u8,
    rmk: i64,
    f32: [u8; 32],
}

/// `(54·k² + 221)·m` modulo 256.
fn key_step(k: u8, m: u8) -> u8 {
    let k = u32::from(k);
    (((54 * k * k + 221) * u32::from(m)) & 0xFF) as u8
}

impl Keys {
    fn of(h: &[u8]) -> Keys {
        if h[2] <= 10 {
            return Keys::default();
        }
        let (mask, sum, hxy, hxyf, hxyt) = (h[3], h[12], h[13], h[14], h[15]);
        let xy = key_step(hxy, hxy);
        let xyf = key_step(hxyf, xy);
        let xyt = key_step(hxyt, xyf);
        let rmk = (i64::from(sum) * 256 + i64::from(hxy)) % 32000 + 767;
        let bytes = [
            (sum & mask) | h[8],
            (hxy & mask) | h[9],
            (hxyf & mask) | h[10],
            (hxyt & mask) | h[11],
        ];
        let mut f32 = [0u8; 32];
        for (i, k) in f32.iter_mut().enumerate() {
            *k = KEY_TEXT[i] & bytes[i % 4];
        }
        Keys {
            xy,
            xyf,
            xyt,
            rmk,
            f32,
        }
    }
}

/// A Pascal string field at `at` of capacity `cap` (length byte included).
fn text(h: &[u8], at: usize, cap: usize) -> String {
    let len = usize::from(h[at]).min(cap - 1);
    let raw = &h[at + 1..at + 1 + len];
    let raw = raw.split(|&b| b == 0).next().unwrap_or(&[]);
    encoding_rs::GB18030
        .decode_without_bom_handling(raw)
        .0
        .trim()
        .to_string()
}

/// The move data after the header, unscrambled.
struct Data<'a> {
    raw: &'a [u8],
    keys: Keys,
    at: usize,
}

impl Data<'_> {
    /// `n` bytes at the cursor, unscrambled, or `None` at the end.
    fn take(&mut self, n: usize) -> Option<Vec<u8>> {
        let end = self.at.checked_add(n)?;
        if end > self.raw.len() {
            return None;
        }
        let out = (self.at..end)
            .map(|i| self.raw[i].wrapping_sub(self.keys.f32[i % 32]))
            .collect();
        self.at = end;
        Some(out)
    }

    /// File offset of the cursor.
    fn offset(&self) -> usize {
        HEADER_LEN + self.at
    }
}

/// One node of the move tree.
struct Node {
    from: u8,
    to: u8,
    next: bool,
    alt: bool,
    comment: String,
}

fn read_node(d: &mut Data<'_>, version: u8) -> Result<Node, XqfError> {
    let start = d.offset();
    let rec = d.take(4).ok_or(XqfError::Truncated { offset: start })?;
    let (next, alt, has_comment) = if version <= 10 {
        (rec[2] & 0xF0 != 0, rec[2] & 0x0F != 0, true)
    } else {
        (rec[2] & 0x80 != 0, rec[2] & 0x40 != 0, rec[2] & 0x20 != 0)
    };
    let mut comment = String::new();
    if has_comment {
        let at = d.offset();
        let b = d.take(4).ok_or(XqfError::Truncated { offset: at })?;
        let len = i64::from(i32::from_le_bytes([b[0], b[1], b[2], b[3]])) - d.keys.rmk;
        let left = (d.raw.len() - d.at) as i64;
        if len < 0 || len > left {
            return Err(XqfError::BadComment { offset: at, len });
        }
        let bytes = d.take(len as usize).unwrap_or_default();
        let bytes = bytes.split(|&b| b == 0).next().unwrap_or(&[]);
        comment = encoding_rs::GB18030
            .decode_without_bom_handling(bytes)
            .0
            .trim()
            .to_string();
    }
    Ok(Node {
        from: rec[0].wrapping_sub(0x18).wrapping_sub(d.keys.xyf),
        to: rec[1].wrapping_sub(0x20).wrapping_sub(d.keys.xyt),
        next,
        alt,
        comment,
    })
}

/// A stored square (`x*10 + y`) as a [`Square`], if on the board.
fn square(v: u8) -> Option<Square> {
    if v >= 90 {
        return None;
    }
    Square::new(v / 10, v % 10)
}

/// Reads a `.xqf` file as a one-game list (for [`read_any`](super::read_any)).
pub fn read(bytes: &[u8]) -> Result<Vec<GameRecord>, ImportError> {
    Ok(vec![read_game(bytes)?.record])
}

/// Reads a `.xqf` file as a one-game list, keeping the moves of the main
/// line before the first bad (or truncated) one, and that error, as
/// [`gib::read_lenient`](super::gib::read_lenient) does. File-wide problems
/// (not an XQF file, a truncated header or start node, a bad start
/// position) are errors.
pub fn read_lenient(bytes: &[u8]) -> Result<Vec<LenientGame>, ImportError> {
    let (g, error) = parse(bytes)?;
    // One game a file; a binary file has no lines.
    Ok(vec![LenientGame {
        number: 1,
        line: 0,
        record: g.record,
        error: error.map(ImportError::from),
        notes: Vec::new(),
    }])
}

/// Reads a `.xqf` file (see the module docs); all or nothing.
pub fn read_game(bytes: &[u8]) -> Result<XqfGame, XqfError> {
    match parse(bytes)? {
        (g, None) => Ok(g),
        (_, Some(e)) => Err(e),
    }
}

/// Reads a `.xqf` file as far as its main line goes well: the game up to
/// the first bad move, and the error that stopped it, if any.
pub fn read_game_lenient(bytes: &[u8]) -> Result<(XqfGame, Option<XqfError>), XqfError> {
    parse(bytes)
}

fn parse(bytes: &[u8]) -> Result<(XqfGame, Option<XqfError>), XqfError> {
    if bytes.len() > MAX_INPUT {
        return Err(XqfError::TooLarge(bytes.len()));
    }
    if !bytes.starts_with(MAGIC) {
        return Err(XqfError::NotXqf);
    }
    if bytes.len() < HEADER_LEN {
        return Err(XqfError::TruncatedHeader(bytes.len()));
    }
    let h = &bytes[..HEADER_LEN];
    let version = h[2];
    let keys = Keys::of(h);

    // The pieces.
    let mut squares = [0u8; 32];
    for (i, &b) in h[0x10..0x30].iter().enumerate() {
        let at = if version >= 12 {
            (usize::from(keys.xy) + i + 1) % 32
        } else {
            i
        };
        squares[at] = b;
    }
    let mut board: [Option<(Side, Role)>; 90] = [None; 90];
    for (i, &v) in squares.iter().enumerate() {
        let Some(sq) = square(v.wrapping_sub(keys.xy)) else {
            continue;
        };
        let side = if i < 16 { Side::First } else { Side::Second };
        if board[sq.index()].is_some() {
            return Err(XqfError::BadPosition(format!("two pieces on {sq}")));
        }
        board[sq.index()] = Some((side, PIECE_ROLES[i % 16]));
    }

    // The tree: the root, then the main line, then the variations.
    let mut d = Data {
        raw: &bytes[HEADER_LEN..],
        keys,
        at: 0,
    };
    let root = read_node(&mut d, version)?;
    let mut comments = vec![root.comment];
    let mut line = Vec::new();
    let mut alts = usize::from(root.alt);
    let mut more = root.next;
    let mut stop = None;
    while more {
        let n = match read_node(&mut d, version) {
            Ok(n) => n,
            Err(e) => {
                stop = Some(e);
                break;
            }
        };
        alts += usize::from(n.alt);
        more = n.next;
        line.push((n.from, n.to));
        comments.push(n.comment);
    }
    // Variations: the rest of the tree in pre-order; counted, not kept, and
    // a damaged variation does not cost the main line.
    let mut variations = alts;
    let mut pending = if stop.is_some() { 0 } else { alts };
    while pending > 0 {
        pending -= 1;
        let Ok(n) = read_node(&mut d, version) else {
            break;
        };
        pending += usize::from(n.next) + usize::from(n.alt);
        variations += usize::from(n.alt);
    }

    // Side to move: the first move's piece, else the header.
    let first_side = line
        .first()
        .and_then(|&(f, _)| square(f))
        .and_then(|sq| board[sq.index()])
        .map(|(s, _)| s);
    let turn = first_side.unwrap_or(if h[0x32] == 1 {
        Side::Second
    } else {
        Side::First
    });
    let mut fen = String::new();
    for rank in (0..10u8).rev() {
        let mut empty = 0;
        for file in 0..9u8 {
            let sq = Square::new(file, rank).map(|s| s.index()).unwrap_or(0);
            match board[sq] {
                None => empty += 1,
                Some((side, role)) => {
                    if empty > 0 {
                        fen.push_str(&empty.to_string());
                        empty = 0;
                    }
                    fen.push(crate::Piece::new(side, role).char());
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
    let start = Position::from_fen(&fen, &RuleProfile::XIANGQI)
        .map_err(|e| XqfError::BadPosition(e.to_string()))?;

    // The record.
    let mut r = GameRecord::new(&start);
    r.event = text(h, 0xD0, 64);
    r.date = text(h, 0x110, 16);
    r.site = text(h, 0x120, 16);
    r.players = [text(h, 0x130, 16), text(h, 0x140, 16)];
    r.result = match h[0x33] {
        1 => RecordResult::Win(Side::First),
        2 => RecordResult::Win(Side::Second),
        3 | 4 => RecordResult::Draw,
        _ => RecordResult::Unknown,
    };
    r.result_text = r.result.pgn().to_string();
    for (name, at, cap) in [
        ("Title", 0x50, 64),
        ("Opening", 0x150, 64),
        ("RedTime", 0x190, 16),
        ("BlackTime", 0x1A0, 16),
        ("Annotator", 0x1D0, 16),
        ("Author", 0x1E0, 16),
    ] {
        let v = text(h, at, cap);
        if !v.is_empty() {
            r.headers.push((name.to_string(), v));
        }
    }

    let mut pos = start;
    for (i, &(f, t)) in line.iter().enumerate() {
        let ply = i + 1;
        let (Some(from), Some(to)) = (square(f), square(t)) else {
            stop = Some(XqfError::BadSquare { ply });
            break;
        };
        let Ok(m) = notation::parse_uci(&pos, &format!("{from}{to}")) else {
            stop = Some(XqfError::Illegal {
                ply,
                uci: format!("{from}{to}"),
            });
            break;
        };
        play_on(&mut pos, m);
        r.moves.push(m);
    }
    comments.truncate(r.moves.len() + 1);
    r.finish(&pos);
    Ok((
        XqfGame {
            record: r,
            version,
            comments,
            variations,
        },
        stop,
    ))
}
