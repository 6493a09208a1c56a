//! The wire format: messages ([`Msg`]) and the frames that carry them.
//!
//! # Frames
//!
//! One TCP connection carries a sequence of frames. A frame is a 4-byte
//! big-endian length `n` followed by `n` bytes of UTF-8 JSON (one
//! [`Msg`]). `n` must be in `1..=`[`MAX_FRAME`]; a larger (or zero) length
//! cannot be resynchronised and closes the connection
//! ([`FrameError`]). A frame whose JSON is not a message we know is answered
//! with an [`ErrorCode::Malformed`] / [`ErrorCode::Unknown`] error and
//! ignored: the stream stays usable.
//!
//! # Messages
//!
//! JSON objects tagged by `"type"` (camelCase), for example
//! `{"type":"move","ply":12,"uci":"h1g3"}`. Fields a version does not know
//! are ignored, so a later minor revision may add optional fields; a new
//! message type or an incompatible change bumps [`PROTOCOL_VERSION`], which
//! both sides compare in the handshake (`challenge` / `hello`).
//!
//! Handshake (host ← joiner connects):
//!
//! 1. host → `challenge { protocol, app, nonce }`
//! 2. joiner → `hello { protocol, app, name, nonce, auth }` where `auth` is
//!    a join-code proof or a resume claim (see [`crate::auth`]);
//! 3. host → `welcome { protocol, app, name, token }` or `error` + close;
//! 4. host → `settings` (a new game) or `resume` (a resumed one).
//!
//! Then game messages flow both ways ([`crate::sync::GameSync`] checks
//! them), plus `ping`/`pong` (answered by the transport) and `bye`.
//!
//! Decoding never panics: [`decode`] and [`FrameReader`] return typed
//! errors for any input (fuzzed by `fuzz/fuzz_targets/net_msg.rs`).

use std::fmt;

use janggi_rules::{JanggiSetup, ProfileId, RuleProfile, Side, Variant};
use serde::{Deserialize, Serialize};

/// Version of this protocol; peers with another version are refused.
pub const PROTOCOL_VERSION: u32 = 1;

/// Largest frame payload accepted or sent, in bytes.
pub const MAX_FRAME: usize = 64 * 1024;

/// Longest player name, in characters.
pub const MAX_NAME_CHARS: usize = 40;

/// Longest error / bye text kept, in characters (longer texts are cut).
pub const MAX_TEXT_CHARS: usize = 200;

/// A side as written on the wire.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum Seat {
    /// Cho / Red ([`Side::First`]).
    First,
    /// Han / Black ([`Side::Second`]).
    Second,
}

impl From<Side> for Seat {
    fn from(s: Side) -> Seat {
        match s {
            Side::First => Seat::First,
            Side::Second => Seat::Second,
        }
    }
}

impl From<Seat> for Side {
    fn from(s: Seat) -> Side {
        match s {
            Seat::First => Side::First,
            Seat::Second => Side::Second,
        }
    }
}

/// What the host chose for the game: sent in `settings` and `resume`.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct GameSettings {
    /// `"janggi"` or `"xiangqi"`; must match the profile.
    pub variant: String,
    /// Rule profile id ([`ProfileId::name`], e.g. `"janggi-standard"`).
    pub profile: String,
    /// Per-move timer in seconds, if on.
    pub move_timer_secs: Option<u32>,
    /// Setup-choice timer in seconds, if on (Janggi).
    pub setup_timer_secs: Option<u32>,
    /// The side the host plays; the joiner plays the other.
    pub host_side: Seat,
    /// A clock with main time for both sides, if on (instead of the move
    /// timer). Absent from older hosts' settings.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub clock: Option<TimeControl>,
}

/// A clock with main time, as the host chose it (the app checks its
/// limits on both devices).
#[derive(Copy, Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(
    tag = "kind",
    rename_all = "camelCase",
    rename_all_fields = "camelCase"
)]
pub enum TimeControl {
    /// Main time, then `periods` byoyomi periods of `period_secs` each.
    Byoyomi {
        /// Main time, seconds.
        main_secs: u32,
        /// One period, seconds.
        period_secs: u32,
        /// Number of periods.
        periods: u32,
    },
    /// Main time, and `increment_secs` added after each move.
    Fischer {
        /// Main time, seconds.
        main_secs: u32,
        /// Added after each move, seconds.
        increment_secs: u32,
    },
}

