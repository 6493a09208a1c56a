//! The match tool: plays two engines against each other and reports the
//! score with an Elo estimate.
//!
//! ```text
//! match --game janggi|xiangqi|<profile> --a PLAYER --b PLAYER [--games 40]
//!       [--concurrency 1] [--random-plies 2[-4]] [--seed 1] [--record FILE]
//!       [--tc MAIN+INC] [--byoyomi SECSxPERIODS]
//! PLAYER = level:N[@MS][;K=V]…  one of our levels, 1…10 (or a name of the
//!                               four levels of earlier versions), on one
//!                               thread; @MS sets the time per move
//!                               (level 10: default 5000); each `;K=V`
//!                               changes one setting for calibration:
//!                               depth (0: none), nodes, choose (0/1),
//!                               margin, noise, blunder, bmargin, eval,
//!                               blind, greed, threads, form (doublings)
//!        | depth:N              full strength at a fixed depth
//!        | uci:CMD[@MS][;OPT=V]… an external UCI engine (Fairy-Stockfish
//!                               or ours), `go movetime MS` (default
//!                               1000); CMD is a program and its arguments
//!                               separated by spaces; each `;OPT=V` is sent
//!                               as `setoption name OPT value V` after the
//!                               variant (`;UCI_LimitStrength=true;UCI_Elo=800`)
//! ```
//!
//! **Clocks.** Without `--tc`/`--byoyomi` every move has a fixed time
//! (`@MS`, `go movetime`). `--tc 60+1` gives each player 60 s of main time
//! and a 1 s Fischer increment after each move (seconds, decimals allowed:
//! `--tc 10+0.1`). `--byoyomi 30x3` adds three byoyomi periods of 30 s
//! (Japanese byoyomi: once the main time is spent, a move within a period
//! costs nothing; a move that overruns it uses the period up and goes on in
//! the next; overrunning the last loses on time). The main time then comes
//! from `--tc` (`--tc 600+0 --byoyomi 30x3`; no `--tc`: none). The tool
//! keeps the clocks: a UCI engine gets `go wtime W btime B winc I binc I`
//! with the main time left, plus `byoyomi P` with one period (as
//! Fairy-Stockfish reads it), and its time is measured from `go` to
//! `bestmove`; our in-process players (`level:`, `depth:`) think as their
//! level says and are charged the time they took. A player that runs out
//! loses on time (an engine that has not answered 2 s after its time ran
//! out is told to `stop`). The summary gives each player's time left at
//! the end of the games (median and minimum; with byoyomi also the periods
//! left), its mean and longest move, and the games it lost on time.
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
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::sync::Mutex;
use std::time::{Duration, Instant};

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
        /// `setoption` name/value pairs sent after the variant.
        options: Vec<(String, String)>,
    },
}

impl PlayerSpec {
    fn parse(s: &str, variant: Variant) -> Result<PlayerSpec, String> {
        let mut parts = s.split(';');
        let s = parts.next().unwrap_or_default();
        let mut options = Vec::new();
        for o in parts {
            let (k, v) = o
                .split_once('=')
                .ok_or(format!("bad option {o} (NAME=VALUE)"))?;
            options.push((k.trim().to_string(), v.trim().to_string()));
        }
        if !options.is_empty() && !s.starts_with("uci:") && !s.starts_with("level:") {
            return Err(format!(
                "options are for uci: and level: players only, not {s}"
            ));
        }
        let (body, ms) = match s.split_once('@') {
            Some((b, m)) => (
                b,
                Some(m.parse::<u64>().map_err(|_| format!("bad time in {s}"))?),
            ),
            None => (s, None),
        };
        if let Some(name) = body.strip_prefix("level:") {
            let level = Level::from_name(name).ok_or(format!("unknown level {name}"))?;
            let mut spec = level.spec(variant, Duration::from_secs(5));
            if let Some(ms) = ms {
                spec.movetime = Some(Duration::from_millis(ms));
            }
            // One thread per game: matches run games side by side.
            spec.threads = Some(1);
            for (k, v) in &options {
                override_spec(&mut spec, k, v).map_err(|e| format!("{s}: {e}"))?;
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
                options,
            })
        } else {
            Err(format!("player must be level:NAME or uci:PATH, not {s}"))
        }
    }

    /// The name in reports; with a time control the clock replaces the
    /// UCI engines' time per move.
    fn name(&self, tc: Option<&TimeControl>) -> String {
        match self {
            PlayerSpec::Level { level: None, spec } => format!("depth {}", spec.depth.unwrap_or(0)),
            PlayerSpec::Level {
                level: Some(level),
                spec,
            } => match spec.movetime {
                Some(t) if level.number() >= 9 => {
                    format!("level {}@{}ms", level.number(), t.as_millis())
                }
                _ => format!("level {}", level.number()),
            },
            PlayerSpec::Uci {
                path,
                movetime,
                options,
            } => {
                // The program's (or script's) file name: `…/uci.js`, `…/stockfish`.
                let last = path.split_whitespace().last().unwrap_or(path);
                let short = last.rsplit('/').next().unwrap_or(last);
                let opts: String = options
                    .iter()
                    .filter(|(k, _)| k != "UCI_LimitStrength")
                    .map(|(k, v)| format!(" {k}={v}"))
                    .collect();
                match tc {
                    Some(tc) => format!("{short}{opts} ({})", tc.describe()),
                    None => format!("{short}{opts}@{}ms", movetime.as_millis()),
                }
            }
        }
    }
}

