//! Moves as the records store them: one string of UCI moves from the start
//! position, read and written through the rules crate.

use janggi_formats::{self as formats, GameRecord};
use janggi_rules::{notation, Move, Position};
use janggi_wire::error::AppError;

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
pub(super) fn record_positions(
    start: &Position,
    moves: &[Move],
) -> Result<Vec<Position>, AppError> {
    let mut record = GameRecord::new(start);
    record.moves = moves.to_vec();
    record
        .positions()
        .map_err(|e| AppError::storage(format!("stored moves: {e}")))
}

/// Reads a stored UCI move string from `start`, every move checked by the
/// rules (play goes on after a double pass, as for any record).
pub fn parse_moves(start: &Position, moves: &str) -> Result<Vec<Move>, AppError> {
    formats::read_uci_moves(start, moves)
        .map_err(|e| AppError::storage(format!("stored moves: {e}")))
}
