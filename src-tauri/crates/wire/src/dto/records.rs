//! The records screen's wire types: the list of finished games, the
//! statistics, a replay, an import's result.

use super::game::{BoardFrame, SetupsDto};
use super::game::{MoveDto, PointsDto};
use super::handicap::{HandicapDto, HandicapId};
use super::vocab::{EndReasonDto, LevelDto, Mode, ProfileIdDto, SideDto, VariantId};
use janggi_formats::ImportErrorKind;
use serde::{Deserialize, Serialize};
use ts_rs::TS;

/// The result of a game from the human's point of view (vs computer) or
/// from Cho's (other games).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub enum ResultKind {
    /// Won.
    Win,
    /// Lost.
    Loss,
    /// Drawn.
    Draw,
    /// Not known (an imported record without a result).
    Unknown,
}

/// Statistics key and count: vs-computer games by game, level, the human's
/// side, result and end reason.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct StatRow {
    /// Janggi or Xiangqi.
    pub variant: VariantId,
    /// The computer's level.
    pub level: LevelDto,
    /// The human's side.
    pub human_side: SideDto,
    /// The human's result.
    pub result: ResultKind,
    /// Why the game ended (`None` = unknown).
    pub reason: Option<EndReasonDto>,
    /// Number of games.
    pub count: u32,
}

/// A finished game in the records list (no moves).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct GameSummary {
    /// Id.
    pub id: u64,
    /// Janggi or Xiangqi.
    pub variant: VariantId,
    /// Rules.
    pub profile: ProfileIdDto,
    /// Who played (`null` = imported).
    pub mode: Option<Mode>,
    /// When it ended or was imported (epoch ms).
    pub date_ms: u64,
    /// Winner (`null` = draw or unknown).
    pub winner: Option<SideDto>,
    /// Why it ended.
    pub reason: Option<EndReasonDto>,
    /// Decided by points.
    pub by_points: bool,
    /// Win/loss/draw for the human (vs computer) or Cho.
    pub result: ResultKind,
    /// Half-moves.
    pub plies: usize,
    /// Final points (Janggi points, e.g. 73.5).
    pub points: PointsDto,
    /// Setups.
    pub setups: SetupsDto,
    /// Player names of an imported game.
    pub players: Option<[String; 2]>,
    /// Left unfinished when another game was started (resumable).
    pub unfinished: bool,
    /// A handicap game (never rated): who gave which handicap.
    pub handicap: Option<HandicapDto>,
    /// An imported game's date as its record wrote it, read as ISO 8601
    /// (`YYYY-MM-DD`, or `YYYY-MM` / `YYYY` when that is all it says);
    /// `null` for a game played here (its date is `date_ms`) and for a
    /// record without a date it can read (then `record_info` has the text,
    /// if any).
    pub record_date: Option<String>,
    /// An imported game's headers to show, in order: event, round, date,
    /// site, time control, then the file's other headers.
    pub record_info: Vec<RecordInfoLine>,
    /// A study (variations, comments) is kept with it: the analysis board
    /// opens it.
    pub study: bool,
    /// It is only a study, saved from the analysis board.
    pub study_only: bool,
}

/// One header of an imported record.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct RecordInfoLine {
    /// What it is, for the label in the player's language.
    pub kind: RecordInfoKind,
    /// The header's name in the file (shown for `other`).
    pub name: String,
    /// Its value, as written.
    pub value: String,
}

/// What a record header is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub enum RecordInfoKind {
    /// Event or tournament.
    Event,
    /// Round.
    Round,
    /// Date.
    Date,
    /// Place.
    Site,
    /// Time control.
    TimeControl,
    /// Any other header.
    Other,
}

/// One position of a replay.
pub type ReplayFrame = BoardFrame;

/// A finished game to replay: every position (the start first) and move.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct ReplayDto {
    /// The game.
    pub game: GameSummary,
    /// `moves.len() + 1` positions.
    pub frames: Vec<ReplayFrame>,
    /// The moves.
    pub moves: Vec<MoveDto>,
}

/// Which games `list_games` returns.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct GameFilter {
    /// Only this game.
    #[serde(default)]
    #[ts(optional = nullable)]
    pub variant: Option<VariantId>,
    /// Only this result.
    #[serde(default)]
    #[ts(optional = nullable)]
    pub result: Option<ResultKind>,
}

