//! The clock with main time (byoyomi or Fischer) of a LAN game.
//!
//! The host's clock decides, as with the move timer: it charges each move
//! when it applies it, ends the game when the flag of the side to move
//! falls (a move that comes later loses on time instead), stands still
//! while the two devices are not connected, and sends both clocks after
//! every change. The joiner counts the same way between those messages
//! and takes the host's figures when they come. The clock is the session
//! clock's arithmetic ([`GameClock`]); only who decides differs.

use super::state::{LanClock, LanGame};
use crate::session::{Flagged, GameClock, SideTime};
use janggi_net::{ClockState, Forced, GameSettings, SideClock};
use janggi_rules::Side;
use janggi_wire::dto::{ClockPause, ClockView, LanLink, TimeControlDto};
use janggi_wire::error::AppError;

/// The host saves a running clock at most this often (a host killed in
/// the middle of a turn resumes with what the turn had spent by then).
pub(crate) const SAVE_EVERY_MS: u64 = 1000;

/// The clock `settings` ask for, its limits checked (the joiner checks
/// the host's settings as the host checked its own).
pub(crate) fn clock_of(settings: &GameSettings) -> Result<Option<LanClock>, AppError> {
    let Some(tc) = settings.clock else {
        return Ok(None);
    };
    let control = TimeControlDto::from(tc);
    control.check().map_err(AppError::bad_clock)?;
    Ok(Some(LanClock {
        clock: GameClock::new(control),
        ply: 0,
    }))
}

fn wire(t: SideTime) -> SideClock {
    SideClock {
        main_ms: t.main_ms,
        periods: t.periods,
    }
}

fn local(t: SideClock) -> SideTime {
    SideTime {
        main_ms: t.main_ms,
        periods: t.periods,
    }
}

impl LanGame {
    /// The side whose clock should run: the side to move while playing
    /// (none during the setup choice or after the end).
    fn clock_side(&self) -> Option<Side> {
        if self.is_over() || self.sync.setup_turn().is_some() {
            return None;
        }
        self.sync.turn()
    }

    /// Brings the clock in step with the game at `now`: a move just made is
    /// charged to its side (a period kept or used, the increment added)
    /// and the other side's turn starts; an undo, a resume or the end
    /// starts or stops the right turn; the clock stands still while the
    /// devices are not connected. `Some(side)` when `side`'s move came
    /// after its flag fell (the host ends the game on time).
    pub(crate) fn step_clock(&mut self, now: u64) -> Option<Side> {
        let want = self.clock_side();
        let ply = self.sync.ply();
        let connected = self.link == LanLink::Connected;
        let forced = self.sync.forced();
        let lc = self.clock.as_mut()?;
        let c = &mut lc.clock;
        if connected {
            c.resume(now);
        }
        let mut late = None;
        let running = c.running_side();
        if ply == lc.ply + 1 && running.is_some() && running != want {
            if let Err(Flagged(side)) = c.moved(now) {
                c.flag_fell(side);
                late = Some(side);
            }
        }
        c.run(want, now);
        if let Some(Forced::TimedOut { side }) = forced {
            // The host said so: whatever this device counted, nothing left.
            c.flag_fell(side.into());
        }
        lc.ply = ply;
        if !connected {
            c.pause(now);
        }
        late
    }

    /// The side to move whose flag has fallen at `now`, if any.
    pub(crate) fn flag_fallen(&self, now: u64) -> Option<Side> {
        self.clock.as_ref()?.clock.flagged_side(now)
    }

    /// Both clocks for the joiner (host), as they stand at `now`.
    pub(crate) fn clock_state(&self, now: u64) -> Option<ClockState> {
        let c = &self.clock.as_ref()?.clock;
        Some(ClockState {
            first: wire(c.side(Side::First)),
            second: wire(c.side(Side::Second)),
            spent_ms: c.running_spent(now),
            paused: c.is_paused(),
        })
    }

    /// Joiner: takes the host's clock for `ply` (an older one is ignored:
    /// a newer one follows it).
    pub(crate) fn adopt_clock(&mut self, ply: u32, state: ClockState, now: u64) {
        if ply != self.sync.ply() {
            return;
        }
        let want = self.clock_side();
        let Some(lc) = self.clock.as_mut() else {
            return;
        };
        lc.clock.adopt(
            [local(state.first), local(state.second)],
            want,
            state.spent_ms,
            state.paused,
            now,
        );
        lc.ply = ply;
    }

    /// The clock as the game screen shows it at `now`.
    pub(crate) fn clock_view(&self, now: u64) -> Option<ClockView> {
        let c = &self.clock.as_ref()?.clock;
        Some(c.view(c.is_paused().then_some(ClockPause::Away), now))
    }

    /// The clock to save at `now`: a running turn is saved standing still
    /// with what it has spent, so a restart does not count the time the
    /// app was closed (the devices were not connected then).
    pub(crate) fn clock_to_save(&self, now: u64) -> Option<LanClock> {
        let mut lc = self.clock?;
        lc.clock.pause(now);
        Some(lc)
    }
}
