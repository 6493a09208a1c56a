//! Legal move generation, attack tests, bikjang, perft.
//!
//! # How pieces move (both games)
//!
//! * **Chariot**: slides orthogonally; in Janggi also along the palace
//!   diagonals while inside a palace.
//! * **Cannon**: needs exactly one *screen* between it and where it lands.
//!   In Janggi the screen may be any piece but a cannon, the cannon lands on
//!   any empty point beyond the screen or captures the first piece beyond
//!   it — never a cannon — and it cannot move at all without a screen. In
//!   Xiangqi it moves like a chariot and captures by jumping exactly one
//!   piece (cannons included) onto the first piece beyond.
//!
//!   ```text
//!    rank 3:  . C . x . . p . .      Janggi cannon C on b3, screen x on d3
//!             a b c d e f g h i
//!
//!    Janggi:  c3 unreachable (no screen yet); e3 and f3 are moves (empty,
//!             beyond the one screen); g3 is a capture of p; nothing beyond.
//!             If x were a cannon, C could not move along this rank at all,
//!             and if p were a cannon it could not be captured.
//!    Xiangqi: c3 is a move (like a chariot, up to the screen); e3 and f3
//!             are not; g3 is the capture.
//!   ```
//!
//!   Inside a palace a Janggi cannon may also jump along a diagonal, from
//!   a corner over a piece on the centre to the opposite corner:
//!
//!   ```text
//!    10   d10 ----- e10 ----- f10      C on d8, a screen x on the palace
//!          |  \      |      /  |       centre e9: C may move to f10 (or
//!     9   d9 ------  x  ----- f9       capture there, unless it holds a
//!          |  /      |      \  |       cannon). From e9 itself no
//!     8    C ------ e8 ------ f8       diagonal jump exists.
//!   ```
//!
//!   ```
//!   use janggi_rules::{Position, RuleProfile, Square};
//!   // Han cannon d8, Cho horse e9 as the screen, Han general d10.
//!   let pos = Position::from_fen("3k5/4N4/3c5/9/9/9/9/9/4K4/9 b - - 0 1",
//!                                &RuleProfile::JANGGI_STANDARD).unwrap();
//!   let d8 = Square::parse("d8").unwrap();
//!   let cannon: Vec<String> = pos.legal_moves().iter()
//!       .filter(|m| !m.is_pass() && m.from() == d8)
//!       .map(|m| m.to().to_string()).collect();
//!   assert_eq!(cannon, ["f10"]);
//!   ```
//! * **Horse**: one point orthogonally then one diagonally outward; a piece
//!   on the first point (the *myeok* / horse's leg) blocks that direction.
//! * **Elephant**: Janggi: one point orthogonally then two diagonally
//!   outward, blocked if either intermediate point is occupied. Xiangqi:
//!   exactly two points diagonally, blocked by a piece on the middle point
//!   (the elephant's eye), never across the river.
//! * **General / guard (advisor)**: one step inside the own palace. Janggi:
//!   along any palace line (orthogonal anywhere, diagonal only on the X).
//!   Xiangqi: general orthogonally, advisor diagonally.
//! * **Soldier**: forward or sideways (Xiangqi: sideways only after crossing
//!   the river); in Janggi also diagonally forward along the lines of a
//!   palace (the enemy's; its own only on a set-up board).
//!
//! # Bikjang (Janggi) and the flying general (Xiangqi)
//!
//! ```text
//!   10 . . . . k . . . .     The generals stand on the e-file with no
//!    9 . . . . . . . . .     piece between them.
//!    …                        Janggi: bikjang (빅장). It is not check; under
//!    2 . . . . K . . . .     profiles where it must be broken, the side to
//!    1 . . . . . . . . .     move must break it (block or step aside) or
//!      a b c d e f g h i     pass, and a pass accepts it and ends the game.
//!                            Xiangqi: "flying general": a move that leaves
//!                            this on the board is illegal.
//! ```
//!
//! # Legality
//!
//! Pieces are generated with table walks; then a move is legal unless it
//! leaves the mover's general attacked. To stay fast, the full test (an
//! attack test on a virtual board with the move applied) runs only when it
//! can matter: the general moves, the side is in check, a bikjang must be
//! broken, the piece leaves a line between the general and an enemy
//! chariot/cannon (or the enemy general in Xiangqi) or a leg of an enemy
//! horse/elephant that aims at the general, or it lands on a line where it
//! could become a cannon's screen. Every other move is legal as generated.
//!
//! # Speed
//!
//! Representation and legality scheme were chosen by measurement
//! (`make bench`, release, one thread, bulk-counted last ply, on the 2-core
//! build machine when quiet):
//!
//! | position, depth 5 | nodes | this scheme | make + full test of every move |
//! |---|---|---|---|
//! | Janggi start, bikjang on | 35,243,995 | 115 Mnps | 23 Mnps |
//! | Janggi start, bikjang off | 36,282,067 | 123 Mnps | 19 Mnps |
//! | Xiangqi start | 133,312,995 | 164 Mnps | 21 Mnps |
//!
//! The mailbox answers the many "what stands here" questions of ray walks
//! and leg tests in one load; the per-kind `u128` bitboards iterate pieces
//! and give the masks above with a few ANDs. Move lists are fixed arrays
//! ([`MoveList`]), so generation never allocates.

