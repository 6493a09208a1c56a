//! One connection to the other device: a writer thread (a queue, so
//! messages keep their order and no lock is held while sending), a reader
//! thread (peer messages into the game), and the joiner's reconnect loop.

use super::{LanGame, LanState, APP_VERSION};
use crate::clock::now_ms;
use crate::core::AppCore;
use janggi_net::{CloseReason, ConnEvent, Connection, Event, JoinAuth, JoinRequest, Msg, Role};
use janggi_wire::dto::{LanLink, LanNote};
use std::sync::mpsc;
use std::sync::Arc;
use std::time::Duration;

impl AppCore {
    /// Makes `conn` the game's connection (an older one is shut down) and
    /// starts its threads. Called with the `lan` lock held.
    pub(super) fn lan_attach(&self, st: &mut LanState, conn: Connection) {
        st.epoch += 1;
        let epoch = st.epoch;
        let conn = Arc::new(conn);
        let (tx, rx) = mpsc::channel::<Msg>();
        let Some(g) = st.game.as_mut() else {
            conn.close("no game");
            return;
        };
        if let Some(old) = g.conn.take() {
            old.shutdown();
        }
        g.conn = Some(conn.clone());
        g.out = Some(tx);
        g.link = LanLink::Connected;
        g.lost_since_ms = None;
        let writer = conn.clone();
        let spawned_w = std::thread::Builder::new()
            .name("janggi-lan-send".into())
            .spawn(move || {
                for msg in rx {
                    if writer.send(&msg).is_err() {
                        break;
                    }
                }
            });
        let core = self.clone();
        let spawned_r = std::thread::Builder::new()
            .name("janggi-lan-read".into())
            .spawn(move || core.lan_read(conn, epoch));
        if spawned_w.is_err() || spawned_r.is_err() {
            eprintln!("janggi: cannot start the LAN connection threads");
        }
    }

    fn lan_read(&self, conn: Arc<Connection>, epoch: u64) {
        loop {
            let ev = conn.recv_timeout(Duration::from_millis(200));
            if self.inner.lan.lock().epoch != epoch {
                return;
            }
            match ev {
                None => self.lan_tick(),
                Some(ConnEvent::Msg(m)) => self.lan_on_msg(epoch, m),
                Some(ConnEvent::Rejected { .. }) => {}
                Some(ConnEvent::Closed(reason)) => {
                    self.lan_on_closed(epoch, reason);
                    return;
                }
            }
        }
    }

    fn lan_on_msg(&self, epoch: u64, m: Msg) {
        let mut st = self.inner.lan.lock();
        if st.epoch != epoch {
            return;
        }
        let Some(g) = st.game.as_mut() else { return };
        // The host's clock first: a move that comes after the mover's flag
        // fell finds the game over on time (and is withdrawn on its side).
        self.lan_flag(g);
        let r = g.sync.handle(m);
        if let Some(reply) = r.reply {
            g.send(reply);
        }
        for e in r.events {
            note_event(g, e);
        }
        let view = self.lan_refresh(&mut st);
        self.lan_emit(&st, view);
    }

    fn lan_on_closed(&self, epoch: u64, reason: CloseReason) {
        let mut st = self.inner.lan.lock();
        if st.epoch != epoch {
            return;
        }
        let Some(g) = st.game.as_mut() else { return };
        g.out = None;
        g.conn = None;
        if let CloseReason::Bye(_) = reason {
            g.link = LanLink::Left;
        }
        if g.link != LanLink::Left {
            g.link = LanLink::Reconnecting;
        }
        g.lost_since_ms.get_or_insert(now_ms());
        let reconnect = g.sync.role() == Role::Joiner && g.link == LanLink::Reconnecting;
        let view = self.lan_refresh(&mut st);
        self.lan_emit(&st, view);
        drop(st);
        if reconnect {
            self.spawn_reconnect(epoch);
        }
    }

    /// Joiner: tries to get back in (with the resume token) every second
    /// until it does or the game changes.
    pub(super) fn spawn_reconnect(&self, epoch: u64) {
        let core = self.clone();
        let spawned = std::thread::Builder::new()
            .name("janggi-lan-reconnect".into())
            .spawn(move || core.reconnect_loop(epoch));
        if let Err(e) = spawned {
            eprintln!("janggi: cannot start reconnecting: {e}");
        }
    }

    fn reconnect_loop(&self, epoch: u64) {
        loop {
            std::thread::sleep(Duration::from_millis(700));
            let (addr, invite, req) = {
                let st = self.inner.lan.lock();
                if st.epoch != epoch {
                    return;
                }
                let Some(g) = st.game.as_ref() else { return };
                let Some(token) = g.token.clone() else {
                    return;
                };
                if g.host_addr.is_none() && g.invite.is_none() {
                    return;
                }
                let (ply, hash, setups) = g.sync.resume_claim();
                let req = JoinRequest {
                    name: g.my_name.clone(),
                    app_version: APP_VERSION.into(),
                    auth: JoinAuth::Resume {
                        token,
                        ply,
                        hash,
                        setups,
                    },
                    connect_timeout: Duration::from_secs(2),
                    limits: super::limits(),
                };
                (g.host_addr, g.invite.clone(), req)
            };
            let joined = super::join_host(addr, invite.as_ref(), &req);
            if let Ok(j) = joined {
                let mut st = self.inner.lan.lock();
                if st.epoch != epoch || st.game.is_none() {
                    j.conn.close("stale");
                    return;
                }
                self.lan_attach(&mut st, j.conn);
                if let Some(g) = st.game.as_mut() {
                    g.note = Some(LanNote::Resumed);
                }
                let view = self.lan_refresh(&mut st);
                self.lan_emit(&st, view);
                return;
            }
        }
    }
}

/// What a peer message means for the player.
fn note_event(g: &mut LanGame, e: Event) {
    match e {
        Event::UndoRefused => g.note = Some(LanNote::UndoRefused),
        Event::DrawDeclined => g.note = Some(LanNote::DrawDeclined),
        Event::Disagreement(d) => {
            eprintln!("janggi: the two devices disagree: {d:?}");
            g.note = Some(LanNote::Disagreement);
        }
        Event::PeerError { code, text } => {
            eprintln!("janggi: the other device refused a message: {code:?} {text}");
            g.note = Some(LanNote::PeerError);
        }
        Event::PeerLeft { .. } => {
            g.link = LanLink::Left;
            g.lost_since_ms.get_or_insert(now_ms());
        }
        Event::Resumed { .. } => g.note = Some(LanNote::Resumed),
        Event::Clock {
            ply,
            clock: Some(c),
            ..
        } => g.adopt_clock(ply, c, now_ms()),
        _ => {}
    }
}
