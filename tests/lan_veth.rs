//! A real link cut: two network namespaces joined by a veth pair (created
//! here, as root), the host app core in one, the joiner in the other. Mid-game
//! the link goes down for a few seconds; both sides see the drop, the joiner
//! reconnects when the link is back, and the game goes on from the last agreed
//! ply to the same moves on both sides.
//!
//! Skipped (with a message saying why) where namespaces cannot be made: not
//! root, no `ip`, or a container without the capability. The test binary runs
//! itself inside each namespace (`ip netns exec`) for the two devices.

mod lan_support;

use janggi::dto::{LanHostOptions, LanJoinRequest, LanLink, Phase, ProfileIdDto, SideDto};
use lan_support::*;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

const TEST: &str = "a_cut_link_between_two_network_namespaces_resumes_the_game";
const LINE: &str = "b3c3 b8c8 c3c7 c8c4 g4g5 e7e6 a1a2 a10a9 a2c2 h8h4 e4e5 c4f4 e5e6 h4a4 c2c4 b10a8 h3e3 f4e4 c4e4 a8c7 e4a4 g10e8 e6d6 f10e9";
const HOST_IP: &str = "10.231.7.1";
const JOIN_IP: &str = "10.231.7.2";

fn spawn(ns: &str, role: &str, work: &Path, bind: &str) -> Child {
    let exe = std::env::current_exe().unwrap();
    let log = std::fs::File::create(work.join(format!("{role}.log"))).unwrap();
    Command::new("ip")
        .args(["netns", "exec", ns])
        .arg(exe)
        .args(["--exact", TEST, "--nocapture", "--test-threads=1"])
        .env("JANGGI_VETH_ROLE", role)
        .env("JANGGI_VETH_DIR", work)
        .env("JANGGI_LAN_BIND", bind)
        .env("JANGGI_LAN_IDLE_MS", "1200")
        .stdout(Stdio::from(log.try_clone().unwrap()))
        .stderr(Stdio::from(log))
        .spawn()
        .expect("spawn the device in its namespace")
}

#[test]
fn a_cut_link_between_two_network_namespaces_resumes_the_game() {
    if let Ok(role) = std::env::var("JANGGI_VETH_ROLE") {
        let work = PathBuf::from(std::env::var("JANGGI_VETH_DIR").unwrap());
        return device_main(&role, &work);
    }
    let tag = std::process::id() % 100_000;
    let (nh, nj) = (format!("jgh{tag}"), format!("jgj{tag}"));
    let (vh, vj) = (format!("vh{tag}"), format!("vj{tag}"));
    if let Err(e) = ip(&["netns", "add", &nh]) {
        eprintln!(
            "SKIP: network namespaces are not available here (needs root and `ip netns`): {e}"
        );
        return;
    }
    let _guard = Namespaces(vec![nh.clone(), nj.clone()]);
    let steps: Vec<Vec<&str>> = vec![
        vec!["netns", "add", &nj],
        vec!["link", "add", &vh, "type", "veth", "peer", "name", &vj],
        vec!["link", "set", &vh, "netns", &nh],
        vec!["link", "set", &vj, "netns", &nj],
        vec!["-n", &nh, "addr", "add", "10.231.7.1/24", "dev", &vh],
        vec!["-n", &nj, "addr", "add", "10.231.7.2/24", "dev", &vj],
        vec!["-n", &nh, "link", "set", &vh, "up"],
        vec!["-n", &nj, "link", "set", &vj, "up"],
        vec!["-n", &nh, "link", "set", "lo", "up"],
        vec!["-n", &nj, "link", "set", "lo", "up"],
    ];
    for s in &steps {
        if let Err(e) = ip(s) {
            eprintln!("SKIP: cannot build the veth pair here: {e}");
            return;
        }
    }
    let work = dir("veth");
    let mut host = spawn(&nh, "host", &work, HOST_IP);
    let mut joiner = spawn(&nj, "join", &work, JOIN_IP);
    let logs = || {
        format!(
            "host log:\n{}\njoin log:\n{}",
            read(&work.join("host.log")),
            read(&work.join("join.log"))
        )
    };

    // Mid-game: both at ply 6 or more.
    let end = Instant::now() + Duration::from_secs(90);
    while ply_of(&work, "host") < 6 || ply_of(&work, "join") < 6 {
        assert!(Instant::now() < end, "no game reached ply 6\n{}", logs());
        let early = host.try_wait().unwrap().is_some() || joiner.try_wait().unwrap().is_some();
        assert!(!early, "a device stopped before ply 6\n{}", logs());
        std::thread::sleep(Duration::from_millis(50));
    }
    // Cut the link for four seconds.
    let cut_at = (ply_of(&work, "host"), ply_of(&work, "join"));
    ip(&["-n", &nh, "link", "set", &vh, "down"]).unwrap();
    std::thread::sleep(Duration::from_secs(4));
    let lost = work.join("lost-host").exists() && work.join("lost-join").exists();
    ip(&["-n", &nh, "link", "set", &vh, "up"]).unwrap();
    assert!(
        lost,
        "both devices see the drop while the link is down\n{}",
        logs()
    );
    eprintln!("cut at plies {cut_at:?}");

    let wait = |c: &mut Child, who: &str| loop {
        if let Some(st) = c.try_wait().unwrap() {
            return st;
        }
        if Instant::now() > end + Duration::from_secs(60) {
            let _ = c.kill();
            panic!("{who} did not finish\n{}", logs());
        }
        std::thread::sleep(Duration::from_millis(50));
    };
    let hs = wait(&mut host, "host");
    let js = wait(&mut joiner, "joiner");
    assert!(hs.success() && js.success(), "devices failed\n{}", logs());
    let (fh, fj) = (
        read(&work.join("final-host")),
        read(&work.join("final-join")),
    );
    assert_eq!(fh, LINE, "the host finished the whole line\n{}", logs());
    assert_eq!(fh, fj, "both devices have the same game");
    assert!(work.join("resumed-join").exists(), "the joiner reconnected");
}

