//! IPC property test (issue 12): every command of the table
//! (src-tauri/crates/wire/src/table.rs),
//! called through Tauri's real IPC layer on the mock runtime with random
//! and malformed arguments (wrong types, huge strings, out-of-range
//! squares and ids, unknown enums, junk objects) and out of turn (moves,
//! pass, undo, resign, setup choice with no game; unknown import previews).
//! Every answer is a result or a typed `AppError` (`{ kind, message }` with
//! a known kind), never a panic or a hang, and the game, settings and
//! store files are byte for byte what they were.
//!
//! The decoding of each command's arguments (`commands::args::decode`, the
//! code the fuzz target `ipc_args` runs) must agree with the commands: a
//! call it refuses is refused by the command with `badArgument`.

mod common;

use janggi::commands::args::{self, Effect};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use serde_json::{json, Map, Value};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc;
use std::time::Duration;
use tauri::test::MockRuntime;
use tauri::{WebviewWindow, WebviewWindowBuilder};

/// Every `AppErrorKind` (src-tauri/crates/wire/src/error.rs).
const KINDS: [&str; 14] = [
    "noGame",
    "badArgument",
    "illegalMove",
    "notYourTurn",
    "gameOver",
    "aiThinking",
    "badHandicap",
    "badClock",
    "storage",
    "fileTooLarge",
    "fileUnreadable",
    "badRecord",
    "joinRefused",
    "internal",
];

/// The commands a well-formed call of which would change the game, the
/// settings, the records or anything outside the app (`write` in the
/// table): called only with arguments that do not decode, or out of turn.
fn mutating(cmd: &str) -> bool {
    command(cmd).effect == Effect::Write
}

/// The commands that take a while whatever their arguments (`slow`:
/// browsing the network for games): called in the first round only.
fn slow(cmd: &str) -> bool {
    command(cmd).effect == Effect::Slow
}

fn command(cmd: &str) -> &'static args::Command {
    args::COMMANDS
        .iter()
        .find(|c| c.name == cmd)
        .unwrap_or_else(|| panic!("no command {cmd}"))
}

/// The keys each command reads (camelCase, as the UI sends them).
fn params(cmd: &str) -> Vec<String> {
    let cfg = ts_rs::Config::new();
    command(cmd).wire(&cfg).into_iter().map(|k| k.key).collect()
}

fn commands() -> Vec<String> {
    args::COMMANDS.iter().map(|c| c.name.to_string()).collect()
}

/// A value of the wrong type, size or range for nearly any argument.
fn junk(rng: &mut StdRng, depth: u32) -> Value {
    match rng.random_range(0..22) {
        0 => Value::Null,
        1 => json!(true),
        2 => json!(-1),
        3 => json!(90),
        4 => json!(255),
        5 => json!(1e300),
        6 => json!(u64::MAX),
        7 => json!(i64::MIN),
        8 => json!(0.5),
        9 => json!(""),
        10 => json!("purple"),
        11 => json!("FIRST"),
        12 => json!("炮二平五\u{0}"),
        // A huge string (1 MiB, or past the 16 MiB import limit in base64 form).
        13 => Value::String("A".repeat(if rng.random_bool(0.1) {
            23 << 20
        } else {
            1 << 20
        })),
        14 => json!([]),
        15 => json!([1, 2, 3]),
        16 => json!({}),
        17 => json!({"variant": "chess", "mode": {"type": "vsComputer", "level": "godlike"}}),
        18 => json!({"type": "twoPlayers", "x": [null]}),
        19 if depth < 3 => {
            let n = rng.random_range(0..4);
            Value::Array((0..n).map(|_| junk(rng, depth + 1)).collect())
        }
        20 if depth < 3 => {
            let keys = [
                "variant", "profile", "side", "lessonId", "moves", "from", "to", "result",
            ];
            let mut m = Map::new();
            for _ in 0..rng.random_range(0..4) {
                m.insert(
                    keys[rng.random_range(0..keys.len())].into(),
                    junk(rng, depth + 1),
                );
            }
            Value::Object(m)
        }
        _ => {
            // Nested deep.
            let mut v = json!(1);
            for _ in 0..rng.random_range(1..200) {
                v = json!([v]);
            }
            v
        }
    }
}

