//! Joining through relays: the guest's side of the password exchange, then
//! janggi-net's handshake ([`janggi_net::join_over`]) on the session.

use crate::invite::Invitation;
use crate::link::{RelayLink, Session};
use crate::pake::{Context, Mode, Pake};
use crate::relay::{Listen, RelayClient, To};
use crate::wire::{Wire, VERSION};
use crate::{b64, unb64, Notice};
use janggi_net::{join_over, ErrorCode, JoinAuth, JoinError, JoinRequest, JoinedHost};
use nostr_sdk::PublicKey;
use std::io;
use std::sync::mpsc::{self, Receiver};
use std::sync::{Arc, Mutex, Weak};
use std::time::Instant;

/// The session once open: the host's key and the session.
type OpenSession = Option<(PublicKey, Weak<Session>)>;

/// A joined game and what its session drops or refuses.
#[derive(Debug)]
pub struct Joined {
    /// The connection, the host's name, the token, the settings.
    pub joined: JoinedHost,
    /// Dropped messages of this session.
    pub notices: Receiver<Notice>,
}

fn refused(code: ErrorCode, text: &str) -> JoinError {
    JoinError::Refused {
        code,
        text: text.to_string(),
    }
}

/// Joins the game `inv` names: with its code (`JoinAuth::Code`, which
/// must be the invitation's password) or back into it with the token
/// (`JoinAuth::Resume`). `req.connect_timeout` bounds the wait for a relay.
pub fn join(inv: &Invitation, req: &JoinRequest) -> Result<Joined, JoinError> {
    let (mode, password) = match &req.auth {
        JoinAuth::Code(c) => (Mode::Code, c.as_str().to_string()),
        JoinAuth::Resume { token, .. } => (Mode::Resume, token.clone()),
    };
    let (tx, rx) = mpsc::channel::<(PublicKey, Wire)>();
    let (ntx, nrx) = mpsc::channel::<Notice>();
    let open: Arc<Mutex<OpenSession>> = Arc::new(Mutex::new(None));
    let relay = {
        let (open, ntx) = (open.clone(), ntx.clone());
        RelayClient::start(
            &inv.relays,
            Listen {
                to_me: true,
                channel: None,
            },
            req.connect_timeout,
            Box::new(move |ev, _out| {
                let msg = match Wire::decode(&ev.content) {
                    Ok(m) => m,
                    Err(e) => {
                        let _ = ntx.send(Notice::Dropped(format!("{e:?}")));
                        return;
                    }
                };
                let session = match open.lock() {
                    Ok(g) => g.clone(),
                    Err(p) => p.into_inner().clone(),
                };
                match msg {
                    Wire::Seal { s: sealed } => match session {
                        Some((host, s)) if host == ev.pubkey => {
                            if let Some(s) = s.upgrade() {
                                s.deliver(&sealed);
                            }
                        }
                        _ => {
                            let _ =
                                ntx.send(Notice::Dropped("a sealed message from nobody".into()));
                        }
                    },
                    m => {
                        let _ = tx.send((ev.pubkey, m));
                    }
                }
            }),
        )
        .map_err(JoinError::Io)?
    };
    let relay = Arc::new(relay);
    let me = relay.public_key();
    let guest = Pake::guest(password.as_bytes());
    let out = relay.outbox();
    out.send(
        Wire::Offer {
            v: VERSION,
            mode: mode.as_str().into(),
            pake: b64(guest.message()),
        }
        .encode(),
        To::Channel(inv.channel()),
    )?;
    let deadline = Instant::now() + req.limits.handshake_timeout;
    let next = |want: &dyn Fn(&Wire) -> bool,
                from: Option<PublicKey>|
     -> Result<(PublicKey, Wire), JoinError> {
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            let (k, m) = rx.recv_timeout(left).map_err(|_| {
                JoinError::Io(io::Error::new(
                    io::ErrorKind::TimedOut,
                    "no host answered on the relays",
                ))
            })?;
            if from.is_some_and(|f| f != k) {
                continue;
            }
            if let Wire::Refuse { why } = &m {
                let code = match why.as_str() {
                    "wrongCode" => ErrorCode::WrongCode,
                    "locked" => ErrorCode::Locked,
                    "badToken" => ErrorCode::BadToken,
                    "version" => ErrorCode::BadVersion,
                    _ => ErrorCode::Busy,
                };
                return Err(refused(code, why));
            }
            if want(&m) {
                return Ok((k, m));
            }
        }
    };
    let (host, answer) = next(&|m| matches!(m, Wire::Answer { .. }), None)?;
    let Wire::Answer { pake } = answer else {
        return Err(JoinError::Protocol("answer expected".into()));
    };
    let theirs = unb64(&pake).ok_or_else(|| JoinError::Protocol("bad answer".into()))?;
    let ctx = Context {
        channel: inv.channel(),
        host_key: host.to_bytes(),
        guest_key: me.to_bytes(),
        mode,
    };
    let keys = guest
        .finish(&theirs, &ctx)
        .map_err(|_| JoinError::Protocol("bad answer".into()))?;
    // Register before the host can send sealed bytes after its accept (so before the proof goes out).
    let session = Session::new(out.clone(), host, &keys.send, &keys.recv, ntx);
    if let Ok(mut g) = open.lock() {
        *g = Some((host, Arc::downgrade(&session)));
    }
    out.send(
        Wire::Confirm {
            proof: b64(&keys.confirm()),
        }
        .encode(),
        To::Key(host),
    )?;
    let (_, accept) = match next(&|m| matches!(m, Wire::Accept { .. }), Some(host)) {
        Ok(a) => a,
        Err(e) => {
            session.close("refused");
            return Err(e);
        }
    };
    let Wire::Accept { proof } = accept else {
        return Err(JoinError::Protocol("accept expected".into()));
    };
    if unb64(&proof).is_none_or(|p| keys.check(&p).is_err()) {
        session.close("forged");
        return Err(JoinError::Protocol(
            "the host did not prove the code (not the host you invited?)".into(),
        ));
    }
    session.keep(relay);
    let joined = join_over(Box::new(RelayLink(session.clone())), req);
    if joined.is_err() {
        session.close("handshake failed");
    }
    Ok(Joined {
        joined: joined?,
        notices: nrx,
    })
}
