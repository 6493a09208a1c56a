//! TCP transport: a host that listens only while hosting, a joiner that
//! connects with a timeout, and a [`Connection`] that carries frames.
//!
//! Plain `std::net` with one reader thread per connection and one listener
//! thread per host, not an async runtime: there is exactly one peer, the
//! traffic is a few small messages a minute, and blocking sockets with
//! timeouts keep this crate free of any runtime so the app can drive it
//! from whatever it runs (Tauri's tokio runtime, a test, a plain thread).
//! The state machine ([`crate::sync::GameSync`]) never sees a socket.
//!
//! Bounds on what a peer can make us do ([`Limits`]): frames of at most
//! [`MAX_FRAME`](crate::proto::MAX_FRAME) bytes (a larger length closes the connection), a token
//! bucket of messages per second (excess messages are dropped with a
//! `rateLimited` error), a cap of bytes per second and of bad messages per
//! connection (then it is closed), a handshake deadline, and an idle
//! timeout (pings every few seconds keep a live connection busy).

use std::io::{self, ErrorKind, Read, Write};
use std::net::{IpAddr, SocketAddr, TcpListener, TcpStream};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender};
use std::sync::{Arc, Mutex};
use std::thread::{self, JoinHandle};
use std::time::{Duration, Instant};

use crate::auth::{self, AuthError, Gate, JoinCode};
pub use crate::link::Link;
use crate::proto::{
    cut, decode, encode, ErrorCode, FrameError, FrameReader, GameSettings, HelloAuth, Msg, Setups,
    MAX_NAME_CHARS, MAX_TEXT_CHARS, PROTOCOL_VERSION,
};

/// Bounds and timeouts of a connection.
#[derive(Copy, Clone, Debug)]
pub struct Limits {
    /// Time allowed for the whole handshake.
    pub handshake_timeout: Duration,
    /// A connection with no bytes in for this long is closed.
    pub idle_timeout: Duration,
    /// We send a ping after this long.
    pub ping_every: Duration,
    /// Messages per second allowed on average.
    pub msgs_per_sec: u32,
    /// Messages allowed in a burst.
    pub burst: u32,
    /// Bytes per second over which the connection is closed.
    pub bytes_per_sec: usize,
    /// Bad messages (malformed, unknown, over the rate) before closing.
    pub max_bad: u32,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            handshake_timeout: Duration::from_secs(5),
            idle_timeout: Duration::from_secs(20),
            ping_every: Duration::from_secs(5),
            msgs_per_sec: 20,
            burst: 60,
            bytes_per_sec: 512 * 1024,
            max_bad: 32,
        }
    }
}

/// Why a connection closed.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum CloseReason {
    /// The peer said bye.
    Bye(String),
    /// The peer closed the socket.
    Eof,
    /// Nothing came for [`Limits::idle_timeout`].
    Idle,
    /// A frame length we cannot accept.
    Framing(FrameError),
    /// Too many bad messages.
    TooManyErrors,
    /// Too many bytes per second.
    TooFast,
    /// A socket error.
    Io(String),
    /// We closed it.
    Local,
}

/// What the reader thread reports.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum ConnEvent {
    /// A message for the game ([`crate::sync::GameSync::handle`]).
    /// Pings are answered by the transport and not reported.
    Msg(Msg),
    /// A frame we refused (and answered with this error).
    Rejected {
        /// The error sent.
        code: ErrorCode,
        /// Its text.
        text: String,
    },
    /// The connection is closed; no more events follow.
    Closed(CloseReason),
}

/// One connection to the peer. Dropping it closes the socket. `Sync`: one
/// thread may read while others send.
pub struct Connection {
    writer: Arc<Mutex<Box<dyn Link>>>,
    rx: Mutex<Receiver<ConnEvent>>,
    stop: Arc<AtomicBool>,
    reader: Option<JoinHandle<()>>,
    peer: Option<SocketAddr>,
}

impl std::fmt::Debug for Connection {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Connection")
            .field("peer", &self.peer)
            .finish()
    }
}

