//! Analysis board commands: open a study, play and step through it, the
//! engine's switch and lines; the engine's lines come as `analysis-info`
//! events.

use super::{arg, opt_arg, square};
use crate::analysis::editor;
use crate::core::AppCore;
use crate::dto::{
    AnalysisSource, AnalysisView, EditorBoard, EditorCheck, GameSummary, MoveMark, VariantId,
};
use crate::error::AppError;
use serde_json::Value;
use tauri::State;

/// `analysis_open { source }` → `AnalysisView`: a study from the start, a
/// FEN, a record or the game in progress; the engine starts on it.
#[tauri::command]
pub async fn analysis_open(
    core: State<'_, AppCore>,
    source: Option<Value>,
) -> Result<AnalysisView, AppError> {
    let source: AnalysisSource = arg(source, "source")?;
    core.analysis_open(source)
}

/// `analysis_move { from, to }` → `AnalysisView`: a move on the shown
/// position (a branch when the line went on otherwise).
#[tauri::command]
pub async fn analysis_move(
    core: State<'_, AppCore>,
    from: Option<Value>,
    to: Option<Value>,
) -> Result<AnalysisView, AppError> {
    core.analysis()
        .play(square(from, "from")?, square(to, "to")?)
}

/// `analysis_pass` → `AnalysisView`: a pass on the shown position (Janggi).
#[tauri::command]
pub async fn analysis_pass(core: State<'_, AppCore>) -> Result<AnalysisView, AppError> {
    core.analysis().pass()
}

/// `analysis_go { node }` → `AnalysisView`: shows another position of the
/// study.
#[tauri::command]
pub async fn analysis_go(
    core: State<'_, AppCore>,
    node: Option<Value>,
) -> Result<AnalysisView, AppError> {
    core.analysis().go(arg(node, "node")?)
}

/// `analysis_engine { on, lines, without? }` → `AnalysisView`: the engine
/// on or off, how many lines it shows (1…5), and the moves it leaves out
/// at the shown position (UCI; `[]` none, absent unchanged).
#[tauri::command]
pub async fn analysis_engine(
    core: State<'_, AppCore>,
    on: Option<Value>,
    lines: Option<Value>,
    without: Option<Value>,
) -> Result<AnalysisView, AppError> {
    core.analysis().set_engine(
        arg(on, "on")?,
        arg(lines, "lines")?,
        opt_arg(without, "without")?,
    )
}

/// `analysis_pause`: stops the engine (the screen is left or hidden); the
/// next change starts it again.
#[tauri::command]
pub async fn analysis_pause(core: State<'_, AppCore>) -> Result<(), AppError> {
    core.analysis().pause();
    Ok(())
}

/// `analysis_promote { node }` → `AnalysisView`: the line through `node`
/// becomes the main line.
#[tauri::command]
pub async fn analysis_promote(
    core: State<'_, AppCore>,
    node: Option<Value>,
) -> Result<AnalysisView, AppError> {
    core.analysis().promote(arg(node, "node")?)
}

/// `analysis_delete { node }` → `AnalysisView`: the move into `node` and
/// everything after it are deleted.
#[tauri::command]
pub async fn analysis_delete(
    core: State<'_, AppCore>,
    node: Option<Value>,
) -> Result<AnalysisView, AppError> {
    core.analysis().delete(arg(node, "node")?)
}

/// `analysis_annotate { node, comment, mark? }` → `AnalysisView`: the
/// comment (at most 2,000 characters) and mark of the move into `node`.
#[tauri::command]
pub async fn analysis_annotate(
    core: State<'_, AppCore>,
    node: Option<Value>,
    comment: Option<Value>,
    mark: Option<Value>,
) -> Result<AnalysisView, AppError> {
    let comment: String = arg(comment, "comment")?;
    let mark: Option<MoveMark> = opt_arg(mark, "mark")?;
    core.analysis().annotate(arg(node, "node")?, &comment, mark)
}

/// `editor_check { board, waive }` → `EditorCheck`: the editor's board as
/// FEN and the first setup rule it breaks (`waive`: the waivable ones
/// allowed).
#[tauri::command]
pub async fn editor_check(
    board: Option<Value>,
    waive: Option<Value>,
) -> Result<EditorCheck, AppError> {
    let board: EditorBoard = arg(board, "board")?;
    let waive: Option<bool> = opt_arg(waive, "waive")?;
    editor::check(&board, waive.unwrap_or(false))
}

/// `editor_read { variant, fen }` → `EditorBoard`: a FEN's board to edit
/// (whatever setup rule it breaks).
#[tauri::command]
pub async fn editor_read(
    variant: Option<Value>,
    fen: Option<Value>,
) -> Result<EditorBoard, AppError> {
    let variant: VariantId = arg(variant, "variant")?;
    let fen: String = arg(fen, "fen")?;
    editor::read(variant, &fen)
}

/// `analysis_pgn` → the open study as PGN with its variations, comments
/// and marks (read back by `analysis_open { source: { type: "pgn" } }`).
#[tauri::command]
pub async fn analysis_pgn(core: State<'_, AppCore>) -> Result<String, AppError> {
    core.analysis().pgn()
}

/// `analysis_save` → `GameSummary`: the open study kept in the records
/// (with the record it was opened from when that record's moves are its
/// main line, over the study saved before, else as a new record).
#[tauri::command]
pub async fn analysis_save(core: State<'_, AppCore>) -> Result<GameSummary, AppError> {
    core.analysis_save()
}
