//! FEN, as Fairy-Stockfish and pychess.org write it for `janggi` and
//! `xiangqi`.
//!
//! ```text
//! rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1
//! └ ranks 10 → 1, files a → i ──────────────────────────────────┘ │ │ │ │ └ fullmove number
//!   uppercase = first player (Cho / Red)                           │ │ │ └ halfmove clock
//!                                                                  │ └─┴ castling, en passant: always "-"
//!                                                                  └ side to move: w = first, b = second
//! ```
//!
//! Reading is lenient where tools differ and strict where a position would
//! be unplayable:
//!
//! * side to move `w`, `b`, or `r` (= first player, as some Xiangqi tools
//!   write Red); missing = `w`;
//! * the castling and en-passant fields may be `-` or absent; the counters
//!   are optional (defaults 0 and 1; a fullmove number of 0 is read as 1);
//! * piece letters `k a b n r c p` (either case), with aliases `e` for the
//!   elephant and `h` for the horse; digits `1`–`9` for empty points (a
//!   `10`-style two-digit run is not allowed: a rank has 9 points);
//! * rejected, with the field and the reason ([`FenError`]): a board without
//!   exactly 10 ranks of exactly 9 points; a side without exactly one
//!   general; more pieces of a kind than a side starts with (2 guards, 2
//!   elephants, 2 horses, 2 chariots, 2 cannons, 5 soldiers); a general or
//!   guard/advisor outside its own palace; a Xiangqi elephant across the
//!   river; a position where the side *not* to move is in check (it could
//!   be captured; a game reaches one only by a pass that accepts a bikjang
//!   while in check, which ends it) or, in Xiangqi, where the generals face
//!   each other.
//!
//! Fairy-Stockfish accepts some of the rejected boards (it checks little
//! beyond the general count), but none of them can arise in a game, and
//! refusing them keeps every [`Position`] playable: the move generator can
//! rely on each general being in its palace and the move lists' capacity is
//! never exceeded. Pieces on points they could not reach in a game but can
//! legally stand on (a soldier on its own back rank, an elephant on an odd
//! point) are accepted.
//!
//! Writing always gives six fields: `<board> <w|b> - - <halfmove> <fullmove>`.

use std::fmt;

use crate::geometry::sq_in_palace;
use crate::position::{code, code_piece};
use crate::{Piece, Position, Role, RuleProfile, Side, Variant};

/// Which FEN field an error is about.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum FenField {
    /// The piece placement (first field).
    Board,
    /// Side to move (second field).
    SideToMove,
    /// Castling field (must be `-`).
    Castling,
    /// En-passant field (must be `-`).
    EnPassant,
    /// Halfmove clock (plies since the last capture).
    HalfmoveClock,
    /// Fullmove number.
    FullmoveNumber,
    /// Text after the last field.
    Trailing,
}

impl fmt::Display for FenField {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            FenField::Board => "board",
            FenField::SideToMove => "side to move",
            FenField::Castling => "castling",
            FenField::EnPassant => "en passant",
            FenField::HalfmoveClock => "halfmove clock",
            FenField::FullmoveNumber => "fullmove number",
            FenField::Trailing => "trailing text",
        })
    }
}

/// A FEN that could not be read: which field, and why.
///
/// ```
/// use janggi_rules::{FenField, Position, RuleProfile};
/// let e = Position::from_fen("9/9 w", &RuleProfile::XIANGQI).unwrap_err();
/// assert_eq!(e.field, FenField::Board);
/// assert_eq!(e.to_string(), "FEN board: 2 ranks, expected 10");
/// ```
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct FenError {
    /// The field at fault.
    pub field: FenField,
    /// What is wrong with it.
    pub message: String,
}

impl fmt::Display for FenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "FEN {}: {}", self.field, self.message)
    }
}

impl std::error::Error for FenError {}

fn err<T>(field: FenField, message: impl Into<String>) -> Result<T, FenError> {
    Err(FenError {
        field,
        message: message.into(),
    })
}

/// Longest FEN read (a valid one is under 100 bytes).
const MAX_FEN_LEN: usize = 256;

const MAX_COUNT: [u8; 7] = [1, 2, 2, 2, 2, 2, 5];

