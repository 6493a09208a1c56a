//! The puzzle generator: mines puzzles from engine-vs-engine games and
//! verifies each one before it is kept.
//!
//! ```text
//! puzzles gen --game janggi|xiangqi [--target 320] [--nodes 6000]
//!             [--dir src-tauri/data/puzzles] [--games N] [--max-mate 5]
//! puzzles merge --game janggi|xiangqi --from DIR [--dir …]
//! puzzles check [--dir src-tauri/data/puzzles]
//! ```
//!
//! `gen` is incremental and resumable: it reads `<dir>/<game>.json` and
//! `<dir>/<game>.state` (the next game number), plays game after game (the
//! engine against itself at `--nodes` nodes a move, 2–6 random opening
//! plies, occasional random moves so tactics arise; Janggi rotates the 16
//! setup pairings), and rewrites the set after every game until it holds
//! `--target` puzzles. Each game's seed is its number, so a run is
//! repeatable.
//!
//! A position becomes a puzzle only when verified:
//! - mate: the exact solver proves mate in N (N ≤ 5) and that exactly one
//!   first move mates within N; the defender's replies are the most
//!   stubborn ones (longest mate);
//! - material: every first move is searched by the engine; the key move
//!   scores at least a margin above every other, the line wins material,
//!   and more than one obvious capture would (`check::obvious_capture`);
//! - any kind: no other first move wins at once (`check::other_first_win`);
//! - defence: the side to move is threatened (a null move loses), one move
//!   holds and every other scores a margin worse;
//! - points (Janggi): the move number is set so the move limit falls within
//!   1–3 plies; the exact rules search proves one first move wins on points
//!   whatever the reply, and every other loses.

use std::collections::HashSet;
use std::sync::atomic::AtomicBool;
use std::time::Instant;

use janggi_engine::{Engine, Limits, Score};
use janggi_puzzles::check::{obvious_capture, other_first_win, replay, root_scores, score_value};
use janggi_puzzles::solve::{self, Budget};
use janggi_puzzles::{balance, parse_set, profile, write_set, Kind, Puzzle};
use janggi_rules::{notation, Game, JanggiSetup, Move, Position, Role, Side, Square, Variant};
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

struct Opts {
    variant: Variant,
    target: usize,
    nodes: u64,
    dir: String,
    games: Option<usize>,
    /// Mine mates the engine reports within this many plies.
    max_mate_plies: i32,
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let cmd = args.first().cloned().unwrap_or_default();
    let get = |k: &str| {
        args.iter()
            .position(|a| a == k)
            .and_then(|i| args.get(i + 1).cloned())
    };
    let dir = get("--dir").unwrap_or("src-tauri/data/puzzles".into());
    let r = match cmd.as_str() {
        "gen" => {
            let variant = match get("--game").as_deref() {
                Some("janggi") => Variant::Janggi,
                Some("xiangqi") => Variant::Xiangqi,
                _ => {
                    eprintln!("usage: puzzles gen --game janggi|xiangqi [--target N] [--nodes N] [--dir D] [--games N]");
                    std::process::exit(2);
                }
            };
            let o = Opts {
                variant,
                target: get("--target").and_then(|s| s.parse().ok()).unwrap_or(320),
                nodes: get("--nodes").and_then(|s| s.parse().ok()).unwrap_or(6000),
                dir,
                games: get("--games").and_then(|s| s.parse().ok()),
                max_mate_plies: get("--max-mate")
                    .and_then(|s| s.parse::<i32>().ok())
                    .map(|n| 2 * n - 1)
                    .unwrap_or(9),
            };
            generate(&o)
        }
        "check" => check_all(&dir),
        "verify" => match get("--game") {
            Some(g) => verify_set(&dir, &g),
            None => Err("usage: puzzles verify --game G [--dir D]".into()),
        },
        "merge" => match (get("--game"), get("--from")) {
            (Some(g), Some(from)) => merge(&dir, &g, &from),
            _ => Err("usage: puzzles merge --game G --from DIR [--dir D]".into()),
        },
        _ => {
            eprintln!("usage: puzzles gen|check …");
            std::process::exit(2);
        }
    };
    if let Err(e) = r {
        eprintln!("puzzles: {e}");
        std::process::exit(1);
    }
}