/// One side's clock between its turns, as the host's clock has it.
#[derive(Copy, Clone, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct SideClock {
    /// Main time left, ms (Fischer: all the time left).
    pub main_ms: u64,
    /// Byoyomi periods left.
    pub periods: u32,
}

/// Both clocks as the host has them when it sends [`Msg::Clock`]: the
/// side to move at that ply has spent `spent_ms` of its turn.
#[derive(Copy, Clone, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ClockState {
    /// Cho / Red between turns.
    pub first: SideClock,
    /// Han / Black between turns.
    pub second: SideClock,
    /// What the side to move has spent of its turn so far, ms.
    pub spent_ms: u64,
    /// The host's clock stands still (the other device is gone).
    #[serde(default)]
    pub paused: bool,
}

/// Why [`GameSettings`] cannot be played.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum SettingsError {
    /// No profile has this name.
    UnknownProfile(String),
    /// The variant is not the profile's.
    VariantMismatch,
    /// A timer is 0 or over an hour.
    BadTimer,
}

impl fmt::Display for SettingsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SettingsError::UnknownProfile(p) => write!(f, "unknown rule profile {p:?}"),
            SettingsError::VariantMismatch => f.write_str("variant does not match the profile"),
            SettingsError::BadTimer => {
                f.write_str("timer out of range (1..=3600 s), or both a move timer and a clock")
            }
        }
    }
}

impl std::error::Error for SettingsError {}

/// Wire name of a variant.
pub const fn variant_name(v: Variant) -> &'static str {
    match v {
        Variant::Janggi => "janggi",
        Variant::Xiangqi => "xiangqi",
    }
}

impl GameSettings {
    /// Settings for `profile` with the host playing `host_side`.
    pub fn new(profile: ProfileId, host_side: Side, move_timer_secs: Option<u32>) -> GameSettings {
        GameSettings {
            variant: variant_name(RuleProfile::from_id(profile).variant).to_string(),
            profile: profile.name().to_string(),
            move_timer_secs,
            setup_timer_secs: None,
            host_side: host_side.into(),
            clock: None,
        }
    }

    /// The rule profile, checking every field.
    pub fn validate(&self) -> Result<RuleProfile, SettingsError> {
        let id = ProfileId::from_name(&self.profile)
            .ok_or_else(|| SettingsError::UnknownProfile(cut(&self.profile, 40)))?;
        let profile = RuleProfile::from_id(id);
        if variant_name(profile.variant) != self.variant {
            return Err(SettingsError::VariantMismatch);
        }
        if self.clock.is_some() && self.move_timer_secs.is_some() {
            return Err(SettingsError::BadTimer);
        }
        for t in [self.move_timer_secs, self.setup_timer_secs]
            .into_iter()
            .flatten()
        {
            if !(1..=3600).contains(&t) {
                return Err(SettingsError::BadTimer);
            }
        }
        Ok(profile)
    }
}

/// The Janggi setups chosen so far, as numbers 1..=4 in the SPEC's order
/// ([`JanggiSetup::ALL`]).
#[derive(Copy, Clone, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Setups {
    /// Cho's.
    pub first: Option<u8>,
    /// Han's.
    pub second: Option<u8>,
}

impl Setups {
    /// The setup of `side`, if chosen and valid.
    pub fn get(&self, side: Side) -> Option<JanggiSetup> {
        let n = match side {
            Side::First => self.first,
            Side::Second => self.second,
        }?;
        setup_from_number(n)
    }

    /// Whether both numbers are absent or in 1..=4.
    pub fn is_valid(&self) -> bool {
        [self.first, self.second]
            .into_iter()
            .flatten()
            .all(|n| setup_from_number(n).is_some())
    }

