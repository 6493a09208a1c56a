//! Persistence, Rust-side only (the webview has no store or file access).
//!
//! Two JSON files in the app data directory:
//! - `store.json` (small, rewritten after every move):
//!   `{ "version": 2, "settings": {…}, "tutorial": {…}, "current": SavedGame | null }`
//! - `games.json` (the finished games, rewritten when a game ends, is
//!   deleted or imported): `{ "version": 2, "games": [FinishedGame, …] }`,
//!   moves stored compactly as one string of UCI moves.
//!
//! Statistics are derived from the finished games (so they always agree with
//! the list). Schema history: version 1 held `settings` (and `tutorial`)
//! only; it migrates by keeping both. A file without `version` is read as
//! version 1.
//!
//! Crash safety: tauri-plugin-store 2.5 saves with `fs::write` (truncate,
//! then write) and again on exit, so a kill mid-save can leave a half-written
//! file. This module therefore does its own writes: a temporary file in the
//! same directory, `fsync`, `rename` over the old file, `fsync` of the
//! directory. Reading never stops start-up: a file that is not JSON, is cut
//! short, is of an unknown version or holds wrong-typed values is copied
//! aside as `<name>.corrupt-<epoch ms>` (reported through
//! [`Loaded::kept_aside`]) and whatever could be read is used.

use crate::dto::{EndReasonDto, Mode, ProfileIdDto, Settings, SetupId, SetupsDto, SideDto};
use crate::error::AppError;
use janggi_rules::formats::{self, GameRecord, RecordResult, Setups};
use janggi_rules::{notation, EndReason, Game, Position, ProfileId, RuleProfile, Side};
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::Mutex;

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
    /// What was left of the running human clock, in ms.
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
}

/// The result of a game from the human's point of view (vs computer) or
/// from Cho's (other games).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
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

impl FinishedGame {
    /// Number of half-moves.
    pub fn plies(&self) -> usize {
        self.moves.split_whitespace().count()
    }

    /// The variant.
    pub fn variant(&self) -> crate::dto::VariantId {
        RuleProfile::from_id(self.profile.into()).variant.into()
    }

    /// The side of the human (vs computer), else Cho.
    pub fn viewpoint(&self) -> Side {
        match self.mode {
            Some(Mode::VsComputer { human_side, .. }) => human_side.into(),
            _ => Side::First,
        }
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
    pub fn from_game(id: u64, game: &Game, mode: Mode, setups: SetupsDto, now: u64) -> Self {
        let o = game.outcome();
        FinishedGame {
            id,
            profile: game.start_position().profile().id.into(),
            start_fen: game.start_position().fen(),
            setups,
            mode: Some(mode),
            date_ms: now,
            winner: o.winner().map(SideDto::from),
            reason: o.reason().map(EndReasonDto::from),
            by_points: o.decided_by_points(),
            moves: uci_string(game.start_position(), game.moves()),
            points: [game.points(Side::First), game.points(Side::Second)],
            players: None,
            result_text: None,
        }
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
            moves: uci_string(&start, &r.moves),
            points: r.points,
            players: Some(r.players.clone()),
            result_text: Some(r.result_text.clone()),
        })
    }

    /// The game as a [`GameRecord`] (for export), every move replayed.
    pub fn to_record(&self) -> Result<GameRecord, AppError> {
        let profile = RuleProfile::from_id(self.profile.into());
        let start = Position::from_fen(&self.start_fen, &profile)
            .map_err(|e| AppError::storage(format!("bad start position: {e}")))?;
        let mut r = GameRecord::new(&start);
        r.moves = parse_moves(&start, &self.moves)?;
        r.result = match (self.winner, self.reason) {
            (Some(w), _) => RecordResult::Win(w.into()),
            (None, Some(_)) => RecordResult::Draw,
            (None, None) => RecordResult::Unknown,
        };
        r.reason = self.reason.map(end_reason);
        r.by_points = self.by_points;
        r.points = self.points;
        r.result_text = r.result.pgn().to_string();
        r.date = date_text(self.date_ms);
        r.event = "Janggi app".to_string();
        r.players = match (&self.players, self.mode) {
            (Some(p), _) => p.clone(),
            (None, Some(Mode::VsComputer { level, human_side })) => {
                let computer = format!("Computer ({})", level_name(level));
                if human_side == SideDto::First {
                    ["Player".to_string(), computer]
                } else {
                    [computer, "Player".to_string()]
                }
            }
            _ => ["Player 1".to_string(), "Player 2".to_string()],
        };
        Ok(r)
    }
}

