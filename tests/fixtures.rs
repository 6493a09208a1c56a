//! The development backend's fixtures (ui/src/ipc/fixtures/*.json: the views
//! the plain-browser UI replays, and which command leads to which) are
//! recorded here from the real session, not typed by hand; this test fails
//! when the committed files are stale. Re-record with
//! `UPDATE_FIXTURES=1 cargo test -p janggi --test fixtures`.
//!
//! The session is pure, so the recording is deterministic: the computer's
//! "search" is answered with a chosen legal move, setups with fixed seeds,
//! and each view's `revision` is its place in the recording.
//!
//! The tutorial's answers for the same backend (ui/src/tutorial/recorded.json)
//! are recorded here too, from `tutorial::lesson_board` and
//! `tutorial::try_action`: every lesson's board and, on each board the
//! player meets, the answer to every legal move, pass and setup choice and
//! to the lesson's recorded wrong tries. Whatever try is not in the file is
//! therefore illegal; the development backend says so in general words.

use janggi::dto::{
    BoardView, LevelDto, Mode, NewGameOptions, ProfileIdDto, SetupId, SideDto, VariantId,
};
use janggi::session::GameSession;
use janggi::tutorial::{self, LessonBoard, TutorialAttempt};
use janggi_rules::{Move, Side};
use serde_json::{json, Map, Value};
use std::collections::BTreeMap;
use std::path::PathBuf;

const VS_COMPUTER: Mode = Mode::VsComputer {
    level: LevelDto::new(6).unwrap(),
    human_side: SideDto::First,
};

fn options(variant: VariantId, mode: Mode) -> NewGameOptions {
    NewGameOptions {
        variant,
        mode,
        profile: match variant {
            VariantId::Janggi => ProfileIdDto::JanggiStandard,
            VariantId::Xiangqi => ProfileIdDto::Xiangqi,
        },
        move_timer_secs: None,
        start_fen: None,
        handicap: None,
        clock: None,
    }
}

/// The fixtures being recorded, in order.
#[derive(Default)]
struct Recorder {
    fixtures: BTreeMap<String, (BoardView, Map<String, Value>)>,
    next_revision: u64,
}

impl Recorder {
    /// Records `session`'s view as fixture `name`.
    fn record(&mut self, name: &str, session: &mut GameSession) {
        self.next_revision += 1;
        let mut view = session.full_view();
        view.revision = self.next_revision;
        self.fixtures.insert(name.into(), (view, Map::new()));
    }

    /// Says that command `key` leads from fixture `from` to fixture `to`.
    fn link(&mut self, from: &str, key: &str, to: &str) {
        let next = &mut self.fixtures.get_mut(from).expect("recorded").1;
        next.insert(key.into(), Value::String(to.into()));
    }
}

/// A legal move for the side to move, picked by `seed` (no pass).
fn pick(session: &GameSession, seed: &mut u64) -> Move {
    let legal: Vec<Move> = session
        .game()
        .legal_moves()
        .iter()
        .copied()
        .filter(|m| !m.is_pass())
        .collect();
    *seed ^= *seed << 13;
    *seed ^= *seed >> 7;
    *seed ^= *seed << 17;
    legal[(*seed % legal.len() as u64) as usize]
}

/// The human plays `m`; returns its fixture key.
fn human(session: &mut GameSession, m: Move) -> String {
    let (from, to) = (m.from().index() as u32, m.to().index() as u32);
    session.make_move(from, to).expect("a legal move");
    format!("move:{from}-{to}")
}

/// The computer answers with `m` (as its search would).
fn computer(session: &mut GameSession, m: Move) {
    let job = session.begin_search().expect("the computer is to move");
    assert!(session
        .finish_search(job.game_id, job.ply, job.seq, m)
        .unwrap());
}

/// The computer chooses its setup (as its worker would).
fn computer_setup(session: &mut GameSession) {
    let job = session
        .begin_setup_choice()
        .expect("the computer is to choose");
    let setup = janggi_engine::choose_setup(job.side, job.opponent, job.seed);
    assert!(session.finish_setup_choice(job.game_id, job.seq, job.side, setup));
}