mod ctx;

pub use crate::moves::{MoveList, MAX_MOVES};

use self::ctx::Ctx;
use crate::geometry::{
    Ray, DIAG_POINTS, DIAG_RAYS, DIAG_RAY_MASK, HORSE, HORSE_ATTACKERS, JANGGI_ELEPHANT,
    JANGGI_ELEPHANT_ATTACKERS, JANGGI_PALACE_STEPS, JANGGI_SOLDIER, JANGGI_SOLDIER_ATTACKERS,
    NO_SQ, ORTH_RAYS, ORTH_RAY_MASK, XIANGQI_ADVISOR_STEPS, XIANGQI_ELEPHANT,
    XIANGQI_GENERAL_STEPS, XIANGQI_SOLDIER, XIANGQI_SOLDIER_ATTACKERS,
};
use crate::mailbox::{code, code_role_index, code_side};
use crate::position::HAN_BONUS_X10;
use crate::{BikjangRule, Move, Position, Role, Side};

const ALL: u128 = u128::MAX;

#[inline(always)]
fn bit(sq: usize) -> u128 {
    1u128 << sq
}

impl Position {
    /// The board with an optional move applied virtually: `from` empty, `to`
    /// holding `mover`. With `V = false` there is no virtual move.
    #[inline(always)]
    fn at<const V: bool>(&self, s: u8, from: u8, to: u8, mover: u8) -> u8 {
        if V {
            if s == to {
                return mover;
            }
            if s == from {
                return 0;
            }
        }
        self.board[s as usize]
    }

