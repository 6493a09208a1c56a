//! Command flows of the app through Tauri's mock runtime and real IPC
//! (`get_ipc_response`): the app's own config, capabilities and command
//! permissions (generate_context!), the JSON the UI sends, the JSON it gets.
//!
//! Both games: new game → setup (Janggi) → legal move → illegal move (typed
//! error, view unchanged) → pass (Janggi) → undo → computer move (via the
//! `game-updated` event) → game over (from a set-up position, `startFen`);
//! malformed arguments and calls out of turn get `AppError`s, never a panic.

mod common;

use janggi::dto::{BoardView, Phase, SideDto};
use serde_json::{json, Value};
use std::sync::mpsc::{channel, Receiver};
use std::sync::Once;
use std::time::{Duration, Instant};
use tauri::test::MockRuntime;
use tauri::{App, Listener, WebviewWindow, WebviewWindowBuilder};

/// Red (first) chariots on a9 and b1, kings e10 / d1: b1-b10 mates.
const XIANGQI_MATE_IN_1: &str = "4k4/R8/9/9/9/9/9/9/9/1R1K5 w - - 0 1";
/// The same pattern in Janggi: Cho chariots a9 and b1, generals e10 / d1.
const JANGGI_MATE_IN_1: &str = "4k4/R8/9/9/9/9/9/9/9/1R1K5 w - - 0 1";
const B1: u32 = 1;
const B10: u32 = 82;

static ENV: Once = Once::new();

struct Harness {
    app: App<MockRuntime>,
    window: WebviewWindow<MockRuntime>,
    updates: Receiver<BoardView>,
    /// The records directory of this app.
    dir: std::path::PathBuf,
}

