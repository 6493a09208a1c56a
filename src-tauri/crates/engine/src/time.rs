//! Time management: turns [`Limits`] into two deadlines.
//!
//! - The **soft** deadline: iterative deepening does not start a new
//!   iteration after it (the next one would likely not finish).
//! - The **hard** deadline: the search aborts as soon as it is passed. The
//!   search polls the clock every 512 nodes (well under a millisecond), so
//!   it is never overrun by more than a few milliseconds.
//!
//! With a clock the budget comes from [`allocate`], a pure function of
//! the clock state: the usual "remaining / moves to go + increment" (after
//! Stockfish and most engines), capped so a move never takes more than a
//! fifth of what is left, with a move overhead kept back on every move
//! (UCI `Move Overhead`). A byoyomi period (`go … byoyomi N`, one period as
//! in USI and Fairy-Stockfish) counts like an increment while main time is
//! left; once the main time is (nearly) spent, the move is searched like a
//! fixed time per move that ends inside the period. No move's hard limit
//! ever passes the main time left plus one period, less the overhead and a
//! tenth of the period (at most 0.5 s; a period overrun by a millisecond is
//! lost): the engine never loses on time and never spends a period it does
//! not need.

use std::time::{Duration, Instant};

use janggi_rules::Side;

use crate::limits::{Clock, Limits, DEFAULT_MOVE_OVERHEAD};

/// With a fixed time per move (`go movetime`), time kept back for the
/// answer to travel (process pipes, UI thread) and for a thread
/// descheduled on a loaded machine: 1 s a move is answered in under 1 s.
const OVERHEAD: Duration = Duration::from_millis(20);

/// What a clock allows one move.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Allocation {
    /// Do not start a new iteration after this (before the search scales
    /// it by the best move's stability, unless `fixed`).
    pub soft: Duration,
    /// Abort at this point.
    pub hard: Duration,
    /// Time not used is lost (byoyomi with the main time spent): search
    /// until near the hard limit, like `go movetime`.
    pub fixed: bool,
}

