//! Move notation: UCI coordinates, WXF, Chinese notation and ICCS for
//! Xiangqi (the last two: see [`chinese`] and [`iccs`]), Korean coordinates
//! for Janggi.
//!
//! # UCI (both games)
//!
//! `{from}{to}` with files `a..i` from the first player's left and ranks
//! `1..10` from the first player's side, as Fairy-Stockfish writes them:
//! `h1g3`, `a10a9`. A pass is the general's move to its own square (`e2e2`).
//! [`parse_uci`] accepts only moves legal in the position.
//!
//! # WXF (Xiangqi)
//!
//! `{piece}{file}{direction}{number}`, the official WXF/AXF notation:
//!
//! * piece: `K` general, `A` advisor, `E` elephant, `H` horse, `R` chariot,
//!   `C` cannon, `P` soldier;
//! * file: `1..9` counted from the mover's own right;
//! * direction: `+` forward, `-` backward, `.` sideways (some sources write
//!   `=`; [`parse_wxf`] accepts both);
//! * number: for a straight move along the file, the number of steps; for a
//!   sideways or diagonal move (advisor, elephant, horse), the destination
//!   file.
//!
//! Tandem pieces (two chariots, horses or cannons of the mover on one file)
//! replace the file digit by `+` (front) or `-` (rear): `R+.3`, `C--1`,
//! `H-+7` — always, as the WXF standard says (Fairy-Stockfish omits the mark
//! when only one of the two can make the move). Advisors and elephants keep
//! their file digit (`A6+5`): on one file, only one of two can move in a
//! given direction. Soldiers:
//! with three on a file the middle one keeps its file digit (`P+.4`,
//! `P3.4`, `P-.4`); with four or five the foremost and rearmost are written
//! `++` and `--` without the letter (`++.4`, `P+.4`, `P3.4`, `P-.4`,
//! `--.4`); when two files each hold two or more soldiers, the letter is
//! replaced by the file digit (`3+.4`, `33.4`, `3-.4`, `7+.6`).
//!
//! # Korean coordinates (Janggi)
//!
//! `{from rank}{from file}{piece}{to rank}{to file}` as in `.gib` records:
//! ranks `1..9, 0` from the top (Han's back rank is 1, Cho's is 0), files
//! `1..9` from the left as Cho sees the board; pieces 차 포 마 상 사 장 and
//! 졸 (Cho) / 병 (Han). `08마87` is `h1g3`; a pass is `한수쉼`.

use crate::{Move, PlayError, Position, Role, Side, Square, Variant};

mod chinese;
mod files;

pub use chinese::{
    chinese, chinese_with, iccs, is_chinese_move, parse_chinese, parse_iccs, split_iccs,
    ChineseStyle, RED_NUMERALS,
};
use files::{forwardness, on_file};
pub use files::{own_rank, wxf_file};

/// The UCI form of `m` in `pos` (`h1g3`; a pass as the general's move to its
/// own square, e.g. `e2e2`; `0000` for [`Move::NONE`] or a pass without a
/// general).
///
/// ```
/// use janggi_rules::{notation, Move, Position, RuleProfile};
/// let pos = Position::new(&RuleProfile::JANGGI_STANDARD);
/// assert_eq!(notation::uci(&pos, Move::PASS), "e2e2");
/// ```
pub fn uci(pos: &Position, m: Move) -> String {
    if m.is_pass() {
        match pos.general(pos.turn()) {
            Some(g) => format!("{g}{g}"),
            None => "0000".to_string(),
        }
    } else if m.is_none() {
        "0000".to_string()
    } else {
        format!("{}{}", m.from(), m.to())
    }
}

/// Splits `h1g3` / `a10a9` into two squares.
fn split_uci(s: &str) -> Option<(Square, Square)> {
    if !s.is_ascii() || s.len() < 4 || s.len() > 6 {
        return None;
    }
    let b = s.as_bytes();
    // The second square starts at the first letter after position 0.
    let cut = (1..b.len()).find(|&i| b[i].is_ascii_alphabetic())?;
    Some((Square::parse(&s[..cut])?, Square::parse(&s[cut..])?))
}

