//! The files' schema: what `store.json` and `games.json` hold, their
//! version, and how older or damaged content is read.
//!
//! Schema history: version 1 held `settings` (and `tutorial`) only; it
//! migrates by keeping both. A file without `version` is read as version 1.
//! Version 2 added `current` (the unfinished game) and `games.json`.

use super::moves::uci_string;
use crate::dto::{
    EndReasonDto, GameSummary, Mode, PointsDto, ProfileIdDto, ResultKind, Settings, SetupId,
    SetupsDto, SideDto, VariantId,
};
use crate::error::AppError;
use janggi_formats::{self as formats, GameRecord, RecordResult, Setups};
use janggi_rules::{Game, ProfileId, RuleProfile, Side};
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

/// File name of the small store, relative to the app data directory.
pub const STORE_FILE: &str = "store.json";
/// File name of the finished games.
pub const GAMES_FILE: &str = "games.json";
/// Current schema version.
pub const SCHEMA_VERSION: u64 = 2;
/// Store key of the unfinished game.
pub const CURRENT_KEY: &str = "current";
/// Store key of the settings.
pub const SETTINGS_KEY: &str = "settings";

/// The unfinished game, as saved after every move.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct SavedGame {
    /// Id of the game in the records (its finished entry gets the same id).
    pub uid: u64,
    /// When it started (epoch ms).
    pub started_ms: u64,
    /// Rules.
    pub profile: ProfileIdDto,
    /// Start position (FEN).
    pub start_fen: String,
    /// Moves from the start, UCI, separated by spaces (a pass is `e2e2`-style).
    pub moves: String,
    /// Who plays.
    pub mode: Mode,
    /// Chosen Janggi setups.
    pub setups: SetupsDto,
    /// The side that must still choose its setup, if any.
    pub setup_turn: Option<SideDto>,
    /// The side drawn at the bottom.
    pub orientation: SideDto,
    /// Seconds per move, if the move timer is on.
    pub move_timer_secs: Option<u32>,
    /// When the running human clock (a move or a setup choice) runs out,
    /// epoch ms: set when that turn started, so a restart continues the
    /// same countdown and a deadline passed while the app was closed is
    /// applied at start-up.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub deadline_ms: Option<u64>,
    /// What was left of the clock, in ms, when it was paused (the player on
    /// another screen, or a pause on request): counted from the start-up.
    /// Files written before `deadline_ms` also kept the running clock so.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub remaining_ms: Option<u64>,
}

/// A finished (or imported) game in the records.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct FinishedGame {
    /// Unique id (newest games have the largest ids).
    pub id: u64,
    /// Rules.
    pub profile: ProfileIdDto,
    /// Start position (FEN).
    pub start_fen: String,
    /// Janggi setups, when known.
    #[serde(default)]
    pub setups: SetupsDto,
    /// Who played; `None` for an imported game.
    #[serde(default)]
    pub mode: Option<Mode>,
    /// When it ended (or was imported), epoch ms.
    pub date_ms: u64,
    /// Winner; `None` for a draw or an unknown result.
    pub winner: Option<SideDto>,
    /// Why it ended, when known.
    pub reason: Option<EndReasonDto>,
    /// Decided by counting points.
    #[serde(default)]
    pub by_points: bool,
    /// Moves, UCI, separated by spaces.
    pub moves: String,
    /// Final Janggi points ×10 (Cho, Han).
    pub points: [u32; 2],
    /// Player names of an imported game.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub players: Option<[String; 2]>,
    /// The result as the imported file stated it (`*` = unknown).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub result_text: Option<String>,
    /// Left unfinished when another game was started: it can be resumed
    /// (with its own players) or replayed.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub unfinished: bool,
}

impl FinishedGame {
    /// Number of half-moves.
    pub fn plies(&self) -> usize {
        self.moves.split_whitespace().count()
    }

    /// The variant.
    pub fn variant(&self) -> VariantId {
        RuleProfile::from_id(self.profile.into()).variant.into()
    }

    /// The side of the human (vs computer), else Cho.
    pub fn viewpoint(&self) -> Side {
        match self.mode {
            Some(Mode::VsComputer { human_side, .. }) => human_side.into(),
            _ => Side::First,
        }
    }

