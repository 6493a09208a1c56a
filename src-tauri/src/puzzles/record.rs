//! The player's puzzle record: rating, streak, solved and tried puzzles,
//! and the puzzle in hand — a plain value (serde), saved by the core.

use super::sets::{set, themes};
use janggi_puzzles::Puzzle;
use janggi_wire::dto::{PuzzleStats, VariantId};
use serde::{Deserialize, Serialize};

/// A new player's rating.
pub const START_RATING: i32 = 1000;
/// Rating step (Elo K factor).
const K: f64 = 32.0;

/// The puzzle in hand.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Current {
    /// Puzzle id.
    pub id: String,
    /// A wrong try, a hint or the solution was taken (rating already
    /// lowered once for this puzzle).
    pub failed: bool,
    /// Solved or given up.
    pub finished: bool,
}

/// The record in one game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct PuzzleRecord {
    /// Rating.
    pub rating: i32,
    /// Clean solves in a row.
    pub streak: u32,
    /// Longest streak.
    pub best_streak: u32,
    /// Ids of solved puzzles.
    pub solved: Vec<String>,
    /// Ids of tried puzzles.
    pub attempted: Vec<String>,
    /// The puzzle in hand.
    pub current: Option<Current>,
}

impl Default for PuzzleRecord {
    fn default() -> PuzzleRecord {
        PuzzleRecord {
            rating: START_RATING,
            streak: 0,
            best_streak: 0,
            solved: Vec::new(),
            attempted: Vec::new(),
            current: None,
        }
    }
}

/// Both games' records (the value stored under `puzzles`).
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct PuzzleRecords {
    /// Janggi.
    pub janggi: PuzzleRecord,
    /// Xiangqi.
    pub xiangqi: PuzzleRecord,
}

impl PuzzleRecords {
    /// Reads a stored value (a fresh record when absent or malformed).
    pub fn from_value(v: Option<&serde_json::Value>) -> PuzzleRecords {
        v.and_then(|v| serde_json::from_value(v.clone()).ok())
            .unwrap_or_default()
    }

    /// The record of `v`.
    pub fn of(&mut self, v: VariantId) -> &mut PuzzleRecord {
        match v {
            VariantId::Janggi => &mut self.janggi,
            VariantId::Xiangqi => &mut self.xiangqi,
        }
    }
}

/// Elo expectation of a player rated `r` against a puzzle rated `p`.
fn expected(r: i32, p: u32) -> f64 {
    1.0 / (1.0 + 10f64.powf((f64::from(p) - f64::from(r)) / 400.0))
}

impl PuzzleRecord {
    /// Makes `id` the puzzle in hand (kept as it was if it already is).
    pub fn start(&mut self, id: &str) {
        if self.current.as_ref().is_some_and(|c| c.id == id) {
            return;
        }
        self.current = Some(Current {
            id: id.to_string(),
            failed: false,
            finished: false,
        });
        if !self.attempted.iter().any(|a| a == id) {
            self.attempted.push(id.to_string());
        }
    }

    fn change(&mut self, puzzle_rating: u32, score: f64) -> i32 {
        let d = (K * (score - expected(self.rating, puzzle_rating))).round() as i32;
        self.rating = (self.rating + d).clamp(100, 3500);
        d
    }

    /// A miss on `p` (a wrong try, a hint or the solution): the first miss
    /// of a puzzle lowers the rating and ends the streak. Returns the
    /// rating change.
    pub fn miss(&mut self, p: &Puzzle) -> i32 {
        self.start(&p.id);
        let Some(c) = self.current.as_mut() else {
            return 0;
        };
        if c.failed || c.finished {
            return 0;
        }
        c.failed = true;
        self.streak = 0;
        self.change(p.rating, 0.0)
    }

    /// `p` solved: a clean solve raises the rating and the streak. Returns
    /// the rating change.
    pub fn solve(&mut self, p: &Puzzle) -> i32 {
        self.start(&p.id);
        let Some(c) = self.current.as_mut() else {
            return 0;
        };
        if c.finished {
            return 0;
        }
        c.finished = true;
        let clean = !c.failed;
        if !self.solved.contains(&p.id) {
            self.solved.push(p.id.clone());
        }
        if clean {
            self.streak += 1;
            self.best_streak = self.best_streak.max(self.streak);
            self.change(p.rating, 1.0)
        } else {
            0
        }
    }