    /// `true` if square `k` is attacked by `by` (with the virtual move
    /// `from → to` of piece code `mover` applied when `V`). Considers
    /// chariots, cannons, horses, elephants, soldiers and (with the
    /// flying-general rule) the enemy general; guards, advisors and a
    /// Janggi general never leave their own palace, so they cannot reach
    /// the enemy general and are not tested.
    #[inline]
    fn attacked_v<const V: bool>(&self, k: usize, by: Side, from: u8, to: u8, mover: u8) -> bool {
        if k >= 90 {
            return false;
        }
        let janggi = self.janggi;
        let chariot = code(by, Role::Chariot);
        let cannon = code(by, Role::Cannon);
        let general = code(by, Role::General);
        let flying = self.profile.flying_general;
        let mut sliders = self.bb[chariot as usize] | self.bb[cannon as usize];
        if flying {
            sliders |= self.bb[general as usize];
        }
        if V && code_side(mover) == by {
            sliders |= bit(to as usize);
        }
        if sliders != 0 {
            for d in 0..4 {
                if ORTH_RAY_MASK[k][d] & sliders == 0 {
                    continue;
                }
                if self.ray_attack::<V>(&ORTH_RAYS[k][d], by, from, to, mover, flying) {
                    return true;
                }
            }
            if janggi && DIAG_POINTS & bit(k) != 0 {
                for d in 0..4 {
                    if DIAG_RAY_MASK[k][d] & sliders == 0 {
                        continue;
                    }
                    if self.ray_attack::<V>(&DIAG_RAYS[k][d], by, from, to, mover, false) {
                        return true;
                    }
                }
            }
        }
        let horse = code(by, Role::Horse);
        let mut horses = self.bb[horse as usize];
        if V && mover == horse {
            horses |= bit(to as usize);
        }
        if horses != 0 {
            let e = &HORSE_ATTACKERS[k];
            for i in 0..e.n as usize {
                let src = e.to[i];
                if horses & bit(src as usize) != 0
                    && self.at::<V>(src, from, to, mover) == horse
                    && self.at::<V>(e.leg[i], from, to, mover) == 0
                {
                    return true;
                }
            }
        }
        let soldier = code(by, Role::Soldier);
        let mut soldiers = self.bb[soldier as usize];
        if V && mover == soldier {
            soldiers |= bit(to as usize);
        }
        if soldiers != 0 {
            let e = if janggi {
                &JANGGI_SOLDIER_ATTACKERS[by.index()][k]
            } else {
                &XIANGQI_SOLDIER_ATTACKERS[by.index()][k]
            };
            for i in 0..e.n as usize {
                let src = e.to[i];
                if soldiers & bit(src as usize) != 0
                    && self.at::<V>(src, from, to, mover) == soldier
                {
                    return true;
                }
            }
        }
        if janggi {
            let elephant = code(by, Role::Elephant);
            let mut elephants = self.bb[elephant as usize];
            if V && mover == elephant {
                elephants |= bit(to as usize);
            }
            if elephants != 0 {
                let e = &JANGGI_ELEPHANT_ATTACKERS[k];
                for i in 0..e.n as usize {
                    let src = e.to[i];
                    if elephants & bit(src as usize) != 0
                        && self.at::<V>(src, from, to, mover) == elephant
                        && self.at::<V>(e.leg1[i], from, to, mover) == 0
                        && self.at::<V>(e.leg2[i], from, to, mover) == 0
                    {
                        return true;
                    }
                }
            }
        }
        false
    }

    /// Does a chariot or cannon of `by` (or its general, with `flying`)
    /// attack the origin of `ray` along it?
    #[inline(always)]
    fn ray_attack<const V: bool>(
        &self,
        ray: &Ray,
        by: Side,
        from: u8,
        to: u8,
        mover: u8,
        flying: bool,
    ) -> bool {
        let len = ray.len as usize;
        let mut i = 0;
        let mut c = 0;
        while i < len {
            c = self.at::<V>(ray.sq[i], from, to, mover);
            if c != 0 {
                break;
            }
            i += 1;
        }
        if i >= len {
            return false;
        }
        if c == code(by, Role::Chariot) || (flying && c == code(by, Role::General)) {
            return true;
        }
        if self.janggi && code_role_index(c) == Role::Cannon as usize {
            return false; // a cannon is never a screen in Janggi
        }
        i += 1;
        while i < len {
            let c = self.at::<V>(ray.sq[i], from, to, mover);
            if c != 0 {
                return c == code(by, Role::Cannon);
            }
            i += 1;
        }
        false
    }

    /// `true` if `side`'s general is attacked.
    #[inline]
    pub(crate) fn general_attacked(&self, side: Side) -> bool {
        self.attacked_v::<false>(self.generals[side.index()] as usize, !side, NO_SQ, NO_SQ, 0)
    }

    /// `true` if the side to move's general is attacked (in check). A
    /// bikjang is not check.
    ///
    /// ```
    /// use janggi_rules::{Position, RuleProfile};
    /// let p = Position::from_fen("4k4/9/9/9/9/9/9/4R4/4K4/9 b - - 0 1",
    ///                            &RuleProfile::JANGGI_STANDARD).unwrap();
    /// assert!(p.is_check());
    /// ```
    pub fn is_check(&self) -> bool {
        self.general_attacked(self.turn)
    }

    /// `true` if the generals stand on one file with nothing between them
    /// (bikjang in Janggi; never true in a legal Xiangqi position).
    pub fn is_bikjang(&self) -> bool {
        self.facing_v::<false>(NO_SQ, NO_SQ, 0)
    }