    pub(crate) fn set(&mut self, side: Side, s: JanggiSetup) {
        let n = Some(setup_number(s));
        match side {
            Side::First => self.first = n,
            Side::Second => self.second = n,
        }
    }
}

/// 1..=4 for a setup ([`JanggiSetup::ALL`] order).
pub fn setup_number(s: JanggiSetup) -> u8 {
    JanggiSetup::ALL
        .iter()
        .position(|&x| x == s)
        .map_or(1, |i| i as u8 + 1)
}

/// The setup numbered `n` (1..=4).
pub fn setup_from_number(n: u8) -> Option<JanggiSetup> {
    JanggiSetup::ALL
        .get(usize::from(n).checked_sub(1)?)
        .copied()
}

/// How a joiner authenticates in `hello`.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum HelloAuth {
    /// A first join: HMAC of the nonces keyed with the join code.
    Code {
        /// Hex HMAC-SHA256 ([`crate::auth::join_proof`]).
        proof: String,
    },
    /// A reconnect: HMAC of the nonces keyed with the resume token, plus
    /// where the joiner's game stands.
    Resume {
        /// Hex HMAC-SHA256 ([`crate::auth::resume_proof`]).
        proof: String,
        /// Plies the joiner has.
        ply: u32,
        /// [`crate::sync::moves_hash`] of the joiner's moves.
        hash: String,
        /// The joiner's setups.
        setups: Setups,
    },
}

/// An end of the game that the moves alone do not show.
#[derive(Copy, Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum Forced {
    /// `side` resigned.
    Resigned {
        /// Who resigned.
        side: Seat,
    },
    /// `side` ran out of time.
    TimedOut {
        /// Who lost on time.
        side: Seat,
    },
    /// Both agreed to a draw.
    DrawAgreed,
}

/// Error codes of the `error` message.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum ErrorCode {
    /// A frame that is not valid JSON / not a valid message of its type.
    Malformed,
    /// A message type this version does not know.
    Unknown,
    /// A message that makes no sense now (e.g. `hello` mid-game, a setup
    /// while playing).
    Unexpected,
    /// A move or setup by the side not to move / not to choose.
    OutOfTurn,
    /// The ply in the message is not ours.
    PlyMismatch,
    /// The move is refused by the rules.
    Illegal,
    /// The request is not allowed (nothing to undo, no draws in this
    /// profile, an answer to no offer, …).
    NotAllowed,
    /// Protocol versions differ.
    BadVersion,
    /// Wrong join code.
    WrongCode,
    /// Too many wrong codes: joining this game is locked.
    Locked,
    /// The host already has its player.
    Busy,
    /// The resume token is not this game's.
    BadToken,
    /// Too many messages.
    RateLimited,
    /// The histories of the two games differ.
    Disagreement,
    /// The settings cannot be played.
    BadSettings,
    /// Any code a later version may add.
    #[serde(other)]
    Other,
}

