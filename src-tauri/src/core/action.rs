//! What a player does to the game ([`GameAction`]), whoever sits across:
//! the game commands build one and hand it to `AppCore::act`, which sends
//! it to the other device when a two-device game is on (the remote seat,
//! `core/lan/play.rs`) and applies it to the session on this device
//! otherwise ([`GameAction::apply`]). So the LAN branch lives in one place,
//! not in every command. Apart from the code that dispatches it, so that
//! the core can name it without an import cycle (see `make lint-modules`).

use crate::session::GameSession;
use janggi_wire::dto::{ClockPause, SetupId, SideDto};
use janggi_wire::error::AppError;

/// One thing a player does to the game in progress.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GameAction {
    /// `make_move`: a move between two squares (0..89).
    Move {
        /// The square moved from.
        from: u32,
        /// The square moved to.
        to: u32,
    },
    /// `pass_turn` (Janggi).
    Pass,
    /// `undo` (on two devices: a request to the other player).
    Undo,
    /// `resign`.
    Resign,
    /// `choose_setup`: `side`'s Janggi setup.
    ChooseSetup {
        /// Whose setup.
        side: SideDto,
        /// Which.
        setup: SetupId,
    },
    /// `offer_draw` (against the computer answered at once, by the core).
    OfferDraw,
    /// `answer_draw { accept }`.
    AnswerDraw(bool),
    /// `pause_clock`: pauses the move clock (`Some(reason)`) or lets it run
    /// again (`None`). Nothing on two devices: the host's clock runs for
    /// both players, so leaving the screen changes nothing.
    PauseClock(Option<ClockPause>),
}

impl GameAction {
    /// Applies the action to the game on this device.
    pub(super) fn apply(self, s: &mut GameSession) -> Result<(), AppError> {
        match self {
            GameAction::Move { from, to } => s.make_move(from, to),
            GameAction::Pass => s.pass_turn(),
            GameAction::Undo => s.undo(),
            GameAction::Resign => s.resign(),
            GameAction::ChooseSetup { side, setup } => {
                s.choose_setup(side.into(), setup, rand::random())
            }
            GameAction::OfferDraw => s.offer_draw(),
            GameAction::AnswerDraw(accept) => s.answer_draw(accept),
            GameAction::PauseClock(pause) => {
                s.set_clock_pause(pause);
                Ok(())
            }
        }
    }
}
