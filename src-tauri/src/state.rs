//! `AppCore`: the state Tauri manages — the session behind one lock, the
//! computer's engine, the per-move timer thread, settings — and the
//! operations the commands call. It knows nothing of Tauri's runtime: events
//! leave through a [`Notifier`] closure, so the same core runs under the real
//! webview, the mock runtime and plain unit tests.

use crate::ai_worker;
use crate::dto::{BoardOrientation, Mode, Notice};
use crate::dto::{BoardView, HintDto, NewGameOptions, SearchInfoDto, Settings, SetupId, SideDto};
use crate::error::AppError;
use crate::session::{now_ms, GameSession, TimerJob};
use janggi_rules::Side;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Condvar, Mutex, MutexGuard};
use std::time::Duration;

/// Something the UI did not ask for.
#[derive(Debug, Clone)]
pub enum AppEvent {
    /// `game-updated`: the computer moved, a clock ran out, …
    GameUpdated(Box<BoardView>),
    /// `search-info`: progress of the computer's search.
    SearchInfo(SearchInfoDto),
}

impl AppEvent {
    /// The event name on the wire.
    pub fn name(&self) -> &'static str {
        match self {
            AppEvent::GameUpdated(_) => "game-updated",
            AppEvent::SearchInfo(_) => "search-info",
        }
    }
}

/// Where events go (the Tauri app handle's `emit` in the app).
pub type Notifier = Arc<dyn Fn(AppEvent) + Send + Sync>;

/// Locks a mutex, recovering the data if a thread panicked while holding it
/// (the session stays usable; no command panics because of a poisoned lock).
pub(crate) fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}

pub(crate) struct Inner {
    pub(crate) session: Mutex<Option<GameSession>>,
    pub(crate) engine: Mutex<Option<janggi_engine::Engine>>,
    pub(crate) notifier: Notifier,
    pub(crate) shutting_down: AtomicBool,
    next_game_id: AtomicU64,
    settings: Mutex<Settings>,
    timer: Mutex<Option<TimerJob>>,
    timer_cv: Condvar,
    timer_started: AtomicBool,
    startup_traced: AtomicBool,
    notices: Mutex<Vec<Notice>>,
    records: std::sync::OnceLock<Arc<crate::records::Records>>,
}

/// The app's shared state; cheap to clone (an `Arc`).
#[derive(Clone)]
pub struct AppCore {
    pub(crate) inner: Arc<Inner>,
}

impl AppCore {
    /// A core with `settings` that sends events to `notifier`.
    pub fn new(settings: Settings, notifier: Notifier) -> AppCore {
        AppCore {
            inner: Arc::new(Inner {
                session: Mutex::new(None),
                engine: Mutex::new(None),
                notifier,
                shutting_down: AtomicBool::new(false),
                next_game_id: AtomicU64::new(1),
                settings: Mutex::new(settings),
                timer: Mutex::new(None),
                timer_cv: Condvar::new(),
                timer_started: AtomicBool::new(false),
                startup_traced: AtomicBool::new(false),
                notices: Mutex::new(Vec::new()),
                records: std::sync::OnceLock::new(),
            }),
        }
    }

    /// Runs `f` on the session, then starts the computer's search and the
    /// move clock if the new state needs them, and returns the fresh view.
    fn with_session<F>(&self, f: F) -> Result<BoardView, AppError>
    where
        F: FnOnce(&mut GameSession) -> Result<(), AppError>,
    {
        let mut guard = lock(&self.inner.session);
        let session = guard.as_mut().ok_or_else(AppError::no_game)?;
        f(session)?;
        Ok(self.after_change(session))
    }

    /// Starts what the session's new state needs (search, timer) and returns
    /// its view. Called with the session lock held; spawning is cheap and
    /// the search itself runs without the lock.
    pub(crate) fn after_change(&self, session: &mut GameSession) -> BoardView {
        if !self.inner.shutting_down.load(Ordering::SeqCst) {
            if let Some(job) = session.begin_search() {
                if let Err(e) = ai_worker::spawn(self.clone(), job) {
                    session.cancel_search();
                    eprintln!("janggi: cannot start the AI thread: {e}");
                }
            }
        }
        self.set_timer(session.timer_job());
        if let Some(records) = self.records() {
            // Saved after every change, before the view goes out: a move
            // the player saw is a move on disk.
            if let Err(e) = records.persist(session) {
                eprintln!("janggi: cannot save the game: {e}");
            }
        }
        session.view()
    }