fn name(v: Variant) -> &'static str {
    match v {
        Variant::Janggi => "janggi",
        Variant::Xiangqi => "xiangqi",
    }
}

fn check_all(dir: &str) -> Result<(), String> {
    for v in [Variant::Janggi, Variant::Xiangqi] {
        let path = format!("{dir}/{}.json", name(v));
        let text = std::fs::read_to_string(&path).map_err(|e| format!("{path}: {e}"))?;
        let set = parse_set(&text)?;
        let mut bad = 0;
        for p in &set {
            if let Err(e) = replay(p, v) {
                eprintln!("{e}");
                bad += 1;
            }
        }
        println!(
            "{}: {} puzzles, {bad} bad; {}",
            name(v),
            set.len(),
            summary(&set)
        );
        if bad > 0 {
            return Err(format!("{bad} bad puzzles in {path}"));
        }
    }
    Ok(())
}

fn summary(set: &[Puzzle]) -> String {
    let mut counts: std::collections::BTreeMap<&str, usize> = Default::default();
    for p in set {
        for t in &p.themes {
            *counts.entry(t.as_str()).or_default() += 1;
        }
    }
    counts
        .iter()
        .map(|(k, v)| format!("{k} {v}"))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The checks every kept puzzle passes, as `tests/puzzles.rs` makes them:
/// the line replays, the first move is not the only legal one, a material
/// puzzle is more than one obvious capture (`check::obvious_capture`), no
/// other first move wins at once (`check::other_first_win`), and
/// for material and defence a fresh engine (depth 6, half a soldier's
/// margin) finds the first move clearly best.
fn accept(p: &Puzzle, v: Variant) -> Result<(), String> {
    let unit = if v == Variant::Janggi { 200 } else { 100 };
    replay(p, v)?;
    let g = p.game(v)?;
    if g.legal_moves().iter().filter(|m| !m.is_pass()).count() < 2 {
        return Err(format!("{}: the first move is the only one", p.id));
    }
    if obvious_capture(p, v)? {
        return Err(format!("{}: one obvious capture", p.id));
    }
    if let Some(m) = other_first_win(p, v)? {
        return Err(format!("{}: {m} wins at once too", p.id));
    }
    match p.kind {
        Kind::Material | Kind::Defence => janggi_puzzles::check::engine_unique(p, v, 6, unit / 2),
        _ => Ok(()),
    }
}

/// Re-verifies a set as the tests do and drops what fails: a first move
/// that is the only legal move, a material puzzle that is one obvious
/// capture, and material/defence puzzles whose first move a fresh engine
/// (`check::engine_unique`, depth 6, half a soldier's margin) does not
/// find clearly best. The others keep their ids: a player's solved
/// puzzles and history are stored by id.
fn verify_set(dir: &str, game: &str) -> Result<(), String> {
    let v = if game == "janggi" {
        Variant::Janggi
    } else {
        Variant::Xiangqi
    };
    let path = format!("{dir}/{game}.json");
    let set = parse_set(&std::fs::read_to_string(&path).map_err(|e| e.to_string())?)?;
    let before = set.len();
    let mut kept = Vec::new();
    for p in set {
        if accept(&p, v).is_ok() {
            kept.push(p);
        } else {
            eprintln!("dropped {}", p.id);
        }
    }
    std::fs::write(&path, write_set(&kept)).map_err(|e| e.to_string())?;
    println!("{game}: {before} -> {}", kept.len());
    Ok(())
}

/// Adds the puzzles of `<from>/<game>.json` that `<dir>/<game>.json` does
/// not have (two generators run on different game numbers), numbering
/// them on.
fn merge(dir: &str, game: &str, from: &str) -> Result<(), String> {
    let path = format!("{dir}/{game}.json");
    let mut set = parse_set(&std::fs::read_to_string(&path).map_err(|e| e.to_string())?)?;
    let other = parse_set(
        &std::fs::read_to_string(format!("{from}/{game}.json")).map_err(|e| e.to_string())?,
    )?;
    let mut seen: HashSet<String> = set.iter().map(|p| key_of(&p.fen)).collect();
    let prefix = &game[..1];
    let before = set.len();
    for mut p in other {
        if seen.insert(key_of(&p.fen)) {
            p.id = format!("{prefix}{}", next_number(&set));
            set.push(p);
        }
    }
    std::fs::write(&path, write_set(&set)).map_err(|e| e.to_string())?;
    println!("{game}: {before} + {} = {}", set.len() - before, set.len());
    Ok(())
}

/// The number of a new puzzle's id: one above the highest in `set`, so a
/// dropped puzzle's id is never given to another (ids are what a player's
/// progress is stored by).
fn next_number(set: &[Puzzle]) -> usize {
    set.iter()
        .filter_map(|p| p.id.get(1..)?.parse::<usize>().ok())
        .max()
        .unwrap_or(0)
        + 1
}

/// Board and side to move: two puzzles with the same are the same puzzle.
fn key_of(fen: &str) -> String {
    fen.split_whitespace().take(2).collect::<Vec<_>>().join(" ")
}

fn generate(o: &Opts) -> Result<(), String> {
    let path = format!("{}/{}.json", o.dir, name(o.variant));
    let state_path = format!("{}/{}.state", o.dir, name(o.variant));
    std::fs::create_dir_all(&o.dir).map_err(|e| e.to_string())?;
    let mut set = match std::fs::read_to_string(&path) {
        Ok(t) => parse_set(&t)?,
        Err(_) => Vec::new(),
    };
    let mut next_game: u64 = std::fs::read_to_string(&state_path)
        .ok()
        .and_then(|s| s.trim().parse().ok())
        .unwrap_or(0);
    let mut seen: HashSet<String> = set.iter().map(|p| key_of(&p.fen)).collect();
    let mut engine = Engine::new(16, 1);
    let mut verifier = Engine::new(16, 1);
    let mut played = 0;
    while set.len() < o.target && o.games.is_none_or(|g| played < g) {
        let t0 = Instant::now();
        let before = set.len();
        let found = play_and_mine(o, next_game, &mut engine, &mut verifier, &mut seen, &set);
        for mut p in found {
            let prefix = if o.variant == Variant::Janggi {
                'j'
            } else {
                'x'
            };
            p.id = format!("{prefix}{}", next_number(&set));
            if let Err(e) = accept(&p, o.variant) {
                eprintln!("dropped: {e}");
                continue;
            }
            set.push(p);
        }
        next_game += 1;
        played += 1;
        let tmp = format!("{path}.tmp");
        std::fs::write(&tmp, write_set(&set)).map_err(|e| e.to_string())?;
        std::fs::rename(&tmp, &path).map_err(|e| e.to_string())?;
        std::fs::write(&state_path, format!("{next_game}\n")).map_err(|e| e.to_string())?;
        eprintln!(
            "{} game {}: +{} = {} ({:.1}s) [{}]",
            name(o.variant),
            next_game - 1,
            set.len() - before,
            set.len(),
            t0.elapsed().as_secs_f32(),
            summary(&set)
        );
    }
    Ok(())
}

/// How many of each kind the set wants at most (a share of the target), so
/// the easy mates do not crowd out the rest.
fn quota(o: &Opts, kind: Kind, mate: u32) -> usize {
    let t = o.target;
    match (kind, mate) {
        (Kind::Mate, 1) => t * 22 / 100,
        (Kind::Mate, _) => t * 45 / 100,
        (Kind::Material, _) => t * 30 / 100,
        (Kind::Defence, _) => t * 15 / 100,
        (Kind::Points, _) => t * 12 / 100,
    }
}

fn count(set: &[Puzzle], found: &[Puzzle], kind: Kind, mate1: bool) -> usize {
    set.iter()
        .chain(found)
        .filter(|p| p.kind == kind && (kind != Kind::Mate || (p.mate == 1) == mate1))
        .count()
}

fn play_and_mine(
    o: &Opts,
    index: u64,
    engine: &mut Engine,
    verifier: &mut Engine,
    seen: &mut HashSet<String>,
    set: &[Puzzle],
) -> Vec<Puzzle> {
    let mut rng = SmallRng::seed_from_u64(0x9e37_79b9 ^ index.wrapping_mul(0x1000_0001));
    let prof = profile(o.variant);
    let mut game = if o.variant == Variant::Janggi {
        let k = index as usize % 16;
        Game::janggi(prof, JanggiSetup::ALL[k % 4], JanggiSetup::ALL[(k / 4) % 4])
    } else {
        Game::new(prof)
    };
    engine.new_game();
    let random_plies = rng.random_range(2..=6);
    let blunder_rate = rng.random_range(0.03..0.12);
    let stop = AtomicBool::new(false);
    let mut found: Vec<Puzzle> = Vec::new();
    let mut prev_capture_to: Option<Square> = None;
    let mut skip_mates_until = 0usize;
    while !game.outcome().is_over() && game.moves().len() < 260 {
        let moves = game.legal_moves();
        if moves.is_empty() {
            break;
        }
        let ply = game.moves().len();
        let m = if ply < random_plies {
            let non_pass: Vec<Move> = moves.iter().copied().filter(|m| !m.is_pass()).collect();
            non_pass[rng.random_range(0..non_pass.len())]
        } else {
            let r = engine.search(&game, &Limits::nodes(o.nodes), &stop, &mut |_| {});
            // Mine the position before the move is played.
            if ply >= 10 {
                let cand = mine(
                    o,
                    &game,
                    &r.score,
                    &r.pv,
                    prev_capture_to,
                    verifier,
                    &mut rng,
                    set,
                    &found,
                );
                for p in cand {
                    // The same mating attack a few plies later is the same
                    // puzzle shortened: keep only its longest form.
                    if p.kind == Kind::Mate && ply < skip_mates_until {
                        continue;
                    }
                    let k = key_of(&p.fen);
                    if seen.insert(k) {
                        if p.kind == Kind::Mate {
                            skip_mates_until = ply + 2 * p.mate as usize;
                        }
                        found.push(p);
                    }
                }
            }
            if rng.random_bool(blunder_rate) {
                moves[rng.random_range(0..moves.len())]
            } else {
                r.best
            }
        };
        prev_capture_to = if m.is_capture() { Some(m.to()) } else { None };
        if game.play(m).is_err() {
            break;
        }
    }
    found
}

#[allow(clippy::too_many_arguments)]
fn mine(
    o: &Opts,
    game: &Game,
    score: &Score,
    pv: &[Move],
    prev_capture_to: Option<Square>,
    verifier: &mut Engine,
    rng: &mut SmallRng,
    set: &[Puzzle],
    found: &[Puzzle],
) -> Vec<Puzzle> {
    let mut out = Vec::new();
    let pos = game.position();
    match *score {
        Score::Mate(p) if p > 0 && p <= o.max_mate_plies => {
            let n = (p as u32).div_ceil(2);
            if count(set, found, Kind::Mate, n == 1) < quota(o, Kind::Mate, n) {
                if let Some(pz) = verify_mate(o, game, verifier) {
                    out.push(pz);
                }
            }
        }
        Score::Cp(s) if s.abs() < 15_000 => {
            let unit = if o.variant == Variant::Janggi {
                200
            } else {
                100
            };
            // Material: the engine's line wins material.
            if s >= unit * 3 / 2
                && count(set, found, Kind::Material, false) < quota(o, Kind::Material, 0)
                && pv
                    .first()
                    .is_some_and(|m| !m.is_pass() && Some(m.to()) != prev_capture_to)
                && pv_gain(pos, pv) >= if o.variant == Variant::Janggi { 30 } else { 35 }
            {
                if let Some(pz) = verify_material(o, game, verifier, unit) {
                    out.push(pz);
                }
            }
            // Defence: a balanced position with a threat.
            if s.abs() <= unit
                && count(set, found, Kind::Defence, false) < quota(o, Kind::Defence, 0)
                && !pos.is_check()
            {
                if let Some(pz) = verify_defence(o, game, verifier, unit) {
                    out.push(pz);
                }
            }
            // Points at the move limit (Janggi), on a sample of positions.
            if o.variant == Variant::Janggi
                && count(set, found, Kind::Points, false) < quota(o, Kind::Points, 0)
                && rng.random_bool(0.25)
            {
                if let Some(pz) = verify_points(game, rng.random_range(1..=3)) {
                    out.push(pz);
                }
            }
        }
        _ => {}
    }
    out
}

/// Material the side to move wins along the engine's line (the best
/// balance after one of its own moves, up to 5 plies), a cheap filter
/// before the full verification.
fn pv_gain(pos: &Position, pv: &[Move]) -> i32 {
    let solver = pos.turn();
    let start = balance(pos, solver);
    let mut p = pos.clone();
    let mut best = i32::MIN;
    for (i, &m) in pv.iter().take(5).enumerate() {
        if !p.is_legal(m) {
            break;
        }
        let _ = p.make_move(m);
        if i % 2 == 0 {
            best = best.max(balance(&p, solver) - start);
        }
    }
    best
}

fn fresh(game: &Game) -> Game {
    Game::from_position(game.position().clone())
}

/// The engine depth from which a search picks `key` (and keeps it).
fn depth_needed(verifier: &mut Engine, game: &Game, key: Move, max: u32) -> u32 {
    let stop = AtomicBool::new(false);
    verifier.new_game();
    let mut first_ok: Option<u32> = None;
    verifier.search(game, &Limits::depth(max), &stop, &mut |info| {
        if info.pv.first() == Some(&key) {
            first_ok.get_or_insert(info.depth);
        } else {
            first_ok = None;
        }
    });
    first_ok.unwrap_or(max + 1)
}

fn is_palace(sq: Square) -> bool {
    (3..=5).contains(&sq.file()) && (sq.rank() <= 2 || sq.rank() >= 7)
}

/// A corner or the centre of a palace: the points the diagonals join.
fn on_palace_diagonal(sq: Square) -> bool {
    let r = if sq.rank() <= 2 {
        sq.rank()
    } else {
        sq.rank() - 7
    };
    is_palace(sq) && (sq.file() == 4) == (r == 1)
}

/// `a` and `b` lie on one diagonal line of the same palace.
fn diagonal_in_palace(a: Square, b: Square) -> bool {
    let df = (a.file() as i32 - b.file() as i32).abs();
    let dr = (a.rank() as i32 - b.rank() as i32).abs();
    df != 0
        && df == dr
        && on_palace_diagonal(a)
        && on_palace_diagonal(b)
        && (a.rank() <= 2) == (b.rank() <= 2)
}

/// Themes of a finished mate line: who mates and how.
fn mate_themes(variant: Variant, final_pos: &Position, last: Move) -> Vec<String> {
    let mut t = Vec::new();
    let checkers = final_pos.checkers();
    let general = final_pos.general(final_pos.turn());
    if last.role() == Role::Cannon
        || checkers.iter().any(|&sq| {
            final_pos
                .piece_at(sq)
                .is_some_and(|p| p.role == Role::Cannon)
        })
    {
        t.push("cannon".to_string());
    }
    if variant == Variant::Janggi {
        let diag_move = !last.is_pass()
            && last.role() != Role::Horse
            && last.role() != Role::Elephant
            && diagonal_in_palace(last.from(), last.to());
        let diag_check = general.is_some_and(|g| {
            checkers.iter().any(|&sq| {
                diagonal_in_palace(sq, g)
                    && final_pos.piece_at(sq).is_some_and(|p| {
                        matches!(p.role, Role::Chariot | Role::Cannon | Role::Soldier)
                    })
            })
        });
        if diag_move || diag_check {
            t.push("palace".to_string());
        }
    }
    if checkers.len() >= 2 {
        t.push("doubleCheck".to_string());
    }
    t
}

fn quiet(pos: &Position, m: Move) -> bool {
    !m.is_capture() && !pos.gives_check(m)
}

fn verify_mate(o: &Opts, game: &Game, verifier: &mut Engine) -> Option<Puzzle> {
    let mut pos = game.position().clone();
    let mut b = Budget::new(4_000_000);
    let n = solve::mate_distance(&mut pos, 5, &mut b)??;
    let mut b = Budget::new(8_000_000);
    let mating = solve::mating_moves(&mut pos, n, &mut b)?;
    if mating.len() != 1 || mating[0].is_pass() {
        return None;
    }
    let key = mating[0];
    // The line: key, the most stubborn defence, a shortest mate, …
    let mut line = vec![key];
    let mut p = pos.clone();
    let _ = p.make_move(key);
    let mut b = Budget::new(8_000_000);
    let mut left = n - 1;
    while left > 0 {
        let d = solve::longest_defence(&mut p, left, &mut b)?;
        let _ = p.make_move(d);
        line.push(d);
        let a = solve::a_mating_move(&mut p, left, &mut b)?;
        let _ = p.make_move(a);
        line.push(a);
        left -= 1;
    }
    if !solve::is_mated(&p) {
        return None;
    }
    let uci = to_uci(game.position(), &line);
    let g = fresh(game);
    let depth = depth_needed(verifier, &g, key, 2 * n + 4);
    let mut themes = vec!["mate".to_string(), format!("mate{n}")];
    themes.extend(mate_themes(o.variant, &p, *line.last()?));
    if quiet(&pos, key) {
        themes.push("quiet".into());
    }
    let rating = 600 + 220 * (n - 1) + 35 * depth + if quiet(&pos, key) { 150 } else { 0 };
    Some(Puzzle {
        id: String::new(),
        fen: game.position().fen(),
        line: uci,
        kind: Kind::Mate,
        mate: n,
        gain: 0,
        themes,
        rating: rating.clamp(500, 2600),
        depth,
    })
}

fn to_uci(start: &Position, line: &[Move]) -> Vec<String> {
    let mut p = start.clone();
    line.iter()
        .map(|&m| {
            let s = notation::uci(&p, m);
            let _ = p.make_move(m);
            s
        })
        .collect()
}

/// Plays the engine's line from `game` after `key` for up to `plies`
/// plies, stopping once the position is quiet (no capture next) after a
/// gain.
fn engine_line(verifier: &mut Engine, game: &Game, key: Move, plies: usize) -> Vec<Move> {
    let stop = AtomicBool::new(false);
    let mut g = game.clone();
    let mut line = vec![key];
    if g.play(key).is_err() {
        return line;
    }
    while line.len() < plies && !g.outcome().is_over() {
        let r = verifier.search(&g, &Limits::depth(7), &stop, &mut |_| {});
        if r.best.is_none() || g.play(r.best).is_err() {
            break;
        }
        line.push(r.best);
    }
    // End on a solver move.
    if line.len() % 2 == 0 {
        line.pop();
    }
    line
}

/// Best gain along `line` (ending on a solver move), and the length of the
/// prefix that reaches it.
fn best_prefix(game: &Game, line: &[Move]) -> (i32, usize) {
    let solver = game.position().turn();
    let mut p = game.position().clone();
    let start = balance(&p, solver);
    let (mut best, mut at) = (i32::MIN, 1);
    for (i, &m) in line.iter().enumerate() {
        let _ = p.make_move(m);
        if i % 2 == 0 {
            let g = balance(&p, solver) - start;
            // Only count a gain that survives the reply: check the next
            // reply is not a capture back (if the line has one).
            let recaptured = line.get(i + 1).is_some_and(|r| r.is_capture());
            if g > best && !recaptured {
                best = g;
                at = i + 1;
            }
        }
    }
    (best, at)
}

fn verify_material(o: &Opts, game: &Game, verifier: &mut Engine, unit: i32) -> Option<Puzzle> {
    let g = fresh(game);
    verifier.new_game();
    let scores = root_scores(verifier, &g, 6);
    let (key, best) = *scores.first()?;
    let second = scores.get(1).map(|&(_, s)| s).unwrap_or(-30_000);
    if key.is_pass() || best >= 15_000 || best < unit * 3 / 2 || best - second < unit * 3 / 2 {
        return None;
    }
    let line = engine_line(verifier, &g, key, 7);
    let (gain, len) = best_prefix(&g, &line);
    let min_gain = if o.variant == Variant::Janggi { 30 } else { 35 };
    if gain < min_gain {
        return None;
    }
    let line = &line[..len];
    let depth = depth_needed(verifier, &g, key, 10);
    let q = quiet(g.position(), key);
    let mut themes = vec!["material".to_string()];
    if q {
        themes.push("quiet".into());
    }
    let rating = 900 + 45 * depth + 40 * line.len() as u32 + if q { 150 } else { 0 };
    Some(Puzzle {
        id: String::new(),
        fen: g.position().fen(),
        line: to_uci(g.position(), line),
        kind: Kind::Material,
        mate: 0,
        gain,
        themes,
        rating: rating.clamp(500, 2600),
        depth,
    })
}

fn verify_defence(o: &Opts, game: &Game, verifier: &mut Engine, unit: i32) -> Option<Puzzle> {
    // Is there a threat? Let the opponent move twice.
    let stop = AtomicBool::new(false);
    let mut pos = game.position().clone();
    let u = pos.make_null();
    let threat = Game::from_position(pos.clone());
    pos.unmake_null(u);
    verifier.new_game();
    let r = verifier.search(&threat, &Limits::depth(4), &stop, &mut |_| {});
    let t = score_value(r.score, 0);
    if t < 2 * unit {
        return None;
    }
    let g = fresh(game);
    let scores = root_scores(verifier, &g, 6);
    let (key, best) = *scores.first()?;
    let second = scores.get(1).map(|&(_, s)| s).unwrap_or(-30_000);
    if key.is_pass() || best.abs() > unit || best - second < unit * 3 / 2 {
        return None;
    }
    let line = engine_line(verifier, &g, key, 3);
    let solver = g.position().turn();
    let mut p = g.position().clone();
    let start = balance(&p, solver);
    for &m in &line {
        let _ = p.make_move(m);
    }
    let gain = balance(&p, solver) - start;
    let depth = depth_needed(verifier, &g, key, 10);
    let q = quiet(g.position(), key);
    let mut themes = vec!["defence".to_string()];
    if q {
        themes.push("quiet".into());
    }
    let _ = o;
    let rating = 1100 + 45 * depth + if q { 100 } else { 0 };
    Some(Puzzle {
        id: String::new(),
        fen: g.position().fen(),
        line: to_uci(g.position(), &line),
        kind: Kind::Defence,
        mate: 0,
        gain,
        themes,
        rating: rating.clamp(500, 2600),
        depth,
    })
}

/// Janggi points ending: the move limit falls `k` plies from now.
fn verify_points(game: &Game, k: u32) -> Option<Puzzle> {
    let pos = game.position();
    let solver = pos.turn();
    // Standard profile: 400 plies in all, counted from the FEN move number.
    let before = 400 - k;
    let turn_second = solver == Side::Second;
    if (before % 2 == 1) != turn_second {
        return None;
    }
    let full = (before - u32::from(turn_second)) / 2 + 1;
    let fen = pos.fen();
    let mut fields: Vec<&str> = fen.split_whitespace().collect();
    let n = fields.len();
    let full_s = full.to_string();
    fields[n - 1] = &full_s;
    let fen = fields.join(" ");
    let mut g = Game::from_fen(profile(Variant::Janggi), &fen).ok()?;
    // Not already won: the solver must need the right move.
    if g.points(solver) > g.points(!solver) + 40 {
        return None;
    }
    let mut b = Budget::new(400_000);
    let mut winners = Vec::new();
    for m in g.legal_moves().iter().copied() {
        g.play(m).ok()?;
        let w = solve::forced_win(&mut g, solver, k - 1, &mut b);
        g.undo();
        if w? {
            winners.push(m);
            if winners.len() > 1 {
                return None;
            }
        }
    }
    if winners.len() != 1 || winners[0].is_pass() {
        return None;
    }
    let key = winners[0];
    // Line: key, then the defender's reply that leaves the solver the
    // smallest lead (every reply loses), then a winning move, …
    let start_fen = fen.clone();
    let mut line = vec![key];
    g.play(key).ok()?;
    while !g.outcome().is_over() {
        let left = k.checked_sub(line.len() as u32)?;
        if left == 0 {
            return None;
        }
        let mover = g.position().turn();
        let mut pick: Option<(Move, i32)> = None;
        for m in g.legal_moves().iter().copied() {
            g.play(m).ok()?;
            let w = solve::forced_win(&mut g, solver, left - 1, &mut b)?;
            let lead = g.points(solver) as i32 - g.points(!solver) as i32;
            g.undo();
            if mover == solver {
                if w {
                    pick = Some((m, lead));
                    break;
                }
            } else if pick.is_none_or(|(_, best)| lead < best) {
                pick = Some((m, lead));
            }
        }
        let (m, _) = pick?;
        g.play(m).ok()?;
        line.push(m);
    }
    if g.outcome().winner() != Some(solver) {
        return None;
    }
    let start = Game::from_fen(profile(Variant::Janggi), &start_fen).ok()?;
    let q = quiet(start.position(), key);
    let mut themes = vec!["points".to_string()];
    if q {
        themes.push("quiet".into());
    }
    let rating = 950 + 150 * (k - 1) + if q { 150 } else { 0 };
    Some(Puzzle {
        id: String::new(),
        fen: start_fen,
        line: to_uci(start.position(), &line),
        kind: Kind::Points,
        mate: 0,
        gain: 0,
        themes,
        rating,
        depth: k,
    })
}