fn level_name(l: crate::dto::LevelDto) -> &'static str {
    use crate::dto::LevelDto::*;
    match l {
        Beginner => "beginner",
        Intermediate => "intermediate",
        Advanced => "advanced",
        Expert => "expert",
    }
}

/// The rules' reason of a DTO reason.
pub fn end_reason(r: EndReasonDto) -> EndReason {
    match r {
        EndReasonDto::Checkmate => EndReason::Checkmate,
        EndReasonDto::Stalemate => EndReason::Stalemate,
        EndReasonDto::Bikjang => EndReason::Bikjang,
        EndReasonDto::DoublePass => EndReason::DoublePass,
        EndReasonDto::Repetition => EndReason::Repetition,
        EndReasonDto::PerpetualCheck => EndReason::PerpetualCheck,
        EndReasonDto::MoveLimit => EndReason::MoveLimit,
        EndReasonDto::Material => EndReason::Material,
        EndReasonDto::Resignation => EndReason::Resignation,
        EndReasonDto::Timeout => EndReason::Timeout,
    }
}

fn setups_dto(s: Setups) -> SetupsDto {
    SetupsDto {
        first: Some(SetupId::from(s.cho)),
        second: Some(SetupId::from(s.han)),
    }
}

/// `YYYY.MM.DD` (UTC) of an epoch-ms time, as PGN writes dates.
pub fn date_text(ms: u64) -> String {
    // Days to civil date (Howard Hinnant's algorithm).
    let z = (ms / 86_400_000) as i64 + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    let y = yoe + era * 400 + i64::from(m <= 2);
    format!("{y:04}.{m:02}.{d:02}")
}

/// The UCI names of `moves` played from `start`, space-separated.
pub fn uci_string(start: &Position, moves: &[janggi_rules::Move]) -> String {
    let mut pos = start.clone();
    let mut out = String::with_capacity(moves.len() * 5);
    for &m in moves {
        if !out.is_empty() {
            out.push(' ');
        }
        out.push_str(&notation::uci(&pos, m));
        play_on(&mut pos, m);
    }
    out
}

/// Reads a UCI move string from `start` (every move checked by the rules).
pub fn parse_moves(start: &Position, moves: &str) -> Result<Vec<janggi_rules::Move>, AppError> {
    let mut pos = start.clone();
    let mut out = Vec::new();
    for (i, s) in moves.split_whitespace().enumerate() {
        let m = notation::parse_uci(&pos, s)
            .map_err(|e| AppError::storage(format!("move {} ({s}): {e}", i + 1)))?;
        out.push(m);
        play_on(&mut pos, m);
    }
    Ok(out)
}

/// Plays `m` as a record replay does (a double pass does not stop it).
fn play_on(pos: &mut Position, m: janggi_rules::Move) {
    let _ = pos.make_move(m);
    if pos.passes_in_row() >= 2 {
        if let Ok(p) = Position::from_fen(&pos.fen(), pos.profile()) {
            *pos = p;
        }
    }
}

/// Statistics key and count: vs-computer games by game, level, the human's
/// side, result and end reason.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct StatRow {
    /// Janggi or Xiangqi.
    pub variant: crate::dto::VariantId,
    /// The computer's level.
    pub level: crate::dto::LevelDto,
    /// The human's side.
    pub human_side: SideDto,
    /// The human's result.
    pub result: ResultKind,
    /// Why the game ended (`None` = unknown).
    pub reason: Option<EndReasonDto>,
    /// Number of games.
    pub count: u32,
}

