//! `rules-oracle`: answers, for each position of the pyffish differential
//! test, what our rules say about it.
//!
//! Input (stdin), one tab-separated line per position:
//! `id  profile  start-fen  moves  next`, where `profile` is a
//! [`ProfileId::name`], `moves` the UCI moves from the start (space
//! separated, possibly empty) and `next` a move to describe (or empty).
//!
//! Output (stdout), one tab-separated line per input line:
//! `id  fen  legal  check  outcome  next-check  next-notation`, where `legal`
//! is our legal moves in UCI, sorted; `check` is `0`/`1`; `outcome` is
//! `ongoing`, `first:<reason>`, `second:<reason>` or `draw:<reason>` — prefixed
//! by `ended@<ply>:` if our game ended before the last move of the line;
//! `next-check` is `0`/`1` (`-` without `next`) and `next-notation` the
//! game's own notation of `next`. A line that cannot be replayed gives
//! `id  ERROR  message`.
//!
//! Consecutive lines that extend the previous line's moves are replayed
//! incrementally, so a whole playout costs one pass.

use std::io::{self, BufRead, BufWriter, Write};

use janggi_rules::{notation, Game, Outcome, Position, ProfileId, RuleProfile, Side};

struct Replay {
    profile: String,
    start: String,
    moves: Vec<String>,
    pos: Position,
    game: Game,
    ended_at: Option<usize>,
}

fn outcome_str(o: Outcome) -> String {
    match o {
        Outcome::Ongoing => "ongoing".to_string(),
        Outcome::Decisive {
            winner: Side::First,
            reason,
        } => format!("first:{reason}"),
        Outcome::Decisive {
            winner: Side::Second,
            reason,
        } => format!("second:{reason}"),
        Outcome::Draw { reason } => format!("draw:{reason}"),
    }
}

impl Replay {
    fn new(profile: &str, start: &str) -> Result<Replay, String> {
        let id =
            ProfileId::from_name(profile).ok_or_else(|| format!("unknown profile {profile}"))?;
        let rp = RuleProfile::from_id(id);
        let pos = Position::from_fen(start, &rp).map_err(|e| format!("bad FEN: {e}"))?;
        Ok(Replay {
            profile: profile.to_string(),
            start: start.to_string(),
            moves: Vec::new(),
            game: Game::from_position(pos.clone()),
            pos,
            ended_at: None,
        })
    }

    fn push(&mut self, m: &str) -> Result<(), String> {
        let mv = notation::parse_uci(&self.pos, m)
            .map_err(|e| format!("ply {}: {m}: {e}", self.moves.len()))?;
        if self.ended_at.is_none() {
            if self.game.outcome().is_over() {
                self.ended_at = Some(self.moves.len());
            } else {
                self.game
                    .play(mv)
                    .map_err(|e| format!("game ply {}: {m}: {e}", self.moves.len()))?;
            }
        }
        self.pos
            .play(mv)
            .map_err(|e| format!("ply {}: {m}: {e}", self.moves.len()))?;
        self.moves.push(m.to_string());
        Ok(())
    }
}

fn answer(line: &str, cache: &mut Option<Replay>) -> Result<String, String> {
    let f: Vec<&str> = line.split('\t').collect();
    if f.len() < 5 {
        return Err("expected 5 tab-separated fields".into());
    }
    let (profile, start, next) = (f[1], f[2], f[4].trim());
    let moves: Vec<&str> = f[3].split_whitespace().collect();
    let reusable = cache.as_ref().is_some_and(|r| {
        r.profile == profile
            && r.start == start
            && r.moves.len() <= moves.len()
            && r.moves.iter().zip(&moves).all(|(a, b)| a == b)
    });
    if !reusable {
        *cache = Some(Replay::new(profile, start)?);
    }
    let r = cache.as_mut().ok_or("no replay")?;
    for m in &moves[r.moves.len()..] {
        r.push(m)?;
    }
    let pos = &r.pos;
    let mut legal: Vec<String> = pos
        .legal_moves()
        .iter()
        .map(|&m| notation::uci(pos, m))
        .collect();
    legal.sort();
    let outcome = match r.ended_at {
        Some(ply) => format!("ended@{ply}:{}", outcome_str(r.game.outcome())),
        None => outcome_str(r.game.outcome()),
    };
    let (next_check, next_notation) = if next.is_empty() {
        ("-".to_string(), "-".to_string())
    } else {
        let m = notation::parse_uci(pos, next).map_err(|e| format!("next {next}: {e}"))?;
        (
            u8::from(pos.gives_check(m)).to_string(),
            notation::describe(pos, m),
        )
    };
    Ok(format!(
        "{}\t{}\t{}\t{}\t{}\t{}\t{}",
        f[0],
        pos.fen(),
        legal.join(" "),
        u8::from(pos.is_check()),
        outcome,
        next_check,
        next_notation
    ))
}

fn main() {
    let stdin = io::stdin();
    let mut out = BufWriter::new(io::stdout().lock());
    let mut cache = None;
    for line in stdin.lock().lines() {
        let Ok(line) = line else { break };
        if line.trim().is_empty() {
            continue;
        }
        let id = line.split('\t').next().unwrap_or("?").to_string();
        let text = match answer(&line, &mut cache) {
            Ok(s) => s,
            Err(e) => {
                cache = None;
                format!("{id}\tERROR\t{e}")
            }
        };
        if writeln!(out, "{text}").is_err() {
            break;
        }
    }
    let _ = out.flush();
}
