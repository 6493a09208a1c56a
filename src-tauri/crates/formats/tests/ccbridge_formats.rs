//! CCBridge (象棋桥) `.cbr` records and `.cbl` libraries, on files built by
//! the small writer of this file ([`cbr_bytes`], [`cbl_bytes`]), which
//! follows the layout described in `formats::cbr` (no real file is kept
//! here; `real_files` checks a folder of them when one is given).

use janggi_formats::cbr::{self, CbrError, LIBRARY_BLOCK, LIBRARY_MAGIC, RECORD_MAGIC};
use janggi_formats::{self as formats, Format, GameRecord, ImportErrorKind as K, RecordResult};
use janggi_rules::{notation, Game, Move, Position, Role, RuleProfile, Side, Square};

/// A small deterministic generator (xorshift64*).
struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
    fn byte(&mut self) -> u8 {
        self.next() as u8
    }
}

/// A Xiangqi game of up to `plies` random legal moves.
fn random_game(seed: u64, plies: usize) -> Game {
    let mut rng = Rng(seed | 1);
    let mut game = Game::new(RuleProfile::XIANGQI);
    for _ in 0..plies {
        let moves = game.legal_moves();
        if moves.is_empty() || game.outcome().is_over() {
            break;
        }
        let m = moves[rng.below(moves.len())];
        if game.play(m).is_err() {
            break;
        }
    }
    game
}

fn uci_line(r: &GameRecord) -> Vec<String> {
    let pos = r.positions().unwrap();
    r.moves
        .iter()
        .zip(&pos)
        .map(|(&m, p)| notation::uci(p, m))
        .collect()
}

/// The point number of a square: `row · 9 + file`, rows from Black's back
/// rank.
fn point(sq: Square) -> u8 {
    (9 - sq.rank()) * 9 + sq.file()
}

/// UTF-16LE text into `h` at `at`, at most `cap` bytes (NUL-padded).
fn utf16(h: &mut [u8], at: usize, cap: usize, s: &str) {
    let b: Vec<u8> = s.encode_utf16().flat_map(u16::to_le_bytes).collect();
    let n = b.len().min(cap - 2);
    h[at..at + n].copy_from_slice(&b[..n]);
}

fn comment_bytes(s: &str) -> Vec<u8> {
    let b: Vec<u8> = s.encode_utf16().flat_map(u16::to_le_bytes).collect();
    let mut out = (b.len() as i32).to_le_bytes().to_vec();
    out.extend(b);
    out
}

/// What the writer puts beside the record.
#[derive(Default)]
struct Extra<'a> {
    title: &'a str,
    /// Comments: index 0 the game's, `i` after move `i`.
    comments: Vec<&'a str>,
    /// Alternatives: (ply, the move played instead of that ply's).
    alternatives: Vec<(usize, Move)>,
}

/// A game record as CCBridge writes it (see `formats::cbr`). The unknown
/// bytes are filled with `0xCD`, as real files hold leftover memory there.
fn cbr_bytes(r: &GameRecord, extra: &Extra<'_>) -> Vec<u8> {
    let mut h = vec![0xCDu8; 2214];
    h[..16].copy_from_slice(RECORD_MAGIC);
    for (at, cap) in [(180, 128), (692, 64), (1076, 64), (1300, 64)] {
        h[at..at + cap].fill(0);
    }
    utf16(&mut h, 180, 128, extra.title);
    utf16(&mut h, 692, 64, &r.event);
    utf16(&mut h, 1076, 64, &r.players[0]);
    utf16(&mut h, 1300, 64, &r.players[1]);
    h[2076] = match r.result {
        RecordResult::Unknown => 0,
        RecordResult::Win(Side::First) => 1,
        RecordResult::Win(Side::Second) => 2,
        RecordResult::Draw => 3,
    };
    let start = r.start_position().unwrap();
    let side: u16 = if start.turn() == Side::First { 1 } else { 2 };
    h[2116..2118].copy_from_slice(&side.to_le_bytes());
    h[2120..2210].fill(0);
    for (sq, p) in start.pieces() {
        let side = if p.side == Side::First { 0x10 } else { 0x20 };
        let role = match p.role {
            Role::Chariot => 1,
            Role::Horse => 2,
            Role::Elephant => 3,
            Role::Guard => 4,
            Role::General => 5,
            Role::Cannon => 6,
            Role::Soldier => 7,
        };
        h[2120 + usize::from(point(sq))] = side | role;
    }
    let comment = |i: usize| extra.comments.get(i).copied().unwrap_or("");
    // The game's comment.
    if comment(0).is_empty() {
        h.extend(0i32.to_le_bytes());
    } else {
        h.extend(1i32.to_le_bytes());
        h.extend(comment_bytes(comment(0)));
    }
    let node = |out: &mut Vec<u8>, m: Move, last: bool, alt: bool, c: &str| {
        let flags = u8::from(last) | (u8::from(alt) << 1) | (u8::from(!c.is_empty()) << 2);
        out.extend([flags, 0, point(m.from()), point(m.to())]);
        if !c.is_empty() {
            out.extend(comment_bytes(c));
        }
    };
    let n = r.moves.len();
    let alt_at = |ply: usize| extra.alternatives.iter().find(|(p, _)| *p == ply);
    // Pre-order: the main line, then the alternatives, deepest first.
    for (i, &m) in r.moves.iter().enumerate() {
        node(
            &mut h,
            m,
            i + 1 == n,
            alt_at(i + 1).is_some(),
            comment(i + 1),
        );
    }
    let mut alts: Vec<_> = extra.alternatives.iter().collect();
    alts.sort_by_key(|(p, _)| std::cmp::Reverse(*p));
    for (_, m) in alts {
        node(&mut h, *m, true, false, "");
    }
    if n == 0 {
        h.extend([0, 0, 0, 0]);
    }
    h
}

