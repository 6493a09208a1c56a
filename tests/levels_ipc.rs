//! The ten levels and the rating through Tauri's mock runtime and real IPC:
//! - records from before the ten levels (tests/data/store-v2: the four
//!   level names, statistics, settings, tutorial progress and a saved game)
//!   load with their meaning intact and are written back as numbers;
//! - a level out of range is a typed error, never a panic;
//! - a rated game moves the rating once; games that are not rated do not;
//!   the rating survives a restart, resets on request, and a damaged saved
//!   rating is reported without touching the records;
//! - a resumed game keeps the computer's seed.

mod common;

use janggi::core::AppCore;
use janggi_engine::Level;
use janggi_rules::Variant;
use serde_json::{json, Value};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use tauri::test::MockRuntime;
use tauri::{App, Manager, WebviewWindow, WebviewWindowBuilder};

struct Running {
    app: App<MockRuntime>,
    window: WebviewWindow<MockRuntime>,
}

/// Starts the app on the records of `dir`, as start-up does (the computer
/// answers at once: the debug-build test seam).
fn start(dir: &Path) -> Running {
    std::env::set_var("JANGGI_INSTANT_REPLY", "1");
    let app = janggi::app_builder(tauri::test::mock_builder())
        .build(tauri::generate_context!(test = true))
        .expect("build the mock app");
    janggi::init_in(app.handle(), dir);
    let window = WebviewWindowBuilder::new(&app, "main", Default::default())
        .build()
        .unwrap();
    Running { app, window }
}

impl Running {
    /// Quits as the app does: background work stops, nothing more is saved.
    fn quit(self) {
        self.app.state::<AppCore>().shutdown();
    }
    fn invoke(&self, cmd: &str, args: Value) -> Result<Value, Value> {
        common::invoke(&self.window, cmd, args)
    }
    fn ok(&self, cmd: &str, args: Value) -> Value {
        self.invoke(cmd, args)
            .unwrap_or_else(|e| panic!("{cmd}: {e}"))
    }
    fn kind(&self, cmd: &str, args: Value) -> String {
        let e = self.invoke(cmd, args).expect_err(cmd);
        assert!(!e["message"].as_str().unwrap_or("").is_empty(), "{e}");
        e["kind"].as_str().unwrap().to_string()
    }
}

