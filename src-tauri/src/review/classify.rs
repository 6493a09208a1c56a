//! Judging moves from scores: the winning chance as a logistic of the
//! score, each move's class from the drop in the mover's winning chance,
//! accuracy per move and per side. Pure arithmetic, no engine.
//!
//! Because the judgement is on the winning chance and not on the raw
//! score, the same material loss weighs little when a side is far ahead
//! or far behind (the chance hardly moves) and a lot in a level game.

use janggi_wire::dto::{ClassCounts, MoveClass, SideReviewDto, VariantId};

/// Score (in the engine's centipawn units) that turns a level game into a
/// 73 % / 27 % one (`1 / (1 + e^-1)`): about a horse less a soldier. The
/// engine's units differ by game (a Janggi soldier is 200, a Xiangqi one
/// 100), so each game has its own scale.
pub fn logistic_scale(variant: VariantId) -> f64 {
    match variant {
        VariantId::Janggi => 480.0,
        VariantId::Xiangqi => 330.0,
    }
}

/// Loss of winning chance (0..1) from which a move is an inaccuracy.
pub const INACCURACY: f64 = 0.05;
/// … a mistake.
pub const MISTAKE: f64 = 0.10;
/// … a blunder.
pub const BLUNDER: f64 = 0.18;
/// A move losing at most this much counts as best even when it is not the
/// engine's move (two moves of the same worth).
pub const AS_GOOD_AS_BEST: f64 = 0.01;

/// The engine's verdict on a position, from the side to move's view.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Verdict {
    /// A score in centipawn units.
    Cp(i32),
    /// Mate in `n` plies; positive when the side to move mates.
    Mate(i32),
    /// The game is over: the side to move won (`Some(true)`), lost
    /// (`Some(false)`) or it is a draw (`None`).
    Over(Option<bool>),
}

/// Winning chance (0..1) of the side to move in a position judged `v`.
pub fn win_chance(variant: VariantId, v: Verdict) -> f64 {
    match v {
        Verdict::Cp(cp) => 1.0 / (1.0 + (-f64::from(cp) / logistic_scale(variant)).exp()),
        Verdict::Mate(n) if n > 0 => 1.0,
        Verdict::Mate(_) => 0.0,
        Verdict::Over(Some(true)) => 1.0,
        Verdict::Over(Some(false)) => 0.0,
        Verdict::Over(None) => 0.5,
    }
}

/// The class of a move that lost `loss` of the mover's winning chance;
/// `engine_move` when it was the engine's own choice.
pub fn classify(loss: f64, engine_move: bool) -> MoveClass {
    if engine_move || loss <= AS_GOOD_AS_BEST {
        MoveClass::Best
    } else if loss < INACCURACY {
        MoveClass::Good
    } else if loss < MISTAKE {
        MoveClass::Inaccuracy
    } else if loss < BLUNDER {
        MoveClass::Mistake
    } else {
        MoveClass::Blunder
    }
}

/// Accuracy (0..100) of a move that lost `loss` (0..1) of the winning
/// chance: 100 for no loss, about 80 for 5 %, 65 for 10 %, under 20 for
/// 40 % (the exponential of the lichess accuracy formula).
pub fn accuracy(loss: f64) -> f64 {
    let pct = loss.max(0.0) * 100.0;
    (103.1668 * (-0.04354 * pct).exp() - 3.1669).clamp(0.0, 100.0)
}

/// The mover's loss of winning chance: `before` is the mover's chance
/// before the move, `after_opponent` the opponent's chance (to move)
/// after it. Never negative (a move cannot gain on the engine's best).
pub fn loss(before: f64, after_opponent: f64) -> f64 {
    (before - (1.0 - after_opponent)).max(0.0)
}

