//! Choosing a Janggi setup (상차림).
//!
//! Han chooses first, then Cho, who knows Han's choice. The engine scores
//! each of its four setups with a short search of the start position it
//! gives (against the opponent's setup when known, else averaged over the
//! four), then draws among those within a small margin of the best so it
//! does not always open the same way.

use std::sync::atomic::{AtomicBool, Ordering};

use janggi_rules::{JanggiSetup, Position, RuleProfile, Side};
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

use crate::limits::Limits;
use crate::score::Score;
use crate::search::{run, Extras, Memory, Root};
use crate::tt::TranspositionTable;

/// Setups scoring within this of the best are all candidates.
const MARGIN: i32 = 25;

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
    let candidates: Vec<JanggiSetup> = scored
        .iter()
        .filter(|&&(_, v)| v >= best - MARGIN)
        .map(|&(s, _)| s)
        .collect();
    if stop.load(Ordering::Relaxed) {
        return None;
    }
    let mut rng = SmallRng::seed_from_u64(seed);
    Some(candidates[rng.random_range(0..candidates.len())])
}

#[cfg(test)]
mod tests {
    use super::*;

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