/// Computes the statistics of `games` (vs-computer games only).
pub fn statistics(games: &[FinishedGame]) -> Vec<StatRow> {
    let mut rows: Vec<StatRow> = Vec::new();
    for g in games {
        let Some(Mode::VsComputer { level, human_side }) = g.mode else {
            continue;
        };
        let (variant, result, reason) = (g.variant(), g.result_kind(), g.reason);
        match rows.iter_mut().find(|r| {
            r.variant == variant
                && r.level == level
                && r.human_side == human_side
                && r.result == result
                && r.reason == reason
        }) {
            Some(r) => r.count += 1,
            None => rows.push(StatRow {
                variant,
                level,
                human_side,
                result,
                reason,
                count: 1,
            }),
        }
    }
    rows
}

#[derive(Serialize, Deserialize)]
struct GamesFile {
    version: u64,
    games: Vec<FinishedGame>,
}

#[derive(Serialize)]
struct GamesFileRef<'a> {
    version: u64,
    games: &'a [FinishedGame],
}

/// Which game of the session is being recorded.
#[derive(Debug, Clone, Copy)]
struct Tracked {
    session_id: u64,
    uid: u64,
    started_ms: u64,
    finished: bool,
}

struct Data {
    store: Map<String, Value>,
    games: Vec<FinishedGame>,
    last_uid: u64,
    tracked: Option<Tracked>,
    last_current: Option<SavedGame>,
}

/// The records of one app data directory. All writes are atomic.
pub struct Records {
    dir: PathBuf,
    data: Mutex<Data>,
}

/// What start-up found.
pub struct Loaded {
    /// The records.
    pub records: Records,
    /// The settings to use.
    pub settings: Settings,
    /// The unfinished game to resume, if any.
    pub current: Option<SavedGame>,
    /// Where unreadable files (or copies of partly readable ones) were kept.
    pub kept_aside: Vec<PathBuf>,
}

/// Writes `bytes` to `path` atomically: temporary file, fsync, rename,
/// directory fsync. Either the old or the new content survives a crash.
pub fn write_atomic(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    let dir = path.parent().unwrap_or(Path::new("."));
    std::fs::create_dir_all(dir)?;
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| "records".into());
    let tmp = dir.join(format!(".{name}.tmp-{}", std::process::id()));
    {
        let mut f = std::fs::File::create(&tmp)?;
        f.write_all(bytes)?;
        f.sync_all()?;
    }
    if let Err(e) = std::fs::rename(&tmp, path) {
        let _ = std::fs::remove_file(&tmp);
        return Err(e);
    }
    if let Ok(d) = std::fs::File::open(dir) {
        let _ = d.sync_all();
    }
    Ok(())
}

/// Keeps a copy of an unreadable or partly readable file as
/// `<name>.corrupt-<epoch ms>`; `moved` renames it instead of copying.
fn keep_aside(path: &Path, moved: bool) -> Option<PathBuf> {
    let name = path.file_name()?.to_string_lossy().into_owned();
    let mut aside = path.with_file_name(format!("{name}.corrupt-{}", crate::session::now_ms()));
    let mut n = 1;
    while aside.exists() {
        aside = path.with_file_name(format!("{name}.corrupt-{}-{n}", crate::session::now_ms()));
        n += 1;
    }
    let done = if moved {
        std::fs::rename(path, &aside)
    } else {
        std::fs::copy(path, &aside).map(|_| ())
    };
    match done {
        Ok(()) => Some(aside),
        Err(e) => {
            eprintln!("janggi: cannot keep {} aside: {e}", path.display());
            None
        }
    }
}