/// A library of `records` (each `cbr_bytes`), named `name`: the header, an
/// empty index, then every record at the start of a 4096-byte block.
fn cbl_bytes(name: &str, records: &[Vec<u8>]) -> Vec<u8> {
    let mut b = vec![0u8; 576];
    b[..16].copy_from_slice(LIBRARY_MAGIC);
    b[60..64].copy_from_slice(&128i32.to_le_bytes());
    utf16(&mut b, 64, 512, name);
    // Where real libraries of capacity 128 have their first record.
    b.resize(101_952, 0);
    for r in records {
        b.extend(r);
        let pad = (LIBRARY_BLOCK - (b.len() - 101_952) % LIBRARY_BLOCK) % LIBRARY_BLOCK;
        b.extend(std::iter::repeat_n(0, pad));
    }
    b
}

fn record_of(game: &Game, event: &str, red: &str, black: &str) -> GameRecord {
    let mut r = GameRecord::from_game(game);
    r.event = event.into();
    r.players = [red.into(), black.into()];
    r
}

#[test]
fn cbr_games_read_back_with_headers_comments_and_variations() {
    for seed in 1..25u64 {
        let game = random_game(seed, 30 + seed as usize * 7);
        let mut r = record_of(&game, "全国象棋个人赛", "胡荣华", "杨官璘");
        r.result = [RecordResult::Win(Side::First), RecordResult::Draw][seed as usize % 2];
        let n = r.moves.len();
        let positions = r.positions().unwrap();
        // An alternative at ply 1 and one near the end.
        let mut alternatives = Vec::new();
        for ply in [1, n.saturating_sub(2).max(1)] {
            let main = r.moves[ply - 1];
            if let Some(&m) = positions[ply - 1]
                .legal_moves()
                .iter()
                .find(|&&m| m != main)
            {
                if !alternatives.iter().any(|(p, _)| *p == ply) {
                    alternatives.push((ply, m));
                }
            }
        }
        let comments = vec!["开局", "", "好棋！", "", "", "变化"];
        let extra = Extra {
            title: "第一轮",
            comments: comments.clone(),
            alternatives: alternatives.clone(),
        };
        let bytes = cbr_bytes(&r, &extra);
        let g = cbr::read_game(&bytes).unwrap_or_else(|e| panic!("seed {seed}: {e}"));
        assert_eq!(g.record.moves, r.moves, "seed {seed}");
        assert_eq!(g.record.start_fen, r.start_fen);
        assert_eq!(g.record.players, r.players);
        assert_eq!(g.record.event, r.event);
        assert_eq!(g.record.result, r.result);
        assert_eq!(
            g.record.headers,
            [("Title".to_string(), "第一轮".to_string())]
        );
        assert_eq!(g.variations, alternatives.len(), "seed {seed}");
        assert_eq!(g.comments.len(), n + 1);
        for (i, c) in g.comments.iter().enumerate() {
            assert_eq!(
                c,
                comments.get(i).copied().unwrap_or(""),
                "seed {seed} comment {i}"
            );
        }
        // The same through the record readers.
        assert_eq!(cbr::read(&bytes).unwrap()[0].moves, r.moves);
        let l = cbr::read_lenient(&bytes).unwrap();
        assert_eq!((l.len(), l[0].number), (1, 1));
        assert!(l[0].is_complete());
    }
}

