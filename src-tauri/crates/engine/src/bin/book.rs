//! The opening book's builder and its check (`tools/build-book.sh` runs
//! both; see `docs/book.md`).
//!
//! ```text
//! book build --game janggi|xiangqi [--plies 4] [--depth 9] [--lines 4]
//!            [--margin 0.2] [--keep 3] [--threads 1] --out FILE
//! book verify --game janggi|xiangqi [--depth 12] [--max-loss 0.5]
//!            --in FILE --out FILE
//! book check --game janggi|xiangqi [--level 9] [--games 40] [--plies 8]
//! ```
//!
//! **build**: from the start position (Janggi: each of the 16 setup
//! pairings), every position up to `--plies` plies deep along the book's
//! own moves is searched to `--depth` with `--lines` principal variations;
//! the moves within `--margin` soldiers of the best (at most `--keep`) are
//! the position's book moves, with their scores, and their positions are
//! searched in turn. Deterministic with one thread.
//!
//! **verify**: searches every position of a book again to `--depth`, and
//! each of its moves alone to the same depth (as the engine crate's
//! `tests/book.rs` does: a fresh 32 MB table before each search, one
//! thread); a move scoring more
//! than `--max-loss` soldiers below the full search's best is dropped, the
//! others keep their new scores, and a position with no move left goes.
//!
//! **check**: plays `--games` games of `--plies` plies between two
//! computers at `--level` with the book (Janggi: both choose their setups
//! as the app's computer does) and prints how many of the openings differ
//! and, for Janggi, how often each setup was chosen.

use std::collections::{BTreeMap, HashSet, VecDeque};
use std::sync::atomic::AtomicBool;

use janggi_engine::book::{self, Book};
use janggi_engine::{choose_setup, Engine, Level, Limits, Score, SearchInfo};
use janggi_rules::{notation, Game, JanggiSetup, Position, RuleProfile, Side, Variant};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = match args.first().map(String::as_str) {
        Some("build") => build(&args[1..]),
        Some("check") => check(&args[1..]),
        Some("verify") => verify(&args[1..]),
        _ => Err("usage: book build|check --game janggi|xiangqi … (see the source's docs)".into()),
    };
    if let Err(e) = result {
        eprintln!("book: {e}");
        std::process::exit(2);
    }
}

/// The value after `--name`, or `default`.
fn opt<T: std::str::FromStr>(args: &[String], name: &str, default: T) -> Result<T, String> {
    match args.iter().position(|a| a == name) {
        None => Ok(default),
        Some(i) => args
            .get(i + 1)
            .and_then(|v| v.parse().ok())
            .ok_or_else(|| format!("{name} needs a value")),
    }
}

fn variant(args: &[String]) -> Result<Variant, String> {
    match opt(args, "--game", String::new())?.as_str() {
        "janggi" => Ok(Variant::Janggi),
        "xiangqi" => Ok(Variant::Xiangqi),
        other => Err(format!("--game janggi|xiangqi, not '{other}'")),
    }
}

fn profile(v: Variant) -> RuleProfile {
    match v {
        Variant::Janggi => RuleProfile::JANGGI_STANDARD,
        Variant::Xiangqi => RuleProfile::XIANGQI,
    }
}

/// The start positions of a game: Xiangqi's one, Janggi's 16 pairings.
fn starts(v: Variant) -> Vec<Position> {
    let p = profile(v);
    match v {
        Variant::Xiangqi => vec![Position::new(&p)],
        Variant::Janggi => JanggiSetup::ALL
            .iter()
            .flat_map(|&cho| {
                let p = &p;
                JanggiSetup::ALL
                    .iter()
                    .map(move |&han| Position::janggi_start(p, cho, han))
            })
            .collect(),
    }
}

fn cp(s: Score) -> i32 {
    match s {
        Score::Cp(c) => c,
        Score::Mate(n) if n > 0 => 30_000 - n,
        Score::Mate(n) => -30_000 - n,
    }
}

