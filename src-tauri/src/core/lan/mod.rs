//! Two-device games: the app core's side of `janggi-net`.
//!
//! A LAN game is a normal game of the session (mode two players, the same
//! rules, records and screens). Its truth is a [`GameSync`] (both devices
//! check every move with the rules; the host's copy is the authority); the
//! session is rebuilt from it whenever it changes ([`mirror`]), so the
//! board, the records and the saved game always show what both devices
//! agreed on.
//!
//! Threads, never holding a lock while doing network I/O:
//! * the host thread (while hosting) accepts the joiner and its
//!   reconnects ([`host`]);
//! * per connection a reader (peer messages → [`GameSync::handle`] under
//!   the locks) and a writer (a queue: messages keep their order and are
//!   sent outside every lock) ([`link`]);
//! * the joiner's reconnect loop after a drop.
//!
//! Lock order: `lan` before `session`; the leaf `lan_seat` is taken alone.
//! The game is saved under the store key `lan` (with the session's own
//! save) so either device may restart and resume ([`saved`]).

mod clock;
mod host;
mod link;
mod saved;
pub(crate) mod state;

use state::{can_claim, status_of, Hosting, LanGame, LanSeat, LanState};

use super::{AppCore, AppEvent};
use crate::clock::now_ms;
use crate::dto::{
    BoardView, LanFoundGame, LanHostOptions, LanJoinRequest, LanLink, LanStatus, Mode, SetupId,
    SetupsDto, SideDto,
};
use crate::error::AppError;
use crate::session::GameSession;
use janggi_net::{Finish, GameSettings, GameSync, JoinCode, Msg, Role, SyncError};
use janggi_rules::{notation, Game, JanggiSetup, Side, Square, Variant};
use std::net::SocketAddr;
use std::time::Duration;

/// The app version sent in the handshake.
const APP_VERSION: &str = env!("CARGO_PKG_VERSION");

/// Connection bounds: the net crate's defaults; `JANGGI_LAN_IDLE_MS`
/// shortens the idle timeout (and the ping interval with it) so tests that
/// cut the link see the drop in seconds.
pub(crate) fn limits() -> janggi_net::Limits {
    let mut l = janggi_net::Limits::default();
    if let Some(ms) = std::env::var("JANGGI_LAN_IDLE_MS")
        .ok()
        .and_then(|s| s.parse::<u64>().ok())
        .filter(|ms| (300..=120_000).contains(ms))
    {
        l.idle_timeout = Duration::from_millis(ms);
        l.ping_every = Duration::from_millis(ms / 4);
    }
    l
}

fn sync_err(e: SyncError) -> AppError {
    match e {
        SyncError::NotYourTurn => AppError::not_your_turn("it is the other player's turn"),
        SyncError::GameOver => AppError::game_over(),
        SyncError::Illegal(p) => AppError::illegal(p.to_string()),
        other => AppError::bad_argument(other.to_string()),
    }
}

/// The address to listen on: `JANGGI_LAN_BIND` if set, else the first
/// local-network IPv4 address of an interface that is up, else loopback.
pub fn default_bind_ip() -> std::net::IpAddr {
    if let Some(ip) = std::env::var("JANGGI_LAN_BIND")
        .ok()
        .and_then(|s| s.parse().ok())
    {
        return ip;
    }
    janggi_net::discovery::lan_ipv4()
        .map(std::net::IpAddr::V4)
        .unwrap_or(std::net::IpAddr::V4(std::net::Ipv4Addr::LOCALHOST))
}

/// The session that shows `sync`: same id (so the records keep one entry),
/// two players on this device's side of the board, no local move timer
/// (the host's clock decides).
fn mirror(sync: &GameSync, id: u64) -> Result<GameSession, AppError> {
    let profile = *sync.profile();
    let setups = sync.setups();
    let dto = SetupsDto {
        first: setups.get(Side::First).map(SetupId::from),
        second: setups.get(Side::Second).map(SetupId::from),
    };
    let mut game = match sync.game() {
        Some(g) => g.clone(),
        None => {
            let ph = JanggiSetup::HorseElephantElephantHorse;
            let cho = setups.get(Side::First).unwrap_or(ph);
            let han = setups.get(Side::Second).unwrap_or(ph);
            if profile.variant == Variant::Janggi {
                Game::janggi(profile, cho, han)
            } else {
                Game::new(profile)
            }
        }
    };
    if sync.finish() == Some(Finish::DrawAgreed) && !game.outcome().is_over() {
        game.agree_draw()?;
    }
    Ok(GameSession::resumed(
        id,
        game,
        Mode::TwoPlayers,
        sync.my_side(),
        dto,
        sync.setup_turn(),
        None,
        None,
    ))
}