/// Short games to mate from the start (both Janggi sides in
/// horse-elephant-elephant-horse), found by letting Fairy-Stockfish play the
/// first player against an opponent who picks the move Fairy-Stockfish rates
/// worst for himself. Checked here: every move legal, the last one mates.
const JANGGI_MATE: &str =
    "i4h4 i7h7 i1i10 h7i7 i10h10 c7d7 h10h8 a7a6 h8b8 d7c7 b3b10 e9e10 b8e8 f10e9 h3h10";
const XIANGQI_MATE: &str =
    "c1e3 i10i8 h3h10 h8h2 i1i2 b8c8 i2h2 i8h8 h2h8 c8g8 h8g8 e10e9 g8g10 c10e8 g10g9";

/// Records `session` (a game between two players at its start) as
/// `<prefix>-0`, then after each move of `moves` as `<prefix>-<ply>`, each
/// linked to the next by its move and back by undo; the last is mate.
fn record_to_mate(r: &mut Recorder, session: &mut GameSession, prefix: &str, moves: &str) {
    r.record(&format!("{prefix}-0"), session);
    for (i, text) in moves.split(' ').enumerate() {
        let m = janggi_rules::notation::parse_uci(session.game().position(), text)
            .unwrap_or_else(|e| panic!("{prefix}: move {} {text}: {e:?}", i + 1));
        let key = human(session, m);
        let (from, to) = (format!("{prefix}-{i}"), format!("{prefix}-{}", i + 1));
        r.record(&to, session);
        r.link(&from, &key, &to);
        r.link(&to, "undo", &from);
    }
    let phase = serde_json::to_value(session.full_view().phase).unwrap();
    assert_eq!(phase["outcome"]["reason"], "checkmate", "{prefix}: {phase}");
}

fn square(s: &str) -> u32 {
    janggi_rules::Square::parse(s).unwrap().index() as u32
}

fn record_all() -> BTreeMap<String, String> {
    let mut r = Recorder::default();
    let first = VS_COMPUTER;

    // Janggi against the computer: Han (the computer) chooses its setup on
    // its worker (`janggi-setup-computer`: before it has chosen); Cho
    // chooses, moves, the computer answers.
    let mut s = GameSession::new(1, &options(VariantId::Janggi, first), Side::First, 1).unwrap();
    r.record("janggi-setup-computer", &mut s);
    computer_setup(&mut s);
    r.record("janggi-setup-cho", &mut s);
    s.choose_setup(Side::First, SetupId::HorseElephantElephantHorse, 2)
        .unwrap();
    r.record("janggi-start", &mut s);
    r.link("janggi-setup-cho", "setup:first", "janggi-start");
    s.make_move(square("e4"), square("f4")).unwrap();
    r.record("janggi-after-1", &mut s);
    r.link(
        "janggi-start",
        &format!("move:{}-{}", square("e4"), square("f4")),
        "janggi-after-1",
    );
    let mut seed = 0x2545_F491_4F6C_DD1Du64;
    let reply = pick(&s, &mut seed);
    computer(&mut s, reply);
    r.record("janggi-after-2", &mut s);
    r.link("janggi-after-1", "ai", "janggi-after-2");
    s.undo().unwrap();
    assert_eq!(s.ply(), 0);
    r.link("janggi-after-2", "undo", "janggi-start");
    r.link("janggi-after-1", "undo", "janggi-start");

    // A game in progress (ply 12, Cho to move, not in check), then both
    // sides pass: the double pass ends it on points.
    let mut s = loop {
        let mut s =
            GameSession::new(2, &options(VariantId::Janggi, first), Side::First, 3).unwrap();
        computer_setup(&mut s);
        s.choose_setup(Side::First, SetupId::HorseElephantHorseElephant, 4)
            .unwrap();
        while s.ply() < 12 && s.is_playing() {
            let m = pick(&s, &mut seed);
            if s.computer_to_move() {
                computer(&mut s, m);
            } else {
                human(&mut s, m);
            }
        }
        if s.ply() == 12 && s.is_playing() && !s.game().position().is_check() {
            break s;
        }
    };
    r.record("janggi-midgame", &mut s);
    s.pass_turn().unwrap();
    r.record("janggi-midgame-pass", &mut s);
    r.link("janggi-midgame", "pass", "janggi-midgame-pass");
    computer(&mut s, Move::PASS);
    r.record("janggi-over", &mut s);
    r.link("janggi-midgame-pass", "ai", "janggi-over");
    r.link("janggi-over", "undo", "janggi-midgame");

    // Two players: Han chooses first, then Cho, then a whole game to mate
    // (the touch suite plays it with a finger).
    let two = Mode::TwoPlayers;
    let mut s = GameSession::new(3, &options(VariantId::Janggi, two), Side::First, 5).unwrap();
    r.record("janggi-setup-han", &mut s);
    s.choose_setup(Side::Second, SetupId::HorseElephantElephantHorse, 6)
        .unwrap();
    r.record("janggi-two-setup-cho", &mut s);
    r.link("janggi-setup-han", "setup:second", "janggi-two-setup-cho");
    s.choose_setup(Side::First, SetupId::HorseElephantElephantHorse, 7)
        .unwrap();
    record_to_mate(&mut r, &mut s, "janggi-two", JANGGI_MATE);
    r.link("janggi-two-setup-cho", "setup:first", "janggi-two-0");
    let mut s = GameSession::new(5, &options(VariantId::Xiangqi, two), Side::First, 8).unwrap();
    record_to_mate(&mut r, &mut s, "xiangqi-two", XIANGQI_MATE);

    // Xiangqi against the computer.
    let mut s = GameSession::new(4, &options(VariantId::Xiangqi, first), Side::First, 7).unwrap();
    r.record("xiangqi-start", &mut s);
    let cannon = janggi_rules::notation::parse_uci(s.game().position(), "h3e3").unwrap();
    let key = human(&mut s, cannon);
    r.record("xiangqi-after-1", &mut s);
    r.link("xiangqi-start", &key, "xiangqi-after-1");
    r.link("xiangqi-after-1", "undo", "xiangqi-start");
    while s.ply() < 10 {
        let m = pick(&s, &mut seed);
        if s.computer_to_move() {
            computer(&mut s, m);
        } else {
            human(&mut s, m);
        }
    }
    r.record("xiangqi-midgame", &mut s);

    r.fixtures
        .into_iter()
        .map(|(name, (view, next))| {
            let text =
                serde_json::to_string_pretty(&json!({ "view": view, "next": next })).unwrap();
            (format!("{name}.json"), text + "\n")
        })
        .collect()
}

