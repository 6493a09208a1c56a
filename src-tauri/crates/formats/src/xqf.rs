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

mod binary;

pub use self::binary::{XqfError, HEADER_LEN, KEY_TEXT, MAGIC, PIECE_ROLES};

use self::binary::{read_node, square, text, Data, Keys};
use crate::record::{
    play_on, GameRecord, ImportError, ImportErrorKind as K, LenientGame, RecordResult, MAX_INPUT,
};
use janggi_rules::{notation, Position, Role, RuleProfile, Side, Square};

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

/// Reads a `.xqf` file as a one-game list (for [`read_any`](crate::read_any)).
pub fn read(bytes: &[u8]) -> Result<Vec<GameRecord>, ImportError> {
    Ok(vec![read_game(bytes)?.record])
}

/// Reads a `.xqf` file as a one-game list, keeping the moves of the main
/// line before the first bad (or truncated) one, and that error, as
/// [`gib::read_lenient`](crate::gib::read_lenient) does. File-wide problems
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
                    fen.push(janggi_rules::Piece::new(side, role).char());
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