fn send_on(stream: &Mutex<Box<dyn Link>>, msg: &Msg) -> io::Result<()> {
    let frame = encode(msg).map_err(|e| io::Error::new(ErrorKind::InvalidInput, e))?;
    let mut s = stream
        .lock()
        .map_err(|_| io::Error::other("connection writer poisoned"))?;
    s.write_all(&frame)?;
    s.flush()
}

impl Connection {
    fn spawn(stream: Box<dyn Link>, limits: Limits, frames: FrameReader) -> io::Result<Connection> {
        let peer = stream.peer();
        stream.set_read_wait(Duration::from_millis(100))?;
        let writer = Arc::new(Mutex::new(stream.split()?));
        let stop = Arc::new(AtomicBool::new(false));
        let (tx, rx) = mpsc::channel();
        let reader = {
            let (writer, stop) = (writer.clone(), stop.clone());
            thread::Builder::new()
                .name("janggi-net-conn".into())
                .spawn(move || read_loop(stream, frames, writer, stop, tx, limits))?
        };
        Ok(Connection {
            writer,
            rx: Mutex::new(rx),
            stop,
            reader: Some(reader),
            peer,
        })
    }

    /// Sends one message.
    pub fn send(&self, msg: &Msg) -> io::Result<()> {
        if self.stop.load(Ordering::SeqCst) {
            return Err(io::Error::new(ErrorKind::NotConnected, "connection closed"));
        }
        send_on(&self.writer, msg)
    }

    /// The next event, waiting at most `timeout`.
    pub fn recv_timeout(&self, timeout: Duration) -> Option<ConnEvent> {
        let rx = match self.rx.lock() {
            Ok(rx) => rx,
            Err(p) => p.into_inner(),
        };
        match rx.recv_timeout(timeout) {
            Ok(e) => Some(e),
            Err(RecvTimeoutError::Timeout) => None,
            Err(RecvTimeoutError::Disconnected) => Some(ConnEvent::Closed(CloseReason::Local)),
        }
    }

    /// The next event if one is waiting.
    pub fn try_recv(&self) -> Option<ConnEvent> {
        match self.rx.lock() {
            Ok(rx) => rx.try_recv().ok(),
            Err(p) => p.into_inner().try_recv().ok(),
        }
    }

    /// The peer's address (a TCP connection; `None` over a relay).
    pub fn peer_addr(&self) -> Option<SocketAddr> {
        self.peer
    }

    /// Whether the connection is closed (by either side).
    pub fn is_closed(&self) -> bool {
        self.stop.load(Ordering::SeqCst)
    }

    /// Says bye and closes.
    pub fn close(&self, reason: &str) {
        if !self.is_closed() {
            let _ = self.send(&Msg::Bye {
                reason: cut(reason, MAX_TEXT_CHARS),
            });
        }
        self.shutdown();
    }

    /// Closes the socket without a bye (a dropped network, in tests).
    pub fn shutdown(&self) {
        self.stop.store(true, Ordering::SeqCst);
        if let Ok(s) = self.writer.lock() {
            s.close_link();
        }
    }
}

impl Drop for Connection {
    fn drop(&mut self) {
        self.shutdown();
        if let Some(h) = self.reader.take() {
            let _ = h.join();
        }
    }
}