#[test]
fn cbr_starts_side_to_move_and_empty_records() {
    // A set-up ending, Black to move, no moves: the header's side decides.
    let fen = "3k5/9/9/9/9/9/9/r8/4A4/4K4 b - - 0 1";
    let start = Position::from_fen(fen, &RuleProfile::XIANGQI).unwrap();
    let r = GameRecord::new(&start);
    let g = cbr::read_game(&cbr_bytes(&r, &Extra::default())).unwrap();
    assert_eq!(g.record.start_fen, start.fen());
    assert!(g.record.moves.is_empty());
    assert_eq!(g.comments, [""]);
    // With a move: the first move's piece decides even if the header's
    // side says otherwise.
    let mut game = Game::from_position(start.clone());
    let m = game.legal_moves()[0];
    game.play(m).unwrap();
    let r = GameRecord::from_game(&game);
    let mut bytes = cbr_bytes(&r, &Extra::default());
    bytes[2116] = 1;
    let g = cbr::read_game(&bytes).unwrap();
    assert_eq!(g.record.moves, [m]);
    assert_eq!(g.record.start_fen, start.fen());
}

#[test]
fn cbl_libraries_read_every_game_each_on_its_own() {
    let games: Vec<GameRecord> = (0..4)
        .map(|i| record_of(&random_game(100 + i, 40), "联赛", &format!("红{i}"), "黑"))
        .collect();
    // The second game's comment is long: its record takes three blocks.
    let long = "长".repeat(5000);
    let mut records: Vec<Vec<u8>> = games
        .iter()
        .enumerate()
        .map(|(i, r)| {
            let comments = if i == 1 { vec![long.as_str()] } else { vec![] };
            let extra = Extra {
                title: "局",
                comments,
                ..Extra::default()
            };
            cbr_bytes(r, &extra)
        })
        .collect();
    assert!(records[1].len() > 2 * LIBRARY_BLOCK);
    // The fourth game's 5th move, Red's, is garbled to an illegal one:
    // points 0 → 1, Black's chariot a10 → b10.
    let at = 2214 + 4 + 4 * 4;
    records[3][at + 2] = 0;
    records[3][at + 3] = 1;
    // A text entry (an empty board) opens the library, as real ones open a
    // section: a title and an introduction, no game.
    let mut text_entry = cbr_bytes(
        &games[0],
        &Extra {
            title: "男子组",
            comments: vec!["介绍"],
            ..Extra::default()
        },
    );
    text_entry[2120..2210].fill(0);
    records.insert(0, text_entry);
    let lib_bytes = cbl_bytes("1956年全国象棋锦标赛", &records);
    let lib = cbr::read_library(&lib_bytes).unwrap();
    assert_eq!(lib.name, "1956年全国象棋锦标赛");
    assert_eq!(lib.games.len(), 4);
    assert_eq!(lib.texts.len(), 1);
    assert_eq!(
        (lib.texts[0].title.as_str(), lib.texts[0].text.as_str()),
        ("男子组", "介绍")
    );
    assert_eq!(lib.texts[0].offset, 101_952);
    assert_eq!(lib.games[0].offset, 101_952 + 4096);
    for (i, g) in lib.games.iter().take(3).enumerate() {
        let (game, stop) = g.game.as_ref().unwrap();
        assert!(stop.is_none(), "game {i}: {stop:?}");
        assert_eq!(game.record.moves, games[i].moves, "game {i}");
        assert_eq!(game.record.players[0], format!("红{i}"));
    }
    let (_, c) = lib.games[1].game.as_ref().unwrap();
    assert!(c.is_none());
    assert_eq!(lib.games[1].game.as_ref().unwrap().0.comments[0], long);
    let (bad, stop) = lib.games[3].game.as_ref().unwrap();
    assert_eq!(bad.record.moves, games[3].moves[..4]);
    assert!(
        matches!(stop, Some(CbrError::Illegal { ply: 5, .. })),
        "{stop:?}"
    );
    // As records: lenient, every game numbered, the bad one cut.
    let l = cbr::read_lenient(&lib_bytes).unwrap();
    assert_eq!(l.len(), 4);
    assert_eq!(l.iter().map(|g| g.number).collect::<Vec<_>>(), [1, 2, 3, 4]);
    assert_eq!(l.iter().filter(|g| g.is_complete()).count(), 3);
    let e = l[3].error.as_ref().unwrap();
    assert_eq!((e.game, e.ply), (4, 5));
    assert_eq!(l[3].legal_prefix().unwrap().moves.len(), 4);
    // Strict: refused at the fourth game.
    let e = cbr::read(&lib_bytes).unwrap_err();
    assert_eq!((e.game, e.ply), (4, 5));
    assert!(matches!(e.kind, K::IllegalMove(_)), "{e}");
}

