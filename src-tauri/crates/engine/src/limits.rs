//! What a search is asked ([`Limits`], [`Clock`]) and what it answers
//! ([`SearchInfo`] while it runs, [`SearchResult`] at the end).

use std::time::Duration;

use janggi_rules::Move;

use crate::score::Score;

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
    /// One byoyomi period (USI's `byoyomi`, Fairy-Stockfish's `go …
    /// byoyomi N`): once the main time is spent, each move may take up to
    /// this long without losing; the same for both players. Zero: none.
    pub byoyomi: Duration,
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
    /// Principal variations to search and report (UCI `MultiPV`): the
    /// best root move, then the best of the others, …; 0 or 1: one.
    pub multipv: u32,
    /// With a clock, time kept back on every move for the answer to reach
    /// the GUI (UCI `Move Overhead`); `None`: [`DEFAULT_MOVE_OVERHEAD`].
    pub move_overhead: Option<Duration>,
    /// Only these root moves are searched (UCI `go searchmoves`; the
    /// analysis board's "another move" searches all but the ones set
    /// aside). Empty, or none of them legal: every root move.
    pub searchmoves: Vec<Move>,
}

/// The default `Move Overhead`: time kept back on each move with a clock
/// for pipes, a loaded machine and the GUI's own bookkeeping.
pub const DEFAULT_MOVE_OVERHEAD: Duration = Duration::from_millis(50);

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

/// Progress of a running search, sent after each completed iteration.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchInfo {
    /// Completed depth.
    pub depth: u32,
    /// Deepest ply reached (quiescence included).
    pub seldepth: u32,
    /// Which principal variation this is, 1 for the best (UCI `multipv`).
    pub multipv: u32,
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