    /// Attaches the records (once, at start-up): from then on every change
    /// of the game is saved.
    pub fn set_records(&self, records: Arc<crate::records::Records>) {
        let _ = self.inner.records.set(records);
    }

    /// The records, when attached.
    pub fn records(&self) -> Option<Arc<crate::records::Records>> {
        self.inner.records.get().cloned()
    }

    /// Makes `session` (built with [`AppCore::next_game_id`]) the game,
    /// replacing any other, and starts what it needs.
    pub fn install_session(&self, session: GameSession) -> BoardView {
        let mut guard = lock(&self.inner.session);
        if let Some(old) = guard.as_mut() {
            old.cancel_search();
        }
        if let Some(engine) = self
            .inner
            .engine
            .try_lock()
            .ok()
            .as_mut()
            .and_then(|e| e.as_mut())
        {
            engine.new_game();
        }
        let session = guard.insert(session);
        self.after_change(session)
    }

    /// A fresh game id.
    pub fn next_game_id(&self) -> u64 {
        self.inner.next_game_id.fetch_add(1, Ordering::SeqCst)
    }

    /// Resumes the unfinished game saved by the records. Returns `false`
    /// (and keeps no game) when it does not replay.
    pub fn resume(&self, saved: &crate::records::SavedGame) -> bool {
        let id = self.next_game_id();
        match GameSession::restore(id, saved) {
            Ok(session) => {
                if let Some(r) = self.records() {
                    r.adopt(id, saved);
                }
                self.install_session(session);
                true
            }
            Err(e) => {
                eprintln!("janggi: the saved game does not replay: {e}");
                false
            }
        }
    }

    /// The board orientation the settings give for a game in `mode`.
    pub fn orientation_for(&self, mode: Mode) -> Side {
        match lock(&self.inner.settings).board_orientation {
            BoardOrientation::First => Side::First,
            BoardOrientation::Second => Side::Second,
            BoardOrientation::Auto => match mode {
                Mode::VsComputer { human_side, .. } => human_side.into(),
                Mode::TwoPlayers => Side::First,
            },
        }
    }

    /// `new_game`: replaces any game (stopping its search).
    pub fn new_game(&self, options: NewGameOptions) -> Result<BoardView, AppError> {
        let orientation = self.orientation_for(options.mode);
        let session = GameSession::new(self.next_game_id(), &options, orientation, rand::random())?;
        Ok(self.install_session(session))
    }

    /// `choose_setup`.
    pub fn choose_setup(&self, side: SideDto, setup: SetupId) -> Result<BoardView, AppError> {
        self.with_session(|s| s.choose_setup(side.into(), setup, rand::random()))
    }

    /// `make_move`.
    pub fn make_move(&self, from: u32, to: u32) -> Result<BoardView, AppError> {
        self.with_session(|s| s.make_move(from, to))
    }

    /// `pass_turn`.
    pub fn pass_turn(&self) -> Result<BoardView, AppError> {
        self.with_session(|s| s.pass_turn())
    }

    /// `undo`.
    pub fn undo(&self) -> Result<BoardView, AppError> {
        self.with_session(|s| s.undo())
    }

    /// `resign`.
    pub fn resign(&self) -> Result<BoardView, AppError> {
        self.with_session(|s| s.resign())
    }

    /// `flip`.
    pub fn flip(&self) -> Result<BoardView, AppError> {
        self.with_session(|s| {
            s.flip();
            Ok(())
        })
    }

    /// `get_view`.
    pub fn get_view(&self) -> Result<BoardView, AppError> {
        self.trace_startup();
        let guard = lock(&self.inner.session);
        Ok(guard.as_ref().ok_or_else(AppError::no_game)?.view())
    }

    /// `start_ai_move`: starts the computer's search if it is its turn and
    /// none runs; otherwise returns the view unchanged.
    pub fn start_ai_move(&self) -> Result<BoardView, AppError> {
        self.with_session(|_| Ok(()))
    }

