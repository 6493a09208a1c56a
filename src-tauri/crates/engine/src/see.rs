//! Static exchange evaluation (SEE): what a capture wins or loses once
//! both sides have taken and retaken on its square, each side always
//! retaking with its least valuable piece and free to stop when going on
//! would lose.
//!
//! Janggi and Xiangqi make the usual bitboard "swap list" awkward: a cannon
//! needs a screen, and every capture on the square can add or remove one.
//! So the exchange is played out on the board itself (make/unmake with the
//! rules crate's legal capture generator), which gets screens, blocked horse
//! legs, palace lines and pins right by construction. It costs a capture
//! generation per exchange step, so callers first try the cheap bounds of
//! [`see_ge`], which settle most captures without playing anything.

use janggi_rules::{Move, Position, Role, Square, Variant};

use crate::eval::{JANGGI_VALUE, XIANGQI_VALUE};

/// A general is never captured (captures of it are not legal moves); as an
/// attacker it can only retake when the retake is legal, i.e. safe.
const GENERAL: i32 = 20_000;
/// Exchanges longer than this are cut (they are vanishingly rare).
const MAX_STEPS: u32 = 12;

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
    let gain = value(victim, janggi);
    let undo = pos.make_move(m);
    let back = retake(pos, m.to(), janggi, 1);
    pos.unmake_move(m, undo);
    gain - back
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

/// Best the side to move gets by retaking on `sq` (0 if it should not).
fn retake(pos: &mut Position, sq: Square, janggi: bool, step: u32) -> i32 {
    if step > MAX_STEPS {
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

#[cfg(test)]
mod tests {
    use super::*;
    use janggi_rules::{notation, RuleProfile};

    fn pos(fen: &str, profile: &RuleProfile) -> Position {
        Position::from_fen(fen, profile).unwrap()
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
