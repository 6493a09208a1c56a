//! The one error type that crosses the IPC boundary: `{ kind, message }`
//! (docs/contracts.md section 3). Commands never panic on bad input; every
//! failure becomes an [`AppError`] the UI can branch on by `kind`.
//! It lives in the wire crate, apart from Tauri, with the argument
//! decoding ([`crate::args`]) that the fuzz crate runs.

use serde::{Deserialize, Serialize};
use std::fmt;
use ts_rs::TS;

/// What went wrong, for the UI to branch on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "AppErrorKind")]
#[serde(rename_all = "camelCase")]
pub enum ErrorKind {
    /// No game has been started (or it was discarded).
    NoGame,
    /// An argument is malformed or out of range (square 200, unknown id, …).
    BadArgument,
    /// The move is not legal in the current position.
    IllegalMove,
    /// It is not the caller's turn (the computer's turn, or the wrong side).
    NotYourTurn,
    /// The game is over.
    GameOver,
    /// The computer is thinking; the request must wait.
    AiThinking,
    /// A handicap that cannot be used: an unknown one, one of the other
    /// game's, or one asked for where handicaps are not played (a game on
    /// two devices, a game from a set-up position).
    BadHandicap,
    /// A clock outside the limits a game accepts (`TimeControlDto::check`),
    /// or a clock with main time together with a move timer.
    BadClock,
    /// Reading or writing persisted data failed.
    Storage,
    /// A file to import is larger than the limit (`Choices::max_import_mib`).
    FileTooLarge,
    /// A file to import could not be read (gone, no permission, a folder).
    FileUnreadable,
    /// A file to import holds no game this app reads (empty, another
    /// format, a damaged binary record).
    BadRecord,
    /// The host of a game on two devices refused to let this device join
    /// (a wrong code, a full or locked game).
    JoinRefused,
    /// A bug or an unexpected state; the message says what.
    Internal,
}

/// A command's failure: `{ "kind": "illegalMove", "message": "…" }`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct AppError {
    /// Category of the failure.
    pub kind: ErrorKind,
    /// What happened, in English, for logs and tests; the UI shows the
    /// text of `kind` in the player's language, never this.
    pub message: String,
}

impl AppError {
    /// An error of `kind` with `message`.
    pub fn new(kind: ErrorKind, message: impl Into<String>) -> AppError {
        AppError {
            kind,
            message: message.into(),
        }
    }
    /// `noGame`.
    pub fn no_game() -> AppError {
        AppError::new(
            ErrorKind::NoGame,
            "no game in progress: start a new game first",
        )
    }
    /// `badArgument` with `message`.
    pub fn bad_argument(message: impl Into<String>) -> AppError {
        AppError::new(ErrorKind::BadArgument, message)
    }
    /// `illegalMove` with `message`.
    pub fn illegal(message: impl Into<String>) -> AppError {
        AppError::new(ErrorKind::IllegalMove, message)
    }
    /// `notYourTurn` with `message`.
    pub fn not_your_turn(message: impl Into<String>) -> AppError {
        AppError::new(ErrorKind::NotYourTurn, message)
    }
    /// `fileTooLarge`: the file has more than `max` bytes.
    pub fn file_too_large(max: usize) -> AppError {
        AppError::new(
            ErrorKind::FileTooLarge,
            format!("the file is larger than {} MiB", max >> 20),
        )
    }
    /// `gameOver`.
    pub fn game_over() -> AppError {
        AppError::new(ErrorKind::GameOver, "the game is over")
    }
    /// `aiThinking`.
    pub fn ai_thinking() -> AppError {
        AppError::new(ErrorKind::AiThinking, "the computer is thinking")
    }
    /// `badHandicap` with `message`.
    pub fn bad_handicap(message: impl Into<String>) -> AppError {
        AppError::new(ErrorKind::BadHandicap, message)
    }

    /// `badClock` with `message`.
    pub fn bad_clock(message: impl Into<String>) -> AppError {
        AppError::new(ErrorKind::BadClock, message)
    }
    /// `storage` with `message`.
    pub fn storage(message: impl Into<String>) -> AppError {
        AppError::new(ErrorKind::Storage, message)
    }
    /// `internal` with `message`.
    pub fn internal(message: impl Into<String>) -> AppError {
        AppError::new(ErrorKind::Internal, message)
    }
}

impl fmt::Display for AppError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:?}: {}", self.kind, self.message)
    }
}

impl std::error::Error for AppError {}

impl From<janggi_rules::PlayError> for AppError {
    fn from(e: janggi_rules::PlayError) -> AppError {
        use janggi_rules::PlayError;
        match e {
            PlayError::Illegal(m) => AppError::illegal(m),
            PlayError::GameOver => AppError::game_over(),
            PlayError::BadNotation(m) => AppError::bad_argument(m),
        }
    }
}

impl From<janggi_rules::FenError> for AppError {
    fn from(e: janggi_rules::FenError) -> AppError {
        AppError::bad_argument(format!("bad FEN: {e}"))
    }
}

impl From<janggi_rules::HandicapError> for AppError {
    fn from(e: janggi_rules::HandicapError) -> AppError {
        AppError::bad_handicap(e.to_string())
    }
}

impl From<serde_json::Error> for AppError {
    fn from(e: serde_json::Error) -> AppError {
        AppError::bad_argument(e.to_string())
    }
}
