//! The opening book: for the positions of the first plies, the moves this
//! engine rated within a small margin of its best, each with its score
//! (built by the `book` binary, `tools/build-book.sh`; never copied from
//! another program). A move is drawn with a weight falling with its score's
//! distance from the best, from the game's seed, so the computer varies its
//! openings without playing a move its own search thinks is worse.
//!
//! The file is text, one position a line:
//! `<board> <side to move> <uci>:<score> <uci>:<score> …`, the board and side
//! as in FEN, scores in the engine's units from the mover's side, best
//! first; `#` starts a comment line.

use std::collections::HashMap;
use std::sync::OnceLock;

use janggi_rules::{notation, Move, Position, Variant};
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

/// A book: positions and their moves.
#[derive(Debug, Default, Clone)]
pub struct Book {
    entries: HashMap<String, Vec<(String, i32)>>,
}

/// A line of a book file that does not read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BookError {
    /// 1-based line.
    pub line: usize,
    /// What is wrong.
    pub reason: String,
}

impl std::fmt::Display for BookError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "book line {}: {}", self.line, self.reason)
    }
}

/// The key of `pos` in a book: its FEN's board and side to move.
pub fn key(pos: &Position) -> String {
    let fen = pos.fen();
    let mut fields = fen.split(' ');
    format!(
        "{} {}",
        fields.next().unwrap_or(""),
        fields.next().unwrap_or("")
    )
}

/// One soldier in the engine's units (Janggi 200, Xiangqi 100).
pub fn soldier(variant: Variant) -> i32 {
    match variant {
        Variant::Janggi => 200,
        Variant::Xiangqi => 100,
    }
}

impl Book {
    /// Reads a book file.
    pub fn parse(text: &str) -> Result<Book, BookError> {
        let mut entries = HashMap::new();
        for (i, raw) in text.lines().enumerate() {
            let line = raw.trim();
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            let bad = |reason: &str| BookError {
                line: i + 1,
                reason: reason.to_string(),
            };
            let mut words = line.split_whitespace();
            let (Some(board), Some(side)) = (words.next(), words.next()) else {
                return Err(bad("expected a board, a side and moves"));
            };
            let mut moves = Vec::new();
            for w in words {
                let (m, s) = w
                    .split_once(':')
                    .ok_or_else(|| bad("a move without ':score'"))?;
                let s: i32 = s.parse().map_err(|_| bad("a score that is not a number"))?;
                moves.push((m.to_string(), s));
            }
            if moves.is_empty() {
                return Err(bad("a position without moves"));
            }
            entries.insert(format!("{board} {side}"), moves);
        }
        Ok(Book { entries })
    }

    /// Positions in the book.
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// `true` for an empty book.
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// Adds (or replaces) a position's moves, best first.
    pub fn insert(&mut self, pos: &Position, moves: Vec<(String, i32)>) {
        self.entries.insert(key(pos), moves);
    }

    /// The book's moves at `pos` that are legal there, with their scores.
    pub fn moves(&self, pos: &Position) -> Vec<(Move, i32)> {
        let Some(list) = self.entries.get(&key(pos)) else {
            return Vec::new();
        };
        let legal = pos.legal_moves();
        list.iter()
            .filter_map(|(u, s)| {
                legal
                    .iter()
                    .find(|&&m| notation::uci(pos, m) == *u)
                    .map(|&m| (m, *s))
            })
            .collect()
    }

    /// A move for `pos` drawn from the book with `seed`: weight
    /// `exp(-(best - score) / (soldier / 4))`, so a move a fifth of a
    /// soldier below the best is drawn 2.2 times less often. `None` when the
    /// position is not in the book.
    pub fn pick(&self, pos: &Position, seed: u64) -> Option<(Move, i32)> {
        let moves = self.moves(pos);
        let best = moves.iter().map(|&(_, s)| s).max()?;
        let scale = f64::from(soldier(pos.variant())) / 4.0;
        let weights: Vec<f64> = moves
            .iter()
            .map(|&(_, s)| (-f64::from(best - s) / scale).exp())
            .collect();
        let total: f64 = weights.iter().sum();
        let mut r = SmallRng::seed_from_u64(seed).random::<f64>() * total;
        for (&(m, s), w) in moves.iter().zip(&weights) {
            if r < *w {
                return Some((m, s));
            }
            r -= w;
        }
        moves.last().copied()
    }

    /// The book as a file, positions in key order (a stable diff).
    pub fn write(&self, header: &str) -> String {
        let mut keys: Vec<&String> = self.entries.keys().collect();
        keys.sort();
        let mut out = String::new();
        for l in header.lines() {
            out.push_str("# ");
            out.push_str(l);
            out.push('\n');
        }
        for k in keys {
            out.push_str(k);
            for (m, s) in &self.entries[k] {
                out.push_str(&format!(" {m}:{s}"));
            }
            out.push('\n');
        }
        out
    }
}

/// The book shipped with the engine for `variant` (empty if its file does
/// not read, which a test rules out).
pub fn builtin(variant: Variant) -> &'static Book {
    static JANGGI: OnceLock<Book> = OnceLock::new();
    static XIANGQI: OnceLock<Book> = OnceLock::new();
    let (cell, text) = match variant {
        Variant::Janggi => (&JANGGI, include_str!("../book/janggi.txt")),
        Variant::Xiangqi => (&XIANGQI, include_str!("../book/xiangqi.txt")),
    };
    cell.get_or_init(|| Book::parse(text).unwrap_or_default())
}

#[cfg(test)]
mod tests {
    use super::*;
    use janggi_rules::RuleProfile;

    #[test]
    fn reads_draws_by_weight_and_refuses_bad_lines() {
        let start = Position::new(&RuleProfile::XIANGQI);
        let text = format!("# a comment\n{} h3e3:30 b1c3:10 zz99:50\n", key(&start));
        let book = Book::parse(&text).unwrap();
        assert_eq!(book.len(), 1);
        let moves = book.moves(&start);
        assert_eq!(moves.len(), 2, "a move not legal here is left out");
        let mut counts = [0; 2];
        for seed in 0..1000 {
            let (m, _) = book.pick(&start, seed).unwrap();
            counts[usize::from(notation::uci(&start, m) != "h3e3")] += 1;
        }
        // Weights 1 and e^-0.8: about 69 % and 31 %.
        assert!((630..750).contains(&counts[0]), "{counts:?}");
        assert!(Book::parse("a b").is_err());
        assert!(Book::parse("a b h3e3").is_err());
        assert!(Book::parse("a b h3e3:x").is_err());
        let back = Book::parse(&book.write("header")).unwrap();
        assert_eq!(back.moves(&start), moves);
        let mut pos = start.clone();
        let _ = pos.make_move(moves[0].0);
        assert_eq!(book.pick(&pos, 1), None, "not in the book");
    }
}
