//! The ladder's shape at its bottom: level 2 beats level 1, level 3 beats
//! level 2, and level 3 beats level 1 by more, in both games.
//!
//! The measurement behind the levels' Elo figures (40 games a rung and
//! anchors against Fairy-Stockfish) is `make calibrate-levels`, results in
//! `docs/levels.md`. This test keeps a short sample of it in `make test`:
//! levels 1–3 search to a fixed depth on one thread with seeded faults, so
//! the games are the same on every machine and run; it fails only when a
//! change flattens or inverts the bottom of the ladder.

use std::sync::atomic::AtomicBool;
use std::time::Duration;

use janggi_engine::opening::play_random_moves;
use janggi_engine::{Engine, Level};
use janggi_rules::{Game, JanggiSetup, RuleProfile, Side};
use rand::rngs::SmallRng;
use rand::SeedableRng;

/// Longest game before it is scored a draw.
const MAX_PLIES: usize = 300;
/// Openings per pairing; each is played with both colours.
const OPENINGS: usize = 20;

/// Game `k`'s opening: rotating Janggi setups and 3 seeded random plies
/// (no pass), the same for both games of a colour-swapped pair.
fn opening(profile: RuleProfile, k: usize) -> Game {
    let mut game = if profile.variant == janggi_rules::Variant::Janggi {
        Game::janggi(
            profile,
            JanggiSetup::ALL[k % 4],
            JanggiSetup::ALL[(k + 1) % 4],
        )
    } else {
        Game::new(profile)
    };
    let mut rng = SmallRng::seed_from_u64(0x001a_dde7 ^ k as u64);
    play_random_moves(&mut game, 3, &mut rng);
    game
}

/// `strong`'s score (1, ½, 0) in one game against `weak` where it plays
/// `side`; each player keeps one seed (its "person") for the whole game.
fn play(profile: RuleProfile, strong: Level, weak: Level, k: usize, side: Side) -> f64 {
    let expert = Duration::from_secs(5);
    let spec_strong = strong.spec(profile.variant, expert);
    let spec_weak = weak.spec(profile.variant, expert);
    let mut a = Engine::new(4, 1);
    let mut b = Engine::new(4, 1);
    let stop = AtomicBool::new(false);
    let seed = (k as u64) << 8 | side.index() as u64;
    let mut game = opening(profile, k);
    while !game.outcome().is_over() && game.moves().len() < MAX_PLIES {
        let r = if game.position().turn() == side {
            a.play_spec(&game, &spec_strong, seed ^ 0xa, &stop, &mut |_| {})
        } else {
            b.play_spec(&game, &spec_weak, seed ^ 0xb, &stop, &mut |_| {})
        };
        game.play(r.best).expect("levels play legal moves");
    }
    match game.outcome().winner() {
        Some(w) if w == side => 1.0,
        Some(_) => 0.0,
        None => 0.5,
    }
}

fn score(profile: RuleProfile, strong: u8, weak: u8) -> f64 {
    let (s, w) = (Level::new(strong).unwrap(), Level::new(weak).unwrap());
    (0..OPENINGS)
        .map(|k| play(profile, s, w, k, Side::First) + play(profile, s, w, k, Side::Second))
        .sum()
}

#[test]
fn the_bottom_three_levels_climb() {
    let games = [RuleProfile::JANGGI_FAIRY_STOCKFISH, RuleProfile::XIANGQI];
    let handles: Vec<_> = games
        .into_iter()
        .map(|profile| {
            std::thread::spawn(move || {
                let pairs = [(2, 1), (3, 2), (3, 1)];
                (profile.id, pairs.map(|(s, w)| (s, w, score(profile, s, w))))
            })
        })
        .collect();
    let games = 2.0 * OPENINGS as f64;
    let mut failures = Vec::new();
    for h in handles {
        let (id, scores) = h.join().expect("ladder game thread");
        for (s, w, points) in scores {
            eprintln!("{id:?}: level {s} against level {w}: {points}/{games}");
            // Adjacent levels: more than half (the calibration's 40 games a
            // rung ask 60-85 %; this sample's openings differ, so it only
            // guards the order); two rungs apart: a clear majority.
            let ok = if s - w == 1 {
                points > 0.5 * games
            } else {
                points >= 0.65 * games
            };
            if !ok {
                failures.push(format!(
                    "{id:?}: level {s} scored {points}/{games} against level {w}"
                ));
            }
        }
    }
    assert!(
        failures.is_empty(),
        "the ladder's bottom is out of shape: {failures:#?}"
    );
}
