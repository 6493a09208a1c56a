//! The search never blocks its caller and never panics.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use janggi_engine::{choose_setup, Engine, Level, Limits};
use janggi_rules::{Game, JanggiSetup, ProfileId, RuleProfile, Side};
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

/// The timing tests must not share the two cores with the heavy ones.
static SERIAL: Mutex<()> = Mutex::new(());

fn serial() -> std::sync::MutexGuard<'static, ()> {
    SERIAL.lock().unwrap_or_else(|e| e.into_inner())
}

/// Searches the start position until stopped; returns the time from the
/// stop to the answer.
fn stop_lag(profile: RuleProfile, threads: usize) -> Duration {
    let game = Game::new(profile);
    let stop = Arc::new(AtomicBool::new(false));
    let (tx, rx) = std::sync::mpsc::channel();
    let g = game.clone();
    let s = Arc::clone(&stop);
    let handle = std::thread::spawn(move || {
        let mut engine = Engine::new(16, threads);
        let r = engine.search(&g, &Limits::infinite(), &s, &mut |_| {});
        tx.send(Instant::now()).unwrap();
        r
    });
    std::thread::sleep(Duration::from_millis(300));
    let stopped = Instant::now();
    stop.store(true, Ordering::Relaxed);
    let answered = rx
        .recv_timeout(Duration::from_secs(5))
        .expect("search answered");
    let r = handle.join().unwrap();
    assert!(game.legal_moves().contains(&r.best), "{:?}", r.best);
    assert!(r.depth >= 1);
    answered.saturating_duration_since(stopped)
}

/// A stopped search answers with a legal move soon after the stop. The
/// search polls its flag every few thousand nodes (well under a
/// millisecond); the bound is wide so that a loaded machine, which can keep
/// a thread off the CPU for tens of milliseconds, does not fail it, while a
/// search that polls rarely (or not at all) still does.
#[test]
fn stop_returns_a_legal_move_promptly() {
    let _serial = serial();
    for profile in [RuleProfile::JANGGI_STANDARD, RuleProfile::XIANGQI] {
        for threads in [1, 2] {
            let lag = stop_lag(profile, threads);
            assert!(
                lag <= Duration::from_millis(150),
                "{profile:?} threads {threads}: {lag:?}"
            );
        }
    }
}

/// A movetime search ends at its deadline: the engine checks its own clock
/// (the budget's arithmetic is tested in `time.rs`); the wall-clock bound
/// leaves room for a loaded machine, and a search that ignored the limit
/// would run for seconds.
#[test]
fn movetime_is_respected() {
    let _serial = serial();
    let game = Game::new(RuleProfile::XIANGQI);
    let mut engine = Engine::new(16, 1);
    let stop = AtomicBool::new(false);
    let t = Instant::now();
    let r = engine.search(
        &game,
        &Limits::movetime(Duration::from_millis(200)),
        &stop,
        &mut |_| {},
    );
    let took = t.elapsed();
    assert!(took <= Duration::from_millis(200 + 150), "{took:?}");
    assert!(game.legal_moves().contains(&r.best));
}

/// Low-depth searches on thousands of random playout positions of every
/// rule profile: no panic, and always a legal move while the game goes on.
#[test]
fn random_playouts_never_panic() {
    let _serial = serial();
    let mut rng = SmallRng::seed_from_u64(7);
    let mut engine = Engine::new(4, 1);
    let stop = AtomicBool::new(false);
    let mut positions = 0;
    for (i, id) in ProfileId::ALL.iter().cycle().take(30).enumerate() {
        let profile = RuleProfile::from_id(*id);
        let mut game = if profile.variant == janggi_rules::Variant::Janggi {
            let s = JanggiSetup::ALL;
            Game::janggi(
                profile,
                s[rng.random_range(0..4)],
                s[rng.random_range(0..4)],
            )
        } else {
            Game::new(profile)
        };
        for ply in 0..160 {
            let moves = game.legal_moves();
            if moves.is_empty() {
                break;
            }
            positions += 1;
            let depth = if ply % 16 == 0 { 3 } else { 1 };
            let r = engine.search(&game, &Limits::depth(depth), &stop, &mut |_| {});
            assert!(moves.contains(&r.best), "game {i} ply {ply}: {:?}", r.best);
            // Mostly random moves, sometimes the engine's, so games reach
            // endings, captures and repetitions.
            let m = if rng.random_range(0..4) == 0 {
                r.best
            } else {
                moves[rng.random_range(0..moves.len())]
            };
            game.play(m).unwrap();
        }
        // A finished game answers NONE without panicking.
        if game.outcome().is_over() {
            let r = engine.search(&game, &Limits::depth(2), &stop, &mut |_| {});
            assert!(r.best.is_none());
        }
    }
    assert!(positions > 2000, "{positions}");
}

/// Every level answers with a legal move.
#[test]
fn levels_play_legal_moves() {
    let mut engine = Engine::new(8, 1);
    engine.set_expert_time(Duration::from_millis(50));
    let stop = AtomicBool::new(false);
    for profile in [RuleProfile::JANGGI_STANDARD, RuleProfile::XIANGQI] {
        let game = Game::new(profile);
        for level in Level::ALL {
            let r = engine.play_level(&game, level, 1, &stop, &mut |_| {});
            assert!(game.legal_moves().contains(&r.best), "{level:?}");
        }
    }
}

#[test]
fn setup_choice_is_repeatable() {
    let a = choose_setup(
        Side::First,
        Some(JanggiSetup::HorseElephantHorseElephant),
        3,
    );
    let b = choose_setup(
        Side::First,
        Some(JanggiSetup::HorseElephantHorseElephant),
        3,
    );
    assert_eq!(a, b);
    let _ = choose_setup(Side::Second, None, 9);
}
