//! Property tests over seeded random playouts:
//!
//! * the fast legal move generator equals an independent, deliberately
//!   naive one (brute-force geometry on (file, rank) pairs, legality by
//!   "can any enemy piece move onto my general" on a copied board);
//! * make/unmake restores the position and its hash; the incremental hash
//!   equals the hash recomputed from scratch;
//! * FEN round-trips; `captures`, `is_legal`, `gives_check`, `is_check` and
//!   `points` agree with their definitions.

#![allow(clippy::needless_range_loop)]

use janggi_rules::{JanggiSetup, Move, Piece, Position, Role, RuleProfile, Side, Square, Variant};

/// SplitMix64: a tiny deterministic generator (no dependency needed).
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

// ---------------------------------------------------------------------------
// The naive generator.

type Board = [[Option<Piece>; 10]; 9]; // [file][rank]

fn board_of(pos: &Position) -> Board {
    let mut b: Board = [[None; 10]; 9];
    for (sq, p) in pos.pieces() {
        b[sq.file() as usize][sq.rank() as usize] = Some(p);
    }
    b
}

fn own_palace(side: Side, f: i32, r: i32) -> bool {
    let ranks = if side == Side::First { 0..=2 } else { 7..=9 };
    (3..=5).contains(&f) && ranks.contains(&r)
}

/// The four palace diagonals, each as its three points.
const PALACE_DIAGONALS: [[(i32, i32); 3]; 4] = [
    [(3, 0), (4, 1), (5, 2)],
    [(5, 0), (4, 1), (3, 2)],
    [(3, 7), (4, 8), (5, 9)],
    [(5, 7), (4, 8), (3, 9)],
];

/// The points strictly between a and b if both lie on one palace diagonal.
fn on_palace_diagonal(a: (i32, i32), b: (i32, i32)) -> Option<Vec<(i32, i32)>> {
    for d in PALACE_DIAGONALS {
        if let (Some(ia), Some(ib)) = (
            d.iter().position(|&p| p == a),
            d.iter().position(|&p| p == b),
        ) {
            let (lo, hi) = (ia.min(ib), ia.max(ib));
            return Some(d[lo + 1..hi].to_vec());
        }
    }
    None
}

/// Line (orthogonal, or a palace diagonal in Janggi) from a to b: the points
/// strictly between, or None if a and b are not on one line.
fn line_between(janggi: bool, a: (i32, i32), b: (i32, i32)) -> Option<Vec<(i32, i32)>> {
    if a == b {
        return None;
    }
    if a.0 == b.0 || a.1 == b.1 {
        let (df, dr) = ((b.0 - a.0).signum(), (b.1 - a.1).signum());
        let mut v = Vec::new();
        let mut p = (a.0 + df, a.1 + dr);
        while p != b {
            v.push(p);
            p = (p.0 + df, p.1 + dr);
        }
        return Some(v);
    }
    if janggi {
        on_palace_diagonal(a, b)
    } else {
        None
    }
}

fn at(b: &Board, p: (i32, i32)) -> Option<Piece> {
    b[p.0 as usize][p.1 as usize]
}

