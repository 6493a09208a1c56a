//! The clocks' wire types: a game's time control with main time
//! ([`TimeControlDto`], in `new_game`'s options and the LAN host's), and
//! how the view shows the per-move timer ([`MoveTimerDto`]) and both main
//! time clocks ([`ClockView`]).

use super::vocab::SideDto;
use serde::{Deserialize, Serialize};
use ts_rs::TS;

/// A time control with main time.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(
    tag = "kind",
    rename_all = "camelCase",
    rename_all_fields = "camelCase"
)]
pub enum TimeControlDto {
    /// Main time, then `periods` byoyomi periods of `period_secs` each (a
    /// move within a period keeps it).
    Byoyomi {
        /// Main time, seconds (0: byoyomi from the first move).
        main_secs: u32,
        /// One period, seconds.
        period_secs: u32,
        /// Number of periods.
        periods: u32,
    },
    /// Main time, and `increment_secs` added after each move.
    Fischer {
        /// Main time, seconds.
        main_secs: u32,
        /// Added after each move, seconds.
        increment_secs: u32,
    },
}

impl TimeControlDto {
    /// Main time, seconds.
    pub fn main_secs(&self) -> u32 {
        match *self {
            TimeControlDto::Byoyomi { main_secs, .. }
            | TimeControlDto::Fischer { main_secs, .. } => main_secs,
        }
    }
    /// One byoyomi period, seconds (0 under Fischer).
    pub fn period_secs(&self) -> u32 {
        match *self {
            TimeControlDto::Byoyomi { period_secs, .. } => period_secs,
            TimeControlDto::Fischer { .. } => 0,
        }
    }
    /// Byoyomi periods (0 under Fischer).
    pub fn periods(&self) -> u32 {
        match *self {
            TimeControlDto::Byoyomi { periods, .. } => periods,
            TimeControlDto::Fischer { .. } => 0,
        }
    }
    /// Increment, seconds (0 under byoyomi).
    pub fn increment_secs(&self) -> u32 {
        match *self {
            TimeControlDto::Fischer { increment_secs, .. } => increment_secs,
            TimeControlDto::Byoyomi { .. } => 0,
        }
    }
    /// The limits a game accepts: main time up to 24 h; 1 to 10 periods of
    /// 1 s to 1 h; an increment up to 10 min; some time to play with.
    pub fn check(&self) -> Result<(), String> {
        let main = self.main_secs();
        if main > 86_400 {
            return Err(format!(
                "main time must be at most 86400 seconds, got {main}"
            ));
        }
        match *self {
            TimeControlDto::Byoyomi {
                period_secs,
                periods,
                ..
            } => {
                if !(1..=3_600).contains(&period_secs) {
                    return Err(format!(
                        "a byoyomi period must be 1..3600 seconds, got {period_secs}"
                    ));
                }
                if !(1..=10).contains(&periods) {
                    return Err(format!("byoyomi periods must be 1..10, got {periods}"));
                }
            }
            TimeControlDto::Fischer { increment_secs, .. } => {
                if increment_secs > 600 {
                    return Err(format!(
                        "the increment must be at most 600 seconds, got {increment_secs}"
                    ));
                }
                if main == 0 {
                    return Err("a Fischer clock needs main time".into());
                }
            }
        }
        Ok(())
    }
}

/// The per-move timer.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct MoveTimerDto {
    /// Seconds per move.
    pub secs: u32,
    /// When the side to move runs out, in epoch milliseconds (`None` while
    /// no clock runs: the computer's turn, a paused clock, game over).
    pub deadline_ms: Option<u64>,
    /// Why the clock stands still, if it was paused.
    pub paused: Option<ClockPause>,
    /// Milliseconds left on the paused clock of the side to move.
    pub paused_left_ms: Option<u64>,
}

/// Both clocks of a game with main time.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct ClockView {
    /// The time control.
    pub control: TimeControlDto,
    /// Cho / Red, as of `atMs`.
    pub first: SideClockDto,
    /// Han / Black, as of `atMs`.
    pub second: SideClockDto,
    /// The side whose clock runs (`None`: before the first move, game over).
    pub running: Option<SideDto>,
    /// When the figures were taken, epoch ms: the running side's clock
    /// counts down from them (unless paused).
    pub at_ms: u64,
    /// When the running side's main time ends, epoch ms (`None` in its
    /// byoyomi, under Fischer, or paused).
    pub main_ends_ms: Option<u64>,
    /// When the running side's flag falls, epoch ms (`None` while paused).
    pub flag_ms: Option<u64>,
    /// Why the clock stands still, if it was paused.
    pub paused: Option<ClockPause>,
}

/// One side's clock.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct SideClockDto {
    /// Main time left, ms (under Fischer: all the time left).
    pub main_ms: u64,
    /// Byoyomi periods left, the one in progress included.
    pub periods: u32,
    /// In byoyomi: what is left of the period in progress, ms.
    pub period_left_ms: Option<u64>,
}

/// Why a clock is paused (`pause_clock`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub enum ClockPause {
    /// The player is on another screen or the app is hidden: the game
    /// screen resumes it on return.
    Away,
    /// A player asked for a pause (two players): only a request resumes it.
    Request,
}

// The UI's time control and the two-device protocol's (janggi-net, whose
// wire format is versioned apart from the UI's) are the same choices.

impl From<TimeControlDto> for janggi_net::TimeControl {
    fn from(t: TimeControlDto) -> janggi_net::TimeControl {
        match t {
            TimeControlDto::Byoyomi {
                main_secs,
                period_secs,
                periods,
            } => janggi_net::TimeControl::Byoyomi {
                main_secs,
                period_secs,
                periods,
            },
            TimeControlDto::Fischer {
                main_secs,
                increment_secs,
            } => janggi_net::TimeControl::Fischer {
                main_secs,
                increment_secs,
            },
        }
    }
}

impl From<janggi_net::TimeControl> for TimeControlDto {
    fn from(t: janggi_net::TimeControl) -> TimeControlDto {
        match t {
            janggi_net::TimeControl::Byoyomi {
                main_secs,
                period_secs,
                periods,
            } => TimeControlDto::Byoyomi {
                main_secs,
                period_secs,
                periods,
            },
            janggi_net::TimeControl::Fischer {
                main_secs,
                increment_secs,
            } => TimeControlDto::Fischer {
                main_secs,
                increment_secs,
            },
        }
    }
}