/// A running player.
// Two players a match: their size does not matter.
#[allow(clippy::large_enum_variant)]
enum Player {
    Ours { engine: Engine, spec: LevelSpec },
    Uci(UciProcess),
}

struct UciProcess {
    child: Child,
    stdin: ChildStdin,
    /// The engine's output lines, each with the time it was read (a
    /// reader thread, so a silent engine cannot hang the match).
    lines: Receiver<(Instant, String)>,
    movetime: Duration,
}

/// A time control kept by the match tool.
#[derive(Copy, Clone, Debug, PartialEq)]
struct TimeControl {
    main: Duration,
    inc: Duration,
    /// One byoyomi period (zero: none).
    byoyomi: Duration,
    periods: u32,
}

impl TimeControl {
    fn describe(&self) -> String {
        let mut s = format!("{}+{}", secs(self.main), secs(self.inc));
        if self.periods > 0 {
            s.push_str(&format!(" byoyomi {}x{}", secs(self.byoyomi), self.periods));
        }
        s
    }
}

/// `1.5` for 1500 ms, `10` for 10 s.
fn secs(d: Duration) -> String {
    let v = d.as_secs_f64();
    if v.fract() == 0.0 {
        format!("{v:.0}")
    } else {
        format!("{}", (v * 1000.0).round() / 1000.0)
    }
}

/// A level's setting changed from the match's command line (for
/// calibration: `level:7;nodes=12000;blind=0`).
fn override_spec(spec: &mut LevelSpec, key: &str, value: &str) -> Result<(), String> {
    let bad = || format!("bad value {value} for {key}");
    let int = || value.parse::<i64>().map_err(|_| bad());
    match key {
        "depth" => spec.depth = Some(int()?.clamp(0, 100) as u32).filter(|&d| d > 0),
        "choose" => spec.choose = int()? != 0,
        "nodes" => spec.nodes = Some(int()?.max(1) as u64),
        "margin" => spec.margin = int()? as i32,
        "noise" => spec.noise = int()? as i32,
        "blunder" => spec.blunder_chance = value.parse().map_err(|_| bad())?,
        "bmargin" => spec.blunder_margin = int()? as i32,
        "eval" => spec.eval_noise = int()? as i32,
        "blind" => spec.blind_per_mille = int()?.max(0) as u32,
        "greed" => spec.greed = int()? as i32,
        "threads" => spec.threads = Some(int()?.max(1) as usize),
        "form" => spec.form = value.parse::<f64>().map_err(|_| bad())?.clamp(0.0, 4.0),
        _ => return Err(format!("unknown setting {key} (depth (0: none), nodes, choose (0/1), margin, noise, blunder, bmargin, eval, blind, greed, threads, form)")),
    }
    Ok(())
}

fn parse_secs(s: &str) -> Option<Duration> {
    let v: f64 = s.trim().parse().ok()?;
    (0.0..1e7).contains(&v).then(|| Duration::from_secs_f64(v))
}

/// `--tc MAIN+INC` (or `MAIN`), in seconds.
fn parse_tc(s: &str) -> Option<(Duration, Duration)> {
    match s.split_once('+') {
        Some((m, i)) => Some((parse_secs(m)?, parse_secs(i)?)),
        None => Some((parse_secs(s)?, Duration::ZERO)),
    }
}

