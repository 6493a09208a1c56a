//! Whole games through a real Nostr relay on loopback (nostr-relay-builder's
//! `LocalRelay`, from crates.io): setups, a pass, undo accepted and
//! refused, a declined draw, mate; wrong codes locking the invitation; the
//! relay stopped and started again mid-game; forged, replayed and
//! malformed events changing nothing.

use janggi_internet::relay::{Listen, RelayClient, To};
use janggi_internet::wire::Wire;
use janggi_internet::{join, InternetHost, Invitation, Notice};
use janggi_net::*;
use janggi_rules::{EndReason, JanggiSetup, Outcome, ProfileId, Side};
use std::thread;
use std::time::{Duration, Instant};

#[path = "../../net/tests/common/games.rs"]
mod games;
#[path = "../../net/tests/common/peer.rs"]
mod peer;
use games::{JANGGI_MATE, XIANGQI_MATE};
use peer::{deliver, play, same, Peer};

const T: Duration = Duration::from_secs(15);

#[path = "common/relay.rs"]
mod relay;
use relay::{free_port, TestRelay};

fn req(auth: JoinAuth) -> JoinRequest {
    JoinRequest {
        name: "Guest".into(),
        app_version: "0.1.0".into(),
        auth,
        connect_timeout: Duration::from_secs(5),
        limits: Limits::default(),
    }
}

fn host_cfg(settings: &GameSettings) -> HostConfig {
    HostConfig::new(
        "127.0.0.1:0".parse().unwrap(),
        "Host",
        "0.1.0",
        settings.clone(),
    )
}

/// Hosts on `url`, joins with the code; (host, host peer, guest peer, invitation, token).
fn connect(url: &str, settings: GameSettings) -> (InternetHost, Peer, Peer, Invitation, String) {
    let inv = Invitation::new(&[url.to_string()]).unwrap();
    let host = InternetHost::start(host_cfg(&settings), inv.clone()).unwrap();
    // The guest has only the typed code and its own relay setting.
    let typed = Invitation::from_code(&inv.code(), &[url.to_string()]).unwrap();
    let t = thread::spawn(move || join(&typed, &req(JoinAuth::Code(typed.password.clone()))));
    let p = match host.recv_timeout(T) {
        Some(HostEvent::Joined(p)) => p,
        other => panic!("{other:?}"),
    };
    assert_eq!(p.name, "Guest");
    let g = t.join().unwrap().unwrap().joined;
    assert_eq!(g.host_name, "Host");
    assert_eq!(g.settings.as_ref(), Some(&settings));
    assert_eq!(host.token().as_deref(), Some(g.token.as_str()));
    assert!(
        p.conn.peer_addr().is_none(),
        "a relay session has no socket address"
    );
    let h = Peer {
        sync: GameSync::new(Role::Host, settings).unwrap(),
        conn: p.conn,
    };
    let j = Peer {
        sync: GameSync::new(Role::Joiner, g.settings.unwrap()).unwrap(),
        conn: g.conn,
    };
    (host, h, j, inv, g.token)
}

fn mate(winner: Side) -> Finish {
    Finish::Rules(Outcome::Decisive {
        winner,
        reason: EndReason::Checkmate,
    })
}

#[test]
fn janggi_through_a_relay_setups_pass_undos_and_mate() {
    let relay = TestRelay::start(free_port());
    let settings = GameSettings::new(ProfileId::JanggiStandard, Side::Second, None);
    let (host, mut h, mut j, _, _) = connect(&relay.url, settings);
    let m = h.sync.choose_setup(JanggiSetup::ALL[0]).unwrap();
    deliver(&mut h, &mut j, m);
    let m = j.sync.choose_setup(JanggiSetup::ALL[1]).unwrap();
    assert_eq!(deliver(&mut j, &mut h, m).last(), Some(&Event::Started));
    let line: Vec<&str> = JANGGI_MATE.split(' ').collect();
    let started = Instant::now();
    for (i, uci) in line.iter().enumerate() {
        if i == 4 {
            // Cho passes, asks to take it back: accepted.
            play(&mut h, &mut j, "pass");
            let m = j.sync.request_undo().unwrap();
            assert_eq!(
                deliver(&mut j, &mut h, m),
                vec![Event::UndoRequested { plies: 1 }]
            );
            let m = h.sync.answer_undo(true).unwrap();
            assert_eq!(
                deliver(&mut h, &mut j, m),
                vec![Event::UndoDone { plies: 1 }]
            );
        }
        let ev = play(&mut h, &mut j, uci);
        if i == 10 {
            let m = j.sync.request_undo().unwrap();
            deliver(&mut j, &mut h, m);
            let m = h.sync.answer_undo(false).unwrap();
            assert_eq!(deliver(&mut h, &mut j, m), vec![Event::UndoRefused]);
        }
        if i == line.len() - 1 {
            assert_eq!(ev.last(), Some(&Event::Finished(mate(Side::First))));
        }
    }
    eprintln!(
        "janggi: {} plies and 4 undo messages through the relay in {:?}",
        line.len() + 1,
        started.elapsed()
    );
    same(&h, &j);
    assert_eq!(h.sync.finish(), Some(mate(Side::First)));
    j.conn.close("game over");
    assert!(matches!(
        h.conn.recv_timeout(T),
        Some(ConnEvent::Closed(CloseReason::Bye(_)))
    ));
    host.stop();
}

