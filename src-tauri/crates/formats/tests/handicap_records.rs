//! Handicap games in record files: PGN (`[FEN]`, `[SetUp "1"]`,
//! `[Handicap "…"]`) and `.gib` (`[판 "… 접장기"]`, `[접장기 "초 차떼기"]`)
//! export and read back with the same start position, handicap, setups and
//! moves; a file's handicap tag must name the handicap its start has.

use janggi_formats::{gib, import, pgn, GameRecord, ImportErrorKind, RecordResult, Setups};
use janggi_rules::{
    Game, Handicap, HandicapKind, JanggiSetup as S, Position, RuleProfile, Side, Variant,
};

/// A game of `plies` pseudo-random legal moves (never a pass) from `start`.
fn play(start: Position, plies: usize, mut seed: u64) -> Game {
    let mut game = Game::from_position(start);
    for _ in 0..plies {
        let moves: Vec<_> = game
            .legal_moves()
            .iter()
            .copied()
            .filter(|m| !m.is_pass())
            .collect();
        if moves.is_empty() {
            break;
        }
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        game.play(moves[(seed % moves.len() as u64) as usize])
            .unwrap();
    }
    game
}

fn record(kind: HandicapKind, giver: Side, setups: Option<(S, S)>, seed: u64) -> GameRecord {
    let profile = match kind.variant() {
        Variant::Janggi => RuleProfile::JANGGI_STANDARD,
        Variant::Xiangqi => RuleProfile::XIANGQI,
    };
    let start = Handicap::new(kind, giver).start(&profile, setups).unwrap();
    let game = play(start, 24, seed);
    let mut r = GameRecord::from_game(&game);
    r.players = ["Stronger".into(), "Weaker".into()];
    r
}

fn assert_same_game(back: &GameRecord, r: &GameRecord) {
    assert_eq!(back.start_fen, r.start_fen);
    assert_eq!(back.moves, r.moves);
    assert_eq!(back.handicap, r.handicap);
    assert_eq!(back.points, r.points);
}

#[test]
fn a_record_of_a_handicap_game_knows_its_handicap_and_setups() {
    let setups = Some((S::ElephantHorseElephantHorse, S::HorseElephantHorseElephant));
    let r = record(HandicapKind::JanggiChariot, Side::First, setups, 1);
    assert_eq!(
        r.handicap,
        Some(Handicap::new(HandicapKind::JanggiChariot, Side::First))
    );
    assert_eq!(
        r.setups,
        Some(Setups {
            cho: S::ElephantHorseElephantHorse,
            han: S::HorseElephantHorseElephant
        })
    );
    let plain = GameRecord::from_game(&Game::new(RuleProfile::JANGGI_STANDARD));
    assert_eq!(plain.handicap, None);
}

#[test]
fn pgn_round_trip_of_every_handicap() {
    for (i, kind) in HandicapKind::ALL.into_iter().enumerate() {
        for giver in Side::ALL {
            let setups =
                (kind.variant() == Variant::Janggi).then_some((S::ALL[i % 4], S::ALL[(i + 1) % 4]));
            let r = record(kind, giver, setups, 7 + i as u64);
            let text = pgn::write(std::slice::from_ref(&r), &pgn::WriteOptions::default()).unwrap();
            let side = if giver == Side::First {
                "White"
            } else {
                "Black"
            };
            assert!(text.contains("[SetUp \"1\"]"), "{text}");
            assert!(
                text.contains(&format!("[FEN \"{}\"]", r.start_fen)),
                "{text}"
            );
            assert!(
                text.contains(&format!("[Handicap \"{} {side}\"]", kind.name())),
                "{text}"
            );
            let back = pgn::read(&text).unwrap();
            assert_eq!(back.len(), 1);
            assert_same_game(&back[0], &r);
            assert_eq!(back[0].setups, r.setups);
            // Written again, the same text: the tag is not doubled.
            assert_eq!(
                pgn::write(&back, &pgn::WriteOptions::default()).unwrap(),
                text
            );
        }
    }
}

#[test]
fn xiangqi_pgn_dialects_keep_the_handicap() {
    use pgn::{write_as, MoveNotation};
    let r = record(HandicapKind::XiangqiTwoHorses, Side::Second, None, 3);
    for notation in [MoveNotation::Wxf, MoveNotation::Chinese, MoveNotation::Iccs] {
        let text = write_as(std::slice::from_ref(&r), notation).unwrap();
        let back = pgn::read(&text).unwrap();
        assert_same_game(&back[0], &r);
    }
}

