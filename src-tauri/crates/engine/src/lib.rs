//! The computer opponent for Janggi (장기) and Xiangqi (象棋).
//!
//! The crate is split the way strong engines split themselves, so each part
//! can be read (and tuned) on its own:
//!
//! | module | what it does |
//! |---|---|
//! | `eval` | static evaluation of a position, one function per game |
//! | `tt` | the shared, lock-free transposition table |
//! | `movepick` | the staged move picker and its history/killer tables |
//! | `search` | iterative deepening, PVS alpha-beta, quiescence, Lazy SMP |
//! | `time` | turns [`Limits`] into a soft and a hard deadline |
//! | `level` | the playing levels, as data, and the weakening by candidate choice |
//! | `setup` | the Janggi horse/elephant setup choice |
//! | `bench` | the fixed bench positions and the node-count signature |
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
mod eval;
mod level;
mod movepick;
mod params;
mod search;
mod setup;
mod time;
mod tt;

use std::sync::atomic::AtomicBool;
use std::time::Duration;

use janggi_rules::{Game, Move};

pub use eval::evaluate;
pub use level::{Level, LevelSpec};
pub use setup::choose_setup;

/// A chess clock as UCI sends it (`wtime btime winc binc movestogo`).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Clock {
    /// Time left for the first player (Cho / Red).
    pub first: Duration,
    /// Time left for the second player (Han / Black).
    pub second: Duration,
    /// Increment per move for the first player.
    pub first_inc: Duration,
    /// Increment per move for the second player.
    pub second_inc: Duration,
    /// Moves until the next time control, if any.
    pub moves_to_go: Option<u32>,
}

/// What bounds a search. Every field that is set applies; the search stops
/// at the first limit reached. With nothing set (and `infinite` false) the
/// search runs until the stop flag is raised or the maximum depth is done.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Limits {
    /// Stop after completing this many plies of iterative deepening.
    pub depth: Option<u32>,
    /// Stop after about this many nodes (checked every few thousand nodes).
    pub nodes: Option<u64>,
    /// Think exactly this long (a hard deadline).
    pub movetime: Option<Duration>,
    /// Manage time from a clock.
    pub clock: Option<Clock>,
    /// Search until stopped; overrides depth completion and time.
    pub infinite: bool,
}

impl Limits {
    /// A fixed-depth search.
    pub fn depth(depth: u32) -> Limits {
        Limits {
            depth: Some(depth),
            ..Limits::default()
        }
    }

    /// A fixed-time search.
    pub fn movetime(t: Duration) -> Limits {
        Limits {
            movetime: Some(t),
            ..Limits::default()
        }
    }

    /// A search bounded by a node count.
    pub fn nodes(n: u64) -> Limits {
        Limits {
            nodes: Some(n),
            ..Limits::default()
        }
    }

    /// A search that runs until the stop flag is raised.
    pub fn infinite() -> Limits {
        Limits {
            infinite: true,
            ..Limits::default()
        }
    }
}

/// A search score from the side to move's point of view.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Score {
    /// Centipawn-like units (a Janggi soldier ≈ 200, a Xiangqi soldier
    /// before the river ≈ 100). Game ends decided on points or by the
    /// perpetual-check rule are reported as ±19 000 and more.
    Cp(i32),
    /// Mate in `n` plies; positive when the side to move mates.
    Mate(i32),
}

/// Progress of a running search, sent after each completed iteration.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchInfo {
    /// Completed depth.
    pub depth: u32,
    /// Deepest ply reached (quiescence included).
    pub seldepth: u32,
    /// Score of the best line.
    pub score: Score,
    /// Nodes searched so far (all threads).
    pub nodes: u64,
    /// Nodes per second.
    pub nps: u64,
    /// Time since the search started.
    pub time_ms: u64,
    /// Principal variation, best move first.
    pub pv: Vec<Move>,
}

/// The answer of a search.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchResult {
    /// The move to play: always legal while the game is not over
    /// ([`Move::NONE`] when it is over).
    pub best: Move,
    /// Its score.
    pub score: Score,
    /// Completed depth.
    pub depth: u32,
    /// Principal variation, `best` first.
    pub pv: Vec<Move>,
    /// Nodes searched (all threads).
    pub nodes: u64,
}

/// A search engine: owns the transposition table and the thread count, and
/// is reused move after move (the table carries knowledge between moves).
pub struct Engine {
    tt: tt::TranspositionTable,
    threads: usize,
    expert_time: Duration,
}

impl Engine {
    /// An engine with a `hash_mb` megabyte transposition table (at least 1)
    /// searching with `threads` threads (at least 1; more than one uses
    /// Lazy SMP).
    pub fn new(hash_mb: usize, threads: usize) -> Engine {
        Engine {
            tt: tt::TranspositionTable::new(hash_mb),
            threads: threads.clamp(1, 256),
            expert_time: level::DEFAULT_EXPERT_TIME,
        }
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

    /// Forgets everything learnt in the previous game (clears the table).
    pub fn new_game(&mut self) {
        self.tt.clear();
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
        let root = search::Root::from_game(game);
        search::run(&self.tt, self.threads, &root, limits, stop, on_info, None).result
    }

    /// Plays a move at `level`: searches as the level says (depth or time,
    /// threads) and, for the weaker levels, picks among the good root moves
    /// with the level's margin and randomness (`seed` makes it repeatable).
    pub fn play_level(
        &mut self,
        game: &Game,
        level: Level,
        seed: u64,
        stop: &AtomicBool,
        on_info: &mut dyn FnMut(&SearchInfo),
    ) -> SearchResult {
        let spec = level.spec(self.expert_time);
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
        level::play(&self.tt, self.threads, game, spec, seed, stop, on_info)
    }
}

impl Default for Engine {
    /// A 16 MB table and one thread.
    fn default() -> Engine {
        Engine::new(16, 1)
    }
}
