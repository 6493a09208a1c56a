//! The computer's move, off the UI thread.
//!
//! Each search runs on its own OS thread on a *copy* of the game (the
//! session's [`SearchJob`]); the session lock is not held meanwhile. A
//! per-search `AtomicBool` stops it early (undo, new game, resign, quit).
//! The best move goes to the caller's `on_done`, which applies it only if
//! the job's game id, ply and search serial are still current.

use crate::dto::SearchInfoDto;
use crate::session::{SearchJob, SetupJob};
use crate::sync::lock;
use janggi_engine::{Engine, Score, SearchInfo};
use janggi_rules::{notation, Game, JanggiSetup, Move};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// Transposition table size of the computer's engine, in MiB.
const ENGINE_HASH_MB: usize = 32;
/// Shortest time between the start of the computer's search and its move
/// appearing: an instant reply would land while the player's own move is
/// still animating.
const MIN_REPLY_TIME: Duration = Duration::from_millis(300);
/// Shortest interval between two `search-info` events.
const INFO_INTERVAL: Duration = Duration::from_millis(150);

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

/// The computer's engine, kept between moves (its transposition table
/// carries over), and the threads that search with it.
#[derive(Clone, Default)]
pub struct Worker {
    engine: Arc<Mutex<Option<Engine>>>,
}

impl Worker {
    /// A worker whose engine is created on the first search.
    pub fn new() -> Worker {
        Worker::default()
    }

    /// Forgets what the engine learnt of the last game, unless a search
    /// holds it now (that search is being stopped and its result dropped).
    pub fn new_game(&self) {
        if let Some(engine) = self
            .engine
            .try_lock()
            .ok()
            .as_mut()
            .and_then(|e| e.as_mut())
        {
            engine.new_game();
        }
    }

    /// Starts the search of `job` on a new thread: progress goes to
    /// `on_info` (a few times a second at most), the best move to `on_done`
    /// (not before [`MIN_REPLY_TIME`] has passed, unless stopped).
    pub fn spawn(
        &self,
        job: SearchJob,
        expert_time: Duration,
        on_info: impl FnMut(SearchInfoDto) + Send + 'static,
        on_done: impl FnOnce(Move) + Send + 'static,
    ) -> std::io::Result<()> {
        let engine = self.engine.clone();
        std::thread::Builder::new()
            .name(format!("janggi-ai-{}-{}", job.game_id, job.seq))
            .spawn(move || on_done(run(&engine, &job, expert_time, on_info)))
            .map(|_| ())
    }
}

impl Worker {
    /// Starts the computer's setup choice of `job` on a new thread; its
    /// setup goes to `on_done` (`None` when stopped first).
    pub fn spawn_setup(
        &self,
        job: SetupJob,
        on_done: impl FnOnce(Option<JanggiSetup>) + Send + 'static,
    ) -> std::io::Result<()> {
        std::thread::Builder::new()
            .name(format!("janggi-setup-{}-{}", job.game_id, job.seq))
            .spawn(move || {
                lower_thread_priority();
                on_done(janggi_engine::choose_setup_stoppable(
                    job.side,
                    job.opponent,
                    job.seed,
                    &job.stop,
                ))
            })
            .map(|_| ())
    }
}

/// The worker thread's search: the best move of `job`.
fn run(
    engine: &Mutex<Option<Engine>>,
    job: &SearchJob,
    expert_time: Duration,
    mut on_info: impl FnMut(SearchInfoDto),
) -> Move {
    lower_thread_priority();
    let started = Instant::now();
    let best = {
        let mut engine_slot = lock(engine);
        let engine = engine_slot.get_or_insert_with(|| Engine::new(ENGINE_HASH_MB, 1));
        // The expert's time per move is the player's setting (read when the
        // search starts).
        engine.set_expert_time(expert_time);
        let stop: &AtomicBool = &job.stop;
        let mut last_info: Option<Instant> = None;
        let mut progress = |info: &SearchInfo| {
            // Progress is for a "depth n" label: a few updates a second are
            // plenty, and each one costs the webview a script evaluation.
            let due = last_info.is_none_or(|t| t.elapsed() >= INFO_INTERVAL);
            if due && !stop.load(Ordering::Relaxed) {
                last_info = Some(Instant::now());
                on_info(info_dto(&job.game, info));
            }
        };
        let result = engine.play_level(
            &job.game,
            job.level.into(),
            rand::random(),
            stop,
            &mut progress,
        );
        result.best
    };
    // Let the player's own move land (and animate) before the reply does.
    while started.elapsed() < MIN_REPLY_TIME && !job.stop.load(Ordering::Relaxed) {
        std::thread::sleep(Duration::from_millis(10));
    }
    best
}

/// Runs the calling (search) thread at a lower CPU priority so the UI's
/// threads (webview, event loop) win when cores are scarce. Linux and
/// Android only: there `setpriority(PRIO_PROCESS, 0, n)` applies to the
/// calling thread. Elsewhere a no-op; failure is harmless.
pub(super) fn lower_thread_priority() {
    set_thread_nice(10);
}

/// Sets the calling thread's nice value (Linux and Android; elsewhere a
/// no-op). A review, which nobody waits for move by move, runs at 19.
pub(super) fn set_thread_nice(nice: i32) {
    #[cfg(any(target_os = "linux", target_os = "android"))]
    {
        extern "C" {
            fn setpriority(which: i32, who: u32, prio: i32) -> i32;
        }
        const PRIO_PROCESS: i32 = 0;
        // SAFETY: plain libc call with scalar arguments; it only changes
        // the nice value of the calling thread.
        let _ = unsafe { setpriority(PRIO_PROCESS, 0, nice) };
    }
    #[cfg(not(any(target_os = "linux", target_os = "android")))]
    let _ = nice;
}
