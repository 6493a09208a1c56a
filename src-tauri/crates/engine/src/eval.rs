//! Static evaluation, one function per game, in centipawn-like units from
//! the side to move's point of view.
//!
//! The terms, in the order they are added:
//!
//! 1. **Material** with the game's own values. Janggi: chariot 13, cannon 7,
//!    horse 5, elephant 3, guard 3, soldier 2 points, ×100. Xiangqi: chariot
//!    9, cannon 4.5, horse 4, advisor 2, elephant 2, soldier 1 (about 2 once
//!    across the river), ×100.
//! 2. **Piece-square tables**, written as small rules (`pst_*`) rather than
//!    90 magic numbers per piece: soldiers gain as they advance (Xiangqi:
//!    +100 for crossing the river), horses and cannons like the centre,
//!    generals like their home point.
//! 3. **Mobility** from a pseudo-legal count of each piece's moves: chariot
//!    lines (and, in Janggi, palace diagonals), horse and elephant moves with
//!    their legs blocked (멱, *myeok*), cannon moves that need a screen.
//! 4. **Game specifics.** Janggi: a cannon without pieces to jump over is
//!    weak, so its value falls as the board empties; a chariot on the enemy
//!    palace's diagonals is dangerous. Xiangqi: the advisor/elephant
//!    structure is worth most against the pieces it stops (advisors against
//!    chariots and horses, elephants against cannons); a cannon on the enemy
//!    general's file with one screen pins the centre.
//! 5. **General safety**: attackers near our palace against our guards.
//! 6. A small tempo bonus for the side to move.
//!
//! Material values are named constants; the positional weights are fields
//! of `Params`, which the self-play tuner (`tools/match/tune.sh`) can set.

use janggi_rules::{Position, Role, Side, Variant};

use crate::params::Params;

/// Static evaluation of `pos` from the side to move's point of view,
/// clamped well inside the range reserved for game results.
pub fn evaluate(pos: &Position) -> i32 {
    let board = Board::from_position(pos);
    let white = match pos.variant() {
        Variant::Janggi => eval_janggi(&board),
        Variant::Xiangqi => eval_xiangqi(&board),
    };
    let stm = if pos.turn() == Side::First {
        white
    } else {
        -white
    };
    (stm + Params::get().tempo).clamp(-MAX_EVAL, MAX_EVAL)
}

/// Evaluations never leave ±`MAX_EVAL` (game results use bigger numbers).
pub const MAX_EVAL: i32 = 15_000;

/// Janggi material (points × 100); the cannon's value is adjusted by
/// [`janggi_cannon_value`].
pub const JANGGI_VALUE: [i32; 7] = [0, 300, 300, 500, 1300, 700, 200];
/// Xiangqi material (pawn = 100 before the river).
pub const XIANGQI_VALUE: [i32; 7] = [0, 200, 200, 400, 900, 450, 100];

// The positional weights (mobility per reachable point, trapped leapers,
// palace-diagonal chariots, central cannon, tempo) live in `Params` so the
// self-play tuner can reach them; their defaults were set by hand and
// checked in self-play.

/// Mailbox copy of the position: `0` empty, else `1 + side*7 + role`.
struct Board {
    sq: [u8; 90],
    /// Non-general pieces on the board (both sides).
    count: i32,
}

#[inline]
fn at(f: i32, r: i32) -> Option<usize> {
    if (0..9).contains(&f) && (0..10).contains(&r) {
        Some((r * 9 + f) as usize)
    } else {
        None
    }
}

impl Board {
    fn from_position(pos: &Position) -> Board {
        let mut sq = [0u8; 90];
        let mut count = 0;
        for (s, p) in pos.pieces() {
            sq[s.index()] = 1 + p.index() as u8;
            if p.role != Role::General {
                count += 1;
            }
        }
        Board { sq, count }
    }

    #[inline]
    fn get(&self, i: usize) -> Option<(Side, Role)> {
        let v = self.sq[i];
        if v == 0 {
            None
        } else {
            let v = v - 1;
            let side = if v < 7 { Side::First } else { Side::Second };
            Some((side, Role::from_index((v % 7) as usize)?))
        }
    }

