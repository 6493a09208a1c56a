//! The computer's move, off the UI thread.
//!
//! Each search runs on its own OS thread on a *copy* of the game (the
//! session's [`SearchJob`]); the session lock is not held meanwhile. A
//! per-search `AtomicBool` stops it early (undo, new game, resign, quit).
//! The best move goes to the caller's `on_done`, which applies it only if
//! the job's game id, ply and search serial are still current.

use crate::session::{SearchJob, SetupJob};
use crate::sync::lock;
use janggi_engine::{Engine, Score, SearchInfo};
use janggi_rules::{notation, Game, JanggiSetup, Move};
use janggi_wire::dto::SearchInfoDto;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// Transposition table size of the computer's engine, in MiB.
const ENGINE_HASH_MB: usize = 32;
/// Shortest time between the start of the computer's search and its move
/// appearing: an instant reply would land while the player's own move is
/// still animating.
const MIN_REPLY_TIME: Duration = Duration::from_millis(300);
/// How long the computer takes over its Janggi setup (a person looks at
/// the opponent's setup before answering it).
const SETUP_THINK_TIME: Duration = Duration::from_millis(1200);
/// Shortest interval between two `search-info` events.
const INFO_INTERVAL: Duration = Duration::from_millis(150);
/// Test seam: in a debug build, with this environment variable set (to
/// anything), the computer answers as soon as its search is done (after
/// [`MIN_REPLY_TIME`]) instead of taking a person's thinking time. The
/// end-to-end run (`tests/e2e/run.sh`) and the Rust tests that play the
/// computer set it, so they do not wait; release builds ignore it.
pub const INSTANT_REPLY_ENV: &str = "JANGGI_INSTANT_REPLY";

/// Whether the computer takes a person's thinking time (see
/// [`INSTANT_REPLY_ENV`]).
fn human_think_time() -> bool {
    !(cfg!(debug_assertions) && std::env::var_os(INSTANT_REPLY_ENV).is_some())
}

/// How long after the start of the search for `job` its move may appear:
/// at least the time a person of the job's level takes over this move
/// ([`janggi_engine::Level::think_time`], from the game's seed: the same
/// "person" all game; none for the full engine), and never less than
/// [`MIN_REPLY_TIME`]. `human`: false when the test seam is on.
pub fn reply_time(job: &SearchJob, human: bool) -> Duration {
    let think = if human {
        janggi_engine::Level::from(job.level).think_time(
            job.game.legal_moves().len(),
            job.game.moves().len(),
            job.seed,
        )
    } else {
        Duration::ZERO
    };
    think.max(MIN_REPLY_TIME)
}

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
    /// (not before [`reply_time`] has passed since the start, unless
    /// stopped).
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
            .spawn(move || {
                let human = human_think_time();
                on_done(run(&engine, &job, expert_time, human, on_info))
            })
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
                let started = Instant::now();
                let setup = janggi_engine::choose_setup_stoppable(
                    job.side,
                    job.opponent,
                    job.seed,
                    &job.stop,
                );
                // A person's moment to look at the player's setup (undo and
                // resign stop the wait); none under the test seam, whose
                // end-to-end flows expect the choice at once.
                let wait = if human_think_time() {
                    SETUP_THINK_TIME
                } else {
                    Duration::ZERO
                };
                while started.elapsed() < wait && !job.stop.load(Ordering::Relaxed) {
                    std::thread::sleep(Duration::from_millis(10));
                }
                on_done(setup.filter(|_| !job.stop.load(Ordering::Relaxed)))
            })
            .map(|_| ())
    }
}

