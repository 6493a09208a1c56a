//! What keeps a player from feeling cheated: the pass warning (decided
//! here from the profile and the points, by playing the two passes with
//! the rules) and the paused move clock.

use super::GameSession;
use crate::clock::now_ms;
use janggi_rules::{Move, Outcome};
use janggi_wire::dto::{ClockPause, PassWarningDto, PointsDto};

impl GameSession {
    /// When the side to move passes now, may the opponent pass back and
    /// end the game (the profile's double-pass rule), with the passer not
    /// winning on points? Then the totals for the warning. `None` when no
    /// pass is possible or it is harmless. The two passes are played on
    /// the game and taken back: the rules decide, nothing is duplicated.
    pub fn pass_warning(&mut self) -> Option<PassWarningDto> {
        if !self.is_playing() {
            return None;
        }
        let passer = self.game.position().turn();
        self.game.play(Move::PASS).ok()?;
        let mut verdict = None;
        if !self.game.outcome().is_over() && self.game.play(Move::PASS).is_ok() {
            verdict = match self.game.outcome() {
                Outcome::Ongoing => None,
                o => Some(o.winner()),
            };
            self.game.undo();
        }
        self.game.undo();
        let winner = verdict?;
        if winner == Some(passer) {
            return None;
        }
        let points = PointsDto::of(self.game.position());
        let (mine, theirs) = match passer {
            janggi_rules::Side::First => (points.first, points.second),
            janggi_rules::Side::Second => (points.second, points.first),
        };
        Some(PassWarningDto {
            mine,
            theirs,
            draw: winner.is_none(),
        })
    }

    /// Why the clock stands still, if it was paused.
    pub fn clock_pause(&self) -> Option<ClockPause> {
        self.pause
    }

    /// Pauses the move clock (`Some(reason)`) or lets it run again
    /// (`None`). A pause asked for by a player is not lifted by a return
    /// to the screen (`Away` does not replace `Request`); only `None` ends
    /// it. The time left is kept, not restarted.
    pub fn set_clock_pause(&mut self, pause: Option<ClockPause>) {
        if self.clock.is_some() {
            // Main time: the running turn keeps what it has spent.
            match (self.pause, pause) {
                (_, None) => {
                    self.computer_held = false;
                    self.pause = None;
                    self.pause_game_clock(false, now_ms());
                }
                (Some(ClockPause::Request), Some(ClockPause::Away)) => {}
                (_, Some(p)) => {
                    self.pause = Some(p);
                    self.pause_game_clock(true, now_ms());
                }
            }
            return;
        }
        match (self.pause, pause) {
            (_, None) => {
                // The game is on screen again.
                self.computer_held = false;
                self.pause = None;
                if let Some(left) = self.paused_left_ms.take() {
                    self.deadline_ms = Some(now_ms() + left);
                }
            }
            (Some(ClockPause::Request), Some(ClockPause::Away)) => {}
            (_, Some(p)) => {
                if self.pause.is_none() {
                    self.paused_left_ms =
                        self.deadline_ms.take().map(|d| d.saturating_sub(now_ms()));
                }
                self.pause = Some(p);
            }
        }
    }

    /// The clock of a paused game stays stopped when a new deadline would
    /// start: the full time is kept for when it runs again.
    pub(super) fn hold_if_paused(&mut self) {
        if self.pause.is_some() {
            if let Some(d) = self.deadline_ms.take() {
                self.paused_left_ms = Some(d.saturating_sub(now_ms()));
            } else {
                self.paused_left_ms = None;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use janggi_rules::Side;
    use janggi_wire::dto::{LevelDto, Mode, NewGameOptions, ProfileIdDto, SideDto, VariantId};

    fn janggi(mode: Mode, timer: Option<u32>) -> GameSession {
        let options = NewGameOptions {
            variant: VariantId::Janggi,
            mode,
            profile: ProfileIdDto::JanggiStandard,
            move_timer_secs: timer,
            start_fen: None,
            handicap: None,
            clock: None,
        };
        let mut s = GameSession::new(1, &options, Side::First, 3).unwrap();
        // The computer's choice comes from the AI worker: stand in for it.
        if let Some(job) = s.begin_setup_choice() {
            let setup = janggi_rules::JanggiSetup::ALL[0];
            assert!(s.finish_setup_choice(job.game_id, job.seq, job.side, setup));
        }
        if s.setup_turn() == Some(Side::Second) {
            s.choose_setup(
                Side::Second,
                janggi_wire::dto::SetupId::HorseElephantHorseElephant,
                1,
            )
            .unwrap();
        }
        if s.setup_turn() == Some(Side::First) {
            s.choose_setup(
                Side::First,
                janggi_wire::dto::SetupId::HorseElephantHorseElephant,
                1,
            )
            .unwrap();
        }
        s
    }

    /// The case: Cho (72) passing lets Han (73.5) pass back and win
    /// on points; Han passing is harmless (Cho passing back would lose).
    #[test]
    fn cho_is_warned_at_72_against_73_5_and_han_is_not() {
        let mut s = janggi(Mode::TwoPlayers, None);
        assert_eq!(s.game().position().turn(), Side::First);
        let w = s.pass_warning().expect("Cho is warned");
        assert_eq!((w.mine, w.theirs, w.draw), (72.0, 73.5, false));
        assert_eq!(s.ply(), 0, "the trial passes are taken back");
        s.pass_turn().unwrap();
        assert_eq!(s.pass_warning(), None, "Han passing back wins: no warning");
        assert_eq!(s.view().pass_warning, None);
    }

    /// A profile where two passes do not end the game gives no warning.
    #[test]
    fn no_warning_in_xiangqi_or_when_over() {
        let options = NewGameOptions {
            variant: VariantId::Xiangqi,
            mode: Mode::TwoPlayers,
            profile: ProfileIdDto::Xiangqi,
            move_timer_secs: None,
            start_fen: None,
            handicap: None,
            clock: None,
        };
        let mut s = GameSession::new(1, &options, Side::First, 3).unwrap();
        assert_eq!(s.pass_warning(), None);
        let mut j = janggi(Mode::TwoPlayers, None);
        j.resign().unwrap();
        assert_eq!(j.pass_warning(), None);
    }

    /// Pausing keeps the time left; `Away` does not lift a requested
    /// pause; resuming runs from what was left.
    #[test]
    fn pause_keeps_the_time_left() {
        let mut s = janggi(
            Mode::VsComputer {
                level: LevelDto::new(4).unwrap(),
                human_side: SideDto::First,
            },
            Some(60),
        );
        assert!(s.timer_job().is_some());
        s.set_clock_pause(Some(ClockPause::Away));
        assert!(s.timer_job().is_none(), "no timeout while paused");
        let left = s.view().move_timer.unwrap().paused_left_ms.unwrap();
        assert!((59_000..=60_000).contains(&left), "{left}");
        s.set_clock_pause(None);
        let d = s.timer_job().unwrap().deadline_ms;
        assert!(d <= now_ms() + 60_000 && d + 2_000 > now_ms() + 60_000);
        let mut t = janggi(Mode::TwoPlayers, Some(30));
        t.set_clock_pause(Some(ClockPause::Request));
        t.set_clock_pause(Some(ClockPause::Away));
        assert_eq!(t.clock_pause(), Some(ClockPause::Request));
        assert!(t.timer_job().is_none());
        t.set_clock_pause(None);
        assert!(t.timer_job().is_some());
    }
}
