//! Static evaluation, one weight table per game, in centipawn-like units
//! from the side to move's point of view.
//!
//! The evaluation is a weighted sum of features, `Σ wᵢ·cᵢ(position)`: each
//! term below adds a feature's count (`cᵢ`, positive for the first player,
//! negative for the second) and the weights `wᵢ` come from one table per
//! game, [`crate::eval_weights::JANGGI`] and [`crate::eval_weights::XIANGQI`].
//! Those tables are written by the Texel tuner (`make tune`, see
//! `tools/tune/README.md`), which fits them to the results of engine games;
//! the same code computes both the score (with [`Sum`]) and, for the tuner,
//! the feature counts themselves (with [`Features`]), so the two can never
//! disagree.
//!
//! The features, in the order they are added (indices in [`feat`]):
//!
//! 1. **Material** per role; Janggi and Xiangqi cannons also gain per piece
//!    on the board (screens), Xiangqi horses per piece missing.
//! 2. **Piece-square tables** for every piece, by rank counted from the
//!    owner's back rank and file folded onto the left half (5 × 10 points).
//! 3. **Mobility** from a pseudo-legal count of each piece's moves: chariot
//!    lines (and, in Janggi, palace diagonals), horse and elephant moves with
//!    their legs blocked (멱, *myeok*), cannon moves that need a screen; a
//!    horse or elephant that can hardly move is *trapped*.
//! 4. **Palace safety**: attackers standing near the enemy palace (per
//!    role), the squared excess of attackers over guards, missing guards
//!    against enemy chariots and horses, missing elephants against enemy
//!    cannons and chariots, guards inside the palace, a chariot on the enemy
//!    palace's diagonals, enemy chariots and cannons lined up on the
//!    general's file behind one or two pieces.
//! 5. **Side**: a bonus for the side to move, and one for the first player
//!    (in Janggi, Han's 1.5 points make the second player's count higher);
//!    in Janggi, the point lead (capped, growing as pieces come off), since
//!    repetitions, bikjang and the move limit are won on points.
//!
//! Material values for exchanges (SEE, move ordering) stay the named
//! constants [`JANGGI_VALUE`] and [`XIANGQI_VALUE`].

use janggi_rules::{BikjangRule, Position, Role, RuleProfile, Side, Variant, Verdict};

use crate::eval_weights;

/// Feature indices of the weight tables.
pub mod feat {
    /// Material, by role index.
    pub const MAT: usize = 0;
    /// Piece-square tables: `PST + role·50 + rank·5 + folded file`.
    pub const PST: usize = 7;
    /// Mobility per reachable point, by role index.
    pub const MOB: usize = PST + 7 * 50;
    /// Per cannon, per non-general piece on the board.
    pub const CANNON_COUNT: usize = MOB + 7;
    /// Per horse, per non-general piece on the board.
    pub const HORSE_COUNT: usize = CANNON_COUNT + 1;
    /// A horse with at most one move.
    pub const TRAPPED_HORSE: usize = HORSE_COUNT + 1;
    /// A Janggi elephant with no move.
    pub const TRAPPED_ELEPHANT: usize = TRAPPED_HORSE + 1;
    /// A Janggi chariot on a diagonal point of the enemy palace.
    pub const CHARIOT_PALACE_DIAG: usize = TRAPPED_ELEPHANT + 1;
    /// Squared excess of attackers over guards (counted against the
    /// defender).
    pub const KING_DANGER: usize = CHARIOT_PALACE_DIAG + 1;
    /// A piece near the enemy palace, by role index.
    pub const ATTACK: usize = KING_DANGER + 1;
    /// A guard inside its palace.
    pub const GUARD_IN_PALACE: usize = ATTACK + 7;
    /// Missing guards × enemy chariots.
    pub const MISSING_GUARD_CHARIOT: usize = GUARD_IN_PALACE + 1;
    /// Missing guards × enemy horses.
    pub const MISSING_GUARD_HORSE: usize = MISSING_GUARD_CHARIOT + 1;
    /// Missing elephants × enemy cannons.
    pub const MISSING_ELE_CANNON: usize = MISSING_GUARD_HORSE + 1;
    /// Missing elephants × enemy chariots.
    pub const MISSING_ELE_CHARIOT: usize = MISSING_ELE_CANNON + 1;
    /// A cannon on the enemy general's file with two pieces between.
    pub const CANNON_LINE2: usize = MISSING_ELE_CHARIOT + 1;
    /// A chariot on the enemy general's file with one piece between.
    pub const CHARIOT_LINE1: usize = CANNON_LINE2 + 1;
    /// The side to move.
    pub const TEMPO: usize = CHARIOT_LINE1 + 1;
    /// The first player (Cho / Red), whatever the side to move.
    pub const FIRST: usize = TEMPO + 1;
    /// Janggi, where rule ends (repetition, bikjang, move limit) are
    /// scored on points: the first player's point lead (tenths, Han's 1.5
    /// included) capped at ±2 points, times the share of pieces gone
    /// (`(32 − pieces) / 4`). The side ahead on points can aim for a
    /// repetition or a bikjang, which it wins; the fewer pieces are left,
    /// the harder it is to stop.
    pub const POINTS_LEAD: usize = FIRST + 1;
    /// Number of weights per game.
    pub const N: usize = POINTS_LEAD + 1;

