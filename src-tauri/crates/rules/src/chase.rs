//! The Asian Xiangqi Federation's rule against perpetual chasing, read as
//! Fairy-Stockfish's `xiangqi` variant applies it (its
//! `Position::chased()` and repetition walk; the ideas, in our own code).
//!
//! After every move, [`chased`] names the pieces of the side to move that
//! the move *chases*: newly attacks so that it threatens to win them.
//! [`crate::Game`] keeps that set for every position; when a position
//! occurs the third time, a side that chased the same piece with each of
//! its moves over the cycle (the piece followed back through its owner's
//! moves) loses, unless the other side chased too (a draw) — checked
//! after the perpetual-check rule, which comes first.
//!
//! What counts as a chase (`D` the side to move, `X` the side that moved):
//! * an attack by the moved piece (not a general or a soldier) on a `D`
//!   piece — for a chariot or a cannon, not along the line it moved on —
//!   or an attack its move uncovered (a horse's leg or an elephant's eye
//!   freed, a chariot's or cannon's line opened, a cannon given a screen);
//! * of an attacked piece, never a general or a soldier on its own side of
//!   the river; a chariot attacked by a horse or a cannon, or a chariot,
//!   cannon or horse attacked by an elephant or an advisor, always (a
//!   stronger piece); otherwise not a piece of the attacker's own kind
//!   that attacks back (a pinned one excepted), and only when no `D`
//!   piece defends it (defenders pinned to their general do not count, nor
//!   a general that would face the other general by recapturing);
//! * a `D` piece that a newly pinned `D` piece used to defend, when `X`
//!   attacks it; and the pieces a newly uncovered discovered check attacks
//!   (next to the general: only when another attacker backs it).
//!
//! Attacks here are the pieces' geometry on the board (elephants and
//! advisors are not held to their regions when they attack, as in
//! Fairy-Stockfish); defence honours the regions.

use crate::{Move, Piece, Position, Role, Side, Square};

/// A set of squares: bit `sq.index()`.
pub(crate) type Squares = u128;

const FILES: i32 = 9;
const RANKS: i32 = 10;

#[inline]
fn bit(i: usize) -> Squares {
    1u128 << i
}

#[inline]
fn at(f: i32, r: i32) -> Option<usize> {
    ((0..FILES).contains(&f) && (0..RANKS).contains(&r)).then(|| (r * FILES + f) as usize)
}

#[inline]
fn fr(i: usize) -> (i32, i32) {
    ((i % 9) as i32, (i / 9) as i32)
}

fn squares(mut b: Squares) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        if b == 0 {
            None
        } else {
            let i = b.trailing_zeros() as usize;
            b &= b - 1;
            Some(i)
        }
    })
}

const ORTHO: [(i32, i32); 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];
const DIAG: [(i32, i32); 4] = [(1, 1), (1, -1), (-1, 1), (-1, -1)];

/// The board as the chase test reads it: pieces by square and by kind.
struct View {
    cells: [Option<Piece>; 90],
    occ: Squares,
}

impl View {
    fn new(pos: &Position) -> View {
        let mut cells = [None; 90];
        let mut occ = 0;
        for (sq, p) in pos.pieces() {
            cells[sq.index()] = Some(p);
            occ |= bit(sq.index());
        }
        View { cells, occ }
    }

    fn of(&self, side: Side, roles: &[Role]) -> Squares {
        let mut b = 0;
        for (i, c) in self.cells.iter().enumerate() {
            if let Some(p) = c {
                if p.side == side && roles.contains(&p.role) {
                    b |= bit(i);
                }
            }
        }
        b
    }

    fn side(&self, side: Side) -> Squares {
        self.of(side, &Role::ALL)
    }

    fn role_at(&self, i: usize) -> Option<Role> {
        self.cells[i].map(|p| p.role)
    }

    fn general(&self, side: Side) -> Option<usize> {
        squares(self.of(side, &[Role::General])).next()
    }

    /// Soldiers of `side` still on their own side of the river, and its
    /// general: never chased.
    fn unchaseable(&self, side: Side) -> Squares {
        let mut b = self.of(side, &[Role::General]);
        for i in squares(self.of(side, &[Role::Soldier])) {
            if !crossed(side, i) {
                b |= bit(i);
            }
        }
        b
    }
}

/// Whether a `side` piece on `i` stands across the river.
fn crossed(side: Side, i: usize) -> bool {
    let r = fr(i).1;
    match side {
        Side::First => r >= 5,
        Side::Second => r <= 4,
    }
}

