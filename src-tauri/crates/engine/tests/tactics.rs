//! Tactics at fixed depth, both games. Every position is first checked with
//! the rules (legal, the claimed mate really ends the game), so a test can
//! only pass if the engine finds the tactic.

use std::sync::atomic::AtomicBool;

use janggi_engine::{Engine, Limits, Score, SearchResult};
use janggi_rules::{notation, EndReason, Game, Move, Outcome, Role, RuleProfile, Side};

fn game(profile: RuleProfile, fen: &str) -> Game {
    Game::from_fen(profile, fen).unwrap_or_else(|e| panic!("bad test FEN {fen}: {e}"))
}

fn search(game: &Game, depth: u32) -> SearchResult {
    let mut engine = Engine::new(16, 1);
    let stop = AtomicBool::new(false);
    engine.search(game, &Limits::depth(depth), &stop, &mut |_| {})
}

fn uci(game: &Game, m: Move) -> String {
    notation::uci(game.position(), m)
}

/// Plays the principal variation and checks it ends in checkmate of the
/// side that did not move first.
fn assert_pv_mates(game: &Game, r: &SearchResult, plies: usize) {
    let mut g = game.clone();
    let winner = g.position().turn();
    for &m in r.pv.iter().take(plies) {
        g.play(m)
            .unwrap_or_else(|e| panic!("PV move {m:?} illegal: {e:?}"));
    }
    assert_eq!(
        g.outcome(),
        Outcome::Decisive {
            winner,
            reason: EndReason::Checkmate
        },
        "PV {:?} does not mate",
        r.pv
    );
}

#[test]
fn xiangqi_mate_in_one_with_the_chariot() {
    let g = game(RuleProfile::XIANGQI, "3k5/7R1/9/9/9/9/9/9/9/4K3R w - - 0 1");
    // The rules agree: i1i10 mates.
    let mut check = g.clone();
    check.play_uci("i1i10").unwrap();
    assert_eq!(check.outcome().reason(), Some(EndReason::Checkmate));
    let r = search(&g, 3);
    assert_eq!(r.score, Score::Mate(1), "{r:?}");
    assert_eq!(uci(&g, r.best), "i1i10");
}

#[test]
fn xiangqi_mate_in_two_ladder() {
    // Two chariots: one takes rank 9, the other mates on rank 10.
    let g = game(RuleProfile::XIANGQI, "3k5/9/9/9/9/9/9/9/R8/1R3K3 w - - 0 1");
    let r = search(&g, 5);
    assert_eq!(r.score, Score::Mate(3), "{r:?}");
    assert_pv_mates(&g, &r, 3);
}

#[test]
fn janggi_cannon_mate_in_one() {
    // Cho's cannon jumps over the c5 soldier to e5 and checks over the
    // horse on e9; the guards cannot take the horse (the cannon would jump
    // them instead) and the general cannot (the d9 soldier guards e9).
    let g = game(
        RuleProfile::JANGGI_STANDARD,
        "3aka3/3PN4/9/9/9/C1P6/9/9/4K4/9 w - - 0 1",
    );
    let mut check = g.clone();
    check.play_uci("a5e5").unwrap();
    assert_eq!(check.outcome().reason(), Some(EndReason::Checkmate));
    let r = search(&g, 3);
    assert_eq!(r.score, Score::Mate(1), "{r:?}");
    assert_eq!(r.best.role(), Role::Cannon);
    assert_pv_mates(&g, &r, 1);
}

#[test]
fn janggi_palace_diagonal_chariot_mate_in_one() {
    // The chariot lands on the palace corner f8 and checks d10 along the
    // palace diagonal through e9.
    let g = game(
        RuleProfile::JANGGI_STANDARD,
        "3kb4/3b5/9/9/9/9/9/9/4K4/5R3 w - - 0 1",
    );
    let mut check = g.clone();
    check.play_uci("f1f8").unwrap();
    assert_eq!(check.outcome().reason(), Some(EndReason::Checkmate));
    let r = search(&g, 3);
    assert_eq!(r.score, Score::Mate(1), "{r:?}");
    assert_eq!(uci(&g, r.best), "f1f8");
}

#[test]
fn janggi_mate_in_two_ladder() {
    let g = game(
        RuleProfile::JANGGI_STANDARD,
        "4k4/9/9/9/9/9/9/9/R8/1R1K5 w - - 0 1",
    );
    let r = search(&g, 5);
    assert_eq!(r.score, Score::Mate(3), "{r:?}");
    assert_pv_mates(&g, &r, 3);
}

