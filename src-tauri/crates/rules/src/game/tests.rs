//! Unit tests of [`Game`]: every end condition under the profiles that
//! define it. Expected results were cross-checked with Fairy-Stockfish
//! (pyffish) where it has the same rule.

use super::*;
use crate::ProfileId;

fn play_all(game: &mut Game, moves: &str) {
    for m in moves.split_whitespace() {
        game.play_uci(m)
            .unwrap_or_else(|e| panic!("{m}: {e} in {}", game.position().fen()));
    }
}

fn decisive(winner: Side, reason: EndReason) -> Outcome {
    Outcome::Decisive { winner, reason }
}

const HORSE_DANCE: &str = "b1c3 b10c8 c3b1 c8b10 b1c3 b10c8 c3b1 c8b10";

#[test]
fn double_pass_follows_the_profile() {
    for (profile, expected) in [
        (
            RuleProfile::JANGGI_STANDARD,
            decisive(Side::Second, EndReason::DoublePass),
        ),
        (
            RuleProfile::JANGGI_FAIRY_STOCKFISH,
            decisive(Side::Second, EndReason::DoublePass),
        ),
        (
            RuleProfile::JANGGI_BIKJANG_SCORING,
            decisive(Side::Second, EndReason::DoublePass),
        ),
        (
            RuleProfile::JANGGI_TRADITIONAL,
            Outcome::Draw {
                reason: EndReason::DoublePass,
            },
        ),
    ] {
        let mut game = Game::new(profile);
        play_all(&mut game, "e2e2");
        assert_eq!(game.outcome(), Outcome::Ongoing);
        play_all(&mut game, "e9e9");
        assert_eq!(game.outcome(), expected, "{:?}", profile.id);
        assert!(game.legal_moves().is_empty());
        assert_eq!(game.play_uci("h1g3"), Err(PlayError::GameOver));
    }
}

#[test]
fn a_pass_then_a_move_is_not_a_double_pass() {
    let mut game = Game::new(RuleProfile::JANGGI_STANDARD);
    play_all(&mut game, "e2e2 h10g8 e2e2");
    assert_eq!(game.outcome(), Outcome::Ongoing);
}

/// Cho's general steps onto the open e-file facing Han's; Han may pass.
const BIKJANG_FEN: &str = "4k4/9/9/9/9/9/9/9/3K5/R8 w - - 0 1";

#[test]
fn bikjang_under_every_profile() {
    // Ignored: the game goes on, Han may even keep facing.
    let mut game = Game::from_fen(RuleProfile::JANGGI_STANDARD, BIKJANG_FEN).unwrap();
    play_all(&mut game, "d2e2");
    assert!(game.position().is_bikjang());
    assert_eq!(game.outcome(), Outcome::Ongoing);
    play_all(&mut game, "e10e9");
    assert_eq!(game.outcome(), Outcome::Ongoing);

    // Ends at once, on points: Cho has a chariot (13) against Han's 1.5.
    let mut game = Game::from_fen(RuleProfile::JANGGI_BIKJANG_SCORING, BIKJANG_FEN).unwrap();
    play_all(&mut game, "d2e2");
    assert_eq!(game.outcome(), decisive(Side::First, EndReason::Bikjang));
    assert!(game.outcome().decided_by_points());

    // Must break: Han may break it or pass; a pass ends it.
    for (profile, expected) in [
        (
            RuleProfile::JANGGI_FAIRY_STOCKFISH,
            decisive(Side::First, EndReason::Bikjang),
        ),
        (
            RuleProfile::JANGGI_TRADITIONAL,
            Outcome::Draw {
                reason: EndReason::Bikjang,
            },
        ),
    ] {
        let mut game = Game::from_fen(profile, BIKJANG_FEN).unwrap();
        play_all(&mut game, "d2e2");
        assert_eq!(game.outcome(), Outcome::Ongoing);
        assert!(
            game.play_uci("e10e9").is_err(),
            "keeping the bikjang is not allowed"
        );
        let mut broken = game.clone();
        play_all(&mut broken, "e10d10");
        assert_eq!(broken.outcome(), Outcome::Ongoing);
        play_all(&mut game, "e10e10");
        assert_eq!(game.outcome(), expected, "{:?}", profile.id);
    }
}

