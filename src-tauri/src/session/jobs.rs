//! The handles a session gives out for work done elsewhere: a search for the
//! computer's move (run by [`crate::ai`]) and a move-clock deadline (watched
//! by the core's timer thread). Each carries the game id and ply it belongs
//! to, so a late result is recognised as stale and dropped.

use janggi_rules::{Game, JanggiSetup, Side};
use janggi_wire::dto::LevelDto;
use std::sync::atomic::AtomicBool;
use std::sync::Arc;

/// A search for the computer's move that is running now.
#[derive(Debug, Clone)]
pub struct ActiveSearch {
    /// Serial number; a result is applied only if it still matches.
    pub seq: u64,
    /// Set to stop the search early.
    pub stop: Arc<AtomicBool>,
}

/// What the computer must search: a copy of the game and who asked.
#[derive(Clone)]
pub struct SearchJob {
    /// Id of the game the search belongs to.
    pub game_id: u64,
    /// Ply count when the search started.
    pub ply: usize,
    /// Serial number of the search.
    pub seq: u64,
    /// A copy of the game (the session lock is not held during the search).
    pub game: Game,
    /// Strength.
    pub level: LevelDto,
    /// The game's seed for the computer ([`GameSession::ai_seed`](super::GameSession::ai_seed)).
    pub seed: u64,
    /// Stop flag shared with the session.
    pub stop: Arc<AtomicBool>,
    /// The game's clock as the computer's turn starts (a game with main
    /// time): the engine keeps within it.
    pub clock: Option<janggi_engine::Clock>,
}

/// The computer's Janggi setup choice, run on the AI worker like a search
/// (it takes up to 16 short searches): the session lock is not held
/// meanwhile, and new game, quit or a timeout stop it through `stop`.
#[derive(Debug, Clone)]
pub struct SetupJob {
    /// Id of the game the choice belongs to.
    pub game_id: u64,
    /// Serial number (shared with the move searches).
    pub seq: u64,
    /// The side the computer chooses for.
    pub side: Side,
    /// The opponent's setup, when already chosen.
    pub opponent: Option<JanggiSetup>,
    /// Makes the choice repeatable.
    pub seed: u64,
    /// Stop flag shared with the session.
    pub stop: Arc<AtomicBool>,
}

/// A pending timeout check for the per-move timer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TimerJob {
    /// Game the deadline belongs to.
    pub game_id: u64,
    /// Ply at which the deadline was set.
    pub ply: usize,
    /// Deadline in epoch milliseconds.
    pub deadline_ms: u64,
}
