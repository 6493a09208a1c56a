//! Nothing lost (issue 12), through Tauri's mock runtime and real IPC:
//! - a restart in the middle of a move continues the same countdown (the
//!   deadline is saved when the turn starts, not the time left);
//! - a deadline that passed while the app was closed is applied at start-up,
//!   once (the move is lost on time; a setup choice gets setup 1);
//! - a save into a full or read-only store sends a `storage` event with the
//!   cause, keeps the game in memory, leaves the files on disk as they were,
//!   and the next save after the fault clears writes everything;
//! - a saved game that reads but does not replay is kept aside and announced.
//!
//! The full and read-only stores are a tiny tmpfs mounted for the test (and
//! remounted read-only): that needs root (CAP_SYS_ADMIN). Without it the
//! read-only case uses a directory without write permission and the
//! full-disk case is skipped, saying so.

mod common;

use janggi::core::AppCore;
use janggi::dto::{BoardView, ClockPause, StorageStatus};
use serde_json::{json, Value};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::mpsc::{channel, Receiver};
use std::time::Duration;
use tauri::test::MockRuntime;
use tauri::{App, Listener, Manager, WebviewWindow, WebviewWindowBuilder};

struct Running {
    app: App<MockRuntime>,
    window: WebviewWindow<MockRuntime>,
    storage: Receiver<StorageStatus>,
    updates: Receiver<BoardView>,
}

/// Starts the app on the records of `dir`, as start-up does.
fn start(dir: &Path) -> Running {
    let app = janggi::app_builder(tauri::test::mock_builder())
        .build(tauri::generate_context!(test = true))
        .expect("build the mock app");
    let (tx, storage) = channel();
    app.listen_any("storage", move |e| {
        let _ = tx.send(serde_json::from_str(e.payload()).expect("a StorageStatus"));
    });
    let (tx, updates) = channel();
    app.listen_any("game-updated", move |e| {
        let _ = tx.send(serde_json::from_str(e.payload()).expect("a BoardView"));
    });
    janggi::init_in(app.handle(), dir);
    let window = WebviewWindowBuilder::new(&app, "main", Default::default())
        .build()
        .unwrap();
    Running {
        app,
        window,
        storage,
        updates,
    }
}

impl Running {
    fn invoke(&self, cmd: &str, args: Value) -> Result<Value, Value> {
        common::invoke(&self.window, cmd, args)
    }
    fn view(&self, cmd: &str, args: Value) -> BoardView {
        let v = self
            .invoke(cmd, args)
            .unwrap_or_else(|e| panic!("{cmd}: {e}"));
        serde_json::from_value(v).unwrap()
    }
    fn get_view(&self) -> BoardView {
        self.view("get_view", json!({}))
    }
    /// A resumed game waits, paused, for the game screen; opening it lets
    /// the clock run again (what `Game.svelte` does when it mounts).
    fn on_game_screen(&self) -> BoardView {
        let v = self.get_view();
        let paused = v.move_timer.as_ref().and_then(|t| t.paused);
        assert!(
            v.move_timer.is_none() || matches!(paused, Some(ClockPause::Away)),
            "a resumed clock waits for the game screen: {:?}",
            v.move_timer
        );
        self.view("pause_clock", json!({ "pause": null }));
        self.get_view()
    }
    /// The app quits (its timer and searches stop), as a closed app would.
    fn quit(self) {
        self.app.state::<AppCore>().shutdown();
    }
    fn storage_events(&self) -> Vec<StorageStatus> {
        self.storage.try_iter().collect()
    }
}

fn temp_dir(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!(
        "janggi-resume-storage-{name}-{}",
        std::process::id()
    ));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

fn now_ms() -> u64 {
    janggi::clock::now_ms()
}

fn store(dir: &Path) -> Value {
    serde_json::from_slice(&std::fs::read(dir.join("store.json")).unwrap()).unwrap()
}

fn two_players(variant: &str, profile: &str, timer: u32) -> Value {
    json!({ "options": { "variant": variant, "mode": { "type": "twoPlayers" }, "profile": profile, "moveTimerSecs": timer } })
}

fn xiangqi_two_players(timer: u32) -> Value {
    two_players("xiangqi", "xiangqi", timer)
}

/// The first legal move of the view.
fn some_move(v: &BoardView) -> Value {
    let l = v.legal_moves.first().expect("a legal move");
    json!({ "from": l.from, "to": l.to[0] })
}

