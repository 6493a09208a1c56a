//! The session's own unit tests (moves described once, whose turn the view says).

use super::moves::describe_all;
use super::*;
use janggi_wire::dto::LevelDto;

/// The moves the view shows stay those of the game through moves,
/// undos (one and two at a time) and a computer's move.
#[test]
fn described_moves_follow_the_game() {
    let options = NewGameOptions {
        variant: VariantId::Xiangqi,
        mode: Mode::VsComputer {
            level: LevelDto::new(4).unwrap(),
            human_side: janggi_wire::dto::SideDto::First,
        },
        profile: janggi_wire::dto::ProfileIdDto::Xiangqi,
        move_timer_secs: None,
        start_fen: None,
        handicap: None,
        clock: None,
    };
    let mut s = GameSession::new(1, &options, Side::First, 7).unwrap();
    let mut seed = 0x9E37_79B9_7F4A_7C15u64;
    for round in 0..40 {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        if !s.is_playing() {
            break;
        }
        let legal = s.game.legal_moves();
        let m = legal[(seed % legal.len() as u64) as usize];
        if s.computer_to_move() {
            let job = s.begin_search().unwrap();
            assert!(s.finish_search(job.game_id, job.ply, job.seq, m).unwrap());
        } else {
            s.make_move(m.from().index() as u32, m.to().index() as u32)
                .unwrap();
        }
        if round % 7 == 6 && s.undo_available() {
            s.undo().unwrap();
        }
        assert_eq!(s.described, describe_all(&s.game), "round {round}");
        assert_eq!(s.full_view().moves.len(), s.ply());
        let v = s.view();
        assert_eq!(v.moves_from as usize + v.moves.len(), s.ply());
    }
    assert!(s.ply() > 10);
}

/// `computer_to_move` in the view is the computer's turn to move or to
/// choose its setup, as begin_search and begin_setup_choice see it; and
/// `setup_changeable` the sides choose_setup lets change their setup.
#[test]
fn the_view_says_when_the_computer_is_to_move() {
    let vs = |human_side| NewGameOptions {
        variant: VariantId::Janggi,
        mode: Mode::VsComputer {
            level: LevelDto::new(4).unwrap(),
            human_side,
        },
        profile: janggi_wire::dto::ProfileIdDto::JanggiStandard,
        move_timer_secs: None,
        start_fen: None,
        handicap: None,
        clock: None,
    };
    // The computer plays Han: it chooses first, then Cho (human) does.
    let mut s = GameSession::new(1, &vs(janggi_wire::dto::SideDto::First), Side::First, 3).unwrap();
    assert!(s.full_view().computer_to_move);
    let job = s.begin_setup_choice().unwrap();
    let v = s.full_view();
    assert!(v.computer_to_move && v.ai_thinking);
    let setup = janggi_engine::choose_setup(job.side, job.opponent, job.seed);
    assert!(s.finish_setup_choice(job.game_id, job.seq, job.side, setup));
    assert!(!s.full_view().computer_to_move, "Cho (human) chooses");
    s.choose_setup(
        Side::First,
        janggi_wire::dto::SetupId::HorseElephantHorseElephant,
        4,
    )
    .unwrap();
    assert!(!s.full_view().computer_to_move, "Cho (human) moves first");
    // Until the first move, the human (only) may change the setup.
    assert_eq!(
        s.full_view().setup_changeable,
        [janggi_wire::dto::SideDto::First]
    );
    let m = s.game.legal_moves()[0];
    s.make_move(m.from().index() as u32, m.to().index() as u32)
        .unwrap();
    assert!(s.full_view().computer_to_move);
    assert!(s.full_view().setup_changeable.is_empty());
    // Held (a resumed game): still its turn; the UI asks, Rust decides.
    s.hold_computer();
    assert!(s.full_view().computer_to_move);
    // Two players: never.
    let two = NewGameOptions {
        mode: Mode::TwoPlayers,
        ..vs(janggi_wire::dto::SideDto::First)
    };
    let mut s = GameSession::new(2, &two, Side::First, 5).unwrap();
    assert!(!s.full_view().computer_to_move);
}
