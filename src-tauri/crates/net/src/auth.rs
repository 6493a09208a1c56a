//! Join code, nonces, proofs and the lock-out gate.
//!
//! # Scheme
//!
//! * The host makes a new [`JoinCode`] (6 random decimal digits, from the
//!   OS-seeded CSPRNG of `rand`) for every game and shows it to its player;
//!   the other player types it.
//! * On every connection the host sends a fresh 256-bit nonce
//!   (`challenge`). The joiner answers (`hello`) with its own fresh nonce
//!   and `proof = HMAC-SHA256(key = code, "janggi-net/1 join" ‖ 0 ‖
//!   host nonce ‖ 0 ‖ joiner nonce)` ([`join_proof`]). The code itself never
//!   crosses the network, and a proof is useless on any other connection
//!   (the host nonce is new each time), so it cannot be replayed.
//! * The host checks the proof in constant time (`hmac`'s `verify_slice`).
//!   Each wrong proof uses one of [`MAX_TRIES`] tries of the hosting
//!   session ([`Gate`]); then joining by code is locked until the host
//!   starts a new game with a new code. A guesser therefore wins with
//!   probability at most 3 / 10⁶.
//! * Once a player has joined, the code is spent: only the resume token
//!   ([`new_token`], 128 random bits, sent in `welcome`) lets that player
//!   back in after a dropped connection, proved the same way keyed with the
//!   token ([`resume_proof`]).
//!
//! # What this does not protect
//!
//! The connection is not encrypted: anyone on the same network can watch
//! the moves (they are not secret) and the token in `welcome`. Someone who
//! records a `hello` can also try all 10⁶ codes offline against it — but by
//! then that code is spent, so it does not let them in. An attacker who can
//! rewrite traffic on the LAN (ARP spoofing) could take over the TCP
//! connection; resisting that would need a PAKE (e.g. SPAKE2) plus an
//! encrypted channel, which this version does not have. What an attacker
//! can never do is change a game outside the rules: every move is checked
//! by `janggi-rules` on both devices.

use hmac::{Hmac, Mac};
use rand::RngCore;
use sha2::Sha256;

type HmacSha256 = Hmac<Sha256>;

/// Digits in a join code.
pub const CODE_DIGITS: usize = 6;

/// Wrong codes allowed per hosting session before joining is locked.
pub const MAX_TRIES: u32 = 3;

/// A join code: [`CODE_DIGITS`] decimal digits.
#[derive(Clone, PartialEq, Eq)]
pub struct JoinCode(String);

impl std::fmt::Debug for JoinCode {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("JoinCode(******)")
    }
}

impl JoinCode {
    /// A new random code.
    pub fn random() -> JoinCode {
        let n = rand::random_range(0..1_000_000u32);
        JoinCode(format!("{n:06}"))
    }

    /// Reads a code typed by a person: digits, with spaces or dashes
    /// ignored; exactly [`CODE_DIGITS`] digits.
    pub fn parse(s: &str) -> Option<JoinCode> {
        let mut out = String::new();
        for c in s.chars() {
            match c {
                '0'..='9' => out.push(c),
                ' ' | '-' => {}
                _ => return None,
            }
            if out.len() > CODE_DIGITS {
                return None;
            }
        }
        (out.len() == CODE_DIGITS).then_some(JoinCode(out))
    }

