//! The connection to the relays: one thread with a small async runtime
//! running a `nostr-sdk` client, for as long as a hosting session or a
//! join lives (dropping the last handle disconnects from every relay).
//!
//! What goes out are ephemeral events ([`KIND`], which relays pass on to
//! subscribers and do not store), signed with a key made for this session
//! alone; what comes in is handed to the owner's callback on the relay
//! thread (which must not block).

use nostr_sdk::prelude::*;
use std::io;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::Duration;

/// The event kind of every message: in Nostr's ephemeral range
/// (20000–29999), not stored by relays.
pub const KIND: u16 = 21417;

/// How often a lost relay is tried again.
pub const RETRY: Duration = Duration::from_secs(2);

/// Where an outgoing event goes.
#[derive(Clone, Debug)]
pub enum To {
    /// To whoever listens on an invitation's channel (the guest's offer).
    Channel(String),
    /// To one key.
    Key(PublicKey),
}

enum Cmd {
    Publish(String, To),
    Stop,
}

/// A handle that sends on the relay thread (cheap to clone).
#[derive(Clone)]
pub struct Outbox {
    tx: tokio::sync::mpsc::UnboundedSender<Cmd>,
    failed: Arc<AtomicBool>,
}

impl Outbox {
    /// Queues an event: sent in order, signed with the session key.
    pub fn send(&self, content: String, to: To) -> io::Result<()> {
        self.tx
            .send(Cmd::Publish(content, to))
            .map_err(|_| io::Error::new(io::ErrorKind::NotConnected, "relay client stopped"))
    }

    /// Whether a send failed on every relay since the last call (the
    /// message is lost: the session must end and resume).
    pub fn take_failure(&self) -> bool {
        self.failed.swap(false, Ordering::SeqCst)
    }
}

/// The relay thread (detached: it ends by itself after a stop, see
/// [`Drop`](#impl-Drop-for-RelayClient)). Dropping it stops the thread and disconnects.
pub struct RelayClient {
    keys: Keys,
    out: Outbox,
}

impl std::fmt::Debug for RelayClient {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("RelayClient")
            .field("key", &self.keys.public_key().to_hex())
            .finish()
    }
}

/// What the owner does with each incoming event (on the relay thread).
pub type OnEvent = Box<dyn FnMut(Event, &Outbox) + Send>;

/// What to listen for.
pub struct Listen {
    /// Events addressed to our key (always).
    pub to_me: bool,
    /// And events on this channel (a host).
    pub channel: Option<String>,
}

impl RelayClient {
    /// Connects to `relays` with a new key, subscribes, and calls
    /// `on_event` with each incoming event. Returns once the
    /// subscriptions are sent to every relay that connected within
    /// `connect_wait` (a relay that did not keeps being tried every
    /// [`RETRY`] and gets them when it connects). An error when no relay
    /// connected.
    pub fn start(
        relays: &[String],
        listen: Listen,
        connect_wait: Duration,
        on_event: OnEvent,
    ) -> io::Result<RelayClient> {
        let keys = Keys::generate();
        let (tx, rx) = tokio::sync::mpsc::unbounded_channel();
        let out = Outbox {
            tx,
            failed: Arc::new(AtomicBool::new(false)),
        };
        let (ready_tx, ready_rx) = std::sync::mpsc::channel::<io::Result<()>>();
        {
            let (keys, out, relays) = (keys.clone(), out.clone(), relays.to_vec());
            std::thread::Builder::new()
                .name("janggi-relay".into())
                .spawn(move || {
                    let rt = match tokio::runtime::Builder::new_current_thread()
                        .enable_all()
                        .build()
                    {
                        Ok(rt) => rt,
                        Err(e) => {
                            let _ = ready_tx.send(Err(e));
                            return;
                        }
                    };
                    rt.block_on(run(
                        keys,
                        relays,
                        listen,
                        connect_wait,
                        out,
                        rx,
                        on_event,
                        ready_tx,
                    ));
                })?;
        }
        let client = RelayClient { keys, out };
        match ready_rx.recv() {
            Ok(Ok(())) => Ok(client),
            Ok(Err(e)) => Err(e),
            Err(_) => Err(io::Error::other("the relay thread ended")),
        }
    }

    /// Our key for this session.
    pub fn public_key(&self) -> PublicKey {
        self.keys.public_key()
    }

    /// The sending handle.
    pub fn outbox(&self) -> Outbox {
        self.out.clone()
    }
}

