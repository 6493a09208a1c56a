//! The shipped puzzle sets (src-tauri/data/puzzles, grown by `make
//! puzzles`): every puzzle's line replays with the rules crate and ends as
//! it says (a checkmate in the stated number of moves, the stated material
//! gain, a win on points at the move limit); mates in 1–2 are re-proved
//! unique by the exact solver; a sample is re-verified by the engine (the
//! first move is the only one that wins); and the judge accepts the stored
//! line and refuses other first moves.

use janggi::dto::VariantId;
use janggi::puzzles::{self, variant_of};
use janggi_puzzles::check::{engine_unique, obvious_capture, other_first_win, replay};
use janggi_puzzles::judge::{judge, Judged};
use janggi_puzzles::solve::{mating_moves, Budget};
use janggi_puzzles::Kind;
use janggi_rules::notation;
use std::collections::HashSet;

const GAMES: [VariantId; 2] = [VariantId::Janggi, VariantId::Xiangqi];

#[test]
fn each_game_ships_at_least_300_puzzles_with_unique_ids() {
    for v in GAMES {
        let set = puzzles::set(v);
        assert!(set.len() >= 300, "{v:?}: only {} puzzles", set.len());
        let ids: HashSet<&str> = set.iter().map(|p| p.id.as_str()).collect();
        assert_eq!(ids.len(), set.len(), "{v:?}: duplicate ids");
        let prefix = if v == VariantId::Janggi { 'j' } else { 'x' };
        for p in set {
            assert!(p.id.starts_with(prefix), "{}", p.id);
            assert!(
                p.themes.iter().any(|t| t == p.kind.name()),
                "{}: themes",
                p.id
            );
        }
    }
    // Janggi has the points endings; both have mates and material.
    let has = |v, k: Kind| puzzles::set(v).iter().any(|p| p.kind == k);
    assert!(has(VariantId::Janggi, Kind::Points));
    for v in GAMES {
        assert!(has(v, Kind::Mate) && has(v, Kind::Material), "{v:?}");
    }
}

#[test]
fn every_line_replays_and_ends_as_stated() {
    for v in GAMES {
        for p in puzzles::set(v) {
            if let Err(e) = replay(p, variant_of(v)) {
                panic!("{e}");
            }
        }
    }
}

/// A material puzzle is never won by one obvious capture (the first two
/// "win material" puzzles once were an elephant taking a chariot that only
/// a soldier defended).
#[test]
fn no_material_puzzle_is_one_obvious_capture() {
    for v in GAMES {
        let free: Vec<(&str, u32)> = puzzles::set(v)
            .iter()
            .filter(|p| obvious_capture(p, variant_of(v)).unwrap())
            .map(|p| (p.id.as_str(), p.rating))
            .collect();
        assert!(
            free.is_empty(),
            "{v:?}: {} obvious captures: {free:?}",
            free.len()
        );
    }
}

/// No puzzle refuses a first move that wins at once (a Xiangqi mate in 2
/// once had a stalemate, a win, in one move).
#[test]
fn no_other_first_move_wins_at_once() {
    for v in GAMES {
        for p in puzzles::set(v) {
            let other = other_first_win(p, variant_of(v)).unwrap();
            assert_eq!(other, None, "{}: another first move wins at once", p.id);
        }
    }
}

#[test]
fn short_mates_have_exactly_one_mating_first_move() {
    for v in GAMES {
        for p in puzzles::set(v)
            .iter()
            .filter(|p| p.kind == Kind::Mate && p.mate <= 2)
        {
            let g = p.game(variant_of(v)).unwrap();
            let mut pos = g.position().clone();
            let mut b = Budget::new(5_000_000);
            let m = mating_moves(&mut pos, p.mate, &mut b).expect("within budget");
            let names: Vec<String> = m.iter().map(|&m| notation::uci(g.position(), m)).collect();
            assert_eq!(names, vec![p.line[0].clone()], "{}", p.id);
        }
    }
}

/// Ten puzzles a game, spread over the set (mates up to 3 moves so the
/// searches stay short), re-verified by the engine at a modest depth.
#[test]
fn a_sample_is_unique_for_the_engine() {
    for v in GAMES {
        let set: Vec<_> = puzzles::set(v)
            .iter()
            .filter(|p| p.kind != Kind::Mate || p.mate <= 3)
            .collect();
        let step = (set.len() / 10).max(1);
        let unit = if v == VariantId::Janggi { 200 } else { 100 };
        for p in set.iter().step_by(step).take(10) {
            let depth = match p.kind {
                Kind::Mate => 2 * p.mate + 1,
                Kind::Points => 4,
                _ => 6,
            };
            if let Err(e) = engine_unique(p, variant_of(v), depth, unit / 2) {
                panic!("{e}");
            }
        }
    }
}

