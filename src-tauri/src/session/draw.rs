//! Draws by agreement on one device: a two-player game's standing offer and
//! its answer, and the checks before the computer is asked
//! ([`crate::ai::accepts_draw`]; the core runs that search without the
//! session's lock).

use super::GameSession;
use janggi_rules::Side;
use janggi_wire::error::AppError;

impl GameSession {
    /// The draw offer standing in a two-player game: the side that made it.
    pub fn draw_offer(&self) -> Option<Side> {
        self.draw_offer
            .filter(|&(_, ply)| ply == self.ply() && !self.game.outcome().is_over())
            .map(|(side, _)| side)
    }

    /// Whether the game's rules have draws (the same test as a LAN game's).
    pub fn draws_allowed(&self) -> bool {
        janggi_net::allows_draws(&self.profile)
    }

    /// Checks that a draw may be offered now; returns the side offering it
    /// (vs computer the human's, two players the side to move).
    pub fn check_draw_offer(&self) -> Result<Side, AppError> {
        if self.game.outcome().is_over() {
            return Err(AppError::game_over());
        }
        if self.setup_turn.is_some() {
            return Err(AppError::not_your_turn("the setups are still being chosen"));
        }
        if !self.draws_allowed() {
            return Err(AppError::bad_argument(format!(
                "the {} rules have no draws",
                self.profile.id.name()
            )));
        }
        if self.draw_offer().is_some() {
            return Err(AppError::not_your_turn(
                "a draw offer is waiting for its answer",
            ));
        }
        Ok(match self.computer_side() {
            Some(c) => c.opposite(),
            None => self.game.position().turn(),
        })
    }

    /// A player offers a draw in a two-player game: it stands until the
    /// other answers ([`GameSession::answer_draw`]) or a move is played.
    pub fn offer_draw(&mut self) -> Result<(), AppError> {
        let side = self.check_draw_offer()?;
        if self.computer_side().is_some() {
            return Err(AppError::bad_argument(
                "the computer answers a draw offer at once",
            ));
        }
        self.draw_offer = Some((side, self.ply()));
        Ok(())
    }

    /// The other player answers the standing offer of a two-player game
    /// (against the computer no offer stands: it answers at once,
    /// [`GameSession::settle_computer_draw`]). Accepted, the game ends drawn.
    pub fn answer_draw(&mut self, accept: bool) -> Result<(), AppError> {
        if self.draw_offer().is_none() {
            return Err(AppError::bad_argument("no draw offer to answer"));
        }
        self.draw_offer = None;
        if accept {
            self.agree_draw()?;
        }
        Ok(())
    }

    /// The computer's answer ([`crate::ai::accepts_draw`]) to the player's
    /// offer: an accepted draw ends the game.
    pub fn settle_computer_draw(&mut self, accept: bool) -> Result<(), AppError> {
        if self.computer_side().is_none() {
            return Err(AppError::internal("no computer in this game"));
        }
        if accept {
            self.agree_draw()?;
        }
        Ok(())
    }

    fn agree_draw(&mut self) -> Result<(), AppError> {
        self.cancel_search();
        self.game.agree_draw()?;
        self.deadline_ms = None;
        Ok(())
    }
}