/// One protocol message.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "camelCase")]
pub enum Msg {
    /// Host → joiner, first: versions and the host's nonce.
    Challenge {
        /// [`PROTOCOL_VERSION`] of the host.
        protocol: u32,
        /// App version.
        app: String,
        /// 32 random bytes, hex.
        nonce: String,
    },
    /// Joiner → host: who joins, and the proof of the code or token.
    Hello {
        /// [`PROTOCOL_VERSION`] of the joiner.
        protocol: u32,
        /// App version.
        app: String,
        /// Player name.
        name: String,
        /// 32 random bytes, hex.
        nonce: String,
        /// Code proof or resume claim.
        auth: HelloAuth,
    },
    /// Host → joiner: accepted.
    Welcome {
        /// Host's [`PROTOCOL_VERSION`].
        protocol: u32,
        /// App version.
        app: String,
        /// Host player's name.
        name: String,
        /// Resume token for reconnecting (128 random bits, hex).
        token: String,
    },
    /// Host → joiner: the game to play (a new game).
    Settings {
        /// The settings.
        settings: GameSettings,
    },
    /// Host → joiner: answer to a resume claim or a `syncRequest`.
    Resume {
        /// The settings.
        settings: GameSettings,
        /// The host's setups.
        setups: Setups,
        /// The host's ply count.
        ply: u32,
        /// [`crate::sync::moves_hash`] of the host's moves.
        hash: String,
        /// The ply `moves` start from.
        from: u32,
        /// The host's moves from `from` on (UCI).
        moves: Vec<String>,
        /// A resignation, timeout or agreed draw that ended the game.
        #[serde(default)]
        forced: Option<Forced>,
    },
    /// Joiner → host: ask for a `resume` (after a disagreement).
    SyncRequest {
        /// Plies the joiner has.
        ply: u32,
        /// Hash of the joiner's moves.
        hash: String,
        /// The joiner's setups.
        setups: Setups,
    },
    /// A Janggi setup choice by the sender for its own side.
    Setup {
        /// The sender's side.
        side: Seat,
        /// 1..=4.
        setup: u8,
    },
    /// A move by the sender, applying at ply `ply` (plies before it).
    Move {
        /// Plies played before this move.
        ply: u32,
        /// UCI text.
        uci: String,
    },
    /// A pass by the sender (Janggi).
    Pass {
        /// Plies played before the pass.
        ply: u32,
    },
    /// The sender asks to take back its last move.
    UndoRequest {
        /// Current ply count.
        ply: u32,
    },
    /// The sender accepts the pending undo request.
    UndoAccept {
        /// Current ply count.
        ply: u32,
    },
    /// The sender refuses the pending undo request.
    UndoRefuse {
        /// Current ply count.
        ply: u32,
    },
    /// The sender resigns.
    Resign {
        /// Current ply count.
        ply: u32,
    },
    /// The sender offers a draw (profiles with draws only).
    DrawOffer {
        /// Current ply count.
        ply: u32,
    },
    /// The sender accepts the draw offered.
    DrawAccept {
        /// Current ply count.
        ply: u32,
    },
    /// The sender declines the draw offered.
    DrawDecline {
        /// Current ply count.
        ply: u32,
    },
    /// Host → joiner: `side` ran out of time (the host's clock decides).
    TimeOut {
        /// Current ply count.
        ply: u32,
        /// The side that lost on time.
        side: Seat,
    },
    /// Host → joiner: time left for the side to move.
    Clock {
        /// Current ply count.
        ply: u32,
        /// Milliseconds left for the side to move.
        remaining_ms: u64,
        /// Both clocks, in a game with main time.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        clock: Option<ClockState>,
    },
    /// Liveness probe.
    Ping {
        /// Echoed in the pong.
        n: u64,
    },
    /// Answer to a ping.
    Pong {
        /// The ping's `n`.
        n: u64,
    },
    /// The sender refused a message.
    Error {
        /// What went wrong.
        code: ErrorCode,
        /// For people.
        text: String,
    },
    /// The sender closes the connection.
    Bye {
        /// Why.
        reason: String,
    },
}

/// Every `type` tag of [`Msg`].
pub const MSG_TYPES: [&str; 22] = [
    "challenge",
    "hello",
    "welcome",
    "settings",
    "resume",
    "syncRequest",
    "setup",
    "move",
    "pass",
    "undoRequest",
    "undoAccept",
    "undoRefuse",
    "resign",
    "drawOffer",
    "drawAccept",
    "drawDecline",
    "timeOut",
    "clock",
    "ping",
    "pong",
    "error",
    "bye",
];

impl Msg {
    /// An `error` message.
    pub fn error(code: ErrorCode, text: impl Into<String>) -> Msg {
        Msg::Error {
            code,
            text: cut(&text.into(), MAX_TEXT_CHARS),
        }
    }

