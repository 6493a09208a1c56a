//! Unit tests of the notations. WXF and Korean expectations were checked
//! against Fairy-Stockfish's notation output (pyffish `get_san`) where it
//! uses the same conventions.

use super::*;
use crate::{Game, JanggiSetup, RuleProfile};

fn pos(profile: RuleProfile, fen: &str) -> Position {
    Position::from_fen(fen, &profile).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn mv(p: &Position, s: &str) -> Move {
    parse_uci(p, s).unwrap_or_else(|e| panic!("{s}: {e}"))
}

/// Positions along a deterministic walk, for round trips.
fn walk(profile: RuleProfile, plies: usize, step: usize) -> Vec<Position> {
    let mut game = Game::new(profile);
    let mut out = vec![game.position().clone()];
    for i in 0..plies {
        let legal = game.legal_moves();
        if legal.is_empty() {
            break;
        }
        game.play(legal[(i * step + 3) % legal.len()]).unwrap();
        out.push(game.position().clone());
    }
    out
}

#[test]
fn uci_round_trips() {
    for profile in [
        RuleProfile::JANGGI_FAIRY_STOCKFISH,
        RuleProfile::JANGGI_STANDARD,
        RuleProfile::XIANGQI,
    ] {
        for p in walk(profile, 120, 11) {
            for m in p.legal_moves().iter().copied() {
                let s = uci(&p, m);
                assert_eq!(parse_uci(&p, &s), Ok(m), "{s} in {}", p.fen());
            }
        }
    }
}

#[test]
fn uci_pass_and_errors() {
    let j = Position::new(&RuleProfile::JANGGI_STANDARD);
    assert_eq!(uci(&j, Move::PASS), "e2e2");
    assert_eq!(parse_uci(&j, " e2e2 "), Ok(Move::PASS));
    assert_eq!(uci(&j, Move::NONE), "0000");
    assert!(
        matches!(parse_uci(&j, "e9e9"), Err(PlayError::Illegal(_))),
        "not our general"
    );
    assert!(matches!(parse_uci(&j, "a1a1"), Err(PlayError::Illegal(_))));
    assert!(matches!(parse_uci(&j, "a1a5"), Err(PlayError::Illegal(_))));
    for bad in [
        "",
        "e2",
        "e2e",
        "j1a1",
        "a0a1",
        "a11a1",
        "a1a01",
        "한수쉼",
        "0000",
        "e2e2e2",
        "a1-a2",
    ] {
        assert!(
            matches!(parse_uci(&j, bad), Err(PlayError::BadNotation(_))),
            "{bad:?}"
        );
    }
    let x = Position::new(&RuleProfile::XIANGQI);
    assert!(
        matches!(parse_uci(&x, "e1e1"), Err(PlayError::Illegal(_))),
        "no pass in Xiangqi"
    );
    assert_eq!(uci(&x, mv(&x, "h3e3")), "h3e3");
    // Ranks 10 in both squares.
    let p = pos(
        RuleProfile::XIANGQI,
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b - - 0 1",
    );
    assert_eq!(uci(&p, mv(&p, "a10a9")), "a10a9");
}

#[test]
fn wxf_single_pieces() {
    let x = Position::new(&RuleProfile::XIANGQI);
    for (u, w) in [
        ("h3e3", "C2.5"),
        ("b3e3", "C8.5"),
        ("b1c3", "H8+7"),
        ("h1g3", "H2+3"),
        ("a1a2", "R9+1"),
        ("d1e2", "A6+5"),
        ("c1e3", "E7+5"),
        ("e1e2", "K5+1"),
        ("e4e5", "P5+1"),
    ] {
        assert_eq!(wxf(&x, mv(&x, u)), w, "{u}");
    }
    let b = pos(
        RuleProfile::XIANGQI,
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b - - 0 1",
    );
    for (u, w) in [
        ("h8e8", "C8.5"),
        ("b8e8", "C2.5"),
        ("h10g8", "H8+7"),
        ("b10c8", "H2+3"),
        ("i10i9", "R9+1"),
        ("e7e6", "P5+1"),
        ("c10e8", "E3+5"),
    ] {
        assert_eq!(wxf(&b, mv(&b, u)), w, "{u}");
    }
    // Backward and sideways, after some moves.
    let p = pos(
        RuleProfile::XIANGQI,
        "3k5/9/9/9/9/9/9/4R4/4A4/3AK4 w - - 0 1",
    );
    assert_eq!(wxf(&p, mv(&p, "e3e5")), "R5+2");
    assert_eq!(wxf(&p, mv(&p, "e3a3")), "R5.9");
    assert_eq!(wxf(&p, mv(&p, "e2f3")), "A5+4");
    let p = pos(
        RuleProfile::XIANGQI,
        "3k5/9/9/4R4/9/9/9/9/4A4/3AK4 w - - 0 1",
    );
    assert_eq!(wxf(&p, mv(&p, "e7e3")), "R5-4");
}

#[test]
fn wxf_tandem_pieces() {
    let red = pos(
        RuleProfile::XIANGQI,
        "3k5/9/9/9/9/4R4/9/4R4/9/4K4 w - - 0 1",
    );
    for (u, w) in [
        ("e5e6", "R++1"),
        ("e5d5", "R+.6"),
        ("e3e4", "R-+1"),
        ("e3d3", "R-.6"),
    ] {
        assert_eq!(wxf(&red, mv(&red, u)), w, "{u}");
    }
    // Black's front is the lower rank.
    let black = pos(
        RuleProfile::XIANGQI,
        "3k5/9/9/9/9/4r4/9/4r4/9/5K3 b - - 0 1",
    );
    for (u, w) in [
        ("e5e4", "R-+1"),
        ("e5d5", "R-.4"),
        ("e3e4", "R+-1"),
        ("e3d3", "R+.4"),
        ("e3e1", "R++2"),
    ] {
        assert_eq!(wxf(&black, mv(&black, u)), w, "{u}");
    }
    let horses = pos(
        RuleProfile::XIANGQI,
        "3k5/9/9/4N4/9/9/4N4/9/9/5K3 w - - 0 1",
    );
    assert_eq!(wxf(&horses, mv(&horses, "e7f9")), "H++4");
    assert_eq!(wxf(&horses, mv(&horses, "e4d2")), "H--6");
    // Advisors and elephants on one file keep their file digit.
    let minor = pos(
        RuleProfile::XIANGQI,
        "3k5/9/9/9/9/2B6/9/3A5/9/2BA1K3 w - - 0 1",
    );
    assert_eq!(wxf(&minor, mv(&minor, "d1e2")), "A6+5");
    assert_eq!(wxf(&minor, mv(&minor, "d3e2")), "A6-5");
    assert_eq!(wxf(&minor, mv(&minor, "c1e3")), "E7+5");
    assert_eq!(wxf(&minor, mv(&minor, "c5e3")), "E7-5");
}

#[test]
fn wxf_tandem_soldiers() {
    // Three on a file: front, middle (file digit), rear.
    let three = pos(
        RuleProfile::XIANGQI,
        "3k5/9/2P6/2P6/2P6/9/9/9/9/4K4 w - - 0 1",
    );
    for (u, w) in [("c8c9", "P++1"), ("c7b7", "P7.8"), ("c6d6", "P-.6")] {
        assert_eq!(wxf(&three, mv(&three, u)), w, "{u}");
    }
    // Two files with two each: the file digit replaces the letter.
    let two_files = pos(
        RuleProfile::XIANGQI,
        "3k5/9/2P3P2/2P3P2/9/9/9/9/9/4K4 w - - 0 1",
    );
    for (u, w) in [
        ("c8c9", "7++1"),
        ("c7b7", "7-.8"),
        ("g8g9", "3++1"),
        ("g7h7", "3-.2"),
    ] {
        assert_eq!(wxf(&two_files, mv(&two_files, u)), w, "{u}");
    }
    // Four and five on a file: ++ and -- for the outermost.
    let four = pos(
        RuleProfile::XIANGQI,
        "3k5/2P6/2P6/2P6/2P6/9/9/9/9/4K4 w - - 0 1",
    );
    for (u, w) in [
        ("c9c10", "+++1"),
        ("c8b8", "P+.8"),
        ("c7b7", "P-.8"),
        ("c6b6", "--.8"),
    ] {
        assert_eq!(wxf(&four, mv(&four, u)), w, "{u}");
    }
    let five = pos(
        RuleProfile::XIANGQI,
        "3k5/2P6/2P6/2P6/2P6/2P6/9/9/9/4K4 w - - 0 1",
    );
    for (u, w) in [
        ("c9c10", "+++1"),
        ("c8b8", "P+.8"),
        ("c7b7", "P7.8"),
        ("c6b6", "P-.8"),
        ("c9b9", "++.8"),
    ] {
        assert_eq!(wxf(&five, mv(&five, u)), w, "{u}");
    }
    // Two on one file only: plain front/rear.
    let two = pos(
        RuleProfile::XIANGQI,
        "3k5/9/2P6/2P6/9/9/9/9/9/4K4 w - - 0 1",
    );
    assert_eq!(wxf(&two, mv(&two, "c8c9")), "P++1");
    assert_eq!(wxf(&two, mv(&two, "c7d7")), "P-.6");
}

#[test]
fn wxf_round_trips_in_xiangqi() {
    for p in walk(RuleProfile::XIANGQI, 150, 13) {
        for m in p.legal_moves().iter().copied() {
            let w = wxf(&p, m);
            assert_eq!(parse_wxf(&p, &w), Ok(m), "{w} in {}", p.fen());
            assert_eq!(parse_wxf(&p, &w.replace('.', "=")), Ok(m));
        }
    }
    let x = Position::new(&RuleProfile::XIANGQI);
    assert!(matches!(parse_wxf(&x, "C2.9"), Err(PlayError::Illegal(_))));
    assert!(matches!(
        parse_wxf(&x, "hello"),
        Err(PlayError::BadNotation(_))
    ));
    assert!(matches!(parse_wxf(&x, ""), Err(PlayError::BadNotation(_))));
}

#[test]
fn korean_coordinates() {
    let j = Position::new(&RuleProfile::JANGGI_STANDARD);
    for (u, k) in [
        ("h1g3", "08마87"),
        ("b1c3", "02마83"),
        ("i4h4", "79졸78"),
        ("e2e3", "95장85"),
        ("a1a3", "01차81"),
        ("c4c5", "73졸63"),
        ("d1d2", "04사94"),
    ] {
        assert_eq!(korean(&j, mv(&j, u)), k, "{u}");
    }
    assert_eq!(korean(&j, Move::PASS), "한수쉼");
    let mut game = Game::new(RuleProfile::JANGGI_STANDARD);
    game.play_uci("i4h4").unwrap();
    let h = game.position();
    for (u, k) in [
        ("a7a6", "41병51"),
        ("h10g8", "18마37"),
        ("d10d9", "14사24"),
        ("e9e8", "25장35"),
    ] {
        assert_eq!(korean(h, mv(h, u)), k, "{u}");
    }
    assert_eq!(describe(h, mv(h, "a7a6")), "41병51");
    let x = Position::new(&RuleProfile::XIANGQI);
    assert_eq!(describe(&x, mv(&x, "h3e3")), "C2.5");
}

#[test]
fn janggi_latin_letters_replace_the_hangul_piece() {
    let j = Position::new(&RuleProfile::JANGGI_STANDARD);
    for (u, l) in [
        ("h1g3", "08H87"),
        ("i4h4", "79P78"),
        ("e2e3", "95K85"),
        ("a1a3", "01R81"),
        ("d1d2", "04A94"),
    ] {
        assert_eq!(janggi_latin(&j, mv(&j, u)), l, "{u}");
    }
    assert_eq!(janggi_latin(&j, Move::PASS), "pass");
    // Every legal move: the same coordinates as the Korean notation.
    for p in walk(RuleProfile::JANGGI_FAIRY_STOCKFISH, 40, 3) {
        for m in p.legal_moves().iter().copied().filter(|m| !m.is_pass()) {
            let (k, l) = (korean(&p, m), janggi_latin(&p, m));
            let digits = |s: &str| s.chars().filter(char::is_ascii_digit).collect::<String>();
            assert_eq!(digits(&k), digits(&l), "{k} / {l}");
            assert_eq!(l.chars().filter(char::is_ascii_uppercase).count(), 1, "{l}");
        }
    }
}

#[test]
fn korean_parsing() {
    let j = Position::janggi_start(
        &RuleProfile::JANGGI_STANDARD,
        JanggiSetup::ElephantHorseHorseElephant,
        JanggiSetup::HorseElephantHorseElephant,
    );
    for p in walk(RuleProfile::JANGGI_FAIRY_STOCKFISH, 100, 7)
        .into_iter()
        .chain([j.clone()])
    {
        for m in p.legal_moves().iter().copied() {
            let k = korean(&p, m);
            assert_eq!(parse_korean(&p, &k), Ok(m), "{k} in {}", p.fen());
        }
    }
    let j = Position::new(&RuleProfile::JANGGI_STANDARD);
    let h1g3 = mv(&j, "h1g3");
    for s in [
        "08마87",
        "08馬87",
        "08초마87",
        "08楚馬87",
        " 08마87 장군",
        "08마87<12>",
    ] {
        assert_eq!(parse_korean(&j, s), Ok(h1g3), "{s}");
    }
    assert_eq!(parse_korean(&j, "79卒78"), Ok(mv(&j, "i4h4")));
    assert_eq!(parse_korean(&j, "한수쉼"), Ok(Move::PASS));
    assert!(
        matches!(parse_korean(&j, "08상87"), Err(PlayError::Illegal(_))),
        "wrong piece"
    );
    assert!(matches!(
        parse_korean(&j, "08마86"),
        Err(PlayError::Illegal(_))
    ));
    for bad in ["", "08", "08마", "08x87", "0마87", "08마8", "00마87"] {
        assert!(
            matches!(parse_korean(&j, bad), Err(PlayError::BadNotation(_))),
            "{bad:?}"
        );
    }
}
