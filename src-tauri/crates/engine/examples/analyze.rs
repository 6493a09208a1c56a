//! Prints the search's progress on one position:
//! `analyze <janggi|xiangqi|profile-name> <depth> <fen…>` (no FEN: the start).
use std::sync::atomic::AtomicBool;

use janggi_engine::{Engine, Limits, Score};
use janggi_rules::{Game, ProfileId, RuleProfile};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let profile = match args.first().map(String::as_str) {
        Some("xiangqi") | None => RuleProfile::XIANGQI,
        Some("janggi") => RuleProfile::JANGGI_STANDARD,
        Some(name) => {
            ProfileId::from_name(name).map_or(RuleProfile::JANGGI_STANDARD, RuleProfile::from_id)
        }
    };
    let depth: u32 = args.get(1).and_then(|s| s.parse().ok()).unwrap_or(10);
    let fen = args[2.min(args.len())..].join(" ");
    let game = if fen.is_empty() {
        Game::new(profile)
    } else {
        match Game::from_fen(profile, &fen) {
            Ok(g) => g,
            Err(e) => {
                eprintln!("bad FEN: {e}");
                std::process::exit(2);
            }
        }
    };
    let mut engine = Engine::new(64, 1);
    let stop = AtomicBool::new(false);
    let r = engine.search(&game, &Limits::depth(depth), &stop, &mut |i| {
        let s = match i.score {
            Score::Cp(v) => format!("cp {v}"),
            Score::Mate(n) => format!("mate {n}"),
        };
        let pv: Vec<String> = i.pv.iter().map(|m| format!("{m:?}")).collect();
        println!(
            "depth {} seldepth {} {} nodes {} nps {} time {} pv {}",
            i.depth,
            i.seldepth,
            s,
            i.nodes,
            i.nps,
            i.time_ms,
            pv.join(", ")
        );
    });
    println!("best {:?} score {:?}", r.best, r.score);
}