impl AppCore {
    fn lan_seat_set(&self, seat: Option<LanSeat>) {
        *self.inner.lan_seat.lock() = seat;
    }

    /// Hides what this device may not do in a LAN game: the other player's
    /// moves, setup and undo. Called on every view of the session.
    pub(super) fn lan_filter(&self, view: &mut BoardView) {
        let seat = *self.inner.lan_seat.lock();
        if let Some(seat) = seat.filter(|s| s.session_id == view.game_id) {
            if !seat.my_turn {
                view.legal_moves.clear();
                view.can_pass = false;
            }
            view.undo_available = seat.undo_ok;
            view.clock = seat.clock;
        }
    }

    /// Whether the current game is a LAN game (the commands route to it).
    fn lan_active(&self) -> bool {
        self.inner.lan_seat.lock().is_some()
    }

    /// Rebuilds the session from the LAN game, saves both, names the
    /// players in the record once it is finished, and sends the view and
    /// the status out. Called with the `lan` lock held.
    fn lan_refresh(&self, st: &mut LanState) -> Option<BoardView> {
        let g = st.game.as_mut()?;
        let now = now_ms();
        if let Some(late) = g.step_clock(now) {
            // The host's clock decides: a move after the flag fell loses.
            if g.sync.role() == Role::Host {
                if let Ok(msg) = g.sync.time_out(late) {
                    g.send(msg);
                }
                g.step_clock(now);
            }
        }
        if g.sync.role() == Role::Host && g.link == LanLink::Connected {
            if let Some(state) = g.clock_state(now) {
                let flag = g.clock.and_then(|lc| lc.clock.flag_at());
                let left = flag.map_or(0, |f| f.saturating_sub(now));
                if let Ok(msg) = g.sync.clock(left, Some(state)) {
                    g.send(msg);
                }
            }
        }
        let ply = g.sync.ply();
        if ply != g.last_ply || g.sync.turn().is_none() {
            g.last_ply = ply;
            g.turn_started_ms = now;
        }
        let me = g.sync.my_side();
        let my_turn = match (g.sync.setup_turn(), g.sync.turn()) {
            (Some(s), _) => s == me,
            (None, Some(t)) => t == me && !g.is_over(),
            _ => false,
        };
        let undo_ok = !g.is_over()
            && g.sync.pending_undo().is_none()
            && g.sync.undo_plies(me) > 0
            && g.link == LanLink::Connected;
        self.lan_seat_set(Some(LanSeat {
            session_id: g.session_id,
            undo_ok,
            my_turn,
            clock: g.clock_view(now),
        }));
        let view = {
            let mut guard = self.session_lock();
            let session = match mirror(&g.sync, g.session_id) {
                Ok(s) => s,
                Err(e) => {
                    eprintln!("janggi: LAN game does not show: {e}");
                    return None;
                }
            };
            let same = guard.as_ref().is_some_and(|s| {
                s.id() == g.session_id
                    && s.uci_moves() == session.uci_moves()
                    && s.setups() == session.setups()
                    && s.setup_turn() == session.setup_turn()
                    && s.game().outcome() == session.game().outcome()
            });
            if !same {
                *guard = Some(session);
            }
            let s = guard.as_mut()?;
            self.after_change(s)
        };
        if g.is_over() && !g.named {
            if let Some(r) = self.records() {
                let names = match me {
                    Side::First => [g.my_name.clone(), g.peer_name.clone()],
                    Side::Second => [g.peer_name.clone(), g.my_name.clone()],
                };
                match r.name_players(g.session_id, names) {
                    Ok(done) => g.named = done,
                    Err(e) => eprintln!("janggi: cannot name the players: {e}"),
                }
            }
        }
        // A finished game needs no listener: the port closes (the open
        // connection stays for the last messages). The host thread may be
        // waiting for this lock, so it is stopped from another thread.
        let over = g.is_over();
        if over {
            if let Some(mut h) = st.hosting.take() {
                h.stop.store(true, std::sync::atomic::Ordering::SeqCst);
                let _ = std::thread::Builder::new()
                    .name("janggi-lan-unhost".into())
                    .spawn(move || h.halt());
            }
        }
        self.lan_save(st);
        Some(view)
    }

    fn lan_emit(&self, st: &LanState, view: Option<BoardView>) {
        if let Some(v) = view {
            self.emit(AppEvent::GameUpdated(Box::new(v)));
        }
        self.emit(AppEvent::LanStatus(Box::new(status_of(st))));
    }

