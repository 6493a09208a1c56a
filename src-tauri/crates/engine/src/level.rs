//! Playing levels, as data: ten per game, from a true beginner to the full
//! engine. `docs/levels.md` has each level's measured Elo and how it was
//! measured; [`Level::elo`] carries the same figures.
//!
//! How a level is made weak, from the weakest up:
//!
//! * **Levels 1–5** search to a fixed depth (1, 1, 2, 3, 4 plies and
//!   quiescence) and score every root move they see; the move is drawn
//!   among those within a margin of the best, with noise, and now and then
//!   (the level's blunder chance) among a wider margin. On top of that the
//!   search has the faults of [`crate::weak`]: blind spots (long chariot and
//!   cannon lines, palace diagonals, horse and elephant captures are
//!   sometimes not seen, the same ones all game) and a fixed evaluation
//!   error per position. A capture that does not lose material by exchange
//!   looks better to them than it is (they like to take, and keep,
//!   material).
//! * **Levels 6–9** run the real search, stopped after a fixed number of
//!   nodes (the same strength on any machine), levels 6–7 still with blind
//!   spots and evaluation noise.
//! * **Level 10** is the full engine at the expert time (5 s a move by
//!   default) on all cores; its figure is measured at
//!   [`LEVEL_10_CALIBRATION_NODES`] on one core, a floor.
//!
//! Levels 1–9 have a form of the day ([`LevelSpec::form`]): each game
//! they play somewhat better or worse, drawn from the game's seed, so that
//! neighbouring levels overlap as players of nearby ranks do.
//!
//! No level walks into a mate in one when another move avoids it: the
//! chosen move is checked with full sight, and replaced if it allows one.
//!
//! Levels 1–9 also take a human time to answer ([`Level::think_time`]):
//! not an instant reply, not seconds on a forced move. Level 10 takes the
//! time its search takes.

use std::sync::atomic::AtomicBool;
use std::time::Duration;

use janggi_rules::{Move, Position, Variant};
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

use crate::limits::{Limits, SearchInfo, SearchResult};
use crate::score::{to_score, RESULT_BOUND};
use crate::search::{self, Extras, Memory, Root};
use crate::see;
use crate::tt::TranspositionTable;
use crate::weak::Weakness;

/// Default thinking time of the expert level.
pub const DEFAULT_EXPERT_TIME: Duration = Duration::from_secs(5);

/// A playing level, 1 (a true beginner) to 10 (the full engine).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub struct Level(u8);

/// Measured Elo of levels 1..=10 on Fairy-Stockfish's `UCI_Elo` scale
/// (`docs/levels.md`), Janggi then Xiangqi.
const ELO: [[u16; 10]; 2] = [
    [610, 910, 1050, 1220, 1490, 1740, 1920, 2100, 2180, 2360],
    [660, 900, 1030, 1270, 1500, 1780, 2020, 2320, 2440, 2660],
];

impl Level {
    /// The weakest level.
    pub const MIN: Level = Level(1);
    /// The strongest level: the full engine.
    pub const MAX: Level = Level(10);
    /// All levels, weakest first.
    pub const ALL: [Level; 10] = [
        Level(1),
        Level(2),
        Level(3),
        Level(4),
        Level(5),
        Level(6),
        Level(7),
        Level(8),
        Level(9),
        Level(10),
    ];

    /// Level `n` (1..=10).
    pub fn new(n: u8) -> Option<Level> {
        (1..=10).contains(&n).then_some(Level(n))
    }

    /// The level's number, 1..=10.
    pub fn number(self) -> u8 {
        self.0
    }

    /// The level that took the place of one of the four levels of earlier
    /// versions (`beginner`/`easy`, `intermediate`/`normal`,
    /// `advanced`/`hard`, `expert`): the one that plays most like it.
    pub fn from_legacy_name(s: &str) -> Option<Level> {
        match s.to_ascii_lowercase().as_str() {
            "beginner" | "easy" => Some(Level(4)),
            "intermediate" | "normal" => Some(Level(6)),
            "advanced" | "hard" => Some(Level(9)),
            "expert" => Some(Level(10)),
            _ => None,
        }
    }