/// Moves the store file aside when it is not a JSON object of a known
/// schema version; returns the new path. (Kept for callers that only check.)
pub fn quarantine_if_corrupt(path: &Path) -> Option<PathBuf> {
    let bytes = std::fs::read(path).ok()?;
    match serde_json::from_slice::<Value>(&bytes) {
        Ok(Value::Object(map)) if version_ok(&map) => None,
        _ => keep_aside(path, true),
    }
}

fn version_ok(map: &Map<String, Value>) -> bool {
    match map.get("version") {
        None => true,
        Some(v) => matches!(v.as_u64(), Some(1..=SCHEMA_VERSION)),
    }
}

/// Reads the settings `value` (defaults when absent or malformed).
pub fn settings_from_value(value: Option<&Value>) -> Settings {
    value
        .and_then(|v| serde_json::from_value(v.clone()).ok())
        .unwrap_or_default()
}

impl Records {
    /// Opens the records of `dir`. Never fails: unreadable parts are kept
    /// aside and replaced by defaults.
    pub fn open(dir: &Path) -> Loaded {
        let mut kept_aside = Vec::new();
        let store_path = dir.join(STORE_FILE);
        // store.json
        let mut store = Map::new();
        if let Ok(bytes) = std::fs::read(&store_path) {
            match serde_json::from_slice::<Value>(&bytes) {
                Ok(Value::Object(map)) if version_ok(&map) => store = map,
                _ => kept_aside.extend(keep_aside(&store_path, true)),
            }
        }
        let mut partly_bad = false;
        let settings = match store.get(SETTINGS_KEY) {
            None => Settings::default(),
            Some(v) => match serde_json::from_value::<Settings>(v.clone()) {
                Ok(s) => s,
                Err(_) => {
                    partly_bad = true;
                    store.remove(SETTINGS_KEY);
                    Settings::default()
                }
            },
        };
        let current = match store.get(CURRENT_KEY) {
            None | Some(Value::Null) => None,
            Some(v) => match serde_json::from_value::<SavedGame>(v.clone()) {
                Ok(g) => Some(g),
                Err(_) => {
                    partly_bad = true;
                    store.remove(CURRENT_KEY);
                    None
                }
            },
        };
        if partly_bad {
            kept_aside.extend(keep_aside(&store_path, false));
        }
        // games.json
        let games_path = dir.join(GAMES_FILE);
        let mut games = Vec::new();
        let mut games_rewrite = false;
        if let Ok(bytes) = std::fs::read(&games_path) {
            match serde_json::from_slice::<GamesFile>(&bytes) {
                Ok(f) if (1..=SCHEMA_VERSION).contains(&f.version) => games = f.games,
                _ => {
                    // Slow path: keep every entry that still reads.
                    if let Ok(Value::Object(map)) = serde_json::from_slice::<Value>(&bytes) {
                        if version_ok(&map) {
                            if let Some(Value::Array(list)) = map.get("games") {
                                games = list
                                    .iter()
                                    .filter_map(|v| serde_json::from_value(v.clone()).ok())
                                    .collect();
                            }
                        }
                    }
                    // Moved when nothing was readable, else copied (the
                    // next write replaces it with what was read).
                    kept_aside.extend(keep_aside(&games_path, games.is_empty()));
                    games_rewrite = !games.is_empty();
                }
            }
        }
        games.sort_by_key(|g: &FinishedGame| g.id);
        games.dedup_by_key(|g| g.id);
        // A game that was recorded as finished but not yet cleared from
        // `current` (a crash between the two writes) is not resumed.
        let current = current.filter(|c| games.binary_search_by_key(&c.uid, |g| g.id).is_err());
        let last_uid = games.last().map(|g| g.id).unwrap_or(0);
        let records = Records {
            dir: dir.to_path_buf(),
            data: Mutex::new(Data {
                store,
                games,
                last_uid,
                tracked: None,
                last_current: current.clone(),
            }),
        };
        {
            // Replace partly readable files by what was read of them.
            let mut d = records.lock();
            if partly_bad {
                let _ = records.save_store(&mut d);
            }
            if games_rewrite {
                let _ = records.save_games(&d);
            }
        }
        Loaded {
            records,
            settings,
            current,
            kept_aside,
        }
    }