/// Can the piece on `a` move to (or capture on) `t`, ignoring self-check?
fn can_reach(v: Variant, b: &Board, a: (i32, i32), t: (i32, i32)) -> bool {
    let janggi = v == Variant::Janggi;
    let Some(p) = at(b, a) else { return false };
    if a == t {
        return false;
    }
    let target = at(b, t);
    if target.is_some_and(|q| q.side == p.side) {
        return false;
    }
    let (df, dr) = (t.0 - a.0, t.1 - a.1);
    let (adf, adr) = (df.abs(), dr.abs());
    let empty = |q: (i32, i32)| at(b, q).is_none();
    let fwd = if p.side == Side::First { 1 } else { -1 };
    match p.role {
        Role::Chariot => {
            line_between(janggi, a, t).is_some_and(|btw| btw.iter().all(|&q| empty(q)))
        }
        Role::Cannon => {
            let Some(btw) = line_between(janggi, a, t) else {
                return false;
            };
            let screens: Vec<Piece> = btw.iter().filter_map(|&q| at(b, q)).collect();
            if janggi {
                screens.len() == 1
                    && screens[0].role != Role::Cannon
                    && target.is_none_or(|q| q.role != Role::Cannon)
            } else if target.is_none() {
                screens.is_empty()
            } else {
                screens.len() == 1
            }
        }
        Role::Horse => {
            if !((adf == 1 && adr == 2) || (adf == 2 && adr == 1)) {
                return false;
            }
            let leg = if adr == 2 {
                (a.0, a.1 + dr.signum())
            } else {
                (a.0 + df.signum(), a.1)
            };
            empty(leg)
        }
        Role::Elephant => {
            if janggi {
                if !((adf == 2 && adr == 3) || (adf == 3 && adr == 2)) {
                    return false;
                }
                let (sf, sr) = (df.signum(), dr.signum());
                let (l1, l2) = if adr == 3 {
                    ((a.0, a.1 + sr), (a.0 + sf, a.1 + 2 * sr))
                } else {
                    ((a.0 + sf, a.1), (a.0 + 2 * sf, a.1 + sr))
                };
                empty(l1) && empty(l2)
            } else {
                let own_half = if p.side == Side::First {
                    t.1 <= 4
                } else {
                    t.1 >= 5
                };
                adf == 2 && adr == 2 && own_half && empty((a.0 + df / 2, a.1 + dr / 2))
            }
        }
        Role::General | Role::Guard => {
            if !own_palace(p.side, t.0, t.1) {
                return false;
            }
            if janggi {
                adf + adr == 1 || (adf == 1 && adr == 1 && on_palace_diagonal(a, t).is_some())
            } else if p.role == Role::General {
                adf + adr == 1
            } else {
                adf == 1 && adr == 1
            }
        }
        Role::Soldier => {
            if df == 0 && dr == fwd {
                return true;
            }
            let crossed = if p.side == Side::First {
                a.1 >= 5
            } else {
                a.1 <= 4
            };
            if dr == 0 && adf == 1 && (janggi || crossed) {
                return true;
            }
            janggi
                && dr == fwd
                && adf == 1
                && own_palace(!p.side, a.0, a.1)
                && on_palace_diagonal(a, t).is_some()
        }
    }
}

fn general_of(b: &Board, side: Side) -> Option<(i32, i32)> {
    for f in 0..9 {
        for r in 0..10 {
            if b[f][r] == Some(Piece::new(side, Role::General)) {
                return Some((f as i32, r as i32));
            }
        }
    }
    None
}

fn facing(b: &Board) -> bool {
    let (Some(a), Some(c)) = (general_of(b, Side::First), general_of(b, Side::Second)) else {
        return false;
    };
    a.0 == c.0
        && line_between(false, a, c).is_some_and(|btw| btw.iter().all(|&q| at(b, q).is_none()))
}

fn attacked(v: Variant, b: &Board, side: Side) -> bool {
    let Some(g) = general_of(b, side) else {
        return true;
    };
    for f in 0..9 {
        for r in 0..10 {
            if b[f][r].is_some_and(|p| p.side != side) && can_reach(v, b, (f as i32, r as i32), g) {
                return true;
            }
        }
    }
    v == Variant::Xiangqi && facing(b)
}

fn sqr(p: (i32, i32)) -> Square {
    Square::new(p.0 as u8, p.1 as u8).unwrap()
}

