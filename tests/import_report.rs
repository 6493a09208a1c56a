//! Import with a report, through real IPC on the mock runtime: a file is
//! read game by game (`preview_import`), nothing is written until
//! `confirm_import`, the good games of a file with a bad one are kept, a
//! cut-short game's legal part is imported only when asked, and games
//! already in the records are not imported twice.

mod common;

use serde_json::{json, Value};
use tauri::test::MockRuntime;
use tauri::{WebviewWindow, WebviewWindowBuilder};

fn invoke(w: &WebviewWindow<MockRuntime>, cmd: &str, args: Value) -> Result<Value, Value> {
    common::invoke(w, cmd, args)
}

fn ok(w: &WebviewWindow<MockRuntime>, cmd: &str, args: Value) -> Value {
    invoke(w, cmd, args).unwrap_or_else(|e| panic!("{cmd}: {e}"))
}

fn bad(w: &WebviewWindow<MockRuntime>, cmd: &str, args: Value) -> Value {
    let e = invoke(w, cmd, args).expect_err(cmd);
    assert_eq!(e["kind"], "badArgument", "{cmd}: {e}");
    e
}

fn total(w: &WebviewWindow<MockRuntime>) -> u64 {
    ok(w, "list_games", json!({}))["total"].as_u64().unwrap()
}

/// Five games of a real collection (CP949), the fourth with an illegal
/// second move `08마87` (a Cho horse moved on Han's turn), on line 99.
fn five_games_one_bad() -> Vec<u8> {
    std::fs::read(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/e2e/data/five-games-one-bad.gib"
    ))
    .unwrap()
}

/// Standard base64 with padding (what the UI sends).
fn base64(bytes: &[u8]) -> String {
    const A: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let mut out = String::new();
    for chunk in bytes.chunks(3) {
        let n = chunk.iter().fold(0u32, |a, &b| (a << 8) | u32::from(b)) << (8 * (3 - chunk.len()));
        for i in 0..4 {
            if i <= chunk.len() {
                out.push(A[(n >> (18 - 6 * i)) as usize & 63] as char);
            } else {
                out.push('=');
            }
        }
    }
    out
}

fn games_json(dir: &std::path::Path) -> Value {
    match std::fs::read(dir.join("games.json")) {
        Ok(b) => serde_json::from_slice(&b).unwrap(),
        Err(_) => json!({ "games": [] }),
    }
}