    /// The directory of the files.
    pub fn dir(&self) -> &Path {
        &self.dir
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Data> {
        crate::state::lock(&self.data)
    }

    fn save_store(&self, d: &mut Data) -> Result<(), AppError> {
        d.store
            .insert("version".into(), Value::from(SCHEMA_VERSION));
        let bytes = serde_json::to_vec(&d.store).map_err(|e| AppError::internal(e.to_string()))?;
        write_atomic(&self.dir.join(STORE_FILE), &bytes)
            .map_err(|e| AppError::storage(format!("cannot write {STORE_FILE}: {e}")))
    }

    fn save_games(&self, d: &Data) -> Result<(), AppError> {
        let bytes = serde_json::to_vec(&GamesFileRef {
            version: SCHEMA_VERSION,
            games: &d.games,
        })
        .map_err(|e| AppError::internal(e.to_string()))?;
        write_atomic(&self.dir.join(GAMES_FILE), &bytes)
            .map_err(|e| AppError::storage(format!("cannot write {GAMES_FILE}: {e}")))
    }

    /// A value of the small store (`settings`, `tutorial`, …).
    pub fn get(&self, key: &str) -> Option<Value> {
        self.lock().store.get(key).cloned()
    }

    /// Sets a value of the small store and writes it.
    pub fn set(&self, key: &str, value: Value) -> Result<(), AppError> {
        let mut d = self.lock();
        d.store.insert(key.to_string(), value);
        self.save_store(&mut d)
    }

    /// Writes the settings.
    pub fn save_settings(&self, settings: &Settings) -> Result<(), AppError> {
        self.set(
            SETTINGS_KEY,
            serde_json::to_value(settings).map_err(|e| AppError::internal(e.to_string()))?,
        )
    }

    fn new_uid(d: &mut Data) -> u64 {
        let uid = crate::session::now_ms().max(d.last_uid + 1);
        d.last_uid = uid;
        uid
    }

    /// Marks session `session_id` as the resumed game `saved`.
    pub fn adopt(&self, session_id: u64, saved: &SavedGame) {
        let mut d = self.lock();
        d.last_uid = d.last_uid.max(saved.uid);
        d.tracked = Some(Tracked {
            session_id,
            uid: saved.uid,
            started_ms: saved.started_ms,
            finished: false,
        });
    }

    /// Records the state of the game of `session`: saves it as the
    /// unfinished game, or, once it is over, adds it to the finished games
    /// and clears the unfinished one. Skips the write when nothing changed.
    pub fn persist(&self, session: &crate::session::GameSession) -> Result<(), AppError> {
        let mut d = self.lock();
        let tracked = match d.tracked {
            Some(t) if t.session_id == session.id() => t,
            _ => {
                let uid = Self::new_uid(&mut d);
                let t = Tracked {
                    session_id: session.id(),
                    uid,
                    started_ms: crate::session::now_ms(),
                    finished: false,
                };
                d.tracked = Some(t);
                t
            }
        };
        if session.game().outcome().is_over() {
            if !tracked.finished {
                let snap = session.snapshot(tracked.uid, tracked.started_ms);
                let g = FinishedGame::from_game(
                    tracked.uid,
                    session.game(),
                    snap.mode,
                    snap.setups,
                    crate::session::now_ms(),
                );
                match d.games.binary_search_by_key(&g.id, |x| x.id) {
                    Ok(i) => d.games[i] = g,
                    Err(i) => d.games.insert(i, g),
                }
                self.save_games(&d)?;
                if let Some(t) = d.tracked.as_mut() {
                    t.finished = true;
                }
            }
            if d.last_current.is_some() || d.store.contains_key(CURRENT_KEY) {
                d.store.remove(CURRENT_KEY);
                d.last_current = None;
                self.save_store(&mut d)?;
            }
            return Ok(());
        }
        if tracked.finished {
            // Undone after it ended: it is being played again.
            if let Some(t) = d.tracked.as_mut() {
                t.finished = false;
            }
        }
        let snap = session.snapshot(tracked.uid, tracked.started_ms);
        if d.last_current.as_ref() == Some(&snap) {
            return Ok(());
        }
        d.store.insert(
            CURRENT_KEY.into(),
            serde_json::to_value(&snap).map_err(|e| AppError::internal(e.to_string()))?,
        );
        d.last_current = Some(snap);
        self.save_store(&mut d)
    }

    /// Number of finished games matching `filter`, and one page of them,
    /// newest first.
    pub fn list(
        &self,
        filter: impl Fn(&FinishedGame) -> bool,
        offset: usize,
        limit: usize,
    ) -> (usize, Vec<FinishedGame>) {
        let d = self.lock();
        let mut total = 0;
        let mut page = Vec::new();
        for g in d.games.iter().rev().filter(|g| filter(g)) {
            if total >= offset && page.len() < limit {
                page.push(g.clone());
            }
            total += 1;
        }
        (total, page)
    }

    /// One finished game.
    pub fn game(&self, id: u64) -> Option<FinishedGame> {
        let d = self.lock();
        d.games
            .binary_search_by_key(&id, |g| g.id)
            .ok()
            .map(|i| d.games[i].clone())
    }

    /// Number of finished games.
    pub fn len(&self) -> usize {
        self.lock().games.len()
    }

    /// `true` when there are no finished games.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Statistics of all finished games.
    pub fn statistics(&self) -> Vec<StatRow> {
        statistics(&self.lock().games)
    }

    /// Deletes a finished game; `false` when there is none with `id`.
    pub fn delete(&self, id: u64) -> Result<bool, AppError> {
        let mut d = self.lock();
        let Ok(i) = d.games.binary_search_by_key(&id, |g| g.id) else {
            return Ok(false);
        };
        let removed = d.games.remove(i);
        if let Err(e) = self.save_games(&d) {
            d.games.insert(i, removed);
            return Err(e);
        }
        Ok(true)
    }

    /// Imports a PGN or `.gib` file (all or nothing). Returns the new ids.
    pub fn import(&self, bytes: &[u8]) -> Result<Vec<u64>, AppError> {
        let records =
            formats::read_any(bytes).map_err(|e| AppError::bad_argument(e.to_string()))?;
        let now = crate::session::now_ms();
        let mut d = self.lock();
        let mut new = Vec::with_capacity(records.len());
        for r in &records {
            let id = Self::new_uid(&mut d);
            new.push(FinishedGame::from_record(id, r, now)?);
        }
        let ids: Vec<u64> = new.iter().map(|g| g.id).collect();
        let before = d.games.len();
        d.games.extend(new);
        if let Err(e) = self.save_games(&d) {
            d.games.truncate(before);
            return Err(e);
        }
        Ok(ids)
    }

    /// Adds finished games as they are (benchmarks, tests, migration).
    pub fn add_games(&self, games: Vec<FinishedGame>) -> Result<(), AppError> {
        let mut d = self.lock();
        d.games.extend(games);
        d.games.sort_by_key(|g| g.id);
        d.games.dedup_by_key(|g| g.id);
        d.last_uid = d.last_uid.max(d.games.last().map(|g| g.id).unwrap_or(0));
        self.save_games(&d)
    }
}

/// A finished game in the records list (no moves).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct GameSummary {
    /// Id.
    pub id: u64,
    /// Janggi or Xiangqi.
    pub variant: crate::dto::VariantId,
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
    pub points: crate::dto::PointsDto,
    /// Setups.
    pub setups: SetupsDto,
    /// Player names of an imported game.
    pub players: Option<[String; 2]>,
}

