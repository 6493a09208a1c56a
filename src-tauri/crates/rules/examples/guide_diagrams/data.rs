//! The guide's diagrams: positions written here, everything a diagram shows
//! about the rules (legal destinations, captures, check, mate, bikjang,
//! stalemate, move notation) computed by `janggi-rules`, written as JSON for
//! `ui/src/guide/diagrams.json`. The UI only draws what this file says.

use janggi_rules::{notation, JanggiSetup, Move, Position, RuleProfile, Side, Square, Variant};
use std::fmt::Write as _;

/// How a diagram's position is given.
enum Setup {
    /// Pieces as `"Ke2 kd10 Rc5"` (FEN letters, uppercase = Cho/Red) and
    /// whether the first player (Cho/Red) is to move.
    Pieces(&'static str, bool),
    /// The Janggi start with Cho's and Han's setups.
    JanggiStart(JanggiSetup, JanggiSetup),
    /// The Xiangqi start.
    XiangqiStart,
}

/// What the rules must say about a diagram's position (checked on generation).
#[derive(Default, Clone, Copy)]
struct Expect {
    check: bool,
    mate: bool,
    bikjang: bool,
    stalemate: bool,
}

/// One diagram.
struct Spec {
    id: &'static str,
    xiangqi: bool,
    setup: Setup,
    /// Squares whose pieces' legal destinations are shown.
    focus: &'static [&'static str],
    /// Show the destinations of every piece of the side to move.
    focus_all: bool,
    /// Marks: `(kind, square)`; kinds `block`, `screen`, `no`, `zone`.
    marks: &'static [(&'static str, &'static str)],
    /// Moves in UCI played one after another from the position, drawn as
    /// numbered arrows with their notation.
    line: &'static [&'static str],
    /// Ranks shown (0-based, inclusive), or the whole board.
    ranks: Option<(u8, u8)>,
    expect: Expect,
}

const NONE: Expect = Expect {
    check: false,
    mate: false,
    bikjang: false,
    stalemate: false,
};

fn spec(id: &'static str, xiangqi: bool, setup: Setup) -> Spec {
    Spec {
        id,
        xiangqi,
        setup,
        focus: &[],
        focus_all: false,
        marks: &[],
        line: &[],
        ranks: None,
        expect: NONE,
    }
}