    /// The digits, to show to the host's player.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// 32 random bytes, hex.
pub fn new_nonce() -> String {
    random_hex(32)
}

/// A resume token: 16 random bytes, hex.
pub fn new_token() -> String {
    random_hex(16)
}

fn random_hex(n: usize) -> String {
    let mut b = vec![0u8; n];
    rand::rng().fill_bytes(&mut b);
    hex(&b)
}

/// Lower-case hex of `bytes`.
pub fn hex(bytes: &[u8]) -> String {
    const D: &[u8; 16] = b"0123456789abcdef";
    let mut s = String::with_capacity(bytes.len() * 2);
    for b in bytes {
        s.push(D[usize::from(b >> 4)] as char);
        s.push(D[usize::from(b & 15)] as char);
    }
    s
}

/// Bytes of a hex string (`None` for odd length or a non-hex digit).
pub fn unhex(s: &str) -> Option<Vec<u8>> {
    let b = s.as_bytes();
    if !b.len().is_multiple_of(2) {
        return None;
    }
    let val = |c: u8| match c {
        b'0'..=b'9' => Some(c - b'0'),
        b'a'..=b'f' => Some(c - b'a' + 10),
        b'A'..=b'F' => Some(c - b'A' + 10),
        _ => None,
    };
    b.chunks(2)
        .map(|p| Some(val(p[0])? << 4 | val(p[1])?))
        .collect()
}

fn mac(key: &[u8], label: &str, host_nonce: &str, joiner_nonce: &str) -> HmacSha256 {
    // HMAC takes keys of any length: new_from_slice cannot fail.
    let mut m = match HmacSha256::new_from_slice(key) {
        Ok(m) => m,
        Err(_) => unreachable!("HMAC accepts any key length"),
    };
    m.update(label.as_bytes());
    m.update(&[0]);
    m.update(host_nonce.as_bytes());
    m.update(&[0]);
    m.update(joiner_nonce.as_bytes());
    m
}

const JOIN_LABEL: &str = "janggi-net/1 join";
const RESUME_LABEL: &str = "janggi-net/1 resume";

/// The joiner's proof of the code (hex HMAC-SHA256).
pub fn join_proof(code: &JoinCode, host_nonce: &str, joiner_nonce: &str) -> String {
    hex(
        &mac(code.0.as_bytes(), JOIN_LABEL, host_nonce, joiner_nonce)
            .finalize()
            .into_bytes(),
    )
}

/// The joiner's proof of the resume token (hex HMAC-SHA256).
pub fn resume_proof(token: &str, host_nonce: &str, joiner_nonce: &str) -> String {
    hex(
        &mac(token.as_bytes(), RESUME_LABEL, host_nonce, joiner_nonce)
            .finalize()
            .into_bytes(),
    )
}

fn verify(key: &[u8], label: &str, hn: &str, jn: &str, proof: &str) -> bool {
    match unhex(proof) {
        Some(p) => mac(key, label, hn, jn).verify_slice(&p).is_ok(),
        None => false,
    }
}

/// Why a join was refused.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum AuthError {
    /// Wrong code; this many tries are left.
    WrongCode {
        /// Tries left before the lock.
        tries_left: u32,
    },
    /// Too many wrong codes.
    Locked,
    /// A player has already joined with the code.
    Spent,
    /// The resume proof does not match the token (or there is none).
    BadToken,
}

/// The host's gate for one hosting session: the code, the tries left, the
/// token of the player who joined.
#[derive(Debug)]
pub struct Gate {
    code: JoinCode,
    tries_left: u32,
    token: Option<String>,
}

impl Gate {
    /// A gate for `code`, allowing `max_tries` wrong codes; `token` is the
    /// token of a player who joined before (a host that restarted).
    pub fn new(code: JoinCode, max_tries: u32, token: Option<String>) -> Gate {
        Gate {
            code,
            tries_left: max_tries,
            token,
        }
    }

    /// The code.
    pub fn code(&self) -> &JoinCode {
        &self.code
    }

    /// The resume token, once a player joined.
    pub fn token(&self) -> Option<&str> {
        self.token.as_deref()
    }

    /// Whether joining by code is locked.
    pub fn locked(&self) -> bool {
        self.tries_left == 0
    }

    /// Reserves one try for a transport that checks the code itself
    /// before the handshake (a relay session's password exchange): the try
    /// is counted as wrong until [`Gate::refund_try`] says the code was
    /// right, so a peer that stops half-way has still spent it. `Spent`
    /// once a player joined, `Locked` when no try is left.
    pub fn reserve_try(&mut self) -> Result<(), AuthError> {
        if self.token.is_some() {
            Err(AuthError::Spent)
        } else if self.tries_left == 0 {
            Err(AuthError::Locked)
        } else {
            self.tries_left -= 1;
            Ok(())
        }
    }

    /// Gives back a try reserved by [`Gate::reserve_try`]: the code was right.
    pub fn refund_try(&mut self) {
        self.tries_left += 1;
    }

    /// Tries left before the lock.
    pub fn tries_left(&self) -> u32 {
        self.tries_left
    }