    /// `lan_status`.
    pub fn lan_status(&self) -> LanStatus {
        let mut st = self.inner.lan.lock();
        let s = status_of(&st);
        if let Some(g) = st.game.as_mut() {
            g.note = None;
        }
        s
    }

    /// `lan_host`: starts listening on the local network and advertising
    /// the game; the game starts when the other device joins.
    pub fn lan_host(&self, options: LanHostOptions) -> Result<LanStatus, AppError> {
        // Refused before anything changes (a game hosted now is left).
        if options.handicap.is_some() {
            return Err(AppError::bad_handicap(
                "games on two devices are played without handicap",
            ));
        }
        self.lan_leave();
        let host_side: Side = options.host_side.into();
        let mut settings =
            GameSettings::new(options.profile.into(), host_side, options.move_timer_secs);
        settings.clock = options.clock.map(Into::into);
        if settings.clock.is_some() && settings.move_timer_secs.is_some() {
            return Err(AppError::bad_clock(
                "a game has a move timer or a clock with main time, not both",
            ));
        }
        clock::clock_of(&settings)?;
        // The wire settings' own check (the joiner makes it too): the
        // move timer's range (1..=3600 s), the profile and the variant.
        settings
            .validate()
            .map_err(|e| AppError::bad_argument(e.to_string()))?;
        let name = clean_name(&options.name);
        let bind = SocketAddr::new(default_bind_ip(), 0);
        let hosting = self.start_hosting(bind, &name, settings, None, JoinCode::random())?;
        let mut st = self.inner.lan.lock();
        st.error = None;
        st.hosting = Some(hosting);
        let s = status_of(&st);
        self.emit(AppEvent::LanStatus(Box::new(s.clone())));
        Ok(s)
    }

    /// `lan_join`: connects to a host with its code; the game starts at
    /// once (the host's settings). Blocking (network): call it off the UI
    /// thread.
    pub fn lan_join(&self, req: LanJoinRequest) -> Result<LanStatus, AppError> {
        let addr: SocketAddr = req
            .address
            .trim()
            .parse()
            .map_err(|_| AppError::bad_argument(format!("not an address: {}", req.address)))?;
        let digits: String = req.code.chars().filter(|c| !c.is_whitespace()).collect();
        let code = JoinCode::parse(&digits)
            .ok_or_else(|| AppError::bad_argument("the join code is 6 digits"))?;
        self.lan_leave();
        let name = clean_name(&req.name);
        let joined = janggi_net::join(
            addr,
            &janggi_net::JoinRequest {
                name: name.clone(),
                app_version: APP_VERSION.into(),
                auth: janggi_net::JoinAuth::Code(code),
                connect_timeout: Duration::from_secs(5),
                limits: limits(),
            },
        );
        let joined = match joined {
            Ok(j) => j,
            Err(e) => {
                let text = e.to_string();
                self.inner.lan.lock().error = Some(text.clone());
                return Err(match e {
                    janggi_net::JoinError::Refused { code, .. } => AppError::bad_argument(format!(
                        "refused: {}",
                        serde_json::to_string(&code).unwrap_or_default()
                    )),
                    _ => AppError::storage(format!("cannot join: {text}")),
                });
            }
        };
        let settings = joined
            .settings
            .clone()
            .ok_or_else(|| AppError::internal("the host sent no settings"))?;
        let game_clock = match clock::clock_of(&settings) {
            Ok(c) => c,
            Err(e) => {
                joined.conn.close("bad clock");
                return Err(e);
            }
        };
        let sync = GameSync::new(Role::Joiner, settings).map_err(sync_err)?;
        let id = self.next_game_id();
        let mut st = self.inner.lan.lock();
        st.error = None;
        st.game = Some(LanGame {
            sync,
            session_id: id,
            my_name: name,
            peer_name: clean_name(&joined.host_name),
            token: Some(joined.token.clone()),
            host_addr: Some(addr),
            port: None,
            out: None,
            conn: None,
            link: LanLink::Connected,
            lost_since_ms: None,
            turn_started_ms: now_ms(),
            last_ply: 0,
            note: None,
            named: false,
            clock: game_clock,
            clock_saved_ms: 0,
        });
        self.lan_attach(&mut st, joined.conn);
        let view = self.lan_start_session(&mut st);
        self.lan_emit(&st, view);
        Ok(status_of(&st))
    }