fn build(args: &[String]) -> Result<(), String> {
    let v = variant(args)?;
    let plies: usize = opt(args, "--plies", 4)?;
    let depth: u32 = opt(args, "--depth", 9)?;
    let lines: u32 = opt(args, "--lines", 4)?;
    let margin: f64 = opt(args, "--margin", 0.2)?;
    let keep: usize = opt(args, "--keep", 3)?;
    let threads: usize = opt(args, "--threads", 1)?;
    let out: String = opt(args, "--out", String::new())?;
    if out.is_empty() {
        return Err("--out FILE is needed".into());
    }
    let margin_cp = (margin * f64::from(book::soldier(v))).round() as i32;
    let mut engine = Engine::new(64, threads);
    let stop = AtomicBool::new(false);
    let mut result = Book::default();
    let mut seen = HashSet::new();
    let mut queue: VecDeque<(Position, usize)> = starts(v).into_iter().map(|p| (p, 0)).collect();
    let started = std::time::Instant::now();
    while let Some((pos, ply)) = queue.pop_front() {
        if ply >= plies || !seen.insert(book::key(&pos)) {
            continue;
        }
        let game = Game::from_position(pos.clone());
        if game.outcome().is_over() {
            continue;
        }
        let limits = Limits {
            depth: Some(depth),
            multipv: lines,
            ..Limits::default()
        };
        // The lines of the deepest completed iteration.
        let mut found: BTreeMap<u32, (u32, i32, janggi_rules::Move)> = BTreeMap::new();
        engine.new_game();
        engine.search(&game, &limits, &stop, &mut |i: &SearchInfo| {
            if let Some(&m) = i.pv.first() {
                found.insert(i.multipv.max(1), (i.depth, cp(i.score), m));
            }
        });
        let top = found.values().map(|x| x.0).max().unwrap_or(0);
        let mut moves: Vec<(janggi_rules::Move, i32)> = found
            .values()
            .filter(|x| x.0 == top && !x.2.is_pass())
            .map(|x| (x.2, x.1))
            .collect();
        moves.sort_by_key(|&(_, s)| std::cmp::Reverse(s));
        let Some(&(_, best)) = moves.first() else {
            continue;
        };
        moves.retain(|&(_, s)| s >= best - margin_cp);
        moves.truncate(keep);
        result.insert(
            &pos,
            moves
                .iter()
                .map(|&(m, s)| (notation::uci(&pos, m), s))
                .collect(),
        );
        for &(m, _) in &moves {
            let mut next = pos.clone();
            let _ = next.make_move(m);
            queue.push_back((next, ply + 1));
        }
        if result.len() % 50 == 0 {
            eprintln!(
                "book: {} positions, {:.0} s",
                result.len(),
                started.elapsed().as_secs_f64()
            );
        }
    }
    let header = format!(
        "janggi-engine opening book, {} — built by `book build --game {} --plies {plies} --depth {depth} --lines {lines} --margin {margin} --keep {keep} --threads {threads}`\n{} positions; scores in the engine's units (a soldier is {}), from the mover's side",
        match v {
            Variant::Janggi => "Janggi",
            Variant::Xiangqi => "Xiangqi",
        },
        match v {
            Variant::Janggi => "janggi",
            Variant::Xiangqi => "xiangqi",
        },
        result.len(),
        book::soldier(v)
    );
    std::fs::write(&out, result.write(&header)).map_err(|e| format!("{out}: {e}"))?;
    eprintln!(
        "book: wrote {} positions to {out} in {:.0} s",
        result.len(),
        started.elapsed().as_secs_f64()
    );
    Ok(())
}