/// One device inside its namespace: hosts (or joins), plays its side of
/// `LINE`, reports its ply, whether it saw the link drop and its final moves.
fn device_main(role: &str, work: &Path) {
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
                relays: None,
                clock: None,
            })
            .unwrap();
        std::fs::write(
            work.join("host.txt"),
            format!("{} {}", s.address.unwrap(), s.code.unwrap()),
        )
        .unwrap();
    } else {
        let end = Instant::now() + T;
        let text = loop {
            let t = read(&work.join("host.txt"));
            if !t.is_empty() {
                break t;
            }
            assert!(Instant::now() < end, "no host");
            std::thread::sleep(Duration::from_millis(20));
        };
        let (addr, code) = text.split_once(' ').unwrap();
        d.core
            .lan_join(LanJoinRequest {
                address: addr.into(),
                code: code.into(),
                name: "J".into(),
                invitation: None,
                relays: None,
            })
            .unwrap();
    }
    d.wait_status("in game", |s| s.in_game);
    let line: Vec<&str> = LINE.split(' ').collect();
    let other = if host { "join" } else { "host" };
    let end = Instant::now() + Duration::from_secs(120);
    let mut was_lost = false;
    loop {
        assert!(Instant::now() < end, "{role}: the game did not finish");
        let v = d.view();
        let st = d.status();
        std::fs::write(work.join(format!("ply-{role}")), v.ply.to_string()).unwrap();
        if st.link == Some(LanLink::Reconnecting) && !was_lost {
            was_lost = true;
            std::fs::write(work.join(format!("lost-{role}")), v.ply.to_string()).unwrap();
        }
        if was_lost && st.link == Some(LanLink::Connected) {
            std::fs::write(work.join(format!("resumed-{role}")), v.ply.to_string()).unwrap();
        }
        let n = v.ply as usize;
        if n >= line.len() {
            if ply_of(work, other) as usize >= line.len() && st.link == Some(LanLink::Connected) {
                break;
            }
        } else if matches!(v.phase, Phase::Playing) && !v.legal_moves.is_empty() {
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
    // Let the other device see our last ply before leaving.
    std::thread::sleep(Duration::from_millis(500));
}