#[test]
fn xiangqi_through_a_relay_declined_draw_and_mate() {
    let relay = TestRelay::start(free_port());
    let settings = GameSettings::new(ProfileId::Xiangqi, Side::First, None);
    let (host, mut h, mut j, _, _) = connect(&relay.url, settings);
    let mut ms = Vec::new();
    for (i, uci) in XIANGQI_MATE.split(' ').enumerate() {
        if i == 20 {
            let m = j.sync.offer_draw().unwrap();
            assert_eq!(deliver(&mut j, &mut h, m), vec![Event::DrawOffered]);
            let m = h.sync.answer_draw(false).unwrap();
            assert_eq!(deliver(&mut h, &mut j, m), vec![Event::DrawDeclined]);
        }
        let t = Instant::now();
        play(&mut h, &mut j, uci);
        ms.push(t.elapsed().as_secs_f64() * 1000.0);
    }
    ms.sort_by(f64::total_cmp);
    eprintln!(
        "a move from one side to the other through the relay: min {:.1} ms, median {:.1} ms, max {:.1} ms ({} moves)",
        ms[0],
        ms[ms.len() / 2],
        ms[ms.len() - 1],
        ms.len()
    );
    same(&h, &j);
    assert_eq!(j.sync.finish(), Some(mate(Side::First)));
    host.stop();
}

#[test]
fn wrong_codes_lock_the_invitation_and_the_relay_never_sees_the_password() {
    let relay = TestRelay::start(free_port());
    let settings = GameSettings::new(ProfileId::Xiangqi, Side::First, None);
    let inv = Invitation::new(std::slice::from_ref(&relay.url)).unwrap();
    let host = InternetHost::start(host_cfg(&settings), inv.clone()).unwrap();
    // A watcher on the channel sees every offer: none carries the password.
    let (seen_tx, seen_rx) = std::sync::mpsc::channel::<String>();
    let _watch = RelayClient::start(
        std::slice::from_ref(&relay.url),
        Listen {
            to_me: false,
            channel: Some(inv.channel()),
        },
        T,
        Box::new(move |ev, _| {
            let _ = seen_tx.send(ev.content.clone());
        }),
    )
    .unwrap();
    let wrong = |d: &str| {
        let mut w = inv.clone();
        w.password = JoinCode::parse(d).unwrap();
        join(&w, &req(JoinAuth::Code(w.password.clone()))).unwrap_err()
    };
    let other = if inv.password.as_str() == "000000" {
        "111111"
    } else {
        "000000"
    };
    for expect in [
        ErrorCode::WrongCode,
        ErrorCode::WrongCode,
        ErrorCode::Locked,
    ] {
        match wrong(other) {
            JoinError::Refused { code, .. } => assert_eq!(code, expect),
            e => panic!("{e}"),
        }
    }
    assert!(host.locked());
    // Now even the right code is refused.
    match join(&inv, &req(JoinAuth::Code(inv.password.clone()))).unwrap_err() {
        JoinError::Refused { code, .. } => assert_eq!(code, ErrorCode::Locked),
        e => panic!("{e}"),
    }
    assert_eq!(
        host.notices()
            .iter()
            .filter(|n| **n == Notice::WrongCode)
            .count(),
        3
    );
    let seen: Vec<String> = seen_rx.try_iter().collect();
    assert_eq!(seen.len(), 4, "{seen:?}");
    for s in seen {
        assert!(
            !s.contains(inv.password.as_str()) && !s.contains(other),
            "{s}"
        );
    }
}