#[test]
fn import_keeps_every_good_game() {
    let dir = std::env::temp_dir().join(format!("janggi-import-report-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let app = janggi::app_builder(tauri::test::mock_builder())
        .build(tauri::generate_context!(test = true))
        .expect("the app builds");
    janggi::init_in(app.handle(), &dir);
    let w = WebviewWindowBuilder::new(&app, "main", Default::default())
        .build()
        .unwrap();
    let file = five_games_one_bad();

    // The preview reads every game and writes nothing.
    let p = ok(
        &w,
        "preview_import",
        json!({ "bytes": file, "name": "five.gib" }),
    );
    assert_eq!(p["format"], "gib");
    assert_eq!(p["name"], "five.gib");
    assert_eq!(
        (&p["complete"], &p["cut"], &p["refused"], &p["duplicates"]),
        (&json!(4), &json!(1), &json!(0), &json!(0)),
        "{p}"
    );
    let games = p["games"].as_array().unwrap();
    assert_eq!(games.len(), 5);
    let cut = &games[3];
    assert_eq!(cut["number"], 4);
    assert_eq!(cut["status"], "cut");
    assert_eq!(cut["problem"], "illegalMove");
    assert_eq!(cut["token"], "08마87");
    assert_eq!(cut["ply"], 2);
    assert_eq!(cut["plies"], 1, "the legal part is the first move");
    assert_eq!(cut["problemLine"], 99);
    assert!(cut["line"].as_u64().unwrap() < 99);
    assert_eq!(cut["players"][1], "타이슨권법 9단");
    assert!(games[..3].iter().all(|g| g["status"] == "complete"));
    assert_eq!(games[0]["plies"], 109);
    assert_eq!(games[0]["problem"], Value::Null);
    assert_eq!(total(&w), 0);
    assert_eq!(games_json(&dir)["games"], json!([]));

    // Cancelled: nothing written, and the preview cannot be confirmed.
    let id = p["previewId"].clone();
    assert_eq!(ok(&w, "cancel_import", json!({ "previewId": id })), true);
    assert_eq!(ok(&w, "cancel_import", json!({ "previewId": id })), false);
    bad(
        &w,
        "confirm_import",
        json!({ "previewId": id, "includePartial": [] }),
    );
    assert_eq!(total(&w), 0);

    // Confirmed without the cut-short game: the four complete games.
    let p = ok(&w, "preview_import", json!({ "bytes": file }));
    let r = ok(
        &w,
        "confirm_import",
        json!({ "previewId": p["previewId"], "includePartial": [] }),
    );
    assert_eq!((&r["imported"], &r["duplicates"]), (&json!(4), &json!(0)));
    assert_eq!(total(&w), 4);
    assert_eq!(games_json(&dir)["games"].as_array().unwrap().len(), 4);
    let stats = ok(&w, "get_statistics", json!({}));
    assert_eq!(stats["totalGames"], 4);
    // A confirmed preview is closed.
    bad(
        &w,
        "confirm_import",
        json!({ "previewId": p["previewId"], "includePartial": [] }),
    );

    // The same file again: the four are duplicates; the cut-short game's
    // legal part is imported when asked for, once.
    let p = ok(&w, "preview_import", json!({ "bytes": file }));
    assert_eq!(
        (&p["complete"], &p["cut"], &p["duplicates"]),
        (&json!(0), &json!(1), &json!(4)),
        "{p}"
    );
    let r = ok(
        &w,
        "confirm_import",
        json!({ "previewId": p["previewId"], "includePartial": [4] }),
    );
    assert_eq!((&r["imported"], &r["duplicates"]), (&json!(1), &json!(0)));
    assert_eq!(total(&w), 5);
    let p = ok(&w, "preview_import", json!({ "bytes": file }));
    assert_eq!((&p["complete"], &p["duplicates"]), (&json!(0), &json!(5)));
    let r = ok(
        &w,
        "confirm_import",
        json!({ "previewId": p["previewId"], "includePartial": [4] }),
    );
    assert_eq!(r["imported"], 0);
    assert_eq!(total(&w), 5);

    // The same game twice in one file is imported once.
    let twice = ok(
        &w,
        "preview_import",
        json!({ "text": "[Variant \"xiangqi\"]\n\n1. h2e2 h9g7 *\n\n[Variant \"xiangqi\"]\n\n1. h2e2 h9g7 *\n" }),
    );
    assert_eq!(
        (&twice["complete"], &twice["duplicates"]),
        (&json!(1), &json!(1))
    );
    let r = ok(
        &w,
        "confirm_import",
        json!({ "previewId": twice["previewId"] }),
    );
    assert_eq!(r["imported"], 1);
    assert_eq!(total(&w), 6);

    // A binary .xqf file (sent as bytes) reads as one Xiangqi game.
    let xqf = std::fs::read(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/src-tauri/crates/formats/tests/data/xiangqi/zh_v10_plain.xqf"
    ))
    .unwrap();
    let p = ok(
        &w,
        "preview_import",
        json!({ "bytes": xqf, "name": "zh_v10_plain.xqf" }),
    );
    assert_eq!(p["format"], "xqf");
    assert_eq!(p["games"].as_array().unwrap().len(), 1);
    assert_eq!(p["games"][0]["status"], "complete", "{p}");
    let before_xqf = total(&w);
    ok(&w, "confirm_import", json!({ "previewId": p["previewId"] }));
    assert_eq!(total(&w), before_xqf + 1);
    let newest = &ok(&w, "list_games", json!({}))["games"][0];
    assert_eq!(newest["variant"], "xiangqi");

    // A refused PGN game says where its bad move is.
    let refused = ok(
        &w,
        "preview_import",
        json!({ "text": "[Variant \"xiangqi\"]\n\n1. a1a9 a1a9\n" }),
    );
    let g = &refused["games"][0];
    assert_eq!(
        (&g["status"], &g["problem"]),
        (&json!("refused"), &json!("illegalMove"))
    );
    assert_eq!((&g["token"], &g["ply"]), (&json!("a1a9"), &json!(1)));
    assert_eq!((&g["line"], &g["problemLine"]), (&json!(1), &json!(3)));
    ok(
        &w,
        "cancel_import",
        json!({ "previewId": refused["previewId"] }),
    );

    // The same file as base64 (what the UI sends) reads the same.
    let p64 = ok(
        &w,
        "preview_import",
        json!({ "bytes": base64(&file), "name": "five.gib" }),
    );
    assert_eq!(p64["games"].as_array().unwrap().len(), 5);
    assert_eq!(p64["games"][3]["token"], "08마87");
    assert_eq!(p64["duplicates"], 5);
    ok(
        &w,
        "cancel_import",
        json!({ "previewId": p64["previewId"] }),
    );

    // Malformed input: typed errors, nothing written, no panic.
    let before = games_json(&dir);
    bad(&w, "preview_import", json!({ "bytes": "not base64!" }));
    // Too large: its own kind, which the UI says in the player's language.
    for args in [
        json!({ "bytes": "A".repeat(23 << 20) }),
        json!({ "text": "A".repeat((16 << 20) + 1) }),
    ] {
        let e = invoke(&w, "preview_import", args).expect_err("too large");
        assert_eq!(e["kind"], "fileTooLarge", "{e}");
    }
    bad(&w, "preview_import", json!({}));
    let empty = invoke(&w, "preview_import", json!({ "text": "" })).expect_err("empty");
    assert_eq!(empty["kind"], "badRecord", "{empty}");
    bad(&w, "preview_import", json!({ "bytes": [1, 2, 300] }));
    bad(&w, "preview_import", json!({ "bytes": "ab!c" }));
    bad(&w, "preview_import", json!({ "text": "x", "name": 5 }));
    let damaged = invoke(
        &w,
        "preview_import",
        json!({ "bytes": b"XQ\x0a\x00garbage".to_vec() }),
    )
    .expect_err("damaged");
    assert_eq!(damaged["kind"], "badRecord", "{damaged}");
    bad(&w, "confirm_import", json!({ "previewId": "one" }));
    bad(&w, "confirm_import", json!({ "previewId": 999_999 }));
    bad(&w, "cancel_import", json!({}));
    // Not a record at all: every "game" is refused, nothing to import.
    let junk = invoke(&w, "preview_import", json!({ "text": "hello world\n" }));
    if let Ok(p) = junk {
        assert_eq!(p["complete"], 0, "{p}");
        let r = ok(&w, "confirm_import", json!({ "previewId": p["previewId"] }));
        assert_eq!(r["imported"], 0);
    }
    assert_eq!(games_json(&dir), before);
    assert_eq!(total(&w), 7);
}

/// The record kinds the import learned last: `.gib` games in the old
/// coordinates (a real file: one game in the new coordinates and four in
/// the old), Xiangqi PGN with no tag and ICCS moves, and a tag value with
/// unescaped quotes (read, and said).
#[test]
fn old_coordinates_untagged_iccs_and_lenient_tags_import() {
    let dir = std::env::temp_dir().join(format!("janggi-import-kinds-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let app = janggi::app_builder(tauri::test::mock_builder())
        .build(tauri::generate_context!(test = true))
        .expect("the app builds");
    janggi::init_in(app.handle(), &dir);
    let w = WebviewWindowBuilder::new(&app, "main", Default::default())
        .build()
        .unwrap();

    let old = std::fs::read(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/src-tauri/crates/formats/tests/data/records/gib30_lee_ilhoon_old_coordinates.gib"
    ))
    .unwrap();
    let p = ok(&w, "preview_import", json!({ "bytes": old }));
    assert_eq!(p["format"], "gib");
    assert_eq!(
        (&p["complete"], &p["refused"]),
        (&json!(5), &json!(0)),
        "{p}"
    );

    let iccs = "1. h2e2 h9g7 2. h0g2 i9h9 3. i0h0 b9c7 *\n";
    let p = ok(&w, "preview_import", json!({ "bytes": iccs.as_bytes() }));
    assert_eq!(p["format"], "pgn");
    assert_eq!(p["complete"], 1, "{p}");
    assert_eq!(p["games"][0]["plies"], 6);

    let quoted =
        "[Event \"\"百花杯\"第四屆\"]\n[Variant \"xiangqi\"]\n[Result \"*\"]\n\n1. h2e2 h9g7 *\n";
    let p = ok(&w, "preview_import", json!({ "bytes": quoted.as_bytes() }));
    assert_eq!(p["complete"], 1, "{p}");
    assert_eq!(p["games"][0]["headerLenient"], true, "{p}");
    let _ = std::fs::remove_dir_all(&dir);
}
