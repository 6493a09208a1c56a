//! The records screen's operations: list, statistics, delete, replay,
//! continue from a replayed position, export, import.

use super::{AppCore, PendingImport};
use crate::records::{self, FinishedGame};
use crate::session::GameSession;
use janggi_formats::{self as formats, Format, GameRecord, ImportNote, LenientGame};
use janggi_wire::dto::{
    BoardView, GameFilter, GameList, ImportGameDto, ImportPreview, ImportProblem, ImportResult,
    ImportStatus, LevelDto, Mode, ReplayDto, SideDto, Statistics,
};
use janggi_wire::error::AppError;
use std::collections::HashSet;
use std::sync::atomic::Ordering;

/// Largest page of `list_games`.
const MAX_PAGE: usize = 500;

/// Does `g` pass `filter`?
fn matches(filter: &GameFilter, g: &FinishedGame) -> bool {
    filter.variant.is_none_or(|v| g.variant() == v)
        && filter.result.is_none_or(|r| g.result_kind() == r)
}

impl AppCore {
    /// One finished game (`badArgument` when there is none with `id`).
    pub fn finished_game(&self, id: u64) -> Result<FinishedGame, AppError> {
        self.open_records()?
            .game(id)
            .ok_or_else(|| AppError::bad_argument(format!("no game {id} in the records")))
    }

    /// `list_games`: one page of the games matching `filter`, newest first.
    pub fn list_games(
        &self,
        filter: GameFilter,
        offset: usize,
        limit: usize,
    ) -> Result<GameList, AppError> {
        let records = self.open_records()?;
        let (total, page) = records.list(|g| matches(&filter, g), offset, limit.min(MAX_PAGE));
        Ok(GameList {
            total,
            offset,
            games: page.iter().map(FinishedGame::summary).collect(),
        })
    }

    /// `get_statistics`.
    pub fn statistics(&self) -> Result<Statistics, AppError> {
        let records = self.open_records()?;
        Ok(Statistics {
            handicaps: records.handicap_statistics(),
            ..crate::records::stats::summary(records.finished_len(), records.statistics())
        })
    }

    /// `delete_game`.
    pub fn delete_game(&self, id: u64) -> Result<bool, AppError> {
        let g = self.finished_game(id)?;
        let records = self.open_records()?;
        let deleted = records.delete(g.id)?;
        crate::review::cache::remove_all(records.dir(), g.id);
        Ok(deleted)
    }

    /// `replay_game`.
    pub fn replay_game(&self, id: u64) -> Result<ReplayDto, AppError> {
        records::replay(&self.finished_game(id)?)
    }

    /// `continue_game`: a new game against the computer from position `ply`
    /// of a recorded game, keeping its moves (undo goes back through them).
    /// The human plays the side to move unless `human_side` says otherwise;
    /// the level defaults to the recorded game's, else intermediate.
    pub fn continue_game(
        &self,
        id: u64,
        ply: usize,
        level: Option<LevelDto>,
        human_side: Option<SideDto>,
    ) -> Result<BoardView, AppError> {
        let g = self.finished_game(id)?;
        let level = level.unwrap_or(match g.mode {
            Some(Mode::VsComputer { level, .. }) => level,
            _ => LevelDto::fallback(),
        });
        let played = records::game_at(&g, ply)?;
        let human_side = human_side.unwrap_or_else(|| played.position().turn().into());
        let resumed = g.unfinished && ply == g.plies();
        let mode = match g.mode {
            // An unfinished game resumed where it was left goes on with its
            // own players (two players stay two players).
            Some(mode) if resumed => mode,
            _ => Mode::VsComputer { level, human_side },
        };
        let mut session = GameSession::with_game(
            self.next_game_id(),
            played,
            mode,
            self.inner.settings.orientation_for(mode),
            g.setups,
            None,
        );
        if resumed {
            // The same game going on: rated if it was, against the same
            // computer "person".
            session.set_rated(g.rated);
            session.set_ai_seed(g.ai_seed.unwrap_or_else(rand::random));
        } else {
            session.set_ai_seed(rand::random());
        }
        let view = self.install_session(session);
        if resumed {
            // It is the current game again (saved as such): one copy only.
            self.open_records()?.delete(g.id)?;
        }
        Ok(view)
    }

    /// `export_game`: the text of game `id` as `"pgn"`, `"pgn-wxf"` or `"gib"`.
    pub fn export_game(&self, id: u64, format: &str) -> Result<String, AppError> {
        records::export(&self.finished_game(id)?, format)
    }