/// `got` is deadline `want`, give or take the moments spent between the
/// start-up and the game screen (they are not counted: the clock waits).
fn assert_same_countdown(got: u64, want: u64) {
    assert!(
        (want..want + 1_000).contains(&got),
        "deadline {got}, expected the same countdown as {want}"
    );
}

fn deadline(v: &BoardView) -> u64 {
    v.move_timer
        .as_ref()
        .and_then(|t| t.deadline_ms)
        .expect("a running clock")
}

#[test]
fn a_restart_in_the_middle_of_a_move_continues_the_same_countdown() {
    let dir = temp_dir("countdown");
    let app = start(&dir);
    let v = app.view("new_game", xiangqi_two_players(60));
    let v = app.view("make_move", some_move(&v));
    let d = deadline(&v);
    assert_eq!(
        store(&dir)["current"]["deadlineMs"],
        d,
        "saved when the turn started"
    );
    app.quit();
    // Some time passes while the app is closed; the countdown goes on.
    std::thread::sleep(Duration::from_millis(300));
    let app = start(&dir);
    let w = app.on_game_screen();
    assert_eq!(w.moves.len(), 1);
    // The same deadline, not the time left again.
    assert_same_countdown(deadline(&w), d);
    assert!(deadline(&w) - now_ms() < 60_000 - 250);
    app.quit();
    // And again: restarts never give time back.
    let app = start(&dir);
    assert_same_countdown(deadline(&app.on_game_screen()), d);
    // The next move starts a new countdown, saved with it.
    let v = app.view("make_move", some_move(&app.get_view()));
    assert!(deadline(&v) > d);
    assert_eq!(store(&dir)["current"]["deadlineMs"], deadline(&v));
    app.quit();
}

#[test]
fn the_setup_choice_countdown_survives_a_restart() {
    let dir = temp_dir("setup-countdown");
    let app = start(&dir);
    let v = app.view("new_game", two_players("janggi", "janggi-standard", 120));
    let d = deadline(&v);
    app.quit();
    std::thread::sleep(Duration::from_millis(200));
    let app = start(&dir);
    let w = app.on_game_screen();
    assert_eq!(serde_json::to_value(w.phase).unwrap()["type"], "setup");
    assert_same_countdown(deadline(&w), d);
    app.quit();
}

/// Moves the saved deadline of `dir`'s unfinished game into the past, as if
/// the app had been closed past it.
fn let_deadline_pass_while_closed(dir: &Path) -> u64 {
    let mut s = store(dir);
    let past = now_ms() - 5_000;
    s["current"]["deadlineMs"] = json!(past);
    std::fs::write(dir.join("store.json"), serde_json::to_vec(&s).unwrap()).unwrap();
    past
}

fn finished_games(dir: &Path) -> Vec<Value> {
    let path = dir.join("games.json");
    if !path.exists() {
        return Vec::new();
    }
    let v: Value = serde_json::from_slice(&std::fs::read(path).unwrap()).unwrap();
    v["games"].as_array().unwrap().clone()
}

#[test]
fn a_move_deadline_passed_while_closed_loses_on_time_once() {
    let dir = temp_dir("timeout");
    let app = start(&dir);
    let v = app.view("new_game", xiangqi_two_players(60));
    let v = app.view("make_move", some_move(&v));
    let uid = store(&dir)["current"]["uid"].clone();
    assert_eq!(
        serde_json::to_value(v.frame.side_to_move).unwrap(),
        "second"
    );
    app.quit();
    let_deadline_pass_while_closed(&dir);

    let app = start(&dir);
    let w = app.get_view();
    let phase = serde_json::to_value(w.phase).unwrap();
    assert_eq!(phase["type"], "over", "{phase}");
    assert_eq!(phase["outcome"]["reason"], "timeout", "{phase}");
    assert_eq!(
        phase["outcome"]["winner"], "first",
        "Black was to move and lost on time"
    );
    assert_eq!(w.moves.len(), 1);
    // Applied and saved at once: recorded as finished, no unfinished game.
    let games = finished_games(&dir);
    assert_eq!(games.len(), 1);
    assert_eq!(games[0]["id"], uid);
    assert_eq!(games[0]["reason"], "timeout");
    assert!(store(&dir).get("current").is_none_or(Value::is_null));
    app.quit();

    // Once: another restart has no game to resume and records nothing more.
    let app = start(&dir);
    assert_eq!(
        app.invoke("get_view", json!({})).unwrap_err()["kind"],
        "noGame"
    );
    assert_eq!(finished_games(&dir).len(), 1);
    app.quit();
}