/// Reads a UCI move and returns it if it is legal in `pos`.
///
/// A move of the side to move's general to its own square is the pass.
/// Text that is not two squares gives [`PlayError::BadNotation`]; a well
/// formed move that is not legal here gives [`PlayError::Illegal`].
///
/// ```
/// use janggi_rules::{notation, Move, Position, RuleProfile};
/// let pos = Position::new(&RuleProfile::JANGGI_STANDARD);
/// assert_eq!(notation::parse_uci(&pos, "e2e2"), Ok(Move::PASS));
/// assert!(notation::parse_uci(&pos, "h1g3").is_ok());
/// assert!(notation::parse_uci(&pos, "h1h5").is_err());
/// ```
pub fn parse_uci(pos: &Position, s: &str) -> Result<Move, PlayError> {
    let t = s.trim();
    let (from, to) = split_uci(t).ok_or_else(|| PlayError::BadNotation(t.to_string()))?;
    if from == to {
        if pos.general(pos.turn()) == Some(from) && pos.is_legal(Move::PASS) {
            return Ok(Move::PASS);
        }
        return Err(PlayError::Illegal(t.to_string()));
    }
    pos.legal_moves()
        .iter()
        .copied()
        .find(|m| !m.is_pass() && m.from() == from && m.to() == to)
        .ok_or_else(|| PlayError::Illegal(t.to_string()))
}

// ---------------------------------------------------------------------------
// WXF

/// WXF letter of a role.
const fn wxf_letter(role: Role) -> char {
    match role {
        Role::General => 'K',
        Role::Guard => 'A',
        Role::Elephant => 'E',
        Role::Horse => 'H',
        Role::Chariot => 'R',
        Role::Cannon => 'C',
        Role::Soldier => 'P',
    }
}

/// The piece-and-file part of a WXF move (`R2`, `R+`, `P3`, `++`, `3+` …).
fn wxf_origin(pos: &Position, side: Side, role: Role, from: Square) -> String {
    let letter = wxf_letter(role);
    let file_digit = (b'0' + wxf_file(from, side)) as char;
    let same = on_file(pos, side, role, from.file());
    let n = same.len();
    let idx = same.iter().position(|&s| s == from).unwrap_or(0);
    // Advisors and elephants keep the file digit: of two on one file only one
    // can move in a given direction, so the move is never ambiguous (the
    // common practice, and Fairy-Stockfish's).
    if n <= 1 || matches!(role, Role::Guard | Role::Elephant) {
        return format!("{letter}{file_digit}");
    }
    if role != Role::Soldier {
        let mark = if idx == 0 { '+' } else { '-' };
        return format!("{letter}{mark}");
    }
    // Soldiers: front / rear / middle within the file.
    let mark = match (n, idx) {
        (_, 0) => '+',
        (_, i) if i == n - 1 => '-',
        (3, 1) | (5, 2) => file_digit,
        (_, 1) => '+',
        _ => '-',
    };
    if tandem_soldier_files(pos, side) >= 2 {
        // Two files with tandem soldiers: the file digit replaces the letter.
        return format!("{file_digit}{mark}");
    }
    match (n, idx) {
        (4.., 0) => "++".to_string(),
        (4.., i) if i == n - 1 => "--".to_string(),
        _ => format!("{letter}{mark}"),
    }
}

/// Number of files holding two or more of `side`'s soldiers.
fn tandem_soldier_files(pos: &Position, side: Side) -> usize {
    (0..9)
        .filter(|&f| on_file(pos, side, Role::Soldier, f).len() >= 2)
        .count()
}

/// The WXF form of `m` in `pos` (see the module docs), e.g. `C2.5`, `H8+7`,
/// `R+.3`. A pass (Janggi only) is written `pass`.
///
/// ```
/// use janggi_rules::{notation, Position, RuleProfile};
/// let pos = Position::new(&RuleProfile::XIANGQI);
/// let m = notation::parse_uci(&pos, "h3e3").unwrap();
/// assert_eq!(notation::wxf(&pos, m), "C2.5");
/// let m = notation::parse_uci(&pos, "b1c3").unwrap();
/// assert_eq!(notation::wxf(&pos, m), "H8+7");
/// ```
pub fn wxf(pos: &Position, m: Move) -> String {
    if m.is_pass() {
        return "pass".to_string();
    }
    if m.is_none() {
        return "none".to_string();
    }
    let (from, to) = (m.from(), m.to());
    let side = pos.piece_at(from).map_or(pos.turn(), |p| p.side);
    let role = pos.piece_at(from).map_or(m.role(), |p| p.role);
    let origin = wxf_origin(pos, side, role, from);
    let dr = forwardness(to, side) - forwardness(from, side);
    let dir = match dr.signum() {
        1 => '+',
        -1 => '-',
        _ => '.',
    };
    let last = if from.file() == to.file() {
        dr.unsigned_abs()
    } else {
        u32::from(wxf_file(to, side))
    };
    format!("{origin}{dir}{last}")
}

