//! Moves as the records store them (one string of UCI moves) and the
//! replay of a finished game, every position through the rules crate.

use super::schema::{profile_of, FinishedGame};
use crate::dto::{BoardFrame, MoveDto, ReplayDto};
use crate::error::AppError;
use janggi_rules::formats::{pgn, GameRecord};
use janggi_rules::{notation, Game, Move, Position};

/// The UCI names of `moves` played from `start`, space-separated. The
/// positions come from [`GameRecord::positions`] (which plays on after a
/// double pass, as records do).
pub fn uci_string(start: &Position, moves: &[Move]) -> Result<String, AppError> {
    let positions = record_positions(start, moves)?;
    let names: Vec<String> = positions
        .iter()
        .zip(moves)
        .map(|(pos, &m)| notation::uci(pos, m))
        .collect();
    Ok(names.join(" "))
}

/// Every position of `moves` played from `start`, the start first.
fn record_positions(start: &Position, moves: &[Move]) -> Result<Vec<Position>, AppError> {
    let mut record = GameRecord::new(start);
    record.moves = moves.to_vec();
    record
        .positions()
        .map_err(|e| AppError::storage(format!("stored moves: {e}")))
}

/// Reads a stored UCI move string from `start`, every move checked by the
/// rules. The string is PGN movetext, so the rules crate's PGN reader reads
/// it (and plays on after a double pass, as it does for any record).
pub fn parse_moves(start: &Position, moves: &str) -> Result<Vec<Move>, AppError> {
    if moves.trim().is_empty() {
        return Ok(Vec::new());
    }
    let profile = start.profile();
    let variant = match profile.variant {
        janggi_rules::Variant::Janggi => "janggi",
        janggi_rules::Variant::Xiangqi => "xiangqi",
    };
    let text = format!(
        "[Variant \"{variant}\"]\n[Rules \"{}\"]\n[FEN \"{}\"]\n[SetUp \"1\"]\n\n{moves} *\n",
        profile.id.name(),
        start.fen()
    );
    let mut games =
        pgn::read(&text).map_err(|e| AppError::storage(format!("stored moves: {e}")))?;
    match games.pop() {
        Some(g) if games.is_empty() => Ok(g.moves),
        _ => Err(AppError::storage("stored moves: not one game")),
    }
}

/// Replays a finished game for the replay screen.
pub fn replay(g: &FinishedGame) -> Result<ReplayDto, AppError> {
    let profile = profile_of(g);
    let start = Position::from_fen(&g.start_fen, &profile)
        .map_err(|e| AppError::storage(format!("bad start position: {e}")))?;
    let moves = parse_moves(&start, &g.moves)?;
    let positions = record_positions(&start, &moves)?;
    Ok(ReplayDto {
        game: g.into(),
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