fn read_loop(
    mut stream: Box<dyn Link>,
    mut frames: FrameReader,
    writer: Arc<Mutex<Box<dyn Link>>>,
    stop: Arc<AtomicBool>,
    tx: Sender<ConnEvent>,
    limits: Limits,
) {
    let mut buf = [0u8; 8192];
    let mut last_in = Instant::now();
    let mut last_ping = Instant::now();
    let mut ping_n = 0u64;
    let mut tokens = f64::from(limits.burst);
    let mut refilled = Instant::now();
    let mut window = (Instant::now(), 0usize);
    let mut bad = 0u32;
    let mut last_rate_error: Option<Instant> = None;
    let reason = 'conn: loop {
        if stop.load(Ordering::SeqCst) {
            break CloseReason::Local;
        }
        loop {
            let payload = match frames.next_frame() {
                Ok(Some(p)) => p,
                Ok(None) => break,
                Err(e) => {
                    let _ = send_on(&writer, &Msg::error(ErrorCode::Malformed, e.to_string()));
                    break 'conn CloseReason::Framing(e);
                }
            };
            let now = Instant::now();
            tokens = (tokens
                + now.duration_since(refilled).as_secs_f64() * f64::from(limits.msgs_per_sec))
            .min(f64::from(limits.burst));
            refilled = now;
            let verdict = if tokens < 1.0 {
                bad += 1;
                if last_rate_error.is_none_or(|t| now.duration_since(t) >= Duration::from_secs(1)) {
                    last_rate_error = Some(now);
                    let _ = send_on(
                        &writer,
                        &Msg::error(ErrorCode::RateLimited, "too many messages"),
                    );
                }
                None
            } else {
                tokens -= 1.0;
                Some(decode(&payload))
            };
            match verdict {
                None => {}
                Some(Err(e)) => {
                    bad += 1;
                    let _ = send_on(&writer, &e.to_msg());
                    let _ = tx.send(ConnEvent::Rejected {
                        code: e.code,
                        text: e.text,
                    });
                }
                Some(Ok(Msg::Ping { n })) => {
                    let _ = send_on(&writer, &Msg::Pong { n });
                }
                Some(Ok(Msg::Pong { .. })) => {}
                Some(Ok(Msg::Bye { reason })) => {
                    break 'conn CloseReason::Bye(cut(&reason, MAX_TEXT_CHARS));
                }
                Some(Ok(m)) => {
                    // The app dropped the connection's receiver: stop.
                    let gone = tx.send(ConnEvent::Msg(m)).is_err();
                    if gone {
                        break 'conn CloseReason::Local;
                    }
                }
            }
            if bad > limits.max_bad {
                break 'conn CloseReason::TooManyErrors;
            }
        }
        match stream.read(&mut buf) {
            Ok(0) => break CloseReason::Eof,
            Ok(n) => {
                let now = Instant::now();
                last_in = now;
                if now.duration_since(window.0) >= Duration::from_secs(1) {
                    window = (now, 0);
                }
                window.1 += n;
                if window.1 > limits.bytes_per_sec {
                    break CloseReason::TooFast;
                }
                frames.push(&buf[..n]);
            }
            Err(e)
                if matches!(
                    e.kind(),
                    ErrorKind::WouldBlock | ErrorKind::TimedOut | ErrorKind::Interrupted
                ) => {}
            Err(e) => {
                if stop.load(Ordering::SeqCst) {
                    break CloseReason::Local;
                }
                break CloseReason::Io(e.to_string());
            }
        }
        if last_in.elapsed() > limits.idle_timeout {
            break CloseReason::Idle;
        }
        if last_ping.elapsed() >= limits.ping_every {
            last_ping = Instant::now();
            ping_n += 1;
            let _ = send_on(&writer, &Msg::Ping { n: ping_n });
        }
    };
    stop.store(true, Ordering::SeqCst);
    stream.close_link();
    let _ = tx.send(ConnEvent::Closed(reason));
}

/// Reads one message before `deadline` (handshake only).
fn read_msg(
    stream: &mut dyn Link,
    frames: &mut FrameReader,
    deadline: Instant,
    stop: Option<&AtomicBool>,
) -> io::Result<Result<Msg, crate::proto::DecodeError>> {
    stream.set_read_wait(Duration::from_millis(100))?;
    let mut buf = [0u8; 4096];
    loop {
        match frames.next_frame() {
            Ok(Some(p)) => return Ok(decode(&p)),
            Ok(None) => {}
            Err(e) => return Err(io::Error::new(ErrorKind::InvalidData, e)),
        }
        if Instant::now() >= deadline || stop.is_some_and(|s| s.load(Ordering::SeqCst)) {
            return Err(io::Error::new(ErrorKind::TimedOut, "handshake timed out"));
        }
        match stream.read(&mut buf) {
            Ok(0) => return Err(io::Error::new(ErrorKind::UnexpectedEof, "peer closed")),
            Ok(n) => frames.push(&buf[..n]),
            Err(e)
                if matches!(
                    e.kind(),
                    ErrorKind::WouldBlock | ErrorKind::TimedOut | ErrorKind::Interrupted
                ) => {}
            Err(e) => return Err(e),
        }
    }
}