#[test]
fn damaged_files_give_typed_errors() {
    let r = record_of(&random_game(7, 20), "e", "r", "b");
    let extra = Extra {
        comments: vec!["", "注"],
        ..Extra::default()
    };
    let good = cbr_bytes(&r, &extra);
    assert!(cbr::read_game(&good).is_ok());
    assert_eq!(cbr::read_game(b"XQ\x0a"), Err(CbrError::NotCcBridge));
    assert_eq!(cbr::read_game(b""), Err(CbrError::NotCcBridge));
    assert_eq!(
        cbr::read_game(&good[..100]),
        Err(CbrError::TruncatedHeader {
            len: 100,
            needed: 2214
        })
    );
    // Cut inside the first node, and inside the first comment's length.
    let tree = 2214 + 4;
    assert_eq!(
        cbr::read_game(&good[..tree + 2]),
        Err(CbrError::Truncated { offset: tree })
    );
    assert_eq!(
        cbr::read_game(&good[..tree + 5]),
        Err(CbrError::Truncated { offset: tree + 4 })
    );
    let (g, stop) = cbr::read_game_lenient(&good[..tree + 5]).unwrap();
    assert!(g.record.moves.is_empty());
    assert_eq!(stop, Some(CbrError::Truncated { offset: tree + 4 }));
    // A comment length beyond the end, and a negative one.
    for len in [1_000_000i32, -4] {
        let mut bad = good.clone();
        bad[tree + 4..tree + 8].copy_from_slice(&len.to_le_bytes());
        assert_eq!(
            cbr::read_game(&bad),
            Err(CbrError::BadComment {
                offset: tree + 4,
                len: i64::from(len)
            })
        );
    }
    // A point off the board.
    let mut bad = good.clone();
    bad[tree + 2] = 95;
    assert_eq!(cbr::read_game(&bad), Err(CbrError::BadSquare { ply: 1 }));
    // An unknown piece byte, and a board without kings.
    let mut bad = good.clone();
    bad[2120] = 0x19;
    assert!(matches!(
        cbr::read_game(&bad),
        Err(CbrError::BadPosition(_))
    ));
    let mut bad = good.clone();
    bad[2120..2210].fill(0);
    assert!(matches!(
        cbr::read_game(&bad),
        Err(CbrError::BadPosition(_))
    ));
    let e = cbr::read_lenient(&bad).unwrap_err();
    assert!(matches!(e.kind, K::BadFen(_)), "{e}");
    // Libraries: a cut header, no games; a game whose header is cut.
    let lib = cbl_bytes("x", std::slice::from_ref(&good));
    assert_eq!(
        cbr::read_library(&lib[..300]),
        Err(CbrError::TruncatedHeader {
            len: 300,
            needed: 576
        })
    );
    let empty = cbl_bytes("x", &[]);
    assert_eq!(cbr::read_library(&empty).unwrap().games.len(), 0);
    assert_eq!(cbr::read_lenient(&empty).unwrap_err().kind, K::Empty);
    let cut = &lib[..101_952 + 1000];
    let l = cbr::read_library(cut).unwrap();
    assert_eq!(
        l.games[0].game,
        Err(CbrError::TruncatedHeader {
            len: 1000,
            needed: 2214
        })
    );
    let lenient = cbr::read_lenient(cut).unwrap();
    assert_eq!(
        lenient[0].error.as_ref().map(|e| (e.game, e.ply)),
        Some((1, 0))
    );
    // Every error has a message.
    assert!(CbrError::Illegal {
        ply: 3,
        uci: "a1a2".into()
    }
    .to_string()
    .contains("move 3"));
}

