//! The puzzle screen's operations: the pure work is in
//! [`crate::puzzles`]; here the player's record is read from and saved to
//! the records' store (key `puzzles`), so rating, streak and progress
//! survive a restart.

use super::AppCore;
use crate::puzzles::{self, PuzzleRecords};
use janggi_wire::dto::{
    PuzzleAttempt, PuzzleBoard, PuzzleResult, PuzzleSolution, PuzzleStats, VariantId,
};
use janggi_wire::error::AppError;
use std::time::{SystemTime, UNIX_EPOCH};

/// Store key of the puzzle records.
pub const PUZZLES_KEY: &str = "puzzles";

impl AppCore {
    fn puzzle_records(&self) -> Result<PuzzleRecords, AppError> {
        let stored = self.records().open()?.get(PUZZLES_KEY);
        Ok(PuzzleRecords::from_value(stored.as_ref()))
    }

    fn save_puzzle_records(&self, r: &PuzzleRecords) -> Result<(), AppError> {
        let value = serde_json::to_value(r).map_err(|e| AppError::internal(e.to_string()))?;
        self.records().open()?.set(PUZZLES_KEY, value)
    }

    /// `puzzle_stats`: the player's record in `variant`.
    pub fn puzzle_stats(&self, variant: VariantId) -> Result<PuzzleStats, AppError> {
        Ok(self.puzzle_records()?.of(variant).stats(variant))
    }

    /// `puzzle_current`: the puzzle in hand, if any and not finished (to
    /// resume after a restart).
    pub fn puzzle_current(&self, variant: VariantId) -> Result<Option<PuzzleBoard>, AppError> {
        let mut r = self.puzzle_records()?;
        let Some(c) = r.of(variant).current.clone() else {
            return Ok(None);
        };
        if c.finished {
            return Ok(None);
        }
        match puzzles::puzzle(&c.id) {
            Ok((p, v)) if v == variant => puzzles::board(p, v, &[], false).map(Some),
            _ => Ok(None),
        }
    }

    /// `puzzle_next`: a new puzzle near the player's rating, with `theme`
    /// if given.
    pub fn puzzle_next(
        &self,
        variant: VariantId,
        theme: Option<String>,
    ) -> Result<PuzzleBoard, AppError> {
        let mut r = self.puzzle_records()?;
        let pick = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map(|d| d.subsec_nanos() as usize / 1000)
            .unwrap_or(0);
        let rec = r.of(variant);
        let p = rec
            .next(puzzles::set(variant), theme.as_deref(), pick)
            .ok_or_else(|| AppError::bad_argument("no puzzle with this theme"))?;
        rec.start(&p.id);
        self.save_puzzle_records(&r)?;
        puzzles::board(p, variant, &[], false)
    }

    /// `puzzle_board`: puzzle `id` after `moves` (opens it as the puzzle in
    /// hand).
    pub fn puzzle_board(&self, id: &str, moves: &[String]) -> Result<PuzzleBoard, AppError> {
        let (p, v) = puzzles::puzzle(id)?;
        let mut r = self.puzzle_records()?;
        let before = r.clone();
        r.of(v).start(id);
        if r != before {
            self.save_puzzle_records(&r)?;
        }
        puzzles::board(p, v, moves, false)
    }

    /// `puzzle_try`: judges a try; updates and saves the record.
    pub fn puzzle_try(&self, a: &PuzzleAttempt) -> Result<PuzzleResult, AppError> {
        let (p, v) = puzzles::puzzle(&a.puzzle_id)?;
        let t = puzzles::try_move(p, v, &a.moves, a.from, a.to)?;
        let mut r = self.puzzle_records()?;
        let rec = r.of(v);
        rec.start(&p.id);
        let change = if !t.correct {
            rec.miss(p)
        } else if t.done {
            rec.solve(p)
        } else {
            0
        };
        let stats = rec.stats(v);
        self.save_puzzle_records(&r)?;
        Ok(PuzzleResult {
            correct: t.correct,
            done: t.done,
            message: t.message,
            reply: t.reply,
            board: puzzles::board(p, v, &t.moves, t.done)?,
            stats,
            rating_change: change,
            refutation: t.refutation,
        })
    }

    /// `puzzle_hint`: the piece to move next (counts as a miss).
    pub fn puzzle_hint(&self, id: &str, moves: &[String]) -> Result<PuzzleResult, AppError> {
        let (p, v) = puzzles::puzzle(id)?;
        let hint = puzzles::hint(p, v, moves)?;
        let mut r = self.puzzle_records()?;
        let rec = r.of(v);
        let change = rec.miss(p);
        let stats = rec.stats(v);
        self.save_puzzle_records(&r)?;
        Ok(PuzzleResult {
            correct: false,
            done: false,
            message: None,
            reply: hint,
            board: puzzles::board(p, v, moves, false)?,
            stats,
            rating_change: change,
            refutation: None,
        })
    }

    /// `puzzle_solution`: the rest of the solution (counts as a miss and
    /// ends the puzzle).
    pub fn puzzle_solution(&self, id: &str, moves: &[String]) -> Result<PuzzleSolution, AppError> {
        let (p, v) = puzzles::puzzle(id)?;
        let (shown, all) = puzzles::solution(p, v, moves)?;
        let mut r = self.puzzle_records()?;
        let rec = r.of(v);
        rec.miss(p);
        rec.finish();
        let stats = rec.stats(v);
        self.save_puzzle_records(&r)?;
        Ok(PuzzleSolution {
            moves: shown,
            board: puzzles::board(p, v, &all, true)?,
            stats,
        })
    }
}
