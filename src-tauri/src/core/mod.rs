//! `AppCore`: the state Tauri manages, and the only module that knows the
//! session, the records and the AI worker together. It wires them: a change
//! of the game starts the computer's search and the move clock, is saved,
//! and becomes the view the command returns.
//!
//! It knows nothing of Tauri's runtime: events leave through a [`Notifier`]
//! closure, so the same core runs under the real webview, the mock runtime
//! and plain unit tests. Parts: [`events`] (what goes out unasked),
//! [`timer`] (the move clock's thread), [`saving`] (the game saved outside
//! its lock), [`persist`] (the records' side:
//! saving, resuming, tutorial progress). The settings are a service of
//! their own ([`crate::settings`]), as is the analysis board.

mod action;
mod analysis;
mod draw;
mod events;
mod lan;
mod persist;
mod records;
mod review;
mod save_job;
mod saving;
mod timer;

pub use action::GameAction;
pub use events::{AppEvent, EventSink, EventSpec, Notifier, EVENTS};

use crate::ai;
use crate::session::{GameSession, SearchJob, SetupJob, TimerJob};
use crate::sync::{Ordered, Rank};
use janggi_rules::Move;
use janggi_wire::dto::{BoardView, HintDto, NewGameOptions, Settings, SetupId, SideDto};
use janggi_wire::dto::{ClockPause, Notice};
use janggi_wire::error::AppError;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Condvar};
use std::time::Duration;

pub(crate) struct Inner {
    session: Ordered<Option<GameSession>>,
    worker: ai::Worker,
    notifier: Notifier,
    shutting_down: AtomicBool,
    next_game_id: AtomicU64,
    /// The settings service (its own leaf lock; see [`crate::settings`]).
    settings: crate::settings::SettingsService,
    timer: Ordered<Option<TimerJob>>,
    timer_cv: Condvar,
    timer_started: AtomicBool,
    startup_traced: AtomicBool,
    notices: Ordered<Vec<Notice>>,
    /// The records service: the records, the import preview and the last
    /// save outcome, each behind its own lock (see
    /// [`crate::records::service`]).
    records: Arc<crate::records::RecordsService>,
    /// The puzzle service (the player's puzzle record in the records'
    /// store; see [`crate::puzzles::service`]).
    puzzles: crate::puzzles::service::PuzzleService,
    /// The rating service (the stored rating and the lock of its one
    /// writer; see [`crate::rating::service`]).
    rating: crate::rating::service::RatingService,
    /// The two-device game, when one is on (see [`lan`]).
    lan: Ordered<lan::state::LanState>,
    /// The side this device plays in it (a leaf lock for the view filter).
    lan_seat: Ordered<Option<lan::state::LanSeat>>,
    /// The review service: the reviews of this run behind their own lock
    /// (see [`crate::review::service`]; the core's side in [`review`]).
    review: crate::review::ReviewService,
    /// The analysis board (a service with its own lock; see
    /// [`crate::analysis`]).
    analysis: crate::analysis::Analysis,
    /// Saves queued under the session lock, written after it (see
    /// [`saving`]).
    pending_saves: Ordered<Vec<save_job::SaveJob>>,
    /// How many saves were ever queued, and how many written.
    save_jobs: AtomicU64,
    saved_jobs: AtomicU64,
    /// Held by the one thread writing the queued saves.
    saver: Ordered<()>,
}

/// The app's shared state; cheap to clone (an `Arc`).
#[derive(Clone)]
pub struct AppCore {
    inner: Arc<Inner>,
}

