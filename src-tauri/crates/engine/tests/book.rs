//! The opening books shipped with the engine: they read, every move in
//! them is legal, a book move never loses more than half a soldier against
//! the engine's own best at depth 12 (a sample of positions), and with the
//! book the levels vary their openings.

use std::sync::atomic::AtomicBool;

use janggi_engine::book::{self, Book};
use janggi_engine::{Engine, Level, Limits, Score};
use janggi_rules::{Game, Position, RuleProfile, Variant};

const GAMES: [(Variant, &str); 2] = [
    (Variant::Janggi, include_str!("../book/janggi.txt")),
    (Variant::Xiangqi, include_str!("../book/xiangqi.txt")),
];

fn profile(v: Variant) -> RuleProfile {
    match v {
        Variant::Janggi => RuleProfile::JANGGI_STANDARD,
        Variant::Xiangqi => RuleProfile::XIANGQI,
    }
}

/// The book's positions, in file order.
fn positions(v: Variant, text: &str) -> Vec<Position> {
    text.lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|l| {
            let mut w = l.split_whitespace();
            let fen = format!("{} {} - - 0 1", w.next().unwrap(), w.next().unwrap());
            Position::from_fen(&fen, &profile(v)).unwrap_or_else(|e| panic!("{fen}: {e:?}"))
        })
        .collect()
}

fn cp(s: Score) -> i32 {
    match s {
        Score::Cp(c) => c,
        Score::Mate(n) if n > 0 => 30_000 - n,
        Score::Mate(n) => -30_000 - n,
    }
}

#[test]
fn the_books_read_and_every_move_is_legal() {
    for (v, text) in GAMES {
        let b = Book::parse(text).expect("the shipped book reads");
        let all = positions(v, text);
        assert!(b.len() >= 100, "{v:?}: {} positions", b.len());
        assert_eq!(all.len(), b.len(), "{v:?}: one line per position");
        for pos in &all {
            let listed = text
                .lines()
                .find(|l| l.starts_with(&book::key(pos)))
                .unwrap()
                .split_whitespace()
                .count()
                - 2;
            assert_eq!(
                b.moves(pos).len(),
                listed,
                "{v:?}: a move not legal at {}",
                pos.fen()
            );
        }
        assert_eq!(book::builtin(v).len(), b.len());
    }
}

/// A sample of each book (every n-th position, the start among them): each
/// book move searched alone to depth 12 scores within half a soldier of the
/// full search's best.
#[test]
fn book_moves_lose_at_most_half_a_soldier_at_depth_12() {
    let stop = AtomicBool::new(false);
    let mut engine = Engine::new(32, 1);
    for (v, text) in GAMES {
        let all = positions(v, text);
        let half = book::soldier(v) / 2;
        let step = (all.len() / 12).max(1);
        for pos in all.iter().step_by(step) {
            let game = Game::from_position(pos.clone());
            engine.new_game();
            let best = cp(engine
                .search(&game, &Limits::depth(12), &stop, &mut |_| {})
                .score);
            for (m, _) in book::builtin(v).moves(pos) {
                engine.new_game();
                let only = Limits {
                    searchmoves: vec![m],
                    ..Limits::depth(12)
                };
                let r = engine.search(&game, &only, &stop, &mut |_| {});
                assert_eq!(r.best, m);
                assert!(
                    cp(r.score) >= best - half,
                    "{v:?} {}: {m:?} scores {} against {best}",
                    pos.fen(),
                    cp(r.score)
                );
            }
        }
    }
}

/// With the book, a level's first moves differ from game to game (the
/// seed draws them); without it, the same position gets the same search.
#[test]
fn with_the_book_the_first_moves_vary() {
    let stop = AtomicBool::new(false);
    let mut engine = Engine::new(16, 1);
    engine.set_own_book(true);
    let game = Game::new(RuleProfile::XIANGQI);
    let mut seconds = std::collections::HashSet::new();
    let first = engine.play_level(&game, Level::new(9).unwrap(), 1, &stop, &mut |_| {});
    assert_eq!(first.depth, 0, "from the book, not searched");
    for seed in 0..40 {
        let mut g = game.clone();
        let a = engine.play_level(&g, Level::new(9).unwrap(), seed, &stop, &mut |_| {});
        g.play(a.best).unwrap();
        let b = engine.play_level(
            &g,
            Level::new(9).unwrap(),
            seed * 31 + 7,
            &stop,
            &mut |_| {},
        );
        assert_eq!(b.depth, 0, "the reply is in the book too");
        seconds.insert((a.best, b.best));
    }
    assert!(
        seconds.len() >= 3,
        "{} different two-ply openings",
        seconds.len()
    );
}
