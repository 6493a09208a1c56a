//! Handicap starts: their FENs, their move counts against Fairy-Stockfish's
//! perft, the points both sides start with, and the end rules applying as
//! usual (a points decision counts the pieces on the board).

use janggi_rules::{
    EndReason, Game, Handicap, HandicapKind as K, JanggiSetup as S, Outcome, Position, RuleProfile,
    Side,
};

const BOTH_INNER: Option<(S, S)> =
    Some((S::HorseElephantElephantHorse, S::HorseElephantElephantHorse));

fn start(kind: K, giver: Side, profile: &RuleProfile, setups: Option<(S, S)>) -> Position {
    Handicap::new(kind, giver).start(profile, setups).unwrap()
}

#[test]
fn start_fens() {
    let j = &RuleProfile::JANGGI_STANDARD;
    let x = &RuleProfile::XIANGQI;
    let cases = [
        // Cho gives: the left piece from Cho's seat (files a–d).
        (
            start(K::JanggiChariot, Side::First, j, BOTH_INNER),
            "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/1NBA1ABNR w - - 0 1",
        ),
        (
            start(K::JanggiChariotCannon, Side::First, j, BOTH_INNER),
            "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/7C1/4K4/1NBA1ABNR w - - 0 1",
        ),
        (
            start(K::JanggiTwoChariots, Side::First, j, BOTH_INNER),
            "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/1NBA1ABN1 w - - 0 1",
        ),
        // Han gives: Han's left is file i.
        (
            start(K::JanggiCannon, Side::Second, j, BOTH_INNER),
            "rnba1abnr/4k4/1c7/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1",
        ),
        // 마떼기 after the setups: Cho 상마상마 has its left horse on c1.
        (
            start(
                K::JanggiHorse,
                Side::First,
                j,
                Some((S::ElephantHorseElephantHorse, S::HorseElephantHorseElephant)),
            ),
            "rbna1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RB1A1ABHR w - - 0 1",
        ),
        (
            start(K::JanggiHorseElephant, Side::First, j, BOTH_INNER),
            "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/R2A1ABNR w - - 0 1",
        ),
        (
            start(K::XiangqiHorse, Side::First, x, None),
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/R1BAKABNR w - - 0 1",
        ),
        (
            start(K::XiangqiTwoHorses, Side::First, x, None),
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/R1BAKAB1R w - - 0 1",
        ),
        (
            start(K::XiangqiChariotHorse, Side::Second, x, None),
            "rnbakab2/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
        ),
        (
            start(K::XiangqiTwoChariots, Side::Second, x, None),
            "1nbakabn1/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
        ),
    ];
    for (pos, fen) in cases {
        // FEN letters: the rules write horses as `n`; compare through a
        // position read back, so `H` above reads as a horse too.
        let want = Position::from_fen(fen, pos.profile()).unwrap();
        assert_eq!(pos, want, "{fen}");
    }
}

/// Perft from handicap starts under the Fairy-Stockfish profiles, against
/// the counts Fairy-Stockfish's `go perft` gives for the same FENs
/// (`janggi` counts the pass as a move).
#[test]
fn move_counts_match_fairy_stockfish() {
    let j = &RuleProfile::JANGGI_FAIRY_STOCKFISH;
    let x = &RuleProfile::XIANGQI;
    let cases: [(Position, &[u64]); 4] = [
        (
            start(K::JanggiChariot, Side::First, j, BOTH_INNER),
            &[30, 0, 28_800, 929_355],
        ),
        (
            start(K::JanggiChariotCannon, Side::First, j, BOTH_INNER),
            &[30, 0, 28_899],
        ),
        (
            start(K::XiangqiHorse, Side::First, x, None),
            &[44, 0, 78_606, 3_233_208],
        ),
        (
            start(K::XiangqiTwoHorses, Side::First, x, None),
            &[44, 0, 77_556],
        ),
    ];
    for (mut pos, counts) in cases {
        assert_eq!(pos.legal_moves().len() as u64, counts[0], "{pos:?}");
        for (depth, &want) in counts.iter().enumerate().skip(2) {
            assert_eq!(
                pos.perft(depth as u32 + 1),
                want,
                "{pos:?} depth {}",
                depth + 1
            );
        }
    }
}

#[test]
fn points_follow_the_pieces_on_the_board() {
    let j = &RuleProfile::JANGGI_STANDARD;
    let pts = |p: &Position| (p.points(Side::First), p.points(Side::Second));
    assert_eq!(
        pts(&start(K::JanggiChariot, Side::First, j, BOTH_INNER)),
        (590, 735)
    );
    assert_eq!(
        pts(&start(K::JanggiChariotCannon, Side::First, j, BOTH_INNER)),
        (520, 735)
    );
    assert_eq!(
        pts(&start(K::JanggiElephant, Side::Second, j, BOTH_INNER)),
        (720, 705)
    );
    assert_eq!(
        pts(&start(K::JanggiTwoChariots, Side::Second, j, BOTH_INNER)),
        (720, 475)
    );
    let x = &RuleProfile::XIANGQI;
    assert_eq!(
        pts(&start(K::XiangqiChariotHorse, Side::First, x, None)),
        (350, 480)
    );
}

/// A double pass at once is decided on the handicap totals: Cho, without a
/// chariot (59), loses to Han (73.5); Han, without both chariots (47.5),
/// loses to Cho (72).
#[test]
fn a_points_decision_counts_the_handicap() {
    for (giver, kind, winner) in [
        (Side::First, K::JanggiChariot, Side::Second),
        (Side::Second, K::JanggiTwoChariots, Side::First),
    ] {
        let pos = start(kind, giver, &RuleProfile::JANGGI_STANDARD, BOTH_INNER);
        let mut game = Game::from_position(pos);
        game.play_uci("e2e2").unwrap();
        game.play_uci("e9e9").unwrap();
        assert_eq!(
            game.outcome(),
            Outcome::Decisive {
                winner,
                reason: EndReason::DoublePass
            }
        );
    }
}