/// A value of the right shape (sometimes out of range) for `name`.
fn near_valid(rng: &mut StdRng, name: &str, id: u64) -> Value {
    let pick = |rng: &mut StdRng, xs: &[Value]| xs[rng.random_range(0..xs.len())].clone();
    match name {
        "from" | "to" => json!(rng.random_range(0..200u32)),
        "id" => pick(rng, &[json!(id), json!(id + 1000), json!(0)]),
        "previewId" => pick(rng, &[json!(0), json!(12345), json!(u64::MAX)]),
        "ply" | "offset" | "limit" => json!(rng.random_range(0..500u32)),
        "format" => pick(
            rng,
            &[
                json!("pgn"),
                json!("gib"),
                json!("pgn-chinese"),
                json!("pgn-zh"),
                json!("PGN"),
            ],
        ),
        "side" | "humanSide" => pick(rng, &[json!("first"), json!("second"), json!("third")]),
        "setup" => pick(
            rng,
            &[
                json!("horseElephantHorseElephant"),
                json!("outer-horse"),
                json!(7),
            ],
        ),
        "level" => pick(rng, &[json!("beginner"), json!("grandmaster")]),
        "lessonId" => pick(rng, &[json!("board"), json!("no-such-lesson"), json!("")]),
        "moves" => pick(rng, &[json!(["a1a2"]), json!(["zz99"]), json!([])]),
        "text" => pick(
            rng,
            &[
                json!("[Variant \"xiangqi\"]\n\n1. h3e3 h3e3\n"),
                json!("1. 炮二平五 马８进７ 2. 炮九十 *"),
                json!("not a record"),
            ],
        ),
        "bytes" => pick(
            rng,
            &[json!("WFE="), json!("!!"), json!([1, 300]), json!([88, 81])],
        ),
        "name" => pick(rng, &[json!("a.xqf"), json!(null), json!(5)]),
        "variant" => pick(rng, &[json!("janggi"), json!("xiangqi"), json!("chess")]),
        "theme" => pick(rng, &[json!("mate"), json!(null), json!(3)]),
        "puzzleId" => pick(rng, &[json!("j-0001"), json!(""), json!(9)]),
        "pause" => pick(
            rng,
            &[json!("away"), json!("request"), json!(null), json!("nap")],
        ),
        "accept" => pick(rng, &[json!(true), json!("yes"), json!(1)]),
        "reviewId" => pick(rng, &[json!(0), json!(7), json!(-1)]),
        "quality" => pick(rng, &[json!("quick"), json!("deep"), json!("ultra")]),
        "source" => pick(
            rng,
            &[
                json!({"type": "record", "id": id}),
                json!({"type": "current"}),
                json!({"type": "record"}),
                json!({"type": "elsewhere"}),
            ],
        ),
        "request" => pick(
            rng,
            &[
                json!({"address": "127.0.0.1:1", "code": "000000", "name": "x"}),
                json!({"address": 5}),
            ],
        ),
        "includePartial" => pick(rng, &[json!([1]), json!([-1]), json!("all")]),
        "filter" => pick(
            rng,
            &[json!({"variant": "xiangqi"}), json!({"result": "maybe"})],
        ),
        _ => junk(rng, 0),
    }
}

/// Random arguments for `cmd`: each argument left out, junk, or of the
/// right shape; sometimes extra unknown keys.
fn random_args(rng: &mut StdRng, cmd: &str, id: u64) -> Map<String, Value> {
    let mut m = Map::new();
    for p in &params(cmd) {
        match rng.random_range(0..3) {
            0 => {}
            1 => {
                m.insert(p.into(), junk(rng, 0));
            }
            _ => {
                m.insert(p.into(), near_valid(rng, p, id));
            }
        }
    }
    if rng.random_bool(0.2) {
        m.insert("unknownKey".into(), junk(rng, 0));
    }
    m
}

static PANICKED: AtomicBool = AtomicBool::new(false);

/// Calls `cmd` and checks the answer is a result or a typed error, within
/// 30 s and without a panic anywhere (the commands run on other threads).
fn call(
    w: &WebviewWindow<MockRuntime>,
    cmd: &str,
    args: &Map<String, Value>,
) -> Result<Value, String> {
    let (tx, rx) = mpsc::channel();
    let (w2, cmd2, args2) = (w.clone(), cmd.to_string(), Value::Object(args.clone()));
    std::thread::spawn(move || {
        let _ = tx.send(common::invoke(&w2, &cmd2, args2));
    });
    let answer = rx
        .recv_timeout(Duration::from_secs(30))
        .unwrap_or_else(|_| panic!("{cmd}: no answer within 30 s (a panic in the command?)"));
    assert!(!PANICKED.load(Ordering::SeqCst), "{cmd} panicked");
    match answer {
        Ok(v) => Ok(v),
        Err(e) => {
            let kind = e["kind"]
                .as_str()
                .unwrap_or_else(|| panic!("{cmd}: untyped error {e}"));
            assert!(KINDS.contains(&kind), "{cmd}: unknown error kind {e}");
            assert!(e["message"].is_string(), "{cmd}: no message in {e}");
            Err(kind.to_string())
        }
    }
}