    /// Reads a level: its number (`7`, `level7`) or a name of the four
    /// levels of earlier versions (see [`Level::from_legacy_name`]).
    pub fn from_name(s: &str) -> Option<Level> {
        let t = s.trim();
        let digits = t
            .strip_prefix("level")
            .or_else(|| t.strip_prefix("Level"))
            .unwrap_or(t);
        match digits.parse::<u8>() {
            Ok(n) => Level::new(n),
            Err(_) => Level::from_legacy_name(t),
        }
    }

    /// The level's measured Elo in `variant` (Fairy-Stockfish's `UCI_Elo`
    /// scale; `docs/levels.md`).
    pub fn elo(self, variant: Variant) -> u32 {
        let row = match variant {
            Variant::Janggi => 0,
            Variant::Xiangqi => 1,
        };
        ELO[row][self.0 as usize - 1] as u32
    }

    /// The level's search and choice parameters in `variant`; `expert_time`
    /// is level 10's time per move.
    pub fn spec(self, variant: Variant, expert_time: Duration) -> LevelSpec {
        let weak = |depth: u32, margin, noise, blunder: f64, blunder_margin, eval_noise, blind| {
            LevelSpec {
                depth: Some(depth),
                choose: true,
                margin,
                noise,
                blunder_chance: blunder,
                blunder_margin,
                eval_noise,
                blind_per_mille: blind,
                greed: 40,
                form: FORM,
                ..LevelSpec::strongest(None, Some(1))
            }
        };
        let node_limited = |nodes, eval_noise, blind| LevelSpec {
            nodes: Some(nodes),
            eval_noise,
            blind_per_mille: blind,
            form: FORM,
            ..LevelSpec::strongest(None, Some(1))
        };
        let janggi = variant == Variant::Janggi;
        match self.0 {
            // A true beginner has good days too, but not a level's worth:
            // at the full form its best games beat `UCI_Elo 800` 40 % of
            // the time (docs/levels.md).
            1 if janggi => LevelSpec {
                form: FORM / 2.0,
                ..weak(1, 400, 320, 0.40, 1100, 320, 750)
            },
            1 => LevelSpec {
                form: FORM / 2.0,
                ..weak(1, 450, 360, 0.45, 1100, 360, 800)
            },
            2 => weak(1, 170, 140, 0.14, 550, 140, 400),
            3 if janggi => weak(2, 120, 90, 0.08, 300, 85, 260),
            3 => weak(2, 100, 70, 0.07, 250, 70, 220),
            4 if janggi => weak(3, 60, 45, 0.04, 160, 45, 140),
            4 => weak(3, 45, 35, 0.03, 130, 35, 110),
            5 => weak(4, 25, 18, 0.01, 100, 18, 50),
            6 => node_limited(5_000, 35, 50),
            7 => node_limited(10_000, 10, 10),
            8 => node_limited(20_000, 0, 0),
            9 => node_limited(35_000, 0, 0),
            _ => LevelSpec::strongest(Some(expert_time), Some(0)),
        }
    }

    /// How long a person of this level would take over a move, given the
    /// number of legal moves and the plies played (`seed`: the game's).
    /// The app waits at least this long before showing the computer's
    /// move; zero for level 10, whose search takes its own time.
    pub fn think_time(self, legal_moves: usize, plies: usize, seed: u64) -> Duration {
        if self.0 >= 10 {
            return Duration::ZERO;
        }
        let mut rng = SmallRng::seed_from_u64(move_seed(seed ^ 0x7417, plies));
        let ms = if legal_moves <= 1 {
            rng.random_range(300..=600)
        } else {
            // Longer for the stronger levels and in the middle game, a
            // little shorter in the first moves (people play them by
            // heart); between 0.6 and 1.6 times the level's mean.
            let mean = 700.0 + 110.0 * self.0 as f64;
            let phase = if plies < 6 { 0.6 } else { 1.0 };
            let spread = rng.random_range(0.6..1.6);
            (mean * phase * spread) as u64
        };
        Duration::from_millis(ms)
    }
}

/// Form of the day of levels 2–9 (level 1: half of it), in doublings
/// ([`LevelSpec::form`]).
const FORM: f64 = 2.0;

