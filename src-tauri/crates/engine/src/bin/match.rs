//! The match tool: plays two engines against each other and reports the
//! score with an Elo estimate.
//!
//! ```text
//! match --game janggi|xiangqi|<profile> --a PLAYER --b PLAYER [--games 40]
//!       [--concurrency 1] [--random-plies 2[-4]] [--seed 1] [--record FILE]
//! PLAYER = level:NAME[@MS]      one of our levels (beginner…expert, or
//!                               easy…hard); @MS sets the time per move of
//!                               advanced/expert (default 1000 / 5000)
//!        | depth:N              full strength at a fixed depth
//!        | uci:CMD[@MS]         an external UCI engine (Fairy-Stockfish or
//!                               ours), `go movetime MS` (default 1000);
//!                               CMD is a program and its arguments
//!                               separated by spaces
//! ```
//!
//! `--record FILE` appends every position of every game (after the random
//! opening) to FILE as `FEN|R`, R the game's result for the first player
//! (1, 0.5, 0): the evaluation tuner's data (`tools/tune/README.md`). When
//! the mover is a UCI engine, its last reported score for that position
//! follows as a third field (`FEN|R|S`, centipawns from the first player's
//! view, a mate as ±3000), which the tuner can blend into the label.
//!
//! `--game janggi` is the `janggi-fairy-stockfish` profile (Fairy-Stockfish's
//! `janggi` variant: bikjang and a third repetition end the game on points);
//! any profile name of the rules crate is accepted too.
//!
//! Games come in pairs from the same opening: the same Janggi setups (all
//! sixteen combinations of the four setups, in turn) and the same random
//! first plies, each player having each side once. Every game is
//! adjudicated by our rules (`Game::outcome`: mate, points, repetition,
//! move limits). The Elo estimate comes with a 95 % interval from the
//! per-game score variance.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::Duration;

use janggi_engine::opening::play_random_moves;
use janggi_engine::{Engine, Level, LevelSpec};
use janggi_rules::{
    notation, Game, JanggiSetup, Move, Outcome, ProfileId, RuleProfile, Side, Variant,
};
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

/// Longest game before it is called a draw (the rules' own move limits
/// normally end games long before).
const MAX_PLIES: usize = 800;

#[derive(Clone, Debug)]
enum PlayerSpec {
    Level {
        level: Option<Level>,
        spec: LevelSpec,
    },
    Uci {
        path: String,
        movetime: Duration,
    },
}

impl PlayerSpec {
    fn parse(s: &str) -> Result<PlayerSpec, String> {
        let (body, ms) = match s.split_once('@') {
            Some((b, m)) => (
                b,
                Some(m.parse::<u64>().map_err(|_| format!("bad time in {s}"))?),
            ),
            None => (s, None),
        };
        if let Some(name) = body.strip_prefix("level:") {
            let level = Level::from_name(name).ok_or(format!("unknown level {name}"))?;
            let mut spec = level.spec(Duration::from_secs(5));
            if let Some(ms) = ms {
                spec.movetime = Some(Duration::from_millis(ms));
            }
            Ok(PlayerSpec::Level {
                level: Some(level),
                spec,
            })
        } else if let Some(d) = body.strip_prefix("depth:") {
            let depth = d.parse().map_err(|_| format!("bad depth in {s}"))?;
            let spec = LevelSpec {
                depth: Some(depth),
                ..LevelSpec::strongest(None, Some(1))
            };
            Ok(PlayerSpec::Level { level: None, spec })
        } else if let Some(path) = body.strip_prefix("uci:") {
            Ok(PlayerSpec::Uci {
                path: path.to_string(),
                movetime: Duration::from_millis(ms.unwrap_or(1000)),
            })
        } else {
            Err(format!("player must be level:NAME or uci:PATH, not {s}"))
        }
    }

