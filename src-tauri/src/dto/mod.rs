//! Wire types of docs/contracts.md section 3: camelCase JSON, enums tagged
//! with `type`, squares as numbers 0..89 (`rank*9+file`). One file per
//! screen's payloads; everything is re-exported here flat.
//!
//! This module depends on the rules crate only (no session, store or
//! Tauri): every other module of the app may use it.

mod game;
mod puzzles;
mod records;
mod settings;
mod tutorial;
mod vocab;

pub use game::{
    Announcement, BoardFrame, BoardView, CapturedDto, HintDto, LegalMovesDto, MoveDto,
    MoveTimerDto, NewGameOptions, OutcomeDto, Phase, PieceDto, PointsDto, SearchInfoDto, SetupsDto,
};
pub use puzzles::{
    PuzzleAttempt, PuzzleBoard, PuzzleKind, PuzzleResult, PuzzleSolution, PuzzleStats, ThemeCount,
};
pub use records::{
    GameFilter, GameList, GameSummary, ImportGameDto, ImportPreview, ImportProblem, ImportResult,
    ImportStatus, RecordFormat, ReplayDto, ReplayFrame, ResultKind, StatRow, Statistics,
};
pub use settings::{AnimationSpeed, BoardOrientation, Language, Notice, PieceStyle, Settings};
pub use tutorial::{LessonBoard, LessonMove, TutorialAttempt, TutorialProgress, TutorialResult};
pub use vocab::{EndReasonDto, LevelDto, Mode, ProfileIdDto, RoleDto, SetupId, SideDto, VariantId};
