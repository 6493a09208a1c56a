//! `.gib` quirks and malformed input: every quirk of the real files reads,
//! every malformed input gives a clear error (game, line, move), and no
//! input — random bytes, mutated real files, huge files — panics.

use std::path::PathBuf;

use janggi_formats::{gib, pgn, ImportErrorKind as K, RecordResult, MAX_INPUT};
use janggi_rules::{EndReason, JanggiSetup, Side};

fn data(file: &str) -> Vec<u8> {
    std::fs::read(
        PathBuf::from(env!("CARGO_MANIFEST_DIR"))
            .join("tests/data/records")
            .join(file),
    )
    .unwrap()
}

fn cp949(s: &str) -> Vec<u8> {
    // Hand-made CP949 for the few syllables the tests need.
    let table: &[(char, [u8; 2])] = &[
        ('대', [0xB4, 0xEB]),
        ('회', [0xC8, 0xB8]),
        ('명', [0xB8, 0xED]),
        ('초', [0xC3, 0xCA]),
        ('한', [0xC7, 0xD1]),
        ('차', [0xC2, 0xF7]),
        ('림', [0xB8, 0xB2]),
        ('마', [0xB8, 0xB6]),
        ('상', [0xBB, 0xF3]),
        ('졸', [0xC1, 0xB9]),
        ('병', [0xBA, 0xB4]),
    ];
    let mut out = Vec::new();
    for c in s.chars() {
        if c.is_ascii() {
            out.push(c as u8);
        } else {
            let (_, b) = table.iter().find(|(x, _)| *x == c).expect("in the table");
            out.extend_from_slice(b);
        }
    }
    out
}

const HEAD: &str = "[초차림 \"마상상마\"]\n[한차림 \"마상상마\"]\n";

#[test]
fn quirks_of_real_files() {
    // BOM, CRLF, stray 0xFF glued to [대회명, DOS 0x1A at the end; CP949.
    let mut bytes = b"\xEF\xBB\xBF".to_vec();
    let body = "[대회명 \"x\"]\r\n[초차림 \"마상상마\"]\r\n[한차림 \"마상마상\"]\r\n\r\n1. 79졸78 2. 41병42\r\n";
    let mut cp = vec![0xFF];
    cp.extend(cp949(body));
    cp.extend([0x1A, 0xFF]);
    let g = gib::read(&cp).unwrap();
    assert_eq!(g.len(), 1);
    assert_eq!(g[0].moves.len(), 2);
    assert_eq!(g[0].event, "x");
    // Han's "마상마상" in board order is 상마상마 from Han's seat.
    assert_eq!(
        g[0].setups.unwrap().han,
        JanggiSetup::ElephantHorseElephantHorse
    );
    // The same as UTF-8 with a BOM.
    bytes.extend(body.as_bytes());
    let u = gib::read(&bytes).unwrap();
    assert_eq!(u[0].moves, g[0].moves);

    // Several games, a header-only game, comments over lines, time tokens,
    // Hanja with side markers, 타 before a capture, 장군/멍군, 한수쉼.
    let text = format!(
        "{HEAD}[총수 \"0\"]\n[대국결과 \"한승(기권)\"]\n\n\
         {HEAD}[대국결과 \"무승부(동의)\"]\n\n1. 79楚卒78 <3> 2. 41漢兵42 {{a comment\n\
         over two lines}}\n3. 한수쉼 4. 49병48 5. 71초졸72 6. 48병58\n\
         7. 72졸62 8. 58병68 9. 62졸52 10. 68병78졸 11. 52졸42타병 12. 25장15멍군\n"
    );
    let g = gib::read(text.as_bytes()).unwrap();
    assert_eq!(g.len(), 2);
    assert!(g[0].moves.is_empty());
    assert_eq!(g[0].result, RecordResult::Win(Side::Second));
    assert_eq!(g[0].reason, Some(EndReason::Resignation));
    assert_eq!(g[1].moves.len(), 12);
    assert!(g[1].moves[2].is_pass());
    assert_eq!(g[1].result, RecordResult::Draw);
    assert_eq!(g[1].result_text, "무승부(동의)");
}