    fn name(&self, variant: Variant) -> String {
        match self {
            PlayerSpec::Level { level: None, spec } => format!("depth {}", spec.depth.unwrap_or(0)),
            PlayerSpec::Level {
                level: Some(level),
                spec,
            } => match spec.movetime {
                Some(t) => format!("{}@{}ms", level.name(variant), t.as_millis()),
                None => level.name(variant).to_string(),
            },
            PlayerSpec::Uci { path, movetime } => {
                // The program's (or script's) file name: `…/uci.js`, `…/stockfish`.
                let last = path.split_whitespace().last().unwrap_or(path);
                let short = last.rsplit('/').next().unwrap_or(last);
                format!("{short}@{}ms", movetime.as_millis())
            }
        }
    }
}

/// A running player.
enum Player {
    Ours { engine: Engine, spec: LevelSpec },
    Uci(UciProcess),
}

struct UciProcess {
    child: Child,
    stdin: ChildStdin,
    stdout: BufReader<ChildStdout>,
    movetime: Duration,
}

impl UciProcess {
    fn start(cmd: &str, movetime: Duration, profile: &RuleProfile) -> Result<UciProcess, String> {
        let mut words = cmd.split_whitespace();
        let path = words.next().ok_or("empty engine command")?;
        let mut child = Command::new(path)
            .args(words)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|e| format!("cannot start {path}: {e}"))?;
        let stdin = child.stdin.take().ok_or("no stdin")?;
        let stdout = BufReader::new(child.stdout.take().ok_or("no stdout")?);
        let mut p = UciProcess {
            child,
            stdin,
            stdout,
            movetime,
        };
        p.send("uci")?;
        p.wait_for("uciok")?;
        // Fairy-Stockfish's names for the profiles it has; ours otherwise.
        let v = match profile.id {
            ProfileId::JanggiFairyStockfish => "janggi",
            ProfileId::JanggiStandard => "janggicasual",
            ProfileId::JanggiTraditional => "janggitraditional",
            ProfileId::Xiangqi => "xiangqi",
            other => other.name(),
        };
        p.send(&format!("setoption name UCI_Variant value {v}"))?;
        p.send("isready")?;
        p.wait_for("readyok")?;
        Ok(p)
    }

    fn send(&mut self, line: &str) -> Result<(), String> {
        writeln!(self.stdin, "{line}")
            .and_then(|_| self.stdin.flush())
            .map_err(|e| e.to_string())
    }

    fn wait_for(&mut self, prefix: &str) -> Result<String, String> {
        self.wait_for_seeing(prefix, |_| {})
    }

    /// Reads lines up to one starting with `prefix` (returned), showing
    /// every line before it to `seen`.
    fn wait_for_seeing(
        &mut self,
        prefix: &str,
        mut seen: impl FnMut(&str),
    ) -> Result<String, String> {
        let mut line = String::new();
        loop {
            line.clear();
            if self
                .stdout
                .read_line(&mut line)
                .map_err(|e| e.to_string())?
                == 0
            {
                return Err("engine closed its output".into());
            }
            if line.starts_with(prefix) {
                return Ok(line.trim().to_string());
            }
            seen(&line);
        }
    }

    fn best_move(&mut self, game: &Game) -> Result<(Move, Option<i32>), String> {
        let start = game.start_position().fen();
        let mut cmd = format!("position fen {start}");
        if !game.moves().is_empty() {
            cmd.push_str(" moves");
            let mut g = Game::from_position(game.start_position().clone());
            for &m in game.moves() {
                cmd.push(' ');
                cmd.push_str(&notation::uci(g.position(), m));
                g.play(m).map_err(|e| format!("{e:?}"))?;
            }
        }
        self.send(&cmd)?;
        self.send(&format!("go movetime {}", self.movetime.as_millis()))?;
        let mut score = None;
        let line = self.wait_for_seeing("bestmove", |l| {
            if l.starts_with("info") {
                if let Some(s) = info_score(l) {
                    score = Some(s);
                }
            }
        })?;
        let mv = line.split_whitespace().nth(1).ok_or("empty bestmove")?;
        let m = notation::parse_uci(game.position(), mv)
            .map_err(|e| format!("bestmove {mv}: {e:?}"))?;
        Ok((m, score))
    }
}

