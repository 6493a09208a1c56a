//! [`Board`]: where the pieces stand, nothing more.
//!
//! A board knows no side to move, no counters and no rules: it may hold any
//! pieces anywhere (three chariots, no general, a soldier in its own
//! palace). It is the bottom of the three layers
//!
//! ```text
//!   Board  ──(+ side to move, counters)──▶  Setup  ──(validated)──▶  Position
//!   placement only                          what a FEN says           playable
//! ```
//!
//! and the place where the start armies live, so that the UI's setup
//! diagrams draw what the rules play ([`Board::janggi_army`],
//! [`Board::xiangqi_army`]).
//!
//! The armies, seen from Cho / Red (rank 1 at the bottom):
//!
//! ```text
//!  Janggi (setup 마상상마 for both)        Xiangqi
//!  10  r n b a . a b n r                  10  r n b a k a b n r
//!   9  . . . . k . . . .                   9  . . . . . . . . .
//!   8  . c . . . . . c .                   8  . c . . . . . c .
//!   7  p . p . p . p . p                   7  p . p . p . p . p
//!   4  P . P . P . P . P                   4  P . P . P . P . P
//!   3  . C . . . . . C .                   3  . C . . . . . C .
//!   2  . . . . K . . . .                   2  . . . . . . . . .
//!   1  R N B A . A B N R                   1  R N B A K A B N R
//!      a b c d e f g h i                      a b c d e f g h i
//! ```
//!
//! In Janggi the general starts on the palace centre and the horses and
//! elephants of each side stand in one of four orders ([`JanggiSetup`]),
//! which each player chooses from their own seat.

use std::fmt;

use crate::mailbox::{code, code_piece};
use crate::{JanggiSetup, Piece, Role, Side, Square, Variant};

/// The placement of pieces on the 90 points, without any rule.
///
/// ```
/// use janggi_rules::{Board, Piece, Role, Side, Square};
/// let mut b = Board::empty();
/// let e2 = Square::parse("e2").unwrap();
/// b.set_piece_at(e2, Piece::new(Side::First, Role::General));
/// assert_eq!(b.piece_at(e2), Some(Piece::new(Side::First, Role::General)));
/// assert_eq!(b.board_fen(), "9/9/9/9/9/9/9/9/4K4/9");
/// ```
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Board {
    /// Piece code per square (see `mailbox::code`), 0 = empty.
    pub(crate) cells: [u8; 90],
}

impl Default for Board {
    fn default() -> Board {
        Board::empty()
    }
}

impl Board {
    /// A board without pieces.
    #[inline]
    pub const fn empty() -> Board {
        Board { cells: [0; 90] }
    }

