//! PGN reading and writing, and `.gib`/PGN round trips of constructed games
//! (passes, captures, checks, every end reason).

use janggi_formats::{
    self as formats, gib, pgn, Format, GameRecord, ImportErrorKind, RecordResult,
};
use janggi_rules::{notation, EndReason, Game, JanggiSetup, Move, ProfileId, RuleProfile, Side};

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
}

/// A game of `plies` random legal moves that prefers captures and checks and
/// passes now and then.
fn random_game(profile: RuleProfile, seed: u64, plies: usize) -> Game {
    let mut rng = Rng(seed | 1);
    let mut game = match profile.variant {
        janggi_rules::Variant::Janggi => Game::janggi(
            profile,
            JanggiSetup::ALL[rng.below(4)],
            JanggiSetup::ALL[rng.below(4)],
        ),
        janggi_rules::Variant::Xiangqi => Game::new(profile),
    };
    for _ in 0..plies {
        let moves = game.legal_moves();
        if moves.is_empty() {
            break;
        }
        let pos = game.position();
        let pick = |f: &dyn Fn(Move) -> bool, rng: &mut Rng| {
            let v: Vec<Move> = moves.iter().copied().filter(|&m| f(m)).collect();
            (!v.is_empty()).then(|| v[rng.below(v.len())])
        };
        let roll = rng.below(10);
        let m = match roll {
            0..=2 => pick(&|m: Move| pos.gives_check(m), &mut rng),
            3..=5 => pick(&|m: Move| m.is_capture(), &mut rng),
            6 => pick(&|m: Move| m.is_pass(), &mut rng),
            _ => None,
        }
        .unwrap_or_else(|| moves[rng.below(moves.len())]);
        game.play(m).unwrap();
    }
    game
}

/// The fields both formats keep.
fn core(r: &GameRecord) -> impl PartialEq + std::fmt::Debug {
    (
        r.profile,
        r.start_fen.clone(),
        r.setups,
        r.moves.clone(),
        r.result,
        r.reason,
        r.by_points,
        r.points,
        r.players.clone(),
        r.event.clone(),
    )
}

fn round_trip(r: &GameRecord) {
    let p = pgn::write(std::slice::from_ref(r), &pgn::WriteOptions::default()).unwrap();
    let back = pgn::read(&p).unwrap_or_else(|e| panic!("{e}\n{p}"));
    assert_eq!(back.len(), 1);
    assert_eq!(core(&back[0]), core(r), "PGN\n{p}");
    if r.variant() == janggi_rules::Variant::Janggi {
        let g = gib::write(std::slice::from_ref(r)).unwrap();
        let back = gib::read(g.as_bytes()).unwrap_or_else(|e| panic!("{e}\n{g}"));
        assert_eq!(back.len(), 1);
        let mut want = r.clone();
        // .gib games are Janggi under the standard profile.
        want.profile = ProfileId::JanggiStandard;
        assert_eq!(core(&back[0]), core(&want), ".gib\n{g}");
    }
}

#[test]
fn constructed_games_with_passes_captures_checks_and_every_end_reason() {
    let (mut passes, mut captures, mut checks) = (0, 0, 0);
    for seed in 1..=12u64 {
        let game = random_game(RuleProfile::JANGGI_STANDARD, seed * 7919, 120);
        let mut r = GameRecord::from_game(&game);
        r.players = ["초 선수 \"A\"".to_string(), "Han B".to_string()];
        r.event = format!("Test {seed}");
        passes += r.moves.iter().filter(|m| m.is_pass()).count();
        captures += r.moves.iter().filter(|m| m.is_capture()).count();
        checks += game.checks().iter().filter(|&&c| c).count();
        round_trip(&r);
        for reason in EndReason::ALL {
            for result in [
                RecordResult::Win(Side::First),
                RecordResult::Win(Side::Second),
                RecordResult::Draw,
            ] {
                let mut r = r.clone();
                r.result = result;
                r.reason = Some(reason);
                r.by_points = matches!(result, RecordResult::Win(_))
                    && matches!(
                        reason,
                        EndReason::Bikjang
                            | EndReason::DoublePass
                            | EndReason::Repetition
                            | EndReason::MoveLimit
                    );
                r.result_text = String::new();
                round_trip(&r);
            }
        }
        // Points win without a reason; unknown result (not on a mate: a
        // reader sees the checkmate in the final position).
        if game.outcome().reason() == Some(EndReason::Checkmate) {
            continue;
        }
        let mut p = r.clone();
        p.result = RecordResult::Win(Side::Second);
        p.reason = None;
        p.by_points = true;
        round_trip(&p);
        p.result = RecordResult::Unknown;
        p.by_points = false;
        round_trip(&p);
    }
    assert!(
        passes > 0 && captures > 10 && checks > 5,
        "{passes} {captures} {checks}"
    );
}