#[test]
fn pan_header_with_han_moving_first_and_no_setup_headers() {
    let text = "[판 \"차마상사1사상1차/4장/1포4마포/졸1졸1졸1졸졸///兵1兵1兵1兵1兵/1包4馬包/4將/車馬象士1士象1車 한 접장기\"]\n\n1. 41漢兵42 2. 02楚馬83\n";
    let g = gib::read(text.as_bytes()).unwrap();
    assert!(g[0].start_fen.ends_with(" b - - 0 1"));
    assert_eq!(g[0].setups, None);
    // Written back with a 판 header; reads back the same.
    let out = gib::write(&g).unwrap();
    assert!(out.contains("[판 \""), "{out}");
    assert_eq!(gib::read(out.as_bytes()).unwrap()[0].moves, g[0].moves);
    // Without any setup header, the setups the moves fit are found:
    // 02마83 needs Cho's horse on b1.
    let g = gib::read("1. 02마83 2. 12마33\n".as_bytes()).unwrap();
    let s = g[0].setups.unwrap();
    assert_eq!(s.cho.korean().chars().next(), Some('마'));
}

#[test]
fn old_coordinates_header_switches_the_reading_of_the_moves() {
    // `79졸78` in the old coordinates is h9 → h8, where Cho has no
    // soldier: the move is read the old way and found illegal.
    let t = format!("{HEAD}[기보형식 \"구좌표\"]\n\n1. 79졸78\n");
    let e = gib::read(t.as_bytes()).unwrap_err();
    assert_eq!(e.kind, K::IllegalMove("79졸78".into()));
    assert_eq!((e.game, e.line, e.ply), (1, 5, 1));
    // Another value of the header changes nothing (and is kept).
    let t = format!("{HEAD}[기보형식 \"신좌표\"]\n\n1. 79졸78\n");
    let g = gib::read(t.as_bytes()).unwrap();
    assert_eq!(g[0].moves.len(), 1);
    assert!(g[0].headers.contains(&("기보형식".into(), "신좌표".into())));
}