fn write_msg(stream: &mut dyn Link, msg: &Msg) -> io::Result<()> {
    let frame = encode(msg).map_err(|e| io::Error::new(ErrorKind::InvalidInput, e))?;
    stream.write_all(&frame)?;
    stream.flush()
}

/// What a host is told to set up.
#[derive(Clone, Debug)]
pub struct HostConfig {
    /// Where to listen: the LAN interface's address (or 127.0.0.1), port 0
    /// for any free port.
    pub bind: SocketAddr,
    /// The host player's name.
    pub name: String,
    /// The app version.
    pub app_version: String,
    /// The game.
    pub settings: GameSettings,
    /// The join code (new for each game: [`JoinCode::random`]).
    pub code: JoinCode,
    /// Wrong codes allowed before joining locks ([`auth::MAX_TRIES`]).
    pub max_tries: u32,
    /// The resume token of the player who joined before the host app
    /// restarted, if any.
    pub token: Option<String>,
    /// Connection bounds.
    pub limits: Limits,
}

impl HostConfig {
    /// A config with a new random code and default limits.
    pub fn new(
        bind: SocketAddr,
        name: &str,
        app_version: &str,
        settings: GameSettings,
    ) -> HostConfig {
        HostConfig {
            bind,
            name: name.to_string(),
            app_version: app_version.to_string(),
            settings,
            code: JoinCode::random(),
            max_tries: auth::MAX_TRIES,
            token: None,
            limits: Limits::default(),
        }
    }
}

/// A player who got in.
#[derive(Debug)]
pub struct PeerJoined {
    /// The connection (handshake done; for a new game `settings` was sent).
    pub conn: Connection,
    /// The joiner's name.
    pub name: String,
    /// The joiner's app version.
    pub app: String,
    /// `Some((ply, hash, setups))` for a reconnect: answer with
    /// [`crate::sync::GameSync::answer_resume`] and send its reply.
    pub resume: Option<(u32, String, Setups)>,
}

/// What the host reports.
#[derive(Debug)]
pub enum HostEvent {
    /// A player joined or came back. A reconnect replaces the old
    /// connection, which the app should drop.
    Joined(Box<PeerJoined>),
    /// A connection was refused with this error.
    Refused {
        /// Its address (`None` over a relay).
        addr: Option<SocketAddr>,
        /// The error sent.
        code: ErrorCode,
    },
}

/// A listening host. Listens from [`Host::start`] until [`Host::stop`] (or
/// drop): after either returns, the port is closed.
pub struct Host {
    addr: SocketAddr,
    stop: Arc<AtomicBool>,
    thread: Option<JoinHandle<()>>,
    rx: Receiver<HostEvent>,
    gate: Arc<Mutex<Gate>>,
}

impl std::fmt::Debug for Host {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Host").field("addr", &self.addr).finish()
    }
}

/// Whether `ip` is an address of the local network a host may listen on:
/// loopback, private IPv4 (10/8, 172.16/12, 192.168/16 — home Wi-Fi and
/// phone hotspots), IPv4 link-local, IPv6 unique-local (fc00::/7) or
/// link-local (fe80::/10). Not the unspecified address (it would listen on
/// every interface, mobile data included) and not a public address.
pub fn is_local_network(ip: IpAddr) -> bool {
    match ip {
        IpAddr::V4(v4) => v4.is_loopback() || v4.is_private() || v4.is_link_local(),
        IpAddr::V6(v6) => {
            let first = v6.segments()[0];
            v6.is_loopback() || (first & 0xfe00) == 0xfc00 || (first & 0xffc0) == 0xfe80
        }
    }
}