    /// A short name of feature `i` (for the tuner's output).
    pub fn name(i: usize) -> String {
        const ROLES: [&str; 7] = [
            "general", "guard", "elephant", "horse", "chariot", "cannon", "soldier",
        ];
        match i {
            i if i < PST => format!("material {}", ROLES[i - MAT]),
            i if i < MOB => {
                let k = i - PST;
                format!("pst {} rank {} file {}", ROLES[k / 50], k % 50 / 5, k % 5)
            }
            i if i < CANNON_COUNT => format!("mobility {}", ROLES[i - MOB]),
            CANNON_COUNT => "cannon per piece".into(),
            HORSE_COUNT => "horse per piece".into(),
            TRAPPED_HORSE => "trapped horse".into(),
            TRAPPED_ELEPHANT => "trapped elephant".into(),
            CHARIOT_PALACE_DIAG => "chariot on palace diagonal".into(),
            KING_DANGER => "king danger".into(),
            i if (ATTACK..ATTACK + 7).contains(&i) => format!("attack {}", ROLES[i - ATTACK]),
            GUARD_IN_PALACE => "guard in palace".into(),
            MISSING_GUARD_CHARIOT => "missing guard x chariot".into(),
            MISSING_GUARD_HORSE => "missing guard x horse".into(),
            MISSING_ELE_CANNON => "missing elephant x cannon".into(),
            MISSING_ELE_CHARIOT => "missing elephant x chariot".into(),
            CANNON_LINE2 => "cannon on general's file, 2 between".into(),
            CHARIOT_LINE1 => "chariot on general's file, 1 between".into(),
            TEMPO => "tempo".into(),
            FIRST => "first player".into(),
            POINTS_LEAD => "points lead".into(),
            _ => format!("feature {i}"),
        }
    }
}

/// Where the evaluation's terms go: summed with the weights, or recorded.
pub trait Sink {
    /// Adds `count` of feature `f` for the first player (negative counts
    /// are for the second).
    fn add(&mut self, f: usize, count: i32);
}

/// Sums the terms with a weight table.
pub struct Sum<'a> {
    w: &'a [i16; feat::N],
    /// The running total, first player's point of view.
    pub total: i32,
}

impl Sink for Sum<'_> {
    #[inline(always)]
    fn add(&mut self, f: usize, count: i32) {
        self.total += self.w[f] as i32 * count;
    }
}

/// Records the feature counts (for the tuner).
#[derive(Default)]
pub struct Features {
    /// Dense feature counts, first player's point of view.
    pub counts: Vec<i32>,
}

impl Sink for Features {
    fn add(&mut self, f: usize, count: i32) {
        if self.counts.len() < feat::N {
            self.counts.resize(feat::N, 0);
        }
        self.counts[f] += count;
    }
}

/// The weight table of `variant` in force.
pub fn weights(variant: Variant) -> &'static [i16; feat::N] {
    match variant {
        Variant::Janggi => &eval_weights::JANGGI,
        Variant::Xiangqi => &eval_weights::XIANGQI,
    }
}