fn forward(side: Side) -> i32 {
    match side {
        Side::First => 1,
        Side::Second => -1,
    }
}

fn ray(i: usize, d: (i32, i32)) -> impl Iterator<Item = usize> {
    let (f, r) = fr(i);
    (1..).map_while(move |k| at(f + d.0 * k, r + d.1 * k))
}

/// The squares a `role` piece of `side` on `i` attacks with `occ` occupied,
/// by its geometry alone (no palace or river region; a soldier attacks
/// sideways wherever it stands).
fn raw_attacks(side: Side, role: Role, i: usize, occ: Squares) -> Squares {
    let (f, r) = fr(i);
    let mut b = 0;
    let step = |df: i32, dr: i32| at(f + df, r + dr);
    match role {
        Role::General => {
            for d in ORTHO {
                if let Some(t) = step(d.0, d.1) {
                    b |= bit(t);
                }
            }
        }
        Role::Guard => {
            for d in DIAG {
                if let Some(t) = step(d.0, d.1) {
                    b |= bit(t);
                }
            }
        }
        Role::Elephant => {
            for d in DIAG {
                if let (Some(eye), Some(t)) = (step(d.0, d.1), step(2 * d.0, 2 * d.1)) {
                    if occ & bit(eye) == 0 {
                        b |= bit(t);
                    }
                }
            }
        }
        Role::Horse => {
            for d in ORTHO {
                let Some(leg) = step(d.0, d.1) else { continue };
                if occ & bit(leg) != 0 {
                    continue;
                }
                let (sf, sr) = if d.0 == 0 { (1, 0) } else { (0, 1) };
                for s in [-1, 1] {
                    if let Some(t) = step(2 * d.0 + s * sf, 2 * d.1 + s * sr) {
                        b |= bit(t);
                    }
                }
            }
        }
        Role::Chariot => {
            for d in ORTHO {
                for t in ray(i, d) {
                    b |= bit(t);
                    if occ & bit(t) != 0 {
                        break;
                    }
                }
            }
        }
        Role::Cannon => {
            for d in ORTHO {
                let mut screen = false;
                for t in ray(i, d) {
                    if !screen {
                        screen = occ & bit(t) != 0;
                    } else {
                        b |= bit(t);
                        if occ & bit(t) != 0 {
                            break;
                        }
                    }
                }
            }
        }
        Role::Soldier => {
            let fw = forward(side);
            for t in [step(0, fw), step(1, 0), step(-1, 0)].into_iter().flatten() {
                b |= bit(t);
            }
        }
    }
    b
}

/// What a `side` piece on `i` attacks as it stands: its geometry, a
/// soldier sideways only across the river.
fn attacks_from(side: Side, role: Role, i: usize, occ: Squares) -> Squares {
    let b = raw_attacks(side, role, i, occ);
    if role == Role::Soldier && !crossed(side, i) {
        let file = i % 9;
        return b & squares(b)
            .filter(|&t| t % 9 == file)
            .fold(0, |a, t| a | bit(t));
    }
    b
}

fn in_palace(side: Side, i: usize) -> bool {
    let (f, r) = fr(i);
    (3..=5).contains(&f)
        && match side {
            Side::First => r <= 2,
            Side::Second => r >= 7,
        }
}

fn own_half(side: Side, i: usize) -> bool {
    !crossed(side, i)
}

/// `side`'s pieces that attack (defend) the square `s` with `occ`
/// occupied: generals and advisors only inside their palace, elephants
/// only on their side of the river, soldiers as they move.
fn attackers_to(v: &View, s: usize, occ: Squares, side: Side) -> Squares {
    let mut b = 0;
    for i in squares(v.side(side) & occ) {
        let Some(role) = v.role_at(i) else { continue };
        let ok = match role {
            Role::General | Role::Guard => in_palace(side, s),
            Role::Elephant => own_half(side, s),
            _ => true,
        };
        if ok && attacks_from(side, role, i, occ) & bit(s) != 0 {
            b |= bit(i);
        }
    }
    b
}

/// The squares strictly between `a` and `b` on a rank or file (empty when
/// they share neither).
fn between(a: usize, b: usize) -> Squares {
    let ((fa, ra), (fb, rb)) = (fr(a), fr(b));
    if fa != fb && ra != rb {
        return 0;
    }
    let d = ((fb - fa).signum(), (rb - ra).signum());
    ray(a, d).take_while(|&t| t != b).fold(0, |x, t| x | bit(t))
}