fn naive_legal(pos: &Position) -> Vec<Move> {
    let v = pos.variant();
    let profile = pos.profile();
    let b = board_of(pos);
    let us = pos.turn();
    if v == Variant::Janggi && (pos.passes_in_row() >= 2 || pos.bikjang_accepted()) {
        return Vec::new();
    }
    let must_break = v == Variant::Janggi && profile.bikjang_restricts_moves() && facing(&b);
    let mut out = Vec::new();
    for f in 0..9 {
        for r in 0..10 {
            let Some(p) = b[f][r] else { continue };
            if p.side != us {
                continue;
            }
            for tf in 0..9 {
                for tr in 0..10 {
                    let (a, t) = ((f as i32, r as i32), (tf, tr));
                    if !can_reach(v, &b, a, t) {
                        continue;
                    }
                    let mut nb = b;
                    let captured = nb[tf as usize][tr as usize].map(|q| q.role);
                    nb[tf as usize][tr as usize] = Some(p);
                    nb[f][r] = None;
                    if attacked(v, &nb, us) || (must_break && facing(&nb)) {
                        continue;
                    }
                    out.push(Move::normal(p.role, sqr(a), sqr(t), captured));
                }
            }
        }
    }
    if v == Variant::Janggi && profile.pass_allowed && (must_break || !attacked(v, &b, us)) {
        out.push(Move::PASS);
    }
    out
}

// ---------------------------------------------------------------------------
// Checks at one node.

fn sorted(mut v: Vec<Move>) -> Vec<u32> {
    let mut k: Vec<u32> = v.drain(..).map(|m| m.to_bits()).collect();
    k.sort_unstable();
    k
}

fn check_node(pos: &mut Position, rng: &mut Rng) {
    let fast = pos.legal_moves();
    let naive = naive_legal(pos);
    assert_eq!(
        sorted(fast.to_vec()),
        sorted(naive.clone()),
        "move sets differ in {}\nfast {:?}\nnaive {:?}",
        pos,
        fast,
        naive
    );

    // Hash, points, check.
    assert_eq!(pos.hash(), pos.compute_hash(), "incremental hash in {pos}");
    let b = board_of(pos);
    assert_eq!(
        pos.is_check(),
        general_of(&b, pos.turn()).is_some() && {
            let v = pos.variant();
            (0..9).any(|f| {
                (0..10).any(|r| {
                    b[f][r].is_some_and(|p| p.side != pos.turn())
                        && can_reach(
                            v,
                            &b,
                            (f as i32, r as i32),
                            general_of(&b, pos.turn()).unwrap(),
                        )
                })
            })
        }
    );
    for side in Side::ALL {
        let mut total: u32 = pos
            .pieces()
            .filter(|(_, p)| p.side == side)
            .map(|(_, p)| match pos.variant() {
                Variant::Janggi => p.role.janggi_points() * 10,
                Variant::Xiangqi => [0, 20, 20, 40, 90, 45, 10][p.role.index()],
            })
            .sum();
        if pos.variant() == Variant::Janggi && side == Side::Second {
            total += 15;
        }
        assert_eq!(pos.points(side), total);
    }

    // FEN round trip (pass state is not part of a FEN). The one legal way to
    // leave one's general attacked is a pass accepting a bikjang (the game is
    // then over); such a FEN is refused like any with the mover's opponent
    // in check.
    let fen = pos.fen();
    let back = match Position::from_fen(&fen, pos.profile()) {
        Ok(back) => back,
        Err(e) if pos.bikjang_accepted() => {
            assert_eq!(e.field, janggi_rules::FenField::SideToMove, "{fen}: {e}");
            return;
        }
        Err(e) => panic!("{fen}: {e}"),
    };
    assert_eq!(back.fen(), fen);
    assert_eq!(back.hash(), pos.hash());
    if pos.passes_in_row() == 0 && !pos.bikjang_accepted() {
        assert_eq!(&back, pos);
        assert_eq!(sorted(back.legal_moves().to_vec()), sorted(fast.to_vec()));
    }

    // captures() = the capturing legal moves.
    let caps: Vec<Move> = fast.iter().copied().filter(|m| m.is_capture()).collect();
    assert_eq!(sorted(pos.captures().to_vec()), sorted(caps));

    // Make/unmake every move; gives_check agrees with the position after.
    let before = pos.clone();
    for &m in fast.iter() {
        assert!(pos.is_legal(m));
        let gives = pos.gives_check(m);
        let u = pos.make_move(m);
        assert_eq!(
            pos.hash(),
            pos.compute_hash(),
            "hash after {m:?} in {before}"
        );
        if !m.is_pass() {
            assert_eq!(gives, pos.is_check(), "gives_check {m:?} in {before}");
        }
        pos.unmake_move(m, u);
        assert_eq!(*pos, before, "unmake {m:?}");
        assert_eq!(pos.hash(), before.hash());
    }
    let u = pos.make_null();
    pos.unmake_null(u);
    assert_eq!(*pos, before);
    assert_eq!(pos.hash(), before.hash());

    // is_legal agrees with the list for every (own piece, destination), at
    // a third of the nodes (it is the slowest check here).
    let exhaustive = rng.below(3) == 0;
    for (from, p) in pos
        .pieces()
        .filter(|(_, p)| p.side == pos.turn())
        .collect::<Vec<_>>()
    {
        for to in Square::all() {
            if to == from || !exhaustive {
                continue;
            }
            let capture = pos.piece_at(to).map(|q| q.role);
            let m = Move::normal(p.role, from, to, capture);
            assert_eq!(
                pos.is_legal(m),
                fast.contains(&m),
                "is_legal {m:?} in {pos}"
            );
            let wrong = Move::normal(p.role, from, to, Some(Role::Soldier));
            if capture != Some(Role::Soldier) {
                assert!(!pos.is_legal(wrong));
            }
        }
    }
    assert_eq!(pos.is_legal(Move::PASS), fast.contains(&Move::PASS));

    // Arbitrary bit patterns are safely rejected or accepted consistently.
    for _ in 0..20 {
        let bits = rng.next() as u32 & 0x1F_FFFF;
        if let Some(m) = Move::from_bits(bits) {
            assert_eq!(pos.is_legal(m), fast.contains(&m));
        }
    }
}

