//! The game clock of a game with main time: main time + byoyomi periods,
//! or main time + Fischer increment (the per-move timer is the session's
//! `move_timer_secs`). Both sides' clocks, the computer's too.
//!
//! Pure arithmetic on epoch milliseconds handed in by the caller: no
//! threads, no wall clock read here, so a test drives a whole game with
//! made-up times. The turn that runs is kept as "since when" plus what it
//! had already spent before a pause, so a saved clock resumes exactly
//! (a kill does not stop time, as a real clock's would not stop: the
//! records keep the moment the turn started).
//!
//! Byoyomi as the Korean and Japanese associations play it: once the main
//! time is spent, each move must be made within one period; a move inside
//! the period keeps it (the count starts again), a move that takes longer
//! uses up one period for each period it overran; the last period spent
//! loses on time. Fischer: the move's time comes off, the increment is
//! added after the move; nothing left loses on time.

use janggi_rules::Side;
use janggi_wire::dto::{SideDto, TimeControlDto};
use serde::{Deserialize, Serialize};

/// One side's clock between its turns.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct SideTime {
    /// Main time left (Fischer: all the time left), ms.
    pub main_ms: u64,
    /// Byoyomi periods left (0 under Fischer).
    pub periods: u32,
}

/// The turn whose clock runs.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Running {
    /// The side to move.
    pub side: SideDto,
    /// When its clock (re)started, epoch ms.
    pub since_ms: u64,
    /// What this turn had spent before a pause, ms.
    pub spent_before_ms: u64,
    /// Paused (the player away, or a pause on request): `since_ms` does
    /// not count.
    #[serde(default)]
    pub paused: bool,
}

impl Running {
    fn new(side: Side, now: u64) -> Running {
        Running {
            side: side.into(),
            since_ms: now,
            spent_before_ms: 0,
            paused: false,
        }
    }

    fn side(&self) -> Side {
        self.side.into()
    }

    /// What the turn has spent at `now`.
    fn spent(&self, now: u64) -> u64 {
        if self.paused {
            self.spent_before_ms
        } else {
            self.spent_before_ms + now.saturating_sub(self.since_ms)
        }
    }
}

/// One side's clock as shown at some moment.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SideNow {
    /// Main time left, ms.
    pub main_ms: u64,
    /// Byoyomi periods left (the one in progress included).
    pub periods: u32,
    /// In byoyomi: what is left of the period in progress, ms.
    pub period_left_ms: Option<u64>,
}

/// Both clocks of a game with main time.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct GameClock {
    /// The time control.
    pub control: TimeControlDto,
    /// By side index (first, second).
    pub sides: [SideTime; 2],
    /// The running turn (`None`: no clock runs: before the first move,
    /// paused, game over).
    pub running: Option<Running>,
}

/// A move came after its side's time was spent.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Flagged(pub Side);

impl GameClock {
    /// Both sides with the full main time and every period.
    pub fn new(control: TimeControlDto) -> GameClock {
        let start = SideTime {
            main_ms: u64::from(control.main_secs()) * 1000,
            periods: control.periods(),
        };
        GameClock {
            control,
            sides: [start; 2],
            running: None,
        }
    }

    /// One period, ms (0 under Fischer).
    pub fn period_ms(&self) -> u64 {
        u64::from(self.control.period_secs()) * 1000
    }

    /// What `side` has between turns.
    pub fn side(&self, side: Side) -> SideTime {
        self.sides[side.index()]
    }

    /// The side whose clock runs.
    pub fn running_side(&self) -> Option<Side> {
        self.running.map(|r| r.side())
    }

    /// Starts `side`'s turn at `now` (a clock already running for that
    /// side goes on; another side's running turn is charged first, with no
    /// increment: it did not move).
    pub fn start(&mut self, side: Side, now: u64) -> Result<(), Flagged> {
        if self.running_side() == Some(side) {
            return Ok(());
        }
        self.stop(now)?;
        self.running = Some(Running::new(side, now));
        Ok(())
    }

    /// The running side moved at `now`: its turn is charged (a period used
    /// up per period overrun, the increment added) and the other side's
    /// turn starts. A move after the flag fell is refused: `Flagged`, and
    /// nothing changes.
    pub fn moved(&mut self, now: u64) -> Result<(), Flagged> {
        let Some(run) = self.running else {
            return Ok(());
        };
        let mut after = self.charged(run, now)?;
        after.main_ms += u64::from(self.control.increment_secs()) * 1000;
        self.sides[run.side().index()] = after;
        self.running = Some(Running::new(run.side().opposite(), now));
        Ok(())
    }

    /// Stops the running clock at `now` without a move (game over, the
    /// turn taken back): main time and periods are charged as for a move,
    /// without the increment.
    pub fn stop(&mut self, now: u64) -> Result<(), Flagged> {
        let Some(run) = self.running else {
            return Ok(());
        };
        let after = self.charged(run, now)?;
        self.sides[run.side().index()] = after;
        self.running = None;
        Ok(())
    }

    /// Pauses the running turn at `now`: what it has spent is kept, so the
    /// period in progress goes on where it stood on [`GameClock::resume`].
    pub fn pause(&mut self, now: u64) {
        if let Some(run) = self.running.as_mut() {
            run.spent_before_ms = run.spent(now);
            run.since_ms = now;
            run.paused = true;
        }
    }

    /// Resumes a paused turn at `now`.
    pub fn resume(&mut self, now: u64) {
        if let Some(run) = self.running.as_mut() {
            if run.paused {
                run.since_ms = now;
                run.paused = false;
            }
        }
    }

