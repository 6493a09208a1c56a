//! Perft benchmark: nodes, time and million nodes per second from the
//! Janggi and Xiangqi start positions (bulk-counted last ply).
//!
//! `make bench` runs it in release mode. Optional arguments: depth (default
//! 5) and `janggi`/`xiangqi` to run one position only.

use std::time::Instant;

use janggi_rules::{Position, RuleProfile};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let depth: u32 = args.iter().find_map(|a| a.parse().ok()).unwrap_or(5);
    let only = args.iter().find(|a| a.parse::<u32>().is_err()).cloned();
    let runs = [
        (
            "janggi",
            "Janggi start (bikjang on, janggi)",
            RuleProfile::JANGGI_FAIRY_STOCKFISH,
        ),
        (
            "janggi",
            "Janggi start (bikjang off, janggicasual)",
            RuleProfile::JANGGI_STANDARD,
        ),
        ("xiangqi", "Xiangqi start", RuleProfile::XIANGQI),
    ];
    for (key, name, profile) in runs {
        if only.as_deref().is_some_and(|o| o != key) {
            continue;
        }
        let mut pos = Position::new(&profile);
        let t = Instant::now();
        let nodes = pos.perft(depth);
        let secs = t.elapsed().as_secs_f64();
        println!(
            "{name:<42} depth {depth}: {nodes:>12} nodes in {secs:>7.3} s = {:>6.1} Mnps",
            nodes as f64 / secs / 1e6
        );
    }
}