/// The node budget level 10's Elo is measured at (`make calibrate-levels`;
/// about 0.1 s a move on one core). In the app level 10 thinks the expert
/// time (1–30 s) on every core, so its figure is a floor.
pub const LEVEL_10_CALIBRATION_NODES: u64 = 80_000;

/// How a level searches and chooses; see the module notes.
#[derive(Clone, PartialEq)]
pub struct LevelSpec {
    /// Fixed depth, if any.
    pub depth: Option<u32>,
    /// Node budget, if any.
    pub nodes: Option<u64>,
    /// Time per move, if any.
    pub movetime: Option<Duration>,
    /// Threads: `Some(0)` = all cores, `None` = the engine's setting.
    pub threads: Option<usize>,
    /// Score every root move at `depth` and choose among them (otherwise
    /// the search's own best move is played).
    pub choose: bool,
    /// Root moves scoring within this of the best are candidates.
    pub margin: i32,
    /// Uniform noise added to candidate scores before taking the best.
    pub noise: i32,
    /// Chance per move of using `blunder_margin` instead of `margin`.
    pub blunder_chance: f64,
    /// The wider margin of a blunder.
    pub blunder_margin: i32,
    /// Largest evaluation error, fixed per position for a game.
    pub eval_noise: i32,
    /// Per mille of the hard-to-see moves the level does not see.
    pub blind_per_mille: u32,
    /// How much better a capture that keeps material looks to the level.
    pub greed: i32,
    /// Form of the day, in doublings: each game the level plays up to this
    /// much better or worse, drawn from the game's seed (its node budget
    /// multiplied, its faults divided, by 2^(u × form), u in −1..1), as a
    /// person has good and bad days. 0: the same every game.
    pub form: f64,
    /// A game clock (the app's games with main time): the search also
    /// stops where the clock's time for this move ends ([`crate::time`]).
    pub clock: Option<crate::Clock>,
}

/// As `#[derive(Debug)]` would print it, without `form` while it is 0: the
/// match tool's `--describe` of a level keys the calibration's results
/// (`tools/calibrate_levels.py`), and levels without a form keep their keys.
impl std::fmt::Debug for LevelSpec {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let mut d = f.debug_struct("LevelSpec");
        d.field("depth", &self.depth)
            .field("nodes", &self.nodes)
            .field("movetime", &self.movetime)
            .field("threads", &self.threads)
            .field("choose", &self.choose)
            .field("margin", &self.margin)
            .field("noise", &self.noise)
            .field("blunder_chance", &self.blunder_chance)
            .field("blunder_margin", &self.blunder_margin)
            .field("eval_noise", &self.eval_noise)
            .field("blind_per_mille", &self.blind_per_mille)
            .field("greed", &self.greed);
        if self.form != 0.0 {
            d.field("form", &self.form);
        }
        if self.clock.is_some() {
            d.field("clock", &self.clock);
        }
        d.finish()
    }
}

impl LevelSpec {
    /// Full strength: plays the search's best move.
    pub fn strongest(movetime: Option<Duration>, threads: Option<usize>) -> LevelSpec {
        LevelSpec {
            depth: None,
            nodes: None,
            movetime,
            threads,
            choose: false,
            margin: 0,
            noise: 0,
            blunder_chance: 0.0,
            blunder_margin: 0,
            eval_noise: 0,
            blind_per_mille: 0,
            greed: 0,
            form: 0.0,
            clock: None,
        }
    }

    /// The level as it plays the game with `seed`: its form of the day
    /// applied (see [`LevelSpec::form`]); itself when it has none.
    pub fn for_the_day(&self, seed: u64) -> LevelSpec {
        if self.form == 0.0 {
            return self.clone();
        }
        let u: f64 = SmallRng::seed_from_u64(seed ^ 0xf0_4d0f_da75).random_range(-1.0..=1.0);
        let k = (u * self.form).exp2();
        let fewer = |x: i32| (x as f64 / k).round() as i32;
        LevelSpec {
            nodes: self.nodes.map(|n| ((n as f64 * k).round() as u64).max(100)),
            margin: fewer(self.margin),
            noise: fewer(self.noise),
            blunder_chance: (self.blunder_chance / k).min(0.9),
            blunder_margin: fewer(self.blunder_margin),
            eval_noise: fewer(self.eval_noise),
            blind_per_mille: ((self.blind_per_mille as f64 / k).round() as u32).min(1000),
            form: 0.0,
            ..self.clone()
        }
    }

