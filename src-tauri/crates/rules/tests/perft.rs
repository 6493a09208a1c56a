//! Perft against the public reference counts in `data/perft.txt`
//! (reproduced from /work/shared/reference/perft.md).
//!
//! * default tier (`cargo test`): every count up to `QUICK_LIMIT` nodes;
//! * release tier (`cargo test --release -p janggi-rules --test perft --
//!   --ignored`, `make test-release`): every count up to `FULL_LIMIT`
//!   nodes (all depth-5 counts and the Janggi start at depth 6).

use janggi_rules::{JanggiSetup, Position, RuleProfile, Side};

const DATA: &str = include_str!("data/perft.txt");
/// Largest count the default tier checks.
const QUICK_LIMIT: u64 = 1_200_000;
/// Largest count the release tier checks (Xiangqi depth 6, 5.4e9, is left
/// out: about a minute on its own).
const FULL_LIMIT: u64 = 2_000_000_000;

struct Case {
    line: usize,
    rules: String,
    fen: String,
    counts: Vec<Option<u64>>,
}

fn cases() -> Vec<Case> {
    let mut out = Vec::new();
    for (i, raw) in DATA.lines().enumerate() {
        let line = raw.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let parts: Vec<&str> = line.split('|').map(str::trim).collect();
        assert_eq!(parts.len(), 3, "line {}: expected 3 fields", i + 1);
        let counts = parts[2]
            .split_whitespace()
            .map(|c| {
                if c == "?" {
                    None
                } else {
                    Some(c.parse().unwrap())
                }
            })
            .collect();
        out.push(Case {
            line: i + 1,
            rules: parts[0].to_string(),
            fen: parts[1].to_string(),
            counts,
        });
    }
    out
}

fn profile(rules: &str) -> (RuleProfile, bool) {
    let (name, pass) = match rules.strip_suffix("-nopass") {
        Some(n) => (n, false),
        None => (rules, true),
    };
    let p = match name {
        "janggi" => RuleProfile::JANGGI_FAIRY_STOCKFISH,
        "janggicasual" => RuleProfile::JANGGI_STANDARD,
        "xiangqi" => RuleProfile::XIANGQI,
        other => panic!("unknown rules {other}"),
    };
    (p, pass)
}

/// Checks every count in `lo..=hi` nodes; returns how many were checked.
fn run(lo: u64, hi: u64) -> usize {
    let mut checked = 0;
    for case in cases() {
        let (profile, pass) = profile(&case.rules);
        let mut pos = Position::from_fen(&case.fen, &profile)
            .unwrap_or_else(|e| panic!("line {}: {e}", case.line));
        for (d, want) in case.counts.iter().enumerate() {
            let Some(want) = *want else { continue };
            if want < lo || want > hi {
                continue;
            }
            let depth = d as u32 + 1;
            let got = if pass {
                pos.perft(depth)
            } else {
                pos.perft_without_pass(depth)
            };
            assert_eq!(
                got, want,
                "line {} ({}) {} depth {depth}",
                case.line, case.rules, case.fen
            );
            checked += 1;
        }
        assert_eq!(
            pos.fen(),
            Position::from_fen(&case.fen, &profile).unwrap().fen()
        );
    }
    checked
}

#[test]
fn perft_reference_quick() {
    assert!(run(0, QUICK_LIMIT) > 100);
}

#[test]
#[ignore = "release tier: make test-release"]
fn perft_reference_full() {
    assert!(run(QUICK_LIMIT + 1, FULL_LIMIT) > 30);
}

/// `janggi_start` places the setups as the reference table writes them:
/// Cho's from Cho's seat, Han's from Han's seat (mirrored files).
#[test]
fn setup_pairings_match_reference_fens() {
    use JanggiSetup::*;
    let cho_rank = |s: JanggiSetup| match s {
        HorseElephantElephantHorse => "RNBA1ABNR",
        ElephantHorseHorseElephant => "RBNA1ANBR",
        ElephantHorseElephantHorse => "RBNA1ABNR",
        HorseElephantHorseElephant => "RNBA1ANBR",
    };
    let han_rank = |s: JanggiSetup| match s {
        HorseElephantElephantHorse => "rnba1abnr",
        ElephantHorseHorseElephant => "rbna1anbr",
        ElephantHorseElephantHorse => "rnba1anbr",
        HorseElephantHorseElephant => "rbna1abnr",
    };
    let fens: Vec<String> = cases().into_iter().map(|c| c.fen).collect();
    for cho in JanggiSetup::ALL {
        for han in JanggiSetup::ALL {
            let p = Position::janggi_start(&RuleProfile::JANGGI_FAIRY_STOCKFISH, cho, han);
            let want = format!(
                "{}/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/{} w - - 0 1",
                han_rank(han),
                cho_rank(cho)
            );
            assert_eq!(p.fen(), want, "{cho:?} / {han:?}");
            assert!(fens.contains(&want));
            assert_eq!((p.points(Side::First), p.points(Side::Second)), (720, 735));
        }
    }
}