/// The score of a UCI `info` line: `score cp N`, or `score mate N` as
/// ±3000.
fn info_score(line: &str) -> Option<i32> {
    let mut it = line.split_whitespace();
    while let Some(w) = it.next() {
        if w == "score" {
            return match (it.next()?, it.next()?.parse::<i32>().ok()?) {
                ("cp", v) => Some(v),
                ("mate", v) => Some(if v > 0 { 3000 } else { -3000 }),
                _ => None,
            };
        }
    }
    None
}

impl Drop for UciProcess {
    fn drop(&mut self) {
        let _ = self.send("quit");
        let _ = self.child.wait();
    }
}

impl Player {
    fn start(spec: &PlayerSpec, profile: &RuleProfile) -> Result<Player, String> {
        match spec {
            PlayerSpec::Level { spec, .. } => Ok(Player::Ours {
                engine: Engine::new(16, 1),
                spec: spec.clone(),
            }),
            PlayerSpec::Uci { path, movetime } => {
                Ok(Player::Uci(UciProcess::start(path, *movetime, profile)?))
            }
        }
    }

    /// The move, with the score the player reported (UCI engines only).
    fn best_move(&mut self, game: &Game, seed: u64) -> Result<(Move, Option<i32>), String> {
        match self {
            Player::Ours { engine, spec } => {
                let stop = AtomicBool::new(false);
                Ok((
                    engine.play_spec(game, spec, seed, &stop, &mut |_| {}).best,
                    None,
                ))
            }
            Player::Uci(p) => p.best_move(game),
        }
    }

    fn new_game(&mut self) {
        match self {
            Player::Ours { engine, .. } => engine.new_game(),
            Player::Uci(p) => {
                let _ = p.send("ucinewgame");
            }
        }
    }
}

struct Options {
    profile: RuleProfile,
    a: PlayerSpec,
    b: PlayerSpec,
    games: usize,
    concurrency: usize,
    /// Random first plies of each pair: a number in `lo..=hi`.
    random_plies: (usize, usize),
    seed: u64,
    /// Where to append the positions of each game with its result.
    record: Option<Mutex<std::fs::File>>,
}

/// `N` or `LO-HI`.
fn parse_range(s: &str) -> Option<(usize, usize)> {
    match s.split_once('-') {
        Some((a, b)) => {
            let (a, b) = (a.trim().parse().ok()?, b.trim().parse().ok()?);
            (a <= b).then_some((a, b))
        }
        None => s.trim().parse().ok().map(|n| (n, n)),
    }
}

fn parse_args() -> Result<Options, String> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut profile = RuleProfile::JANGGI_STANDARD;
    let (mut a, mut b) = (None, None);
    let (mut games, mut concurrency, mut random_plies, mut seed) = (40, 1, (2, 2), 1);
    let mut record = None;
    let mut i = 0;
    while i < args.len() {
        let val = args
            .get(i + 1)
            .cloned()
            .ok_or(format!("{} needs a value", args[i]))?;
        match args[i].as_str() {
            "--game" => {
                profile = match val.as_str() {
                    "janggi" => RuleProfile::JANGGI_FAIRY_STOCKFISH,
                    "xiangqi" => RuleProfile::XIANGQI,
                    other => RuleProfile::from_id(
                        ProfileId::from_name(other).ok_or(format!("unknown game {other}"))?,
                    ),
                }
            }
            "--a" => a = Some(PlayerSpec::parse(&val)?),
            "--b" => b = Some(PlayerSpec::parse(&val)?),
            "--games" => games = val.parse().map_err(|_| "bad --games")?,
            "--concurrency" => concurrency = val.parse().map_err(|_| "bad --concurrency")?,
            "--random-plies" => {
                random_plies = parse_range(&val).ok_or("bad --random-plies (N or LO-HI)")?
            }
            "--seed" => seed = val.parse().map_err(|_| "bad --seed")?,
            "--record" => {
                let f = std::fs::OpenOptions::new()
                    .create(true)
                    .append(true)
                    .open(&val)
                    .map_err(|e| format!("{val}: {e}"))?;
                record = Some(Mutex::new(f));
            }
            other => return Err(format!("unknown option {other}")),
        }
        i += 2;
    }
    Ok(Options {
        profile,
        a: a.ok_or("--a is required")?,
        b: b.ok_or("--b is required")?,
        games: games.max(1),
        concurrency: concurrency.max(1),
        random_plies,
        seed,
        record,
    })
}

