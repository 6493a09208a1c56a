//! Measures level 10 at 1 s a move: depth and nodes/s reached from
//! the start positions, and the answer time over self-play moves.
//! Usage: `timing [moves per game, default 50]`.
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use janggi_engine::{Engine, Level};
use janggi_rules::{Game, RuleProfile};

fn main() {
    let per_game: usize = std::env::args()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(50);
    let stop = AtomicBool::new(false);
    let mut all = Vec::new();
    for profile in [RuleProfile::JANGGI_STANDARD, RuleProfile::XIANGQI] {
        let mut engine = Engine::new(16, 1);
        engine.set_expert_time(Duration::from_secs(1));
        let mut game = Game::new(profile);
        let mut last = None;
        let t = Instant::now();
        let r = engine.play_level(&game, Level::MAX, 1, &stop, &mut |i| last = Some(i.clone()));
        let took = t.elapsed();
        if let Some(i) = last {
            println!(
                "{:?} start: depth {} seldepth {} nodes {} nps {} in {} ms (answer after {:?}), best {:?}",
                profile.id, i.depth, i.seldepth, i.nodes, i.nps, i.time_ms, took, r.best
            );
        }
        let mut times = Vec::new();
        let mut depths = Vec::new();
        for ply in 0..per_game {
            if game.outcome().is_over() {
                // Start over so every measured move is a real decision.
                game = Game::new(profile);
                engine.new_game();
            }
            let t = Instant::now();
            let r = engine.play_level(&game, Level::MAX, ply as u64, &stop, &mut |_| {});
            times.push(t.elapsed());
            depths.push(r.depth);
            if game.play(r.best).is_err() {
                println!("illegal move {:?}", r.best);
                break;
            }
        }
        let max = times.iter().max().copied().unwrap_or_default();
        let mean = times.iter().sum::<Duration>() / times.len().max(1) as u32;
        let dmin = depths.iter().min().copied().unwrap_or(0);
        let dmean = depths.iter().sum::<u32>() as f64 / depths.len().max(1) as f64;
        println!(
            "{:?}: {} moves, answer time max {:?} mean {:?}; depth min {} mean {:.1}",
            profile.id,
            times.len(),
            max,
            mean,
            dmin,
            dmean
        );
        all.extend(times);
    }
    let max = all.iter().max().copied().unwrap_or_default();
    let over = all
        .iter()
        .filter(|t| **t > Duration::from_millis(1000))
        .count();
    println!(
        "all {} moves: max answer time {:?}, {} over 1.000 s",
        all.len(),
        max,
        over
    );
}
