//! The bodies of the fuzz targets, shared by the libFuzzer binaries
//! (`fuzz_targets/`) and the dependency-free `smoke` runner.

use janggi_rules::{notation, Move, Position, RuleProfile, Setup, Square, Waivers};

/// Every profile, so each input is read under both games' rules.
const PROFILES: [RuleProfile; 5] = [
    RuleProfile::JANGGI_STANDARD,
    RuleProfile::JANGGI_BIKJANG_SCORING,
    RuleProfile::JANGGI_TRADITIONAL,
    RuleProfile::JANGGI_FAIRY_STOCKFISH,
    RuleProfile::XIANGQI,
];

/// `Position::from_fen` on arbitrary text: never panics; an accepted FEN
/// writes back to a FEN that reads to the same position, and its legal
/// moves can all be made and unmade. The same text read with every
/// waivable setup rule waived (`Setup::from_fen` + `Position::from_setup`)
/// gives a position whose `why_illegal` agrees with its legal moves.
pub fn fen(data: &[u8]) {
    let text = String::from_utf8_lossy(data);
    if let Ok(setup) = Setup::from_fen(&text) {
        for profile in &PROFILES {
            let Ok(pos) = Position::from_setup(setup.clone(), profile, Waivers::ALL) else {
                continue;
            };
            let legal = pos.legal_moves();
            let _ = pos.checkers();
            for (from, _) in pos.pieces().filter(|(_, p)| p.side == pos.turn()) {
                for to in Square::all() {
                    let listed = legal
                        .iter()
                        .any(|m| !m.is_pass() && m.from() == from && m.to() == to);
                    assert_eq!(
                        pos.why_illegal(from, to).is_none(),
                        listed,
                        "{from}{to} in {text:?}"
                    );
                }
            }
        }
    }
    for profile in &PROFILES {
        let Ok(mut pos) = Position::from_fen(&text, profile) else {
            continue;
        };
        let out = pos.fen();
        let back = Position::from_fen(&out, profile)
            .unwrap_or_else(|e| panic!("round trip of {text:?} -> {out:?} failed: {e}"));
        assert_eq!(back.fen(), out);
        assert_eq!(back.hash(), pos.hash());
        let before = pos.clone();
        for &m in pos.clone().legal_moves().iter() {
            let u = pos.make_move(m);
            let _ = pos.legal_moves();
            pos.unmake_move(m, u);
        }
        assert_eq!(pos, before);
        let _ = (pos.is_check(), pos.is_bikjang(), pos.captures());
    }
}

/// Moves from arbitrary input against a position: the first byte picks a
/// start position and profile, then 4-byte words are tried as packed moves
/// (`Move::from_bits` + `Position::is_legal`) and short slices as squares
/// and UCI strings (`Square::parse`, `notation::parse_uci`). Legal ones are
/// played, so the game advances into varied positions.
pub fn uci_move(data: &[u8]) {
    let Some((&first, rest)) = data.split_first() else {
        return;
    };
    let profile = PROFILES[first as usize % PROFILES.len()];
    let mut pos = Position::new(&profile);
    let mut i = 0;
    while i < rest.len() {
        let tag = rest[i];
        i += 1;
        if tag & 1 == 0 {
            // A packed move.
            let mut w = [0u8; 4];
            for (k, b) in rest[i..].iter().take(4).enumerate() {
                w[k] = *b;
            }
            i += 4;
            let bits = u32::from_le_bytes(w);
            let bits = if tag & 2 == 0 { bits & 0x1F_FFFF } else { bits };
            if let Some(m) = Move::from_bits(bits) {
                let legal = pos.is_legal(m);
                assert_eq!(legal, pos.legal_moves().contains(&m));
                if legal {
                    let _ = pos.gives_check(m);
                    pos.play(m).expect("legal move plays");
                }
            }
        } else if tag & 2 == 0 {
            // A legal move by index (keeps games going).
            let moves = pos.legal_moves();
            if !moves.is_empty() {
                let m = moves[tag as usize % moves.len()];
                pos.play(m).expect("generated move is legal");
            }
        } else {
            // Text: a square and a UCI move.
            let len = ((tag >> 2) as usize % 8).min(rest.len() - i);
            let s = String::from_utf8_lossy(&rest[i..i + len]);
            i += len;
            let _ = Square::parse(&s);
            if let Ok(m) = notation::parse_uci(&pos, &s) {
                assert!(
                    pos.is_legal(m),
                    "parse_uci returned an illegal move for {s:?}"
                );
                pos.play(m).expect("parsed move plays");
            }
        }
        assert_eq!(pos.hash(), pos.compute_hash());
    }
}