/// The opening of pair `k`: setups and random first plies (a number drawn
/// from `random_plies`, the same for both games of the pair).
fn opening(o: &Options, k: usize) -> Game {
    let mut game = if o.profile.variant == Variant::Janggi {
        let cho = JanggiSetup::ALL[k % 4];
        let han = JanggiSetup::ALL[(k / 4) % 4];
        Game::janggi(o.profile, cho, han)
    } else {
        Game::new(o.profile)
    };
    let mut rng = SmallRng::seed_from_u64(o.seed.wrapping_mul(1_000_003) ^ k as u64);
    let (lo, hi) = o.random_plies;
    let n = if hi > lo {
        rng.random_range(lo..=hi)
    } else {
        lo
    };
    play_random_moves(&mut game, n, &mut rng);
    game
}

/// Plays one game; returns A's score (1, ½, 0), the outcome and the length.
fn play_game(
    o: &Options,
    pa: &mut Player,
    pb: &mut Player,
    index: usize,
) -> Result<(f64, Outcome, usize), String> {
    let mut game = opening(o, index / 2);
    let opening_plies = game.moves().len();
    // In even games A has the first move.
    let a_side = if index & 1 == 0 {
        Side::First
    } else {
        Side::Second
    };
    pa.new_game();
    pb.new_game();
    // The mover's score before each move, from the first player's view.
    let mut scores: Vec<Option<i32>> = vec![None; opening_plies];
    while !game.outcome().is_over() && game.moves().len() < MAX_PLIES {
        let seed = (o.seed << 32) ^ ((index as u64) << 12) ^ game.moves().len() as u64;
        let mover = if game.position().turn() == a_side {
            &mut *pa
        } else {
            &mut *pb
        };
        let (m, score) = mover.best_move(&game, seed)?;
        if std::env::var("MATCH_VERBOSE").is_ok_and(|v| v == "2") {
            eprintln!(
                "game {} ply {}: {} {}",
                index + 1,
                game.moves().len(),
                game.position().fen(),
                notation::uci(game.position(), m)
            );
        }
        let first = game.position().turn() == Side::First;
        scores.push(score.map(|s| if first { s } else { -s }));
        game.play(m)
            .map_err(|e| format!("illegal move {m:?} in game {index}: {e:?}"))?;
    }
    let outcome = game.outcome();
    if std::env::var_os("MATCH_VERBOSE").is_some() {
        let mut g = Game::from_position(game.start_position().clone());
        let mut line = format!("game {} from {}:", index + 1, g.position().fen());
        for &m in game.moves() {
            line.push(' ');
            line.push_str(&notation::uci(g.position(), m));
            let _ = g.play(m);
        }
        println!("{line}");
    }
    if let Some(rec) = &o.record {
        let r = match outcome.winner() {
            Some(Side::First) => "1",
            Some(Side::Second) => "0",
            None => "0.5",
        };
        let mut g = Game::from_position(game.start_position().clone());
        let mut text = String::new();
        for (ply, &m) in game.moves().iter().enumerate() {
            if ply >= opening_plies && !g.position().is_check() {
                match scores.get(ply).copied().flatten() {
                    Some(s) => text.push_str(&format!("{}|{r}|{s}\n", g.position().fen())),
                    None => text.push_str(&format!("{}|{r}\n", g.position().fen())),
                }
            }
            let _ = g.play(m);
        }
        let mut f = rec.lock().unwrap_or_else(|e| e.into_inner());
        f.write_all(text.as_bytes())
            .map_err(|e| format!("--record: {e}"))?;
    }
    let score = match outcome.winner() {
        Some(w) if w == a_side => 1.0,
        Some(_) => 0.0,
        None => 0.5,
    };
    Ok((score, outcome, game.moves().len()))
}