#[test]
fn a_setup_deadline_passed_while_closed_gives_setup_1_once() {
    let dir = temp_dir("setup-timeout");
    let app = start(&dir);
    app.view("new_game", two_players("janggi", "janggi-standard", 60));
    app.quit();
    let_deadline_pass_while_closed(&dir);

    let app = start(&dir);
    let w = app.on_game_screen();
    assert_eq!(
        serde_json::to_value(w.phase).unwrap(),
        json!({ "type": "setup", "sideToChoose": "first" }),
        "Han's time ran out: Han gets setup 1 and Cho chooses"
    );
    assert_eq!(
        serde_json::to_value(w.setups).unwrap(),
        json!({ "first": null, "second": "horseElephantHorseElephant" })
    );
    let cho_deadline = deadline(&w);
    assert!(
        cho_deadline > now_ms() + 55_000,
        "Cho's countdown starts now"
    );
    assert_eq!(
        store(&dir)["current"]["setupTurn"],
        "first",
        "saved at once"
    );
    app.quit();

    // Applied once: the next start continues Cho's countdown.
    let app = start(&dir);
    let w = app.on_game_screen();
    assert_eq!(
        serde_json::to_value(w.setups).unwrap()["second"],
        "horseElephantHorseElephant"
    );
    assert_same_countdown(deadline(&w), cho_deadline);
    app.quit();
}

#[test]
fn a_saved_game_that_does_not_replay_is_kept_aside_and_announced() {
    let dir = temp_dir("no-replay");
    let app = start(&dir);
    let v = app.view("new_game", xiangqi_two_players(60));
    app.view("make_move", some_move(&v));
    app.quit();
    // It reads (valid JSON, every field of the right type) but its second
    // move is not legal.
    let mut s = store(&dir);
    let moves = s["current"]["moves"].as_str().unwrap().to_string();
    s["current"]["moves"] = json!(format!("{moves} a1a10"));
    let bytes = serde_json::to_vec(&s).unwrap();
    std::fs::write(dir.join("store.json"), &bytes).unwrap();

    let app = start(&dir);
    assert_eq!(
        app.invoke("get_view", json!({})).unwrap_err()["kind"],
        "noGame"
    );
    let notices = app.invoke("take_notices", json!({})).unwrap();
    assert_eq!(notices.as_array().unwrap().len(), 1, "{notices}");
    assert_eq!(notices[0]["type"], "storeReset");
    let kept = notices[0]["keptAs"].as_str().unwrap();
    assert!(kept.contains("store.json.corrupt-"), "{kept}");
    assert_eq!(std::fs::read(kept).unwrap(), bytes, "kept as it was");
    // The store no longer offers it; settings and the rest stay.
    let now = store(&dir);
    assert!(now.get("current").is_none_or(Value::is_null));
    assert_eq!(now["version"], janggi::records::SCHEMA_VERSION);
    app.quit();
}

/// A tiny tmpfs mounted on a fresh directory for one test (root only),
/// unmounted when dropped.
struct Tmpfs(PathBuf);

impl Tmpfs {
    fn mount(name: &str, size: &str) -> Result<Tmpfs, String> {
        let dir = temp_dir(name);
        let out = Command::new("mount")
            .args(["-t", "tmpfs", "-o", &format!("size={size}"), "tmpfs"])
            .arg(&dir)
            .output()
            .map_err(|e| e.to_string())?;
        if !out.status.success() {
            return Err(String::from_utf8_lossy(&out.stderr).trim().to_string());
        }
        Ok(Tmpfs(dir))
    }
    fn remount(&self, opt: &str) {
        let ok = Command::new("mount")
            .args(["-o", &format!("remount,{opt}")])
            .arg(&self.0)
            .status()
            .unwrap()
            .success();
        assert!(ok, "remount {opt}");
    }
}

impl Drop for Tmpfs {
    fn drop(&mut self) {
        let _ = Command::new("umount").arg(&self.0).status();
    }
}

/// Fills the file system of `dir` with a filler file; returns its path.
fn fill(dir: &Path) -> PathBuf {
    use std::io::Write;
    let path = dir.join("filler");
    let mut f = std::fs::File::create(&path).unwrap();
    let block = vec![0u8; 4096];
    while f.write_all(&block).is_ok() {}
    let _ = f.write_all(&[0u8; 1]);
    path
}

