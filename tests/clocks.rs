//! Clocks with main time through the app core, with the real wall clock and
//! the timer thread (the arithmetic itself, exactly and with made-up times,
//! is in `session::clock`'s unit tests): a byoyomi game whose periods are
//! kept and used and whose last period loses on time, a Fischer game whose
//! increment comes after the move, a game restarted in the middle of a
//! byoyomi period that goes on in the same period with the same count, and
//! the options refused. Margins are wide (≥ 0.4 s) so a loaded machine's
//! late wake-ups cannot change a result.

use janggi::core::AppCore;
use janggi::dto::{
    BoardView, ClockPause, ClockView, EndReasonDto, Mode, NewGameOptions, Phase, ProfileIdDto,
    SideDto, TimeControlDto, VariantId,
};
use janggi::records::Records;
use janggi_rules::{JanggiSetup, Position, RuleProfile};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::thread::sleep;
use std::time::{Duration, Instant};

fn temp_dir(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("janggi-clocks-it-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

fn open(dir: &Path) -> AppCore {
    let loaded = Records::open(dir);
    let core = AppCore::new(loaded.settings, Arc::new(|_| {}));
    core.set_records(Arc::new(loaded.records));
    if let Some(saved) = &loaded.current {
        assert!(core.resume(saved), "the saved game replays");
    }
    core
}

/// Two players, Janggi from the start position (no setup phase), `clock`.
fn janggi(clock: TimeControlDto) -> NewGameOptions {
    NewGameOptions {
        variant: VariantId::Janggi,
        mode: Mode::TwoPlayers,
        profile: ProfileIdDto::JanggiStandard,
        move_timer_secs: None,
        start_fen: Some(
            Position::janggi_start(
                &RuleProfile::JANGGI_STANDARD,
                JanggiSetup::HorseElephantElephantHorse,
                JanggiSetup::HorseElephantElephantHorse,
            )
            .fen(),
        ),
        handicap: None,
        clock: Some(clock),
    }
}

/// Moves that shuffle a chariot each side back and forth.
const SHUFFLE: [&str; 4] = ["a1a2", "a10a9", "a2a1", "a9a10"];

fn play(core: &AppCore, uci: &str) -> BoardView {
    let sq = |s: &str| -> u32 {
        let f = u32::from(s.as_bytes()[0] - b'a');
        let r: u32 = s[1..].parse().unwrap();
        (r - 1) * 9 + f
    };
    let split = uci[1..].find(|c: char| c.is_ascii_lowercase()).unwrap() + 1;
    core.make_move(sq(&uci[..split]), sq(&uci[split..]))
        .unwrap_or_else(|e| panic!("{uci}: {e:?}"))
}

fn clock(v: &BoardView) -> ClockView {
    v.clock.expect("a clock with main time")
}

/// Waits until the game is over (the timer thread ends it), at most `max`.
fn wait_over(core: &AppCore, max: Duration) -> BoardView {
    let t = Instant::now();
    loop {
        let v = core.get_view().unwrap();
        if matches!(v.phase, Phase::Over { .. }) || t.elapsed() > max {
            return v;
        }
        sleep(Duration::from_millis(20));
    }
}

/// Byoyomi 2 s × 2, no main time: a move inside the period keeps it, one
/// that overruns it uses one, and the last one running out loses on time.
#[test]
fn byoyomi_periods_are_kept_used_and_lost() {
    let core = open(&temp_dir("byoyomi"));
    let v = core
        .new_game(janggi(TimeControlDto::Byoyomi {
            main_secs: 0,
            period_secs: 2,
            periods: 2,
        }))
        .unwrap();
    let c = clock(&v);
    assert_eq!(c.running, Some(SideDto::First));
    assert_eq!(c.first.periods, 2);
    assert!(c.first.period_left_ms.unwrap() > 1_800, "{c:?}");
    sleep(Duration::from_millis(1000)); // inside the period
    let v = play(&core, SHUFFLE[0]);
    assert_eq!(clock(&v).first.periods, 2, "kept");
    assert_eq!(clock(&v).running, Some(SideDto::Second));
    play(&core, SHUFFLE[1]);
    sleep(Duration::from_millis(2600)); // one period overrun by 0.6 s
    let v = play(&core, SHUFFLE[2]);
    assert_eq!(clock(&v).first.periods, 1, "one period used");
    assert!(matches!(v.phase, Phase::Playing));
    play(&core, SHUFFLE[3]);
    // Cho's last period runs out: the timer thread ends the game.
    let v = wait_over(&core, Duration::from_secs(6));
    let Phase::Over { outcome } = &v.phase else {
        panic!("the game did not end on time: {:?}", v.phase);
    };
    assert_eq!(outcome.winner, Some(SideDto::Second));
    assert_eq!(outcome.reason, EndReasonDto::Timeout);
    let c = clock(&v);
    assert_eq!((c.first.periods, c.first.main_ms), (0, 0));
    assert_eq!(c.running, None);
}

/// Fischer 3 s + 1 s: the move's time comes off, the increment goes on
/// after it; the flag falls when the time is spent.
#[test]
fn fischer_increment_comes_after_the_move() {
    let core = open(&temp_dir("fischer"));
    let v = core
        .new_game(janggi(TimeControlDto::Fischer {
            main_secs: 3,
            increment_secs: 1,
        }))
        .unwrap();
    assert!(clock(&v).first.main_ms > 2_800);
    sleep(Duration::from_millis(500));
    let v = play(&core, SHUFFLE[0]);
    let left = clock(&v).first.main_ms;
    // 3 s − about 0.5 s + 1 s.
    assert!((2_900..=3_500).contains(&left), "{left}");
    assert!(
        clock(&v).second.main_ms > 2_800,
        "Han's clock has just started"
    );
    // Han lets the flag fall.
    let v = wait_over(&core, Duration::from_secs(6));
    let Phase::Over { outcome } = &v.phase else {
        panic!("the game did not end on time: {:?}", v.phase);
    };
    assert_eq!(outcome.winner, Some(SideDto::First));
    assert_eq!(outcome.reason, EndReasonDto::Timeout);
}

/// A restart in the middle of a byoyomi period: the same period, the same
/// count (to within 1 s: the time the app was closed counts, as a real
/// clock's would), paused until the game screen shows it.
#[test]
fn a_restart_during_byoyomi_keeps_the_period_and_the_count() {
    let dir = temp_dir("restart");
    let core = open(&dir);
    core.new_game(janggi(TimeControlDto::Byoyomi {
        main_secs: 0,
        period_secs: 30,
        periods: 3,
    }))
    .unwrap();
    play(&core, SHUFFLE[0]);
    sleep(Duration::from_millis(1200)); // 1.2 s into Han's period
    let before = clock(&core.get_view().unwrap());
    drop(core);
    let core = open(&dir);
    let v = core.get_view().unwrap();
    let after = clock(&v);
    assert_eq!(
        after.paused,
        Some(ClockPause::Away),
        "waits for the game screen"
    );
    assert_eq!(after.running, Some(SideDto::Second));
    assert_eq!(after.second.periods, before.second.periods);
    let (a, b) = (
        after.second.period_left_ms.unwrap() as i64,
        before.second.period_left_ms.unwrap() as i64,
    );
    assert!(
        (b - a).abs() < 1000,
        "the count: {b} ms before, {a} ms after"
    );
    assert_eq!(after.first.periods, 3);
    // Back on the game screen it runs on from there.
    let v = core.pause_clock(None).unwrap();
    let c = clock(&v);
    let to_flag = c.flag_ms.unwrap() as i64 - c.at_ms as i64;
    assert!((a + 60_000 - to_flag).abs() < 1000, "{to_flag}");
}

/// Bad clocks are refused in words and start nothing.
#[test]
fn bad_clocks_are_refused() {
    let core = open(&temp_dir("bad"));
    let bad = [
        TimeControlDto::Byoyomi {
            main_secs: 60,
            period_secs: 0,
            periods: 3,
        },
        TimeControlDto::Byoyomi {
            main_secs: 60,
            period_secs: 30,
            periods: 11,
        },
        TimeControlDto::Fischer {
            main_secs: 0,
            increment_secs: 5,
        },
        TimeControlDto::Fischer {
            main_secs: 100_000,
            increment_secs: 5,
        },
    ];
    for tc in bad {
        let e = core.new_game(janggi(tc)).unwrap_err();
        assert_eq!(e.kind, janggi::error::ErrorKind::BadClock, "{tc:?}");
        assert!(!e.message.is_empty(), "{tc:?}");
        assert!(core.get_view().is_err(), "no game was started");
    }
    let both = NewGameOptions {
        move_timer_secs: Some(60),
        ..janggi(TimeControlDto::Fischer {
            main_secs: 60,
            increment_secs: 1,
        })
    };
    assert_eq!(
        core.new_game(both).unwrap_err().kind,
        janggi::error::ErrorKind::BadClock,
        "a move timer and a clock"
    );
}
