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
//! Hosting, joining and leaving are in [`lobby`], this device's moves and
//! requests and the host's time-outs in [`play`].
//!
//! Lock order: `lan` before `session`; the leaf `lan_seat` is taken alone.
//! The game is saved under the store key `lan` (with the session's own
//! save) so either device may restart and resume ([`saved`]).

mod clock;
mod host;
mod link;
mod lobby;
mod play;
mod saved;
pub(crate) mod state;

use state::{status_of, Hosting, LanGame, LanSeat, LanState};

use super::{AppCore, AppEvent};
use crate::clock::now_ms;
use crate::session::GameSession;
use janggi_net::{Finish, GameSync, Role, SyncError};
use janggi_rules::{Game, JanggiSetup, Side, Variant};
use janggi_wire::dto::{BoardView, LanLink, LanStatus, Mode, SetupId, SetupsDto};
use janggi_wire::error::AppError;
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

/// The relays for a game over the internet: `relays` when it names any,
/// else `JANGGI_RELAYS` (comma-separated, for tests), else the public
/// defaults; each checked.
pub(crate) fn relays_or_default(relays: Option<&[String]>) -> Result<Vec<String>, AppError> {
    let list: Vec<String> = match relays.filter(|r| !r.is_empty()) {
        Some(r) => r.to_vec(),
        None => match std::env::var("JANGGI_RELAYS") {
            Ok(v) if !v.trim().is_empty() => v.split(',').map(|s| s.trim().to_string()).collect(),
            _ => janggi_internet::DEFAULT_RELAYS
                .iter()
                .map(|s| s.to_string())
                .collect(),
        },
    };
    janggi_internet::check_relays(&list).map_err(|e| AppError::bad_argument(e.to_string()))
}

/// Joins the host that `invite` (over the internet) or `addr` (local
/// network) names: the first join and every reconnect.
pub(crate) fn join_host(
    addr: Option<std::net::SocketAddr>,
    invite: Option<&janggi_internet::Invitation>,
    req: &janggi_net::JoinRequest,
) -> Result<janggi_net::JoinedHost, janggi_net::JoinError> {
    match (invite, addr) {
        (Some(inv), _) => janggi_internet::join(inv, req).map(|j| j.joined),
        (None, Some(addr)) => janggi_net::join(addr, req),
        (None, None) => Err(janggi_net::JoinError::Protocol(
            "no address or invitation to join".into(),
        )),
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
    pub(in crate::core) fn lan_active(&self) -> bool {
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
            if let Some(r) = self.records().store() {
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
