//! What the records keep of a session, and the way back (the records
//! themselves live in [`crate::records`]; the app core joins the two).

use super::{describe_all, GameSession};
use crate::clock::now_ms;
use crate::dto::{Mode, SetupId, SetupsDto};
use janggi_rules::{Game, JanggiSetup, Side};

/// What the records keep of a session, and the way back.
impl GameSession {
    /// Who plays.
    pub fn mode(&self) -> Mode {
        self.mode
    }

    /// The chosen Janggi setups.
    pub fn setups(&self) -> SetupsDto {
        SetupsDto {
            first: self.setups[0].map(SetupId::from),
            second: self.setups[1].map(SetupId::from),
        }
    }

    /// The side drawn at the bottom.
    pub fn orientation(&self) -> Side {
        self.orientation
    }

    /// Seconds per move, if the move timer is on.
    pub fn move_timer_secs(&self) -> Option<u32> {
        self.move_timer_secs
    }

    /// What is left of the running human clock at `now` (epoch ms).
    pub fn remaining_ms(&self, now: u64) -> Option<u64> {
        self.deadline_ms
            .map(|d| d.saturating_sub(now))
            .or(self.paused_left_ms)
    }

    /// The moves from the start, UCI, separated by spaces.
    pub fn uci_moves(&self) -> String {
        let mut out = String::with_capacity(self.described.len() * 5);
        for (i, m) in self.described.iter().enumerate() {
            if i > 0 {
                out.push(' ');
            }
            out.push_str(&m.uci);
        }
        out
    }

    /// A saved session back: `game` with its history (so undo and
    /// repetition work as before), the same mode, setups, orientation, the
    /// side still to choose its setup and the time that was left on a
    /// running clock.
    #[allow(clippy::too_many_arguments)]
    pub fn resumed(
        id: u64,
        game: Game,
        mode: Mode,
        orientation: Side,
        setups: SetupsDto,
        setup_turn: Option<Side>,
        move_timer_secs: Option<u32>,
        remaining_ms: Option<u64>,
    ) -> GameSession {
        let mut session =
            GameSession::with_game(id, game, mode, orientation, setups, move_timer_secs);
        session.setup_turn = setup_turn;
        session.reset_deadline();
        if let (Some(_), Some(left)) = (session.deadline_ms, remaining_ms) {
            session.deadline_ms = Some(now_ms() + left);
        }
        // The app opens on Home: the clock waits for the game screen.
        session.set_clock_pause(Some(crate::dto::ClockPause::Away));
        session
    }

    /// A session around an existing `game` (continuing a recorded game):
    /// its history stays, so undo works back to its start.
    pub fn with_game(
        id: u64,
        game: Game,
        mode: Mode,
        orientation: Side,
        setups: SetupsDto,
        move_timer_secs: Option<u32>,
    ) -> GameSession {
        let profile = *game.start_position().profile();
        let described = describe_all(&game);
        let mut session = GameSession {
            id,
            game,
            profile,
            mode,
            setup_turn: None,
            setups: [
                setups.first.map(JanggiSetup::from),
                setups.second.map(JanggiSetup::from),
            ],
            orientation,
            move_timer_secs,
            deadline_ms: None,
            pause: None,
            paused_left_ms: None,
            search: None,
            search_seq: 0,
            described,
            last_view: 0,
            unchanged_below: 0,
        };
        session.reset_deadline();
        session
    }
}
