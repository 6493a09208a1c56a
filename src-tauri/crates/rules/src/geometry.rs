//! Board geometry: precomputed step and ray tables for both games.
//!
//! Every table is computed at compile time by `const fn`s from the rules'
//! plain geometric definitions, so move generation is table lookups and
//! short loops. The reverse tables (`*_ATTACKERS`) are built from the
//! forward ones, which keeps "what attacks a square" consistent with "where a
//! piece moves" by construction.
//!
//! # Palaces and their diagonals
//!
//! Each palace is the 3×3 block on files d–f of a side's back three ranks.
//! Its two diagonals form an X through the centre; in Janggi these are the
//! only diagonal lines on the board:
//!
//! ```text
//!   d   e   f
//!   o---o---o   rank 3 (Cho) / 8 (Han)
//!   | \ | / |
//!   o---C---o   rank 2 / 9     C = palace centre
//!   | / | \ |
//!   o---o---o   rank 1 / 10
//! ```
//!
//! A Janggi general or guard steps along any of these lines (so from `d1`
//! it may go to `e1`, `d2` or `e2`, but from `d2` only orthogonally); a
//! chariot slides along the diagonals (`d1`–`e2`–`f3`); a cannon jumps
//! corner → over the centre → opposite corner, the centre piece being the
//! screen; a soldier inside a palace may also step diagonally forward
//! along them (in a game only the enemy palace: soldiers never retreat
//! into their own, which only a set-up board can show).

/// "No square" in the `u8` tables.
pub(crate) const NO_SQ: u8 = 0xFF;

/// A ray: squares in order going away from the origin.
#[derive(Copy, Clone)]
pub(crate) struct Ray {
    pub len: u8,
    pub sq: [u8; 9],
}

const EMPTY_RAY: Ray = Ray {
    len: 0,
    sq: [NO_SQ; 9],
};

/// Up to eight single steps.
#[derive(Copy, Clone)]
pub(crate) struct Steps {
    pub n: u8,
    pub to: [u8; 8],
}

const EMPTY_STEPS: Steps = Steps {
    n: 0,
    to: [NO_SQ; 8],
};

/// Up to eight leaper moves with one blocking point (horse, Xiangqi
/// elephant): `leg[i]` must be empty to reach `to[i]`.
#[derive(Copy, Clone)]
pub(crate) struct Leaps1 {
    pub n: u8,
    pub leg: [u8; 8],
    pub to: [u8; 8],
}

const EMPTY_LEAPS1: Leaps1 = Leaps1 {
    n: 0,
    leg: [NO_SQ; 8],
    to: [NO_SQ; 8],
};

/// Up to eight leaper moves with two blocking points (Janggi elephant).
#[derive(Copy, Clone)]
pub(crate) struct Leaps2 {
    pub n: u8,
    pub leg1: [u8; 8],
    pub leg2: [u8; 8],
    pub to: [u8; 8],
}

const EMPTY_LEAPS2: Leaps2 = Leaps2 {
    n: 0,
    leg1: [NO_SQ; 8],
    leg2: [NO_SQ; 8],
    to: [NO_SQ; 8],
};

const fn sq_at(f: i32, r: i32) -> i32 {
    if f >= 0 && f < 9 && r >= 0 && r < 10 {
        r * 9 + f
    } else {
        -1
    }
}

/// `true` if (f, r) is in the palace of `side` (0 = first player).
const fn in_palace(f: i32, r: i32, side: usize) -> bool {
    let ranks_ok = if side == 0 {
        r >= 0 && r <= 2
    } else {
        r >= 7 && r <= 9
    };
    f >= 3 && f <= 5 && ranks_ok
}

/// The side whose palace holds (f, r), if any.
const fn palace_of(f: i32, r: i32) -> i32 {
    if in_palace(f, r, 0) {
        0
    } else if in_palace(f, r, 1) {
        1
    } else {
        -1
    }
}

/// `true` if the diagonal step (f, r) → (f+df, r+dr) follows a palace line:
/// both points in the same palace and one of them its centre.
const fn palace_diag_step(f: i32, r: i32, df: i32, dr: i32) -> bool {
    let p = palace_of(f, r);
    if p < 0 || palace_of(f + df, r + dr) != p {
        return false;
    }
    let centre_r = if p == 0 { 1 } else { 8 };
    (f == 4 && r == centre_r) || (f + df == 4 && r + dr == centre_r)
}

/// `true` if `sq` lies in `side`'s palace.
#[inline]
pub(crate) const fn sq_in_palace(sq: usize, side: usize) -> bool {
    in_palace((sq % 9) as i32, (sq / 9) as i32, side)
}