/// The full rank or file through `a` and `b` (empty when they share
/// neither).
fn line(a: usize, b: usize) -> Squares {
    let ((fa, ra), (fb, rb)) = (fr(a), fr(b));
    let mut x = 0;
    for i in 0..90 {
        let (f, r) = fr(i);
        if (fa == fb && f == fa) || (ra == rb && r == ra) {
            x |= bit(i);
        }
    }
    x
}

/// Every square on the rank and the file of `i`, but `i`.
fn cross(i: usize) -> Squares {
    let (f, r) = fr(i);
    let mut x = 0;
    for t in 0..90 {
        let (tf, tr) = fr(t);
        if t != i && (tf == f || tr == r) {
            x |= bit(t);
        }
    }
    x
}

fn neighbours(i: usize, dirs: [(i32, i32); 4]) -> Squares {
    let (f, r) = fr(i);
    dirs.iter()
        .filter_map(|d| at(f + d.0, r + d.1))
        .fold(0, |x, t| x | bit(t))
}

/// The pieces (of either side) that stand alone between `side`'s general
/// and an enemy chariot, horse or cannon that would attack it without
/// them (both screens of a cannon with two), as Fairy-Stockfish's
/// "blockers for king".
fn blockers(v: &View, side: Side) -> Squares {
    let Some(k) = v.general(side) else { return 0 };
    let enemy = !side;
    let (kf, kr) = fr(k);
    let mut snipers = Vec::new();
    let mut sliding = 0;
    for i in squares(v.of(enemy, &[Role::Chariot, Role::Cannon])) {
        let (f, r) = fr(i);
        if f != kf && r != kr {
            continue;
        }
        let role = v.role_at(i).unwrap_or(Role::Chariot);
        if raw_attacks(enemy, role, i, v.occ) & bit(k) != 0 {
            continue;
        }
        snipers.push((i, role));
        if role == Role::Chariot {
            sliding |= bit(i);
        }
    }
    for i in squares(v.of(enemy, &[Role::Horse])) {
        let (f, r) = fr(i);
        let (df, dr) = ((kf - f).abs(), (kr - r).abs());
        if !((df == 1 && dr == 2) || (df == 2 && dr == 1)) {
            continue;
        }
        if raw_attacks(enemy, Role::Horse, i, v.occ) & bit(k) == 0 {
            snipers.push((i, Role::Horse));
            sliding |= bit(i);
        }
    }
    let occupancy = v.occ & !sliding;
    let mut out = 0;
    for (i, role) in snipers {
        let b = match role {
            Role::Horse => {
                // The leg: next to the horse, diagonally next to the general.
                neighbours(i, ORTHO) & neighbours(k, DIAG) & occupancy
            }
            Role::Cannon => between(k, i) & (v.occ & !bit(i)),
            _ => between(k, i) & occupancy,
        };
        let n = b.count_ones();
        if n == 1 || (role == Role::Cannon && n == 2) {
            out |= b;
        }
    }
    out
}

/// The state a position keeps for the next move's chase test: both
/// sides' blockers.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Pins {
    by_side: [Squares; 2],
}

/// [`Pins`] of `pos`.
pub(crate) fn pins(pos: &Position) -> Pins {
    let v = View::new(pos);
    Pins {
        by_side: [blockers(&v, Side::First), blockers(&v, Side::Second)],
    }
}