    /// Checks a code proof; on success the code is spent and the new resume
    /// token returned.
    pub fn join(
        &mut self,
        proof: &str,
        host_nonce: &str,
        joiner_nonce: &str,
    ) -> Result<String, AuthError> {
        if self.token.is_some() {
            return Err(AuthError::Spent);
        }
        if self.tries_left == 0 {
            return Err(AuthError::Locked);
        }
        if verify(
            self.code.0.as_bytes(),
            JOIN_LABEL,
            host_nonce,
            joiner_nonce,
            proof,
        ) {
            let t = new_token();
            self.token = Some(t.clone());
            Ok(t)
        } else {
            self.tries_left -= 1;
            if self.tries_left == 0 {
                Err(AuthError::Locked)
            } else {
                Err(AuthError::WrongCode {
                    tries_left: self.tries_left,
                })
            }
        }
    }

    /// Checks a resume proof against the token.
    pub fn resume(
        &self,
        proof: &str,
        host_nonce: &str,
        joiner_nonce: &str,
    ) -> Result<String, AuthError> {
        match &self.token {
            Some(t) if verify(t.as_bytes(), RESUME_LABEL, host_nonce, joiner_nonce, proof) => {
                Ok(t.clone())
            }
            _ => Err(AuthError::BadToken),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes() {
        for _ in 0..100 {
            let c = JoinCode::random();
            assert_eq!(c.as_str().len(), 6);
            assert_eq!(JoinCode::parse(c.as_str()), Some(c));
        }
        assert_eq!(JoinCode::parse("123-456").unwrap().as_str(), "123456");
        assert_eq!(JoinCode::parse("12345"), None);
        assert_eq!(JoinCode::parse("1234567"), None);
        assert_eq!(JoinCode::parse("12345x"), None);
        assert_eq!(
            format!("{:?}", JoinCode::parse("123456").unwrap()),
            "JoinCode(******)"
        );
    }

    #[test]
    fn hex_round_trip() {
        let b: Vec<u8> = (0..=255).collect();
        assert_eq!(unhex(&hex(&b)).unwrap(), b);
        assert_eq!(unhex("abc"), None);
        assert_eq!(unhex("zz"), None);
        assert_eq!(unhex("é1"), None);
    }

    #[test]
    fn rfc4231_case_2() {
        // HMAC-SHA256, key "Jefe", data "what do ya want for nothing?"
        let mut m = HmacSha256::new_from_slice(b"Jefe").unwrap();
        m.update(b"what do ya want for nothing?");
        assert_eq!(
            hex(&m.finalize().into_bytes()),
            "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843"
        );
    }

    #[test]
    fn gate_locks_after_tries_and_spends_the_code() {
        let code = JoinCode::parse("424242").unwrap();
        let wrong = JoinCode::parse("000000").unwrap();
        let mut g = Gate::new(code.clone(), 3, None);
        let (h, j) = (new_nonce(), new_nonce());
        assert_eq!(
            g.join(&join_proof(&wrong, &h, &j), &h, &j),
            Err(AuthError::WrongCode { tries_left: 2 })
        );
        assert_eq!(
            g.join("nothex", &h, &j),
            Err(AuthError::WrongCode { tries_left: 1 })
        );
        // a proof for another nonce is a wrong proof
        let other = new_nonce();
        assert_eq!(
            g.join(&join_proof(&code, &other, &j), &h, &j),
            Err(AuthError::Locked)
        );
        assert!(g.locked());
        assert_eq!(
            g.join(&join_proof(&code, &h, &j), &h, &j),
            Err(AuthError::Locked)
        );

        let mut g = Gate::new(code.clone(), 3, None);
        let t = g.join(&join_proof(&code, &h, &j), &h, &j).unwrap();
        assert_eq!(
            g.join(&join_proof(&code, &h, &j), &h, &j),
            Err(AuthError::Spent)
        );
        let (h2, j2) = (new_nonce(), new_nonce());
        assert_eq!(
            g.resume(&resume_proof(&t, &h2, &j2), &h2, &j2),
            Ok(t.clone())
        );
        assert_eq!(
            g.resume(&resume_proof("beef", &h2, &j2), &h2, &j2),
            Err(AuthError::BadToken)
        );
        // the join proof is not a resume proof
        assert_eq!(
            g.resume(&join_proof(&code, &h2, &j2), &h2, &j2),
            Err(AuthError::BadToken)
        );
    }
}