    fn weakness(&self, seed: u64) -> Weakness {
        Weakness {
            seed,
            eval_noise: self.eval_noise,
            blind_per_mille: self.blind_per_mille,
        }
    }

    fn weakened(&self) -> bool {
        self.choose || self.weakness(0).any()
    }
}

/// Plays one move at `root` as `spec` says; `seed` is the game's and
/// `plies` the number of moves played (see [`move_seed`]).
#[allow(clippy::too_many_arguments)]
pub(crate) fn play(
    memory: Memory<'_>,
    engine_threads: usize,
    root: &Root,
    spec: &LevelSpec,
    seed: u64,
    plies: usize,
    stop: &AtomicBool,
    on_info: &mut dyn FnMut(&SearchInfo),
) -> SearchResult {
    let day = spec.for_the_day(seed);
    let spec = &day;
    let threads = match spec.threads {
        None => engine_threads,
        Some(0) => std::thread::available_parallelism().map_or(1, |n| n.get()),
        Some(n) => n,
    };
    let limits = Limits {
        depth: spec.depth,
        nodes: spec.nodes,
        movetime: spec.movetime,
        clock: spec.clock,
        ..Limits::default()
    };
    if !spec.weakened() || root.moves().len() <= 1 {
        return search::run(
            memory,
            threads,
            root,
            &limits,
            stop,
            on_info,
            Extras::default(),
        )
        .result;
    }
    // A weaker level searches with a table of its own: its misjudgements
    // must not reach the engine's table (hints and reviews use it), and
    // its strength must not depend on the table's size.
    let tt = TranspositionTable::new(1);
    let mut tables = Vec::new();
    let weakness = spec.weakness(seed);
    let hash = root.position().hash();
    let visible: Vec<Move> = root
        .moves()
        .iter()
        .copied()
        .filter(|&m| !weakness.hides(hash, m))
        .collect();
    let seen = if visible.is_empty() {
        root.clone()
    } else {
        root.with_moves(visible)
    };
    let mut rng = SmallRng::seed_from_u64(move_seed(seed, plies));
    let mut scored: Vec<(Move, i32)> = Vec::new();
    let nodes;
    let depth;
    let chosen = if spec.choose {
        let d = spec.depth.unwrap_or(2);
        let out = search::run(
            Memory::fresh(&tt, &mut tables),
            1,
            &seen,
            &limits,
            stop,
            on_info,
            Extras {
                root_scores_depth: Some(d),
                weakness: Some(weakness),
            },
        );
        nodes = out.result.nodes;
        depth = d;
        if out.root_scores.len() != seen.moves().len() {
            out.result.best // stopped early: keep the plain best move
        } else {
            scored = out.root_scores;
            let mut pos = root.position().clone();
            for (m, v) in scored.iter_mut() {
                if m.is_capture() && v.abs() < RESULT_BOUND && see::see_ge(&mut pos, *m, 0) {
                    *v += spec.greed;
                }
            }
            choose(&scored, spec, &mut rng).0
        }
    } else {
        let out = search::run(
            Memory::fresh(&tt, &mut tables),
            threads,
            &seen,
            &limits,
            stop,
            on_info,
            Extras {
                root_scores_depth: None,
                weakness: Some(weakness),
            },
        );
        nodes = out.result.nodes;
        depth = out.result.depth;
        out.result.best
    };
    let best = avoid_mate_in_one(root, chosen, &scored, stop);
    SearchResult {
        best,
        score: to_score(scored.iter().find(|s| s.0 == best).map_or(0, |s| s.1)),
        depth,
        pv: vec![best],
        nodes,
    }
}

/// Whether the opponent can end the game at once after `m` (a mate, or a
/// Xiangqi stalemate).
fn allows_mate_in_one(pos: &Position, m: Move) -> bool {
    let mut p = pos.clone();
    let _ = p.make_move(m);
    let replies: Vec<Move> = p.legal_moves().iter().copied().collect();
    replies.into_iter().any(|r| {
        let undo = p.make_move(r);
        let ended = p.legal_moves().is_empty() && (p.is_check() || p.profile().stalemate_loses);
        p.unmake_move(r, undo);
        ended
    })
}