/// `true` if rank `r` lies on `side`'s own half, short of the river
/// (Xiangqi: where its elephants stay and its soldiers still only advance).
pub(crate) const fn on_own_half(r: i32, side: usize) -> bool {
    if side == 0 {
        r >= 0 && r <= 4
    } else {
        r >= 5 && r <= 9
    }
}

const ORTHO: [(i32, i32); 4] = [(0, 1), (0, -1), (1, 0), (-1, 0)];
const DIAG: [(i32, i32); 4] = [(1, 1), (-1, 1), (1, -1), (-1, -1)];

const fn build_orth_rays() -> [[Ray; 4]; 90] {
    let mut t = [[EMPTY_RAY; 4]; 90];
    let mut s = 0;
    while s < 90 {
        let (f, r) = ((s % 9) as i32, (s / 9) as i32);
        let mut d = 0;
        while d < 4 {
            let (df, dr) = ORTHO[d];
            let mut k = 1;
            loop {
                let t2 = sq_at(f + df * k, r + dr * k);
                if t2 < 0 {
                    break;
                }
                let ray = &mut t[s][d];
                ray.sq[ray.len as usize] = t2 as u8;
                ray.len += 1;
                k += 1;
            }
            d += 1;
        }
        s += 1;
    }
    t
}

const fn build_diag_rays() -> [[Ray; 4]; 90] {
    let mut t = [[EMPTY_RAY; 4]; 90];
    let mut s = 0;
    while s < 90 {
        let (f, r) = ((s % 9) as i32, (s / 9) as i32);
        let mut d = 0;
        while d < 4 {
            let (df, dr) = DIAG[d];
            let (mut cf, mut cr) = (f, r);
            while palace_diag_step(cf, cr, df, dr) {
                cf += df;
                cr += dr;
                let ray = &mut t[s][d];
                ray.sq[ray.len as usize] = sq_at(cf, cr) as u8;
                ray.len += 1;
            }
            d += 1;
        }
        s += 1;
    }
    t
}

/// Orthogonal rays from every square: north (+rank), south, east (+file),
/// west.
pub(crate) static ORTH_RAYS: [[Ray; 4]; 90] = build_orth_rays();
/// Palace-diagonal rays (Janggi), empty outside the palace lines.
pub(crate) static DIAG_RAYS: [[Ray; 4]; 90] = build_diag_rays();
const fn ray_masks(rays: &[[Ray; 4]; 90]) -> [[u128; 4]; 90] {
    let mut t = [[0u128; 4]; 90];
    let mut s = 0;
    while s < 90 {
        let mut d = 0;
        while d < 4 {
            let mut i = 0;
            while i < rays[s][d].len as usize {
                t[s][d] |= 1u128 << rays[s][d].sq[i];
                i += 1;
            }
            d += 1;
        }
        s += 1;
    }
    t
}

/// The squares of each orthogonal ray, as bitboards.
pub(crate) static ORTH_RAY_MASK: [[u128; 4]; 90] = ray_masks(&build_orth_rays());
/// The squares of each palace-diagonal ray, as bitboards.
pub(crate) static DIAG_RAY_MASK: [[u128; 4]; 90] = ray_masks(&DIAG_RAYS_C);
/// Bit `s` set if square `s` has at least one palace-diagonal ray.
pub(crate) const DIAG_POINTS: u128 = {
    let mut m = 0u128;
    let mut s = 0;
    while s < 90 {
        let mut d = 0;
        while d < 4 {
            if DIAG_RAYS_C[s][d].len > 0 {
                m |= 1u128 << s;
            }
            d += 1;
        }
        s += 1;
    }
    m
};
const DIAG_RAYS_C: [[Ray; 4]; 90] = build_diag_rays();

/// Janggi general and guard: one step along a palace line, staying in the
/// owner's palace.
const fn build_janggi_palace_steps() -> [[Steps; 90]; 2] {
    let mut t = [[EMPTY_STEPS; 90]; 2];
    let mut side = 0;
    while side < 2 {
        let mut s = 0;
        while s < 90 {
            let (f, r) = ((s % 9) as i32, (s / 9) as i32);
            if in_palace(f, r, side) {
                let mut d = 0;
                while d < 4 {
                    let (df, dr) = ORTHO[d];
                    if in_palace(f + df, r + dr, side) {
                        let st = &mut t[side][s];
                        st.to[st.n as usize] = sq_at(f + df, r + dr) as u8;
                        st.n += 1;
                    }
                    let (df, dr) = DIAG[d];
                    if palace_diag_step(f, r, df, dr) {
                        let st = &mut t[side][s];
                        st.to[st.n as usize] = sq_at(f + df, r + dr) as u8;
                        st.n += 1;
                    }
                    d += 1;
                }
            }
            s += 1;
        }
        side += 1;
    }
    t
}

