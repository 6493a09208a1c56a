//! The password-authenticated key exchange that opens a relay session.
//!
//! SPAKE2 over Ed25519 (the `spake2` crate): each side sends one message
//! made from the password; both get the same key only if their passwords
//! match, and a wrong guess teaches nothing about the right one. A guest
//! must prove its key first ([`GuestKeys::confirm`]); the host answers with
//! its own proof only to a right one, so a guest learns whether its guess
//! was right only after the host has counted it.
//!
//! Everything is bound to a transcript: the channel, both relay keys, the
//! mode (first join or resume) and both messages. From the shared key come
//! a proof key for each side and a sealing key for each direction
//! (HKDF-SHA-256).

use hkdf::Hkdf;
use hmac::{Hmac, Mac};
use sha2::{Digest, Sha256};
use spake2::{Ed25519Group, Identity, Password, Spake2};

type HmacSha256 = Hmac<Sha256>;

/// The length of a SPAKE2 message on Ed25519.
pub const PAKE_MSG_LEN: usize = 33;

/// A first join (password: the invitation's six digits) or a resume
/// (password: the resume token).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Mode {
    /// First join.
    Code,
    /// Back into a game.
    Resume,
}

impl Mode {
    /// Its name on the wire.
    pub fn as_str(self) -> &'static str {
        match self {
            Mode::Code => "code",
            Mode::Resume => "resume",
        }
    }

    /// Reads it.
    pub fn parse(s: &str) -> Option<Mode> {
        match s {
            "code" => Some(Mode::Code),
            "resume" => Some(Mode::Resume),
            _ => None,
        }
    }
}

/// What both sides bind the exchange to.
#[derive(Clone, Debug)]
pub struct Context {
    /// The invitation's channel tag.
    pub channel: String,
    /// The host's relay key (x-only, 32 bytes).
    pub host_key: [u8; 32],
    /// The guest's relay key.
    pub guest_key: [u8; 32],
    /// First join or resume.
    pub mode: Mode,
}

/// Why the exchange failed.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum PakeError {
    /// The peer's message is not a SPAKE2 message.
    BadMessage,
    /// The peer's proof does not match: a different password (or a forgery).
    WrongPassword,
}

/// Keys of one session, for one side.
pub struct Keys {
    /// Seals what this side sends.
    pub send: [u8; 32],
    /// Opens what the peer sends.
    pub recv: [u8; 32],
    mine: [u8; 32],
    theirs: [u8; 32],
    transcript: [u8; 32],
}

impl Keys {
    /// This side's proof.
    pub fn confirm(&self) -> [u8; 32] {
        proof(&self.mine, &self.transcript)
    }

    /// Checks the peer's proof (constant time).
    pub fn check(&self, peer_proof: &[u8]) -> Result<(), PakeError> {
        let mut m = HmacSha256::new_from_slice(&self.theirs).expect("any key length");
        m.update(&self.transcript);
        m.verify_slice(peer_proof)
            .map_err(|_| PakeError::WrongPassword)
    }
}

/// The guest's side (sends the first message).
pub type GuestKeys = Keys;

fn proof(key: &[u8; 32], transcript: &[u8; 32]) -> [u8; 32] {
    let mut m = HmacSha256::new_from_slice(key).expect("any key length");
    m.update(transcript);
    m.finalize().into_bytes().into()
}

const HOST_ID: &[u8] = b"janggi-internet host";
const GUEST_ID: &[u8] = b"janggi-internet guest";

/// One side's exchange in progress.
pub struct Pake {
    state: Spake2<Ed25519Group>,
    msg: Vec<u8>,
    host: bool,
}

impl Pake {
    /// The host's side with `password`.
    pub fn host(password: &[u8]) -> Pake {
        Pake::start(password, true)
    }

    /// The guest's side with `password`.
    pub fn guest(password: &[u8]) -> Pake {
        Pake::start(password, false)
    }

    fn start(password: &[u8], host: bool) -> Pake {
        let (pw, ids) = (
            Password::new(password),
            (Identity::new(HOST_ID), Identity::new(GUEST_ID)),
        );
        let (state, msg) = if host {
            Spake2::<Ed25519Group>::start_a(&pw, &ids.0, &ids.1)
        } else {
            Spake2::<Ed25519Group>::start_b(&pw, &ids.0, &ids.1)
        };
        Pake { state, msg, host }
    }