    /// The `type` tag.
    pub fn kind(&self) -> &'static str {
        match self {
            Msg::Challenge { .. } => "challenge",
            Msg::Hello { .. } => "hello",
            Msg::Welcome { .. } => "welcome",
            Msg::Settings { .. } => "settings",
            Msg::Resume { .. } => "resume",
            Msg::SyncRequest { .. } => "syncRequest",
            Msg::Setup { .. } => "setup",
            Msg::Move { .. } => "move",
            Msg::Pass { .. } => "pass",
            Msg::UndoRequest { .. } => "undoRequest",
            Msg::UndoAccept { .. } => "undoAccept",
            Msg::UndoRefuse { .. } => "undoRefuse",
            Msg::Resign { .. } => "resign",
            Msg::DrawOffer { .. } => "drawOffer",
            Msg::DrawAccept { .. } => "drawAccept",
            Msg::DrawDecline { .. } => "drawDecline",
            Msg::TimeOut { .. } => "timeOut",
            Msg::Clock { .. } => "clock",
            Msg::Ping { .. } => "ping",
            Msg::Pong { .. } => "pong",
            Msg::Error { .. } => "error",
            Msg::Bye { .. } => "bye",
        }
    }
}

/// `s` cut to at most `n` characters.
pub fn cut(s: &str, n: usize) -> String {
    s.chars().take(n).collect()
}

/// Why a frame payload is not a message. The stream stays usable.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct DecodeError {
    /// [`ErrorCode::Malformed`] or [`ErrorCode::Unknown`].
    pub code: ErrorCode,
    /// What serde said (cut to [`MAX_TEXT_CHARS`]).
    pub text: String,
}

impl DecodeError {
    /// The `error` message that answers it.
    pub fn to_msg(&self) -> Msg {
        Msg::error(self.code, self.text.clone())
    }
}

impl fmt::Display for DecodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:?}: {}", self.code, self.text)
    }
}

impl std::error::Error for DecodeError {}

/// Reads one frame payload as a message.
pub fn decode(payload: &[u8]) -> Result<Msg, DecodeError> {
    if payload.len() > MAX_FRAME {
        return Err(DecodeError {
            code: ErrorCode::Malformed,
            text: "message too large".into(),
        });
    }
    match serde_json::from_slice::<Msg>(payload) {
        Ok(m) => Ok(m),
        Err(e) => {
            let known = serde_json::from_slice::<serde_json::Value>(payload)
                .ok()
                .and_then(|v| {
                    v.get("type")
                        .and_then(|t| t.as_str())
                        .map(|t| MSG_TYPES.contains(&t))
                });
            let code = match known {
                Some(false) => ErrorCode::Unknown,
                _ => ErrorCode::Malformed,
            };
            Err(DecodeError {
                code,
                text: cut(&e.to_string(), MAX_TEXT_CHARS),
            })
        }
    }
}

/// A message as one frame (length prefix + JSON).
///
/// Fails only if the message is over [`MAX_FRAME`] (a `resume` with an
/// absurd number of moves).
pub fn encode(msg: &Msg) -> Result<Vec<u8>, FrameError> {
    let body = serde_json::to_vec(msg).map_err(|_| FrameError::TooLarge(usize::MAX))?;
    if body.is_empty() || body.len() > MAX_FRAME {
        return Err(FrameError::TooLarge(body.len()));
    }
    let mut out = Vec::with_capacity(4 + body.len());
    out.extend_from_slice(&(body.len() as u32).to_be_bytes());
    out.extend_from_slice(&body);
    Ok(out)
}

/// A framing error: the connection must be closed.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum FrameError {
    /// A length over [`MAX_FRAME`].
    TooLarge(usize),
    /// A zero length.
    Empty,
}

impl fmt::Display for FrameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FrameError::TooLarge(n) => write!(f, "frame of {n} bytes (max {MAX_FRAME})"),
            FrameError::Empty => f.write_str("empty frame"),
        }
    }
}

impl std::error::Error for FrameError {}

/// Splits a byte stream into frame payloads. Holds at most one frame
/// (plus what one read brings) in memory.
#[derive(Default, Debug)]
pub struct FrameReader {
    buf: Vec<u8>,
    failed: Option<FrameError>,
}

impl FrameReader {
    /// An empty reader.
    pub fn new() -> FrameReader {
        FrameReader::default()
    }

