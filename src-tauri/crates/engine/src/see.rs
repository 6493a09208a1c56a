//! Static exchange evaluation (SEE): what a capture wins or loses once
//! both sides have taken and retaken on its square, each side always
//! retaking with its least valuable piece and free to stop when going on
//! would lose.
//!
//! The exchange runs on a mailbox copy of the board with a swap list: at
//! each step the attackers of the square are found afresh by looking
//! outward from it (chariot and cannon lines with their screens, horse and
//! elephant legs, soldiers, palace lines), so a cannon gains or loses its
//! screen as pieces leave and x-ray attackers behind a capturing piece
//! join in. Pins are not looked at, and a general only takes when the
//! other side has nothing left to retake with. This replaced playing the
//! exchange out with the rules crate's legal capture generator, which cost
//! about 45 % of the engine's speed.

use janggi_rules::{Move, Position, Role, Side, Variant};

use crate::eval::{JANGGI_VALUE, XIANGQI_VALUE};

/// A general is never captured (captures of it are not legal moves); as an
/// attacker it can only retake when nothing can take it back.
const GENERAL: i32 = 20_000;
/// Exchanges longer than this are cut (they are vanishingly rare).
const MAX_STEPS: usize = 24;

/// Exchange value of a piece.
#[inline]
pub fn value(role: Role, janggi: bool) -> i32 {
    if role == Role::General {
        GENERAL
    } else if janggi {
        JANGGI_VALUE[role.index()]
    } else {
        XIANGQI_VALUE[role.index()]
    }
}

/// The full exchange value of capture `m` for the side playing it (0 for a
/// quiet move). `pos` is left as it was.
pub fn see(pos: &mut Position, m: Move) -> i32 {
    let Some(victim) = m.capture() else {
        return 0;
    };
    let janggi = pos.variant() == Variant::Janggi;
    let mut b = Mailbox::from_position(pos, janggi);
    let to = m.to().index();
    let mut gain = [0i32; MAX_STEPS + 1];
    gain[0] = value(victim, janggi);
    let mut on_square = value(m.role(), janggi);
    b.sq[m.from().index()] = 0;
    b.sq[to] = code(pos.turn(), m.role());
    let mut side = !pos.turn();
    let mut d = 0;
    while d < MAX_STEPS {
        let Some((from, role)) = b.least_attacker(to, side) else {
            break;
        };
        if role == Role::General {
            // Only when nothing can take the general back (and, in
            // Xiangqi, not onto the other general's open file).
            let saved = b.sq[to];
            b.sq[from] = 0;
            b.sq[to] = code(side, role);
            let answer = b.least_attacker(to, !side).is_some() || (!janggi && b.faces(to, side));
            b.sq[to] = saved;
            b.sq[from] = code(side, role);
            if answer {
                break;
            }
        }
        d += 1;
        gain[d] = on_square - gain[d - 1];
        on_square = value(role, janggi);
        b.sq[from] = 0;
        b.sq[to] = code(side, role);
        side = !side;
    }
    while d > 0 {
        gain[d - 1] = -(-gain[d - 1]).max(gain[d]);
        d -= 1;
    }
    gain[0]
}

/// Whether capture `m` wins at least `threshold` (SEE ≥ threshold). The
/// cheap bounds answer first: the exchange gains at most the victim and at
/// least the victim minus the capturing piece (the opponent retakes once
/// and we stop).
pub fn see_ge(pos: &mut Position, m: Move, threshold: i32) -> bool {
    let Some(victim) = m.capture() else {
        return threshold <= 0;
    };
    let janggi = pos.variant() == Variant::Janggi;
    let v = value(victim, janggi);
    if v < threshold {
        return false;
    }
    let attacker = if m.role() == Role::General {
        0
    } else {
        value(m.role(), janggi)
    };
    if v - attacker >= threshold {
        return true;
    }
    see(pos, m) >= threshold
}

/// Mailbox code of a piece: `1 + side·7 + role` (0 = empty).
#[inline]
fn code(side: Side, role: Role) -> u8 {
    1 + side.index() as u8 * 7 + role.index() as u8
}

#[inline]
fn at(f: i32, r: i32) -> Option<usize> {
    if (0..9).contains(&f) && (0..10).contains(&r) {
        Some((r * 9 + f) as usize)
    } else {
        None
    }
}

