//! The records service's import: a file read game by game into a preview
//! (nothing written), kept until the player confirms (the chosen games
//! written) or cancels it. Apart from the service's other calls to keep
//! each file to one job.

use super::service::{PendingImport, RecordsService};
use janggi_formats::{self as formats, Format, GameRecord, ImportNote, LenientGame};
use janggi_wire::dto::{ImportGameDto, ImportPreview, ImportProblem, ImportResult, ImportStatus};
use janggi_wire::error::{AppError, ErrorKind};
use std::collections::HashSet;
use std::sync::atomic::Ordering;

impl RecordsService {
    /// A PGN or `.gib` file imported whole, all or nothing (the error names
    /// its first bad line); the UI imports through
    /// [`RecordsService::preview_import`].
    pub fn import_games(&self, bytes: &[u8]) -> Result<ImportResult, AppError> {
        let ids = self.open()?.import(bytes)?;
        Ok(ImportResult {
            imported: ids.len(),
            ids,
            duplicates: 0,
        })
    }

    /// `preview_import`: reads a PGN, `.gib` or `.xqf` file game by game and
    /// says what confirming would import; writes nothing. The file is kept
    /// (replacing any earlier preview) for [`RecordsService::confirm_import`].
    pub fn preview_import(
        &self,
        bytes: &[u8],
        name: Option<String>,
    ) -> Result<ImportPreview, AppError> {
        let report = formats::import(bytes).map_err(|e| match e.kind {
            formats::ImportErrorKind::TooLarge(_) => AppError::file_too_large(formats::MAX_INPUT),
            _ => AppError::new(ErrorKind::BadRecord, e.to_string()),
        })?;
        let mut known = self.open()?.duplicate_keys();
        let mut games = Vec::with_capacity(report.games.len());
        let mut kept = Vec::with_capacity(report.games.len());
        for g in report.games {
            let status = status_of(&g, &mut known);
            games.push(game_dto(&g, status));
            kept.push((g.number, status, g.record));
        }
        let count = |s: ImportStatus| games.iter().filter(|g| g.status == s).count();
        let id = self.next_preview_id.fetch_add(1, Ordering::Relaxed);
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
        *self.pending_import.lock() = Some(PendingImport { id, games: kept });
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
        let mut pending = self.pending_import.lock();
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
        // Written under the preview's lock (both are this service's): a
        // second confirm of the same preview waits, then finds it gone.
        let (ids, duplicates) = self.open()?.import_records(&chosen)?;
        *pending = None;
        Ok(ImportResult {
            imported: ids.len(),
            ids,
            duplicates,
        })
    }

    /// `cancel_import`: forgets preview `id`; `false` when it was not open.
    pub fn cancel_import(&self, id: u64) -> bool {
        let mut pending = self.pending_import.lock();
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
