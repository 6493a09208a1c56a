//! The files' schema: what `store.json` and `games.json` hold, their
//! version, and how older or damaged content is read.
//!
//! Schema history: version 1 held `settings` (and `tutorial`) only; it
//! migrates by keeping both. A file without `version` is read as version 1.
//! Version 2 added `current` (the unfinished game) and `games.json`.
//! Version 3 writes the computer's level as its number 1..=10 (version 2
//! wrote one of four names, which still read as the levels that took their
//! place: beginner 4, intermediate 6, advanced 9, expert 10; see
//! [`janggi_wire::dto::LevelDto`]), marks rated games (`rated`), keeps the
//! computer's seed of an unfinished game (`aiSeed`) and the player's
//! ratings (store key `rating`, [`crate::rating`]). Nothing else changed:
//! every file of versions 1 and 2 reads as it is.

use super::moves::uci_string;
use janggi_formats::{self as formats, GameRecord, RecordResult, Setups};
use janggi_rules::{Game, Handicap, ProfileId, RuleProfile, Side};
use janggi_wire::dto::{
    EndReasonDto, GameSummary, HandicapDto, Mode, PointsDto, ProfileIdDto, RecordInfoKind,
    RecordInfoLine, ResultKind, Settings, SetupId, SetupsDto, SideDto, VariantId,
};
use janggi_wire::error::AppError;
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

/// File name of the small store, relative to the app data directory.
pub const STORE_FILE: &str = "store.json";
/// File name of the finished games.
pub const GAMES_FILE: &str = "games.json";
/// Current schema version.
pub const SCHEMA_VERSION: u64 = 3;
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
    /// The computer's seed for the game, so a resumed game goes on against
    /// the same "person" (absent in files of version 2).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ai_seed: Option<u64>,
    /// The game counts for the player's rating when it ends.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub rated: bool,
    /// Both clocks of a game with main time (byoyomi or Fischer): what
    /// each side has and since when the running turn runs (epoch ms), so a
    /// restart goes on in the same period with the same count.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub clock: Option<crate::session::GameClock>,
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
    /// Started as a rated game (against the computer from the normal
    /// start); whether it counts is [`crate::rating::is_rated`]'s call.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub rated: bool,
    /// The computer's seed of a game left unfinished, for resuming it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ai_seed: Option<u64>,
    /// A handicap game: who gave which handicap (its start is that
    /// handicap's). Handicap games are not rated and are counted apart in
    /// the statistics. Absent in files from before handicap games (none of
    /// their games had one).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub handicap: Option<HandicapDto>,
    /// An imported game's headers as its file had them, written back on
    /// export. Absent for games played here, and for games imported before
    /// imports kept them (their date is unknown).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub record: Option<RecordHeaders>,
    /// A study kept with this game: PGN with variations, comments and move
    /// marks, its main line this record's moves. A record that is only a
    /// study (saved from the analysis board) has no `mode` and no players.
    /// Absent in files from before studies were saved.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub study: Option<String>,
}

/// The headers of an imported record: event, site, date (as written),
/// round, and every other header in file order (time control, …).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct RecordHeaders {
    /// PGN `Event`, `.gib` `대회명`.
    #[serde(default)]
    pub event: String,
    /// PGN `Site`, `.gib` `대국장소`.
    #[serde(default)]
    pub site: String,
    /// PGN `Date`, `.gib` `대국일자`, as written.
    #[serde(default)]
    pub date: String,
    /// PGN `Round`, `.gib` `회전`.
    #[serde(default)]
    pub round: String,
    /// The other headers, `[name, value]`, in file order.
    #[serde(default)]
    pub headers: Vec<[String; 2]>,
}

impl FinishedGame {
    /// Saved from the analysis board: a study and nothing else (no players,
    /// not played here).
    pub fn is_study_only(&self) -> bool {
        self.study.is_some()
            && self.mode.is_none()
            && self.players.is_none()
            && self.record.is_none()
    }
}