/// A side's summary from its moves' classes and accuracies.
pub fn side_summary(moves: impl IntoIterator<Item = (MoveClass, f64)>) -> SideReviewDto {
    let mut counts = ClassCounts::default();
    let (mut sum, mut n) = (0.0, 0u32);
    for (class, acc) in moves {
        match class {
            MoveClass::Best => counts.best += 1,
            MoveClass::Good => counts.good += 1,
            MoveClass::Inaccuracy => counts.inaccuracy += 1,
            MoveClass::Mistake => counts.mistake += 1,
            MoveClass::Blunder => counts.blunder += 1,
        }
        sum += acc;
        n += 1;
    }
    SideReviewDto {
        accuracy: (n > 0).then(|| sum / f64::from(n)),
        counts,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const J: VariantId = VariantId::Janggi;
    const X: VariantId = VariantId::Xiangqi;

    /// The class of a move from `before` to `after` (both from the
    /// mover's view, in centipawns).
    fn judged(variant: VariantId, before: i32, after: i32) -> MoveClass {
        let b = win_chance(variant, Verdict::Cp(before));
        let a = win_chance(variant, Verdict::Cp(-after));
        classify(loss(b, a), false)
    }

    #[test]
    fn level_score_is_an_even_game_and_the_curve_is_symmetric() {
        for v in [J, X] {
            assert!((win_chance(v, Verdict::Cp(0)) - 0.5).abs() < 1e-12);
            for cp in [50, 300, 1300, 5000] {
                let sum = win_chance(v, Verdict::Cp(cp)) + win_chance(v, Verdict::Cp(-cp));
                assert!((sum - 1.0).abs() < 1e-12);
                assert!(win_chance(v, Verdict::Cp(cp)) > win_chance(v, Verdict::Cp(cp - 10)));
            }
        }
    }

    #[test]
    fn mates_and_ended_games_are_certain() {
        assert_eq!(win_chance(J, Verdict::Mate(3)), 1.0);
        assert_eq!(win_chance(J, Verdict::Mate(-2)), 0.0);
        assert_eq!(win_chance(X, Verdict::Over(Some(true))), 1.0);
        assert_eq!(win_chance(X, Verdict::Over(Some(false))), 0.0);
        assert_eq!(win_chance(X, Verdict::Over(None)), 0.5);
    }

    #[test]
    fn the_same_loss_matters_in_a_level_game_not_in_a_won_one() {
        // A horse (Janggi 500) thrown away from a level game is a blunder …
        assert_eq!(judged(J, 0, -500), MoveClass::Blunder);
        // … but from +9 chariots' worth it hardly changes the result.
        assert_eq!(judged(J, 9 * 1300, 9 * 1300 - 500), MoveClass::Best);
        // A soldier at 0 costs; at +2000 it does not.
        assert_eq!(judged(X, 0, -100), MoveClass::Inaccuracy);
        assert_eq!(judged(X, 2000, 1900), MoveClass::Best);
        assert_eq!(judged(J, 0, -200), MoveClass::Mistake);
        // Losing a won game to a level one is a blunder; a few points are not.
        assert_eq!(judged(X, 900, 0), MoveClass::Blunder);
        assert_eq!(judged(X, 0, -10), MoveClass::Best);
        assert_eq!(judged(X, 0, -40), MoveClass::Good);
    }

    #[test]
    fn thresholds_are_ordered_and_engine_moves_are_best() {
        assert_eq!(classify(0.0, false), MoveClass::Best);
        assert_eq!(classify(0.03, false), MoveClass::Good);
        assert_eq!(classify(INACCURACY, false), MoveClass::Inaccuracy);
        assert_eq!(classify(MISTAKE, false), MoveClass::Mistake);
        assert_eq!(classify(BLUNDER, false), MoveClass::Blunder);
        assert_eq!(classify(0.9, true), MoveClass::Best);
    }

    #[test]
    fn missing_a_mate_is_a_blunder_and_walking_into_one_too() {
        let before = win_chance(J, Verdict::Mate(3));
        let after = win_chance(J, Verdict::Cp(0)); // opponent to move, level
        assert_eq!(classify(loss(before, after), false), MoveClass::Blunder);
        let before = win_chance(J, Verdict::Cp(0));
        let after = win_chance(J, Verdict::Mate(5)); // the opponent mates
        assert_eq!(classify(loss(before, after), false), MoveClass::Blunder);
    }

    #[test]
    fn loss_is_never_negative() {
        assert_eq!(loss(0.4, 0.3), 0.0);
        assert!((loss(0.7, 0.5) - 0.2).abs() < 1e-12);
    }

    #[test]
    fn accuracy_falls_with_the_loss() {
        assert!(accuracy(0.0) > 99.99);
        assert!(accuracy(0.05) > 75.0 && accuracy(0.05) < 85.0);
        assert!(accuracy(0.4) < 20.0);
        assert_eq!(accuracy(1.0), 0.0);
        let mut last = 101.0;
        for i in 0..=20 {
            let a = accuracy(f64::from(i) / 20.0);
            assert!(a <= last);
            last = a;
        }
    }

    #[test]
    fn side_summary_counts_and_averages() {
        let s = side_summary([
            (MoveClass::Best, 100.0),
            (MoveClass::Blunder, 10.0),
            (MoveClass::Good, 85.0),
            (MoveClass::Best, 95.0),
        ]);
        assert_eq!(s.counts.best, 2);
        assert_eq!(s.counts.blunder, 1);
        assert_eq!(s.counts.good, 1);
        assert_eq!(s.counts.mistake + s.counts.inaccuracy, 0);
        assert!((s.accuracy.unwrap() - 72.5).abs() < 1e-9);
        assert_eq!(side_summary([]).accuracy, None);
    }
}