    /// Makes the LAN game's session the game (a new session id is already
    /// in `st.game`).
    fn lan_start_session(&self, st: &mut LanState) -> Option<BoardView> {
        let g = st.game.as_ref()?;
        let session = mirror(&g.sync, g.session_id).ok()?;
        self.lan_seat_set(Some(LanSeat {
            session_id: g.session_id,
            undo_ok: false,
            my_turn: false,
            clock: g.clock_view(now_ms()),
        }));
        self.install_session(session);
        self.lan_refresh(st)
    }

    /// `lan_leave`: says bye, stops hosting (the port closes before this
    /// returns) and forgets the LAN game; its board stays as a game on this
    /// device.
    pub fn lan_leave(&self) -> LanStatus {
        let (hosting, game) = {
            let mut st = self.inner.lan.lock();
            st.epoch += 1;
            (st.hosting.take(), st.game.take())
        };
        self.lan_seat_set(None);
        if let Some(mut h) = hosting {
            h.halt();
        }
        if let Some(g) = game {
            if let Some(c) = &g.conn {
                c.close("left");
            }
            if let Some(r) = self.records() {
                let _ = r.remove(saved::LAN_KEY);
            }
        }
        let st = self.inner.lan.lock();
        let s = status_of(&st);
        self.emit(AppEvent::LanStatus(Box::new(s.clone())));
        s
    }

    /// Runs a local action on the LAN game: `f` returns the message for the
    /// other device; the session follows and the message is queued.
    fn lan_act<F>(&self, f: F) -> Result<BoardView, AppError>
    where
        F: FnOnce(&mut LanGame) -> Result<Msg, AppError>,
    {
        let mut st = self.inner.lan.lock();
        let g = st.game.as_mut().ok_or_else(AppError::no_game)?;
        // The host's own move after its flag fell is not played: it loses
        // on time (as in a game on one device).
        if !self.lan_flag(g) {
            let msg = f(g)?;
            g.send(msg);
        }
        let view = self.lan_refresh(&mut st);
        // The view goes out as an event too: every window showing the game
        // follows, whoever called the command.
        self.lan_emit(&st, view.clone());
        view.ok_or_else(AppError::no_game)
    }

    /// `make_move` in a LAN game. `None` when the game is not a LAN game.
    pub(super) fn lan_make_move(&self, from: u32, to: u32) -> Option<Result<BoardView, AppError>> {
        if !self.lan_active() {
            return None;
        }
        Some(self.lan_act(|g| {
            let (from, to) = (square(from, "from")?, square(to, "to")?);
            let game = g
                .sync
                .game()
                .ok_or_else(|| AppError::bad_argument("choose the setups first"))?;
            let m = game
                .legal_moves()
                .iter()
                .copied()
                .find(|m| !m.is_pass() && m.from() == from && m.to() == to);
            let uci = match m {
                Some(m) => notation::uci(game.position(), m),
                None if game.outcome().is_over() => return Err(AppError::game_over()),
                None => return Err(AppError::illegal("not a legal move")),
            };
            g.sync.play_uci(&uci).map_err(sync_err)
        }))
    }

    /// `pass_turn` in a LAN game.
    pub(super) fn lan_pass(&self) -> Option<Result<BoardView, AppError>> {
        self.lan_active()
            .then(|| self.lan_act(|g| g.sync.pass().map_err(sync_err)))
    }

    /// `choose_setup` in a LAN game: this device's side only.
    pub(super) fn lan_choose_setup(
        &self,
        side: SideDto,
        setup: SetupId,
    ) -> Option<Result<BoardView, AppError>> {
        self.lan_active().then(|| {
            self.lan_act(|g| {
                if Side::from(side) != g.sync.my_side() {
                    return Err(AppError::not_your_turn(
                        "the other player chooses that setup",
                    ));
                }
                g.sync.choose_setup(setup.into()).map_err(sync_err)
            })
        })
    }

    /// `undo` in a LAN game: asks the other player.
    pub(super) fn lan_undo(&self) -> Option<Result<BoardView, AppError>> {
        self.lan_active().then(|| {
            self.lan_act(|g| {
                if g.link != LanLink::Connected {
                    return Err(AppError::bad_argument("the other device is not connected"));
                }
                g.sync.request_undo().map_err(sync_err)
            })
        })
    }

    /// `resign` in a LAN game.
    pub(super) fn lan_resign(&self) -> Option<Result<BoardView, AppError>> {
        self.lan_active()
            .then(|| self.lan_act(|g| g.sync.resign().map_err(sync_err)))
    }

    /// `lan_answer_undo { accept }`.
    pub fn lan_answer_undo(&self, accept: bool) -> Result<BoardView, AppError> {
        self.lan_act(|g| g.sync.answer_undo(accept).map_err(sync_err))
    }

