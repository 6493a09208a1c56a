//! A save job: what one change of the game asks of the records, copied
//! under the session lock and written after it ([`super::saving`]). Apart
//! from the code that writes it, so that the core's state can hold the
//! queue without an import cycle (see `make lint-modules`).

use crate::records::SavedGame;
use crate::session::GameSession;
use janggi_rules::Game;

/// What one change of the game asks of the records.
pub(super) struct SaveJob {
    pub(super) kind: SaveKind,
    pub(super) session_id: u64,
    /// The game as it was (the finished entry is made from it).
    pub(super) game: Game,
    /// The unfinished-game snapshot, its uid and start filled in by the
    /// records.
    snapshot: SavedGame,
}

#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum SaveKind {
    /// The game in progress (or just finished): `Records::persist`.
    Current,
    /// A game being replaced while it still goes on:
    /// `Records::keep_unfinished`.
    KeepUnfinished,
}

impl SaveJob {
    pub(super) fn of(kind: SaveKind, session: &GameSession) -> SaveJob {
        SaveJob {
            kind,
            session_id: session.id(),
            game: session.game().clone(),
            snapshot: super::persist::snapshot(session, 0, 0),
        }
    }

    pub(super) fn snapshot(&self, uid: u64, started_ms: u64) -> SavedGame {
        SavedGame {
            uid,
            started_ms,
            ..self.snapshot.clone()
        }
    }
}