fn role_name(variant: Variant, role: Role) -> &'static str {
    match (variant, role) {
        (_, Role::General) => "general",
        (Variant::Janggi, Role::Guard) => "guard",
        (Variant::Xiangqi, Role::Guard) => "advisor",
        (_, Role::Elephant) => "elephant",
        (_, Role::Horse) => "horse",
        (_, Role::Chariot) => "chariot",
        (_, Role::Cannon) => "cannon",
        (_, Role::Soldier) => "soldier",
    }
}

fn side_name(variant: Variant, side: Side) -> &'static str {
    match (variant, side) {
        (Variant::Janggi, Side::First) => "Cho",
        (Variant::Janggi, Side::Second) => "Han",
        (Variant::Xiangqi, Side::First) => "Red",
        (Variant::Xiangqi, Side::Second) => "Black",
    }
}

impl Position {
    /// Reads a FEN (see the [module docs](crate::fen) for what is accepted).
    /// Never panics; errors name the field and the reason.
    ///
    /// ```
    /// use janggi_rules::{Position, RuleProfile};
    /// let fen = "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1";
    /// let p = Position::from_fen(fen, &RuleProfile::JANGGI_FAIRY_STOCKFISH).unwrap();
    /// assert_eq!(p.fen(), fen);
    /// assert!(Position::from_fen("rnba1abnr/4k4 w", &RuleProfile::JANGGI_STANDARD).is_err());
    /// ```
    pub fn from_fen(fen: &str, profile: &RuleProfile) -> Result<Position, FenError> {
        if fen.len() > MAX_FEN_LEN {
            return err(
                FenField::Board,
                format!("FEN longer than {MAX_FEN_LEN} bytes"),
            );
        }
        let variant = profile.variant;
        let mut fields = fen.split_ascii_whitespace();
        let board = match fields.next() {
            Some(b) => b,
            None => return err(FenField::Board, "empty FEN"),
        };
        let mut pos = Position::empty(profile);
        let ranks: Vec<&str> = board.split('/').collect();
        if ranks.len() != 10 {
            return err(
                FenField::Board,
                format!("{} ranks, expected 10", ranks.len()),
            );
        }
        let mut counts = [[0u8; 7]; 2];
        for (i, rank_text) in ranks.iter().enumerate() {
            let rank = 9 - i; // first field = rank 10
            let mut file = 0usize;
            let mut prev_digit = false;
            for ch in rank_text.chars() {
                if let Some(d) = ch.to_digit(10) {
                    if d == 0 {
                        return err(
                            FenField::Board,
                            format!("rank {}: empty-point count 0", rank + 1),
                        );
                    }
                    if prev_digit {
                        return err(
                            FenField::Board,
                            format!("rank {}: two digits in a row", rank + 1),
                        );
                    }
                    prev_digit = true;
                    file += d as usize;
                    if file > 9 {
                        return err(
                            FenField::Board,
                            format!("rank {}: more than 9 points", rank + 1),
                        );
                    }
                    continue;
                }
                prev_digit = false;
                let piece = match Piece::from_char(ch) {
                    Some(p) if ch.is_ascii() => p,
                    _ => {
                        return err(
                            FenField::Board,
                            format!("rank {}: unexpected character {:?}", rank + 1, ch),
                        )
                    }
                };
                if file >= 9 {
                    return err(
                        FenField::Board,
                        format!("rank {}: more than 9 points", rank + 1),
                    );
                }
                let sq = rank * 9 + file;
                let (si, ri) = (piece.side.index(), piece.role.index());
                counts[si][ri] += 1;
                if counts[si][ri] > MAX_COUNT[ri] {
                    return err(
                        FenField::Board,
                        format!(
                            "{} has more than {} {}{}",
                            side_name(variant, piece.side),
                            MAX_COUNT[ri],
                            role_name(variant, piece.role),
                            if MAX_COUNT[ri] > 1 { "s" } else { "" }
                        ),
                    );
                }
                let in_own_palace = sq_in_palace(sq, si);
                let misplaced = match piece.role {
                    Role::General | Role::Guard => !in_own_palace,
                    Role::Elephant => {
                        variant == Variant::Xiangqi
                            && (if piece.side == Side::First {
                                rank > 4
                            } else {
                                rank < 5
                            })
                    }
                    _ => false,
                };
                if misplaced {
                    let where_ = if piece.role == Role::Elephant {
                        "across the river"
                    } else {
                        "outside its palace"
                    };
                    return err(
                        FenField::Board,
                        format!(
                            "{} {} on {}{} is {}",
                            side_name(variant, piece.side),
                            role_name(variant, piece.role),
                            (b'a' + file as u8) as char,
                            rank + 1,
                            where_
                        ),
                    );
                }
                pos.board[sq] = code(piece.side, piece.role);
                file += 1;
            }
            if file != 9 {
                return err(
                    FenField::Board,
                    format!("rank {} has {} points, expected 9", rank + 1, file),
                );
            }
        }
        for side in Side::ALL {
            if counts[side.index()][Role::General.index()] != 1 {
                return err(
                    FenField::Board,
                    format!("{} has no general", side_name(variant, side)),
                );
            }
        }

        // Side to move.
        pos.turn = match fields.next() {
            None => Side::First,
            Some("w") | Some("W") | Some("r") | Some("R") => Side::First,
            Some("b") | Some("B") => Side::Second,
            Some(s) => {
                return err(
                    FenField::SideToMove,
                    format!("{:?}: expected w (first player) or b", truncate(s)),
                )
            }
        };

        // Optional "-" castling and en-passant fields, then the counters.
        let rest: Vec<&str> = fields.collect();
        let mut idx = 0;
        for field in [FenField::Castling, FenField::EnPassant] {
            match rest.get(idx) {
                Some(&"-") => idx += 1,
                Some(s) if s.parse::<u32>().is_err() => {
                    return err(field, format!("{:?}: expected \"-\"", truncate(s)));
                }
                _ => {}
            }
        }
        if let Some(s) = rest.get(idx) {
            pos.halfmove = match s.parse::<u32>() {
                Ok(n) => n,
                Err(_) => {
                    return err(
                        FenField::HalfmoveClock,
                        format!("{:?}: expected a number of plies", truncate(s)),
                    )
                }
            };
            idx += 1;
        }
        if let Some(s) = rest.get(idx) {
            pos.fullmove = match s.parse::<u32>() {
                Ok(n) => n.max(1),
                Err(_) => {
                    return err(
                        FenField::FullmoveNumber,
                        format!("{:?}: expected a move number", truncate(s)),
                    )
                }
            };
            idx += 1;
        }
        if let Some(s) = rest.get(idx) {
            return err(FenField::Trailing, format!("unexpected {:?}", truncate(s)));
        }

        pos.recompute();
        if variant == Variant::Xiangqi && pos.is_bikjang() {
            return err(
                FenField::Board,
                "the generals face each other on an open file",
            );
        }
        if pos.general_attacked(!pos.turn) {
            return err(
                FenField::SideToMove,
                format!(
                    "{} is not to move but is in check",
                    side_name(variant, !pos.turn)
                ),
            );
        }
        Ok(pos)
    }

    /// The position as a FEN, as Fairy-Stockfish writes it.
    ///
    /// ```
    /// use janggi_rules::{Position, RuleProfile};
    /// let p = Position::new(&RuleProfile::JANGGI_STANDARD);
    /// assert_eq!(p.fen(), "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1");
    /// ```
    pub fn fen(&self) -> String {
        let mut s = String::with_capacity(90);
        for rank in (0..10).rev() {
            let mut empty = 0;
            for file in 0..9 {
                match code_piece(self.board[rank * 9 + file]) {
                    None => empty += 1,
                    Some(p) => {
                        if empty > 0 {
                            s.push(char::from(b'0' + empty));
                            empty = 0;
                        }
                        s.push(p.char());
                    }
                }
            }
            if empty > 0 {
                s.push(char::from(b'0' + empty));
            }
            if rank > 0 {
                s.push('/');
            }
        }
        s.push_str(if self.turn == Side::First {
            " w - - "
        } else {
            " b - - "
        });
        s.push_str(&self.halfmove.to_string());
        s.push(' ');
        s.push_str(&self.fullmove.to_string());
        s
    }
}

/// At most 20 characters of `s` for error messages.
fn truncate(s: &str) -> String {
    s.chars().take(20).collect()
}