#[test]
fn bikjang_points_below_gates_the_rule() {
    let rich = RuleProfile {
        bikjang_points_below: Some(10),
        ..RuleProfile::JANGGI_BIKJANG_SCORING
    };
    // Cho has 13 points: not below 10, so the bikjang does not count.
    let mut game = Game::from_fen(rich, BIKJANG_FEN).unwrap();
    play_all(&mut game, "d2e2");
    assert_eq!(game.outcome(), Outcome::Ongoing);
    let poor = RuleProfile {
        bikjang_points_below: Some(30),
        ..rich
    };
    let mut game = Game::from_fen(poor, BIKJANG_FEN).unwrap();
    play_all(&mut game, "d2e2");
    assert_eq!(game.outcome(), decisive(Side::First, EndReason::Bikjang));
}

#[test]
fn third_repetition() {
    for (profile, expected) in [
        (
            RuleProfile::JANGGI_STANDARD,
            decisive(Side::Second, EndReason::Repetition),
        ),
        (
            RuleProfile::JANGGI_FAIRY_STOCKFISH,
            decisive(Side::Second, EndReason::Repetition),
        ),
        (
            RuleProfile::JANGGI_TRADITIONAL,
            Outcome::Draw {
                reason: EndReason::Repetition,
            },
        ),
        (
            RuleProfile::XIANGQI,
            Outcome::Draw {
                reason: EndReason::Repetition,
            },
        ),
    ] {
        let mut game = Game::new(profile);
        let moves: Vec<&str> = HORSE_DANCE.split_whitespace().collect();
        for (i, m) in moves.iter().enumerate() {
            assert_eq!(
                game.outcome(),
                Outcome::Ongoing,
                "{:?} before ply {i}",
                profile.id
            );
            game.play_uci(m).unwrap();
        }
        assert_eq!(game.outcome(), expected, "{:?}", profile.id);
        assert_eq!(game.hashes().len(), 9);
        assert_eq!(game.hashes()[0], game.hashes()[8]);
        game.undo();
        assert_eq!(game.outcome(), Outcome::Ongoing);
    }
}

#[test]
fn a_capture_resets_the_repetition_window() {
    // The window starts at the last capture, so positions before it never count.
    let mut game =
        Game::from_fen(RuleProfile::XIANGQI, "3k5/R8/9/9/9/9/9/9/p8/5K3 w - - 0 1").unwrap();
    play_all(&mut game, "a9a10 d10d9 a10a9 d9d10 a9a2");
    assert_eq!(game.position().halfmove_clock(), 0);
    assert_eq!(game.outcome(), Outcome::Ongoing);
}

/// Red's chariot checks from a10 and a9 while Black's general steps between
/// d10 and d9 (pyffish: Red, the perpetual checker, loses).
const PERPETUAL_FEN: &str = "3k5/R8/9/9/9/9/9/9/9/5K3 w - - 0 1";
const PERPETUAL: &str = "a9a10 d10d9 a10a9 d9d10 a9a10 d10d9 a10a9 d9d10";

#[test]
fn perpetual_check_loses_where_the_profile_says_so() {
    let mut game = Game::from_fen(RuleProfile::XIANGQI, PERPETUAL_FEN).unwrap();
    play_all(&mut game, PERPETUAL);
    assert_eq!(
        game.outcome(),
        decisive(Side::Second, EndReason::PerpetualCheck)
    );
    assert!(!game.outcome().decided_by_points());
    assert_eq!(game.checks().iter().filter(|&&c| c).count(), 4);

    // The same cycle under a profile without the rule is a plain repetition.
    let lenient = RuleProfile {
        repetition: crate::RepetitionRule {
            occurrences: 3,
            perpetual_check_loses: false,
            verdict: Verdict::Draw,
        },
        ..RuleProfile::XIANGQI
    };
    let mut game = Game::from_fen(lenient, PERPETUAL_FEN).unwrap();
    play_all(&mut game, PERPETUAL);
    assert_eq!(
        game.outcome(),
        Outcome::Draw {
            reason: EndReason::Repetition
        }
    );
}