/// Every diagram of the guide.
fn specs() -> Vec<Spec> {
    use JanggiSetup::*;
    use Setup::*;
    let j = |id, s| spec(id, false, s);
    let x = |id, s| spec(id, true, s);
    vec![
        // ---- Janggi pieces ----
        Spec {
            focus: &["e2"],
            ranks: Some((0, 3)),
            ..j("j-general", Pieces("Ke2 Ad1 kd10", true))
        },
        Spec {
            focus: &["e2"],
            ranks: Some((0, 3)),
            ..j("j-guard", Pieces("Kf1 Ae2 kd10", true))
        },
        Spec {
            focus: &["c5"],
            ..j("j-chariot", Pieces("Ke2 Rc5 Pg5 kd9 nc8 ae10", true))
        },
        Spec {
            focus: &["d8"],
            ranks: Some((6, 9)),
            ..j("j-chariot-palace", Pieces("Ke2 Rd8 kf9 af10 pb7", true))
        },
        Spec {
            focus: &["c3"],
            marks: &[("screen", "c5"), ("screen", "e3")],
            ..j("j-cannon", Pieces("Ke2 Cc3 Nc5 Ae3 kd10 rc8", true))
        },
        Spec {
            focus: &["c3"],
            marks: &[("screen", "e3"), ("no", "c5"), ("no", "g3")],
            ..j(
                "j-cannon-rules",
                Pieces("Ke2 Cc3 Ae3 kd10 cc5 cg3 pc8", true),
            )
        },
        Spec {
            focus: &["d10"],
            marks: &[("screen", "e9")],
            ranks: Some((6, 9)),
            ..j("j-cannon-palace", Pieces("Kd2 Cd10 ke9 af8", true))
        },
        Spec {
            focus: &["e5"],
            marks: &[("block", "e6")],
            ..j("j-horse", Pieces("Ke2 Ne5 kd10 pe6 rg6", true))
        },
        Spec {
            focus: &["e5"],
            marks: &[("block", "f7")],
            ..j("j-elephant", Pieces("Ke2 Be5 kd10 pf7 nb3", true))
        },
        Spec {
            focus: &["e5", "d8"],
            ranks: Some((3, 9)),
            ..j("j-soldier", Pieces("Kd2 Pe5 Pd8 kf10", true))
        },
        // ---- Janggi terms ----
        Spec {
            marks: &[
                ("zone", "d1"),
                ("zone", "e1"),
                ("zone", "f1"),
                ("zone", "d2"),
                ("zone", "e2"),
                ("zone", "f2"),
                ("zone", "d3"),
                ("zone", "e3"),
                ("zone", "f3"),
                ("zone", "d8"),
                ("zone", "e8"),
                ("zone", "f8"),
                ("zone", "d9"),
                ("zone", "e9"),
                ("zone", "f9"),
                ("zone", "d10"),
                ("zone", "e10"),
                ("zone", "f10"),
            ],
            ..j(
                "j-palace",
                JanggiStart(HorseElephantHorseElephant, HorseElephantHorseElephant),
            )
        },
        Spec {
            focus_all: true,
            expect: Expect {
                check: true,
                ..NONE
            },
            ..j("j-check", Pieces("Kd1 Re5 Pc4 ke9 ad10 nc7", false))
        },
        Spec {
            expect: Expect {
                check: true,
                mate: true,
                ..NONE
            },
            ..j("j-mate", Pieces("Ke2 Re8 Nc8 Ng8 ke10", false))
        },
        Spec {
            marks: &[
                ("zone", "e3"),
                ("zone", "e4"),
                ("zone", "e5"),
                ("zone", "e6"),
                ("zone", "e7"),
                ("zone", "e8"),
            ],
            expect: Expect {
                bikjang: true,
                ..NONE
            },
            ..j("j-bikjang", Pieces("Ke2 Ad1 Rb4 ke9 af10 ch3 pg7", false))
        },
        Spec {
            focus: &["f1"],
            ranks: Some((0, 9)),
            ..j("j-pass", Pieces("Kf1 Ae2 Pa4 Pi4 ke9 pc7", true))
        },
        Spec {
            line: &["h1g3"],
            ..j(
                "j-hunsu",
                JanggiStart(HorseElephantElephantHorse, ElephantHorseHorseElephant),
            )
        },
        Spec {
            line: &["i4h4", "a7b7", "h1g3"],
            ..j(
                "j-notation",
                JanggiStart(HorseElephantElephantHorse, HorseElephantHorseElephant),
            )
        },
        Spec {
            marks: &[
                ("zone", "b1"),
                ("zone", "c1"),
                ("zone", "g1"),
                ("zone", "h1"),
            ],
            ranks: Some((0, 3)),
            ..j(
                "j-setup-1",
                JanggiStart(HorseElephantHorseElephant, HorseElephantHorseElephant),
            )
        },
        Spec {
            marks: &[
                ("zone", "b1"),
                ("zone", "c1"),
                ("zone", "g1"),
                ("zone", "h1"),
            ],
            ranks: Some((0, 3)),
            ..j(
                "j-setup-2",
                JanggiStart(ElephantHorseElephantHorse, HorseElephantHorseElephant),
            )
        },
        Spec {
            marks: &[
                ("zone", "b1"),
                ("zone", "c1"),
                ("zone", "g1"),
                ("zone", "h1"),
            ],
            ranks: Some((0, 3)),
            ..j(
                "j-setup-3",
                JanggiStart(HorseElephantElephantHorse, HorseElephantHorseElephant),
            )
        },
        Spec {
            marks: &[
                ("zone", "b1"),
                ("zone", "c1"),
                ("zone", "g1"),
                ("zone", "h1"),
            ],
            ranks: Some((0, 3)),
            ..j(
                "j-setup-4",
                JanggiStart(ElephantHorseHorseElephant, HorseElephantHorseElephant),
            )
        },
        // ---- Xiangqi pieces ----
        Spec {
            focus: &["e2"],
            ranks: Some((0, 3)),
            ..x("x-general", Pieces("Ke2 ke10 pe6", true))
        },
        Spec {
            focus: &["e2"],
            ranks: Some((0, 3)),
            ..x("x-advisor", Pieces("Ke1 Ae2 kd10", true))
        },
        Spec {
            focus: &["e3"],
            marks: &[("block", "f4")],
            ranks: Some((0, 5)),
            ..x("x-elephant", Pieces("Ke1 Be3 Pf4 kd10", true))
        },
        Spec {
            focus: &["c5"],
            marks: &[("no", "a7"), ("no", "e7")],
            ranks: Some((0, 7)),
            ..x("x-elephant-river", Pieces("Kf1 Bc5 kd10", true))
        },
        Spec {
            focus: &["e5"],
            marks: &[("block", "e6")],
            ..x("x-horse", Pieces("Kd1 Ne5 ke10 pe6 rg6", true))
        },
        Spec {
            focus: &["c5"],
            ..x("x-chariot", Pieces("Kd1 Rc5 Pg5 ke10 nc8", true))
        },
        Spec {
            focus: &["b3"],
            marks: &[("screen", "b7")],
            ..x("x-cannon", Pieces("Kd1 Cb3 Pf3 ke10 pb7 nb10", true))
        },
        Spec {
            focus: &["e4", "c6"],
            ranks: Some((2, 7)),
            ..x("x-soldier", Pieces("Kd1 Pe4 Pc6 kf10", true))
        },
        // ---- Xiangqi terms ----
        Spec {
            focus: &["d2"],
            marks: &[("no", "e2")],
            ..x("x-flying", Pieces("Kd2 ke10 rh8", true))
        },
        Spec {
            line: &["h9h10", "d10d9", "h10h9", "d9d10"],
            ..x("x-perpetual", Pieces("Ke1 Rh9 kd10 pc6", true))
        },
        Spec {
            line: &["d8d6", "a6c7", "d6d7", "c7a6"],
            ..x("x-chase", Pieces("Kd1 Rd8 kf10 na6", true))
        },
        Spec {
            expect: Expect {
                stalemate: true,
                ..NONE
            },
            ..x("x-stalemate", Pieces("Kf1 Re5 Pc9 kd10", false))
        },
        Spec {
            focus_all: true,
            marks: &[("screen", "e6")],
            expect: Expect {
                check: true,
                ..NONE
            },
            ..x("x-check", Pieces("Kd1 Ce3 Pe6 ke10 ad10 af10", false))
        },
        Spec {
            marks: &[
                ("zone", "a5"),
                ("zone", "b5"),
                ("zone", "c5"),
                ("zone", "d5"),
                ("zone", "e5"),
                ("zone", "f5"),
                ("zone", "g5"),
                ("zone", "h5"),
                ("zone", "i5"),
                ("zone", "a6"),
                ("zone", "b6"),
                ("zone", "c6"),
                ("zone", "d6"),
                ("zone", "e6"),
                ("zone", "f6"),
                ("zone", "g6"),
                ("zone", "h6"),
                ("zone", "i6"),
            ],
            ..x("x-river", XiangqiStart)
        },
        Spec {
            line: &["h3e3", "h10g8", "h1g3"],
            ..x("x-notation", XiangqiStart)
        },
        Spec {
            line: &["h3h5"],
            ..x("x-tandem", Pieces("Kd1 Rh3 Rh6 ke10 ad10 af10", true))
        },
    ]
}

