//! Hosting: the listener thread that lets the other device in (and back in
//! after a drop), and the DNS-SD advert while it waits. On the local
//! network it listens on a port; over the internet on an invitation's
//! relay channel ([`janggi_internet::InternetHost`]); the rest is the same.

use super::{Hosting, LanGame, APP_VERSION};
use crate::clock::now_ms;
use crate::core::AppCore;
use janggi_net::discovery::Advert;
use janggi_net::{GameSettings, GameSync, Host, HostConfig, HostEvent, JoinCode, Role};
use janggi_wire::dto::{LanLink, LanNote};
use janggi_wire::error::AppError;
use std::net::SocketAddr;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::Duration;

/// What lets the other device in.
enum Listener {
    Lan(Host),
    Internet(janggi_internet::InternetHost),
}

impl Listener {
    fn recv_timeout(&self, t: Duration) -> Option<HostEvent> {
        match self {
            Listener::Lan(h) => h.recv_timeout(t),
            Listener::Internet(h) => {
                for n in h.notices() {
                    eprintln!("janggi: internet game: dropped from the relay: {n:?}");
                }
                h.recv_timeout(t)
            }
        }
    }

    fn token(&self) -> Option<String> {
        match self {
            Listener::Lan(h) => h.token(),
            Listener::Internet(h) => h.token(),
        }
    }

    fn port(&self) -> Option<u16> {
        match self {
            Listener::Lan(h) => Some(h.local_addr().port()),
            Listener::Internet(_) => None,
        }
    }

    fn invitation(&self) -> Option<janggi_internet::Invitation> {
        match self {
            Listener::Lan(_) => None,
            Listener::Internet(h) => Some(h.invitation().clone()),
        }
    }

    fn stop(self) {
        match self {
            Listener::Lan(h) => h.stop(),
            Listener::Internet(h) => h.stop(),
        }
    }
}

impl AppCore {
    /// Starts listening on `bind` (and advertising while nobody joined),
    /// or, with an invitation, on its relays.
    pub(super) fn start_hosting(
        &self,
        bind: SocketAddr,
        name: &str,
        settings: GameSettings,
        token: Option<String>,
        code: JoinCode,
        invitation: Option<janggi_internet::Invitation>,
    ) -> Result<Hosting, AppError> {
        let mut cfg = HostConfig::new(bind, name, APP_VERSION, settings.clone());
        cfg.code = code;
        cfg.limits = super::limits();
        let resuming = token.is_some();
        cfg.token = token;
        if let Some(inv) = invitation {
            let host = janggi_internet::InternetHost::start(cfg, inv)
                .map_err(|e| AppError::storage(format!("cannot reach the relays: {e}")))?;
            let code = host.code().as_str().to_string();
            let invitation = Some(super::state::Invite::of(host.invitation()));
            return self.spawn_host_loop(
                Listener::Internet(host),
                None,
                code,
                None,
                invitation,
                settings,
                name,
            );
        }
        let host = Host::start(cfg)
            .map_err(|e| AppError::storage(format!("cannot listen on {bind}: {e}")))?;
        let addr = host.local_addr();
        let code = host.code().as_str().to_string();
        let advert = if resuming {
            None
        } else {
            match Advert::start(name, addr, &settings.profile) {
                Ok(a) => Some(a),
                Err(e) => {
                    eprintln!("janggi: cannot advertise the game (type the address): {e}");
                    None
                }
            }
        };
        self.spawn_host_loop(
            Listener::Lan(host),
            Some(addr),
            code,
            advert,
            None,
            settings,
            name,
        )
    }

    #[allow(clippy::too_many_arguments)]
    fn spawn_host_loop(
        &self,
        host: Listener,
        addr: Option<SocketAddr>,
        code: String,
        advert: Option<Advert>,
        invitation: Option<super::state::Invite>,
        settings: GameSettings,
        name: &str,
    ) -> Result<Hosting, AppError> {
        let stop = Arc::new(AtomicBool::new(false));
        let thread = {
            let (core, stop, settings, name) = (
                self.clone(),
                stop.clone(),
                settings.clone(),
                name.to_string(),
            );
            std::thread::Builder::new()
                .name("janggi-lan-host".into())
                .spawn(move || core.host_loop(host, stop, settings, name, advert))
                .map_err(|e| AppError::internal(format!("cannot start the host thread: {e}")))?
        };
        Ok(Hosting {
            stop,
            thread: Some(thread),
            code,
            addr,
            invitation,
            settings,
            name: name.to_string(),
        })
    }

    fn host_loop(
        &self,
        host: Listener,
        stop: Arc<AtomicBool>,
        settings: GameSettings,
        name: String,
        mut advert: Option<Advert>,
    ) {
        while !stop.load(Ordering::SeqCst) {
            let Some(event) = host.recv_timeout(Duration::from_millis(200)) else {
                self.lan_tick();
                continue;
            };
            let HostEvent::Joined(p) = event else {
                continue;
            };
            let p = *p;
            let mut st = self.inner.lan.lock();
            if stop.load(Ordering::SeqCst) {
                p.conn.close("the host left");
                break;
            }
            match (st.game.is_some(), p.resume) {
                (false, None) => {
                    let sync = match GameSync::new(Role::Host, settings.clone()) {
                        Ok(s) => s,
                        Err(e) => {
                            eprintln!("janggi: LAN settings: {e}");
                            p.conn.close("bad settings");
                            continue;
                        }
                    };
                    advert = None;
                    st.game = Some(LanGame {
                        sync,
                        session_id: self.next_game_id(),
                        my_name: name.clone(),
                        peer_name: super::clean_name(&p.name),
                        token: host.token(),
                        host_addr: None,
                        port: host.port(),
                        invite: host.invitation(),
                        out: None,
                        conn: None,
                        link: LanLink::Connected,
                        lost_since_ms: None,
                        turn_started_ms: now_ms(),
                        last_ply: 0,
                        note: None,
                        named: false,
                        clock: super::clock::clock_of(&settings).ok().flatten(),
                        clock_saved_ms: 0,
                    });
                    self.lan_attach(&mut st, p.conn);
                    let view = self.lan_start_session(&mut st);
                    self.lan_emit(&st, view);
                }
                (true, Some((ply, hash, setups))) => {
                    self.lan_attach(&mut st, p.conn);
                    if let Some(g) = st.game.as_mut() {
                        let r = g.sync.answer_resume(ply, &hash, setups);
                        if let Some(reply) = r.reply {
                            g.send(reply);
                        }
                        g.note = Some(LanNote::Resumed);
                        g.token = host.token().or(g.token.take());
                    }
                    let view = self.lan_refresh(&mut st);
                    self.lan_emit(&st, view);
                }
                _ => p.conn.close("busy"),
            }
        }
        drop(advert);
        host.stop();
    }
}