/// The files of `dir` by name, with their bytes (the filler excepted).
fn files(dir: &Path) -> Vec<(String, Vec<u8>)> {
    let mut out: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.file_name().unwrap() != "filler")
        .map(|p| {
            let name = p.file_name().unwrap().to_string_lossy().into_owned();
            (name, std::fs::read(&p).unwrap())
        })
        .collect();
    out.sort();
    out
}

/// Plays moves on `app` while saves fail: each one is refused by the disk,
/// the first tells the UI with `cause`, the game goes on in memory and the
/// files stay byte for byte what they were.
fn play_through_a_fault(app: &Running, dir: &Path, cause: &str) -> BoardView {
    let before = files(dir);
    let mut v = app.get_view();
    for _ in 0..3 {
        v = app.view("make_move", some_move(&v));
    }
    let events = app.storage_events();
    assert_eq!(events.len(), 1, "told once: {events:?}");
    let e = serde_json::to_value(&events[0]).unwrap();
    assert_eq!(e["type"], "failed", "{e}");
    assert_eq!(e["cause"], cause, "{e}");
    assert_eq!(e["file"], "store.json", "{e}");
    assert_eq!(
        files(dir),
        before,
        "nothing on disk changed, no temp file left"
    );
    assert_eq!(app.get_view().moves.len(), v.ply as usize, "kept in memory");
    // Retry while the fault lasts: still failed, nothing written.
    let r = app.invoke("retry_save", json!({})).unwrap();
    assert_eq!(r["type"], "failed");
    assert_eq!(files(dir), before);
    v
}

/// After the fault clears, Retry writes everything and says so.
fn retry_catches_up(app: &Running, dir: &Path) {
    let r = app.invoke("retry_save", json!({})).unwrap();
    assert_eq!(r, json!({ "type": "saved" }));
    assert_eq!(app.storage_events(), vec![StorageStatus::Saved]);
    let v = app.get_view();
    assert_eq!(v.moves.len(), 4);
    let saved = store(dir)["current"]["moves"].as_str().unwrap().to_string();
    let uci: Vec<&str> = v.moves.iter().map(|m| m.uci.as_str()).collect();
    assert_eq!(saved, uci.join(" "), "every move is on disk");
}

#[test]
fn a_full_disk_is_reported_loses_nothing_and_the_next_save_catches_up() {
    let fs = match Tmpfs::mount("full", "256k") {
        Ok(fs) => fs,
        Err(why) => {
            eprintln!("SKIPPED: a full disk needs a tmpfs mount (root): {why}");
            return;
        }
    };
    let dir = fs.0.join("app");
    let app = start(&dir);
    let v = app.view("new_game", xiangqi_two_players(600));
    app.view("make_move", some_move(&v));
    assert!(app.storage_events().is_empty());
    let filler = fill(&fs.0);
    let v = play_through_a_fault(&app, &dir, "diskFull");
    // Space again: the next move's save writes it all (no Retry needed).
    std::fs::remove_file(filler).unwrap();
    let v = app.view("make_move", some_move(&v));
    assert_eq!(app.storage_events(), vec![StorageStatus::Saved]);
    let saved = store(&dir)["current"]["moves"]
        .as_str()
        .unwrap()
        .to_string();
    assert_eq!(saved.split(' ').count(), v.ply as usize);
    assert_eq!(v.ply, 5);
    // A finished game on a full disk: still told, and recorded after Retry.
    let filler = fill(&fs.0);
    app.view("resign", json!({}));
    let e = app.storage_events();
    assert_eq!(e.len(), 1, "{e:?}");
    assert_eq!(serde_json::to_value(&e[0]).unwrap()["file"], "games.json");
    assert!(finished_games(&dir).is_empty());
    assert!(
        store(&dir)["current"].is_object(),
        "the game is still on disk"
    );
    std::fs::remove_file(filler).unwrap();
    let r = app.invoke("retry_save", json!({})).unwrap();
    assert_eq!(r, json!({ "type": "saved" }));
    assert_eq!(finished_games(&dir).len(), 1);
    assert!(store(&dir).get("current").is_none_or(Value::is_null));
    app.quit();
}

