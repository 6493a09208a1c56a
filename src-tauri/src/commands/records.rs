//! Records commands: the finished games (list, statistics, delete, replay,
//! continue from a replayed position), export as PGN / `.gib` text or to a
//! file, and import of pasted or opened files. All file access is here, in
//! Rust: the webview has no file or store permission.

use super::{arg, opt_arg};
use crate::core::AppCore;
use crate::dto::{
    BoardView, GameFilter, GameList, ImportPreview, ImportResult, LevelDto, RecordFormat,
    ReplayDto, SideDto, Statistics,
};
use crate::error::AppError;
use crate::records;
use serde_json::Value;
use tauri::{AppHandle, Manager, Runtime, State};

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

/// `save_export { id, format }` → the path of the file written in the
/// Downloads (else Documents, else app data `exports/`) directory.
#[tauri::command]
pub async fn save_export<R: Runtime>(
    app: AppHandle<R>,
    core: State<'_, AppCore>,
    id: Option<Value>,
    format: Option<Value>,
) -> Result<String, AppError> {
    let format: RecordFormat = arg(format, "format")?;
    let g = core.finished_game(arg(id, "id")?)?;
    let text = records::export(&g, format.name())?;
    let dir = app
        .path()
        .download_dir()
        .or_else(|_| app.path().document_dir())
        .or_else(|_| app.path().app_data_dir().map(|d| d.join("exports")))
        .map_err(|e| AppError::storage(format!("no folder to save in: {e}")))?;
    let ext = if format == RecordFormat::Gib {
        "gib"
    } else {
        "pgn"
    };
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
    core.import_games(&file_data(text, bytes)?)
}

/// Largest file `preview_import` takes (the rules crate's own limit).
const MAX_IMPORT: usize = janggi_rules::formats::MAX_INPUT;

/// The file of an import: `text`, or `bytes` as a number array (each 0–255)
/// or a base64 string (what the UI sends: a third of the JSON of an array),
/// of at most [`MAX_IMPORT`] bytes.
fn file_data(text: Option<Value>, bytes: Option<Value>) -> Result<Vec<u8>, AppError> {
    match (text, bytes) {
        (Some(Value::String(t)), _) => Ok(t.into_bytes()),
        (_, Some(Value::String(b64))) => {
            if b64.len() / 4 * 3 > MAX_IMPORT + 3 {
                return Err(AppError::bad_argument(format!(
                    "the file is larger than {} MiB",
                    MAX_IMPORT >> 20
                )));
            }
            base64_decode(&b64)
                .ok_or_else(|| AppError::bad_argument("argument `bytes`: not valid base64"))
        }
        (_, Some(Value::Array(a))) if a.len() > MAX_IMPORT => Err(AppError::bad_argument(format!(
            "the file is larger than {} MiB",
            MAX_IMPORT >> 20
        ))),
        (_, Some(b @ Value::Array(_))) => arg(Some(b), "bytes"),
        _ => Err(AppError::bad_argument("give `text` or `bytes`")),
    }
}

/// Standard base64 (`A–Z a–z 0–9 + /`, `=` padding optional; whitespace
/// ignored); `None` for anything else.
fn base64_decode(text: &str) -> Option<Vec<u8>> {
    let mut out = Vec::with_capacity(text.len() / 4 * 3);
    let (mut acc, mut bits, mut padding) = (0u32, 0u32, 0usize);
    for c in text.bytes().filter(|c| !c.is_ascii_whitespace()) {
        let v = match c {
            b'A'..=b'Z' => c - b'A',
            b'a'..=b'z' => c - b'a' + 26,
            b'0'..=b'9' => c - b'0' + 52,
            b'+' => 62,
            b'/' => 63,
            b'=' => {
                padding += 1;
                continue;
            }
            _ => return None,
        };
        if padding > 0 {
            return None; // data after padding
        }
        acc = (acc << 6) | u32::from(v);
        bits += 6;
        if bits >= 8 {
            bits -= 8;
            out.push((acc >> bits) as u8);
            acc &= (1 << bits) - 1;
        }
    }
    // Leftover bits must be the zero fill of a shorter last group.
    (padding <= 2 && bits < 6 && acc == 0).then_some(out)
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

#[cfg(test)]
mod tests {
    use super::base64_decode;

    #[test]
    fn base64_reference_values() {
        // RFC 4648 section 10.
        for (plain, enc) in [
            ("", ""),
            ("f", "Zg=="),
            ("fo", "Zm8="),
            ("foo", "Zm9v"),
            ("foob", "Zm9vYg=="),
            ("fooba", "Zm9vYmE="),
            ("foobar", "Zm9vYmFy"),
        ] {
            assert_eq!(
                base64_decode(enc).as_deref(),
                Some(plain.as_bytes()),
                "{enc}"
            );
            assert_eq!(
                base64_decode(enc.trim_end_matches('=')).as_deref(),
                Some(plain.as_bytes())
            );
        }
        assert_eq!(base64_decode("/+8=").unwrap(), [0xff, 0xef]);
        for bad in ["Zg=a", "Z!==", "Zh==", "Zg===", "Z"] {
            assert_eq!(base64_decode(bad), None, "{bad}");
        }
    }
}
