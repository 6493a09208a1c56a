//! The puzzle service: the puzzle screen's operations. The pure work is in
//! the rest of [`crate::puzzles`]; here the player's record is read from
//! and saved to the records' store (key `puzzles`, through the records
//! service it is handed at start-up), so rating, streak and progress
//! survive a restart. It takes no lock of its own: each call reads the
//! record, changes it and writes it back through the records' store.

use crate::puzzles::{self, PuzzleRecords};
use crate::records::RecordsService;
use janggi_wire::dto::{
    PuzzleAttempt, PuzzleBoard, PuzzleResult, PuzzleSolution, PuzzleStats, VariantId,
};
use janggi_wire::error::AppError;
use std::sync::Arc;
use std::time::{SystemTime, UNIX_EPOCH};

/// Store key of the puzzle records.
pub const PUZZLES_KEY: &str = "puzzles";

/// The puzzles and the player's record of them.
pub struct PuzzleService {
    records: Arc<RecordsService>,
}

impl PuzzleService {
    /// A service keeping the player's record in `records`' store.
    pub fn new(records: Arc<RecordsService>) -> PuzzleService {
        PuzzleService { records }
    }

    fn puzzle_records(&self) -> Result<PuzzleRecords, AppError> {
        let stored = self.records.open()?.get(PUZZLES_KEY);
        Ok(PuzzleRecords::from_value(stored.as_ref()))
    }

    fn save_puzzle_records(&self, r: &PuzzleRecords) -> Result<(), AppError> {
        let value = serde_json::to_value(r).map_err(|e| AppError::internal(e.to_string()))?;
        self.records.open()?.set(PUZZLES_KEY, value)
    }

    /// `puzzle_stats`: the player's record in `variant`.
    pub fn stats(&self, variant: VariantId) -> Result<PuzzleStats, AppError> {
        Ok(self.puzzle_records()?.of(variant).stats(variant))
    }

    /// `puzzle_current`: the puzzle in hand, if any and not finished (to
    /// resume after a restart).
    pub fn current(&self, variant: VariantId) -> Result<Option<PuzzleBoard>, AppError> {
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
    pub fn next(&self, variant: VariantId, theme: Option<String>) -> Result<PuzzleBoard, AppError> {
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
    pub fn board(&self, id: &str, moves: &[String]) -> Result<PuzzleBoard, AppError> {
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
    pub fn try_move(&self, a: &PuzzleAttempt) -> Result<PuzzleResult, AppError> {
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
    pub fn hint(&self, id: &str, moves: &[String]) -> Result<PuzzleResult, AppError> {
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
    pub fn solution(&self, id: &str, moves: &[String]) -> Result<PuzzleSolution, AppError> {
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