impl From<&FinishedGame> for GameSummary {
    fn from(g: &FinishedGame) -> GameSummary {
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
            points: crate::dto::PointsDto {
                first: f64::from(g.points[0]) / 10.0,
                second: f64::from(g.points[1]) / 10.0,
            },
            setups: g.setups,
            players: g.players.clone(),
        }
    }
}

/// One position of a replay.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ReplayFrame {
    /// The pieces.
    pub pieces: Vec<crate::dto::PieceDto>,
    /// Side to move.
    pub side_to_move: SideDto,
    /// The side to move is in check.
    pub check: bool,
    /// Its general's square when in check.
    pub checked_general: Option<u8>,
    /// Generals face each other (Janggi).
    pub bikjang: bool,
    /// Points of both sides.
    pub points: crate::dto::PointsDto,
}

/// A finished game to replay: every position (the start first) and move.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ReplayDto {
    /// The game.
    pub game: GameSummary,
    /// `moves.len() + 1` positions.
    pub frames: Vec<ReplayFrame>,
    /// The moves.
    pub moves: Vec<crate::dto::MoveDto>,
}

/// Replays a finished game for the replay screen.
pub fn replay(g: &FinishedGame) -> Result<ReplayDto, AppError> {
    let profile = profile_of(g);
    let mut pos = Position::from_fen(&g.start_fen, &profile)
        .map_err(|e| AppError::storage(format!("bad start position: {e}")))?;
    let moves = parse_moves(&pos, &g.moves)?;
    let frame = |pos: &Position| {
        let turn = pos.turn();
        let check = pos.is_check();
        ReplayFrame {
            pieces: pos
                .pieces()
                .map(|(sq, p)| crate::dto::PieceDto {
                    square: sq.index() as u8,
                    side: p.side.into(),
                    role: p.role.into(),
                })
                .collect(),
            side_to_move: turn.into(),
            check,
            checked_general: if check {
                pos.general(turn).map(|s| s.index() as u8)
            } else {
                None
            },
            bikjang: pos.variant() == janggi_rules::Variant::Janggi && pos.is_bikjang(),
            points: crate::dto::PointsDto {
                first: f64::from(pos.points(Side::First)) / 10.0,
                second: f64::from(pos.points(Side::Second)) / 10.0,
            },
        }
    };
    let mut frames = vec![frame(&pos)];
    let mut dtos = Vec::with_capacity(moves.len());
    for &m in &moves {
        dtos.push(crate::dto::MoveDto::describe(&pos, m));
        play_on(&mut pos, m);
        frames.push(frame(&pos));
    }
    Ok(ReplayDto {
        game: g.into(),
        frames,
        moves: dtos,
    })
}

