//! Walks every tutorial lesson through the same Rust code the app's
//! commands use: its position parses under its profile, its intended
//! solution is legal and completes each step, the scripted replies are
//! legal, every recorded wrong try gets exactly its helpful message, and
//! every lesson has its texts in all three translation tables.

mod common;

use janggi::dto::SetupId;
use janggi::tutorial::{
    self, explain_illegal, lesson_board, lessons, start_game, Goal, Lesson, TutorialAttempt,
};
use janggi_rules::{notation, Square};

/// Turns a lesson's move text into an attempt.
fn attempt(lesson: &Lesson, moves: &[String], mv: &str) -> TutorialAttempt {
    let mut a = TutorialAttempt {
        lesson_id: lesson.id.clone(),
        moves: moves.to_vec(),
        ..TutorialAttempt::default()
    };
    if mv == "pass" {
        a.pass = true;
    } else if let Some(s) = mv.strip_prefix("setup:") {
        a.setup = Some(serde_json::from_value::<SetupId>(serde_json::json!(s)).expect("setup id"));
    } else {
        let (from, to) = split(mv);
        a.from = Some(from.index() as u32);
        a.to = Some(to.index() as u32);
    }
    a
}

fn split(mv: &str) -> (Square, Square) {
    let digits = |s: &str| s.find(|c: char| c.is_ascii_alphabetic()).unwrap_or(s.len());
    let rest = &mv[1..];
    let cut = 1 + digits(rest);
    let from = Square::parse(&mv[..cut]).unwrap_or_else(|| panic!("square in {mv}"));
    let to = Square::parse(&mv[cut..]).unwrap_or_else(|| panic!("square in {mv}"));
    (from, to)
}

#[test]
fn lesson_data_parses_and_ids_are_unique() {
    let all = lessons().expect("lessons.json parses");
    assert!(all.len() >= 25, "{} lessons", all.len());
    let mut ids: Vec<&str> = all.iter().map(|l| l.id.as_str()).collect();
    ids.sort_unstable();
    ids.dedup();
    assert_eq!(ids.len(), all.len(), "duplicate lesson ids");
    assert!(all.iter().all(|l| !l.steps.is_empty()));
}

#[test]
fn every_position_is_legal_under_its_profile() {
    for l in lessons().unwrap() {
        let game = start_game(l).unwrap_or_else(|e| panic!("{}: {e}", l.id));
        assert!(
            !game.outcome().is_over(),
            "{}: the lesson starts with a finished game",
            l.id
        );
        let b = lesson_board(&l.id, &[]).unwrap();
        assert_eq!(b.step, 0);
        assert!(!b.done);
        let setup_step = matches!(l.steps[0].goal, Goal::Setup { .. });
        assert!(
            setup_step || !b.legal_moves.is_empty() || b.can_pass,
            "{}: the player cannot move",
            l.id
        );
    }
}

#[test]
fn every_solution_completes_its_lesson_and_replies_are_legal() {
    for l in lessons().unwrap() {
        let mut moves: Vec<String> = Vec::new();
        for (i, step) in l.steps.iter().enumerate() {
            let r = tutorial::try_action(&attempt(l, &moves, &step.solution))
                .unwrap_or_else(|e| panic!("{} step {i}: {e}", l.id));
            assert!(
                r.legal,
                "{} step {i}: solution illegal ({:?})",
                l.id, r.message
            );
            assert!(
                r.goal_met,
                "{} step {i}: solution misses the goal ({:?})",
                l.id, r.message
            );
            assert_eq!(r.message, None);
            let last = i + 1 == l.steps.len();
            assert_eq!(r.done, last, "{} step {i}", l.id);
            assert_eq!(
                r.reply.is_some(),
                step.reply.is_some(),
                "{} step {i}: reply",
                l.id
            );
            if last {
                assert!(
                    r.board.legal_moves.is_empty(),
                    "{}: board still live when done",
                    l.id
                );
            }
            moves = r.board.moves.clone();
        }
        // Nothing more to try once done.
        if !matches!(l.steps.last().unwrap().goal, Goal::Setup { .. }) {
            assert!(tutorial::try_action(&attempt(l, &moves, &l.steps[0].solution)).is_err());
        }
    }
}