    /// What the running turn has spent at `now` (0 when no clock runs).
    pub fn running_spent(&self, now: u64) -> u64 {
        self.running.map_or(0, |r| r.spent(now))
    }

    /// Takes another clock's figures (the LAN host's, which decide): both
    /// sides between turns, and `running`'s turn with `spent` ms spent at
    /// `now`, standing still if `paused`.
    pub fn adopt(
        &mut self,
        sides: [SideTime; 2],
        running: Option<Side>,
        spent: u64,
        paused: bool,
        now: u64,
    ) {
        self.sides = sides;
        self.running = running.map(|side| Running {
            side: side.into(),
            since_ms: if paused {
                now
            } else {
                now.saturating_sub(spent)
            },
            spent_before_ms: if paused { spent } else { 0 },
            paused,
        });
    }

    /// Runs `want`'s turn at `now` (none: stops the clock). A turn that
    /// ended after its flag fell (a move taken back after the flag, say)
    /// shows nothing left, and `want`'s turn still starts.
    pub fn run(&mut self, want: Option<Side>, now: u64) {
        let r = match want {
            Some(side) => self.start(side, now),
            None => self.stop(now),
        };
        if let Err(Flagged(side)) = r {
            self.flag_fell(side);
            if let Some(side) = want {
                let _ = self.start(side, now);
            }
        }
    }

    /// The running side, when its flag has fallen at `now`.
    pub fn flagged_side(&self, now: u64) -> Option<Side> {
        self.is_flagged(now).then(|| self.running_side()).flatten()
    }

    /// Whether the running turn stands still.
    pub fn is_paused(&self) -> bool {
        self.running.is_some_and(|r| r.paused)
    }

    /// The clock as the UI gets it at `now`, standing still for `paused`.
    pub fn view(
        &self,
        paused: Option<janggi_wire::dto::ClockPause>,
        now: u64,
    ) -> janggi_wire::dto::ClockView {
        let side = |s| {
            let t = self.time_at(s, now);
            janggi_wire::dto::SideClockDto {
                main_ms: t.main_ms,
                periods: t.periods,
                period_left_ms: t.period_left_ms,
            }
        };
        janggi_wire::dto::ClockView {
            control: self.control,
            first: side(Side::First),
            second: side(Side::Second),
            running: self.running_side().map(SideDto::from),
            at_ms: now,
            main_ends_ms: self.main_ends_at(),
            flag_ms: self.flag_at(),
            paused,
        }
    }

    /// The running side's flag fell: nothing left, no clock runs.
    pub fn flag_fell(&mut self, side: Side) {
        self.sides[side.index()] = SideTime {
            main_ms: 0,
            periods: 0,
        };
        self.running = None;
    }

    /// Whether the running side's flag has fallen at `now`.
    pub fn is_flagged(&self, now: u64) -> bool {
        self.running
            .is_some_and(|run| self.charged(run, now).is_err())
    }

    /// When the running side's flag falls, epoch ms (`None` while paused).
    pub fn flag_at(&self) -> Option<u64> {
        let run = self.running.filter(|r| !r.paused)?;
        let t = self.side(run.side());
        let budget = t.main_ms + u64::from(t.periods) * self.period_ms();
        Some(run.since_ms + budget.saturating_sub(run.spent_before_ms))
    }

    /// When the running side's main time ends, epoch ms (`None` once it is
    /// in its byoyomi periods, or under Fischer, where the flag is the end).
    pub fn main_ends_at(&self) -> Option<u64> {
        let run = self.running.filter(|r| !r.paused)?;
        let t = self.side(run.side());
        if self.control.periods() == 0 || t.main_ms <= run.spent_before_ms {
            return None;
        }
        Some(run.since_ms + t.main_ms - run.spent_before_ms)
    }

    /// `side`'s clock as it stands at `now` (its running turn counted).
    pub fn time_at(&self, side: Side, now: u64) -> SideNow {
        let t = self.side(side);
        let run = self.running.filter(|r| r.side() == side);
        let spent = run.map_or(0, |r| r.spent(now));
        let period = self.period_ms();
        if spent <= t.main_ms {
            let in_byoyomi = t.main_ms == 0 && t.periods > 0;
            return SideNow {
                main_ms: t.main_ms - spent,
                periods: t.periods,
                period_left_ms: in_byoyomi.then_some(period),
            };
        }
        let over = spent - t.main_ms;
        let budget = u64::from(t.periods) * period;
        if over >= budget {
            return SideNow {
                main_ms: 0,
                periods: 0,
                period_left_ms: (period > 0).then_some(0),
            };
        }
        let left = budget - over;
        let periods = left.div_ceil(period);
        SideNow {
            main_ms: 0,
            periods: periods as u32,
            period_left_ms: Some(left - (periods - 1) * period),
        }
    }

    /// `side`'s time after its turn `run` ends at `now`, or `Flagged`.
    fn charged(&self, run: Running, now: u64) -> Result<SideTime, Flagged> {
        let spent = run.spent(now);
        let t = self.side(run.side());
        if spent <= t.main_ms {
            return Ok(SideTime {
                main_ms: t.main_ms - spent,
                periods: t.periods,
            });
        }
        let period = self.period_ms();
        if period == 0 {
            return Err(Flagged(run.side()));
        }
        // Into the periods: a move within one keeps it.
        let over = spent - t.main_ms;
        let used = (over - 1) / period;
        if used >= u64::from(t.periods) {
            return Err(Flagged(run.side()));
        }
        Ok(SideTime {
            main_ms: 0,
            periods: t.periods - used as u32,
        })
    }
}

#[cfg(test)]
mod tests;