/// `--byoyomi SECSxPERIODS` (or `SECS`: one period).
fn parse_byoyomi(s: &str) -> Option<(Duration, u32)> {
    let (p, n) = match s.split_once(['x', 'X']) {
        Some((p, n)) => (parse_secs(p)?, n.trim().parse().ok()?),
        None => (parse_secs(s)?, 1),
    };
    (!p.is_zero() && n >= 1).then_some((p, n))
}

/// One player's clock during a game.
#[derive(Copy, Clone, Debug, PartialEq)]
struct PlayerClock {
    main: Duration,
    periods: u32,
}

impl PlayerClock {
    fn new(tc: &TimeControl) -> PlayerClock {
        PlayerClock {
            main: tc.main,
            periods: tc.periods,
        }
    }

    /// The longest the next move can take before this player loses.
    fn available(&self, tc: &TimeControl) -> Duration {
        self.main + tc.byoyomi * self.periods
    }

    /// Charges a move that took `used`; `false` when the player ran out
    /// of time. Main time goes first; then each period overrun is used up;
    /// the increment is added after a move made in time.
    fn charge(&mut self, tc: &TimeControl, used: Duration) -> bool {
        if used <= self.main {
            self.main -= used;
        } else {
            let over = used - self.main;
            self.main = Duration::ZERO;
            if tc.periods == 0 {
                return false;
            }
            // Whole periods overrun: each is gone (a move inside a period
            // costs nothing).
            let spent = (over.as_nanos() / tc.byoyomi.as_nanos().max(1)) as u32;
            if spent >= self.periods {
                self.periods = 0;
                return false;
            }
            self.periods -= spent;
        }
        self.main += tc.inc;
        true
    }
}

impl UciProcess {
    fn start(
        cmd: &str,
        movetime: Duration,
        options: &[(String, String)],
        profile: &RuleProfile,
    ) -> Result<UciProcess, String> {
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
        let mut stdout = BufReader::new(child.stdout.take().ok_or("no stdout")?);
        let (tx, lines) = mpsc::channel();
        std::thread::spawn(move || {
            let mut line = String::new();
            loop {
                line.clear();
                match stdout.read_line(&mut line) {
                    Ok(0) | Err(_) => break,
                    Ok(_) => {
                        if tx.send((Instant::now(), line.clone())).is_err() {
                            break;
                        }
                    }
                }
            }
        });
        let mut p = UciProcess {
            child,
            stdin,
            lines,
            movetime,
        };
        p.send("uci")?;
        p.wait_for("uciok")?;
        // Fairy-Stockfish's names for the profiles it has; ours otherwise.
        let v = janggi_engine::uci_variant_name(profile.id);
        p.send(&format!("setoption name UCI_Variant value {v}"))?;
        for (k, val) in options {
            p.send(&format!("setoption name {k} value {val}"))?;
        }
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
        match self.wait_until(
            prefix,
            Some(Instant::now() + Duration::from_secs(60)),
            |_| {},
        )? {
            Some((_, l)) => Ok(l),
            None => Err(format!("no '{prefix}' from the engine in 60 s")),
        }
    }

    /// Reads lines up to one starting with `prefix` (returned with the time
    /// it was read), showing every line before it to `seen`; `None` when
    /// `deadline` passes first.
    fn wait_until(
        &mut self,
        prefix: &str,
        deadline: Option<Instant>,
        mut seen: impl FnMut(&str),
    ) -> Result<Option<(Instant, String)>, String> {
        loop {
            let got = match deadline {
                None => self
                    .lines
                    .recv()
                    .map_err(|_| RecvTimeoutError::Disconnected),
                Some(d) => self
                    .lines
                    .recv_timeout(d.saturating_duration_since(Instant::now())),
            };
            match got {
                Ok((t, line)) => {
                    if line.starts_with(prefix) {
                        return Ok(Some((t, line.trim().to_string())));
                    }
                    seen(&line);
                }
                Err(RecvTimeoutError::Timeout) => return Ok(None),
                Err(RecvTimeoutError::Disconnected) => {
                    return Err("engine closed its output".into())
                }
            }
        }
    }

