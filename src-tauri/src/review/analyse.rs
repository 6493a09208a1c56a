//! The engine's look at every position of a game: one search per position,
//! bounded by nodes (so a review gives the same verdicts on any device and
//! only its duration depends on the hardware). Blocking; the caller runs it
//! on its own thread ([`crate::ai`]) with a stop flag.

use super::classify::Verdict;
use janggi_engine::{Engine, Limits, Score};
use janggi_rules::{notation, Game, Move, Position};
use janggi_wire::dto::ReviewQuality;
use serde::{Deserialize, Serialize};
use std::sync::atomic::{AtomicBool, Ordering};

/// Transposition table of a review's engine, in MiB.
const REVIEW_HASH_MB: usize = 16;
/// Longest engine line kept per position.
const MAX_LINE: usize = 10;

/// Nodes searched per position at each quality.
pub fn nodes_per_position(q: ReviewQuality) -> u64 {
    match q {
        ReviewQuality::Quick => 25_000,
        ReviewQuality::Normal => 120_000,
        ReviewQuality::Deep => 600_000,
    }
}

/// The verdict as stored (from the side to move's view).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum StoredVerdict {
    /// Centipawn units.
    Cp(i32),
    /// Mate in plies, positive when the side to move mates.
    Mate(i32),
    /// The game is over and the side to move won.
    Won,
    /// … lost.
    Lost,
    /// … drawn.
    Drawn,
}

impl StoredVerdict {
    /// As the classifier takes it.
    pub fn verdict(self) -> Verdict {
        match self {
            StoredVerdict::Cp(cp) => Verdict::Cp(cp),
            StoredVerdict::Mate(n) => Verdict::Mate(n),
            StoredVerdict::Won => Verdict::Over(Some(true)),
            StoredVerdict::Lost => Verdict::Over(Some(false)),
            StoredVerdict::Drawn => Verdict::Over(None),
        }
    }
}

/// What the engine said about one position (cached with the record).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct PositionEval {
    /// The verdict, side to move's view.
    pub verdict: StoredVerdict,
    /// The engine's line in UCI, best move first (empty when over).
    pub line: Vec<String>,
    /// Completed depth.
    pub depth: u32,
}

impl PositionEval {
    /// The engine's move in `pos`, if it is (still) legal there.
    pub fn best(&self, pos: &Position) -> Option<Move> {
        let m = notation::parse_uci(pos, self.line.first()?).ok()?;
        pos.is_legal(m).then_some(m)
    }
}

/// The games at each position of `moves` played from `start`: the rules'
/// history where the game goes on, and a fresh game from the position
/// where a record plays on after the rules ended it (a double pass).
pub fn games(start: &Position, moves: &[Move]) -> Vec<Game> {
    let mut out = Vec::with_capacity(moves.len() + 1);
    let mut game = Game::from_position(start.clone());
    out.push(game.clone());
    for &m in moves {
        if game.play(m).is_err() {
            let mut pos = game.position().clone();
            let _undo = pos.make_move(m);
            game = Game::from_position(pos);
        }
        out.push(game.clone());
    }
    out
}

/// The engine's verdict on `game`'s current position with `nodes` nodes.
pub fn analyse_position(
    engine: &mut Engine,
    game: &Game,
    nodes: u64,
    stop: &AtomicBool,
) -> PositionEval {
    let o = game.outcome();
    if o.is_over() || game.legal_moves().is_empty() {
        let turn = game.position().turn();
        let verdict = match o.winner() {
            Some(w) if w == turn => StoredVerdict::Won,
            Some(_) => StoredVerdict::Lost,
            None if o.is_over() => StoredVerdict::Drawn,
            // No legal move and no recorded end: the side to move is stuck.
            None => StoredVerdict::Lost,
        };
        return PositionEval {
            verdict,
            line: Vec::new(),
            depth: 0,
        };
    }
    let r = engine.search(game, &Limits::nodes(nodes), stop, &mut |_| {});
    let mut pos = game.position().clone();
    let mut line = Vec::new();
    for &m in r.pv.iter().take(MAX_LINE) {
        if !pos.is_legal(m) {
            break;
        }
        line.push(notation::uci(&pos, m));
        let _undo = pos.make_move(m);
    }
    if line.is_empty() && game.position().is_legal(r.best) {
        line.push(notation::uci(game.position(), r.best));
    }
    PositionEval {
        verdict: match r.score {
            Score::Cp(cp) => StoredVerdict::Cp(cp),
            Score::Mate(n) => StoredVerdict::Mate(n),
        },
        line,
        depth: r.depth,
    }
}

