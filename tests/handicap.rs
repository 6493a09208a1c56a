//! Handicap games through Tauri's mock runtime and real IPC, as the webview
//! calls them: a Janggi 차떼기 with both setup choices, a Xiangqi 让单马
//! against the computer, the points and the view, a restart during the
//! setup choice, the records (summary, statistics apart, PGN and `.gib`
//! export and import back), and every bad handicap refused with the typed
//! error `badHandicap`, nothing changed.

mod common;

use janggi::dto::{BoardView, HandicapId, Phase, RoleDto, SideDto};
use serde_json::{json, Value};
use std::path::{Path, PathBuf};
use std::sync::mpsc::{channel, Receiver};
use std::time::Duration;
use tauri::test::MockRuntime;
use tauri::{App, Listener, WebviewWindow, WebviewWindowBuilder};

struct Running {
    _app: App<MockRuntime>,
    window: WebviewWindow<MockRuntime>,
    updates: Receiver<BoardView>,
}

/// A fresh records directory for one test.
fn temp_dir(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("janggi-handicap-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

/// Starts the app on the records of `dir`, as start-up does.
fn start(dir: &Path) -> Running {
    let app = janggi::app_builder(tauri::test::mock_builder())
        .build(tauri::generate_context!(test = true))
        .expect("build the mock app");
    let (tx, updates) = channel();
    app.listen_any("game-updated", move |e| {
        let _ = tx.send(serde_json::from_str(e.payload()).expect("a BoardView"));
    });
    janggi::init_in(app.handle(), dir);
    let window = WebviewWindowBuilder::new(&app, "main", Default::default())
        .build()
        .unwrap();
    Running {
        _app: app,
        window,
        updates,
    }
}

impl Running {
    fn invoke(&self, cmd: &str, args: Value) -> Result<Value, Value> {
        common::invoke(&self.window, cmd, args)
    }
    fn ok(&self, cmd: &str, args: Value) -> Value {
        self.invoke(cmd, args)
            .unwrap_or_else(|e| panic!("{cmd}: {e}"))
    }
    fn view(&self, cmd: &str, args: Value) -> BoardView {
        serde_json::from_value(self.ok(cmd, args)).expect("a BoardView")
    }
    fn get_view(&self) -> BoardView {
        self.view("get_view", json!({}))
    }
    /// Expects the typed error `kind`; returns its message.
    fn error(&self, cmd: &str, args: Value, kind: &str) -> String {
        match self.invoke(cmd, args) {
            Ok(v) => panic!("{cmd} should fail with {kind}, got {v}"),
            Err(e) => {
                assert_eq!(e["kind"], kind, "{cmd}: {e}");
                e["message"].as_str().unwrap().to_string()
            }
        }
    }
    fn wait_update(&self, what: &str, pred: impl Fn(&BoardView) -> bool) -> BoardView {
        loop {
            match self.updates.recv_timeout(Duration::from_secs(30)) {
                Ok(v) if pred(&v) => return v,
                Ok(_) => continue,
                Err(_) => panic!("no game-updated: {what}"),
            }
        }
    }
}

fn new_game(variant: &str, mode: Value, profile: &str, handicap: Value) -> Value {
    json!({ "options": { "variant": variant, "mode": mode, "profile": profile,
        "moveTimerSecs": null, "handicap": handicap } })
}

fn has_piece(v: &BoardView, square: u8, side: SideDto, role: RoleDto) -> bool {
    v.frame
        .pieces
        .iter()
        .any(|p| p.square == square && p.side == side && p.role == role)
}

/// The view without its revision.
fn same(mut v: BoardView) -> BoardView {
    v.revision = 0;
    v
}

const A1: u8 = 0;
const I1: u8 = 8;

#[test]
fn janggi_chariot_handicap_between_two_players() {
    let dir = temp_dir("janggi");
    let app = start(&dir);
    let v = app.view(
        "new_game",
        new_game(
            "janggi",
            json!({"type": "twoPlayers"}),
            "janggi-standard",
            json!({"id": "janggi-chariot", "giver": "first"}),
        ),
    );
    assert!(matches!(
        v.phase,
        Phase::Setup {
            side_to_choose: SideDto::Second
        }
    ));
    let h = v.handicap.clone().expect("a handicap view");
    assert_eq!((h.id, h.giver), (HandicapId::JanggiChariot, SideDto::First));
    assert_eq!(
        (h.removed.as_slice(), h.value),
        ([RoleDto::Chariot].as_slice(), 13.0)
    );
    // The setup diagrams of the giver lack the chariot too.
    assert_eq!(h.setup_armies.len(), 4);
    assert!(h.setup_armies.iter().all(|a| a.removed == [A1]));
    assert_eq!(v.frame.pieces.len(), 31);
    assert_eq!((v.frame.points.first, v.frame.points.second), (59.0, 73.5));

    app.view(
        "choose_setup",
        json!({"side": "second", "setup": "horseElephantHorseElephant"}),
    );
    let v = app.view(
        "choose_setup",
        json!({"side": "first", "setup": "elephantHorseHorseElephant"}),
    );
    assert_eq!(v.phase, Phase::Playing);
    assert!(!has_piece(&v, A1, SideDto::First, RoleDto::Chariot));
    assert!(has_piece(&v, I1, SideDto::First, RoleDto::Chariot));
    assert_eq!(v.frame.pieces.len(), 31);
    assert!(v.handicap.as_ref().unwrap().setup_armies.is_empty());
    assert_eq!((v.frame.points.first, v.frame.points.second), (59.0, 73.5));
    // Cho still moves first: i1 chariot one step up (i1i2), Han replies.
    let v = app.view("make_move", json!({"from": I1, "to": 17}));
    assert_eq!(v.ply, 1);
    let l = &v.legal_moves[0];
    app.view("make_move", json!({"from": l.from, "to": l.to[0]}));
    let over = app.view("resign", json!({}));
    let Phase::Over { outcome } = over.phase else {
        panic!("over")
    };
    // The final points still count the pieces on the board.
    assert_eq!(outcome.points.first, 59.0);

    // The record: a handicap game (not rated), its start kept.
    let list = app.ok("list_games", json!({}));
    let g = &list["games"][0];
    assert_eq!(
        g["handicap"],
        json!({"id": "janggi-chariot", "giver": "first"})
    );
    let mut id = g["id"].clone();
    let replay = app.ok("replay_game", json!({"id": id}));
    assert_eq!(replay["frames"][0]["pieces"].as_array().unwrap().len(), 31);
    assert_eq!(replay["game"]["handicap"]["id"], "janggi-chariot");
    let uci = |r: &Value| -> Vec<Value> {
        r["moves"]
            .as_array()
            .unwrap()
            .iter()
            .map(|m| m["uci"].clone())
            .collect()
    };

    // Exported, deleted and imported back, in each format: the same start,
    // moves and handicap.
    for (format, tag) in [
        ("pgn", "[Handicap \"janggi-chariot White\"]"),
        ("gib", "[접장기 \"초 차떼기\"]"),
    ] {
        let text = common::export(&app.window, &json!(id), format).unwrap();
        let text = text.as_str().unwrap().to_string();
        assert!(text.contains(tag), "{text}");
        assert_eq!(app.ok("delete_game", json!({"id": id})), json!(true));
        let imported = common::import(&app.window, text.as_bytes()).unwrap();
        assert_eq!(imported["imported"], 1, "{text}");
        id = imported["ids"][0].clone();
        let back = app.ok("replay_game", json!({"id": id}));
        assert_eq!(back["frames"][0], replay["frames"][0], "{format}");
        assert_eq!(uci(&back), uci(&replay), "{format}");
        assert_eq!(back["game"]["handicap"], g["handicap"], "{format}");
    }

    // Played on from the record (against the computer): still a handicap
    // game, whose own record will say so.
    let v = app.view(
        "continue_game",
        json!({"id": id, "ply": 1, "humanSide": "first"}),
    );
    let h = v.handicap.expect("a handicap game");
    assert_eq!((h.id, h.giver), (HandicapId::JanggiChariot, SideDto::First));
    assert_eq!(v.ply, 1);
}

/// Black's h10 horse: the left horse of Black's seat.
const H10: u8 = 88;
const B10: u8 = 82;

#[test]
fn xiangqi_horse_handicap_given_by_the_computer() {
    let dir = temp_dir("xiangqi");
    let app = start(&dir);
    let v = app.view(
        "new_game",
        new_game(
            "xiangqi",
            json!({"type": "vsComputer", "level": "beginner", "humanSide": "first"}),
            "xiangqi",
            json!({"id": "xiangqi-horse", "giver": "second"}),
        ),
    );
    assert_eq!(v.phase, Phase::Playing);
    assert!(!has_piece(&v, H10, SideDto::Second, RoleDto::Horse));
    assert!(has_piece(&v, B10, SideDto::Second, RoleDto::Horse));
    assert_eq!(v.frame.pieces.len(), 31);
    let h = v.handicap.expect("handicap");
    assert_eq!(
        (h.id, h.giver, h.value),
        (HandicapId::XiangqiHorse, SideDto::Second, 4.0)
    );
    // Red moves first; the computer answers.
    let v = app.view("make_move", json!({"from": 19, "to": 22})); // b3e3
    assert!(v.ai_thinking || v.ply == 2);
    let v = if v.ply == 2 {
        v
    } else {
        app.wait_update("reply", |v| v.ply == 2)
    };
    assert!(v.handicap.is_some());
    app.view("resign", json!({}));

    // Counted apart in the statistics: not in the level rows (the old name
    // "beginner" it was started with is level 4).
    let stats = app.ok("get_statistics", json!({}));
    assert_eq!(stats["totalGames"], 1);
    assert_eq!(stats["rows"], json!([]));
    assert_eq!(
        stats["handicaps"],
        json!([{"variant": "xiangqi", "level": 4, "handicap": "xiangqi-horse",
            "humanGives": false, "win": 0, "loss": 1, "draw": 0}])
    );
    let list = app.ok("list_games", json!({}));
    assert_eq!(list["games"][0]["handicap"]["giver"], "second");
    // Exported as Chinese PGN and WXF too, with the tag.
    let id = list["games"][0]["id"].clone();
    for format in ["pgn", "pgn-wxf", "pgn-chinese", "pgn-iccs"] {
        let text = common::export(&app.window, &json!(id), format).unwrap();
        assert!(
            text.as_str()
                .unwrap()
                .contains("[Handicap \"xiangqi-horse Black\"]"),
            "{format}: {text}"
        );
    }
}

#[test]
fn a_restart_during_the_setup_choice_keeps_the_handicap() {
    let dir = temp_dir("resume");
    {
        let app = start(&dir);
        app.view(
            "new_game",
            new_game(
                "janggi",
                json!({"type": "twoPlayers"}),
                "janggi-standard",
                json!({"id": "janggi-two-chariots", "giver": "second"}),
            ),
        );
        app.view(
            "choose_setup",
            json!({"side": "second", "setup": "elephantHorseElephantHorse"}),
        );
    }
    let app = start(&dir);
    let v = app.get_view();
    assert!(matches!(
        v.phase,
        Phase::Setup {
            side_to_choose: SideDto::First
        }
    ));
    let h = v.handicap.as_ref().expect("still a handicap game");
    assert_eq!(
        (h.id, h.giver),
        (HandicapId::JanggiTwoChariots, SideDto::Second)
    );
    let v = app.view(
        "choose_setup",
        json!({"side": "first", "setup": "horseElephantHorseElephant"}),
    );
    assert_eq!(v.phase, Phase::Playing);
    assert_eq!(v.frame.pieces.len(), 30);
    assert!(!v
        .frame
        .pieces
        .iter()
        .any(|p| p.side == SideDto::Second && p.role == RoleDto::Chariot));
    assert_eq!((v.frame.points.first, v.frame.points.second), (72.0, 47.5));
}

#[test]
fn bad_handicaps_are_typed_errors_and_change_nothing() {
    let dir = temp_dir("bad");
    let app = start(&dir);
    app.view(
        "new_game",
        new_game(
            "xiangqi",
            json!({"type": "twoPlayers"}),
            "xiangqi",
            Value::Null,
        ),
    );
    app.view("make_move", json!({"from": 19, "to": 22}));
    let before = same(app.get_view());
    assert!(before.handicap.is_none());
    let two = || json!({"type": "twoPlayers"});
    let cases = [
        // An id that names no handicap.
        new_game(
            "janggi",
            two(),
            "janggi-standard",
            json!({"id": "janggi-queen", "giver": "first"}),
        ),
        new_game(
            "janggi",
            two(),
            "janggi-standard",
            json!({"id": 7, "giver": "first"}),
        ),
        // Another game's handicap.
        new_game(
            "janggi",
            two(),
            "janggi-standard",
            json!({"id": "xiangqi-horse", "giver": "first"}),
        ),
        new_game(
            "xiangqi",
            two(),
            "xiangqi",
            json!({"id": "janggi-chariot", "giver": "second"}),
        ),
        // With a start position of its own.
        json!({"options": {"variant": "xiangqi", "mode": two(), "profile": "xiangqi",
            "startFen": "4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1",
            "handicap": {"id": "xiangqi-horse", "giver": "first"}}}),
    ];
    for args in cases {
        let msg = app.error("new_game", args.clone(), "badHandicap");
        assert!(!msg.is_empty(), "{args}");
        assert_eq!(same(app.get_view()), before, "{args}");
    }
    // A malformed giver is a malformed argument, as before.
    app.error(
        "new_game",
        new_game(
            "janggi",
            two(),
            "janggi-standard",
            json!({"id": "janggi-chariot", "giver": "blue"}),
        ),
        "badArgument",
    );
    // Games on two devices have no handicap: refused before hosting.
    for handicap in [
        json!({"id": "janggi-chariot", "giver": "first"}),
        json!({"id": "nonsense"}),
        json!(3),
    ] {
        app.error(
            "lan_host",
            json!({"options": {"profile": "janggi-standard", "hostSide": "first",
                "moveTimerSecs": null, "name": "H", "handicap": handicap}}),
            "badHandicap",
        );
        let status = app.ok("lan_status", json!({}));
        assert_eq!(status["hosting"], false);
        assert_eq!(same(app.get_view()), before);
    }
}