#[test]
fn every_wrong_try_gets_its_helpful_message() {
    let mut seen = 0;
    for l in lessons().unwrap() {
        let mut moves: Vec<String> = Vec::new();
        for (i, step) in l.steps.iter().enumerate() {
            assert!(
                !step.wrong.is_empty(),
                "{} step {i}: no wrong example",
                l.id
            );
            for w in &step.wrong {
                let r = tutorial::try_action(&attempt(l, &moves, &w.mv))
                    .unwrap_or_else(|e| panic!("{} wrong {}: {e}", l.id, w.mv));
                assert!(!r.goal_met, "{} wrong {} meets the goal", l.id, w.mv);
                assert!(!r.done);
                assert_eq!(
                    r.message.as_deref(),
                    Some(w.message.as_str()),
                    "{} wrong {}",
                    l.id,
                    w.mv
                );
                // Legal-but-wrong tries are reminders of the task; illegal
                // ones explain the rule.
                assert_eq!(
                    r.legal,
                    w.message.starts_with("tutorial.goal.")
                        || w.message == "tutorial.why.perpetual",
                    "{} wrong {}: legal = {}",
                    l.id,
                    w.mv,
                    r.legal
                );
                // A wrong try leaves the lesson where it was.
                assert_eq!(r.board.moves, moves);
                assert_eq!(r.board.step, i);
                seen += 1;
            }
            let r = tutorial::try_action(&attempt(l, &moves, &step.solution)).unwrap();
            moves = r.board.moves.clone();
        }
    }
    assert!(seen >= 30, "only {seen} wrong tries");
}

#[test]
fn explanations_cover_the_rules_the_lessons_teach() {
    let keys: std::collections::HashSet<String> = lessons()
        .unwrap()
        .iter()
        .flat_map(|l| {
            l.steps
                .iter()
                .flat_map(|s| s.wrong.iter().map(|w| w.message.clone()))
        })
        .collect();
    for k in [
        "tutorial.why.myeok",
        "tutorial.why.palace",
        "tutorial.why.cannonOverCannon",
        "tutorial.why.cannonTakesCannon",
        "tutorial.why.cannonScreen",
        "tutorial.why.selfCheck",
        "tutorial.why.inCheck",
        "tutorial.why.elephantBlocked",
        "tutorial.why.elephantEye",
        "tutorial.why.horseLeg",
        "tutorial.why.flyingGeneral",
        "tutorial.why.soldierRiver",
        "tutorial.why.mustBreakBikjang",
        "tutorial.why.perpetual",
    ] {
        assert!(keys.contains(k), "no lesson exercises {k}");
    }
}

#[test]
fn every_legal_move_is_accepted_and_every_other_gets_a_reason() {
    // Exhaustive over each lesson's first position: a try is legal exactly
    // when the rules list the move, and an illegal try always has a reason.
    for l in lessons().unwrap() {
        if matches!(l.steps[0].goal, Goal::Setup { .. }) {
            continue;
        }
        let game = start_game(l).unwrap();
        let pos = game.position();
        let legal = game.legal_moves();
        for (from, p) in pos.pieces().filter(|(_, p)| p.side == pos.turn()) {
            let _ = p;
            for to in Square::all() {
                let listed = legal
                    .iter()
                    .any(|m| !m.is_pass() && m.from() == from && m.to() == to);
                let a = TutorialAttempt {
                    lesson_id: l.id.clone(),
                    from: Some(from.index() as u32),
                    to: Some(to.index() as u32),
                    ..TutorialAttempt::default()
                };
                let r = tutorial::try_action(&a).unwrap();
                assert_eq!(r.legal, listed, "{} {from}{to}", l.id);
                if !listed {
                    let key = explain_illegal(pos, from, to);
                    assert_eq!(r.message.as_deref(), Some(key));
                    assert!(key.starts_with("tutorial.why."));
                }
            }
        }
        // The uci of every listed move round-trips (the board's moves list).
        for &m in legal.iter() {
            let s = notation::uci(pos, m);
            assert!(notation::parse_uci(pos, &s).is_ok(), "{}: {s}", l.id);
        }
    }
}

