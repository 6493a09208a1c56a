//! Sealed messages: what a relay carries once a session is open.
//!
//! `seq (8 bytes, big-endian) ‖ ChaCha20-Poly1305(kind ‖ payload)`, the
//! nonce made of the sequence number, one key per direction (so no nonce
//! is used twice under a key), base64 in the event's content. The
//! receiver takes each number once and in order: a number seen before is
//! a replay, a number past the next one means the relay lost a message
//! (the session then ends and the game resumes on a new one).

use base64::engine::general_purpose::STANDARD as B64;
use base64::Engine;
use chacha20poly1305::aead::{Aead, KeyInit, Payload};
use chacha20poly1305::{ChaCha20Poly1305, Key, Nonce};

/// The most payload bytes in one sealed message.
pub const MAX_CHUNK: usize = 16 * 1024;

/// The longest event content accepted (base64 of the largest message).
pub const MAX_CONTENT: usize = (8 + 1 + MAX_CHUNK + 16).div_ceil(3) * 4;

const AAD: &[u8] = b"janggi-internet-v1 seal";

/// What a sealed message holds.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Sealed {
    /// Bytes of the stream.
    Data(Vec<u8>),
    /// The sender ends the session.
    Close,
}

/// Why a sealed message was refused. None of these changes the session.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum SealError {
    /// Over [`MAX_CONTENT`].
    Oversized,
    /// Not base64, too short, or an unknown kind.
    Malformed,
    /// It does not open with the session's key (forged or altered).
    Forged,
    /// A number already taken.
    Replayed,
    /// A number past the next: something was lost.
    Gap,
}

impl std::fmt::Display for SealError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            SealError::Oversized => "oversized",
            SealError::Malformed => "malformed",
            SealError::Forged => "does not open with the session key",
            SealError::Replayed => "replayed",
            SealError::Gap => "a message was lost",
        })
    }
}

/// Seals what one side sends.
pub struct Sealer {
    aead: ChaCha20Poly1305,
    next: u64,
}

/// Opens what the peer sends.
pub struct Opener {
    aead: ChaCha20Poly1305,
    next: u64,
}

fn nonce(seq: u64) -> Nonce {
    let mut n = [0u8; 12];
    n[4..].copy_from_slice(&seq.to_be_bytes());
    Nonce::from(n)
}

impl Sealer {
    /// A sealer with `key`, numbering from 1.
    pub fn new(key: &[u8; 32]) -> Sealer {
        Sealer {
            aead: ChaCha20Poly1305::new(Key::from_slice(key)),
            next: 1,
        }
    }

    /// Seals one message (payloads over [`MAX_CHUNK`] must be split by the
    /// caller; this one refuses them).
    pub fn seal(&mut self, msg: &Sealed) -> Option<String> {
        let mut plain = Vec::new();
        match msg {
            Sealed::Data(d) if d.len() <= MAX_CHUNK => {
                plain.push(0);
                plain.extend_from_slice(d);
            }
            Sealed::Data(_) => return None,
            Sealed::Close => plain.push(1),
        }
        let seq = self.next;
        self.next += 1;
        let ct = self
            .aead
            .encrypt(
                &nonce(seq),
                Payload {
                    msg: &plain,
                    aad: AAD,
                },
            )
            .ok()?;
        let mut out = seq.to_be_bytes().to_vec();
        out.extend_from_slice(&ct);
        Some(B64.encode(out))
    }
}

impl Opener {
    /// An opener with `key`, expecting 1 first.
    pub fn new(key: &[u8; 32]) -> Opener {
        Opener {
            aead: ChaCha20Poly1305::new(Key::from_slice(key)),
            next: 1,
        }
    }

    /// Opens one event's content. Only a message that opens and comes in
    /// order moves the expected number on.
    pub fn open(&mut self, content: &str) -> Result<Sealed, SealError> {
        if content.len() > MAX_CONTENT {
            return Err(SealError::Oversized);
        }
        let raw = B64.decode(content).map_err(|_| SealError::Malformed)?;
        if raw.len() < 8 + 16 + 1 {
            return Err(SealError::Malformed);
        }
        let seq = u64::from_be_bytes(raw[..8].try_into().map_err(|_| SealError::Malformed)?);
        let plain = self
            .aead
            .decrypt(
                &nonce(seq),
                Payload {
                    msg: &raw[8..],
                    aad: AAD,
                },
            )
            .map_err(|_| SealError::Forged)?;
        if seq < self.next {
            return Err(SealError::Replayed);
        }
        if seq > self.next {
            return Err(SealError::Gap);
        }
        let msg = match plain.split_first() {
            Some((0, d)) => Sealed::Data(d.to_vec()),
            Some((1, [])) => Sealed::Close,
            _ => return Err(SealError::Malformed),
        };
        self.next += 1;
        Ok(msg)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn in_order_opens_replays_and_gaps_do_not() {
        let (mut s, mut o) = (Sealer::new(&[7; 32]), Opener::new(&[7; 32]));
        let a = s.seal(&Sealed::Data(b"one".to_vec())).unwrap();
        let b = s.seal(&Sealed::Data(b"two".to_vec())).unwrap();
        let c = s.seal(&Sealed::Close).unwrap();
        assert_eq!(o.open(&a), Ok(Sealed::Data(b"one".to_vec())));
        assert_eq!(o.open(&a), Err(SealError::Replayed));
        assert_eq!(o.open(&c), Err(SealError::Gap));
        assert_eq!(o.open(&b), Ok(Sealed::Data(b"two".to_vec())));
        assert_eq!(o.open(&c), Ok(Sealed::Close));
    }

    #[test]
    fn forged_malformed_and_oversized_are_refused() {
        let (mut s, mut o) = (Sealer::new(&[7; 32]), Opener::new(&[8; 32]));
        let a = s.seal(&Sealed::Data(b"x".to_vec())).unwrap();
        assert_eq!(o.open(&a), Err(SealError::Forged));
        let mut o = Opener::new(&[7; 32]);
        let mut raw = B64.decode(&a).unwrap();
        raw[10] ^= 1;
        assert_eq!(o.open(&B64.encode(&raw)), Err(SealError::Forged));
        assert_eq!(o.open("not base64!"), Err(SealError::Malformed));
        assert_eq!(o.open(&B64.encode([0u8; 10])), Err(SealError::Malformed));
        assert_eq!(
            o.open(&"A".repeat(MAX_CONTENT + 4)),
            Err(SealError::Oversized)
        );
        assert!(s.seal(&Sealed::Data(vec![0; MAX_CHUNK + 1])).is_none());
        let big = s.seal(&Sealed::Data(vec![0; MAX_CHUNK])).unwrap();
        assert!(big.len() <= MAX_CONTENT);
        // Nothing above moved the opener: the first message still opens.
        assert_eq!(o.open(&a), Ok(Sealed::Data(b"x".to_vec())));
    }
}