impl Host {
    /// Binds `cfg.bind` and starts accepting. Refuses an address that is
    /// not on the local network ([`is_local_network`]).
    pub fn start(cfg: HostConfig) -> io::Result<Host> {
        cfg.settings
            .validate()
            .map_err(|e| io::Error::new(ErrorKind::InvalidInput, e))?;
        if !is_local_network(cfg.bind.ip()) {
            return Err(io::Error::new(
                ErrorKind::InvalidInput,
                format!("{} is not a local-network address", cfg.bind.ip()),
            ));
        }
        let listener = TcpListener::bind(cfg.bind)?;
        listener.set_nonblocking(true)?;
        let addr = listener.local_addr()?;
        let stop = Arc::new(AtomicBool::new(false));
        let gate = Arc::new(Mutex::new(Gate::new(
            cfg.code.clone(),
            cfg.max_tries,
            cfg.token.clone(),
        )));
        let (tx, rx) = mpsc::channel();
        let thread = {
            let (stop, gate) = (stop.clone(), gate.clone());
            thread::Builder::new()
                .name("janggi-net-host".into())
                .spawn(move || accept_loop(listener, cfg, gate, stop, tx))?
        };
        Ok(Host {
            addr,
            stop,
            thread: Some(thread),
            rx,
            gate,
        })
    }

    /// The address listened on (to show for typing by hand).
    pub fn local_addr(&self) -> SocketAddr {
        self.addr
    }

    /// The join code.
    pub fn code(&self) -> JoinCode {
        self.with_gate(|g| g.code().clone())
    }

    /// The resume token, once a player joined (save it with the game).
    pub fn token(&self) -> Option<String> {
        self.with_gate(|g| g.token().map(str::to_string))
    }

    /// Whether joining by code is locked after too many wrong codes.
    pub fn locked(&self) -> bool {
        self.with_gate(|g| g.locked())
    }

    fn with_gate<T>(&self, f: impl FnOnce(&Gate) -> T) -> T {
        match self.gate.lock() {
            Ok(g) => f(&g),
            Err(p) => f(&p.into_inner()),
        }
    }

    /// The next event, waiting at most `timeout`.
    pub fn recv_timeout(&self, timeout: Duration) -> Option<HostEvent> {
        self.rx.recv_timeout(timeout).ok()
    }

    /// Stops listening and closes the port (connections already handed out
    /// stay open).
    pub fn stop(mut self) {
        self.halt();
    }

    fn halt(&mut self) {
        self.stop.store(true, Ordering::SeqCst);
        if let Some(t) = self.thread.take() {
            let _ = t.join();
        }
    }
}

impl Drop for Host {
    fn drop(&mut self) {
        self.halt();
    }
}

/// Handshakes run at once at most; more connections are refused at once
/// (so a peer that connects and stays silent cannot keep the real player
/// out for longer than one handshake timeout, nor make us spawn threads
/// without bound).
pub const MAX_PENDING_HANDSHAKES: usize = 4;

