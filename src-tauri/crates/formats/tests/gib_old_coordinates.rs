//! `.gib` records in the old coordinate system (`[기보형식 "구좌표"]`),
//! where the points are numbered 1–90 file by file (`10·f + r`, `f` the
//! file from Cho's left from 0, `r` the rank from Cho's back rank from 1).
//! The real file `gib30_lee_ilhoon_old_coordinates.gib` holds four games
//! so written (and one in the new coordinates); the third of them, Lee
//! Il-hoon – Song Jong-il (1994), circulates in the new coordinates too:
//! `gib31_amateur_016_game_new_coordinates.gib`, the same 180 moves.

use std::path::PathBuf;

use janggi_formats::{gib, import, Format, GameRecord, ImportErrorKind as K};
use janggi_rules::notation;

fn data(name: &str) -> Vec<u8> {
    std::fs::read(
        PathBuf::from(env!("CARGO_MANIFEST_DIR"))
            .join("tests/data/records")
            .join(name),
    )
    .unwrap()
}

fn uci(r: &GameRecord) -> Vec<String> {
    let positions = r.positions().unwrap();
    r.moves
        .iter()
        .enumerate()
        .map(|(i, &m)| notation::uci(&positions[i], m))
        .collect()
}

const HEAD: &str = "[초차림 \"마상상마\"]\n[한차림 \"마상상마\"]\n";

#[test]
fn real_old_coordinate_games_replay_to_their_end() {
    let bytes = data("gib30_lee_ilhoon_old_coordinates.gib");
    let games = gib::read_lenient(&bytes).unwrap();
    assert_eq!(games.len(), 5);
    // Every move, as many as the file's `총수` headers say.
    let plies: Vec<usize> = games.iter().map(|g| g.record.moves.len()).collect();
    assert_eq!(plies, [100, 123, 180, 144, 97]);
    for g in &games {
        assert!(g.error.is_none(), "game {}: {:?}", g.number, g.error);
        assert!(g.notes.is_empty(), "game {}: {:?}", g.number, g.notes);
        assert!(g.record.final_position().is_ok());
        // The header is not kept: the record's moves are no longer in
        // the old coordinates.
        assert!(g.record.headers.iter().all(|(k, _)| k != "기보형식"));
    }
    let r = &games[1].record;
    assert_eq!(
        r.players,
        ["이일훈 9단".to_string(), "이남춘 9단".to_string()]
    );
    // `84졸74 20마28 61마53 18포48`: i4h4, b10c8, g1f3, b8e8.
    assert_eq!(uci(r)[..4], ["i4h4", "b10c8", "g1f3", "b8e8"]);
    let strict = gib::read(&bytes).unwrap();
    assert_eq!(strict.len(), 5);
}

#[test]
fn old_coordinate_game_is_the_same_game_as_its_new_coordinate_copy() {
    let old = gib::read(&data("gib30_lee_ilhoon_old_coordinates.gib")).unwrap();
    let new = gib::read(&data("gib31_amateur_016_game_new_coordinates.gib")).unwrap();
    assert_eq!(new.len(), 1);
    let (old, new) = (&old[2], &new[0]);
    assert_eq!(old.players[1], "송종일 8단");
    assert_eq!(old.moves.len(), 180);
    assert_eq!(old.start_fen, new.start_fen);
    assert_eq!(old.setups, new.setups);
    assert_eq!(old.moves, new.moves);
    assert_eq!(
        old.final_position().unwrap().fen(),
        new.final_position().unwrap().fen()
    );
    // The whole game plays through the rules as a game too.
    assert!(old.to_game().is_ok());
}

#[test]
fn old_coordinates_number_the_points_file_by_file() {
    // 1 = a1 (Cho's back rank), 10 = a10, 11 = b1, 90 = i10; one-digit
    // squares are written without a leading zero.
    let t = format!(
        "{HEAD}[기보형식 \"구좌표\"]\n\n1. 84졸74 2. 7병17 3. 11마23 4. 20마28 5. 1차2 6. 10차9\n"
    );
    let g = gib::read(t.as_bytes()).unwrap();
    assert_eq!(
        uci(&g[0]),
        ["i4h4", "a7b7", "b1c3", "b10c8", "a1a2", "a10a9"]
    );
    // The same moves in the new coordinates.
    let t = format!("{HEAD}\n1. 79졸78 2. 41병42 3. 02마83 4. 12마33 5. 01차91 6. 11차21\n");
    assert_eq!(gib::read(t.as_bytes()).unwrap()[0].moves, g[0].moves);
}

#[test]
fn old_coordinate_games_write_back_in_new_coordinates() {
    let old = gib::read(&data("gib30_lee_ilhoon_old_coordinates.gib")).unwrap();
    let text = gib::write(&old).unwrap();
    assert!(!text.contains("구좌표"), "{text}");
    let back = gib::read(text.as_bytes()).unwrap();
    assert_eq!(back.len(), old.len());
    for (a, b) in old.iter().zip(&back) {
        assert_eq!(a.moves, b.moves);
    }
}

#[test]
fn bad_old_coordinate_moves_are_typed_errors() {
    // A point past 90, point 0, three digits, a new-style letter move.
    for (bad, kind) in [
        ("91차85", K::BadMove("91차85".into())),
        ("0차85", K::BadMove("0차85".into())),
        ("84졸174", K::BadMove("84졸174".into())),
        ("i3卒h3", K::BadMove("i3卒h3".into())),
        // A soldier that is not there (i4 holds one, i5 not).
        ("85졸75", K::IllegalMove("85졸75".into())),
    ] {
        let t = format!("{HEAD}[기보형식 \"구좌표\"]\n\n1. {bad}\n");
        let e = gib::read(t.as_bytes()).unwrap_err();
        assert_eq!((e.game, e.line, e.ply), (1, 5, 1), "{bad}");
        assert_eq!(e.kind, kind, "{bad}");
    }
}

#[test]
fn old_coordinate_games_import_beside_new_ones() {
    // Only the game with the header is read in the old coordinates.
    let text = format!(
        "[초대국자 \"A\"]\n{HEAD}\n1. 79졸78 2. 41병42\n\n\
         [초대국자 \"Old\"]\n[기보형식 \"구좌표\"]\n{HEAD}\n1. 84졸74 2. 7병17\n\n\
         [초대국자 \"C\"]\n{HEAD}\n1. 79졸78 2. 41병42\n"
    );
    let report = import(text.as_bytes()).unwrap();
    assert_eq!(report.format, Format::Gib);
    assert_eq!(report.complete().count(), 3);
    let m: Vec<_> = report.games.iter().map(|g| uci(&g.record)).collect();
    assert_eq!(m[0], ["i4h4", "a7b7"]);
    assert_eq!(m[1], ["i4h4", "a7b7"]);
    assert_eq!(m[2], ["i4h4", "a7b7"]);
}
