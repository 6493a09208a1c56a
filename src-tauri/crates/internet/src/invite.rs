//! Invitations: the code a host reads aloud, the link and the QR text.
//!
//! A code is ten digits, `NNNN-NNNNNN`. The first four are the
//! *nameplate*: they name the invitation's channel on the relay (hashed,
//! see [`Invitation::channel`]) so that the guest's first message finds
//! the host; the relay sees that hash. The last six are the *password*
//! ([`JoinCode`]): it never leaves the device, in clear or hashed; it only
//! enters the password-authenticated key exchange ([`crate::pake`]), which
//! lets a guest test one guess per try and gives an eavesdropper, the relay
//! included, nothing to test guesses against (the same split as
//! magic-wormhole's codes).

use janggi_net::JoinCode;
use sha2::{Digest, Sha256};

/// The public relays a game uses unless the player sets others: three
/// widely used, long-running relays of different operators (any one is
/// enough; the invitation names them all).
pub const DEFAULT_RELAYS: [&str; 3] = [
    "wss://relay.damus.io",
    "wss://nos.lol",
    "wss://relay.primal.net",
];

/// Digits of the nameplate.
pub const NAMEPLATE_DIGITS: usize = 4;

/// The most relays an invitation names.
pub const MAX_RELAYS: usize = 4;

/// The longest relay address accepted.
pub const MAX_RELAY_CHARS: usize = 200;

/// What a guest needs to join: where (relays) and the code.
#[derive(Clone, PartialEq, Eq)]
pub struct Invitation {
    /// Relay addresses (`wss://…`, or `ws://` for a relay on this machine
    /// or the local network).
    pub relays: Vec<String>,
    /// The channel's number.
    pub nameplate: String,
    /// The password.
    pub password: JoinCode,
}

impl std::fmt::Debug for Invitation {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Invitation")
            .field("relays", &self.relays)
            .field("nameplate", &self.nameplate)
            .finish_non_exhaustive()
    }
}

/// Why an invitation or a relay address was refused.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum InviteError {
    /// Not ten digits (spaces and dashes aside).
    BadCode,
    /// Not a `wss://` or `ws://` address, or too long.
    BadRelay(String),
    /// No relay to use.
    NoRelay,
    /// A link that is not ours or not well formed.
    BadLink,
}

impl std::fmt::Display for InviteError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            InviteError::BadCode => write!(f, "an invitation code is ten digits"),
            InviteError::BadRelay(r) => write!(f, "not a relay address: {r}"),
            InviteError::NoRelay => write!(f, "no relay is set"),
            InviteError::BadLink => write!(f, "not an invitation link"),
        }
    }
}

impl std::error::Error for InviteError {}

/// Checks one relay address: `wss://host[:port][/path]` or `ws://…`, at
/// most [`MAX_RELAY_CHARS`], no spaces or control characters.
pub fn check_relay(url: &str) -> Result<String, InviteError> {
    let u = url.trim();
    let rest = u
        .strip_prefix("wss://")
        .or_else(|| u.strip_prefix("ws://"))
        .ok_or_else(|| InviteError::BadRelay(cut(u)))?;
    let host = rest.split(['/', '?', '#']).next().unwrap_or("");
    if host.is_empty()
        || u.chars().count() > MAX_RELAY_CHARS
        || u.chars().any(|c| c.is_whitespace() || c.is_control())
    {
        return Err(InviteError::BadRelay(cut(u)));
    }
    Ok(u.to_string())
}

fn cut(s: &str) -> String {
    s.chars().take(60).collect()
}

/// Checks a relay list (deduplicated, at most [`MAX_RELAYS`]).
pub fn check_relays(urls: &[String]) -> Result<Vec<String>, InviteError> {
    let mut out: Vec<String> = Vec::new();
    for u in urls {
        let u = check_relay(u)?;
        if !out.contains(&u) {
            out.push(u);
        }
    }
    out.truncate(MAX_RELAYS);
    if out.is_empty() {
        return Err(InviteError::NoRelay);
    }
    Ok(out)
}

impl Invitation {
    /// A new invitation on `relays`.
    pub fn new(relays: &[String]) -> Result<Invitation, InviteError> {
        let n = rand::random_range(0..10_000u32);
        Ok(Invitation {
            relays: check_relays(relays)?,
            nameplate: format!("{n:04}"),
            password: JoinCode::random(),
        })
    }

    /// The code to read aloud: `1234-567890`.
    pub fn code(&self) -> String {
        format!("{}-{}", self.nameplate, self.password.as_str())
    }

