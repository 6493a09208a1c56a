//! Xiangqi records out of the app and back (issue 16): a game played in the
//! app is exported (as `save_export` writes it) as PGN in Chinese notation, ICCS, WXF
//! and UCI; each text has the headers of its convention and imports back
//! (`preview_import` → `confirm_import`) to the same moves. The move list
//! offers the Chinese form of each Xiangqi move (`MoveDto.chinese`). Saving
//! and opening go through the native dialogs' commands (`save_export`,
//! `open_import`), answered by the debug-build test seam.

mod common;

use serde_json::{json, Value};
use tauri::test::MockRuntime;
use tauri::{WebviewWindow, WebviewWindowBuilder};

fn ok(w: &WebviewWindow<MockRuntime>, cmd: &str, args: Value) -> Value {
    common::invoke(w, cmd, args).unwrap_or_else(|e| panic!("{cmd}: {e}"))
}

/// The square index of a UCI square (`e3` → file 4, rank 3 → 22).
fn sq(name: &str) -> u8 {
    let file = name.as_bytes()[0] - b'a';
    let rank: u8 = name[1..].parse().unwrap();
    (rank - 1) * 9 + file
}

/// Where the destination starts in a UCI move (`h10g8` → 3).
fn cut(uci: &str) -> usize {
    1 + uci[1..].find(|c: char| c.is_ascii_alphabetic()).unwrap()
}

