//! Clocks in a game between two app cores over loopback, as two devices
//! would play it: the host's clock decides and both devices show the same
//! figures. Byoyomi periods kept and used and the last one lost on time,
//! the Fischer increment added after the move, the move timer reset by
//! each move, and the host killed in the middle of a byoyomi period
//! resuming in the same period with the same count. Margins are wide
//! (≥ 0.4 s) so a loaded machine's late wake-ups cannot change a result.

mod lan_support;

use janggi::dto::{
    BoardView, ClockPause, ClockView, EndReasonDto, LanHostOptions, LanJoinRequest, LanLink,
    OutcomeDto, Phase, ProfileIdDto, SideDto, TimeControlDto,
};
use janggi::error::ErrorKind;
use lan_support::*;
use std::thread::sleep;
use std::time::Duration;

/// Moves that shuffle a chariot each side back and forth (Xiangqi).
const SHUFFLE: [&str; 4] = ["a1a2", "a10a9", "a2a1", "a9a10"];

/// `h` hosts Xiangqi as Red with `clock` or `timer`, `j` joins.
fn connect(h: &Device, j: &Device, clock: Option<TimeControlDto>, timer: Option<u32>) {
    let s = h
        .core
        .lan_host(LanHostOptions {
            profile: ProfileIdDto::Xiangqi,
            host_side: SideDto::First,
            move_timer_secs: timer,
            clock,
            name: "H".into(),
            handicap: None,
            relays: None,
        })
        .unwrap();
    let (address, code) = (s.address.unwrap(), s.code.unwrap());
    j.core
        .lan_join(LanJoinRequest {
            address,
            code,
            name: "J".into(),
            invitation: None,
            relays: None,
        })
        .unwrap();
    h.wait_status("joined", |s| s.in_game);
}

fn clock(v: &BoardView) -> ClockView {
    v.clock.expect("a clock with main time")
}

/// Plays `uci` on `mover` and waits until the other device has the move
/// and the host's clock for it.
fn play(mover: &Device, other: &Device, uci: &str) -> BoardView {
    let v = mover.play(uci);
    let ply = v.ply;
    let theirs = other.wait_view(&format!("{uci} and its clock"), |o| {
        o.ply == ply && o.clock.is_some_and(|c| c.running == clock(&v).running)
    });
    // The joiner takes the host's figures: both show the same.
    same_clock(&v, &theirs);
    v
}

/// Both devices' clocks agree (the figures between turns exactly).
fn same_clock(a: &BoardView, b: &BoardView) {
    let (ca, cb) = (clock(a), clock(b));
    assert_eq!(ca.running, cb.running);
    let side = |c: &ClockView, s: SideDto| match s {
        SideDto::First => c.first,
        SideDto::Second => c.second,
    };
    for s in [SideDto::First, SideDto::Second] {
        let (x, y) = (side(&ca, s), side(&cb, s));
        assert_eq!(x.periods, y.periods, "{s:?}: {ca:?} / {cb:?}");
        if ca.running != Some(s) {
            assert!(
                x.main_ms.abs_diff(y.main_ms) <= 300,
                "{s:?}: {ca:?} / {cb:?}"
            );
        }
    }
}

fn over(d: &Device, what: &str) -> OutcomeDto {
    let v = d.wait_view(what, |v| matches!(v.phase, Phase::Over { .. }));
    let Phase::Over { outcome } = v.phase else {
        unreachable!()
    };
    outcome
}

/// Byoyomi 2 s × 2, no main time: a move inside the period keeps it, one
/// that overruns it uses one (charged by the host's clock when the move
/// arrives), and the last one running out loses on time on both devices.
#[test]
fn byoyomi_periods_are_kept_used_and_lost_on_both_devices() {
    let h = device(&dir("clock-byo-host"));
    let j = device(&dir("clock-byo-join"));
    let control = TimeControlDto::Byoyomi {
        main_secs: 0,
        period_secs: 2,
        periods: 2,
    };
    connect(&h, &j, Some(control), None);
    let c = clock(&h.view());
    assert_eq!(c.control, control);
    assert_eq!(c.running, Some(SideDto::First));
    assert_eq!((c.first.periods, c.second.periods), (2, 2));
    assert_eq!(
        clock(&j.view()).control,
        control,
        "the joiner has the clock"
    );

    sleep(Duration::from_millis(1000)); // inside the period
    let v = play(&h, &j, SHUFFLE[0]);
    assert_eq!(clock(&v).first.periods, 2, "kept");
    sleep(Duration::from_millis(2600)); // Black overruns one period by 0.6 s
    let v = play(&j, &h, SHUFFLE[1]);
    let hv = h.view();
    assert_eq!(clock(&hv).second.periods, 1, "one period used: {hv:?}");
    assert_eq!(clock(&v).second.periods, 1);
    play(&h, &j, SHUFFLE[2]);
    // Black's last period runs out: the host ends the game, the joiner follows.
    let ho = over(&h, "host: Black lost on time");
    let jo = over(&j, "joiner: Black lost on time");
    for o in [&ho, &jo] {
        assert_eq!(o.reason, EndReasonDto::Timeout);
        assert_eq!(o.winner, Some(SideDto::First));
    }
    let c = clock(&j.view());
    assert_eq!(
        (c.second.periods, c.second.main_ms, c.running),
        (0, 0, None)
    );
    // A move after the end is refused on the joiner, and nothing changes.
    assert!(j.core.make_move(0, 1).is_err());
    h.core.lan_leave();
    j.core.lan_leave();
}