#[test]
fn the_relay_restarting_mid_game_resumes_it() {
    let port = free_port();
    let mut relay = TestRelay::start(port);
    let settings = GameSettings::new(ProfileId::Xiangqi, Side::First, None);
    let (host, mut h, mut j, inv, token) = connect(&relay.url, settings);
    let line: Vec<&str> = XIANGQI_MATE.split(' ').collect();
    for uci in &line[..10] {
        play(&mut h, &mut j, uci);
    }
    relay.stop();
    // Red moves while the relay is down: the move stands on Red's side.
    let m = h.sync.play_uci(line[10]).unwrap();
    let _ = h.conn.send(&m);
    let down = Instant::now();
    // Both connections end (the idle timeout at the latest).
    for p in [&h, &j] {
        loop {
            match p.conn.recv_timeout(T * 3) {
                Some(ConnEvent::Closed(_)) => break,
                Some(ConnEvent::Msg(m)) => panic!("{m:?}"),
                Some(_) => {}
                None => panic!("the connection did not end"),
            }
        }
    }
    eprintln!(
        "both sides saw the session end {:?} after the relay stopped",
        down.elapsed()
    );
    let _relay = TestRelay::start(port);
    let back = Instant::now();
    let (ply, hash, setups) = j.sync.resume_claim();
    let t = thread::spawn(move || {
        // The guest tries again until the relay answers, as the app does.
        loop {
            let r = join(
                &inv,
                &req(JoinAuth::Resume {
                    token: token.clone(),
                    ply,
                    hash: hash.clone(),
                    setups,
                }),
            );
            match r {
                Ok(g) => return g.joined,
                Err(_) => thread::sleep(Duration::from_millis(500)),
            }
        }
    });
    let p = loop {
        match host.recv_timeout(T * 2) {
            Some(HostEvent::Joined(p)) => break p,
            Some(_) => {}
            None => panic!("no resume"),
        }
    };
    let (ply, hash, setups) = p.resume.clone().expect("a resume");
    let r = h.sync.answer_resume(ply, &hash, setups);
    p.conn.send(&r.reply.unwrap()).unwrap();
    h.conn = p.conn;
    j.conn = t.join().unwrap().conn;
    let ev = j.pump();
    assert!(matches!(ev[..], [Event::Resumed { .. }]), "{ev:?}");
    eprintln!("resumed {:?} after the relay came back", back.elapsed());
    assert_eq!(h.sync.moves(), j.sync.moves());
    assert_eq!(
        j.sync.ply(),
        11,
        "the move made while the relay was down arrived"
    );
    for uci in &line[11..] {
        play(&mut h, &mut j, uci);
    }
    same(&h, &j);
    assert_eq!(h.sync.finish(), Some(mate(Side::First)));
}

/// Every event of our kind on the relay, seen by an outsider.
fn spy(
    url: &str,
) -> (
    tokio::runtime::Runtime,
    nostr_sdk::Client,
    std::sync::mpsc::Receiver<nostr_sdk::Event>,
) {
    use nostr_sdk::prelude::*;
    let rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(1)
        .enable_all()
        .build()
        .unwrap();
    let (tx, rx) = std::sync::mpsc::channel();
    let client = rt.block_on(async {
        let c = Client::new(Keys::generate());
        c.add_relay(url).await.unwrap();
        c.connect().await;
        c.wait_for_connection(T).await;
        c.subscribe(
            Filter::new().kind(Kind::Custom(janggi_internet::relay::KIND)),
            None,
        )
        .await
        .unwrap();
        c
    });
    let mut notes = client.notifications();
    rt.spawn(async move {
        while let Ok(n) = notes.recv().await {
            if let RelayPoolNotification::Event { event, .. } = n {
                let _ = tx.send(*event);
            }
        }
    });
    (rt, client, rx)
}

#[test]
fn forged_replayed_and_malformed_events_change_nothing_and_are_reported() {
    let relay = TestRelay::start(free_port());
    let settings = GameSettings::new(ProfileId::Xiangqi, Side::First, None);
    let (host, mut h, mut j, inv, _) = connect(&relay.url, settings);
    let (rt, spy_client, seen) = spy(&relay.url);
    thread::sleep(Duration::from_millis(300));
    play(&mut h, &mut j, "h3e3");
    play(&mut h, &mut j, "h8e8");
    let captured: Vec<nostr_sdk::Event> = seen.try_iter().collect();
    assert!(!captured.is_empty());
    for ev in &captured {
        // Nothing on the relay shows a move.
        assert!(
            !ev.content.contains("h3e3") && !ev.content.contains("h8e8"),
            "{}",
            ev.content
        );
    }
    // Replayed verbatim: the relay or the client drop the copy, the game is unchanged.
    for ev in &captured {
        let _ = rt.block_on(spy_client.send_event(ev));
    }
    // Re-signed by another key: a sealed message from nobody.
    let attacker = RelayClient::start(
        std::slice::from_ref(&relay.url),
        Listen {
            to_me: true,
            channel: None,
        },
        T,
        Box::new(|_, _| {}),
    )
    .unwrap();
    let out = attacker.outbox();
    let guest = captured
        .iter()
        .find_map(|e| e.tags.public_keys().next().copied())
        .unwrap();
    for ev in &captured {
        out.send(ev.content.clone(), To::Key(guest)).unwrap();
    }
    // Junk on the channel, to the host.
    for junk in ["", "{}", "not json", &"x".repeat(40_000)] {
        out.send(junk.to_string(), To::Channel(inv.channel()))
            .unwrap();
    }
    out.send(
        Wire::Seal { s: "AAAA".into() }.encode(),
        To::Channel(inv.channel()),
    )
    .unwrap();
    thread::sleep(Duration::from_millis(800));
    let notes = host.notices();
    assert!(notes.len() >= 4, "{notes:?}");
    assert!(
        notes.iter().all(|n| matches!(n, Notice::Dropped(_))),
        "{notes:?}"
    );
    assert!(
        h.conn.try_recv().is_none() && j.conn.try_recv().is_none(),
        "nothing reached the game"
    );
    assert_eq!((h.sync.ply(), j.sync.ply()), (2, 2));
    // The game goes on.
    play(&mut h, &mut j, "b3c3");
    same(&h, &j);
    host.stop();
}
