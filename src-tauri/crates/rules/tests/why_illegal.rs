//! `Position::why_illegal` gives each reason in the position that shows it,
//! in both games, and agrees with the move generator everywhere;
//! `Position::checkers` names exactly the pieces giving check.

use janggi_rules::{
    Board, IllegalReason, Move, Piece, Position, RuleProfile, Setup, Side, Square, Variant, Waivers,
};

const J: RuleProfile = RuleProfile::JANGGI_STANDARD;
const X: RuleProfile = RuleProfile::XIANGQI;

fn sq(s: &str) -> Square {
    Square::parse(s).unwrap_or_else(|| panic!("square {s}"))
}

/// A position from `"Ke2 kd10 Rc5"` (FEN letters, uppercase = first
/// player), first player to move unless `second` — every one must be a
/// position a game can reach (no waivers).
fn pos(pieces: &str, second: bool, profile: &RuleProfile) -> Position {
    let mut board = Board::empty();
    for tok in pieces.split_whitespace() {
        let piece = Piece::from_char(tok.chars().next().unwrap()).unwrap();
        board.set_piece_at(sq(&tok[1..]), piece);
    }
    let mut setup = Setup::new(board);
    if second {
        setup.turn = Side::Second;
    }
    Position::from_setup(setup, profile, Waivers::NONE).unwrap_or_else(|e| panic!("{pieces}: {e}"))
}

fn why(p: &Position, mv: &str) -> Option<IllegalReason> {
    let cut = mv[1..].find(|c: char| c.is_ascii_alphabetic()).unwrap() + 1;
    p.why_illegal(sq(&mv[..cut]), sq(&mv[cut..]))
}

#[test]
fn janggi_reasons() {
    use IllegalReason::*;
    let start = Position::new(&J);
    let cases: Vec<(Position, &str, Option<IllegalReason>)> = vec![
        (start.clone(), "h1g3", None),
        (start.clone(), "e5e6", Some(NoPiece)),
        (start.clone(), "a10a9", Some(NotYourPiece)),
        (start.clone(), "a1a1", Some(SameSquare)),
        (start.clone(), "a1a4", Some(OwnPiece)),
        (start.clone(), "h1h2", Some(NotOnPath)),
        (start.clone(), "a1a5", Some(Blocked)),
        // General and guard: palace, its drawn diagonals, one step.
        (pos("Kd2 kd10", false, &J), "d2c2", Some(LeavesPalace)),
        (pos("Ke2 Ad1 kd10", false, &J), "d1c1", Some(LeavesPalace)),
        (pos("Kd2 kd10", false, &J), "d2e3", Some(OffPalaceDiagonal)),
        (pos("Kd1 kd10", false, &J), "d1e2", None),
        (pos("Ke2 kd10", false, &J), "e2e3", None),
        (pos("Kd1 kd10", false, &J), "d1d3", Some(NotOnPath)),
        // Chariot: the palace's drawn diagonals only.
        (
            pos("Kf1 Rd2 ke10", false, &J),
            "d2e3",
            Some(OffPalaceDiagonal),
        ),
        (pos("Kf2 Rd1 ke10", false, &J), "d1f3", None),
        (pos("Kf2 Rd1 ke10", false, &J), "d1c2", Some(NotOnPath)),
        // Horse and elephant: the points they pass.
        (
            pos("Ke2 Ne5 Pe6 kd10", false, &J),
            "e5d7",
            Some(HorseLegBlocked),
        ),
        (pos("Ke2 Ne5 Pe6 kd10", false, &J), "e5c6", None),
        (
            pos("Ke2 Be5 Pf7 kd10", false, &J),
            "e5g8",
            Some(ElephantBlocked),
        ),
        (
            pos("Ke2 Be5 Pe6 kd10", false, &J),
            "e5g8",
            Some(ElephantBlocked),
        ),
        (pos("Ke2 Be5 kd10", false, &J), "e5g7", Some(NotOnPath)),
        (pos("Ke2 Be5 kd10", false, &J), "e5g8", None),
        // Cannon: one screen, never a cannon, never takes a cannon.
        (pos("Ke2 Cc3 kd10", false, &J), "c3c6", Some(NoScreen)),
        (
            pos("Ke2 Cc3 Cc5 kd10", false, &J),
            "c3c7",
            Some(CannonOverCannon),
        ),
        (
            pos("Ke2 Cc3 Pc5 Pc6 kd10", false, &J),
            "c3c8",
            Some(TooManyScreens),
        ),
        (
            pos("Ke2 Cc3 Pc5 kd10 cc8", false, &J),
            "c3c8",
            Some(CannonTakesCannon),
        ),
        (pos("Ke2 Cc3 Pc5 kd10 nc8", false, &J), "c3c8", None),
        (pos("Ke2 Cc3 Pc5 kd10", false, &J), "c3c4", Some(NoScreen)),
        (pos("Kd2 Cd10 ke9 af8", false, &J), "d10f8", None),
        (pos("Kd2 Cd10 ke9 af8", false, &J), "d10e9", Some(NoScreen)),
        // Soldier.
        (
            pos("Ke2 Pe5 kd10", false, &J),
            "e5e4",
            Some(SoldierBackward),
        ),
        (pos("Ke2 Pe5 kd10", false, &J), "e5e7", Some(NotOnPath)),
        (pos("Ke2 Pe5 kd10", false, &J), "e5d5", None),
        (pos("Ke2 Pe5 kd10", false, &J), "e5f6", Some(NotOnPath)),
        (
            pos("Ke2 Pd9 kf10", false, &J),
            "d9e10",
            Some(OffPalaceDiagonal),
        ),
        (pos("Ke2 Pd8 kf10", false, &J), "d8e9", None),
        // Rules outside the piece.
        (pos("Ke2 Ra1 kd10 re9", false, &J), "a1a2", Some(InCheck)),
        (pos("Ke2 Ra1 kd10 re9", false, &J), "e2d2", None),
        (
            pos("Ke2 Re4 kd10 re9", false, &J),
            "e4a4",
            Some(ExposesGeneral),
        ),
        (pos("Ke2 Re4 kd10 re9", false, &J), "e4e9", None),
        (pos("Ke2 kd10 rd9", false, &J), "e2d2", Some(ExposesGeneral)),
        (pos("Ke2 Ra1 ke9", false, &J), "a1a2", None),
        (
            pos("Ke2 Ra1 ke9", false, &RuleProfile::JANGGI_TRADITIONAL),
            "a1a2",
            Some(MustBreakBikjang),
        ),
        (
            pos("Ke2 Ra1 ke9", false, &RuleProfile::JANGGI_TRADITIONAL),
            "e2d2",
            None,
        ),
    ];
    for (p, mv, want) in cases {
        assert_eq!(why(&p, mv), want, "{mv} in {}", p.fen());
    }
    // Two passes end the game: nothing moves.
    let mut p = Position::new(&J);
    p.play(Move::PASS).unwrap();
    p.play(Move::PASS).unwrap();
    assert_eq!(why(&p, "a1a2"), Some(GameOver));
}