    /// Gives up the puzzle in hand (its solution was shown).
    pub fn finish(&mut self) {
        if let Some(c) = self.current.as_mut() {
            c.finished = true;
        }
    }

    /// The next puzzle: not solved, not the one in hand, with `theme` (or
    /// any), among the six closest to the player's rating (`pick` chooses
    /// among them). When every puzzle with the theme is solved, solved ones
    /// come back.
    pub fn next<'a>(
        &self,
        set: &'a [Puzzle],
        theme: Option<&str>,
        pick: usize,
    ) -> Option<&'a Puzzle> {
        let current = self.current.as_ref().map(|c| c.id.as_str());
        let with_theme = |p: &&Puzzle| theme.is_none_or(|t| p.themes.iter().any(|x| x == t));
        let mut cands: Vec<&Puzzle> = set
            .iter()
            .filter(with_theme)
            .filter(|p| Some(p.id.as_str()) != current && !self.solved.contains(&p.id))
            .collect();
        if cands.is_empty() {
            cands = set
                .iter()
                .filter(with_theme)
                .filter(|p| Some(p.id.as_str()) != current)
                .collect();
        }
        if cands.is_empty() {
            return set.iter().find(|p| Some(p.id.as_str()) == current);
        }
        cands.sort_by_key(|p| ((p.rating as i32 - self.rating).abs(), p.id.clone()));
        let n = cands.len().min(6);
        Some(cands[pick % n])
    }

    /// The statistics the screen shows.
    pub fn stats(&self, v: VariantId) -> PuzzleStats {
        PuzzleStats {
            variant: v,
            rating: self.rating,
            streak: self.streak,
            best_streak: self.best_streak,
            solved: self.solved.len() as u32,
            attempted: self.attempted.len() as u32,
            total: set(v).len() as u32,
            themes: themes(v),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use janggi_puzzles::Kind;

    fn pz(id: &str, rating: u32) -> Puzzle {
        Puzzle {
            id: id.into(),
            fen: String::new(),
            line: vec![],
            kind: Kind::Mate,
            mate: 1,
            gain: 0,
            themes: vec!["mate".into()],
            rating,
            depth: 1,
        }
    }

    #[test]
    fn rating_rises_on_a_clean_solve_and_falls_once_on_a_miss() {
        let mut r = PuzzleRecord::default();
        let a = pz("j1", 1000);
        r.start("j1");
        let up = r.solve(&a);
        assert_eq!(up, 16);
        assert_eq!((r.rating, r.streak, r.best_streak), (1016, 1, 1));
        assert_eq!(r.solve(&a), 0, "a second solve counts nothing");
        let b = pz("j2", 1016);
        r.start("j2");
        let down = r.miss(&b);
        assert_eq!(down, -16);
        assert_eq!(r.miss(&b), 0, "only the first miss counts");
        assert_eq!(r.solve(&b), 0, "a solve after a miss does not raise");
        assert_eq!((r.rating, r.streak, r.best_streak), (1000, 0, 1));
        assert_eq!(r.solved, vec!["j1", "j2"]);
    }

    #[test]
    fn next_picks_unsolved_near_the_rating_with_the_theme() {
        let set = vec![pz("j1", 600), pz("j2", 1000), pz("j3", 1900), {
            let mut p = pz("j4", 1500);
            p.themes.push("cannon".into());
            p
        }];
        let mut r = PuzzleRecord::default();
        assert_eq!(r.next(&set, Some("cannon"), 0).unwrap().id, "j4");
        assert_eq!(r.next(&set, None, 0).unwrap().id, "j2");
        r.solved.push("j2".into());
        assert_eq!(r.next(&set, None, 0).unwrap().id, "j1");
        assert!(r.next(&set, Some("nothing"), 0).is_none());
    }

    #[test]
    fn a_malformed_stored_value_gives_a_fresh_record() {
        let v = serde_json::json!({"janggi": {"rating": "high"}});
        let r = PuzzleRecords::from_value(Some(&v));
        assert_eq!(r.janggi.rating, START_RATING);
        let v = serde_json::json!({"xiangqi": {"rating": 1200, "streak": 3}});
        let r = PuzzleRecords::from_value(Some(&v));
        assert_eq!((r.xiangqi.rating, r.xiangqi.streak), (1200, 3));
    }
}
