//! Two app cores play each other over the internet as two devices would,
//! through a real Nostr relay on loopback (nostr-relay-builder's
//! `LocalRelay`): invitation by code, the Janggi setups, a pass, undo
//! accepted and refused, mate and both records; a Xiangqi game with a
//! declined draw; the relay stopped and restarted mid-game.

mod lan_support;

#[path = "../src-tauri/crates/internet/tests/common/relay.rs"]
mod relay;

use janggi::dto::{
    EndReasonDto, LanHostOptions, LanJoinRequest, LanLink, Phase, ProfileIdDto, SetupId, SideDto,
};
use janggi_rules::JanggiSetup;
use lan_support::*;
use relay::{free_port, TestRelay};
use std::time::Duration;

#[path = "../src-tauri/crates/net/tests/common/games.rs"]
mod games;
use games::{JANGGI_MATE, XIANGQI_MATE};

/// Hosts through `relay`: the invitation code and link.
fn host(
    d: &Device,
    relay: &str,
    profile: ProfileIdDto,
    side: SideDto,
    name: &str,
) -> (String, String) {
    let s = d
        .core
        .lan_host(LanHostOptions {
            profile,
            host_side: side,
            move_timer_secs: None,
            name: name.into(),
            handicap: None,
            relays: Some(vec![relay.to_string()]),
            clock: None,
        })
        .unwrap();
    assert!(s.hosting && !s.in_game && s.internet);
    assert_eq!(s.link, Some(LanLink::Waiting));
    assert_eq!(s.code, None, "no LAN code over the internet");
    assert_eq!(s.address, None, "no address over the internet");
    assert!(s.invite_qr.as_deref().is_some_and(|q| q.contains("<svg")));
    (s.invite_code.unwrap(), s.invite_link.unwrap())
}

fn join(d: &Device, invitation: &str, relay: &str, name: &str) {
    let s = d
        .core
        .lan_join(LanJoinRequest {
            address: String::new(),
            code: String::new(),
            name: name.into(),
            invitation: Some(invitation.into()),
            relays: Some(vec![relay.to_string()]),
        })
        .unwrap();
    assert!(s.in_game && !s.is_host && s.internet);
    assert_eq!(s.link, Some(LanLink::Connected));
}

#[test]
fn janggi_over_the_internet_setups_pass_undos_mate_and_both_records() {
    let relay = TestRelay::start(free_port());
    let h = device(&dir("net-janggi-host"));
    let j = device(&dir("net-janggi-join"));
    let (code, _) = host(
        &h,
        &relay.url,
        ProfileIdDto::JanggiStandard,
        SideDto::Second,
        "Hana",
    );
    assert_eq!(code.len(), 11);
    // A wrong code is refused (one of three tries) and changes nothing.
    let wrong = if code.ends_with('0') {
        format!("{}1", &code[..10])
    } else {
        format!("{}0", &code[..10])
    };
    let e = j
        .core
        .lan_join(LanJoinRequest {
            address: String::new(),
            code: String::new(),
            name: "Joon".into(),
            invitation: Some(wrong),
            relays: Some(vec![relay.url.clone()]),
        })
        .unwrap_err();
    assert_eq!(e.kind, janggi::error::ErrorKind::JoinRefused, "{e:?}");
    join(&j, &code, &relay.url, "Joon");
    let hs = h.wait_status("joined", |s| s.in_game);
    assert_eq!(hs.peer_name.as_deref(), Some("Joon"));
    assert_eq!(hs.invite_code, None, "the invitation is spent");
    let han: SetupId = JanggiSetup::ALL[0].into();
    let cho: SetupId = JanggiSetup::ALL[1].into();
    h.core.choose_setup(SideDto::Second, han).unwrap();
    j.wait_view("Han's setup", |v| v.setups.second == Some(han));
    j.core.choose_setup(SideDto::First, cho).unwrap();
    h.wait_view("playing", |v| matches!(v.phase, Phase::Playing));
    let line: Vec<&str> = JANGGI_MATE.split(' ').collect();
    for (i, uci) in line.iter().enumerate() {
        if i == 4 {
            // Cho passes and asks to take it back: accepted.
            play(&j, &h, "pass");
            j.core.undo().unwrap();
            h.wait_status("undo request", |s| s.peer_undo_request);
            h.core.lan_answer_undo(true).unwrap();
            j.wait_ply(4);
            h.wait_ply(4);
        }
        let (mover, other) = if i % 2 == 0 { (&j, &h) } else { (&h, &j) };
        play(mover, other, uci);
        if i == 10 {
            j.core.undo().unwrap();
            h.wait_status("undo request", |s| s.peer_undo_request);
            h.core.lan_answer_undo(false).unwrap();
            j.wait_status("refused", |s| !s.undo_pending);
            assert_eq!(j.view().ply, 11);
        }
    }
    for d in [&h, &j] {
        let (outcome, ply) = over(d, "mate");
        assert_eq!(outcome.winner, Some(SideDto::First));
        assert_eq!(outcome.reason, EndReasonDto::Checkmate);
        assert_eq!(ply, 25);
    }
    same(&h, &j);
    for d in [&h, &j] {
        let end = std::time::Instant::now() + T;
        loop {
            let games = d.finished();
            if games.len() == 1 && games[0].players.is_some() {
                assert_eq!(
                    games[0].players,
                    Some(["Joon".to_string(), "Hana".to_string()])
                );
                assert_eq!(games[0].plies, 25);
                break;
            }
            assert!(std::time::Instant::now() < end, "record of {:?}", d.dir);
            std::thread::sleep(Duration::from_millis(20));
        }
    }
    // Once both have left, nothing of ours stays connected to the relay.
    let port: u16 = relay
        .url
        .rsplit(':')
        .next()
        .unwrap()
        .trim_end_matches('/')
        .parse()
        .unwrap();
    assert!(connections_to(port) > 0, "the game's connections are seen");
    h.core.lan_leave();
    j.core.lan_leave();
    let end = std::time::Instant::now() + T;
    while connections_to(port) > 0 {
        assert!(
            std::time::Instant::now() < end,
            "{} connections to the relay after leaving",
            connections_to(port)
        );
        std::thread::sleep(Duration::from_millis(50));
    }
}