    #[inline]
    fn empty(&self, f: i32, r: i32) -> bool {
        at(f, r).is_some_and(|i| self.sq[i] == 0)
    }

    /// Whether `side` may land on (f, r): on the board and not own piece.
    #[inline]
    fn can_land(&self, side: Side, f: i32, r: i32) -> bool {
        match at(f, r) {
            Some(i) => !matches!(self.get(i), Some((s, _)) if s == side),
            None => false,
        }
    }
}

/// Rank counted from `side`'s own back rank (0..9).
#[inline]
fn rel_rank(side: Side, r: i32) -> i32 {
    if side == Side::First {
        r
    } else {
        9 - r
    }
}

/// Whether (f, r) is inside either palace.
#[inline]
fn in_palace(f: i32, r: i32) -> bool {
    (3..=5).contains(&f) && ((0..=2).contains(&r) || (7..=9).contains(&r))
}

/// Whether (f, r) is a corner or the centre of a palace (the points joined
/// by the palace diagonals).
#[inline]
fn on_palace_diag(f: i32, r: i32) -> bool {
    in_palace(f, r) && {
        let cr = if r <= 2 { 1 } else { 8 };
        (f - 4).abs() == (r - cr).abs()
    }
}

const ORTH: [(i32, i32); 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];
const DIAG: [(i32, i32); 4] = [(1, 1), (1, -1), (-1, 1), (-1, -1)];

fn chariot_mobility(b: &Board, side: Side, f: i32, r: i32, janggi: bool) -> i32 {
    let mut n = 0;
    for (df, dr) in ORTH {
        let (mut x, mut y) = (f + df, r + dr);
        while let Some(i) = at(x, y) {
            match b.get(i) {
                None => n += 1,
                Some((s, _)) => {
                    n += (s != side) as i32;
                    break;
                }
            }
            x += df;
            y += dr;
        }
    }
    if janggi && on_palace_diag(f, r) {
        for (df, dr) in DIAG {
            let (mut x, mut y) = (f + df, r + dr);
            while on_palace_diag(x, y) && (y <= 2) == (r <= 2) {
                let i = (y * 9 + x) as usize;
                match b.get(i) {
                    None => n += 1,
                    Some((s, _)) => {
                        n += (s != side) as i32;
                        break;
                    }
                }
                x += df;
                y += dr;
            }
        }
    }
    n
}

fn horse_mobility(b: &Board, side: Side, f: i32, r: i32) -> i32 {
    let mut n = 0;
    for (df, dr) in ORTH {
        if !b.empty(f + df, r + dr) {
            continue; // leg blocked (멱)
        }
        // The two points diagonal-outward from the leg.
        let (p1, p2) = if df != 0 {
            ((df * 2, 1), (df * 2, -1))
        } else {
            ((1, dr * 2), (-1, dr * 2))
        };
        n += b.can_land(side, f + p1.0, r + p1.1) as i32;
        n += b.can_land(side, f + p2.0, r + p2.1) as i32;
    }
    n
}

fn janggi_elephant_mobility(b: &Board, side: Side, f: i32, r: i32) -> i32 {
    let mut n = 0;
    for (df, dr) in ORTH {
        if !b.empty(f + df, r + dr) {
            continue;
        }
        // From the orthogonal step, two diagonal steps outward.
        let perps = if df != 0 {
            [(0, 1), (0, -1)]
        } else {
            [(1, 0), (-1, 0)]
        };
        for (pf, pr) in perps {
            let (sf, sr) = (df + pf, dr + pr);
            let (mf, mr) = (f + df + sf, r + dr + sr);
            if b.empty(mf, mr) && b.can_land(side, mf + sf, mr + sr) {
                n += 1;
            }
        }
    }
    n
}