/// The game of a record after its first `ply` moves, played through the
/// rules (so its history, repetition counts and undo are those of the
/// record). An error when the game had ended before `ply`.
pub fn game_at(g: &FinishedGame, ply: usize) -> Result<Game, AppError> {
    let profile = profile_of(g);
    let start = Position::from_fen(&g.start_fen, &profile)
        .map_err(|e| AppError::storage(format!("bad start position: {e}")))?;
    let moves = parse_moves(&start, &g.moves)?;
    if ply > moves.len() {
        return Err(AppError::bad_argument(format!(
            "the game has {} moves, not {ply}",
            moves.len()
        )));
    }
    let mut game = Game::from_position(start);
    for (i, &m) in moves[..ply].iter().enumerate() {
        game.play(m).map_err(|_| {
            AppError::bad_argument(format!("the game was over before move {}", i + 1))
        })?;
    }
    if game.outcome().is_over() {
        return Err(AppError::game_over());
    }
    Ok(game)
}

/// The records of the running app.
pub fn app_records<R: tauri::Runtime>(
    app: &tauri::AppHandle<R>,
) -> Result<std::sync::Arc<Records>, AppError> {
    use tauri::Manager;
    app.try_state::<crate::state::AppCore>()
        .and_then(|c| c.records())
        .ok_or_else(|| AppError::storage("the records are not open"))
}