/// Reads a WXF move (`C2.5`, `C2=5`, `R+.3`, `P3.4`, `++.4`, `3+.4`) and
/// returns it if it names exactly one legal move in `pos`.
///
/// ```
/// use janggi_rules::{notation, Position, RuleProfile};
/// let pos = Position::new(&RuleProfile::XIANGQI);
/// let m = notation::parse_wxf(&pos, "C2=5").unwrap();
/// assert_eq!(notation::uci(&pos, m), "h3e3");
/// ```
pub fn parse_wxf(pos: &Position, s: &str) -> Result<Move, PlayError> {
    let t = s.trim();
    let canon = t.replace('=', ".").to_ascii_uppercase();
    if canon.len() < 4 || !canon.is_ascii() {
        return Err(PlayError::BadNotation(t.to_string()));
    }
    let mut found = None;
    for m in pos.legal_moves().iter().copied() {
        if !m.is_pass() && wxf(pos, m) == canon {
            if found.is_some() {
                return Err(PlayError::Illegal(format!("{t} (ambiguous)")));
            }
            found = Some(m);
        }
    }
    found.ok_or_else(|| {
        let b = canon.as_bytes();
        let well_formed = b.len() == 4
            && (b"KAEHRCP+-".contains(&b[0]) || b[0].is_ascii_digit())
            && (b[1].is_ascii_digit() || b[1] == b'+' || b[1] == b'-')
            && b".+-".contains(&b[2])
            && b[3].is_ascii_digit();
        if well_formed {
            PlayError::Illegal(t.to_string())
        } else {
            PlayError::BadNotation(t.to_string())
        }
    })
}

// ---------------------------------------------------------------------------
// Korean coordinates

/// The Korean pass, 한수쉼.
pub const KOREAN_PASS: &str = "한수쉼";

/// Korean name of a Janggi piece (졸 for Cho's soldier, 병 for Han's).
pub const fn korean_piece(side: Side, role: Role) -> &'static str {
    match role {
        Role::General => "장",
        Role::Guard => "사",
        Role::Elephant => "상",
        Role::Horse => "마",
        Role::Chariot => "차",
        Role::Cannon => "포",
        Role::Soldier => match side {
            Side::First => "졸",
            Side::Second => "병",
        },
    }
}

/// Korean rank digit: rank index 9 (Han's back rank) is `1`, …, rank index 1
/// is `9`, rank index 0 (Cho's back rank) is `0`.
///
/// ```
/// use janggi_rules::{notation, Square};
/// assert_eq!(notation::korean_rank(Square::parse("h1").unwrap()), 0); // 08마87
/// assert_eq!(notation::korean_rank(Square::parse("g3").unwrap()), 8);
/// assert_eq!(notation::korean_rank(Square::parse("a10").unwrap()), 1);
/// ```
pub const fn korean_rank(sq: Square) -> u8 {
    (10 - sq.rank()) % 10
}

/// Korean file digit: `1..9` from the left as Cho sees the board (the same
/// for both players: the numbers belong to the board).
///
/// ```
/// use janggi_rules::{notation, Square};
/// assert_eq!(notation::korean_file(Square::parse("h1").unwrap()), 8);
/// ```
pub const fn korean_file(sq: Square) -> u8 {
    sq.file() + 1
}

/// The Korean coordinate form of `m` in `pos`: `08마87`, `79졸78`, `한수쉼`.
///
/// ```
/// use janggi_rules::{notation, Move, Position, RuleProfile};
/// let pos = Position::new(&RuleProfile::JANGGI_STANDARD);
/// let m = notation::parse_uci(&pos, "h1g3").unwrap();
/// assert_eq!(notation::korean(&pos, m), "08마87");
/// assert_eq!(notation::korean(&pos, Move::PASS), "한수쉼");
/// ```
pub fn korean(pos: &Position, m: Move) -> String {
    if m.is_pass() {
        return KOREAN_PASS.to_string();
    }
    gib_coordinates(pos, m, |side, role| korean_piece(side, role).to_string())
}

