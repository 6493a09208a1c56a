//! Draw offers on one device through real IPC (mock runtime): two players
//! offer and answer; the computer answers at once from its evaluation
//! (declines at the start, accepts when it is losing); offers out of place
//! get typed errors and change nothing.

mod common;

use serde_json::{json, Value};
use tauri::test::MockRuntime;
use tauri::{WebviewWindow, WebviewWindowBuilder};

fn ok(w: &WebviewWindow<MockRuntime>, cmd: &str, args: Value) -> Value {
    common::invoke(w, cmd, args).unwrap_or_else(|e| panic!("{cmd}: {e}"))
}

fn kind(w: &WebviewWindow<MockRuntime>, cmd: &str, args: Value) -> String {
    let e = common::invoke(w, cmd, args).expect_err(cmd);
    e["kind"].as_str().unwrap_or_default().to_string()
}

fn xiangqi(w: &WebviewWindow<MockRuntime>, mode: Value, fen: Option<&str>) -> Value {
    ok(
        w,
        "new_game",
        json!({"options": {"variant": "xiangqi", "mode": mode, "profile": "xiangqi",
            "moveTimerSecs": null, "startFen": fen}}),
    )
}

#[test]
fn draws_are_offered_answered_and_judged() {
    let dir = std::env::temp_dir().join(format!("janggi-draw-ipc-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let app = janggi::app_builder(tauri::test::mock_builder())
        .build(tauri::generate_context!(test = true))
        .expect("the app builds");
    janggi::init_in(app.handle(), &dir);
    let w = WebviewWindowBuilder::new(&app, "main", Default::default())
        .build()
        .unwrap();

    // Two players: Red offers, Black declines; the offer lapses with a move.
    let v = xiangqi(&w, json!({"type": "twoPlayers"}), None);
    assert_eq!(v["drawsAllowed"], true);
    assert_eq!(v["drawOffer"], Value::Null);
    assert_eq!(
        kind(&w, "answer_draw", json!({"accept": true})),
        "badArgument"
    );
    let v = ok(&w, "offer_draw", json!({}));
    assert_eq!(v["drawOffer"], "first");
    assert_eq!(
        kind(&w, "offer_draw", json!({})),
        "notYourTurn",
        "one offer at a time"
    );
    assert_eq!(
        kind(&w, "answer_draw", json!({})),
        "badArgument",
        "accept is required"
    );
    let v = ok(&w, "answer_draw", json!({"accept": false}));
    assert_eq!(v["drawOffer"], Value::Null);
    assert_eq!(v["phase"]["type"], "playing");
    ok(&w, "offer_draw", json!({}));
    let v = ok(&w, "make_move", json!({"from": 19, "to": 22}));
    assert_eq!(
        v["drawOffer"],
        Value::Null,
        "a move answers an offer with play"
    );
    // Black offers, Red accepts: a draw by agreement, in the records.
    assert_eq!(ok(&w, "offer_draw", json!({}))["drawOffer"], "second");
    let v = ok(&w, "answer_draw", json!({"accept": true}));
    assert_eq!(v["phase"]["type"], "over");
    assert_eq!(v["phase"]["outcome"]["reason"], "agreement");
    assert_eq!(v["phase"]["outcome"]["winner"], Value::Null);
    assert_eq!(kind(&w, "offer_draw", json!({})), "gameOver");
    let listed = ok(&w, "list_games", json!({}));
    assert_eq!(listed["games"][0]["reason"], "agreement");

    // The computer at the start: it declines, the game goes on unchanged.
    let v = xiangqi(
        &w,
        json!({"type": "vsComputer", "level": 5, "humanSide": "first"}),
        None,
    );
    let v2 = ok(&w, "offer_draw", json!({}));
    assert_eq!(v2["phase"]["type"], "playing");
    assert_eq!(v2["ply"], v["ply"]);
    assert_eq!(v2["drawOffer"], Value::Null);
    assert_eq!(
        kind(&w, "answer_draw", json!({"accept": true})),
        "badArgument",
        "nobody answers for the computer"
    );
    ok(&w, "resign", json!({}));

    // The computer (Black) without its chariots: it accepts.
    let fen = "1nbakabn1/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";
    xiangqi(
        &w,
        json!({"type": "vsComputer", "level": 5, "humanSide": "first"}),
        Some(fen),
    );
    let v = ok(&w, "offer_draw", json!({}));
    assert_eq!(v["phase"]["type"], "over");
    assert_eq!(v["phase"]["outcome"]["reason"], "agreement");
}
