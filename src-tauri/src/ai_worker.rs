//! The computer's move, off the UI thread.
//!
//! Each search runs on its own OS thread on a *copy* of the game; the session
//! lock is taken only after the search, to apply the move. A per-search
//! `AtomicBool` stops it early (undo, new game, resign, quit). The result
//! carries the game id, ply and search serial; a result for a game or ply
//! that has changed, or for a cancelled search, is dropped.

use crate::dto::{HintDto, SearchInfoDto};
use crate::error::AppError;
use crate::session::SearchJob;
use crate::state::{lock, AppCore, AppEvent};
use janggi_engine::{Engine, Limits, Score, SearchInfo};
use janggi_rules::{notation, Game};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

/// Transposition table size of the computer's engine, in MiB.
const ENGINE_HASH_MB: usize = 32;
/// Transposition table size of a hint search, in MiB.
const HINT_HASH_MB: usize = 8;
/// Shortest time between the start of the computer's search and its move
/// appearing: an instant reply would land while the player's own move is
/// still animating.
const MIN_REPLY_TIME: Duration = Duration::from_millis(300);
/// Shortest interval between two `search-info` events.
const INFO_INTERVAL: Duration = Duration::from_millis(150);
/// Thinking time of a hint.
const HINT_TIME: Duration = Duration::from_millis(400);

/// Converts the engine's progress into the wire type.
pub fn info_dto(game: &Game, info: &SearchInfo) -> SearchInfoDto {
    let (score_cp, mate_in) = match info.score {
        Score::Cp(cp) => (Some(cp), None),
        Score::Mate(n) => (None, Some(n)),
    };
    // The PV is in the engine's terms; name it in UCI from the position.
    let mut pos = game.position().clone();
    let mut pv = Vec::with_capacity(info.pv.len());
    for &m in &info.pv {
        if !pos.is_legal(m) {
            break;
        }
        pv.push(notation::uci(&pos, m));
        let _undo = pos.make_move(m);
    }
    SearchInfoDto {
        depth: info.depth,
        score_cp,
        mate_in,
        nodes: info.nodes,
        nps: info.nps,
        pv,
    }
}

/// Starts the search of `job` on a new thread.
pub fn spawn(core: AppCore, job: SearchJob) -> std::io::Result<()> {
    std::thread::Builder::new()
        .name(format!("janggi-ai-{}-{}", job.game_id, job.seq))
        .spawn(move || run(core, job))
        .map(|_| ())
}

/// The worker thread: search, then apply the move under the session lock if
/// it is still wanted, then emit `game-updated`.
fn run(core: AppCore, job: SearchJob) {
    lower_thread_priority();
    let started = Instant::now();
    let best = {
        let mut engine_slot = lock(&core.inner.engine);
        let engine = engine_slot.get_or_insert_with(|| Engine::new(ENGINE_HASH_MB, 1));
        let stop: &AtomicBool = &job.stop;
        let mut last_info: Option<Instant> = None;
        let mut on_info = |info: &SearchInfo| {
            // Progress is for a "depth n" label: a few updates a second are
            // plenty, and each one costs the webview a script evaluation.
            let due = last_info.is_none_or(|t| t.elapsed() >= INFO_INTERVAL);
            if due && !stop.load(Ordering::Relaxed) {
                last_info = Some(Instant::now());
                core.emit(AppEvent::SearchInfo(info_dto(&job.game, info)));
            }
        };
        let result = engine.play_level(
            &job.game,
            job.level.into(),
            rand::random(),
            stop,
            &mut on_info,
        );
        result.best
    };
    // Let the player's own move land (and animate) before the reply does.
    while started.elapsed() < MIN_REPLY_TIME && !job.stop.load(Ordering::Relaxed) {
        std::thread::sleep(Duration::from_millis(10));
    }
    let view = {
        let mut guard = lock(&core.inner.session);
        let Some(session) = guard.as_mut() else {
            return;
        };
        match session.finish_search(job.game_id, job.ply, job.seq, best) {
            Ok(true) => Some(core.after_change(session)),
            Ok(false) => None,
            Err(e) => {
                // The search belonged to this game but produced nothing
                // playable: report the state (not thinking) without starting
                // another search, so a failing engine cannot spin; the UI's
                // `start_ai_move` may retry.
                eprintln!("janggi: computer move failed: {e}");
                Some(session.view())
            }
        }
    };
    if let Some(v) = view {
        core.emit(AppEvent::GameUpdated(Box::new(v)));
    }
}

/// A short search for the player's best move (blocking).
pub fn hint(game: &Game) -> Result<HintDto, AppError> {
    let mut engine = Engine::new(HINT_HASH_MB, 1);
    let limits = Limits::movetime(HINT_TIME);
    let stop = AtomicBool::new(false);
    let result = engine.search(game, &limits, &stop, &mut |_| {});
    let m = result.best;
    if m.is_none() || !game.position().is_legal(m) {
        return Err(AppError::internal("the engine found no move"));
    }
    let pos = game.position();
    let (from, to) = if m.is_pass() {
        let g = pos
            .general(pos.turn())
            .map(|s| s.index() as u8)
            .unwrap_or(0);
        (g, g)
    } else {
        (m.from().index() as u8, m.to().index() as u8)
    };
    Ok(HintDto {
        from,
        to,
        pass: m.is_pass(),
        notation: notation::describe(pos, m),
    })
}

/// Runs the calling (search) thread at a lower CPU priority so the UI's
/// threads (webview, event loop) win when cores are scarce. Linux and
/// Android only: there `setpriority(PRIO_PROCESS, 0, n)` applies to the
/// calling thread. Elsewhere a no-op; failure is harmless.
fn lower_thread_priority() {
    #[cfg(any(target_os = "linux", target_os = "android"))]
    {
        extern "C" {
            fn setpriority(which: i32, who: u32, prio: i32) -> i32;
        }
        const PRIO_PROCESS: i32 = 0;
        // SAFETY: plain libc call with scalar arguments; it only changes
        // the nice value of the calling thread.
        let _ = unsafe { setpriority(PRIO_PROCESS, 0, 10) };
    }
}