    /// The piece on `sq`, if any.
    #[inline]
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        code_piece(*self.cells.get(sq.index())?)
    }

    /// Puts `piece` on `sq`, replacing what stood there.
    #[inline]
    pub fn set_piece_at(&mut self, sq: Square, piece: Piece) {
        if let Some(c) = self.cells.get_mut(sq.index()) {
            *c = code(piece.side, piece.role);
        }
    }

    /// Empties `sq`; returns what stood there.
    #[inline]
    pub fn remove_piece_at(&mut self, sq: Square) -> Option<Piece> {
        let c = self.cells.get_mut(sq.index())?;
        let p = code_piece(*c);
        *c = 0;
        p
    }

    /// Every piece with its square, in square order (a1, b1, …, i10).
    pub fn pieces(&self) -> impl Iterator<Item = (Square, Piece)> + '_ {
        self.cells.iter().enumerate().filter_map(|(i, &c)| {
            let p = code_piece(c)?;
            Some((Square::from_index(i)?, p))
        })
    }

    /// How many `piece`s stand on the board.
    pub fn count(&self, piece: Piece) -> usize {
        let c = code(piece.side, piece.role);
        self.cells.iter().filter(|&&x| x == c).count()
    }

    /// How many pieces of `side` stand on the board.
    pub fn count_side(&self, side: Side) -> usize {
        self.pieces().filter(|(_, p)| p.side == side).count()
    }

    /// `true` if no piece stands on the board.
    pub fn is_empty(&self) -> bool {
        self.cells.iter().all(|&c| c == 0)
    }

    /// The pieces of `other` added to these (`other` wins where both have
    /// a piece).
    #[must_use]
    pub fn with(mut self, other: &Board) -> Board {
        for (i, &c) in other.cells.iter().enumerate() {
            if c != 0 {
                self.cells[i] = c;
            }
        }
        self
    }

    /// One side's Janggi army at the start, its horses and elephants in
    /// `setup` (named from the owner's seat, see
    /// [`JanggiSetup::roles_from_own_left`]).
    ///
    /// ```
    /// use janggi_rules::{Board, JanggiSetup, Side};
    /// let han = Board::janggi_army(Side::Second, JanggiSetup::HorseElephantHorseElephant);
    /// assert_eq!(han.board_fen(), "rbna1abnr/4k4/1c5c1/p1p1p1p1p/9/9/9/9/9/9");
    /// assert_eq!(han.count_side(Side::Second), 16);
    /// ```
    pub fn janggi_army(side: Side, setup: JanggiSetup) -> Board {
        let bcgh = setup.roles_on_files_bcgh(side);
        use Role::*;
        let back = [
            Chariot, bcgh[0], bcgh[1], Guard, General, Guard, bcgh[2], bcgh[3], Chariot,
        ];
        army(side, back, true)
    }

    /// One side's Xiangqi army at the start.
    ///
    /// ```
    /// use janggi_rules::{Board, Side};
    /// assert_eq!(Board::xiangqi_army(Side::First).board_fen(),
    ///            "9/9/9/9/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR");
    /// ```
    pub fn xiangqi_army(side: Side) -> Board {
        use Role::*;
        let back = [
            Chariot, Horse, Elephant, Guard, General, Guard, Elephant, Horse, Chariot,
        ];
        army(side, back, false)
    }

    /// The Janggi start with Cho in setup `cho` and Han in setup `han`.
    pub fn janggi_start(cho: JanggiSetup, han: JanggiSetup) -> Board {
        Board::janggi_army(Side::First, cho).with(&Board::janggi_army(Side::Second, han))
    }

    /// The Xiangqi start.
    pub fn xiangqi_start() -> Board {
        Board::xiangqi_army(Side::First).with(&Board::xiangqi_army(Side::Second))
    }

    /// The standard start of `variant` (Janggi: both sides in
    /// horse-elephant-elephant-horse, Fairy-Stockfish's start position).
    pub fn start(variant: Variant) -> Board {
        match variant {
            Variant::Janggi => Board::janggi_start(
                JanggiSetup::HorseElephantElephantHorse,
                JanggiSetup::HorseElephantElephantHorse,
            ),
            Variant::Xiangqi => Board::xiangqi_start(),
        }
    }

    /// The placement field of a FEN (ranks 10 → 1, files a → i, uppercase =
    /// first player). Read it back with [`Board::from_board_fen`].
    pub fn board_fen(&self) -> String {
        let mut s = String::with_capacity(90);
        for rank in (0..10).rev() {
            let mut empty = 0;
            for file in 0..9 {
                match code_piece(self.cells[rank * 9 + file]) {
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
        s
    }
}

/// An army: `back` on the back rank (the general one rank up in Janggi,
/// on the palace centre), cannons on the third rank, soldiers on the fourth
/// (ranks counted from the owner's side).
fn army(side: Side, back: [Role; 9], janggi: bool) -> Board {
    let mut b = Board::empty();
    let rank = |r: usize| if side == Side::First { r } else { 9 - r };
    let mut put = |file: usize, r: usize, role: Role| {
        b.cells[rank(r) * 9 + file] = code(side, role);
    };
    for (f, &role) in back.iter().enumerate() {
        let r = if janggi && role == Role::General {
            1
        } else {
            0
        };
        put(f, r, role);
    }
    put(1, 2, Role::Cannon);
    put(7, 2, Role::Cannon);
    for f in [0, 2, 4, 6, 8] {
        put(f, 3, Role::Soldier);
    }
    b
}

impl fmt::Debug for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Board(\"{}\")", self.board_fen())
    }
}

impl fmt::Display for Board {
    /// The board as text, rank 10 at the top.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for rank in (0..10u8).rev() {
            write!(f, "{:>2} ", rank + 1)?;
            for file in 0..9u8 {
                let ch =
                    code_piece(self.cells[(rank * 9 + file) as usize]).map_or('.', |p| p.char());
                write!(f, " {ch}")?;
            }
            writeln!(f)?;
        }
        write!(f, "    a b c d e f g h i")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn starts_match_the_known_fens() {
        assert_eq!(
            Board::start(Variant::Janggi).board_fen(),
            "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR"
        );
        assert_eq!(
            Board::start(Variant::Xiangqi).board_fen(),
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR"
        );
        for setup in JanggiSetup::ALL {
            for side in Side::ALL {
                let army = Board::janggi_army(side, setup);
                assert_eq!(army.count_side(side), 16);
                assert_eq!(army.count_side(!side), 0);
                assert_eq!(army.count(Piece::new(side, Role::Soldier)), 5);
            }
        }
    }

    #[test]
    fn edits() {
        let mut b = Board::xiangqi_start();
        let e1 = Square::parse("e1").unwrap();
        assert_eq!(
            b.remove_piece_at(e1),
            Some(Piece::new(Side::First, Role::General))
        );
        assert_eq!(b.remove_piece_at(e1), None);
        assert_eq!(b.count_side(Side::First), 15);
        assert!(!b.is_empty() && Board::empty().is_empty());
        assert!(b.to_string().starts_with("10  r n b a k a b n r"));
    }
}
