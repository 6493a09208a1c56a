//! Draw offers on one device: the core's side. Two players: the session
//! keeps the offer. Against the computer: the position is judged by a short
//! search on the calling thread, without the session's lock, and the answer
//! applied only if the game has not moved meanwhile. A game on two devices
//! goes through the LAN commands.

use super::{AppCore, GameAction};
use crate::ai;
use janggi_wire::dto::BoardView;
use janggi_wire::error::AppError;

impl AppCore {
    /// `offer_draw` ([`AppCore::act`]): a draw offer. Two players on this
    /// device: it waits for the other's `answer_draw`. Against the
    /// computer: it answers at once (see `offer_draw_here`). A game on two
    /// devices goes through `lan_offer_draw`.
    pub fn offer_draw(&self) -> Result<BoardView, AppError> {
        self.act(GameAction::OfferDraw)
    }

    /// A draw offer on this device; against the computer answered by a
    /// short search, without the session lock ([`ai::accepts_draw`]), the
    /// game ending drawn if it accepts.
    pub(super) fn offer_draw_here(&self) -> Result<BoardView, AppError> {
        let asked = {
            let mut guard = self.session_lock();
            let session = guard.as_mut().ok_or_else(AppError::no_game)?;
            session.check_draw_offer()?;
            session.computer_side().map(|computer| {
                (
                    session.id(),
                    session.ply(),
                    session.game().clone(),
                    computer,
                )
            })
        };
        let Some((id, ply, game, computer)) = asked else {
            return self.with_session(|s| s.offer_draw());
        };
        let accept = ai::accepts_draw(&game, computer);
        self.with_session(|s| {
            // A position that changed meanwhile (an undo) is not the one judged.
            if s.id() != id || s.ply() != ply {
                return Err(AppError::not_your_turn(
                    "the position changed before the computer answered",
                ));
            }
            s.settle_computer_draw(accept)
        })
    }

    /// `answer_draw { accept }` ([`AppCore::act`]): the other player of a
    /// game on this device answers a draw offer (on two devices:
    /// `lan_answer_draw`).
    pub fn answer_draw(&self, accept: bool) -> Result<BoardView, AppError> {
        self.act(GameAction::AnswerDraw(accept))
    }
}
