//! Choosing a Janggi setup (상차림).
//!
//! Han chooses first, then Cho, who knows Han's choice. The engine scores
//! each of its four setups with a short search of the start position it
//! gives (against the opponent's setup when known, else averaged over the
//! four), then draws one, each weighted by how close it scores to the best
//! (a setup far worse is never drawn), so it does not always open the same
//! way: it once chose 마상마상 in five games of five.

use std::sync::atomic::{AtomicBool, Ordering};

use janggi_rules::{JanggiSetup, Position, RuleProfile, Side};
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

use crate::limits::Limits;
use crate::score::Score;
use crate::search::{run, Extras, Memory, Root};
use crate::tt::TranspositionTable;

/// Setups scoring within this of the best are candidates: half a soldier
/// (200 in Janggi). All four setups are sound and played by masters; the
/// short search rates 마상마상 75–85 above the others as Han, which alone
/// would choose it every game.
const MARGIN: i32 = 100;
/// A candidate's weight halves every this many centipawns below the best.
const HALF_WEIGHT: f64 = 40.0;

/// The setup the engine plays as `side`, knowing the `opponent`'s setup if
/// it has been chosen; `seed` makes the choice repeatable.
pub fn choose_setup(side: Side, opponent: Option<JanggiSetup>, seed: u64) -> JanggiSetup {
    choose_setup_stoppable(side, opponent, seed, &AtomicBool::new(false))
        .unwrap_or(JanggiSetup::ALL[0])
}

/// [`choose_setup`] that gives up (`None`) as soon as `stop` is set: the
/// app runs it on its AI worker, where a new game or quitting cancels it.
pub fn choose_setup_stoppable(
    side: Side,
    opponent: Option<JanggiSetup>,
    seed: u64,
    stop: &AtomicBool,
) -> Option<JanggiSetup> {
    let profile = RuleProfile::JANGGI_STANDARD;
    let opponents: Vec<JanggiSetup> = opponent.map_or(JanggiSetup::ALL.to_vec(), |o| vec![o]);
    let depth = if opponent.is_some() { 5 } else { 4 };
    let tt = TranspositionTable::new(4);
    let mut tables = Vec::new();
    let mut scored = Vec::with_capacity(4);
    for mine in JanggiSetup::ALL {
        if stop.load(Ordering::Relaxed) {
            return None;
        }
        let mut total = 0;
        for &theirs in &opponents {
            let (cho, han) = if side == Side::First {
                (mine, theirs)
            } else {
                (theirs, mine)
            };
            let pos = Position::janggi_start(&profile, cho, han);
            let root = Root::from_position(&pos);
            let r = run(
                Memory::fresh(&tt, &mut tables),
                1,
                &root,
                &Limits::depth(depth),
                stop,
                &mut |_| {},
                Extras::default(),
            )
            .result;
            // The score is Cho's (Cho moves first); turn it to ours.
            let cp = match r.score {
                Score::Cp(v) => v,
                Score::Mate(n) => n.signum() * 20_000,
            };
            total += if side == Side::First { cp } else { -cp };
        }
        scored.push((mine, total / opponents.len() as i32));
    }
    let best = scored.iter().map(|&(_, v)| v).max().unwrap_or(0);
    let candidates: Vec<(JanggiSetup, f64)> = scored
        .iter()
        .filter(|&&(_, v)| v >= best - MARGIN)
        .map(|&(s, v)| (s, 0.5f64.powf(f64::from(best - v) / HALF_WEIGHT)))
        .collect();
    if stop.load(Ordering::Relaxed) {
        return None;
    }
    let mut rng = SmallRng::seed_from_u64(seed);
    let total: f64 = candidates.iter().map(|&(_, w)| w).sum();
    let mut at = rng.random_range(0.0..total);
    for &(s, w) in &candidates {
        if at < w {
            return Some(s);
        }
        at -= w;
    }
    candidates.last().map(|&(s, _)| s)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Over 40 games the computer opens with at least 3 of the 4 setups,
    /// as Han (choosing first) and as Cho (knowing Han's).
    #[test]
    fn the_choice_varies_over_forty_games() {
        for (side, opp) in [
            (Side::Second, None),
            (Side::First, Some(JanggiSetup::ALL[0])),
        ] {
            let mut seen = std::collections::BTreeMap::new();
            for seed in 0..40 {
                *seen
                    .entry(format!("{:?}", choose_setup(side, opp, seed)))
                    .or_insert(0) += 1;
            }
            eprintln!("{side:?} against {opp:?}: {seen:?}");
            assert!(seen.len() >= 3, "{side:?}: {seen:?}");
        }
    }

    #[test]
    fn a_set_stop_flag_gives_up_at_once() {
        let stop = AtomicBool::new(true);
        let started = std::time::Instant::now();
        assert_eq!(choose_setup_stoppable(Side::Second, None, 1, &stop), None);
        assert!(started.elapsed() < std::time::Duration::from_millis(50));
    }

    #[test]
    fn the_stoppable_choice_is_the_plain_one_when_not_stopped() {
        let stop = AtomicBool::new(false);
        let opp = Some(JanggiSetup::ALL[2]);
        assert_eq!(
            choose_setup_stoppable(Side::First, opp, 9, &stop),
            Some(choose_setup(Side::First, opp, 9))
        );
    }
}
