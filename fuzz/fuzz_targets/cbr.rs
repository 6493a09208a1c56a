//! CCBridge `.cbr`/`.cbl` import on arbitrary bytes: never panics; an
//! accepted game's main line replays, has one comment slot per move plus
//! the game's, and writes as Chinese-notation PGN that reads back to the
//! same moves; a lenient read gives games numbered in file order whose
//! moves replay, and agrees with the strict read.
#![no_main]
use janggi_formats::{cbr, pgn};

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    // Keep the signatures often, so the fuzzer gets past them.
    let mut record = cbr::RECORD_MAGIC.to_vec();
    record.extend_from_slice(data);
    let mut library = cbr::LIBRARY_MAGIC.to_vec();
    library.extend_from_slice(data);
    for input in [data, &record[..], &library[..]] {
        if let Ok(g) = cbr::read_game(input) {
            assert_eq!(g.comments.len(), g.record.moves.len() + 1);
            assert!(g.record.final_position().is_ok());
            let text = pgn::write_as(std::slice::from_ref(&g.record), pgn::MoveNotation::Chinese)
                .expect("an imported record writes");
            let back = pgn::read(&text).expect("written Chinese PGN reads back");
            assert_eq!(back[0].moves, g.record.moves);
            assert_eq!(back[0].start_fen, g.record.start_fen);
        }
        if let Ok(lib) = cbr::read_library(input) {
            for g in &lib.games {
                if let Ok((game, _)) = &g.game {
                    assert_eq!(game.comments.len(), game.record.moves.len() + 1);
                    assert!(game.record.final_position().is_ok());
                }
            }
        }
        let strict = cbr::read(input);
        match cbr::read_lenient(input) {
            Ok(games) => {
                for (i, g) in games.iter().enumerate() {
                    assert_eq!(g.number, i + 1);
                    assert!(g.record.final_position().is_ok());
                    if let Some(e) = &g.error {
                        assert_eq!(e.game, g.number);
                    }
                }
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
            }
            Err(e) => assert_eq!(strict.err(), Some(e)),
        }
    }
});
