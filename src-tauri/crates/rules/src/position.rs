//! Positions: placement, side to move, pass state, counters, hash.
//!
//! # Representation
//!
//! A [`Position`] keeps two views of the board, updated together by
//! [`Position::make_move`] / [`Position::unmake_move`]:
//!
//! * a 90-byte mailbox (`board[sq]` = piece code or 0), which answers
//!   "what stands here" in one load and drives the ray walks of move
//!   generation and attack tests;
//! * one `u128` bitboard per piece kind and side, and one per side (bit
//!   `sq`), used to iterate over pieces and to build legality masks with a
//!   few ANDs.
//!
//! Plus the two generals' squares, the Zobrist hash, the material/points of
//! both sides and the counters, all incremental. A position is 448 bytes
//! and `Clone` is a plain copy.
//!
//! # Pass state
//!
//! Janggi lets a player pass. The position records how many passes were
//! made in a row ([`Position::passes_in_row`]) and whether the last move was
//! a pass that accepted a bikjang ([`Position::bikjang_accepted`]); either
//! ends the game (no legal moves remain), following Fairy-Stockfish's perft
//! conventions. These are not part of [`Position::hash`] (see
//! [`Position::state_key`]).

use std::fmt;

use crate::geometry::sq_in_palace;
use crate::mailbox::{code_piece, code_role_index, code_side};
use crate::zobrist::{BIKJANG_ACCEPTED_KEY, ONE_PASS_KEY, PIECE_KEYS, SIDE_KEY, TWO_PASSES_KEY};
use crate::{Board, JanggiSetup, Move, Piece, Role, RuleProfile, Side, Square, Variant};

/// Value ×10 of a role in the game's own scale: Janggi points, or Xiangqi
/// material (chariot 90, cannon 45, horse 40, advisor 20, elephant 20,
/// soldier 10).
#[inline]
pub(crate) const fn value_x10(variant: Variant, role: Role) -> u32 {
    match variant {
        Variant::Janggi => role.janggi_points() * 10,
        Variant::Xiangqi => match role {
            Role::General => 0,
            Role::Guard | Role::Elephant => 20,
            Role::Horse => 40,
            Role::Chariot => 90,
            Role::Cannon => 45,
            Role::Soldier => 10,
        },
    }
}

/// Han's extra 1.5 points in Janggi, ×10.
pub(crate) const HAN_BONUS_X10: u32 = 15;

/// The state a [`Position::make_move`] saves for [`Position::unmake_move`].
///
/// Opaque; pass it back unchanged, together with the same move.
#[derive(Copy, Clone, Debug)]
#[must_use = "an Undo is needed to take the move back"]
pub struct Undo {
    pub(crate) captured: u8,
    pub(crate) passes_in_row: u8,
    pub(crate) bikjang_accepted: bool,
    pub(crate) halfmove: u32,
    pub(crate) hash: u64,
}

/// A move that is not legal in the position it was played in.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct IllegalMove {
    /// The rejected move.
    pub mv: Move,
}

impl fmt::Display for IllegalMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "illegal move {:?}", self.mv)
    }
}

impl std::error::Error for IllegalMove {}

/// A game position: placement, side to move, pass state and counters,
/// under a [`RuleProfile`].
///
/// ```
/// use janggi_rules::{Position, RuleProfile, Side};
/// let pos = Position::new(&RuleProfile::JANGGI_FAIRY_STOCKFISH);
/// assert_eq!(pos.turn(), Side::First);
/// assert_eq!(pos.legal_moves().len(), 32); // 31 moves and the pass
/// assert_eq!((pos.points(Side::First), pos.points(Side::Second)), (720, 735));
/// ```
#[derive(Clone)]
pub struct Position {
    pub(crate) board: [u8; 90],
    /// Bitboard per piece code (index 0 and 8 unused).
    pub(crate) bb: [u128; 16],
    pub(crate) by_side: [u128; 2],
    /// Square of each side's general, or `NO_SQ`.
    pub(crate) generals: [u8; 2],
    pub(crate) turn: Side,
    pub(crate) janggi: bool,
    pub(crate) passes_in_row: u8,
    pub(crate) bikjang_accepted: bool,
    pub(crate) halfmove: u32,
    pub(crate) fullmove: u32,
    /// Material ×10 in the game's own scale, without Han's bonus.
    pub(crate) material: [u32; 2],
    pub(crate) hash: u64,
    pub(crate) profile: RuleProfile,
}