/// Whether (f, r) is a corner or the centre of a palace.
#[inline]
fn on_palace_diag(f: i32, r: i32) -> bool {
    (3..=5).contains(&f) && ((0..=2).contains(&r) || (7..=9).contains(&r)) && {
        let cr = if r <= 2 { 1 } else { 8 };
        (f - 4).abs() == (r - cr).abs()
    }
}

/// Whether (f, r) is in `side`'s own palace.
#[inline]
fn in_own_palace(side: Side, f: i32, r: i32) -> bool {
    (3..=5).contains(&f)
        && if side == Side::First {
            (0..=2).contains(&r)
        } else {
            (7..=9).contains(&r)
        }
}

const ORTH: [(i32, i32); 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];
const DIAG: [(i32, i32); 4] = [(1, 1), (1, -1), (-1, 1), (-1, -1)];

struct Mailbox {
    sq: [u8; 90],
    janggi: bool,
}

impl Mailbox {
    fn from_position(pos: &Position, janggi: bool) -> Mailbox {
        let mut sq = [0u8; 90];
        for (s, p) in pos.pieces() {
            sq[s.index()] = code(p.side, p.role);
        }
        Mailbox { sq, janggi }
    }

    #[inline]
    fn piece(&self, f: i32, r: i32) -> Option<(Side, Role)> {
        let v = self.sq[at(f, r)?];
        if v == 0 {
            return None;
        }
        let v = v - 1;
        let side = if v < 7 { Side::First } else { Side::Second };
        Some((side, Role::from_index((v % 7) as usize)?))
    }

    #[inline]
    fn empty(&self, f: i32, r: i32) -> bool {
        at(f, r).is_some_and(|i| self.sq[i] == 0)
    }

    #[inline]
    fn is(&self, f: i32, r: i32, side: Side, role: Role) -> bool {
        self.piece(f, r) == Some((side, role))
    }

    /// Whether `side`'s general on `sq` sees the other general along the
    /// file with nothing between (Xiangqi's flying general).
    fn faces(&self, sq: usize, side: Side) -> bool {
        let (f, r) = ((sq % 9) as i32, (sq / 9) as i32);
        let dr = if side == Side::First { 1 } else { -1 };
        let mut y = r + dr;
        while (0..10).contains(&y) {
            if let Some(p) = self.piece(f, y) {
                return p == (!side, Role::General);
            }
            y += dr;
        }
        false
    }

