//! Moves.
//!
//! A [`Move`] describes itself — the moving role, origin, destination and
//! the captured role — so it can be shown without its position. It is packed
//! into 32 bits so move lists and transposition tables stay small:
//!
//! ```text
//!  31        21 20  19..17   16..14  13....7  6....0
//! +------------+---+--------+-------+--------+-------+
//! |   unused   | P | capt+1 | role  |   to   | from  |
//! +------------+---+--------+-------+--------+-------+
//!  P = pass flag; capt+1 = 0 when nothing is captured
//! ```
//!
//! `Move::NONE` (all zeros) is never a real move: a normal move always has
//! `from != to`.

use std::fmt;
use std::ops::Deref;

use crate::{Role, Square};

/// A move: a normal move of one piece, or a pass (Janggi only).
#[derive(Copy, Clone, PartialEq, Eq, Hash)]
pub struct Move(u32);

const PASS_BIT: u32 = 1 << 20;

impl Move {
    /// Not a move; a placeholder for "no move" in tables.
    pub const NONE: Move = Move(0);
    /// The pass (한수쉼). Written in UCI as the general's move to its own
    /// square, e.g. `e2e2`.
    pub const PASS: Move = Move(PASS_BIT);

    /// A normal move of a `role` piece from `from` to `to`, capturing
    /// `capture` if any.
    #[inline]
    pub const fn normal(role: Role, from: Square, to: Square, capture: Option<Role>) -> Move {
        let capt = match capture {
            Some(r) => r as u32 + 1,
            None => 0,
        };
        Move(from.index() as u32 | (to.index() as u32) << 7 | (role as u32) << 14 | capt << 17)
    }

    /// `true` for [`Move::PASS`].
    #[inline]
    pub const fn is_pass(self) -> bool {
        self.0 & PASS_BIT != 0
    }

    /// `true` for [`Move::NONE`].
    #[inline]
    pub const fn is_none(self) -> bool {
        self.0 == 0
    }

    /// Origin (meaningless for a pass or `NONE`).
    #[inline]
    pub const fn from(self) -> Square {
        Square::from_index_unchecked((self.0 & 0x7f) as u8)
    }

    /// Destination (meaningless for a pass or `NONE`).
    #[inline]
    pub const fn to(self) -> Square {
        Square::from_index_unchecked(((self.0 >> 7) & 0x7f) as u8)
    }

    /// The moving role (`General` for a pass or `NONE`).
    #[inline]
    pub const fn role(self) -> Role {
        match Role::from_index(((self.0 >> 14) & 7) as usize) {
            Some(r) => r,
            None => Role::General,
        }
    }

    /// The captured role, if any.
    #[inline]
    pub const fn capture(self) -> Option<Role> {
        let c = (self.0 >> 17) & 7;
        if c == 0 {
            None
        } else {
            Role::from_index(c as usize - 1)
        }
    }

    /// `true` if the move captures.
    #[inline]
    pub const fn is_capture(self) -> bool {
        (self.0 >> 17) & 7 != 0
    }

    /// The packed 32-bit form (stable within a build; for hashing tables).
    #[inline]
    pub const fn to_bits(self) -> u32 {
        self.0
    }

    /// The move with packed form `bits`, if it is a well-formed encoding
    /// (squares in range, roles valid). The move is not checked against any
    /// position.
    pub const fn from_bits(bits: u32) -> Option<Move> {
        if bits == 0 || bits == PASS_BIT {
            return Some(Move(bits));
        }
        if bits >> 20 != 0 {
            return None;
        }
        let from = bits & 0x7f;
        let to = (bits >> 7) & 0x7f;
        let role = (bits >> 14) & 7;
        let capt = (bits >> 17) & 7;
        if from >= 90 || to >= 90 || from == to || role >= 7 {
            return None;
        }
        let _ = capt; // 0..=7: 0 = none, 1..=7 = role + 1
        Some(Move(bits))
    }
}

impl fmt::Debug for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_pass() {
            write!(f, "Move::PASS")
        } else if self.is_none() {
            write!(f, "Move::NONE")
        } else {
            write!(f, "{:?} {}{}", self.role(), self.from(), self.to())?;
            if let Some(c) = self.capture() {
                write!(f, "x{c:?}")?;
            }
            Ok(())
        }
    }
}

/// Capacity of a [`MoveList`]. No position reachable from a valid FEN
/// (at most the standard 16 pieces per side) has more legal moves than
/// this; a `push` beyond it is ignored.
pub const MAX_MOVES: usize = 256;

/// A list of moves with fixed capacity (no heap allocation).
///
/// ```
/// use janggi_rules::{Move, MoveList};
/// let mut l = MoveList::new();
/// l.push(Move::PASS);
/// assert_eq!(l.len(), 1);
/// assert!(l.contains(&Move::PASS));
/// ```
#[derive(Clone)]
pub struct MoveList {
    moves: [Move; MAX_MOVES],
    len: usize,
}

impl MoveList {
    /// An empty list.
    #[inline]
    pub fn new() -> MoveList {
        MoveList {
            moves: [Move::NONE; MAX_MOVES],
            len: 0,
        }
    }

    /// Appends `m` (ignored if the list is full).
    #[inline]
    pub fn push(&mut self, m: Move) {
        if self.len < MAX_MOVES {
            self.moves[self.len] = m;
            self.len += 1;
        }
    }

    /// Removes every move.
    #[inline]
    pub fn clear(&mut self) {
        self.len = 0;
    }

    /// Keeps only the moves for which `f` is true (order kept).
    pub fn retain(&mut self, mut f: impl FnMut(Move) -> bool) {
        let mut j = 0;
        for i in 0..self.len {
            let m = self.moves[i];
            if f(m) {
                self.moves[j] = m;
                j += 1;
            }
        }
        self.len = j;
    }

    /// The moves as a mutable slice (e.g. for sorting).
    #[inline]
    pub fn as_mut_slice(&mut self) -> &mut [Move] {
        &mut self.moves[..self.len]
    }
}

impl Default for MoveList {
    fn default() -> MoveList {
        MoveList::new()
    }
}

impl Deref for MoveList {
    type Target = [Move];
    #[inline]
    fn deref(&self) -> &[Move] {
        &self.moves[..self.len]
    }
}

impl std::fmt::Debug for MoveList {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

impl<'a> IntoIterator for &'a MoveList {
    type Item = &'a Move;
    type IntoIter = std::slice::Iter<'a, Move>;
    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}
