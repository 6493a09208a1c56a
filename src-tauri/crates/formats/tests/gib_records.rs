//! Real-world `.gib` records (tests/data/records, copied from the project's
//! reference set): every game imports to exactly the moves and end position
//! that Fairy-Stockfish found (`expected-gib.jsonl`, `janggimodern` rules),
//! a file with an illegal move is rejected at that move, and every game
//! written back as UTF-8 `.gib` and as PGN reads back unchanged.

use std::collections::BTreeMap;
use std::path::PathBuf;

use janggi_formats::{gib, pgn, GameRecord, ImportErrorKind, ImportNote};
use janggi_rules::notation;

fn data_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/records")
}

/// One line of expected-gib.jsonl (the fields the tests use).
#[derive(Debug, Default)]
struct Expected {
    file: String,
    game: usize,
    start_fen: String,
    status: String,
    legal_plies: usize,
    uci: Vec<String>,
    end_fen: String,
}

/// A minimal reader for the flat JSON objects of the file (strings without
/// escapes, integers, arrays of strings).
fn parse_line(line: &str) -> Expected {
    let mut e = Expected::default();
    let b: Vec<char> = line.chars().collect();
    let mut i = 0;
    let string = |i: &mut usize| -> String {
        assert_eq!(b[*i], '"');
        *i += 1;
        let s = *i;
        while b[*i] != '"' {
            assert_ne!(b[*i], '\\', "escapes are not expected");
            *i += 1;
        }
        let out: String = b[s..*i].iter().collect();
        *i += 1;
        out
    };
    while i < b.len() {
        if b[i] != '"' {
            i += 1;
            continue;
        }
        let key = string(&mut i);
        while b[i] == ':' || b[i] == ' ' {
            i += 1;
        }
        match b[i] {
            '"' => {
                let v = string(&mut i);
                match key.as_str() {
                    "file" => e.file = v,
                    "start_fen" => e.start_fen = v,
                    "status_janggimodern" => e.status = v,
                    "end_fen_janggimodern" => e.end_fen = v,
                    _ => {}
                }
            }
            '[' => {
                i += 1;
                let mut items = Vec::new();
                loop {
                    while b[i] == ' ' || b[i] == ',' {
                        i += 1;
                    }
                    if b[i] == ']' {
                        i += 1;
                        break;
                    }
                    items.push(string(&mut i));
                }
                if key == "uci_legal_prefix_janggimodern" {
                    e.uci = items;
                }
            }
            _ => {
                let s = i;
                while b[i].is_ascii_digit() {
                    i += 1;
                }
                let n: usize = b[s..i].iter().collect::<String>().parse().unwrap();
                match key.as_str() {
                    "game" => e.game = n,
                    "legal_plies_janggimodern" => e.legal_plies = n,
                    _ => {}
                }
            }
        }
    }
    e
}

fn expected() -> BTreeMap<String, Vec<Expected>> {
    let text = std::fs::read_to_string(data_dir().join("expected-gib.jsonl")).unwrap();
    let mut map: BTreeMap<String, Vec<Expected>> = BTreeMap::new();
    for line in text.lines().filter(|l| !l.trim().is_empty()) {
        let e = parse_line(line);
        map.entry(e.file.clone()).or_default().push(e);
    }
    map
}

fn uci_moves(r: &GameRecord) -> Vec<String> {
    let positions = r.positions().unwrap();
    r.moves
        .iter()
        .enumerate()
        .map(|(i, &m)| notation::uci(&positions[i], m))
        .collect()
}

/// The fields every format keeps.
fn core(r: &GameRecord) -> impl PartialEq + std::fmt::Debug {
    (
        r.profile,
        r.start_fen.clone(),
        r.setups,
        r.moves.clone(),
        r.result,
        r.reason,
        r.by_points,
        r.result_text.clone(),
        r.points,
        (
            r.event.clone(),
            r.site.clone(),
            r.date.clone(),
            r.round.clone(),
        ),
        r.players.clone(),
    )
}

