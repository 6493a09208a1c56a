//! The analysis board: the core's side is only where a study starts (the
//! start position, a FEN, a record, the game in progress); everything else
//! is the analysis service's (`crate::analysis`), which takes no other
//! lock.

use super::AppCore;
use crate::records::{self, profile_of, FinishedGame};
use janggi_rules::{Position, Waivers};
use janggi_wire::dto::{AnalysisSource, AnalysisView, GameSummary, SideDto};
use janggi_wire::error::AppError;

use crate::analysis::editor::profile_for;

impl AppCore {
    /// `analysis_open`: a study from `source`, the engine on its position.
    /// A bad FEN or a missing record is refused and changes nothing.
    pub fn analysis_open(&self, source: AnalysisSource) -> Result<AnalysisView, AppError> {
        let mut origin = None;
        let (start, moves, at, orientation) = match source {
            AnalysisSource::Pgn { variant, text } => {
                return self.inner.analysis.open_pgn(&text, variant);
            }
            AnalysisSource::Start { variant } => (
                Position::new(&profile_for(variant)),
                Vec::new(),
                0,
                SideDto::First,
            ),
            AnalysisSource::Fen {
                variant,
                fen,
                waive,
            } => {
                let waivers = if waive { Waivers::ALL } else { Waivers::FEN };
                let pos = Position::from_fen_waiving(fen.trim(), &profile_for(variant), waivers)?;
                (pos, Vec::new(), 0, SideDto::First)
            }
            AnalysisSource::Record { id, ply } => {
                let g = self.records().finished_game(id)?;
                if let Some(study) = &g.study {
                    return self.inner.analysis.open_saved(
                        study,
                        profile_of(&g),
                        ply as usize,
                        g.viewpoint().into(),
                        g.id,
                    );
                }
                origin = Some(g.id);
                let start = Position::from_fen(&g.start_fen, &profile_of(&g))
                    .map_err(|e| AppError::storage(format!("bad start position: {e}")))?;
                let moves = records::parse_moves(&start, &g.moves)?;
                if ply as usize > moves.len() {
                    return Err(AppError::bad_argument(format!(
                        "the game has {} moves, not {ply}",
                        moves.len()
                    )));
                }
                (start, moves, ply as usize, g.viewpoint().into())
            }
            AnalysisSource::Puzzle { variant, id } => {
                let p = crate::puzzles::set(variant)
                    .iter()
                    .find(|p| p.id == id)
                    .ok_or_else(|| AppError::bad_argument(format!("no puzzle {id}")))?;
                let game = p
                    .game(crate::puzzles::variant_of(variant))
                    .map_err(AppError::internal)?;
                let start = game.position().clone();
                let mut pos = start.clone();
                let mut moves = Vec::new();
                for u in &p.line {
                    let m = janggi_rules::notation::parse_uci(&pos, u)
                        .map_err(|e| AppError::internal(format!("puzzle {id}: {u}: {e:?}")))?;
                    let _undo = pos.make_move(m);
                    moves.push(m);
                }
                let solver = start.turn().into();
                (start, moves, 0, solver)
            }
            AnalysisSource::Current { ply } => {
                let guard = self.session_lock();
                let s = guard.as_ref().ok_or_else(AppError::no_game)?;
                let game = s.game();
                let moves = game.moves().to_vec();
                let at = match ply {
                    None => moves.len(),
                    Some(p) if p as usize <= moves.len() => p as usize,
                    Some(p) => {
                        return Err(AppError::bad_argument(format!(
                            "the game has {} moves, not {p}",
                            moves.len()
                        )))
                    }
                };
                (
                    game.start_position().clone(),
                    moves,
                    at,
                    s.orientation().into(),
                )
            }
        };
        self.inner
            .analysis
            .open(start, &moves, at, orientation, origin)
    }

    /// `analysis_save`: keeps the open study in the records. Opened from a
    /// record whose moves are its main line, it is kept with that record;
    /// a study saved before is written over; otherwise it is a new record
    /// of its own. Returns the record's summary.
    pub fn analysis_save(&self) -> Result<GameSummary, AppError> {
        let id = self.inner.analysis.study_id()?;
        let (pgn, game, origin) = self.inner.analysis.to_save()?;
        let records = self.records().open()?;
        let main = records::uci_string(game.start_position(), game.moves())?;
        let start = game.start_position().fen();
        let over = origin
            .and_then(|o| records.game(o))
            .filter(|g| g.is_study_only() || (g.moves == main && g.start_fen == start));
        let g = match over {
            Some(g) if g.is_study_only() => FinishedGame {
                study: Some(pgn),
                date_ms: crate::clock::now_ms(),
                ..FinishedGame::study(g.id, &game)?
            },
            Some(g) => FinishedGame {
                study: Some(pgn),
                ..g
            },
            None => FinishedGame {
                study: Some(pgn),
                ..FinishedGame::study(0, &game)?
            },
        };
        let saved = records.put(g)?;
        self.inner.analysis.saved_as(id, saved);
        records
            .game(saved)
            .map(|g| g.summary())
            .ok_or_else(|| AppError::internal("the saved study is not in the records"))
    }

    /// The analysis service (moves, navigation, the engine's switch).
    pub fn analysis(&self) -> &crate::analysis::Analysis {
        &self.inner.analysis
    }
}
