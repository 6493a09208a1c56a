//! Chinese move notation for Xiangqi (`炮二平五`, `马８进７`, `前炮平四`) and
//! ICCS coordinates (`H2-E2`).
//!
//! # Chinese notation
//!
//! Four characters, `{piece}{file}{direction}{number}`, the notation of
//! Chinese books, newspapers and the usual Xiangqi programs:
//!
//! * piece: Red 帅 仕 相 马 车 炮 兵, Black 将 士 象 马 车 炮 卒 (traditional
//!   帥 傌 俥 將 馬 車 砲 包 read too);
//! * file: counted from the mover's own right, 1..9; Red writes Chinese
//!   numerals (一 … 九), Black Arabic digits, usually full-width (１ … ９);
//! * direction: 进 forward, 退 backward, 平 sideways (traditional 進);
//! * number: steps for a straight move along the file, else the
//!   destination file (advisor, elephant and horse moves always).
//!
//! Two pieces of one kind on one file are told apart by 前 (front) and 后
//! (rear) in place of the file: `前炮平四`. Soldiers: three on a file are
//! 前/中/后, four or five are numbered from the front (`一兵` … `五兵`); when
//! two files each hold two or more of the mover's soldiers, the file numeral
//! takes the place of the piece (`前七平六`, `后７进１`). Advisors and
//! elephants keep their file (`仕四进五`), as in WXF. [`parse_chinese`] also
//! accepts the five-character forms (`前兵七平六`), a piece-then-marker order
//! (`炮前平四`), either digit style for either side, and the plain
//! `{piece}{file}` form for a tandem piece when it names one legal move.
//!
//! # ICCS
//!
//! `{from}-{to}` with files `A..I` from Red's left and ranks `0..9` from
//! Red's side (`H2-E2` is UCI `h3e3`); [`parse_iccs`] also reads the
//! lowercase, dash-less form (`h2e2`).

use super::files::{forwardness, on_file, wxf_file};
use crate::{Move, PlayError, Position, Role, Side, Square};

/// How [`chinese_with`] writes a move.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default)]
pub struct ChineseStyle {
    /// Traditional characters (帥 傌 俥 將 馬 車 砲 進 後).
    pub traditional: bool,
    /// Black's digits in ASCII (`马8进7`) instead of full-width (`马８进７`).
    pub ascii_digits: bool,
}

/// Red's numbers 1..9 (一 … 九), as Red's file numbers are written and
/// printed along Red's edge of traditional boards.
pub const RED_NUMERALS: [char; 9] = ['一', '二', '三', '四', '五', '六', '七', '八', '九'];
const FULLWIDTH: [char; 9] = ['１', '２', '３', '４', '５', '６', '７', '８', '９'];

/// The character of `side`'s `role`.
fn piece_char(side: Side, role: Role, traditional: bool) -> char {
    match (side, role, traditional) {
        (Side::First, Role::General, false) => '帅',
        (Side::First, Role::General, true) => '帥',
        (Side::Second, Role::General, false) => '将',
        (Side::Second, Role::General, true) => '將',
        (Side::First, Role::Guard, _) => '仕',
        (Side::Second, Role::Guard, _) => '士',
        (Side::First, Role::Elephant, _) => '相',
        (Side::Second, Role::Elephant, _) => '象',
        (_, Role::Horse, false) => '马',
        (Side::First, Role::Horse, true) => '傌',
        (Side::Second, Role::Horse, true) => '馬',
        (_, Role::Chariot, false) => '车',
        (Side::First, Role::Chariot, true) => '俥',
        (Side::Second, Role::Chariot, true) => '車',
        (Side::First, Role::Cannon, _) => '炮',
        (Side::Second, Role::Cannon, false) => '炮',
        (Side::Second, Role::Cannon, true) => '砲',
        (Side::First, Role::Soldier, _) => '兵',
        (Side::Second, Role::Soldier, _) => '卒',
    }
}