    /// Reads a typed code (spaces and dashes ignored) for `relays`.
    pub fn from_code(code: &str, relays: &[String]) -> Result<Invitation, InviteError> {
        let mut digits = String::new();
        for c in code.trim().chars() {
            match c {
                '0'..='9' => digits.push(c),
                ' ' | '-' => {}
                _ => return Err(InviteError::BadCode),
            }
            if digits.len() > 10 {
                return Err(InviteError::BadCode);
            }
        }
        if digits.len() != 10 {
            return Err(InviteError::BadCode);
        }
        let (plate, pw) = digits.split_at(NAMEPLATE_DIGITS);
        Ok(Invitation {
            relays: check_relays(relays)?,
            nameplate: plate.to_string(),
            password: JoinCode::parse(pw).ok_or(InviteError::BadCode)?,
        })
    }

    /// The link (and the QR code's text):
    /// `janggi://join?code=1234-567890&relay=wss%3A%2F%2F…` (one `relay` per
    /// relay).
    pub fn link(&self) -> String {
        let mut s = format!("janggi://join?code={}", self.code());
        for r in &self.relays {
            s.push_str("&relay=");
            s.push_str(&percent_encode(r));
        }
        s
    }

    /// Reads a link made by [`Invitation::link`].
    pub fn from_link(link: &str) -> Result<Invitation, InviteError> {
        let q = link
            .trim()
            .strip_prefix("janggi://join?")
            .ok_or(InviteError::BadLink)?;
        if q.len() > 2000 {
            return Err(InviteError::BadLink);
        }
        let mut code = None;
        let mut relays = Vec::new();
        for part in q.split('&') {
            let (k, v) = part.split_once('=').ok_or(InviteError::BadLink)?;
            let v = percent_decode(v).ok_or(InviteError::BadLink)?;
            match k {
                "code" if code.is_none() => code = Some(v),
                "relay" => relays.push(v),
                _ => return Err(InviteError::BadLink),
            }
        }
        Invitation::from_code(&code.ok_or(InviteError::BadLink)?, &relays)
    }

    /// The channel tag the guest's first message carries: SHA-256 of a
    /// label and the nameplate, hex (the password is not in it).
    pub fn channel(&self) -> String {
        let mut h = Sha256::new();
        h.update(b"janggi-internet-v1 nameplate ");
        h.update(self.nameplate.as_bytes());
        janggi_net::auth::hex(&h.finalize())
    }
}

fn percent_encode(s: &str) -> String {
    let mut out = String::new();
    for b in s.bytes() {
        if b.is_ascii_alphanumeric() || b"-._~".contains(&b) {
            out.push(b as char);
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

fn percent_decode(s: &str) -> Option<String> {
    let b = s.as_bytes();
    let mut out = Vec::with_capacity(b.len());
    let mut i = 0;
    while i < b.len() {
        if b[i] == b'%' {
            let h = std::str::from_utf8(b.get(i + 1..i + 3)?).ok()?;
            out.push(u8::from_str_radix(h, 16).ok()?);
            i += 3;
        } else {
            out.push(b[i]);
            i += 1;
        }
    }
    String::from_utf8(out).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn relays() -> Vec<String> {
        vec![
            "wss://relay.example.org".into(),
            "ws://127.0.0.1:7777".into(),
        ]
    }

    #[test]
    fn codes_and_links_round_trip() {
        for _ in 0..50 {
            let inv = Invitation::new(&relays()).unwrap();
            let code = inv.code();
            assert_eq!(code.len(), 11);
            assert_eq!(Invitation::from_code(&code, &relays()).unwrap(), inv);
            assert_eq!(Invitation::from_link(&inv.link()).unwrap(), inv);
        }
        let inv = Invitation::from_code(" 1234 567-890 ", &relays()).unwrap();
        assert_eq!(inv.nameplate, "1234");
        assert_eq!(inv.password.as_str(), "567890");
        assert!(!inv.link().contains("ws://"), "relays are percent-encoded");
    }

    #[test]
    fn bad_input_is_refused() {
        for bad in [
            "",
            "123456789",
            "12345678901",
            "1234-56789x",
            "１２３４５６７８９０",
        ] {
            assert_eq!(
                Invitation::from_code(bad, &relays()),
                Err(InviteError::BadCode),
                "{bad}"
            );
        }
        assert_eq!(
            Invitation::from_code("1234567890", &[]),
            Err(InviteError::NoRelay)
        );
        for bad in ["http://x", "wss://", "wss://a b", "relay.damus.io"] {
            assert!(
                matches!(check_relay(bad), Err(InviteError::BadRelay(_))),
                "{bad}"
            );
        }
        for bad in [
            "https://join?code=1234567890",
            "janggi://join?code=1234567890&x=1",
            "janggi://join?code=1234567890&relay=%zz",
            "janggi://join?relay=wss%3A%2F%2Fa",
        ] {
            assert!(Invitation::from_link(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn the_channel_hides_the_password() {
        let a = Invitation::from_code("1234-000000", &relays()).unwrap();
        let b = Invitation::from_code("1234-999999", &relays()).unwrap();
        let c = Invitation::from_code("1235-000000", &relays()).unwrap();
        assert_eq!(a.channel(), b.channel());
        assert_ne!(a.channel(), c.channel());
        assert!(!format!("{a:?}").contains("000000"));
    }
}