fn accept_loop(
    listener: TcpListener,
    cfg: HostConfig,
    gate: Arc<Mutex<Gate>>,
    stop: Arc<AtomicBool>,
    tx: Sender<HostEvent>,
) {
    let cfg = Arc::new(cfg);
    let mut pending: Vec<JoinHandle<()>> = Vec::new();
    while !stop.load(Ordering::SeqCst) {
        pending.retain(|h| !h.is_finished());
        match listener.accept() {
            Ok((mut stream, addr)) => {
                if pending.len() >= MAX_PENDING_HANDSHAKES {
                    let _ = stream.set_nonblocking(false);
                    let _ = stream.set_write_timeout(Some(Duration::from_millis(200)));
                    let _ = write_msg(
                        &mut stream,
                        &Msg::error(ErrorCode::Busy, "too many connections"),
                    );
                    let _ = tx.send(HostEvent::Refused {
                        addr: Some(addr),
                        code: ErrorCode::Busy,
                    });
                    continue;
                }
                let (cfg, gate, stop, tx) = (cfg.clone(), gate.clone(), stop.clone(), tx.clone());
                let spawned = thread::Builder::new()
                    .name("janggi-net-handshake".into())
                    .spawn(move || {
                        let ready = stream
                            .set_nonblocking(false)
                            .and_then(|()| stream.set_write_timeout(Some(Duration::from_secs(2))));
                        let _ = stream.set_nodelay(true);
                        if ready.is_err() {
                            return;
                        }
                        if let Ok(ev) = accept_over(Box::new(stream), &cfg, &gate, &stop) {
                            let _ = tx.send(ev);
                        }
                    });
                if let Ok(h) = spawned {
                    pending.push(h);
                }
            }
            Err(e) if e.kind() == ErrorKind::WouldBlock => thread::sleep(Duration::from_millis(20)),
            Err(_) => thread::sleep(Duration::from_millis(50)),
        }
    }
    drop(listener);
    // Handshakes in progress see `stop` within 100 ms.
    for h in pending {
        let _ = h.join();
    }
}

fn valid_name(s: &str) -> Option<String> {
    let t = s.trim();
    let n = t.chars().count();
    ((1..=MAX_NAME_CHARS).contains(&n) && !t.chars().any(char::is_control)).then(|| t.to_string())
}

fn valid_nonce(s: &str) -> bool {
    s.len() == 64 && auth::unhex(s).is_some()
}

/// The host's side of the handshake on a connected stream (a TCP socket
/// from [`Host`], or a relay session from `janggi-internet`): challenge,
/// hello, the code or resume proof checked by `gate`, welcome and (first
/// join) settings. `cfg.bind` is not used here.
pub fn accept_over(
    mut stream: Box<dyn Link>,
    cfg: &HostConfig,
    gate: &Mutex<Gate>,
    stop: &AtomicBool,
) -> io::Result<HostEvent> {
    let addr = stream.peer();
    let deadline = Instant::now() + cfg.limits.handshake_timeout;
    let hn = auth::new_nonce();
    write_msg(
        stream.as_mut(),
        &Msg::Challenge {
            protocol: PROTOCOL_VERSION,
            app: cfg.app_version.clone(),
            nonce: hn.clone(),
        },
    )?;
    let mut frames = FrameReader::new();
    let refuse = |mut stream: Box<dyn Link>, code: ErrorCode, text: &str| {
        let _ = write_msg(stream.as_mut(), &Msg::error(code, text));
        stream.close_link();
        Ok(HostEvent::Refused { addr, code })
    };
    let (name, app, jn, auth) = match read_msg(stream.as_mut(), &mut frames, deadline, Some(stop))?
    {
        Ok(Msg::Hello {
            protocol,
            app,
            name,
            nonce,
            auth,
        }) => {
            if protocol != PROTOCOL_VERSION {
                return refuse(
                    stream,
                    ErrorCode::BadVersion,
                    &format!("protocol {PROTOCOL_VERSION} wanted"),
                );
            }
            match valid_name(&name) {
                Some(n) if valid_nonce(&nonce) => (n, cut(&app, 40), nonce, auth),
                _ => return refuse(stream, ErrorCode::Malformed, "bad name or nonce"),
            }
        }
        Ok(_) => return refuse(stream, ErrorCode::Unexpected, "hello expected"),
        Err(e) => return refuse(stream, e.code, &e.text),
    };
    let welcome = |token: String| Msg::Welcome {
        protocol: PROTOCOL_VERSION,
        app: cfg.app_version.clone(),
        name: cfg.name.clone(),
        token,
    };
    let mut g = match gate.lock() {
        Ok(g) => g,
        Err(p) => p.into_inner(),
    };
    let resume = match auth {
        HelloAuth::Code { proof } => match g.join(&proof, &hn, &jn) {
            Ok(token) => {
                drop(g);
                write_msg(stream.as_mut(), &welcome(token))?;
                write_msg(
                    stream.as_mut(),
                    &Msg::Settings {
                        settings: cfg.settings.clone(),
                    },
                )?;
                None
            }
            Err(AuthError::WrongCode { tries_left }) => {
                return refuse(
                    stream,
                    ErrorCode::WrongCode,
                    &format!("wrong code, {tries_left} tries left"),
                )
            }
            Err(AuthError::Locked) => {
                return refuse(stream, ErrorCode::Locked, "too many wrong codes")
            }
            Err(_) => return refuse(stream, ErrorCode::Busy, "a player has joined"),
        },
        HelloAuth::Resume {
            proof,
            ply,
            hash,
            setups,
        } => match g.resume(&proof, &hn, &jn) {
            Ok(token) => {
                drop(g);
                write_msg(stream.as_mut(), &welcome(token))?;
                Some((ply, cut(&hash, 64), setups))
            }
            Err(_) => return refuse(stream, ErrorCode::BadToken, "not this game's token"),
        },
    };
    let conn = Connection::spawn(stream, cfg.limits, frames)?;
    Ok(HostEvent::Joined(Box::new(PeerJoined {
        conn,
        name,
        app,
        resume,
    })))
}