impl AppCore {
    /// A core with `settings` that sends events to `notifier`.
    pub fn new(settings: Settings, notifier: Notifier) -> AppCore {
        let to_ui = notifier.clone();
        let analysis = crate::analysis::Analysis::new(Arc::new(move |info| {
            to_ui(AppEvent::AnalysisInfo(Box::new(info)))
        }));
        // The records service is shared with the services that keep their
        // state in the records' store (puzzles, rating).
        let records = Arc::new(crate::records::RecordsService::new());
        AppCore {
            inner: Arc::new(Inner {
                session: Ordered::new(Rank::Session, None),
                worker: ai::Worker::new(),
                notifier,
                shutting_down: AtomicBool::new(false),
                next_game_id: AtomicU64::new(1),
                settings: crate::settings::SettingsService::new(settings),
                timer: Ordered::new(Rank::Leaf, None),
                timer_cv: Condvar::new(),
                timer_started: AtomicBool::new(false),
                startup_traced: AtomicBool::new(false),
                notices: Ordered::new(Rank::Leaf, Vec::new()),
                records: records.clone(),
                puzzles: crate::puzzles::service::PuzzleService::new(records.clone()),
                rating: crate::rating::service::RatingService::new(records),
                lan: Ordered::new(Rank::Lan, lan::state::LanState::default()),
                lan_seat: Ordered::new(Rank::Leaf, None),
                review: crate::review::ReviewService::new(),
                analysis,
                pending_saves: Ordered::new(Rank::Leaf, Vec::new()),
                save_jobs: AtomicU64::new(0),
                saved_jobs: AtomicU64::new(0),
                saver: Ordered::new(Rank::Saver, ()),
            }),
        }
    }

    /// Runs `f` on the session, then starts the computer's search and the
    /// move clock if the new state needs them, and returns the fresh view.
    fn with_session<F>(&self, f: F) -> Result<BoardView, AppError>
    where
        F: FnOnce(&mut GameSession) -> Result<(), AppError>,
    {
        let mut guard = self.session_lock();
        let session = guard.as_mut().ok_or_else(AppError::no_game)?;
        f(session)?;
        Ok(self.after_change(session))
    }

    /// Starts what the session's new state needs (search, timer), saves it
    /// and returns its view. Called with the session lock held; spawning is
    /// cheap and the search itself runs without the lock.
    fn after_change(&self, session: &mut GameSession) -> BoardView {
        if !self.inner.shutting_down.load(Ordering::SeqCst) {
            if let Some(job) = session.begin_search() {
                if let Err(e) = self.spawn_search(job) {
                    session.cancel_search();
                    eprintln!("janggi: cannot start the AI thread: {e}");
                }
            }
            if let Some(job) = session.begin_setup_choice() {
                if let Err(e) = self.spawn_setup_choice(job) {
                    session.cancel_search();
                    eprintln!("janggi: cannot start the AI thread: {e}");
                }
            }
        }
        self.set_timer(session.timer_job());
        // Saved after every change, before the view goes out (a move the
        // player saw is a move on disk), but not under the session lock:
        // queued here, written when the lock is released (see `saving`).
        self.queue_save(session);
        let mut view = session.view();
        self.lan_filter(&mut view);
        view
    }

    /// Hands `job` to the AI worker: progress goes out as `search-info`,
    /// the move is applied if the job is still current.
    fn spawn_search(&self, job: SearchJob) -> std::io::Result<()> {
        let (game_id, ply, seq) = (job.game_id, job.ply, job.seq);
        let stop = job.stop.clone();
        let info_core = self.clone();
        let done_core = self.clone();
        let expert_time = Duration::from_secs(self.inner.settings.get().expert_secs.into());
        self.inner.worker.spawn(
            job,
            expert_time,
            move |info| {
                if !stop.load(Ordering::Relaxed) {
                    info_core.emit(AppEvent::SearchInfo(info));
                }
            },
            move |best| done_core.finish_search(game_id, ply, seq, best),
        )
    }

    /// Hands the computer's setup choice to the AI worker; the setup is
    /// applied (and `game-updated` sent) if the choice is still current.
    fn spawn_setup_choice(&self, job: SetupJob) -> std::io::Result<()> {
        let (game_id, seq, side) = (job.game_id, job.seq, job.side);
        let core = self.clone();
        self.inner.worker.spawn_setup(job, move |setup| {
            let Some(setup) = setup else { return };
            let view = {
                let mut guard = core.session_lock();
                let Some(session) = guard.as_mut() else {
                    return;
                };
                if !session.finish_setup_choice(game_id, seq, side, setup) {
                    return;
                }
                core.after_change(session)
            };
            core.emit(AppEvent::GameUpdated(Box::new(view)));
        })
    }

