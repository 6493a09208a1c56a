//! Two-device commands: host, join (and find games to join), the state of
//! the link, the answers to the other player's requests, leave. Moves,
//! setups, undo requests and resigning go through the game commands.

use super::{arg, lan_host_options};
use crate::core::AppCore;
use crate::dto::{BoardView, LanFoundGame, LanHostOptions, LanJoinRequest, LanStatus};
use crate::error::AppError;
use serde_json::Value;
use std::time::Duration;
use tauri::State;

/// Runs blocking network work on the blocking pool.
async fn blocking<T: Send + 'static>(
    f: impl FnOnce() -> Result<T, AppError> + Send + 'static,
) -> Result<T, AppError> {
    tauri::async_runtime::spawn_blocking(f)
        .await
        .map_err(|e| AppError::internal(format!("network task failed: {e}")))?
}

/// `lan_host { options: LanHostOptions }`: listen on the local network,
/// show the code; the game starts when the other device joins.
#[tauri::command]
pub async fn lan_host(
    core: State<'_, AppCore>,
    options: Option<Value>,
) -> Result<LanStatus, AppError> {
    let options: LanHostOptions = lan_host_options(options)?;
    let core = core.inner().clone();
    blocking(move || core.lan_host(options)).await
}

/// `lan_join { request: LanJoinRequest }`: join with the code.
#[tauri::command]
pub async fn lan_join(
    core: State<'_, AppCore>,
    request: Option<Value>,
) -> Result<LanStatus, AppError> {
    let request: LanJoinRequest = arg(request, "request")?;
    let core = core.inner().clone();
    blocking(move || core.lan_join(request)).await
}

/// `lan_discover`: the games hosted on the local network (browses ~1.5 s).
#[tauri::command]
pub async fn lan_discover(core: State<'_, AppCore>) -> Result<Vec<LanFoundGame>, AppError> {
    let core = core.inner().clone();
    blocking(move || core.lan_discover(Duration::from_millis(1500))).await
}

/// `lan_status`: hosting, code, link, requests and offers.
#[tauri::command]
pub async fn lan_status(core: State<'_, AppCore>) -> Result<LanStatus, AppError> {
    Ok(core.lan_status())
}

/// `lan_leave`: stop hosting / leave the two-device game.
#[tauri::command]
pub async fn lan_leave(core: State<'_, AppCore>) -> Result<LanStatus, AppError> {
    let core = core.inner().clone();
    blocking(move || Ok(core.lan_leave())).await
}

/// `lan_answer_undo { accept }`: answer the other player's undo request.
#[tauri::command]
pub async fn lan_answer_undo(
    core: State<'_, AppCore>,
    accept: Option<Value>,
) -> Result<BoardView, AppError> {
    let accept: bool = arg(accept, "accept")?;
    core.lan_answer_undo(accept)
}

/// `lan_offer_draw`: offer a draw (profiles with draws).
#[tauri::command]
pub async fn lan_offer_draw(core: State<'_, AppCore>) -> Result<BoardView, AppError> {
    core.lan_offer_draw()
}

/// `lan_answer_draw { accept }`: answer the other player's draw offer.
#[tauri::command]
pub async fn lan_answer_draw(
    core: State<'_, AppCore>,
    accept: Option<Value>,
) -> Result<BoardView, AppError> {
    let accept: bool = arg(accept, "accept")?;
    core.lan_answer_draw(accept)
}

/// `lan_claim_win`: the other device is gone too long (timer on): win on time.
#[tauri::command]
pub async fn lan_claim_win(core: State<'_, AppCore>) -> Result<BoardView, AppError> {
    core.lan_claim_win()
}
