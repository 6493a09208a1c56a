//! PGN as some Xiangqi sites and programs write it: moves alone, in ICCS
//! coordinates (ranks 0–9 from Red's side), without any tag; tag values
//! with unescaped quotes inside.

use janggi_formats::{import, pgn, read_any, Format, GameRecord, ImportErrorKind as K, ImportNote};
use janggi_rules::{notation, Variant};

fn uci(r: &GameRecord) -> Vec<String> {
    let positions = r.positions().unwrap();
    r.moves
        .iter()
        .enumerate()
        .map(|(i, &m)| notation::uci(&positions[i], m))
        .collect()
}

/// A legal Xiangqi opening, by hand: elephant g0e2, horses, chariots out,
/// both cannons up, a black horse to f5.
const UNTAGGED_ICCS: &str = "1. g0e2 b9c7 2. g3g4 g6g5 3. h0g2 h9g7 4. b0c2 c9e7\n\
                             5. a0b0 a9b9 6. b2b6 i9h9 7. h2h6 g7f5 *\n";

#[test]
fn untagged_iccs_moves_are_read_as_xiangqi() {
    let games = pgn::read(UNTAGGED_ICCS).unwrap();
    assert_eq!(games.len(), 1);
    let r = &games[0];
    assert_eq!(r.variant(), Variant::Xiangqi);
    assert_eq!(r.moves.len(), 14);
    // In UCI (ranks from 1): every rank one more.
    assert_eq!(uci(r)[..4], ["g1e3", "b10c8", "g4g5", "g7g6"]);
    assert_eq!(uci(r)[13], "g8f6");
    assert!(r.final_position().is_ok());
    // The same through import detection and the all-or-nothing reader.
    let report = import(UNTAGGED_ICCS.as_bytes()).unwrap();
    assert_eq!(report.format, Format::Pgn);
    assert_eq!(report.complete().count(), 1);
    assert_eq!(report.games[0].record.moves, r.moves);
    assert_eq!(
        read_any(UNTAGGED_ICCS.as_bytes()).unwrap()[0].moves,
        r.moves
    );
    // Uppercase and dashed ICCS, marks after a move.
    let dashed = "1. G0-E2 B9-C7 2. G3-G4! G6-G5\n";
    assert_eq!(pgn::read(dashed).unwrap()[0].moves, r.moves[..4]);
    // With tags that do not name the variant, the moves still decide.
    let tagged = format!("[Event \"Club\"]\n[White \"A\"]\n\n{UNTAGGED_ICCS}");
    let g = pgn::read(&tagged).unwrap();
    assert_eq!(
        (g[0].variant(), g[0].event.as_str()),
        (Variant::Xiangqi, "Club")
    );
    assert_eq!(g[0].moves, r.moves);
}

#[test]
fn other_untagged_texts_are_not_taken_for_xiangqi() {
    // Janggi in UCI (ranks 1–10) without tags: no variant, as before.
    let e = pgn::read("1. h1g3 h10g8 2. c1d3\n").unwrap_err();
    assert!(matches!(e.kind, K::UnknownVariant(_)), "{e}");
    // A rank 10 beside a rank 0: not ICCS.
    let e = pgn::read("1. g0e2 h10g8\n").unwrap_err();
    assert!(matches!(e.kind, K::UnknownVariant(_)), "{e}");
    // Chess, in SAN and in UCI.
    for chess in ["1. e4 e5 2. Nf3 Nc6\n", "1. e2e4 e7e5 2. g1f3\n"] {
        let e = pgn::read(chess).unwrap_err();
        assert!(matches!(e.kind, K::UnknownVariant(_)), "{chess}: {e}");
    }
    // A Variant tag decides over the moves.
    let e = pgn::read("[Variant \"janggi\"]\n\n1. g0e2\n").unwrap_err();
    assert!(matches!(e.kind, K::BadMove(_) | K::IllegalMove(_)), "{e}");
    // A Janggi FEN without a Variant tag is not overruled by the moves.
    let fen = "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1";
    let e = pgn::read(&format!("[FEN \"{fen}\"]\n\n1. g0e2\n")).unwrap_err();
    assert!(matches!(e.kind, K::UnknownVariant(_)), "{e}");
    // A Korean .gib is still a .gib.
    let gib = "1. 79졸78 2. 41병42\n";
    assert_eq!(import(gib.as_bytes()).unwrap().format, Format::Gib);
}

#[test]
fn tag_values_with_unescaped_quotes_are_read_leniently() {
    let text = "[Game \"Chinese Chess\"]\n[Event \"\"百花杯\"第四屆象棋賽\"]\n[Site \"x\"] [Round \"say \"hi\" \"]\n\
                [Red \"A\"]\n[Black \"B\"]\n\n1. h2e2 h9g7 *\n";
    let games = pgn::read_lenient(text).unwrap();
    let g = &games[0];
    assert!(g.error.is_none(), "{:?}", g.error);
    assert_eq!(g.notes, [ImportNote::HeaderReadLeniently]);
    assert_eq!(g.record.event, "\"百花杯\"第四屆象棋賽");
    // The value ends at the first quote the closing bracket follows: a
    // second tag on the line is still a tag.
    assert_eq!(g.record.site, "x");
    assert_eq!(g.record.round, "say \"hi\" ");
    assert_eq!(g.record.players, ["A".to_string(), "B".to_string()]);
    assert_eq!(g.record.moves.len(), 2);
    assert!(ImportNote::HeaderReadLeniently
        .to_string()
        .contains("read up to the last quote"));
    // Written back with the quotes escaped: read back the same, no note.
    let out = pgn::write(
        std::slice::from_ref(&g.record),
        &pgn::WriteOptions::default(),
    )
    .unwrap();
    assert!(out.contains(r#"[Event "\"百花杯\"第四屆象棋賽"]"#), "{out}");
    let back = pgn::read_lenient(&out).unwrap();
    assert!(back[0].notes.is_empty());
    assert_eq!(back[0].record.event, g.record.event);
    // The import report lists the game among the noted ones.
    let report = import(text.as_bytes()).unwrap();
    assert_eq!(report.noted().count(), 1);
    // Well-formed tags carry no note.
    assert!(
        pgn::read_lenient("[Event \"a \\\"b\\\"\"]\n[Variant \"xiangqi\"]\n\n1. h2e2\n").unwrap()
            [0]
        .notes
        .is_empty()
    );
}

#[test]
fn tags_that_no_lenient_reading_saves_are_still_bad_headers() {
    for bad in [
        "[Event \"unclosed]",
        "[Event \"a\" junk]",
        "[Event \"a\"b\" junk]",
        "[Event \"no bracket\"",
    ] {
        let text = format!("{bad}\n[Variant \"xiangqi\"]\n\n1. h2e2\n");
        let g = &pgn::read_lenient(&text).unwrap()[0];
        let e = g
            .error
            .as_ref()
            .unwrap_or_else(|| panic!("{bad}: accepted"));
        assert!(matches!(e.kind, K::BadHeader(_)), "{bad}: {e}");
        assert!(g.notes.is_empty(), "{bad}");
    }
}