fn harness() -> Harness {
    ENV.call_once(|| {
        let dir = std::env::temp_dir().join(format!("janggi-command-flow-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        // The store lives in $XDG_DATA_HOME/<identifier>/store.json.
        std::env::set_var("XDG_DATA_HOME", &dir);
    });
    let app = janggi::app_builder(tauri::test::mock_builder())
        .build(tauri::generate_context!(test = true))
        .expect("build the mock app");
    // The mock runtime never runs the event loop, so the setup hook does not
    // run. Each harness gets its own records directory: tests run in
    // parallel, and a game one test leaves unfinished would be resumed by
    // the next app that opens the same records.
    static NEXT: std::sync::atomic::AtomicU32 = std::sync::atomic::AtomicU32::new(0);
    let n = NEXT.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
    let dir = std::path::PathBuf::from(std::env::var("XDG_DATA_HOME").unwrap())
        .join(format!("harness-{n}"));
    janggi::init_in(app.handle(), &dir);
    let window = WebviewWindowBuilder::new(&app, "main", Default::default())
        .build()
        .unwrap();
    let (tx, updates) = channel();
    app.listen_any("game-updated", move |event| {
        let view: BoardView = serde_json::from_str(event.payload()).expect("game-updated payload");
        let _ = tx.send(view);
    });
    Harness {
        app,
        window,
        updates,
        dir,
    }
}

impl Harness {
    /// Invokes `cmd` through the IPC layer, as the webview would.
    fn invoke(&self, cmd: &str, args: Value) -> Result<Value, Value> {
        common::invoke(&self.window, cmd, args)
    }

    fn view(&self, cmd: &str, args: Value) -> BoardView {
        let v = self
            .invoke(cmd, args)
            .unwrap_or_else(|e| panic!("{cmd} failed: {e}"));
        serde_json::from_value(v).expect("a BoardView")
    }

    /// Invokes and expects an `AppError` of `kind`; returns its message.
    fn error(&self, cmd: &str, args: Value, kind: &str) -> String {
        match self.invoke(cmd, args) {
            Ok(v) => panic!("{cmd} should fail with {kind}, got {v}"),
            Err(e) => {
                assert_eq!(e["kind"], kind, "{cmd}: {e}");
                let msg = e["message"].as_str().expect("message string").to_string();
                assert!(!msg.is_empty());
                msg
            }
        }
    }

    fn get_view(&self) -> BoardView {
        self.view("get_view", json!({}))
    }

    /// Waits for a `game-updated` view that satisfies `pred`.
    fn wait_update(&self, what: &str, pred: impl Fn(&BoardView) -> bool) -> BoardView {
        let deadline = Instant::now() + Duration::from_secs(30);
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.updates.recv_timeout(left) {
                Ok(v) if pred(&v) => return v,
                Ok(_) => continue,
                Err(_) => panic!(
                    "no game-updated event: {what}; view now {:?}",
                    self.get_view()
                ),
            }
        }
    }
}

/// The view without its revision (which grows with every view made).
fn same(mut v: BoardView) -> BoardView {
    v.revision = 0;
    v
}

fn options(variant: &str, mode: Value, profile: &str) -> Value {
    json!({ "options": { "variant": variant, "mode": mode, "profile": profile, "moveTimerSecs": null } })
}

fn vs_computer(level: &str, human: &str) -> Value {
    json!({ "type": "vsComputer", "level": level, "humanSide": human })
}

fn two_players() -> Value {
    json!({ "type": "twoPlayers" })
}

/// The first legal move of the view (from, to).
fn some_move(v: &BoardView) -> (u32, u32) {
    let l = v.legal_moves.first().expect("a legal move");
    (u32::from(l.from), u32::from(l.to[0]))
}

/// A move the rules reject: a piece of the side to move onto a square that
/// is not among its destinations (its own square's neighbour, say).
fn some_illegal_move(v: &BoardView) -> (u32, u32) {
    for l in &v.legal_moves {
        for to in 0..90u8 {
            if to != l.from && !l.to.contains(&to) {
                return (u32::from(l.from), u32::from(to));
            }
        }
    }
    panic!("no candidate for an illegal move")
}

#[test]
fn no_game_yet_is_a_typed_error() {
    let h = harness();
    h.error("get_view", json!({}), "noGame");
    h.error("make_move", json!({"from": 0, "to": 9}), "noGame");
    h.error("pass_turn", json!({}), "noGame");
    h.error("undo", json!({}), "noGame");
    h.error("resign", json!({}), "noGame");
    h.error("hint", json!({}), "noGame");
    h.error("flip", json!({}), "noGame");
}

#[test]
fn janggi_two_players_setup_move_illegal_pass_undo() {
    let h = harness();
    let v = h.view(
        "new_game",
        options("janggi", two_players(), "janggi-standard"),
    );
    assert_eq!(
        v.phase,
        Phase::Setup {
            side_to_choose: SideDto::Second
        },
        "Han chooses first"
    );
    assert!(v.legal_moves.is_empty());
    assert_eq!(v.frame.pieces.len(), 32);
    assert_eq!((v.frame.points.first, v.frame.points.second), (72.0, 73.5));
    // Moves wait for the setups; Cho may not choose before Han.
    h.error("make_move", json!({"from": 0, "to": 9}), "badArgument");
    h.error(
        "choose_setup",
        json!({"side": "first", "setup": "horseElephantHorseElephant"}),
        "notYourTurn",
    );
    h.error(
        "choose_setup",
        json!({"side": "second", "setup": "knightKnight"}),
        "badArgument",
    );
    h.error(
        "choose_setup",
        json!({"side": "purple", "setup": "horseElephantHorseElephant"}),
        "badArgument",
    );

    let v = h.view(
        "choose_setup",
        json!({"side": "second", "setup": "elephantHorseHorseElephant"}),
    );
    assert_eq!(
        v.phase,
        Phase::Setup {
            side_to_choose: SideDto::First
        }
    );
    let v = h.view(
        "choose_setup",
        json!({"side": "first", "setup": "horseElephantHorseElephant"}),
    );
    assert_eq!(v.phase, Phase::Playing);
    assert_eq!(v.frame.side_to_move, SideDto::First);
    assert!(v.can_pass, "Cho may pass at the start");
    assert_eq!(
        serde_json::to_value(v.setups).unwrap(),
        json!({"first": "horseElephantHorseElephant", "second": "elephantHorseHorseElephant"})
    );
    // As at a real board, a chosen setup may be changed until the first move.
    let changed = h.view(
        "choose_setup",
        json!({"side": "first", "setup": "elephantHorseElephantHorse"}),
    );
    assert_eq!(
        serde_json::to_value(changed.setups).unwrap(),
        json!({"first": "elephantHorseElephantHorse", "second": "elephantHorseHorseElephant"})
    );
    assert_eq!(changed.phase, Phase::Playing);
    let v = h.view(
        "choose_setup",
        json!({"side": "first", "setup": "horseElephantHorseElephant"}),
    );
    // Cho's setup 1 (horse-elephant-horse-elephant from Cho's left): b1 horse, c1 elephant.
    let role_at = |v: &BoardView, sq: u8| {
        v.frame
            .pieces
            .iter()
            .find(|p| p.square == sq)
            .map(|p| p.role)
    };
    assert_eq!(serde_json::to_value(role_at(&v, 1)).unwrap(), "horse");
    assert_eq!(serde_json::to_value(role_at(&v, 2)).unwrap(), "elephant");

    // A legal move.
    let (from, to) = some_move(&v);
    let v1 = h.view("make_move", json!({"from": from, "to": to}));
    assert_eq!(v1.ply, 1);
    assert_eq!(v1.frame.side_to_move, SideDto::Second);
    let last = v1.last_move.clone().expect("last move");
    assert_eq!((u32::from(last.from), u32::from(last.to)), (from, to));
    assert!(!last.uci.is_empty() && !last.notation.is_empty());
    h.error(
        "choose_setup",
        json!({"side": "first", "setup": "elephantHorseElephantHorse"}),
        "badArgument",
    );

    // Illegal moves: typed error, view unchanged.
    let (bf, bt) = some_illegal_move(&v1);
    h.error("make_move", json!({"from": bf, "to": bt}), "illegalMove");
    h.error("make_move", json!({"from": from, "to": to}), "illegalMove"); // empty square now
    let cho_piece = v1
        .frame
        .pieces
        .iter()
        .find(|p| p.side == SideDto::First)
        .unwrap()
        .square;
    let msg = h.error(
        "make_move",
        json!({"from": cho_piece, "to": 45}),
        "illegalMove",
    );
    assert!(msg.contains("not yours"), "{msg}");
    // Malformed squares.
    h.error("make_move", json!({"from": 200, "to": 0}), "badArgument");
    h.error("make_move", json!({"from": 0, "to": 90}), "badArgument");
    h.error("make_move", json!({"from": -1, "to": 0}), "badArgument");
    h.error("make_move", json!({"from": "a1", "to": 0}), "badArgument");
    h.error("make_move", json!({"from": 1.5, "to": 0}), "badArgument");
    h.error("make_move", json!({"to": 0}), "badArgument");
    h.error("make_move", json!({"from": 1e30, "to": 0}), "badArgument");
    assert_eq!(
        same(h.get_view()),
        same(v1.clone()),
        "the view is unchanged by rejected moves"
    );
    assert!(h.get_view().revision > v1.revision, "revisions only grow");

    // Pass.
    let v2 = h.view("pass_turn", json!({}));
    assert_eq!(v2.ply, 2);
    assert!(v2.last_move.as_ref().unwrap().pass);
    assert_eq!(v2.frame.side_to_move, SideDto::First);
    // Undo in two-player mode takes back one move.
    let v3 = h.view("undo", json!({}));
    assert_eq!(v3.ply, 1);
    assert_eq!(v3.frame.side_to_move, SideDto::Second);
    let v4 = h.view("undo", json!({}));
    assert_eq!(v4.ply, 0);
    assert!(!v4.undo_available);
    h.error("undo", json!({}), "badArgument");
    // Flip turns the board around and back.
    assert_eq!(h.view("flip", json!({})).orientation, SideDto::Second);
    assert_eq!(h.view("flip", json!({})).orientation, SideDto::First);
    // Resign in two-player mode: the side to move loses.
    let over = h.view("resign", json!({}));
    match over.phase {
        Phase::Over { outcome } => {
            assert_eq!(outcome.winner, Some(SideDto::Second));
            assert_eq!(serde_json::to_value(outcome.reason).unwrap(), "resignation");
        }
        p => panic!("not over: {p:?}"),
    }
    h.error("make_move", json!({"from": from, "to": to}), "gameOver");
    h.error("pass_turn", json!({}), "gameOver");
    h.error("resign", json!({}), "gameOver");
}

#[test]
fn janggi_vs_computer_ai_replies_and_undo_takes_back_both() {
    let h = harness();
    // The human plays Han: Han chooses first, the computer then picks Cho's
    // setup and, Cho moving first, starts thinking at once.
    let v = h.view(
        "new_game",
        options(
            "janggi",
            vs_computer("beginner", "second"),
            "janggi-standard",
        ),
    );
    assert_eq!(
        v.phase,
        Phase::Setup {
            side_to_choose: SideDto::Second
        }
    );
    assert_eq!(
        v.orientation,
        SideDto::Second,
        "the human's side at the bottom"
    );
    h.error(
        "choose_setup",
        json!({"side": "first", "setup": "horseElephantHorseElephant"}),
        "notYourTurn",
    );
    let v = h.view(
        "choose_setup",
        json!({"side": "second", "setup": "horseElephantElephantHorse"}),
    );
    // The computer chooses Cho's setup on its worker: the command answers
    // at once with the computer choosing, the choice comes as an event.
    assert_eq!(
        v.phase,
        Phase::Setup {
            side_to_choose: SideDto::First
        }
    );
    assert!(v.ai_thinking, "the computer is choosing");
    let v = h.wait_update("the computer's setup", |v| v.setups.first.is_some());
    assert_eq!(v.phase, Phase::Playing);
    assert!(v.ai_thinking);
    assert!(
        v.legal_moves.is_empty(),
        "no legal moves while the computer is to move"
    );

    let v1 = h.wait_update("the computer's first move", |v| v.ply == 1);
    assert!(!v1.ai_thinking);
    assert_eq!(v1.frame.side_to_move, SideDto::Second);
    assert!(!v1.legal_moves.is_empty());
    assert_eq!(v1.last_move.as_ref().unwrap().side, SideDto::First);

    // A hint is a legal move for the human.
    let hint = h.invoke("hint", json!({})).expect("hint");
    let (hf, ht) = (
        hint["from"].as_u64().unwrap() as u8,
        hint["to"].as_u64().unwrap() as u8,
    );
    assert!(
        hint["pass"] == true
            || v1
                .legal_moves
                .iter()
                .any(|l| l.from == hf && l.to.contains(&ht)),
        "hint {hint} is legal"
    );

    let (from, to) = some_move(&v1);
    let v2 = h.view("make_move", json!({"from": from, "to": to}));
    assert_eq!(v2.ply, 2);
    assert!(v2.ai_thinking, "the computer starts at once");
    let v3 = h.wait_update("the computer's reply", |v| v.ply == 3);
    assert_eq!(v3.frame.side_to_move, SideDto::Second);
    assert!(v3.undo_available);

    // Undo takes back the reply and the human's move.
    let v4 = h.view("undo", json!({}));
    assert_eq!(v4.ply, 1);
    assert_eq!(v4.frame.side_to_move, SideDto::Second);
    assert!(!v4.ai_thinking);
    assert_eq!(h.view("get_view", json!({})).moves, v1.moves);
    assert!(!v4.undo_available, "only the computer's move is left");

    // Pass, then the computer answers.
    let v5 = h.view("pass_turn", json!({}));
    assert_eq!(v5.ply, 2);
    h.wait_update("the reply to a pass", |v| v.ply == 3);

    // Resigning vs the computer: the human loses.
    let over = h.view("resign", json!({}));
    match over.phase {
        Phase::Over { outcome } => assert_eq!(outcome.winner, Some(SideDto::First)),
        p => panic!("not over: {p:?}"),
    }
    // start_ai_move after the end does nothing.
    assert!(!h.view("start_ai_move", json!({})).ai_thinking);
}

#[test]
fn xiangqi_vs_computer_move_illegal_undo() {
    let h = harness();
    let v = h.view(
        "new_game",
        options("xiangqi", vs_computer("beginner", "first"), "xiangqi"),
    );
    assert_eq!(v.phase, Phase::Playing, "no setup phase in Xiangqi");
    assert_eq!(v.frame.pieces.len(), 32);
    assert!(!v.can_pass);
    assert!(!v.ai_thinking);
    h.error(
        "choose_setup",
        json!({"side": "second", "setup": "horseElephantHorseElephant"}),
        "badArgument",
    );
    h.error("pass_turn", json!({}), "illegalMove");
    let (bf, bt) = some_illegal_move(&v);
    h.error("make_move", json!({"from": bf, "to": bt}), "illegalMove");
    assert_eq!(same(h.get_view()), same(v.clone()));

    // Central cannon: h3-e3 is Red's cannon b/h on rank 3 → e3 (squares 25 → 22).
    let v1 = h.view("make_move", json!({"from": 25, "to": 22}));
    assert_eq!(v1.ply, 1);
    assert_eq!(v1.last_move.as_ref().unwrap().notation, "C2.5");
    let v2 = h.wait_update("the computer's reply", |v| v.ply == 2);
    assert_eq!(v2.frame.side_to_move, SideDto::First);
    let v3 = h.view("undo", json!({}));
    assert_eq!(v3.ply, 0);
    assert_eq!(v3.frame.pieces, v.frame.pieces);
    assert!(!v3.ai_thinking);
}

#[test]
fn computer_moves_first_when_the_human_takes_black() {
    let h = harness();
    let v = h.view(
        "new_game",
        options("xiangqi", vs_computer("intermediate", "second"), "xiangqi"),
    );
    assert!(v.ai_thinking);
    let v1 = h.wait_update("Red's first move", |v| v.ply == 1);
    assert_eq!(v1.frame.side_to_move, SideDto::Second);
    // Undo takes back the human's move and the reply, never the computer's
    // opening move alone: nothing to undo yet.
    assert!(!v1.undo_available);
    h.error("undo", json!({}), "badArgument");
}

#[test]
fn a_stale_search_result_is_dropped() {
    let h = harness();
    // The computer (Red) starts an `advanced` search; a new game replaces it.
    let old = h.view(
        "new_game",
        options("xiangqi", vs_computer("advanced", "second"), "xiangqi"),
    );
    assert!(old.ai_thinking);
    let new = h.view(
        "new_game",
        options("xiangqi", vs_computer("advanced", "first"), "xiangqi"),
    );
    assert_ne!(new.game_id, old.game_id);
    assert!(!new.ai_thinking);
    // Long enough for the stopped search to come back.
    std::thread::sleep(Duration::from_millis(1500));
    let v = h.get_view();
    assert_eq!(v.game_id, new.game_id);
    assert_eq!(
        v.ply, 0,
        "the old game's move was not applied to the new one"
    );
    assert!(h
        .updates
        .try_iter()
        .all(|u| u.game_id != old.game_id || u.ply == 0));

    // Undo during a search: the search stops and its move never lands.
    let v1 = h.view("make_move", json!({"from": 25, "to": 22}));
    assert!(v1.ai_thinking);
    // While it thinks (about a second at this level) the human must wait.
    h.error("make_move", json!({"from": 19, "to": 22}), "aiThinking");
    h.error("hint", json!({}), "aiThinking");
    let v2 = h.view("undo", json!({}));
    assert_eq!(v2.ply, 0);
    assert!(!v2.ai_thinking);
    std::thread::sleep(Duration::from_millis(1500));
    assert_eq!(h.get_view().ply, 0);
}

#[test]
fn xiangqi_mate_from_a_set_up_position() {
    let h = harness();
    let mut args = options("xiangqi", vs_computer("beginner", "first"), "xiangqi");
    args["options"]["startFen"] = json!(XIANGQI_MATE_IN_1);
    let v = h.view("new_game", args);
    assert_eq!(v.frame.pieces.len(), 4);
    assert_eq!(v.phase, Phase::Playing);
    let v = h.view("make_move", json!({"from": B1, "to": B10}));
    assert!(v.frame.check);
    assert_eq!(v.frame.checked_general, Some(85));
    match v.phase {
        Phase::Over { outcome } => {
            assert_eq!(outcome.winner, Some(SideDto::First));
            assert_eq!(serde_json::to_value(outcome.reason).unwrap(), "checkmate");
        }
        p => panic!("not over: {p:?}"),
    }
    assert!(!v.ai_thinking, "no search after the end");
    assert!(v.legal_moves.is_empty());
    h.error("make_move", json!({"from": 82, "to": 81}), "gameOver");
    h.error("hint", json!({}), "gameOver");
    // Undo after the mate re-opens the game.
    let u = h.view("undo", json!({}));
    assert_eq!(u.phase, Phase::Playing);
    assert_eq!(u.ply, 0);
}

#[test]
fn janggi_mate_from_a_set_up_position() {
    let h = harness();
    let mut args = options("janggi", two_players(), "janggi-standard");
    args["options"]["startFen"] = json!(JANGGI_MATE_IN_1);
    let v = h.view("new_game", args);
    assert_eq!(
        v.phase,
        Phase::Playing,
        "a set-up position skips the setup choice"
    );
    assert_eq!(v.setups.first, None);
    let v = h.view("make_move", json!({"from": B1, "to": B10}));
    assert_eq!(
        v.announcement.map(|a| serde_json::to_value(a).unwrap()),
        Some(json!("janggun"))
    );
    match v.phase {
        Phase::Over { outcome } => {
            assert_eq!(outcome.winner, Some(SideDto::First));
            assert_eq!(serde_json::to_value(outcome.reason).unwrap(), "checkmate");
            assert!(!outcome.by_points);
            assert_eq!(outcome.points.first, 26.0, "two chariots");
            assert_eq!(outcome.points.second, 1.5, "Han's bonus only");
        }
        p => panic!("not over: {p:?}"),
    }
    h.error("pass_turn", json!({}), "gameOver");
}

#[test]
fn malformed_new_game_options() {
    let h = harness();
    h.error("new_game", json!({}), "badArgument");
    h.error("new_game", json!({"options": 3}), "badArgument");
    h.error(
        "new_game",
        options("chess", two_players(), "xiangqi"),
        "badArgument",
    );
    h.error(
        "new_game",
        options("xiangqi", two_players(), "janggi-standard"),
        "badArgument",
    );
    h.error(
        "new_game",
        options(
            "janggi",
            json!({"type": "vsComputer", "level": "godlike", "humanSide": "first"}),
            "janggi-standard",
        ),
        "badArgument",
    );
    let mut bad_fen = options("xiangqi", two_players(), "xiangqi");
    bad_fen["options"]["startFen"] = json!("this is not a fen");
    h.error("new_game", bad_fen, "badArgument");
    let mut bad_timer = options("xiangqi", two_players(), "xiangqi");
    bad_timer["options"]["moveTimerSecs"] = json!(0);
    h.error("new_game", bad_timer, "badArgument");
    // Still no game after all that.
    h.error("get_view", json!({}), "noGame");
}

#[test]
fn move_timer_runs_out() {
    let h = harness();
    let mut args = options("xiangqi", two_players(), "xiangqi");
    args["options"]["moveTimerSecs"] = json!(1);
    let v = h.view("new_game", args);
    let timer = v.move_timer.expect("timer");
    assert_eq!(timer.secs, 1);
    assert!(timer.deadline_ms.is_some());
    let over = h.wait_update("timeout", |v| matches!(v.phase, Phase::Over { .. }));
    match over.phase {
        Phase::Over { outcome } => {
            assert_eq!(outcome.winner, Some(SideDto::Second), "Red ran out of time");
            assert_eq!(serde_json::to_value(outcome.reason).unwrap(), "timeout");
        }
        p => panic!("not over: {p:?}"),
    }
    assert_eq!(over.move_timer.unwrap().deadline_ms, None);
}

#[test]
fn settings_round_trip_and_persist() {
    let h = harness();
    let s = h.invoke("get_settings", json!({})).unwrap();
    assert_eq!(s["sound"], true);
    assert_eq!(s["defaultProfile"], "janggi-standard");
    let mut changed = s.clone();
    changed["sound"] = json!(false);
    changed["pieceStyle"] = json!("hangul");
    changed["language"] = json!("ko");
    let back = h
        .invoke("set_settings", json!({ "settings": changed }))
        .unwrap();
    assert_eq!(back, changed);
    assert_eq!(h.invoke("get_settings", json!({})).unwrap(), changed);
    h.error(
        "set_settings",
        json!({ "settings": {"sound": "loud"} }),
        "badArgument",
    );
    h.error("set_settings", json!({}), "badArgument");
    // The expert's time per move is 1-30 s; anything else is refused and
    // nothing changes.
    for bad in [0, 31, 255] {
        let mut wrong = changed.clone();
        wrong["expertSecs"] = json!(bad);
        h.error("set_settings", json!({ "settings": wrong }), "badArgument");
    }
    assert_eq!(h.invoke("get_settings", json!({})).unwrap(), changed);
    // Written by tauri-plugin-store to settings.json (the games keep store.json).
    let path = h.dir.join(janggi::settings_file::SETTINGS_FILE);
    let stored: Value =
        serde_json::from_slice(&std::fs::read(&path).expect("settings.json")).unwrap();
    assert_eq!(stored["settings"]["pieceStyle"], "hangul");
}

#[test]
fn every_command_is_permissioned_for_the_main_window() {
    let h = harness();
    // A command the app does not register is rejected by the IPC layer.
    let err = h.invoke("delete_everything", json!({})).unwrap_err();
    assert!(
        err.to_string().contains("not found") || err.to_string().contains("not allowed"),
        "{err}"
    );
    // The store plugin's commands are not granted to the webview.
    let err = h
        .invoke("plugin:store|load", json!({"path": "store.json"}))
        .unwrap_err();
    assert!(err.to_string().contains("not allowed"), "{err}");
}

#[test]
fn xiangqi_forced_mate_against_the_computer() {
    // Red: a1-a9+ leaves Black one legal move (Ke9-e10); i8-i10 then mates.
    let h = harness();
    let mut args = options("xiangqi", vs_computer("intermediate", "first"), "xiangqi");
    args["options"]["startFen"] = json!("9/4k4/8R/9/9/9/9/9/9/R2K5 w - - 0 1");
    h.view("new_game", args);
    let v = h.view("make_move", json!({"from": 0, "to": 72}));
    assert!(v.frame.check && v.ai_thinking);
    let v = h.wait_update("the forced reply", |v| v.ply == 2);
    assert_eq!(v.last_move.as_ref().unwrap().uci, "e9e10");
    let v = h.view("make_move", json!({"from": 71, "to": 89}));
    match v.phase {
        Phase::Over { outcome } => {
            assert_eq!(outcome.winner, Some(SideDto::First));
            assert_eq!(serde_json::to_value(outcome.reason).unwrap(), "checkmate");
        }
        p => panic!("not over: {p:?}"),
    }
    assert!(!v.ai_thinking);
    assert!(!h.view("start_ai_move", json!({})).ai_thinking);
}

#[test]
fn quitting_stops_a_running_search() {
    let h = harness();
    let v = h.view(
        "new_game",
        options("xiangqi", vs_computer("advanced", "second"), "xiangqi"),
    );
    assert!(v.ai_thinking);
    janggi::on_run_event(h.app.handle(), tauri::RunEvent::Exit);
    let v = h.get_view();
    assert!(!v.ai_thinking, "the search was stopped");
    std::thread::sleep(Duration::from_millis(1500));
    let v = h.get_view();
    assert_eq!(v.ply, 0, "the stopped search's move was dropped");
    // Nothing starts after exit.
    assert!(!h.view("start_ai_move", json!({})).ai_thinking);
}

#[test]
fn setup_timer_gives_setup_one() {
    let h = harness();
    let mut args = options("janggi", two_players(), "janggi-standard");
    args["options"]["moveTimerSecs"] = json!(1);
    let v = h.view("new_game", args);
    assert!(
        v.move_timer.unwrap().deadline_ms.is_some(),
        "Han's setup clock runs"
    );
    let v = h.wait_update("Han's setup timeout", |v| v.setups.second.is_some());
    assert_eq!(
        v.phase,
        Phase::Setup {
            side_to_choose: SideDto::First
        }
    );
    assert_eq!(
        serde_json::to_value(v.setups.second).unwrap(),
        "horseElephantHorseElephant"
    );
    let v = h.wait_update("Cho's setup timeout", |v| v.phase == Phase::Playing);
    assert_eq!(
        serde_json::to_value(v.setups.first).unwrap(),
        "horseElephantHorseElephant"
    );
    assert!(
        v.move_timer.unwrap().deadline_ms.is_some(),
        "Cho's move clock runs"
    );
    let v = h.wait_update("Cho's move timeout", |v| {
        matches!(v.phase, Phase::Over { .. })
    });
    match v.phase {
        Phase::Over { outcome } => assert_eq!(outcome.winner, Some(SideDto::Second)),
        p => panic!("not over: {p:?}"),
    }
}

/// The expert computer thinks for the time set in Settings (1-30 s, 5 by
/// default): at 1 s its first move comes after about a second, far sooner
/// than the default's 5 s.
#[test]
fn the_expert_thinks_for_the_time_set_in_settings() {
    let h = harness();
    let mut s = h.invoke("get_settings", json!({})).unwrap();
    assert_eq!(s["expertSecs"], 5, "the default");
    s["expertSecs"] = json!(1);
    h.invoke("set_settings", json!({ "settings": s })).unwrap();
    let started = Instant::now();
    let v = h.view(
        "new_game",
        options("xiangqi", vs_computer("expert", "second"), "xiangqi"),
    );
    assert!(v.ai_thinking);
    h.wait_update("Red's first move", |v| v.ply == 1);
    let took = started.elapsed();
    assert!(
        took >= Duration::from_millis(300) && took < Duration::from_millis(3500),
        "the expert's move took {took:?} with 1 s set"
    );
}

/// The setup choice never blocks and is cancelled by undo and resign: Han
/// (the player) takes back the setup while the computer chooses Cho's, or
/// resigns then; and changing Han's setup before the first move sends the
/// computer back to choose on its worker (the command answers at once).
#[test]
fn undo_and_resign_cancel_the_computers_setup_choice() {
    let h = harness();
    let janggi = || {
        options(
            "janggi",
            vs_computer("beginner", "second"),
            "janggi-standard",
        )
    };
    let han = |setup: &str| json!({"side": "second", "setup": setup});
    let choosing_han = Phase::Setup {
        side_to_choose: SideDto::Second,
    };

    // Undo while the computer chooses Cho's setup: Han chooses again.
    h.view("new_game", janggi());
    let v = h.view("choose_setup", han("horseElephantElephantHorse"));
    assert!(v.ai_thinking, "the computer is choosing Cho's setup");
    assert!(v.undo_available, "Han's choice can be taken back");
    let v = h.view("undo", json!({}));
    assert_eq!(v.phase, choosing_han);
    assert_eq!(v.setups.second, None);
    assert!(!v.ai_thinking, "the computer's choice is stopped");
    assert!(!v.undo_available);
    std::thread::sleep(Duration::from_millis(300));
    assert_eq!(h.get_view().phase, choosing_han, "no stale choice landed");
    h.error("undo", json!({}), "badArgument");
    let v = h.view("choose_setup", han("elephantHorseHorseElephant"));
    assert!(v.ai_thinking);
    let v = h.wait_update("Cho's setup", |v| v.setups.first.is_some());
    assert_eq!(v.phase, Phase::Playing);

    // Changing Han's setup before the first move: the computer chooses
    // Cho's again, on its worker.
    let v = h.view("choose_setup", han("horseElephantHorseElephant"));
    assert_eq!(
        v.phase,
        Phase::Setup {
            side_to_choose: SideDto::First
        }
    );
    assert!(v.ai_thinking);
    let v = h.wait_update("Cho's new setup", |v| v.setups.first.is_some());
    assert_eq!(v.phase, Phase::Playing);
    assert_eq!(
        serde_json::to_value(v.setups.second).unwrap(),
        "horseElephantHorseElephant"
    );

    // Resign while the computer chooses: the game ends at once, lost by Han.
    h.view("new_game", janggi());
    let v = h.view("choose_setup", han("horseElephantElephantHorse"));
    assert!(v.ai_thinking);
    let v = h.view("resign", json!({}));
    match &v.phase {
        Phase::Over { outcome } => assert_eq!(outcome.winner, Some(SideDto::First)),
        p => panic!("not over: {p:?}"),
    }
    assert!(!v.ai_thinking);
    std::thread::sleep(Duration::from_millis(300));
    assert!(matches!(h.get_view().phase, Phase::Over { .. }));
}
