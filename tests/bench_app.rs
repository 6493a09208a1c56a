//! `make bench-app`: the `make_move` round trip through Tauri's mock runtime
//! and real IPC layer (argument parsing, the session, the save to disk, the
//! view serialised to JSON and read back) in a long game against a short
//! one. A move in a 300-ply game must cost what a move in a 4-ply game
//! costs (within 1.5×): the view neither re-describes nor re-sends the
//! whole game. The records live on tmpfs when there is one (the fsync of a
//! shared disk is milliseconds of noise, the same for both games).
//!
//! Release build: `cargo test --profile bench-app -p janggi --test bench_app
//! -- --ignored --nocapture` (what `make bench-app` runs).

mod common;

use serde_json::{json, Value};
use std::time::{Duration, Instant};
use tauri::test::MockRuntime;
use tauri::{App, WebviewWindow, WebviewWindowBuilder};

/// Round trips timed per game length (after warm-up).
const SAMPLES: usize = 300;
/// Largest accepted ratio of the long game's median to the short one's.
const MAX_RATIO: f64 = 1.5;

fn app(
    name: &str,
) -> (
    App<MockRuntime>,
    WebviewWindow<MockRuntime>,
    std::path::PathBuf,
) {
    // On tmpfs when there is one: the save's fsync on a shared disk costs
    // milliseconds of noise that would hide the work measured here.
    let base = Some(std::path::PathBuf::from("/dev/shm"))
        .filter(|p| p.is_dir())
        .unwrap_or_else(std::env::temp_dir);
    let dir = base.join(format!("janggi-bench-app-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let app = janggi::app_builder(tauri::test::mock_builder())
        .build(tauri::generate_context!(test = true))
        .expect("build the mock app");
    janggi::init_in(app.handle(), &dir);
    let window = WebviewWindowBuilder::new(&app, "main", Default::default())
        .build()
        .unwrap();
    (app, window, dir)
}

/// A two-player Xiangqi game (no setup phase, no computer) played `plies`
/// plies deep with moves picked by a fixed pseudo-random sequence; retried
/// with the next seed when a game ends early.
fn game_of(w: &WebviewWindow<MockRuntime>, plies: usize) -> Value {
    let mut seed: u64 = 0x2545_F491_4F6C_DD1D;
    'game: loop {
        let mut view = common::invoke(
            w,
            "new_game",
            json!({ "options": { "variant": "xiangqi", "mode": { "type": "twoPlayers" },
                                 "profile": "xiangqi" } }),
        )
        .expect("new game");
        while view["ply"].as_u64().unwrap() < plies as u64 {
            let legal = view["legalMoves"].as_array().unwrap();
            if view["phase"]["type"] != "playing" || legal.is_empty() {
                continue 'game;
            }
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            let piece = &legal[(seed % legal.len() as u64) as usize];
            let to = piece["to"].as_array().unwrap();
            let dest = &to[((seed >> 32) % to.len() as u64) as usize];
            view = common::invoke(w, "make_move", json!({ "from": piece["from"], "to": dest }))
                .expect("a legal move");
        }
        return view;
    }
}

/// Median time of `make_move` (then `undo`, untimed) from `view`'s position.
fn median_move(w: &WebviewWindow<MockRuntime>, view: &Value) -> Duration {
    let legal = view["legalMoves"].as_array().unwrap();
    let (from, to) = (&legal[0]["from"], &legal[0]["to"][0]);
    let mut times = Vec::with_capacity(SAMPLES);
    for i in 0..SAMPLES + 20 {
        let t = Instant::now();
        let after = common::invoke(w, "make_move", json!({ "from": from, "to": to }))
            .expect("the same legal move");
        let dt = t.elapsed();
        assert_eq!(after["ply"], view["ply"].as_u64().unwrap() + 1);
        common::invoke(w, "undo", json!({})).expect("undo");
        if i >= 20 {
            times.push(dt);
        }
    }
    times.sort();
    times[times.len() / 2]
}

#[test]
#[ignore = "benchmark; run in release (make bench-app)"]
fn make_move_costs_the_same_in_a_long_game() {
    let (_short_app, short_w, short_dir) = app("short");
    let short_view = game_of(&short_w, 4);
    let (_long_app, long_w, long_dir) = app("long");
    let long_view = game_of(&long_w, 300);
    assert_eq!(long_view["ply"], 300);
    // Interleaved so that machine load hits both alike.
    let mut short = Vec::new();
    let mut long = Vec::new();
    for _ in 0..3 {
        short.push(median_move(&short_w, &short_view));
        long.push(median_move(&long_w, &long_view));
    }
    let short = *short.iter().min().unwrap();
    let long = *long.iter().min().unwrap();
    let ratio = long.as_secs_f64() / short.as_secs_f64();
    let _ = std::fs::remove_dir_all(short_dir);
    let _ = std::fs::remove_dir_all(long_dir);
    println!(
        "make_move round trip (median): 4 plies {:.1} µs, 300 plies {:.1} µs, ratio {ratio:.2}",
        short.as_secs_f64() * 1e6,
        long.as_secs_f64() * 1e6
    );
    assert!(
        ratio <= MAX_RATIO,
        "a move in a 300-ply game costs {ratio:.2}× a move in a 4-ply game"
    );
}