/// Xiangqi general (orthogonal, `diag = false`) or advisor (diagonal,
/// `diag = true`): one step inside the owner's palace.
const fn build_xiangqi_palace_steps(diag: bool) -> [[Steps; 90]; 2] {
    let mut t = [[EMPTY_STEPS; 90]; 2];
    let mut side = 0;
    while side < 2 {
        let mut s = 0;
        while s < 90 {
            let (f, r) = ((s % 9) as i32, (s / 9) as i32);
            if in_palace(f, r, side) {
                let mut d = 0;
                while d < 4 {
                    let (df, dr) = if diag { DIAG[d] } else { ORTHO[d] };
                    if in_palace(f + df, r + dr, side) {
                        let st = &mut t[side][s];
                        st.to[st.n as usize] = sq_at(f + df, r + dr) as u8;
                        st.n += 1;
                    }
                    d += 1;
                }
            }
            s += 1;
        }
        side += 1;
    }
    t
}

/// Soldier steps. Janggi: forward, sideways, and diagonally forward along
/// a palace's lines — the enemy palace's in any game; its own palace's
/// only on a set-up board (a soldier never retreats into it), where
/// Fairy-Stockfish moves it the same way. Xiangqi: forward; sideways once across the
/// river.
const fn build_soldier_steps(janggi: bool) -> [[Steps; 90]; 2] {
    let mut t = [[EMPTY_STEPS; 90]; 2];
    let mut side = 0;
    while side < 2 {
        let fwd: i32 = if side == 0 { 1 } else { -1 };
        let mut s = 0;
        while s < 90 {
            let (f, r) = ((s % 9) as i32, (s / 9) as i32);
            let st = &mut t[side][s];
            let t2 = sq_at(f, r + fwd);
            if t2 >= 0 {
                st.to[st.n as usize] = t2 as u8;
                st.n += 1;
            }
            let crossed = !on_own_half(r, side);
            if janggi || crossed {
                let mut k = 0;
                while k < 2 {
                    let df = if k == 0 { -1 } else { 1 };
                    let t2 = sq_at(f + df, r);
                    if t2 >= 0 {
                        st.to[st.n as usize] = t2 as u8;
                        st.n += 1;
                    }
                    k += 1;
                }
            }
            if janggi {
                let mut k = 0;
                while k < 2 {
                    let df = if k == 0 { -1 } else { 1 };
                    if palace_diag_step(f, r, df, fwd) {
                        st.to[st.n as usize] = sq_at(f + df, r + fwd) as u8;
                        st.n += 1;
                    }
                    k += 1;
                }
            }
            s += 1;
        }
        side += 1;
    }
    t
}

const fn build_horse() -> [Leaps1; 90] {
    let mut t = [EMPTY_LEAPS1; 90];
    let mut s = 0;
    while s < 90 {
        let (f, r) = ((s % 9) as i32, (s / 9) as i32);
        let mut d = 0;
        while d < 4 {
            let (df, dr) = ORTHO[d];
            let leg = sq_at(f + df, r + dr);
            if leg >= 0 {
                let mut k = 0;
                while k < 2 {
                    let side = if k == 0 { -1 } else { 1 };
                    // Outward diagonal: continue along (df, dr), turn by `side`.
                    let (tf, tr) = (f + 2 * df + side * dr, r + 2 * dr + side * df);
                    let to = sq_at(tf, tr);
                    if to >= 0 {
                        let e = &mut t[s];
                        e.leg[e.n as usize] = leg as u8;
                        e.to[e.n as usize] = to as u8;
                        e.n += 1;
                    }
                    k += 1;
                }
            }
            d += 1;
        }
        s += 1;
    }
    t
}

const fn build_janggi_elephant() -> [Leaps2; 90] {
    let mut t = [EMPTY_LEAPS2; 90];
    let mut s = 0;
    while s < 90 {
        let (f, r) = ((s % 9) as i32, (s / 9) as i32);
        let mut d = 0;
        while d < 4 {
            let (df, dr) = ORTHO[d];
            let leg1 = sq_at(f + df, r + dr);
            if leg1 >= 0 {
                let mut k = 0;
                while k < 2 {
                    let side = if k == 0 { -1 } else { 1 };
                    let leg2 = sq_at(f + 2 * df + side * dr, r + 2 * dr + side * df);
                    let to = sq_at(f + 3 * df + 2 * side * dr, r + 3 * dr + 2 * side * df);
                    if leg2 >= 0 && to >= 0 {
                        let e = &mut t[s];
                        e.leg1[e.n as usize] = leg1 as u8;
                        e.leg2[e.n as usize] = leg2 as u8;
                        e.to[e.n as usize] = to as u8;
                        e.n += 1;
                    }
                    k += 1;
                }
            }
            d += 1;
        }
        s += 1;
    }
    t
}

