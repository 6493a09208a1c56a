//! The two-device game's state (no I/O, no core): what `Inner::lan` and
//! `Inner::lan_seat` hold, and the status the UI gets. The threads and the
//! core's methods that change it are in the parent module.

use crate::clock::now_ms;
use crate::session::GameClock;
use janggi_net::{allows_draws, Connection, GameSettings, GameSync, Msg, Role};
use janggi_wire::dto::{ClockView, LanLink, LanNote, LanStatus, SideDto};
use serde::{Deserialize, Serialize};
use std::net::SocketAddr;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::Sender;
use std::sync::Arc;
use std::thread::JoinHandle;

/// A LAN game's clock and the ply it was last brought up to.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub(crate) struct LanClock {
    pub(crate) clock: GameClock,
    /// The game's ply when the clock last followed it.
    pub(crate) ply: u32,
}

/// After this long without the other device, the game may be claimed on
/// time (timer on, host). `JANGGI_LAN_GONE_SECS` overrides it (tests).
pub(crate) fn gone_limit_ms() -> u64 {
    std::env::var("JANGGI_LAN_GONE_SECS")
        .ok()
        .and_then(|s| s.parse::<u64>().ok())
        .unwrap_or(30)
        * 1000
}

/// The LAN state of the core (behind `Inner::lan`).
#[derive(Default)]
pub(crate) struct LanState {
    pub(crate) game: Option<LanGame>,
    pub(crate) hosting: Option<Hosting>,
    /// Changes with every connection: threads of an older one stop.
    pub(crate) epoch: u64,
    /// Why the last join failed.
    pub(crate) error: Option<String>,
}

/// The side this device plays in the current game (a leaf lock: the view
/// filter takes it while the session lock is held).
#[derive(Clone, Copy, Debug)]
pub(crate) struct LanSeat {
    pub(crate) session_id: u64,
    pub(crate) undo_ok: bool,
    pub(crate) my_turn: bool,
    /// The game's clock with main time, as of the last change.
    pub(crate) clock: Option<ClockView>,
}

/// An internet host's invitation with what the waiting screen shows of
/// it, made once when hosting starts.
pub(crate) struct Invite {
    pub(crate) code: String,
    pub(crate) link: String,
    /// The link's QR code (SVG).
    pub(crate) qr: Option<String>,
}

impl Invite {
    pub(crate) fn of(inv: &janggi_internet::Invitation) -> Invite {
        let link = inv.link();
        Invite {
            code: inv.code(),
            qr: qr_svg(&link),
            link,
        }
    }
}

pub(crate) struct Hosting {
    pub(crate) stop: Arc<AtomicBool>,
    pub(crate) thread: Option<JoinHandle<()>>,
    pub(crate) code: String,
    /// Where it listens (local network).
    pub(crate) addr: Option<SocketAddr>,
    /// The invitation (over the internet).
    pub(crate) invitation: Option<Invite>,
    pub(crate) settings: GameSettings,
    pub(crate) name: String,
}

impl Hosting {
    pub(crate) fn halt(&mut self) {
        self.stop.store(true, Ordering::SeqCst);
        if let Some(t) = self.thread.take() {
            let _ = t.join();
        }
    }
}

impl Drop for Hosting {
    fn drop(&mut self) {
        self.halt();
    }
}

pub(crate) struct LanGame {
    pub(crate) sync: GameSync,
    pub(crate) session_id: u64,
    pub(crate) my_name: String,
    pub(crate) peer_name: String,
    pub(crate) token: Option<String>,
    /// Joiner: where the host listens.
    pub(crate) host_addr: Option<SocketAddr>,
    /// Host: the port it listened on (tried again after a restart).
    pub(crate) port: Option<u16>,
    /// Over the internet: the invitation (the joiner reconnects with it,
    /// the host listens on it again after a restart).
    pub(crate) invite: Option<janggi_internet::Invitation>,
    pub(crate) out: Option<Sender<Msg>>,
    pub(crate) conn: Option<Arc<Connection>>,
    pub(crate) link: LanLink,
    pub(crate) lost_since_ms: Option<u64>,
    pub(crate) turn_started_ms: u64,
    pub(crate) last_ply: u32,
    pub(crate) note: Option<LanNote>,
    pub(crate) named: bool,
    /// The clock with main time, if the game has one ([`super::clock`]).
    pub(crate) clock: Option<LanClock>,
    /// When the host last saved its running clock, epoch ms.
    pub(crate) clock_saved_ms: u64,
}