#[test]
fn a_read_only_store_is_reported_loses_nothing_and_retry_catches_up() {
    match Tmpfs::mount("ro", "1m") {
        Ok(fs) => {
            let dir = fs.0.join("app");
            let app = start(&dir);
            let v = app.view("new_game", xiangqi_two_players(600));
            app.view("make_move", some_move(&v));
            fs.remount("ro");
            play_through_a_fault(&app, &dir, "readOnly");
            fs.remount("rw");
            retry_catches_up(&app, &dir);
            app.quit();
        }
        Err(why) => {
            // Not root: a directory without write permission.
            eprintln!("(no tmpfs: {why}; using a directory without write permission)");
            use std::os::unix::fs::PermissionsExt;
            let dir = temp_dir("ro-dir");
            let app = start(&dir);
            let v = app.view("new_game", xiangqi_two_players(600));
            app.view("make_move", some_move(&v));
            std::fs::set_permissions(&dir, std::fs::Permissions::from_mode(0o555)).unwrap();
            play_through_a_fault(&app, &dir, "permissionDenied");
            std::fs::set_permissions(&dir, std::fs::Permissions::from_mode(0o755)).unwrap();
            retry_catches_up(&app, &dir);
            app.quit();
        }
    }
}

/// Waits for a `game-updated` view that satisfies `pred`.
fn wait_update(app: &Running, what: &str, pred: impl Fn(&BoardView) -> bool) -> BoardView {
    let until = std::time::Instant::now() + Duration::from_secs(60);
    loop {
        let left = until.saturating_duration_since(std::time::Instant::now());
        match app.updates.recv_timeout(left) {
            Ok(v) if pred(&v) => return v,
            Ok(_) => continue,
            Err(_) => panic!("no game-updated: {what}"),
        }
    }
}

#[test]
fn the_computers_setup_choice_runs_off_the_lock_and_new_game_cancels_it() {
    let dir = temp_dir("setup-ai");
    let app = start(&dir);
    let opts = json!({ "options": { "variant": "janggi", "mode": { "type": "vsComputer", "level": "beginner", "humanSide": "first" }, "profile": "janggi-standard", "moveTimerSecs": null } });
    // Han (the computer) chooses first: new_game answers at once, thinking.
    let t = std::time::Instant::now();
    let v = app.view("new_game", opts.clone());
    assert!(v.ai_thinking, "the computer is choosing");
    assert_eq!(
        serde_json::to_value(v.phase).unwrap(),
        json!({ "type": "setup", "sideToChoose": "second" })
    );
    // The session is not locked meanwhile.
    app.get_view();
    assert!(
        t.elapsed() < Duration::from_millis(500),
        "{:?}",
        t.elapsed()
    );
    // New game while it chooses: the old choice is dropped.
    let v2 = app.view("new_game", opts);
    assert_ne!(v2.game_id, v.game_id);
    let chosen = wait_update(&app, "the computer's setup", |u| {
        u.game_id == v2.game_id && u.setups.second.is_some()
    });
    assert_eq!(
        app.get_view().game_id,
        v2.game_id,
        "an old choice never lands"
    );
    assert!(!chosen.ai_thinking);
    assert_eq!(
        serde_json::to_value(chosen.phase).unwrap(),
        json!({ "type": "setup", "sideToChoose": "first" })
    );
    // The human chooses and plays.
    let v = app.view(
        "choose_setup",
        json!({ "side": "first", "setup": "horseElephantHorseElephant" }),
    );
    assert_eq!(serde_json::to_value(v.phase).unwrap()["type"], "playing");
    app.quit();
}

#[test]
fn resign_and_undo_work_while_the_computer_thinks() {
    let dir = temp_dir("resign-thinking");
    let app = start(&dir);
    let opts = json!({ "options": { "variant": "xiangqi", "mode": { "type": "vsComputer", "level": "expert", "humanSide": "first" }, "profile": "xiangqi", "moveTimerSecs": null } });
    let v = app.view("new_game", opts);
    let v = app.view("make_move", some_move(&v));
    assert!(v.ai_thinking);
    let v = app.view("undo", json!({}));
    assert!(!v.ai_thinking);
    assert_eq!(v.moves.len(), 0);
    let v = app.view("make_move", some_move(&v));
    assert!(v.ai_thinking);
    let t = std::time::Instant::now();
    let v = app.view("resign", json!({}));
    assert!(t.elapsed() < Duration::from_millis(500));
    let phase = serde_json::to_value(v.phase).unwrap();
    assert_eq!(phase["type"], "over");
    assert_eq!(phase["outcome"]["winner"], "second");
    assert!(!v.ai_thinking);
    app.quit();
}