#[test]
fn move_limits() {
    // 50 moves each without capture (Fairy-Stockfish): points decide.
    let fen = "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 99 60";
    let mut game = Game::from_fen(RuleProfile::JANGGI_FAIRY_STOCKFISH, fen).unwrap();
    assert_eq!(game.outcome(), Outcome::Ongoing);
    play_all(&mut game, "b1c3");
    assert_eq!(game.outcome(), decisive(Side::Second, EndReason::MoveLimit));
    // Standard counts all 400 plies of the game: move 200, Han to move.
    let fen = "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR b - - 0 200";
    let mut game = Game::from_fen(RuleProfile::JANGGI_STANDARD, fen).unwrap();
    assert_eq!(game.outcome(), Outcome::Ongoing);
    play_all(&mut game, "b10c8");
    assert_eq!(game.outcome(), decisive(Side::Second, EndReason::MoveLimit));
    let mut game = Game::from_fen(RuleProfile::JANGGI_TRADITIONAL, fen).unwrap();
    play_all(&mut game, "b10c8");
    assert_eq!(
        game.outcome(),
        Outcome::Draw {
            reason: EndReason::MoveLimit
        }
    );
    // Xiangqi: 120 plies without capture.
    let fen = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 119 80";
    let mut game = Game::from_fen(RuleProfile::XIANGQI, fen).unwrap();
    play_all(&mut game, "b1c3");
    assert_eq!(
        game.outcome(),
        Outcome::Draw {
            reason: EndReason::MoveLimit
        }
    );
}

#[test]
fn material_draws() {
    // Xiangqi: advisors and elephants never cross the river.
    let bare = "3k5/4a4/4b4/9/9/9/9/4B4/4A4/5K3 w - - 0 1";
    let game = Game::from_fen(RuleProfile::XIANGQI, bare).unwrap();
    assert_eq!(
        game.outcome(),
        Outcome::Draw {
            reason: EndReason::Material
        }
    );
    let with_soldier = "3k5/4a4/4b4/9/9/9/p8/4B4/4A4/5K3 w - - 0 1";
    let game = Game::from_fen(RuleProfile::XIANGQI, with_soldier).unwrap();
    assert_eq!(game.outcome(), Outcome::Ongoing);
    // Janggi traditional: only generals and guards left.
    let guards = "3ak4/9/9/9/9/9/9/9/3K5/5A3 w - - 0 1";
    let game = Game::from_fen(RuleProfile::JANGGI_TRADITIONAL, guards).unwrap();
    assert_eq!(
        game.outcome(),
        Outcome::Draw {
            reason: EndReason::Material
        }
    );
    let game = Game::from_fen(RuleProfile::JANGGI_STANDARD, guards).unwrap();
    assert_eq!(game.outcome(), Outcome::Ongoing);
    // An elephant can reach the enemy palace in Janggi: play goes on.
    let elephant = "3ak4/9/9/9/9/9/9/9/3K5/5AB2 w - - 0 1";
    let game = Game::from_fen(RuleProfile::JANGGI_TRADITIONAL, elephant).unwrap();
    assert_eq!(game.outcome(), Outcome::Ongoing);
}

#[test]
fn xiangqi_stalemate_loses() {
    // From a pyffish playout: Red to move has no legal move and is not in check.
    let fen = "3a1a3/4k4/8b/p5p2/6b1p/9/9/5K3/4p4/9 w - - 2 41";
    let game = Game::from_fen(RuleProfile::XIANGQI, fen).unwrap();
    assert!(!game.position().is_check());
    assert_eq!(game.outcome(), decisive(Side::Second, EndReason::Stalemate));
    let lenient = RuleProfile {
        stalemate_loses: false,
        ..RuleProfile::XIANGQI
    };
    let game = Game::from_fen(lenient, fen).unwrap();
    assert_eq!(
        game.outcome(),
        Outcome::Draw {
            reason: EndReason::Stalemate
        }
    );
}

