//! Game commands: new game, setup choice, moves, pass, undo, resign, flip, view.

use super::{arg, new_game_options, opt_arg, square};
use crate::core::AppCore;
use crate::dto::{BoardView, ClockPause, NewGameOptions, SetupId, SideDto};
use crate::error::AppError;
use serde_json::Value;
use tauri::State;

/// `new_game { options: NewGameOptions }`: replaces any game.
#[tauri::command]
pub async fn new_game(
    core: State<'_, AppCore>,
    options: Option<Value>,
) -> Result<BoardView, AppError> {
    let options: NewGameOptions = new_game_options(options)?;
    core.new_game(options)
}

/// `choose_setup { side, setup }`: a Janggi setup (Han first, then Cho).
#[tauri::command]
pub async fn choose_setup(
    core: State<'_, AppCore>,
    side: Option<Value>,
    setup: Option<Value>,
) -> Result<BoardView, AppError> {
    let side: SideDto = arg(side, "side")?;
    let setup: SetupId = arg(setup, "setup")?;
    core.choose_setup(side, setup)
}

/// `make_move { from, to }`: squares 0..89.
#[tauri::command]
pub async fn make_move(
    core: State<'_, AppCore>,
    from: Option<Value>,
    to: Option<Value>,
) -> Result<BoardView, AppError> {
    let from = square(from, "from")?;
    let to = square(to, "to")?;
    core.make_move(from, to)
}

/// `pass_turn` (Janggi).
#[tauri::command]
pub async fn pass_turn(core: State<'_, AppCore>) -> Result<BoardView, AppError> {
    core.pass_turn()
}

/// `undo`: vs computer the player's move and the reply; two players one move.
#[tauri::command]
pub async fn undo(core: State<'_, AppCore>) -> Result<BoardView, AppError> {
    core.undo()
}

/// `resign`.
#[tauri::command]
pub async fn resign(core: State<'_, AppCore>) -> Result<BoardView, AppError> {
    core.resign()
}

/// `offer_draw`: two players, a draw offer for the other to answer; vs
/// computer, answered at once (the game ends drawn if it accepts).
#[tauri::command]
pub async fn offer_draw(core: State<'_, AppCore>) -> Result<BoardView, AppError> {
    core.offer_draw()
}

/// `answer_draw { accept }`: two players on this device, the answer to
/// the other's draw offer.
#[tauri::command]
pub async fn answer_draw(
    core: State<'_, AppCore>,
    accept: Option<Value>,
) -> Result<BoardView, AppError> {
    let accept: bool = arg(accept, "accept")?;
    core.answer_draw(accept)
}

/// `flip`: turns the board around.
#[tauri::command]
pub async fn flip(core: State<'_, AppCore>) -> Result<BoardView, AppError> {
    core.flip()
}

/// `get_view` (error `noGame` when none).
#[tauri::command]
pub async fn get_view(core: State<'_, AppCore>) -> Result<BoardView, AppError> {
    core.get_view()
}

/// `pause_clock { pause: "away" | "request" | null }`: pauses the move
/// clock or (null) lets it run again.
#[tauri::command]
pub async fn pause_clock(
    core: State<'_, AppCore>,
    pause: Option<Value>,
) -> Result<BoardView, AppError> {
    let pause: Option<ClockPause> = opt_arg(pause, "pause")?;
    core.pause_clock(pause)
}

/// `explain_move { from, to }`: the text key saying why the move is refused.
#[tauri::command]
pub async fn explain_move(
    core: State<'_, AppCore>,
    from: Option<Value>,
    to: Option<Value>,
) -> Result<String, AppError> {
    let from = square(from, "from")?;
    let to = square(to, "to")?;
    core.explain_move(from, to)
}
