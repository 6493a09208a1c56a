//! PGN import on arbitrary text: never panics; an accepted text writes back
//! (UCI, and WXF for Xiangqi) and reads back to the same moves and result;
//! a lenient read gives every game, numbered in file order, whose moves
//! replay, and agrees with the strict read.
#![no_main]
use janggi_formats::pgn;

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let strict = pgn::read(&text);
    if let Ok(records) = &strict {
        for wxf in [false, true] {
            let out = pgn::write(records, &pgn::WriteOptions { wxf }).expect("writes");
            let back = pgn::read(&out).expect("written PGN reads back");
            assert_eq!(back.len(), records.len());
            for (a, b) in records.iter().zip(&back) {
                assert_eq!(a.moves, b.moves);
                assert_eq!(a.result, b.result);
                assert_eq!(a.reason, b.reason);
            }
        }
    }
    match pgn::read_lenient(&text) {
        Ok(games) => {
            for (i, g) in games.iter().enumerate() {
                assert_eq!(g.number, i + 1);
                assert!(g.record.final_position().is_ok());
                let _ = g.record.duplicate_key();
            }
            match &strict {
                Ok(records) => assert_eq!(records.len(), games.len()),
                Err(e) => {
                    let first = games.iter().find_map(|g| g.error.as_ref());
                    assert_eq!(first, Some(e));
                }
            }
        }
        Err(e) => assert_eq!(strict.err(), Some(e)),
    }
});
