//! Xiangqi records as the Chinese programs keep them: Chinese-notation and
//! ICCS PGN (UTF-8 and GB2312), and XQStudio `.xqf` files of several
//! versions, plain and key-scrambled.
//!
//! Where the test data comes from: every PGN text below was written by hand
//! for these tests (the moves checked by replaying them here); the `.xqf`
//! files are built by the small XQF writer of this file ([`xqf_bytes`]),
//! which follows the public description of the format (see
//! `formats::xqf`). The files under `tests/data/xiangqi/` are the same,
//! written out by `cargo test --test xiangqi_formats -- --ignored
//! regenerate` and checked byte for byte by `committed_files_are_current`.

use janggi_formats::{
    self as formats, pgn, xqf, Format, GameRecord, ImportErrorKind, RecordResult,
};
use janggi_rules::{notation, Game, Move, Position, ProfileId, Role, RuleProfile, Side, Square};

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

/// A Xiangqi game of up to `plies` random legal moves, preferring captures
/// and soldier moves (so that tandem soldiers and cannons turn up).
fn random_game(seed: u64, plies: usize) -> Game {
    let mut rng = Rng(seed | 1);
    let mut game = Game::new(RuleProfile::XIANGQI);
    for _ in 0..plies {
        let moves = game.legal_moves();
        if moves.is_empty() || game.outcome().is_over() {
            break;
        }
        let pick = |f: &dyn Fn(Move) -> bool, rng: &mut Rng| {
            let v: Vec<Move> = moves.iter().copied().filter(|&m| f(m)).collect();
            (!v.is_empty()).then(|| v[rng.below(v.len())])
        };
        let m = match rng.below(10) {
            0..=2 => pick(&|m: Move| m.is_capture(), &mut rng),
            3..=5 => pick(&|m: Move| m.role() == Role::Soldier, &mut rng),
            _ => None,
        }
        .unwrap_or_else(|| moves[rng.below(moves.len())]);
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

fn xiangqi(fen: &str) -> Position {
    Position::from_fen(fen, &RuleProfile::XIANGQI).unwrap()
}

// ---------------------------------------------------------------------------
// Chinese notation and ICCS

#[test]
fn chinese_notation_forms() {
    let start = Position::new(&RuleProfile::XIANGQI);
    let cases = [
        ("h3e3", "炮二平五"),
        ("b1c3", "马八进七"),
        ("a1a2", "车九进一"),
        ("f1e2", "仕四进五"),
        ("g1e3", "相三进五"),
        ("e1e2", "帅五进一"),
        ("g4g5", "兵三进一"),
    ];
    for (uci, zh) in cases {
        let m = notation::parse_uci(&start, uci).unwrap();
        assert_eq!(notation::chinese(&start, m), zh, "{uci}");
        assert_eq!(notation::parse_chinese(&start, zh), Ok(m), "{zh}");
    }
    // Black: full-width digits written; ASCII, full-width and Chinese read.
    let black = xiangqi("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b - - 0 1");
    let m = notation::parse_uci(&black, "h10g8").unwrap();
    assert_eq!(notation::chinese(&black, m), "马８进７");
    let ascii = notation::ChineseStyle {
        ascii_digits: true,
        ..Default::default()
    };
    assert_eq!(notation::chinese_with(&black, m, ascii), "马8进7");
    let trad = notation::ChineseStyle {
        traditional: true,
        ..Default::default()
    };
    assert_eq!(notation::chinese_with(&black, m, trad), "馬８進７");
    for s in ["马８进７", "马8进7", "馬８進７", "马八进七", "傌8進7"] {
        assert_eq!(notation::parse_chinese(&black, s), Ok(m), "{s}");
    }
    let m = notation::parse_uci(&black, "b8e8").unwrap();
    assert_eq!(notation::chinese(&black, m), "炮２平５");
    assert_eq!(notation::parse_chinese(&black, "砲2平5"), Ok(m));
    assert_eq!(notation::parse_chinese(&black, "包２平５"), Ok(m));

    // Tandem cannons: 前炮 / 后炮; the plain file form still names the
    // move when only one of them can make it.
    let p = xiangqi("rnb1kabnr/4a4/1c5c1/p1p1p1p1p/9/4C4/P1P1P1P1P/4C4/9/RNBAKABNR w - - 0 1");
    let front = notation::parse_uci(&p, "e5d5").unwrap();
    let rear = notation::parse_uci(&p, "e3d3").unwrap();
    assert_eq!(notation::chinese(&p, front), "前炮平六");
    assert_eq!(notation::chinese(&p, rear), "后炮平六");
    assert_eq!(notation::parse_chinese(&p, "前炮平六"), Ok(front));
    assert_eq!(notation::parse_chinese(&p, "後炮平六"), Ok(rear));
    assert_eq!(notation::parse_chinese(&p, "炮前平六"), Ok(front));
    assert!(matches!(
        notation::parse_chinese(&p, "炮五平六"),
        Err(janggi_rules::PlayError::Illegal(_))
    ));
    let up = notation::parse_uci(&p, "e5e6").unwrap();
    assert_eq!(notation::parse_chinese(&p, "炮五进一"), Ok(up));
    // Three soldiers on a file: 前/中/后; two tandem files: the file number
    // takes the piece's place.
    let p = xiangqi("3k5/9/9/4P4/4P4/2P1P4/9/9/9/4K4 w - - 0 1");
    let m = notation::parse_uci(&p, "e6d6").unwrap();
    assert_eq!(notation::chinese(&p, m), "中兵平六");
    assert_eq!(notation::parse_chinese(&p, "中兵平六"), Ok(m));
    let p = xiangqi("3k5/9/9/4P1P2/4P1P2/9/9/9/9/4K4 w - - 0 1");
    let m = notation::parse_uci(&p, "g7g8").unwrap();
    assert_eq!(notation::chinese(&p, m), "前三进一");
    for s in ["前三进一", "前兵三进一"] {
        assert_eq!(notation::parse_chinese(&p, s), Ok(m), "{s}");
    }
    // Four soldiers on a file: numbered from the front.
    let p = xiangqi("3k5/9/4P4/4P4/4P4/4P4/9/9/9/4K4 w - - 0 1");
    let m = notation::parse_uci(&p, "e7d7").unwrap();
    assert_eq!(notation::chinese(&p, m), "二兵平六");
    assert_eq!(notation::parse_chinese(&p, "二兵平六"), Ok(m));
    // Not moves.
    let start = Position::new(&RuleProfile::XIANGQI);
    for s in [
        "",
        "炮二平",
        "炮二平五五五",
        "炮二走五",
        "hello",
        "炮十平五",
    ] {
        assert!(
            matches!(
                notation::parse_chinese(&start, s),
                Err(janggi_rules::PlayError::BadNotation(_))
            ),
            "{s}"
        );
    }
    assert!(notation::parse_chinese(&start, "炮二进九").is_err());
}

#[test]
fn iccs_forms() {
    let start = Position::new(&RuleProfile::XIANGQI);
    let m = notation::parse_uci(&start, "h3e3").unwrap();
    assert_eq!(notation::iccs(m), "H2-E2");
    for s in ["H2-E2", "h2e2", "h2-e2", "H2E2"] {
        assert_eq!(notation::parse_iccs(&start, s), Ok(m), "{s}");
    }
    assert!(notation::parse_iccs(&start, "h2e9").is_err());
    assert!(notation::parse_iccs(&start, "j2e2").is_err());
}

#[test]
fn every_move_of_random_games_reads_back_in_every_notation() {
    let styles = [
        notation::ChineseStyle::default(),
        notation::ChineseStyle {
            traditional: true,
            ascii_digits: true,
        },
    ];
    let mut tandems = 0;
    let mut moves = 0;
    for seed in 1..=40u64 {
        let g = random_game(seed * 7_777, 160);
        let r = GameRecord::from_game(&g);
        for (p, &m) in r.positions().unwrap().iter().zip(&r.moves) {
            moves += 1;
            for style in styles {
                let zh = notation::chinese_with(p, m, style);
                assert_eq!(zh.chars().count(), 4, "{zh}");
                tandems += usize::from(zh.starts_with(['前', '后', '後', '中']));
                assert_eq!(
                    notation::parse_chinese(p, &zh),
                    Ok(m),
                    "{zh} in {}",
                    p.fen()
                );
            }
            assert_eq!(notation::parse_iccs(p, &notation::iccs(m)), Ok(m));
        }
    }
    assert!(
        moves > 3000 && tandems > 20,
        "{moves} moves, {tandems} tandems"
    );
}

// ---------------------------------------------------------------------------
// PGN as the Chinese programs and sites write it

/// A Chinese-notation game: no Variant tag, full-width digits for Black,
/// tandem cannons, a comment, a variation and free text after the result.
const ZH_PGN: &str = "[Game \"Chinese Chess\"]
[Event \"全国象棋个人赛\"]
[Site \"北京\"]
[Date \"2023.05.01\"]
[Round \"3\"]
[Red \"红方棋手\"]
[Black \"黑方棋手\"]
[Result \"1-0\"]
[Opening \"中炮对屏风马\"]
[Format \"Chinese\"]

  1. 炮二平五 马８进７ {屏风马}
  2. 炮八进二 车９平８
  3. 炮八平五 士４进５ (3. ... 卒７进１ 4. 兵七进一)
  4. 前炮进一 卒７进１
  5. 后炮平四 车１进１
  6. 兵五进一 车１平４
1-0

本局完。以上棋谱仅供测试。
共六回合 1. 这不是着法
";

/// The moves of [`ZH_PGN`] in UCI.
const ZH_UCI: [&str; 12] = [
    "h3e3", "h10g8", "b3b5", "i10h10", "b5e5", "d10e9", "e5e6", "g7g6", "e3f3", "a10a9", "e4e5",
    "a9d9",
];

fn check_zh_game(r: &GameRecord) {
    assert_eq!(r.profile, ProfileId::Xiangqi);
    assert_eq!(uci_line(r), ZH_UCI);
    assert_eq!(r.event, "全国象棋个人赛");
    assert_eq!(r.players, ["红方棋手".to_string(), "黑方棋手".to_string()]);
    assert_eq!(r.result, RecordResult::Win(Side::First));
    assert!(
        r.headers
            .contains(&("Opening".to_string(), "中炮对屏风马".to_string())),
        "{:?}",
        r.headers
    );
}

#[test]
fn chinese_pgn_in_utf8_and_gb2312() {
    let games = pgn::read(ZH_PGN).unwrap();
    assert_eq!(games.len(), 1);
    check_zh_game(&games[0]);
    // Traditional characters.
    let (tags, moves) = ZH_PGN.split_once("\n\n").unwrap();
    let trad = moves
        .replace("马", "馬")
        .replace("车", "車")
        .replace("进", "進")
        .replace("后炮", "後炮");
    let trad = format!("{tags}\n\n{trad}");
    check_zh_game(&pgn::read(&trad).unwrap()[0]);
    // Traditional text in Big5 bytes (as Taiwanese and Hong Kong sites
    // save), and in GBK.
    let trad = "[Game \"Chinese Chess\"]\n[Event \"全國象棋個人賽\"]\n[Red \"紅方\"]\n[Black \"黑方\"]\n\n1. 炮二平五 馬８進７ 2. 傌二進三 車９平８ 3. 車一平二 砲８進４ 0-1\n";
    for enc in [encoding_rs::BIG5, encoding_rs::GBK] {
        let (bytes, _, bad) = enc.encode(trad);
        assert!(!bad, "{}", enc.name());
        let g = formats::read_any(&bytes).unwrap_or_else(|e| panic!("{}: {e}", enc.name()));
        assert_eq!(
            uci_line(&g[0]),
            ["h3e3", "h10g8", "h1g3", "i10h10", "i1h1", "h8h4"]
        );
        assert_eq!(g[0].event, "全國象棋個人賽");
        assert_eq!(g[0].players, ["紅方".to_string(), "黑方".to_string()]);
        assert_eq!(g[0].result, RecordResult::Win(Side::Second));
    }
    // Bytes: UTF-8 (with and without BOM), GB2312 (GBK) and GB18030.
    let (gb, _, bad) = encoding_rs::GBK.encode(ZH_PGN);
    assert!(!bad);
    assert!(std::str::from_utf8(&gb).is_err());
    let mut bom = b"\xEF\xBB\xBF".to_vec();
    bom.extend_from_slice(ZH_PGN.as_bytes());
    for bytes in [ZH_PGN.as_bytes(), &bom[..], &gb[..]] {
        assert_eq!(formats::detect(bytes), Format::Pgn);
        let g = formats::read_any(bytes).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(g.len(), 1);
        check_zh_game(&g[0]);
    }
    // The Korean reading of Korean bytes is unchanged.
    let (kr, _, _) =
        encoding_rs::EUC_KR.encode("[초차림 \"마상상마\"]\n[한차림 \"마상상마\"]\n\n1. 08마87\n");
    assert!(!formats::looks_chinese(&kr));
    assert!(formats::looks_chinese(&gb));
    assert_eq!(formats::read_any(&kr).unwrap()[0].moves.len(), 1);
    // Even with a byte that is not CP949 (a damaged file).
    let (kr, _, _) = encoding_rs::EUC_KR
        .encode("[대회명 \"X\"]\n[초차림 \"마상상마\"]\n[한차림 \"마상상마\"]\n\n1. 08마87\n");
    let mut kr = kr.into_owned();
    kr.insert(10, 0x80);
    assert!(!formats::looks_chinese(&kr));
    assert!(formats::decode_text(&kr).contains("초차림"));
}

#[test]
fn iccs_and_wxf_pgn_and_a_fen_start() {
    let text = "[Game \"Chinese Chess\"]\n[Format \"ICCS\"]\n\n1. H2-E2 H9-G7 2. H0-G2 I9-H9 3. I0-H0 B9-C7 *\n";
    let g = &pgn::read(text).unwrap()[0];
    assert_eq!(
        uci_line(g),
        ["h3e3", "h10g8", "h1g3", "i10h10", "i1h1", "b10c8"]
    );
    assert_eq!(g.result, RecordResult::Unknown);
    // Lowercase, no dash, no Format tag: ICCS (ranks from 0) all the same.
    let text = "[Game \"Chinese Chess\"]\n\n1. h2e2 h9g7 2. h0g2 i9h9 *\n";
    assert_eq!(
        uci_line(&pgn::read(text).unwrap()[0]),
        ["h3e3", "h10g8", "h1g3", "i10h10"]
    );
    // With a Variant tag, `h2e2`-style moves that only replay as ICCS.
    let text = "[Variant \"xiangqi\"]\n\n1. h2e2 h9g7 2. h0g2 *\n";
    assert_eq!(
        uci_line(&pgn::read(text).unwrap()[0]),
        ["h3e3", "h10g8", "h1g3"]
    );
    // Free text before the first tag (a title, a source) is skipped too.
    let text = format!("中国象棋棋谱\n来源：测试网站\n\n{ZH_PGN}");
    check_zh_game(&pgn::read(&text).unwrap()[0]);
    // A Format tag alone, glued and full-width move numbers, `1. ... move`.
    let text = "[Format \"Chinese\"]\n1.炮二平五 马８进７ 2．马二进三 *";
    assert_eq!(
        uci_line(&pgn::read(text).unwrap()[0]),
        ["h3e3", "h10g8", "h1g3"]
    );
    let text = "[Format \"ICCS\"]\n[FEN \"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 0 1\"]\n\n1. ... h9g7 2. h0g2 1...i9h9 *";
    assert_eq!(
        uci_line(&pgn::read(text).unwrap()[0]),
        ["h10g8", "h1g3", "i10h10"]
    );
    // WXF under the Chinese dialect.
    let text = "[Game \"Chinese Chess\"]\n[Format \"WXF\"]\n\n1. C2.5 H8+7 2. H2+3 *\n";
    assert_eq!(
        uci_line(&pgn::read(text).unwrap()[0]),
        ["h3e3", "h10g8", "h1g3"]
    );
    // A Xiangqi FEN and no Variant or Game tag: an ending, Black to move.
    let text = "[FEN \"4k4/9/9/9/9/9/9/9/4p4/3K1R3 b - - 0 1\"]\n\n1... 卒５平４ 2. 帅六进一 将５进１ 0-1\n";
    let g = &pgn::read(text).unwrap()[0];
    assert_eq!(g.profile, ProfileId::Xiangqi);
    assert_eq!(uci_line(g), ["e2d2", "d1d2", "e10e9"]);
    assert_eq!(g.result, RecordResult::Win(Side::Second));
    let text = "[FEN \"4k4/9/9/9/9/9/9/9/4p4/3K1R3 b - - 0 1\"]\n\n1… e2d2 ２．d1d2 e10e9 *\n";
    assert_eq!(
        uci_line(&pgn::read(text).unwrap()[0]),
        ["e2d2", "d1d2", "e10e9"]
    );
    // Chinese result words end a game.
    let text = "[Game \"Chinese Chess\"]\n\n1. 炮二平五 马８进７ 红胜\n\n[Game \"Chinese Chess\"]\n\n1. 炮二平五 和棋\n";
    let g = pgn::read(text).unwrap();
    assert_eq!(g.len(), 2);
    assert_eq!(g[0].result, RecordResult::Win(Side::First));
    assert_eq!(g[1].result, RecordResult::Draw);
    // A Janggi FEN without a Variant tag is still an error.
    let e = pgn::read("[FEN \"rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1\"]\n\n1. h1g3 *\n").unwrap_err();
    assert!(matches!(e.kind, ImportErrorKind::UnknownVariant(_)), "{e}");
}

#[test]
fn chinese_pgn_errors_name_the_move() {
    let bad = ZH_PGN.replace("前炮进一", "前炮进九");
    let e = pgn::read(&bad).unwrap_err();
    assert_eq!((e.game, e.ply), (1, 7));
    assert!(
        matches!(e.kind, ImportErrorKind::IllegalMove(ref s) if s == "前炮进九"),
        "{e}"
    );
    let bad = ZH_PGN.replace("前炮进一", "前炮走一");
    let e = pgn::read(&bad).unwrap_err();
    assert!(matches!(e.kind, ImportErrorKind::BadMove(_)), "{e}");
    assert_eq!(e.line, 15);
}

#[test]
fn chinese_pgn_round_trips() {
    let mut records: Vec<GameRecord> = (1..=25u64)
        .map(|seed| {
            let mut r = GameRecord::from_game(&random_game(seed * 31_337, 140));
            r.players = ["红 \"A\"".to_string(), "黑B".to_string()];
            r.event = format!("测试 {seed}");
            r
        })
        .collect();
    records.push(pgn::read(ZH_PGN).unwrap().remove(0));
    // The Xiangqi game of the pychess-style PGN tests (UCI and WXF mixed).
    records.extend(
        pgn::read(
            "[Event \"second\"]\n[Variant \"xiangqi\"]\n\n1. C2.5 H8+7 2. h1g3 b10c8 1/2-1/2\n",
        )
        .unwrap(),
    );
    // A game from a FEN, Black to move.
    let mut g = Game::from_position(xiangqi("4k4/9/9/9/9/9/9/9/4p4/3K1R3 b - - 0 1"));
    g.play_uci("e2d2").unwrap();
    records.push(GameRecord::from_game(&g));
    for notation_ in [pgn::MoveNotation::Chinese, pgn::MoveNotation::Iccs] {
        let text = pgn::write_as(&records, notation_).unwrap();
        assert!(text.contains("[Game \"Chinese Chess\"]"));
        assert!(text.contains(match notation_ {
            pgn::MoveNotation::Chinese => "[Format \"Chinese\"]",
            _ => "[Format \"ICCS\"]",
        }));
        let back = pgn::read(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
        assert_eq!(back.len(), records.len());
        for (a, b) in records.iter().zip(&back) {
            assert_eq!(a.moves, b.moves, "{text}");
            assert_eq!(a.start_fen, b.start_fen);
            assert_eq!(a.players, b.players);
            assert_eq!(a.event, b.event);
            assert_eq!(a.result, b.result);
        }
        // And the same through GB2312 bytes (as the Chinese programs save).
        if notation_ == pgn::MoveNotation::Chinese {
            assert!(text.contains("1. 炮二平五 马８进７"), "{text}");
            let (gb, _, bad) = encoding_rs::GBK.encode(&text);
            assert!(!bad);
            let back = formats::read_any(&gb).unwrap();
            assert_eq!(back.len(), records.len());
            for (a, b) in records.iter().zip(&back) {
                assert_eq!(a.moves, b.moves);
            }
        }
    }
    // Janggi games keep UCI whatever the notation asked.
    let j = GameRecord::from_game(&Game::new(RuleProfile::JANGGI_STANDARD));
    let t = pgn::write_as(&[j], pgn::MoveNotation::Chinese).unwrap();
    assert!(t.contains("[Variant \"janggi\"]") && !t.contains("Chinese"));
}

// ---------------------------------------------------------------------------
// XQF

/// Header key bytes 3..16 of a scrambled file: mask, product id (4), the
/// four "or" bytes, sum, XY, XYf, XYt (sum + XY + XYf + XYt = 0 mod 256, as
/// XQStudio writes them).
fn random_keys(rng: &mut Rng) -> [u8; 13] {
    let mut k = [0u8; 13];
    for b in &mut k {
        *b = rng.byte();
    }
    k[9] = 0u8
        .wrapping_sub(k[10])
        .wrapping_sub(k[11])
        .wrapping_sub(k[12]);
    k
}

/// What [`xqf_bytes`] writes besides the record.
#[derive(Default)]
struct XqfExtra<'a> {
    title: &'a str,
    /// Comments: index 0 the game's, `i` after move `i`.
    comments: Vec<&'a str>,
    /// Alternatives to these plies (1-based), each with a one-move reply.
    variations: Vec<usize>,
}

fn pascal(h: &mut [u8], at: usize, cap: usize, s: &str) {
    let (b, _, _) = encoding_rs::GBK.encode(s);
    let n = b.len().min(cap - 1);
    h[at] = n as u8;
    h[at + 1..at + 1 + n].copy_from_slice(&b[..n]);
}

/// A test XQF writer, from the public description of the format: version
/// `version` (≤ 10 plain; 11 keys; ≥ 12 keys and rotated piece list),
/// scrambled with the header key bytes `keys` when version ≥ 11.
fn xqf_bytes(r: &GameRecord, version: u8, keys: [u8; 13], extra: &XqfExtra<'_>) -> Vec<u8> {
    let step = |k: u8, m: u8| -> u8 {
        let k = u32::from(k);
        (((54 * k * k + 221) * u32::from(m)) & 0xFF) as u8
    };
    let mut h = vec![0u8; 1024];
    h[0] = b'X';
    h[1] = b'Q';
    h[2] = version;
    let (mut xy, mut xyf, mut xyt, mut rmk, mut f32) = (0u8, 0u8, 0u8, 0i64, [0u8; 32]);
    if version > 10 {
        h[3..16].copy_from_slice(&keys);
        let (mask, sum, hxy, hxyf, hxyt) = (h[3], h[12], h[13], h[14], h[15]);
        xy = step(hxy, hxy);
        xyf = step(hxyf, xy);
        xyt = step(hxyt, xyf);
        rmk = (i64::from(sum) * 256 + i64::from(hxy)) % 32000 + 767;
        let kb = [
            (sum & mask) | h[8],
            (hxy & mask) | h[9],
            (hxyf & mask) | h[10],
            (hxyt & mask) | h[11],
        ];
        for (i, k) in f32.iter_mut().enumerate() {
            *k = xqf::KEY_TEXT[i] & kb[i % 4];
        }
    }
    // Pieces.
    let start = r.start_position().unwrap();
    let mut plain = [0xFFu8; 32];
    for (sq, p) in start.pieces() {
        let base = if p.side == Side::First { 0 } else { 16 };
        let slot = (0..16)
            .find(|&i| xqf::PIECE_ROLES[i] == p.role && plain[base + i] == 0xFF)
            .expect("too many pieces of a kind");
        plain[base + slot] = sq.file() * 10 + sq.rank();
    }
    for i in 0..32 {
        let src = if version >= 12 {
            (usize::from(xy) + i + 1) % 32
        } else {
            i
        };
        h[0x10 + i] = plain[src].wrapping_add(xy);
    }
    h[0x32] = u8::from(start.turn() == Side::Second);
    h[0x33] = match r.result {
        RecordResult::Unknown => 0,
        RecordResult::Win(Side::First) => 1,
        RecordResult::Win(Side::Second) => 2,
        RecordResult::Draw => 3,
    };
    pascal(&mut h, 0x50, 64, extra.title);
    pascal(&mut h, 0xD0, 64, &r.event);
    pascal(&mut h, 0x110, 16, &r.date);
    pascal(&mut h, 0x120, 16, &r.site);
    pascal(&mut h, 0x130, 16, &r.players[0]);
    pascal(&mut h, 0x140, 16, &r.players[1]);
    if let Some((_, v)) = r.headers.iter().find(|(k, _)| k == "Opening") {
        pascal(&mut h, 0x150, 64, v);
    }

    // The tree.
    let mut data = Vec::new();
    let node = |data: &mut Vec<u8>, from: u8, to: u8, next: bool, alt: bool, comment: &str| {
        let (c, _, _) = encoding_rs::GBK.encode(comment);
        let mut flags = 0u8;
        if version <= 10 {
            flags |= if next { 0xF0 } else { 0 } | if alt { 0x0F } else { 0 };
        } else {
            flags |= if next { 0x80 } else { 0 } | if alt { 0x40 } else { 0 };
            flags |= if c.is_empty() { 0 } else { 0x20 };
        }
        data.extend_from_slice(&[
            from.wrapping_add(0x18).wrapping_add(xyf),
            to.wrapping_add(0x20).wrapping_add(xyt),
            flags,
            0,
        ]);
        if version <= 10 || !c.is_empty() {
            let len = (c.len() as i64 + rmk) as i32;
            data.extend_from_slice(&len.to_le_bytes());
            data.extend_from_slice(&c);
        }
    };
    let comment = |i: usize| extra.comments.get(i).copied().unwrap_or("");
    let sqv = |s: Square| s.file() * 10 + s.rank();
    node(&mut data, 0, 0, !r.moves.is_empty(), false, comment(0));
    let positions = r.positions().unwrap();
    for (i, &m) in r.moves.iter().enumerate() {
        let alt = extra.variations.contains(&(i + 1));
        node(
            &mut data,
            sqv(m.from()),
            sqv(m.to()),
            i + 1 < r.moves.len(),
            alt,
            comment(i + 1),
        );
    }
    // The alternatives, deepest first (pre-order), each with one reply.
    let mut vars = extra.variations.clone();
    vars.sort_unstable_by(|a, b| b.cmp(a));
    for ply in vars {
        let pos = &positions[ply - 1];
        let main = r.moves[ply - 1];
        let alt = pos
            .legal_moves()
            .iter()
            .copied()
            .find(|&m| m != main)
            .unwrap();
        node(
            &mut data,
            sqv(alt.from()),
            sqv(alt.to()),
            true,
            false,
            "变着",
        );
        let mut p = pos.clone();
        p.play(alt).unwrap();
        let reply = p.legal_moves()[0];
        node(
            &mut data,
            sqv(reply.from()),
            sqv(reply.to()),
            false,
            false,
            "",
        );
    }
    for (i, b) in data.iter_mut().enumerate() {
        *b = b.wrapping_add(f32[i % 32]);
    }
    h.extend_from_slice(&data);
    h
}

fn zh_record() -> GameRecord {
    pgn::read(ZH_PGN).unwrap().remove(0)
}

fn zh_extra() -> XqfExtra<'static> {
    XqfExtra {
        title: "中炮对屏风马 测试",
        comments: vec!["对局开始", "", "屏风马"],
        variations: vec![1, 6],
    }
}

#[test]
fn xqf_of_every_version_plain_and_scrambled() {
    let r = zh_record();
    let mut rng = Rng(2024);
    for version in [1u8, 10, 11, 12, 16, 18] {
        for round in 0..8 {
            let keys = random_keys(&mut rng);
            let bytes = xqf_bytes(&r, version, keys, &zh_extra());
            assert_eq!(formats::detect(&bytes), Format::Xqf);
            let g = xqf::read_game(&bytes).unwrap_or_else(|e| panic!("v{version}/{round}: {e}"));
            assert_eq!(g.version, version);
            assert_eq!(g.record.moves, r.moves, "v{version}");
            assert_eq!(g.record.start_fen, r.start_fen);
            assert_eq!(g.record.event, "全国象棋个人赛");
            assert_eq!(g.record.site, "北京");
            assert_eq!(g.record.date, "2023.05.01");
            assert_eq!(g.record.players, r.players);
            assert_eq!(g.record.result, RecordResult::Win(Side::First));
            assert!(g
                .record
                .headers
                .contains(&("Title".to_string(), "中炮对屏风马 测试".to_string())));
            assert_eq!(g.comments.len(), r.moves.len() + 1);
            assert_eq!(g.comments[0], "对局开始");
            assert_eq!(g.comments[2], "屏风马");
            assert_eq!(g.variations, 2);
            // Through read_any, as the app reads files.
            assert_eq!(formats::read_any(&bytes).unwrap()[0].moves, r.moves);
            if version > 10 {
                // The scramble really scrambles: the pieces' bytes and the
                // move data differ from the plain file's.
                let plain = xqf_bytes(&r, 10, keys, &zh_extra());
                assert_ne!(bytes[0x10..0x30], plain[0x10..0x30]);
                assert_ne!(bytes[1024..], plain[1024..]);
            }
        }
    }
}

#[test]
fn xqf_random_games_and_black_to_move() {
    let mut rng = Rng(77);
    for seed in 1..=20u64 {
        let mut r = GameRecord::from_game(&random_game(seed * 4_099, 120));
        r.players = ["甲".to_string(), "乙".to_string()];
        let version = [10u8, 11, 18][seed as usize % 3];
        let bytes = xqf_bytes(&r, version, random_keys(&mut rng), &XqfExtra::default());
        let g = xqf::read_game(&bytes).unwrap_or_else(|e| panic!("{seed}: {e}"));
        assert_eq!(g.record.moves, r.moves);
        assert_eq!(g.record.start_fen, r.start_fen);
        assert!(g.comments.iter().all(String::is_empty));
        // XQF → Chinese PGN → read: every move kept.
        let text =
            pgn::write_as(std::slice::from_ref(&g.record), pgn::MoveNotation::Chinese).unwrap();
        assert_eq!(pgn::read(&text).unwrap()[0].moves, r.moves);
    }
    // An ending with Black to move, and a file with no moves (the side to
    // move from the header).
    let mut g = Game::from_position(xiangqi("4k4/9/9/9/9/9/9/9/4p4/3K1R3 b - - 0 1"));
    g.play_uci("e2d2").unwrap();
    g.play_uci("d1d2").unwrap();
    let r = GameRecord::from_game(&g);
    for version in [10, 18] {
        let bytes = xqf_bytes(&r, version, random_keys(&mut rng), &XqfExtra::default());
        let back = xqf::read_game(&bytes).unwrap().record;
        assert_eq!(back.start_fen, r.start_fen);
        assert_eq!(back.moves, r.moves);
        let empty = GameRecord::new(&r.start_position().unwrap());
        let bytes = xqf_bytes(&empty, version, random_keys(&mut rng), &XqfExtra::default());
        let back = xqf::read_game(&bytes).unwrap().record;
        assert_eq!(back.start_fen, r.start_fen);
        assert!(back.moves.is_empty());
    }
}

#[test]
fn malformed_xqf_gives_typed_errors() {
    let r = zh_record();
    let keys = random_keys(&mut Rng(5));
    let good = xqf_bytes(&r, 18, keys, &zh_extra());
    assert_eq!(xqf::read_game(b"PK\x03\x04"), Err(xqf::XqfError::NotXqf));
    assert_eq!(
        xqf::read_game(&good[..500]),
        Err(xqf::XqfError::TruncatedHeader(500))
    );
    assert!(matches!(
        xqf::read_game(&good[..1024]),
        Err(xqf::XqfError::Truncated { offset: 1024 })
    ));
    // Every truncation inside the main line is an error; inside the
    // variations (after the main line) the main line is kept.
    let main_end = {
        let plain = xqf_bytes(
            &r,
            18,
            keys,
            &XqfExtra {
                variations: vec![],
                ..zh_extra()
            },
        );
        plain.len()
    };
    let mut prefixes = 0;
    for n in 0..good.len() {
        // Lenient: the moves before the cut are kept, with the error.
        if let Ok(g) = xqf::read_lenient(&good[..n]) {
            let got = &g[0].record.moves;
            assert_eq!(got[..], r.moves[..got.len()], "{n}");
            assert_eq!(g[0].error.is_some(), n < main_end, "{n}");
            prefixes += usize::from(!got.is_empty() && got.len() < r.moves.len());
        } else {
            assert!(n < 1024 + 16, "{n}");
        }
        match xqf::read_game(&good[..n]) {
            Ok(g) => {
                assert!(n >= main_end, "{n}");
                assert_eq!(g.record.moves, r.moves);
            }
            Err(e) => {
                assert!(n < main_end, "{n}: {e}");
                let ie: janggi_formats::ImportError = e.into();
                assert!(!ie.to_string().is_empty());
            }
        }
    }
    assert!(prefixes > 30, "{prefixes}");
    // A bad comment length.
    let plain = xqf_bytes(&r, 10, keys, &zh_extra());
    let mut bad = plain.clone();
    bad[1028..1032].copy_from_slice(&(-5i32).to_le_bytes());
    assert!(matches!(
        xqf::read_game(&bad),
        Err(xqf::XqfError::BadComment {
            offset: 1028,
            len: -5
        })
    ));
    bad[1028..1032].copy_from_slice(&1_000_000i32.to_le_bytes());
    assert!(matches!(
        xqf::read_game(&bad),
        Err(xqf::XqfError::BadComment { .. })
    ));
    // Two pieces on a point; no general.
    let mut bad = plain.clone();
    bad[0x11] = bad[0x10];
    assert!(matches!(
        xqf::read_game(&bad),
        Err(xqf::XqfError::BadPosition(_))
    ));
    let mut bad = plain.clone();
    bad[0x14] = 0xFF;
    assert!(matches!(
        xqf::read_game(&bad),
        Err(xqf::XqfError::BadPosition(_))
    ));
    // An illegal move and a point off the board (first move's node at
    // 1024 + 4 + 4 + comment).
    let first = 1024 + 8 + encoding_rs::GBK.encode("对局开始").0.len();
    let mut bad = plain.clone();
    bad[first + 1] = 0x20 + 7 * 10 + 8; // h3 → h9: through the cannon
    let e = xqf::read_game(&bad).unwrap_err();
    assert_eq!(
        e,
        xqf::XqfError::Illegal {
            ply: 1,
            uci: "h3h9".to_string()
        }
    );
    let ie: janggi_formats::ImportError = e.into();
    assert_eq!((ie.game, ie.ply), (1, 1));
    assert!(matches!(ie.kind, ImportErrorKind::IllegalMove(_)));
    let lenient = xqf::read_lenient(&bad).unwrap();
    assert!(lenient[0].record.moves.is_empty());
    assert_eq!(lenient[0].error.as_ref().map(|e| e.ply), Some(1));
    bad[first + 1] = 0x20 + 95;
    assert_eq!(
        xqf::read_game(&bad),
        Err(xqf::XqfError::BadSquare { ply: 1 })
    );
}

#[test]
fn random_bytes_and_mutations_never_panic() {
    let mut rng = Rng(99);
    let r = zh_record();
    let files: Vec<Vec<u8>> = [10u8, 11, 18]
        .iter()
        .map(|&v| xqf_bytes(&r, v, random_keys(&mut rng), &zh_extra()))
        .collect();
    let (gb, _, _) = encoding_rs::GBK.encode(ZH_PGN);
    let texts: Vec<Vec<u8>> = vec![ZH_PGN.as_bytes().to_vec(), gb.into_owned()];
    let mut oks = 0;
    for i in 0..3000 {
        let mut b = if i % 3 == 0 {
            let n = rng.below(2000);
            let mut v: Vec<u8> = (0..n).map(|_| rng.byte()).collect();
            if i % 2 == 0 && v.len() >= 2 {
                v[0] = b'X';
                v[1] = b'Q';
            }
            v
        } else if i % 3 == 1 {
            files[rng.below(files.len())].clone()
        } else {
            texts[rng.below(texts.len())].clone()
        };
        for _ in 0..1 + rng.below(6) {
            if b.is_empty() {
                break;
            }
            let at = rng.below(b.len());
            match rng.below(3) {
                0 => b[at] = rng.byte(),
                1 => b.truncate(at),
                _ => b.insert(at, rng.byte()),
            }
        }
        oks += usize::from(formats::read_any(&b).is_ok());
        let _ = xqf::read_game(&b);
        if let Ok(g) = xqf::read_lenient(&b) {
            assert!(g[0].record.final_position().is_ok());
        }
        let _ = pgn::read(&formats::decode_text(&b));
    }
    assert!(oks > 10, "{oks}");
}

// ---------------------------------------------------------------------------
// Committed sample files

fn data_dir() -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/xiangqi")
}

/// The committed files and their contents.
fn sample_files() -> Vec<(&'static str, Vec<u8>)> {
    let r = zh_record();
    let keys = [
        0x5A, 0x01, 0x02, 0x03, 0x04, 0x11, 0x22, 0x33, 0x44, 0x10, 0x20, 0x30, 0xA0,
    ];
    vec![
        (
            "zh_gb2312.pgn",
            encoding_rs::GBK.encode(ZH_PGN).0.into_owned(),
        ),
        ("zh_utf8.pgn", ZH_PGN.as_bytes().to_vec()),
        ("zh_v10_plain.xqf", xqf_bytes(&r, 10, keys, &zh_extra())),
        ("zh_v18_scrambled.xqf", xqf_bytes(&r, 18, keys, &zh_extra())),
    ]
}

#[test]
#[ignore = "writes tests/data/xiangqi; run by hand after changing the samples"]
fn regenerate() {
    std::fs::create_dir_all(data_dir()).unwrap();
    for (name, bytes) in sample_files() {
        std::fs::write(data_dir().join(name), bytes).unwrap();
    }
}

#[test]
fn committed_files_are_current() {
    for (name, bytes) in sample_files() {
        let on_disk = std::fs::read(data_dir().join(name)).unwrap();
        assert!(
            on_disk == bytes,
            "{name} differs from what the test writer makes"
        );
        let g = formats::read_any(&on_disk).unwrap_or_else(|e| panic!("{name}: {e}"));
        check_zh_game(&g[0]);
    }
}