fn fixtures_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("ui/src/ipc/fixtures")
}

#[test]
fn fixtures_are_recorded_from_the_session() {
    let files = record_all();
    let dir = fixtures_dir();
    if std::env::var_os("UPDATE_FIXTURES").is_some() {
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        for (name, text) in &files {
            std::fs::write(dir.join(name), text).unwrap();
        }
        return;
    }
    let mut committed = BTreeMap::new();
    for entry in std::fs::read_dir(&dir).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        committed.insert(name, std::fs::read_to_string(&path).unwrap());
    }
    let stale: Vec<&String> = files
        .keys()
        .chain(committed.keys())
        .filter(|n| files.get(*n) != committed.get(*n))
        .collect();
    assert!(
        stale.is_empty(),
        "ui/src/ipc/fixtures is stale ({stale:?}): run \
         UPDATE_FIXTURES=1 cargo test -p janggi --test fixtures"
    );
}

// ---------------------------------------------------------------------------
// The tutorial.

/// A try's key in the recording: the lesson, the moves so far and the
/// action (`from-to` squares, `pass`, `setup:<SetupId>`).
fn try_key(a: &TutorialAttempt) -> String {
    let action = match (&a.setup, a.pass, a.from, a.to) {
        (Some(s), _, _, _) => format!(
            "setup:{}",
            serde_json::to_value(s).unwrap().as_str().unwrap()
        ),
        (None, true, _, _) => "pass".to_string(),
        (None, false, Some(f), Some(t)) => format!("{f}-{t}"),
        _ => panic!("a try without an action"),
    };
    format!("{}|{}|{action}", a.lesson_id, a.moves.join(" "))
}

/// The attempt of a lesson's move text (UCI, `pass` or `setup:<SetupId>`).
fn attempt_of(lesson_id: &str, moves: &[String], text: &str) -> TutorialAttempt {
    let mut a = TutorialAttempt {
        lesson_id: lesson_id.into(),
        moves: moves.to_vec(),
        ..Default::default()
    };
    if text == "pass" {
        a.pass = true;
    } else if let Some(id) = text.strip_prefix("setup:") {
        a.setup = Some(serde_json::from_value(json!(id)).expect("a setup id"));
    } else {
        let cut = (1..text.len())
            .find(|&i| text.as_bytes()[i].is_ascii_alphabetic())
            .expect("two squares");
        a.from = Some(square(&text[..cut]));
        a.to = Some(square(&text[cut..]));
    }
    a
}