/// How a joiner gets in.
#[derive(Clone, Debug)]
pub enum JoinAuth {
    /// A first join with the code the host shows.
    Code(JoinCode),
    /// A reconnect with the token from `welcome` and where the game stands
    /// ([`crate::sync::GameSync::resume_claim`]).
    Resume {
        /// The resume token.
        token: String,
        /// Plies.
        ply: u32,
        /// Moves hash.
        hash: String,
        /// Setups.
        setups: Setups,
    },
}

/// A join attempt.
#[derive(Clone, Debug)]
pub struct JoinRequest {
    /// The joiner's name.
    pub name: String,
    /// The app version.
    pub app_version: String,
    /// Code or token.
    pub auth: JoinAuth,
    /// Time allowed for the TCP connect.
    pub connect_timeout: Duration,
    /// Connection bounds.
    pub limits: Limits,
}

/// A successful join.
#[derive(Debug)]
pub struct JoinedHost {
    /// The connection.
    pub conn: Connection,
    /// The host player's name.
    pub host_name: String,
    /// The host's app version.
    pub app: String,
    /// The resume token (save it with the game).
    pub token: String,
    /// The game's settings for a first join; `None` for a reconnect (a
    /// `resume` message follows on the connection).
    pub settings: Option<GameSettings>,
}

/// Why joining failed.
#[derive(Debug)]
pub enum JoinError {
    /// Connecting or reading failed (including timeouts).
    Io(io::Error),
    /// The host refused (wrong code, locked, busy, bad token, version).
    Refused {
        /// The host's code.
        code: ErrorCode,
        /// Its text.
        text: String,
    },
    /// The host does not speak our protocol version.
    BadVersion {
        /// The host's version.
        host: u32,
    },
    /// The host sent something that is not the handshake.
    Protocol(String),
}

impl std::fmt::Display for JoinError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            JoinError::Io(e) => write!(f, "network error: {e}"),
            JoinError::Refused { code, text } => write!(f, "refused ({code:?}): {text}"),
            JoinError::BadVersion { host } => write!(f, "host speaks protocol {host}"),
            JoinError::Protocol(s) => write!(f, "protocol error: {s}"),
        }
    }
}

impl std::error::Error for JoinError {}

impl From<io::Error> for JoinError {
    fn from(e: io::Error) -> JoinError {
        JoinError::Io(e)
    }
}

/// Connects to a host at `addr` and performs the handshake.
pub fn join(addr: SocketAddr, req: &JoinRequest) -> Result<JoinedHost, JoinError> {
    let stream = TcpStream::connect_timeout(&addr, req.connect_timeout)?;
    stream.set_write_timeout(Some(Duration::from_secs(2)))?;
    let _ = stream.set_nodelay(true);
    join_over(Box::new(stream), req)
}