/// Writes the settings of the running app.
pub fn save_settings<R: tauri::Runtime>(
    app: &tauri::AppHandle<R>,
    settings: &Settings,
) -> Result<(), AppError> {
    app_records(app)?.save_settings(settings)
}

/// Exports a finished game as `"pgn"`, `"pgn-wxf"` or `"gib"` text.
pub fn export(game: &FinishedGame, format: &str) -> Result<String, AppError> {
    let r = game.to_record()?;
    let out = match format {
        "pgn" => formats::pgn::write(&[r], &formats::pgn::WriteOptions::default()),
        // Xiangqi moves in WXF (`C2.5`); Janggi games stay in UCI.
        "pgn-wxf" => formats::pgn::write(&[r], &formats::pgn::WriteOptions { wxf: true }),
        "gib" => formats::gib::write(&[r]),
        other => return Err(AppError::bad_argument(format!("unknown format {other}"))),
    };
    out.map_err(|e| AppError::bad_argument(e.to_string()))
}

/// The rules' profile of a record.
pub fn profile_of(g: &FinishedGame) -> RuleProfile {
    RuleProfile::from_id(ProfileId::from(g.profile))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn temp_dir(name: &str) -> PathBuf {
        let d = std::env::temp_dir().join(format!("janggi-records-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&d);
        std::fs::create_dir_all(&d).unwrap();
        d
    }

    #[test]
    fn corrupt_file_is_moved_aside() {
        let d = temp_dir("corrupt");
        let p = d.join(STORE_FILE);
        std::fs::write(&p, b"{ not json").unwrap();
        let aside = quarantine_if_corrupt(&p).expect("moved");
        assert!(!p.exists());
        assert_eq!(std::fs::read(&aside).unwrap(), b"{ not json");
        assert!(aside
            .file_name()
            .unwrap()
            .to_string_lossy()
            .starts_with("store.json.corrupt-"));
    }

    #[test]
    fn unknown_version_is_moved_aside_and_known_ones_are_kept() {
        let d = temp_dir("version");
        let p = d.join(STORE_FILE);
        std::fs::write(&p, br#"{"version": 99, "settings": {}}"#).unwrap();
        assert!(quarantine_if_corrupt(&p).is_some());
        for v in 1..=SCHEMA_VERSION {
            std::fs::write(&p, format!(r#"{{"version": {v}, "settings": {{}}}}"#)).unwrap();
            assert!(quarantine_if_corrupt(&p).is_none());
            assert!(p.exists());
        }
        assert!(quarantine_if_corrupt(&d.join("missing.json")).is_none());
    }

    #[test]
    fn malformed_settings_fall_back_to_defaults() {
        let bad = serde_json::json!({ "sound": "loud" });
        assert_eq!(settings_from_value(Some(&bad)), Settings::default());
        assert_eq!(settings_from_value(None), Settings::default());
        let s = Settings {
            sound: false,
            ..Settings::default()
        };
        let v = serde_json::to_value(s).unwrap();
        assert_eq!(settings_from_value(Some(&v)), s);
        assert_eq!(v["pieceStyle"], "hanja");
        assert_eq!(v["defaultProfile"], "janggi-standard");
    }

    #[test]
    fn dates_are_civil_utc() {
        assert_eq!(date_text(0), "1970.01.01");
        assert_eq!(date_text(951_782_400_000), "2000.02.29");
        assert_eq!(date_text(1_767_139_200_000), "2025.12.31");
    }

    #[test]
    fn atomic_write_replaces_and_leaves_no_temp_file() {
        let d = temp_dir("atomic");
        let p = d.join("x.json");
        write_atomic(&p, b"one").unwrap();
        write_atomic(&p, b"two").unwrap();
        assert_eq!(std::fs::read(&p).unwrap(), b"two");
        let names: Vec<_> = std::fs::read_dir(&d).unwrap().collect();
        assert_eq!(names.len(), 1, "only the file itself remains");
    }
}
