//! Payloads of the two-device (LAN) commands and the `lan-status` event.

use super::handicap::HandicapDto;
use super::vocab::{ProfileIdDto, SideDto};
use serde::{Deserialize, Serialize};
use ts_rs::TS;

/// `lan_host { options }`: what the host chooses before waiting.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct LanHostOptions {
    /// Rules (the variant follows from the profile).
    pub profile: ProfileIdDto,
    /// The side the host plays; the joiner plays the other.
    pub host_side: SideDto,
    /// Seconds per move, if the move timer is on.
    pub move_timer_secs: Option<u32>,
    /// A clock with main time for both sides (instead of the move timer);
    /// the host's clock decides.
    #[serde(default)]
    #[ts(optional = nullable)]
    pub clock: Option<super::TimeControlDto>,
    /// The host player's name (shown to the other device, kept in the record).
    pub name: String,
    /// Games on two devices have no handicap: anything but `null` here is
    /// refused (`badHandicap`) rather than left out unseen.
    #[serde(default)]
    #[ts(optional = nullable)]
    pub handicap: Option<HandicapDto>,
    /// Host over the internet through these Nostr relays instead of the
    /// local network (`[]`: the default relays). `null`: the local network.
    #[serde(default)]
    #[ts(optional = nullable)]
    pub relays: Option<Vec<String>>,
}

/// `lan_join { request }`: where to join and the code the host shows.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct LanJoinRequest {
    /// `ip:port` as the host shows it (or as discovery found it).
    pub address: String,
    /// The join code (digits; spaces are ignored).
    pub code: String,
    /// The joining player's name.
    pub name: String,
    /// Join over the internet: the host's invitation, its ten-digit code
    /// or its `janggi://join?…` link (`address` and `code` are not used).
    #[serde(default)]
    #[ts(optional = nullable)]
    pub invitation: Option<String>,
    /// The relays to find a typed code on (`null` or `[]`: the default
    /// relays); a link names its own.
    #[serde(default)]
    #[ts(optional = nullable)]
    pub relays: Option<Vec<String>>,
}

/// A hosted game found on the local network (DNS-SD).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct LanFoundGame {
    /// The host player's name.
    pub host_name: String,
    /// `ip:port` to join.
    pub address: String,
    /// The rules the host chose.
    pub profile: Option<ProfileIdDto>,
}

/// The state of the connection to the other device.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub enum LanLink {
    /// Hosting: waiting for the other device to join.
    Waiting,
    /// Both devices are connected.
    Connected,
    /// The connection dropped: reconnecting (the game resumes where both
    /// agreed).
    Reconnecting,
    /// The other player left the game.
    Left,
}

/// Something to tell the player once.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub enum LanNote {
    /// The other player refused to take the move back.
    UndoRefused,
    /// The other player declined the draw.
    DrawDeclined,
    /// The games differed; the host's game was kept.
    Disagreement,
    /// The other device refused one of our messages.
    PeerError,
    /// The connection came back and the game resumed.
    Resumed,
}

/// `lan_status` and the `lan-status` event. The default is the status
/// with nothing hosted or joined (what `lan_status` says then; written with
/// the bindings as `idleLanStatus.json` for the development backend).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct LanStatus {
    /// Hosting (listening) now.
    pub hosting: bool,
    /// A two-device game is on (its board is the current game).
    pub in_game: bool,
    /// The current game's id, when `in_game`.
    pub game_id: Option<u64>,
    /// `true` on the device that hosts the game.
    pub is_host: bool,
    /// The join code to show (host, until someone joined).
    pub code: Option<String>,
    /// `ip:port` to type on the other device (host, local network).
    pub address: Option<String>,
    /// The game goes through internet relays, not the local network.
    pub internet: bool,
    /// The invitation code to read aloud (host over the internet, until
    /// someone joined): ten digits, `1234-567890`.
    pub invite_code: Option<String>,
    /// The invitation link (and the QR code's text).
    pub invite_link: Option<String>,
    /// The QR code of the link, as SVG.
    pub invite_qr: Option<String>,
    /// Connection state (`None` when idle).
    pub link: Option<LanLink>,
    /// How long the other device has been gone, in seconds.
    pub gone_secs: Option<u32>,
    /// The side this device plays.
    pub my_side: Option<SideDto>,
    /// The other player's name.
    pub peer_name: Option<String>,
    /// This player's name.
    pub my_name: Option<String>,
    /// The other player asks to take back moves.
    pub peer_undo_request: bool,
    /// Our undo request waits for an answer.
    pub undo_pending: bool,
    /// The other player offers a draw.
    pub peer_draw_offer: bool,
    /// Our draw offer waits for an answer.
    pub draw_pending: bool,
    /// The rule profile allows draws by agreement.
    pub draws_allowed: bool,
    /// Seconds per move, if the move timer is on.
    pub move_timer_secs: Option<u32>,
    /// What is left of the side to move's time, in ms (timer on, playing).
    pub remaining_ms: Option<u64>,
    /// The other device is gone long enough to claim the game on time.
    pub can_claim_win: bool,
    /// Something to tell once.
    pub note: Option<LanNote>,
    /// Why joining failed, or the last error (English, for the log).
    pub error: Option<String>,
}