#[test]
fn xiangqi_reasons() {
    use IllegalReason::*;
    let start = Position::new(&X);
    let cases: Vec<(Position, &str, Option<IllegalReason>)> = vec![
        (start.clone(), "h3e3", None),
        (start.clone(), "e4e5", None),
        (start.clone(), "e4d4", Some(SoldierBeforeRiver)),
        (start.clone(), "h1g2", Some(NotOnPath)),
        (start.clone(), "a10a9", Some(NotYourPiece)),
        (start.clone(), "e5e6", Some(NoPiece)),
        (start.clone(), "a1a1", Some(SameSquare)),
        (start.clone(), "a1a4", Some(OwnPiece)),
        // General: orthogonal steps in the palace, never diagonal.
        (pos("Kd1 kf10", false, &X), "d1c1", Some(LeavesPalace)),
        (pos("Ke1 kd10", false, &X), "e1f2", Some(NotOnPath)),
        (pos("Ke1 kd10", false, &X), "e1e2", None),
        // Advisor: diagonal steps in the palace only.
        (pos("Ke1 Ad1 kf10", false, &X), "d1c2", Some(LeavesPalace)),
        (pos("Kd1 Ae2 kf10", false, &X), "e2e3", Some(NotOnPath)),
        (pos("Kd1 Ae2 kf10", false, &X), "e2f3", None),
        // Chariot and cannon: no palace diagonals in Xiangqi.
        (pos("Kf1 Rd1 ke10", false, &X), "d1e2", Some(NotOnPath)),
        (pos("Kf1 Cd1 ke10", false, &X), "d1e2", Some(NotOnPath)),
        (
            pos("Kf1 Rd1 Ae2 ke10 rf3", false, &X),
            "d1f3",
            Some(NotOnPath),
        ),
        // Elephant: eye, river, shape.
        (
            pos("Ke1 Bc1 Nd2 kd10", false, &X),
            "c1e3",
            Some(ElephantEyeBlocked),
        ),
        (pos("Ke1 Bc1 kd10", false, &X), "c1e3", None),
        (pos("Kd1 Be5 kf10", false, &X), "e5c7", Some(CrossesRiver)),
        (pos("Kd1 Be5 kf10", false, &X), "e5c3", None),
        (pos("Kd1 Bc1 kf10", false, &X), "c1c3", Some(NotOnPath)),
        (pos("Kd1 Bc1 kf10", false, &X), "c1f4", Some(NotOnPath)),
        // Horse.
        (
            pos("Kd1 Ne5 Pe6 kf10", false, &X),
            "e5d7",
            Some(HorseLegBlocked),
        ),
        // Cannon: slides like a chariot, takes over exactly one piece.
        (pos("Kd1 Cb3 Pb5 kf10", false, &X), "b3b7", Some(Blocked)),
        (pos("Kd1 Cb3 Pb5 kf10", false, &X), "b3b4", None),
        (pos("Kd1 Cb3 kf10 rb7", false, &X), "b3b7", Some(NoScreen)),
        (
            pos("Kd1 Cb3 Pb5 Pb6 kf10 rb8", false, &X),
            "b3b8",
            Some(TooManyScreens),
        ),
        (pos("Kd1 Cb3 Pb5 kf10 cb8", false, &X), "b3b8", None),
        (pos("Kd1 Cb3 Cb5 kf10 rb8", false, &X), "b3b8", None),
        // Soldier.
        (
            pos("Kd1 Pe6 kf10", false, &X),
            "e6e5",
            Some(SoldierBackward),
        ),
        (pos("Kd1 Pe6 kf10", false, &X), "e6d6", None),
        (pos("Kd1 Pe6 kf10", false, &X), "e6d7", Some(NotOnPath)),
        // Rules outside the piece.
        (pos("Kd1 Nd5 kd10", false, &X), "d5c7", Some(GeneralsFacing)),
        (pos("Ke1 kd10", false, &X), "e1d1", Some(GeneralsFacing)),
        (pos("Ke1 Ra1 kd10 re9", false, &X), "a1a2", Some(InCheck)),
        (
            pos("Ke1 Re4 kd10 re9", false, &X),
            "e4a4",
            Some(ExposesGeneral),
        ),
        (pos("Ke1 kf10 rd9", false, &X), "e1d1", Some(ExposesGeneral)),
    ];
    for (p, mv, want) in cases {
        assert_eq!(why(&p, mv), want, "{mv} in {}", p.fen());
    }
}

