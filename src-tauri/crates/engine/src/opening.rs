//! Random openings for matches and tests: a few random legal moves from
//! the start, so that seeded games between the same players differ.

use janggi_rules::{Game, Move};
use rand::rngs::SmallRng;
use rand::Rng;

/// Plays up to `plies` random legal moves (never a pass) on `game`; stops
/// early when the side to move has none.
pub fn play_random_moves(game: &mut Game, plies: usize, rng: &mut SmallRng) {
    for _ in 0..plies {
        let moves: Vec<Move> = game
            .legal_moves()
            .iter()
            .copied()
            .filter(|m| !m.is_pass())
            .collect();
        if moves.is_empty() {
            break;
        }
        let _ = game.play(moves[rng.random_range(0..moves.len())]);
    }
}
