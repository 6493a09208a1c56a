//! Two peers in one process over 127.0.0.1: full games, resume after a
//! dropped connection, join-code lock-out, malformed input, closed port.
//! Only loopback addresses are used.

use std::io::{Read, Write};
use std::net::{SocketAddr, TcpListener, TcpStream};
use std::thread;
use std::time::{Duration, Instant};

use janggi_net::auth::{join_proof, new_nonce};
use janggi_net::*;
use janggi_rules::{EndReason, JanggiSetup, Outcome, ProfileId, Side};
use rand::{Rng, SeedableRng};

const T: Duration = Duration::from_secs(10);

#[path = "common/games.rs"]
mod games;
#[path = "common/peer.rs"]
mod peer;
use games::{JANGGI_MATE, XIANGQI_MATE};
use peer::{deliver, play, same, Peer};

fn loopback() -> SocketAddr {
    "127.0.0.1:0".parse().unwrap()
}

fn host_cfg(settings: GameSettings, code: &str) -> HostConfig {
    let mut cfg = HostConfig::new(loopback(), "Host player", "0.1.0", settings);
    cfg.code = JoinCode::parse(code).unwrap();
    cfg
}

fn join_req(auth: JoinAuth) -> JoinRequest {
    JoinRequest {
        name: "Joiner".into(),
        app_version: "0.1.0".into(),
        auth,
        connect_timeout: Duration::from_secs(2),
        limits: Limits::default(),
    }
}

/// Starts a host, joins it; returns (host, host peer, joiner peer, token).
fn connect(settings: GameSettings) -> (Host, Peer, Peer, String) {
    let host = Host::start(host_cfg(settings.clone(), "314159")).unwrap();
    let addr = host.local_addr();
    assert!(addr.ip().is_loopback());
    let j = thread::spawn(move || {
        join(
            addr,
            &join_req(JoinAuth::Code(JoinCode::parse("314159").unwrap())),
        )
    });
    let p = match host.recv_timeout(T) {
        Some(HostEvent::Joined(p)) => p,
        other => panic!("{other:?}"),
    };
    assert_eq!(p.name, "Joiner");
    assert!(p.resume.is_none());
    let jh = j.join().unwrap().unwrap();
    assert_eq!(jh.host_name, "Host player");
    assert_eq!(jh.settings.as_ref(), Some(&settings));
    assert_eq!(host.token().as_deref(), Some(jh.token.as_str()));
    let hp = Peer {
        sync: GameSync::new(Role::Host, settings).unwrap(),
        conn: p.conn,
    };
    let jp = Peer {
        sync: GameSync::new(Role::Joiner, jh.settings.unwrap()).unwrap(),
        conn: jh.conn,
    };
    let token = jh.token;
    (host, hp, jp, token)
}

/// A legal move of the side to move that is not a pass.
fn some_move(p: &Peer) -> String {
    let g = p.sync.game().unwrap();
    let m = g
        .legal_moves()
        .iter()
        .copied()
        .find(|m| !m.is_pass())
        .unwrap();
    janggi_rules::notation::uci(g.position(), m)
}

