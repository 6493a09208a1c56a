//! Why a move is illegal ([`Position::why_illegal`]) and which pieces give
//! check ([`Position::checkers`]): the rules explained, for teaching and
//! for front ends.
//!
//! A move `from → to` is judged in three stages, and the first failing one
//! gives the reason:
//!
//! 1. **The try itself** — a piece of the side to move on `from`
//!    ([`NoPiece`](IllegalReason::NoPiece),
//!    [`NotYourPiece`](IllegalReason::NotYourPiece)), a different `to`
//!    ([`SameSquare`](IllegalReason::SameSquare)), not one's own piece
//!    there ([`OwnPiece`](IllegalReason::OwnPiece)), a game not ended by
//!    passes ([`GameOver`](IllegalReason::GameOver)).
//! 2. **The piece's own way of moving** — its shape, the palace, the river,
//!    the points it must pass over and the cannon's screen:
//!
//!    ```text
//!     horse (both games)       Janggi elephant           Xiangqi elephant
//!     . . t . t . .            . t . . . t .             t . . . t
//!     . t . . . t .            . . 2 . 2 . .             . e . e .
//!     . . . 1 . . .            t . . 1 . . t             . . E . .
//!     . t 1 H 1 t .            . 2 1 E 1 2 .             . e . e .
//!     . . . 1 . . .            t . . 1 . . t             t . . . t
//!     . t . . . t .            . . 2 . 2 . .
//!     . . t . t . .            . t . . . t .
//!     1 = the leg (myeok):     1 and 2 must be empty     e = the eye; never
//!     must be empty                                      across the river
//!    ```
//!
//!    A Janggi cannon needs exactly one screen that is not a cannon and
//!    never takes a cannon; a Xiangqi cannon slides like a chariot and takes
//!    by jumping exactly one piece. Generals and guards (advisors) stay in
//!    their palace; in Janggi every piece that may use the palace's
//!    diagonals uses only the drawn ones, in Xiangqi no piece but the
//!    advisor moves diagonally there.
//! 3. **The rules outside the piece** — in Xiangqi the generals may not
//!    face each other ([`GeneralsFacing`](IllegalReason::GeneralsFacing));
//!    in Janggi under a must-break profile a bikjang must be broken
//!    ([`MustBreakBikjang`](IllegalReason::MustBreakBikjang)); and no move
//!    may leave the own general attacked
//!    ([`InCheck`](IllegalReason::InCheck) when it was already in check,
//!    [`ExposesGeneral`](IllegalReason::ExposesGeneral) otherwise: a pinned
//!    piece, or the general stepping into an attack).
//!
//! [`Position::why_illegal`] answers `None` exactly for the moves
//! [`Position::legal_moves`] lists (tested on random games of both).

use std::fmt;

use crate::geometry::{
    sq_in_palace, Ray, DIAG_POINTS, DIAG_RAYS, HORSE, JANGGI_ELEPHANT, JANGGI_PALACE_STEPS,
    JANGGI_SOLDIER, ORTH_RAYS, XIANGQI_ADVISOR_STEPS, XIANGQI_ELEPHANT, XIANGQI_GENERAL_STEPS,
    XIANGQI_SOLDIER,
};
use crate::mailbox::{code, code_piece};
use crate::{Move, Piece, Position, Role, Side, Square};