const fn build_xiangqi_elephant() -> [[Leaps1; 90]; 2] {
    let mut t = [[EMPTY_LEAPS1; 90]; 2];
    let mut side = 0;
    while side < 2 {
        let mut s = 0;
        while s < 90 {
            let (f, r) = ((s % 9) as i32, (s / 9) as i32);
            let mut d = 0;
            while d < 4 {
                let (df, dr) = DIAG[d];
                let eye = sq_at(f + df, r + dr);
                let to = sq_at(f + 2 * df, r + 2 * dr);
                let tr = r + 2 * dr;
                let own_half = on_own_half(tr, side);
                if eye >= 0 && to >= 0 && own_half {
                    let e = &mut t[side][s];
                    e.leg[e.n as usize] = eye as u8;
                    e.to[e.n as usize] = to as u8;
                    e.n += 1;
                }
                d += 1;
            }
            s += 1;
        }
        side += 1;
    }
    t
}

/// Reverse of a `Leaps1` table: for each target, the (leg, source) pairs.
const fn reverse_leaps1(fwd: &[Leaps1; 90]) -> [Leaps1; 90] {
    let mut t = [EMPTY_LEAPS1; 90];
    let mut src = 0;
    while src < 90 {
        let e = &fwd[src];
        let mut i = 0;
        while i < e.n as usize {
            let to = e.to[i] as usize;
            let r = &mut t[to];
            r.leg[r.n as usize] = e.leg[i];
            r.to[r.n as usize] = src as u8;
            r.n += 1;
            i += 1;
        }
        src += 1;
    }
    t
}

const fn reverse_leaps2(fwd: &[Leaps2; 90]) -> [Leaps2; 90] {
    let mut t = [EMPTY_LEAPS2; 90];
    let mut src = 0;
    while src < 90 {
        let e = &fwd[src];
        let mut i = 0;
        while i < e.n as usize {
            let to = e.to[i] as usize;
            let r = &mut t[to];
            r.leg1[r.n as usize] = e.leg1[i];
            r.leg2[r.n as usize] = e.leg2[i];
            r.to[r.n as usize] = src as u8;
            r.n += 1;
            i += 1;
        }
        src += 1;
    }
    t
}

const fn reverse_steps(fwd: &[[Steps; 90]; 2]) -> [[Steps; 90]; 2] {
    let mut t = [[EMPTY_STEPS; 90]; 2];
    let mut side = 0;
    while side < 2 {
        let mut src = 0;
        while src < 90 {
            let e = &fwd[side][src];
            let mut i = 0;
            while i < e.n as usize {
                let to = e.to[i] as usize;
                let r = &mut t[side][to];
                r.to[r.n as usize] = src as u8;
                r.n += 1;
                i += 1;
            }
            src += 1;
        }
        side += 1;
    }
    t
}

const HORSE_C: [Leaps1; 90] = build_horse();
const JELE_C: [Leaps2; 90] = build_janggi_elephant();
const JSOLDIER_C: [[Steps; 90]; 2] = build_soldier_steps(true);
const XSOLDIER_C: [[Steps; 90]; 2] = build_soldier_steps(false);

/// Horse moves (both games): leg, destination.
pub(crate) static HORSE: [Leaps1; 90] = HORSE_C;
/// Horses that reach a square: leg, horse's square.
pub(crate) static HORSE_ATTACKERS: [Leaps1; 90] = reverse_leaps1(&HORSE_C);
/// Janggi elephant moves: first leg, second leg, destination.
pub(crate) static JANGGI_ELEPHANT: [Leaps2; 90] = JELE_C;
/// Janggi elephants that reach a square: legs, elephant's square.
pub(crate) static JANGGI_ELEPHANT_ATTACKERS: [Leaps2; 90] = reverse_leaps2(&JELE_C);
/// Xiangqi elephant moves per side: eye, destination (own half only).
pub(crate) static XIANGQI_ELEPHANT: [[Leaps1; 90]; 2] = build_xiangqi_elephant();
/// Janggi general and guard steps per side.
pub(crate) static JANGGI_PALACE_STEPS: [[Steps; 90]; 2] = build_janggi_palace_steps();
/// Xiangqi general steps per side.
pub(crate) static XIANGQI_GENERAL_STEPS: [[Steps; 90]; 2] = build_xiangqi_palace_steps(false);
/// Xiangqi advisor steps per side.
pub(crate) static XIANGQI_ADVISOR_STEPS: [[Steps; 90]; 2] = build_xiangqi_palace_steps(true);
/// Soldier steps per side, Janggi.
pub(crate) static JANGGI_SOLDIER: [[Steps; 90]; 2] = JSOLDIER_C;
/// Soldier steps per side, Xiangqi.
pub(crate) static XIANGQI_SOLDIER: [[Steps; 90]; 2] = XSOLDIER_C;
/// Squares from which a soldier of the given side reaches a square, Janggi.
pub(crate) static JANGGI_SOLDIER_ATTACKERS: [[Steps; 90]; 2] = reverse_steps(&JSOLDIER_C);
/// Squares from which a soldier of the given side reaches a square, Xiangqi.
pub(crate) static XIANGQI_SOLDIER_ATTACKERS: [[Steps; 90]; 2] = reverse_steps(&XSOLDIER_C);