#[test]
fn janggi_game_with_setups_passes_undos_and_checkmate() {
    // The host plays Han, so it chooses its setup first.
    let settings = GameSettings::new(ProfileId::JanggiStandard, Side::Second, Some(90));
    let (host, mut h, mut j, _) = connect(settings);
    assert_eq!(h.sync.my_side(), Side::Second);
    assert_eq!(j.sync.my_side(), Side::First);

    // Cho may not choose before Han.
    assert_eq!(
        j.sync.choose_setup(JanggiSetup::ALL[1]),
        Err(SyncError::NotYourTurn)
    );
    assert_eq!(j.sync.play_uci("a4b4"), Err(SyncError::WrongPhase));
    let m = h.sync.choose_setup(JanggiSetup::ALL[0]).unwrap();
    assert_eq!(
        deliver(&mut h, &mut j, m),
        vec![Event::SetupChosen {
            side: Side::Second,
            setup: JanggiSetup::ALL[0]
        }]
    );
    // Cho saw Han's choice and chooses.
    let m = j.sync.choose_setup(JanggiSetup::ALL[1]).unwrap();
    assert_eq!(
        deliver(&mut j, &mut h, m),
        vec![
            Event::SetupChosen {
                side: Side::First,
                setup: JanggiSetup::ALL[1]
            },
            Event::Started
        ]
    );
    same(&h, &j);
    // Standard Janggi has no draws: no offers.
    assert_eq!(h.sync.offer_draw(), Err(SyncError::NoDraws));

    let line: Vec<&str> = JANGGI_MATE.split(' ').collect();
    for (i, uci) in line.iter().enumerate() {
        match i {
            4 => {
                // Cho passes, Han replies, Cho asks to take both back: accepted.
                play(&mut h, &mut j, "pass");
                let reply = some_move(&h);
                play(&mut h, &mut j, &reply);
                let m = j.sync.request_undo().unwrap();
                assert_eq!(
                    deliver(&mut j, &mut h, m),
                    vec![Event::UndoRequested { plies: 2 }]
                );
                let m = h.sync.answer_undo(true).unwrap();
                assert_eq!(
                    deliver(&mut h, &mut j, m),
                    vec![Event::UndoDone { plies: 2 }]
                );
                assert_eq!(h.sync.ply(), 4);
                same(&h, &j);
            }
            7 => {
                // Han passes and takes it back (accepted).
                play(&mut h, &mut j, "pass");
                let m = h.sync.request_undo().unwrap();
                assert_eq!(
                    deliver(&mut h, &mut j, m),
                    vec![Event::UndoRequested { plies: 1 }]
                );
                let m = j.sync.answer_undo(true).unwrap();
                assert_eq!(
                    deliver(&mut j, &mut h, m),
                    vec![Event::UndoDone { plies: 1 }]
                );
                same(&h, &j);
            }
            _ => {}
        }
        let ev = play(&mut h, &mut j, uci);
        if i == 10 {
            // Cho asks to take back ply 10: refused, the move stands.
            let m = j.sync.request_undo().unwrap();
            assert_eq!(j.sync.request_undo(), Err(SyncError::Pending));
            assert_eq!(
                deliver(&mut j, &mut h, m),
                vec![Event::UndoRequested { plies: 1 }]
            );
            let m = h.sync.answer_undo(false).unwrap();
            assert_eq!(deliver(&mut h, &mut j, m), vec![Event::UndoRefused]);
            assert_eq!(h.sync.ply(), 11);
        }
        if i == line.len() - 1 {
            let mate = Finish::Rules(Outcome::Decisive {
                winner: Side::First,
                reason: EndReason::Checkmate,
            });
            assert_eq!(ev.last(), Some(&Event::Finished(mate)));
        }
    }
    same(&h, &j);
    let mate = Finish::Rules(Outcome::Decisive {
        winner: Side::First,
        reason: EndReason::Checkmate,
    });
    assert_eq!(h.sync.finish(), Some(mate));
    assert_eq!(h.sync.moves().len(), 25);
    assert_eq!(h.sync.play_uci("e9e9"), Err(SyncError::GameOver));
    j.conn.close("game over");
    assert!(matches!(
        h.conn.recv_timeout(T),
        Some(ConnEvent::Closed(CloseReason::Bye(_)))
    ));
    host.stop();
}

#[test]
fn xiangqi_game_with_declined_draw_and_checkmate() {
    let settings = GameSettings::new(ProfileId::Xiangqi, Side::First, None);
    let (host, mut h, mut j, _) = connect(settings);
    // Xiangqi has no setup phase and no pass.
    assert_eq!(
        h.sync.choose_setup(JanggiSetup::ALL[0]),
        Err(SyncError::WrongPhase)
    );
    assert!(matches!(h.sync.pass(), Err(SyncError::Illegal(_))));
    for (i, uci) in XIANGQI_MATE.split(' ').enumerate() {
        if i == 20 {
            let m = j.sync.offer_draw().unwrap();
            assert_eq!(deliver(&mut j, &mut h, m), vec![Event::DrawOffered]);
            let m = h.sync.answer_draw(false).unwrap();
            assert_eq!(deliver(&mut h, &mut j, m), vec![Event::DrawDeclined]);
        }
        play(&mut h, &mut j, uci);
    }
    same(&h, &j);
    assert_eq!(
        j.sync.finish(),
        Some(Finish::Rules(Outcome::Decisive {
            winner: Side::First,
            reason: EndReason::Checkmate
        }))
    );
    host.stop();
}

#[test]
fn xiangqi_draw_by_agreement_and_janggi_resignation() {
    let (host, mut h, mut j, _) =
        connect(GameSettings::new(ProfileId::Xiangqi, Side::Second, None));
    play(&mut h, &mut j, "h3e3");
    // Black offers on its own turn; Red accepts.
    let m = h.sync.offer_draw().unwrap();
    assert_eq!(deliver(&mut h, &mut j, m), vec![Event::DrawOffered]);
    let m = j.sync.answer_draw(true).unwrap();
    assert_eq!(
        deliver(&mut j, &mut h, m),
        vec![Event::Finished(Finish::DrawAgreed)]
    );
    same(&h, &j);
    assert_eq!(h.sync.forced(), Some(Forced::DrawAgreed));
    drop((h, j));
    host.stop();

    let (host, mut h, mut j, _) = connect(GameSettings::new(
        ProfileId::JanggiTraditional,
        Side::First,
        None,
    ));
    let m = j.sync.choose_setup(JanggiSetup::ALL[2]).unwrap();
    deliver(&mut j, &mut h, m);
    let m = h.sync.choose_setup(JanggiSetup::ALL[3]).unwrap();
    deliver(&mut h, &mut j, m);
    play(&mut h, &mut j, "a4b4");
    let m = j.sync.resign().unwrap();
    let resigned = Finish::Rules(Outcome::Decisive {
        winner: Side::First,
        reason: EndReason::Resignation,
    });
    assert_eq!(deliver(&mut j, &mut h, m), vec![Event::Finished(resigned)]);
    same(&h, &j);
    host.stop();
}

