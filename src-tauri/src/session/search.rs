//! The computer's search and the move clock, as the session sees them:
//! handing out a [`SearchJob`] or [`TimerJob`] and taking back its result
//! only while it is still current.

use super::jobs::{ActiveSearch, SearchJob, SetupJob, TimerJob};
use super::GameSession;
use crate::clock::now_ms;
use janggi_rules::{JanggiSetup, Move, Side};
use janggi_wire::dto::Mode;
use janggi_wire::error::AppError;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

/// The computer's search and the move clock.
impl GameSession {
    /// `true` while a search for the computer's move runs.
    pub fn ai_thinking(&self) -> bool {
        self.search.is_some()
    }

    /// The running search, if any.
    pub fn active_search(&self) -> Option<&ActiveSearch> {
        self.search.as_ref()
    }

    /// Holds the computer of a resumed game: it neither searches nor
    /// chooses its setup until [`GameSession::release_computer`] (the
    /// player opens the game) or the player acts in it. The app reopens on
    /// Home; a computer that moved (or mated) there would change a game the
    /// player has not looked at yet.
    pub fn hold_computer(&mut self) {
        self.computer_held = true;
    }

    /// Lets a held computer think again (see [`GameSession::hold_computer`]).
    pub fn release_computer(&mut self) {
        self.computer_held = false;
    }

    /// Whether the computer waits for the player to open the game.
    pub fn computer_held(&self) -> bool {
        self.computer_held
    }

    /// Stops a running search (its result will be dropped as stale).
    pub fn cancel_search(&mut self) {
        if let Some(s) = self.search.take() {
            s.stop.store(true, Ordering::SeqCst);
        }
    }

    /// Registers a new search for the computer's move and returns the job
    /// for the worker, or `None` when it is not the computer's turn or a
    /// search already runs.
    pub fn begin_search(&mut self) -> Option<SearchJob> {
        if self.search.is_some() || self.computer_held || !self.computer_to_move() {
            return None;
        }
        let level = match self.mode {
            Mode::VsComputer { level, .. } => level,
            Mode::TwoPlayers => return None,
        };
        self.search_seq += 1;
        let stop = Arc::new(AtomicBool::new(false));
        self.search = Some(ActiveSearch {
            seq: self.search_seq,
            stop: stop.clone(),
        });
        Some(SearchJob {
            game_id: self.id,
            ply: self.ply(),
            seq: self.search_seq,
            game: self.game.clone(),
            level,
            seed: self.ai_seed,
            stop,
            clock: self.engine_clock(),
        })
    }

    /// The game clock in the engine's terms, as it stands now.
    fn engine_clock(&self) -> Option<janggi_engine::Clock> {
        let c = self.game_clock()?;
        let now = now_ms();
        let ms = |side| std::time::Duration::from_millis(c.time_at(side, now).main_ms);
        let inc = std::time::Duration::from_secs(u64::from(c.control.increment_secs()));
        let byoyomi = std::time::Duration::from_millis(match c.time_at(c.running_side()?, now) {
            t if t.periods > 0 => t.period_left_ms.unwrap_or(c.period_ms()),
            _ => 0,
        });
        Some(janggi_engine::Clock {
            first: ms(Side::First),
            second: ms(Side::Second),
            first_inc: inc,
            second_inc: inc,
            moves_to_go: None,
            byoyomi,
        })
    }

    /// Registers the computer's setup choice and returns the job for the
    /// worker, or `None` when the computer has no setup to choose or a
    /// choice already runs.
    pub fn begin_setup_choice(&mut self) -> Option<SetupJob> {
        if self.search.is_some() || self.computer_held {
            return None;
        }
        let side = self.computer_to_choose_setup()?;
        self.search_seq += 1;
        let stop = Arc::new(AtomicBool::new(false));
        self.search = Some(ActiveSearch {
            seq: self.search_seq,
            stop: stop.clone(),
        });
        Some(SetupJob {
            game_id: self.id,
            seq: self.search_seq,
            side,
            opponent: self.setups[side.opposite().index()],
            seed: self.setup_seed,
            stop,
        })
    }

    /// Applies the computer's setup from choice `seq`. Returns `false` (and
    /// changes nothing) when the result is stale: another game, a choice
    /// cancelled or replaced, or no longer the computer's turn to choose.
    pub fn finish_setup_choice(
        &mut self,
        game_id: u64,
        seq: u64,
        side: Side,
        setup: JanggiSetup,
    ) -> bool {
        let current = self.search.as_ref().map(|s| s.seq);
        if game_id != self.id || current != Some(seq) {
            return false;
        }
        self.search = None;
        if self.computer_to_choose_setup() != Some(side) {
            return false;
        }
        if self.apply_setup(side, setup).is_err() {
            return false;
        }
        self.reset_deadline();
        true
    }

    /// Applies the computer's move from search `seq`. Returns `Ok(false)`
    /// (and changes nothing) when the result is stale: another game, another
    /// ply, or a search that was cancelled or replaced.
    pub fn finish_search(
        &mut self,
        game_id: u64,
        ply: usize,
        seq: u64,
        best: Move,
    ) -> Result<bool, AppError> {
        let current = self.search.as_ref().map(|s| s.seq);
        if game_id != self.id || ply != self.ply() || current != Some(seq) {
            return Ok(false);
        }
        self.search = None;
        if !self.computer_to_move() {
            return Ok(false);
        }
        if best.is_none() {
            return Err(AppError::internal("the engine returned no move"));
        }
        self.play(best)?;
        self.reset_deadline();
        Ok(true)
    }

    /// `job`'s deadline passed: during the setup phase the chooser gets
    /// setup 1; in play the side to move loses on time. Returns `false`
    /// (changing nothing) when the job is stale.
    pub fn expire(&mut self, job: TimerJob) -> bool {
        if job.game_id != self.id
            || job.ply != self.ply()
            || self.deadline_ms != Some(job.deadline_ms)
        {
            return false;
        }
        if let Some(side) = self.setup_turn {
            // A side that does not choose in time gets setup 1.
            if self.apply_setup(side, JanggiSetup::ALL[0]).is_err() {
                return false;
            }
            self.setup_seed = job.deadline_ms;
            self.reset_deadline();
            return true;
        }
        if !self.is_playing() {
            return false;
        }
        let side = self.game.position().turn();
        self.cancel_search();
        if self.game.time_out(side).is_err() {
            return false;
        }
        self.clock_flag_fell(side);
        self.deadline_ms = None;
        true
    }

    /// The pending timeout check, if a human's clock runs.
    pub fn timer_job(&self) -> Option<TimerJob> {
        self.deadline_ms.map(|d| TimerJob {
            game_id: self.id,
            ply: self.ply(),
            deadline_ms: d,
        })
    }

    /// Restarts the clock of the human who must act now: the setup choice
    /// (a timeout picks setup 1) or the move (a timeout loses).
    pub(super) fn reset_deadline(&mut self) {
        if self.sync_clock(now_ms()) {
            return; // main time: both sides' clocks (session/clock.rs)
        }
        let timed = match self.setup_turn {
            Some(chooser) => self.is_human(chooser),
            None => self.is_playing() && self.is_human(self.game.position().turn()),
        };
        self.deadline_ms = match self.move_timer_secs {
            Some(secs) if timed => Some(now_ms() + u64::from(secs) * 1000),
            _ => None,
        };
        self.hold_if_paused();
    }
}
