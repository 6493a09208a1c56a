//! The bench: a fixed set of positions of both games, each searched to a
//! fixed depth with a cleared table and one thread. The total node count is
//! a signature of the search — any change to search or evaluation changes
//! it — and the nodes per second measure speed. Run it as the UCI command
//! `bench` or `make bench-engine`.

use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use janggi_rules::{JanggiSetup, Move, Position, RuleProfile};

use crate::limits::Limits;
use crate::score::Score;
use crate::search::{run, Extras, Memory, Root};
use crate::tt::TranspositionTable;

/// Default bench depth.
pub const DEFAULT_DEPTH: u32 = 11;

/// The node count of `bench` at [`DEFAULT_DEPTH`]: the search's signature,
/// asserted by `tests/signature.rs`. A change meant to alter the search
/// (pruning, ordering, evaluation) changes it: run `bench`, check the new
/// count is what the change should give, and put it here in the same
/// commit. A change that should not alter the search must leave it alone.
pub const SIGNATURE: u64 = 609_345;

/// The bench positions: (profile, FEN). Start positions, middle games and
/// endings of both games (several from the public perft suites).
pub const POSITIONS: [(RuleProfile, &str); 8] = [
    (
        RuleProfile::XIANGQI,
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
    ),
    (
        RuleProfile::XIANGQI,
        "r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w - - 0 1",
    ),
    (
        RuleProfile::XIANGQI,
        "1rbaka2R/5r3/6n2/2p1p1p2/4P1bP1/PpC3Bc1/1nPR2P2/2N2AN2/1c2K1p2/2BAC4 w - - 0 1",
    ),
    (
        RuleProfile::XIANGQI,
        "4kcP1N/8n/3rb4/9/9/9/9/3p1A3/4K4/5CB2 w - - 0 1",
    ),
    (
        RuleProfile::JANGGI_STANDARD,
        "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1",
    ),
    (
        RuleProfile::JANGGI_STANDARD,
        "1n1kaabn1/cr2N4/5C1c1/p1pNp3p/9/9/P1PbP1P1P/3r1p3/4A4/R1BA1KB1R b - - 0 1",
    ),
    (
        RuleProfile::JANGGI_STANDARD,
        "1Pbcka3/3nNn1c1/N2CaC3/1pB6/9/9/5P3/9/4K4/9 w - - 0 23",
    ),
    (
        RuleProfile::JANGGI_FAIRY_STOCKFISH,
        "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C4NC1/4K4/RNBA1AB1R b - - 1 1",
    ),
];

/// Totals of a bench run.
#[derive(Clone, Debug)]
pub struct BenchReport {
    /// Nodes over all positions (the signature).
    pub nodes: u64,
    /// Wall time of the searches.
    pub elapsed: Duration,
}

impl BenchReport {
    /// Nodes per second.
    pub fn nps(&self) -> u64 {
        let us = self.elapsed.as_micros().max(1) as u64;
        self.nodes.saturating_mul(1_000_000) / us
    }
}

/// All bench positions (the FEN list, then a Janggi start with mixed
/// setups).
pub fn positions() -> Vec<Position> {
    let mut out: Vec<Position> = POSITIONS
        .iter()
        .filter_map(|(p, fen)| Position::from_fen(fen, p).ok())
        .collect();
    out.push(Position::janggi_start(
        &RuleProfile::JANGGI_STANDARD,
        JanggiSetup::ElephantHorseHorseElephant,
        JanggiSetup::HorseElephantHorseElephant,
    ));
    out
}

/// Searches every bench position to `depth`, reporting one line per
/// position through `on_line`.
pub fn run_bench(depth: u32, on_line: &mut dyn FnMut(&str)) -> BenchReport {
    let tt = TranspositionTable::new(16);
    let mut tables = Vec::new();
    let stop = AtomicBool::new(false);
    let mut nodes = 0;
    let mut elapsed = Duration::ZERO;
    for (i, pos) in positions().iter().enumerate() {
        tt.clear();
        let root = Root::from_position(pos);
        let t = Instant::now();
        let r = run(
            Memory::fresh(&tt, &mut tables),
            1,
            &root,
            &Limits::depth(depth),
            &stop,
            &mut |_| {},
            Extras::default(),
        )
        .result;
        elapsed += t.elapsed();
        nodes += r.nodes;
        let score = match r.score {
            Score::Cp(v) => format!("cp {v}"),
            Score::Mate(n) => format!("mate {n}"),
        };
        on_line(&format!(
            "position {:>2} ({:?}): best {} {} nodes {}",
            i + 1,
            pos.variant(),
            show(r.best),
            score,
            r.nodes
        ));
    }
    BenchReport { nodes, elapsed }
}

fn show(m: Move) -> String {
    if m.is_pass() {
        "pass".to_string()
    } else if m.is_none() {
        "none".to_string()
    } else {
        format!("{}{}", m.from(), m.to())
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn every_bench_fen_is_valid() {
        assert_eq!(super::positions().len(), super::POSITIONS.len() + 1);
    }
}