/// Why a move `from → to` is not legal. See the [module docs](crate::illegal) for
/// the order in which reasons are found.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum IllegalReason {
    /// No piece stands on `from`.
    NoPiece,
    /// The piece on `from` belongs to the side not to move.
    NotYourPiece,
    /// The game is over by passes (two in a row, or a pass accepting a
    /// bikjang): nothing can move.
    GameOver,
    /// `from` and `to` are the same point (a pass is not a move of a piece).
    SameSquare,
    /// `to` holds a piece of the mover's own side.
    OwnPiece,
    /// A general or guard (advisor) would leave its palace.
    LeavesPalace,
    /// Janggi: a diagonal move inside a palace off its drawn diagonals
    /// (general, guard, chariot, cannon, soldier).
    OffPalaceDiagonal,
    /// `to` is not on the piece's path at all (wrong shape or distance;
    /// in Xiangqi also any diagonal of the general, chariot or cannon).
    NotOnPath,
    /// A chariot's (or a Xiangqi cannon's non-capturing) line is blocked.
    Blocked,
    /// A horse's leg (myeok, the first point of its move) is occupied.
    HorseLegBlocked,
    /// Janggi: a point the elephant passes over is occupied.
    ElephantBlocked,
    /// Xiangqi: the elephant's eye (the middle point) is occupied.
    ElephantEyeBlocked,
    /// Xiangqi: the elephant would cross the river.
    CrossesRiver,
    /// A cannon has no piece to jump: Janggi, to move or take; Xiangqi,
    /// to take.
    NoScreen,
    /// A cannon would jump more than one piece (Janggi: to move or take;
    /// Xiangqi: to take).
    TooManyScreens,
    /// Janggi: a cannon would jump over a cannon.
    CannonOverCannon,
    /// Janggi: a cannon would take a cannon.
    CannonTakesCannon,
    /// A soldier would move backward.
    SoldierBackward,
    /// Xiangqi: a soldier would step sideways before crossing the river.
    SoldierBeforeRiver,
    /// Xiangqi: the move would leave the generals facing on an open file.
    GeneralsFacing,
    /// Janggi, under a profile where a bikjang must be broken: the move
    /// leaves the generals facing (break it or pass).
    MustBreakBikjang,
    /// The side to move is in check and this move (not the general's)
    /// does not answer it.
    InCheck,
    /// The move would put or leave the mover's own general under attack:
    /// a pinned piece, or the general stepping into an attack.
    ExposesGeneral,
}

impl fmt::Display for IllegalReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use IllegalReason::*;
        f.write_str(match self {
            NoPiece => "no piece on that point",
            NotYourPiece => "that piece belongs to the side not to move",
            GameOver => "the game is over",
            SameSquare => "a piece must move to another point",
            OwnPiece => "a piece cannot take its own side's piece",
            LeavesPalace => "the piece must stay in its palace",
            OffPalaceDiagonal => "only the palace's drawn diagonals may be used",
            NotOnPath => "the piece does not move that way",
            Blocked => "a piece stands in the way",
            HorseLegBlocked => "the horse's leg is blocked",
            ElephantBlocked => "the elephant's path is blocked",
            ElephantEyeBlocked => "the elephant's eye is blocked",
            CrossesRiver => "the elephant cannot cross the river",
            NoScreen => "the cannon has no screen to jump",
            TooManyScreens => "the cannon would jump more than one piece",
            CannonOverCannon => "a cannon cannot jump a cannon",
            CannonTakesCannon => "a cannon cannot take a cannon",
            SoldierBackward => "a soldier never moves backward",
            SoldierBeforeRiver => "a soldier moves sideways only across the river",
            GeneralsFacing => "the generals may not face each other",
            MustBreakBikjang => "the bikjang must be broken",
            InCheck => "the general is in check",
            ExposesGeneral => "the move would leave the general in check",
        })
    }
}

impl std::error::Error for IllegalReason {}

#[inline]
fn bit(sq: usize) -> u128 {
    1u128 << sq
}

/// The points strictly before `to` on `ray`, if `to` is on it.
fn before_on_ray(ray: &Ray, to: usize) -> Option<&[u8]> {
    let i = ray.sq[..ray.len as usize]
        .iter()
        .position(|&s| s as usize == to)?;
    Some(&ray.sq[..i])
}

