//! `.gib` import on arbitrary bytes: never panics; an accepted file writes
//! back as UTF-8 `.gib` and as PGN, and both read back to the same moves;
//! a lenient read (and `janggi_formats::import`) gives every game, numbered in
//! file order, whose moves replay, and agrees with the strict read.
#![no_main]
use janggi_formats::{self as formats, gib, pgn, Format};

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    let strict = gib::read(data);
    if let Ok(records) = &strict {
        let text = gib::write(records).expect("an imported record writes");
        let again = gib::read(text.as_bytes()).expect("a written .gib reads back");
        assert_eq!(again.len(), records.len());
        for (a, b) in records.iter().zip(&again) {
            assert_eq!(a.moves, b.moves);
            assert_eq!(a.start_fen, b.start_fen);
            assert_eq!(a.duplicate_key(), b.duplicate_key());
        }
        let p = pgn::write(records, &Default::default()).expect("writes as PGN");
        let back = pgn::read(&p).expect("written PGN reads back");
        for (a, b) in records.iter().zip(&back) {
            assert_eq!(a.moves, b.moves);
        }
    }
    match gib::read_lenient(data) {
        Ok(games) => {
            for (i, g) in games.iter().enumerate() {
                assert_eq!(g.number, i + 1);
                assert!(g.record.final_position().is_ok());
                if let Some(e) = &g.error {
                    assert_eq!(e.game, g.number);
                    assert!(e.line >= g.line);
                }
                let _ = g.record.duplicate_key();
            }
            // The strict read is the lenient one when every game is
            // complete, else the first game's error.
            match &strict {
                Ok(records) => {
                    assert!(games.iter().all(|g| g.is_complete()));
                    assert_eq!(records.len(), games.len());
                }
                Err(e) => {
                    let first = games.iter().find_map(|g| g.error.as_ref());
                    assert_eq!(first, Some(e));
                }
            }
            if formats::detect(data) == Format::Gib {
                let report = formats::import(data).expect("a lenient read imports");
                assert_eq!(report.games, games);
            }
        }
        Err(e) => assert_eq!(strict.err(), Some(e)),
    }
});
