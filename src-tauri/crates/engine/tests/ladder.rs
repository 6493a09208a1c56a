//! The level ladder's bottom rung: intermediate beats beginner.
//!
//! The long measurement (40 games per game, every rung) is the match tool's
//! (`match --a level:intermediate --b level:beginner …`, figures in the
//! README); this test keeps a short, repeatable sample of it in
//! `make test`. Both levels search to a fixed depth with seeded noise, so
//! the games are the same on every run and the test cannot flake: it fails
//! only when a change makes the beginner as strong as the intermediate (or
//! breaks the intermediate).

use std::sync::atomic::AtomicBool;

use std::time::Duration;

use janggi_engine::opening::play_random_moves;
use janggi_engine::{Engine, Level};
use janggi_rules::{Game, JanggiSetup, RuleProfile, Side};
use rand::rngs::SmallRng;
use rand::SeedableRng;

/// Longest game before it is scored a draw.
const MAX_PLIES: usize = 400;

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

/// The intermediate's score (1, ½, 0) in one game where it plays `side`.
fn play(profile: RuleProfile, k: usize, side: Side) -> f64 {
    let spec_strong = Level::Intermediate.spec(Duration::from_secs(5));
    let spec_weak = Level::Beginner.spec(Duration::from_secs(5));
    let mut strong = Engine::new(4, 1);
    let mut weak = Engine::new(4, 1);
    let stop = AtomicBool::new(false);
    let mut game = opening(profile, k);
    while !game.outcome().is_over() && game.moves().len() < MAX_PLIES {
        let seed = ((k as u64) << 16) ^ game.moves().len() as u64;
        let r = if game.position().turn() == side {
            strong.play_spec(&game, &spec_strong, seed, &stop, &mut |_| {})
        } else {
            weak.play_spec(&game, &spec_weak, seed, &stop, &mut |_| {})
        };
        game.play(r.best).expect("levels play legal moves");
    }
    match game.outcome().winner() {
        Some(w) if w == side => 1.0,
        Some(_) => 0.0,
        None => 0.5,
    }
}

/// Four games (two openings, each side once) per game; the intermediate
/// must score at least three points in each game.
#[test]
fn intermediate_beats_beginner() {
    let games = [RuleProfile::JANGGI_FAIRY_STOCKFISH, RuleProfile::XIANGQI];
    let handles: Vec<_> = games
        .into_iter()
        .map(|profile| {
            std::thread::spawn(move || {
                let mut score = 0.0;
                for k in 0..2 {
                    score += play(profile, k, Side::First);
                    score += play(profile, k, Side::Second);
                }
                (profile.id, score)
            })
        })
        .collect();
    for h in handles {
        let (id, score) = h.join().expect("ladder game thread");
        assert!(
            score >= 3.0,
            "{id:?}: intermediate scored only {score}/4 against beginner"
        );
    }
}
