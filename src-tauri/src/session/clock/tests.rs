//! Unit tests of [`GameClock`]: byoyomi periods kept and used, Fischer's
//! increment, pauses, what the clock shows, stopping without increment.

use super::*;

const S: u64 = 1000;

fn byoyomi(main: u32, period: u32, periods: u32) -> GameClock {
    GameClock::new(TimeControlDto::Byoyomi {
        main_secs: main,
        period_secs: period,
        periods,
    })
}

/// The association's 5 min + 30 s × 3 through a game: main time spent,
/// a move inside the period keeps it, an overrun uses one, the last
/// overrun loses.
#[test]
fn byoyomi_periods_are_used_and_kept() {
    let mut c = byoyomi(300, 30, 3);
    let mut now = 1_000_000;
    c.start(Side::First, now).unwrap();
    assert_eq!(c.flag_at(), Some(now + 390 * S));
    assert_eq!(c.main_ends_at(), Some(now + 300 * S));
    now += 200 * S; // Cho: 200 s of 300
    c.moved(now).unwrap();
    assert_eq!(
        c.side(Side::First),
        SideTime {
            main_ms: 100 * S,
            periods: 3
        }
    );
    now += 10 * S; // Han: 10 s
    c.moved(now).unwrap();
    now += 125 * S; // Cho: 100 s main + 25 s of the first period: kept
    c.moved(now).unwrap();
    assert_eq!(
        c.side(Side::First),
        SideTime {
            main_ms: 0,
            periods: 3
        }
    );
    now += S;
    c.moved(now).unwrap();
    assert_eq!(c.main_ends_at(), None, "Cho is in byoyomi");
    assert_eq!(c.flag_at(), Some(now + 90 * S));
    now += 30 * S; // exactly one period: kept
    c.moved(now).unwrap();
    assert_eq!(c.side(Side::First).periods, 3);
    now += S;
    c.moved(now).unwrap();
    now += 31 * S; // one period overrun: used
    c.moved(now).unwrap();
    assert_eq!(c.side(Side::First).periods, 2);
    now += S;
    c.moved(now).unwrap();
    now += 61 * S; // both periods left overrun: the flag fell
    let before = c;
    assert_eq!(c.moved(now), Err(Flagged(Side::First)));
    assert_eq!(c, before, "a late move changes nothing");
}

/// Fischer: the move's time off, the increment on after it; a move
/// after the time is spent is late.
#[test]
fn fischer_adds_the_increment_after_the_move() {
    let mut c = GameClock::new(TimeControlDto::Fischer {
        main_secs: 60,
        increment_secs: 1,
    });
    let mut now = 5_000;
    c.start(Side::First, now).unwrap();
    now += 10 * S;
    c.moved(now).unwrap();
    assert_eq!(c.side(Side::First).main_ms, 51 * S);
    assert_eq!(c.flag_at(), Some(now + 60 * S), "Han's full minute");
    now += 60 * S; // Han uses exactly all: still in time
    c.moved(now).unwrap();
    assert_eq!(c.side(Side::Second).main_ms, S);
    now += 52 * S; // Cho: 51 s left, 52 s taken
    assert_eq!(c.moved(now), Err(Flagged(Side::First)));
}

/// A pause keeps the period in progress where it stood.
#[test]
fn a_pause_keeps_the_turn_spent() {
    let mut c = byoyomi(0, 30, 1);
    let mut now = 0;
    c.start(Side::Second, now).unwrap();
    now += 20 * S;
    c.pause(now);
    now += 3600 * S; // away for an hour
    c.resume(now);
    assert_eq!(c.flag_at(), Some(now + 10 * S));
    now += 9 * S;
    c.moved(now).unwrap();
    assert_eq!(c.side(Side::Second).periods, 1, "29 s of 30: kept");
}

/// What the clock shows: main time, then the period in progress and
/// the periods left (3 · 2 · 1).
#[test]
fn time_at_counts_down_main_time_then_periods() {
    let mut c = byoyomi(10, 30, 3);
    c.start(Side::First, 0).unwrap();
    let at = |c: &GameClock, t| c.time_at(Side::First, t);
    assert_eq!(
        at(&c, 4 * S),
        SideNow {
            main_ms: 6 * S,
            periods: 3,
            period_left_ms: None
        }
    );
    assert_eq!(
        at(&c, 15 * S),
        SideNow {
            main_ms: 0,
            periods: 3,
            period_left_ms: Some(25 * S)
        }
    );
    assert_eq!(
        at(&c, 41 * S),
        SideNow {
            main_ms: 0,
            periods: 2,
            period_left_ms: Some(29 * S)
        }
    );
    assert_eq!(
        at(&c, 99 * S),
        SideNow {
            main_ms: 0,
            periods: 1,
            period_left_ms: Some(S)
        }
    );
    assert_eq!(at(&c, 101 * S).periods, 0);
    assert!(c.is_flagged(101 * S) && !c.is_flagged(100 * S));
    // The other side's clock stands still.
    assert_eq!(c.time_at(Side::Second, 50 * S).main_ms, 10 * S);
    // Paused: what it showed when paused.
    c.pause(41 * S);
    assert_eq!(at(&c, 500 * S), at(&c, 41 * S));
    assert_eq!(c.flag_at(), None);
}

/// Stopping (game over, a move taken back) charges without increment.
#[test]
fn stop_charges_without_increment() {
    let mut c = GameClock::new(TimeControlDto::Fischer {
        main_secs: 10,
        increment_secs: 5,
    });
    c.start(Side::First, 0).unwrap();
    c.stop(4 * S).unwrap();
    assert_eq!(c.side(Side::First).main_ms, 6 * S);
    assert_eq!(c.running, None);
    c.start(Side::Second, 10 * S).unwrap();
    c.start(Side::Second, 11 * S).unwrap(); // already running: goes on
    assert_eq!(c.flag_at(), Some(20 * S));
}