impl RecordHeaders {
    /// The headers of `r`.
    pub fn of(r: &GameRecord) -> RecordHeaders {
        RecordHeaders {
            event: r.event.clone(),
            site: r.site.clone(),
            date: r.date.clone(),
            round: r.round.clone(),
            headers: r
                .headers
                .iter()
                .map(|(k, v)| [k.clone(), v.clone()])
                .collect(),
        }
    }
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
            rated: false,
            ai_seed: None,
            handicap: Handicap::detect(game.start_position()).map(|(h, _)| h.into()),
            record: None,
            study: None,
        })
    }

    /// A study's main line as a record of its own (`id` 0: a new one); the
    /// result is what the moves reached, no one played it.
    pub fn study(id: u64, game: &Game) -> Result<Self, AppError> {
        let mut g = FinishedGame::from_game(
            id,
            game,
            Mode::TwoPlayers,
            SetupsDto::default(),
            crate::clock::now_ms(),
        )?;
        g.mode = None;
        g.unfinished = false;
        Ok(g)
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
            rated: false,
            ai_seed: None,
            handicap: r.handicap.map(HandicapDto::from),
            record: Some(RecordHeaders::of(r)),
            study: None,
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
            handicap: g.handicap,
            record_date: g.record.as_ref().and_then(|r| formats::iso_date(&r.date)),
            record_info: g
                .record
                .as_ref()
                .map(RecordHeaders::info)
                .unwrap_or_default(),
            study: g.study.is_some(),
            study_only: g.is_study_only(),
        }
    }
}

impl RecordHeaders {
    /// The headers to show, in order: event, round, date, site, time
    /// control, then the others (empty values left out).
    pub fn info(&self) -> Vec<RecordInfoLine> {
        let named = [
            (RecordInfoKind::Event, "Event", &self.event),
            (RecordInfoKind::Round, "Round", &self.round),
            (RecordInfoKind::Date, "Date", &self.date),
            (RecordInfoKind::Site, "Site", &self.site),
        ];
        let headers = |time_control: bool, kind| {
            self.headers
                .iter()
                .filter(move |[k, _]| is_time_control(k) == time_control)
                .map(move |[k, v]| (kind, k.as_str(), v))
        };
        named
            .into_iter()
            .chain(headers(true, RecordInfoKind::TimeControl))
            .chain(headers(false, RecordInfoKind::Other))
            .filter(|(_, _, v)| {
                !v.trim().is_empty() && !matches!(v.trim(), "?" | "-" | "????.??.??")
            })
            .map(|(kind, name, value)| RecordInfoLine {
                kind,
                name: name.to_string(),
                value: value.clone(),
            })
            .collect()
    }
}

/// A header that gives the time control (`.gib` `제한시간`, PGN `TimeControl`).
fn is_time_control(name: &str) -> bool {
    matches!(name, "제한시간" | "TimeControl")
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A game stored before handicap games has no `handicap` and reads as
    /// none; a handicap game writes its handicap and is never rated.
    #[test]
    fn the_handicap_field_is_optional_and_keeps_games_from_ratings() {
        let old = serde_json::json!({
            "id": 5, "profile": "xiangqi", "startFen": "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
            "mode": {"type": "vsComputer", "level": "beginner", "humanSide": "first"},
            "dateMs": 1, "winner": "first", "reason": "resignation", "moves": "", "points": [480, 480]
        });
        let mut g: FinishedGame = serde_json::from_value(old).unwrap();
        assert_eq!(g.handicap, None);
        assert_eq!(g.study, None, "no study in a file from before studies");
        assert!(serde_json::to_value(&g).unwrap().get("study").is_none());
        g.rated = true;
        assert!(crate::rating::is_rated(&g));
        assert!(serde_json::to_value(&g).unwrap().get("handicap").is_none());
        let h = FinishedGame {
            handicap: Some(HandicapDto {
                id: janggi_wire::dto::HandicapId::XiangqiHorse,
                giver: SideDto::Second,
            }),
            ..g.clone()
        };
        assert!(!crate::rating::is_rated(&h));
        let v = serde_json::to_value(&h).unwrap();
        assert_eq!(
            v["handicap"],
            serde_json::json!({"id": "xiangqi-horse", "giver": "second"})
        );
        assert_eq!(serde_json::from_value::<FinishedGame>(v).unwrap(), h);
        assert!(!crate::rating::is_rated(&FinishedGame {
            mode: Some(Mode::TwoPlayers),
            ..g
        }));
    }
}
