//! Judging a player's try: by the rules and the stored line. A move other
//! than the stored one is accepted when it does the same job — for a mate,
//! when it still forces mate within the moves left (proved by the exact
//! solver, the engine only when the solver's budget runs out); for a points
//! ending, when it still wins on points; for material and defence
//! puzzles, the first move must be the stored one (the only one that
//! works), a later one when the engine scores it about as well.

use std::sync::atomic::AtomicBool;

use janggi_engine::{Engine, Limits, Score};
use janggi_rules::{notation, Game, Move, Variant};

use crate::check::score_value;
use crate::solve::{self, Budget};
use crate::{Kind, Puzzle};

/// Why a try is not accepted (the UI translates the name).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Wrong {
    /// Not a legal move here.
    Illegal,
    /// Legal, but does not mate within the moves left.
    NoMate,
    /// Legal, but does not win the material.
    NoGain,
    /// Legal, but does not meet the threat.
    NoDefence,
    /// Legal, but does not win on points.
    NoPoints,
}

impl Wrong {
    /// Translation key suffix (`puzzles.wrong.<name>`).
    pub fn name(self) -> &'static str {
        match self {
            Wrong::Illegal => "illegal",
            Wrong::NoMate => "noMate",
            Wrong::NoGain => "noGain",
            Wrong::NoDefence => "noDefence",
            Wrong::NoPoints => "noPoints",
        }
    }
}

/// The answer to a try.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Judged {
    /// Refused; the position stays as it was.
    Wrong(Wrong),
    /// Accepted: the defender's reply (if the puzzle goes on) and whether
    /// the puzzle is solved.
    Right {
        /// The move played (UCI).
        played: String,
        /// The defender's reply (UCI), already decided.
        reply: Option<String>,
        /// Solved.
        done: bool,
    },
}

/// Replays `played` (moves since the puzzle start) and returns the game,
/// or an error when they do not replay.
pub fn replay_moves(p: &Puzzle, variant: Variant, played: &[String]) -> Result<Game, String> {
    let mut game = p.game(variant)?;
    for m in played {
        game.play_uci(m)
            .map_err(|e| format!("{}: {m}: {e:?}", p.id))?;
    }
    Ok(game)
}

/// Is `played` still the stored line?
fn on_line(p: &Puzzle, played: &[String]) -> bool {
    played.len() <= p.line.len() && p.line[..played.len()] == *played
}

/// Judges the solver's move `m` after `played`. When the defender's reply
/// ends the game (a points ending whose line ends on the defender's move),
/// the puzzle is solved with that reply.
pub fn judge(p: &Puzzle, variant: Variant, played: &[String], m: Move) -> Result<Judged, String> {
    let j = judge_move(p, variant, played, m)?;
    if let Judged::Right {
        played: ref u,
        reply: Some(ref r),
        done: false,
    } = j
    {
        let mut g = replay_moves(p, variant, played)?;
        let solver = g.position().turn();
        g.play_uci(u).map_err(|e| format!("{e:?}"))?;
        g.play_uci(r)
            .map_err(|e| format!("{}: reply {r}: {e:?}", p.id))?;
        let o = g.outcome();
        if o.is_over() {
            return if o.winner() == Some(solver) {
                Ok(Judged::Right {
                    played: u.clone(),
                    reply: Some(r.clone()),
                    done: true,
                })
            } else {
                Err(format!("{}: the reply wins for the defender", p.id))
            };
        }
    }
    Ok(j)
}

/// After a refused legal try `m` (after `played`), the defender's answer
/// that shows why it fails: in a mate puzzle a defence after which no mate
/// is left in the moves that remain (the exact solver's, the engine's when
/// its budget runs out); otherwise the engine's best reply. `None` when the
/// try ends the game or is not legal.
pub fn refutation(
    p: &Puzzle,
    variant: Variant,
    played: &[String],
    m: Move,
) -> Result<Option<String>, String> {
    let game = replay_moves(p, variant, played)?;
    if !game.position().is_legal(m) {
        return Ok(None);
    }
    let mut after = game.clone();
    after.play(m).map_err(|e| format!("{e:?}"))?;
    if after.outcome().is_over() {
        return Ok(None);
    }
    let mut engine = Engine::new(8, 1);
    let stop = AtomicBool::new(false);
    if p.kind == Kind::Mate {
        let left = p
            .mate
            .saturating_sub(played.len() as u32 / 2)
            .saturating_sub(1);
        let mut pos = after.position().clone();
        let mut b = Budget::new(3_000_000);
        for d in pos.legal_moves().iter().copied() {
            let u = pos.make_move(d);
            let escapes = solve::mates_within(&mut pos, left, &mut b);
            pos.unmake_move(d, u);
            match escapes {
                Some(false) => return Ok(Some(notation::uci(after.position(), d))),
                Some(true) => {}
                None => break, // out of budget: ask the engine
            }
        }
    }
    let r = engine.search(&after, &Limits::depth(6), &stop, &mut |_| {});
    Ok((!r.best.is_none()).then(|| notation::uci(after.position(), r.best)))
}