#[test]
fn random_bytes_and_mutations_never_panic() {
    let mut rng = Rng(2024);
    let r = record_of(&random_game(3, 60), "e", "r", "b");
    let extra = Extra {
        title: "t",
        comments: vec!["a", "b", "", "c"],
        alternatives: vec![(2, r.moves[0])],
    };
    let one = cbr_bytes(&r, &extra);
    let lib = cbl_bytes("lib", &[one.clone(), one.clone()]);
    let mut oks = 0;
    for i in 0..2000 {
        let mut b = match i % 3 {
            0 => {
                let n = rng.below(3000);
                let mut v: Vec<u8> = (0..n).map(|_| rng.byte()).collect();
                if v.len() >= 16 {
                    v[..16].copy_from_slice(if i % 2 == 0 {
                        RECORD_MAGIC
                    } else {
                        LIBRARY_MAGIC
                    });
                }
                v
            }
            1 => one.clone(),
            _ => lib.clone(),
        };
        for _ in 0..1 + rng.below(6) {
            if b.is_empty() {
                break;
            }
            let at = if b.len() > 2300 && rng.below(2) == 0 {
                2100 + rng.below(b.len().min(2600) - 2100)
            } else {
                rng.below(b.len())
            };
            match rng.below(3) {
                0 => b[at] = rng.byte(),
                1 => b.truncate(at),
                _ => b.insert(at, rng.byte()),
            }
        }
        if let Ok(games) = cbr::read_lenient(&b) {
            for g in &games {
                assert!(g.record.final_position().is_ok());
            }
        }
        if let Ok(g) = cbr::read_game(&b) {
            assert_eq!(g.comments.len(), g.record.moves.len() + 1);
            oks += 1;
        }
        let _ = cbr::read_library(&b);
        let _ = cbr::read(&b);
    }
    assert!(oks > 10, "{oks}");
}

/// Real CCBridge files, when a folder of them is named by
/// `JANGGI_CCBRIDGE_SAMPLES` (none is kept in this repository):
/// `cargo test -p janggi-formats --test ccbridge_formats -- --ignored`.
/// Every game of every `.cbr`/`.cbl` must read to the end of its main line.
#[test]
#[ignore]
fn real_files() {
    let Ok(dir) = std::env::var("JANGGI_CCBRIDGE_SAMPLES") else {
        eprintln!("JANGGI_CCBRIDGE_SAMPLES not set");
        return;
    };
    let (mut files, mut games, mut moves, mut variations) = (0, 0, 0, 0);
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        let ext = path.extension().map(|e| e.to_string_lossy().to_lowercase());
        if !matches!(ext.as_deref(), Some("cbr" | "cbl")) {
            continue;
        }
        let bytes = std::fs::read(&path).unwrap();
        let list = if ext.as_deref() == Some("cbl") {
            let lib = cbr::read_library(&bytes).unwrap();
            eprintln!(
                "{}: {} ({} games, {} text entries)",
                path.display(),
                lib.name,
                lib.games.len(),
                lib.texts.len()
            );
            lib.games.into_iter().map(|g| g.game).collect()
        } else {
            vec![cbr::read_game_lenient(&bytes)]
        };
        for (i, g) in list.into_iter().enumerate() {
            let (g, stop) = g.unwrap_or_else(|e| panic!("{} game {}: {e}", path.display(), i + 1));
            assert!(
                stop.is_none(),
                "{} game {}: {stop:?}",
                path.display(),
                i + 1
            );
            games += 1;
            moves += g.record.moves.len();
            variations += g.variations;
            if i < 2 {
                eprintln!(
                    "  {:?} {:?} {:?}",
                    g.record.headers,
                    g.record.players,
                    &uci_line(&g.record)[..g.record.moves.len().min(4)]
                );
            }
        }
        files += 1;
    }
    eprintln!("{files} files, {games} games, {moves} moves, {variations} variations");
    assert!(files > 0);
}

#[test]
fn ccbridge_files_are_detected_and_imported() {
    let games: Vec<GameRecord> = (0..3)
        .map(|i| record_of(&random_game(200 + i, 30), "杯", "红", "黑"))
        .collect();
    let records: Vec<Vec<u8>> = games
        .iter()
        .map(|r| cbr_bytes(r, &Extra::default()))
        .collect();
    let one = &records[0];
    let lib = cbl_bytes("库", &records);
    for (bytes, n) in [(one, 1), (&lib, 3)] {
        assert_eq!(formats::detect(bytes), Format::Cbr);
        let report = formats::import(bytes).unwrap();
        assert_eq!(report.format, Format::Cbr);
        assert_eq!(report.complete().count(), n);
        let all = formats::read_any(bytes).unwrap();
        assert_eq!(all.len(), n);
        for (a, b) in all.iter().zip(&games) {
            assert_eq!(a.moves, b.moves);
        }
    }
    // Other files are not taken for CCBridge ones.
    assert_eq!(formats::detect(b"CCBridge"), Format::Pgn);
}