/// `chosen`, or, when it walks into a mate in one and another move does
/// not, the best such move: by `scored` when it has them, else by a short
/// full-sight search.
fn avoid_mate_in_one(root: &Root, chosen: Move, scored: &[(Move, i32)], stop: &AtomicBool) -> Move {
    let pos = root.position();
    if !allows_mate_in_one(pos, chosen) {
        return chosen;
    }
    let safe: Vec<Move> = root
        .moves()
        .iter()
        .copied()
        .filter(|&m| !allows_mate_in_one(pos, m))
        .collect();
    if safe.is_empty() {
        return chosen;
    }
    if let Some(&(m, _)) = scored
        .iter()
        .filter(|(m, _)| safe.contains(m))
        .max_by_key(|&&(_, v)| v)
    {
        return m;
    }
    let tt = TranspositionTable::new(1);
    let mut tables = Vec::new();
    let out = search::run(
        Memory::fresh(&tt, &mut tables),
        1,
        &root.with_moves(safe),
        &Limits::depth(3),
        stop,
        &mut |_| {},
        Extras::default(),
    );
    out.result.best
}

/// The random stream of the move after `plies` moves of a game played
/// with `seed`: a different one for every move, repeatable by seed.
pub(crate) fn move_seed(seed: u64, plies: usize) -> u64 {
    seed ^ (plies as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15)
}