    /// The least valuable piece of `side` attacking square `to`:
    /// its square index and role.
    fn least_attacker(&self, to: usize, side: Side) -> Option<(usize, Role)> {
        let (f, r) = ((to % 9) as i32, (to / 9) as i32);
        let janggi = self.janggi;
        let mut best: Option<(usize, Role)> = None;
        let mut consider = |ff: i32, rr: i32, role: Role| {
            let better = match best {
                None => true,
                Some((_, b)) => value(role, janggi) < value(b, janggi),
            };
            if better {
                best = Some(((rr * 9 + ff) as usize, role));
            }
        };
        let victim_cannon = self.piece(f, r).is_some_and(|(_, ro)| ro == Role::Cannon);
        let fwd = if side == Side::First { 1 } else { -1 };
        // Soldiers: from behind, and from the side (Xiangqi: once across
        // the river; Janggi: always).
        if self.is(f, r - fwd, side, Role::Soldier) {
            consider(f, r - fwd, Role::Soldier);
            return best; // nothing is cheaper
        }
        let across = if side == Side::First { r >= 5 } else { r <= 4 };
        if janggi || across {
            for df in [-1, 1] {
                if self.is(f + df, r, side, Role::Soldier) {
                    consider(f + df, r, Role::Soldier);
                    return best;
                }
            }
        }
        // Janggi soldiers also step diagonally forward along the enemy
        // palace's lines.
        if janggi && on_palace_diag(f, r) && in_own_palace(!side, f, r) {
            for df in [-1, 1] {
                let (ff, rr) = (f + df, r - fwd);
                if on_palace_diag(ff, rr)
                    && in_own_palace(!side, ff, rr)
                    && self.is(ff, rr, side, Role::Soldier)
                {
                    consider(ff, rr, Role::Soldier);
                    return best;
                }
            }
        }
        // Guards / advisors and the general, inside their palace.
        if in_own_palace(side, f, r) {
            for (df, dr) in ORTH.iter().chain(DIAG.iter()) {
                let (ff, rr) = (f + df, r + dr);
                if !in_own_palace(side, ff, rr) {
                    continue;
                }
                let diag = *df != 0 && *dr != 0;
                if diag && janggi && !(on_palace_diag(f, r) && on_palace_diag(ff, rr)) {
                    continue;
                }
                if let Some((s, role)) = self.piece(ff, rr) {
                    if s != side {
                        continue;
                    }
                    let moves = match role {
                        Role::Guard => janggi || diag,
                        Role::General => janggi || !diag,
                        _ => false,
                    };
                    if moves {
                        consider(ff, rr, role);
                    }
                }
            }
        }
        // Elephants.
        if janggi {
            // One orthogonal step then two diagonal ones, both points empty.
            for (df, dr) in ORTH {
                for p in [-1, 1] {
                    let (sf, sr) = if df != 0 { (df, p) } else { (p, dr) };
                    // From the target back: two diagonal steps, then one
                    // orthogonal.
                    let (m1f, m1r) = (f - sf, r - sr);
                    let (m2f, m2r) = (m1f - sf, m1r - sr);
                    let (of, or) = (m2f - df, m2r - dr);
                    if self.is(of, or, side, Role::Elephant)
                        && self.empty(m1f, m1r)
                        && self.empty(m2f, m2r)
                    {
                        consider(of, or, Role::Elephant);
                    }
                }
            }
        } else {
            let own_half = if side == Side::First { r <= 4 } else { r >= 5 };
            if own_half {
                for (df, dr) in DIAG {
                    if self.is(f + 2 * df, r + 2 * dr, side, Role::Elephant)
                        && self.empty(f + df, r + dr)
                    {
                        consider(f + 2 * df, r + 2 * dr, Role::Elephant);
                    }
                }
            }
        }
        // Horses: the leg is next to the horse, towards the long step.
        for (df, dr) in ORTH {
            for p in [-1, 1] {
                let (of, or) = if df != 0 {
                    (f - 2 * df, r - p)
                } else {
                    (f - p, r - 2 * dr)
                };
                if self.is(of, or, side, Role::Horse) && self.empty(of + df, or + dr) {
                    consider(of, or, Role::Horse);
                }
            }
        }
        // Cannons (the piece behind exactly one screen) and chariots (the
        // first piece) on the lines through the square.
        let cannon_ok = !(janggi && victim_cannon);
        for (df, dr) in ORTH {
            self.line(f, r, df, dr, side, cannon_ok, false, &mut consider);
        }
        if janggi && on_palace_diag(f, r) {
            for (df, dr) in DIAG {
                self.line(f, r, df, dr, side, cannon_ok, true, &mut consider);
            }
        }
        best
    }