#[test]
fn a_cancelled_setup_choice_is_stopped_and_its_result_dropped() {
    use janggi::dto::{LevelDto, Mode, NewGameOptions, ProfileIdDto, SideDto, VariantId};
    use janggi::session::GameSession;
    use janggi_rules::{JanggiSetup, Side};
    use std::sync::atomic::Ordering;
    let options = NewGameOptions {
        variant: VariantId::Janggi,
        mode: Mode::VsComputer {
            level: LevelDto::new(4).unwrap(),
            human_side: SideDto::First,
        },
        profile: ProfileIdDto::JanggiStandard,
        move_timer_secs: None,
        start_fen: None,
        handicap: None,
        clock: None,
    };
    let mut s = GameSession::new(1, &options, Side::First, 5).unwrap();
    let job = s.begin_setup_choice().expect("Han (the computer) chooses");
    assert_eq!(job.side, Side::Second);
    assert!(s.ai_thinking());
    assert!(s.begin_setup_choice().is_none(), "one choice at a time");
    // New game, quit: the choice is stopped, a late result is dropped.
    s.cancel_search();
    assert!(job.stop.load(Ordering::SeqCst));
    assert!(!s.finish_setup_choice(job.game_id, job.seq, job.side, JanggiSetup::ALL[1]));
    assert_eq!(s.setups().second, None);
    // A fresh choice applies.
    let job = s.begin_setup_choice().unwrap();
    assert!(s.finish_setup_choice(job.game_id, job.seq, job.side, JanggiSetup::ALL[1]));
    assert!(s.setups().second.is_some());
    assert_eq!(s.setup_turn(), Some(Side::First));
}

#[test]
fn settings_live_in_the_plugin_store_and_a_corrupt_file_falls_back_to_defaults() {
    let dir = temp_dir("settings");
    // Settings of an older version, in store.json: taken from there once.
    std::fs::write(
        dir.join("store.json"),
        serde_json::to_vec(&json!({ "version": 2, "settings": { "sound": false, "animation": "fast", "pieceStyle": "hanja", "language": "ko", "defaultVariant": "janggi", "defaultProfile": "janggi-standard", "boardOrientation": "auto" } })).unwrap(),
    )
    .unwrap();
    let app = start(&dir);
    let s = app.invoke("get_settings", json!({})).unwrap();
    assert_eq!(s["sound"], false, "{s}");
    let file: Value =
        serde_json::from_slice(&std::fs::read(dir.join("settings.json")).unwrap()).unwrap();
    assert_eq!(file["settings"], s, "written to settings.json");
    // set_settings writes the plugin's file.
    let mut changed = s.clone();
    changed["sound"] = json!(true);
    app.invoke("set_settings", json!({ "settings": changed }))
        .unwrap();
    let file: Value =
        serde_json::from_slice(&std::fs::read(dir.join("settings.json")).unwrap()).unwrap();
    assert_eq!(file["settings"]["sound"], true);
    app.quit();
    let app = start(&dir);
    assert_eq!(
        app.invoke("get_settings", json!({})).unwrap()["sound"],
        true
    );
    assert_eq!(app.invoke("take_notices", json!({})).unwrap(), json!([]));
    app.quit();

    // Cut short (a kill during the plugin's truncate-then-write): defaults,
    // the file kept aside, a notice; the games' store is not touched.
    let store_before = std::fs::read(dir.join("store.json")).unwrap();
    std::fs::write(dir.join("settings.json"), b"{\"settings\": {\"sou").unwrap();
    let app = start(&dir);
    let s = app.invoke("get_settings", json!({})).unwrap();
    let defaults: Value = serde_json::to_value(janggi::dto::Settings::default()).unwrap();
    assert_eq!(s, defaults);
    let notices = app.invoke("take_notices", json!({})).unwrap();
    assert_eq!(notices.as_array().unwrap().len(), 1, "{notices}");
    let kept = notices[0]["keptAs"].as_str().unwrap();
    assert!(kept.contains("settings.json.corrupt-"), "{kept}");
    assert_eq!(std::fs::read(kept).unwrap(), b"{\"settings\": {\"sou");
    assert_eq!(std::fs::read(dir.join("store.json")).unwrap(), store_before);
    app.quit();
}
