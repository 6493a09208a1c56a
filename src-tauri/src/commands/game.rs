//! Game commands: new game, setup choice, moves, pass, undo, resign, draw
//! offers, flip, the view, the clock's pause, why a move is refused. What
//! a player does to the game is a [`GameAction`] handed to `AppCore::act`,
//! which sends it to the other device in a two-device game.

use super::args::{
    answer_draw, choose_setup, explain_move, flip, get_view, make_move, new_game, offer_draw,
    pass_turn, pause_clock, resign, undo,
};
use super::Cx;
use crate::core::GameAction;
use janggi_wire::dto::BoardView;
use janggi_wire::error::AppError;
use tauri::Runtime;

/// Replaces any game.
pub async fn new_game<R: Runtime>(cx: Cx<'_, R>, a: new_game::Args) -> Result<BoardView, AppError> {
    cx.core.new_game(a.options)
}

/// A Janggi setup (Han first, then Cho).
pub async fn choose_setup<R: Runtime>(
    cx: Cx<'_, R>,
    a: choose_setup::Args,
) -> Result<BoardView, AppError> {
    cx.core.act(GameAction::ChooseSetup {
        side: a.side,
        setup: a.setup,
    })
}

/// A move between two squares (0..89).
pub async fn make_move<R: Runtime>(
    cx: Cx<'_, R>,
    a: make_move::Args,
) -> Result<BoardView, AppError> {
    cx.core.act(GameAction::Move {
        from: a.from.0,
        to: a.to.0,
    })
}

/// A pass (Janggi).
pub async fn pass_turn<R: Runtime>(
    cx: Cx<'_, R>,
    _: pass_turn::Args,
) -> Result<BoardView, AppError> {
    cx.core.act(GameAction::Pass)
}

/// Against the computer the player's move and the reply; two players one move.
pub async fn undo<R: Runtime>(cx: Cx<'_, R>, _: undo::Args) -> Result<BoardView, AppError> {
    cx.core.act(GameAction::Undo)
}

/// The side to move resigns.
pub async fn resign<R: Runtime>(cx: Cx<'_, R>, _: resign::Args) -> Result<BoardView, AppError> {
    cx.core.act(GameAction::Resign)
}

/// Two players, a draw offer for the other to answer; against the
/// computer, answered at once.
pub async fn offer_draw<R: Runtime>(
    cx: Cx<'_, R>,
    _: offer_draw::Args,
) -> Result<BoardView, AppError> {
    cx.core.act(GameAction::OfferDraw)
}

/// Two players on this device: the answer to the other's draw offer.
pub async fn answer_draw<R: Runtime>(
    cx: Cx<'_, R>,
    a: answer_draw::Args,
) -> Result<BoardView, AppError> {
    cx.core.act(GameAction::AnswerDraw(a.accept))
}

/// Turns the board around.
pub async fn flip<R: Runtime>(cx: Cx<'_, R>, _: flip::Args) -> Result<BoardView, AppError> {
    cx.core.flip()
}

/// The view (`noGame` when there is none).
pub async fn get_view<R: Runtime>(cx: Cx<'_, R>, _: get_view::Args) -> Result<BoardView, AppError> {
    cx.core.get_view()
}

/// Pauses the move clock or (`None`) lets it run again.
pub async fn pause_clock<R: Runtime>(
    cx: Cx<'_, R>,
    a: pause_clock::Args,
) -> Result<BoardView, AppError> {
    cx.core.act(GameAction::PauseClock(a.pause))
}

/// The text key saying why the move is refused.
pub async fn explain_move<R: Runtime>(
    cx: Cx<'_, R>,
    a: explain_move::Args,
) -> Result<String, AppError> {
    cx.core.explain_move(a.from.0, a.to.0)
}