impl PartialEq for Position {
    /// Same placement, side to move, pass state, counters and profile.
    fn eq(&self, other: &Position) -> bool {
        self.board == other.board
            && self.turn == other.turn
            && self.passes_in_row == other.passes_in_row
            && self.bikjang_accepted == other.bikjang_accepted
            && self.halfmove == other.halfmove
            && self.fullmove == other.fullmove
            && self.profile == other.profile
    }
}

impl Eq for Position {}

impl fmt::Debug for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Position({:?}, \"{}\")", self.profile.id, self.fen())
    }
}

impl fmt::Display for Position {
    /// The board as text, rank 10 at the top, with the FEN below.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for rank in (0..10u8).rev() {
            write!(f, "{:>2} ", rank + 1)?;
            for file in 0..9u8 {
                let c = self.board[(rank * 9 + file) as usize];
                let ch = code_piece(c).map_or('.', |p| p.char());
                write!(f, " {ch}")?;
            }
            writeln!(f)?;
        }
        writeln!(f, "    a b c d e f g h i")?;
        write!(f, "{}", self.fen())
    }
}

impl Position {
    /// An empty board with `First` to move (internal; callers fill it in and
    /// call `recompute`).
    pub(crate) fn empty(profile: &RuleProfile) -> Position {
        Position {
            board: [0; 90],
            bb: [0; 16],
            by_side: [0; 2],
            generals: [crate::geometry::NO_SQ; 2],
            turn: Side::First,
            janggi: profile.variant == Variant::Janggi,
            passes_in_row: 0,
            bikjang_accepted: false,
            halfmove: 0,
            fullmove: 1,
            material: [0; 2],
            hash: 0,
            profile: *profile,
        }
    }

    /// Rebuilds every derived field (bitboards, generals, material, hash)
    /// from the mailbox.
    pub(crate) fn recompute(&mut self) {
        self.by_side = [0; 2];
        self.bb = [0; 16];
        self.generals = [crate::geometry::NO_SQ; 2];
        self.material = [0; 2];
        for sq in 0..90 {
            let c = self.board[sq];
            if let Some(p) = code_piece(c) {
                self.by_side[p.side.index()] |= 1u128 << sq;
                self.bb[c as usize & 15] |= 1u128 << sq;
                if p.role == Role::General {
                    self.generals[p.side.index()] = sq as u8;
                }
                self.material[p.side.index()] += value_x10(self.profile.variant, p.role);
            }
        }
        self.hash = self.compute_hash();
    }

    /// The Zobrist hash computed from scratch (for tests; equals
    /// [`Position::hash`], which is kept incrementally).
    pub fn compute_hash(&self) -> u64 {
        let mut h = 0;
        for (sq, &c) in self.board.iter().enumerate() {
            h ^= PIECE_KEYS[c as usize & 15][sq];
        }
        if self.turn == Side::Second {
            h ^= SIDE_KEY;
        }
        h
    }

    /// The standard start: Xiangqi's fixed array, or Janggi with both sides
    /// in the horse-elephant-elephant-horse setup (Fairy-Stockfish's
    /// `janggi` start position).
    ///
    /// ```
    /// use janggi_rules::{Position, RuleProfile};
    /// let x = Position::new(&RuleProfile::XIANGQI);
    /// assert_eq!(x.fen(), "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1");
    /// ```
    pub fn new(profile: &RuleProfile) -> Position {
        Position::from_board_unchecked(Board::start(profile.variant), profile)
    }

