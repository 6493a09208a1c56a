//! The records screen's wire types: the list of finished games, the
//! statistics, a replay, an import's result.

use super::game::{BoardFrame, SetupsDto};
use super::game::{MoveDto, PointsDto};
use super::vocab::{EndReasonDto, LevelDto, Mode, ProfileIdDto, SideDto, VariantId};
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

/// Statistics and how many games they count.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct Statistics {
    /// Finished games in the records (all kinds).
    pub total_games: usize,
    /// Counts of games against the computer.
    pub rows: Vec<StatRow>,
}

/// What an import added.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct ImportResult {
    /// Number of games added.
    pub imported: usize,
    /// Their ids.
    pub ids: Vec<u64>,
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
}

impl RecordFormat {
    /// The name on the wire (`"pgn"`, `"pgn-wxf"`, `"gib"`).
    pub fn name(self) -> &'static str {
        match self {
            RecordFormat::Pgn => "pgn",
            RecordFormat::PgnWxf => "pgn-wxf",
            RecordFormat::Gib => "gib",
        }
    }
}