#[test]
fn checkers_name_the_checking_pieces() {
    // Janggi: chariot along the file, cannon over a screen, horse, soldier
    // on a palace diagonal, elephant.
    let p = pos("Ke2 kd10", false, &J);
    assert!(p.checkers().is_empty());
    let names =
        |p: &Position| -> Vec<String> { p.checkers().iter().map(|s| s.to_string()).collect() };
    assert_eq!(names(&pos("Ke2 Re5 ke9", true, &J)), ["e5"]);
    assert_eq!(names(&pos("Ke2 Cd4 Pd6 kd9", true, &J)), ["d4"]);
    assert_eq!(
        names(&pos("Ke2 Cd4 cd6 kd9", true, &J)),
        Vec::<String>::new()
    );
    assert_eq!(names(&pos("Ke2 Nc8 Re5 ke9", true, &J)), ["e5", "c8"]);
    assert_eq!(names(&pos("Ke2 Pd8 ke9", true, &J)), ["d8"]);
    assert_eq!(names(&pos("Ke2 Bc6 ke9", true, &J)), ["c6"]);
    // A bikjang is not check.
    assert!(pos("Ke2 ke9", false, &J).checkers().is_empty());
    // Xiangqi: two checkers at once (chariot and horse).
    assert_eq!(names(&pos("Ke1 Re5 Nc9 ke10", true, &X)), ["e5", "c9"]);
    assert_eq!(names(&pos("Ke1 Ce3 Pe6 ke10", true, &X)), ["e3"]);
}

