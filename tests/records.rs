//! Records: the unfinished game survives a restart exactly (and undo and
//! repetition still work after it), finished games survive save → load,
//! version 1 files migrate, and truncated, garbage or wrong-typed files give
//! a start with what could be read plus the bad file kept aside.
//! Runs on `AppCore` directly (no webview): the records are plain Rust.

use janggi::core::AppCore;
use janggi::dto::{
    BoardView, LevelDto, Mode, NewGameOptions, Phase, ProfileIdDto, SideDto, VariantId,
};
use janggi::records::{self, Records, GAMES_FILE, SCHEMA_VERSION, STORE_FILE};
use janggi_rules::{notation, JanggiSetup, Position, RuleProfile};
use serde_json::{json, Value};
use std::path::{Path, PathBuf};
use std::sync::Arc;

fn temp_dir(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("janggi-records-it-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

/// Starts an app core on `dir` as start-up does; returns it and the files
/// kept aside.
fn open(dir: &Path) -> (AppCore, Vec<PathBuf>) {
    let loaded = Records::open(dir);
    let core = AppCore::new(loaded.settings, Arc::new(|_| {}));
    core.set_records(Arc::new(loaded.records));
    if let Some(saved) = &loaded.current {
        assert!(core.resume(saved), "the saved game replays");
    }
    (core, loaded.kept_aside)
}

fn janggi_start_fen() -> String {
    Position::janggi_start(
        &RuleProfile::JANGGI_STANDARD,
        JanggiSetup::HorseElephantElephantHorse,
        JanggiSetup::HorseElephantElephantHorse,
    )
    .fen()
}

fn two_player_janggi() -> NewGameOptions {
    NewGameOptions {
        variant: VariantId::Janggi,
        mode: Mode::TwoPlayers,
        profile: ProfileIdDto::JanggiStandard,
        move_timer_secs: None,
        start_fen: Some(janggi_start_fen()),
        handicap: None,
        clock: None,
    }
}

/// Plays a UCI move through the core (as the UI would, by squares).
fn play(core: &AppCore, uci: &str) -> BoardView {
    // Squares from the UCI text: file letter, rank 1..10.
    let sq = |s: &str| -> u32 {
        let f = u32::from(s.as_bytes()[0] - b'a');
        let r: u32 = s[1..].parse().unwrap();
        (r - 1) * 9 + f
    };
    let split = uci[1..].find(|c: char| c.is_ascii_lowercase()).unwrap() + 1;
    let (from, to) = (sq(&uci[..split]), sq(&uci[split..]));
    if from == to {
        core.pass_turn().unwrap()
    } else {
        core.make_move(from, to)
            .unwrap_or_else(|e| panic!("{uci}: {e}"))
    }
}

fn same_game(a: &BoardView, b: &BoardView) {
    assert_eq!(a.frame.pieces, b.frame.pieces);
    assert_eq!(a.moves, b.moves);
    assert_eq!(a.frame.side_to_move, b.frame.side_to_move);
    assert_eq!(a.mode, b.mode);
    assert_eq!(a.setups, b.setups);
    assert_eq!(a.profile, b.profile);
    assert_eq!(a.orientation, b.orientation);
    assert_eq!(a.undo_available, b.undo_available);
    assert_eq!(
        serde_json::to_value(a.phase).unwrap(),
        serde_json::to_value(b.phase).unwrap()
    );
}

#[test]
fn the_unfinished_game_resumes_exactly_and_undo_works_after() {
    let dir = temp_dir("resume");
    let (core, aside) = open(&dir);
    assert!(aside.is_empty());
    core.new_game(two_player_janggi()).unwrap();
    for m in ["h1g3", "h10g8", "c4d4", "e2e2"] {
        play(&core, m);
    }
    let before = core.get_view().unwrap();
    drop(core);

    let (core, aside) = open(&dir);
    assert!(aside.is_empty());
    let after = core.get_view().expect("the game is back");
    same_game(&before, &after);
    assert_eq!(after.moves.len(), 4);
    assert!(after.moves[3].pass);
    // Undo goes back through the restored history.
    let undone = core.undo().unwrap();
    assert_eq!(undone.ply, 3);
    assert_eq!(core.get_view().unwrap().moves, after.moves[..3]);
    play(&core, "g8h10");
    drop(core);
    let (core, _) = open(&dir);
    let v = core.get_view().unwrap();
    assert_eq!(v.moves.len(), 4);
    assert_eq!(v.moves[3].uci, "g8h10");
}

#[test]
fn repetition_counts_moves_from_before_the_restart() {
    // The same cycle of horse moves, once straight through and once with a
    // restart after every move: both end (or not) identically.
    let cycle = ["h1g3", "h10g8", "g3h1", "g8h10"];
    let straight_dir = temp_dir("rep-straight");
    let (straight, _) = open(&straight_dir);
    straight.new_game(two_player_janggi()).unwrap();
    let dir = temp_dir("rep-restart");
    let (core, _) = open(&dir);
    core.new_game(two_player_janggi()).unwrap();
    drop(core);
    let mut ended = false;
    for (i, m) in cycle.iter().cycle().take(16).enumerate() {
        let a = play(&straight, m);
        let (core, _) = open(&dir);
        let b = play(&core, m);
        same_game(&a, &b);
        if let Phase::Over { .. } = a.phase {
            ended = true;
            assert!(i >= 7, "not before the third repetition");
            break;
        }
    }
    assert!(ended, "the repeated cycle ends the game");
}

#[test]
fn setup_phase_clock_and_mode_survive_a_restart() {
    let dir = temp_dir("setup");
    let (core, _) = open(&dir);
    let v = core
        .new_game(NewGameOptions {
            variant: VariantId::Janggi,
            mode: Mode::VsComputer {
                level: LevelDto::new(4).unwrap(),
                human_side: SideDto::Second,
            },
            profile: ProfileIdDto::JanggiStandard,
            move_timer_secs: Some(600),
            start_fen: None,
            handicap: None,
            clock: None,
        })
        .unwrap();
    assert!(matches!(v.phase, Phase::Setup { .. }));
    drop(core);
    let (core, _) = open(&dir);
    let w = core.get_view().unwrap();
    same_game(&v, &w);
    // The app opens on Home: the clock waits, paused, for the game screen.
    let timer = w.move_timer.unwrap();
    assert_eq!(timer.paused, Some(janggi::dto::ClockPause::Away));
    assert_eq!(timer.deadline_ms, None);
    let kept = timer.paused_left_ms.unwrap();
    assert!(kept > 590_000 && kept <= 600_000, "{kept}");
    let w = core.pause_clock(None).unwrap();
    let left = w.move_timer.unwrap().deadline_ms.unwrap() as i64 - janggi::clock::now_ms() as i64;
    assert!(left > 589_000 && left <= 600_000, "{left}");
}

/// A new game started over an unfinished one keeps it in the records as
/// unfinished; it resumes with its own players where it was left.
#[test]
fn a_replaced_unfinished_game_is_kept_and_resumes() {
    let dir = temp_dir("unfinished");
    let (core, _) = open(&dir);
    core.new_game(two_player_janggi()).unwrap();
    play(&core, "a4a5");
    play(&core, "a7a6");
    let left = core.get_view().unwrap();
    core.new_game(two_player_janggi()).unwrap();
    let list = core
        .records()
        .list_games(janggi::dto::GameFilter::default(), 0, 10)
        .unwrap();
    assert_eq!(list.total, 1, "the replaced game is in the records");
    let g = &list.games[0];
    assert!(g.unfinished);
    assert_eq!(g.plies, 2);
    assert_eq!(g.winner, None);
    assert_eq!(
        core.records().statistics().unwrap().total_games,
        0,
        "an unfinished game is not counted as finished"
    );
    let resumed = core.continue_game(g.id, 2, None, None).unwrap();
    assert_eq!(
        resumed.mode,
        Mode::TwoPlayers,
        "two players stay two players"
    );
    assert_eq!(resumed.moves, left.moves);
    // A game with no move yet is not worth a record.
    core.new_game(two_player_janggi()).unwrap();
    core.new_game(two_player_janggi()).unwrap();
    let again = core
        .records()
        .list_games(janggi::dto::GameFilter::default(), 0, 10)
        .unwrap();
    assert_eq!(
        again.total, 1,
        "the resumed game is kept again (once), the empty one not"
    );
    assert!(again.games[0].unfinished);
    assert_eq!(again.games[0].plies, 2);
}

#[test]
fn finished_games_are_recorded_once_and_survive_a_restart() {
    let dir = temp_dir("finished");
    let (core, _) = open(&dir);
    core.new_game(two_player_janggi()).unwrap();
    play(&core, "h1g3");
    let over = core.resign().unwrap();
    assert!(matches!(over.phase, Phase::Over { .. }));
    // Idle views do not record it twice.
    core.flip().unwrap();
    let records = core.records().store().unwrap();
    assert_eq!(records.len(), 1);
    drop(core);
    drop(records);

    let (core, _) = open(&dir);
    assert!(core.get_view().is_err(), "a finished game is not resumed");
    let records = core.records().store().unwrap();
    let (total, page) = records.list(|_| true, 0, 10);
    assert_eq!(total, 1);
    let g = &page[0];
    assert_eq!(g.moves, "h1g3");
    assert_eq!(
        g.winner,
        Some(SideDto::First),
        "Han resigned (Han was to move)"
    );
    assert_eq!(
        serde_json::to_value(g.reason).unwrap(),
        json!("resignation")
    );
    assert_eq!(g.mode, Some(Mode::TwoPlayers));
    // Every format the UI offers for a Janggi game (PGN, .gib) out and back in.
    for format in janggi::dto::RecordFormat::for_variant(janggi::dto::VariantId::Janggi) {
        let format = serde_json::to_value(format).unwrap();
        let format = format.as_str().unwrap();
        let text = records::export(g, format).unwrap();
        let ids = records.import(text.as_bytes()).unwrap();
        let back = records.game(ids[0]).unwrap();
        assert_eq!(back.moves, g.moves, "{format}: {text}");
        assert_eq!(back.winner, g.winner, "{format}: {text}");
        assert_eq!(
            back.start_fen.split(' ').next(),
            g.start_fen.split(' ').next()
        );
    }
    assert_eq!(records.len(), 3);
    // A rejected import changes nothing and names the line.
    let err = records
        .import(b"[Variant \"janggi\"]\n\n1. h1g3 h10g8 2. h1h5 *\n")
        .unwrap_err();
    assert!(err.message.contains("line"), "{}", err.message);
    assert_eq!(records.len(), 3);
    assert!(records.delete(g.id).unwrap());
    assert!(!records.delete(g.id).unwrap());
    drop(core);
    let (core, _) = open(&dir);
    assert_eq!(core.records().store().unwrap().len(), 2);
}

#[test]
fn a_version_1_store_migrates() {
    let dir = temp_dir("v1");
    std::fs::write(
        dir.join(STORE_FILE),
        br#"{"version":1,"settings":{"language":"ko","sound":false,"pieceStyle":"hangul","animation":"fast","defaultProfile":"xiangqi","boardOrientation":"auto"},"tutorial":{"completed":["board"]}}"#,
    )
    .unwrap();
    let (core, aside) = open(&dir);
    assert!(aside.is_empty());
    assert!(!core.settings().get().sound);
    let records = core.records().store().unwrap();
    assert_eq!(records.get("tutorial").unwrap()["completed"][0], "board");
    core.new_game(two_player_janggi()).unwrap();
    let stored: Value =
        serde_json::from_slice(&std::fs::read(dir.join(STORE_FILE)).unwrap()).unwrap();
    assert_eq!(stored["version"], SCHEMA_VERSION);
    assert_eq!(stored["settings"]["pieceStyle"], "hangul");
    assert_eq!(stored["tutorial"]["completed"][0], "board");
    assert!(stored["current"]["startFen"].is_string());
}

/// A store with settings, an unfinished game and two finished games.
fn populated(dir: &Path) -> (Vec<u8>, Vec<u8>) {
    let (core, _) = open(dir);
    core.new_game(two_player_janggi()).unwrap();
    play(&core, "h1g3");
    core.resign().unwrap();
    core.new_game(two_player_janggi()).unwrap();
    play(&core, "c4d4");
    core.resign().unwrap();
    core.new_game(two_player_janggi()).unwrap();
    play(&core, "h1g3");
    drop(core);
    (
        std::fs::read(dir.join(STORE_FILE)).unwrap(),
        std::fs::read(dir.join(GAMES_FILE)).unwrap(),
    )
}

fn aside_files(dir: &Path) -> Vec<String> {
    let mut v: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .filter_map(|e| e.ok())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.contains(".corrupt-"))
        .collect();
    v.sort();
    v
}

#[test]
fn bad_files_never_stop_start_up() {
    let good = temp_dir("good");
    let (store, games) = populated(&good);
    // (name, store.json bytes, games.json bytes); `None` keeps the good file.
    type Case = (&'static str, Option<Vec<u8>>, Option<Vec<u8>>);
    let cases: Vec<Case> = vec![
        (
            "store-truncated",
            Some(store[..store.len() / 2].to_vec()),
            None,
        ),
        (
            "store-garbage",
            Some(b"\x00\xff\xfe garbage {{".to_vec()),
            None,
        ),
        ("store-array", Some(b"[1,2,3]".to_vec()), None),
        ("store-future", Some(br#"{"version": 99}"#.to_vec()), None),
        (
            "store-wrong-types",
            Some(br#"{"version":2,"settings":{"sound":"loud"},"current":42}"#.to_vec()),
            None,
        ),
        (
            "games-truncated",
            None,
            Some(games[..games.len() - 7].to_vec()),
        ),
        ("games-garbage", None, Some(b"\x1f\x8b not json".to_vec())),
        (
            "games-wrong-types",
            None,
            Some(br#"{"version":2,"games":"no"}"#.to_vec()),
        ),
        ("empty-files", Some(Vec::new()), Some(Vec::new())),
    ];
    for (name, s, g) in cases {
        let dir = temp_dir(name);
        std::fs::write(
            dir.join(STORE_FILE),
            s.clone().unwrap_or_else(|| store.clone()),
        )
        .unwrap();
        std::fs::write(
            dir.join(GAMES_FILE),
            g.clone().unwrap_or_else(|| games.clone()),
        )
        .unwrap();
        let (core, aside) = open(&dir);
        assert!(!aside.is_empty(), "{name}: the bad file is reported");
        let kept = aside_files(&dir);
        assert_eq!(kept.len(), aside.len(), "{name}: {kept:?}");
        // The bad bytes are kept as they were.
        let bad = s.or(g).unwrap();
        assert!(
            aside.iter().any(|p| std::fs::read(p).unwrap() == bad),
            "{name}: bad bytes kept"
        );
        // What could be read is used.
        let records = core.records().store().unwrap();
        if name.starts_with("store") {
            assert_eq!(records.len(), 2, "{name}: the games file was fine");
            assert!(core.get_view().is_err(), "{name}: no game to resume");
        } else if name.starts_with("games") {
            assert_eq!(records.len(), 0, "{name}");
            assert_eq!(core.get_view().unwrap().moves.len(), 1, "{name}: resumed");
        }
        // And the app goes on: a game plays and saves a valid store.
        core.new_game(two_player_janggi()).unwrap();
        play(&core, "h1g3");
        core.resign().unwrap();
        let v: Value = serde_json::from_slice(&std::fs::read(dir.join(STORE_FILE)).unwrap())
            .unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(v["version"], SCHEMA_VERSION);
        let v: Value =
            serde_json::from_slice(&std::fs::read(dir.join(GAMES_FILE)).unwrap()).unwrap();
        assert!(v["games"].is_array());
        drop(core);
        let (_core, aside) = open(&dir);
        assert!(aside.is_empty(), "{name}: clean after the first save");
    }
}

#[test]
fn a_partly_bad_games_file_keeps_the_good_games() {
    let dir = temp_dir("partly");
    let (_, games) = populated(&dir);
    let mut v: Value = serde_json::from_slice(&games).unwrap();
    v["games"].as_array_mut().unwrap().push(json!({"id": "x"}));
    std::fs::write(dir.join(GAMES_FILE), serde_json::to_vec(&v).unwrap()).unwrap();
    let (core, aside) = open(&dir);
    assert_eq!(aside.len(), 1);
    assert_eq!(core.records().store().unwrap().len(), 2);
    drop(core);
    let (_core, aside) = open(&dir);
    assert!(aside.is_empty(), "rewritten with the good games");
}

#[test]
fn moves_are_stored_as_uci() {
    let pos = Position::from_fen(&janggi_start_fen(), &RuleProfile::JANGGI_STANDARD).unwrap();
    let m = notation::parse_uci(&pos, "h1g3").unwrap();
    assert_eq!(records::uci_string(&pos, &[m]).unwrap(), "h1g3");
    assert_eq!(records::parse_moves(&pos, "h1g3").unwrap(), vec![m]);
    assert!(records::parse_moves(&pos, "h1h9").is_err());
}

/// Loading 10,000 finished games (random legal games of 40..160 plies):
/// `cargo test --release --test records -- --ignored --nocapture`.
/// The budget is 200 ms; the time is printed.
#[test]
#[ignore = "benchmark; run in release"]
fn bench_load_10000_games() {
    use janggi::records::FinishedGame;
    use janggi_rules::Game;
    let dir = temp_dir("bench");
    let mut seed: u64 = 0x9E37_79B9_7F4A_7C15;
    let mut next = move || {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed
    };
    // 200 distinct games, each stored 50 times under new ids.
    let mut samples = Vec::new();
    for _ in 0..200 {
        let mut game = Game::from_fen(RuleProfile::JANGGI_STANDARD, &janggi_start_fen()).unwrap();
        let plies = 40 + (next() % 120) as usize;
        for _ in 0..plies {
            let legal = game.legal_moves();
            if legal.is_empty() || game.outcome().is_over() {
                break;
            }
            let m = legal[(next() % legal.len() as u64) as usize];
            game.play(m).unwrap();
        }
        samples.push(game);
    }
    let mode = Mode::VsComputer {
        level: LevelDto::new(9).unwrap(),
        human_side: SideDto::First,
    };
    let games: Vec<FinishedGame> = (0..10_000u64)
        .map(|i| {
            FinishedGame::from_game(
                1_700_000_000_000 + i,
                &samples[i as usize % samples.len()],
                mode,
                Default::default(),
                1_700_000_000_000 + i,
            )
            .unwrap()
        })
        .collect();
    {
        let (core, _) = open(&dir);
        core.records().store().unwrap().add_games(games).unwrap();
    }
    let size = std::fs::metadata(dir.join(GAMES_FILE)).unwrap().len();
    let mut best = f64::MAX;
    for _ in 0..5 {
        let t = std::time::Instant::now();
        let loaded = Records::open(&dir);
        let ms = t.elapsed().as_secs_f64() * 1000.0;
        assert_eq!(loaded.records.len(), 10_000);
        best = best.min(ms);
    }
    let t = std::time::Instant::now();
    let loaded = Records::open(&dir);
    let (total, page) = loaded.records.list(|_| true, 5_000, 50);
    let stats = loaded.records.statistics();
    let list_ms = t.elapsed().as_secs_f64() * 1000.0;
    assert_eq!((total, page.len()), (10_000, 50));
    assert!(!stats.is_empty());
    println!(
        "records bench: 10,000 games, games.json {:.1} MB, load {best:.1} ms (best of 5), \
         open + one page + statistics {list_ms:.1} ms",
        size as f64 / 1e6
    );
    assert!(best < 200.0, "loading took {best:.1} ms");

    // The save after every move (store.json only, fsync included), with the
    // 10,000 games loaded.
    let (core, _) = open(&dir);
    core.new_game(two_player_janggi()).unwrap();
    let cycle = ["h1g3", "h10g8", "g3h1", "g8h10"];
    let t = std::time::Instant::now();
    let n = 6;
    for m in cycle.iter().cycle().take(n) {
        play(&core, m);
    }
    let per_move = t.elapsed().as_secs_f64() * 1000.0 / n as f64;
    println!("records bench: a move with its save takes {per_move:.1} ms");
}

#[test]
fn a_game_killed_while_the_computer_thinks_resumes_with_the_computer_waiting_for_the_player() {
    let dir = temp_dir("ai");
    let (core, _) = open(&dir);
    core.new_game(NewGameOptions {
        variant: VariantId::Xiangqi,
        mode: Mode::VsComputer {
            level: LevelDto::new(4).unwrap(),
            human_side: SideDto::First,
        },
        profile: ProfileIdDto::Xiangqi,
        move_timer_secs: None,
        start_fen: None,
        handicap: None,
        clock: None,
    })
    .unwrap();
    let v = play(&core, "b3e3");
    assert!(v.ai_thinking);
    // "Killed": the core goes away before the reply lands (shutdown stops
    // the search; the saved game has the player's move only).
    core.shutdown();
    drop(core);
    let (core, _) = open(&dir);
    let v = core.get_view().unwrap();
    assert_eq!(v.moves.len(), 1);
    assert_eq!(v.frame.side_to_move, SideDto::Second);
    // It waits for the player: the app reopens on Home, where a reply (or
    // a mate) would land unseen. Opening the game (`start_ai_move`, which
    // the UI calls then) lets it think.
    assert!(!v.ai_thinking, "the computer waits while Home shows");
    std::thread::sleep(std::time::Duration::from_millis(300));
    assert_eq!(core.get_view().unwrap().moves.len(), 1, "no reply unseen");
    assert!(
        core.start_ai_move().unwrap().ai_thinking,
        "it thinks once the game is opened"
    );
    let start = std::time::Instant::now();
    while core.get_view().unwrap().moves.len() < 2 {
        assert!(start.elapsed().as_secs() < 30, "the computer replies");
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    // Its reply was saved too.
    drop(core);
    let (core, _) = open(&dir);
    assert_eq!(core.get_view().unwrap().moves.len(), 2);
    // Undo after the restart takes back the reply and the player's move.
    let v = core.undo().unwrap();
    assert_eq!(v.moves.len(), 0);
}