/// Texts that describe Janggi's way of moving (palace diagonals, the
/// Janggi elephant's shape, the myeok, the Janggi cannon's screen rules).
const JANGGI_ONLY: [&str; 12] = [
    "tutorial.why.palace",
    "tutorial.why.palaceLines",
    "tutorial.why.generalStep",
    "tutorial.why.chariotLine",
    "tutorial.why.cannonLine",
    "tutorial.why.elephantShape",
    "tutorial.why.elephantBlocked",
    "tutorial.why.myeok",
    "tutorial.why.cannonScreen",
    "tutorial.why.cannonOneScreen",
    "tutorial.why.cannonOverCannon",
    "tutorial.why.cannonTakesCannon",
];

/// Texts that describe Xiangqi's way of moving.
const XIANGQI_ONLY: [&str; 12] = [
    "tutorial.why.palaceXq",
    "tutorial.why.generalStepXq",
    "tutorial.why.advisorStep",
    "tutorial.why.chariotLineXq",
    "tutorial.why.cannonLineXq",
    "tutorial.why.cannonXq",
    "tutorial.why.elephantShapeXq",
    "tutorial.why.elephantEye",
    "tutorial.why.elephantRiver",
    "tutorial.why.horseLeg",
    "tutorial.why.soldierRiver",
    "tutorial.why.flyingGeneral",
];

#[test]
fn xiangqi_tries_get_xiangqi_texts_and_janggi_tries_janggi_texts() {
    use janggi_rules::{Position, RuleProfile};
    let sq = |s: &str| Square::parse(s).unwrap();
    // (FEN, try, Xiangqi key); the same board under Janggi rules where it
    // is a Janggi position too, with its Janggi key.
    let cases: [(&str, &str, &str, Option<&str>); 10] = [
        // The general steps diagonally off the palace lines.
        (
            "3k5/9/9/9/9/9/9/9/9/4K4 w",
            "e1f2",
            "tutorial.why.generalStepXq",
            None,
        ),
        (
            "3k5/9/9/9/9/9/9/9/9/4K4 w",
            "e1e3",
            "tutorial.why.generalStepXq",
            None,
        ),
        (
            "5k3/9/9/9/9/9/9/9/9/3K5 w",
            "d1c1",
            "tutorial.why.palaceXq",
            None,
        ),
        // A chariot and a cannon along a palace diagonal.
        (
            "4k4/9/9/9/9/9/9/9/9/3R1K3 w",
            "d1e2",
            "tutorial.why.chariotLineXq",
            None, // a palace diagonal: legal in Janggi
        ),
        (
            "4k4/9/9/9/9/9/9/9/9/3C1K3 w",
            "d1e2",
            "tutorial.why.cannonLineXq",
            Some("tutorial.why.cannonScreen"),
        ),
        (
            "4k4/9/9/9/9/9/9/9/9/3R1K3 w",
            "d1c2",
            "tutorial.why.chariotLineXq",
            Some("tutorial.why.chariotLine"),
        ),
        // The elephant's shape.
        (
            "3k5/9/9/9/9/9/9/9/9/2B1K4 w",
            "c1c3",
            "tutorial.why.elephantShapeXq",
            Some("tutorial.why.elephantShape"),
        ),
        (
            "3k5/9/9/9/9/9/9/9/4A4/2B1K4 w",
            "c1f3",
            "tutorial.why.elephantShapeXq",
            Some("tutorial.why.elephantBlocked"),
        ),
        // The horse's leg, and a cannon capturing without a screen.
        (
            "3k5/9/9/9/9/4P4/4N4/9/9/4K4 w",
            "e4d6",
            "tutorial.why.horseLeg",
            Some("tutorial.why.myeok"),
        ),
        (
            "3k5/9/9/9/9/9/1r7/9/1C7/4K4 w",
            "b2b4",
            "tutorial.why.cannonXq",
            Some("tutorial.why.cannonScreen"),
        ),
    ];
    for (fen, mv, xq, jg) in cases {
        let (from, to) = split(mv);
        let x =
            Position::from_fen(fen, &RuleProfile::XIANGQI).unwrap_or_else(|e| panic!("{fen}: {e}"));
        assert_eq!(explain_illegal(&x, from, to), xq, "xiangqi {mv} in {fen}");
        if let Some(jg) = jg {
            let j = Position::from_fen(fen, &RuleProfile::JANGGI_STANDARD)
                .unwrap_or_else(|e| panic!("{fen}: {e}"));
            assert_eq!(explain_illegal(&j, from, to), jg, "janggi {mv} in {fen}");
        }
    }
    // Janggi's general on a palace diagonal off the drawn lines.
    let j = Position::from_fen("3k5/9/9/9/9/9/9/9/3K5/9 w", &RuleProfile::JANGGI_STANDARD).unwrap();
    assert_eq!(
        explain_illegal(&j, sq("d2"), sq("e3")),
        "tutorial.why.palaceLines"
    );

    // Every try in every lesson's first position: a Xiangqi lesson never
    // answers with a Janggi text, nor a Janggi lesson with a Xiangqi one.
    let mut seen_xq = std::collections::HashSet::new();
    for l in lessons().unwrap() {
        if matches!(l.steps[0].goal, Goal::Setup { .. }) {
            continue;
        }
        let game = start_game(l).unwrap();
        let pos = game.position();
        let xiangqi = pos.variant() == janggi_rules::Variant::Xiangqi;
        for (from, _) in pos.pieces().filter(|(_, p)| p.side == pos.turn()) {
            for to in Square::all() {
                let a = TutorialAttempt {
                    lesson_id: l.id.clone(),
                    from: Some(from.index() as u32),
                    to: Some(to.index() as u32),
                    ..TutorialAttempt::default()
                };
                let r = tutorial::try_action(&a).unwrap();
                let Some(key) = r.message.filter(|_| !r.legal) else {
                    continue;
                };
                let wrong_game = if xiangqi { &JANGGI_ONLY } else { &XIANGQI_ONLY };
                assert!(
                    !wrong_game.contains(&key.as_str()),
                    "{} {from}{to}: {key}",
                    l.id
                );
                if xiangqi {
                    seen_xq.insert(key);
                }
            }
        }
    }
    for k in [
        "tutorial.why.generalStepXq",
        "tutorial.why.elephantShapeXq",
        "tutorial.why.chariotLineXq",
    ] {
        assert!(seen_xq.contains(k), "no Xiangqi lesson try gets {k}");
    }
}