    /// A PGN or `.gib` file imported whole, all or nothing (the error names
    /// its first bad line); the UI imports through [`AppCore::preview_import`].
    pub fn import_games(&self, bytes: &[u8]) -> Result<ImportResult, AppError> {
        let ids = self.open_records()?.import(bytes)?;
        Ok(ImportResult {
            imported: ids.len(),
            ids,
            duplicates: 0,
        })
    }

    /// `preview_import`: reads a PGN, `.gib` or `.xqf` file game by game and
    /// says what confirming would import; writes nothing. The file is kept
    /// (replacing any earlier preview) for [`AppCore::confirm_import`].
    pub fn preview_import(
        &self,
        bytes: &[u8],
        name: Option<String>,
    ) -> Result<ImportPreview, AppError> {
        let report = formats::import(bytes).map_err(|e| AppError::bad_argument(e.to_string()))?;
        let mut known = self.open_records()?.duplicate_keys();
        let mut games = Vec::with_capacity(report.games.len());
        let mut kept = Vec::with_capacity(report.games.len());
        for g in report.games {
            let status = status_of(&g, &mut known);
            games.push(game_dto(&g, status));
            kept.push((g.number, status, g.record));
        }
        let count = |s: ImportStatus| games.iter().filter(|g| g.status == s).count();
        let id = self.inner.next_preview_id.fetch_add(1, Ordering::Relaxed);
        let preview = ImportPreview {
            preview_id: id,
            format: match report.format {
                Format::Gib => "gib",
                Format::Pgn => "pgn",
                Format::Xqf => "xqf",
                Format::Cbr => "cbr",
            }
            .into(),
            name,
            complete: count(ImportStatus::Complete),
            cut: count(ImportStatus::Cut),
            refused: count(ImportStatus::Refused),
            duplicates: count(ImportStatus::Duplicate),
            games,
        };
        *self.inner.pending_import.lock() = Some(PendingImport { id, games: kept });
        Ok(preview)
    }

    /// `confirm_import`: writes the complete games of preview `id` and the
    /// legal part of the cut-short games whose numbers are in
    /// `include_partial`; games the records already hold are skipped.
    pub fn confirm_import(
        &self,
        id: u64,
        include_partial: &[usize],
    ) -> Result<ImportResult, AppError> {
        let mut pending = self.inner.pending_import.lock();
        let Some(p) = pending.as_ref().filter(|p| p.id == id) else {
            return Err(AppError::bad_argument(format!(
                "import preview {id} is not open (already confirmed, cancelled or replaced)"
            )));
        };
        let wanted: HashSet<usize> = include_partial.iter().copied().collect();
        let chosen: Vec<GameRecord> = p
            .games
            .iter()
            .filter(|(number, status, _)| match status {
                ImportStatus::Complete => true,
                ImportStatus::Cut => wanted.contains(number),
                _ => false,
            })
            .map(|(_, _, r)| r.clone())
            .collect();
        let (ids, duplicates) = self.open_records()?.import_records(&chosen)?;
        *pending = None;
        Ok(ImportResult {
            imported: ids.len(),
            ids,
            duplicates,
        })
    }

    /// `cancel_import`: forgets preview `id`; `false` when it was not open.
    pub fn cancel_import(&self, id: u64) -> bool {
        let mut pending = self.inner.pending_import.lock();
        if pending.as_ref().is_some_and(|p| p.id == id) {
            *pending = None;
            true
        } else {
            false
        }
    }
}

/// What confirming would do with `g`; `known` holds the keys of the games
/// in the records and of those before `g` in the file that will be imported.
fn status_of(g: &LenientGame, known: &mut HashSet<String>) -> ImportStatus {
    let status = match &g.error {
        None => ImportStatus::Complete,
        Some(_) if g.legal_prefix().is_some() => ImportStatus::Cut,
        Some(_) => return ImportStatus::Refused,
    };
    let key = g.record.duplicate_key();
    if known.contains(&key) {
        ImportStatus::Duplicate
    } else {
        if status == ImportStatus::Complete {
            known.insert(key);
        }
        status
    }
}

fn game_dto(g: &LenientGame, status: ImportStatus) -> ImportGameDto {
    let e = g.error.as_ref();
    ImportGameDto {
        number: g.number,
        line: g.line,
        players: g.record.players.clone(),
        status,
        plies: g.record.moves.len(),
        problem: e.map(|e| ImportProblem::from(&e.kind)),
        token: e.and_then(|e| e.kind.token()).map(str::to_string),
        problem_line: e.map_or(0, |e| e.line),
        ply: e.map_or(0, |e| e.ply),
        board_flipped: g.notes.contains(&ImportNote::BoardReadFlipped),
        setups_inferred: g.notes.contains(&ImportNote::SetupsInferred),
        header_lenient: g.notes.contains(&ImportNote::HeaderReadLeniently),
    }
}