/// Boards (each once), the lessons' start boards, and the answers.
#[derive(Default)]
struct TutorialRecording {
    boards: Vec<LessonBoard>,
    lessons: BTreeMap<String, usize>,
    tries: BTreeMap<String, Value>,
}

impl TutorialRecording {
    fn board(&mut self, b: LessonBoard) -> usize {
        match self.boards.iter().position(|x| *x == b) {
            Some(i) => i,
            None => {
                self.boards.push(b);
                self.boards.len() - 1
            }
        }
    }

    /// Records the answers on board `b` of lesson `id`, then on the boards
    /// a correct answer leads to.
    fn visit(&mut self, lesson: &tutorial::Lesson, b: LessonBoard) {
        if b.done {
            return;
        }
        let id = &lesson.id;
        let mut attempts = Vec::new();
        if b.setup_choice {
            for s in janggi_rules::JanggiSetup::ALL {
                let a = TutorialAttempt {
                    lesson_id: id.clone(),
                    moves: b.moves.clone(),
                    setup: Some(s.into()),
                    ..Default::default()
                };
                attempts.push(a);
            }
        } else {
            for l in &b.legal_moves {
                for &to in &l.to {
                    attempts.push(TutorialAttempt {
                        lesson_id: id.clone(),
                        moves: b.moves.clone(),
                        from: Some(u32::from(l.from)),
                        to: Some(u32::from(to)),
                        ..Default::default()
                    });
                }
            }
            if b.can_pass {
                attempts.push(attempt_of(id, &b.moves, "pass"));
            }
        }
        if let Some(step) = lesson.steps.get(b.step) {
            attempts.push(attempt_of(id, &b.moves, &step.solution));
            for w in &step.wrong {
                attempts.push(attempt_of(id, &b.moves, &w.mv));
            }
        }
        for a in attempts {
            let key = try_key(&a);
            let result = tutorial::try_action(&a).expect("an answer");
            let next = result.board.clone();
            let board = self.board(next.clone());
            let mut entry = serde_json::to_value(&result).unwrap();
            entry["board"] = json!(board);
            if let Some(old) = self.tries.insert(key.clone(), entry.clone()) {
                assert_eq!(old, entry, "{key}: two answers");
            }
            if result.goal_met && !next.done && next.moves != b.moves {
                self.visit(lesson, next);
            }
        }
    }
}

fn record_tutorial() -> String {
    let mut r = TutorialRecording::default();
    for lesson in tutorial::lessons().unwrap() {
        let start = tutorial::lesson_board(&lesson.id, &[]).unwrap();
        let i = r.board(start.clone());
        r.lessons.insert(lesson.id.clone(), i);
        r.visit(lesson, start);
    }
    // One line per board and per answer: the file stays diffable.
    let mut out = String::from("{\n  \"lessons\": ");
    out.push_str(&serde_json::to_string(&r.lessons).unwrap());
    out.push_str(",\n  \"boards\": [\n");
    let boards: Vec<String> = r
        .boards
        .iter()
        .map(|b| format!("    {}", serde_json::to_string(b).unwrap()))
        .collect();
    out.push_str(&boards.join(",\n"));
    out.push_str("\n  ],\n  \"tries\": {\n");
    let tries: Vec<String> = r
        .tries
        .iter()
        .map(|(k, v)| format!("    {}: {}", json!(k), serde_json::to_string(v).unwrap()))
        .collect();
    out.push_str(&tries.join(",\n"));
    out.push_str("\n  }\n}\n");
    out
}

#[test]
fn tutorial_answers_are_recorded_from_rust() {
    let fresh = record_tutorial();
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("ui/src/tutorial/recorded.json");
    if std::env::var_os("UPDATE_FIXTURES").is_some() {
        std::fs::write(&path, &fresh).unwrap();
        return;
    }
    let committed = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        committed == fresh,
        "{} is stale: run UPDATE_FIXTURES=1 cargo test -p janggi --test fixtures",
        path.display()
    );
}