/// Rejoins with the joiner's resume claim; the host answers.
fn rejoin(host: &Host, h: &mut Peer, j: &mut Peer, token: &str) -> Vec<Event> {
    let (ply, hash, setups) = j.sync.resume_claim();
    let addr = host.local_addr();
    let token = token.to_string();
    let t = thread::spawn(move || {
        join(
            addr,
            &join_req(JoinAuth::Resume {
                token,
                ply,
                hash,
                setups,
            }),
        )
        .unwrap()
    });
    let p = match host.recv_timeout(T) {
        Some(HostEvent::Joined(p)) => p,
        other => panic!("{other:?}"),
    };
    let (ply, hash, setups) = p.resume.clone().expect("a resume");
    let r = h.sync.answer_resume(ply, &hash, setups);
    assert!(
        matches!(r.events[..], [Event::Resumed { .. }]),
        "{:?}",
        r.events
    );
    p.conn.send(&r.reply.unwrap()).unwrap();
    h.conn = p.conn;
    let jh = t.join().unwrap();
    assert!(jh.settings.is_none());
    j.conn = jh.conn;
    j.pump()
}

#[test]
fn dropped_connection_resumes_at_the_same_ply() {
    let settings = GameSettings::new(ProfileId::JanggiFairyStockfish, Side::First, Some(60));
    let (host, mut h, mut j, token) = connect(settings);
    let m = j.sync.choose_setup(JanggiSetup::ALL[0]).unwrap();
    deliver(&mut j, &mut h, m);
    let m = h.sync.choose_setup(JanggiSetup::ALL[0]).unwrap();
    deliver(&mut h, &mut j, m);
    let legal = some_move;
    for _ in 0..6 {
        let mv = legal(if h.sync.my_turn() { &h } else { &j });
        play(&mut h, &mut j, &mv);
    }
    assert_eq!(h.sync.ply(), 6);

    // 1. The link drops; the host moves, but the move never arrives.
    j.conn.shutdown();
    assert!(matches!(h.conn.recv_timeout(T), Some(ConnEvent::Closed(_))));
    let mv = legal(&h);
    let _lost = h.sync.play_uci(&mv).unwrap();
    assert_eq!((h.sync.ply(), j.sync.ply()), (7, 6));
    let ev = rejoin(&host, &mut h, &mut j, &token);
    assert_eq!(
        ev,
        vec![Event::Resumed {
            from: 6,
            applied: 1,
            rolled_back: 0
        }]
    );
    same(&h, &j);

    // 2. The joiner moves just as the link drops: the host never had it.
    let mv = legal(&j);
    let _lost = j.sync.play_uci(&mv).unwrap();
    j.conn.shutdown();
    assert!(matches!(h.conn.recv_timeout(T), Some(ConnEvent::Closed(_))));
    assert_eq!((h.sync.ply(), j.sync.ply()), (7, 8));
    let ev = rejoin(&host, &mut h, &mut j, &token);
    assert_eq!(
        ev,
        vec![Event::Resumed {
            from: 7,
            applied: 0,
            rolled_back: 1
        }]
    );
    same(&h, &j);
    // The joiner plays again and the game goes on over the new connection.
    play(&mut h, &mut j, &mv);
    let mv = legal(&h);
    play(&mut h, &mut j, &mv);
    same(&h, &j);
    assert_eq!(h.sync.ply(), 9);

    // 3. A joiner restarted from its saved game resumes too.
    let saved = GameSync::restore(
        Role::Joiner,
        j.sync.settings().clone(),
        j.sync.setups(),
        &j.sync.moves()[..5],
        None,
    )
    .unwrap();
    j.sync = saved;
    j.conn.shutdown();
    let ev = rejoin(&host, &mut h, &mut j, &token);
    assert_eq!(
        ev,
        vec![Event::Resumed {
            from: 5,
            applied: 4,
            rolled_back: 0
        }]
    );
    same(&h, &j);

    // 4. A forged resume token is refused.
    let addr = host.local_addr();
    let (ply, hash, setups) = j.sync.resume_claim();
    let e = join(
        addr,
        &join_req(JoinAuth::Resume {
            token: "00".repeat(16),
            ply,
            hash,
            setups,
        }),
    )
    .unwrap_err();
    assert!(
        matches!(
            e,
            JoinError::Refused {
                code: ErrorCode::BadToken,
                ..
            }
        ),
        "{e:?}"
    );
    // And the code is spent once a player joined.
    let e = join(
        addr,
        &join_req(JoinAuth::Code(JoinCode::parse("314159").unwrap())),
    )
    .unwrap_err();
    assert!(
        matches!(
            e,
            JoinError::Refused {
                code: ErrorCode::Busy,
                ..
            }
        ),
        "{e:?}"
    );
    host.stop();
}

