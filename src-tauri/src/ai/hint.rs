//! A hint: a short search for the player's best move.

use janggi_engine::{Engine, Limits};
use janggi_rules::{notation, Game};
use janggi_wire::dto::HintDto;
use janggi_wire::error::AppError;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

/// Transposition table size of a hint search, in MiB.
const HINT_HASH_MB: usize = 8;
/// Thinking time of a hint.
const HINT_TIME: Duration = Duration::from_millis(400);

/// A short search for the player's best move (blocking).
pub fn hint(game: &Game) -> Result<HintDto, AppError> {
    let mut engine = Engine::new(HINT_HASH_MB, 1);
    let limits = Limits::movetime(HINT_TIME);
    let stop = AtomicBool::new(false);
    let result = engine.search(game, &limits, &stop, &mut |_| {});
    let m = result.best;
    if m.is_none() || !game.position().is_legal(m) {
        return Err(AppError::internal("the engine found no move"));
    }
    let pos = game.position();
    let (from, to) = if m.is_pass() {
        let g = pos
            .general(pos.turn())
            .map(|s| s.index() as u8)
            .unwrap_or(0);
        (g, g)
    } else {
        (m.from().index() as u8, m.to().index() as u8)
    };
    Ok(HintDto {
        from,
        to,
        pass: m.is_pass(),
        notation: notation::describe(pos, m),
        latin: (pos.variant() == janggi_rules::Variant::Janggi)
            .then(|| notation::janggi_latin(pos, m)),
    })
}
