//! A hostile or confused peer: random (but well-formed) messages against
//! a GameSync that plays its own legal moves. Whatever comes, the game is
//! always a replay of legal moves, a refused message changes nothing, and
//! the ply moves only with the events that say so.

use janggi_net::*;
use janggi_rules::{notation, JanggiSetup, ProfileId, Side};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

fn legal_uci(sync: &GameSync, rng: &mut StdRng) -> Option<String> {
    let g = sync.game()?;
    let moves = g.position().legal_moves();
    if moves.is_empty() {
        return None;
    }
    let m = moves[rng.random_range(0..moves.len())];
    Some(notation::uci(g.position(), m))
}

fn random_square(rng: &mut StdRng) -> String {
    let f = (b'a' + rng.random_range(0..9u8)) as char;
    format!("{f}{}", rng.random_range(0..12))
}

fn random_msg(sync: &GameSync, rng: &mut StdRng) -> Msg {
    let ply = if rng.random_bool(0.8) {
        sync.ply()
    } else {
        sync.ply().saturating_add_signed(rng.random_range(-3..=3))
    };
    let seat = if rng.random_bool(0.5) {
        Seat::First
    } else {
        Seat::Second
    };
    match rng.random_range(0..20) {
        0..=1 => Msg::Setup {
            side: seat,
            setup: rng.random_range(0..6),
        },
        2..=7 => Msg::Move {
            ply,
            uci: match legal_uci(sync, rng) {
                Some(u) if rng.random_bool(0.7) => u,
                _ => format!("{}{}", random_square(rng), random_square(rng)),
            },
        },
        8 => Msg::Pass { ply },
        9 => Msg::UndoRequest { ply },
        10 => Msg::UndoAccept { ply },
        11 => Msg::UndoRefuse { ply },
        12 => Msg::Resign { ply },
        13 => Msg::DrawOffer { ply },
        14 => Msg::DrawAccept { ply },
        15 => Msg::DrawDecline { ply },
        16 => Msg::TimeOut { ply, side: seat },
        17 => {
            // A resume that is the local history with a random tail.
            let mut moves = sync.moves().to_vec();
            let keep = rng.random_range(0..=moves.len());
            moves.truncate(keep);
            if let Some(u) = legal_uci(sync, rng) {
                if rng.random_bool(0.5) {
                    moves.push(u);
                }
            }
            let hash = if rng.random_bool(0.5) {
                moves_hash(&sync.settings().profile, &moves)
            } else {
                "beef".into()
            };
            let from = rng.random_range(0..=keep as u32);
            Msg::Resume {
                settings: sync.settings().clone(),
                setups: sync.setups(),
                ply: moves.len() as u32,
                hash,
                moves: moves[from as usize..].to_vec(),
                from,
                forced: None,
            }
        }
        18 => Msg::SyncRequest {
            ply,
            hash: sync.hash(),
            setups: sync.setups(),
        },
        _ => Msg::Hello {
            protocol: 1,
            app: "x".into(),
            name: "x".into(),
            nonce: "00".into(),
            auth: HelloAuth::Code { proof: "00".into() },
        },
    }
}

type Snapshot = (Vec<String>, Setups, Option<Forced>, Option<Finish>, String);

fn snapshot(s: &GameSync) -> Snapshot {
    (
        s.moves().to_vec(),
        s.setups(),
        s.forced(),
        s.finish(),
        s.game().map(|g| g.position().fen()).unwrap_or_default(),
    )
}

fn check_replay(s: &GameSync) {
    let back = GameSync::restore(
        s.role(),
        s.settings().clone(),
        s.setups(),
        s.moves(),
        s.forced(),
    )
    .expect("the history replays under the rules");
    assert_eq!(snapshot(&back), snapshot(s));
}

#[test]
fn random_peer_messages_never_break_the_game() {
    let mut counts = [0usize; 4]; // moved, rejected, disagreements, finished
    for game in 0..600 {
        let mut rng = StdRng::seed_from_u64(0x15_0000 + game as u64);
        let profile = [
            ProfileId::JanggiStandard,
            ProfileId::JanggiTraditional,
            ProfileId::Xiangqi,
        ][game % 3];
        let host_side = if game % 2 == 0 {
            Side::First
        } else {
            Side::Second
        };
        let role = if game % 4 < 2 {
            Role::Host
        } else {
            Role::Joiner
        };
        let mut sync =
            GameSync::new(role, GameSettings::new(profile, host_side, Some(30))).unwrap();
        for _ in 0..150 {
            // Our own side acts now and then.
            if sync.setup_turn() == Some(sync.my_side()) {
                let s = JanggiSetup::ALL[rng.random_range(0..4)];
                sync.choose_setup(s).unwrap();
            } else if sync.turn() == Some(sync.my_side()) && rng.random_bool(0.7) {
                if let Some(u) = legal_uci(&sync, &mut rng) {
                    sync.play_uci(&u).unwrap();
                }
            }
            match rng.random_range(0..10) {
                0 => drop(sync.request_undo()),
                1 => drop(sync.offer_draw()),
                2 => drop(sync.answer_undo(rng.random_bool(0.5))),
                _ => {}
            }
            let before = snapshot(&sync);
            let ply = sync.ply();
            let r = sync.handle(random_msg(&sync, &mut rng));
            check_replay(&sync);
            let refused = r
                .events
                .iter()
                .any(|e| matches!(e, Event::Rejected { .. } | Event::Disagreement(_)));
            if refused {
                assert_eq!(snapshot(&sync), before, "{:?}", r.events);
                assert!(matches!(r.reply, Some(Msg::Error { .. })));
                counts[1 + usize::from(matches!(r.events[0], Event::Disagreement(_)))] += 1;
            }
            let moved = r.events.iter().any(|e| matches!(e, Event::Moved { .. }));
            if moved {
                counts[0] += 1;
                assert_eq!(sync.ply(), ply + 1);
            }
            let undone = r.events.iter().find_map(|e| match e {
                Event::UndoDone { plies } => Some(*plies),
                Event::MoveWithdrawn { ply: p } => {
                    assert_eq!(*p + 1, ply);
                    Some(1)
                }
                _ => None,
            });
            let resumed = r.events.iter().any(|e| matches!(e, Event::Resumed { .. }));
            if !moved && !resumed {
                assert_eq!(sync.ply(), ply - undone.unwrap_or(0), "{:?}", r.events);
            }
            if r.events.iter().any(|e| matches!(e, Event::Finished(_))) {
                counts[3] += 1;
                assert!(sync.finish().is_some());
            }
            if sync.finish().is_some() && rng.random_bool(0.05) {
                break;
            }
        }
    }
    println!("moved, rejected, disagreements, finished: {counts:?}");
    // The generator reaches every kind of outcome.
    assert!(counts.iter().all(|&c| c > 10), "{counts:?}");
}