    #[inline]
    pub(crate) fn facing_v<const V: bool>(&self, from: u8, to: u8, mover: u8) -> bool {
        let mut a = self.generals[0];
        let mut b = self.generals[1];
        if V && code_role_index(mover) == Role::General as usize {
            if code_side(mover) == Side::First {
                a = to;
            } else {
                b = to;
            }
        }
        if a >= 90 || b >= 90 || a % 9 != b % 9 {
            return false;
        }
        let (lo, hi) = if a < b { (a, b) } else { (b, a) };
        let mut s = lo + 9;
        while s < hi {
            if self.at::<V>(s, from, to, mover) != 0 {
                return false;
            }
            s += 9;
        }
        true
    }

    /// `true` if the side to move faces a bikjang that it must break or
    /// accept by passing under this profile.
    pub fn bikjang_restricts_now(&self) -> bool {
        if !self.janggi || !matches!(self.profile.bikjang, BikjangRule::MustBreak(_)) {
            return false;
        }
        if let Some(limit) = self.profile.bikjang_points_below {
            let below = |side: Side| {
                let bonus = if side == Side::Second {
                    HAN_BONUS_X10
                } else {
                    0
                };
                (self.points(side) - bonus) < limit * 10
            };
            if !(below(Side::First) && below(Side::Second)) {
                return false;
            }
        }
        self.is_bikjang()
    }

    /// `true` if no move is left because the game ended by passes (two in a
    /// row) or by a pass that accepted a bikjang.
    #[inline]
    pub fn is_over_by_pass(&self) -> bool {
        self.passes_in_row >= 2 || self.bikjang_accepted
    }

    fn ctx(&self) -> (Ctx, bool) {
        let us = self.turn;
        let them = !us;
        let king = self.generals[us.index()] as usize;
        let in_check = self.attacked_v::<false>(king, them, NO_SQ, NO_SQ, 0);
        let restricted = self.bikjang_restricts_now();
        let mut c = Ctx {
            us,
            king,
            from_mask: ALL,
            to_mask: ALL,
            restricted,
        };
        if !in_check && !restricted && king < 90 {
            let chariots = self.bb[code(them, Role::Chariot) as usize];
            let cannons = self.bb[code(them, Role::Cannon) as usize];
            let mut lines = chariots | cannons;
            if self.profile.flying_general {
                lines |= self.bb[code(them, Role::General) as usize];
            }
            let mut from_mask = 0u128;
            let mut to_mask = 0u128;
            for &m in &ORTH_RAY_MASK[king] {
                if m & lines != 0 {
                    from_mask |= m;
                    if m & cannons != 0 {
                        to_mask |= m;
                    }
                }
            }
            if self.janggi && DIAG_POINTS & bit(king) != 0 {
                for &m in &DIAG_RAY_MASK[king] {
                    if m & lines != 0 {
                        from_mask |= m;
                        if m & cannons != 0 {
                            to_mask |= m;
                        }
                    }
                }
            }
            let horses = self.bb[code(them, Role::Horse) as usize];
            if horses != 0 {
                let e = &HORSE_ATTACKERS[king];
                for i in 0..e.n as usize {
                    if horses & bit(e.to[i] as usize) != 0 {
                        from_mask |= bit(e.leg[i] as usize);
                    }
                }
            }
            if self.janggi {
                let elephants = self.bb[code(them, Role::Elephant) as usize];
                if elephants != 0 {
                    let e = &JANGGI_ELEPHANT_ATTACKERS[king];
                    for i in 0..e.n as usize {
                        if elephants & bit(e.to[i] as usize) != 0 {
                            from_mask |= bit(e.leg1[i] as usize) | bit(e.leg2[i] as usize);
                        }
                    }
                }
            }
            c.from_mask = from_mask;
            c.to_mask = to_mask;
        }
        (c, in_check)
    }

    /// Full legality test of a move of piece code `mover` from `from` to
    /// `to`.
    #[inline(never)]
    fn legal_slow(&self, c: &Ctx, from: usize, to: usize, mover: u8) -> bool {
        let king = if code_role_index(mover) == Role::General as usize {
            to
        } else {
            c.king
        };
        if self.attacked_v::<true>(king, !c.us, from as u8, to as u8, mover) {
            return false;
        }
        !(c.restricted && self.facing_v::<true>(from as u8, to as u8, mover))
    }

