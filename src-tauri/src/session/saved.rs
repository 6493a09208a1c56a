//! What the records keep of a session, and the way back (the records
//! themselves live in [`crate::records`]; the app core joins the two).

use super::moves::describe_all;
use super::GameSession;
use janggi_rules::{Game, Handicap, JanggiSetup, Side};
use janggi_wire::dto::{Mode, SetupId, SetupsDto};

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

    /// The computer's seed for this game.
    pub fn ai_seed(&self) -> u64 {
        self.ai_seed
    }

    /// Gives the computer its seed for this game (a resumed game keeps the
    /// one it had; a game continued from a record gets a new one).
    pub fn set_ai_seed(&mut self, seed: u64) {
        self.ai_seed = seed;
    }

    /// Whether the game counts for the player's rating when it ends.
    pub fn rated(&self) -> bool {
        self.rated
    }

    /// Marks the game as rated or not (a resumed game keeps its mark; a
    /// game around an existing one, [`GameSession::with_game`], is not
    /// rated unless told so).
    pub fn set_rated(&mut self, rated: bool) {
        self.rated = rated;
    }

    /// Seconds per move, if the move timer is on.
    pub fn move_timer_secs(&self) -> Option<u32> {
        self.move_timer_secs
    }

    /// What is left of the human clock while it is paused (it does not run
    /// then, so the records keep the time left rather than a deadline).
    pub fn paused_left_ms(&self) -> Option<u64> {
        self.paused_left_ms
    }

    /// When the running human clock runs out (epoch ms): the move's or the
    /// setup choice's deadline, set when that turn started.
    pub fn deadline_ms(&self) -> Option<u64> {
        self.deadline_ms
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
    /// side still to choose its setup and the running clock's deadline
    /// (epoch ms; `None` starts the clock afresh when a human must act).
    /// A deadline that has passed is left for [`GameSession::expire`].
    #[allow(clippy::too_many_arguments)]
    pub fn resumed(
        id: u64,
        game: Game,
        mode: Mode,
        orientation: Side,
        setups: SetupsDto,
        setup_turn: Option<Side>,
        move_timer_secs: Option<u32>,
        deadline_ms: Option<u64>,
    ) -> GameSession {
        let mut session =
            GameSession::with_game(id, game, mode, orientation, setups, move_timer_secs);
        session.setup_turn = setup_turn;
        session.setup_seed = id ^ deadline_ms.unwrap_or(0) ^ 0x9E37_79B9_7F4A_7C15;
        session.reset_deadline();
        if let (Some(_), Some(d)) = (session.deadline_ms, deadline_ms) {
            session.deadline_ms = Some(d);
        }
        session
    }

    /// A session around an existing `game` (continuing a recorded game):
    /// its history stays, so undo works back to its start. A game from a
    /// handicap start is a handicap game ([`Handicap::detect`]; so is a
    /// saved game resumed during its setup choice, whose start is the
    /// handicap's with the placeholder setups).
    pub fn with_game(
        id: u64,
        game: Game,
        mode: Mode,
        orientation: Side,
        setups: SetupsDto,
        move_timer_secs: Option<u32>,
    ) -> GameSession {
        let profile = *game.start_position().profile();
        let handicap = Handicap::detect(game.start_position()).map(|(h, _)| h);
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
            handicap,
            orientation,
            move_timer_secs,
            clock: None,
            deadline_ms: None,
            pause: None,
            paused_left_ms: None,
            setup_seed: 0,
            ai_seed: 0,
            rated: false,
            search: None,
            search_seq: 0,
            computer_held: false,
            described,
            last_view: 0,
            unchanged_below: 0,
            draw_offer: None,
        };
        session.reset_deadline();
        session
    }
}