/// The worker thread's search: the best move of `job`, returned once
/// [`reply_time`] has passed since it started (or as soon as it is
/// stopped).
fn run(
    engine: &Mutex<Option<Engine>>,
    job: &SearchJob,
    expert_time: Duration,
    human: bool,
    mut on_info: impl FnMut(SearchInfoDto),
) -> Move {
    lower_thread_priority();
    // Measured from here: the thinking time includes the search's own.
    let started = Instant::now();
    let side = job.game.position().turn();
    // Under a clock with main time, a person's thinking time never takes
    // more than the clock's budget for the move.
    let wait = match &job.clock {
        Some(c) => reply_time(job, human).min(janggi_engine::clock_move_time(c, side).0),
        None => reply_time(job, human),
    };
    let best = {
        let mut engine_slot = lock(engine);
        let engine = engine_slot.get_or_insert_with(|| {
            let mut e = Engine::new(ENGINE_HASH_MB, 1);
            // The opening book: the computer varies its openings at every level.
            e.set_own_book(true);
            e
        });
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
        // The game's seed: the level's misjudgements (blind spots, noise)
        // stay those of one person all game, after a restart too.
        let level = janggi_engine::Level::from(job.level);
        let mut spec = level.spec(job.game.position().variant(), expert_time);
        if let Some(c) = job.clock {
            // The clock bounds every level; the full engine (level 10)
            // spends it as the clock allows instead of the expert time.
            spec.clock = Some(c);
            if spec.movetime.is_some() {
                spec.movetime = None;
            }
        }
        let result = engine.play_spec(&job.game, &spec, job.seed, stop, &mut progress);
        result.best
    };
    // Let the player's own move land (and animate) before the reply does,
    // and take the time a person of this level would.
    while started.elapsed() < wait && !job.stop.load(Ordering::Relaxed) {
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
pub(crate) fn set_thread_nice(nice: i32) {
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

/// Puts the calling thread in Linux's idle scheduling class (it runs only
/// when no other thread wants the core, and any thread that wakes takes the
/// core from it at once); where that is refused or absent, the lowest nice
/// value. For work with no deadline: the analysis board's endless search.
pub(crate) fn set_thread_idle() {
    #[cfg(any(target_os = "linux", target_os = "android"))]
    {
        #[repr(C)]
        struct SchedParam {
            sched_priority: i32,
        }
        extern "C" {
            fn sched_setscheduler(pid: i32, policy: i32, param: *const SchedParam) -> i32;
        }
        const SCHED_IDLE: i32 = 5;
        let param = SchedParam { sched_priority: 0 };
        // SAFETY: plain libc call on the calling thread (pid 0) with a
        // pointer to a live, properly laid out `struct sched_param`.
        let ok = unsafe { sched_setscheduler(0, SCHED_IDLE, &param) } == 0;
        if ok {
            return;
        }
    }
    set_thread_nice(19);
}

#[cfg(test)]
mod tests {
    use super::*;
    use janggi_rules::{ProfileId, RuleProfile};
    use janggi_wire::dto::LevelDto;

    fn job(level: u8, seed: u64) -> SearchJob {
        SearchJob {
            game_id: 1,
            ply: 0,
            seq: 1,
            game: Game::new(RuleProfile::from_id(ProfileId::Xiangqi)),
            level: LevelDto::new(level).unwrap(),
            seed,
            stop: Arc::new(AtomicBool::new(false)),
            clock: None,
        }
    }

    #[test]
    fn the_reply_takes_the_levels_thinking_time_from_the_games_seed() {
        for n in 1..=10 {
            let j = job(n, 42);
            let level = janggi_engine::Level::from(j.level);
            let human = level.think_time(j.game.legal_moves().len(), 0, 42);
            assert_eq!(reply_time(&j, true), human.max(MIN_REPLY_TIME), "level {n}");
            // The test seam: only the shortest reply time.
            assert_eq!(reply_time(&j, false), MIN_REPLY_TIME);
            // The same seed, the same time.
            assert_eq!(reply_time(&j, true), reply_time(&job(n, 42), true));
        }
        // The full engine takes its search's time, no more.
        assert_eq!(reply_time(&job(10, 42), true), MIN_REPLY_TIME);
        assert!(reply_time(&job(5, 42), true) > MIN_REPLY_TIME);
    }

    #[test]
    fn the_move_waits_for_the_thinking_time_and_a_stop_ends_the_wait() {
        let engine = Mutex::new(None);
        let j = job(1, 7);
        let want = reply_time(&j, true);
        let t = Instant::now();
        let best = run(&engine, &j, Duration::from_millis(100), true, |_| {});
        assert!(!best.is_none());
        assert!(t.elapsed() >= want, "{:?} < {want:?}", t.elapsed());
        // Stopped: no wait.
        let j = job(9, 7);
        j.stop.store(true, Ordering::SeqCst);
        let t = Instant::now();
        run(&engine, &j, Duration::from_millis(100), true, |_| {});
        assert!(t.elapsed() < Duration::from_secs(2), "{:?}", t.elapsed());
    }
}
