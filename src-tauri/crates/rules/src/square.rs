//! Points of the 9×10 board.
//!
//! Squares are numbered `rank * 9 + file`, with file 0 = `a` on the left and
//! rank 0 = the first player's (Cho's / Red's) back rank, written `1` in FEN
//! and UCI notation (ranks run `1..=10`, as Fairy-Stockfish writes them).
//!
//! ```text
//!  10  90 … 89     <- Han / Black back rank (rank index 9)
//!   …
//!   1   0 1 2 3 4 5 6 7 8   <- Cho / Red back rank (rank index 0)
//!       a b c d e f g h i
//! ```

use std::fmt;

/// Number of files (vertical lines), `a..=i`.
pub const FILES: u8 = 9;
/// Number of ranks (horizontal lines), `1..=10`.
pub const RANKS: u8 = 10;
/// Number of points on the board.
pub const SQUARES: usize = 90;

/// A point of the board, `0..90` (`rank * 9 + file`).
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct Square(u8);

impl Square {
    /// The square at `file` (0 = `a`) and `rank` (0 = rank `1`), or `None`
    /// off the board.
    ///
    /// ```
    /// use janggi_rules::Square;
    /// assert_eq!(Square::new(4, 1).map(|s| s.to_string()), Some("e2".to_string()));
    /// assert_eq!(Square::new(9, 0), None);
    /// ```
    #[inline]
    pub const fn new(file: u8, rank: u8) -> Option<Square> {
        if file < FILES && rank < RANKS {
            Some(Square(rank * FILES + file))
        } else {
            None
        }
    }

    /// The square with index `i` (`0..90`), or `None`.
    #[inline]
    pub const fn from_index(i: usize) -> Option<Square> {
        if i < SQUARES {
            Some(Square(i as u8))
        } else {
            None
        }
    }

    /// The square with index `i` without a range check.
    ///
    /// The caller guarantees `i < 90`; a larger value yields a square whose
    /// accessors return nonsense (never undefined behaviour).
    #[inline]
    pub const fn from_index_unchecked(i: u8) -> Square {
        Square(i)
    }

    /// Index `0..90`.
    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// File `0..9` (0 = `a`).
    #[inline]
    pub const fn file(self) -> u8 {
        self.0 % FILES
    }

    /// Rank `0..10` (0 = rank `1`, the first player's back rank).
    #[inline]
    pub const fn rank(self) -> u8 {
        self.0 / FILES
    }

    /// The same point seen from the other side (rotated 180°).
    #[inline]
    pub const fn flip(self) -> Square {
        Square(89 - self.0)
    }

    /// The point mirrored top to bottom (file kept, rank `r` ↦ `9 - r`).
    #[inline]
    pub const fn mirror_rank(self) -> Square {
        Square((9 - self.rank()) * FILES + self.file())
    }

    /// The centre of `side`'s palace: e2 for the first player, e9 for the
    /// second (where both games' generals start in Janggi).
    ///
    /// ```
    /// use janggi_rules::{Side, Square};
    /// assert_eq!(Square::palace_centre(Side::First).to_string(), "e2");
    /// assert_eq!(Square::palace_centre(Side::Second).to_string(), "e9");
    /// ```
    #[inline]
    pub const fn palace_centre(side: crate::Side) -> Square {
        match side {
            crate::Side::First => Square(FILES + 4),
            crate::Side::Second => Square(8 * FILES + 4),
        }
    }

    /// `true` if the point lies in `side`'s palace (files d–f of its back
    /// three ranks).
    ///
    /// ```
    /// use janggi_rules::{Side, Square};
    /// assert!(Square::parse("d3").unwrap().in_palace(Side::First));
    /// assert!(!Square::parse("d3").unwrap().in_palace(Side::Second));
    /// ```
    #[inline]
    pub const fn in_palace(self, side: crate::Side) -> bool {
        crate::geometry::sq_in_palace(self.0 as usize, side.index())
    }

    /// `true` if the point lies on `side`'s own half of the board, short of
    /// the river (Xiangqi: ranks 1–5 for the first player).
    ///
    /// ```
    /// use janggi_rules::{Side, Square};
    /// assert!(Square::parse("e5").unwrap().on_own_half(Side::First));
    /// assert!(Square::parse("e6").unwrap().on_own_half(Side::Second));
    /// ```
    #[inline]
    pub const fn on_own_half(self, side: crate::Side) -> bool {
        crate::geometry::on_own_half(self.rank() as i32, side.index())
    }

    /// Iterates over all 90 squares in index order.
    pub fn all() -> impl Iterator<Item = Square> {
        (0..SQUARES as u8).map(Square)
    }

    /// Parses UCI / FEN coordinates such as `e2`, `a10`.
    ///
    /// ```
    /// use janggi_rules::Square;
    /// assert_eq!(Square::parse("a10").map(|s| s.index()), Some(81));
    /// assert_eq!(Square::parse("j1"), None);
    /// ```
    pub fn parse(s: &str) -> Option<Square> {
        let b = s.as_bytes();
        if b.len() < 2 || b.len() > 3 {
            return None;
        }
        let file = b[0].wrapping_sub(b'a');
        let rank: u8 = std::str::from_utf8(&b[1..]).ok()?.parse().ok()?;
        if b[1] == b'0' || rank == 0 {
            return None;
        }
        Square::new(file, rank - 1)
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'a' + self.file()) as char, self.rank() + 1)
    }
}