#[test]
fn gib_round_trip_of_every_janggi_handicap() {
    for (i, kind) in HandicapKind::of_variant(Variant::Janggi).enumerate() {
        for giver in Side::ALL {
            let setups = Some((S::ALL[(i + 2) % 4], S::ALL[i % 4]));
            let r = record(kind, giver, setups, 11 + i as u64);
            let text = gib::write(std::slice::from_ref(&r)).unwrap();
            let who = if giver == Side::First { "초" } else { "한" };
            assert!(
                text.contains(&format!("[접장기 \"{who} {}\"]", kind.native_name())),
                "{text}"
            );
            assert!(text.contains(" 초 접장기\"]"), "{text}");
            assert!(!text.contains("[초차림"), "the board decides: {text}");
            let back = gib::read(text.as_bytes()).unwrap();
            assert_same_game(&back[0], &r);
            // The board gives the setups back (마상떼기: equivalent ones).
            let s = back[0].setups.expect("setups");
            let again = Handicap::new(kind, giver)
                .start(&RuleProfile::JANGGI_STANDARD, Some((s.cho, s.han)))
                .unwrap();
            assert_eq!(again.fen(), r.start_fen);
            // And through the importer of any file.
            let any = import(text.as_bytes()).unwrap();
            assert_same_game(&any.games[0].record, &r);
            assert_eq!(gib::write(&back).unwrap(), text);
        }
    }
}

#[test]
fn a_start_position_alone_makes_a_handicap_game() {
    // A PGN from elsewhere: the FEN of 차떼기, no Handicap tag.
    let text = "[Variant \"janggi\"]\n[FEN \"rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/1NBA1ABNR w - - 0 1\"]\n\n1. h1g3 *\n";
    let r = &pgn::read(text).unwrap()[0];
    assert_eq!(
        r.handicap,
        Some(Handicap::new(HandicapKind::JanggiChariot, Side::First))
    );
    // A .gib with a handicap header and setup headers but no board: the
    // handicap's pieces come off the setups' start.
    let gib_text = "[초차림 \"마상상마\"]\n[한차림 \"마상상마\"]\n[접장기 \"한 포떼기\"]\n\n1. 08마87 2. 18마37\n";
    let r = &gib::read(gib_text.as_bytes()).unwrap()[0];
    assert_eq!(
        r.handicap,
        Some(Handicap::new(HandicapKind::JanggiCannon, Side::Second))
    );
    assert_eq!(r.moves.len(), 2);
    assert!(
        r.start_fen.starts_with("rnba1abnr/4k4/1c7/"),
        "{}",
        r.start_fen
    );
}

#[test]
fn a_handicap_tag_that_the_start_does_not_have_is_refused() {
    let bad = |kind: &ImportErrorKind| matches!(kind, ImportErrorKind::BadHeader(_));
    // The standard start with a handicap tag.
    let text = "[Variant \"janggi\"]\n[Handicap \"janggi-chariot White\"]\n\n1. h1g3 *\n";
    let e = pgn::read(text).unwrap_err();
    assert!(bad(&e.kind), "{e}");
    assert!(
        e.to_string().contains("not the handicap of the start"),
        "{e}"
    );
    // Another game's handicap, an unknown one, no giver.
    for tag in [
        "xiangqi-horse White",
        "janggi-queen White",
        "janggi-chariot",
        "janggi-chariot Green",
    ] {
        let text = format!("[Variant \"janggi\"]\n[FEN \"rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/1NBA1ABNR w - - 0 1\"]\n[Handicap \"{tag}\"]\n\n1. h1g3 *\n");
        let e = pgn::read(&text).unwrap_err();
        assert!(bad(&e.kind), "{tag}: {e}");
        // The lenient reader keeps the game's tags, without moves.
        let games = pgn::read_lenient(&text).unwrap();
        assert!(games[0].record.moves.is_empty());
        assert!(games[0].error.is_some());
    }
    // .gib: a handicap header that the board is not, and an unreadable one.
    let board = "[판 \"차마상사1사상마차/4장/1포5포/졸1졸1졸1졸1졸///兵1兵1兵1兵1兵/1包5包/4將/車馬象士1士象馬車 초\"]\n";
    for header in [
        "[접장기 \"초 차떼기\"]",
        "[접장기 \"차떼기\"]",
        "[접장기 \"초 queen\"]",
    ] {
        let text = format!("{board}{header}\n\n1. 08마87\n");
        let e = gib::read(text.as_bytes()).unwrap_err();
        assert!(bad(&e.kind), "{header}: {e}");
        let games = gib::read_lenient(text.as_bytes()).unwrap();
        assert!(games[0].record.moves.is_empty(), "{header}");
    }
    // Results and players still read beside a good handicap header.
    let r = record(HandicapKind::JanggiHorse, Side::Second, None, 5);
    let mut r = r;
    r.result = RecordResult::Win(Side::First);
    let back = &gib::read(gib::write(std::slice::from_ref(&r)).unwrap().as_bytes()).unwrap()[0];
    assert_eq!(back.result, RecordResult::Win(Side::First));
    assert_eq!(back.players, r.players);
}
