//! Hosting through relays: listen on the invitation's channel, run the
//! password exchange with each guest, and hand every opened session to
//! janggi-net's handshake ([`janggi_net::accept_over`]) — the same
//! challenge, code proof, lock-out and resume token as on the LAN.

use crate::invite::Invitation;
use crate::link::{RelayLink, Session};
use crate::pake::{Context, Mode, Pake};
use crate::relay::{Listen, Outbox, RelayClient, To};
use crate::wire::{Wire, VERSION};
use crate::{b64, unb64, Notice};
use janggi_net::auth::{AuthError, Gate};
use janggi_net::{accept_over, HostConfig, HostEvent, JoinCode};
use nostr_sdk::{Event, PublicKey};
use std::collections::HashMap;
use std::io;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver, Sender};
use std::sync::{Arc, Mutex, Weak};
use std::time::{Duration, Instant};

/// Exchanges in progress at most (more offers are refused as busy).
pub const MAX_PENDING: usize = 4;

/// Offers taken per minute at most.
pub const OFFERS_PER_MINUTE: usize = 20;

enum Route {
    Pending {
        keys: crate::pake::Keys,
        mode: Mode,
        since: Instant,
    },
    Open(Weak<Session>),
}

struct Router {
    cfg: Arc<HostConfig>,
    channel: String,
    me: [u8; 32],
    gate: Arc<Mutex<Gate>>,
    routes: HashMap<PublicKey, Route>,
    offers: Vec<Instant>,
    events: Sender<HostEvent>,
    notices: Sender<Notice>,
    stop: Arc<AtomicBool>,
    relay: Weak<RelayClient>,
}

fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    match m.lock() {
        Ok(g) => g,
        Err(p) => p.into_inner(),
    }
}

impl Router {
    fn on_event(&mut self, ev: Event, out: &Outbox) {
        let from = ev.pubkey;
        let msg = match Wire::decode(&ev.content) {
            Ok(m) => m,
            Err(e) => {
                let _ = self.notices.send(Notice::Dropped(format!("{e:?}")));
                return;
            }
        };
        let now = Instant::now();
        let timeout = self.cfg.limits.handshake_timeout;
        self.routes.retain(|_, r| match r {
            Route::Pending { since, .. } => now.duration_since(*since) < timeout,
            Route::Open(w) => w.upgrade().is_some_and(|s| !s.is_closed()),
        });
        match (msg, self.routes.get(&from)) {
            (Wire::Seal { s }, Some(Route::Open(w))) => {
                if let Some(session) = w.upgrade() {
                    session.deliver(&s);
                }
            }
            (Wire::Offer { .. }, None) if self.stop.load(Ordering::SeqCst) => {}
            (Wire::Offer { v, mode, pake }, None) => self.offer(from, v, &mode, &pake, out),
            (Wire::Confirm { proof }, Some(Route::Pending { .. })) => {
                self.confirm(from, &proof, out)
            }
            (m, _) => {
                let _ = self.notices.send(Notice::Dropped(format!(
                    "unexpected {} from {}",
                    m.kind(),
                    short(&from)
                )));
            }
        }
    }

    fn refuse(&self, to: PublicKey, why: &str, out: &Outbox) {
        let _ = out.send(Wire::Refuse { why: why.into() }.encode(), To::Key(to));
    }

    fn offer(&mut self, from: PublicKey, v: u32, mode: &str, pake: &str, out: &Outbox) {
        if v != VERSION {
            return self.refuse(from, "version", out);
        }
        let (Some(mode), Some(theirs)) = (Mode::parse(mode), unb64(pake)) else {
            let _ = self.notices.send(Notice::Dropped("malformed offer".into()));
            return;
        };
        let now = Instant::now();
        self.offers
            .retain(|t| now.duration_since(*t) < Duration::from_secs(60));
        let pending = self
            .routes
            .values()
            .filter(|r| matches!(r, Route::Pending { .. }))
            .count();
        if self.offers.len() >= OFFERS_PER_MINUTE || pending >= MAX_PENDING {
            let _ = self.notices.send(Notice::Dropped("too many offers".into()));
            return self.refuse(from, "busy", out);
        }
        self.offers.push(now);
        let password = {
            let mut gate = lock(&self.gate);
            match mode {
                Mode::Code => match gate.reserve_try() {
                    Ok(()) => gate.code().as_str().to_string(),
                    Err(AuthError::Locked) => return self.refuse(from, "locked", out),
                    Err(_) => return self.refuse(from, "busy", out),
                },
                Mode::Resume => match gate.token() {
                    Some(t) => t.to_string(),
                    None => return self.refuse(from, "badToken", out),
                },
            }
        };
        let p = Pake::host(password.as_bytes());
        let msg = b64(p.message());
        let ctx = Context {
            channel: self.channel.clone(),
            host_key: self.me,
            guest_key: from.to_bytes(),
            mode,
        };
        match p.finish(&theirs, &ctx) {
            Ok(keys) => {
                self.routes.insert(
                    from,
                    Route::Pending {
                        keys,
                        mode,
                        since: now,
                    },
                );
                let _ = out.send(Wire::Answer { pake: msg }.encode(), To::Key(from));
            }
            Err(_) => {
                let _ = self.notices.send(Notice::Dropped("malformed offer".into()));
            }
        }
    }

