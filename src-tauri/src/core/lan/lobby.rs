//! Into and out of a LAN game: hosting one (the port opens and the game is
//! advertised), joining one with the host's code, making its session the
//! game, leaving it, and finding the games hosted on the local network.

use super::state::{status_of, LanGame, LanSeat, LanState};
use super::{
    clean_name, clock, default_bind_ip, join_host, limits, mirror, relays_or_default, saved,
    sync_err, APP_VERSION,
};
use crate::clock::now_ms;
use crate::core::{AppCore, AppEvent};
use janggi_net::{GameSettings, GameSync, JoinCode, Role};
use janggi_rules::Side;
use janggi_wire::dto::{
    BoardView, LanFoundGame, LanHostOptions, LanJoinRequest, LanLink, LanStatus,
};
use janggi_wire::error::{AppError, ErrorKind};
use std::net::SocketAddr;
use std::time::Duration;

impl AppCore {
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
        let invitation = match &options.relays {
            Some(r) => Some(
                janggi_internet::Invitation::new(&relays_or_default(Some(r))?)
                    .map_err(|e| AppError::bad_argument(e.to_string()))?,
            ),
            None => None,
        };
        let code = invitation
            .as_ref()
            .map_or_else(JoinCode::random, |i| i.password.clone());
        let hosting = self.start_hosting(bind, &name, settings, None, code, invitation)?;
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
        // Over the internet: a link names its relays, a typed code uses
        // the given (or default) ones.
        let invite = match req.invitation.as_deref().map(str::trim) {
            Some(text) if text.starts_with("janggi://") => Some(
                janggi_internet::Invitation::from_link(text)
                    .map_err(|e| AppError::bad_argument(e.to_string()))?,
            ),
            Some(text) => Some(
                janggi_internet::Invitation::from_code(
                    text,
                    &relays_or_default(req.relays.as_deref())?,
                )
                .map_err(|e| AppError::bad_argument(e.to_string()))?,
            ),
            None => None,
        };
        let (addr, code) = match &invite {
            Some(inv) => (None, inv.password.clone()),
            None => {
                let addr: SocketAddr = req.address.trim().parse().map_err(|_| {
                    AppError::bad_argument(format!("not an address: {}", req.address))
                })?;
                let digits: String = req.code.chars().filter(|c| !c.is_whitespace()).collect();
                let code = JoinCode::parse(&digits)
                    .ok_or_else(|| AppError::bad_argument("the join code is 6 digits"))?;
                (Some(addr), code)
            }
        };
        self.lan_leave();
        let name = clean_name(&req.name);
        let jreq = janggi_net::JoinRequest {
            name: name.clone(),
            app_version: APP_VERSION.into(),
            auth: janggi_net::JoinAuth::Code(code),
            connect_timeout: Duration::from_secs(5),
            limits: limits(),
        };
        let joined = join_host(addr, invite.as_ref(), &jreq);
        let joined = match joined {
            Ok(j) => j,
            Err(e) => {
                let text = e.to_string();
                self.inner.lan.lock().error = Some(text.clone());
                return Err(match e {
                    janggi_net::JoinError::Refused { code, .. } => AppError::new(
                        ErrorKind::JoinRefused,
                        format!(
                            "refused: {}",
                            serde_json::to_string(&code).unwrap_or_default()
                        ),
                    ),
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
            host_addr: addr,
            port: None,
            invite,
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
    pub(super) fn lan_start_session(&self, st: &mut LanState) -> Option<BoardView> {
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
            if let Some(r) = self.records().store() {
                let _ = r.remove(saved::LAN_KEY);
            }
        }
        let st = self.inner.lan.lock();
        let s = status_of(&st);
        self.emit(AppEvent::LanStatus(Box::new(s.clone())));
        s
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
}