#[test]
fn histories_that_differ_are_a_disagreement() {
    let settings = GameSettings::new(ProfileId::Xiangqi, Side::First, None);
    let mut h = GameSync::new(Role::Host, settings.clone()).unwrap();
    let mut j = GameSync::new(Role::Joiner, settings).unwrap();
    h.play_uci("h3e3").unwrap();
    // The joiner somehow has another first move.
    let mut other = GameSync::restore(
        Role::Host,
        j.settings().clone(),
        Setups::default(),
        &["b3e3".into()],
        None,
    )
    .unwrap();
    let (ply, hash, setups) = (other.ply(), other.hash(), other.setups());
    let r = h.answer_resume(ply, &hash, setups);
    assert_eq!(
        r.events,
        vec![Event::Disagreement(Disagreement::History {
            ours: 1,
            theirs: 1
        })]
    );
    assert!(matches!(
        r.reply,
        Some(Msg::Error {
            code: ErrorCode::Disagreement,
            ..
        })
    ));
    assert_eq!(h.moves(), ["h3e3"]);
    // A resume that does not extend the joiner's moves is refused, unchanged.
    let forged = Msg::Resume {
        settings: j.settings().clone(),
        setups: Setups::default(),
        ply: 2,
        hash: "00".into(),
        from: 0,
        moves: vec!["h3e3".into(), "h8e8".into()],
        forced: None,
    };
    let r = j.handle(forged);
    assert_eq!(
        r.events,
        vec![Event::Disagreement(Disagreement::History {
            ours: 0,
            theirs: 2
        })]
    );
    assert_eq!(j.ply(), 0);
    // A move for another ply is a disagreement, not applied.
    let r = j.handle(Msg::Move {
        ply: 3,
        uci: "h3e3".into(),
    });
    assert_eq!(
        r.events,
        vec![Event::Disagreement(Disagreement::PlyMismatch {
            ours: 0,
            theirs: 3
        })]
    );
    let r = other.handle(Msg::Move {
        ply: 1,
        uci: "a1a9".into(),
    });
    assert!(matches!(
        &r.events[..],
        [Event::Disagreement(Disagreement::IllegalMove {
            ply: 1,
            ..
        })]
    ));
    assert_eq!(other.ply(), 1);
}

#[test]
fn wrong_join_code_is_refused_and_locks() {
    let settings = GameSettings::new(ProfileId::JanggiStandard, Side::First, None);
    let host = Host::start(host_cfg(settings, "271828")).unwrap();
    let addr = host.local_addr();
    let code = |c: &str| JoinAuth::Code(JoinCode::parse(c).unwrap());
    for left in [2, 1] {
        let e = join(addr, &join_req(code("000000"))).unwrap_err();
        match e {
            JoinError::Refused {
                code: ErrorCode::WrongCode,
                text,
            } => {
                assert!(text.contains(&left.to_string()), "{text}")
            }
            e => panic!("{e:?}"),
        }
    }
    let e = join(addr, &join_req(code("999999"))).unwrap_err();
    assert!(
        matches!(
            e,
            JoinError::Refused {
                code: ErrorCode::Locked,
                ..
            }
        ),
        "{e:?}"
    );
    assert!(host.locked());
    // Now even the right code is refused.
    let e = join(addr, &join_req(code("271828"))).unwrap_err();
    assert!(
        matches!(
            e,
            JoinError::Refused {
                code: ErrorCode::Locked,
                ..
            }
        ),
        "{e:?}"
    );
    let mut refused = Vec::new();
    while let Some(HostEvent::Refused { code, addr }) =
        host.recv_timeout(Duration::from_millis(500))
    {
        assert!(addr.is_some_and(|a| a.ip().is_loopback()));
        refused.push(code);
    }
    assert_eq!(
        refused,
        [
            ErrorCode::WrongCode,
            ErrorCode::WrongCode,
            ErrorCode::Locked,
            ErrorCode::Locked
        ]
    );
    // A new hosting session has a new code and its own tries.
    host.stop();
    let host = Host::start(HostConfig::new(
        loopback(),
        "H",
        "0.1.0",
        GameSettings::new(ProfileId::JanggiStandard, Side::First, None),
    ))
    .unwrap();
    assert!(!host.locked());
    host.stop();
}

fn frame(payload: &[u8]) -> Vec<u8> {
    let mut f = (payload.len() as u32).to_be_bytes().to_vec();
    f.extend_from_slice(payload);
    f
}

