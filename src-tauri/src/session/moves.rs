//! Every change of the game's moves: a move played (charged to the clock,
//! refused after the flag fell), one taken back, a new game, each keeping
//! the described moves in step with the game's.

use super::GameSession;
use janggi_rules::{Game, Move, Side};
use janggi_wire::dto::MoveDto;
use janggi_wire::error::AppError;

/// Every change of the game's moves goes through these three, so that
/// [`GameSession::described`] stays in step with `game.moves()`.
impl GameSession {
    /// Plays `m` (legal for the side to move) and describes it.
    /// Under a clock with main time, a move that comes after its side's
    /// flag fell is not played: that side loses on time instead (by the
    /// profile's rule), and `Ok` says the game changed.
    pub(super) fn play(&mut self, m: Move) -> Result<(), AppError> {
        let now = crate::clock::now_ms();
        if let Some(side) = self.late_mover(now) {
            self.cancel_search();
            self.game.time_out(side)?;
            self.clock_flag_fell(side);
            self.deadline_ms = None;
            return Ok(());
        }
        let described = MoveDto::describe(self.game.position(), m);
        self.game.play(m)?;
        self.described.push(described);
        self.clock_moved(now);
        Ok(())
    }

    /// Takes back the last move, if any.
    pub(super) fn undo_one(&mut self) -> Option<Move> {
        let m = self.game.undo();
        if m.is_some() {
            self.described.pop();
            self.unchanged_below = self.unchanged_below.min(self.described.len());
        }
        m
    }

    /// Replaces the game (a new start, a chosen setup).
    pub(super) fn set_game(&mut self, game: Game) {
        self.described = describe_all(&game);
        self.game = game;
        self.unchanged_below = 0;
    }
}

/// Describes every move of `game` (once, when a session gets a game with a
/// history).
pub(super) fn describe_all(game: &Game) -> Vec<MoveDto> {
    let mut pos = game.start_position().clone();
    let mut out = Vec::with_capacity(game.moves().len());
    for &m in game.moves() {
        out.push(MoveDto::describe(&pos, m));
        let _undo = pos.make_move(m);
    }
    out
}

/// Whether something can be taken back, and the game a hint searches.
impl GameSession {
    /// `true` when `undo` would take something back.
    pub fn undo_available(&self) -> bool {
        if self.setup_turn.is_some() {
            return self.setup_undo_available();
        }
        if self.game.moves().is_empty() {
            return false;
        }
        match self.computer_side() {
            None => true,
            Some(computer) => {
                // Some move in the history was played by the human: sides
                // alternate, so one of the first two plies tells.
                let first = self.game.start_position().turn();
                let plies = self.game.moves().len().min(2);
                (0..plies).any(|i| mover_of_ply(first, i) != computer)
            }
        }
    }

    /// During the setup choice: a human Han has chosen and Cho is to
    /// choose (the computer, or the other player), so Han's choice can be
    /// taken back.
    pub(super) fn setup_undo_available(&self) -> bool {
        self.setup_turn == Some(Side::First)
            && self.setups[Side::Second.index()].is_some()
            && self.is_human(Side::Second)
    }

    /// A copy of the game for a hint search, when a human is to move.
    pub fn hint_game(&self) -> Result<Game, AppError> {
        self.check_human_turn()?;
        Ok(self.game.clone())
    }
}

/// The side that played ply `i` (0-based) when `first` moved at ply 0.
/// Passes are moves, so sides always alternate.
fn mover_of_ply(first: Side, i: usize) -> Side {
    if i.is_multiple_of(2) {
        first
    } else {
        first.opposite()
    }
}
