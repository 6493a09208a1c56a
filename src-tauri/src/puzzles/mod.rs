//! Puzzles (박보 / 残局): the engine-generated sets shipped in
//! `src-tauri/data/puzzles/` (grown by the generator in `tools/puzzles`, `make puzzles`),
//! each puzzle's board, the judging of a try (by the rules crate and the
//! stored line, through `janggi-puzzles`), and the player's record (an
//! Elo-like rating, streak, solved puzzles) as a plain value the core
//! saves with the records.
//!
//! Pure: no Tauri, no store, except [`service`], the puzzle service the
//! core holds, which keeps the record in the records' store under the key
//! `puzzles`.

mod record;
pub mod service;
mod sets;

pub use record::{PuzzleRecord, PuzzleRecords, START_RATING};
pub use sets::{puzzle, set, themes, variant_of, variant_of_id, JANGGI_JSON, XIANGQI_JSON};

use janggi_puzzles::judge::{self, Judged};
use janggi_puzzles::{Kind, Puzzle};
use janggi_rules::{notation, EndReason, Game, Move, Position, Square};
use janggi_wire::dto::{
    BoardFrame, LegalMovesDto, LessonMove, MoveDto, PointsDto, PuzzleBoard, PuzzleKind,
    PuzzleRefutation, VariantId,
};
use janggi_wire::error::AppError;

fn kind_dto(k: Kind) -> PuzzleKind {
    match k {
        Kind::Mate => PuzzleKind::Mate,
        Kind::Material => PuzzleKind::Material,
        Kind::Defence => PuzzleKind::Defence,
        Kind::Points => PuzzleKind::Points,
    }
}

fn bad_moves(e: String) -> AppError {
    AppError::bad_argument(format!("moves do not fit the puzzle: {e}"))
}

/// The game after `moves` (which must replay from the puzzle's start).
pub fn game_after(p: &Puzzle, v: VariantId, moves: &[String]) -> Result<Game, AppError> {
    if moves.len() > p.line.len() + 1 {
        return Err(AppError::bad_argument("too many moves for the puzzle"));
    }
    judge::replay_moves(p, variant_of(v), moves).map_err(bad_moves)
}

/// A move as the board shows it.
pub fn board_move(pos: &Position, m: Move) -> LessonMove {
    let general = pos
        .general(pos.turn())
        .map(|s| s.index() as u8)
        .unwrap_or(0);
    let (from, to) = if m.is_pass() {
        (general, general)
    } else {
        (m.from().index() as u8, m.to().index() as u8)
    };
    LessonMove {
        from,
        to,
        pass: m.is_pass(),
        uci: notation::uci(pos, m),
    }
}

fn last_move(game: &Game) -> Option<LessonMove> {
    let moves = game.moves();
    let last = *moves.last()?;
    let mut pos = game.start_position().clone();
    for &m in &moves[..moves.len() - 1] {
        let _ = pos.make_move(m);
    }
    Some(board_move(&pos, last))
}

/// Plies until the move limit ends the game (points puzzles).
fn plies_to_limit(game: &Game) -> u32 {
    let start = game.start_position();
    let before = (start.fullmove_number().max(1) - 1) * 2
        + u32::from(start.turn() == janggi_rules::Side::Second);
    let played = game.moves().len() as u32;
    game.profile()
        .move_limit
        .filter(|l| !l.since_capture)
        .map(|l| l.plies.saturating_sub(before + played))
        .unwrap_or(0)
}

/// The board of puzzle `p` after `moves`.
pub fn board(
    p: &Puzzle,
    v: VariantId,
    moves: &[String],
    done: bool,
) -> Result<PuzzleBoard, AppError> {
    let game = game_after(p, v, moves)?;
    let solver = game.start_position().turn();
    let done = done || game.outcome().is_over();
    let legal = if !done && game.position().turn() == solver {
        game.legal_moves()
    } else {
        Default::default()
    };
    Ok(PuzzleBoard {
        puzzle_id: p.id.clone(),
        variant: v,
        frame: BoardFrame::of(game.position()),
        orientation: solver.into(),
        legal_moves: LegalMovesDto::group(&legal),
        last_move: last_move(&game),
        moves: moves.to_vec(),
        kind: kind_dto(p.kind),
        mate: p.mate,
        plies_to_limit: if p.kind == Kind::Points {
            plies_to_limit(&game)
        } else {
            0
        },
        themes: p.themes.clone(),
        rating: p.rating,
        solver_moves: p.line.len().div_ceil(2) as u32,
        done,
    })
}

/// What a try did.
#[derive(Debug, Clone)]
pub struct TryOutcome {
    /// Accepted.
    pub correct: bool,
    /// Solved now.
    pub done: bool,
    /// When refused: translation key.
    pub message: Option<String>,
    /// The defender's reply (already in `moves`).
    pub reply: Option<LessonMove>,
    /// Moves after the try (unchanged when refused).
    pub moves: Vec<String>,
    /// When a legal try is refused: it and the defender's answer that shows
    /// why ([`judge::refutation`]).
    pub refutation: Option<PuzzleRefutation>,
}