    /// The message to send.
    pub fn message(&self) -> &[u8] {
        &self.msg
    }

    /// Finishes with the peer's message: the session keys (the passwords
    /// may still differ: [`Keys::check`] on the peer's proof tells).
    pub fn finish(self, peer_msg: &[u8], ctx: &Context) -> Result<Keys, PakeError> {
        if peer_msg.len() != PAKE_MSG_LEN {
            return Err(PakeError::BadMessage);
        }
        let (host_msg, guest_msg) = if self.host {
            (self.msg.as_slice(), peer_msg)
        } else {
            (peer_msg, self.msg.as_slice())
        };
        let mut t = Sha256::new();
        t.update(b"janggi-internet-v1 transcript");
        for part in [
            ctx.channel.as_bytes(),
            &ctx.host_key,
            &ctx.guest_key,
            ctx.mode.as_str().as_bytes(),
            host_msg,
            guest_msg,
        ] {
            t.update((part.len() as u32).to_be_bytes());
            t.update(part);
        }
        let transcript: [u8; 32] = t.finalize().into();
        let shared = self
            .state
            .finish(peer_msg)
            .map_err(|_| PakeError::BadMessage)?;
        let hk = Hkdf::<Sha256>::new(Some(&transcript), &shared);
        let key = |label: &[u8]| {
            let mut out = [0u8; 32];
            hk.expand(label, &mut out)
                .expect("32 bytes is a valid length");
            out
        };
        let (h2g, g2h) = (key(b"seal host to guest"), key(b"seal guest to host"));
        let (hp, gp) = (key(b"proof host"), key(b"proof guest"));
        Ok(if self.host {
            Keys {
                send: h2g,
                recv: g2h,
                mine: hp,
                theirs: gp,
                transcript,
            }
        } else {
            Keys {
                send: g2h,
                recv: h2g,
                mine: gp,
                theirs: hp,
                transcript,
            }
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ctx() -> Context {
        Context {
            channel: "c".into(),
            host_key: [1; 32],
            guest_key: [2; 32],
            mode: Mode::Code,
        }
    }

    fn run(hp: &[u8], gp: &[u8], hctx: &Context, gctx: &Context) -> (Keys, Keys) {
        let (h, g) = (Pake::host(hp), Pake::guest(gp));
        let (hm, gm) = (h.message().to_vec(), g.message().to_vec());
        (h.finish(&gm, hctx).unwrap(), g.finish(&hm, gctx).unwrap())
    }

    #[test]
    fn same_password_same_keys() {
        let (h, g) = run(b"123456", b"123456", &ctx(), &ctx());
        assert_eq!(h.send, g.recv);
        assert_eq!(h.recv, g.send);
        assert_ne!(h.send, h.recv);
        assert!(h.check(&g.confirm()).is_ok());
        assert!(g.check(&h.confirm()).is_ok());
        // A side's own proof is not the peer's.
        assert!(h.check(&h.confirm()).is_err());
    }

    #[test]
    fn a_wrong_password_or_context_fails_the_proof() {
        let (h, g) = run(b"123456", b"123457", &ctx(), &ctx());
        assert_eq!(h.check(&g.confirm()), Err(PakeError::WrongPassword));
        assert_eq!(g.check(&h.confirm()), Err(PakeError::WrongPassword));
        let mut other = ctx();
        other.guest_key = [3; 32];
        let (h, g) = run(b"123456", b"123456", &ctx(), &other);
        assert_eq!(h.check(&g.confirm()), Err(PakeError::WrongPassword));
        let mut resume = ctx();
        resume.mode = Mode::Resume;
        let (h, g) = run(b"123456", b"123456", &ctx(), &resume);
        assert_eq!(h.check(&g.confirm()), Err(PakeError::WrongPassword));
    }

    #[test]
    fn garbage_messages_are_errors() {
        for bad in [vec![], vec![0u8; 32], vec![0xff; 33], vec![7; 34]] {
            let r = Pake::host(b"1").finish(&bad, &ctx());
            assert!(matches!(r, Err(PakeError::BadMessage)), "{bad:?}");
        }
    }
}
