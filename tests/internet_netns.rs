//! Internet games across real links: three network namespaces, the relay
//! in one (nostr-relay-builder's `LocalRelay`, run by this test binary in
//! it), the host and the guest in the other two, each joined to the relay's
//! namespace by a veth pair. Where the kernel has `sch_netem`, each link
//! gets 150 ms of delay and 5 % loss both ways (`tc netem`). A 40-ply
//! Xiangqi line is played; at ply 10 the guest's link is cut for 10 s, at
//! ply 24 the relay is stopped and started again; both devices must
//! finish with the same 40 moves.
//!
//! Skipped (with a message saying why) where namespaces cannot be made.
//! The test binary runs itself inside each namespace (`ip netns exec`).

mod lan_support;

#[path = "../src-tauri/crates/internet/tests/common/relay.rs"]
mod relay;

use janggi::dto::{LanHostOptions, LanJoinRequest, LanLink, Phase, ProfileIdDto, SideDto};
use lan_support::*;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

#[path = "../src-tauri/crates/net/tests/common/games.rs"]
mod games;

const TEST: &str = "a_game_through_a_relay_in_another_namespace_survives_cuts_and_a_relay_restart";
const PORT: u16 = 7391;
const PLIES: usize = 40;

fn netem(ns: &str, dev: &str) -> Result<(), String> {
    let out = Command::new("ip")
        .args([
            "netns", "exec", ns, "tc", "qdisc", "add", "dev", dev, "root", "netem", "delay",
            "150ms", "loss", "5%",
        ])
        .output()
        .map_err(|e| format!("tc: {e}"))?;
    if out.status.success() {
        Ok(())
    } else {
        Err(String::from_utf8_lossy(&out.stderr).trim().to_string())
    }
}

fn now_ms() -> u128 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_millis())
        .unwrap_or(0)
}

fn spawn(ns: &str, role: &str, work: &Path, relay: &str) -> Child {
    let exe = std::env::current_exe().unwrap();
    let log = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(work.join(format!("{role}.log")))
        .unwrap();
    Command::new("ip")
        .args(["netns", "exec", ns])
        .arg(exe)
        .args(["--exact", TEST, "--nocapture", "--test-threads=1"])
        .env("JANGGI_NETNS_ROLE", role)
        .env("JANGGI_NETNS_DIR", work)
        .env("JANGGI_NETNS_RELAY", relay)
        .env("JANGGI_LAN_IDLE_MS", "4000")
        .stdout(Stdio::from(log.try_clone().unwrap()))
        .stderr(Stdio::from(log))
        .spawn()
        .expect("spawn a role in its namespace")
}

fn line() -> Vec<&'static str> {
    games::XIANGQI_MATE.split(' ').take(PLIES).collect()
}