fn read_frame(s: &mut TcpStream) -> Msg {
    let mut len = [0u8; 4];
    s.read_exact(&mut len).unwrap();
    let mut p = vec![0u8; u32::from_be_bytes(len) as usize];
    s.read_exact(&mut p).unwrap();
    decode(&p).unwrap()
}

/// A hand-made joiner: does the handshake over a raw socket.
fn raw_join(addr: SocketAddr, code: &str) -> TcpStream {
    let mut s = TcpStream::connect_timeout(&addr, T).unwrap();
    s.set_read_timeout(Some(T)).unwrap();
    let Msg::Challenge { nonce, .. } = read_frame(&mut s) else {
        panic!("challenge")
    };
    let jn = new_nonce();
    let proof = join_proof(&JoinCode::parse(code).unwrap(), &nonce, &jn);
    let hello = Msg::Hello {
        protocol: PROTOCOL_VERSION,
        app: "x".into(),
        name: "raw".into(),
        nonce: jn,
        auth: HelloAuth::Code {
            proof: proof.clone(),
        },
    };
    let bytes = encode(&hello).unwrap();
    // The code itself never goes on the wire.
    assert!(!String::from_utf8_lossy(&bytes).contains(code));
    s.write_all(&bytes).unwrap();
    assert!(matches!(read_frame(&mut s), Msg::Welcome { .. }));
    assert!(matches!(read_frame(&mut s), Msg::Settings { .. }));
    s
}

/// Reads frames until `n` errors came back; returns their codes.
fn errors(s: &mut TcpStream, n: usize) -> Vec<ErrorCode> {
    let mut out = Vec::new();
    while out.len() < n {
        match read_frame(s) {
            Msg::Error { code, .. } => out.push(code),
            Msg::Ping { .. } => {}
            m => panic!("{m:?}"),
        }
    }
    out
}

#[test]
fn malformed_stream_yields_errors_and_never_changes_the_game() {
    let settings = GameSettings::new(ProfileId::JanggiStandard, Side::First, None);
    let host = Host::start(host_cfg(settings.clone(), "111111")).unwrap();
    let mut s = raw_join(host.local_addr(), "111111");
    let Some(HostEvent::Joined(p)) = host.recv_timeout(T) else {
        panic!()
    };
    let mut sync = GameSync::new(Role::Host, settings.clone()).unwrap();
    sync.choose_setup(JanggiSetup::ALL[0]).unwrap_err(); // Cho (host) chooses second
                                                         // Let the peer's Han setup in, then Cho's, so moves can be tried.
    let before_setup = sync.setups();

    let mut rng = rand::rngs::StdRng::seed_from_u64(15);
    let mut sent = Vec::new();
    // random bytes inside well-formed frames
    for _ in 0..5 {
        let n = rng.random_range(1..200);
        let junk: Vec<u8> = (0..n).map(|_| rng.random()).collect();
        sent.extend(frame(&junk));
    }
    // valid JSON that is no message / an unknown type / a known type with bad fields
    for p in [
        &b"[1,2,3]"[..],
        b"{\"type\":\"teleport\"}",
        b"{\"type\":\"move\",\"ply\":\"x\"}",
        b"{}",
    ] {
        sent.extend(frame(p));
    }
    // out-of-turn and out-of-phase messages: a move in the setup phase,
    // Cho's setup sent by Han, a setup number out of range, a hello mid-game
    let msgs = [
        Msg::Move {
            ply: 0,
            uci: "a4b4".into(),
        },
        Msg::Setup {
            side: Seat::First,
            setup: 1,
        },
        Msg::Setup {
            side: Seat::Second,
            setup: 9,
        },
        Msg::TimeOut {
            ply: 0,
            side: Seat::First,
        },
        Msg::Clock {
            ply: 0,
            remaining_ms: 5,
            clock: None,
        },
        Msg::UndoAccept { ply: 0 },
        Msg::DrawOffer { ply: 0 },
    ];
    for m in &msgs {
        sent.extend(encode(m).unwrap());
    }
    s.write_all(&sent).unwrap();
    let codes = errors(&mut s, 9);
    assert!(
        codes
            .iter()
            .all(|c| matches!(c, ErrorCode::Malformed | ErrorCode::Unknown)),
        "{codes:?}"
    );
    assert_eq!(
        codes.iter().filter(|c| **c == ErrorCode::Unknown).count(),
        1
    );
    // The transport reported them; the game messages reach the state machine.
    let mut rejected = 0;
    let mut replies = Vec::new();
    while replies.len() < msgs.len() {
        match p.conn.recv_timeout(T) {
            Some(ConnEvent::Rejected { .. }) => rejected += 1,
            Some(ConnEvent::Msg(m)) => {
                let r = sync.handle(m);
                assert!(
                    matches!(r.events[..], [Event::Rejected { .. }]),
                    "{:?}",
                    r.events
                );
                let reply = r.reply.unwrap();
                p.conn.send(&reply).unwrap();
                replies.push(reply);
            }
            other => panic!("{other:?}"),
        }
    }
    assert_eq!(rejected, 9);
    assert_eq!(errors(&mut s, msgs.len()).len(), msgs.len());
    assert_eq!(sync.setups(), before_setup);
    assert!(sync.game().is_none());

    // Setups done properly; then an illegal move and a move out of turn.
    s.write_all(
        &encode(&Msg::Setup {
            side: Seat::Second,
            setup: 2,
        })
        .unwrap(),
    )
    .unwrap();
    let Some(ConnEvent::Msg(m)) = p.conn.recv_timeout(T) else {
        panic!()
    };
    assert!(matches!(
        sync.handle(m).events[..],
        [Event::SetupChosen { .. }]
    ));
    sync.choose_setup(JanggiSetup::ALL[0]).unwrap();
    let hash = sync.hash();
    for m in [
        Msg::Move {
            ply: 0,
            uci: "a7a6".into(),
        }, // Han moving on Cho's turn
        Msg::Pass { ply: 0 }, // same, as a pass
        Msg::Resume {
            settings,
            setups: Setups::default(),
            ply: 0,
            hash: hash.clone(),
            from: 0,
            moves: vec![],
            forced: None,
        },
        Msg::TimeOut {
            ply: 0,
            side: Seat::First,
        }, // only the host's clock decides
    ] {
        let r = sync.handle(m);
        assert!(
            matches!(r.events[..], [Event::Rejected { .. }]),
            "{:?}",
            r.events
        );
    }
    sync.play_uci("a4b4").unwrap();
    let fen = sync.game().unwrap().position().fen();
    let hash = sync.hash();
    for m in [
        Msg::Move {
            ply: 1,
            uci: "a7a1".into(),
        }, // illegal
        Msg::Move {
            ply: 1,
            uci: "zz".into(),
        }, // not a move
        Msg::Move {
            ply: 0,
            uci: "a7b7".into(),
        }, // wrong ply
    ] {
        let r = sync.handle(m);
        assert!(
            matches!(r.events[..], [Event::Disagreement(_)]),
            "{:?}",
            r.events
        );
    }
    assert_eq!(sync.ply(), 1);
    assert_eq!(sync.game().unwrap().position().fen(), fen);
    assert_eq!(sync.hash(), hash);

    // A huge length closes the connection.
    s.write_all(&u32::MAX.to_be_bytes()).unwrap();
    loop {
        match p.conn.recv_timeout(T) {
            Some(ConnEvent::Closed(r)) => {
                assert_eq!(
                    r,
                    CloseReason::Framing(FrameError::TooLarge(u32::MAX as usize))
                );
                break;
            }
            Some(_) => {}
            None => panic!("not closed"),
        }
    }
    host.stop();
}