    /// The engine's move: with `clock` (the `go` time words and the time
    /// after which the mover has lost), a clocked search, else `go
    /// movetime`. Also the time it took and its last score; `None` for the
    /// move when it did not answer in time.
    fn best_move(
        &mut self,
        game: &Game,
        clock: Option<(String, Duration)>,
    ) -> Result<Answer, String> {
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
        let (go, deadline) = match &clock {
            Some((words, limit)) => (format!("go {words}"), Some(*limit)),
            None => (format!("go movetime {}", self.movetime.as_millis()), None),
        };
        self.send(&go)?;
        let start = Instant::now();
        let mut score = None;
        let mut reach = None;
        let mut seen = |l: &str| {
            if l.starts_with("info") {
                if let Some(s) = info_score(l) {
                    score = Some(s);
                }
                if let Some(r) = info_reach(l) {
                    reach = Some(r);
                }
            }
        };
        // Past its time (and a grace of 2 s) the engine has lost: it is
        // told to stop, and its late answer is read and dropped so the
        // next game starts clean.
        let grace = Duration::from_secs(2);
        let got = self.wait_until("bestmove", deadline.map(|d| start + d + grace), &mut seen)?;
        let Some((at, line)) = got else {
            self.send("stop")?;
            let late = self.wait_until(
                "bestmove",
                Some(Instant::now() + Duration::from_secs(10)),
                |_| {},
            )?;
            if late.is_none() {
                return Err("engine does not answer 'stop'".into());
            }
            return Ok(Answer {
                mv: None,
                score,
                reach,
                used: start.elapsed(),
            });
        };
        let used = at.saturating_duration_since(start);
        let mv = line.split_whitespace().nth(1).ok_or("empty bestmove")?;
        let m = notation::parse_uci(game.position(), mv)
            .map_err(|e| format!("bestmove {mv}: {e:?}"))?;
        Ok(Answer {
            mv: Some(m),
            score,
            reach,
            used,
        })
    }
}

/// A player's answer.
struct Answer {
    /// The move (`None`: no answer in time).
    mv: Option<Move>,
    /// Its last reported score (UCI engines).
    score: Option<i32>,
    /// The depth and nodes of its last `info` line with both (UCI engines).
    reach: Option<(u32, u64)>,
    /// Time taken.
    used: Duration,
}