fn uci_moves(replay: &Value) -> Vec<String> {
    replay["moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["uci"].as_str().unwrap().to_string())
        .collect()
}

/// Red doubles its cannons on the e file (a tandem: 前炮/后炮), Black
/// answers with horses, an advisor and a soldier (full-width digits).
const MOVES: [(&str, &str); 8] = [
    ("h3e3", "炮二平五"),
    ("h10g8", "马８进７"),
    ("b3b5", "炮八进二"),
    ("b10c8", "马２进３"),
    ("b5e5", "炮八平五"),
    ("f10e9", "士６进５"),
    ("e5d5", "前炮平六"),
    ("g7g6", "卒７进１"),
];

#[test]
fn chinese_iccs_wxf_and_uci_exports_import_back() {
    let dir = std::env::temp_dir().join(format!("janggi-xq-export-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let app = janggi::app_builder(tauri::test::mock_builder())
        .build(tauri::generate_context!(test = true))
        .expect("the app builds");
    janggi::init_in(app.handle(), &dir);
    let w = WebviewWindowBuilder::new(&app, "main", Default::default())
        .build()
        .unwrap();

    ok(
        &w,
        "new_game",
        json!({"options": {"variant": "xiangqi", "mode": {"type": "twoPlayers"},
        "profile": "xiangqi", "moveTimerSecs": null}}),
    );
    for (uci, _) in MOVES {
        ok(
            &w,
            "make_move",
            json!({"from": sq(&uci[..cut(uci)]), "to": sq(&uci[cut(uci)..])}),
        );
    }
    // The move list's Chinese choice: every move in Chinese notation.
    let view = ok(&w, "get_view", json!({}));
    let listed: Vec<&str> = view["moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["chinese"].as_str().unwrap())
        .collect();
    let expected: Vec<&str> = MOVES.iter().map(|(_, zh)| *zh).collect();
    assert_eq!(listed, expected);
    ok(&w, "resign", json!({}));

    let list = ok(&w, "list_games", json!({}));
    assert_eq!(list["total"], 1);
    let id = list["games"][0]["id"].clone();
    let played = uci_moves(&ok(&w, "replay_game", json!({ "id": id })));
    assert_eq!(played, MOVES.map(|(u, _)| u.to_string()));
    // The replay carries the Chinese forms too.
    assert_eq!(
        ok(&w, "replay_game", json!({ "id": id }))["moves"][6]["chinese"],
        "前炮平六"
    );

    let export = |format: &str| -> String {
        common::export(&w, &json!(id), format)
            .unwrap()
            .as_str()
            .unwrap()
            .to_string()
    };
    let chinese = export("pgn-chinese");
    for needle in [
        "[Game \"Chinese Chess\"]",
        "[Format \"Chinese\"]",
        "[Red \"Player 1\"]",
        "[Black \"Player 2\"]",
        "[Result \"0-1\"]",
        "炮二平五",
        "马２进３",
        "前炮平六",
        "卒７进１",
    ] {
        assert!(chinese.contains(needle), "{needle} in\n{chinese}");
    }
    let iccs = export("pgn-iccs");
    for needle in [
        "[Game \"Chinese Chess\"]",
        "[Format \"ICCS\"]",
        "H2-E2",
        "E4-D4",
    ] {
        assert!(iccs.contains(needle), "{needle} in\n{iccs}");
    }
    let wxf = export("pgn-wxf");
    assert!(
        wxf.contains("[Variant \"xiangqi\"]") && wxf.contains("C2.5"),
        "{wxf}"
    );
    let uci = export("pgn");
    assert!(uci.contains("1. h3e3 h10g8"), "{uci}");
    // An unknown format is a typed error.
    let e = common::export(&w, &json!(id), "pgn-zh").unwrap_err();
    assert_eq!(e["kind"], "badArgument", "{e}");

    // Saved through the native save dialog (answered by the test seam), and
    // opened through the open dialog: the same game, a duplicate.
    let preset = dir.join("dialog-preset");
    std::env::set_var("JANGGI_DIALOG_PRESET", &preset);
    let out = dir.join("out");
    std::fs::create_dir_all(&out).unwrap();
    std::fs::write(&preset, "").unwrap();
    assert_eq!(
        ok(
            &w,
            "save_export",
            json!({"id": id, "format": "pgn-chinese"})
        ),
        Value::Null,
        "cancelled"
    );
    assert!(!preset.exists(), "the preset answers one dialog");
    std::fs::write(&preset, out.display().to_string()).unwrap();
    let saved = ok(
        &w,
        "save_export",
        json!({"id": id, "format": "pgn-chinese"}),
    );
    let saved = std::path::PathBuf::from(saved.as_str().unwrap());
    assert_eq!(saved.parent(), Some(out.as_path()));
    let name = saved.file_name().unwrap().to_str().unwrap();
    assert!(
        name.starts_with("xiangqi-") && name.ends_with(".pgn"),
        "{name}"
    );
    assert_eq!(std::fs::read_to_string(&saved).unwrap(), chinese);
    std::fs::write(&preset, "").unwrap();
    assert_eq!(ok(&w, "open_import", json!({})), Value::Null, "cancelled");
    std::fs::write(&preset, saved.display().to_string()).unwrap();
    let p = ok(&w, "open_import", json!({}));
    assert_eq!(p["name"], name);
    assert_eq!(p["duplicates"], 1, "{p}");
    ok(&w, "cancel_import", json!({ "previewId": p["previewId"] }));
    std::fs::write(&preset, dir.join("missing.pgn").display().to_string()).unwrap();
    let e = common::invoke(&w, "open_import", json!({})).unwrap_err();
    assert_eq!(e["kind"], "fileUnreadable", "{e}");

    // Each text imports back to the same moves, once the original is gone
    // (else it is a duplicate of it): every format the UI offers for a
    // Xiangqi game (RecordFormat::for_variant).
    ok(&w, "delete_game", json!({ "id": id }));
    let texts = [
        ("pgn-chinese", &chinese),
        ("pgn-iccs", &iccs),
        ("pgn-wxf", &wxf),
        ("pgn", &uci),
    ];
    let mut offered: Vec<Value> =
        janggi::dto::RecordFormat::for_variant(janggi::dto::VariantId::Xiangqi)
            .into_iter()
            .map(|f| serde_json::to_value(f).unwrap())
            .collect();
    let mut tested: Vec<Value> = texts.iter().map(|(f, _)| json!(f)).collect();
    offered.sort_by_key(|v| v.to_string());
    tested.sort_by_key(|v| v.to_string());
    assert_eq!(
        offered, tested,
        "the offered formats are the ones round-tripped here"
    );
    for (format, text) in texts {
        let p = ok(
            &w,
            "preview_import",
            json!({ "text": text, "name": "game.pgn" }),
        );
        assert_eq!(p["complete"], 1, "{format}: {p}");
        assert_eq!(p["games"][0]["plies"], 8, "{format}: {p}");
        let r = ok(&w, "confirm_import", json!({ "previewId": p["previewId"] }));
        assert_eq!(r["imported"], 1, "{format}: {r}");
        let list = ok(&w, "list_games", json!({}));
        assert_eq!(list["total"], 1, "{format}");
        let g = &list["games"][0];
        assert_eq!(g["variant"], "xiangqi", "{format}");
        let back = uci_moves(&ok(&w, "replay_game", json!({ "id": g["id"] })));
        assert_eq!(back, played, "{format}");
        // Exported again in the same form, the text is the same.
        if format == "pgn-chinese" {
            let again = common::export(&w, &json!(g["id"]), format).unwrap();
            let moves_part = |t: &str| t.split("\n\n").nth(1).unwrap_or("").to_string();
            assert_eq!(moves_part(again.as_str().unwrap()), moves_part(text));
        }
        ok(&w, "delete_game", json!({ "id": g["id"] }));
    }
}
