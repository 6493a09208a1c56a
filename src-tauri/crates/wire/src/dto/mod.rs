//! Wire types of docs/contracts.md section 3: camelCase JSON, enums tagged
//! with `type`, squares as numbers 0..89 (`rank*9+file`). One file per
//! screen's payloads; everything is re-exported here flat.
//!
//! This module depends on the rules crate only (no session, store or
//! Tauri): every other module of the app may use it.

mod analysis;
mod choices;
mod clock;
mod game;
mod handicap;
mod lan;
mod levels;
mod moves;
mod puzzles;
mod records;
mod review;
mod settings;
mod storage;
mod tutorial;
mod vocab;

pub use analysis::{
    AnalysisInfoDto, AnalysisSource, AnalysisStep, AnalysisView, EditorBoard, EditorCheck,
    MoveMark, SetupProblem, SetupProblemKind, ANALYSIS_MAX_LINES,
};
pub use choices::Choices;
pub use clock::{ClockPause, ClockView, MoveTimerDto, SideClockDto, TimeControlDto};
pub use game::{
    Announcement, BoardFrame, BoardView, CapturedDto, ChaseDto, HintDto, LegalMovesDto, MoveDto,
    NewGameOptions, OutcomeDto, PassWarningDto, Phase, PieceDto, PointsDto, SearchInfoDto,
    SetupsDto,
};
pub use handicap::{HandicapDto, HandicapId, HandicapInfo, HandicapView, SetupArmyDto};
pub use lan::{LanFoundGame, LanHostOptions, LanJoinRequest, LanLink, LanNote, LanStatus};
pub use levels::{LevelChoice, RankDto, RatingDto, RatingPointDto, RatingsDto};
pub use puzzles::{
    PuzzleAttempt, PuzzleBoard, PuzzleKind, PuzzleRefutation, PuzzleResult, PuzzleSolution,
    PuzzleStats, ThemeCount,
};
pub use records::{
    GameFilter, GameList, GameSummary, HandicapStatLine, ImportGameDto, ImportPreview,
    ImportProblem, ImportResult, ImportStatus, ReasonCount, RecordFormat, RecordInfoKind,
    RecordInfoLine, ReplayDto, ReplayFrame, ResultKind, StatLine, StatRow, Statistics,
};
pub use review::{
    ClassCounts, MoveClass, MoveReviewDto, PositionEvalDto, ReviewAnalysisDto, ReviewDoneDto,
    ReviewDto, ReviewLineDto, ReviewProgressDto, ReviewQuality, ReviewSource, SideReviewDto,
};
pub use settings::{
    AnimationSpeed, AppInfoDto, BoardOrientation, JanggiNotation, Language, Motion, Notice,
    Palette, PieceStyle, Settings, XiangqiNotation,
};
pub use storage::{StorageCause, StorageStatus};
pub use tutorial::{LessonBoard, LessonMove, TutorialAttempt, TutorialProgress, TutorialResult};
pub use vocab::{
    EndReasonDto, LevelDto, Mode, OpeningId, ProfileIdDto, RoleDto, SetupId, SideDto, VariantId,
    MOVE_TIMER_CHOICES,
};