fn temp_dir(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("janggi-levels-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

fn read_json(path: &Path) -> Value {
    serde_json::from_slice(&std::fs::read(path).unwrap()).unwrap()
}

fn fixture() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/store-v2")
}

/// The level an old name stands for, as the engine maps it.
fn legacy(name: &str) -> u64 {
    Level::from_legacy_name(name).unwrap().number().into()
}

fn xiangqi_vs(level: Value) -> Value {
    json!({"options": {"variant": "xiangqi",
        "mode": {"type": "vsComputer", "level": level, "humanSide": "first"},
        "profile": "xiangqi", "moveTimerSecs": null}})
}

/// (variant, level, side, result) → count, from the statistics' rows.
fn counts(stats: &Value) -> BTreeMap<(String, u64, String, String), u64> {
    let mut out = BTreeMap::new();
    for r in stats["rows"].as_array().unwrap() {
        let key = (
            r["variant"].as_str().unwrap().to_string(),
            r["level"].as_u64().unwrap(),
            r["humanSide"].as_str().unwrap().to_string(),
            r["result"].as_str().unwrap().to_string(),
        );
        *out.entry(key).or_insert(0) += r["count"].as_u64().unwrap();
    }
    out
}

#[test]
fn records_from_before_the_ten_levels_load_with_their_meaning_intact() {
    let dir = temp_dir("v2");
    for f in ["store.json", "games.json"] {
        std::fs::copy(fixture().join(f), dir.join(f)).unwrap();
    }
    // What the old file says, in the new levels' terms.
    let old = read_json(&fixture().join("games.json"));
    let mut want = BTreeMap::new();
    for g in old["games"].as_array().unwrap() {
        let mode = &g["mode"];
        if mode["type"] != "vsComputer" || g["unfinished"] == true {
            continue;
        }
        let human = mode["humanSide"].as_str().unwrap();
        let result = match g["winner"].as_str() {
            Some(w) if w == human => "win",
            Some(_) => "loss",
            None => "draw",
        };
        let variant = if g["profile"] == "xiangqi" {
            "xiangqi"
        } else {
            "janggi"
        };
        let key = (
            variant.to_string(),
            legacy(mode["level"].as_str().unwrap()),
            human.to_string(),
            result.to_string(),
        );
        *want.entry(key).or_insert(0u64) += 1;
    }
    assert_eq!(
        want.values().sum::<u64>(),
        9,
        "the fixture's rated-looking games"
    );
    let levels: std::collections::BTreeSet<u64> = want.keys().map(|k| k.1).collect();
    assert_eq!(
        levels.len(),
        4,
        "all four old levels, kept apart: {levels:?}"
    );

    let app = start(&dir);
    let stats = app.ok("get_statistics", json!({}));
    // Eleven games in the records, one of them unfinished: ten finished.
    assert_eq!(stats["totalGames"], 10);
    assert_eq!(counts(&stats), want);
    assert_eq!(app.ok("list_games", json!({}))["total"], 11);
    let list = app.ok("list_games", json!({"limit": 20}));
    let unfinished: Vec<&Value> = list["games"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|g| g["unfinished"] == true)
        .collect();
    assert_eq!(unfinished.len(), 1);
    assert_eq!(unfinished[0]["mode"]["level"], legacy("advanced"));
    // Settings and tutorial progress as they were.
    let settings = app.ok("get_settings", json!({}));
    assert_eq!(settings["language"], "ko");
    assert_eq!(settings["expertSecs"], 7);
    assert_eq!(
        app.ok("tutorial_progress", json!({}))["completed"],
        json!(["board"])
    );
    // The saved game resumes at its level, with its moves.
    let v = app.ok("get_view", json!({}));
    assert_eq!(v["mode"]["level"], legacy("intermediate"));
    assert_eq!(v["moves"].as_array().unwrap().len(), 2);
    // Old games are not rated after the fact.
    assert_eq!(app.ok("get_ratings", json!({}))["xiangqi"]["games"], 0);

    // The next saves write the new schema: numbers, version 3.
    app.ok("make_move", json!({"from": 25, "to": 34})); // h3h4
    let store = read_json(&dir.join("store.json"));
    assert_eq!(store["version"], janggi::records::SCHEMA_VERSION);
    assert_eq!(store["current"]["mode"]["level"], legacy("intermediate"));
    assert!(store["current"]["aiSeed"].is_u64());
    let v = app.ok("resign", json!({}));
    assert_eq!(v["phase"]["type"], "over");
    app.quit();
    let games = read_json(&dir.join("games.json"));
    assert_eq!(games["version"], janggi::records::SCHEMA_VERSION);
    for g in games["games"].as_array().unwrap() {
        if g["mode"]["type"] == "vsComputer" {
            assert!(g["mode"]["level"].is_u64(), "{g}");
        }
    }

    // And after a restart the statistics are the old ones plus that game.
    let app = start(&dir);
    let stats = app.ok("get_statistics", json!({}));
    assert_eq!(stats["totalGames"], 11);
    let mut more = want.clone();
    *more
        .entry((
            "xiangqi".into(),
            legacy("intermediate"),
            "first".into(),
            "loss".into(),
        ))
        .or_insert(0) += 1;
    assert_eq!(counts(&stats), more);
}

#[test]
fn a_level_out_of_range_is_a_typed_error() {
    let dir = temp_dir("range");
    let app = start(&dir);
    for bad in [
        json!(0),
        json!(11),
        json!(-3),
        json!(4.5),
        json!("level99"),
        json!("grandmaster"),
        json!(null),
        json!([1]),
    ] {
        assert_eq!(
            app.kind("new_game", xiangqi_vs(bad.clone())),
            "badArgument",
            "{bad}"
        );
    }
    assert_eq!(
        app.kind("get_view", json!({})),
        "noGame",
        "no game was made"
    );
    for good in [json!(1), json!(10), json!("level7"), json!("expert")] {
        let v = app.ok("new_game", xiangqi_vs(good.clone()));
        assert!(v["mode"]["level"].is_u64(), "{good}: {v}");
    }
    app.ok("make_move", json!({"from": 19, "to": 22}));
    app.ok("resign", json!({}));
    let id = app.ok("list_games", json!({}))["games"][0]["id"].clone();
    for bad in [json!(0), json!(11), json!("level99")] {
        assert_eq!(
            app.kind("continue_game", json!({"id": id, "ply": 1, "level": bad})),
            "badArgument"
        );
    }
    assert_eq!(
        app.kind("reset_rating", json!({"variant": "chess"})),
        "badArgument"
    );
    assert_eq!(app.kind("reset_rating", json!({})), "badArgument");
}

#[test]
fn choices_show_every_level_with_the_engines_elo() {
    let c = janggi::dto::Choices::get();
    for (ladder, v) in [
        (&c.janggi_levels, Variant::Janggi),
        (&c.xiangqi_levels, Variant::Xiangqi),
    ] {
        assert_eq!(ladder.len(), Level::ALL.len());
        for (choice, level) in ladder.iter().zip(Level::ALL) {
            assert_eq!(choice.level.number(), level.number());
            assert_eq!(choice.elo, level.elo(v));
            assert!(c.rank_keys.contains(&choice.rank.key));
        }
    }
}

#[test]
fn rated_games_move_the_rating_once_and_other_games_do_not() {
    let dir = temp_dir("rating");
    let app = start(&dir);
    let fresh = app.ok("get_ratings", json!({}));
    assert_eq!(fresh["xiangqi"]["games"], 0);
    assert_eq!(fresh["xiangqi"]["history"], json!([]));
    let start_rating = fresh["xiangqi"]["rating"].as_f64().unwrap();

    // A rated game: against the computer from the normal start, resigned.
    let level = Level::new(3).unwrap();
    app.ok("new_game", xiangqi_vs(json!(level.number())));
    app.ok("resign", json!({}));
    let r = app.ok("get_ratings", json!({}));
    let x = &r["xiangqi"];
    assert_eq!(x["games"], 1);
    let after = x["rating"].as_f64().unwrap();
    assert!(after < start_rating, "a loss lowers it: {after}");
    assert_eq!(x["history"].as_array().unwrap().len(), 2, "{x}");
    assert_eq!(x["history"][0]["gameId"], Value::Null);
    assert!(x["history"][1]["gameId"].is_u64());
    assert_eq!(r["janggi"]["games"], 0, "the other game's rating is apart");
    // The suggestion is a level, at about even chances or nearest to them.
    assert!(x["suggested"]
        .as_u64()
        .is_some_and(|n| (1..=10).contains(&n)));

    // Looked at again (a view, a flip): still counted once.
    app.ok("flip", json!({}));
    assert_eq!(app.ok("get_ratings", json!({}))["xiangqi"]["games"], 1);

    // Not rated: two players, a set-up start, a game continued from a record.
    app.ok(
        "new_game",
        json!({"options": {"variant": "xiangqi", "mode": {"type": "twoPlayers"},
            "profile": "xiangqi", "moveTimerSecs": null}}),
    );
    app.ok("resign", json!({}));
    let mut set_up = xiangqi_vs(json!(3));
    set_up["options"]["startFen"] =
        json!("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1");
    app.ok("new_game", set_up);
    app.ok("resign", json!({}));
    let id = app.ok("list_games", json!({}))["games"][0]["id"].clone();
    app.ok("continue_game", json!({"id": id, "ply": 0, "level": 3}));
    app.ok("resign", json!({}));
    let r = app.ok("get_ratings", json!({}));
    assert_eq!(r["xiangqi"]["games"], 1, "{r}");
    assert_eq!(r["xiangqi"]["rating"].as_f64(), Some(after));

    // A restart keeps it; a reset starts it again and keeps the records.
    app.quit();
    let app = start(&dir);
    assert_eq!(app.ok("get_ratings", json!({}))["xiangqi"]["games"], 1);
    let games = app.ok("list_games", json!({}))["total"].clone();
    let r = app.ok("reset_rating", json!({"variant": "xiangqi"}));
    assert_eq!(r["xiangqi"]["games"], 0);
    assert_eq!(r["xiangqi"]["rating"].as_f64(), Some(start_rating));
    assert_eq!(app.ok("get_ratings", json!({}))["xiangqi"]["games"], 0);
    assert_eq!(app.ok("list_games", json!({}))["total"], games);
}

#[test]
fn a_damaged_saved_rating_is_reported_and_the_records_are_kept() {
    let dir = temp_dir("damaged");
    let app = start(&dir);
    app.ok("new_game", xiangqi_vs(json!(2)));
    app.ok("resign", json!({}));
    assert_eq!(app.ok("get_ratings", json!({}))["xiangqi"]["games"], 1);
    app.quit();
    let mut store = read_json(&dir.join("store.json"));
    store["rating"]["xiangqi"] = json!({"rating": "very high"});
    std::fs::write(dir.join("store.json"), serde_json::to_vec(&store).unwrap()).unwrap();

    let app = start(&dir);
    assert_eq!(app.kind("get_ratings", json!({})), "storage");
    assert_eq!(app.ok("list_games", json!({}))["total"], 1, "records kept");
    assert_eq!(app.ok("get_statistics", json!({}))["totalGames"], 1);
    // A rated game meanwhile does not overwrite the damaged value.
    app.ok("new_game", xiangqi_vs(json!(2)));
    app.ok("resign", json!({}));
    let now = read_json(&dir.join("store.json"));
    assert_eq!(now["rating"]["xiangqi"], json!({"rating": "very high"}));
    // The reset starts it again, keeping a copy of the damaged store.
    let r = app.ok("reset_rating", json!({"variant": "xiangqi"}));
    assert_eq!(r["xiangqi"]["games"], 0);
    assert!(app.invoke("get_ratings", json!({})).is_ok());
    let copies: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .filter_map(|e| e.ok())
        .filter(|e| {
            e.file_name()
                .to_string_lossy()
                .starts_with("store.json.corrupt-")
        })
        .collect();
    assert_eq!(copies.len(), 1);
    let kept = read_json(&copies[0].path());
    assert_eq!(kept["rating"]["xiangqi"], json!({"rating": "very high"}));
    assert_eq!(app.ok("list_games", json!({}))["total"], 2);
}

#[test]
fn a_resumed_game_keeps_the_computers_seed() {
    let dir = temp_dir("seed");
    let app = start(&dir);
    app.ok("new_game", xiangqi_vs(json!(4)));
    app.ok("make_move", json!({"from": 19, "to": 22}));
    let seed = read_json(&dir.join("store.json"))["current"]["aiSeed"].clone();
    assert!(seed.is_u64(), "{seed}");
    assert_eq!(read_json(&dir.join("store.json"))["current"]["rated"], true);
    app.quit();
    let app = start(&dir);
    let v = app.ok("start_ai_move", json!({}));
    assert_eq!(v["mode"]["level"], 4);
    let _ = app.ok("get_view", json!({}));
    let store = read_json(&dir.join("store.json"));
    assert_eq!(store["current"]["aiSeed"], seed, "the same person");
    assert_eq!(store["current"]["rated"], true, "still rated");
}