#[test]
fn floods_and_silence_close_the_connection() {
    let settings = GameSettings::new(ProfileId::Xiangqi, Side::First, None);
    let mut cfg = host_cfg(settings, "222222");
    cfg.limits.idle_timeout = Duration::from_millis(600);
    cfg.limits.ping_every = Duration::from_secs(60);
    let host = Host::start(cfg).unwrap();
    // A flood of pings: rate-limited, then closed.
    let mut s = raw_join(host.local_addr(), "222222");
    let Some(HostEvent::Joined(p)) = host.recv_timeout(T) else {
        panic!()
    };
    let mut flood = Vec::new();
    for n in 0..200 {
        flood.extend(encode(&Msg::Ping { n }).unwrap());
    }
    s.write_all(&flood).unwrap();
    assert_eq!(
        p.conn.recv_timeout(T),
        Some(ConnEvent::Closed(CloseReason::TooManyErrors))
    );
    drop(p);
    drop(s);
    // A silent peer: closed after the idle timeout (the code is spent, so
    // this one resumes with the token).
    let token = host.token().unwrap();
    let addr = host.local_addr();
    let t = thread::spawn(move || {
        let mut req = join_req(JoinAuth::Resume {
            token,
            ply: 0,
            hash: String::new(),
            setups: Setups::default(),
        });
        req.limits.ping_every = Duration::from_secs(60);
        join(addr, &req).unwrap()
    });
    let Some(HostEvent::Joined(p)) = host.recv_timeout(T) else {
        panic!()
    };
    let _joiner = t.join().unwrap();
    let start = Instant::now();
    assert_eq!(
        p.conn.recv_timeout(T),
        Some(ConnEvent::Closed(CloseReason::Idle))
    );
    assert!(start.elapsed() >= Duration::from_millis(500));
    host.stop();
}

