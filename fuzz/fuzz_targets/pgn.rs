//! PGN import on arbitrary text: never panics; an accepted text writes back
//! (UCI, and WXF for Xiangqi) and reads back to the same moves and result.
#![no_main]
use janggi_rules::formats::pgn;

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    if let Ok(records) = pgn::read(&text) {
        for wxf in [false, true] {
            let out = pgn::write(&records, &pgn::WriteOptions { wxf }).expect("writes");
            let back = pgn::read(&out).expect("written PGN reads back");
            assert_eq!(back.len(), records.len());
            for (a, b) in records.iter().zip(&back) {
                assert_eq!(a.moves, b.moves);
                assert_eq!(a.result, b.result);
                assert_eq!(a.reason, b.reason);
            }
        }
    }
});
