//! The records service: the records of the app data directory (attached
//! once at start-up), the file of the last import preview and the last save
//! outcome told to the UI, each behind its own lock, with the records
//! screen's API (list, statistics, replay, export, import). It knows
//! nothing of the session or the core: the core hands it what to save and
//! asks it for the store ([`RecordsService::store`]) where it wires the
//! game to the records (saving, resuming, continuing a recorded game).
//!
//! Its locks (see `sync.rs`): `pending_import` (`Rank::PendingImport`, with
//! the records' own lock under it while `confirm_import` writes the chosen
//! games: the service's own I/O under its own lock) and `storage`
//! (`Rank::Storage`, innermost, held only to compare and copy).

use super::files::StorageFault;
use super::schema::FinishedGame;
use super::store::Records;
use crate::sync::{Ordered, Rank};
use janggi_formats::GameRecord;
use janggi_wire::dto::{GameFilter, GameList, ImportStatus, ReplayDto, Statistics, StorageStatus};
use janggi_wire::error::AppError;
use std::sync::atomic::AtomicU64;
use std::sync::{Arc, OnceLock};

/// Largest page of `list_games`.
const MAX_PAGE: usize = 500;

/// A file read by `preview_import` (`import.rs`): each game's status and
/// record (the legal prefix of a cut-short game) by game number, in file
/// order. Defined here, not beside its code, so that the service's fields
/// name no type of the module that implements it (an import cycle, see
/// `make lint-modules`).
pub(super) struct PendingImport {
    pub(super) id: u64,
    pub(super) games: Vec<(usize, ImportStatus, GameRecord)>,
}

/// The records and what the records screen keeps between calls.
pub struct RecordsService {
    /// The records, once attached (never, in a core without a directory).
    records: OnceLock<Arc<Records>>,
    /// The file read by the last `preview_import`, until confirmed or
    /// cancelled.
    pub(super) pending_import: Ordered<Option<PendingImport>>,
    pub(super) next_preview_id: AtomicU64,
    /// The last save's outcome told to the UI.
    storage: Ordered<StorageStatus>,
}

impl Default for RecordsService {
    fn default() -> Self {
        RecordsService::new()
    }
}

impl RecordsService {
    /// A service without records (until [`RecordsService::attach`]).
    pub fn new() -> RecordsService {
        RecordsService {
            records: OnceLock::new(),
            pending_import: Ordered::new(Rank::PendingImport, None),
            next_preview_id: AtomicU64::new(1),
            storage: Ordered::new(Rank::Storage, StorageStatus::Saved),
        }
    }

    /// Attaches the records (once, at start-up; a second call is ignored).
    pub fn attach(&self, records: Arc<Records>) {
        let _ = self.records.set(records);
    }

    /// The records, when attached.
    pub fn store(&self) -> Option<Arc<Records>> {
        self.records.get().cloned()
    }

    /// The records, or a `storage` error when they are not open.
    pub fn open(&self) -> Result<Arc<Records>, AppError> {
        self.store()
            .ok_or_else(|| AppError::storage("the records are not open"))
    }

    /// One finished game (`badArgument` when there is none with `id`).
    pub fn finished_game(&self, id: u64) -> Result<FinishedGame, AppError> {
        self.open()?
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
        let records = self.open()?;
        let (total, page) = records.list(|g| matches(&filter, g), offset, limit.min(MAX_PAGE));
        Ok(GameList {
            total,
            offset,
            games: page.iter().map(FinishedGame::summary).collect(),
        })
    }

    /// `get_statistics`.
    pub fn statistics(&self) -> Result<Statistics, AppError> {
        let records = self.open()?;
        Ok(Statistics {
            handicaps: records.handicap_statistics(),
            ..super::stats::summary(records.finished_len(), records.statistics())
        })
    }

    /// `replay_game`.
    pub fn replay_game(&self, id: u64) -> Result<ReplayDto, AppError> {
        super::replay::replay(&self.finished_game(id)?)
    }

    /// `export_game`: the text of game `id` as `"pgn"`, `"pgn-wxf"` or `"gib"`.
    pub fn export_game(&self, id: u64, format: &str) -> Result<String, AppError> {
        super::export::export(&self.finished_game(id)?, format)
    }

    /// Tells the service the outcome of a save; returns the state of saving
    /// and whether it differs from the last one told (then the player is to
    /// be told: a failure with its cause, or `saved` when the saves succeed
    /// again).
    pub fn note_save(&self, result: Result<(), StorageFault>) -> (StorageStatus, bool) {
        let status = match &result {
            Ok(()) => StorageStatus::Saved,
            Err(fault) => {
                eprintln!(
                    "janggi: cannot save the game: {}: {}",
                    fault.file, fault.message
                );
                fault.status()
            }
        };
        let mut last = self.storage.lock();
        let changed = *last != status;
        *last = status.clone();
        (status, changed)
    }

    /// The state of saving now (`saved`, or the last failure).
    pub fn storage_status(&self) -> StorageStatus {
        self.storage.lock().clone()
    }
}

/// Does `g` pass `filter`?
fn matches(filter: &GameFilter, g: &FinishedGame) -> bool {
    filter.variant.is_none_or(|v| g.variant() == v)
        && filter.result.is_none_or(|r| g.result_kind() == r)
}
