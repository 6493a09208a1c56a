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
//!   each other. These position checks are [`Position::from_setup`]'s
//!   ([`SetupErrorKind`]); [`Position::from_fen_waiving`] lets a caller
//!   waive the waivable ones (three chariots in a composed problem), and
//!   [`Setup::from_fen`] reads the text without any of them.
//!
//! Fairy-Stockfish accepts some of the rejected boards (it checks little
//! beyond the general count), but none of them can arise in a game, and
//! refusing them keeps every [`Position`] playable: the move generator can
//! rely on each general being in its palace and the move lists' capacity is
//! never exceeded. Pieces on points they could not reach in a game but can
//! legally stand on (a soldier on its own back rank, an elephant on an odd
//! point) are accepted by [`Position::from_fen`]; [`Position::from_setup`]
//! with [`Waivers::NONE`] refuses the soldier.
//!
//! Writing always gives six fields: `<board> <w|b> - - <halfmove> <fullmove>`.

use std::fmt;

use crate::mailbox::code;
use crate::{
    Board, Piece, Position, RuleProfile, Setup, SetupError, SetupErrorKind, Side, Waivers,
};

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
    /// For a well-formed FEN whose position is refused: the rule it
    /// breaks (a caller may waive some, see
    /// [`Position::from_fen_waiving`]).
    pub setup: Option<SetupErrorKind>,
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
        setup: None,
    })
}

/// Longest FEN read (a valid one is under 100 bytes).
const MAX_FEN_LEN: usize = 256;

impl From<SetupError> for FenError {
    /// A setup refused by [`Position::from_setup`], as a FEN error: about
    /// the side to move when the side not to move is in check, else about
    /// the board.
    fn from(e: SetupError) -> FenError {
        let field = if e.kind == SetupErrorKind::OppositeCheck {
            FenField::SideToMove
        } else {
            FenField::Board
        };
        FenError {
            field,
            message: e.message,
            setup: Some(e.kind),
        }
    }
}

impl Board {
    /// Reads the placement field of a FEN (ranks 10 → 1 separated by `/`,
    /// piece letters and digits `1`–`9`). Any pieces anywhere are accepted:
    /// a board has no rules.
    ///
    /// # Errors
    ///
    /// A [`FenError`] about [`FenField::Board`]: not 10 ranks of 9 points,
    /// an unknown letter, a `0` or two digits in a row.
    ///
    /// ```
    /// use janggi_rules::Board;
    /// let b = Board::from_board_fen("4k4/9/9/9/9/9/9/RR1R5/4K4/9").unwrap();
    /// assert_eq!(b.pieces().count(), 5);
    /// assert!(Board::from_board_fen("4k4/9").is_err());
    /// ```
    pub fn from_board_fen(text: &str) -> Result<Board, FenError> {
        if text.len() > MAX_FEN_LEN {
            return err(
                FenField::Board,
                format!("FEN longer than {MAX_FEN_LEN} bytes"),
            );
        }
        let mut board = Board::empty();
        let ranks: Vec<&str> = text.split('/').collect();
        if ranks.len() != 10 {
            return err(
                FenField::Board,
                format!("{} ranks, expected 10", ranks.len()),
            );
        }
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
                board.cells[rank * 9 + file] = code(piece.side, piece.role);
                file += 1;
            }
            if file != 9 {
                return err(
                    FenField::Board,
                    format!("rank {} has {} points, expected 9", rank + 1, file),
                );
            }
        }
        Ok(board)
    }
}

impl Setup {
    /// Reads a FEN without checking the position (see the
    /// [module docs](crate::fen) for the accepted forms). Check it with
    /// [`Position::from_setup`].
    ///
    /// # Errors
    ///
    /// A [`FenError`] naming the field at fault; never a panic.
    ///
    /// ```
    /// use janggi_rules::{Setup, Side};
    /// let s = Setup::from_fen("4k4/9/9/9/9/9/9/9/4K4/9 b - - 3 9").unwrap();
    /// assert_eq!((s.turn, s.halfmove_clock, s.fullmove_number), (Side::Second, 3, 9));
    /// ```
    pub fn from_fen(fen: &str) -> Result<Setup, FenError> {
        if fen.len() > MAX_FEN_LEN {
            return err(
                FenField::Board,
                format!("FEN longer than {MAX_FEN_LEN} bytes"),
            );
        }
        let mut fields = fen.split_ascii_whitespace();
        let board = match fields.next() {
            Some(b) => Board::from_board_fen(b)?,
            None => return err(FenField::Board, "empty FEN"),
        };
        let mut setup = Setup::new(board);

        // Side to move.
        setup.turn = match fields.next() {
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
            setup.halfmove_clock = match s.parse::<u32>() {
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
            setup.fullmove_number = match s.parse::<u32>() {
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
        Ok(setup)
    }
}

impl Position {
    /// Reads a FEN (see the [module docs](crate::fen) for what is accepted):
    /// [`Setup::from_fen`], then [`Position::from_setup`] waiving
    /// [`Waivers::FEN`]. Never panics; errors name the field and the reason.
    ///
    /// # Errors
    ///
    /// A [`FenError`]; when the text is well formed but the position is
    /// not playable, its [`FenError::setup`] says which rule it breaks.
    ///
    /// ```
    /// use janggi_rules::{Position, RuleProfile};
    /// let fen = "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1";
    /// let p = Position::from_fen(fen, &RuleProfile::JANGGI_FAIRY_STOCKFISH).unwrap();
    /// assert_eq!(p.fen(), fen);
    /// assert!(Position::from_fen("rnba1abnr/4k4 w", &RuleProfile::JANGGI_STANDARD).is_err());
    /// ```
    pub fn from_fen(fen: &str, profile: &RuleProfile) -> Result<Position, FenError> {
        Position::from_fen_waiving(fen, profile, Waivers::FEN)
    }

    /// [`Position::from_fen`] letting the setup kinds in `waivers` pass
    /// (for analysis boards and composed problems; see
    /// [`crate::setup`]).
    ///
    /// # Errors
    ///
    /// As [`Position::from_fen`].
    ///
    /// ```
    /// use janggi_rules::{Position, RuleProfile, SetupErrorKind, Waivers};
    /// let three_chariots = "4k4/9/9/9/9/9/9/RR1R5/4K4/9 w";
    /// let p = &RuleProfile::JANGGI_STANDARD;
    /// let e = Position::from_fen(three_chariots, p).unwrap_err();
    /// assert_eq!(e.setup, Some(SetupErrorKind::TooManyOfAKind));
    /// assert!(Position::from_fen_waiving(three_chariots, p, Waivers::ALL).is_ok());
    /// ```
    pub fn from_fen_waiving(
        fen: &str,
        profile: &RuleProfile,
        waivers: Waivers,
    ) -> Result<Position, FenError> {
        let setup = Setup::from_fen(fen)?;
        Ok(Position::from_setup(setup, profile, waivers)?)
    }

    /// The position as a FEN, as Fairy-Stockfish writes it.
    ///
    /// ```
    /// use janggi_rules::{Position, RuleProfile};
    /// let p = Position::new(&RuleProfile::JANGGI_STANDARD);
    /// assert_eq!(p.fen(), "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1");
    /// ```
    pub fn fen(&self) -> String {
        self.to_setup().fen()
    }
}

/// At most 20 characters of `s` for error messages.
fn truncate(s: &str) -> String {
    s.chars().take(20).collect()
}