fn xiangqi_elephant_mobility(b: &Board, side: Side, f: i32, r: i32) -> i32 {
    let mut n = 0;
    for (df, dr) in DIAG {
        let (tf, tr) = (f + 2 * df, r + 2 * dr);
        if rel_rank(side, tr) > 4 || !(0..10).contains(&tr) {
            continue; // elephants never cross the river
        }
        if b.empty(f + df, r + dr) && b.can_land(side, tf, tr) {
            n += 1;
        }
    }
    n
}

/// Janggi cannon: it must jump over exactly one piece that is not a cannon
/// to move at all, and may not capture a cannon.
fn janggi_cannon_mobility(b: &Board, side: Side, f: i32, r: i32) -> i32 {
    let mut n = 0;
    for (df, dr) in ORTH {
        let (mut x, mut y) = (f + df, r + dr);
        // Find the screen.
        let mut screen = false;
        while let Some(i) = at(x, y) {
            x += df;
            y += dr;
            if let Some((_, role)) = b.get(i) {
                screen = role != Role::Cannon;
                break;
            }
        }
        if !screen {
            continue;
        }
        while let Some(i) = at(x, y) {
            match b.get(i) {
                None => n += 1,
                Some((s, role)) => {
                    n += (s != side && role != Role::Cannon) as i32;
                    break;
                }
            }
            x += df;
            y += dr;
        }
    }
    // Corner to corner over a palace centre.
    if on_palace_diag(f, r) && (f == 3 || f == 5) {
        let cr = if r <= 2 { 1 } else { 8 };
        if let Some(c) = at(4, cr) {
            if b.get(c).is_some_and(|(_, role)| role != Role::Cannon) {
                let (tf, tr) = (8 - f, 2 * cr - r);
                if let Some(t) = at(tf, tr) {
                    match b.get(t) {
                        None => n += 1,
                        Some((s, role)) => n += (s != side && role != Role::Cannon) as i32,
                    }
                }
            }
        }
    }
    n
}

fn xiangqi_cannon_mobility(b: &Board, side: Side, f: i32, r: i32) -> i32 {
    let mut n = 0;
    for (df, dr) in ORTH {
        let (mut x, mut y) = (f + df, r + dr);
        let mut jumped = false;
        while let Some(i) = at(x, y) {
            match (b.get(i), jumped) {
                (None, false) => n += 1,
                (None, true) => {}
                (Some(_), false) => jumped = true,
                (Some((s, _)), true) => {
                    n += (s != side) as i32;
                    break;
                }
            }
            x += df;
            y += dr;
        }
    }
    n
}

/// Janggi cannons need screens: the fewer pieces on the board, the less a
/// cannon is worth (700 with a full board, about 450 with ten pieces left).
#[inline]
fn janggi_cannon_value(count: i32) -> i32 {
    420 + count.clamp(0, 30) * 28 / 3
}

/// Centralisation bonus: 0 on the edge files, up to 4 on the centre file.
#[inline]
fn centre(f: i32) -> i32 {
    4 - (f - 4).abs()
}

fn pst_janggi(role: Role, f: i32, rr: i32) -> i32 {
    match role {
        // Janggi soldiers start on rank 3 (rr = 3) and move forward or
        // sideways; they gain as they advance and most near the enemy palace.
        Role::Soldier => {
            let adv = (rr - 3).clamp(0, 6);
            let mut v = adv * 12;
            if (6..=8).contains(&rr) && (3..=5).contains(&f) {
                v += 25;
            }
            if rr == 9 {
                v -= 20; // stuck on the last rank: only sideways left
            }
            v
        }
        Role::Horse => centre(f) * 4 + if (2..=6).contains(&rr) { 10 } else { 0 },
        Role::Elephant => centre(f) * 2 + if (1..=5).contains(&rr) { 8 } else { 0 },
        Role::Cannon => {
            // Cannons like the home rank's second line and the palace centre.
            if rr <= 2 && f == 4 {
                15
            } else {
                centre(f) * 2
            }
        }
        Role::Chariot => (if rr >= 6 { 15 } else { 0 }) + if f == 4 { 5 } else { 0 },
        Role::General => {
            if rr == 1 && f == 4 {
                15
            } else {
                0
            }
        }
        Role::Guard => {
            if rr <= 1 {
                5
            } else {
                0
            }
        }
    }
}

