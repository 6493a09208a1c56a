//! Playing levels, as data.
//!
//! | level (Janggi / Xiangqi) | search | choice among root moves |
//! |---|---|---|
//! | beginner / easy | depth 2 (+ quiescence) | within 150 of the best, ±100 noise; 1 move in 6 any move within 450 (it hangs pieces) |
//! | intermediate / normal | depth 4 (+ quiescence) | within 30 of the best, ±20 noise; 1 in 30 any move within 150 |
//! | advanced / hard | 1 s per move, one thread | the best |
//! | expert | configurable time (5 s by default), all cores | the best |
//!
//! The weaker levels are weakened the way Stockfish's "Skill Level" is: the
//! search itself is sound, but the move is drawn among the root moves whose
//! exact scores are within a margin of the best, with seeded randomness, so
//! the play looks human (a reasonable move, sometimes a blunder) instead of
//! random.

use std::sync::atomic::AtomicBool;
use std::time::Duration;

use janggi_rules::Variant;
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

use crate::limits::{Limits, SearchInfo, SearchResult};
use crate::score::{to_score, RESULT_BOUND};
use crate::search::{self, Memory, Root};

/// Default thinking time of the expert level.
pub const DEFAULT_EXPERT_TIME: Duration = Duration::from_secs(5);

/// A playing level. Janggi names; Xiangqi shows easy / normal / hard /
/// expert.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Level {
    /// About 2 plies with deliberate noise; sometimes hangs a piece.
    Beginner,
    /// About 4 plies with quiescence; sees exchanges.
    Intermediate,
    /// Iterative deepening within 1 s per move.
    Advanced,
    /// Full strength at a longer, configurable time, all cores.
    Expert,
}

impl Level {
    /// All levels, weakest first.
    pub const ALL: [Level; 4] = [
        Level::Beginner,
        Level::Intermediate,
        Level::Advanced,
        Level::Expert,
    ];

    /// The level's name in `variant` (`beginner`… for Janggi, `easy`… for
    /// Xiangqi).
    pub fn name(self, variant: Variant) -> &'static str {
        match (self, variant) {
            (Level::Beginner, Variant::Janggi) => "beginner",
            (Level::Intermediate, Variant::Janggi) => "intermediate",
            (Level::Advanced, Variant::Janggi) => "advanced",
            (Level::Beginner, Variant::Xiangqi) => "easy",
            (Level::Intermediate, Variant::Xiangqi) => "normal",
            (Level::Advanced, Variant::Xiangqi) => "hard",
            (Level::Expert, _) => "expert",
        }
    }

    /// Reads a level name of either game (case-insensitive).
    pub fn from_name(s: &str) -> Option<Level> {
        match s.to_ascii_lowercase().as_str() {
            "beginner" | "easy" => Some(Level::Beginner),
            "intermediate" | "normal" => Some(Level::Intermediate),
            "advanced" | "hard" => Some(Level::Advanced),
            "expert" => Some(Level::Expert),
            _ => None,
        }
    }

    /// The level's search and choice parameters; `expert_time` is the
    /// expert's time per move.
    pub fn spec(self, expert_time: Duration) -> LevelSpec {
        match self {
            Level::Beginner => LevelSpec {
                depth: Some(2),
                movetime: None,
                threads: Some(1),
                margin: 150,
                noise: 100,
                blunder_chance: 1.0 / 6.0,
                blunder_margin: 450,
            },
            Level::Intermediate => LevelSpec {
                depth: Some(4),
                movetime: None,
                threads: Some(1),
                margin: 30,
                noise: 20,
                blunder_chance: 1.0 / 30.0,
                blunder_margin: 150,
            },
            Level::Advanced => LevelSpec::strongest(Some(Duration::from_secs(1)), Some(1)),
            Level::Expert => LevelSpec::strongest(Some(expert_time), Some(0)),
        }
    }
}

/// How a level searches and chooses; see the module table.
#[derive(Clone, Debug, PartialEq)]
pub struct LevelSpec {
    /// Fixed depth, if any.
    pub depth: Option<u32>,
    /// Time per move, if any.
    pub movetime: Option<Duration>,
    /// Threads: `Some(0)` = all cores, `None` = the engine's setting.
    pub threads: Option<usize>,
    /// Root moves scoring within this of the best are candidates.
    pub margin: i32,
    /// Uniform noise added to candidate scores before taking the best.
    pub noise: i32,
    /// Chance per move of using `blunder_margin` instead of `margin`.
    pub blunder_chance: f64,
    /// The wider margin of a blunder.
    pub blunder_margin: i32,
}

impl LevelSpec {
    /// Full strength: plays the search's best move.
    pub fn strongest(movetime: Option<Duration>, threads: Option<usize>) -> LevelSpec {
        LevelSpec {
            depth: None,
            movetime,
            threads,
            margin: 0,
            noise: 0,
            blunder_chance: 0.0,
            blunder_margin: 0,
        }
    }

    fn weakened(&self) -> bool {
        self.margin > 0 || self.noise > 0 || self.blunder_chance > 0.0
    }
}

