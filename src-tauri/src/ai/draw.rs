//! Whether the computer accepts a draw offer: it searches the position and
//! accepts when it is losing, or when the game is past its opening and the
//! position is even; it plays on while it stands better, and early in the
//! game (a draw offered at move one is no game).

use std::sync::atomic::AtomicBool;

use janggi_rules::{Game, Side, Variant};

use janggi_engine::{Engine, Limits, Score};

/// Nodes the decision searches (about 0.1 s on a laptop core).
const DRAW_DECISION_NODES: u64 = 40_000;
/// Transposition table size of the decision's search, in MiB.
const DRAW_HASH_MB: usize = 8;
/// Plies before which an even position is no reason to stop.
const DRAW_EARLIEST_PLY: usize = 30;

/// A soldier in the engine's units ([`Score::Cp`]).
fn soldier(variant: Variant) -> i32 {
    match variant {
        Variant::Janggi => 200,
        Variant::Xiangqi => 100,
    }
}

/// Whether `computer` accepts a draw in `game` (ongoing), judged by a
/// search of [`DRAW_DECISION_NODES`] nodes: yes when it stands a soldier or
/// more worse or is mated, or, from ply [`DRAW_EARLIEST_PLY`] on, when it
/// stands at most a quarter soldier better; no otherwise.
/// Blocking, like [`crate::ai::hint`].
pub fn accepts_draw(game: &Game, computer: Side) -> bool {
    if game.outcome().is_over() {
        return false;
    }
    let mut engine = Engine::new(DRAW_HASH_MB, 1);
    let stop = AtomicBool::new(false);
    let r = engine.search(
        game,
        &Limits::nodes(DRAW_DECISION_NODES),
        &stop,
        &mut |_| {},
    );
    let ours = |v: i32| {
        if game.position().turn() == computer {
            v
        } else {
            -v
        }
    };
    let unit = soldier(game.position().variant());
    match r.score {
        Score::Mate(n) => ours(n) < 0,
        Score::Cp(cp) => {
            let cp = ours(cp);
            cp <= -unit || (game.moves().len() >= DRAW_EARLIEST_PLY && cp <= unit / 4)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use janggi_rules::RuleProfile;

    fn game(fen: &str) -> Game {
        Game::from_fen(RuleProfile::XIANGQI, fen).unwrap()
    }

    #[test]
    fn declines_early_and_when_better_accepts_when_worse() {
        let start = Game::new(RuleProfile::XIANGQI);
        assert!(!accepts_draw(&start, Side::Second), "move one: no");
        // Black without both chariots, Red to move.
        let fen = "1nbakabn1/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";
        let g = game(fen);
        assert!(accepts_draw(&g, Side::Second), "two chariots down: yes");
        assert!(!accepts_draw(&g, Side::First), "two chariots up: no");
    }
}