impl Drop for RelayClient {
    /// Tells the relay thread to stop and does not wait for it: over a dead
    /// link the websocket's close can take long, and the last handle is
    /// often dropped by a connection's reader, which must report the drop
    /// at once. The thread sends what was queued, closes (each step
    /// bounded, [`STOP_WAIT`]) and ends by itself.
    fn drop(&mut self) {
        let _ = self.out.tx.send(Cmd::Stop);
    }
}

/// The most the relay thread spends on each step of stopping: sending what
/// was queued, then closing the connections.
pub const STOP_WAIT: Duration = Duration::from_secs(2);

#[allow(clippy::too_many_arguments)]
async fn run(
    keys: Keys,
    relays: Vec<String>,
    listen: Listen,
    connect_wait: Duration,
    out: Outbox,
    mut rx: tokio::sync::mpsc::UnboundedReceiver<Cmd>,
    mut on_event: OnEvent,
    ready: std::sync::mpsc::Sender<io::Result<()>>,
) {
    let client = Client::new(keys.clone());
    let opts = RelayOptions::default()
        .retry_interval(RETRY)
        .adjust_retry_interval(false);
    for r in &relays {
        if let Err(e) = client.pool().add_relay(r.as_str(), opts.clone()).await {
            let _ = ready.send(Err(io::Error::new(
                io::ErrorKind::InvalidInput,
                format!("{r}: {e}"),
            )));
            return;
        }
    }
    client.connect().await;
    client.wait_for_connection(connect_wait).await;
    let connected = client
        .relays()
        .await
        .values()
        .any(|r| r.status() == RelayStatus::Connected);
    if !connected {
        client.shutdown().await;
        let _ = ready.send(Err(io::Error::new(
            io::ErrorKind::NotConnected,
            "no relay answered",
        )));
        return;
    }
    // Ephemeral events are not stored, but a relay may still send recent
    // ones: only what is newer than a minute is asked for.
    let since = Timestamp::from(Timestamp::now().as_secs().saturating_sub(60));
    let kind = Kind::Custom(KIND);
    let mut filters = vec![Filter::new()
        .kind(kind)
        .pubkey(keys.public_key())
        .since(since)];
    if let Some(ch) = &listen.channel {
        filters.push(Filter::new().kind(kind).hashtag(ch.clone()).since(since));
    }
    if !listen.to_me {
        filters.remove(0);
    }
    for f in filters {
        if let Err(e) = client.subscribe(f, None).await {
            let _ = ready.send(Err(io::Error::other(format!("subscribe: {e}"))));
            client.shutdown().await;
            return;
        }
    }
    let mut notes = client.notifications();
    let _ = ready.send(Ok(()));
    // Sends run in their own task, in order, so a slow relay does not
    // hold up what comes in.
    let (send_tx, mut send_rx) = tokio::sync::mpsc::unbounded_channel::<Event>();
    let sender = {
        let (client, failed) = (client.clone(), out.failed.clone());
        tokio::spawn(async move {
            while let Some(ev) = send_rx.recv().await {
                let ok = match client.send_event(&ev).await {
                    Ok(o) => !o.success.is_empty(),
                    Err(_) => false,
                };
                if !ok {
                    failed.store(true, Ordering::SeqCst);
                }
            }
        })
    };
    loop {
        tokio::select! {
            cmd = rx.recv() => match cmd {
                Some(Cmd::Publish(content, to)) => {
                    let tag = match to {
                        To::Channel(c) => Tag::hashtag(c),
                        To::Key(k) => Tag::public_key(k),
                    };
                    match EventBuilder::new(kind, content).tag(tag).sign_with_keys(&keys) {
                        Ok(ev) => { let _ = send_tx.send(ev); }
                        Err(_) => out.failed.store(true, Ordering::SeqCst),
                    }
                }
                Some(Cmd::Stop) | None => break,
            },
            note = notes.recv() => match note {
                Ok(RelayPoolNotification::Event { event, .. }) => {
                    if event.kind == kind && event.pubkey != keys.public_key() {
                        on_event(*event, &out);
                    }
                }
                Ok(RelayPoolNotification::Shutdown) => break,
                Ok(_) => {}
                Err(tokio::sync::broadcast::error::RecvError::Lagged(_)) => {}
                Err(tokio::sync::broadcast::error::RecvError::Closed) => break,
            },
        }
    }
    drop(send_tx);
    // What was queued before the stop (a closing message) goes out first.
    let _ = tokio::time::timeout(STOP_WAIT, sender).await;
    let _ = tokio::time::timeout(STOP_WAIT, client.shutdown()).await;
}
