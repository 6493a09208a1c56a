//! Two peers in one process, each a `GameSync` with its connection: the
//! helpers both transports' tests share (LAN loopback, relays).
#![allow(dead_code)]

use janggi_net::*;
use std::time::Duration;

/// How long a peer waits for the next message.
pub const WAIT: Duration = Duration::from_secs(15);

pub struct Peer {
    pub sync: GameSync,
    pub conn: Connection,
}

impl Peer {
    /// Receives one game message, handles it and sends the reply.
    pub fn pump(&mut self) -> Vec<Event> {
        match self.conn.recv_timeout(WAIT) {
            Some(ConnEvent::Msg(m)) => {
                let r = self.sync.handle(m);
                if let Some(reply) = r.reply {
                    self.conn.send(&reply).unwrap();
                }
                r.events
            }
            other => panic!("unexpected {other:?}"),
        }
    }
}

/// `a` sends `msg`, `b` handles it.
pub fn deliver(a: &mut Peer, b: &mut Peer, msg: Msg) -> Vec<Event> {
    a.conn.send(&msg).unwrap();
    b.pump()
}

/// The peer to move moves `uci`; the other checks the Moved event.
pub fn play(h: &mut Peer, j: &mut Peer, uci: &str) -> Vec<Event> {
    let turn = h.sync.turn().expect("game on");
    assert_eq!(j.sync.turn(), Some(turn));
    let (a, b) = if h.sync.my_side() == turn {
        (h, j)
    } else {
        (j, h)
    };
    assert!(a.sync.my_turn() && !b.sync.my_turn());
    let ply = a.sync.ply();
    let msg = if uci == "pass" {
        a.sync.pass().unwrap()
    } else {
        a.sync.play_uci(uci).unwrap()
    };
    let ev = deliver(a, b, msg);
    assert!(
        matches!(&ev[0], Event::Moved { ply: p, side, .. } if *p == ply && *side == turn),
        "{ev:?}"
    );
    assert_eq!(a.sync.hash(), b.sync.hash());
    ev
}

pub fn same(h: &Peer, j: &Peer) {
    assert_eq!(h.sync.moves(), j.sync.moves());
    assert_eq!(h.sync.hash(), j.sync.hash());
    assert_eq!(h.sync.finish(), j.sync.finish());
    assert_eq!(
        h.sync.game().map(|g| g.position().fen()),
        j.sync.game().map(|g| g.position().fen())
    );
}