#[test]
fn malformed_inputs_give_clear_errors() {
    /// Input, expected kind, game, line.
    type Case = (Vec<u8>, fn(&K) -> bool, usize, usize);
    let cases: Vec<Case> = vec![
        (b"".to_vec(), |k| *k == K::Empty, 0, 0),
        (b" \r\n\n\x1a\xff".to_vec(), |k| *k == K::Empty, 0, 0),
        // Truncated header.
        (
            "[대회명 \"abc".as_bytes().to_vec(),
            |k| matches!(k, K::BadHeader(_)),
            1,
            1,
        ),
        (
            format!("{HEAD}[총수 12]\n").into_bytes(),
            |k| matches!(k, K::BadHeader(_)),
            1,
            3,
        ),
        // Bad move text, unknown piece, illegal move.
        (
            format!("{HEAD}\n1. 79졸7 2. 41병42\n").into_bytes(),
            |k| matches!(k, K::BadMove(_)),
            1,
            4,
        ),
        (
            format!("{HEAD}\n1. 79왕78\n").into_bytes(),
            |k| matches!(k, K::UnknownPiece(_)),
            1,
            4,
        ),
        (
            format!("{HEAD}\n1. 79졸68\n").into_bytes(),
            |k| matches!(k, K::IllegalMove(_)),
            1,
            4,
        ),
        (
            format!("{HEAD}\n1. 79졸78 hello\n").into_bytes(),
            |k| matches!(k, K::BadMove(_)),
            1,
            4,
        ),
        (
            format!("{HEAD}\n1. 7999졸78\n").into_bytes(),
            |k| matches!(k, K::BadMove(_)),
            1,
            4,
        ),
        // Unknown setup; only one side's setup.
        (
            "[초차림 \"마마마마\"]\n[한차림 \"마상상마\"]\n"
                .as_bytes()
                .to_vec(),
            |k| matches!(k, K::BadSetup(_)),
            1,
            1,
        ),
        (
            "[초차림 \"마상상마\"]\n\n1. 79졸78\n".as_bytes().to_vec(),
            |k| matches!(k, K::BadSetup(_)),
            1,
            1,
        ),
        // A bad board.
        (
            "[판 \"차/4장\"]\n".as_bytes().to_vec(),
            |k| matches!(k, K::BadFen(_)),
            1,
            1,
        ),
        // Garbage bytes.
        (
            b"\x00\x01\x02garbage\x80\x81".to_vec(),
            |k| matches!(k, K::BadMove(_)),
            1,
            1,
        ),
    ];
    for (i, (input, want, game, line)) in cases.iter().enumerate() {
        let e = gib::read(input).expect_err(&format!("case {i} accepted"));
        assert!(want(&e.kind), "case {i}: {e:?}");
        assert_eq!((e.game, e.line), (*game, *line), "case {i}: {e}");
        assert!(!e.to_string().is_empty());
    }
    // All or nothing: a good game followed by a bad one gives no game.
    let t = format!("{HEAD}\n1. 79졸78\n\n{HEAD}\n1. 79졸78 2. 41병42 3. 78졸88\n");
    let e = gib::read(t.as_bytes()).unwrap_err();
    assert_eq!((e.game, e.line, e.ply), (2, 9, 3));
    assert!(e.to_string().starts_with("game 2, line 9: move 3"), "{e}");
    // Lenient keeps both games, the second up to its bad move.
    let l = gib::read_lenient(t.as_bytes()).unwrap();
    assert_eq!((l[0].record.moves.len(), l[1].record.moves.len()), (1, 2));
    assert!(l[0].error.is_none() && l[1].error.is_some());
}

#[test]
fn huge_inputs_are_refused_or_read_without_trouble() {
    let huge = vec![b' '; MAX_INPUT + 1];
    assert!(matches!(gib::read(&huge).unwrap_err().kind, K::TooLarge(_)));
    let huge_text = " ".repeat(MAX_INPUT + 1);
    assert!(matches!(
        pgn::read(&huge_text).unwrap_err().kind,
        K::TooLarge(_)
    ));
    // 2,000 copies of a real game (about 2.5 MB) read in one go.
    let one = data("gib29_haetermol_2nd_world_2_ha_vs_jeon.gib");
    let mut many = Vec::new();
    for _ in 0..2000 {
        many.extend_from_slice(&one);
        many.extend_from_slice(b"\n");
    }
    assert_eq!(gib::read(&many).unwrap().len(), 2000);
    // No quadratic corners: 100,000 distinct headers, a line of a million
    // unclosed time tokens.
    let start = std::time::Instant::now();
    let headers: String = (0..100_000).map(|i| format!("[k{i} \"v\"]\n")).collect();
    assert_eq!(
        gib::read(headers.as_bytes()).unwrap()[0].headers.len(),
        100_000
    );
    let e = gib::read("< ".repeat(1_000_000).as_bytes()).unwrap_err();
    assert!(matches!(e.kind, K::BadMove(_)));
    assert!(start.elapsed().as_secs() < 20, "{:?}", start.elapsed());
    // A board line of endless digits does not blow up.
    let t = format!("[판 \"{}\"]\n", "9".repeat(1 << 20));
    assert!(gib::read(t.as_bytes()).is_err());
}

/// xorshift64*.
struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

