//! Records commands: the finished games (list, statistics, delete, replay,
//! continue from a replayed position), export as PGN / `.gib` text, to the
//! clipboard or to a file chosen in the native save dialog, and import of
//! pasted text or a file chosen in the native open dialog. All file,
//! dialog and clipboard access is here, in Rust: the webview has no file,
//! store, dialog or clipboard permission.

use super::args::{file_data, MAX_IMPORT};
use super::{arg, dialog, opt_arg};
use crate::core::AppCore;
use crate::dto::{
    BoardView, GameFilter, GameList, ImportPreview, ImportResult, LevelDto, RecordFormat,
    ReplayDto, SideDto, Statistics, VariantId,
};
use crate::error::AppError;
use crate::records;
use serde_json::Value;
use tauri::{AppHandle, Runtime, State};
use tauri_plugin_clipboard_manager::ClipboardExt;

/// `list_games { filter?, offset?, limit? }` → `GameList` (newest first).
#[tauri::command]
pub async fn list_games(
    core: State<'_, AppCore>,
    filter: Option<Value>,
    offset: Option<Value>,
    limit: Option<Value>,
) -> Result<GameList, AppError> {
    let filter: GameFilter = opt_arg(filter, "filter")?.unwrap_or_default();
    let offset: usize = opt_arg(offset, "offset")?.unwrap_or(0);
    let limit: usize = opt_arg(limit, "limit")?.unwrap_or(50);
    core.list_games(filter, offset, limit)
}

/// `get_statistics` → `Statistics`.
#[tauri::command]
pub async fn get_statistics(core: State<'_, AppCore>) -> Result<Statistics, AppError> {
    core.statistics()
}

/// `delete_game { id }` → `true` (`badArgument` when there is no such game).
#[tauri::command]
pub async fn delete_game(core: State<'_, AppCore>, id: Option<Value>) -> Result<bool, AppError> {
    core.delete_game(arg(id, "id")?)
}

/// `replay_game { id }` → `ReplayDto`.
#[tauri::command]
pub async fn replay_game(
    core: State<'_, AppCore>,
    id: Option<Value>,
) -> Result<ReplayDto, AppError> {
    core.replay_game(arg(id, "id")?)
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
    let id: u64 = arg(id, "id")?;
    let ply: usize = arg(ply, "ply")?;
    let level: Option<LevelDto> = opt_arg(level, "level")?;
    let human_side: Option<SideDto> = opt_arg(human_side, "humanSide")?;
    core.continue_game(id, ply, level, human_side)
}

/// `export_game { id, format: "pgn" | "pgn-wxf" | "gib" }` → the text.
#[tauri::command]
pub async fn export_game(
    core: State<'_, AppCore>,
    id: Option<Value>,
    format: Option<Value>,
) -> Result<String, AppError> {
    let format: RecordFormat = arg(format, "format")?;
    core.export_game(arg(id, "id")?, format.name())
}

/// `save_export { id, format }` → the path written, or `null` when the
/// player cancelled the native save dialog (suggested name
/// `<variant>-<date>-<id>.pgn|gib`).
#[tauri::command]
pub async fn save_export<R: Runtime>(
    app: AppHandle<R>,
    core: State<'_, AppCore>,
    id: Option<Value>,
    format: Option<Value>,
) -> Result<Option<String>, AppError> {
    let format: RecordFormat = arg(format, "format")?;
    let g = core.finished_game(arg(id, "id")?)?;
    let text = records::export(&g, format.name())?;
    let (ext, kind) = if format == RecordFormat::Gib {
        ("gib", "GIB")
    } else {
        ("pgn", "PGN")
    };
    let variant = match g.variant() {
        VariantId::Janggi => "janggi",
        VariantId::Xiangqi => "xiangqi",
    };
    let name = format!(
        "{variant}-{}-{}.{ext}",
        records::date_text(g.date_ms).replace('.', "-"),
        g.id
    );
    let Some(path) = dialog::save_path(&app, &name, kind, &[ext]).await? else {
        return Ok(None);
    };
    records::write_atomic(&path, text.as_bytes())
        .map_err(|e| AppError::storage(format!("cannot write {}: {e}", path.display())))?;
    Ok(Some(path.display().to_string()))
}

