//! Studies kept in the records: a study saved from the analysis board (its
//! variations, comments and marks) is a record that reopens on the board
//! exactly, is written over by the next save, exports as PGN with its
//! variations; a study of a played game is kept with that game (its moves
//! untouched). (A store from before studies loads with none: the schema's
//! unit tests and `levels_ipc`'s old store.)

use janggi::core::{AppCore, AppEvent, Notifier};
use janggi::dto::*;
use janggi::records::Records;
use std::sync::mpsc::channel;
use std::sync::{Arc, Mutex};

fn core_in(dir: &std::path::Path) -> AppCore {
    let (tx, _rx) = channel();
    let tx = Mutex::new(tx);
    let notifier: Notifier = Arc::new(move |e: AppEvent| {
        let _ = tx.lock().unwrap().send(e);
    });
    let loaded = Records::open(dir);
    let core = AppCore::new(loaded.settings, notifier);
    core.set_records(Arc::new(loaded.records));
    core
}

fn temp_dir(name: &str) -> std::path::PathBuf {
    let d = std::env::temp_dir().join(format!("janggi-study-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    d
}

/// Plays the first legal move of the shown position whose origin is not
/// `avoid` (a move other than the main one).
/// The played game `id` still has `moves`, and the records hold `total` games.
fn assert_record(core: &AppCore, id: u64, moves: &[MoveDto], total: usize) {
    assert_eq!(
        &core.records().replay_game(id).unwrap().moves,
        moves,
        "the game's moves unchanged"
    );
    let list = core
        .records()
        .list_games(GameFilter::default(), 0, 10)
        .unwrap();
    assert_eq!(list.total, total);
}

fn play_other(core: &AppCore, avoid: Option<u8>) -> AnalysisView {
    let v = core.analysis().view().unwrap();
    let g = v
        .legal_moves
        .iter()
        .find(|g| Some(g.from) != avoid)
        .unwrap();
    core.analysis()
        .play(u32::from(g.from), u32::from(g.to[0]))
        .unwrap()
}

#[test]
fn a_saved_study_reopens_with_its_variations_and_is_written_over() {
    let dir = temp_dir("own");
    let core = core_in(&dir);
    let v = core
        .analysis_open(AnalysisSource::Start {
            variant: VariantId::Xiangqi,
        })
        .unwrap();
    assert_eq!(v.setups, None, "Xiangqi has no setups");
    core.analysis().play(19, 22).unwrap(); // C2=5
    let reply = core.analysis().play(70, 67).unwrap(); // c8=5 (h3-e3 for Black)
    core.analysis().go(1).unwrap();
    let branch = play_other(&core, Some(70)); // another reply: a variation
    core.analysis()
        .annotate(branch.node, "a quieter reply", Some(MoveMark::Interesting))
        .unwrap();
    core.analysis().promote(reply.node).unwrap();
    let pgn = core.analysis().pgn().unwrap();
    assert!(pgn.contains('('), "a variation in the PGN: {pgn}");

    let s = core.analysis_save().unwrap();
    assert!(s.study && s.study_only, "{s:?}");
    assert_eq!(s.plies, 2, "the main line's moves");
    assert!(!s.unfinished);
    let list = core
        .records()
        .list_games(GameFilter::default(), 0, 10)
        .unwrap();
    assert_eq!(list.total, 1);
    assert_eq!(
        core.records().statistics().unwrap().total_games,
        0,
        "a study is not a finished game"
    );

    // Reopened from Records after a restart: the same study, at the start.
    drop(core);
    let core = core_in(&dir);
    let v = core
        .analysis_open(AnalysisSource::Record { id: s.id, ply: 0 })
        .unwrap();
    assert_eq!(v.at, 0);
    assert_eq!(core.analysis().pgn().unwrap(), pgn, "reopened identical");
    let v = core
        .analysis_open(AnalysisSource::Record { id: s.id, ply: 1 })
        .unwrap();
    assert_eq!(v.at, 1);
    assert_eq!(v.variations.len(), 1, "the first move has no sibling");
    let v = core.analysis().go(v.line[1].node).unwrap();
    assert_eq!(v.variations.len(), 2, "the main reply and the variation");
    assert!(v
        .variations
        .iter()
        .any(|st| st.comment == "a quieter reply" && st.symbol == "!?"));
    assert_eq!(core.records().export_game(s.id, "pgn").unwrap(), pgn);
    assert!(
        core.analysis_open(AnalysisSource::Record { id: s.id, ply: 3 })
            .is_err(),
        "past the main line: refused"
    );

    // Changed and saved again: the same record, written over.
    core.analysis_open(AnalysisSource::Record { id: s.id, ply: 2 })
        .unwrap();
    play_other(&core, None);
    let again = core.analysis_save().unwrap();
    assert_eq!(again.id, s.id, "written over");
    assert_eq!(again.plies, 3);
    assert_eq!(
        core.records()
            .list_games(GameFilter::default(), 0, 10)
            .unwrap()
            .total,
        1
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_study_of_a_played_game_is_kept_with_it() {
    let dir = temp_dir("played");
    let core = core_in(&dir);
    core.new_game(NewGameOptions {
        variant: VariantId::Xiangqi,
        mode: Mode::TwoPlayers,
        profile: ProfileIdDto::Xiangqi,
        move_timer_secs: None,
        start_fen: None,
        handicap: None,
        clock: None,
    })
    .unwrap();
    for (f, t) in [(19, 22), (64, 67), (1, 20)] {
        core.make_move(f, t).unwrap();
    }
    core.resign().unwrap();
    let game = core
        .records()
        .list_games(GameFilter::default(), 0, 10)
        .unwrap()
        .games[0]
        .clone();
    let moves_before = core.records().replay_game(game.id).unwrap().moves;

    // A branch at move 2, saved: kept with the game, whose moves stay.
    core.analysis_open(AnalysisSource::Record {
        id: game.id,
        ply: 1,
    })
    .unwrap();
    play_other(&core, Some(64));
    let s = core.analysis_save().unwrap();
    assert_eq!(s.id, game.id, "kept with the game");
    assert!(s.study && !s.study_only);
    assert_eq!(s.winner, game.winner);
    assert_record(&core, game.id, &moves_before, 1);
    let v = core
        .analysis_open(AnalysisSource::Record {
            id: game.id,
            ply: 1,
        })
        .unwrap();
    let v = core.analysis().go(v.line[1].node).unwrap();
    assert_eq!(v.variations.len(), 2, "the game's move and the branch");

    // Its main line changed (a branch promoted): a study of its own.
    let branch = v.variations[1].node;
    core.analysis().promote(branch).unwrap();
    let own = core.analysis_save().unwrap();
    assert_ne!(own.id, game.id);
    assert!(own.study_only);
    assert_record(&core, game.id, &moves_before, 2);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn nothing_open_nothing_saved() {
    let dir = temp_dir("none");
    let core = core_in(&dir);
    let e = core.analysis_save().unwrap_err();
    assert_eq!(e.kind, janggi::error::ErrorKind::BadArgument);
    assert_eq!(
        core.records()
            .list_games(GameFilter::default(), 0, 10)
            .unwrap()
            .total,
        0
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_janggi_study_exports_as_gib_with_its_main_line_and_comments() {
    let dir = temp_dir("gib");
    let core = core_in(&dir);
    let v = core
        .analysis_open(AnalysisSource::Start {
            variant: VariantId::Janggi,
        })
        .unwrap();
    // The start is one of the 16 setup pairings: named.
    let s = v.setups.expect("a setup pairing");
    assert!(s.first.is_some() && s.second.is_some());
    let first = play_other(&core, None);
    core.analysis()
        .annotate(first.node, "a {first} move", Some(MoveMark::Interesting))
        .unwrap();
    let second = play_other(&core, None);
    core.analysis().go(first.node).unwrap();
    play_other(&core, Some(second.last_move.as_ref().unwrap().from)); // a variation
    let s = core.analysis_save().unwrap();
    let gib = core.records().export_game(s.id, "gib").unwrap();
    assert!(
        gib.contains("1. ") && gib.contains(" {!? a (first) move} 2. "),
        "{gib}"
    );
    assert!(gib.contains("[총수 \"2\"]"), "the main line only: {gib}");
    // And it reads back as the same two moves (the records hold them:
    // a duplicate).
    let p = core.records().preview_import(gib.as_bytes(), None).unwrap();
    assert_eq!((p.duplicates, p.games[0].plies), (1, 2), "{p:?}");
    let _ = std::fs::remove_dir_all(&dir);
}