#[test]
fn a_game_through_a_relay_in_another_namespace_survives_cuts_and_a_relay_restart() {
    if let Ok(role) = std::env::var("JANGGI_NETNS_ROLE") {
        let work = PathBuf::from(std::env::var("JANGGI_NETNS_DIR").unwrap());
        let relay = std::env::var("JANGGI_NETNS_RELAY").unwrap();
        return role_main(&role, &work, &relay);
    }
    let tag = std::process::id() % 100_000;
    let (nr, nh, ng) = (
        format!("jnr{tag}"),
        format!("jnh{tag}"),
        format!("jng{tag}"),
    );
    if let Err(e) = ip(&["netns", "add", &nr]) {
        eprintln!(
            "SKIP: network namespaces are not available here (needs root and `ip netns`): {e}"
        );
        return;
    }
    let _guard = Namespaces(vec![nr.clone(), nh.clone(), ng.clone()]);
    let (rh, hr, rg, gr) = (
        format!("rh{tag}"),
        format!("hr{tag}"),
        format!("rg{tag}"),
        format!("gr{tag}"),
    );
    let steps: Vec<Vec<&str>> = vec![
        vec!["netns", "add", &nh],
        vec!["netns", "add", &ng],
        vec!["link", "add", &rh, "type", "veth", "peer", "name", &hr],
        vec!["link", "add", &rg, "type", "veth", "peer", "name", &gr],
        vec!["link", "set", &rh, "netns", &nr],
        vec!["link", "set", &rg, "netns", &nr],
        vec!["link", "set", &hr, "netns", &nh],
        vec!["link", "set", &gr, "netns", &ng],
        vec!["-n", &nr, "addr", "add", "10.231.8.1/24", "dev", &rh],
        vec!["-n", &nh, "addr", "add", "10.231.8.2/24", "dev", &hr],
        vec!["-n", &nr, "addr", "add", "10.231.9.1/24", "dev", &rg],
        vec!["-n", &ng, "addr", "add", "10.231.9.2/24", "dev", &gr],
        vec!["-n", &nr, "link", "set", &rh, "up"],
        vec!["-n", &nr, "link", "set", &rg, "up"],
        vec!["-n", &nh, "link", "set", &hr, "up"],
        vec!["-n", &ng, "link", "set", &gr, "up"],
        vec!["-n", &nr, "link", "set", "lo", "up"],
        vec!["-n", &nh, "link", "set", "lo", "up"],
        vec!["-n", &ng, "link", "set", "lo", "up"],
    ];
    for s in &steps {
        if let Err(e) = ip(s) {
            eprintln!("SKIP: cannot build the links here: {e}");
            return;
        }
    }
    // Delay and loss both ways on both links, where the kernel has netem.
    let shaped = [(&nr, &rh), (&nh, &hr), (&nr, &rg), (&ng, &gr)]
        .iter()
        .map(|(ns, dev)| netem(ns, dev))
        .collect::<Result<Vec<()>, String>>();
    match &shaped {
        Ok(_) => eprintln!("netem: 150 ms delay and 5 % loss on every link, both ways"),
        Err(e) => eprintln!(
            "NOTE: no tc netem on this kernel ({e}): the links run without added delay and loss"
        ),
    }
    let work = dir("netns");
    let mut relay = spawn(&nr, "relay", &work, "");
    let end = Instant::now() + Duration::from_secs(20);
    while !work.join("relay-ready").exists() {
        assert!(
            Instant::now() < end,
            "the relay did not start\n{}",
            read(&work.join("relay.log"))
        );
        std::thread::sleep(Duration::from_millis(20));
    }
    let mut host = spawn(&nh, "host", &work, &format!("ws://10.231.8.1:{PORT}"));
    let mut guest = spawn(&ng, "guest", &work, &format!("ws://10.231.9.1:{PORT}"));
    let logs = || {
        format!(
            "host log:\n{}\nguest log:\n{}\nrelay log:\n{}",
            read(&work.join("host.log")),
            read(&work.join("guest.log")),
            read(&work.join("relay.log"))
        )
    };
    let reach = |ply: u32, within: Duration, host: &mut Child, guest: &mut Child| {
        let end = Instant::now() + within;
        while ply_of(&work, "host") < ply || ply_of(&work, "guest") < ply {
            assert!(
                Instant::now() < end,
                "the game did not reach ply {ply}\n{}",
                logs()
            );
            let early = host.try_wait().unwrap().is_some() || guest.try_wait().unwrap().is_some();
            assert!(!early, "a device stopped before ply {ply}\n{}", logs());
            std::thread::sleep(Duration::from_millis(50));
        }
    };
    reach(10, Duration::from_secs(120), &mut host, &mut guest);
    // The guest's link goes down for 10 s.
    ip(&["-n", &ng, "link", "set", &gr, "down"]).unwrap();
    eprintln!("link down at {}", now_ms());
    std::thread::sleep(Duration::from_secs(10));
    let lost = work.join("lost-host").exists() && work.join("lost-guest").exists();
    ip(&["-n", &ng, "link", "set", &gr, "up"]).unwrap();
    assert!(
        lost,
        "both devices saw the drop while the link was down\n{}",
        logs()
    );
    eprintln!(
        "link cut for 10 s at plies {} / {}",
        ply_of(&work, "host"),
        ply_of(&work, "guest")
    );
    reach(24, Duration::from_secs(180), &mut host, &mut guest);
    // The relay stops and starts again.
    let _ = relay.kill();
    let _ = relay.wait();
    let _ = std::fs::remove_file(work.join("relay-ready"));
    std::thread::sleep(Duration::from_secs(2));
    let mut relay = spawn(&nr, "relay", &work, "");
    eprintln!(
        "relay restarted at plies {} / {}",
        ply_of(&work, "host"),
        ply_of(&work, "guest")
    );
    let wait = |c: &mut Child, who: &str| {
        let end = Instant::now() + Duration::from_secs(240);
        loop {
            if let Some(st) = c.try_wait().unwrap() {
                return st;
            }
            if Instant::now() > end {
                let _ = c.kill();
                panic!("{who} did not finish\n{}", logs());
            }
            std::thread::sleep(Duration::from_millis(50));
        }
    };
    let hs = wait(&mut host, "host");
    let gs = wait(&mut guest, "guest");
    let _ = relay.kill();
    let _ = relay.wait();
    assert!(hs.success() && gs.success(), "devices failed\n{}", logs());
    let (fh, fg) = (
        read(&work.join("final-host")),
        read(&work.join("final-guest")),
    );
    assert_eq!(
        fh,
        line().join(" "),
        "the host finished the whole line\n{}",
        logs()
    );
    assert_eq!(fh, fg, "both devices have the same game");
    for who in ["host", "guest"] {
        let times = read(&work.join(format!("resumes-{who}")));
        eprintln!("{who}: connection lost and back at plies {}", times.trim());
        assert!(
            times.lines().count() >= 2,
            "{who} resumed after the cut and after the relay restart\n{}",
            logs()
        );
    }
}