#[test]
fn the_judge_takes_the_stored_line_and_refuses_other_first_moves() {
    for v in GAMES {
        for p in puzzles::set(v).iter().step_by(25) {
            let rv = variant_of(v);
            let mut g = p.game(rv).unwrap();
            // Another first move is refused.
            let other = g
                .legal_moves()
                .iter()
                .copied()
                .find(|&m| !m.is_pass() && notation::uci(g.position(), m) != p.line[0])
                .unwrap_or_else(|| panic!("{}: the first move is the only one", p.id));
            assert!(
                matches!(judge(p, rv, &[], other).unwrap(), Judged::Wrong(_)),
                "{}: {} accepted",
                p.id,
                notation::uci(g.position(), other)
            );
            // The stored line completes the puzzle.
            let mut played: Vec<String> = Vec::new();
            loop {
                let m = notation::parse_uci(g.position(), &p.line[played.len()]).unwrap();
                match judge(p, rv, &played, m).unwrap() {
                    Judged::Right {
                        played: u,
                        reply,
                        done,
                    } => {
                        g.play(m).unwrap();
                        played.push(u);
                        if done {
                            // A points ending may end on the defender's reply.
                            if let Some(r) = reply {
                                assert_eq!(r, p.line[played.len()], "{}: stored reply", p.id);
                                played.push(r);
                            }
                            break;
                        }
                        let r = reply.expect("a reply while the puzzle goes on");
                        assert_eq!(r, p.line[played.len()], "{}: stored reply", p.id);
                        g.play_uci(&r).unwrap();
                        played.push(r);
                    }
                    Judged::Wrong(w) => panic!("{}: stored move refused ({w:?})", p.id),
                }
            }
            assert_eq!(played.len(), p.line.len(), "{}", p.id);
        }
    }
}

/// A refused first move of a mate puzzle gets a refutation: a legal answer
/// after which the solver has no mate in the moves left.
#[test]
fn a_refused_mate_try_is_refuted_by_an_escaping_answer() {
    let mut checked = 0;
    for v in GAMES {
        for p in puzzles::set(v)
            .iter()
            .filter(|p| p.kind == Kind::Mate)
            .step_by(20)
        {
            let rv = variant_of(v);
            let g = p.game(rv).unwrap();
            let Some(other) = g
                .legal_moves()
                .iter()
                .copied()
                .filter(|&m| !m.is_pass() && notation::uci(g.position(), m) != p.line[0])
                .find(|&m| matches!(judge(p, rv, &[], m).unwrap(), Judged::Wrong(_)))
            else {
                continue;
            };
            let answer = janggi_puzzles::judge::refutation(p, rv, &[], other)
                .unwrap()
                .unwrap_or_else(|| panic!("{}: no refutation", p.id));
            let mut after = g.clone();
            after.play(other).unwrap();
            after
                .play_uci(&answer)
                .unwrap_or_else(|e| panic!("{}: {answer} is not legal: {e:?}", p.id));
            let mut pos = after.position().clone();
            let left = p.mate - 1;
            let mut b = Budget::new(3_000_000);
            assert_eq!(
                janggi_puzzles::solve::mates_within(&mut pos, left, &mut b),
                Some(false),
                "{}: after {answer} the solver still mates in {left}",
                p.id
            );
            checked += 1;
        }
    }
    assert!(checked >= 10, "only {checked} puzzles checked");
}

/// A refused try after which the move limit ends the game (a points puzzle
/// one move from the limit) has no answer to show: the refutation is the
/// end, with both sides' points, the solver behind.
#[test]
fn a_try_that_ends_the_game_on_points_is_refuted_by_the_points() {
    let p = puzzles::set(VariantId::Janggi)
        .iter()
        .find(|p| p.kind == Kind::Points && p.line.len() == 1)
        .expect("a points puzzle at the limit");
    let g = p.game(variant_of(VariantId::Janggi)).unwrap();
    let solver = g.position().turn();
    let other = g
        .legal_moves()
        .iter()
        .copied()
        .find(|&m| !m.is_pass() && notation::uci(g.position(), m) != p.line[0])
        .expect("another move");
    let r = puzzles::try_move(
        p,
        VariantId::Janggi,
        &[],
        other.from().index() as u32,
        other.to().index() as u32,
    )
    .unwrap();
    assert!(!r.correct);
    let refutation = r.refutation.expect("a refutation");
    assert_eq!(refutation.answer, None);
    let points = refutation.ends_on_points.expect("the points at the end");
    let (mine, theirs) = if solver == janggi_rules::Side::First {
        (points.first, points.second)
    } else {
        (points.second, points.first)
    };
    assert!(
        mine < theirs,
        "{}: the solver is behind ({mine} to {theirs})",
        p.id
    );
}
