//! `.gib` import on arbitrary bytes: never panics; an accepted file writes
//! back as UTF-8 `.gib` and as PGN, and both read back to the same moves;
//! a lenient read gives games whose moves replay.
#![no_main]
use janggi_rules::formats::{gib, pgn};

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    if let Ok(records) = gib::read(data) {
        let text = gib::write(&records).expect("an imported record writes");
        let again = gib::read(text.as_bytes()).expect("a written .gib reads back");
        assert_eq!(again.len(), records.len());
        for (a, b) in records.iter().zip(&again) {
            assert_eq!(a.moves, b.moves);
            assert_eq!(a.start_fen, b.start_fen);
        }
        let p = pgn::write(&records, &Default::default()).expect("writes as PGN");
        let back = pgn::read(&p).expect("written PGN reads back");
        for (a, b) in records.iter().zip(&back) {
            assert_eq!(a.moves, b.moves);
        }
    }
    if let Ok(games) = gib::read_lenient(data) {
        for g in &games {
            assert!(g.record.final_position().is_ok());
        }
    }
});
