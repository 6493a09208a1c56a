//! The computer opponent for Janggi (장기) and Xiangqi (象棋).
//!
//! The crate is split the way strong engines split themselves, so each part
//! can be read (and tuned) on its own:
//!
//! | module | what it does |
//! |---|---|
//! | `eval` | static evaluation of a position, one function per game |
//! | `score` | the score scale (mates, rule wins), reported scores, bound kinds |
//! | `limits` | what a search is asked (limits, clock) and what it answers |
//! | `line` | a start position and moves with no game-end rule applied (UCI) |
//! | `tt` | the shared, lock-free transposition table |
//! | `see` | static exchange evaluation of captures |
//! | `movepick` | the staged move picker and its history/killer tables |
//! | `search` | iterative deepening, PVS alpha-beta, quiescence, Lazy SMP |
//! | `time` | turns [`Limits`] into a soft and a hard deadline |
//! | `level` | the playing levels, as data, and the weakening by candidate choice |
//! | `setup` | the Janggi horse/elephant setup choice |
//! | `bench` | the fixed bench positions and the node-count signature |
//! | `book` | the opening book built by this engine, and the weighted draw from it |
//!
//! Only the UCI module of the binary knows the protocol; everything here is
//! plain Rust called with a [`Game`], [`Limits`] and a stop flag.
//!
//! ```no_run
//! use std::sync::atomic::AtomicBool;
//! use janggi_engine::{Engine, Limits};
//! use janggi_rules::{Game, RuleProfile};
//!
//! let game = Game::new(RuleProfile::XIANGQI);
//! let mut engine = Engine::new(16, 1);
//! let stop = AtomicBool::new(false);
//! let result = engine.search(&game, &Limits::depth(6), &stop, &mut |_| {});
//! println!("best {:?} score {:?}", result.best, result.score);
//! ```
#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod bench;
pub mod book;
mod eval;
mod eval_weights;
mod level;
mod limits;
mod line;
mod movepick;
pub mod opening;
mod params;
mod score;
mod search;
mod see;
mod setup;
mod time;
mod tt;
mod weak;

use std::sync::atomic::AtomicBool;
use std::time::Duration;

use janggi_rules::{Game, Move};

pub use eval::evaluate;

/// What the evaluation tuner (`src/bin/tune.rs`) needs: the feature
/// layout, the feature counts of a position and the weights in force.
pub mod tuning {
    pub use crate::eval::{feat, features, weights};
    use janggi_rules::Position;

    /// Whether `pos` is quiet enough to label with a game result: the side
    /// to move is not in check and has no capture that wins material by
    /// static exchange.
    pub fn is_quiet(pos: &mut Position) -> bool {
        if pos.is_check() {
            return false;
        }
        let caps = pos.captures();
        !caps.iter().any(|&m| crate::see::see_ge(pos, m, 1))
    }
}
pub use level::{Level, LevelSpec, LEVEL_10_CALIBRATION_NODES};
pub use limits::{Clock, Limits, SearchInfo, SearchResult, DEFAULT_MOVE_OVERHEAD};

/// What `clock` allows one move of `side`, as the search budgets it with
/// the default move overhead: (the time it aims at, the most it takes).
pub fn clock_move_time(clock: &Clock, side: janggi_rules::Side) -> (Duration, Duration) {
    let a = time::allocate(clock, side, DEFAULT_MOVE_OVERHEAD);
    (a.soft, a.hard)
}
pub use line::Line;
pub use score::Score;

/// The `UCI_Variant` name of a profile: Fairy-Stockfish's name for the
/// profiles whose rules it has under that name (`janggi`, `janggicasual`,
/// `janggitraditional`, `janggimodern`, `xiangqi`), ours for the others.
/// The UCI front end reports it; the match tool sends it to both engines.
pub fn uci_variant_name(id: janggi_rules::ProfileId) -> &'static str {
    use janggi_rules::ProfileId as P;
    match id {
        P::JanggiFairyStockfish => "janggi",
        P::JanggiStandard => "janggicasual",
        P::JanggiTraditional => "janggitraditional",
        P::JanggiModern => "janggimodern",
        P::Xiangqi => "xiangqi",
        other => other.name(),
    }
}
pub use setup::{choose_setup, choose_setup_stoppable};

/// A search engine: owns the transposition table and the thread count, and
/// is reused move after move (the table carries knowledge between moves).
pub struct Engine {
    tt: tt::TranspositionTable,
    /// Move-ordering tables of each search thread, kept between moves.
    tables: Vec<movepick::Tables>,
    threads: usize,
    expert_time: Duration,
    /// The levels play from the opening book where it has the position.
    own_book: bool,
}

impl Engine {
    /// An engine with a `hash_mb` megabyte transposition table (at least 1)
    /// searching with `threads` threads (at least 1; more than one uses
    /// Lazy SMP).
    pub fn new(hash_mb: usize, threads: usize) -> Engine {
        Engine {
            tt: tt::TranspositionTable::new(hash_mb),
            tables: Vec::new(),
            threads: threads.clamp(1, 256),
            expert_time: level::DEFAULT_EXPERT_TIME,
            own_book: false,
        }
    }

    /// With `true`, [`Engine::play_level`] (every level) plays a move drawn
    /// from the opening book ([`book::builtin`]) while the position is in
    /// it, without searching; off by default (matches, tests and plain
    /// searches are unchanged), on in the app.
    pub fn set_own_book(&mut self, on: bool) {
        self.own_book = on;
    }