/// Analyses every position of `games` (see [`games`]) at `quality` into
/// `evals`, which may hold the verdicts of a first few positions already
/// (a cached prefix), calling `progress(done, total)` after each position.
/// Returns `false` when stopped (`evals` then holds what was done).
pub fn analyse(
    games: &[Game],
    quality: ReviewQuality,
    evals: &mut Vec<PositionEval>,
    stop: &AtomicBool,
    progress: &mut dyn FnMut(usize, usize),
) -> bool {
    let total = games.len();
    evals.truncate(total);
    progress(evals.len(), total);
    let mut engine = Engine::new(REVIEW_HASH_MB, 1);
    let nodes = nodes_per_position(quality);
    for game in &games[evals.len()..] {
        if stop.load(Ordering::Relaxed) {
            return false;
        }
        let e = analyse_position(&mut engine, game, nodes, stop);
        if stop.load(Ordering::Relaxed) {
            return false;
        }
        evals.push(e);
        progress(evals.len(), total);
    }
    true
}

#[cfg(test)]
mod tests {
    use super::*;
    use janggi_rules::RuleProfile;

    fn play(profile: RuleProfile, uci: &[&str]) -> (Position, Vec<Move>) {
        let mut g = Game::new(profile);
        let start = g.position().clone();
        let moves = uci.iter().map(|u| g.play_uci(u).unwrap()).collect();
        (start, moves)
    }

    #[test]
    fn every_position_gets_a_verdict_and_a_legal_best_move() {
        let (start, moves) = play(RuleProfile::XIANGQI, &["h3e3", "h10g8", "h1g3"]);
        let gs = games(&start, &moves);
        assert_eq!(gs.len(), 4);
        let stop = AtomicBool::new(false);
        let mut seen = Vec::new();
        let mut evals = Vec::new();
        assert!(analyse(
            &gs,
            ReviewQuality::Quick,
            &mut evals,
            &stop,
            &mut |d, t| seen.push((d, t))
        ));
        assert_eq!(evals.len(), 4);
        assert_eq!(seen.last(), Some(&(4, 4)));
        for (g, e) in gs.iter().zip(&evals) {
            assert!(matches!(e.verdict, StoredVerdict::Cp(_)));
            assert!(e.best(g.position()).is_some(), "{e:?}");
            assert!(e.depth >= 1);
        }
    }

    #[test]
    fn a_known_prefix_is_kept_and_a_stop_returns_none() {
        let (start, moves) = play(RuleProfile::XIANGQI, &["h3e3", "h10g8"]);
        let gs = games(&start, &moves);
        let fake = PositionEval {
            verdict: StoredVerdict::Cp(12345),
            line: vec!["h3e3".into()],
            depth: 99,
        };
        let stop = AtomicBool::new(false);
        let mut evals = vec![fake.clone(), fake.clone()];
        assert!(analyse(
            &gs,
            ReviewQuality::Quick,
            &mut evals,
            &stop,
            &mut |_, _| {}
        ));
        assert_eq!(&evals[..2], &[fake.clone(), fake]);
        assert_ne!(evals[2].depth, 99);
        stop.store(true, Ordering::SeqCst);
        let mut none = Vec::new();
        assert!(!analyse(
            &gs,
            ReviewQuality::Quick,
            &mut none,
            &stop,
            &mut |_, _| {}
        ));
        assert!(none.is_empty());
    }

    #[test]
    fn a_mated_side_has_lost() {
        // Black mated by two chariots on ranks 8 and 9.
        let g =
            Game::from_fen(RuleProfile::XIANGQI, "R3k4/R8/9/9/9/9/9/9/9/3K5 b - - 0 1").unwrap();
        let mut engine = Engine::new(1, 1);
        let e = analyse_position(&mut engine, &g, 1000, &AtomicBool::new(false));
        assert_eq!(e.verdict, StoredVerdict::Lost);
        assert!(e.line.is_empty());
    }
}