fn pst_xiangqi(role: Role, f: i32, rr: i32) -> i32 {
    match role {
        // +100 for crossing the river doubles a soldier's worth; the ranks
        // just before the enemy palace, on the central files, are best; a
        // soldier on the last rank can only move sideways.
        Role::Soldier => {
            if rr <= 4 {
                if rr == 4 && f % 2 == 0 {
                    5
                } else {
                    0
                }
            } else {
                let mut v = 100 + centre(f) * 8;
                if (6..=8).contains(&rr) && (3..=5).contains(&f) {
                    v += 30;
                }
                if rr == 9 {
                    v -= 60;
                }
                v
            }
        }
        Role::Horse => {
            centre(f) * 5 + (if (3..=7).contains(&rr) { 15 } else { 0 })
                - if f == 0 || f == 8 { 15 } else { 0 }
        }
        Role::Cannon => {
            if f == 4 && rr <= 3 {
                20
            } else {
                centre(f) * 2
            }
        }
        Role::Chariot => (if rr >= 5 { 10 } else { 0 }) + if f == 3 || f == 5 { 8 } else { 0 },
        Role::General => -(rr * 15) - if f != 4 { 8 } else { 0 },
        Role::Guard => {
            if rr == 1 && f == 4 {
                5
            } else {
                0
            }
        }
        Role::Elephant => {
            if rr == 2 && f == 4 {
                8
            } else {
                0
            }
        }
    }
}

/// Per-side tallies gathered in the main loop.
#[derive(Default, Clone, Copy)]
struct Tally {
    chariots: i32,
    cannons: i32,
    horses: i32,
    guards: i32,
    elephants: i32,
    /// Weighted attackers standing near the enemy palace.
    attack: i32,
    general: Option<(i32, i32)>,
}

/// Attack weight of a piece standing close to the enemy palace.
#[inline]
fn attack_weight(role: Role) -> i32 {
    match role {
        Role::Chariot => 4,
        Role::Cannon => 3,
        Role::Horse => 3,
        Role::Soldier => 1,
        _ => 0,
    }
}

/// Whether (f, rr) (rank relative to the attacker) is near the enemy palace.
#[inline]
fn near_enemy_palace(f: i32, rr: i32) -> bool {
    rr >= 6 && (2..=6).contains(&f)
}

/// Penalty for one side's general: attackers against guards.
fn king_danger(attack: i32, guards: i32) -> i32 {
    let d = (attack - 2 * guards - 2).max(0);
    d * d * 4
}

fn eval_janggi(b: &Board) -> i32 {
    let w = Params::get();
    let mut score = [0i32; 2];
    let mut t = [Tally::default(); 2];
    let cannon_value = janggi_cannon_value(b.count);
    for i in 0..90 {
        let Some((side, role)) = b.get(i) else {
            continue;
        };
        let (f, r) = ((i % 9) as i32, (i / 9) as i32);
        let rr = rel_rank(side, r);
        let s = side.index();
        let mut v = if role == Role::Cannon {
            cannon_value
        } else {
            JANGGI_VALUE[role.index()]
        };
        v += pst_janggi(role, f, rr);
        match role {
            Role::Chariot => {
                t[s].chariots += 1;
                v += w.mob_chariot * chariot_mobility(b, side, f, r, true);
                if rr >= 7 && on_palace_diag(f, r) {
                    v += w.chariot_palace_diag;
                }
            }
            Role::Horse => {
                t[s].horses += 1;
                let m = horse_mobility(b, side, f, r);
                v += w.mob_horse * m - if m <= 1 { w.trapped } else { 0 };
            }
            Role::Elephant => {
                t[s].elephants += 1;
                let m = janggi_elephant_mobility(b, side, f, r);
                v += w.mob_elephant_j * m - if m == 0 { w.trapped } else { 0 };
            }
            Role::Cannon => {
                t[s].cannons += 1;
                v += w.mob_cannon_j * janggi_cannon_mobility(b, side, f, r);
            }
            Role::Guard => {
                if in_palace(f, r) {
                    t[s].guards += 1;
                }
            }
            Role::General => t[s].general = Some((f, r)),
            Role::Soldier => {}
        }
        if near_enemy_palace(f, rr) {
            t[s].attack += attack_weight(role);
        }
        score[s] += v;
    }
    for s in 0..2 {
        score[s] -= king_danger(t[1 - s].attack, t[s].guards);
    }
    score[0] - score[1]
}