#[test]
fn checkmate() {
    // From a pyffish playout: Red is in check with no legal move.
    let fen = "P2a1a3/1n2kC3/5P3/9/9/9/9/6p2/6p2/1r3K3 w - - 6 138";
    let game = Game::from_fen(RuleProfile::XIANGQI, fen).unwrap();
    assert!(game.position().is_check());
    assert_eq!(game.outcome(), decisive(Side::Second, EndReason::Checkmate));
    // Two chariots: the one on rank 9 guards, the other mates on rank 10.
    let mut game =
        Game::from_fen(RuleProfile::XIANGQI, "3k5/R8/9/9/9/9/9/9/9/1R3K3 w - - 0 1").unwrap();
    assert_eq!(game.outcome(), Outcome::Ongoing);
    play_all(&mut game, "b1b10");
    assert_eq!(game.outcome(), decisive(Side::First, EndReason::Checkmate));
}

#[test]
fn resignation_timeout_and_undo() {
    let mut game = Game::new(RuleProfile::JANGGI_STANDARD);
    play_all(&mut game, "h1g3");
    game.resign(Side::First).unwrap();
    assert_eq!(
        game.outcome(),
        decisive(Side::Second, EndReason::Resignation)
    );
    assert_eq!(game.resign(Side::Second), Err(PlayError::GameOver));
    assert!(game.legal_moves().is_empty());
    assert_eq!(game.play_uci("h10g8"), Err(PlayError::GameOver));
    let undone = game.undo();
    assert!(undone.is_some());
    assert_eq!(game.outcome(), Outcome::Ongoing);
    assert!(game.moves().is_empty());
    assert_eq!(game.undo(), None);
    game.time_out(Side::First).unwrap();
    assert_eq!(game.outcome(), decisive(Side::Second, EndReason::Timeout));
}

/// A Xiangqi timeout is a draw when the side left on the clock cannot
/// mate (only general, advisors, elephants); a loss otherwise, and always
/// in Janggi.
#[test]
fn a_timeout_against_a_side_that_cannot_mate_is_a_draw_in_xiangqi() {
    let xq = RuleProfile::from_id(ProfileId::Xiangqi);
    // Red: general and a chariot; Black: general, two advisors, an elephant.
    let fen = "2bak4/4a4/9/9/9/9/9/9/9/4K3R w - - 0 1";
    let mut game = Game::from_fen(xq, fen).unwrap();
    game.time_out(Side::First).unwrap();
    assert_eq!(
        game.outcome(),
        Outcome::Draw {
            reason: EndReason::Timeout
        },
        "Black cannot mate: Red's timeout is a draw"
    );
    let mut game = Game::from_fen(xq, fen).unwrap();
    game.time_out(Side::Second).unwrap();
    assert_eq!(game.outcome(), decisive(Side::First, EndReason::Timeout));
    // A lone soldier is enough to mate.
    let mut game = Game::from_fen(xq, "2bak4/4a4/9/9/9/9/4p4/9/9/4K3R w - - 0 1").unwrap();
    game.time_out(Side::First).unwrap();
    assert_eq!(game.outcome(), decisive(Side::Second, EndReason::Timeout));
    // Janggi: a loss even against a bare side.
    let jg = RuleProfile::from_id(ProfileId::JanggiStandard);
    let mut game = Game::from_fen(jg, "3a5/4k4/9/9/9/9/9/9/4K4/R8 w - - 0 1").unwrap();
    game.time_out(Side::First).unwrap();
    assert_eq!(game.outcome(), decisive(Side::Second, EndReason::Timeout));
}

#[test]
fn draw_by_agreement_and_its_undo() {
    let mut game = Game::new(RuleProfile::from_id(ProfileId::Xiangqi));
    game.play_uci("h3e3").unwrap();
    game.agree_draw().unwrap();
    assert_eq!(
        game.outcome(),
        Outcome::Draw {
            reason: EndReason::Agreement
        }
    );
    assert_eq!(game.outcome().winner(), None);
    assert!(!game.outcome().decided_by_points());
    assert_eq!(game.agree_draw(), Err(PlayError::GameOver));
    assert_eq!(game.resign(Side::First), Err(PlayError::GameOver));
    assert!(game.legal_moves().is_empty());
    assert_eq!(
        EndReason::from_name("agreement"),
        Some(EndReason::Agreement)
    );
    assert!(game.undo().is_some());
    assert_eq!(game.outcome(), Outcome::Ongoing);
}