/// Plays `games` random games of up to `plies` plies from `start`, checking
/// every node. Captures are preferred half of the time so the boards thin
/// out and pieces reach the palaces.
fn random_games(start: &Position, games: usize, plies: usize, seed: u64) -> usize {
    let mut rng = Rng(seed);
    let mut nodes = 0;
    for _ in 0..games {
        let mut pos = start.clone();
        for _ in 0..plies {
            check_node(&mut pos, &mut rng);
            nodes += 1;
            let moves = pos.legal_moves();
            if moves.is_empty() {
                break;
            }
            let caps: Vec<Move> = moves.iter().copied().filter(|m| m.is_capture()).collect();
            let m = if !caps.is_empty() && rng.below(2) == 0 {
                caps[rng.below(caps.len())]
            } else {
                // Pass rarely, so double passes happen but games go on.
                let m = moves[rng.below(moves.len())];
                if m.is_pass() && rng.below(4) != 0 {
                    moves[rng.below(moves.len())]
                } else {
                    m
                }
            };
            pos.play(m).unwrap();
        }
    }
    nodes
}

const JANGGI_PROFILES: [RuleProfile; 4] = [
    RuleProfile::JANGGI_STANDARD,
    RuleProfile::JANGGI_FAIRY_STOCKFISH,
    RuleProfile::JANGGI_TRADITIONAL,
    RuleProfile::JANGGI_BIKJANG_SCORING,
];

#[test]
fn janggi_random_playouts_match_naive_generator() {
    let mut n = 0;
    for (i, profile) in JANGGI_PROFILES.iter().enumerate() {
        for (j, cho) in JanggiSetup::ALL.into_iter().enumerate() {
            let han = JanggiSetup::ALL[(i + j) % 4];
            let start = Position::janggi_start(profile, cho, han);
            n += random_games(&start, 16, 160, (i * 4 + j) as u64 + 1);
        }
    }
    assert!(n > 10_000, "{n}");
}

#[test]
fn xiangqi_random_playouts_match_naive_generator() {
    let start = Position::new(&RuleProfile::XIANGQI);
    let n = random_games(&start, 200, 160, 7);
    assert!(n > 5_000, "{n}");
}