    fn confirm(&mut self, from: PublicKey, proof: &str, out: &Outbox) {
        let Some(Route::Pending { keys, mode, .. }) = self.routes.remove(&from) else {
            return;
        };
        let good = unb64(proof).is_some_and(|p| keys.check(&p).is_ok());
        if !good {
            let why = match mode {
                Mode::Code if lock(&self.gate).tries_left() == 0 => "locked",
                Mode::Code => "wrongCode",
                Mode::Resume => "badToken",
            };
            let _ = self.notices.send(Notice::WrongCode);
            return self.refuse(from, why, out);
        }
        if mode == Mode::Code {
            lock(&self.gate).refund_try();
        }
        let _ = out.send(
            Wire::Accept {
                proof: b64(&keys.confirm()),
            }
            .encode(),
            To::Key(from),
        );
        let session = Session::new(
            out.clone(),
            from,
            &keys.send,
            &keys.recv,
            self.notices.clone(),
        );
        if let Some(relay) = self.relay.upgrade() {
            session.keep(relay);
        }
        self.routes
            .insert(from, Route::Open(Arc::downgrade(&session)));
        let (cfg, gate, stop, events) = (
            self.cfg.clone(),
            self.gate.clone(),
            self.stop.clone(),
            self.events.clone(),
        );
        let spawned = std::thread::Builder::new()
            .name("janggi-internet-handshake".into())
            .spawn(move || {
                if let Ok(ev) = accept_over(Box::new(RelayLink(session)), &cfg, &gate, &stop) {
                    let _ = events.send(ev);
                }
            });
        if spawned.is_err() {
            let _ = self
                .notices
                .send(Notice::Dropped("cannot start a handshake".into()));
        }
    }
}

fn short(k: &PublicKey) -> String {
    k.to_hex()[..8].to_string()
}

/// A game offered through relays, from [`InternetHost::start`] until
/// [`InternetHost::stop`] or drop (then the relay connection closes;
/// sessions already handed out keep it until they end).
pub struct InternetHost {
    invitation: Invitation,
    gate: Arc<Mutex<Gate>>,
    rx: Receiver<HostEvent>,
    notices: Mutex<Receiver<Notice>>,
    stop: Arc<AtomicBool>,
    relay: Option<Arc<RelayClient>>,
}

impl std::fmt::Debug for InternetHost {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("InternetHost")
            .field("invitation", &self.invitation)
            .finish()
    }
}

impl InternetHost {
    /// Connects to the invitation's relays and listens on its channel.
    /// `cfg.code` is replaced by the invitation's password; `cfg.bind` is
    /// not used.
    pub fn start(mut cfg: HostConfig, invitation: Invitation) -> io::Result<InternetHost> {
        cfg.settings
            .validate()
            .map_err(|e| io::Error::new(io::ErrorKind::InvalidInput, e))?;
        cfg.code = invitation.password.clone();
        let gate = Arc::new(Mutex::new(Gate::new(
            cfg.code.clone(),
            cfg.max_tries,
            cfg.token.clone(),
        )));
        let (tx, rx) = mpsc::channel();
        let (ntx, nrx) = mpsc::channel();
        let stop = Arc::new(AtomicBool::new(false));
        let channel = invitation.channel();
        let router = Arc::new(Mutex::new(None::<Router>));
        let r2 = router.clone();
        let relay = RelayClient::start(
            &invitation.relays,
            Listen {
                to_me: true,
                channel: Some(channel.clone()),
            },
            Duration::from_secs(5),
            Box::new(move |ev, out| {
                if let Some(r) = lock(&r2).as_mut() {
                    r.on_event(ev, out);
                }
            }),
        )?;
        let relay = Arc::new(relay);
        *lock(&router) = Some(Router {
            cfg: Arc::new(cfg),
            channel,
            me: relay.public_key().to_bytes(),
            gate: gate.clone(),
            routes: HashMap::new(),
            offers: Vec::new(),
            events: tx,
            notices: ntx,
            stop: stop.clone(),
            relay: Arc::downgrade(&relay),
        });
        Ok(InternetHost {
            invitation,
            gate,
            rx,
            notices: Mutex::new(nrx),
            stop,
            relay: Some(relay),
        })
    }

    /// The invitation (code, link, relays).
    pub fn invitation(&self) -> &Invitation {
        &self.invitation
    }

    /// The join code's password part.
    pub fn code(&self) -> JoinCode {
        lock(&self.gate).code().clone()
    }

    /// The resume token, once a player joined.
    pub fn token(&self) -> Option<String> {
        lock(&self.gate).token().map(str::to_string)
    }

    /// Whether joining by code is locked.
    pub fn locked(&self) -> bool {
        lock(&self.gate).locked()
    }

    /// The next event, waiting at most `timeout`.
    pub fn recv_timeout(&self, timeout: Duration) -> Option<HostEvent> {
        self.rx.recv_timeout(timeout).ok()
    }

    /// What was dropped or refused since the last call.
    pub fn notices(&self) -> Vec<Notice> {
        lock(&self.notices).try_iter().collect()
    }

    /// Stops listening (open sessions keep the relay until they end).
    pub fn stop(mut self) {
        self.halt();
    }

    fn halt(&mut self) {
        self.stop.store(true, Ordering::SeqCst);
        self.relay = None;
    }
}

impl Drop for InternetHost {
    fn drop(&mut self) {
        self.halt();
    }
}