/// Static evaluation of `pos` from the side to move's point of view,
/// clamped well inside the range reserved for game results.
pub fn evaluate(pos: &Position) -> i32 {
    let mut sum = Sum {
        w: weights(pos.variant()),
        total: 0,
    };
    terms(pos, &mut sum);
    let white = sum.total;
    let stm = if pos.turn() == Side::First {
        white
    } else {
        -white
    };
    stm.clamp(-MAX_EVAL, MAX_EVAL)
}

/// The evaluation's feature counts of `pos` (first player's point of view,
/// before the clamp), for the tuner.
pub fn features(pos: &Position) -> Vec<i32> {
    let mut f = Features::default();
    f.add(feat::TEMPO, 0);
    terms(pos, &mut f);
    f.counts
}

/// Adds every term of `pos` to `sink`.
pub fn terms<S: Sink>(pos: &Position, sink: &mut S) {
    let board = Board::from_position(pos);
    let janggi = pos.variant() == Variant::Janggi;
    eval_board(&board, janggi, sink);
    sink.add(feat::TEMPO, if pos.turn() == Side::First { 1 } else { -1 });
    sink.add(feat::FIRST, 1);
    if janggi && points_decide(pos.profile()) {
        let lead =
            (pos.points(Side::First) as i32 - pos.points(Side::Second) as i32).clamp(-20, 20);
        let phase = (32 - board.count).clamp(0, 32);
        sink.add(feat::POINTS_LEAD, lead * phase / 4);
    }
}

/// Whether some rule end of the profile (repetition, bikjang, move limit)
/// is decided on points.
fn points_decide(p: &RuleProfile) -> bool {
    p.repetition.verdict == Verdict::Points
        || matches!(
            p.bikjang,
            BikjangRule::EndsAtOnce(Verdict::Points) | BikjangRule::MustBreak(Verdict::Points)
        )
        || p.move_limit.is_some_and(|l| l.verdict == Verdict::Points)
}

/// Evaluations never leave ±`MAX_EVAL` (game results use bigger numbers).
pub const MAX_EVAL: i32 = 15_000;

/// Janggi material for exchanges (points × 100).
pub const JANGGI_VALUE: [i32; 7] = [0, 300, 300, 500, 1300, 700, 200];
/// Xiangqi material for exchanges (pawn = 100 before the river).
pub const XIANGQI_VALUE: [i32; 7] = [0, 200, 200, 400, 900, 450, 100];

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

/// Squared excess of attackers over guards.
fn king_danger(attack: i32, guards: i32) -> i32 {
    let d = (attack - 2 * guards - 2).max(0);
    d * d
}

