//! Nothing listens unless the player hosts: this process's own sockets
//! (from /proc/self/fd, matched in /proc/net/{tcp,tcp6,udp,udp6}) show no
//! listening TCP port and no bound UDP port before hosting, one listener
//! (plus the mDNS advert) while hosting, and none again after leaving.
//! Its own test binary, so no other test hosts at the same time.

mod lan_support;

use janggi::dto::{LanHostOptions, ProfileIdDto, SideDto};
use lan_support::*;
use std::collections::HashSet;

/// Socket inodes this process holds.
fn my_socket_inodes() -> HashSet<String> {
    let mut out = HashSet::new();
    for e in std::fs::read_dir("/proc/self/fd").unwrap().flatten() {
        if let Ok(target) = std::fs::read_link(e.path()) {
            let t = target.to_string_lossy().to_string();
            if let Some(inode) = t.strip_prefix("socket:[").and_then(|s| s.strip_suffix(']')) {
                out.insert(inode.to_string());
            }
        }
    }
    out
}

/// (TCP listening ports, UDP bound ports) of this process.
fn open_ports() -> (Vec<u16>, Vec<u16>) {
    let mine = my_socket_inodes();
    let ports = |files: &[&str], listen_only: bool| {
        let mut v = Vec::new();
        for f in files {
            let Ok(text) = std::fs::read_to_string(f) else {
                continue;
            };
            for line in text.lines().skip(1) {
                let cols: Vec<&str> = line.split_whitespace().collect();
                if cols.len() < 10 || !mine.contains(cols[9]) {
                    continue;
                }
                if listen_only && cols[3] != "0A" {
                    continue;
                }
                let port = cols[1].rsplit(':').next().unwrap();
                v.push(u16::from_str_radix(port, 16).unwrap());
            }
        }
        v
    };
    (
        ports(&["/proc/net/tcp", "/proc/net/tcp6"], true),
        ports(&["/proc/net/udp", "/proc/net/udp6"], false),
    )
}

#[test]
fn no_port_is_open_unless_hosting() {
    if !std::path::Path::new("/proc/self/fd").exists() {
        eprintln!("SKIP: no /proc on this system");
        return;
    }
    let d = device(&dir("no-listener"));
    assert_eq!(open_ports(), (vec![], vec![]), "before hosting");
    // A game on this device alone opens nothing either.
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
    let port: u16 = s
        .address
        .unwrap()
        .rsplit(':')
        .next()
        .unwrap()
        .parse()
        .unwrap();
    let (tcp, _udp) = open_ports();
    assert_eq!(tcp, vec![port], "while hosting: the game's port only");
    d.core.lan_leave();
    assert_eq!(open_ports(), (vec![], vec![]), "after leaving");
    assert!(std::net::TcpStream::connect(("127.0.0.1", port)).is_err());
}