/// The role a piece character names (simplified or traditional, either side).
fn role_of(c: char) -> Option<Role> {
    Some(match c {
        '帅' | '帥' | '将' | '將' => Role::General,
        '仕' | '士' => Role::Guard,
        '相' | '象' => Role::Elephant,
        '马' | '馬' | '傌' | '瑪' => Role::Horse,
        '车' | '車' | '俥' | '伡' => Role::Chariot,
        '炮' | '砲' | '包' => Role::Cannon,
        '兵' | '卒' => Role::Soldier,
        _ => return None,
    })
}

/// A number 1..9 written as a Chinese numeral, an ASCII or a full-width digit.
fn number_of(c: char) -> Option<u8> {
    if let Some(i) = RED_NUMERALS.iter().position(|&x| x == c) {
        return Some(i as u8 + 1);
    }
    if let Some(i) = FULLWIDTH.iter().position(|&x| x == c) {
        return Some(i as u8 + 1);
    }
    match c {
        '1'..='9' => Some(c as u8 - b'0'),
        _ => None,
    }
}

/// `n` (1..9) as `side` writes it.
fn numeral(side: Side, n: u32, style: ChineseStyle) -> char {
    let i = (n.clamp(1, 9) - 1) as usize;
    match side {
        Side::First => RED_NUMERALS[i],
        Side::Second if style.ascii_digits => (b'1' + i as u8) as char,
        Side::Second => FULLWIDTH[i],
    }
}

/// Number of files with two or more of `side`'s soldiers.
fn tandem_soldier_files(pos: &Position, side: Side) -> usize {
    (0..9)
        .filter(|&f| on_file(pos, side, Role::Soldier, f).len() >= 2)
        .count()
}

/// The selector of the piece at index `idx` of `n` on its file: 前/中/后 or
/// an ordinal numeral.
fn selector(n: usize, idx: usize, traditional: bool) -> char {
    let rear = if traditional { '後' } else { '后' };
    match (n, idx) {
        (2 | 3, 0) => '前',
        (2 | 3, i) if i == n - 1 => rear,
        (3, _) => '中',
        (_, i) => RED_NUMERALS[i.min(8)],
    }
}

/// The Chinese form of `m` in `pos` in the default style (simplified
/// characters, full-width digits for Black), e.g. `炮二平五`, `马８进７`,
/// `前炮平四`. A pass is written `停着`.
///
/// ```
/// use janggi_rules::{notation, Position, RuleProfile};
/// let pos = Position::new(&RuleProfile::XIANGQI);
/// let m = notation::parse_uci(&pos, "h3e3").unwrap();
/// assert_eq!(notation::chinese(&pos, m), "炮二平五");
/// ```
pub fn chinese(pos: &Position, m: Move) -> String {
    chinese_with(pos, m, ChineseStyle::default())
}

/// The Chinese form of `m` in `pos` in `style` (see the module docs).
pub fn chinese_with(pos: &Position, m: Move, style: ChineseStyle) -> String {
    if m.is_pass() {
        return "停着".to_string();
    }
    if m.is_none() {
        return "none".to_string();
    }
    let (from, to) = (m.from(), m.to());
    let side = pos.piece_at(from).map_or(pos.turn(), |p| p.side);
    let role = pos.piece_at(from).map_or(m.role(), |p| p.role);
    let mut out = String::new();
    let same = on_file(pos, side, role, from.file());
    let n = same.len();
    let idx = same.iter().position(|&s| s == from).unwrap_or(0);
    let file_char = numeral(side, u32::from(wxf_file(from, side)), style);
    let piece = piece_char(side, role, style.traditional);
    if n <= 1 || matches!(role, Role::Guard | Role::Elephant | Role::General) {
        out.push(piece);
        out.push(file_char);
    } else if role == Role::Soldier && tandem_soldier_files(pos, side) >= 2 {
        out.push(selector(n, idx, style.traditional));
        out.push(file_char);
    } else {
        out.push(selector(n, idx, style.traditional));
        out.push(piece);
    }
    let dr = forwardness(to, side) - forwardness(from, side);
    out.push(match dr.signum() {
        1 if style.traditional => '進',
        1 => '进',
        -1 => '退',
        _ => '平',
    });
    let last = if from.file() == to.file() {
        dr.unsigned_abs()
    } else {
        u32::from(wxf_file(to, side))
    };
    out.push(numeral(side, last, style));
    out
}

