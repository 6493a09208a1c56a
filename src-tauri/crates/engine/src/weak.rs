//! How a weaker level's search sees the board wrongly, the way people do.
//!
//! Two faults, both fixed for a whole game by its seed (the same position
//! is misjudged the same way every time it comes back, as a person's
//! misjudgements are):
//!
//! * **Blind spots**: some moves are not seen at all, in the level's own
//!   play and in the replies it expects. Only moves people overlook are
//!   candidates ([`hard_to_see`]): a chariot or cannon travelling three or
//!   more points (the long lines), a move along a palace diagonal by a
//!   chariot, cannon or soldier, and a capture by a horse or an elephant
//!   (whose leg, or the Janggi elephant's long path, people misread). A
//!   hidden move is never hidden while the side to move is in check (the
//!   search would otherwise "see" a mate that is not there).
//! * **Evaluation noise**: a fixed, position-keyed error added to the static
//!   evaluation, from the first player's view, so a misjudged position
//!   stays misjudged.

use janggi_rules::{Move, Role, Side};

/// A level's faults (see the module notes). `Default` is none.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Weakness {
    /// The game's seed: the faults are a function of it and the position.
    pub seed: u64,
    /// Largest evaluation error, in the evaluation's units (± this).
    pub eval_noise: i32,
    /// Per mille of the hard-to-see moves that are not seen.
    pub blind_per_mille: u32,
}

/// A 64-bit mix (SplitMix64's finaliser).
fn mix(mut z: u64) -> u64 {
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// Whether `m` is a move people overlook (see the module notes).
pub fn hard_to_see(m: Move) -> bool {
    if m.is_pass() || m.is_none() {
        return false;
    }
    let (f, t) = (m.from(), m.to());
    let df = f.file().abs_diff(t.file());
    let dr = f.rank().abs_diff(t.rank());
    match m.role() {
        Role::Chariot | Role::Cannon => df.max(dr) >= 3 || (df > 0 && dr > 0),
        Role::Soldier => df > 0 && dr > 0,
        Role::Horse | Role::Elephant => m.is_capture(),
        Role::General | Role::Guard => false,
    }
}

impl Weakness {
    /// Whether any fault is set.
    pub fn any(&self) -> bool {
        self.eval_noise > 0 || self.blind_per_mille > 0
    }

    /// Whether the level does not see `m` in the position with `hash`.
    #[inline]
    pub fn hides(&self, hash: u64, m: Move) -> bool {
        self.blind_per_mille > 0
            && hard_to_see(m)
            && mix(self.seed ^ hash ^ mix(m.to_bits() as u64 + 1)) % 1000
                < self.blind_per_mille as u64
    }

    /// The evaluation error of the position with `hash`, from the view of
    /// the side to move `turn`.
    #[inline]
    pub fn eval_error(&self, hash: u64, turn: Side) -> i32 {
        if self.eval_noise <= 0 {
            return 0;
        }
        let span = 2 * self.eval_noise as u64 + 1;
        let e = (mix(self.seed.rotate_left(17) ^ hash) % span) as i32 - self.eval_noise;
        if turn == Side::First {
            e
        } else {
            -e
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use janggi_rules::Square;

    fn mv(role: Role, from: (u8, u8), to: (u8, u8), capture: Option<Role>) -> Move {
        Move::normal(
            role,
            Square::new(from.0, from.1).unwrap(),
            Square::new(to.0, to.1).unwrap(),
            capture,
        )
    }

    #[test]
    fn the_hard_moves_are_the_long_lines_diagonals_and_jumping_captures() {
        assert!(hard_to_see(mv(Role::Chariot, (0, 0), (0, 5), None)));
        assert!(!hard_to_see(mv(Role::Chariot, (0, 0), (0, 2), None)));
        assert!(hard_to_see(mv(Role::Cannon, (1, 2), (7, 2), None)));
        assert!(hard_to_see(mv(Role::Chariot, (3, 0), (4, 1), None)));
        assert!(hard_to_see(mv(Role::Soldier, (3, 7), (4, 8), None)));
        assert!(!hard_to_see(mv(Role::Soldier, (3, 6), (3, 7), None)));
        assert!(hard_to_see(mv(
            Role::Horse,
            (1, 0),
            (2, 2),
            Some(Role::Soldier)
        )));
        assert!(!hard_to_see(mv(Role::Horse, (1, 0), (2, 2), None)));
        assert!(!hard_to_see(mv(Role::Guard, (3, 0), (4, 1), None)));
        assert!(!hard_to_see(Move::PASS));
    }

    #[test]
    fn faults_are_fixed_by_seed_and_position_and_hit_about_their_rate() {
        let w = Weakness {
            seed: 7,
            eval_noise: 50,
            blind_per_mille: 300,
        };
        let m = mv(Role::Chariot, (0, 0), (0, 6), None);
        let mut hidden = 0;
        for h in 0..10_000u64 {
            let hash = mix(h);
            assert_eq!(w.hides(hash, m), w.hides(hash, m));
            hidden += w.hides(hash, m) as u32;
            let e = w.eval_error(hash, Side::First);
            assert!((-50..=50).contains(&e));
            assert_eq!(e, -w.eval_error(hash, Side::Second));
        }
        assert!((2_700..3_300).contains(&hidden), "{hidden}");
        let short = mv(Role::Chariot, (0, 0), (0, 1), None);
        assert!((0..1000).all(|h| !w.hides(mix(h), short)));
        assert!((0..1000).all(|h| !Weakness::default().hides(mix(h), m)));
    }
}