fn judge_move(p: &Puzzle, variant: Variant, played: &[String], m: Move) -> Result<Judged, String> {
    let game = replay_moves(p, variant, played)?;
    if played.len() % 2 == 1 || played.len() >= p.line.len() || game.outcome().is_over() {
        return Err(format!("{}: not the solver's turn", p.id));
    }
    if !game.position().is_legal(m) {
        return Ok(Judged::Wrong(Wrong::Illegal));
    }
    let uci = notation::uci(game.position(), m);
    let stored = on_line(p, played) && p.line[played.len()] == uci;
    let i = played.len();
    let mut after = game.clone();
    after.play(m).map_err(|e| format!("{e:?}"))?;
    let solver = game.position().turn();
    let mut engine = Engine::new(8, 1);
    let stop = AtomicBool::new(false);
    match p.kind {
        Kind::Mate => {
            let left = p.mate.saturating_sub(i as u32 / 2);
            if left == 0 {
                return Err(format!("{}: no moves left", p.id));
            }
            let ok = stored || {
                let mut pos = after.position().clone();
                let mut b = Budget::new(3_000_000);
                match solve::all_defences_lose(&mut pos, left - 1, &mut b) {
                    Some(r) => r,
                    None => {
                        let r =
                            engine.search(&after, &Limits::depth(2 * left + 1), &stop, &mut |_| {});
                        matches!(r.score, Score::Mate(n) if n < 0 && -n <= 2 * (left as i32 - 1))
                    }
                }
            };
            if !ok {
                return Ok(Judged::Wrong(Wrong::NoMate));
            }
            if after.outcome().is_over() {
                return Ok(Judged::Right {
                    played: uci,
                    reply: None,
                    done: true,
                });
            }
            let reply = if stored {
                p.line.get(i + 1).cloned()
            } else {
                let mut pos = after.position().clone();
                let mut b = Budget::new(3_000_000);
                let d = solve::longest_defence(&mut pos, left - 1, &mut b).or_else(|| {
                    let r = engine.search(&after, &Limits::depth(2 * left), &stop, &mut |_| {});
                    (!r.best.is_none()).then_some(r.best)
                });
                d.map(|d| notation::uci(after.position(), d))
            };
            Ok(Judged::Right {
                played: uci,
                reply,
                done: false,
            })
        }
        Kind::Points => {
            let left = (p.line.len() - i) as u32;
            let ok = stored || {
                let mut g = after.clone();
                let mut b = Budget::new(2_000_000);
                solve::forced_win(&mut g, solver, left - 1, &mut b).unwrap_or(false)
            };
            if !ok {
                return Ok(Judged::Wrong(Wrong::NoPoints));
            }
            if after.outcome().is_over() {
                return Ok(Judged::Right {
                    played: uci,
                    reply: None,
                    done: true,
                });
            }
            let reply = if stored {
                p.line.get(i + 1).cloned()
            } else {
                // The reply that leaves the solver the smallest lead.
                let mut best: Option<(i32, Move)> = None;
                let mut g = after.clone();
                for d in after.legal_moves().iter().copied() {
                    if g.play(d).is_ok() {
                        let lead = g.points(solver) as i32 - g.points(!solver) as i32;
                        g.undo();
                        if best.is_none_or(|(l, _)| lead < l) {
                            best = Some((lead, d));
                        }
                    }
                }
                best.map(|(_, d)| notation::uci(after.position(), d))
            };
            Ok(Judged::Right {
                played: uci,
                reply,
                done: false,
            })
        }
        Kind::Material | Kind::Defence => {
            let ok = stored
                || (i > 0 && {
                    // A later move: about as good as the stored one.
                    let margin = if variant == Variant::Janggi { 150 } else { 80 };
                    let mut alt = game.clone();
                    let want = match janggi_rules::notation::parse_uci(game.position(), &p.line[i])
                    {
                        Ok(s) if on_line(p, played) && alt.play(s).is_ok() => {
                            let r = engine.search(&alt, &Limits::depth(6), &stop, &mut |_| {});
                            -score_value(r.score, 1)
                        }
                        _ => i32::MIN / 2,
                    };
                    let r = engine.search(&after, &Limits::depth(6), &stop, &mut |_| {});
                    -score_value(r.score, 1) >= want - margin
                });
            if !ok {
                return Ok(Judged::Wrong(if p.kind == Kind::Material {
                    Wrong::NoGain
                } else {
                    Wrong::NoDefence
                }));
            }
            // Off the stored line after the key move: solved.
            let done = !stored || i + 1 >= p.line.len() || after.outcome().is_over();
            let reply = if done {
                None
            } else {
                p.line.get(i + 1).cloned()
            };
            Ok(Judged::Right {
                played: uci,
                reply,
                done,
            })
        }
    }
}

/// The solver's next move on the stored line, when `played` is on it.
pub fn next_stored(p: &Puzzle, played: &[String]) -> Option<String> {
    if on_line(p, played) {
        p.line.get(played.len()).cloned()
    } else {
        None
    }
}

/// A solver move that works from here, for a hint or the solution off the
/// stored line (mates and points: the solver; others: the engine).
pub fn next_move(
    p: &Puzzle,
    variant: Variant,
    played: &[String],
) -> Result<Option<String>, String> {
    if let Some(m) = next_stored(p, played) {
        return Ok(Some(m));
    }
    let game = replay_moves(p, variant, played)?;
    if game.outcome().is_over() {
        return Ok(None);
    }
    if p.kind == Kind::Mate {
        let left = p.mate.saturating_sub(played.len() as u32 / 2).max(1);
        let mut pos = game.position().clone();
        let mut b = Budget::new(3_000_000);
        if let Some(m) = solve::a_mating_move(&mut pos, left, &mut b) {
            return Ok(Some(notation::uci(game.position(), m)));
        }
    }
    let stop = AtomicBool::new(false);
    let r = Engine::new(8, 1).search(&game, &Limits::depth(8), &stop, &mut |_| {});
    Ok((!r.best.is_none()).then(|| notation::uci(game.position(), r.best)))
}