    /// Adds bytes read from the stream.
    pub fn push(&mut self, bytes: &[u8]) {
        if self.failed.is_none() {
            self.buf.extend_from_slice(bytes);
        }
    }

    /// The next complete payload, `Ok(None)` if more bytes are needed, or
    /// the framing error (sticky: every later call returns it too).
    pub fn next_frame(&mut self) -> Result<Option<Vec<u8>>, FrameError> {
        if let Some(e) = self.failed {
            return Err(e);
        }
        if self.buf.len() < 4 {
            return Ok(None);
        }
        let n = u32::from_be_bytes([self.buf[0], self.buf[1], self.buf[2], self.buf[3]]) as usize;
        let err = if n == 0 {
            Some(FrameError::Empty)
        } else if n > MAX_FRAME {
            Some(FrameError::TooLarge(n))
        } else {
            None
        };
        if let Some(e) = err {
            self.failed = Some(e);
            self.buf = Vec::new();
            return Err(e);
        }
        if self.buf.len() < 4 + n {
            return Ok(None);
        }
        let payload = self.buf[4..4 + n].to_vec();
        self.buf.drain(..4 + n);
        Ok(Some(payload))
    }

    /// Bytes buffered and not yet returned.
    pub fn buffered(&self) -> usize {
        self.buf.len()
    }
}