/// Which of the pieces on a file a move names.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum Which {
    Front,
    Middle,
    Rear,
    /// 1-based, from the front.
    Nth(u8),
}

#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum Tok {
    Piece(Role),
    Num(u8),
    Sel(Which),
    Dir(i32),
}

fn tok(c: char) -> Option<Tok> {
    if let Some(r) = role_of(c) {
        return Some(Tok::Piece(r));
    }
    if let Some(n) = number_of(c) {
        return Some(Tok::Num(n));
    }
    Some(match c {
        '前' => Tok::Sel(Which::Front),
        '中' => Tok::Sel(Which::Middle),
        '后' | '後' => Tok::Sel(Which::Rear),
        '进' | '進' => Tok::Dir(1),
        '退' => Tok::Dir(-1),
        '平' => Tok::Dir(0),
        _ => return None,
    })
}

/// Whether `s` looks like a Chinese-notation move (it has a direction
/// character and a piece or marker character).
pub fn is_chinese_move(s: &str) -> bool {
    let toks: Vec<Option<Tok>> = s.chars().map(tok).collect();
    toks.iter().any(|t| matches!(t, Some(Tok::Dir(_))))
        && toks
            .iter()
            .any(|t| matches!(t, Some(Tok::Piece(_) | Tok::Sel(_))))
}

/// Reads a Chinese-notation move (see the module docs for the forms) and
/// returns it if it names exactly one legal move in `pos`.
///
/// ```
/// use janggi_rules::{notation, Position, RuleProfile};
/// let pos = Position::new(&RuleProfile::XIANGQI);
/// let m = notation::parse_chinese(&pos, "炮二平五").unwrap();
/// assert_eq!(notation::uci(&pos, m), "h3e3");
/// let m = notation::parse_chinese(&pos, "砲2平5").unwrap();
/// assert_eq!(notation::uci(&pos, m), "h3e3");
/// ```
pub fn parse_chinese(pos: &Position, s: &str) -> Result<Move, PlayError> {
    let t = s.trim().trim_end_matches(['!', '?', '+', '#', '！', '？']);
    let bad = || PlayError::BadNotation(s.trim().to_string());
    let chars: Vec<char> = t.chars().filter(|c| !c.is_whitespace()).collect();
    if !(4..=5).contains(&chars.len()) {
        return Err(bad());
    }
    let toks: Vec<Tok> = chars
        .iter()
        .map(|&c| tok(c))
        .collect::<Option<_>>()
        .ok_or_else(bad)?;
    let k = toks.len();
    let (Tok::Dir(dir), Tok::Num(number)) = (toks[k - 2], toks[k - 1]) else {
        return Err(bad());
    };
    // (role, file, which)
    let (role, file, which): (Option<Role>, Option<u8>, Option<Which>) = match toks[..k - 2] {
        [Tok::Piece(r), Tok::Num(f)] => (Some(r), Some(f), None),
        [Tok::Sel(w), Tok::Piece(r)] | [Tok::Piece(r), Tok::Sel(w)] => (Some(r), None, Some(w)),
        [Tok::Num(i), Tok::Piece(r)] => (Some(r), None, Some(Which::Nth(i))),
        [Tok::Sel(w), Tok::Num(f)] => (Some(Role::Soldier), Some(f), Some(w)),
        [Tok::Num(i), Tok::Num(f)] => (Some(Role::Soldier), Some(f), Some(Which::Nth(i))),
        [Tok::Sel(w), Tok::Piece(r), Tok::Num(f)] => (Some(r), Some(f), Some(w)),
        [Tok::Num(i), Tok::Piece(r), Tok::Num(f)] => (Some(r), Some(f), Some(Which::Nth(i))),
        _ => return Err(bad()),
    };
    let side = pos.turn();
    let mut found = None;
    for m in pos.legal_moves().iter().copied() {
        if m.is_pass() {
            continue;
        }
        let (from, to) = (m.from(), m.to());
        let Some(p) = pos.piece_at(from) else {
            continue;
        };
        if role.is_some_and(|r| r != p.role) || file.is_some_and(|f| f != wxf_file(from, side)) {
            continue;
        }
        if let Some(w) = which {
            let same = on_file(pos, side, p.role, from.file());
            let n = same.len();
            let idx = same.iter().position(|&s| s == from).unwrap_or(0);
            let ok = n >= 2
                && match w {
                    Which::Front => idx == 0,
                    Which::Rear => idx == n - 1,
                    Which::Middle => n % 2 == 1 && idx == n / 2,
                    Which::Nth(i) => usize::from(i) == idx + 1,
                };
            if !ok {
                continue;
            }
        }
        let dr = forwardness(to, side) - forwardness(from, side);
        if dr.signum() != dir {
            continue;
        }
        let want = if from.file() == to.file() {
            dr.unsigned_abs()
        } else {
            u32::from(wxf_file(to, side))
        };
        if want != u32::from(number) {
            continue;
        }
        if found.is_some_and(|f| f != m) {
            return Err(PlayError::Illegal(format!("{} (ambiguous)", s.trim())));
        }
        found = Some(m);
    }
    found.ok_or_else(|| PlayError::Illegal(s.trim().to_string()))
}