/// Fischer 3 s + 1 s: the move's time comes off, the increment goes on
/// after it; the side that lets its time run out loses on time.
#[test]
fn fischer_increment_comes_after_the_move_on_both_devices() {
    let h = device(&dir("clock-fischer-host"));
    let j = device(&dir("clock-fischer-join"));
    connect(
        &h,
        &j,
        Some(TimeControlDto::Fischer {
            main_secs: 3,
            increment_secs: 1,
        }),
        None,
    );
    sleep(Duration::from_millis(500));
    let v = play(&h, &j, SHUFFLE[0]);
    let red = clock(&v).first.main_ms;
    assert!((3_100..=3_500).contains(&red), "3 s - 0.5 s + 1 s: {red}");
    assert_eq!(clock(&v).running, Some(SideDto::Second));
    sleep(Duration::from_millis(1500));
    let v = play(&j, &h, SHUFFLE[1]);
    let black = clock(&h.view()).second.main_ms;
    assert!(
        (2_000..=2_500).contains(&black),
        "3 s - 1.5 s + 1 s: {black}"
    );
    assert_eq!(clock(&v).running, Some(SideDto::First));
    // Red lets its 3.3 s or so run out.
    let o = over(&j, "Red lost on time");
    assert_eq!(o.reason, EndReasonDto::Timeout);
    assert_eq!(o.winner, Some(SideDto::Second));
    assert_eq!(over(&h, "the host ended it").winner, Some(SideDto::Second));
    h.core.lan_leave();
    j.core.lan_leave();
}

/// The move timer (2 s a move): every move starts the count again; the
/// side that lets it run out loses on time.
#[test]
fn the_move_timer_is_reset_by_each_move() {
    let h = device(&dir("clock-timer-host"));
    let j = device(&dir("clock-timer-join"));
    connect(&h, &j, None, Some(2));
    for (i, uci) in SHUFFLE.iter().enumerate() {
        sleep(Duration::from_millis(1200)); // 3 × 1.2 s is past 2 s: reset it is
        let (mover, other) = if i % 2 == 0 { (&h, &j) } else { (&j, &h) };
        let ply = mover.play(uci).ply;
        other.wait_ply(ply);
        let left = mover.status().remaining_ms.unwrap();
        assert!(left > 1_500, "the count starts again: {left}");
    }
    // Red lets the 2 s run out.
    let o = over(&j, "Red lost on time");
    assert_eq!(o.reason, EndReasonDto::Timeout);
    assert_eq!(o.winner, Some(SideDto::Second));
    h.core.lan_leave();
    j.core.lan_leave();
}

/// The host's app is killed 1.6 s into a 3 s period (with 3 periods): the
/// joiner's clock stands still while it is gone; after the restart the
/// host resumes in the same period with the same count, to within 1 s.
#[test]
fn a_host_killed_in_a_byoyomi_period_resumes_in_the_same_period() {
    let hdir = dir("clock-kill-host");
    let h = device(&hdir);
    let j = device(&dir("clock-kill-join"));
    connect(
        &h,
        &j,
        Some(TimeControlDto::Byoyomi {
            main_secs: 0,
            period_secs: 3,
            periods: 3,
        }),
        None,
    );
    play(&h, &j, SHUFFLE[0]);
    play(&j, &h, SHUFFLE[1]);
    sleep(Duration::from_millis(1600)); // Red's turn: 1.6 s of the period
    h.core.shutdown();
    drop(h);
    let jv = j.wait_view("the joiner's clock stands still", |v| {
        v.clock.is_some_and(|c| c.paused == Some(ClockPause::Away))
    });
    assert!(j.status().link == Some(LanLink::Reconnecting));
    sleep(Duration::from_millis(1500)); // gone: none of this counts
    let h = device(&hdir);
    h.wait_status("reconnected", |s| s.link == Some(LanLink::Connected));
    let hv = h.wait_view("the host's clock runs again", |v| {
        v.clock.is_some_and(|c| c.paused.is_none())
    });
    let c = clock(&hv);
    assert_eq!(c.running, Some(SideDto::First));
    assert_eq!(c.first.periods, 3, "the same count: {c:?}");
    let left = c.first.period_left_ms.unwrap();
    // 3 s - 1.6 s = 1.4 s, to within 1 s (saved about every second).
    assert!(
        (1_000..=2_400).contains(&left),
        "the same period: {left} ms left"
    );
    let joiner = clock(&jv).first.period_left_ms.unwrap();
    assert!((1_000..=1_800).contains(&joiner), "stood still at {joiner}");
    // The game goes on: a move inside the period keeps it.
    let v = play(&h, &j, SHUFFLE[2]);
    assert_eq!(clock(&v).first.periods, 3);
    h.core.lan_leave();
    j.core.lan_leave();
}

/// A clock outside the limits, or a clock and a move timer together, is
/// refused before anything is hosted.
#[test]
fn bad_lan_clocks_are_refused() {
    let h = device(&dir("clock-bad-host"));
    let opts = |clock, timer| LanHostOptions {
        profile: ProfileIdDto::Xiangqi,
        host_side: SideDto::First,
        move_timer_secs: timer,
        clock: Some(clock),
        name: "H".into(),
        handicap: None,
        relays: None,
    };
    let zero = TimeControlDto::Byoyomi {
        main_secs: 60,
        period_secs: 30,
        periods: 0,
    };
    let ok = TimeControlDto::Fischer {
        main_secs: 60,
        increment_secs: 1,
    };
    for o in [opts(zero, None), opts(ok, Some(30))] {
        let e = h.core.lan_host(o).unwrap_err();
        assert_eq!(e.kind, ErrorKind::BadClock, "{e:?}");
        assert!(!h.status().hosting);
    }
}
