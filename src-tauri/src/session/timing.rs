//! The session's side of the game clock ([`super::clock`]): which turn
//! runs, the deadline the timer thread waits for (the running side's
//! flag), a move after the flag fell.

use super::clock::GameClock;
use super::GameSession;
use janggi_rules::Side;

/// The session's side of the game clock: which turn runs, the deadline the
/// timer thread waits for (the running side's flag), a late move.
impl GameSession {
    /// The game clock, if the game has main time.
    pub fn game_clock(&self) -> Option<&GameClock> {
        self.clock.as_ref()
    }

    /// Gives a resumed game its saved clock (a turn that ran goes on from
    /// when it started: the time the app was closed counts, as on a real
    /// clock; a paused one resumes now).
    pub fn set_game_clock(&mut self, clock: Option<GameClock>, now: u64) {
        let Some(mut c) = clock else {
            return; // the per-move timer's deadline stays as restored
        };
        c.resume(now);
        self.clock = Some(c);
        self.reset_deadline();
    }

    /// Runs the clock of the side that must move now (none during the
    /// setup choice or after the end) and sets the deadline to its flag.
    /// Returns `false` when the game has no main-time clock.
    pub(super) fn sync_clock(&mut self, now: u64) -> bool {
        let want =
            (self.setup_turn.is_none() && self.is_playing()).then(|| self.game.position().turn());
        let paused = self.pause.is_some();
        let Some(c) = self.clock.as_mut() else {
            return false;
        };
        c.run(want, now);
        if paused {
            c.pause(now);
        }
        self.deadline_ms = c.flag_at();
        true
    }

    /// Before a move at `now`: `Some(side)` when the mover's flag has
    /// already fallen (the timer thread had not applied it yet).
    pub(super) fn late_mover(&self, now: u64) -> Option<Side> {
        self.clock.as_ref()?.flagged_side(now)
    }

    /// The move just played at `now` is charged to its side's clock.
    pub(super) fn clock_moved(&mut self, now: u64) {
        if let Some(c) = self.clock.as_mut() {
            if c.moved(now).is_err() {
                // Checked before the move (late_mover): cannot happen.
                let side = c.running_side();
                if let Some(side) = side {
                    c.flag_fell(side);
                }
            }
        }
    }

    /// Pauses (`true`) or resumes the game clock at `now`.
    pub(super) fn pause_game_clock(&mut self, pause: bool, now: u64) {
        if let Some(c) = self.clock.as_mut() {
            if pause {
                c.pause(now);
            } else {
                c.resume(now);
            }
            self.deadline_ms = c.flag_at();
        }
    }

    /// The flag of the side to move fell: its clock shows nothing left.
    pub(super) fn clock_flag_fell(&mut self, side: Side) {
        if let Some(c) = self.clock.as_mut() {
            c.flag_fell(side);
        }
    }
}