/// Random games under each profile: at every position, every try of a
/// piece of the side to move gets `None` exactly when the move generator
/// lists it, and `checkers()` is non-empty exactly in check.
#[test]
fn agrees_with_the_move_generator_on_random_games() {
    let mut seed: u64 = 0x9e37_79b9_7f4a_7c15;
    let mut rnd = move |n: usize| {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        (seed % n as u64) as usize
    };
    let mut counts = std::collections::HashMap::new();
    for profile in [
        RuleProfile::JANGGI_STANDARD,
        RuleProfile::JANGGI_TRADITIONAL,
        RuleProfile::JANGGI_FAIRY_STOCKFISH,
        RuleProfile::XIANGQI,
    ] {
        for _game in 0..6 {
            let mut p = Position::new(&profile);
            for _ply in 0..90 {
                let legal = p.legal_moves();
                assert_eq!(!p.checkers().is_empty(), p.is_check(), "{}", p.fen());
                for (from, piece) in p.pieces().filter(|(_, q)| q.side == p.turn()) {
                    for to in Square::all() {
                        let listed = legal
                            .iter()
                            .any(|m| !m.is_pass() && m.from() == from && m.to() == to);
                        let reason = p.why_illegal(from, to);
                        assert_eq!(
                            reason.is_none(),
                            listed,
                            "{from}{to} ({piece}) in {}: {reason:?}",
                            p.fen()
                        );
                        if let Some(r) = reason {
                            *counts
                                .entry((p.variant() == Variant::Xiangqi, r))
                                .or_insert(0u32) += 1;
                        }
                    }
                }
                if legal.is_empty() {
                    break;
                }
                let m = legal[rnd(legal.len())];
                let _ = p.make_move(m);
            }
        }
    }
    // The random games met the rule-level reasons too.
    for (xq, r) in [
        (false, IllegalReason::ExposesGeneral),
        (false, IllegalReason::InCheck),
        (true, IllegalReason::ExposesGeneral),
        (true, IllegalReason::InCheck),
        (true, IllegalReason::GeneralsFacing),
        (false, IllegalReason::HorseLegBlocked),
        (true, IllegalReason::ElephantEyeBlocked),
    ] {
        assert!(
            counts.contains_key(&(xq, r)),
            "never saw {r:?} (xiangqi: {xq})"
        );
    }
}

/// Random boards that only waived setups allow (extra chariots, guards
/// outside the palace, elephants across the river, soldiers behind their
/// start): the move generator, `why_illegal` and `checkers` (which reads
/// the pieces' own paths, not the generator's attack tables) agree, and
/// every legal move leaves the mover's general safe.
#[test]
fn waived_boards_play_by_the_same_rules() {
    use janggi_rules::{Role, SetupErrorKind};
    let mut seed: u64 = 0x2545_f491_4f6c_dd1d;
    let mut rnd = move |n: usize| {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        (seed % n as u64) as usize
    };
    let palace = |side: Side| -> Vec<Square> {
        let ranks = if side == Side::First { 0..3 } else { 7..10 };
        ranks
            .flat_map(|r| (3..6).map(move |f| Square::new(f, r).unwrap()))
            .collect()
    };
    let mut played = 0;
    let mut waived_seen = std::collections::HashSet::new();
    for profile in [J, RuleProfile::JANGGI_TRADITIONAL, X] {
        let mut boards = 0;
        while boards < 150 {
            let mut board = Board::empty();
            for side in Side::ALL {
                let p = palace(side);
                board.set_piece_at(p[rnd(p.len())], Piece::new(side, Role::General));
                for _ in 0..rnd(12) {
                    let role = Role::ALL[1 + rnd(6)];
                    let sq = Square::from_index(rnd(90)).unwrap();
                    if board.piece_at(sq).is_none() {
                        board.set_piece_at(sq, Piece::new(side, role));
                    }
                }
            }
            let mut setup = Setup::new(board);
            setup.turn = Side::ALL[rnd(2)];
            let Ok(p) = Position::from_setup(setup.clone(), &profile, Waivers::ALL) else {
                continue;
            };
            boards += 1;
            if let Err(e) = Position::from_setup(setup, &profile, Waivers::NONE) {
                assert!(e.kind.is_waivable(), "{e}");
                waived_seen.insert(e.kind);
            }
            let legal = p.legal_moves();
            assert!(legal.len() < janggi_rules::MAX_MOVES);
            for (from, _) in p.pieces().filter(|(_, q)| q.side == p.turn()) {
                for to in Square::all() {
                    let listed = legal
                        .iter()
                        .any(|m| !m.is_pass() && m.from() == from && m.to() == to);
                    let reason = p.why_illegal(from, to);
                    assert_eq!(
                        reason.is_none(),
                        listed,
                        "{from}{to} in {}: {reason:?}",
                        p.fen()
                    );
                }
            }
            for &m in legal.iter().filter(|m| !m.is_pass()) {
                let mut after = p.clone();
                let u = after.make_move(m);
                let _n = after.make_null();
                assert!(
                    after.checkers().is_empty(),
                    "{m:?} in {} leaves the general to {:?}",
                    p.fen(),
                    after.checkers()
                );
                after.unmake_null(_n);
                after.unmake_move(m, u);
                assert_eq!(after, p);
                assert_eq!(after.hash(), p.hash());
                played += 1;
            }
        }
    }
    assert!(played > 5000, "only {played} moves");
    for k in [
        SetupErrorKind::TooManyOfAKind,
        SetupErrorKind::GuardOutsidePalace,
        SetupErrorKind::ElephantAcrossRiver,
        SetupErrorKind::SoldierBehindStart,
    ] {
        assert!(waived_seen.contains(&k), "no board needed {k:?} waived");
    }
}