    /// `lan_offer_draw`.
    pub fn lan_offer_draw(&self) -> Result<BoardView, AppError> {
        self.lan_act(|g| g.sync.offer_draw().map_err(sync_err))
    }

    /// `lan_answer_draw { accept }`.
    pub fn lan_answer_draw(&self, accept: bool) -> Result<BoardView, AppError> {
        self.lan_act(|g| g.sync.answer_draw(accept).map_err(sync_err))
    }

    /// `lan_claim_win`: the other device is gone longer than the limit and
    /// the timer is on: it loses on time (host).
    pub fn lan_claim_win(&self) -> Result<BoardView, AppError> {
        self.lan_act(|g| {
            if !can_claim(g) {
                return Err(AppError::bad_argument(
                    "the other device is not gone long enough (or the timer is off)",
                ));
            }
            let peer = !g.sync.my_side();
            g.sync.time_out(peer).map_err(sync_err)
        })
    }

    /// `lan_discover`: the games hosted on the local network (browses for
    /// `wait`). Blocking: call it off the UI thread.
    pub fn lan_discover(&self, wait: Duration) -> Result<Vec<LanFoundGame>, AppError> {
        let found = janggi_net::discovery::discover(wait)
            .map_err(|e| AppError::storage(format!("cannot browse the network: {e}")))?;
        Ok(found
            .into_iter()
            .map(|f| LanFoundGame {
                host_name: f.host_name,
                address: f.addr.to_string(),
                profile: janggi_rules::ProfileId::from_name(&f.profile).map(Into::into),
            })
            .collect())
    }

    /// The host's move clock: the side to move loses when its time is up
    /// (the clock stops while the other device is gone). Called by the
    /// network threads about every 200 ms.
    fn lan_tick(&self) {
        let mut st = self.inner.lan.lock();
        let Some(g) = st.game.as_mut() else { return };
        if g.sync.role() != Role::Host || g.is_over() || g.link != LanLink::Connected {
            return;
        }
        if g.clock.is_some() {
            if self.lan_flag(g) {
                let view = self.lan_refresh(&mut st);
                self.lan_emit(&st, view);
            } else if now_ms().saturating_sub(g.clock_saved_ms) >= clock::SAVE_EVERY_MS {
                self.lan_save(&mut st);
            }
            return;
        }
        let (Some(secs), Some(turn)) = (g.sync.settings().move_timer_secs, g.sync.turn()) else {
            return;
        };
        if now_ms().saturating_sub(g.turn_started_ms) < u64::from(secs) * 1000 {
            return;
        }
        if let Ok(msg) = g.sync.time_out(turn) {
            g.send(msg);
            let view = self.lan_refresh(&mut st);
            self.lan_emit(&st, view);
        }
    }
}

impl AppCore {
    /// Host: if the flag of the side to move has fallen, it loses on time
    /// (the message goes to the joiner). `true` when the game ended so.
    fn lan_flag(&self, g: &mut LanGame) -> bool {
        if g.sync.role() != Role::Host || g.is_over() {
            return false;
        }
        let Some(side) = g.flag_fallen(now_ms()) else {
            return false;
        };
        match g.sync.time_out(side) {
            Ok(msg) => {
                g.send(msg);
                true
            }
            Err(_) => false,
        }
    }
}

fn square(v: u32, what: &str) -> Result<Square, AppError> {
    Square::from_index(v as usize)
        .ok_or_else(|| AppError::bad_argument(format!("{what}: square {v} is not in 0..89")))
}

/// A player name as shown and recorded: trimmed, at most 40 characters,
/// no control characters; empty becomes "Player".
pub fn clean_name(s: &str) -> String {
    let n: String = s
        .chars()
        .filter(|c| !c.is_control())
        .take(40)
        .collect::<String>()
        .trim()
        .to_string();
    if n.is_empty() {
        "Player".into()
    } else {
        n
    }
}

impl AppCore {
    /// App exit: the threads stop and the port closes, but the LAN game
    /// stays saved (it resumes at the next start; the other device sees a
    /// dropped connection, not a bye).
    pub(super) fn lan_shutdown(&self) {
        let (hosting, conn) = {
            let mut st = self.inner.lan.lock();
            st.epoch += 1;
            let conn = st.game.as_mut().and_then(|g| {
                g.out = None;
                g.conn.take()
            });
            (st.hosting.take(), conn)
        };
        if let Some(c) = conn {
            c.shutdown();
        }
        drop(hosting);
    }
}