    /// Applies the computer's move of search `seq` (if still current) and
    /// sends the new view as `game-updated`.
    fn finish_search(&self, game_id: u64, ply: usize, seq: u64, best: Move) {
        let view = {
            let mut guard = self.session_lock();
            let Some(session) = guard.as_mut() else {
                return;
            };
            match session.finish_search(game_id, ply, seq, best) {
                Ok(true) => Some(self.after_change(session)),
                Ok(false) => None,
                Err(e) => {
                    // The search belonged to this game but produced nothing
                    // playable: report the state (not thinking) without
                    // starting another search, so a failing engine cannot
                    // spin; the UI's `start_ai_move` may retry.
                    eprintln!("janggi: computer move failed: {e}");
                    Some(session.view())
                }
            }
        };
        if let Some(v) = view {
            self.emit(AppEvent::GameUpdated(Box::new(v)));
        }
    }

    /// Makes `session` (built with [`AppCore::next_game_id`]) the game,
    /// replacing any other, and starts what it needs.
    pub fn install_session(&self, session: GameSession) -> BoardView {
        // Another game replaces a two-device game: leave it first.
        let lan_id = self.inner.lan_seat.lock().map(|s| s.session_id);
        if lan_id.is_some_and(|id| id != session.id()) {
            self.lan_leave();
        }
        let mut guard = self.session_lock();
        if let Some(old) = guard.as_mut() {
            old.cancel_search();
            self.queue_keep_unfinished(old);
        }
        self.inner.worker.new_game();
        let session = guard.insert(session);
        self.after_change(session)
    }

    /// A fresh game id.
    pub fn next_game_id(&self) -> u64 {
        self.inner.next_game_id.fetch_add(1, Ordering::SeqCst)
    }

    /// `new_game`: replaces any game (stopping its search).
    pub fn new_game(&self, options: NewGameOptions) -> Result<BoardView, AppError> {
        let orientation = self.inner.settings.orientation_for(options.mode);
        let session = GameSession::new(self.next_game_id(), &options, orientation, rand::random())?;
        Ok(self.install_session(session))
    }

    /// Does `action` to the game: on a two-device game it goes to the
    /// remote seat (the other device, `lan_play`), else to the session on
    /// this device. The one place where a game command meets the seats.
    pub fn act(&self, action: GameAction) -> Result<BoardView, AppError> {
        if self.lan_active() {
            return self.lan_play(action);
        }
        match action {
            // Against the computer the offer is answered at once, by a
            // search outside the session lock (`draw.rs`).
            GameAction::OfferDraw => self.offer_draw_here(),
            action => self.with_session(|s| action.apply(s)),
        }
    }

    /// `choose_setup` ([`AppCore::act`]).
    pub fn choose_setup(&self, side: SideDto, setup: SetupId) -> Result<BoardView, AppError> {
        self.act(GameAction::ChooseSetup { side, setup })
    }

    /// `make_move` ([`AppCore::act`]).
    pub fn make_move(&self, from: u32, to: u32) -> Result<BoardView, AppError> {
        self.act(GameAction::Move { from, to })
    }

    /// `pass_turn` ([`AppCore::act`]).
    pub fn pass_turn(&self) -> Result<BoardView, AppError> {
        self.act(GameAction::Pass)
    }

    /// `undo` ([`AppCore::act`]).
    pub fn undo(&self) -> Result<BoardView, AppError> {
        self.act(GameAction::Undo)
    }

    /// `resign` ([`AppCore::act`]).
    pub fn resign(&self) -> Result<BoardView, AppError> {
        self.act(GameAction::Resign)
    }

    /// `pause_clock` ([`AppCore::act`]): pauses the move clock
    /// (`Some(reason)`) or lets it run again (`None`); nothing in a game
    /// against another device.
    pub fn pause_clock(&self, pause: Option<ClockPause>) -> Result<BoardView, AppError> {
        self.act(GameAction::PauseClock(pause))
    }

    /// `flip`.
    pub fn flip(&self) -> Result<BoardView, AppError> {
        self.with_session(|s| {
            s.flip();
            Ok(())
        })
    }

