//! Time management: turns [`Limits`] into two deadlines.
//!
//! - The **soft** deadline: iterative deepening does not start a new
//!   iteration after it (the next one would likely not finish).
//! - The **hard** deadline: the search aborts as soon as it is passed. The
//!   search polls the clock every 512 nodes (well under a millisecond), so
//!   it is never overrun by more than a few milliseconds.
//!
//! With a clock, the budget is the usual "remaining / moves to go +
//! increment" (after Stockfish and most engines), capped so a move never
//! takes more than a fifth of what is left.

use std::time::{Duration, Instant};

use janggi_rules::Side;

use crate::limits::Limits;

/// Time kept back for the answer to travel (process pipes, UI thread) and
/// for a thread descheduled on a loaded machine: 1 s a move is answered in
/// under 1 s.
const OVERHEAD: Duration = Duration::from_millis(20);

/// The deadlines of one search.
#[derive(Copy, Clone, Debug)]
pub struct TimeManager {
    /// When the search started.
    pub start: Instant,
    /// Do not start a new iteration after this.
    pub soft: Option<Instant>,
    /// Abort at this point.
    pub hard: Option<Instant>,
    /// A fixed time per move (`go movetime`): the soft deadline is not
    /// stretched or shrunk by the best move's stability.
    pub fixed: bool,
}

impl TimeManager {
    /// Deadlines for `limits` with `side` to move, starting now.
    pub fn new(limits: &Limits, side: Side) -> TimeManager {
        let start = Instant::now();
        if limits.infinite {
            return TimeManager {
                start,
                soft: None,
                hard: None,
                fixed: false,
            };
        }
        let mut soft: Option<Duration> = None;
        let mut hard: Option<Duration> = None;
        let mut fixed = false;
        if let Some(mt) = limits.movetime {
            // The overhead is at most a twentieth of short times: 100 ms a
            // move keeps 95 ms of search (Fairy-Stockfish keeps it all).
            let overhead = OVERHEAD.min(mt / 20);
            let h = mt.saturating_sub(overhead).max(Duration::from_millis(1));
            hard = Some(h);
            // A fixed time per move: time not used is not banked, so search
            // until the deadline (a deeper iteration cut short still
            // improves the move when it finds a better one).
            soft = Some(h.mul_f64(crate::params::Params::get().mt_soft as f64 / 100.0));
            fixed = true;
        }
        if let Some(c) = limits.clock {
            let (left, inc) = match side {
                Side::First => (c.first, c.first_inc),
                Side::Second => (c.second, c.second_inc),
            };
            let mtg = c.moves_to_go.unwrap_or(30).clamp(1, 50);
            let left = left.saturating_sub(OVERHEAD);
            let base = left / mtg + inc.mul_f64(0.75);
            let cap = left / 5;
            let s = base.min(cap).max(Duration::from_millis(1));
            let h = (s * 3)
                .min(left / 3 + inc / 2)
                .max(s)
                .max(Duration::from_millis(1));
            soft = Some(soft.map_or(s / 2, |x| x.min(s / 2)));
            fixed = false;
            hard = Some(hard.map_or(h, |x| x.min(h)));
        }
        TimeManager {
            start,
            soft: soft.map(|d| start + d),
            hard: hard.map(|d| start + d),
            fixed,
        }
    }

    /// Time since the start.
    pub fn elapsed(&self) -> Duration {
        self.start.elapsed()
    }

    /// Whether the hard deadline has passed.
    #[inline]
    pub fn hard_expired(&self) -> bool {
        self.hard.is_some_and(|h| Instant::now() >= h)
    }

    /// Whether a new iteration should not start (scaled by `factor`: more
    /// than 1 when the best move is unstable, less when it is settled).
    pub fn soft_expired(&self, factor: f64) -> bool {
        match self.soft {
            Some(s) => {
                let factor = if self.fixed { 1.0 } else { factor };
                let budget = s.saturating_duration_since(self.start).mul_f64(factor);
                self.elapsed() >= budget
            }
            None => false,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::limits::Clock;

    #[test]
    fn movetime_hard_deadline_is_inside_the_movetime() {
        let tm = TimeManager::new(&Limits::movetime(Duration::from_millis(1000)), Side::First);
        let h = tm.hard.unwrap() - tm.start;
        assert!(h <= Duration::from_millis(1000) && h >= Duration::from_millis(900));
    }

    #[test]
    fn short_movetimes_keep_most_of_their_time() {
        let tm = TimeManager::new(&Limits::movetime(Duration::from_millis(100)), Side::First);
        let h = tm.hard.unwrap() - tm.start;
        assert!(
            h >= Duration::from_millis(94) && h < Duration::from_millis(100),
            "{h:?}"
        );
    }

    #[test]
    fn clock_budget_is_a_fraction_of_the_time_left() {
        let clock = Clock {
            first: Duration::from_secs(60),
            second: Duration::from_secs(1),
            ..Clock::default()
        };
        let limits = Limits {
            clock: Some(clock),
            ..Limits::default()
        };
        let tm = TimeManager::new(&limits, Side::Second);
        let h = tm.hard.unwrap() - tm.start;
        assert!(h < Duration::from_millis(400), "{h:?}");
        let tm = TimeManager::new(&limits, Side::First);
        let h = tm.hard.unwrap() - tm.start;
        assert!(
            h > Duration::from_secs(1) && h < Duration::from_secs(20),
            "{h:?}"
        );
    }
}
