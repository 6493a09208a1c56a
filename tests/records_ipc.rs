//! The records commands through real IPC on the mock runtime: granted to
//! the main window, typed errors for malformed arguments, and the flow list
//! → replay → continue → export → import → statistics.

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

fn kind(w: &WebviewWindow<MockRuntime>, cmd: &str, args: Value) -> String {
    let e = invoke(w, cmd, args).expect_err(cmd);
    e["kind"]
        .as_str()
        .unwrap_or_else(|| panic!("{cmd}: {e}"))
        .to_string()
}

#[test]
fn records_commands_end_to_end() {
    let dir = std::env::temp_dir().join(format!("janggi-records-ipc-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    // `save_export` writes under the user's folders: point them at a temp dir.
    let home = dir.join("home");
    std::fs::create_dir_all(&home).unwrap();
    std::env::set_var("HOME", &home);
    for var in [
        "XDG_DATA_HOME",
        "XDG_CONFIG_HOME",
        "XDG_DOWNLOAD_DIR",
        "XDG_DOCUMENTS_DIR",
    ] {
        std::env::remove_var(var);
    }
    let app = janggi::app_builder(tauri::test::mock_builder())
        .build(tauri::generate_context!(test = true))
        .expect("the app builds");
    janggi::init_in(app.handle(), &dir);
    let w = WebviewWindowBuilder::new(&app, "main", Default::default())
        .build()
        .unwrap();

    // The About card: the version and the folder the records are in.
    let info = ok(&w, "app_info", json!({}));
    assert_eq!(info["version"], env!("CARGO_PKG_VERSION"));
    assert_eq!(info["recordsDir"], dir.display().to_string());

    // A Xiangqi game between two players, resigned after two moves.
    ok(
        &w,
        "new_game",
        json!({"options": {"variant": "xiangqi", "mode": {"type": "twoPlayers"},
        "profile": "xiangqi", "moveTimerSecs": null}}),
    );
    ok(&w, "make_move", json!({"from": 19, "to": 22})); // b3e3 (cannon)
    ok(&w, "make_move", json!({"from": 64, "to": 67})); // b8e8
    let over = ok(&w, "resign", json!({}));
    assert_eq!(over["phase"]["type"], "over");

    let list = ok(&w, "list_games", json!({}));
    assert_eq!(list["total"], 1);
    let g = &list["games"][0];
    assert_eq!(g["variant"], "xiangqi");
    assert_eq!(g["reason"], "resignation");
    assert_eq!(g["winner"], "second", "Red resigned on move 3");
    assert_eq!(g["plies"], 2);
    let id = g["id"].clone();
    assert_eq!(
        ok(&w, "list_games", json!({"filter": {"variant": "janggi"}}))["total"],
        0
    );
    assert_eq!(
        ok(&w, "list_games", json!({"filter": {"result": "loss"}}))["total"],
        1
    );
    assert_eq!(
        kind(&w, "list_games", json!({"filter": {"variant": 3}})),
        "badArgument"
    );

    let replay = ok(&w, "replay_game", json!({ "id": id }));
    assert_eq!(replay["frames"].as_array().unwrap().len(), 3);
    assert_eq!(replay["moves"][1]["uci"], "b8e8");
    assert_eq!(kind(&w, "replay_game", json!({"id": 12345})), "badArgument");
    assert_eq!(kind(&w, "replay_game", json!({"id": "x"})), "badArgument");

    // Text export, import back: two games, statistics unchanged (two players).
    let pgn = common::export(&w, &json!(id), "pgn").unwrap();
    let pgn = pgn.as_str().unwrap();
    assert!(pgn.contains("[Variant \"xiangqi\"]"), "{pgn}");
    assert!(pgn.contains("1. b3e3 b8e8"), "{pgn}");
    assert_eq!(
        common::export(&w, &json!(id), "gib").unwrap_err()["kind"],
        "badArgument"
    );
    let imported = common::import(&w, pgn.as_bytes()).unwrap();
    assert_eq!(imported["imported"], 1);
    assert_eq!(common::import(&w, pgn.as_bytes()).unwrap()["imported"], 1);
    let bad = common::import(&w, b"[Variant \"xiangqi\"]\n\n1. h3e3 h3e3\n").unwrap_err();
    assert_eq!(bad["kind"], "badArgument");
    assert!(bad["message"].as_str().unwrap().contains("line"), "{bad}");
    assert_eq!(ok(&w, "list_games", json!({}))["total"], 3);

    // Continue from after the first move against the computer: the human
    // plays Black (to move), the moves so far are kept.
    let v = ok(&w, "continue_game", json!({"id": id, "ply": 1, "level": 2}));
    assert_eq!(v["moves"].as_array().unwrap().len(), 1);
    assert_eq!(v["mode"]["humanSide"], "second");
    assert_eq!(v["sideToMove"], "second");
    assert_eq!(
        kind(&w, "continue_game", json!({"id": id, "ply": 99})),
        "badArgument"
    );

    // Statistics count games against the computer: play one and resign.
    let before = ok(&w, "get_statistics", json!({}));
    assert_eq!(before["rows"].as_array().unwrap().len(), 0);
    ok(&w, "resign", json!({}));
    let after = ok(&w, "get_statistics", json!({}));
    let rows = after["rows"].as_array().unwrap();
    assert_eq!(rows.len(), 1, "{after}");
    assert_eq!(rows[0]["result"], "loss");
    assert_eq!(rows[0]["level"], 2);
    assert_eq!(rows[0]["reason"], "resignation");
    assert_eq!(after["totalGames"], 4);
    // And the lines and reasons the statistics screen shows, summed here.
    let line = &after["lines"][0];
    assert_eq!(after["lines"].as_array().unwrap().len(), 1, "{after}");
    assert_eq!(
        (&line["level"], &line["win"], &line["loss"], &line["draw"]),
        (&json!(2), &json!(0), &json!(1), &json!(0))
    );
    assert_eq!(
        after["reasons"],
        json!([{ "reason": "resignation", "count": 1 }])
    );

    assert_eq!(ok(&w, "delete_game", json!({ "id": id })), json!(true));
    assert_eq!(kind(&w, "delete_game", json!({ "id": id })), "badArgument");
    assert_eq!(ok(&w, "list_games", json!({}))["total"], 3);

    // Newest first, paginated.
    let page = ok(&w, "list_games", json!({"offset": 1, "limit": 1}));
    assert_eq!(page["games"].as_array().unwrap().len(), 1);
    assert_eq!(page["total"], 3);
    let all = ok(&w, "list_games", json!({}));
    let ids: Vec<u64> = all["games"]
        .as_array()
        .unwrap()
        .iter()
        .map(|g| g["id"].as_u64().unwrap())
        .collect();
    assert!(ids.windows(2).all(|p| p[0] > p[1]), "{ids:?}");

    imported_records_keep_their_headers(&w);
}

/// An imported `.gib` keeps its date, place, time control and every other
/// header: listed with its own date (not the day it was imported), shown,
/// and written back on export; a record without a date has none.
fn imported_records_keep_their_headers(w: &WebviewWindow<MockRuntime>) {
    let gib = "[대회명 \"동네 기원 대회\"]\n[회전 \"3\"]\n[대국일자 \"2024.05.01\"]\n\
               [대국장소 \"서울 종로\"]\n[제한시간 \"5분 30초 3회\"]\n[기록자 \"김\"]\n\
               [초대국자 \"갑\"]\n[한대국자 \"을\"]\n[초차림 \"마상상마\"]\n[한차림 \"마상상마\"]\n\
               [대국결과 \"한 기권승\"]\n\n1. 79졸78 2. 41졸42\n";
    let r = common::import(w, gib.as_bytes()).unwrap();
    assert_eq!(r["imported"], 1, "{r}");
    let g = ok(w, "list_games", json!({}))["games"][0].clone();
    assert_eq!(g["players"], json!(["갑", "을"]));
    assert_eq!(g["recordDate"], "2024-05-01", "{g}");
    let info: Vec<(String, String, String)> = g["recordInfo"]
        .as_array()
        .unwrap()
        .iter()
        .map(|l| {
            let s = |k: &str| l[k].as_str().unwrap().to_string();
            (s("kind"), s("name"), s("value"))
        })
        .collect();
    let line = |k: &str, n: &str, v: &str| (k.to_string(), n.to_string(), v.to_string());
    assert_eq!(
        info,
        [
            line("event", "Event", "동네 기원 대회"),
            line("round", "Round", "3"),
            line("date", "Date", "2024.05.01"),
            line("site", "Site", "서울 종로"),
            line("timeControl", "제한시간", "5분 30초 3회"),
            line("other", "기록자", "김"),
        ]
    );
    let back = common::export(w, &json!(g["id"]), "gib").unwrap();
    let back = back.as_str().unwrap();
    for h in [
        "[대회명 \"동네 기원 대회\"]",
        "[회전 \"3\"]",
        "[대국일자 \"2024.05.01\"]",
        "[대국장소 \"서울 종로\"]",
        "[제한시간 \"5분 30초 3회\"]",
        "[기록자 \"김\"]",
    ] {
        assert!(back.contains(h), "{h} missing from the export:\n{back}");
    }
    let pgn = common::export(w, &json!(g["id"]), "pgn").unwrap();
    let pgn = pgn.as_str().unwrap();
    assert!(pgn.contains("[Date \"2024.05.01\"]"), "{pgn}");
    assert!(pgn.contains("[Site \"서울 종로\"]"), "{pgn}");

    // Without a date: none listed (the app says "date unknown"), none
    // invented on export.
    let undated = "[초대국자 \"병\"]\n[한대국자 \"정\"]\n[초차림 \"마상상마\"]\n[한차림 \"마상상마\"]\n\n1. 79졸78\n";
    assert_eq!(
        common::import(w, undated.as_bytes()).unwrap()["imported"],
        1
    );
    let g = ok(w, "list_games", json!({}))["games"][0].clone();
    assert_eq!(g["players"], json!(["병", "정"]));
    assert_eq!(g["recordDate"], Value::Null);
    assert_eq!(g["recordInfo"], json!([]));
    let back = common::export(w, &json!(g["id"]), "pgn").unwrap();
    assert!(
        back.as_str().unwrap().contains("[Date \"????.??.??\"]"),
        "{back}"
    );
}
