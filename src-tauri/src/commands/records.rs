//! Records commands: the finished games (list, statistics, delete, replay,
//! continue from a replayed position), export as PGN / `.gib` text or to a
//! file, and import of pasted or opened files. All file access is here, in
//! Rust: the webview has no file or store permission.

use super::arg;
use crate::dto::{BoardView, LevelDto, Mode, SideDto, VariantId};
use crate::error::AppError;
use crate::records::{self, FinishedGame, GameSummary, ReplayDto, ResultKind, StatRow};
use crate::session::GameSession;
use crate::state::AppCore;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use std::sync::Arc;
use tauri::{AppHandle, Manager, Runtime, State};

/// Which games `list_games` returns.
#[derive(Debug, Clone, Copy, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct GameFilter {
    /// Only this game.
    #[serde(default)]
    pub variant: Option<VariantId>,
    /// Only this result.
    #[serde(default)]
    pub result: Option<ResultKind>,
}

impl GameFilter {
    fn matches(&self, g: &FinishedGame) -> bool {
        self.variant.is_none_or(|v| g.variant() == v)
            && self.result.is_none_or(|r| g.result_kind() == r)
    }
}

/// One page of the records list.
#[derive(Debug, Clone, Serialize)]
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
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Statistics {
    /// Finished games in the records (all kinds).
    pub total_games: usize,
    /// Counts of games against the computer.
    pub rows: Vec<StatRow>,
}

/// What an import added.
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ImportResult {
    /// Number of games added.
    pub imported: usize,
    /// Their ids.
    pub ids: Vec<u64>,
}

/// Largest page of `list_games`.
const MAX_PAGE: usize = 500;

fn records(core: &AppCore) -> Result<Arc<records::Records>, AppError> {
    core.records()
        .ok_or_else(|| AppError::storage("the records are not open"))
}

fn game(core: &AppCore, id: Option<Value>) -> Result<FinishedGame, AppError> {
    let id: u64 = arg(id, "id")?;
    records(core)?
        .game(id)
        .ok_or_else(|| AppError::bad_argument(format!("no game {id} in the records")))
}

/// `list_games { filter?, offset?, limit? }` → `GameList` (newest first).
#[tauri::command]
pub async fn list_games(
    core: State<'_, AppCore>,
    filter: Option<Value>,
    offset: Option<Value>,
    limit: Option<Value>,
) -> Result<GameList, AppError> {
    let filter: GameFilter = match filter {
        None | Some(Value::Null) => GameFilter::default(),
        v => arg(v, "filter")?,
    };
    let offset: usize = match offset {
        None | Some(Value::Null) => 0,
        v => arg(v, "offset")?,
    };
    let limit: usize = match limit {
        None | Some(Value::Null) => 50,
        v => arg(v, "limit")?,
    };
    let (total, page) = records(&core)?.list(|g| filter.matches(g), offset, limit.min(MAX_PAGE));
    Ok(GameList {
        total,
        offset,
        games: page.iter().map(GameSummary::from).collect(),
    })
}

/// `get_statistics` → `Statistics`.
#[tauri::command]
pub async fn get_statistics(core: State<'_, AppCore>) -> Result<Statistics, AppError> {
    let r = records(&core)?;
    Ok(Statistics {
        total_games: r.len(),
        rows: r.statistics(),
    })
}

/// `delete_game { id }` → `true` (`badArgument` when there is no such game).
#[tauri::command]
pub async fn delete_game(core: State<'_, AppCore>, id: Option<Value>) -> Result<bool, AppError> {
    let g = game(&core, id)?;
    records(&core)?.delete(g.id)
}

/// `replay_game { id }` → `ReplayDto`.
#[tauri::command]
pub async fn replay_game(
    core: State<'_, AppCore>,
    id: Option<Value>,
) -> Result<ReplayDto, AppError> {
    records::replay(&game(&core, id)?)
}

/// `continue_game { id, ply, level?, humanSide? }` → `BoardView`: a new game
/// against the computer from position `ply` of a recorded game, keeping its
/// moves (undo goes back through them). The human plays the side to move
/// unless `humanSide` says otherwise; the level defaults to the recorded
/// game's, else intermediate.
#[tauri::command]
pub async fn continue_game(
    core: State<'_, AppCore>,
    id: Option<Value>,
    ply: Option<Value>,
    level: Option<Value>,
    human_side: Option<Value>,
) -> Result<BoardView, AppError> {
    let g = game(&core, id)?;
    let ply: usize = arg(ply, "ply")?;
    let level: LevelDto = match level {
        None | Some(Value::Null) => match g.mode {
            Some(Mode::VsComputer { level, .. }) => level,
            _ => LevelDto::Intermediate,
        },
        v => arg(v, "level")?,
    };
    let played = records::game_at(&g, ply)?;
    let human_side: SideDto = match human_side {
        None | Some(Value::Null) => played.position().turn().into(),
        v => arg(v, "humanSide")?,
    };
    let mode = Mode::VsComputer { level, human_side };
    let session = GameSession::with_game(
        core.next_game_id(),
        played,
        mode,
        core.orientation_for(mode),
        g.setups,
        None,
    );
    Ok(core.install_session(session))
}

/// `export_game { id, format: "pgn" | "pgn-wxf" | "gib" }` → the text.
#[tauri::command]
pub async fn export_game(
    core: State<'_, AppCore>,
    id: Option<Value>,
    format: Option<Value>,
) -> Result<String, AppError> {
    let format: String = arg(format, "format")?;
    records::export(&game(&core, id)?, &format)
}

/// `save_export { id, format }` → the path of the file written in the
/// Downloads (else Documents, else app data `exports/`) directory.
#[tauri::command]
pub async fn save_export<R: Runtime>(
    app: AppHandle<R>,
    core: State<'_, AppCore>,
    id: Option<Value>,
    format: Option<Value>,
) -> Result<String, AppError> {
    let format: String = arg(format, "format")?;
    let g = game(&core, id)?;
    let text = records::export(&g, &format)?;
    let dir = app
        .path()
        .download_dir()
        .or_else(|_| app.path().document_dir())
        .or_else(|_| app.path().app_data_dir().map(|d| d.join("exports")))
        .map_err(|e| AppError::storage(format!("no folder to save in: {e}")))?;
    let ext = if format == "gib" { "gib" } else { "pgn" };
    let name = format!(
        "janggi-{}-{}.{ext}",
        records::date_text(g.date_ms).replace('.', "-"),
        g.id
    );
    let path = dir.join(name);
    records::write_atomic(&path, text.as_bytes())
        .map_err(|e| AppError::storage(format!("cannot write {}: {e}", path.display())))?;
    Ok(path.display().to_string())
}

/// `import_games { text? , bytes? }` → `ImportResult`: a PGN or `.gib` file
/// (format and encoding detected). All or nothing: a rejected file changes
/// nothing and the error names its first bad line.
#[tauri::command]
pub async fn import_games(
    core: State<'_, AppCore>,
    text: Option<Value>,
    bytes: Option<Value>,
) -> Result<ImportResult, AppError> {
    let data: Vec<u8> = match (text, bytes) {
        (Some(Value::String(t)), _) => t.into_bytes(),
        (_, Some(b @ Value::Array(_))) => arg(Some(b), "bytes")?,
        _ => return Err(AppError::bad_argument("give `text` or `bytes`")),
    };
    let ids = records(&core)?.import(&data)?;
    Ok(ImportResult {
        imported: ids.len(),
        ids,
    })
}