/// A move as `.gib` coordinates around its piece's name: from (rank, file),
/// `piece(side, role)`, to.
fn gib_coordinates(pos: &Position, m: Move, piece: impl Fn(Side, Role) -> String) -> String {
    if m.is_none() {
        return "0000".to_string();
    }
    let (from, to) = (m.from(), m.to());
    let side = pos.piece_at(from).map_or(pos.turn(), |p| p.side);
    let role = pos.piece_at(from).map_or(m.role(), |p| p.role);
    format!(
        "{}{}{}{}{}",
        korean_rank(from),
        korean_file(from),
        piece(side, role),
        korean_rank(to),
        korean_file(to)
    )
}

/// The role named by a Korean (Hangul or Hanja) piece character.
fn korean_role(c: char) -> Option<Role> {
    Some(match c {
        '장' | '궁' | '將' | '楚' | '漢' | '帥' => Role::General,
        '사' | '士' | '仕' => Role::Guard,
        '상' | '象' | '相' => Role::Elephant,
        '마' | '馬' | '傌' => Role::Horse,
        '차' | '車' | '俥' => Role::Chariot,
        '포' | '包' | '砲' | '炮' => Role::Cannon,
        '졸' | '병' | '卒' | '兵' => Role::Soldier,
        _ => return None,
    })
}

/// Reads a Korean coordinate move as written in `.gib` records and returns
/// it if it is legal in `pos`: `08마87`, `79졸78`, with Hanja (`08馬87`),
/// an optional side marker before the piece (`71초졸72`, `71楚卒72`), and
/// anything after the destination ignored (a captured piece, `장군`).
/// `한수쉼` is the pass.
///
/// ```
/// use janggi_rules::{notation, Position, RuleProfile};
/// let pos = Position::new(&RuleProfile::JANGGI_STANDARD);
/// let m = notation::parse_korean(&pos, "08馬87").unwrap();
/// assert_eq!(notation::uci(&pos, m), "h1g3");
/// ```
pub fn parse_korean(pos: &Position, s: &str) -> Result<Move, PlayError> {
    let t = s.trim();
    let bad = || PlayError::BadNotation(t.to_string());
    if t.starts_with(KOREAN_PASS) {
        return if pos.is_legal(Move::PASS) {
            Ok(Move::PASS)
        } else {
            Err(PlayError::Illegal(t.to_string()))
        };
    }
    let mut chars = t.chars().peekable();
    let digit = |chars: &mut std::iter::Peekable<std::str::Chars<'_>>| {
        chars.next().and_then(|c| c.to_digit(10)).map(|d| d as u8)
    };
    let (fr, ff) = (
        digit(&mut chars).ok_or_else(bad)?,
        digit(&mut chars).ok_or_else(bad)?,
    );
    // Optional side marker, then the piece.
    let mut role = None;
    for _ in 0..2 {
        let c = chars.next().ok_or_else(bad)?;
        if matches!(c, '초' | '한' | '楚' | '漢')
            && chars.peek().is_some_and(|&n| korean_role(n).is_some())
        {
            continue;
        }
        role = korean_role(c);
        break;
    }
    let role = role.ok_or_else(bad)?;
    let (tr, tf) = (
        digit(&mut chars).ok_or_else(bad)?,
        digit(&mut chars).ok_or_else(bad)?,
    );
    let square = |r: u8, f: u8| {
        if f == 0 {
            return None;
        }
        Square::new(f - 1, (10 - r) % 10)
    };
    let from = square(fr, ff).ok_or_else(bad)?;
    let to = square(tr, tf).ok_or_else(bad)?;
    pos.legal_moves()
        .iter()
        .copied()
        .find(|m| !m.is_pass() && m.from() == from && m.to() == to && m.role() == role)
        .ok_or_else(|| PlayError::Illegal(t.to_string()))
}

/// The move in the game's own notation: WXF for Xiangqi, Korean
/// coordinates for Janggi.
pub fn describe(pos: &Position, m: Move) -> String {
    match pos.variant() {
        Variant::Xiangqi => wxf(pos, m),
        Variant::Janggi => korean(pos, m),
    }
}

/// A Janggi move for readers without Hangul: the `.gib` coordinates of
/// [`korean`] with a Latin letter for the piece (K general, A guard,
/// E elephant, H horse, R chariot, C cannon, P soldier): `02H83` for
/// `02마83`, `pass` for a pass.
pub fn janggi_latin(pos: &Position, m: Move) -> String {
    if m.is_pass() {
        return "pass".to_string();
    }
    // The WXF letters (Xiangqi's advisor is Janggi's guard).
    gib_coordinates(pos, m, |_, role| wxf_letter(role).to_string())
}

#[cfg(test)]
mod tests;