#[test]
fn xiangqi_wins_a_hanging_chariot() {
    let g = game(
        RuleProfile::XIANGQI,
        "r3k4/9/9/9/9/9/3r5/P8/2N6/5K3 w - - 0 1",
    );
    let r = search(&g, 4);
    assert_eq!(uci(&g, r.best), "c2d4", "{r:?}");
}

#[test]
fn janggi_wins_a_hanging_chariot() {
    let g = game(
        RuleProfile::JANGGI_STANDARD,
        "r8/4k4/9/9/9/9/3r5/P8/2N2K3/9 w - - 0 1",
    );
    let r = search(&g, 4);
    assert_eq!(uci(&g, r.best), "c2d4", "{r:?}");
}

#[test]
fn xiangqi_leaves_a_poisoned_horse() {
    // Rxd5 loses the chariot to the cannon jumping over its own soldier.
    let g = game(
        RuleProfile::XIANGQI,
        "4k4/9/3c5/3p5/9/3n5/9/9/9/1N1R1K3 w - - 0 1",
    );
    assert!(g.legal_moves().iter().any(|&m| uci(&g, m) == "d1d5"));
    let r = search(&g, 4);
    assert_ne!(uci(&g, r.best), "d1d5", "{r:?}");
}

#[test]
fn janggi_leaves_a_poisoned_horse() {
    let g = game(
        RuleProfile::JANGGI_STANDARD,
        "9/4k4/3c5/3p5/9/3n5/9/9/5K3/1N1R5 w - - 0 1",
    );
    assert!(g.legal_moves().iter().any(|&m| uci(&g, m) == "d1d5"));
    let r = search(&g, 4);
    assert_ne!(uci(&g, r.best), "d1d5", "{r:?}");
}

#[test]
fn xiangqi_never_loses_by_perpetual_check() {
    // Red, a horse down, has checked with every move: a9a10+ Ke9, a10a9+
    // Ke10, a9a10+ Ke9. Checking again on a9 lets Black repeat a third
    // time, and the checker loses under the Asian rules.
    let mut g = game(
        RuleProfile::XIANGQI,
        "4k4/R8/9/7n1/9/8r/9/9/9/3K5 w - - 0 1",
    );
    for m in ["a9a10", "e10e9", "a10a9", "e9e10", "a9a10", "e10e9"] {
        g.play_uci(m).unwrap();
    }
    assert_eq!(g.outcome(), Outcome::Ongoing);
    // The rules agree that repeating loses.
    let mut lost = g.clone();
    lost.play_uci("a10a9").unwrap();
    lost.play_uci("e9e10").unwrap();
    assert_eq!(
        lost.outcome(),
        Outcome::Decisive {
            winner: Side::Second,
            reason: EndReason::PerpetualCheck
        }
    );
    for depth in [1, 4, 7] {
        let r = search(&g, depth);
        assert_ne!(uci(&g, r.best), "a10a9", "depth {depth}: {r:?}");
    }
}

/// Quiescence sees a bikjang its capture forces: the horse leaves the
/// e-file taking the chariot, the generals face each other, and Han (behind
/// on points, 6 + 1.5 against 18) has no move that breaks it — its general
/// is boxed in by its elephants — so it can only pass, which ends the game
/// on points. At depth 1 the capture is already a rule win (the engine
/// before this knew only the chariot's worth, about 1,400).
#[test]
fn janggi_capture_that_forces_an_unbreakable_bikjang_wins_on_points() {
    let g = game(
        RuleProfile::JANGGI_FAIRY_STOCKFISH,
        "3bkb3/9/9/3r5/9/4N4/9/9/4K4/R8 w - - 0 1",
    );
    // The rules agree: after e5d7 Han's only legal move is the pass, and
    // passing ends the game on points for Cho.
    let mut check = g.clone();
    check.play_uci("e5d7").unwrap();
    let han = check.legal_moves();
    assert!(han.len() == 1 && han[0].is_pass(), "{han:?}");
    check.play(han[0]).unwrap();
    assert_eq!(check.outcome().winner(), Some(Side::First));
    let r = search(&g, 1);
    assert_eq!(uci(&g, r.best), "e5d7");
    assert!(matches!(r.score, Score::Cp(v) if v >= 19_000), "{r:?}");
}