    /// The Janggi start with Cho in setup `cho` and Han in setup `han`, each
    /// named from its owner's seat (Han's files are mirrored: see
    /// [`JanggiSetup::roles_on_files_bcgh`]). For a Xiangqi profile this is
    /// the Xiangqi start.
    ///
    /// ```
    /// use janggi_rules::{JanggiSetup as S, Position, RuleProfile};
    /// let p = Position::janggi_start(&RuleProfile::JANGGI_STANDARD,
    ///                                S::ElephantHorseHorseElephant, S::HorseElephantHorseElephant);
    /// assert!(p.fen().starts_with("rbna1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RBNA1ANBR w"));
    /// ```
    pub fn janggi_start(profile: &RuleProfile, cho: JanggiSetup, han: JanggiSetup) -> Position {
        if profile.variant != Variant::Janggi {
            return Position::new(profile);
        }
        Position::from_board_unchecked(Board::janggi_start(cho, han), profile)
    }

    /// A start board with the first player to move (the armies are valid by
    /// construction, so no check is needed).
    fn from_board_unchecked(board: Board, profile: &RuleProfile) -> Position {
        let mut pos = Position::empty(profile);
        pos.board = board.cells;
        pos.recompute();
        pos
    }

    /// The rule profile this position is played under.
    #[inline]
    pub fn profile(&self) -> &RuleProfile {
        &self.profile
    }

    /// Janggi or Xiangqi.
    #[inline]
    pub fn variant(&self) -> Variant {
        self.profile.variant
    }

    /// The side to move.
    #[inline]
    pub fn turn(&self) -> Side {
        self.turn
    }