fn elo(p: f64) -> f64 {
    let p = p.clamp(1e-4, 1.0 - 1e-4);
    -400.0 * (1.0 / p - 1.0).log10()
}

fn main() {
    let o = match parse_args() {
        Ok(o) => o,
        Err(e) => {
            eprintln!("match: {e}\nusage: match --game janggi|xiangqi|PROFILE --a level:NAME[@MS]|depth:N|uci:CMD[@MS] --b … [--games N] [--concurrency N] [--random-plies N|LO-HI] [--seed N] [--record FILE]");
            std::process::exit(2);
        }
    };
    let variant = o.profile.variant;
    let (na, nb) = (o.a.name(variant), o.b.name(variant));
    println!("{na} vs {nb}: {} games of {:?}", o.games, o.profile.id);
    let next = AtomicUsize::new(0);
    let results: Mutex<Vec<f64>> = Mutex::new(Vec::new());
    let failed = AtomicBool::new(false);
    std::thread::scope(|s| {
        for _ in 0..o.concurrency {
            s.spawn(|| {
                let (mut pa, mut pb) = match (
                    Player::start(&o.a, &o.profile),
                    Player::start(&o.b, &o.profile),
                ) {
                    (Ok(a), Ok(b)) => (a, b),
                    (Err(e), _) | (_, Err(e)) => {
                        eprintln!("match: {e}");
                        failed.store(true, Ordering::Relaxed);
                        return;
                    }
                };
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    if i >= o.games || failed.load(Ordering::Relaxed) {
                        break;
                    }
                    match play_game(&o, &mut pa, &mut pb, i) {
                        Ok((score, outcome, plies)) => {
                            let mut r = results.lock().unwrap_or_else(|e| e.into_inner());
                            r.push(score);
                            let a_first = if i & 1 == 0 { "A first" } else { "B first" };
                            println!(
                                "game {:>3} ({a_first}): {} after {plies} plies: {:?}",
                                i + 1,
                                match score {
                                    1.0 => "A wins",
                                    0.0 => "B wins",
                                    _ => "draw  ",
                                },
                                outcome
                            );
                        }
                        Err(e) => {
                            eprintln!("match: {e}");
                            failed.store(true, Ordering::Relaxed);
                        }
                    }
                }
            });
        }
    });
    let r = results.into_inner().unwrap_or_else(|e| e.into_inner());
    if r.is_empty() {
        std::process::exit(1);
    }
    let n = r.len() as f64;
    let (w, d, l) = (
        r.iter().filter(|&&x| x == 1.0).count(),
        r.iter().filter(|&&x| x == 0.5).count(),
        r.iter().filter(|&&x| x == 0.0).count(),
    );
    let p = r.iter().sum::<f64>() / n;
    let var = r.iter().map(|x| (x - p) * (x - p)).sum::<f64>() / n;
    let se = (var / n).sqrt();
    let (lo, hi) = (elo(p - 1.96 * se), elo(p + 1.96 * se));
    println!("A = {na}, B = {nb}");
    println!(
        "W/D/L (A): {w}/{d}/{l}   score {:.1}/{} = {:.1}%",
        p * n,
        r.len(),
        p * 100.0
    );
    println!("Elo (A - B): {:+.0}  95% [{:+.0}, {:+.0}]", elo(p), lo, hi);
    if failed.load(Ordering::Relaxed) {
        std::process::exit(1);
    }
}
