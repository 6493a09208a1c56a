//! The development backend's fixtures (ui/src/ipc/fixtures/*.json: the views
//! the plain-browser UI replays, and which command leads to which) are
//! recorded here from the real session, not typed by hand; this test fails
//! when the committed files are stale. Re-record with
//! `UPDATE_FIXTURES=1 cargo test -p janggi --test fixtures`.
//!
//! The session is pure, so the recording is deterministic: the computer's
//! "search" is answered with a chosen legal move, setups with fixed seeds,
//! and each view's `revision` is its place in the recording.

use janggi::dto::{
    BoardView, LevelDto, Mode, NewGameOptions, ProfileIdDto, SetupId, SideDto, VariantId,
};
use janggi::session::GameSession;
use janggi_rules::{Move, Side};
use serde_json::{json, Map, Value};
use std::collections::BTreeMap;
use std::path::PathBuf;

const VS_COMPUTER: Mode = Mode::VsComputer {
    level: LevelDto::Intermediate,
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

    // Two players: Han chooses first.
    let two = Mode::TwoPlayers;
    let mut s = GameSession::new(3, &options(VariantId::Janggi, two), Side::First, 5).unwrap();
    r.record("janggi-setup-han", &mut s);
    s.choose_setup(Side::Second, SetupId::ElephantHorseHorseElephant, 6)
        .unwrap();
    r.link("janggi-setup-han", "setup:second", "janggi-setup-cho");

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