/// The `janggi-net` message decoder on arbitrary bytes, read three ways: as
/// a frame stream (`decode_stream`), as one payload (`decode`) and as
/// newline-separated payloads (so text seeds reach the state machine).
/// Never panics; every decoded message encodes and decodes back to itself;
/// fed to game-sync state machines (host and joiner, Janggi and Xiangqi,
/// which answer with their own legal moves when it is their turn) the game
/// stays a replay of legal moves: `GameSync::restore` of its history gives
/// the same game.
pub fn net_msg(data: &[u8]) {
    use janggi_net::{decode, decode_stream, encode, GameSettings, GameSync, Role};
    use janggi_rules::{JanggiSetup, ProfileId, Side};

    let mut msgs = Vec::new();
    msgs.extend(decode(data).ok());
    msgs.extend(decode_stream(data).into_iter().flatten());
    msgs.extend(data.split(|&b| b == b'\n').filter_map(|l| decode(l).ok()));
    for m in &msgs {
        if let Ok(f) = encode(m) {
            assert_eq!(decode(&f[4..]).as_ref(), Ok(m), "round trip");
        }
    }
    for profile in [
        ProfileId::JanggiStandard,
        ProfileId::JanggiFairyStockfish,
        ProfileId::Xiangqi,
    ] {
        for host_side in Side::ALL {
            for role in [Role::Host, Role::Joiner] {
                let settings = GameSettings::new(profile, host_side, Some(60));
                let Ok(mut sync) = GameSync::new(role, settings.clone()) else {
                    panic!("valid settings refused");
                };
                for m in &msgs {
                    let _ = sync.handle(m.clone());
                    if sync.setup_turn() == Some(sync.my_side()) {
                        sync.choose_setup(JanggiSetup::ALL[0])
                            .expect("my setup turn");
                    }
                    if sync.turn() == Some(sync.my_side()) {
                        let g = sync.game().expect("a game to move in");
                        let mv = g.legal_moves().iter().copied().find(|m| !m.is_pass());
                        if let Some(mv) = mv {
                            let uci = notation::uci(g.position(), mv);
                            sync.play_uci(&uci).expect("a legal move plays");
                        }
                    }
                }
                let back =
                    GameSync::restore(role, settings, sync.setups(), sync.moves(), sync.forced())
                        .expect("history replays");
                assert_eq!(back.hash(), sync.hash());
                assert_eq!(back.finish(), sync.finish());
                assert_eq!(
                    back.game().map(|g| g.position().fen()),
                    sync.game().map(|g| g.position().fen())
                );
            }
        }
    }
}

mod ipc;
pub use ipc::{args, dto, error};

/// A command call decoded as the app decodes it (`commands::args::decode`):
/// the first byte picks a command of the app's table (`args::COMMANDS`), the rest is JSON: an object is the
/// whole argument map, any other value is given to each of the command's
/// arguments, and text that is not JSON is given as a string. Never
/// panics; a failure is always a typed `badArgument` (or `badHandicap`); a decoded `bytes`
/// string decodes to at most the import limit.
pub fn ipc_args(data: &[u8]) {
    use serde_json::{Map, Value};
    let Some((&pick, rest)) = data.split_first() else {
        return;
    };
    let command = &args::COMMANDS[usize::from(pick) % args::COMMANDS.len()];
    let cmd = command.name;
    let names: Vec<String> = command
        .wire(&ts_rs::Config::new())
        .into_iter()
        .map(|k| k.key)
        .collect();
    let args: Map<String, Value> = match serde_json::from_slice::<Value>(rest) {
        Ok(Value::Object(m)) => m,
        Ok(v) => names.iter().map(|n| (n.to_string(), v.clone())).collect(),
        Err(_) => {
            let s = Value::String(String::from_utf8_lossy(rest).into_owned());
            names.iter().map(|n| (n.to_string(), s.clone())).collect()
        }
    };
    match args::decode(cmd, &args) {
        Ok(()) => {}
        // A handicap that names none (or one sent to a two-device game)
        // is the typed `badHandicap`; everything else malformed is
        // `badArgument`.
        Err(e) => assert!(
            matches!(
                e.kind,
                error::ErrorKind::BadArgument | error::ErrorKind::BadHandicap
            ),
            "{cmd}: {e:?}"
        ),
    }
    if let Some(Value::String(b64)) = args.get("bytes") {
        if let Some(bytes) = args::base64_decode(b64) {
            assert!(bytes.len() <= b64.len() / 4 * 3 + 3);
        }
    }
}

/// The `janggi-internet` decoders on arbitrary bytes: an event's content
/// ([`janggi_internet::wire::Wire::decode`]), a sealed message
/// ([`janggi_internet::seal::Opener::open`]) and invitation codes and
/// links. Never panics; a decoded message encodes back to itself; nothing
/// arbitrary opens under a session key, and after it a real sealed message
/// still opens in order (the garbage moved nothing); a real sealed message
/// with the input's bytes flipped into it opens only if unchanged.
pub fn relay_msg(data: &[u8]) {
    use janggi_internet::seal::{Opener, Sealed, Sealer, MAX_CHUNK};
    use janggi_internet::wire::Wire;
    use janggi_internet::Invitation;

    let text = String::from_utf8_lossy(data);
    if let Ok(w) = Wire::decode(&text) {
        assert_eq!(Wire::decode(&w.encode()).as_ref(), Ok(&w), "round trip");
    }
    let relays = ["ws://127.0.0.1:7777".to_string()];
    if let Ok(inv) = Invitation::from_code(&text, &relays) {
        assert_eq!(Invitation::from_code(&inv.code(), &relays).as_ref(), Ok(&inv));
    }
    if let Ok(inv) = Invitation::from_link(&text) {
        assert_eq!(Invitation::from_link(&inv.link()).as_ref(), Ok(&inv));
    }
    let key = [9u8; 32];
    let (mut sealer, mut opener) = (Sealer::new(&key), Opener::new(&key));
    assert!(opener.open(&text).is_err(), "arbitrary content opened");
    let payload = data[..data.len().min(MAX_CHUNK)].to_vec();
    let real = sealer.seal(&Sealed::Data(payload.clone())).expect("fits");
    let mut bent = real.clone().into_bytes();
    let n = bent.len();
    for (i, b) in data.iter().enumerate().take(n) {
        bent[i] ^= b & 0x3f;
    }
    let bent = String::from_utf8_lossy(&bent).into_owned();
    if bent != real {
        assert!(opener.open(&bent).is_err(), "an altered message opened");
    }
    assert_eq!(opener.open(&real), Ok(Sealed::Data(payload)));
    assert!(opener.open(&real).is_err(), "a replay opened");
}