#[test]
fn no_listener_is_left_after_the_host_stops() {
    let settings = GameSettings::new(ProfileId::JanggiStandard, Side::First, None);
    let host = Host::start(host_cfg(settings.clone(), "333333")).unwrap();
    let addr = host.local_addr();
    assert!(TcpStream::connect_timeout(&addr, T).is_ok());
    host.stop();
    // Nothing accepts on the port any more, and it can be bound again.
    assert!(TcpStream::connect_timeout(&addr, Duration::from_secs(2)).is_err());
    let again = TcpListener::bind(addr).unwrap();
    drop(again);
    // Dropping a host closes its port too.
    let host = Host::start(host_cfg(settings, "333333")).unwrap();
    let addr = host.local_addr();
    drop(host);
    assert!(TcpStream::connect_timeout(&addr, Duration::from_secs(2)).is_err());
    // A joiner's connect to a closed port fails with a clear error.
    let e = join(
        addr,
        &join_req(JoinAuth::Code(JoinCode::parse("333333").unwrap())),
    )
    .unwrap_err();
    assert!(matches!(e, JoinError::Io(_)), "{e:?}");
}

#[test]
fn a_joiner_with_another_protocol_version_is_refused() {
    let settings = GameSettings::new(ProfileId::JanggiStandard, Side::First, None);
    let host = Host::start(host_cfg(settings, "444444")).unwrap();
    let mut s = TcpStream::connect_timeout(&host.local_addr(), T).unwrap();
    s.set_read_timeout(Some(T)).unwrap();
    let Msg::Challenge {
        protocol, nonce, ..
    } = read_frame(&mut s)
    else {
        panic!()
    };
    assert_eq!(protocol, PROTOCOL_VERSION);
    let hello = Msg::Hello {
        protocol: PROTOCOL_VERSION + 1,
        app: "9".into(),
        name: "future".into(),
        nonce: new_nonce(),
        auth: HelloAuth::Code {
            proof: join_proof(&JoinCode::parse("444444").unwrap(), &nonce, "x"),
        },
    };
    s.write_all(&encode(&hello).unwrap()).unwrap();
    assert!(matches!(
        read_frame(&mut s),
        Msg::Error {
            code: ErrorCode::BadVersion,
            ..
        }
    ));
    // The refusal used no try.
    assert!(!host.locked());
    host.stop();
}

#[test]
fn silent_connections_do_not_keep_the_player_out() {
    let settings = GameSettings::new(ProfileId::JanggiStandard, Side::First, None);
    let host = Host::start(host_cfg(settings, "555555")).unwrap();
    let addr = host.local_addr();
    // Three peers connect and never speak (handshake timeout: 5 s).
    let silent: Vec<TcpStream> = (0..3)
        .map(|_| TcpStream::connect_timeout(&addr, T).unwrap())
        .collect();
    thread::sleep(Duration::from_millis(100));
    let start = Instant::now();
    let j = join(
        addr,
        &join_req(JoinAuth::Code(JoinCode::parse("555555").unwrap())),
    )
    .unwrap();
    assert!(
        start.elapsed() < Duration::from_secs(2),
        "{:?}",
        start.elapsed()
    );
    assert!(matches!(host.recv_timeout(T), Some(HostEvent::Joined(_))));
    // Past the cap, connections are refused at once.
    let more: Vec<TcpStream> = (0..4)
        .map(|_| TcpStream::connect_timeout(&addr, T).unwrap())
        .collect();
    let mut busy = 0;
    while let Some(ev) = host.recv_timeout(Duration::from_millis(500)) {
        if matches!(
            ev,
            HostEvent::Refused {
                code: ErrorCode::Busy,
                ..
            }
        ) {
            busy += 1;
        }
    }
    assert!(busy >= 1, "{busy}");
    drop((silent, more, j));
    let t = Instant::now();
    host.stop();
    assert!(
        t.elapsed() < Duration::from_secs(2),
        "stop waited {:?}",
        t.elapsed()
    );
}

#[test]
fn the_host_clock_decides_timeouts() {
    let settings = GameSettings::new(ProfileId::Xiangqi, Side::Second, Some(30));
    let (host, mut h, mut j, _) = connect(settings);
    play(&mut h, &mut j, "h3e3");
    let m = h.sync.clock(29_500, None).unwrap();
    assert_eq!(
        deliver(&mut h, &mut j, m),
        vec![Event::Clock {
            ply: 1,
            remaining_ms: 29_500,
            clock: None,
        }]
    );
    // The joiner cannot declare a timeout nor send the clock.
    assert_eq!(j.sync.time_out(Side::Second), Err(SyncError::HostOnly));
    assert_eq!(j.sync.clock(1, None), Err(SyncError::HostOnly));
    let forged = Msg::TimeOut {
        ply: 1,
        side: Seat::Second,
    };
    let ev = deliver(&mut j, &mut h, forged);
    assert!(
        matches!(
            ev[..],
            [Event::Rejected {
                code: ErrorCode::NotAllowed,
                ..
            }]
        ),
        "{ev:?}"
    );
    assert!(matches!(
        j.pump()[..],
        [Event::PeerError {
            code: ErrorCode::NotAllowed,
            ..
        }]
    ));
    assert_eq!(h.sync.finish(), None);
    // The host's own side (Black, to move) runs out.
    let m = h.sync.time_out(Side::Second).unwrap();
    let lost = Finish::Rules(Outcome::Decisive {
        winner: Side::First,
        reason: EndReason::Timeout,
    });
    assert_eq!(deliver(&mut h, &mut j, m), vec![Event::Finished(lost)]);
    same(&h, &j);
    assert_eq!(
        h.sync.forced(),
        Some(Forced::TimedOut { side: Seat::Second })
    );
    host.stop();
}