#[cfg(test)]
mod tests {
    use super::*;

    fn s(name: &str) -> usize {
        crate::Square::parse(name).unwrap().index()
    }

    fn steps(st: &Steps) -> Vec<usize> {
        let mut v: Vec<usize> = st.to[..st.n as usize].iter().map(|&x| x as usize).collect();
        v.sort();
        v
    }

    #[test]
    fn palace_lines() {
        let mut want = vec![s("e1"), s("d2"), s("e2")];
        want.sort();
        assert_eq!(steps(&JANGGI_PALACE_STEPS[0][s("d1")]), want);
        let mut want = vec![s("d1"), s("d3"), s("e2")];
        want.sort();
        assert_eq!(steps(&JANGGI_PALACE_STEPS[0][s("d2")]), want);
        assert_eq!(JANGGI_PALACE_STEPS[0][s("e2")].n, 8);
        assert_eq!(JANGGI_PALACE_STEPS[1][s("e2")].n, 0);
        assert_eq!(DIAG_RAYS[s("d8")][0].len, 2); // d8 -> e9 -> f10
        assert_eq!(DIAG_RAYS[s("e2")].iter().filter(|r| r.len == 1).count(), 4);
        assert_eq!(DIAG_POINTS.count_ones(), 10);
    }

    #[test]
    fn soldiers() {
        // Cho soldier in Han's palace corner d8 goes d9, c8, e8 and e9.
        assert_eq!(JANGGI_SOLDIER[0][s("d8")].n, 4);
        assert_eq!(JANGGI_SOLDIER[0][s("e9")].n, 5);
        assert_eq!(JANGGI_SOLDIER[0][s("d9")].n, 3);
        // In its own palace (a set-up board only) the same lines serve,
        // as in Fairy-Stockfish: e2 goes e3, d2, f2, d3 and f3; d1 goes
        // d2, c1, e1 and e2; e3 (not on a diagonal) goes e4, d3, f3.
        assert_eq!(JANGGI_SOLDIER[0][s("e2")].n, 5);
        assert_eq!(JANGGI_SOLDIER[0][s("d1")].n, 4);
        assert_eq!(JANGGI_SOLDIER[0][s("e3")].n, 3);
        assert_eq!(JANGGI_SOLDIER[1][s("e9")].n, 5);
        // No backward diagonal: from f3 a Cho soldier does not go to e2.
        assert_eq!(JANGGI_SOLDIER[0][s("f3")].n, 3);
        assert_eq!(XIANGQI_SOLDIER[0][s("e4")].n, 1);
        assert_eq!(XIANGQI_SOLDIER[0][s("e6")].n, 3);
        assert_eq!(XIANGQI_SOLDIER[1][s("e5")].n, 3);
        assert_eq!(XIANGQI_SOLDIER[1][s("e6")].n, 1);
    }

    #[test]
    fn leapers() {
        assert_eq!(HORSE[s("e5")].n, 8);
        assert_eq!(HORSE[s("a1")].n, 2);
        assert_eq!(JANGGI_ELEPHANT[s("e5")].n, 8);
        assert_eq!(XIANGQI_ELEPHANT[0][s("c1")].n, 2);
        assert_eq!(XIANGQI_ELEPHANT[0][s("e5")].n, 2);
        assert_eq!(XIANGQI_ELEPHANT[1][s("e8")].n, 4);
        let total: usize = HORSE.iter().map(|e| e.n as usize).sum();
        let rtotal: usize = HORSE_ATTACKERS.iter().map(|e| e.n as usize).sum();
        assert_eq!(total, rtotal);
    }
}