fn eval_board<S: Sink>(b: &Board, janggi: bool, sink: &mut S) {
    let mut t = [Tally::default(); 2];
    let mut liners: [[(i32, i32, Role); 8]; 2] = [[(0, 0, Role::General); 8]; 2];
    let mut n_liners = [0usize; 2];
    let count_rel = if janggi { b.count } else { b.count - 16 };
    for i in 0..90 {
        let Some((side, role)) = b.get(i) else {
            continue;
        };
        let (f, r) = ((i % 9) as i32, (i / 9) as i32);
        let rr = rel_rank(side, r);
        let s = side.index();
        let sign = if side == Side::First { 1 } else { -1 };
        let ri = role.index();
        sink.add(feat::MAT + ri, sign);
        let fold = f.min(8 - f);
        sink.add(feat::PST + ri * 50 + (rr * 5 + fold) as usize, sign);
        match role {
            Role::Chariot => {
                t[s].chariots += 1;
                sink.add(
                    feat::MOB + ri,
                    sign * chariot_mobility(b, side, f, r, janggi),
                );
                if janggi && rr >= 7 && on_palace_diag(f, r) {
                    sink.add(feat::CHARIOT_PALACE_DIAG, sign);
                }
            }
            Role::Horse => {
                t[s].horses += 1;
                let m = horse_mobility(b, side, f, r);
                sink.add(feat::MOB + ri, sign * m);
                if m <= 1 {
                    sink.add(feat::TRAPPED_HORSE, sign);
                }
                sink.add(feat::HORSE_COUNT, sign * count_rel);
            }
            Role::Elephant => {
                t[s].elephants += 1;
                if janggi {
                    let m = janggi_elephant_mobility(b, side, f, r);
                    sink.add(feat::MOB + ri, sign * m);
                    if m == 0 {
                        sink.add(feat::TRAPPED_ELEPHANT, sign);
                    }
                } else {
                    sink.add(
                        feat::MOB + ri,
                        sign * xiangqi_elephant_mobility(b, side, f, r),
                    );
                }
            }
            Role::Cannon => {
                t[s].cannons += 1;
                let m = if janggi {
                    janggi_cannon_mobility(b, side, f, r)
                } else {
                    xiangqi_cannon_mobility(b, side, f, r)
                };
                sink.add(feat::MOB + ri, sign * m);
                sink.add(feat::CANNON_COUNT, sign * count_rel);
            }
            Role::Guard => {
                if in_palace(f, r) {
                    t[s].guards += 1;
                    sink.add(feat::GUARD_IN_PALACE, sign);
                }
            }
            Role::General => t[s].general = Some((f, r)),
            Role::Soldier => {}
        }
        if matches!(role, Role::Chariot | Role::Cannon) && n_liners[s] < 8 {
            liners[s][n_liners[s]] = (f, r, role);
            n_liners[s] += 1;
        }
        if near_enemy_palace(f, rr) {
            t[s].attack += attack_weight(role);
            sink.add(feat::ATTACK + ri, sign);
        }
    }
    for s in 0..2 {
        let o = 1 - s;
        let sign = if s == 0 { 1 } else { -1 };
        // Counted against side `s` (the defender): negative weights expected.
        let missing_guards = 2 - t[s].guards.min(2);
        let missing_ele = 2 - t[s].elephants.min(2);
        sink.add(
            feat::MISSING_GUARD_CHARIOT,
            sign * missing_guards * t[o].chariots,
        );
        sink.add(
            feat::MISSING_GUARD_HORSE,
            sign * missing_guards * t[o].horses,
        );
        sink.add(feat::MISSING_ELE_CANNON, sign * missing_ele * t[o].cannons);
        sink.add(
            feat::MISSING_ELE_CHARIOT,
            sign * missing_ele * t[o].chariots,
        );
        sink.add(
            feat::KING_DANGER,
            sign * king_danger(t[o].attack, t[s].guards),
        );
        // Enemy chariots and cannons on our general's file.
        if let Some((gf, gr)) = t[s].general {
            for &(cf, cr, role) in &liners[o][..n_liners[o]] {
                if cf != gf {
                    continue;
                }
                let (lo, hi) = if cr < gr { (cr, gr) } else { (gr, cr) };
                let between = (lo + 1..hi).filter(|&y| !b.empty(gf, y)).count();
                match (role, between) {
                    (Role::Cannon, 2) => sink.add(feat::CANNON_LINE2, -sign),
                    (Role::Chariot, 1) => sink.add(feat::CHARIOT_LINE1, -sign),
                    _ => {}
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use janggi_rules::{Game, JanggiSetup, RuleProfile};

    #[test]
    fn palace_diagonal_points() {
        assert!(on_palace_diag(3, 0) && on_palace_diag(4, 1) && on_palace_diag(5, 9));
        assert!(!on_palace_diag(4, 0) && !on_palace_diag(3, 1) && !on_palace_diag(2, 0));
    }

    #[test]
    fn the_weighted_features_are_the_evaluation() {
        // The tuner's view (features · weights) and the engine's agree.
        for game in [
            Game::new(RuleProfile::XIANGQI),
            Game::janggi(
                RuleProfile::JANGGI_FAIRY_STOCKFISH,
                JanggiSetup::ALL[1],
                JanggiSetup::ALL[2],
            ),
        ] {
            let pos = game.position();
            let w = weights(pos.variant());
            let white: i32 = features(pos)
                .iter()
                .zip(w.iter())
                .map(|(&c, &w)| c * w as i32)
                .sum();
            assert_eq!(evaluate(pos), white); // first player to move
        }
    }

    #[test]
    fn material_up_is_better() {
        let g = Game::new(RuleProfile::XIANGQI);
        let full = evaluate(g.position());
        // Red without its left chariot.
        let fen = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/1NBAKABNR w - - 0 1";
        let p = Position::from_fen(fen, &RuleProfile::XIANGQI).unwrap();
        assert!(evaluate(&p) < full - 500);
    }
}