#[test]
fn errors_leave_the_game_unchanged() {
    let mut game = Game::new(RuleProfile::XIANGQI);
    play_all(&mut game, "h3e3");
    let before = (
        game.position().fen(),
        game.moves().to_vec(),
        game.hashes().to_vec(),
    );
    assert!(matches!(game.play_uci("h3e3"), Err(PlayError::Illegal(_))));
    assert!(matches!(
        game.play_uci("e10e10"),
        Err(PlayError::Illegal(_))
    ));
    assert!(matches!(
        game.play_uci("zz"),
        Err(PlayError::BadNotation(_))
    ));
    assert!(matches!(game.play(Move::PASS), Err(PlayError::Illegal(_))));
    assert!(matches!(game.play(Move::NONE), Err(PlayError::Illegal(_))));
    for bits in [1u32, 0x7f, 0xfffff, 0x1234_5678] {
        if let Some(m) = Move::from_bits(bits) {
            let _ = game.play(m);
        }
    }
    assert_eq!(
        before,
        (
            game.position().fen(),
            game.moves().to_vec(),
            game.hashes().to_vec()
        )
    );
}

#[test]
fn undo_restores_every_position() {
    let mut game = Game::janggi(
        RuleProfile::JANGGI_FAIRY_STOCKFISH,
        JanggiSetup::ElephantHorseHorseElephant,
        JanggiSetup::HorseElephantHorseElephant,
    );
    let mut fens = vec![game.position().fen()];
    // A deterministic walk: always the (i * 7)-th legal move.
    for i in 0..60 {
        let legal = game.legal_moves();
        if legal.is_empty() {
            break;
        }
        let m = legal[(i * 7) % legal.len()];
        game.play(m).unwrap();
        fens.push(game.position().fen());
    }
    while game.undo().is_some() {
        fens.pop();
        assert_eq!(game.position().fen(), *fens.last().unwrap());
        assert_eq!(game.hashes().len(), game.moves().len() + 1);
    }
    assert_eq!(game.position().fen(), game.start_position().fen());
}

#[test]
fn profiles_are_kept() {
    for id in ProfileId::ALL {
        let game = Game::new(RuleProfile::from_id(id));
        assert_eq!(game.profile().id, id);
        assert!(game.points(Side::First) > 0);
    }
}

/// Modern's back-and-forth rule (Fairy-Stockfish's `moveRepetitionIllegal`,
/// checked against pyffish by the oracle): the side whose piece arrived on a
/// point and then shuttled off and back twice loses; a pass may stand in for
/// its second-last move; a general or guard shuttling, or a check between,
/// is no shuttle; other profiles have no such rule.
#[test]
fn modern_shuttle_loses() {
    let play = |profile, moves: &str| {
        let mut g = Game::from_fen(profile, "3k5/9/9/9/9/9/9/9/5K3/R8 w - - 0 1").unwrap();
        for m in moves.split_whitespace() {
            g.play_uci(m).unwrap_or_else(|e| {
                panic!("{:?} {moves}: {m}: {e:?} ({:?})", profile.id, g.outcome())
            });
        }
        g.outcome()
    };
    let modern = RuleProfile::JANGGI_MODERN;
    let shuttle = "a1a2 d10e10 a2a3 e10f10 a3a2 f10f9 a2a3 f9e9 a3a2";
    assert_eq!(
        play(modern, shuttle),
        decisive(Side::Second, EndReason::Shuttle)
    );
    // One move short: still going.
    assert_eq!(
        play(modern, "a1a2 d10e10 a2a3 e10f10 a3a2 f10f9 a2a3"),
        Outcome::Ongoing
    );
    // A pass as the shuttler's second-last move (after its piece went
    // off and back once and off again): the last move back completes it.
    assert_eq!(
        play(
            modern,
            "a1a2 d10e10 a2a3 e10f10 a3a2 f10f9 a2a3 f9e9 f2f2 e9d10 a3a2"
        ),
        decisive(Side::Second, EndReason::Shuttle)
    );
    // The general shuttling is no shuttle.
    assert_eq!(
        play(modern, "f2f3 d10e10 f3f2 e10f10 f2f3 f10f9 f3f2 f9e9 f2f3"),
        Outcome::Ongoing
    );
    // Other profiles: no such rule (under Fairy-Stockfish's `janggi` this
    // line is not even legal: Han's e10f10 makes a bikjang to break).
    assert_eq!(
        play(RuleProfile::JANGGI_STANDARD, shuttle),
        Outcome::Ongoing
    );
}