/// A depth-2 search that reports a line for every root move it searches:
/// the result and the first moves of those lines.
fn every_line(g: &Game) -> (SearchResult, std::collections::HashSet<Move>) {
    let mut engine = Engine::new(16, 1);
    let stop = AtomicBool::new(false);
    let mut firsts = std::collections::HashSet::new();
    let limits = Limits {
        multipv: g.legal_moves().len() as u32,
        ..Limits::depth(2)
    };
    let r = engine.search(g, &limits, &stop, &mut |i| {
        if let Some(&m) = i.pv.first() {
            firsts.insert(m);
        }
    });
    (r, firsts)
}

/// Modern (Kakao): the computer never shuttles into a loss. Cho's chariot
/// arrived on a2 and went a2-a3-a2-a3; a3a2 now would lose by the
/// back-and-forth rule, so it is not among the moves searched (every other
/// move is: the multi-line report lists them all).
#[test]
fn modern_never_shuttles_into_a_loss() {
    let mut g = game(
        RuleProfile::JANGGI_MODERN,
        "3k5/9/9/9/9/9/9/9/5K3/R8 w - - 0 1",
    );
    for m in "a1a2 d10e10 a2a3 e10f10 a3a2 f10f9 a2a3 f9e9".split_whitespace() {
        g.play_uci(m).unwrap();
    }
    let shuttle = g
        .legal_moves()
        .iter()
        .copied()
        .find(|&m| uci(&g, m) == "a3a2")
        .expect("a3a2 is legal");
    let mut after = g.clone();
    after.play(shuttle).unwrap();
    assert_eq!(
        after.outcome(),
        Outcome::Decisive {
            winner: Side::Second,
            reason: EndReason::Shuttle
        },
        "the rule: a3a2 loses"
    );
    let all = g.legal_moves().len() as u32;
    let (r, firsts) = every_line(&g);
    assert_ne!(r.best, shuttle);
    assert!(!firsts.contains(&shuttle), "the shuttle is not searched");
    assert_eq!(firsts.len() as u32, all - 1, "every other move is");
}

/// Xiangqi under the AXF rules: the computer never completes its own
/// perpetual chase, and completes the opponent's. Red's chariot chased
/// Black's unprotected horse a6 <-> c7 twice round; d7d6 now would lose
/// (a chariot behind, Red would gladly take a plain repetition).
#[test]
fn axf_never_chases_into_a_loss_and_cashes_the_opponents_chase() {
    let mut g = game(
        RuleProfile::XIANGQI_AXF,
        "5k2r/9/3R5/9/n8/9/9/9/9/3K5 w - - 0 1",
    );
    for m in "d8d6 a6c7 d6d7 c7a6 d7d6 a6c7 d6d7 c7a6".split_whitespace() {
        g.play_uci(m).unwrap();
    }
    let chase = g
        .legal_moves()
        .iter()
        .copied()
        .find(|&m| uci(&g, m) == "d7d6")
        .expect("d7d6 is legal");
    let mut after = g.clone();
    after.play(chase).unwrap();
    assert_eq!(
        after.outcome(),
        Outcome::Decisive {
            winner: Side::Second,
            reason: EndReason::PerpetualChase
        },
        "the rule: d7d6 loses"
    );
    let all = g.legal_moves().len() as u32;
    let (r, firsts) = every_line(&g);
    assert_ne!(r.best, chase);
    assert!(!firsts.contains(&chase), "the losing chase is not searched");
    assert_eq!(firsts.len() as u32, all - 1, "every other move is");
    // The other way round: Black's chariot chases Red's horse (a5 <-> c4)
    // since the horse took a soldier; the horse's flight completing the
    // third repetition makes Black lose, and the computer plays it —
    // although a chariot ahead, it would never take a plain draw.
    let mut h = game(
        RuleProfile::XIANGQI_AXF,
        "5k3/9/9/9/9/p8/2Nr5/9/9/4K3R w - - 0 1",
    );
    for m in "c4a5 d4d5 a5c4 d5d4 c4a5 d4d5 a5c4 d5d4".split_whitespace() {
        h.play_uci(m).unwrap();
    }
    let cash = h
        .legal_moves()
        .iter()
        .copied()
        .find(|&m| uci(&h, m) == "c4a5")
        .expect("c4a5 is legal");
    let mut won = h.clone();
    won.play(cash).unwrap();
    assert_eq!(
        won.outcome().winner(),
        Some(Side::First),
        "{:?}",
        won.outcome()
    );
    let r = search(&h, 4);
    assert_eq!(r.best, cash);
}