#[test]
fn every_real_game_imports_as_fairy_stockfish_plays_it() {
    let expected = expected();
    assert_eq!(expected.len(), 13, "13 files");
    let (mut ok_games, mut rejected_games, mut files_ok, mut files_rejected) = (0, 0, 0, 0);
    for (file, games) in &expected {
        let bytes = std::fs::read(data_dir().join(file)).unwrap();
        // Lenient: every game, its legal prefix and end position.
        let lenient = gib::read_lenient(&bytes).unwrap_or_else(|e| panic!("{file}: {e}"));
        assert_eq!(lenient.len(), games.len(), "{file}: number of games");
        for (g, e) in lenient.iter().zip(games) {
            let r = &g.record;
            let what = format!("{file} game {}", e.game);
            assert_eq!(r.start_fen, e.start_fen, "{what}: start");
            assert_eq!(uci_moves(r), e.uci, "{what}: moves");
            assert_eq!(r.moves.len(), e.legal_plies, "{what}: plies");
            let end = r.final_position().unwrap();
            assert_eq!(end.fen(), e.end_fen, "{what}: end position");
            // Real `[판]` boards read the usual way (Cho's back rank first).
            assert!(
                !g.notes.contains(&ImportNote::BoardReadFlipped),
                "{what}: board read flipped"
            );
            assert_eq!(g.number, e.game, "{what}: number");
            if e.status == "ok" {
                assert!(g.error.is_none(), "{what}: {:?}", g.error);
                ok_games += 1;
            } else {
                let err = g
                    .error
                    .as_ref()
                    .unwrap_or_else(|| panic!("{what}: accepted"));
                assert_eq!(err.game, e.game, "{what}");
                assert_eq!(err.ply, e.legal_plies + 1, "{what}");
                assert!(
                    matches!(&err.kind, ImportErrorKind::IllegalMove(t) if e.status.contains(t.as_str())),
                    "{what}: {err} vs {}",
                    e.status
                );
                rejected_games += 1;
            }
        }
        // Strict: all or nothing.
        let all_ok = games.iter().all(|e| e.status == "ok");
        match gib::read(&bytes) {
            Ok(records) => {
                assert!(
                    all_ok,
                    "{file}: accepted although a game has an illegal move"
                );
                assert_eq!(records.len(), games.len());
                files_ok += 1;
            }
            Err(err) => {
                assert!(!all_ok, "{file}: rejected: {err}");
                let bad = games.iter().find(|e| e.status != "ok").unwrap();
                assert_eq!(err.game, bad.game, "{file}: {err}");
                // The line named holds the bad move.
                let text = janggi_formats::decode_text(&bytes);
                let line = text.split('\n').nth(err.line - 1).unwrap_or("");
                match &err.kind {
                    ImportErrorKind::IllegalMove(t) => assert!(line.contains(t.as_str()), "{line}"),
                    other => panic!("{file}: {other:?}"),
                }
                let msg = err.to_string();
                assert!(msg.contains(&format!("game {}", bad.game)), "{msg}");
                files_rejected += 1;
            }
        }
    }
    eprintln!(
        "gib: {ok_games} games imported ok, {rejected_games} rejected at the expected move; \
         {files_ok} files accepted, {files_rejected} rejected as a whole"
    );
    assert_eq!(ok_games + rejected_games, 268);
}

#[test]
fn real_games_survive_gib_and_pgn_round_trips() {
    let expected = expected();
    let mut n = 0;
    for file in expected.keys() {
        let bytes = std::fs::read(data_dir().join(file)).unwrap();
        let records: Vec<GameRecord> = gib::read_lenient(&bytes)
            .unwrap()
            .into_iter()
            .map(|g| g.record)
            .collect();
        // .gib (UTF-8) → read again: everything kept.
        let text = gib::write(&records).unwrap();
        let again = gib::read(text.as_bytes()).unwrap_or_else(|e| panic!("{file}: {e}\n{text}"));
        assert_eq!(again.len(), records.len());
        for (a, b) in records.iter().zip(&again) {
            assert_eq!(core(a), core(b), "{file}");
            assert_eq!(a.headers, b.headers, "{file}");
        }
        // Writing is stable.
        assert_eq!(gib::write(&again).unwrap(), text);
        // PGN → read again.
        let p = pgn::write(&records, &pgn::WriteOptions::default()).unwrap();
        let again = pgn::read(&p).unwrap_or_else(|e| panic!("{file}: {e}"));
        assert_eq!(again.len(), records.len());
        for (a, b) in records.iter().zip(&again) {
            assert_eq!(core(a), core(b), "{file} (PGN)");
        }
        n += records.len();
    }
    assert_eq!(n, 268);
}