/// The depth and the node count of a UCI `info` line that has both.
fn info_reach(line: &str) -> Option<(u32, u64)> {
    let mut it = line.split_whitespace();
    let (mut depth, mut nodes) = (None, None);
    while let Some(w) = it.next() {
        match w {
            "depth" => depth = it.next().and_then(|v| v.parse().ok()),
            "nodes" => nodes = it.next().and_then(|v| v.parse().ok()),
            "pv" => break,
            _ => {}
        }
    }
    Some((depth?, nodes?))
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
            PlayerSpec::Uci {
                path,
                movetime,
                options,
            } => Ok(Player::Uci(UciProcess::start(
                path, *movetime, options, profile,
            )?)),
        }
    }

    /// The move, with the score the player reported (UCI engines only)
    /// and the time it took. `clock`: as [`UciProcess::best_move`].
    fn best_move(
        &mut self,
        game: &Game,
        seed: u64,
        clock: Option<(String, Duration)>,
    ) -> Result<Answer, String> {
        match self {
            Player::Ours { engine, spec } => {
                let stop = AtomicBool::new(false);
                let t = Instant::now();
                let mv = engine.play_spec(game, spec, seed, &stop, &mut |_| {}).best;
                Ok(Answer {
                    mv: Some(mv),
                    score: None,
                    reach: None,
                    used: t.elapsed(),
                })
            }
            Player::Uci(p) => p.best_move(game, clock),
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
    /// The clocks, when the game has a time control.
    tc: Option<TimeControl>,
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
    let (mut tc, mut byoyomi) = (None, None);
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
            "--a" => a = Some(val),
            "--b" => b = Some(val),
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
            "--tc" => {
                tc = Some(parse_tc(&val).ok_or("bad --tc (MAIN+INC in seconds: 60+1, 10+0.1)")?)
            }
            "--byoyomi" => {
                byoyomi = Some(
                    parse_byoyomi(&val)
                        .ok_or("bad --byoyomi (SECONDSxPERIODS: 30x3, or SECONDS for one)")?,
                )
            }
            other => return Err(format!("unknown option {other}")),
        }
        i += 2;
    }
    Ok(Options {
        profile,
        a: PlayerSpec::parse(&a.ok_or("--a is required")?, profile.variant)?,
        b: PlayerSpec::parse(&b.ok_or("--b is required")?, profile.variant)?,
        games: games.max(1),
        concurrency: concurrency.max(1),
        random_plies,
        seed,
        record,
        tc: match (tc, byoyomi) {
            (None, None) => None,
            (tc, byo) => {
                let (main, inc) = tc.unwrap_or_default();
                let (byoyomi, periods) = byo.unwrap_or_default();
                Some(TimeControl {
                    main,
                    inc,
                    byoyomi,
                    periods,
                })
            }
        },
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

/// One player's clock figures of one game.
#[derive(Clone, Debug, Default)]
struct ClockReport {
    /// Main time left at the end.
    main_left: Duration,
    /// Byoyomi periods left at the end.
    periods_left: u32,
    /// Lost on time.
    flagged: bool,
    /// Time taken by each of its moves.
    move_times: Vec<Duration>,
    /// Depth and nodes each of its moves reached (UCI engines that say).
    reach: Vec<(u32, u64)>,
}

/// What one game gives the summary.
struct GameReport {
    /// A's score (1, ½, 0).
    score: f64,
    outcome: Outcome,
    plies: usize,
    /// A's and B's clocks.
    clocks: [ClockReport; 2],
}

/// Plays one game.
fn play_game(
    o: &Options,
    pa: &mut Player,
    pb: &mut Player,
    index: usize,
) -> Result<GameReport, String> {
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
    // Clocks by side (first, second), and each player's report (A, B).
    let mut clocks = o.tc.map(|tc| [PlayerClock::new(&tc); 2]);
    let mut reports = [ClockReport::default(), ClockReport::default()];
    while !game.outcome().is_over() && game.moves().len() < MAX_PLIES {
        let side = game.position().turn();
        // One seed per game and player: a level's misjudgements stay the
        // same all game, and the two sides do not share them.
        let seed =
            (o.seed << 32) ^ ((index as u64) << 12) ^ ((side.index() as u64 + 1) * 0x5bd1_e995);
        let (mover, who) = if side == a_side {
            (&mut *pa, 0)
        } else {
            (&mut *pb, 1)
        };
        let go = match (&o.tc, &clocks) {
            (Some(tc), Some(c)) => {
                let ms = |d: Duration| d.as_millis();
                let mut words = format!(
                    "wtime {} btime {} winc {} binc {}",
                    ms(c[0].main),
                    ms(c[1].main),
                    ms(tc.inc),
                    ms(tc.inc)
                );
                if tc.periods > 0 {
                    words.push_str(&format!(" byoyomi {}", ms(tc.byoyomi)));
                }
                Some((words, c[side.index()].available(tc)))
            }
            _ => None,
        };
        let answer = mover.best_move(&game, seed, go)?;
        reports[who].move_times.push(answer.used);
        reports[who].reach.extend(answer.reach);
        let in_time = match (&o.tc, clocks.as_mut()) {
            // No answer in time: whatever it took, the clock is out.
            (Some(tc), Some(c)) => c[side.index()].charge(tc, answer.used) && answer.mv.is_some(),
            _ => true,
        };
        if std::env::var("MATCH_VERBOSE").is_ok_and(|v| v == "2") {
            if let Some(c) = &clocks {
                let c = c[side.index()];
                eprintln!(
                    "game {} ply {}: {} took {} ms, left {} ms + {} periods{}",
                    index + 1,
                    game.moves().len(),
                    if who == 0 { "A" } else { "B" },
                    answer.used.as_millis(),
                    c.main.as_millis(),
                    c.periods,
                    if in_time { "" } else { ": out of time" }
                );
            }
        }
        let (m, score) = match answer.mv {
            Some(m) if in_time => (m, answer.score),
            _ => {
                if let Some(c) = clocks.as_mut() {
                    c[side.index()] = PlayerClock {
                        main: Duration::ZERO,
                        periods: 0,
                    };
                }
                reports[who].flagged = true;
                game.time_out(side)
                    .map_err(|e| format!("game {index}: {e:?}"))?;
                break;
            }
        };
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
    if let Some(c) = clocks {
        for (who, r) in reports.iter_mut().enumerate() {
            let side = if who == 0 { a_side } else { !a_side };
            r.main_left = c[side.index()].main;
            r.periods_left = c[side.index()].periods;
        }
    }
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
    Ok(GameReport {
        score,
        outcome,
        plies: game.moves().len(),
        clocks: reports,
    })
}

/// A player's time left at a game's end: `12.3s`, with byoyomi `0s+2p`.
fn left_text(r: &ClockReport, tc: &TimeControl) -> String {
    let mut s = format!("{:.1}s", r.main_left.as_secs_f64());
    if tc.periods > 0 {
        s.push_str(&format!("+{}p", r.periods_left));
    }
    if r.flagged {
        s.push_str(" (flag)");
    }
    s
}

/// The middle value (the lower of the two middle ones) of a sorted list.
fn median<T: Copy + Ord>(sorted: &[T]) -> Option<T> {
    sorted.get(sorted.len().saturating_sub(1) / 2).copied()
}

/// Time left at the games' ends (median, minimum), periods left, games
/// lost on time.
fn clock_summary(games: &[&ClockReport], tc: &TimeControl) -> String {
    let mut left: Vec<Duration> = games.iter().map(|r| r.main_left).collect();
    left.sort();
    let mut periods: Vec<u32> = games.iter().map(|r| r.periods_left).collect();
    periods.sort();
    let flagged = games.iter().filter(|r| r.flagged).count();
    let s = |d: Option<Duration>| format!("{:.2}s", d.unwrap_or_default().as_secs_f64());
    let mut out = format!(
        "time left at game end: median {}, min {}",
        s(median(&left)),
        s(left.first().copied())
    );
    if tc.periods > 0 {
        out.push_str(&format!(
            "; periods left median {}, min {} (of {})",
            median(&periods).unwrap_or(0),
            periods.first().copied().unwrap_or(0),
            tc.periods
        ));
    }
    out.push_str(&format!("; lost on time {flagged} of {}", games.len()));
    out
}

/// Mean and longest move of a player over the games.
fn move_time_text(games: &[&ClockReport]) -> String {
    let all: Vec<Duration> = games
        .iter()
        .flat_map(|r| r.move_times.iter().copied())
        .collect();
    let total: Duration = all.iter().sum();
    let mean = total.as_secs_f64() / all.len().max(1) as f64;
    let max = all.iter().max().copied().unwrap_or_default();
    format!(
        "mean {:.0} ms, longest {:.0} ms",
        mean * 1000.0,
        max.as_secs_f64() * 1000.0
    )
}

/// Median and mean depth, median nodes a move, over the moves that
/// reported them.
fn reach_text(games: &[&ClockReport]) -> Option<String> {
    let mut depths: Vec<u32> = games
        .iter()
        .flat_map(|r| r.reach.iter().map(|x| x.0))
        .collect();
    let mut nodes: Vec<u64> = games
        .iter()
        .flat_map(|r| r.reach.iter().map(|x| x.1))
        .collect();
    if depths.is_empty() {
        return None;
    }
    let mean = depths.iter().map(|&d| d as f64).sum::<f64>() / depths.len() as f64;
    depths.sort_unstable();
    nodes.sort_unstable();
    Some(format!(
        "depth median {} (mean {mean:.1}), nodes a move median {} over {} moves",
        median(&depths)?,
        median(&nodes)?,
        depths.len()
    ))
}

/// A's wins, draws and losses by the reason the game ended:
/// `wins: 12 Checkmate, 3 Bikjang; draws: …; losses: …`.
fn endings_text(endings: &[(f64, Outcome)]) -> String {
    let mut parts = Vec::new();
    for (label, score) in [("wins", 1.0), ("draws", 0.5), ("losses", 0.0)] {
        let mut tally: Vec<(String, usize)> = Vec::new();
        for (_, o) in endings.iter().filter(|(s, _)| *s == score) {
            let reason = match o {
                Outcome::Decisive { reason, .. } | Outcome::Draw { reason } => {
                    format!("{reason:?}")
                }
                Outcome::Ongoing => "ply limit".to_string(),
            };
            match tally.iter_mut().find(|(r, _)| *r == reason) {
                Some(t) => t.1 += 1,
                None => tally.push((reason, 1)),
            }
        }
        tally.sort_by_key(|t| std::cmp::Reverse(t.1));
        let list: Vec<String> = tally.iter().map(|(r, n)| format!("{n} {r}")).collect();
        parts.push(format!(
            "{label}: {}",
            if list.is_empty() {
                "none".into()
            } else {
                list.join(", ")
            }
        ));
    }
    parts.join("; ")
}

fn elo(p: f64) -> f64 {
    let p = p.clamp(1e-4, 1.0 - 1e-4);
    -400.0 * (1.0 / p - 1.0).log10()
}

/// `match --describe janggi|xiangqi PLAYER`: prints the player's settings
/// (the calibration keys its results by them) and exits.
fn describe(args: &[String]) -> Result<String, String> {
    let variant = match args.first().map(String::as_str) {
        Some("janggi") => Variant::Janggi,
        Some("xiangqi") => Variant::Xiangqi,
        _ => return Err("--describe janggi|xiangqi PLAYER".into()),
    };
    let player = args.get(1).ok_or("--describe needs a player")?;
    Ok(format!("{:?}", PlayerSpec::parse(player, variant)?))
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.first().map(String::as_str) == Some("--describe") {
        match describe(&args[1..]) {
            Ok(d) => println!("{d}"),
            Err(e) => {
                eprintln!("match: {e}");
                std::process::exit(2);
            }
        }
        return;
    }
    let o = match parse_args() {
        Ok(o) => o,
        Err(e) => {
            eprintln!("match: {e}\nusage: match --game janggi|xiangqi|PROFILE --a level:N[@MS]|depth:N|uci:CMD[@MS][;OPT=V] --b … [--games N] [--concurrency N] [--random-plies N|LO-HI] [--seed N] [--record FILE] [--tc MAIN+INC] [--byoyomi SECSxPERIODS]");
            std::process::exit(2);
        }
    };
    let (na, nb) = (o.a.name(o.tc.as_ref()), o.b.name(o.tc.as_ref()));
    println!("{na} vs {nb}: {} games of {:?}", o.games, o.profile.id);
    if let Some(tc) = &o.tc {
        println!(
            "time control {} (seconds, kept by the match tool)",
            tc.describe()
        );
    }
    let next = AtomicUsize::new(0);
    // A's score and the outcome of each game.
    let results: Mutex<Vec<(f64, Outcome)>> = Mutex::new(Vec::new());
    let clock_reports: Mutex<Vec<[ClockReport; 2]>> = Mutex::new(Vec::new());
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
                        Ok(g) => {
                            let mut r = results.lock().unwrap_or_else(|e| e.into_inner());
                            r.push((g.score, g.outcome));
                            let a_first = if i & 1 == 0 { "A first" } else { "B first" };
                            let clock = match &o.tc {
                                Some(tc) => format!(
                                    "; left A {} B {}",
                                    left_text(&g.clocks[0], tc),
                                    left_text(&g.clocks[1], tc)
                                ),
                                None => String::new(),
                            };
                            println!(
                                "game {:>3} ({a_first}): {} after {} plies: {:?}{clock}",
                                i + 1,
                                match g.score {
                                    1.0 => "A wins",
                                    0.0 => "B wins",
                                    _ => "draw  ",
                                },
                                g.plies,
                                g.outcome
                            );
                            drop(r);
                            clock_reports
                                .lock()
                                .unwrap_or_else(|e| e.into_inner())
                                .push(g.clocks);
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
    let endings = results.into_inner().unwrap_or_else(|e| e.into_inner());
    let r: Vec<f64> = endings.iter().map(|e| e.0).collect();
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
    let clocks = clock_reports
        .into_inner()
        .unwrap_or_else(|e| e.into_inner());
    let mut moves = Vec::new();
    for (who, label) in [(0, "A"), (1, "B")] {
        let games: Vec<&ClockReport> = clocks.iter().map(|c| &c[who]).collect();
        moves.push(format!("{label}: {}", move_time_text(&games)));
        if let Some(tc) = &o.tc {
            println!("{label}: {}", clock_summary(&games, tc));
        }
    }
    println!("time per move {}", moves.join(", "));
    for (who, label) in [(0, "A"), (1, "B")] {
        let games: Vec<&ClockReport> = clocks.iter().map(|c| &c[who]).collect();
        if let Some(t) = reach_text(&games) {
            println!("{label} reached {t}");
        }
    }
    println!("how A's games ended: {}", endings_text(&endings));
    if failed.load(Ordering::Relaxed) {
        std::process::exit(1);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use janggi_rules::EndReason;

    fn ms(n: u64) -> Duration {
        Duration::from_millis(n)
    }

    #[test]
    fn time_controls_parse() {
        assert_eq!(parse_tc("60+1"), Some((ms(60_000), ms(1_000))));
        assert_eq!(parse_tc("10+0.1"), Some((ms(10_000), ms(100))));
        assert_eq!(parse_tc("30"), Some((ms(30_000), Duration::ZERO)));
        assert_eq!(parse_tc("1+x"), None);
        assert_eq!(parse_tc("-5+1"), None);
        assert_eq!(parse_byoyomi("30x3"), Some((ms(30_000), 3)));
        assert_eq!(parse_byoyomi("0.5x1"), Some((ms(500), 1)));
        assert_eq!(parse_byoyomi("5"), Some((ms(5_000), 1)));
        assert_eq!(parse_byoyomi("30x0"), None);
        assert_eq!(parse_byoyomi("0x3"), None);
        let tc = TimeControl {
            main: ms(600_000),
            inc: Duration::ZERO,
            byoyomi: ms(30_000),
            periods: 3,
        };
        assert_eq!(tc.describe(), "600+0 byoyomi 30x3");
    }

    #[test]
    fn fischer_clock_adds_the_increment_and_flags_at_zero() {
        let tc = TimeControl {
            main: ms(1_000),
            inc: ms(100),
            byoyomi: Duration::ZERO,
            periods: 0,
        };
        let mut c = PlayerClock::new(&tc);
        assert!(c.charge(&tc, ms(400)));
        assert_eq!(c.main, ms(700));
        assert_eq!(c.available(&tc), ms(700));
        // The increment comes after the move: a move of all the time left
        // is in time, one more millisecond is not.
        assert!(c.charge(&tc, ms(700)));
        assert_eq!(c.main, ms(100));
        assert!(!c.charge(&tc, ms(101)));
    }

    #[test]
    fn byoyomi_spends_main_time_first_then_periods() {
        let tc = TimeControl {
            main: ms(10_000),
            inc: Duration::ZERO,
            byoyomi: ms(3_000),
            periods: 3,
        };
        let mut c = PlayerClock::new(&tc);
        assert_eq!(c.available(&tc), ms(19_000));
        // Main time first.
        assert!(c.charge(&tc, ms(4_000)));
        assert_eq!((c.main, c.periods), (ms(6_000), 3));
        // Past the main time, within a period: no period used.
        assert!(c.charge(&tc, ms(8_000)));
        assert_eq!((c.main, c.periods), (Duration::ZERO, 3));
        assert!(c.charge(&tc, ms(2_999)));
        assert_eq!(c.periods, 3);
        // Overrunning one period uses it up; two, two.
        assert!(c.charge(&tc, ms(4_000)));
        assert_eq!(c.periods, 2);
        assert!(c.charge(&tc, ms(3_500)));
        assert_eq!(c.periods, 1);
        // Overrunning the last one loses.
        assert!(!c.charge(&tc, ms(3_001)));
        assert_eq!(c.periods, 0);
    }

    #[test]
    fn info_lines_give_depth_nodes_and_endings_are_tallied() {
        let l =
            "info depth 13 seldepth 14 multipv 1 score cp -18 nodes 434461 nps 433593 pv i4h4 a7b7";
        assert_eq!(info_reach(l), Some((13, 434461)));
        assert_eq!(info_reach("info string classical evaluation enabled"), None);
        assert_eq!(info_reach("info depth 3 pv nodes 9"), None);
        let win = |reason| Outcome::Decisive {
            winner: Side::First,
            reason,
        };
        let endings = [
            (1.0, win(EndReason::Checkmate)),
            (0.0, win(EndReason::Bikjang)),
            (1.0, win(EndReason::Checkmate)),
            (0.0, win(EndReason::Repetition)),
            (0.0, win(EndReason::Bikjang)),
        ];
        assert_eq!(
            endings_text(&endings),
            "wins: 2 Checkmate; draws: none; losses: 2 Bikjang, 1 Repetition"
        );
        let r = ClockReport {
            reach: vec![(12, 400_000), (14, 900_000), (13, 500_000)],
            ..ClockReport::default()
        };
        assert_eq!(
            reach_text(&[&r]).as_deref(),
            Some("depth median 13 (mean 13.0), nodes a move median 500000 over 3 moves")
        );
        assert_eq!(reach_text(&[&ClockReport::default()]), None);
    }

    #[test]
    fn summaries_give_median_minimum_and_flags() {
        let tc = TimeControl {
            main: ms(10_000),
            inc: Duration::ZERO,
            byoyomi: ms(1_000),
            periods: 2,
        };
        let r = |left, periods, flagged| ClockReport {
            main_left: ms(left),
            periods_left: periods,
            flagged,
            move_times: vec![ms(100), ms(300)],
            reach: vec![(12, 400_000), (14, 900_000), (13, 500_000)],
        };
        let games = [r(5_000, 2, false), r(1_000, 1, false), r(0, 0, true)];
        let refs: Vec<&ClockReport> = games.iter().collect();
        assert_eq!(
            clock_summary(&refs, &tc),
            "time left at game end: median 1.00s, min 0.00s; periods left median 1, min 0 (of 2); lost on time 1 of 3"
        );
        assert_eq!(move_time_text(&refs), "mean 200 ms, longest 300 ms");
        assert_eq!(left_text(&games[2], &tc), "0.0s+0p (flag)");
    }
}