/// Established TCP connections to 127.0.0.1:`port` (from /proc/net/tcp:
/// the remote address column, state 01).
fn connections_to(port: u16) -> usize {
    let want = format!("0100007F:{port:04X}");
    std::fs::read_to_string("/proc/net/tcp")
        .unwrap_or_default()
        .lines()
        .skip(1)
        .filter(|l| {
            let f: Vec<&str> = l.split_whitespace().collect();
            f.len() > 3 && f[2] == want && f[3] == "01"
        })
        .count()
}

#[test]
fn xiangqi_over_the_internet_by_link_with_a_declined_draw_and_a_relay_restart() {
    let port = free_port();
    let mut relay = TestRelay::start(port);
    let h = device(&dir("net-xiangqi-host"));
    let j = device(&dir("net-xiangqi-join"));
    let (_, link) = host(&h, &relay.url, ProfileIdDto::Xiangqi, SideDto::First, "Red");
    // The link names the relay: the guest's own relay setting is not used.
    join(&j, &link, "wss://unused.example.org", "Black");
    h.wait_status("joined", |s| s.in_game);
    let line: Vec<&str> = XIANGQI_MATE.split(' ').collect();
    for (i, uci) in line.iter().enumerate() {
        if i == 20 {
            j.core.lan_offer_draw().unwrap();
            h.wait_status("draw offer", |s| s.peer_draw_offer);
            h.core.lan_answer_draw(false).unwrap();
            j.wait_status("declined", |s| !s.draw_pending);
        }
        if i == 30 {
            relay.stop();
            for d in [&h, &j] {
                d.wait_status("link lost", |s| s.link == Some(LanLink::Reconnecting));
            }
            relay = TestRelay::start(port);
            for d in [&h, &j] {
                d.wait_status("link back", |s| s.link == Some(LanLink::Connected));
            }
            same(&h, &j);
        }
        let (mover, other) = if i % 2 == 0 { (&h, &j) } else { (&j, &h) };
        play(mover, other, uci);
    }
    for d in [&h, &j] {
        let (outcome, ply) = over(d, "mate");
        assert_eq!(outcome.winner, Some(SideDto::First));
        assert_eq!(ply, 75);
    }
    same(&h, &j);
    drop(relay);
}

#[test]
fn either_app_restarting_resumes_the_internet_game() {
    let relay = TestRelay::start(free_port());
    let hdir = dir("net-restart-host");
    let jdir = dir("net-restart-join");
    let h = device(&hdir);
    let j = device(&jdir);
    let (code, _) = host(&h, &relay.url, ProfileIdDto::Xiangqi, SideDto::First, "H");
    join(&j, &code, &relay.url, "J");
    h.wait_status("joined", |s| s.in_game);
    let line: Vec<&str> = XIANGQI_MATE.split(' ').collect();
    for (i, uci) in line[..6].iter().enumerate() {
        let (mover, other) = if i % 2 == 0 { (&h, &j) } else { (&j, &h) };
        play(mover, other, uci);
    }
    // The guest's app stops and starts again: the saved game names the
    // invitation, and the guest joins again with its token.
    j.core.shutdown();
    drop(j);
    h.wait_status("drop seen", |s| s.link == Some(LanLink::Reconnecting));
    let j = device(&jdir);
    assert_eq!(j.view().ply, 6, "the saved internet game is back");
    assert!(j.status().internet);
    j.wait_status("reconnected", |s| s.link == Some(LanLink::Connected));
    h.wait_status("reconnected", |s| s.link == Some(LanLink::Connected));
    same(&h, &j);
    for (i, uci) in line[6..10].iter().enumerate() {
        let (mover, other) = if i % 2 == 0 { (&h, &j) } else { (&j, &h) };
        play(mover, other, uci);
    }
    // The host's app stops and starts again: it listens on the same
    // invitation with the same token.
    h.core.shutdown();
    drop(h);
    j.wait_status("drop seen", |s| s.link == Some(LanLink::Reconnecting));
    let h = device(&hdir);
    assert_eq!(h.view().ply, 10);
    h.wait_status("reconnected", |s| s.link == Some(LanLink::Connected));
    j.wait_status("reconnected", |s| s.link == Some(LanLink::Connected));
    same(&h, &j);
    play(&h, &j, line[10]);
    play(&j, &h, line[11]);
    same(&h, &j);
    h.core.lan_leave();
    j.core.lan_leave();
}