/// The lenient games agree with the strict read: numbered in order, every
/// record replays, the strict read is all of them when every game is
/// complete, else the first game's error.
fn check_lenient(
    strict: &Result<Vec<janggi_formats::GameRecord>, janggi_formats::ImportError>,
    lenient: Result<Vec<janggi_formats::LenientGame>, janggi_formats::ImportError>,
) {
    match lenient {
        Ok(games) => {
            for (i, g) in games.iter().enumerate() {
                assert_eq!(g.number, i + 1);
                assert!(g.record.final_position().is_ok());
                if let Some(e) = &g.error {
                    assert_eq!(e.game, g.number);
                    assert!(e.line >= g.line, "{e} before line {}", g.line);
                }
                assert_eq!(g.record.duplicate_key().len(), 19);
            }
            match strict {
                Ok(records) => {
                    assert!(games.iter().all(|g| g.is_complete()));
                    let got: Vec<_> = games.into_iter().map(|g| g.record).collect();
                    assert_eq!(&got, records);
                }
                Err(e) => {
                    let first = games.iter().find_map(|g| g.error.as_ref());
                    assert_eq!(first, Some(e));
                }
            }
        }
        Err(e) => assert_eq!(strict.as_ref().err(), Some(&e)),
    }
}

/// Reads `bytes` every way; whatever is accepted writes and reads back.
fn exercise(bytes: &[u8]) {
    let strict = gib::read(bytes);
    if let Ok(records) = &strict {
        let text = gib::write(records).unwrap();
        let again = gib::read(text.as_bytes()).unwrap();
        assert_eq!(again.len(), records.len());
        for (a, b) in records.iter().zip(&again) {
            assert_eq!(a.moves, b.moves);
        }
    }
    check_lenient(&strict, gib::read_lenient(bytes));
    let _ = janggi_formats::import(bytes);
    let text = String::from_utf8_lossy(bytes);
    let strict = pgn::read(&text);
    if let Ok(records) = &strict {
        let out = pgn::write(records, &Default::default()).unwrap();
        assert_eq!(pgn::read(&out).unwrap().len(), records.len());
    }
    check_lenient(&strict, pgn::read_lenient(&text));
}

#[test]
fn random_and_mutated_inputs_never_panic() {
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    // Random bytes, biased to the characters of records.
    let alphabet: Vec<u8> = {
        let mut a = b"0123456789. []\"{}<>\n\r\t-/()*$;%abcdefghiKACEHNPRxpass".to_vec();
        a.extend(cp949("초한차마상졸병대회명"));
        a.extend("졸병차포마상사장한수쉼장군楚漢".as_bytes());
        a
    };
    for _ in 0..1500 {
        let n = rng.below(200);
        let v: Vec<u8> = (0..n)
            .map(|_| {
                if rng.below(4) == 0 {
                    rng.next() as u8
                } else {
                    alphabet[rng.below(alphabet.len())]
                }
            })
            .collect();
        exercise(&v);
    }
    // Mutations of real files: flips, cuts, splices, duplicated spans.
    let files = [
        data("gib09_2nd_final_hanamsijjang_orion1.gib"),
        data("gib11_yanggwima_variations.gib"),
        data("gib20_kakao_001_crlf.gib")[..6000].to_vec(),
        data("gib24_cgzm123_passes.gib")[..5000].to_vec(),
    ];
    let pgn_text = pgn::write(&gib::read(&files[0]).unwrap(), &Default::default()).unwrap();
    let mut sources: Vec<Vec<u8>> = files.to_vec();
    sources.push(pgn_text.into_bytes());
    for round in 0..300 {
        let mut v = sources[round % sources.len()].clone();
        for _ in 0..1 + rng.below(4) {
            let len = v.len();
            match rng.below(5) {
                0 => {
                    let i = rng.below(len);
                    if i < len {
                        v[i] = rng.next() as u8;
                    }
                }
                1 => v.truncate(rng.below(len)),
                2 => {
                    let i = rng.below(len);
                    let j = (i + rng.below(40)).min(len);
                    v.drain(i..j);
                }
                3 => {
                    let i = rng.below(len);
                    let j = (i + rng.below(40)).min(len);
                    let span = v[i..j].to_vec();
                    let at = rng.below(v.len());
                    v.splice(at..at, span);
                }
                _ => {
                    let i = rng.below(len);
                    v.insert(i.min(v.len()), alphabet[rng.below(alphabet.len())]);
                }
            }
        }
        exercise(&v);
    }
}
