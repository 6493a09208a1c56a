//! The replay of a finished game, and the game at one of its positions
//! (to play on from there), every position through the rules crate.

use super::moves::{parse_moves, record_positions};
use super::schema::{profile_of, FinishedGame};
use janggi_rules::{Game, Position};
use janggi_wire::dto::{BoardFrame, MoveDto, ReplayDto};
use janggi_wire::error::AppError;

/// Replays a finished game for the replay screen.
pub fn replay(g: &FinishedGame) -> Result<ReplayDto, AppError> {
    let profile = profile_of(g);
    let start = Position::from_fen(&g.start_fen, &profile)
        .map_err(|e| AppError::storage(format!("bad start position: {e}")))?;
    let moves = parse_moves(&start, &g.moves)?;
    let positions = record_positions(&start, &moves)?;
    Ok(ReplayDto {
        game: g.summary(),
        frames: positions.iter().map(BoardFrame::of).collect(),
        moves: positions
            .iter()
            .zip(&moves)
            .map(|(pos, &m)| MoveDto::describe(pos, m))
            .collect(),
    })
}

/// The game of a record after its first `ply` moves, played through the
/// rules (so its history, repetition counts and undo are those of the
/// record). An error when the game had ended before `ply`.
pub fn game_at(g: &FinishedGame, ply: usize) -> Result<Game, AppError> {
    let profile = profile_of(g);
    let start = Position::from_fen(&g.start_fen, &profile)
        .map_err(|e| AppError::storage(format!("bad start position: {e}")))?;
    let moves = parse_moves(&start, &g.moves)?;
    if ply > moves.len() {
        return Err(AppError::bad_argument(format!(
            "the game has {} moves, not {ply}",
            moves.len()
        )));
    }
    let mut game = Game::from_position(start);
    for (i, &m) in moves[..ply].iter().enumerate() {
        game.play(m).map_err(|_| {
            AppError::bad_argument(format!("the game was over before move {}", i + 1))
        })?;
    }
    if game.outcome().is_over() {
        return Err(AppError::game_over());
    }
    Ok(game)
}
