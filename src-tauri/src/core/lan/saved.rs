//! The LAN game on disk (store key `lan`, next to the session's own save):
//! after an app restart the host listens again on the same port with the
//! same resume token and the joiner reconnects, and the game resumes from
//! the last agreed ply.

use super::state::LanClock;
use super::{mirror, LanGame, LanState};
use crate::clock::now_ms;
use crate::core::AppCore;
use janggi_net::{Forced, GameSettings, GameSync, JoinCode, Role, Setups};
use janggi_wire::dto::LanLink;
use serde::{Deserialize, Serialize};
use std::net::SocketAddr;

/// Store key of the LAN game.
pub const LAN_KEY: &str = "lan";

#[derive(Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
struct SavedLan {
    host: bool,
    settings: GameSettings,
    setups: Setups,
    moves: Vec<String>,
    forced: Option<Forced>,
    token: Option<String>,
    my_name: String,
    peer_name: String,
    host_addr: Option<SocketAddr>,
    port: Option<u16>,
    /// The clock with main time, standing still as of the save.
    #[serde(default)]
    clock: Option<LanClock>,
    /// Over the internet: the invitation's link (code and relays).
    #[serde(default)]
    invite: Option<String>,
}

impl AppCore {
    /// Saves the LAN game (or forgets it once finished and recorded).
    pub(super) fn lan_save(&self, st: &mut LanState) {
        let (Some(g), Some(r)) = (st.game.as_mut(), self.records().store()) else {
            return;
        };
        let now = now_ms();
        g.clock_saved_ms = now;
        let res = if g.is_over() && g.named {
            r.remove(LAN_KEY)
        } else {
            let saved = SavedLan {
                host: g.sync.role() == Role::Host,
                settings: g.sync.settings().clone(),
                setups: g.sync.setups(),
                moves: g.sync.moves().to_vec(),
                forced: g.sync.forced(),
                token: g.token.clone(),
                my_name: g.my_name.clone(),
                peer_name: g.peer_name.clone(),
                host_addr: g.host_addr,
                port: g.port,
                clock: g.clock_to_save(now),
                invite: g.invite.as_ref().map(|i| i.link()),
            };
            match serde_json::to_value(&saved) {
                Ok(v) => r.set(LAN_KEY, v),
                Err(e) => Err(janggi_wire::error::AppError::internal(e.to_string())),
            }
        };
        if let Err(e) = res {
            eprintln!("janggi: cannot save the LAN game: {e}");
        }
    }

    /// At start-up (after the session resumed): takes the saved LAN game
    /// back — the host listens again, the joiner reconnects. `false` when
    /// there is none (or it does not replay; then it is forgotten).
    pub fn lan_restore(&self) -> bool {
        let Some(r) = self.records().store() else {
            return false;
        };
        let Some(v) = r.get(LAN_KEY) else {
            return false;
        };
        let restored = serde_json::from_value::<SavedLan>(v)
            .map_err(|e| e.to_string())
            .and_then(|s| {
                let role = if s.host { Role::Host } else { Role::Joiner };
                GameSync::restore(role, s.settings.clone(), s.setups, &s.moves, s.forced)
                    .map(|sync| (s, sync))
                    .map_err(|e| e.to_string())
            });
        let (saved, sync) = match restored {
            Ok(x) if x.1.finish().is_none() => x,
            Ok(_) => {
                let _ = r.remove(LAN_KEY);
                return false;
            }
            Err(e) => {
                eprintln!("janggi: the saved LAN game does not replay: {e}");
                let _ = r.remove(LAN_KEY);
                return false;
            }
        };
        let current = self.session_lock().as_ref().map(|s| s.id());
        let id = match current {
            Some(id) => id,
            None => self.next_game_id(),
        };
        let invite = saved
            .invite
            .as_deref()
            .and_then(|l| janggi_internet::Invitation::from_link(l).ok());
        let mut st = self.inner.lan.lock();
        st.game = Some(LanGame {
            sync,
            session_id: id,
            my_name: saved.my_name.clone(),
            peer_name: saved.peer_name.clone(),
            token: saved.token.clone(),
            host_addr: saved.host_addr,
            port: saved.port,
            invite: invite.clone(),
            out: None,
            conn: None,
            link: LanLink::Reconnecting,
            lost_since_ms: Some(now_ms()),
            turn_started_ms: now_ms(),
            last_ply: 0,
            note: None,
            named: false,
            clock: saved.clock,
            clock_saved_ms: 0,
        });
        if current.is_none() {
            if let Some(session) = st.game.as_ref().and_then(|g| mirror(&g.sync, id).ok()) {
                drop(st);
                self.lan_seat_set(None);
                self.install_session(session);
                st = self.inner.lan.lock();
            }
        }
        if saved.host && invite.is_some() {
            let code = invite.as_ref().map(|i| i.password.clone());
            match self.start_hosting(
                SocketAddr::new(super::default_bind_ip(), 0),
                &saved.my_name,
                saved.settings.clone(),
                saved.token.clone(),
                code.unwrap_or_else(JoinCode::random),
                invite.clone(),
            ) {
                Ok(h) => st.hosting = Some(h),
                Err(e) => eprintln!("janggi: cannot listen for the internet game again: {e}"),
            }
        } else if saved.host {
            let ip = super::default_bind_ip();
            let port = saved.port.unwrap_or(0);
            let settings = saved.settings.clone();
            let started = self
                .start_hosting(
                    SocketAddr::new(ip, port),
                    &saved.my_name,
                    settings.clone(),
                    saved.token.clone(),
                    JoinCode::random(),
                    None,
                )
                .or_else(|_| {
                    self.start_hosting(
                        SocketAddr::new(ip, 0),
                        &saved.my_name,
                        settings,
                        saved.token.clone(),
                        JoinCode::random(),
                        None,
                    )
                });
            match started {
                Ok(h) => st.hosting = Some(h),
                Err(e) => eprintln!("janggi: cannot listen for the LAN game again: {e}"),
            }
        }
        let view = self.lan_refresh(&mut st);
        self.lan_emit(&st, view);
        let epoch = st.epoch;
        drop(st);
        if !saved.host {
            self.spawn_reconnect(epoch);
        }
        true
    }
}