    /// Looks from (f, r) along (df, dr) for `side`'s chariot (first piece)
    /// and cannon (the piece after one screen).
    #[allow(clippy::too_many_arguments)]
    fn line(
        &self,
        f: i32,
        r: i32,
        df: i32,
        dr: i32,
        side: Side,
        cannon_ok: bool,
        palace: bool,
        consider: &mut impl FnMut(i32, i32, Role),
    ) {
        let inside = |x: i32, y: i32| !palace || (on_palace_diag(x, y) && (y <= 2) == (r <= 2));
        let (mut x, mut y) = (f + df, r + dr);
        let mut screen = false;
        while at(x, y).is_some() && inside(x, y) {
            if let Some((s, role)) = self.piece(x, y) {
                if !screen {
                    if s == side && role == Role::Chariot {
                        consider(x, y, role);
                        return;
                    }
                    if self.janggi && role == Role::Cannon {
                        return; // a cannon is never a screen
                    }
                    if !cannon_ok {
                        return;
                    }
                    screen = true;
                } else {
                    if s == side && role == Role::Cannon {
                        consider(x, y, role);
                    }
                    return;
                }
            }
            x += df;
            y += dr;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use janggi_rules::{notation, RuleProfile};

    fn pos(fen: &str, profile: &RuleProfile) -> Position {
        Position::from_fen(fen, profile).unwrap()
    }

    /// The exchange played out with the rules crate's legal captures (the
    /// former implementation): exact, pins included, but slow.
    fn see_played(pos: &mut Position, m: Move) -> i32 {
        fn retake(pos: &mut Position, sq: janggi_rules::Square, janggi: bool, step: u32) -> i32 {
            if step > 12 {
                return 0;
            }
            let caps = pos.captures();
            let Some(&c) = caps
                .iter()
                .filter(|c| c.to() == sq)
                .min_by_key(|c| value(c.role(), janggi))
            else {
                return 0;
            };
            let gain = c.capture().map_or(0, |r| value(r, janggi));
            let undo = pos.make_move(c);
            let back = retake(pos, sq, janggi, step + 1);
            pos.unmake_move(c, undo);
            (gain - back).max(0)
        }
        let janggi = pos.variant() == Variant::Janggi;
        let gain = value(m.capture().unwrap(), janggi);
        let undo = pos.make_move(m);
        let back = retake(pos, m.to(), janggi, 1);
        pos.unmake_move(m, undo);
        gain - back
    }

    #[test]
    fn the_swap_list_agrees_with_playing_the_exchange_out() {
        // Captures from random games of both games: the mailbox swap list
        // gives the played-out value except where pins (which it ignores)
        // change the exchange.
        use janggi_rules::{Game, JanggiSetup};
        use rand::rngs::SmallRng;
        use rand::{Rng, SeedableRng};
        let mut rng = SmallRng::seed_from_u64(7);
        let (mut total, mut same) = (0, 0);
        for g in 0..40 {
            let mut game = if g % 2 == 0 {
                Game::new(RuleProfile::XIANGQI)
            } else {
                Game::janggi(
                    RuleProfile::JANGGI_FAIRY_STOCKFISH,
                    JanggiSetup::ALL[g % 4],
                    JanggiSetup::ALL[(g / 4) % 4],
                )
            };
            for _ in 0..120 {
                if game.outcome().is_over() {
                    break;
                }
                let mut p = game.position().clone();
                for m in p.captures().iter().copied().collect::<Vec<_>>() {
                    total += 1;
                    let (a, b) = (see(&mut p, m), see_played(&mut p, m));
                    if a == b {
                        same += 1;
                    }
                }
                let moves: Vec<Move> = game
                    .legal_moves()
                    .iter()
                    .copied()
                    .filter(|m| !m.is_pass())
                    .collect();
                if moves.is_empty() {
                    break;
                }
                // Prefer captures so the board thins out.
                let caps: Vec<Move> = moves
                    .iter()
                    .copied()
                    .filter(|m| m.capture().is_some())
                    .collect();
                let m = if !caps.is_empty() && rng.random_bool(0.5) {
                    caps[rng.random_range(0..caps.len())]
                } else {
                    moves[rng.random_range(0..moves.len())]
                };
                game.play(m).unwrap();
            }
        }
        assert!(total > 1000, "{total} captures");
        assert!(same * 100 >= total * 97, "{same} of {total} agree");
    }

    fn mv(p: &Position, s: &str) -> Move {
        notation::parse_uci(p, s).unwrap()
    }

    #[test]
    fn a_free_piece_is_won_whole() {
        // Red chariot takes an undefended black horse.
        let mut p = pos(
            "3k5/9/9/9/4n4/9/9/4R4/9/4K4 w - - 0 1",
            &RuleProfile::XIANGQI,
        );
        let m = mv(&p, "e3e6");
        assert_eq!(see(&mut p, m), 400);
        assert!(see_ge(&mut p, m, 0));
    }

    #[test]
    fn a_defended_pawn_costs_the_chariot() {
        // The black pawn on e6 is guarded by the chariot on e9: chariot
        // takes pawn, chariot retakes.
        let mut p = pos(
            "3k5/4r4/9/9/4p4/9/9/4R4/9/5K3 w - - 0 1",
            &RuleProfile::XIANGQI,
        );
        let m = mv(&p, "e3e6");
        assert_eq!(see(&mut p, m), 100 - 900);
        assert!(!see_ge(&mut p, m, 0));
    }

    #[test]
    fn a_cannon_needs_a_screen_to_retake() {
        // A black cannon behind the target with nothing between cannot
        // retake; once the captured pawn's square is taken by our chariot
        // the chariot is its screen only for squares beyond.
        let mut p = pos(
            "3k5/4c4/9/9/4p4/9/9/4R4/9/5K3 w - - 0 1",
            &RuleProfile::XIANGQI,
        );
        let m = mv(&p, "e3e6");
        assert_eq!(see(&mut p, m), 100);
    }
}