impl Position {
    /// Why the piece on `from` cannot go to `to` — or `None` if the move is
    /// legal (then it is in [`Position::legal_moves`]).
    ///
    /// ```
    /// use janggi_rules::{IllegalReason, Position, RuleProfile, Square};
    /// let pos = Position::new(&RuleProfile::JANGGI_STANDARD);
    /// let sq = |s| Square::parse(s).unwrap();
    /// assert_eq!(pos.why_illegal(sq("h1"), sq("g3")), None);
    /// // The chariot on a1 cannot jump its own soldier on a4.
    /// assert_eq!(pos.why_illegal(sq("a1"), sq("a5")), Some(IllegalReason::Blocked));
    /// assert_eq!(pos.why_illegal(sq("h1"), sq("h2")), Some(IllegalReason::NotOnPath));
    /// assert_eq!(pos.why_illegal(sq("e2"), sq("c2")), Some(IllegalReason::LeavesPalace));
    /// assert_eq!(pos.why_illegal(sq("e9"), sq("e8")), Some(IllegalReason::NotYourPiece));
    /// ```
    pub fn why_illegal(&self, from: Square, to: Square) -> Option<IllegalReason> {
        use IllegalReason as R;
        let (f, t) = (from.index(), to.index());
        if f >= 90 || t >= 90 {
            return Some(R::NotOnPath);
        }
        let Some(piece) = code_piece(self.board[f]) else {
            return Some(R::NoPiece);
        };
        if piece.side != self.turn {
            return Some(R::NotYourPiece);
        }
        if self.is_over_by_pass() {
            return Some(R::GameOver);
        }
        if f == t {
            return Some(R::SameSquare);
        }
        let target = code_piece(self.board[t]);
        if target.is_some_and(|p| p.side == piece.side) {
            return Some(R::OwnPiece);
        }
        if let Err(r) = self.piece_path(piece, f, t) {
            return Some(r);
        }
        let m = Move::normal(piece.role, from, to, target.map(|p| p.role));
        if self.is_legal(m) {
            return None;
        }
        // The piece may go there: a rule outside it forbids the move.
        let mover = code(piece.side, piece.role);
        if !self.janggi && self.facing_after(f, t, mover) {
            return Some(R::GeneralsFacing);
        }
        if self.janggi && self.bikjang_restricts_now() && self.facing_after(f, t, mover) {
            return Some(R::MustBreakBikjang);
        }
        if self.is_check() && piece.role != Role::General {
            Some(R::InCheck)
        } else {
            Some(R::ExposesGeneral)
        }
    }

    /// The pieces giving check to the side to move, in square order (empty
    /// when not in check; a bikjang is not check).
    ///
    /// ```
    /// use janggi_rules::{Position, RuleProfile, Square};
    /// // Han's general e10: a chariot on e3 and a cannon on c10 with the
    /// // horse d10 as its screen both give check.
    /// let pos = Position::from_fen("2CNk4/9/9/9/9/9/9/4R4/4K4/9 b",
    ///                              &RuleProfile::JANGGI_STANDARD).unwrap();
    /// let names: Vec<String> = pos.checkers().iter().map(|s| s.to_string()).collect();
    /// assert_eq!(names, ["e3", "c10"]);
    /// ```
    pub fn checkers(&self) -> Vec<Square> {
        let us = self.turn;
        let king = self.generals[us.index()] as usize;
        if king >= 90 {
            return Vec::new();
        }
        let them = !us;
        self.pieces()
            .filter(|&(sq, p)| {
                p.side == them
                    && (self.piece_path(p, sq.index(), king).is_ok()
                        || (p.role == Role::General
                            && self.profile.flying_general
                            && self.is_bikjang()))
            })
            .map(|(sq, _)| sq)
            .collect()
    }

    /// Would the generals face each other after `mover` goes `f → t`?
    fn facing_after(&self, f: usize, t: usize, mover: u8) -> bool {
        self.facing_v::<true>(f as u8, t as u8, mover)
    }

