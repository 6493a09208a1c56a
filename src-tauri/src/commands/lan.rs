//! Two-device commands: host, join (and find games to join), the state of
//! the link, the answers to the other player's requests, leave. Moves,
//! setups, undo requests and resigning go through the game commands.

use super::args::{
    lan_answer_draw, lan_answer_undo, lan_claim_win, lan_discover, lan_host, lan_join, lan_leave,
    lan_offer_draw, lan_status,
};
use super::Cx;
use janggi_wire::dto::{BoardView, LanFoundGame, LanStatus};
use janggi_wire::error::AppError;
use std::time::Duration;
use tauri::Runtime;

/// Runs blocking network work on the blocking pool.
async fn blocking<T: Send + 'static>(
    f: impl FnOnce() -> Result<T, AppError> + Send + 'static,
) -> Result<T, AppError> {
    tauri::async_runtime::spawn_blocking(f)
        .await
        .map_err(|e| AppError::internal(format!("network task failed: {e}")))?
}

/// Listen on the local network, show the code; the game starts when the
/// other device joins.
pub async fn lan_host<R: Runtime>(cx: Cx<'_, R>, a: lan_host::Args) -> Result<LanStatus, AppError> {
    let core = cx.core.clone();
    blocking(move || core.lan_host(a.options)).await
}

/// Join with the code.
pub async fn lan_join<R: Runtime>(cx: Cx<'_, R>, a: lan_join::Args) -> Result<LanStatus, AppError> {
    let core = cx.core.clone();
    blocking(move || core.lan_join(a.request)).await
}

/// The games hosted on the local network (browses ~1.5 s).
pub async fn lan_discover<R: Runtime>(
    cx: Cx<'_, R>,
    _: lan_discover::Args,
) -> Result<Vec<LanFoundGame>, AppError> {
    let core = cx.core.clone();
    blocking(move || core.lan_discover(Duration::from_millis(1500))).await
}

/// Hosting, code, link, requests and offers.
pub async fn lan_status<R: Runtime>(
    cx: Cx<'_, R>,
    _: lan_status::Args,
) -> Result<LanStatus, AppError> {
    Ok(cx.core.lan_status())
}

/// Stop hosting / leave the two-device game.
pub async fn lan_leave<R: Runtime>(
    cx: Cx<'_, R>,
    _: lan_leave::Args,
) -> Result<LanStatus, AppError> {
    let core = cx.core.clone();
    blocking(move || Ok(core.lan_leave())).await
}

/// Answer the other player's undo request.
pub async fn lan_answer_undo<R: Runtime>(
    cx: Cx<'_, R>,
    a: lan_answer_undo::Args,
) -> Result<BoardView, AppError> {
    cx.core.lan_answer_undo(a.accept)
}

/// Offer a draw (profiles with draws).
pub async fn lan_offer_draw<R: Runtime>(
    cx: Cx<'_, R>,
    _: lan_offer_draw::Args,
) -> Result<BoardView, AppError> {
    cx.core.lan_offer_draw()
}

/// Answer the other player's draw offer.
pub async fn lan_answer_draw<R: Runtime>(
    cx: Cx<'_, R>,
    a: lan_answer_draw::Args,
) -> Result<BoardView, AppError> {
    cx.core.lan_answer_draw(a.accept)
}

/// The other device is gone too long (timer on): win on time.
pub async fn lan_claim_win<R: Runtime>(
    cx: Cx<'_, R>,
    _: lan_claim_win::Args,
) -> Result<BoardView, AppError> {
    cx.core.lan_claim_win()
}