#[test]
fn reference_positions_match_naive_generator() {
    let data = include_str!("data/perft.txt");
    let mut rng = Rng(99);
    for line in data
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
    {
        let parts: Vec<&str> = line.split('|').map(str::trim).collect();
        let profile = match parts[0].trim_end_matches("-nopass") {
            "janggi" => RuleProfile::JANGGI_FAIRY_STOCKFISH,
            "janggicasual" => RuleProfile::JANGGI_STANDARD,
            _ => RuleProfile::XIANGQI,
        };
        let start = Position::from_fen(parts[1], &profile).unwrap();
        check_node(&mut start.clone(), &mut rng);
        random_games(&start, 2, 60, rng.next());
    }
}

/// Hand-made positions for the rules most easily got wrong.
#[test]
fn rule_corner_cases() {
    let j = RuleProfile::JANGGI_STANDARD;
    let fs = RuleProfile::JANGGI_FAIRY_STOCKFISH;
    let moves_from = |fen: &str, p: &RuleProfile, from: &str| -> Vec<String> {
        let pos = Position::from_fen(fen, p).unwrap();
        let from = Square::parse(from).unwrap();
        let mut v: Vec<String> = pos
            .legal_moves()
            .iter()
            .filter(|m| !m.is_pass() && m.from() == from)
            .map(|m| m.to().to_string())
            .collect();
        v.sort();
        v
    };
    // Cannon jumps the palace centre from corner to corner.
    assert_eq!(
        moves_from("3k5/4N4/3c5/9/9/9/9/9/4K4/9 b - - 0 1", &j, "d8"),
        ["f10"]
    );
    // ... but not over a cannon, and it cannot capture a cannon.
    assert!(moves_from("3k5/4C4/3c5/9/9/9/9/9/4K4/9 b - - 0 1", &j, "d8").is_empty());
    assert_eq!(
        moves_from("4k4/9/9/9/9/9/9/c1P1C4/4K4/9 b - - 0 1", &j, "a3"),
        ["d3"]
    );
    // Chariot along the palace diagonal.
    let ch = moves_from("4k4/9/9/9/9/9/9/4K4/9/3R5 w - - 0 1", &j, "d1");
    assert_eq!(ch.len(), 9 + 8 + 2, "{ch:?}"); // file d, rank 1, d1-e2-f3
    assert!(ch.contains(&"e2".to_string()) && ch.contains(&"f3".to_string()));
    // Soldier in the enemy palace steps diagonally forward along the lines.
    assert_eq!(
        moves_from("3k5/9/3P5/9/9/9/9/9/4K4/9 w - - 0 1", &j, "d8"),
        ["c8", "d9", "e8", "e9"]
    );
    // Bikjang under the Fairy-Stockfish profile: break it or pass.
    let bik = "4k4/9/9/9/9/9/9/9/4K4/R8 w - - 0 1";
    let p = Position::from_fen(bik, &fs).unwrap();
    assert!(p.is_bikjang() && !p.is_check());
    let mut only_breaking = p.legal_moves().to_vec();
    only_breaking.retain(|m| !m.is_pass());
    assert!(only_breaking
        .iter()
        .all(|m| m.role() == Role::General || m.to().file() == 4));
    let mut p2 = p.clone();
    p2.play(Move::PASS).unwrap();
    assert!(p2.bikjang_accepted() && p2.legal_moves().is_empty());
    // Under the Standard profile bikjang changes nothing.
    let p = Position::from_fen(bik, &j).unwrap();
    assert!(p.legal_moves().len() > 20);
    // Two passes end the game.
    let mut p = Position::new(&j);
    p.play(Move::PASS).unwrap();
    p.play(Move::PASS).unwrap();
    assert_eq!(p.passes_in_row(), 2);
    assert!(p.legal_moves().is_empty());
    // Xiangqi: flying general makes stepping onto the open file illegal.
    let x = RuleProfile::XIANGQI;
    assert_eq!(
        moves_from("3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1", &x, "e1"),
        ["e2", "f1"]
    );
    // Stalemate in Xiangqi: no moves, no pass, not check.
    let s = Position::from_fen("3k5/4R4/9/9/9/9/9/9/9/4K4 b - - 0 1", &x).unwrap();
    assert!(s.legal_moves().is_empty() && !s.is_check());
    // Generals facing in a Xiangqi FEN: rejected.
    assert!(Position::from_fen("4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1", &x).is_err());
}
