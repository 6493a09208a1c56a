//! Issue 17 through the app core: refusals explained (a move and a whole
//! piece), from the rules crate's reasons in the tutorial's words.

use janggi::core::AppCore;
use janggi::dto::{Mode, NewGameOptions, ProfileIdDto, Settings, VariantId};
use std::sync::Arc;

fn two_players(fen: &str) -> AppCore {
    let core = AppCore::new(Settings::default(), Arc::new(|_| {}));
    core.new_game(NewGameOptions {
        variant: VariantId::Janggi,
        mode: Mode::TwoPlayers,
        profile: ProfileIdDto::JanggiStandard,
        move_timer_secs: None,
        start_fen: Some(fen.into()),
        handicap: None,
        clock: None,
    })
    .unwrap();
    core
}

/// Cho's horse on e4 stands between its general (e2) and Han's chariot (e7).
const PINNED: &str = "9/3k5/9/4r4/9/9/4N4/9/4K4/9 w - - 0 1";

#[test]
fn a_pinned_piece_and_its_moves_are_explained() {
    let core = two_players(PINNED);
    // e4 (31) to d6 (48): the horse's own step, refused for the general.
    assert_eq!(core.explain_move(31, 48).unwrap(), "tutorial.why.selfCheck");
    // The piece as a whole (a tap on it): the same reason.
    assert_eq!(core.explain_move(31, 31).unwrap(), "tutorial.why.selfCheck");
    // A shape the horse never makes.
    assert_eq!(
        core.explain_move(31, 32).unwrap(),
        "tutorial.why.horseShape"
    );
    // Han's chariot is not Cho's to move; an empty point holds nothing.
    assert_eq!(core.explain_move(58, 58).unwrap(), "tutorial.why.notYours");
    assert_eq!(core.explain_move(0, 0).unwrap(), "tutorial.why.noPiece");
    assert!(
        core.explain_move(31, 90).is_err(),
        "a square off the board is a typed error"
    );
}

#[test]
fn a_piece_boxed_in_by_its_own_side_has_no_move() {
    // Cho's chariot on a1 behind its own cannon (a2) and horse (b1).
    let core = two_players("9/3k5/9/9/9/9/9/9/C3K4/RN7 w - - 0 1");
    assert_eq!(core.explain_move(0, 0).unwrap(), "game.why.noMove");
    assert_eq!(
        core.explain_move(0, 18).unwrap(),
        "tutorial.why.chariotBlocked"
    );
}