/// Builds a FEN from `"Ke2 kd10 …"`.
fn fen_of(pieces: &str, first_to_move: bool) -> Result<String, String> {
    let mut board = [['.'; 9]; 10];
    for tok in pieces.split_whitespace() {
        let mut chars = tok.chars();
        let letter = chars.next().ok_or("empty token")?;
        let sq = Square::parse(chars.as_str()).ok_or_else(|| format!("bad square in {tok}"))?;
        let cell = &mut board[sq.rank() as usize][sq.file() as usize];
        if *cell != '.' {
            return Err(format!("two pieces on {sq}"));
        }
        *cell = letter;
    }
    let mut fen = String::new();
    for rank in (0..10).rev() {
        let mut empty = 0;
        for c in board[rank] {
            if c == '.' {
                empty += 1;
            } else {
                if empty > 0 {
                    let _ = write!(fen, "{empty}");
                    empty = 0;
                }
                fen.push(c);
            }
        }
        if empty > 0 {
            let _ = write!(fen, "{empty}");
        }
        if rank > 0 {
            fen.push('/');
        }
    }
    let _ = write!(fen, " {} - - 0 1", if first_to_move { 'w' } else { 'b' });
    Ok(fen)
}

fn side_name(s: Side) -> &'static str {
    match s {
        Side::First => "first",
        Side::Second => "second",
    }
}

