//! PGN import on arbitrary bytes decoded as the importer decodes files
//! (UTF-8, else GB18030 or CP949), with Chinese-notation, ICCS and WXF
//! moves: never panics; an accepted text writes back as Chinese-notation
//! and ICCS PGN, which read back to the same moves, also from GBK bytes.
#![no_main]
use janggi_formats::{self as formats, pgn};

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    let text = formats::decode_text(data);
    let Ok(records) = pgn::read(&text) else {
        return;
    };
    for notation in [pgn::MoveNotation::Chinese, pgn::MoveNotation::Iccs] {
        let out = pgn::write_as(&records, notation).expect("writes");
        let back = pgn::read(&out).expect("written PGN reads back");
        assert_eq!(back.len(), records.len());
        for (a, b) in records.iter().zip(&back) {
            assert_eq!(a.moves, b.moves);
            assert_eq!(a.start_fen, b.start_fen);
            assert_eq!(a.result, b.result);
        }
    }
});