    /// Adds the move `from → to` if legal (the target is empty or an enemy
    /// piece; the caller checks the piece rules).
    #[inline(always)]
    #[allow(clippy::too_many_arguments)]
    fn add<const CAPS: bool>(
        &self,
        list: &mut MoveList,
        c: &Ctx,
        role: Role,
        from: usize,
        to: usize,
        target: u8,
        always_slow: bool,
    ) {
        if CAPS && target == 0 {
            return;
        }
        let capture = if target == 0 {
            None
        } else {
            Role::from_index(code_role_index(target))
        };
        if !always_slow && (c.from_mask & bit(from)) | (c.to_mask & bit(to)) == 0
            || self.legal_slow(c, from, to, code(c.us, role))
        {
            list.push(Move::normal(role, sq(from), sq(to), capture));
        }
    }

    /// Generates steps from a step table.
    #[inline(always)]
    fn gen_steps<const CAPS: bool>(
        &self,
        list: &mut MoveList,
        c: &Ctx,
        role: Role,
        from: usize,
        to: &[u8],
        always_slow: bool,
    ) {
        for &t in to {
            let target = self.board[t as usize];
            if target == 0 || code_side(target) != c.us {
                self.add::<CAPS>(list, c, role, from, t as usize, target, always_slow);
            }
        }
    }

    #[inline(always)]
    fn gen_chariot_ray<const CAPS: bool>(
        &self,
        list: &mut MoveList,
        c: &Ctx,
        from: usize,
        ray: &Ray,
    ) {
        for &t in &ray.sq[..ray.len as usize] {
            let target = self.board[t as usize];
            if target == 0 {
                if !CAPS {
                    self.add::<CAPS>(list, c, Role::Chariot, from, t as usize, 0, false);
                }
            } else {
                if code_side(target) != c.us {
                    self.add::<CAPS>(list, c, Role::Chariot, from, t as usize, target, false);
                }
                break;
            }
        }
    }

    #[inline(always)]
    fn gen_cannon_ray<const CAPS: bool>(
        &self,
        list: &mut MoveList,
        c: &Ctx,
        from: usize,
        ray: &Ray,
    ) {
        let len = ray.len as usize;
        let cannon_code_bits = Role::Cannon as usize;
        let mut i = 0;
        // Up to the screen: Xiangqi cannons move here like chariots.
        while i < len {
            let t = ray.sq[i] as usize;
            if self.board[t] != 0 {
                break;
            }
            if !CAPS && !self.janggi {
                self.add::<CAPS>(list, c, Role::Cannon, from, t, 0, false);
            }
            i += 1;
        }
        if i >= len {
            return;
        }
        if self.janggi && code_role_index(self.board[ray.sq[i] as usize]) == cannon_code_bits {
            return; // a Janggi cannon cannot jump a cannon
        }
        i += 1;
        while i < len {
            let t = ray.sq[i] as usize;
            let target = self.board[t];
            if target == 0 {
                if !CAPS && self.janggi {
                    self.add::<CAPS>(list, c, Role::Cannon, from, t, 0, false);
                }
            } else {
                if code_side(target) != c.us
                    && !(self.janggi && code_role_index(target) == cannon_code_bits)
                {
                    self.add::<CAPS>(list, c, Role::Cannon, from, t, target, false);
                }
                return;
            }
            i += 1;
        }
    }