#[test]
fn bad_arguments_are_errors_not_panics() {
    let l = &lessons().unwrap()[0];
    let bad = [
        TutorialAttempt {
            lesson_id: "no-such-lesson".into(),
            ..TutorialAttempt::default()
        },
        TutorialAttempt {
            lesson_id: l.id.clone(),
            ..TutorialAttempt::default()
        },
        TutorialAttempt {
            lesson_id: l.id.clone(),
            from: Some(500),
            to: Some(3),
            ..TutorialAttempt::default()
        },
        TutorialAttempt {
            lesson_id: l.id.clone(),
            moves: vec!["zz".into(), "e1e2".into()],
            from: Some(4),
            to: Some(13),
            ..TutorialAttempt::default()
        },
        TutorialAttempt {
            lesson_id: l.id.clone(),
            moves: vec!["e1e2".into()],
            from: Some(4),
            to: Some(13),
            ..TutorialAttempt::default()
        },
    ];
    for a in bad {
        assert!(tutorial::try_action(&a).is_err(), "{a:?}");
    }
    assert!(lesson_board("nope", &[]).is_err());
    assert!(lesson_board(&l.id, &["a1a2".into(), "x".into()]).is_err());
    assert!(tutorial::parse_lessons("{").is_err());
    assert!(tutorial::parse_lessons(r#"{"lessons":[{"id":"x"}]}"#).is_err());
}

#[test]
fn every_lesson_has_its_texts_in_every_language() {
    let root = env!("CARGO_MANIFEST_DIR");
    for lang in ["en", "ko", "ja", "zh", "zhHant", "ru"] {
        let path = format!("{root}/ui/src/i18n/{lang}-tutorial.ts");
        let table = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
        let mut keys: Vec<String> = Vec::new();
        for l in lessons().unwrap() {
            for part in ["title", "explain", "task", "success", "hint"] {
                keys.push(format!("tutorial.{}.{part}", l.id));
            }
            for s in &l.steps {
                keys.push(s.goal.not_met_key().to_string());
                keys.extend(s.wrong.iter().map(|w| w.message.clone()));
            }
        }
        for k in keys {
            assert!(
                table.contains(&format!("\"{k}\"")),
                "{lang}: no text for {k}"
            );
        }
    }
}

#[test]
fn every_message_rust_can_send_has_a_text() {
    // Every key literal in the tutorial module (reasons and task reminders).
    let src = concat!(
        include_str!("../src-tauri/src/tutorial/mod.rs"),
        include_str!("../src-tauri/src/tutorial/lessons.rs")
    );
    let keys: Vec<&str> = src
        .split('"')
        .filter(|s| s.starts_with("tutorial.why.") || s.starts_with("tutorial.goal."))
        .collect();
    assert!(keys.len() >= 40, "{} keys", keys.len());
    let root = env!("CARGO_MANIFEST_DIR");
    for lang in ["en", "ko", "ja", "zh", "zhHant", "ru"] {
        let path = format!("{root}/ui/src/i18n/{lang}-tutorial.ts");
        let table = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
        for k in &keys {
            assert!(
                table.contains(&format!("\"{k}\"")),
                "{lang}: no text for {k}"
            );
        }
    }
}

/// Random playouts (both games, every Janggi profile's start): the piece
/// patterns the explanations use agree with the rules. Every legal move
/// passes its pattern; every illegal move whose pattern passes really
/// leaves the mover's general attacked (or the generals facing in Xiangqi,
/// or an unbroken bikjang where it must be broken).
#[test]
fn explanations_agree_with_the_rules_on_random_positions() {
    use janggi_rules::{BikjangRule, Move, Position, RuleProfile, Variant};
    let mut seed: u64 = 0x2545_f491_4f6c_dd1d;
    let mut rnd = move |n: usize| {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        (seed % n as u64) as usize
    };
    let profiles = [
        RuleProfile::JANGGI_STANDARD,
        RuleProfile::JANGGI_TRADITIONAL,
        RuleProfile::XIANGQI,
    ];
    let mut checked = 0u64;
    for profile in profiles {
        for _game in 0..8 {
            let mut pos = Position::new(&profile);
            for _ply in 0..70 {
                let legal = pos.legal_moves();
                if legal.is_empty() {
                    break;
                }
                for (from, p) in pos.pieces().filter(|(_, p)| p.side == pos.turn()) {
                    for to in Square::all() {
                        if to == from || pos.piece_at(to).is_some_and(|q| q.side == p.side) {
                            continue;
                        }
                        let listed = legal
                            .iter()
                            .any(|m| !m.is_pass() && m.from() == from && m.to() == to);
                        let reason = tutorial::pattern_reason(&pos, from, to);
                        if listed {
                            assert_eq!(
                                reason,
                                None,
                                "{} {from}{to}: legal but {reason:?}",
                                pos.fen()
                            );
                            continue;
                        }
                        if reason.is_some() {
                            continue;
                        }
                        let must_break = matches!(pos.profile().bikjang, BikjangRule::MustBreak(_))
                            && pos.is_bikjang();
                        if must_break {
                            continue;
                        }
                        let capture = pos.piece_at(to).map(|q| q.role);
                        let mut after = pos.clone();
                        let _u = after.make_move(Move::normal(p.role, from, to, capture));
                        let _n = after.make_null();
                        let exposed = after.is_check()
                            || (after.variant() == Variant::Xiangqi && after.is_bikjang());
                        assert!(
                            exposed,
                            "{} {from}{to}: pattern passes, yet illegal and no check",
                            pos.fen()
                        );
                        checked += 1;
                    }
                }
                let m = legal[rnd(legal.len())];
                let _ = pos.make_move(m);
            }
        }
    }
    assert!(
        checked > 100,
        "only {checked} pinned or in-check tries seen"
    );
}

#[test]
fn a_completed_lesson_can_be_shown_but_not_played_on() {
    for l in lessons().unwrap() {
        if matches!(l.steps[0].goal, Goal::Setup { .. }) {
            continue;
        }
        let mut moves: Vec<String> = Vec::new();
        for s in &l.steps {
            moves = tutorial::try_action(&attempt(l, &moves, &s.solution))
                .unwrap()
                .board
                .moves;
        }
        let b = lesson_board(&l.id, &moves).unwrap_or_else(|e| panic!("{}: {e}", l.id));
        assert!(
            b.done && b.legal_moves.is_empty() && b.step == l.steps.len(),
            "{}",
            l.id
        );
        assert!(b.last_move.is_some(), "{}", l.id);
        assert!(tutorial::try_action(&attempt(l, &moves, &l.steps[0].solution)).is_err());
    }
}

// ---- through the real IPC layer (mock runtime, the app's capabilities) ----

mod ipc {
    use serde_json::{json, Value};
    use tauri::test::MockRuntime;
    use tauri::{App, WebviewWindow, WebviewWindowBuilder};

    struct Harness {
        _app: App<MockRuntime>,
        window: WebviewWindow<MockRuntime>,
    }

    fn harness() -> Harness {
        let app = janggi::app_builder(tauri::test::mock_builder())
            .build(tauri::generate_context!(test = true))
            .expect("build the mock app");
        janggi::init(app.handle());
        let window = WebviewWindowBuilder::new(&app, "main", Default::default())
            .build()
            .unwrap();
        Harness { _app: app, window }
    }

    impl Harness {
        fn invoke(&self, cmd: &str, args: Value) -> Result<Value, Value> {
            crate::common::invoke(&self.window, cmd, args)
        }
    }

    #[test]
    fn commands_are_allowed_typed_and_progress_survives_a_restart() {
        let dir = std::env::temp_dir().join(format!("janggi-tutorial-ipc-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        // The store lives in $XDG_DATA_HOME/<identifier>/store.json (this
        // test binary's only test that touches the store).
        std::env::set_var("XDG_DATA_HOME", &dir);

        let h = harness();
        assert_eq!(
            h.invoke("tutorial_reset", json!({})).unwrap(),
            json!({ "completed": [] })
        );
        let b = h
            .invoke("tutorial_lesson", json!({ "lessonId": "board" }))
            .unwrap();
        assert_eq!(b["lessonId"], "board");
        assert_eq!(b["orientation"], "first");
        assert!(b["legalMoves"].as_array().is_some_and(|l| !l.is_empty()));

        // e1 (4) → d1 (3): legal, not the task; e1 → e3 (22): illegal, explained.
        let r = h
            .invoke(
                "tutorial_try",
                json!({ "attempt": { "lessonId": "board", "moves": [], "from": 4, "to": 3 } }),
            )
            .unwrap();
        assert_eq!(
            (r["legal"].clone(), r["goalMet"].clone()),
            (json!(true), json!(false))
        );
        assert_eq!(r["message"], "tutorial.goal.reach");
        let r = h
            .invoke(
                "tutorial_try",
                json!({ "attempt": { "lessonId": "board", "moves": [], "from": 4, "to": 22 } }),
            )
            .unwrap();
        assert_eq!(r["legal"], false);
        assert_eq!(r["message"], "tutorial.why.generalStep");
        // e1 → e2 (13) solves it; Rust saves the progress.
        let r = h
            .invoke(
                "tutorial_try",
                json!({ "attempt": { "lessonId": "board", "moves": [], "from": 4, "to": 13 } }),
            )
            .unwrap();
        assert_eq!(r["done"], true);
        assert_eq!(r["board"]["moves"], json!(["e1e2"]));
        assert_eq!(
            h.invoke("tutorial_progress", json!({})).unwrap(),
            json!({ "completed": ["board"] })
        );

        // Malformed arguments are typed errors.
        for (cmd, args) in [
            ("tutorial_try", json!({})),
            ("tutorial_try", json!({ "attempt": 5 })),
            (
                "tutorial_try",
                json!({ "attempt": { "lessonId": "nope", "moves": [], "from": 4, "to": 13 } }),
            ),
            (
                "tutorial_try",
                json!({ "attempt": { "lessonId": "board", "moves": [], "from": 400, "to": 13 } }),
            ),
            ("tutorial_lesson", json!({})),
            (
                "tutorial_lesson",
                json!({ "lessonId": "board", "moves": ["e1e9", "x"] }),
            ),
        ] {
            let e = h
                .invoke(cmd, args.clone())
                .expect_err(&format!("{cmd} {args}"));
            assert_eq!(e["kind"], "badArgument", "{cmd} {args}: {e}");
        }
        drop(h);

        // A new app instance reads the progress back from the store file.
        let h = harness();
        assert_eq!(
            h.invoke("tutorial_progress", json!({})).unwrap(),
            json!({ "completed": ["board"] })
        );
    }
}