/// The joiner's side of the handshake on a connected stream (a TCP socket
/// from [`join`], or a relay session from `janggi-internet`).
/// `req.connect_timeout` is not used here.
pub fn join_over(mut stream: Box<dyn Link>, req: &JoinRequest) -> Result<JoinedHost, JoinError> {
    let deadline = Instant::now() + req.limits.handshake_timeout;
    let mut frames = FrameReader::new();
    let mut next = |stream: &mut dyn Link| -> Result<Msg, JoinError> {
        match read_msg(stream, &mut frames, deadline, None)? {
            Ok(Msg::Error { code, text }) => Err(JoinError::Refused {
                code,
                text: cut(&text, MAX_TEXT_CHARS),
            }),
            Ok(m) => Ok(m),
            Err(e) => Err(JoinError::Protocol(e.text)),
        }
    };
    let hn = match next(stream.as_mut())? {
        Msg::Challenge {
            protocol, nonce, ..
        } => {
            if protocol != PROTOCOL_VERSION {
                return Err(JoinError::BadVersion { host: protocol });
            }
            if !valid_nonce(&nonce) {
                return Err(JoinError::Protocol("bad nonce".into()));
            }
            nonce
        }
        m => {
            return Err(JoinError::Protocol(format!(
                "challenge expected, got {}",
                m.kind()
            )))
        }
    };
    let jn = auth::new_nonce();
    let hello_auth = match &req.auth {
        JoinAuth::Code(code) => HelloAuth::Code {
            proof: auth::join_proof(code, &hn, &jn),
        },
        JoinAuth::Resume {
            token,
            ply,
            hash,
            setups,
        } => HelloAuth::Resume {
            proof: auth::resume_proof(token, &hn, &jn),
            ply: *ply,
            hash: hash.clone(),
            setups: *setups,
        },
    };
    write_msg(
        stream.as_mut(),
        &Msg::Hello {
            protocol: PROTOCOL_VERSION,
            app: req.app_version.clone(),
            name: req.name.clone(),
            nonce: jn,
            auth: hello_auth,
        },
    )?;
    let (host_name, app, token) = match next(stream.as_mut())? {
        Msg::Welcome {
            name, app, token, ..
        } => match valid_name(&name) {
            Some(name) if token.len() == 32 && auth::unhex(&token).is_some() => {
                (name, cut(&app, 40), token)
            }
            _ => return Err(JoinError::Protocol("bad host name or token".into())),
        },
        m => {
            return Err(JoinError::Protocol(format!(
                "welcome expected, got {}",
                m.kind()
            )))
        }
    };
    let settings = match req.auth {
        JoinAuth::Code(_) => match next(stream.as_mut())? {
            Msg::Settings { settings } => Some(settings),
            m => {
                return Err(JoinError::Protocol(format!(
                    "settings expected, got {}",
                    m.kind()
                )))
            }
        },
        JoinAuth::Resume { .. } => None,
    };
    let conn = Connection::spawn(stream, req.limits, frames)?;
    Ok(JoinedHost {
        conn,
        host_name,
        app,
        token,
        settings,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_local_network_addresses() {
        for ok in [
            "127.0.0.1",
            "10.1.2.3",
            "172.20.10.1",
            "192.168.43.1",
            "169.254.1.1",
            "::1",
            "fd12::1",
            "fe80::1",
        ] {
            assert!(is_local_network(ok.parse().unwrap()), "{ok}");
        }
        for no in ["0.0.0.0", "8.8.8.8", "172.32.0.1", "::", "2001:db8::1"] {
            assert!(!is_local_network(no.parse().unwrap()), "{no}");
        }
    }

    #[test]
    fn a_host_refuses_to_listen_everywhere() {
        let settings = GameSettings::new(
            janggi_rules::ProfileId::Xiangqi,
            janggi_rules::Side::First,
            None,
        );
        let cfg = HostConfig::new("0.0.0.0:0".parse().unwrap(), "h", "0", settings);
        let e = Host::start(cfg).unwrap_err();
        assert_eq!(e.kind(), ErrorKind::InvalidInput);
    }
}
