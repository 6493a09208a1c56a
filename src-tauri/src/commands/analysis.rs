//! Analysis board commands: open a study, play and step through it, the
//! engine's switch and lines, the position editor; the engine's lines come
//! as `analysis-info` events.

use super::args::{
    analysis_annotate, analysis_delete, analysis_engine, analysis_go, analysis_move, analysis_open,
    analysis_pass, analysis_pause, analysis_pgn, analysis_promote, analysis_save, editor_check,
    editor_read,
};
use super::Cx;
use crate::analysis::editor;
use janggi_wire::dto::{AnalysisView, EditorBoard, EditorCheck, GameSummary};
use janggi_wire::error::AppError;
use tauri::Runtime;

/// A study from the start, a FEN, a record or the game in progress; the
/// engine starts on it.
pub async fn analysis_open<R: Runtime>(
    cx: Cx<'_, R>,
    a: analysis_open::Args,
) -> Result<AnalysisView, AppError> {
    cx.core.analysis_open(a.source)
}

/// A move on the shown position (a branch when the line went on otherwise).
pub async fn analysis_move<R: Runtime>(
    cx: Cx<'_, R>,
    a: analysis_move::Args,
) -> Result<AnalysisView, AppError> {
    cx.core.analysis().play(a.from.0, a.to.0)
}

/// A pass on the shown position (Janggi).
pub async fn analysis_pass<R: Runtime>(
    cx: Cx<'_, R>,
    _: analysis_pass::Args,
) -> Result<AnalysisView, AppError> {
    cx.core.analysis().pass()
}

/// Shows another position of the study.
pub async fn analysis_go<R: Runtime>(
    cx: Cx<'_, R>,
    a: analysis_go::Args,
) -> Result<AnalysisView, AppError> {
    cx.core.analysis().go(a.node)
}

/// The engine on or off, how many lines it shows (1…5), and the moves it
/// leaves out at the shown position (UCI; `[]` none, absent unchanged).
pub async fn analysis_engine<R: Runtime>(
    cx: Cx<'_, R>,
    a: analysis_engine::Args,
) -> Result<AnalysisView, AppError> {
    cx.core.analysis().set_engine(a.on, a.lines, a.without)
}

/// Stops the engine (the screen is left or hidden); the next change starts
/// it again.
pub async fn analysis_pause<R: Runtime>(
    cx: Cx<'_, R>,
    _: analysis_pause::Args,
) -> Result<(), AppError> {
    cx.core.analysis().pause();
    Ok(())
}

/// The line through `node` becomes the main line.
pub async fn analysis_promote<R: Runtime>(
    cx: Cx<'_, R>,
    a: analysis_promote::Args,
) -> Result<AnalysisView, AppError> {
    cx.core.analysis().promote(a.node)
}

/// The move into `node` and everything after it are deleted.
pub async fn analysis_delete<R: Runtime>(
    cx: Cx<'_, R>,
    a: analysis_delete::Args,
) -> Result<AnalysisView, AppError> {
    cx.core.analysis().delete(a.node)
}

/// The comment (at most 2,000 characters) and mark of the move into `node`.
pub async fn analysis_annotate<R: Runtime>(
    cx: Cx<'_, R>,
    a: analysis_annotate::Args,
) -> Result<AnalysisView, AppError> {
    cx.core.analysis().annotate(a.node, &a.comment, a.mark)
}

/// The editor's board as FEN and the first setup rule it breaks (`waive`:
/// the waivable ones allowed).
pub async fn editor_check<R: Runtime>(
    _: Cx<'_, R>,
    a: editor_check::Args,
) -> Result<EditorCheck, AppError> {
    editor::check(&a.board, a.waive.unwrap_or(false))
}

/// A FEN's board to edit (whatever setup rule it breaks).
pub async fn editor_read<R: Runtime>(
    _: Cx<'_, R>,
    a: editor_read::Args,
) -> Result<EditorBoard, AppError> {
    editor::read(a.variant, &a.fen)
}

/// The open study as PGN with its variations, comments and marks (read
/// back by `analysis_open { source: { type: "pgn" } }`).
pub async fn analysis_pgn<R: Runtime>(
    cx: Cx<'_, R>,
    _: analysis_pgn::Args,
) -> Result<String, AppError> {
    cx.core.analysis().pgn()
}

/// The open study kept in the records (with the record it was opened from
/// when that record's moves are its main line, over the study saved
/// before, else as a new record).
pub async fn analysis_save<R: Runtime>(
    cx: Cx<'_, R>,
    _: analysis_save::Args,
) -> Result<GameSummary, AppError> {
    cx.core.analysis_save()
}
