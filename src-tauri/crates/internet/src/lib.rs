//! Games over the internet through public Nostr relays: no server of ours,
//! no account, nothing but the game on the wire, end-to-end sealed.
//!
//! A host makes an [`Invitation`] (a ten-digit code to read aloud, a link,
//! the QR code's text) and listens on its relays; a guest joins with it.
//! The two first run a password-authenticated key exchange ([`pake`],
//! SPAKE2) with the code's last six digits, then talk in sealed messages
//! ([`seal`], ChaCha20-Poly1305, numbered, one key per direction). The
//! open session is a [`janggi_net::Link`], so everything above it is the
//! LAN game's: janggi-net's handshake (code proof, three tries, resume
//! token), [`janggi_net::Connection`] with its bounds and pings, and
//! [`janggi_net::GameSync`] checking every move on both sides.
//!
//! Layers:
//! * [`invite`]: codes, links, relay addresses;
//! * [`pake`] and [`seal`]: the cryptography, pure;
//! * [`wire`]: the messages in an event's content;
//! * [`relay`]: the `nostr-sdk` client on its own thread;
//! * [`link`]: a session as a byte stream;
//! * [`host`] and [`join`]: the two sides.
//!
//! A dropped session (relay gone, network change) ends the connection as
//! a dropped socket does on the LAN; the guest joins again with
//! `JoinAuth::Resume` and the game resumes from the last agreed move.
#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod host;
pub mod invite;
pub mod join;
pub mod link;
pub mod pake;
pub mod relay;
pub mod seal;
pub mod wire;

pub use host::InternetHost;
pub use invite::{check_relay, check_relays, Invitation, InviteError, DEFAULT_RELAYS};
pub use join::{join, Joined};

use base64::engine::general_purpose::STANDARD as B64;
use base64::Engine;

/// Something dropped or refused, reported to the app (nothing in the game
/// changed because of it).
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Notice {
    /// A message was dropped: why.
    Dropped(String),
    /// A guest's proof did not match (a wrong code or token).
    WrongCode,
}

pub(crate) fn b64(b: &[u8]) -> String {
    B64.encode(b)
}

pub(crate) fn unb64(s: &str) -> Option<Vec<u8>> {
    B64.decode(s).ok()
}