fn eval_xiangqi(b: &Board) -> i32 {
    let w = Params::get();
    let mut score = [0i32; 2];
    let mut t = [Tally::default(); 2];
    // Cannons are worth more with many pieces (screens), horses with few.
    let cannon_value = XIANGQI_VALUE[Role::Cannon.index()] + (b.count - 16) * 2;
    let horse_value = XIANGQI_VALUE[Role::Horse.index()] - (b.count - 16) * 2;
    let mut cannon_files: [Vec<(i32, i32)>; 2] = [Vec::new(), Vec::new()];
    for i in 0..90 {
        let Some((side, role)) = b.get(i) else {
            continue;
        };
        let (f, r) = ((i % 9) as i32, (i / 9) as i32);
        let rr = rel_rank(side, r);
        let s = side.index();
        let mut v = match role {
            Role::Cannon => cannon_value,
            Role::Horse => horse_value,
            _ => XIANGQI_VALUE[role.index()],
        };
        v += pst_xiangqi(role, f, rr);
        match role {
            Role::Chariot => {
                t[s].chariots += 1;
                v += w.mob_chariot * chariot_mobility(b, side, f, r, false);
            }
            Role::Horse => {
                t[s].horses += 1;
                let m = horse_mobility(b, side, f, r);
                v += w.mob_horse * m - if m <= 1 { w.trapped } else { 0 };
            }
            Role::Elephant => {
                t[s].elephants += 1;
                v += w.mob_elephant_x * xiangqi_elephant_mobility(b, side, f, r);
            }
            Role::Cannon => {
                t[s].cannons += 1;
                v += w.mob_cannon_x * xiangqi_cannon_mobility(b, side, f, r);
                cannon_files[s].push((f, r));
            }
            Role::Guard => t[s].guards += 1,
            Role::General => t[s].general = Some((f, r)),
            Role::Soldier => {}
        }
        if near_enemy_palace(f, rr) {
            t[s].attack += attack_weight(role);
        }
        score[s] += v;
    }
    for s in 0..2 {
        let o = 1 - s;
        // Advisors guard against chariots and horses, elephants against
        // cannons; a missing one matters in proportion to those enemies.
        let missing_adv = 2 - t[s].guards.min(2);
        let missing_ele = 2 - t[s].elephants.min(2);
        score[s] -= missing_adv * (t[o].chariots * 15 + t[o].horses * 10);
        score[s] -= missing_ele * (t[o].cannons * 20 + t[o].chariots * 5);
        score[s] -= king_danger(t[o].attack, t[s].guards);
        // Central cannon: an enemy cannon on our general's file with exactly
        // one piece between pins our centre.
        if let Some((gf, gr)) = t[s].general {
            for &(cf, cr) in &cannon_files[o] {
                if cf == gf {
                    let (lo, hi) = if cr < gr { (cr, gr) } else { (gr, cr) };
                    let between = (lo + 1..hi).filter(|&y| !b.empty(gf, y)).count();
                    if between == 1 {
                        score[o] += w.central_cannon;
                    }
                }
            }
        }
    }
    score[0] - score[1]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cannon_value_falls_as_the_board_empties() {
        assert_eq!(janggi_cannon_value(30), 700);
        assert!(janggi_cannon_value(10) < 520);
    }

    #[test]
    fn palace_diagonal_points() {
        assert!(on_palace_diag(3, 0) && on_palace_diag(4, 1) && on_palace_diag(5, 9));
        assert!(!on_palace_diag(4, 0) && !on_palace_diag(3, 1) && !on_palace_diag(2, 0));
    }
}