/// Draws a move among the candidates within the margin of the best score.
/// Lost-by-rule and mated moves are never candidates unless all moves are.
fn choose(scores: &[(Move, i32)], spec: &LevelSpec, rng: &mut SmallRng) -> (Move, i32) {
    let best = scores.iter().map(|&(_, v)| v).max().unwrap_or(0);
    // A pass is only played when it is the best move: players of any
    // strength pass to wait or to end a won game, never as a random choice
    // (a beginner who passes in the opening looks broken, not weak).
    let allowed_move = |m: Move, v: i32, margin: i32| {
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
    use janggi_rules::{Role, Square};

    fn mv(i: u8) -> Move {
        Move::normal(
            Role::Chariot,
            Square::new(0, 0).unwrap(),
            Square::new(0, i).unwrap(),
            None,
        )
    }

    /// `Level::elo` carries the figures `make calibrate-levels` wrote into
    /// `docs/levels.md` (its `<!-- elo GAME: … -->` lines), rounded to 10 (the script writes both).
    #[test]
    fn the_elo_figures_are_the_measured_ones() {
        let doc = include_str!("../../../../docs/levels.md");
        for (variant, name) in [(Variant::Janggi, "janggi"), (Variant::Xiangqi, "xiangqi")] {
            let tag = format!("<!-- elo {name}: ");
            let line = doc
                .lines()
                .find_map(|l| l.strip_prefix(tag.as_str()))
                .unwrap_or_else(|| panic!("docs/levels.md has no {tag}… line"));
            let measured: Vec<u32> = line
                .trim_end_matches("-->")
                .split_whitespace()
                .map(|x| x.parse().expect("an Elo figure"))
                .collect();
            let ours: Vec<u32> = Level::ALL.iter().map(|l| l.elo(variant)).collect();
            let rounded: Vec<u32> = measured.iter().map(|e| (e + 5) / 10 * 10).collect();
            assert_eq!(ours, rounded, "{name}: Level::elo against docs/levels.md");
        }
    }

    #[test]
    fn names_and_numbers_round_trip_and_old_names_map_onto_new_levels() {
        for l in Level::ALL {
            assert_eq!(Level::from_name(&l.number().to_string()), Some(l));
            assert_eq!(Level::from_name(&format!("level{}", l.number())), Some(l));
        }
        assert_eq!(Level::from_name("0"), None);
        assert_eq!(Level::from_name("11"), None);
        assert_eq!(Level::from_name("grandmaster"), None);
        let old = ["beginner", "intermediate", "advanced", "expert"];
        let mapped: Vec<u8> = old
            .iter()
            .map(|n| Level::from_name(n).unwrap().number())
            .collect();
        assert!(mapped.windows(2).all(|w| w[0] < w[1]), "{mapped:?}");
        for (j, x) in [
            ("beginner", "easy"),
            ("intermediate", "normal"),
            ("advanced", "hard"),
        ] {
            assert_eq!(Level::from_name(j), Level::from_name(x));
        }
        assert_eq!(Level::from_name("expert"), Some(Level::MAX));
    }

    #[test]
    fn elo_rises_with_the_level_in_both_games() {
        for v in [Variant::Janggi, Variant::Xiangqi] {
            let e: Vec<u32> = Level::ALL.iter().map(|l| l.elo(v)).collect();
            assert!(e.windows(2).all(|w| w[0] < w[1]), "{v:?}: {e:?}");
        }
    }

    #[test]
    fn think_time_is_human_short_when_forced_and_none_for_the_full_engine() {
        for l in Level::ALL {
            for plies in 0..40 {
                let forced = l.think_time(1, plies, 3);
                let normal = l.think_time(30, plies, 3);
                if l == Level::MAX {
                    assert_eq!(normal, Duration::ZERO);
                    continue;
                }
                assert!(forced <= Duration::from_millis(600), "{l:?} {forced:?}");
                assert!(normal >= Duration::from_millis(300), "{l:?} {normal:?}");
                assert!(normal <= Duration::from_secs(4), "{l:?} {normal:?}");
            }
        }
    }

    #[test]
    fn the_form_of_the_day_is_fixed_per_game_and_within_its_spread() {
        let eight = Level::new(8)
            .unwrap()
            .spec(Variant::Janggi, DEFAULT_EXPERT_TIME);
        assert_eq!(eight.form, FORM, "levels 2-9 have a form");
        assert_eq!(
            Level::MAX.spec(Variant::Janggi, DEFAULT_EXPERT_TIME).form,
            0.0
        );
        let base = LevelSpec { form: 0.0, ..eight };
        assert_eq!(base.for_the_day(7), base, "no form: the same every game");
        assert!(
            !format!("{base:?}").contains("form"),
            "a zero form keeps the description"
        );
        let spec = LevelSpec {
            form: 1.0,
            ..base.clone()
        };
        assert!(format!("{spec:?}").contains("form: 1.0"));
        let n = base.nodes.unwrap() as f64;
        let mut seen = std::collections::BTreeSet::new();
        for seed in 0..200u64 {
            let day = spec.for_the_day(seed);
            assert_eq!(day, spec.for_the_day(seed), "the same game, the same day");
            let m = day.nodes.unwrap() as f64;
            assert!(
                m >= n / 2.0 - 1.0 && m <= n * 2.0 + 1.0,
                "{m} nodes for {n} at form 1"
            );
            seen.insert(day.nodes.unwrap() / 1000);
        }
        assert!(seen.len() > 10, "the days differ: {seen:?}");
        // A weak level's faults shrink on a good day and grow on a bad one.
        let weak = LevelSpec {
            form: 1.0,
            ..Level::new(2)
                .unwrap()
                .spec(Variant::Janggi, DEFAULT_EXPERT_TIME)
        };
        let margins: Vec<i32> = (0..200).map(|s| weak.for_the_day(s).margin).collect();
        let base_margin = weak.margin;
        assert!(
            margins.iter().any(|&m| m < base_margin) && margins.iter().any(|&m| m > base_margin)
        );
        assert!(margins
            .iter()
            .all(|&m| m >= base_margin / 2 - 1 && m <= base_margin * 2 + 1));
    }

    #[test]
    fn choice_stays_within_the_margin_and_avoids_losses() {
        let scores = [
            (mv(1), 100),
            (mv(2), 90),
            (mv(3), -500),
            (mv(4), -RESULT_BOUND - 5),
        ];
        let mut spec = Level(6).spec(Variant::Janggi, DEFAULT_EXPERT_TIME);
        spec.blunder_chance = 0.0;
        for seed in 0..200 {
            let mut rng = SmallRng::seed_from_u64(seed);
            let (m, _) = choose(&scores, &spec, &mut rng);
            assert!(m == mv(1) || m == mv(2), "{m:?}");
        }
        let beginner = Level::MIN.spec(Variant::Janggi, DEFAULT_EXPERT_TIME);
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
        let beginner = Level::MIN.spec(Variant::Janggi, DEFAULT_EXPERT_TIME);
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