/// Every file under `dir`, by path, with its bytes.
fn snapshot(dir: &Path) -> BTreeMap<PathBuf, Vec<u8>> {
    let mut out = BTreeMap::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        for e in std::fs::read_dir(&d).unwrap() {
            let p = e.unwrap().path();
            if p.is_dir() {
                stack.push(p);
            } else {
                out.insert(p.clone(), std::fs::read(&p).unwrap());
            }
        }
    }
    out
}

#[test]
fn every_command_survives_random_and_malformed_arguments() {
    let default_hook = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        PANICKED.store(true, Ordering::SeqCst);
        default_hook(info);
    }));
    let root = std::env::temp_dir().join(format!("janggi-ipc-fuzz-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&root);
    let dir = root.join("data");
    let side = root.join("side");
    std::fs::create_dir_all(&side).unwrap();
    // The native dialogs are answered by the app's test seam (debug builds).
    let preset = side.join("dialog-preset");
    std::env::set_var("JANGGI_DIALOG_PRESET", &preset);
    let garbage = side.join("garbage.xqf");
    std::fs::write(&garbage, b"XQ\x12\x00junk junk junk").unwrap();

    let app = janggi::app_builder(tauri::test::mock_builder())
        .build(tauri::generate_context!(test = true))
        .expect("the app builds");
    janggi::init_in(app.handle(), &dir);
    let w = WebviewWindowBuilder::new(&app, "main", Default::default())
        .build()
        .unwrap();

    // A state worth keeping: non-default settings, a finished game in the
    // records, a completed tutorial lesson... and no game in progress.
    let mut settings = common::invoke(&w, "get_settings", json!({})).unwrap();
    settings["sound"] = json!(false);
    settings["xiangqiNotation"] = json!("chinese");
    common::invoke(&w, "set_settings", json!({ "settings": settings })).unwrap();
    let pgn = "[Variant \"xiangqi\"]\n\n1. h3e3 h10g8 2. h1g3 *\n";
    let p = common::invoke(&w, "preview_import", json!({ "text": pgn })).unwrap();
    common::invoke(&w, "confirm_import", json!({ "previewId": p["previewId"] })).unwrap();
    let list = common::invoke(&w, "list_games", json!({})).unwrap();
    let id = list["games"][0]["id"].as_u64().unwrap();
    // The tutorial's progress is stored (empty), so a reset keeps it so.
    common::invoke(&w, "tutorial_reset", json!({})).unwrap();
    assert!(
        common::invoke(&w, "get_view", json!({})).is_err(),
        "no game"
    );
    let before = snapshot(&dir);
    assert!(!before.is_empty(), "the records and settings are on disk");

    let cmds = commands();
    let mut rng = StdRng::seed_from_u64(0x1a2b_3c4d);
    let mut calls = BTreeMap::<String, (usize, usize)>::new(); // cmd -> (calls, refused)
    for round in 0..150 {
        for cmd in &cmds {
            let a = random_args(&mut rng, cmd, id);
            let decoded = args::decode(cmd, &a);
            if round > 0 && slow(cmd) {
                continue;
            }
            if mutating(cmd) && decoded.is_ok() && !params(cmd).is_empty() {
                continue; // well-formed: would really change something
            }
            // The argument-less ones ignore the junk; with no game in
            // progress the game commands are out of turn, and resetting
            // the tutorial's empty progress changes nothing.
            if cmd == "open_import" {
                // Cancelled, a file that is not a record, or a missing file.
                let answer = match round % 3 {
                    0 => String::new(),
                    1 => garbage.display().to_string(),
                    _ => side.join("missing.pgn").display().to_string(),
                };
                std::fs::write(&preset, answer).unwrap();
            }
            let r = call(&w, cmd, &a);
            let e = calls.entry(cmd.clone()).or_default();
            e.0 += 1;
            if let Err(kind) = &r {
                e.1 += 1;
                if decoded.is_err() {
                    assert_eq!(kind, "badArgument", "{cmd} {a:?}");
                }
            } else {
                assert!(decoded.is_ok(), "{cmd} accepted what decode refuses: {a:?}");
            }
        }
        let now = snapshot(&dir);
        if now != before {
            let text = |m: &BTreeMap<PathBuf, Vec<u8>>| {
                m.iter()
                    .map(|(p, b)| format!("{}: {}", p.display(), String::from_utf8_lossy(b)))
                    .collect::<Vec<_>>()
            };
            panic!(
                "files changed in round {round}:\n{:#?}\nwere\n{:#?}",
                text(&now),
                text(&before)
            );
        }
    }
    for cmd in &cmds {
        let (n, refused) = calls.get(cmd).copied().unwrap_or_default();
        let least = if slow(cmd) { 1 } else { 20 };
        assert!(n >= least, "{cmd} was called {n} times");
        // Out of turn, resetting an empty tutorial progress and leaving
        // no two-device game change nothing and are answered.
        if mutating(cmd) && cmd != "tutorial_reset" && cmd != "lan_leave" {
            assert_eq!(refused, n, "{cmd}: every malformed call refused");
        }
    }

    // Out of turn: the game commands with no game in progress, a setup
    // choice outside the setup phase, imports that were never previewed.
    for (cmd, a, want) in [
        ("make_move", json!({"from": 0, "to": 9}), "noGame"),
        ("pass_turn", json!({}), "noGame"),
        ("undo", json!({}), "noGame"),
        ("resign", json!({}), "noGame"),
        ("flip", json!({}), "noGame"),
        ("hint", json!({}), "noGame"),
        ("start_ai_move", json!({}), "noGame"),
        (
            "choose_setup",
            json!({"side": "second", "setup": "horseElephantHorseElephant"}),
            "noGame",
        ),
        (
            "confirm_import",
            json!({"previewId": 987654}),
            "badArgument",
        ),
        ("continue_game", json!({"id": id, "ply": 99}), "badArgument"),
        ("delete_game", json!({"id": id + 1}), "badArgument"),
        (
            "save_export",
            json!({"id": id + 1, "format": "pgn"}),
            "badArgument",
        ),
        (
            "copy_export",
            json!({"id": id + 1, "format": "pgn"}),
            "badArgument",
        ),
    ] {
        let r = call(&w, cmd, a.as_object().unwrap());
        assert_eq!(
            r.as_ref().err().map(String::as_str),
            Some(want),
            "{cmd}: {r:?}"
        );
    }
    // A game in progress: moves out of turn and after the end.
    common::invoke(
        &w,
        "new_game",
        json!({"options": {"variant": "xiangqi", "mode": {"type": "vsComputer",
        "level": "beginner", "humanSide": "second"}, "profile": "xiangqi", "moveTimerSecs": null}}),
    )
    .unwrap();
    let r = call(
        &w,
        "make_move",
        json!({"from": 64, "to": 67}).as_object().unwrap(),
    );
    // The computer (Red) is to move, and may already be thinking.
    assert!(matches!(
        r.err().as_deref(),
        Some("notYourTurn" | "aiThinking")
    ));
    let r = call(
        &w,
        "choose_setup",
        json!({"side": "first", "setup": "elephantHorseHorseElephant"})
            .as_object()
            .unwrap(),
    );
    assert!(r.is_err(), "no setup choice in Xiangqi");
    let r = call(
        &w,
        "make_move",
        json!({"from": 89, "to": 200}).as_object().unwrap(),
    );
    assert_eq!(r.err().as_deref(), Some("badArgument"));
    common::invoke(&w, "resign", json!({})).unwrap();
    let r = call(
        &w,
        "make_move",
        json!({"from": 19, "to": 22}).as_object().unwrap(),
    );
    assert!(matches!(
        r.err().as_deref(),
        Some("gameOver" | "noGame" | "notYourTurn")
    ));
    assert!(!PANICKED.load(Ordering::SeqCst));
    eprintln!("ipc_fuzz: calls and refusals per command: {calls:?}");
    let _ = std::fs::remove_dir_all(&root);
}

#[test]
fn decode_needs_exactly_the_arguments_the_table_declares_required() {
    let cfg = ts_rs::Config::new();
    for c in args::COMMANDS {
        let required = c.wire(&cfg).iter().any(|k| !k.optional);
        assert_eq!(
            args::decode(c.name, &Map::new()).is_err(),
            required,
            "{}: decode of no arguments and the table disagree",
            c.name
        );
    }
}