/// The pieces of the side to move in `pos` that the move `m` (just made,
/// from a position whose blockers were `before`) chases.
pub(crate) fn chased(pos: &Position, m: Move, before: Pins) -> Squares {
    if m.is_pass() || m.is_none() {
        return 0;
    }
    let v = View::new(pos);
    let d = pos.turn();
    let x = !d;
    let occ = v.occ;
    let from = m.from().index();
    let to = m.to().index();
    let now_d = blockers(&v, d);
    let now_x = blockers(&v, x);

    let mut pins = now_d;
    if let (Some(xk), Some(dk)) = (v.general(x), v.general(d)) {
        // A piece alone between the generals on a file is pinned by the
        // flying-general rule.
        let file = xk % 9;
        let on_file: Squares = squares(v.side(d))
            .filter(|&t| t % 9 == file)
            .fold(0, |a, t| a | bit(t));
        let others = on_file & !bit(dk);
        if on_file & bit(dk) != 0 && others.count_ones() <= 1 {
            pins |= others;
        }
    }
    let d_pieces = v.side(d);
    let unchaseable = v.unchaseable(d);
    let x_general = v.general(x);
    let mut b: Squares = 0;

    let add = |attacker: usize, role: Role, mut attacks: Squares, b: &mut Squares| {
        attacks &= !unchaseable;
        match role {
            Role::Horse | Role::Cannon => *b |= attacks & v.of(d, &[Role::Chariot]),
            Role::Elephant | Role::Guard => {
                *b |= attacks & v.of(d, &[Role::Chariot, Role::Cannon, Role::Horse])
            }
            _ => {}
        }
        if role == Role::Horse && neighbours(attacker, DIAG) & occ != 0 {
            for h in squares(attacks & v.of(d, &[Role::Horse])) {
                if raw_attacks(d, Role::Horse, h, occ) & bit(attacker) != 0 {
                    attacks &= !bit(h);
                }
            }
        } else {
            attacks &= !v.of(d, &[role]) | pins;
        }
        for s in squares(attacks) {
            let without = occ & !bit(attacker);
            let roots = attackers_to(&v, s, without, d) & !pins;
            let dk = v.of(d, &[Role::General]);
            let exposed = roots == dk
                && x_general
                    .is_some_and(|xk| raw_attacks(x, Role::Chariot, xk, without) & bit(s) != 0);
            if roots == 0 || exposed {
                *b |= bit(s);
            }
        }
    };

    // The moved piece's own attacks.
    if let Some(role) = v.role_at(to) {
        if role != Role::General && role != Role::Soldier {
            let mut direct = attacks_from(x, role, to, occ) & d_pieces;
            if role == Role::Chariot || role == Role::Cannon {
                direct &= !line(from, to);
            }
            add(to, role, direct, &mut b);
        }
    }

    // Attacks the move uncovered.
    let old = if m.is_capture() { occ } else { occ & !bit(to) } | bit(from);
    let candidates = (neighbours(from, ORTHO) & v.of(x, &[Role::Horse]))
        | (neighbours(from, DIAG) & v.of(x, &[Role::Elephant]))
        | (cross(from) & v.of(x, &[Role::Cannon, Role::Chariot]))
        | (cross(to) & v.of(x, &[Role::Cannon]));
    for s in squares(candidates) {
        let Some(role) = v.role_at(s) else { continue };
        let found = d_pieces & raw_attacks(x, role, s, occ) & !raw_attacks(x, role, s, old);
        add(s, role, found, &mut b);
    }

    // Defenders that the move pinned.
    for s in squares(now_d & !before.by_side[d.index()] & d_pieces) {
        let Some(role) = v.role_at(s) else { continue };
        let fake = d_pieces & !unchaseable & raw_attacks(d, role, s, occ);
        for s2 in squares(fake) {
            if attackers_to(&v, s2, occ, x) & !now_x != 0 {
                b |= bit(s2);
            }
        }
    }

    // Discovered checks: what the uncovering piece attacks.
    if let Some(dk) = v.general(d) {
        let around = raw_attacks(d, Role::General, dk, occ);
        for s in squares(now_d & !before.by_side[d.index()] & v.side(x)) {
            let Some(role) = v.role_at(s) else { continue };
            let hits = attacks_from(x, role, s, occ) & d_pieces;
            b |= hits & !around;
            for s2 in squares(hits & around) {
                let o = occ & !bit(s) & !bit(dk);
                if attackers_to(&v, s2, o, x) & !bit(s) != 0 {
                    b |= bit(s2);
                }
            }
        }
    }
    b
}

/// `b` with the piece that `m` moved put back on its square.
#[inline]
pub(crate) fn unmove(b: Squares, m: Move) -> Squares {
    if m.is_pass() || m.is_none() {
        return b;
    }
    let (from, to) = (m.from().index(), m.to().index());
    if b & bit(to) != 0 {
        (b & !bit(to)) | bit(from)
    } else {
        b
    }
}

/// The pieces of `side` that attack `sq` in `pos` (for the end dialog's
/// "chased by").
pub fn attackers_of(pos: &Position, sq: Square, side: Side) -> Vec<Square> {
    let v = View::new(pos);
    squares(attackers_to(&v, sq.index(), v.occ, side))
        .filter_map(Square::from_index)
        .collect()
}