/// Judges a try `from → to` after `moves`.
pub fn try_move(
    p: &Puzzle,
    v: VariantId,
    moves: &[String],
    from: u32,
    to: u32,
) -> Result<TryOutcome, AppError> {
    let game = game_after(p, v, moves)?;
    let solver = game.start_position().turn();
    if game.outcome().is_over() || game.position().turn() != solver || moves.len() >= p.line.len() {
        return Err(AppError::bad_argument("the puzzle is over"));
    }
    let refused = |key: &str| TryOutcome {
        correct: false,
        done: false,
        message: Some(format!("puzzles.wrong.{key}")),
        reply: None,
        moves: moves.to_vec(),
        refutation: None,
    };
    let sq = |n: u32| Square::from_index(n as usize);
    let (Some(f), Some(t)) = (sq(from), sq(to)) else {
        return Err(AppError::bad_argument("square out of range"));
    };
    let Some(m) = game
        .legal_moves()
        .iter()
        .copied()
        .find(|m| !m.is_pass() && m.from() == f && m.to() == t)
    else {
        return Ok(refused("illegal"));
    };
    match judge::judge(p, variant_of(v), moves, m).map_err(bad_moves)? {
        Judged::Wrong(w) => {
            let answer = judge::refutation(p, variant_of(v), moves, m).map_err(bad_moves)?;
            let mut after = game.clone();
            after
                .play(m)
                .map_err(|e| AppError::internal(format!("{e:?}")))?;
            let tried = MoveDto::describe(game.position(), m);
            let refutation = match answer {
                Some(a) => {
                    let am = notation::parse_uci(after.position(), &a)
                        .map_err(|e| AppError::internal(format!("refutation {a}: {e:?}")))?;
                    Some(PuzzleRefutation {
                        tried,
                        answer: Some(MoveDto::describe(after.position(), am)),
                        ends_on_points: None,
                    })
                }
                // The try ends the game: by the move limit, say the points.
                None => (after.outcome().reason() == Some(EndReason::MoveLimit)).then(|| {
                    PuzzleRefutation {
                        tried,
                        answer: None,
                        ends_on_points: Some(PointsDto::of(after.position())),
                    }
                }),
            };
            Ok(TryOutcome {
                refutation,
                ..refused(w.name())
            })
        }
        Judged::Right {
            played,
            reply,
            done,
        } => {
            let mut moves = moves.to_vec();
            moves.push(played);
            let mut reply_move = None;
            if let Some(r) = reply {
                let g = game_after(p, v, &moves)?;
                let rm = notation::parse_uci(g.position(), &r)
                    .map_err(|e| AppError::internal(format!("reply {r}: {e:?}")))?;
                reply_move = Some(board_move(g.position(), rm));
                moves.push(r);
            }
            Ok(TryOutcome {
                correct: true,
                done,
                message: None,
                reply: reply_move,
                moves,
                refutation: None,
            })
        }
    }
}

/// The next solver move from here (a hint), if the puzzle goes on.
pub fn hint(p: &Puzzle, v: VariantId, moves: &[String]) -> Result<Option<LessonMove>, AppError> {
    let game = game_after(p, v, moves)?;
    let next = judge::next_move(p, variant_of(v), moves).map_err(bad_moves)?;
    Ok(match next {
        Some(u) => notation::parse_uci(game.position(), &u)
            .ok()
            .map(|m| board_move(game.position(), m)),
        None => None,
    })
}

/// The rest of the solution from `moves`: solver and defender moves until
/// the puzzle ends (the stored line while on it, else the solver's and the
/// engine's moves).
pub fn solution(
    p: &Puzzle,
    v: VariantId,
    moves: &[String],
) -> Result<(Vec<LessonMove>, Vec<String>), AppError> {
    let mut game = game_after(p, v, moves)?;
    let mut all = moves.to_vec();
    let mut shown = Vec::new();
    let solver = game.start_position().turn();
    while !game.outcome().is_over() && all.len() < p.line.len() {
        let next = if game.position().turn() == solver {
            judge::next_move(p, variant_of(v), &all).map_err(bad_moves)?
        } else if p.line[..all.len()] == all[..] {
            p.line.get(all.len()).cloned()
        } else {
            judge::next_move(p, variant_of(v), &all).map_err(bad_moves)?
        };
        let Some(u) = next else { break };
        let m = notation::parse_uci(game.position(), &u)
            .map_err(|e| AppError::internal(format!("solution {u}: {e:?}")))?;
        shown.push(board_move(game.position(), m));
        game.play(m)
            .map_err(|e| AppError::internal(format!("solution {u}: {e:?}")))?;
        all.push(u);
    }
    Ok((shown, all))
}
