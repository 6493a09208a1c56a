//! Perft "divide": the leaf count below each legal move, for comparing with
//! another engine's `go perft` (e.g. Fairy-Stockfish) when a count differs.
//!
//! ```text
//! cargo run --release -p janggi-rules --example perft_divide -- <profile> <depth> <FEN...>
//! profile: janggi (bikjang on) | janggicasual | janggitraditional | xiangqi
//! ```
//! Moves are printed in UCI (the pass as the general's square twice).

use janggi_rules::{Position, RuleProfile};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.len() < 2 {
        eprintln!(
            "usage: perft_divide <janggi|janggicasual|janggitraditional|xiangqi> <depth> [FEN]"
        );
        std::process::exit(2);
    }
    let profile = match args[0].as_str() {
        "janggi" => RuleProfile::JANGGI_FAIRY_STOCKFISH,
        "janggicasual" => RuleProfile::JANGGI_STANDARD,
        "janggitraditional" => RuleProfile::JANGGI_TRADITIONAL,
        "xiangqi" => RuleProfile::XIANGQI,
        other => {
            eprintln!("unknown profile {other:?}");
            std::process::exit(2);
        }
    };
    let depth: u32 = match args[1].parse() {
        Ok(d) if d >= 1 => d,
        _ => {
            eprintln!("depth must be a number >= 1");
            std::process::exit(2);
        }
    };
    let mut pos = if args.len() > 2 {
        match Position::from_fen(&args[2..].join(" "), &profile) {
            Ok(p) => p,
            Err(e) => {
                eprintln!("{e}");
                std::process::exit(2);
            }
        }
    } else {
        Position::new(&profile)
    };
    let mut total = 0;
    for &m in pos.legal_moves().iter() {
        let name = if m.is_pass() {
            let g = pos
                .general(pos.turn())
                .map(|s| s.to_string())
                .unwrap_or_default();
            format!("{g}{g}")
        } else {
            format!("{}{}", m.from(), m.to())
        };
        let u = pos.make_move(m);
        let n = pos.perft(depth - 1);
        pos.unmake_move(m, u);
        println!("{name}: {n}");
        total += n;
    }
    println!("\nNodes searched: {total}");
}