#[test]
fn a_move_the_host_refuses_is_rolled_back_on_the_joiner() {
    let settings = GameSettings::new(ProfileId::Xiangqi, Side::Second, None);
    let (host, mut h, mut j, _) = connect(settings);
    play(&mut h, &mut j, "h3e3");
    play(&mut h, &mut j, "h8e8");
    // The joiner plays, but what reaches the host is for another ply (a
    // buggy or tampered peer): the host reports it and keeps its game.
    j.sync.play_uci("b1c3").unwrap();
    let ev = deliver(
        &mut j,
        &mut h,
        Msg::Move {
            ply: 7,
            uci: "b1c3".into(),
        },
    );
    assert_eq!(
        ev,
        vec![Event::Disagreement(Disagreement::PlyMismatch {
            ours: 2,
            theirs: 7
        })]
    );
    assert_eq!(h.sync.ply(), 2);
    // The joiner hears the refusal and asks for the host's history...
    let ev = j.pump();
    assert!(
        matches!(
            ev[..],
            [Event::PeerError {
                code: ErrorCode::PlyMismatch,
                ..
            }]
        ),
        "{ev:?}"
    );
    // ...which the host sends...
    assert!(matches!(
        h.pump()[..],
        [Event::Resumed {
            from: 2,
            applied: 0,
            rolled_back: 0
        }]
    ));
    // ...and the joiner's unaccepted move is rolled back.
    assert_eq!(
        j.pump(),
        vec![Event::Resumed {
            from: 2,
            applied: 0,
            rolled_back: 1
        }]
    );
    same(&h, &j);
    play(&mut h, &mut j, "b1c3");
    same(&h, &j);
    host.stop();
}

#[test]
fn a_resignation_or_draw_that_crosses_a_move_ends_both_games_at_the_same_ply() {
    let settings = GameSettings::new(ProfileId::Xiangqi, Side::First, None);
    let (host, mut h, mut j, _) = connect(settings);
    play(&mut h, &mut j, "h3e3");
    play(&mut h, &mut j, "h8e8");
    // Red (host) offers a draw and moves; Black accepts before it sees the move.
    let offer = h.sync.offer_draw().unwrap();
    assert_eq!(deliver(&mut h, &mut j, offer), vec![Event::DrawOffered]);
    let mv = h.sync.play_uci("b1c3").unwrap();
    let accept = j.sync.answer_draw(true).unwrap();
    h.conn.send(&mv).unwrap();
    j.conn.send(&accept).unwrap();
    // The host withdraws its move; the joiner refuses the late move.
    assert_eq!(
        h.pump(),
        vec![
            Event::MoveWithdrawn { ply: 2 },
            Event::Finished(Finish::DrawAgreed)
        ]
    );
    assert!(matches!(
        j.pump()[..],
        [Event::Rejected {
            code: ErrorCode::NotAllowed,
            ..
        }]
    ));
    assert!(matches!(
        h.pump()[..],
        [Event::PeerError {
            code: ErrorCode::NotAllowed,
            ..
        }]
    ));
    same(&h, &j);
    assert_eq!(h.sync.ply(), 2);
    drop((h, j));
    host.stop();

    // Black (joiner) moves while Red (host) resigns: same.
    let settings = GameSettings::new(ProfileId::Xiangqi, Side::First, None);
    let (host, mut h, mut j, _) = connect(settings);
    play(&mut h, &mut j, "h3e3");
    let mv = j.sync.play_uci("h8e8").unwrap();
    let resign = h.sync.resign().unwrap();
    j.conn.send(&mv).unwrap();
    h.conn.send(&resign).unwrap();
    let resigned = Finish::Rules(Outcome::Decisive {
        winner: Side::Second,
        reason: EndReason::Resignation,
    });
    assert_eq!(
        j.pump(),
        vec![Event::MoveWithdrawn { ply: 1 }, Event::Finished(resigned)]
    );
    assert!(matches!(
        h.pump()[..],
        [Event::Rejected {
            code: ErrorCode::NotAllowed,
            ..
        }]
    ));
    same(&h, &j);
    assert_eq!(j.sync.ply(), 1);
    host.stop();
}