    /// `explain_move`: why `from` → `to` is refused now, as a text key of
    /// the tutorial's (the rules crate's `why_illegal`, in the player's
    /// words).
    pub fn explain_move(&self, from: u32, to: u32) -> Result<String, AppError> {
        let guard = self.session_lock();
        let session = guard.as_ref().ok_or_else(AppError::no_game)?;
        let sq = |v: u32, what: &str| {
            janggi_rules::Square::from_index(v as usize).ok_or_else(|| {
                AppError::bad_argument(format!("{what}: square {v} is not in 0..89"))
            })
        };
        let pos = session.game().position();
        let (from, to) = (sq(from, "from")?, sq(to, "to")?);
        if from == to {
            return Ok(explain_piece(pos, from).to_string());
        }
        Ok(crate::tutorial::explain_illegal(pos, from, to).to_string())
    }

    /// `get_view`.
    pub fn get_view(&self) -> Result<BoardView, AppError> {
        self.trace_startup();
        let mut guard = self.session_lock();
        let mut view = guard.as_mut().ok_or_else(AppError::no_game)?.full_view();
        self.lan_filter(&mut view);
        Ok(view)
    }

    /// `start_ai_move`: starts the computer's search if it is its turn and
    /// none runs; otherwise returns the view unchanged. The UI calls it when
    /// the player opens a game, which also lets a resumed game's held
    /// computer think.
    pub fn start_ai_move(&self) -> Result<BoardView, AppError> {
        self.with_session(|s| {
            s.release_computer();
            Ok(())
        })
    }

    /// `hint`: a short search for the human to move. Blocking: call it off
    /// the UI thread. The session lock is held only to copy the game.
    pub fn hint(&self) -> Result<HintDto, AppError> {
        let game = {
            let guard = self.session_lock();
            guard.as_ref().ok_or_else(AppError::no_game)?.hint_game()?
        };
        ai::hint(&game)
    }

    /// Queues a notice for the player.
    pub fn add_notice(&self, notice: Notice) {
        self.inner.notices.lock().push(notice);
    }

    /// `take_notices`: the queued notices, each returned once.
    pub fn take_notices(&self) -> Vec<Notice> {
        std::mem::take(&mut *self.inner.notices.lock())
    }

    /// The settings service: the settings in force, updated and stored
    /// through it (the settings commands).
    pub fn settings(&self) -> &crate::settings::SettingsService {
        &self.inner.settings
    }

    /// Stops everything that runs in the background (app exit).
    pub fn shutdown(&self) {
        self.inner.shutting_down.store(true, Ordering::SeqCst);
        self.lan_shutdown();
        if let Some(s) = self.session_lock().as_mut() {
            s.cancel_search();
        }
        *self.inner.timer.lock() = None;
        self.inner.timer_cv.notify_all();
        self.inner.review.stop_all();
    }

    /// With `JANGGI_STARTUP_TRACE` set, prints once when the UI first asks
    /// for the game (it renders its first screen right after): the start-up
    /// benchmark (`tools/bench_startup.sh`) reads this line.
    fn trace_startup(&self) {
        if !self.inner.startup_traced.swap(true, Ordering::SeqCst) {
            crate::clock::trace_startup("first get_view");
        }
    }

    fn emit(&self, event: AppEvent) {
        (self.inner.notifier)(event);
    }
}

/// Why the piece on `from` has no move at all (a tap on it): when some step
/// its pattern allows is refused by a rule around it (pinned to its general,
/// check, facing generals, a bikjang to break), that rule's words; when every
/// step is blocked by its own way of moving, `game.why.noMove`.
fn explain_piece(pos: &janggi_rules::Position, from: janggi_rules::Square) -> &'static str {
    use janggi_rules::IllegalReason as R;
    let outside = (0..90)
        .filter_map(janggi_rules::Square::from_index)
        .filter(|&to| to != from)
        .find(|&to| {
            matches!(
                pos.why_illegal(from, to),
                Some(R::ExposesGeneral | R::InCheck | R::GeneralsFacing | R::MustBreakBikjang)
            )
        });
    match (pos.piece_at(from), outside) {
        (None, _) => "tutorial.why.noPiece",
        (Some(p), _) if p.side != pos.turn() => "tutorial.why.notYours",
        (Some(_), Some(to)) => crate::tutorial::explain_illegal(pos, from, to),
        (Some(_), None) => "game.why.noMove",
    }
}