fn verify(args: &[String]) -> Result<(), String> {
    let v = variant(args)?;
    let depth: u32 = opt(args, "--depth", 12)?;
    let max_loss: f64 = opt(args, "--max-loss", 0.5)?;
    let input: String = opt(args, "--in", String::new())?;
    let out: String = opt(args, "--out", String::new())?;
    let text = std::fs::read_to_string(&input).map_err(|e| format!("{input}: {e}"))?;
    let old = Book::parse(&text).map_err(|e| e.to_string())?;
    let header: Vec<&str> = text
        .lines()
        .take_while(|l| l.starts_with('#'))
        .map(|l| l.trim_start_matches("# "))
        .collect();
    let loss_cp = (max_loss * f64::from(book::soldier(v))).round() as i32;
    let stop = AtomicBool::new(false);
    let mut engine = Engine::new(32, 1);
    let mut result = Book::default();
    let (mut dropped, mut kept) = (0, 0);
    let started = std::time::Instant::now();
    let lines: Vec<&str> = text
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .collect();
    for (i, l) in lines.iter().enumerate() {
        let mut w = l.split_whitespace();
        let fen = format!(
            "{} {} - - 0 1",
            w.next().unwrap_or(""),
            w.next().unwrap_or("")
        );
        let pos = Position::from_fen(&fen, &profile(v)).map_err(|e| format!("{fen}: {e:?}"))?;
        let game = Game::from_position(pos.clone());
        engine.new_game();
        let full = engine.search(&game, &Limits::depth(depth), &stop, &mut |_| {});
        let best = cp(full.score);
        let mut moves = Vec::new();
        for (m, _) in old.moves(&pos) {
            engine.new_game();
            let only = Limits {
                searchmoves: vec![m],
                ..Limits::depth(depth)
            };
            let s = cp(engine.search(&game, &only, &stop, &mut |_| {}).score);
            if s >= best - loss_cp {
                moves.push((notation::uci(&pos, m), s));
                kept += 1;
            } else {
                dropped += 1;
            }
        }
        moves.sort_by_key(|&(_, s)| std::cmp::Reverse(s));
        if !moves.is_empty() {
            result.insert(&pos, moves);
        }
        if (i + 1) % 50 == 0 {
            eprintln!(
                "verify: {}/{} positions, {kept} moves kept, {dropped} dropped, {:.0} s",
                i + 1,
                lines.len(),
                started.elapsed().as_secs_f64()
            );
        }
    }
    let header = format!(
        "{}\nverified by `book verify --game {} --depth {depth} --max-loss {max_loss}`: {kept} moves kept, {dropped} dropped, {} positions",
        header.join("\n"),
        match v {
            Variant::Janggi => "janggi",
            Variant::Xiangqi => "xiangqi",
        },
        result.len()
    );
    std::fs::write(&out, result.write(&header)).map_err(|e| format!("{out}: {e}"))?;
    eprintln!(
        "verify: {kept} moves kept, {dropped} dropped, {} positions written to {out} in {:.0} s",
        result.len(),
        started.elapsed().as_secs_f64()
    );
    Ok(())
}

fn check(args: &[String]) -> Result<(), String> {
    let v = variant(args)?;
    let level = Level::new(opt(args, "--level", 9u8)?).ok_or("--level 1…10")?;
    let games: u64 = opt(args, "--games", 40)?;
    let plies: usize = opt(args, "--plies", 8)?;
    let mut engine = Engine::new(16, 1);
    engine.set_own_book(true);
    let stop = AtomicBool::new(false);
    let mut openings = BTreeMap::new();
    let mut setups: [BTreeMap<String, u32>; 2] = Default::default();
    let mut from_book = 0;
    let mut moves_played = 0;
    for g in 0..games {
        let seed = 0x5eed_0000 + g * 7919;
        let start = match v {
            Variant::Xiangqi => Position::new(&profile(v)),
            Variant::Janggi => {
                let han = choose_setup(Side::Second, None, seed);
                let cho = choose_setup(Side::First, Some(han), seed ^ 1);
                *setups[0].entry(format!("{cho:?}")).or_default() += 1;
                *setups[1].entry(format!("{han:?}")).or_default() += 1;
                Position::janggi_start(&profile(v), cho, han)
            }
        };
        let mut game = Game::from_position(start.clone());
        let mut line = Vec::new();
        engine.new_game();
        for ply in 0..plies {
            if game.outcome().is_over() {
                break;
            }
            let in_book = book::builtin(v).moves(game.position()).len();
            let side_seed = seed.wrapping_mul(2 + (ply as u64 & 1));
            let r = engine.play_level(&game, level, side_seed, &stop, &mut |_| {});
            if in_book > 0 && r.depth == 0 {
                from_book += 1;
            }
            moves_played += 1;
            line.push(notation::uci(game.position(), r.best));
            if game.play(r.best).is_err() {
                return Err(format!("game {g}: an illegal move {:?}", r.best));
            }
        }
        *openings
            .entry(format!("{} | {}", book::key(&start), line.join(" ")))
            .or_insert(0u32) += 1;
    }
    println!(
        "{} games of {plies} plies at level {}: {} different openings; {from_book} of {moves_played} moves from the book",
        games,
        level.number(),
        openings.len()
    );
    if v == Variant::Janggi {
        println!("Cho's setups: {:?}", setups[0]);
        println!("Han's setups: {:?}", setups[1]);
    }
    Ok(())
}