    /// The piece on `sq`, if any.
    #[inline]
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        code_piece(*self.board.get(sq.index())?)
    }

    /// Every piece with its square, in square order (a1, b1, …, i10).
    pub fn pieces(&self) -> impl Iterator<Item = (Square, Piece)> + '_ {
        self.board.iter().enumerate().filter_map(|(i, &c)| {
            let p = code_piece(c)?;
            Some((Square::from_index(i)?, p))
        })
    }

    /// Squares occupied by `side`, as a bitboard (bit `sq.index()`).
    #[inline]
    pub fn occupied_by(&self, side: Side) -> u128 {
        self.by_side[side.index()]
    }

    /// The square of `side`'s general (`None` only on a board without one,
    /// which [`Position::from_fen`] never produces).
    #[inline]
    pub fn general(&self, side: Side) -> Option<Square> {
        Square::from_index(self.generals[side.index()] as usize)
    }

    /// Zobrist hash of placement and side to move, kept incrementally.
    /// Pass state is not included (see [`Position::state_key`]).
    #[inline]
    pub fn hash(&self) -> u64 {
        self.hash
    }

    /// [`Position::hash`] combined with the pass state (one pass made, game
    /// over by two passes, bikjang accepted), for tables that must tell
    /// apart positions whose legal moves differ only by that state.
    #[inline]
    pub fn state_key(&self) -> u64 {
        let mut k = self.hash;
        match self.passes_in_row {
            0 => {}
            1 => k ^= ONE_PASS_KEY,
            _ => k ^= TWO_PASSES_KEY,
        }
        if self.bikjang_accepted {
            k ^= BIKJANG_ACCEPTED_KEY;
        }
        k
    }

    /// Plies since the last capture (passes count as plies).
    #[inline]
    pub fn halfmove_clock(&self) -> u32 {
        self.halfmove
    }

    /// Move number, starting at 1 and increased after each move (or pass)
    /// of the second player.
    #[inline]
    pub fn fullmove_number(&self) -> u32 {
        self.fullmove
    }

    /// The number of the move to be played from this position when every
    /// move of either side counts as one (the app's one numbering, as
    /// Korean game records count): the first player's moves are odd, the
    /// second player's even, counted on from the FEN move number, so PGN's
    /// move `n` is plies `2n - 1` and `2n`, and a position whose second
    /// player moves first starts at 2.
    ///
    /// ```
    /// use janggi_rules::{Position, RuleProfile};
    /// let pos = Position::new(&RuleProfile::XIANGQI);
    /// assert_eq!(pos.ply_number(), 1);
    /// let fen = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b - - 0 5";
    /// let pos = Position::from_fen(fen, &RuleProfile::XIANGQI).unwrap();
    /// assert_eq!(pos.ply_number(), 10);
    /// ```
    #[inline]
    pub fn ply_number(&self) -> u32 {
        let before = (self.fullmove.max(1) - 1).saturating_mul(2);
        before.saturating_add(1 + u32::from(self.turn == Side::Second))
    }

    /// Passes made in a row just before this position: 0, 1 or 2 (2 = the
    /// game is over by passes).
    #[inline]
    pub fn passes_in_row(&self) -> u8 {
        self.passes_in_row
    }

    /// `true` if the last move was a pass made while facing a bikjang under
    /// a profile where bikjang must be broken (the game is over).
    #[inline]
    pub fn bikjang_accepted(&self) -> bool {
        self.bikjang_accepted
    }

    /// `side`'s score ×10 in the game's own scale.
    ///
    /// Janggi: points (chariot 13, cannon 7, horse 5, elephant 3, guard 3,
    /// soldier 2), Han's 1.5 included — the start is 720 for Cho, 735 for
    /// Han. Xiangqi: material in Xiangqi values (chariot 90, cannon 45,
    /// horse 40, advisor 20, elephant 20, soldier 10; start 480 each).
    #[inline]
    pub fn points(&self, side: Side) -> u32 {
        let bonus = if self.janggi && side == Side::Second {
            HAN_BONUS_X10
        } else {
            0
        };
        self.material[side.index()] + bonus
    }

    /// Plays `m`, which must be legal here (see [`Position::legal_moves`]);
    /// returns what [`Position::unmake_move`] needs. Use
    /// [`Position::play`] for a checked move.
    ///
    /// An illegal `m` leaves the position in an unspecified but memory-safe
    /// state (never a panic): pieces are moved as the move says.
    pub fn make_move(&mut self, m: Move) -> Undo {
        let undo = Undo {
            captured: 0,
            passes_in_row: self.passes_in_row,
            bikjang_accepted: self.bikjang_accepted,
            halfmove: self.halfmove,
            hash: self.hash,
        };
        let us = self.turn;
        if m.is_pass() || m.is_none() {
            if m.is_pass() {
                self.bikjang_accepted = self.bikjang_restricts_now();
                self.passes_in_row = (self.passes_in_row + 1).min(2);
            }
            self.halfmove = self.halfmove.saturating_add(1);
        } else {
            let from = m.from().index() % 90;
            let to = m.to().index() % 90;
            let piece = self.board[from];
            let captured = self.board[to];
            self.board[from] = 0;
            self.board[to] = piece;
            self.hash ^= PIECE_KEYS[piece as usize & 15][from]
                ^ PIECE_KEYS[piece as usize & 15][to]
                ^ PIECE_KEYS[captured as usize & 15][to];
            let (fb, tb) = (1u128 << from, 1u128 << to);
            self.by_side[us.index()] ^= fb | tb;
            self.bb[piece as usize & 15] ^= fb | tb;
            if captured != 0 {
                let them = code_side(captured);
                self.by_side[them.index()] &= !tb;
                self.bb[captured as usize & 15] &= !tb;
                self.bb[piece as usize & 15] |= tb;
                // An illegal move could "capture" its own side's piece; the
                // bitboard of the mover must then keep `to`.
                self.by_side[us.index()] |= tb;
                if let Some(p) = code_piece(captured) {
                    let v = value_x10(self.profile.variant, p.role);
                    self.material[them.index()] = self.material[them.index()].saturating_sub(v);
                    if p.role == Role::General {
                        self.generals[them.index()] = crate::geometry::NO_SQ;
                    }
                }
                self.halfmove = 0;
            } else {
                self.halfmove = self.halfmove.saturating_add(1);
            }
            if code_role_index(piece) == Role::General as usize {
                self.generals[us.index()] = to as u8;
            }
            self.passes_in_row = 0;
            self.bikjang_accepted = false;
            return self.finish_make(Undo { captured, ..undo });
        }
        self.finish_make(undo)
    }

    #[inline]
    fn finish_make(&mut self, undo: Undo) -> Undo {
        if self.turn == Side::Second {
            self.fullmove = self.fullmove.saturating_add(1);
        }
        self.turn = !self.turn;
        self.hash ^= SIDE_KEY;
        undo
    }

    /// Takes back `m`, which must be the move that returned `u`.
    pub fn unmake_move(&mut self, m: Move, u: Undo) {
        self.turn = !self.turn;
        if self.turn == Side::Second {
            self.fullmove = self.fullmove.saturating_sub(1).max(1);
        }
        let us = self.turn;
        if !m.is_pass() && !m.is_none() {
            let from = m.from().index() % 90;
            let to = m.to().index() % 90;
            let piece = self.board[to];
            self.board[from] = piece;
            self.board[to] = u.captured;
            let (fb, tb) = (1u128 << from, 1u128 << to);
            self.by_side[us.index()] ^= fb | tb;
            self.bb[piece as usize & 15] ^= fb | tb;
            if code_role_index(piece) == Role::General as usize {
                self.generals[us.index()] = from as u8;
            }
            if let Some(p) = code_piece(u.captured) {
                let them = p.side;
                self.by_side[them.index()] |= tb;
                self.bb[u.captured as usize & 15] |= tb;
                self.material[them.index()] += value_x10(self.profile.variant, p.role);
                if p.role == Role::General {
                    self.generals[them.index()] = to as u8;
                }
            }
        }
        self.passes_in_row = u.passes_in_row;
        self.bikjang_accepted = u.bikjang_accepted;
        self.halfmove = u.halfmove;
        self.hash = u.hash;
    }

    /// Hands the move to the other side without moving (an engine's null
    /// move; not a pass: pass state and counters are unchanged).
    pub fn make_null(&mut self) -> Undo {
        let undo = Undo {
            captured: 0,
            passes_in_row: self.passes_in_row,
            bikjang_accepted: self.bikjang_accepted,
            halfmove: self.halfmove,
            hash: self.hash,
        };
        self.turn = !self.turn;
        self.hash ^= SIDE_KEY;
        undo
    }

    /// Takes back [`Position::make_null`].
    pub fn unmake_null(&mut self, u: Undo) {
        self.turn = !self.turn;
        self.passes_in_row = u.passes_in_row;
        self.bikjang_accepted = u.bikjang_accepted;
        self.halfmove = u.halfmove;
        self.hash = u.hash;
    }

    /// Plays `m` if it is legal; otherwise leaves the position unchanged.
    ///
    /// ```
    /// use janggi_rules::{Move, Position, RuleProfile};
    /// let mut pos = Position::new(&RuleProfile::JANGGI_STANDARD);
    /// assert!(pos.play(Move::PASS).is_ok());
    /// assert!(pos.play(Move::NONE).is_err());
    /// ```
    pub fn play(&mut self, m: Move) -> Result<(), IllegalMove> {
        if self.is_legal(m) {
            let _ = self.make_move(m);
            Ok(())
        } else {
            Err(IllegalMove { mv: m })
        }
    }

    /// `true` if `sq` is in `side`'s palace.
    #[inline]
    pub fn in_palace(sq: Square, side: Side) -> bool {
        sq_in_palace(sq.index(), side.index())
    }
}