/// The time for one move of `side` on clock `c`, keeping `overhead` back.
pub fn allocate(c: &Clock, side: Side, overhead: Duration) -> Allocation {
    let ms1 = Duration::from_millis(1);
    let (left, inc) = match side {
        Side::First => (c.first, c.first_inc),
        Side::Second => (c.second, c.second_inc),
    };
    let byo = c.byoyomi;
    // A period is all or nothing: a move that overruns it by a millisecond
    // loses (or spends it), and a loaded machine can stall a search thread
    // for longer than the overhead. A tenth of the period (at most 0.5 s)
    // is kept back besides, as Fairy-Stockfish keeps about a fifth.
    let safety = (byo / 10).min(Duration::from_millis(500));
    // The most this move may take: the main time left and one byoyomi
    // period, less the margins. Past it the game is lost on time (or, when
    // the GUI keeps several periods, one is spent).
    let ceiling = (left + byo).saturating_sub(overhead + safety).max(ms1);
    if !byo.is_zero() && left < byo {
        // Main time (nearly) spent: a period not used is lost, so think
        // about as long as it allows, inside it.
        let hard = ceiling;
        let pct = crate::params::Params::get().mt_soft as f64 / 100.0;
        return Allocation {
            soft: hard.mul_f64(pct).max(ms1),
            hard,
            fixed: true,
        };
    }
    let mtg = c.moves_to_go.unwrap_or(30).clamp(1, 50);
    let usable = left.saturating_sub(overhead);
    // Main time first: a byoyomi period is only used once the main time is
    // gone, and then every move has it — so it counts as an increment.
    let per_move = inc.mul_f64(0.75) + byo.mul_f64(0.75);
    let base = usable / mtg + per_move;
    let cap = usable / 5 + byo.mul_f64(0.75);
    let s = base.min(cap).max(ms1);
    let hard = (s * 3)
        .min(usable / 3 + inc / 2 + byo)
        .max(s)
        .min(ceiling)
        .max(ms1);
    Allocation {
        soft: (s / 2).min(hard),
        hard,
        fixed: false,
    }
}

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
            let overhead = limits.move_overhead.unwrap_or(DEFAULT_MOVE_OVERHEAD);
            let a = allocate(&c, side, overhead);
            soft = Some(soft.map_or(a.soft, |x| x.min(a.soft)));
            fixed = a.fixed;
            hard = Some(hard.map_or(a.hard, |x| x.min(a.hard)));
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

    const OH: Duration = Duration::from_millis(30);

    fn ms(n: u64) -> Duration {
        Duration::from_millis(n)
    }

    fn clock(main: u64, inc: u64, byo: u64) -> Clock {
        Clock {
            first: ms(main),
            second: ms(main),
            first_inc: ms(inc),
            second_inc: ms(inc),
            moves_to_go: None,
            byoyomi: ms(byo),
        }
    }

    #[test]
    fn byoyomi_alone_is_spent_inside_the_period() {
        // `go wtime 0 btime 0 byoyomi 1000`: the second less the overhead
        // and a tenth, searched like a fixed time per move.
        let a = allocate(&clock(0, 0, 1000), Side::First, OH);
        assert_eq!(a.hard, ms(870));
        assert!(a.fixed);
        assert!(a.soft <= a.hard && a.soft >= ms(500), "{a:?}");
        // A main time shorter than the period is used up with it.
        let a = allocate(&clock(400, 0, 1000), Side::Second, OH);
        assert_eq!(a.hard, ms(1270));
        // A long period keeps at most half a second besides the overhead.
        let a = allocate(&clock(0, 0, 30_000), Side::Second, OH);
        assert_eq!(a.hard, ms(29_470));
        // A period shorter than the overhead still leaves a move.
        let a = allocate(&clock(0, 0, 20), Side::First, OH);
        assert_eq!(a.hard, ms(1));
    }

    #[test]
    fn main_time_first_then_never_past_main_plus_one_period() {
        for main in [1_000, 5_000, 30_000, 60_000, 600_000] {
            for byo in [1_000, 10_000, 30_000] {
                let a = allocate(&clock(main, 0, byo), Side::First, OH);
                assert!(!a.fixed || main < byo);
                let safety = ms((byo / 10).min(500));
                assert!(
                    a.hard <= ms(main + byo) - OH - safety,
                    "{main}+{byo}: {a:?}"
                );
                assert!(a.soft <= a.hard);
                if main >= byo {
                    // Planned from the main time: a fifth of it at most,
                    // plus three quarters of the period.
                    assert!(a.soft <= ms(main / 5 + byo * 3 / 4), "{main}+{byo}: {a:?}");
                }
            }
        }
        // With plenty of main time, a move is planned from it: well under
        // a minute of a 10-minute clock.
        let a = allocate(&clock(600_000, 0, 30_000), Side::First, OH);
        assert!(a.soft > ms(20_000) && a.soft < ms(30_000), "{a:?}");
    }

    #[test]
    fn sudden_death_and_fischer_never_pass_the_time_left() {
        for main in [0, 10, 31, 50, 100, 500, 1_000, 10_000, 60_000, 3_600_000] {
            for inc in [0, 100, 1_000, 10_000] {
                for mtg in [None, Some(1), Some(5), Some(40)] {
                    let c = Clock {
                        moves_to_go: mtg,
                        ..clock(main, inc, 0)
                    };
                    let a = allocate(&c, Side::Second, OH);
                    let limit = ms(main).saturating_sub(OH).max(ms(1));
                    assert!(a.hard <= limit, "{main}+{inc} {mtg:?}: {a:?}");
                    assert!(a.soft <= a.hard && !a.fixed);
                }
            }
        }
        // The increment is spent: 10 s + 1 s plans more than 10 s + 0.
        let with = allocate(&clock(10_000, 1_000, 0), Side::First, OH);
        let without = allocate(&clock(10_000, 0, 0), Side::First, OH);
        assert!(with.soft > without.soft, "{with:?} {without:?}");
        // A larger overhead keeps more back.
        let a = allocate(&clock(100, 0, 0), Side::First, ms(90));
        assert!(a.hard <= ms(10));
    }

    #[test]
    fn the_side_to_move_uses_its_own_clock() {
        let c = Clock {
            first: ms(60_000),
            second: ms(2_000),
            ..Clock::default()
        };
        assert!(allocate(&c, Side::First, OH).hard > allocate(&c, Side::Second, OH).hard * 10);
    }

    #[test]
    fn move_overhead_reaches_the_deadlines() {
        let limits = Limits {
            clock: Some(clock(0, 0, 1000)),
            move_overhead: Some(ms(200)),
            ..Limits::default()
        };
        let tm = TimeManager::new(&limits, Side::First);
        assert_eq!(tm.hard.unwrap() - tm.start, ms(700));
        assert!(tm.fixed);
    }

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
