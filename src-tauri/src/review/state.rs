//! The reviews of one run of the app: each reviewed game (its positions,
//! moves, verdicts so far, where its cache lives, the stop flag of its
//! running analysis). Plain data; the core starts and stops the analyses.

use super::{report, PositionEval};
use janggi_rules::{Game, Move, Position, Side};
use janggi_wire::dto::{
    BoardFrame, Mode, MoveDto, ReviewAnalysisDto, ReviewDto, ReviewQuality, ReviewSource,
    SetupsDto, VariantId,
};
use janggi_wire::error::AppError;
use std::collections::VecDeque;
use std::path::PathBuf;
use std::sync::atomic::AtomicBool;
use std::sync::Arc;

/// Reviews kept in memory (for lines and playing on), newest last.
pub const KEPT_REVIEWS: usize = 4;

/// A game under review.
pub struct Reviewed {
    /// Its id.
    pub id: u64,
    /// What is reviewed.
    pub source: ReviewSource,
    /// How hard the engine looks.
    pub quality: ReviewQuality,
    /// Janggi or Xiangqi.
    pub variant: VariantId,
    /// Who played (`None`: imported).
    pub mode: Option<Mode>,
    /// Janggi setups, when known.
    pub setups: SetupsDto,
    /// The side drawn at the bottom.
    pub orientation: Side,
    /// The game at each position.
    pub games: Vec<Game>,
    /// The played moves.
    pub moves: Vec<Move>,
    /// Where its verdicts are cached (none without records or an id).
    pub cache: Option<PathBuf>,
    /// Start position (FEN).
    pub start_fen: String,
    /// The moves in UCI (the cache's key).
    pub uci: Vec<String>,
    /// Verdicts so far (all of them once done).
    pub evals: Vec<PositionEval>,
    /// Set while its analysis runs.
    pub running: Option<Arc<AtomicBool>>,
}

impl Reviewed {
    /// Every position has its verdict.
    pub fn complete(&self) -> bool {
        self.evals.len() == self.games.len()
    }

    /// The wire form (`cached`: the analysis came from the cache).
    pub fn dto(&self, cached: bool) -> ReviewDto {
        let positions: Vec<&Position> = self.games.iter().map(Game::position).collect();
        ReviewDto {
            review_id: self.id,
            source: self.source,
            variant: self.variant,
            orientation: self.orientation.into(),
            human_side: match self.mode {
                Some(Mode::VsComputer { human_side, .. }) => Some(human_side),
                _ => None,
            },
            frames: positions.iter().map(|p| BoardFrame::of(p)).collect(),
            moves: positions
                .iter()
                .zip(&self.moves)
                .map(|(p, &m)| MoveDto::describe(p, m))
                .collect(),
            analysis: self.complete().then(|| self.analysis()),
            cached,
        }
    }

    /// The screen's analysis of the verdicts.
    pub fn analysis(&self) -> ReviewAnalysisDto {
        report(
            self.variant,
            self.quality,
            &self.games,
            &self.moves,
            &self.evals,
        )
    }

    /// The same game at the same quality.
    pub fn same_game(&self, other: &Reviewed) -> bool {
        self.quality == other.quality && self.start_fen == other.start_fen && self.uci == other.uci
    }
}

/// The reviews of this run of the app.
#[derive(Default)]
pub struct ReviewState {
    /// The last id given out.
    pub next_id: u64,
    /// The reviews, oldest first.
    pub kept: VecDeque<Reviewed>,
}

impl ReviewState {
    /// Review `id` (`badArgument` when gone).
    pub fn get(&self, id: u64) -> Result<&Reviewed, AppError> {
        self.kept
            .iter()
            .find(|r| r.id == id)
            .ok_or_else(|| AppError::bad_argument(format!("no review {id} (closed or replaced)")))
    }
    /// Ids of the reviews whose analysis runs.
    pub fn running_ids(&self) -> Vec<u64> {
        self.kept
            .iter()
            .filter(|r| r.running.is_some())
            .map(|r| r.id)
            .collect()
    }
    /// Review `id`, to change.
    pub fn get_mut(&mut self, id: u64) -> Option<&mut Reviewed> {
        self.kept.iter_mut().find(|r| r.id == id)
    }
}