#[test]
fn perpetual_chasing_loses_under_the_axf_profile() {
    let chase = "d8d6 a6c7 d6d7 c7a6 d7d6 a6c7 d6d7 c7a6 d7d6";
    let run = |profile, fen: &str, moves: &str| {
        let mut g = Game::from_fen(profile, fen).unwrap();
        play_all(&mut g, moves);
        g
    };
    // A chariot chases an unprotected horse (a6 <-> c7): Red loses, and the
    // end names the horse on a6 and the chariot on d6 that chased it.
    let bare = "5k3/9/3R5/9/n8/9/9/9/9/3K5 w - - 0 1";
    let g = run(RuleProfile::XIANGQI_AXF, bare, chase);
    assert_eq!(
        g.outcome(),
        decisive(Side::Second, EndReason::PerpetualChase)
    );
    let sq = |s: &str| crate::Square::parse(s).unwrap();
    assert_eq!(g.chase_details(), vec![(sq("a6"), vec![sq("d6")])]);
    // One move short: still going.
    let short: Vec<&str> = chase.split(' ').collect();
    let g2 = run(RuleProfile::XIANGQI_AXF, bare, &short[..8].join(" "));
    assert_eq!(g2.outcome(), Outcome::Ongoing);
    // Without the rule, a plain repetition draw.
    assert_eq!(
        run(RuleProfile::XIANGQI, bare, chase).outcome(),
        Outcome::Draw {
            reason: EndReason::Repetition
        }
    );
    // The horse protected on both squares: no chase.
    let guarded = "r1r2k3/9/3R5/9/n8/9/9/9/9/3K5 w - - 0 1";
    assert_eq!(
        run(RuleProfile::XIANGQI_AXF, guarded, chase).outcome(),
        Outcome::Draw {
            reason: EndReason::Repetition
        }
    );
    // Both sides chase: a draw; Red alone: Red loses (the start position
    // comes back the third time after eight plies).
    let mutual = "5k3/r8/4n4/r8/9/4R4/N8/4R4/9/3K5 w - - 0 1";
    assert_eq!(
        run(
            RuleProfile::XIANGQI_AXF,
            mutual,
            "e5d5 a7b7 d5e5 b7a7 e5d5 a7b7 d5e5 b7a7"
        )
        .outcome(),
        Outcome::Draw {
            reason: EndReason::Repetition
        }
    );
    let alone = "5k3/r8/4n4/9/9/4R4/N8/4R4/9/3K5 w - - 0 1";
    assert_eq!(
        run(
            RuleProfile::XIANGQI_AXF,
            alone,
            "e5d5 f10f9 d5e5 f9f10 e5d5 f10f9 d5e5 f9f10"
        )
        .outcome(),
        decisive(Side::Second, EndReason::PerpetualChase)
    );
    // A cannon chasing a chariot: a chariot is always chased by a cannon.
    let cannon = "5k3/9/r8/9/9/PP7/9/1C7/9/3K5 w - - 0 1";
    assert_eq!(
        run(
            RuleProfile::XIANGQI_AXF,
            cannon,
            "b3a3 a8b8 a3b3 b8a8 b3a3 a8b8 a3b3 b8a8"
        )
        .outcome(),
        decisive(Side::Second, EndReason::PerpetualChase)
    );
    // Undo takes the end back.
    let mut g = run(RuleProfile::XIANGQI_AXF, bare, chase);
    g.undo();
    assert_eq!(g.outcome(), Outcome::Ongoing);
}
