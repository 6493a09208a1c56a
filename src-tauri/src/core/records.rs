//! The records screen's operations: list, statistics, delete, replay,
//! continue from a replayed position, export, import.

use super::AppCore;
use crate::dto::{
    BoardView, GameFilter, GameList, ImportResult, LevelDto, Mode, ReplayDto, SideDto, Statistics,
};
use crate::error::AppError;
use crate::records::{self, FinishedGame};
use crate::session::GameSession;

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
            total_games: records.len(),
            rows: records.statistics(),
        })
    }

    /// `delete_game`.
    pub fn delete_game(&self, id: u64) -> Result<bool, AppError> {
        let g = self.finished_game(id)?;
        self.open_records()?.delete(g.id)
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
            _ => LevelDto::Intermediate,
        });
        let played = records::game_at(&g, ply)?;
        let human_side = human_side.unwrap_or_else(|| played.position().turn().into());
        let mode = Mode::VsComputer { level, human_side };
        let session = GameSession::with_game(
            self.next_game_id(),
            played,
            mode,
            self.orientation_for(mode),
            g.setups,
            None,
        );
        Ok(self.install_session(session))
    }

    /// `export_game`: the text of game `id` as `"pgn"`, `"pgn-wxf"` or `"gib"`.
    pub fn export_game(&self, id: u64, format: &str) -> Result<String, AppError> {
        records::export(&self.finished_game(id)?, format)
    }

    /// `import_games`: a PGN or `.gib` file, all or nothing.
    pub fn import_games(&self, bytes: &[u8]) -> Result<ImportResult, AppError> {
        let ids = self.open_records()?.import(bytes)?;
        Ok(ImportResult {
            imported: ids.len(),
            ids,
        })
    }
}
