//! `.xqf` import on arbitrary bytes: never panics; an accepted file's main
//! line replays, has one comment slot per move plus the game's, and writes
//! as Chinese-notation PGN that reads back to the same moves.
#![no_main]
use janggi_formats::{pgn, xqf};

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    // Keep the signature often, so the fuzzer gets past it.
    let mut bytes = b"XQ".to_vec();
    bytes.extend_from_slice(data);
    for input in [data, &bytes[..]] {
        let Ok(g) = xqf::read_game(input) else {
            continue;
        };
        assert_eq!(g.comments.len(), g.record.moves.len() + 1);
        assert!(g.record.final_position().is_ok());
        let text = pgn::write_as(std::slice::from_ref(&g.record), pgn::MoveNotation::Chinese)
            .expect("an imported record writes");
        let back = pgn::read(&text).expect("written Chinese PGN reads back");
        assert_eq!(back[0].moves, g.record.moves);
        assert_eq!(back[0].start_fen, g.record.start_fen);
    }
});