    /// Resizes the transposition table (clearing it).
    pub fn set_hash(&mut self, hash_mb: usize) {
        self.tt = tt::TranspositionTable::new(hash_mb);
    }

    /// Sets the number of search threads (at least 1).
    pub fn set_threads(&mut self, threads: usize) {
        self.threads = threads.clamp(1, 256);
    }

    /// The number of search threads.
    pub fn threads(&self) -> usize {
        self.threads
    }

    /// Sets how long the expert level thinks per move.
    pub fn set_expert_time(&mut self, t: Duration) {
        self.expert_time = t.max(Duration::from_millis(10));
    }

    /// Per-mille of the transposition table used by the latest search
    /// (UCI `hashfull`).
    pub fn hashfull(&self) -> u32 {
        self.tt.hashfull()
    }

    /// Forgets everything learnt in the previous game (clears the table and
    /// the move-ordering histories).
    pub fn new_game(&mut self) {
        self.tt.clear();
        self.tables.clear();
    }

    /// Searches the game's current position within `limits`, calling
    /// `on_info` after each completed iteration, until a limit is reached or
    /// `stop` becomes `true` (honoured within a few milliseconds).
    ///
    /// The best move is always legal when the game is not over; if the
    /// search is stopped before depth 1 completes, it is the first legal
    /// move.
    pub fn search(
        &mut self,
        game: &Game,
        limits: &Limits,
        stop: &AtomicBool,
        on_info: &mut dyn FnMut(&SearchInfo),
    ) -> SearchResult {
        self.search_root(&search::Root::from_game(game), limits, stop, on_info)
    }

    /// [`Engine::search`] of the position a [`Line`] reached: every move
    /// legal on the board is a root move, whatever a game's end rules say
    /// (the UCI front end, where the GUI decides when a game ends).
    pub fn search_line(
        &mut self,
        line: &Line,
        limits: &Limits,
        stop: &AtomicBool,
        on_info: &mut dyn FnMut(&SearchInfo),
    ) -> SearchResult {
        self.search_root(&search::Root::from_line(line), limits, stop, on_info)
    }

    /// [`Engine::play_level`] at the position a [`Line`] reached.
    pub fn play_level_line(
        &mut self,
        line: &Line,
        level: Level,
        seed: u64,
        stop: &AtomicBool,
        on_info: &mut dyn FnMut(&SearchInfo),
    ) -> SearchResult {
        let spec = level.spec(line.position().variant(), self.expert_time);
        let plies = line.moves().len();
        self.play_root(
            &search::Root::from_line(line),
            &spec,
            seed,
            plies,
            stop,
            on_info,
        )
    }

    /// Plays a move at `level`: searches as the level says (depth or time,
    /// threads) and, for the weaker levels, picks among the good root moves
    /// with the level's margin and randomness. `seed` is the game's: the
    /// same seed gives the same play, and a level's misjudgements stay the
    /// same all game.
    pub fn play_level(
        &mut self,
        game: &Game,
        level: Level,
        seed: u64,
        stop: &AtomicBool,
        on_info: &mut dyn FnMut(&SearchInfo),
    ) -> SearchResult {
        let spec = level.spec(game.position().variant(), self.expert_time);
        self.play_spec(game, &spec, seed, stop, on_info)
    }

    /// Plays a move with an explicit [`LevelSpec`] (used by the match tool to
    /// run levels at shortened time controls).
    pub fn play_spec(
        &mut self,
        game: &Game,
        spec: &LevelSpec,
        seed: u64,
        stop: &AtomicBool,
        on_info: &mut dyn FnMut(&SearchInfo),
    ) -> SearchResult {
        let plies = game.moves().len();
        self.play_root(
            &search::Root::from_game(game),
            spec,
            seed,
            plies,
            stop,
            on_info,
        )
    }

    fn search_root(
        &mut self,
        root: &search::Root,
        limits: &Limits,
        stop: &AtomicBool,
        on_info: &mut dyn FnMut(&SearchInfo),
    ) -> SearchResult {
        let kept: Vec<Move> = root
            .moves()
            .iter()
            .copied()
            .filter(|m| limits.searchmoves.contains(m))
            .collect();
        let restricted;
        let root = if kept.is_empty() {
            root
        } else {
            restricted = root.with_moves(kept);
            &restricted
        };
        let memory = search::Memory {
            tt: &self.tt,
            tables: &mut self.tables,
        };
        search::run(
            memory,
            self.threads,
            root,
            limits,
            stop,
            on_info,
            search::Extras::default(),
        )
        .result
    }

    fn play_root(
        &mut self,
        root: &search::Root,
        spec: &LevelSpec,
        seed: u64,
        plies: usize,
        stop: &AtomicBool,
        on_info: &mut dyn FnMut(&SearchInfo),
    ) -> SearchResult {
        if self.own_book {
            let pos = root.position();
            // One draw per game and ply: the same seed replays the same game.
            let draw = seed ^ (plies as u64 + 1).wrapping_mul(0x9e37_79b9_7f4a_7c15);
            if let Some((m, s)) = book::builtin(pos.variant()).pick(pos, draw) {
                if root.moves().contains(&m) {
                    return SearchResult {
                        best: m,
                        score: Score::Cp(s),
                        depth: 0,
                        pv: vec![m],
                        nodes: 0,
                    };
                }
            }
        }
        let memory = search::Memory {
            tt: &self.tt,
            tables: &mut self.tables,
        };
        level::play(memory, self.threads, root, spec, seed, plies, stop, on_info)
    }
}