/// Decodes a whole byte stream: every frame's message or error, ending
/// with the framing error if there is one. For the fuzz target and tests.
pub fn decode_stream(bytes: &[u8]) -> Vec<Result<Msg, DecodeError>> {
    let mut r = FrameReader::new();
    r.push(bytes);
    let mut out = Vec::new();
    loop {
        match r.next_frame() {
            Ok(Some(p)) => out.push(decode(&p)),
            Ok(None) => break,
            Err(e) => {
                out.push(Err(DecodeError {
                    code: ErrorCode::Malformed,
                    text: e.to_string(),
                }));
                break;
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn samples() -> Vec<Msg> {
        vec![
            Msg::Challenge {
                protocol: 1,
                app: "0.1.0".into(),
                nonce: "ab".into(),
            },
            Msg::Hello {
                protocol: 1,
                app: "0.1.0".into(),
                name: "민수".into(),
                nonce: "cd".into(),
                auth: HelloAuth::Resume {
                    proof: "00".into(),
                    ply: 3,
                    hash: "ff".into(),
                    setups: Setups {
                        first: Some(1),
                        second: None,
                    },
                },
            },
            Msg::Settings {
                settings: GameSettings::new(ProfileId::Xiangqi, Side::Second, Some(90)),
            },
            Msg::Settings {
                settings: GameSettings {
                    clock: Some(TimeControl::Byoyomi {
                        main_secs: 300,
                        period_secs: 30,
                        periods: 3,
                    }),
                    ..GameSettings::new(ProfileId::JanggiStandard, Side::First, None)
                },
            },
            Msg::Move {
                ply: 4,
                uci: "h1g3".into(),
            },
            Msg::error(ErrorCode::Illegal, "no"),
            Msg::Bye { reason: "x".into() },
        ]
    }

    #[test]
    fn round_trip_and_tags() {
        for m in samples() {
            let f = encode(&m).unwrap();
            let mut r = FrameReader::new();
            // byte by byte: frames split anywhere
            for b in &f {
                r.push(std::slice::from_ref(b));
            }
            let p = r.next_frame().unwrap().unwrap();
            let v: serde_json::Value = serde_json::from_slice(&p).unwrap();
            assert_eq!(v["type"], m.kind());
            assert!(MSG_TYPES.contains(&m.kind()));
            assert_eq!(decode(&p).unwrap(), m);
            assert_eq!(r.next_frame(), Ok(None));
        }
    }

    #[test]
    fn bad_payloads_are_typed_errors() {
        assert_eq!(
            decode(b"{\"type\":\"warp\"}").unwrap_err().code,
            ErrorCode::Unknown
        );
        assert_eq!(
            decode(b"{\"type\":\"move\"}").unwrap_err().code,
            ErrorCode::Malformed
        );
        assert_eq!(decode(b"\xff\xfe").unwrap_err().code, ErrorCode::Malformed);
        assert_eq!(decode(b"[]").unwrap_err().code, ErrorCode::Malformed);
        let deep = "[".repeat(10_000);
        assert_eq!(
            decode(deep.as_bytes()).unwrap_err().code,
            ErrorCode::Malformed
        );
        // extra fields are ignored (forward compatible), unknown error codes read as Other
        assert_eq!(
            decode(b"{\"type\":\"error\",\"code\":\"later\",\"text\":\"t\",\"x\":1}").unwrap(),
            Msg::Error {
                code: ErrorCode::Other,
                text: "t".into()
            }
        );
    }

    #[test]
    fn huge_and_empty_lengths_close() {
        let mut r = FrameReader::new();
        r.push(&u32::MAX.to_be_bytes());
        assert_eq!(r.next_frame(), Err(FrameError::TooLarge(u32::MAX as usize)));
        r.push(b"more");
        assert!(r.next_frame().is_err());
        assert_eq!(r.buffered(), 0);
        let mut r = FrameReader::new();
        r.push(&[0, 0, 0, 0]);
        assert_eq!(r.next_frame(), Err(FrameError::Empty));
        let mut r = FrameReader::new();
        r.push(&((MAX_FRAME + 1) as u32).to_be_bytes());
        assert!(r.next_frame().is_err());
    }

    #[test]
    fn settings_validation() {
        let mut s = GameSettings::new(ProfileId::JanggiTraditional, Side::First, None);
        assert_eq!(s.validate().unwrap().id, ProfileId::JanggiTraditional);
        s.variant = "xiangqi".into();
        assert_eq!(s.validate(), Err(SettingsError::VariantMismatch));
        s.variant = "janggi".into();
        s.move_timer_secs = Some(0);
        assert_eq!(s.validate(), Err(SettingsError::BadTimer));
        s.move_timer_secs = None;
        s.profile = "chess".into();
        assert!(matches!(
            s.validate(),
            Err(SettingsError::UnknownProfile(_))
        ));
        for n in 1..=4 {
            assert_eq!(setup_number(setup_from_number(n).unwrap()), n);
        }
        assert_eq!(setup_from_number(0), None);
        assert_eq!(setup_from_number(5), None);
    }

    #[test]
    fn clocks_in_settings_and_clock_messages() {
        // A clock and the per-move timer at once: refused.
        let mut s = GameSettings::new(ProfileId::JanggiStandard, Side::First, Some(60));
        s.clock = Some(TimeControl::Fischer {
            main_secs: 600,
            increment_secs: 5,
        });
        assert_eq!(s.validate(), Err(SettingsError::BadTimer));
        s.move_timer_secs = None;
        assert!(s.validate().is_ok());
        // The wire form: tagged and camelCase, absent when off (an older
        // host's settings read as "no clock").
        let text = serde_json::to_string(&s).unwrap();
        assert!(
            text.contains(r#""clock":{"kind":"fischer","mainSecs":600,"incrementSecs":5}"#),
            "{text}"
        );
        let plain =
            serde_json::to_string(&GameSettings::new(ProfileId::Xiangqi, Side::First, None))
                .unwrap();
        assert!(!plain.contains("clock"), "{plain}");
        let old: GameSettings = serde_json::from_str(&plain).unwrap();
        assert_eq!(old.clock, None);
        // A clock message carries both clocks; without them it is the
        // move timer's, as before.
        let state = ClockState {
            first: SideClock {
                main_ms: 0,
                periods: 2,
            },
            second: SideClock {
                main_ms: 41_500,
                periods: 3,
            },
            spent_ms: 12_000,
            paused: false,
        };
        for (remaining_ms, clock) in [(0, Some(state)), (30_000, None)] {
            let m = Msg::Clock {
                ply: 7,
                remaining_ms,
                clock,
            };
            let f = encode(&m).unwrap();
            let mut r = FrameReader::new();
            r.push(&f);
            assert_eq!(decode(&r.next_frame().unwrap().unwrap()).unwrap(), m);
        }
    }
}
