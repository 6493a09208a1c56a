//! Records commands: the finished games (list, statistics, delete, replay,
//! continue from a replayed position), export as PGN / `.gib` text, to the
//! clipboard or to a file chosen in the native save dialog, and import of
//! pasted text or a file chosen in the native open dialog. All file,
//! dialog and clipboard access is here, in Rust: the webview has no file,
//! store, dialog or clipboard permission.

use super::args::MAX_IMPORT;
use super::args::{
    cancel_import, confirm_import, continue_game, copy_export, delete_game, get_statistics,
    list_games, open_import, preview_import, replay_game, save_export,
};
use super::{dialog, Cx};
use crate::records;
use janggi_wire::dto::{
    BoardView, GameList, ImportPreview, ImportResult, RecordFormat, ReplayDto, Statistics,
    VariantId,
};
use janggi_wire::error::{AppError, ErrorKind};
use tauri::Runtime;
use tauri_plugin_clipboard_manager::ClipboardExt;

/// `GameList` (newest first): all games, from 0, 50 unless said.
pub async fn list_games<R: Runtime>(
    cx: Cx<'_, R>,
    a: list_games::Args,
) -> Result<GameList, AppError> {
    let filter = a.filter.unwrap_or_default();
    cx.core
        .records()
        .list_games(filter, a.offset.unwrap_or(0), a.limit.unwrap_or(50))
}

/// The statistics of the games against the computer.
pub async fn get_statistics<R: Runtime>(
    cx: Cx<'_, R>,
    _: get_statistics::Args,
) -> Result<Statistics, AppError> {
    cx.core.records().statistics()
}

/// `true` (`badArgument` when there is no such game).
pub async fn delete_game<R: Runtime>(
    cx: Cx<'_, R>,
    a: delete_game::Args,
) -> Result<bool, AppError> {
    cx.core.delete_game(a.id)
}

/// Every position and move of a finished game.
pub async fn replay_game<R: Runtime>(
    cx: Cx<'_, R>,
    a: replay_game::Args,
) -> Result<ReplayDto, AppError> {
    cx.core.records().replay_game(a.id)
}

/// A new game against the computer from position `ply` of a recorded game,
/// keeping its moves (undo goes back through them). The human plays the
/// side to move unless `human_side` says otherwise; the level defaults to
/// the recorded game's, else intermediate.
pub async fn continue_game<R: Runtime>(
    cx: Cx<'_, R>,
    a: continue_game::Args,
) -> Result<BoardView, AppError> {
    cx.core.continue_game(a.id, a.ply, a.level, a.human_side)
}

/// The path written, or `None` when the player cancelled the native save
/// dialog (suggested name `<variant>-<date>-<id>.pgn|gib`).
pub async fn save_export<R: Runtime>(
    cx: Cx<'_, R>,
    a: save_export::Args,
) -> Result<Option<String>, AppError> {
    let format = a.format;
    let g = cx.core.records().finished_game(a.id)?;
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
    let Some(path) = dialog::save_path(cx.app, &name, kind, &[ext]).await? else {
        return Ok(None);
    };
    records::write_atomic(&path, text.as_bytes())
        .map_err(|e| AppError::storage(format!("cannot write {}: {e}", path.display())))?;
    Ok(Some(path.display().to_string()))
}

/// `true`: the exported text is put on the system clipboard
/// (`tauri-plugin-clipboard-manager`).
pub async fn copy_export<R: Runtime>(
    cx: Cx<'_, R>,
    a: copy_export::Args,
) -> Result<bool, AppError> {
    let text = cx.core.records().export_game(a.id, a.format.name())?;
    cx.app
        .clipboard()
        .write_text(text)
        .map_err(|e| AppError::storage(format!("cannot copy to the clipboard: {e}")))?;
    Ok(true)
}

/// The files the open dialog offers.
const IMPORT_EXTENSIONS: [&str; 6] = ["gib", "pgn", "xqf", "cbr", "cbl", "txt"];

/// The `ImportPreview` of the file chosen in the native open dialog, or
/// `None` when cancelled. Like `preview_import`, nothing is written until
/// `confirm_import`.
pub async fn open_import<R: Runtime>(
    cx: Cx<'_, R>,
    a: open_import::Args,
) -> Result<Option<ImportPreview>, AppError> {
    // The filter's name is the UI's, in the player's language.
    let filter = a.filter_name.as_deref().unwrap_or("Game records");
    let Some(path) = dialog::open_path(cx.app, filter, &IMPORT_EXTENSIONS).await? else {
        return Ok(None);
    };
    let cannot = |e: std::io::Error| {
        AppError::new(
            ErrorKind::FileUnreadable,
            format!("cannot read {}: {e}", path.display()),
        )
    };
    let size = std::fs::metadata(&path).map_err(cannot)?.len();
    if size > MAX_IMPORT as u64 {
        return Err(AppError::file_too_large(MAX_IMPORT));
    }
    let bytes = std::fs::read(&path).map_err(cannot)?;
    let name = path.file_name().map(|n| n.to_string_lossy().into_owned());
    cx.core.records().preview_import(&bytes, name).map(Some)
}

/// A PGN, `.gib` or `.xqf` file read game by game; nothing is written
/// until `confirm_import`.
pub async fn preview_import<R: Runtime>(
    cx: Cx<'_, R>,
    a: preview_import::Args,
) -> Result<ImportPreview, AppError> {
    cx.core.records().preview_import(&a.file.0, a.name)
}

/// Writes the complete games of the preview, and the legal part of the
/// cut-short games numbered in `include_partial`; duplicates are skipped.
pub async fn confirm_import<R: Runtime>(
    cx: Cx<'_, R>,
    a: confirm_import::Args,
) -> Result<ImportResult, AppError> {
    let partial = a.include_partial.unwrap_or_default();
    cx.core.records().confirm_import(a.preview_id, &partial)
}

/// Whether the preview was open; nothing is written.
pub async fn cancel_import<R: Runtime>(
    cx: Cx<'_, R>,
    a: cancel_import::Args,
) -> Result<bool, AppError> {
    Ok(cx.core.records().cancel_import(a.preview_id))
}