/// One page of the records list.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct GameList {
    /// Games matching the filter.
    pub total: usize,
    /// Where this page starts.
    pub offset: usize,
    /// The page, newest first.
    pub games: Vec<GameSummary>,
}

/// One line of the statistics table and one bar of its chart: the human's
/// results against the computer in one game, at one level, on one side.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct StatLine {
    /// Janggi or Xiangqi.
    pub variant: VariantId,
    /// The computer's level.
    pub level: LevelDto,
    /// The human's side.
    pub side: SideDto,
    /// Games won.
    pub win: u32,
    /// Games lost.
    pub loss: u32,
    /// Games drawn, and games whose result is not known.
    pub draw: u32,
}

/// Games that ended for one reason.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct ReasonCount {
    /// Why they ended (`None` = not known).
    pub reason: Option<EndReasonDto>,
    /// How many.
    pub count: u32,
}

/// Statistics and how many games they count.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct Statistics {
    /// Finished games in the records (all kinds).
    pub total_games: usize,
    /// Counts of games against the computer.
    pub rows: Vec<StatRow>,
    /// The table's lines from `rows`, by game, level (weakest first) and
    /// side, only those with games.
    pub lines: Vec<StatLine>,
    /// The games of `rows` by end reason, most frequent first.
    pub reasons: Vec<ReasonCount>,
    /// Handicap games against the computer, counted apart (they are not in
    /// `rows`): by game, level, handicap and who gave it.
    pub handicaps: Vec<HandicapStatLine>,
}

/// The human's results in handicap games against the computer at one level
/// with one handicap, given by one side.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct HandicapStatLine {
    /// Janggi or Xiangqi.
    pub variant: VariantId,
    /// The computer's level.
    pub level: LevelDto,
    /// The handicap.
    pub handicap: HandicapId,
    /// The human gave it (else the computer did).
    pub human_gives: bool,
    /// Games won.
    pub win: u32,
    /// Games lost.
    pub loss: u32,
    /// Games drawn, and games whose result is not known.
    pub draw: u32,
}

/// What an import added.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct ImportResult {
    /// Number of games added.
    pub imported: usize,
    /// Their ids.
    pub ids: Vec<u64>,
    /// Games left out because the records already hold them.
    pub duplicates: usize,
}

/// What became of one game of a file read for an import preview.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub enum ImportStatus {
    /// Replays to the end; will be imported.
    Complete,
    /// Cut short by a bad move: its legal part may be imported.
    Cut,
    /// Refused (a header problem, or a bad first move): nothing to import.
    Refused,
    /// The records (or an earlier game of the file) already hold it.
    Duplicate,
}

/// Why a game of a file was refused or cut short.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub enum ImportProblem {
    /// The file holds no game.
    Empty,
    /// The file is too large.
    TooLarge,
    /// `.gib` old coordinate system (`구좌표`).
    OldCoordinates,
    /// A header line is malformed.
    BadHeader,
    /// A setup header is not one of the four setups.
    BadSetup,
    /// The start position is not readable.
    BadFen,
    /// Not Janggi or Xiangqi.
    UnknownVariant,
    /// A move names an unknown piece.
    UnknownPiece,
    /// Text in the moves that is not a move.
    BadMove,
    /// A move the rules do not allow.
    IllegalMove,
    /// The `[판]` board does not match the moves.
    BoardMismatch,
}

impl From<&ImportErrorKind> for ImportProblem {
    fn from(k: &ImportErrorKind) -> Self {
        match k {
            ImportErrorKind::Empty => ImportProblem::Empty,
            ImportErrorKind::TooLarge(_) => ImportProblem::TooLarge,
            ImportErrorKind::OldCoordinates => ImportProblem::OldCoordinates,
            ImportErrorKind::BadHeader(_) => ImportProblem::BadHeader,
            ImportErrorKind::BadSetup(_) => ImportProblem::BadSetup,
            ImportErrorKind::BadFen(_) => ImportProblem::BadFen,
            ImportErrorKind::UnknownVariant(_) => ImportProblem::UnknownVariant,
            ImportErrorKind::UnknownPiece(_) => ImportProblem::UnknownPiece,
            ImportErrorKind::BadMove(_) => ImportProblem::BadMove,
            ImportErrorKind::IllegalMove(_) => ImportProblem::IllegalMove,
            ImportErrorKind::BoardMismatch(_) => ImportProblem::BoardMismatch,
        }
    }
}