    /// Can `piece`, standing on `f`, go to (or take on) `t` by its own way
    /// of moving on this board? Checks shape, palace, river, the points it
    /// passes and the cannon's screens; not whose turn it is, not what
    /// stands on `t` beyond the cannon rules, not check.
    pub(crate) fn piece_path(&self, piece: Piece, f: usize, t: usize) -> Result<(), IllegalReason> {
        use IllegalReason as R;
        let side = piece.side;
        let si = side.index();
        let janggi = self.janggi;
        let occupied = |s: u8| self.board[s as usize] != 0;
        let (ff, fr) = ((f % 9) as i32, (f / 9) as i32);
        let (tf, tr) = ((t % 9) as i32, (t / 9) as i32);
        let (df, dr) = (tf - ff, tr - fr);
        let diagonal_step = df.abs() == 1 && dr.abs() == 1;
        // Both points in one palace, on a diagonal of any length.
        let palace_diagonal = df.abs() == dr.abs()
            && df != 0
            && Side::ALL
                .iter()
                .any(|s| sq_in_palace(f, s.index()) && sq_in_palace(t, s.index()));
        let steps_to = |to: &[u8]| to.contains(&(t as u8));
        match piece.role {
            Role::General | Role::Guard => {
                if !sq_in_palace(t, si) {
                    return Err(R::LeavesPalace);
                }
                let steps = if janggi {
                    &JANGGI_PALACE_STEPS[si][f]
                } else if piece.role == Role::General {
                    &XIANGQI_GENERAL_STEPS[si][f]
                } else {
                    &XIANGQI_ADVISOR_STEPS[si][f]
                };
                if steps_to(&steps.to[..steps.n as usize]) {
                    Ok(())
                } else if janggi && diagonal_step && sq_in_palace(f, si) {
                    Err(R::OffPalaceDiagonal)
                } else {
                    Err(R::NotOnPath)
                }
            }
            Role::Chariot | Role::Cannon => {
                let mut rays: Vec<&Ray> = ORTH_RAYS[f].iter().collect();
                if janggi && DIAG_POINTS & bit(f) != 0 {
                    rays.extend(DIAG_RAYS[f].iter());
                }
                let Some(between) = rays.iter().find_map(|r| before_on_ray(r, t)) else {
                    return Err(if janggi && palace_diagonal {
                        R::OffPalaceDiagonal
                    } else {
                        R::NotOnPath
                    });
                };
                let screens: Vec<u8> = between.iter().copied().filter(|&s| occupied(s)).collect();
                if piece.role == Role::Chariot {
                    return if screens.is_empty() {
                        Ok(())
                    } else {
                        Err(R::Blocked)
                    };
                }
                let is_cannon = |s: u8| {
                    code_piece(self.board[s as usize]).is_some_and(|p| p.role == Role::Cannon)
                };
                let takes = occupied(t as u8);
                if janggi {
                    if screens.is_empty() {
                        Err(R::NoScreen)
                    } else if screens.iter().any(|&s| is_cannon(s)) {
                        Err(R::CannonOverCannon)
                    } else if screens.len() > 1 {
                        Err(R::TooManyScreens)
                    } else if takes && is_cannon(t as u8) {
                        Err(R::CannonTakesCannon)
                    } else {
                        Ok(())
                    }
                } else if !takes {
                    if screens.is_empty() {
                        Ok(())
                    } else {
                        Err(R::Blocked)
                    }
                } else {
                    match screens.len() {
                        0 => Err(R::NoScreen),
                        1 => Ok(()),
                        _ => Err(R::TooManyScreens),
                    }
                }
            }
            Role::Horse => {
                let e = &HORSE[f];
                match (0..e.n as usize).find(|&i| e.to[i] as usize == t) {
                    None => Err(R::NotOnPath),
                    Some(i) if occupied(e.leg[i]) => Err(R::HorseLegBlocked),
                    Some(_) => Ok(()),
                }
            }
            Role::Elephant if janggi => {
                let e = &JANGGI_ELEPHANT[f];
                match (0..e.n as usize).find(|&i| e.to[i] as usize == t) {
                    None => Err(R::NotOnPath),
                    Some(i) if occupied(e.leg1[i]) || occupied(e.leg2[i]) => {
                        Err(R::ElephantBlocked)
                    }
                    Some(_) => Ok(()),
                }
            }
            Role::Elephant => {
                let e = &XIANGQI_ELEPHANT[si][f];
                match (0..e.n as usize).find(|&i| e.to[i] as usize == t) {
                    // The table holds every two-point diagonal on the own
                    // half: one that is missing crossed the river.
                    None if df.abs() == 2 && dr.abs() == 2 => Err(R::CrossesRiver),
                    None => Err(R::NotOnPath),
                    Some(i) if occupied(e.leg[i]) => Err(R::ElephantEyeBlocked),
                    Some(_) => Ok(()),
                }
            }
            Role::Soldier => {
                let steps = if janggi {
                    &JANGGI_SOLDIER[si][f]
                } else {
                    &XIANGQI_SOLDIER[si][f]
                };
                if steps_to(&steps.to[..steps.n as usize]) {
                    return Ok(());
                }
                let forward = if side == Side::First { 1 } else { -1 };
                if dr * forward < 0 {
                    Err(R::SoldierBackward)
                } else if !janggi && dr == 0 && df.abs() == 1 {
                    // A sideways step missing from the table: not yet
                    // across the river.
                    Err(R::SoldierBeforeRiver)
                } else if janggi && diagonal_step && dr == forward && palace_diagonal {
                    Err(R::OffPalaceDiagonal)
                } else {
                    Err(R::NotOnPath)
                }
            }
        }
    }
}
