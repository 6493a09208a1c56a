//! An open session as a [`Link`]: the byte stream janggi-net's handshake
//! and connection run on, carried in sealed messages through the relays.

use crate::relay::{Outbox, RelayClient, To};
use crate::seal::{Opener, SealError, Sealed, Sealer, MAX_CHUNK};
use crate::wire::Wire;
use crate::Notice;
use janggi_net::Link;
use nostr_sdk::PublicKey;
use std::collections::VecDeque;
use std::io::{self, ErrorKind, Read, Write};
use std::net::SocketAddr;
use std::sync::mpsc::Sender;
use std::sync::{Arc, Condvar, Mutex};
use std::time::Duration;

/// Bytes waiting to be read at most (a peer cannot make us hold more).
pub const MAX_BUFFERED: usize = 256 * 1024;

struct Inbox {
    opener: Opener,
    buf: VecDeque<u8>,
    closed: Option<String>,
    wait: Duration,
}

/// One open session (shared by the link's handles and the router).
pub struct Session {
    out: Outbox,
    peer: PublicKey,
    sealer: Mutex<Sealer>,
    inbox: Mutex<Inbox>,
    cv: Condvar,
    notices: Sender<Notice>,
    /// Keeps the relay connection up while a handle lives (a joiner's).
    relay: Mutex<Option<Arc<RelayClient>>>,
}

fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    match m.lock() {
        Ok(g) => g,
        Err(p) => p.into_inner(),
    }
}

impl Session {
    /// A session with `peer` under the keys from the exchange.
    pub fn new(
        out: Outbox,
        peer: PublicKey,
        send: &[u8; 32],
        recv: &[u8; 32],
        notices: Sender<Notice>,
    ) -> Arc<Session> {
        Arc::new(Session {
            out,
            peer,
            sealer: Mutex::new(Sealer::new(send)),
            inbox: Mutex::new(Inbox {
                opener: Opener::new(recv),
                buf: VecDeque::new(),
                closed: None,
                wait: Duration::from_millis(100),
            }),
            cv: Condvar::new(),
            notices,
            relay: Mutex::new(None),
        })
    }

    /// Holds the relay connection for as long as the session lives.
    pub fn keep(&self, relay: Arc<RelayClient>) {
        *lock(&self.relay) = Some(relay);
    }

    /// The peer's key.
    pub fn peer(&self) -> PublicKey {
        self.peer
    }

    /// Whether it ended.
    pub fn is_closed(&self) -> bool {
        lock(&self.inbox).closed.is_some()
    }

    /// A sealed message from the peer (on the relay thread).
    pub fn deliver(&self, sealed: &str) {
        let mut inbox = lock(&self.inbox);
        if inbox.closed.is_some() {
            return;
        }
        match inbox.opener.open(sealed) {
            Ok(Sealed::Data(d)) => {
                if inbox.buf.len() + d.len() > MAX_BUFFERED {
                    inbox.closed = Some("the peer sent too much".into());
                    let _ = self
                        .notices
                        .send(Notice::Dropped("too much buffered".into()));
                } else {
                    inbox.buf.extend(d);
                }
            }
            Ok(Sealed::Close) => inbox.closed = Some("the peer closed".into()),
            Err(SealError::Gap) => {
                inbox.closed = Some("a message was lost".into());
                let _ = self
                    .notices
                    .send(Notice::Dropped(SealError::Gap.to_string()));
            }
            Err(e) => {
                let _ = self.notices.send(Notice::Dropped(e.to_string()));
            }
        }
        drop(inbox);
        self.cv.notify_all();
    }

    /// Ends the session (tells the peer once).
    pub fn close(&self, why: &str) {
        let mut inbox = lock(&self.inbox);
        if inbox.closed.is_none() {
            inbox.closed = Some(why.to_string());
            drop(inbox);
            if let Some(s) = lock(&self.sealer).seal(&Sealed::Close) {
                let _ = self.out.send(Wire::Seal { s }.encode(), To::Key(self.peer));
            }
        }
        self.cv.notify_all();
        // The closing message is queued before the relay thread's stop.
        let relay = lock(&self.relay).take();
        drop(relay);
    }

    fn end_on_failure(&self) -> bool {
        if self.out.take_failure() {
            let mut inbox = lock(&self.inbox);
            inbox
                .closed
                .get_or_insert_with(|| "the relay lost a message".into());
            return true;
        }
        false
    }
}

/// A handle on a session (the [`Link`] janggi-net runs on).
pub struct RelayLink(pub Arc<Session>);

impl Read for RelayLink {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        self.0.end_on_failure();
        let s = &self.0;
        let mut inbox = lock(&s.inbox);
        if inbox.buf.is_empty() && inbox.closed.is_none() {
            let wait = inbox.wait;
            inbox = match s.cv.wait_timeout(inbox, wait) {
                Ok((g, _)) => g,
                Err(p) => p.into_inner().0,
            };
        }
        if !inbox.buf.is_empty() {
            let n = buf.len().min(inbox.buf.len());
            for (i, b) in inbox.buf.drain(..n).enumerate() {
                buf[i] = b;
            }
            return Ok(n);
        }
        if inbox.closed.is_some() {
            return Ok(0);
        }
        Err(io::Error::new(ErrorKind::TimedOut, "nothing yet"))
    }
}

impl Write for RelayLink {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        if self.0.end_on_failure() || self.0.is_closed() {
            return Err(io::Error::new(ErrorKind::BrokenPipe, "session ended"));
        }
        let n = buf.len().min(MAX_CHUNK);
        let sealed = lock(&self.0.sealer)
            .seal(&Sealed::Data(buf[..n].to_vec()))
            .ok_or_else(|| io::Error::other("cannot seal"))?;
        self.0
            .out
            .send(Wire::Seal { s: sealed }.encode(), To::Key(self.0.peer))?;
        Ok(n)
    }

    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

impl Link for RelayLink {
    fn split(&self) -> io::Result<Box<dyn Link>> {
        Ok(Box::new(RelayLink(self.0.clone())))
    }

    fn set_read_wait(&self, wait: Duration) -> io::Result<()> {
        lock(&self.0.inbox).wait = wait;
        Ok(())
    }

    fn close_link(&self) {
        self.0.close("closed here");
    }

    fn peer(&self) -> Option<SocketAddr> {
        None
    }
}