    /// Moves of the piece `role` of the side to move standing on `from`.
    #[inline(always)]
    fn gen_piece<const CAPS: bool>(&self, list: &mut MoveList, c: &Ctx, role: Role, from: usize) {
        let us = c.us;
        let usi = us.index();
        let janggi = self.janggi;
        match role {
            Role::Chariot => {
                for ray in &ORTH_RAYS[from] {
                    self.gen_chariot_ray::<CAPS>(list, c, from, ray);
                }
                if janggi && DIAG_POINTS & bit(from) != 0 {
                    for ray in &DIAG_RAYS[from] {
                        self.gen_chariot_ray::<CAPS>(list, c, from, ray);
                    }
                }
            }
            Role::Cannon => {
                for ray in &ORTH_RAYS[from] {
                    self.gen_cannon_ray::<CAPS>(list, c, from, ray);
                }
                if janggi && DIAG_POINTS & bit(from) != 0 {
                    for ray in &DIAG_RAYS[from] {
                        self.gen_cannon_ray::<CAPS>(list, c, from, ray);
                    }
                }
            }
            Role::Horse => {
                let e = &HORSE[from];
                for i in 0..e.n as usize {
                    if self.board[e.leg[i] as usize] == 0 {
                        let t = e.to[i] as usize;
                        let target = self.board[t];
                        if target == 0 || code_side(target) != us {
                            self.add::<CAPS>(list, c, Role::Horse, from, t, target, false);
                        }
                    }
                }
            }
            Role::Elephant if janggi => {
                let e = &JANGGI_ELEPHANT[from];
                for i in 0..e.n as usize {
                    if self.board[e.leg1[i] as usize] == 0 && self.board[e.leg2[i] as usize] == 0 {
                        let t = e.to[i] as usize;
                        let target = self.board[t];
                        if target == 0 || code_side(target) != us {
                            self.add::<CAPS>(list, c, Role::Elephant, from, t, target, false);
                        }
                    }
                }
            }
            Role::Elephant => {
                let e = &XIANGQI_ELEPHANT[usi][from];
                for i in 0..e.n as usize {
                    if self.board[e.leg[i] as usize] == 0 {
                        let t = e.to[i] as usize;
                        let target = self.board[t];
                        if target == 0 || code_side(target) != us {
                            self.add::<CAPS>(list, c, Role::Elephant, from, t, target, false);
                        }
                    }
                }
            }
            Role::Soldier => {
                let e = if janggi {
                    &JANGGI_SOLDIER[usi][from]
                } else {
                    &XIANGQI_SOLDIER[usi][from]
                };
                self.gen_steps::<CAPS>(list, c, Role::Soldier, from, &e.to[..e.n as usize], false);
            }
            Role::Guard => {
                let e = if janggi {
                    &JANGGI_PALACE_STEPS[usi][from]
                } else {
                    &XIANGQI_ADVISOR_STEPS[usi][from]
                };
                self.gen_steps::<CAPS>(list, c, Role::Guard, from, &e.to[..e.n as usize], false);
            }
            Role::General => {
                // The general's moves are always fully tested.
                let e = if janggi {
                    &JANGGI_PALACE_STEPS[usi][from]
                } else {
                    &XIANGQI_GENERAL_STEPS[usi][from]
                };
                self.gen_steps::<CAPS>(list, c, Role::General, from, &e.to[..e.n as usize], true);
            }
        }
    }

    fn generate<const CAPS: bool>(&self, list: &mut MoveList) {
        list.clear();
        if self.passes_in_row >= 2 || self.bikjang_accepted {
            return;
        }
        let (c, in_check) = self.ctx();
        if c.king >= 90 {
            return; // no general: nothing is legal
        }
        for role in [
            Role::Chariot,
            Role::Cannon,
            Role::Horse,
            Role::Elephant,
            Role::Soldier,
            Role::Guard,
            Role::General,
        ] {
            let mut bb = self.bb[code(c.us, role) as usize];
            while bb != 0 {
                let from = bb.trailing_zeros() as usize;
                bb &= bb - 1;
                self.gen_piece::<CAPS>(list, &c, role, from);
            }
        }
        if !CAPS && self.pass_legal(&c, in_check) {
            list.push(Move::PASS);
        }
    }

    #[inline]
    fn pass_legal(&self, c: &Ctx, in_check: bool) -> bool {
        self.janggi && self.profile.pass_allowed && (c.restricted || !in_check)
    }

    /// Every legal move, including [`Move::PASS`] where passing is allowed
    /// (Janggi, not in check — or facing a bikjang that must be broken).
    /// Empty when the game is over by passes ([`Position::is_over_by_pass`])
    /// or, in Xiangqi, when the side to move is mated or stalemated.
    pub fn legal_moves(&self) -> MoveList {
        let mut list = MoveList::new();
        self.generate::<false>(&mut list);
        list
    }

    /// [`Position::legal_moves`] into a caller's list (cleared first).
    pub fn generate_legal(&self, list: &mut MoveList) {
        self.generate::<false>(list);
    }

    /// The legal captures only (for quiescence search).
    pub fn captures(&self) -> MoveList {
        let mut list = MoveList::new();
        self.generate::<true>(&mut list);
        list
    }

    /// [`Position::captures`] into a caller's list (cleared first).
    pub fn generate_captures(&self, list: &mut MoveList) {
        self.generate::<true>(list);
    }

