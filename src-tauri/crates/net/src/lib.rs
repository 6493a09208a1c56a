//! Two-device play over the local network: no server, no account.
//!
//! One device hosts (listens on its LAN address while hosting, shows a
//! join code), the other joins (connects, proves the code). Then both run
//! the same game in lock step, each checking every move with
//! `janggi-rules`; the host's copy is the authority.
//!
//! Layers, each usable alone:
//!
//! * [`proto`]: the versioned message format ([`Msg`]) in length-prefixed
//!   JSON frames with a maximum size; decoding never panics.
//! * [`auth`]: join codes, nonces, HMAC-SHA256 proofs, the lock-out
//!   [`Gate`](auth::Gate) — the scheme and its limits are in its docs.
//! * [`sync`]: [`GameSync`], the pure game-sync state machine (no I/O).
//! * [`discovery`]: DNS-SD adverts and browsing (`mdns-sd`), the LAN
//!   address to listen on.
//! * [`link`]: the byte stream a connection runs on ([`Link`]): a TCP
//!   socket here, an encrypted relay session in `janggi-internet`.
//! * [`transport`]: TCP host / join / [`Connection`] with bounds on size,
//!   rate and time (std threads, no async runtime); the handshake runs on
//!   any [`Link`] ([`accept_over`], [`join_over`]).
//!
//! Driving a game (what the app does; the tests do the same):
//!
//! ```no_run
//! use std::time::Duration;
//! use janggi_net::*;
//! use janggi_rules::{ProfileId, Side};
//!
//! let settings = GameSettings::new(ProfileId::Xiangqi, Side::First, None);
//! let cfg = HostConfig::new("127.0.0.1:0".parse().unwrap(), "Host", "0.1.0", settings.clone());
//! let host = Host::start(cfg).unwrap();
//! println!("code {} at {}", host.code().as_str(), host.local_addr());
//! if let Some(HostEvent::Joined(p)) = host.recv_timeout(Duration::from_secs(60)) {
//!     let mut sync = GameSync::new(Role::Host, settings).unwrap();
//!     p.conn.send(&sync.play_uci("h3e3").unwrap()).unwrap();
//!     while let Some(ConnEvent::Msg(m)) = p.conn.recv_timeout(Duration::from_secs(60)) {
//!         let r = sync.handle(m);
//!         if let Some(reply) = r.reply { p.conn.send(&reply).unwrap(); }
//!         // r.events → the UI
//!     }
//! }
//! ```
//!
//! # Wiring into an app
//!
//! * **Host**: `Host::start(HostConfig::new(lan_addr, name, version,
//!   settings))`, show [`Host::code`] and [`Host::local_addr`]; on
//!   [`HostEvent::Joined`] make `GameSync::new(Role::Host, settings)` (or
//!   restore the saved one) — for a reconnect (`resume: Some(..)`) send
//!   the reply of [`GameSync::answer_resume`] first and drop the old
//!   connection. [`Host::stop`] (or drop) when the game ends or the player
//!   leaves the screen: the port closes before it returns.
//! * **Joiner**: [`join`] with [`JoinAuth::Code`]; `JoinedHost::settings`
//!   gives `GameSync::new(Role::Joiner, settings)`. After a drop, [`join`]
//!   again with [`JoinAuth::Resume`] (the token from the first join and
//!   [`GameSync::resume_claim`]); the `resume` message that follows goes to
//!   [`GameSync::handle`] like any other.
//! * **Both**: one thread per connection loops on
//!   [`Connection::recv_timeout`], passes [`ConnEvent::Msg`] to
//!   [`GameSync::handle`] under the session lock, sends the reply, and
//!   turns the [`Event`]s into UI events; local actions call the
//!   `GameSync` method and send the message it returns. If the send fails
//!   the local action stands: the resume after reconnecting delivers it or
//!   rolls it back (joiner) — never both games silently diverging.
//! * **Save** with the game: role, settings, [`GameSync::setups`],
//!   [`GameSync::moves`], [`GameSync::forced`], the resume token, the
//!   peer's name and (joiner) the host's address; [`GameSync::restore`]
//!   rebuilds it after an app restart.
#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod auth;
pub mod discovery;
pub mod link;
pub mod proto;
pub mod sync;
pub mod transport;

pub use auth::{JoinCode, MAX_TRIES};
pub use proto::{
    decode, decode_stream, encode, ClockState, DecodeError, ErrorCode, Forced, FrameError,
    FrameReader, GameSettings, HelloAuth, Msg, Seat, Setups, SideClock, TimeControl, MAX_FRAME,
    PROTOCOL_VERSION,
};
pub use sync::{
    allows_draws, moves_hash, Disagreement, Event, Finish, GameSync, Reaction, Role, SyncError,
};
pub use transport::{
    accept_over, is_local_network, join, join_over, CloseReason, ConnEvent, Connection, Host,
    HostConfig, HostEvent, JoinAuth, JoinError, JoinRequest, JoinedHost, Limits, Link, PeerJoined,
};
