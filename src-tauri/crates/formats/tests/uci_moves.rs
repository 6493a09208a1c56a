//! `janggi_formats::read_uci_moves`: the stored form of a game's moves.

use janggi_formats::{read_uci_moves, ImportErrorKind};
use janggi_rules::{notation, Position, RuleProfile};

#[test]
fn reads_moves_and_plays_on_after_a_double_pass() {
    let start = Position::new(&RuleProfile::JANGGI_STANDARD);
    // Cho and Han pass (the game would end on points), then play goes on.
    let moves = read_uci_moves(&start, "e2e2 e9e9  a4a5\n a7a6").unwrap();
    assert_eq!(moves.len(), 4);
    assert!(moves[0].is_pass() && moves[1].is_pass());
    assert_eq!(notation::uci(&start, moves[0]), "e2e2");
    assert!(read_uci_moves(&start, "").unwrap().is_empty());
}

#[test]
fn names_the_ply_and_token_of_a_bad_move() {
    let start = Position::new(&RuleProfile::XIANGQI);
    let e = read_uci_moves(&start, "h3e3 h10g8 zz9").unwrap_err();
    assert_eq!(e.ply, 3);
    assert_eq!(e.kind, ImportErrorKind::BadMove("zz9".into()));
    let e = read_uci_moves(&start, "h3e3 h3e3").unwrap_err();
    assert_eq!(e.ply, 2);
    assert_eq!(e.kind, ImportErrorKind::IllegalMove("h3e3".into()));
}
