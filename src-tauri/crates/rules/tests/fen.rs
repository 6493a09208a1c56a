//! FEN reading: what is accepted, what is rejected and with which field.

use janggi_rules::{FenField, Position, RuleProfile, Side};

const J: RuleProfile = RuleProfile::JANGGI_FAIRY_STOCKFISH;
const X: RuleProfile = RuleProfile::XIANGQI;
const JSTART: &str = "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR";
const XSTART: &str = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR";

fn field(fen: &str, p: &RuleProfile) -> FenField {
    match Position::from_fen(fen, p) {
        Ok(pos) => panic!("{fen:?} was accepted as {}", pos.fen()),
        Err(e) => {
            assert!(!e.message.is_empty());
            assert!(e.to_string().contains(&e.field.to_string()));
            e.field
        }
    }
}

#[test]
fn lenient_forms() {
    let full = format!("{JSTART} w - - 0 1");
    for short in [
        JSTART.to_string(),
        format!("{JSTART} w"),
        format!("{JSTART} w - -"),
        format!("{JSTART} w 0 1"),
    ] {
        assert_eq!(
            Position::from_fen(&short, &J).unwrap().fen(),
            full,
            "{short}"
        );
    }
    // Red as "r"; h/e aliases.
    let p = Position::from_fen(
        &format!("{} r - - 3 7", XSTART.replace('n', "h").replace('B', "E")),
        &X,
    )
    .unwrap();
    assert_eq!(p.fen(), format!("{XSTART} w - - 3 7"));
    assert_eq!((p.halfmove_clock(), p.fullmove_number()), (3, 7));
    let p = Position::from_fen(&format!("{JSTART} b - - 0 0"), &J).unwrap();
    assert_eq!((p.turn(), p.fullmove_number()), (Side::Second, 1));
    // Surrounding whitespace.
    assert!(Position::from_fen(&format!("  {JSTART}   w  - - 0 1 \n"), &J).is_ok());
}

#[test]
fn board_errors() {
    use FenField::Board;
    assert_eq!(field("", &J), Board);
    assert_eq!(field("9/9/9 w", &J), Board); // rank count
    assert_eq!(field(&JSTART.replace("4k4", "4k5"), &J), Board); // too many points
    assert_eq!(field(&JSTART.replace("4k4", "4k3"), &J), Board); // too few
    assert_eq!(field(&JSTART.replace("4k4", "4k04"), &J), Board); // zero
    assert_eq!(field(&JSTART.replace("4k4", "4kx3"), &J), Board); // bad letter
    assert_eq!(field(&JSTART.replace("4k4", "4k2ü"), &J), Board); // non-ASCII
    assert_eq!(field(&JSTART.replace("4k4", "9"), &J), Board); // no general
    assert_eq!(field(&JSTART.replace("4k4", "3kk4"), &J), Board); // two generals
    assert_eq!(
        field(&JSTART.replace("1c5c1", "1ck4c1").replace("4k4", "9"), &J),
        Board
    ); // general outside palace
    assert_eq!(field(&JSTART.replace("1c5c1", "1c1a3c1"), &J), Board); // guard outside palace (and a 3rd)
    assert_eq!(field(&JSTART.replace("1c5c1", "1c1r3c1"), &J), Board); // a third chariot
                                                                       // Xiangqi elephant across the river.
    assert_eq!(
        field(
            &XSTART
                .replace("p1p1p1p1p/9/9", "p1p1p1p1p/2B6/9")
                .replace("RNBAKABNR", "RN1AKABNR"),
            &X
        ),
        Board
    );
    // Generals facing on an open file (Xiangqi).
    assert_eq!(field("4k4/9/9/9/9/9/9/9/9/4K4 w", &X), Board);
}

#[test]
fn other_field_errors() {
    assert_eq!(
        field(&format!("{JSTART} x - - 0 1"), &J),
        FenField::SideToMove
    );
    assert_eq!(
        field(&format!("{JSTART} w K - 0 1"), &J),
        FenField::Castling
    );
    assert_eq!(
        field(&format!("{JSTART} w - e3 0 1"), &J),
        FenField::EnPassant
    );
    assert_eq!(
        field(&format!("{JSTART} w - - -1 1"), &J),
        FenField::HalfmoveClock
    );
    assert_eq!(
        field(&format!("{JSTART} w - - 0 x"), &J),
        FenField::FullmoveNumber
    );
    assert_eq!(
        field(&format!("{JSTART} w - - 0 1 extra"), &J),
        FenField::Trailing
    );
    assert_eq!(
        field(&format!("{JSTART} w - - 99999999999 1"), &J),
        FenField::HalfmoveClock
    );
    // The side not to move in check: Han's general attacked, Cho to move.
    assert_eq!(
        field("4k4/9/9/9/9/9/9/4R4/4K4/9 w", &RuleProfile::JANGGI_STANDARD),
        FenField::SideToMove
    );
}

#[test]
fn janggi_bikjang_is_not_check() {
    // Facing generals are legal in a Janggi FEN (bikjang), and not check.
    let p = Position::from_fen("4k4/9/9/9/9/9/9/9/4K4/9 w", &J).unwrap();
    assert!(p.is_bikjang() && !p.is_check());
}