/// Plays one move at `root` as `spec` says (`seed`: from [`move_seed`]).
pub(crate) fn play(
    memory: Memory<'_>,
    engine_threads: usize,
    root: &Root,
    spec: &LevelSpec,
    seed: u64,
    stop: &AtomicBool,
    on_info: &mut dyn FnMut(&SearchInfo),
) -> SearchResult {
    let threads = match spec.threads {
        None => engine_threads,
        Some(0) => std::thread::available_parallelism().map_or(1, |n| n.get()),
        Some(n) => n,
    };
    let limits = Limits {
        depth: spec.depth,
        movetime: spec.movetime,
        ..Limits::default()
    };
    if !spec.weakened() || root.moves().len() <= 1 {
        return search::run(memory, threads, root, &limits, stop, on_info, None).result;
    }
    let depth = spec.depth.unwrap_or(4);
    let out = search::run(memory, threads, root, &limits, stop, on_info, Some(depth));
    if out.root_scores.len() != root.moves().len() {
        return out.result; // stopped early: keep the plain best move
    }
    let mut rng = SmallRng::seed_from_u64(seed);
    let (m, v) = choose(&out.root_scores, spec, &mut rng);
    SearchResult {
        best: m,
        score: to_score(v),
        depth,
        pv: vec![m],
        nodes: out.result.nodes,
    }
}

/// The random stream of the move after `plies` moves of a game played
/// with `seed`: a different one for every move, repeatable by seed.
pub(crate) fn move_seed(seed: u64, plies: usize) -> u64 {
    seed ^ (plies as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15)
}

/// Draws a move among the candidates within the margin of the best score.
/// Lost-by-rule and mated moves are never candidates unless all moves are.
fn choose(
    scores: &[(janggi_rules::Move, i32)],
    spec: &LevelSpec,
    rng: &mut SmallRng,
) -> (janggi_rules::Move, i32) {
    let best = scores.iter().map(|&(_, v)| v).max().unwrap_or(0);
    // A pass is only played when it is the best move: players of any
    // strength pass to wait or to end a won game, never as a random choice
    // (a beginner who passes in the opening looks broken, not weak).
    let allowed_move = |m: janggi_rules::Move, v: i32, margin: i32| {
        v >= best - margin
            && (v > -RESULT_BOUND || best <= -RESULT_BOUND)
            && (!m.is_pass() || v == best)
    };
    if rng.random::<f64>() < spec.blunder_chance {
        // A blunder: any move within the wide margin, uniformly — this is
        // how a beginner leaves a piece hanging.
        let pool: Vec<_> = scores
            .iter()
            .copied()
            .filter(|&(m, v)| allowed_move(m, v, spec.blunder_margin))
            .collect();
        if !pool.is_empty() {
            return pool[rng.random_range(0..pool.len())];
        }
    }
    let mut pick = scores[0];
    let mut pick_key = i32::MIN;
    for &(m, v) in scores {
        if !allowed_move(m, v, spec.margin) {
            continue;
        }
        let noise = if spec.noise > 0 {
            rng.random_range(-spec.noise..=spec.noise)
        } else {
            0
        };
        let key = v.saturating_add(noise);
        if key > pick_key {
            pick_key = key;
            pick = (m, v);
        }
    }
    pick
}

#[cfg(test)]
mod tests {
    use super::*;
    use janggi_rules::{Move, Role, Square};

    fn mv(i: u8) -> Move {
        Move::normal(
            Role::Chariot,
            Square::new(0, 0).unwrap(),
            Square::new(0, i).unwrap(),
            None,
        )
    }

    #[test]
    fn names_round_trip() {
        for l in Level::ALL {
            assert_eq!(Level::from_name(l.name(Variant::Janggi)), Some(l));
            assert_eq!(Level::from_name(l.name(Variant::Xiangqi)), Some(l));
        }
    }

    #[test]
    fn choice_stays_within_the_margin_and_avoids_losses() {
        let scores = [
            (mv(1), 100),
            (mv(2), 90),
            (mv(3), -500),
            (mv(4), -RESULT_BOUND - 5),
        ];
        let spec = Level::Intermediate.spec(DEFAULT_EXPERT_TIME);
        for seed in 0..200 {
            let mut rng = SmallRng::seed_from_u64(seed);
            let (m, _) = choose(&scores, &spec, &mut rng);
            assert!(m == mv(1) || m == mv(2), "{m:?}");
        }
        let beginner = Level::Beginner.spec(DEFAULT_EXPERT_TIME);
        let mut seen = [false; 5];
        for seed in 0..500 {
            let mut rng = SmallRng::seed_from_u64(seed);
            let (m, _) = choose(&scores, &beginner, &mut rng);
            seen[m.to().rank() as usize] = true;
        }
        assert!(seen[1] && seen[2] && !seen[4]);
    }

    #[test]
    fn a_pass_is_chosen_only_when_it_is_the_best_move() {
        let beginner = Level::Beginner.spec(DEFAULT_EXPERT_TIME);
        let close = [(mv(1), 40), (Move::PASS, 35), (mv(2), 30)];
        let best = [(Move::PASS, 40), (mv(1), 35)];
        let mut passed_when_best = false;
        for seed in 0..500 {
            let (m, _) = choose(&close, &beginner, &mut SmallRng::seed_from_u64(seed));
            assert!(!m.is_pass(), "seed {seed}: a random pass");
            let (m, _) = choose(&best, &beginner, &mut SmallRng::seed_from_u64(seed));
            passed_when_best |= m.is_pass();
        }
        assert!(passed_when_best);
    }
}