    /// `true` if `m` is legal here. Safe for any value, including ones
    /// built with [`Move::from_bits`] from arbitrary numbers: the role and
    /// captured role must match the board.
    pub fn is_legal(&self, m: Move) -> bool {
        if m.is_none() || self.passes_in_row >= 2 || self.bikjang_accepted {
            return false;
        }
        if m.is_pass() {
            let (c, in_check) = self.ctx();
            return c.king < 90 && self.pass_legal(&c, in_check);
        }
        let (from, to) = (m.from().index(), m.to().index());
        if from >= 90 || to >= 90 {
            return false;
        }
        let role = m.role();
        if self.board[from] != code(self.turn, role) {
            return false;
        }
        let target = self.board[to];
        let capture_ok = match m.capture() {
            None => target == 0,
            Some(r) => target == code(!self.turn, r),
        };
        if !capture_ok {
            return false;
        }
        let (c, _) = self.ctx();
        if c.king >= 90 {
            return false;
        }
        let mut list = MoveList::new();
        self.gen_piece::<false>(&mut list, &c, role, from);
        list.contains(&m)
    }

    /// `true` if `m` (assumed legal) leaves the opponent's general attacked.
    /// A pass gives check only if the opponent was already attacked (never in
    /// a legal position).
    pub fn gives_check(&self, m: Move) -> bool {
        let them = !self.turn;
        let k = self.generals[them.index()] as usize;
        if m.is_pass() || m.is_none() {
            return self.attacked_v::<false>(k, self.turn, NO_SQ, NO_SQ, 0);
        }
        let (from, to) = (m.from().index(), m.to().index());
        if from >= 90 || to >= 90 || to == k {
            return false;
        }
        let mover = self.board[from];
        if mover == 0 {
            return false;
        }
        self.attacked_v::<true>(k, self.turn, from as u8, to as u8, mover)
    }

    /// `true` if the generals face each other on an open file after `m`
    /// (assumed legal): the move makes a bikjang, or keeps one. Like
    /// [`Position::gives_check`], without playing the move.
    ///
    /// ```
    /// use janggi_rules::{notation, Position, RuleProfile};
    /// let p = Position::from_fen("3bkb3/9/9/3r5/9/4N4/9/9/4K4/R8 w - - 0 1",
    ///                            &RuleProfile::JANGGI_FAIRY_STOCKFISH).unwrap();
    /// // The horse leaves the file between the generals; the chariot does not.
    /// assert!(p.faces_after(notation::parse_uci(&p, "e5d7").unwrap()));
    /// assert!(!p.faces_after(notation::parse_uci(&p, "a1a2").unwrap()));
    /// ```
    pub fn faces_after(&self, m: Move) -> bool {
        if m.is_pass() || m.is_none() {
            return self.is_bikjang();
        }
        let (from, to) = (m.from().index(), m.to().index());
        if from >= 90 || to >= 90 {
            return false;
        }
        self.facing_v::<true>(from as u8, to as u8, self.board[from])
    }

    /// Number of leaves of the legal move tree of `depth` plies (the pass
    /// included where legal; the last ply is counted, not played).
    ///
    /// ```
    /// use janggi_rules::{Position, RuleProfile};
    /// let mut p = Position::new(&RuleProfile::XIANGQI);
    /// assert_eq!(p.perft(2), 1920);
    /// ```
    pub fn perft(&mut self, depth: u32) -> u64 {
        self.perft_impl::<true>(depth)
    }

    /// Like [`Position::perft`] but never playing or counting the pass (the
    /// reference "no pass" counts). Meant for tests.
    pub fn perft_without_pass(&mut self, depth: u32) -> u64 {
        self.perft_impl::<false>(depth)
    }

    fn perft_impl<const PASS: bool>(&mut self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let mut list = MoveList::new();
        self.generate::<false>(&mut list);
        if !PASS {
            list.retain(|m| !m.is_pass());
        }
        if depth == 1 {
            return list.len() as u64;
        }
        let mut n = 0;
        for &m in list.iter() {
            let u = self.make_move(m);
            n += self.perft_impl::<PASS>(depth - 1);
            self.unmake_move(m, u);
        }
        n
    }
}

#[inline(always)]
fn sq(i: usize) -> crate::Square {
    crate::Square::from_index_unchecked(i as u8)
}