    /// `hint`: a short search for the human to move. Blocking: call it off
    /// the UI thread. The session lock is held only to copy the game.
    pub fn hint(&self) -> Result<HintDto, AppError> {
        let game = {
            let guard = lock(&self.inner.session);
            guard.as_ref().ok_or_else(AppError::no_game)?.hint_game()?
        };
        ai_worker::hint(&game)
    }

    /// Queues a notice for the player.
    pub fn add_notice(&self, notice: Notice) {
        lock(&self.inner.notices).push(notice);
    }

    /// `take_notices`: the queued notices, each returned once.
    pub fn take_notices(&self) -> Vec<Notice> {
        std::mem::take(&mut *lock(&self.inner.notices))
    }

    /// Current settings.
    pub fn settings(&self) -> Settings {
        *lock(&self.inner.settings)
    }

    /// Replaces the settings (the caller persists them).
    pub fn set_settings(&self, settings: Settings) {
        *lock(&self.inner.settings) = settings;
    }

    /// Stops everything that runs in the background (app exit).
    pub fn shutdown(&self) {
        self.inner.shutting_down.store(true, Ordering::SeqCst);
        if let Some(s) = lock(&self.inner.session).as_mut() {
            s.cancel_search();
        }
        *lock(&self.inner.timer) = None;
        self.inner.timer_cv.notify_all();
    }

    /// With `JANGGI_STARTUP_TRACE` set, prints once when the UI first asks
    /// for the game (it renders its first screen right after): the start-up
    /// benchmark (`tools/bench_startup.sh`) reads this line.
    fn trace_startup(&self) {
        if !self.inner.startup_traced.swap(true, Ordering::SeqCst)
            && std::env::var_os("JANGGI_STARTUP_TRACE").is_some()
        {
            let ms = crate::started_at().elapsed().as_secs_f64() * 1000.0;
            eprintln!("janggi: startup: first get_view {ms:.0} ms after run()");
        }
    }

    pub(crate) fn emit(&self, event: AppEvent) {
        (self.inner.notifier)(event);
    }

    /// Arms the single timer thread for `job` (or disarms it).
    fn set_timer(&self, job: Option<TimerJob>) {
        {
            let mut t = lock(&self.inner.timer);
            if *t == job {
                return;
            }
            *t = job;
        }
        self.inner.timer_cv.notify_all();
        if job.is_some() && !self.inner.timer_started.swap(true, Ordering::SeqCst) {
            let core = self.clone();
            let spawned = std::thread::Builder::new()
                .name("janggi-timer".into())
                .spawn(move || core.timer_loop());
            if spawned.is_err() {
                self.inner.timer_started.store(false, Ordering::SeqCst);
            }
        }
    }

    /// Waits for the armed deadline; when it passes, the side to move loses
    /// on time (if the deadline is still current) and `game-updated` goes out.
    fn timer_loop(&self) {
        let mut guard = lock(&self.inner.timer);
        loop {
            if self.inner.shutting_down.load(Ordering::SeqCst) {
                return;
            }
            match *guard {
                None => {
                    guard = self
                        .inner
                        .timer_cv
                        .wait(guard)
                        .unwrap_or_else(|e| e.into_inner());
                }
                Some(job) => {
                    let now = now_ms();
                    if now < job.deadline_ms {
                        let wait = Duration::from_millis(job.deadline_ms - now);
                        guard = self
                            .inner
                            .timer_cv
                            .wait_timeout(guard, wait)
                            .unwrap_or_else(|e| e.into_inner())
                            .0;
                        continue;
                    }
                    *guard = None;
                    drop(guard);
                    let view = {
                        let mut s = lock(&self.inner.session);
                        match s.as_mut() {
                            Some(session) => {
                                // Re-arms the clock (the next setup chooser) and
                                // starts the computer if it is now to move.
                                session.expire(job).then(|| self.after_change(session))
                            }
                            None => None,
                        }
                    };
                    if let Some(v) = view {
                        self.emit(AppEvent::GameUpdated(Box::new(v)));
                    }
                    guard = lock(&self.inner.timer);
                }
            }
        }
    }
}