#[test]
fn real_game_endings_round_trip() {
    // A double pass, a resignation and a timeout through Game.
    let mut g = Game::new(RuleProfile::JANGGI_STANDARD);
    g.play_uci("h1g3").unwrap();
    g.play_uci("e9e9").unwrap();
    g.play_uci("e2e2").unwrap();
    let r = GameRecord::from_game(&g);
    assert_eq!(r.reason, Some(EndReason::DoublePass));
    assert!(r.by_points);
    round_trip(&r);
    let mut g = random_game(RuleProfile::JANGGI_STANDARD, 99, 30);
    if !g.outcome().is_over() {
        g.resign(Side::Second).unwrap();
    }
    round_trip(&GameRecord::from_game(&g));
    let back =
        pgn::read(&pgn::write(&[GameRecord::from_game(&g)], &Default::default()).unwrap()).unwrap();
    // The record plays back into a game with the same outcome.
    assert_eq!(back[0].to_game().unwrap().outcome(), g.outcome());
}

#[test]
fn xiangqi_in_uci_and_wxf() {
    for seed in 1..=6u64 {
        let game = random_game(RuleProfile::XIANGQI, seed * 104_729, 100);
        let r = GameRecord::from_game(&game);
        round_trip(&r);
        let text = pgn::write(std::slice::from_ref(&r), &pgn::WriteOptions { wxf: true }).unwrap();
        assert!(text.contains("[Variant \"xiangqi\"]"));
        let back = pgn::read(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
        assert_eq!(back[0].moves, r.moves, "{text}");
        assert!(gib::write(&[r]).is_err(), ".gib is Janggi only");
    }
}

#[test]
fn reads_pgn_as_other_tools_write_it() {
    let text = r#"
% an escape line
[Event "Casual \"blitz\" game"]
[Site "https://www.pychess.org/abc"]
[Date "2024.01.02"]
[Round "-"]
[White "Alice"]
[Black "Bob"]
[Result "1-0"]
[TimeControl "300+5"]
[Variant "Janggi"]
[FEN "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1"]
[SetUp "1"]

1. h1g3 {a comment
over lines} h10g8 $1 2. e2e2! ; pass, rest of line ignored
e9e9 (2... a7b7 3. a4b4) 3.Rh1+ a7a6 4. c5 *

[Event "second"]
[Variant "xiangqi"]

1. C2.5 H8+7 2. h1g3 b10c8 1/2-1/2
"#;
    let games = pgn::read(text).unwrap();
    assert_eq!(games.len(), 2);
    let a = &games[0];
    assert_eq!(a.event, "Casual \"blitz\" game");
    assert_eq!(a.players, ["Alice".to_string(), "Bob".to_string()]);
    assert_eq!(a.round, "");
    assert_eq!(a.profile, ProfileId::JanggiFairyStockfish);
    assert_eq!(a.moves.len(), 7);
    assert!(a.moves[2].is_pass() && a.moves[3].is_pass());
    // The tag says 1-0, the movetext `*`: the tag is kept.
    assert_eq!(a.result, RecordResult::Win(Side::First));
    assert!(a
        .headers
        .contains(&("TimeControl".to_string(), "300+5".to_string())));
    let b = &games[1];
    assert_eq!(b.profile, ProfileId::Xiangqi);
    assert_eq!(b.result, RecordResult::Draw);
    let pos = b.positions().unwrap();
    let uci: Vec<String> = b
        .moves
        .iter()
        .zip(&pos)
        .map(|(&m, p)| notation::uci(p, m))
        .collect();
    assert_eq!(uci, ["h3e3", "h10g8", "h1g3", "b10c8"]);
}

#[test]
fn pass_forms_and_black_to_move_numbers() {
    for pass in ["pass", "@@@@", "--", "0000", "e2e2", "Ke2e2", "Ke2-e2"] {
        let t = format!("[Variant \"janggi\"]\n\n1. {pass} e9e9 *\n");
        let g = pgn::read(&t).unwrap_or_else(|e| panic!("{pass}: {e}"));
        assert!(g[0].moves[0].is_pass(), "{pass}");
    }
    let g = pgn::read("[Variant \"janggi\"]\n\n1. Nh1g3 Hh10-g8 2. Ri1h1 *").unwrap();
    assert_eq!(g[0].moves.len(), 3);
    let t = "[Variant \"janggi\"]\n[FEN \"rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR b - - 0 1\"]\n\n1... h10g8 2. h1g3 *\n";
    let g = pgn::read(t).unwrap();
    let out = pgn::write(&g, &Default::default()).unwrap();
    assert!(out.contains("1... h10g8 2. h1g3 *"), "{out}");
}

#[test]
fn pgn_errors_name_game_line_and_move() {
    let e = pgn::read(
        "[Variant \"janggi\"]\n\n1. h1g3 h10g8 *\n\n[Variant \"janggi\"]\n\n1. h1g3 h10h5 *\n",
    )
    .unwrap_err();
    assert_eq!((e.game, e.line, e.ply), (2, 7, 2));
    assert!(matches!(e.kind, ImportErrorKind::IllegalMove(ref s) if s == "h10h5"));
    assert!(e.to_string().contains("game 2") && e.to_string().contains("h10h5"));
    let e = pgn::read("[Event \"x\"]\n\n1. e2e4 *").unwrap_err();
    assert!(matches!(e.kind, ImportErrorKind::UnknownVariant(_)), "{e}");
    let e = pgn::read("[Variant \"chess\"]\n\n1. e2e4 *").unwrap_err();
    assert!(matches!(e.kind, ImportErrorKind::UnknownVariant(_)), "{e}");
    let e = pgn::read("[Variant \"janggi\"]\n[FEN \"9/9 w\"]\n\n*").unwrap_err();
    assert!(matches!(e.kind, ImportErrorKind::BadFen(_)), "{e}");
    let e = pgn::read("[Variant \"janggi\"]\n\n1. h1g3 blah *").unwrap_err();
    assert!(matches!(e.kind, ImportErrorKind::BadMove(_)), "{e}");
    let e = pgn::read("[Variant \"janggi").unwrap_err();
    assert!(matches!(e.kind, ImportErrorKind::BadHeader(_)), "{e}");
    assert_eq!((e.game, e.line), (1, 1));
    let e = pgn::read("[Variant \"janggi\"]\n\n1. h1g3 *\n\n[Variant janggi]\n").unwrap_err();
    assert!(matches!(e.kind, ImportErrorKind::BadHeader(_)), "{e}");
    assert_eq!((e.game, e.line), (2, 5));
    let e = pgn::read("  \n ").unwrap_err();
    assert_eq!(e.kind, ImportErrorKind::Empty);
}

#[test]
fn either_format_is_recognised() {
    let g = gib::read("[초차림 \"마상상마\"]\n[한차림 \"마상상마\"]\n\n1. 08마87\n".as_bytes())
        .unwrap();
    let as_gib = gib::write(&g).unwrap();
    let as_pgn = pgn::write(&g, &Default::default()).unwrap();
    assert_eq!(formats::detect(as_gib.as_bytes()), Format::Gib);
    assert_eq!(formats::detect(as_pgn.as_bytes()), Format::Pgn);
    assert_eq!(formats::detect("1. 08마87".as_bytes()), Format::Gib);
    assert_eq!(formats::detect(b"1. h1g3 h10g8"), Format::Pgn);
    assert_eq!(
        formats::read_any(as_gib.as_bytes()).unwrap()[0].moves,
        g[0].moves
    );
    assert_eq!(
        formats::read_any(as_pgn.as_bytes()).unwrap()[0].moves,
        g[0].moves
    );
    assert!(formats::read_any(b"").is_err());
}