    /// The key that tells duplicates (same variant, start and moves; see
    /// [`GameRecord::duplicate_key`]).
    pub fn duplicate_key(&self) -> String {
        let variant = RuleProfile::from_id(self.profile.into()).variant;
        formats::duplicate_key_uci(variant, &self.start_fen, &self.moves)
    }

    /// Win / loss / draw for [`FinishedGame::viewpoint`].
    pub fn result_kind(&self) -> ResultKind {
        match (self.winner, self.reason) {
            (Some(w), _) if Side::from(w) == self.viewpoint() => ResultKind::Win,
            (Some(_), _) => ResultKind::Loss,
            (None, Some(_)) => ResultKind::Draw,
            (None, None) => ResultKind::Unknown,
        }
    }

    /// The record of a finished `game` played in `mode`.
    pub fn from_game(
        id: u64,
        game: &Game,
        mode: Mode,
        setups: SetupsDto,
        now: u64,
    ) -> Result<Self, AppError> {
        let o = game.outcome();
        Ok(FinishedGame {
            id,
            profile: game.start_position().profile().id.into(),
            start_fen: game.start_position().fen(),
            setups,
            mode: Some(mode),
            date_ms: now,
            winner: o.winner().map(SideDto::from),
            reason: o.reason().map(EndReasonDto::from),
            by_points: o.decided_by_points(),
            moves: uci_string(game.start_position(), game.moves())?,
            points: [game.points(Side::First), game.points(Side::Second)],
            players: None,
            result_text: None,
            unfinished: !o.is_over(),
        })
    }

    /// An imported record.
    pub fn from_record(id: u64, r: &GameRecord, now: u64) -> Result<Self, AppError> {
        let start = r
            .start_position()
            .map_err(|e| AppError::bad_argument(e.to_string()))?;
        let (winner, reason) = match r.result {
            RecordResult::Win(s) => (Some(s.into()), r.reason.map(Into::into)),
            RecordResult::Draw => (
                None,
                Some(r.reason.map(Into::into).unwrap_or(EndReasonDto::Repetition)),
            ),
            RecordResult::Unknown => (None, None),
        };
        Ok(FinishedGame {
            id,
            profile: r.profile.into(),
            start_fen: r.start_fen.clone(),
            setups: r.setups.map(setups_dto).unwrap_or_default(),
            mode: None,
            date_ms: now,
            winner,
            reason,
            by_points: r.by_points,
            moves: uci_string(&start, &r.moves)?,
            points: r.points,
            players: Some(r.players.clone()),
            result_text: Some(r.result_text.clone()),
            unfinished: false,
        })
    }
}

fn setups_dto(s: Setups) -> SetupsDto {
    SetupsDto {
        first: Some(SetupId::from(s.cho)),
        second: Some(SetupId::from(s.han)),
    }
}

#[derive(Serialize, Deserialize)]
pub(super) struct GamesFile {
    pub(super) version: u64,
    pub(super) games: Vec<FinishedGame>,
}

#[derive(Serialize)]
pub(super) struct GamesFileRef<'a> {
    pub(super) version: u64,
    pub(super) games: &'a [FinishedGame],
}

pub(super) fn version_ok(map: &Map<String, Value>) -> bool {
    match map.get("version") {
        None => true,
        Some(v) => matches!(v.as_u64(), Some(1..=SCHEMA_VERSION)),
    }
}

/// Reads the settings `value` (defaults when absent or malformed).
pub fn settings_from_value(value: Option<&Value>) -> Settings {
    value
        .and_then(|v| serde_json::from_value::<Settings>(v.clone()).ok())
        .filter(|s| s.validate().is_ok())
        .unwrap_or_default()
}

/// The rules' profile of a record.
pub fn profile_of(g: &FinishedGame) -> RuleProfile {
    RuleProfile::from_id(ProfileId::from(g.profile))
}

impl FinishedGame {
    /// The game as the records list shows it.
    pub fn summary(&self) -> GameSummary {
        let g = self;
        GameSummary {
            id: g.id,
            variant: g.variant(),
            profile: g.profile,
            mode: g.mode,
            date_ms: g.date_ms,
            winner: g.winner,
            reason: g.reason,
            by_points: g.by_points,
            result: g.result_kind(),
            plies: g.plies(),
            points: PointsDto {
                first: f64::from(g.points[0]) / 10.0,
                second: f64::from(g.points[1]) / 10.0,
            },
            setups: g.setups,
            players: g.players.clone(),
            unfinished: g.unfinished,
        }
    }
}