/// One game of an import preview.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct ImportGameDto {
    /// 1-based number of the game in the file.
    pub number: usize,
    /// 1-based line where the game starts.
    pub line: usize,
    /// Players (Cho/Red, Han/Black) as the file names them.
    pub players: [String; 2],
    /// What will happen to it.
    pub status: ImportStatus,
    /// Moves that replay (all of them for a complete game).
    pub plies: usize,
    /// Why it was refused or cut short.
    pub problem: Option<ImportProblem>,
    /// The move the problem is about, as the file wrote it.
    pub token: Option<String>,
    /// 1-based line of the problem (0 when unknown).
    pub problem_line: usize,
    /// 1-based ply of the bad move (0 when not about a move).
    pub ply: usize,
    /// `.gib` `[판]` board had to be read the other way up.
    pub board_flipped: bool,
    /// `.gib` setups were taken from the moves.
    pub setups_inferred: bool,
    /// A PGN tag's value held unescaped quotes and was read leniently.
    pub header_lenient: bool,
}

/// A file read for import, nothing written yet (`preview_import`); confirm
/// with `confirm_import { previewId, includePartial }`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct ImportPreview {
    /// Handle for `confirm_import` / `cancel_import`.
    pub preview_id: u64,
    /// `"gib"`, `"pgn"`, `"xqf"` or `"cbr"` (CCBridge `.cbr` / `.cbl`).
    pub format: String,
    /// The file name, when one was given.
    pub name: Option<String>,
    /// Games that will be imported (complete, not duplicates).
    pub complete: usize,
    /// Games cut short (their legal part may be imported).
    pub cut: usize,
    /// Games refused.
    pub refused: usize,
    /// Games already in the records.
    pub duplicates: usize,
    /// Every game of the file, in file order.
    pub games: Vec<ImportGameDto>,
}

/// The text formats a finished game exports to.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
pub enum RecordFormat {
    /// PGN, moves in UCI coordinates.
    #[serde(rename = "pgn")]
    Pgn,
    /// PGN, Xiangqi moves in WXF (`C2.5`); Janggi games stay in UCI.
    #[serde(rename = "pgn-wxf")]
    PgnWxf,
    /// Korean `.gib`.
    #[serde(rename = "gib")]
    Gib,
    /// PGN as the Xiangqi programs write it: `[Game "Chinese Chess"]`,
    /// `[Format "Chinese"]`, moves in Chinese notation (`炮二平五`).
    /// Janggi games stay in UCI.
    #[serde(rename = "pgn-chinese")]
    PgnChinese,
    /// PGN as the Xiangqi programs write it with ICCS moves (`H2-E2`),
    /// `[Format "ICCS"]`. Janggi games stay in UCI.
    #[serde(rename = "pgn-iccs")]
    PgnIccs,
}

impl RecordFormat {
    /// The formats a game of `variant` exports to, in menu order, each
    /// writing its moves in its own form: Janggi PGN (UCI) and `.gib`;
    /// Xiangqi PGN in UCI, Chinese, ICCS and WXF (`.gib` is Janggi's only;
    /// the Xiangqi notations would leave a Janggi game in UCI).
    pub fn for_variant(variant: VariantId) -> Vec<RecordFormat> {
        match variant {
            VariantId::Janggi => vec![RecordFormat::Pgn, RecordFormat::Gib],
            VariantId::Xiangqi => vec![
                RecordFormat::Pgn,
                RecordFormat::PgnChinese,
                RecordFormat::PgnIccs,
                RecordFormat::PgnWxf,
            ],
        }
    }
}

impl RecordFormat {
    /// The name on the wire (`"pgn"`, `"pgn-wxf"`, `"gib"`, `"pgn-chinese"`,
    /// `"pgn-iccs"`).
    pub fn name(self) -> &'static str {
        match self {
            RecordFormat::Pgn => "pgn",
            RecordFormat::PgnWxf => "pgn-wxf",
            RecordFormat::Gib => "gib",
            RecordFormat::PgnChinese => "pgn-chinese",
            RecordFormat::PgnIccs => "pgn-iccs",
        }
    }
}
