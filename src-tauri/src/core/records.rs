//! The records screen's operations that wire the records to the rest of
//! the core: deleting a game (its review's cache goes with it) and
//! continuing a recorded game (a new session). The rest of that screen's
//! API is the records service's (`crate::records::service`).

use super::AppCore;
use crate::records;
use crate::session::GameSession;
use janggi_wire::dto::{BoardView, LevelDto, Mode, SideDto};
use janggi_wire::error::AppError;

impl AppCore {
    /// `delete_game`.
    pub fn delete_game(&self, id: u64) -> Result<bool, AppError> {
        let g = self.records().finished_game(id)?;
        let records = self.records().open()?;
        let deleted = records.delete(g.id)?;
        crate::review::cache::remove_all(records.dir(), g.id);
        Ok(deleted)
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
        let g = self.records().finished_game(id)?;
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
            self.records().open()?.delete(g.id)?;
        }
        Ok(view)
    }
}