fn role_main(role: &str, work: &Path, relay: &str) {
    if role == "relay" {
        let _r = relay::TestRelay::start_on("0.0.0.0", PORT);
        std::fs::write(work.join("relay-ready"), "").unwrap();
        loop {
            std::thread::sleep(Duration::from_secs(60));
        }
    }
    let d = device(&work.join(format!("{role}-data")));
    let host = role == "host";
    if host {
        let s = d
            .core
            .lan_host(LanHostOptions {
                profile: ProfileIdDto::Xiangqi,
                host_side: SideDto::First,
                move_timer_secs: None,
                name: "H".into(),
                handicap: None,
                relays: Some(vec![relay.to_string()]),
                clock: None,
            })
            .unwrap();
        std::fs::write(work.join("host.txt"), s.invite_code.unwrap()).unwrap();
    } else {
        let end = Instant::now() + T;
        let code = loop {
            let t = read(&work.join("host.txt"));
            if !t.is_empty() {
                break t;
            }
            assert!(Instant::now() < end, "no host");
            std::thread::sleep(Duration::from_millis(20));
        };
        // A lossy link may lose the first offer: try again, as a player would.
        let mut tries = 0;
        loop {
            let r = d.core.lan_join(LanJoinRequest {
                address: String::new(),
                code: String::new(),
                name: "G".into(),
                invitation: Some(code.clone()),
                relays: Some(vec![relay.to_string()]),
            });
            match r {
                Ok(_) => break,
                Err(e) if tries < 5 && e.kind != janggi::error::ErrorKind::JoinRefused => {
                    tries += 1;
                    eprintln!("guest: join failed ({e:?}), again");
                }
                Err(e) => panic!("guest: cannot join: {e:?}"),
            }
        }
    }
    d.wait_status("in game", |s| s.in_game);
    let line = line();
    let other = if host { "guest" } else { "host" };
    let end = Instant::now() + Duration::from_secs(400);
    let mut lost_at: Option<u32> = None;
    let mut resumes = String::new();
    loop {
        assert!(Instant::now() < end, "{role}: the game did not finish");
        let v = d.view();
        let st = d.status();
        std::fs::write(work.join(format!("ply-{role}")), v.ply.to_string()).unwrap();
        if st.link == Some(LanLink::Reconnecting) && lost_at.is_none() {
            lost_at = Some(v.ply);
            std::fs::write(
                work.join(format!("lost-{role}")),
                format!("{} at {}", v.ply, now_ms()),
            )
            .unwrap();
        }
        if let (Some(at), Some(LanLink::Connected)) = (lost_at, st.link) {
            resumes.push_str(&format!("{at} -> {} at {}\n", v.ply, now_ms()));
            std::fs::write(work.join(format!("resumes-{role}")), &resumes).unwrap();
            lost_at = None;
        }
        let n = v.ply as usize;
        if n >= line.len() {
            if ply_of(work, other) as usize >= line.len() && st.link == Some(LanLink::Connected) {
                break;
            }
        } else if matches!(v.phase, Phase::Playing)
            && !v.legal_moves.is_empty()
            && st.link == Some(LanLink::Connected)
        {
            let (from, to) = squares(line[n]);
            if let Err(e) = d.core.make_move(from, to) {
                eprintln!("{role}: move {} ({}) refused: {e:?}", n + 1, line[n]);
            }
        }
        std::thread::sleep(Duration::from_millis(30));
    }
    let v = d.view();
    let moves: Vec<String> = v.moves.iter().map(|m| m.uci.clone()).collect();
    std::fs::write(work.join(format!("final-{role}")), moves.join(" ")).unwrap();
    std::thread::sleep(Duration::from_millis(1500));
}