/// `copy_export { id, format }` → `true`: the exported text is put on the
/// system clipboard (`tauri-plugin-clipboard-manager`).
#[tauri::command]
pub async fn copy_export<R: Runtime>(
    app: AppHandle<R>,
    core: State<'_, AppCore>,
    id: Option<Value>,
    format: Option<Value>,
) -> Result<bool, AppError> {
    let format: RecordFormat = arg(format, "format")?;
    let text = core.export_game(arg(id, "id")?, format.name())?;
    app.clipboard()
        .write_text(text)
        .map_err(|e| AppError::storage(format!("cannot copy to the clipboard: {e}")))?;
    Ok(true)
}

/// The files the open dialog offers.
const IMPORT_EXTENSIONS: [&str; 6] = ["gib", "pgn", "xqf", "cbr", "cbl", "txt"];

/// `open_import` → the `ImportPreview` of the file chosen in the native
/// open dialog (.gib, .pgn, .xqf, .cbr, .cbl, .txt), or `null` when cancelled. Like
/// `preview_import`, nothing is written until `confirm_import`.
#[tauri::command]
pub async fn open_import<R: Runtime>(
    app: AppHandle<R>,
    core: State<'_, AppCore>,
) -> Result<Option<ImportPreview>, AppError> {
    let Some(path) = dialog::open_path(&app, "Game records", &IMPORT_EXTENSIONS).await? else {
        return Ok(None);
    };
    let cannot =
        |e: std::io::Error| AppError::storage(format!("cannot read {}: {e}", path.display()));
    let size = std::fs::metadata(&path).map_err(cannot)?.len();
    if size > MAX_IMPORT as u64 {
        return Err(AppError::bad_argument(format!(
            "the file is larger than {} MiB",
            MAX_IMPORT >> 20
        )));
    }
    let bytes = std::fs::read(&path).map_err(cannot)?;
    let name = path.file_name().map(|n| n.to_string_lossy().into_owned());
    core.preview_import(&bytes, name).map(Some)
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
    core.import_games(&file_data(text, bytes)?)
}

/// `preview_import { text? | bytes? (number array or base64), name? }` →
/// `ImportPreview`: a PGN,
/// `.gib` or `.xqf` file read game by game; nothing is written until
/// `confirm_import`.
#[tauri::command]
pub async fn preview_import(
    core: State<'_, AppCore>,
    text: Option<Value>,
    bytes: Option<Value>,
    name: Option<Value>,
) -> Result<ImportPreview, AppError> {
    let name: Option<String> = opt_arg(name, "name")?;
    core.preview_import(&file_data(text, bytes)?, name)
}

/// `confirm_import { previewId, includePartial? }` → `ImportResult`: writes
/// the complete games of the preview, and the legal part of the cut-short
/// games numbered in `includePartial`; duplicates are skipped.
#[tauri::command]
pub async fn confirm_import(
    core: State<'_, AppCore>,
    preview_id: Option<Value>,
    include_partial: Option<Value>,
) -> Result<ImportResult, AppError> {
    let id: u64 = arg(preview_id, "previewId")?;
    let partial: Vec<usize> = opt_arg(include_partial, "includePartial")?.unwrap_or_default();
    core.confirm_import(id, &partial)
}

/// `cancel_import { previewId }` → whether the preview was open; nothing
/// is written.
#[tauri::command]
pub async fn cancel_import(
    core: State<'_, AppCore>,
    preview_id: Option<Value>,
) -> Result<bool, AppError> {
    Ok(core.cancel_import(arg(preview_id, "previewId")?))
}