// ---------------------------------------------------------------------------
// ICCS

/// The ICCS form of `m` (`H2-E2`; files `A..I` from Red's left, ranks
/// `0..9` from Red's side). A pass is written `0000`.
///
/// ```
/// use janggi_rules::{notation, Position, RuleProfile};
/// let pos = Position::new(&RuleProfile::XIANGQI);
/// let m = notation::parse_uci(&pos, "h3e3").unwrap();
/// assert_eq!(notation::iccs(m), "H2-E2");
/// ```
pub fn iccs(m: Move) -> String {
    if m.is_pass() || m.is_none() {
        return "0000".to_string();
    }
    let sq = |s: Square| format!("{}{}", (b'A' + s.file()) as char, s.rank());
    format!("{}-{}", sq(m.from()), sq(m.to()))
}

/// Splits an ICCS move (`H2-E2`, `h2e2`, `h2-e2`) into its two squares,
/// syntax only: no position, so nothing says the move is legal (that is
/// [`parse_iccs`]). File letters `a`–`i` in either case, rank digits `0`–`9`
/// from Red's side (ICCS rank 0 is the square UCI calls rank 1), at most one
/// dash; anything else is `None`. Record readers use it to tell ICCS from
/// UCI coordinates before there is a position to try them in.
///
/// ```
/// use janggi_rules::notation::split_iccs;
/// let (from, to) = split_iccs("H2-E2").unwrap();
/// assert_eq!((from.to_string(), to.to_string()), ("h3".to_string(), "e3".to_string()));
/// assert_eq!(split_iccs("h2e2"), split_iccs("H2-E2"));
/// assert!(split_iccs("h10e10").is_none() && split_iccs("j2e2").is_none());
/// ```
pub fn split_iccs(s: &str) -> Option<(Square, Square)> {
    let b: Vec<u8> = s.bytes().filter(|&c| c != b'-').collect();
    if b.len() != 4 || s.len() > 5 || !s.is_ascii() {
        return None;
    }
    let sq = |f: u8, r: u8| {
        let f = f.to_ascii_lowercase();
        if !(b'a'..=b'i').contains(&f) || !r.is_ascii_digit() {
            return None;
        }
        Square::new(f - b'a', r - b'0')
    };
    Some((sq(b[0], b[1])?, sq(b[2], b[3])?))
}

/// Reads an ICCS move and returns it if it is legal in `pos`.
///
/// ```
/// use janggi_rules::{notation, Position, RuleProfile};
/// let pos = Position::new(&RuleProfile::XIANGQI);
/// let m = notation::parse_iccs(&pos, "h2e2").unwrap();
/// assert_eq!(notation::uci(&pos, m), "h3e3");
/// assert!(notation::parse_iccs(&pos, "h2e9").is_err());
/// ```
pub fn parse_iccs(pos: &Position, s: &str) -> Result<Move, PlayError> {
    let t = s.trim();
    let (from, to) = split_iccs(t).ok_or_else(|| PlayError::BadNotation(t.to_string()))?;
    pos.legal_moves()
        .iter()
        .copied()
        .find(|m| !m.is_pass() && m.from() == from && m.to() == to)
        .ok_or_else(|| PlayError::Illegal(t.to_string()))
}