fn role_name(r: janggi_rules::Role) -> &'static str {
    use janggi_rules::Role::*;
    match r {
        General => "general",
        Guard => "guard",
        Elephant => "elephant",
        Horse => "horse",
        Chariot => "chariot",
        Cannon => "cannon",
        Soldier => "soldier",
    }
}

fn square(s: &str) -> Result<Square, String> {
    Square::parse(s).ok_or_else(|| format!("bad square {s}"))
}

fn list(v: impl IntoIterator<Item = usize>) -> String {
    let items: Vec<String> = v.into_iter().map(|n| n.to_string()).collect();
    format!("[{}]", items.join(","))
}

/// JSON string with the few escapes notation text can need.
fn quote(s: &str) -> String {
    let mut out = String::from("\"");
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

fn diagram(s: &Spec) -> Result<String, String> {
    let profile = if s.xiangqi {
        RuleProfile::XIANGQI
    } else {
        RuleProfile::JANGGI_STANDARD
    };
    let pos = match s.setup {
        Setup::Pieces(p, first) => {
            let fen = fen_of(p, first)?;
            Position::from_fen(&fen, &profile).map_err(|e| format!("{}: {fen}: {e}", s.id))?
        }
        Setup::JanggiStart(cho, han) => Position::janggi_start(&profile, cho, han),
        Setup::XiangqiStart => Position::new(&profile),
    };
    if (pos.variant() == Variant::Xiangqi) != s.xiangqi {
        return Err(format!("{}: wrong variant", s.id));
    }
    let legal = pos.legal_moves();
    let moves: Vec<Move> = legal.iter().copied().filter(|m| !m.is_pass()).collect();
    let check = pos.is_check();
    let facts = Expect {
        check,
        mate: check && moves.is_empty(),
        bikjang: !s.xiangqi && pos.is_bikjang(),
        stalemate: !check && legal.iter().next().is_none(),
    };
    let e = s.expect;
    if (facts.check, facts.mate, facts.bikjang, facts.stalemate)
        != (e.check, e.mate, e.bikjang, e.stalemate)
    {
        return Err(format!(
            "{}: rules say check={} mate={} bikjang={} stalemate={}",
            s.id, facts.check, facts.mate, facts.bikjang, facts.stalemate
        ));
    }

    let mut focus: Vec<usize> = Vec::new();
    for f in s.focus {
        let sq = square(f)?;
        match pos.piece_at(sq) {
            Some(p) if p.side == pos.turn() => focus.push(sq.index()),
            _ => return Err(format!("{}: no piece of the side to move on {f}", s.id)),
        }
    }
    if s.focus_all {
        focus.extend(
            pos.pieces()
                .filter(|(_, p)| p.side == pos.turn())
                .map(|(sq, _)| sq.index()),
        );
    }
    let mut dots: Vec<usize> = Vec::new();
    let mut captures: Vec<usize> = Vec::new();
    for m in &moves {
        if focus.contains(&m.from().index()) {
            let to = m.to().index();
            let bucket = if m.is_capture() {
                &mut captures
            } else {
                &mut dots
            };
            if !bucket.contains(&to) {
                bucket.push(to);
            }
        }
    }
    // Only the pieces that can move keep their focus ring.
    focus.retain(|f| moves.iter().any(|m| m.from().index() == *f));
    focus.sort_unstable();
    dots.sort_unstable();
    captures.sort_unstable();

    let mut marks = Vec::new();
    for (kind, sq) in s.marks {
        marks.push(format!(
            "{{\"kind\":{},\"square\":{}}}",
            quote(kind),
            square(sq)?.index()
        ));
    }

    let mut arrows = Vec::new();
    let mut walk = pos.clone();
    for uci in s.line {
        let m = notation::parse_uci(&walk, uci).map_err(|e| format!("{}: {uci}: {e:?}", s.id))?;
        let text = notation::describe(&walk, m);
        let side = walk.turn();
        walk.play(m)
            .map_err(|e| format!("{}: {uci}: {e:?}", s.id))?;
        arrows.push(format!(
            "{{\"from\":{},\"to\":{},\"side\":{},\"notation\":{},\"check\":{}}}",
            m.from().index(),
            m.to().index(),
            quote(side_name(side)),
            quote(&text),
            walk.is_check()
        ));
    }

    let pieces: Vec<String> = pos
        .pieces()
        .map(|(sq, p)| {
            format!(
                "{{\"square\":{},\"side\":{},\"role\":{}}}",
                sq.index(),
                quote(side_name(p.side)),
                quote(role_name(p.role))
            )
        })
        .collect();
    let checked = if check {
        pos.general(pos.turn())
            .map_or("null".to_string(), |g| g.index().to_string())
    } else {
        "null".to_string()
    };
    let ranks = s
        .ranks
        .map_or("null".to_string(), |(a, b)| format!("[{a},{b}]"));
    Ok(format!(
        "  {{\n    \"id\": {},\n    \"variant\": {},\n    \"fen\": {},\n    \"toMove\": {},\n    \"ranks\": {ranks},\n    \"pieces\": [{}],\n    \"focus\": {},\n    \"dots\": {},\n    \"captures\": {},\n    \"marks\": [{}],\n    \"arrows\": [{}],\n    \"checked\": {checked},\n    \"check\": {},\n    \"mate\": {},\n    \"bikjang\": {},\n    \"stalemate\": {},\n    \"canPass\": {}\n  }}",
        quote(s.id),
        quote(if s.xiangqi { "xiangqi" } else { "janggi" }),
        quote(&pos.fen()),
        quote(side_name(pos.turn())),
        pieces.join(","),
        list(focus),
        list(dots),
        list(captures),
        marks.join(","),
        arrows.join(","),
        facts.check,
        facts.mate,
        facts.bikjang,
        facts.stalemate,
        legal.iter().any(|m| m.is_pass()),
    ))
}

/// The whole JSON file, or the first diagram the rules disagree with.
pub fn generate() -> Result<String, String> {
    let mut out = String::from("[\n");
    let specs = specs();
    for (i, s) in specs.iter().enumerate() {
        out.push_str(&diagram(s)?);
        out.push_str(if i + 1 < specs.len() { ",\n" } else { "\n" });
    }
    out.push_str("]\n");
    Ok(out)
}

/// Where the UI keeps the generated file, from this crate's directory.
pub fn target_path() -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../ui/src/guide/diagrams.json")
}