impl LanGame {
    pub(crate) fn send(&mut self, msg: Msg) {
        if let Some(out) = &self.out {
            if out.send(msg).is_err() {
                self.out = None;
            }
        }
    }

    pub(crate) fn is_over(&self) -> bool {
        self.sync.finish().is_some()
    }
}

pub(crate) fn can_claim(g: &LanGame) -> bool {
    g.sync.role() == Role::Host
        && !g.is_over()
        && g.sync.turn().is_some()
        && (g.sync.settings().move_timer_secs.is_some() || g.clock.is_some())
        && g.link != LanLink::Connected
        && g.lost_since_ms
            .is_some_and(|t| now_ms().saturating_sub(t) >= gone_limit_ms())
}

pub(crate) fn status_of(st: &LanState) -> LanStatus {
    let hosting = st.hosting.as_ref();
    let g = st.game.as_ref();
    let timer = g
        .map(|g| g.sync.settings().move_timer_secs)
        .or_else(|| hosting.map(|h| h.settings.move_timer_secs))
        .flatten();
    let remaining_ms = match (g, timer) {
        (Some(g), Some(secs)) if !g.is_over() && g.sync.turn().is_some() => Some(
            (u64::from(secs) * 1000).saturating_sub(now_ms().saturating_sub(g.turn_started_ms)),
        ),
        _ => None,
    };
    let me = g.map(|g| g.sync.my_side());
    // Shown until someone joined.
    let waiting_invite = hosting
        .filter(|_| g.is_none())
        .and_then(|h| h.invitation.as_ref());
    LanStatus {
        hosting: hosting.is_some(),
        in_game: g.is_some(),
        game_id: g.map(|g| g.session_id),
        is_host: hosting.is_some() || g.is_some_and(|g| g.sync.role() == Role::Host),
        code: hosting
            .filter(|h| g.is_none() && h.invitation.is_none())
            .map(|h| h.code.clone()),
        address: hosting.and_then(|h| h.addr).map(|a| a.to_string()),
        internet: hosting.is_some_and(|h| h.invitation.is_some())
            || g.is_some_and(|g| g.invite.is_some()),
        invite_code: waiting_invite.map(|i| i.code.clone()),
        invite_link: waiting_invite.map(|i| i.link.clone()),
        invite_qr: waiting_invite.and_then(|i| i.qr.clone()),
        link: g.map(|g| g.link).or(hosting.map(|_| LanLink::Waiting)),
        gone_secs: g
            .and_then(|g| g.lost_since_ms)
            .map(|t| (now_ms().saturating_sub(t) / 1000) as u32),
        my_side: me
            .or_else(|| hosting.map(|h| h.settings.host_side.into()))
            .map(SideDto::from),
        peer_name: g.map(|g| g.peer_name.clone()),
        my_name: g
            .map(|g| g.my_name.clone())
            .or_else(|| hosting.map(|h| h.name.clone())),
        peer_undo_request: g
            .is_some_and(|g| me.is_some_and(|me| g.sync.pending_undo() == Some(!me))),
        undo_pending: g.is_some_and(|g| me.is_some_and(|me| g.sync.pending_undo() == Some(me))),
        peer_draw_offer: g.is_some_and(|g| me.is_some_and(|me| g.sync.pending_draw() == Some(!me))),
        draw_pending: g.is_some_and(|g| me.is_some_and(|me| g.sync.pending_draw() == Some(me))),
        draws_allowed: g.is_some_and(|g| allows_draws(g.sync.profile())),
        move_timer_secs: timer,
        remaining_ms,
        can_claim_win: g.is_some_and(can_claim),
        note: g.and_then(|g| g.note),
        error: st.error.clone(),
    }
}

/// The QR code of `text` as an SVG document (dark modules on white, a
/// quiet zone around).
pub(crate) fn qr_svg(text: &str) -> Option<String> {
    let code = qrcode::QrCode::with_error_correction_level(text, qrcode::EcLevel::M).ok()?;
    Some(
        code.render::<qrcode::render::svg::Color<'_>>()
            .min_dimensions(200, 200)
            .dark_color(qrcode::render::svg::Color("#000000"))
            .light_color(qrcode::render::svg::Color("#ffffff"))
            .build(),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The generated idle status (`LanStatus::default()`, the development
    /// backend's `idleLanStatus.json`) is what `lan_status` says when
    /// nothing is hosted or joined.
    #[test]
    fn the_idle_status_is_the_default() {
        assert_eq!(status_of(&LanState::default()), LanStatus::default());
    }
}
