//! The interactive tutorial: lessons as data (`ui/src/tutorial/lessons.json`,
//! shared with the UI, which only shows them) and every check a lesson needs,
//! done here with `janggi-rules`: is the player's move legal, and if not,
//! *why* (a blocked horse, a cannon without a screen, a general leaving its
//! palace, a move that leaves the general in check, …); if it is, does it do
//! what the task asks (reach a point, capture, check, escape check,
//! checkmate, pass, win on points, break a bikjang, stalemate, choose a
//! setup). Answers carry translation keys (`tutorial.why.*`,
//! `tutorial.goal.*`), never English sentences, so the UI shows them in the
//! player's language.
//!
//! The functions here are pure (no Tauri): the commands in
//! [`crate::commands::tutorial`] wrap them and persist progress, and
//! `tests/tutorial_lessons.rs` walks every lesson through them.

mod lessons;

pub use crate::dto::{LessonBoard, LessonMove, TutorialAttempt, TutorialResult};
pub use lessons::{
    lesson, lessons, parse_lessons, EscapeHow, Goal, Lesson, Step, WrongMove, LESSONS_JSON,
};

use crate::dto::{BoardFrame, LegalMovesDto, RoleDto, VariantId};
use crate::error::AppError;
use janggi_rules::{
    notation, BikjangRule, EndReason, Game, JanggiSetup, Move, Outcome, Piece, Position, Role,
    RuleProfile, Side, Square, Variant,
};

fn profile_of(lesson: &Lesson) -> Result<RuleProfile, AppError> {
    let profile = RuleProfile::from_id(lesson.profile.into());
    let ok = matches!(
        (lesson.game, profile.variant),
        (VariantId::Janggi, Variant::Janggi) | (VariantId::Xiangqi, Variant::Xiangqi)
    );
    if !ok {
        return Err(AppError::internal(format!(
            "lesson {}: profile does not match the game",
            lesson.id
        )));
    }
    Ok(profile)
}

/// The lesson's position after its prelude (before the player's first move).
pub fn start_game(lesson: &Lesson) -> Result<Game, AppError> {
    let profile = profile_of(lesson)?;
    let mut game = match &lesson.fen {
        Some(fen) => Game::from_fen(profile, fen)?,
        None => Game::new(profile),
    };
    for m in &lesson.prelude {
        game.play_uci(m)
            .map_err(|e| AppError::internal(format!("lesson {} prelude {m}: {e:?}", lesson.id)))?;
    }
    Ok(game)
}

/// Replays `moves` (player moves and the scripted replies) and checks that
/// every reply is the lesson's. Returns the game and the current step.
fn replay(lesson: &Lesson, moves: &[String]) -> Result<(Game, usize), AppError> {
    // Pairs of (player move, scripted reply); a complete lesson ends with
    // the last step's move, which has no reply.
    let complete_len = (2 * lesson.steps.len()).saturating_sub(1);
    let step = if !moves.len().is_multiple_of(2) {
        if moves.len() != complete_len {
            return Err(AppError::bad_argument("moves do not fit the lesson"));
        }
        lesson.steps.len()
    } else {
        moves.len() / 2
    };
    if step > lesson.steps.len() || (moves.len().is_multiple_of(2) && step == lesson.steps.len()) {
        return Err(AppError::bad_argument("moves do not fit the lesson"));
    }
    let mut game = start_game(lesson)?;
    for (i, m) in moves.iter().enumerate() {
        if i % 2 == 1 {
            let expected = lesson.steps.get(i / 2).and_then(|s| s.reply.as_deref());
            if expected != Some(m.as_str()) {
                return Err(AppError::bad_argument(format!(
                    "move {m} is not the lesson's reply"
                )));
            }
        }
        game.play_uci(m).map_err(|e| match e {
            janggi_rules::PlayError::GameOver => AppError::game_over(),
            _ => AppError::bad_argument(format!("move {m} is not legal here")),
        })?;
    }
    Ok((game, step))
}

fn lesson_move(pos: &Position, m: Move) -> LessonMove {
    let general = pos
        .general(pos.turn())
        .map(|s| s.index() as u8)
        .unwrap_or(0);
    LessonMove {
        from: if m.is_pass() {
            general
        } else {
            m.from().index() as u8
        },
        to: if m.is_pass() {
            general
        } else {
            m.to().index() as u8
        },
        pass: m.is_pass(),
        uci: notation::uci(pos, m),
    }
}

/// The board of `lesson` after `moves`; `pieces_from` replaces the pieces
/// (a setup lesson's chosen army).
fn board(
    lesson: &Lesson,
    game: &Game,
    moves: Vec<String>,
    step: usize,
    done: bool,
    shown: Option<&Position>,
) -> LessonBoard {
    let pos = shown.unwrap_or_else(|| game.position());
    let player = start_game(lesson)
        .map(|g| g.position().turn())
        .unwrap_or(Side::First);
    let setup_choice = !done
        && matches!(
            lesson.steps.get(step).map(|s| &s.goal),
            Some(Goal::Setup { .. })
        );
    let interactive = !done && !setup_choice && pos.turn() == player;
    let legal = if interactive {
        game.legal_moves()
    } else {
        Default::default()
    };
    let legal_moves = LegalMovesDto::group(&legal);
    let last_move = if shown.is_none() {
        last_move(game)
    } else {
        None
    };
    LessonBoard {
        lesson_id: lesson.id.clone(),
        variant: lesson.game,
        profile: lesson.profile,
        frame: BoardFrame::of(pos),
        orientation: player.into(),
        legal_moves,
        can_pass: legal.iter().any(|m| m.is_pass()),
        last_move,
        moves,
        step,
        steps: lesson.steps.len(),
        setup_choice,
        done,
    }
}

fn last_move(game: &Game) -> Option<LessonMove> {
    let moves = game.moves();
    let last = *moves.last()?;
    let mut pos = game.start_position().clone();
    for &m in &moves[..moves.len() - 1] {
        let _ = pos.make_move(m);
    }
    Some(lesson_move(&pos, last))
}

/// `tutorial_lesson`: the board of lesson `id` after `moves` (empty = its start).
pub fn lesson_board(id: &str, moves: &[String]) -> Result<LessonBoard, AppError> {
    let lesson = lesson(id)?;
    let (game, step) = replay(lesson, moves)?;
    let done = step >= lesson.steps.len();
    Ok(board(lesson, &game, moves.to_vec(), step, done, None))
}

/// Squares in the UCI form of the lesson data (`"e2"`).
fn parse_square(s: &str) -> Option<Square> {
    Square::parse(s)
}

fn wrong(message: &str, board: LessonBoard, legal: bool) -> TutorialResult {
    TutorialResult {
        legal,
        goal_met: false,
        done: false,
        message: Some(message.to_string()),
        reply: None,
        board,
    }
}

/// `tutorial_try`: checks the player's action against the rules and the
/// current step's goal. A wrong try leaves the lesson where it was; a
/// correct one advances it (with the scripted reply played).
pub fn try_action(attempt: &TutorialAttempt) -> Result<TutorialResult, AppError> {
    let lesson = lesson(&attempt.lesson_id)?;
    let (game, step_index) = replay(lesson, &attempt.moves)?;
    let Some(step) = lesson.steps.get(step_index) else {
        return Err(AppError::bad_argument("the lesson is already complete"));
    };
    let unchanged = || {
        board(
            lesson,
            &game,
            attempt.moves.clone(),
            step_index,
            false,
            None,
        )
    };
    let last_step = step_index + 1 == lesson.steps.len();

    // A setup choice.
    if let Goal::Setup { setup: wanted } = &step.goal {
        let Some(chosen) = attempt.setup else {
            return Ok(wrong("tutorial.goal.setup", unchanged(), false));
        };
        if chosen != *wanted {
            return Ok(wrong("tutorial.goal.setup", unchanged(), true));
        }
        let profile = profile_of(lesson)?;
        let shown = Position::janggi_start(
            &profile,
            JanggiSetup::from(chosen),
            JanggiSetup::HorseElephantElephantHorse,
        );
        let done = last_step;
        return Ok(TutorialResult {
            legal: true,
            goal_met: true,
            done,
            message: None,
            reply: None,
            board: board(
                lesson,
                &game,
                attempt.moves.clone(),
                step_index + usize::from(done),
                done,
                Some(&shown),
            ),
        });
    }
    if attempt.setup.is_some() {
        return Ok(wrong("tutorial.why.noSetupHere", unchanged(), false));
    }

    let pos = game.position();
    let mover = pos.turn();
    let m = if attempt.pass {
        if pos.variant() == Variant::Xiangqi {
            return Ok(wrong("tutorial.why.noPassXiangqi", unchanged(), false));
        }
        if !game.legal_moves().iter().any(|m| m.is_pass()) {
            let key = if pos.is_check() {
                "tutorial.why.passInCheck"
            } else {
                "tutorial.why.illegal"
            };
            return Ok(wrong(key, unchanged(), false));
        }
        Move::PASS
    } else {
        let (Some(from), Some(to)) = (attempt.from, attempt.to) else {
            return Err(AppError::bad_argument(
                "a try needs from and to, pass or setup",
            ));
        };
        let from = Square::from_index(from as usize)
            .ok_or_else(|| AppError::bad_argument(format!("from: {from} is not in 0..89")))?;
        let to = Square::from_index(to as usize)
            .ok_or_else(|| AppError::bad_argument(format!("to: {to} is not in 0..89")))?;
        match game
            .legal_moves()
            .iter()
            .copied()
            .find(|m| !m.is_pass() && m.from() == from && m.to() == to)
        {
            Some(m) => m,
            None => return Ok(wrong(explain_illegal(pos, from, to), unchanged(), false)),
        }
    };

    let mut after = game.clone();
    after.play(m)?;
    let mut moves = attempt.moves.clone();
    moves.push(notation::uci(pos, m));
    if !goal_met(&step.goal, pos, m, &after, mover) {
        let key = match after.outcome() {
            Outcome::Decisive {
                winner,
                reason: EndReason::PerpetualCheck,
            } if winner != mover => "tutorial.why.perpetual",
            _ => step.goal.not_met_key(),
        };
        return Ok(wrong(key, unchanged(), true));
    }
    let mut reply = None;
    if let Some(r) = &step.reply {
        if last_step {
            return Err(AppError::internal("a last step has a reply"));
        }
        let before_reply = after.position().clone();
        match after.play_uci(r) {
            Ok(rm) => {
                reply = Some(lesson_move(&before_reply, rm));
                moves.push(r.clone());
            }
            // The move works, but the lesson's line continues from another one.
            Err(_) => return Ok(wrong("tutorial.why.otherLine", unchanged(), true)),
        }
    }
    let done = last_step;
    Ok(TutorialResult {
        legal: true,
        goal_met: true,
        done,
        message: None,
        reply,
        board: board(lesson, &after, moves, step_index + 1, done, None),
    })
}

/// Does legal move `m` (played by `mover` in `before`, giving `after`) do
/// what `goal` asks?
fn goal_met(goal: &Goal, before: &Position, m: Move, after: &Game, mover: Side) -> bool {
    let outcome = after.outcome();
    match goal {
        Goal::Reach { targets, role } => {
            !m.is_pass()
                && targets.iter().any(|t| parse_square(t) == Some(m.to()))
                && role.is_none_or(|r| RoleDto::from(m.role()) == r)
        }
        Goal::Capture { role } => match m.capture() {
            Some(c) => role.is_none_or(|r| RoleDto::from(c) == r),
            None => false,
        },
        Goal::Check => after.position().is_check(),
        Goal::Escape { how } => {
            before.is_check()
                && !m.is_pass()
                && match how {
                    EscapeHow::Move => m.role() == Role::General && !m.is_capture(),
                    EscapeHow::Capture => m.is_capture(),
                    EscapeHow::Block => m.role() != Role::General && !m.is_capture(),
                }
        }
        Goal::Checkmate => matches!(
            outcome,
            Outcome::Decisive { winner, reason: EndReason::Checkmate } if winner == mover
        ),
        Goal::Pass => m.is_pass(),
        Goal::Win => outcome.winner() == Some(mover),
        Goal::BreakBikjang => before.is_bikjang() && !after.position().is_bikjang(),
        Goal::Stalemate => matches!(
            outcome,
            Outcome::Decisive { winner, reason: EndReason::Stalemate } if winner == mover
        ),
        Goal::Setup { .. } => false,
    }
}

// ---- why a move is illegal ------------------------------------------------

type Grid = [Option<Piece>; 90];

fn grid(pos: &Position) -> Grid {
    let mut g = [None; 90];
    for (sq, p) in pos.pieces() {
        g[sq.index()] = Some(p);
    }
    g
}

fn at(g: &Grid, file: i32, rank: i32) -> Option<Piece> {
    if (0..9).contains(&file) && (0..10).contains(&rank) {
        g[(rank * 9 + file) as usize]
    } else {
        None
    }
}

fn fr(sq: Square) -> (i32, i32) {
    (i32::from(sq.file()), i32::from(sq.rank()))
}

/// In `side`'s palace.
fn in_palace(file: i32, rank: i32, side: Side) -> bool {
    (3..=5).contains(&file)
        && match side {
            Side::First => (0..=2).contains(&rank),
            Side::Second => (7..=9).contains(&rank),
        }
}

/// Either palace, and which.
fn palace_of(file: i32, rank: i32) -> Option<Side> {
    Side::ALL.into_iter().find(|&s| in_palace(file, rank, s))
}

/// The centre of a palace.
fn palace_centre(side: Side) -> (i32, i32) {
    match side {
        Side::First => (4, 1),
        Side::Second => (4, 8),
    }
}

/// Points strictly between `a` and `b` on one palace diagonal line, if
/// both lie on the same one (a diagonal step or corner → corner).
fn palace_diagonal(a: (i32, i32), b: (i32, i32)) -> Option<Vec<(i32, i32)>> {
    let side = palace_of(a.0, a.1)?;
    if palace_of(b.0, b.1) != Some(side) {
        return None;
    }
    let (df, dr) = (b.0 - a.0, b.1 - a.1);
    if df.abs() != dr.abs() || df == 0 {
        return None;
    }
    let c = palace_centre(side);
    let on_line = |p: (i32, i32)| (p.0 - c.0).abs() == (p.1 - c.1).abs();
    if !on_line(a) || !on_line(b) {
        return None;
    }
    if df.abs() == 1 {
        // A step: one end must be the centre.
        return (a == c || b == c).then(Vec::new);
    }
    // Corner to opposite corner, through the centre.
    Some(vec![c])
}

/// Points strictly between `a` and `b` on a straight line, or `None`.
fn between_straight(a: (i32, i32), b: (i32, i32)) -> Option<Vec<(i32, i32)>> {
    if a == b || (a.0 != b.0 && a.1 != b.1) {
        return None;
    }
    let (sf, sr) = ((b.0 - a.0).signum(), (b.1 - a.1).signum());
    let mut out = Vec::new();
    let mut p = (a.0 + sf, a.1 + sr);
    while p != b {
        out.push(p);
        p = (p.0 + sf, p.1 + sr);
    }
    Some(out)
}

fn forward(side: Side) -> i32 {
    match side {
        Side::First => 1,
        Side::Second => -1,
    }
}

/// Across the river (Xiangqi) for `side`.
fn across_river(rank: i32, side: Side) -> bool {
    match side {
        Side::First => rank >= 5,
        Side::Second => rank <= 4,
    }
}

/// Translation key saying why `from` → `to` is not legal in `pos`.
pub fn explain_illegal(pos: &Position, from: Square, to: Square) -> &'static str {
    let g = grid(pos);
    let Some(piece) = pos.piece_at(from) else {
        return "tutorial.why.noPiece";
    };
    if piece.side != pos.turn() {
        return "tutorial.why.notYours";
    }
    if from == to {
        return "tutorial.why.illegal";
    }
    if pos.piece_at(to).is_some_and(|p| p.side == piece.side) {
        return "tutorial.why.ownPiece";
    }
    let janggi = pos.variant() == Variant::Janggi;
    if let Some(key) = pattern_problem(&g, piece, fr(from), fr(to), janggi) {
        return key;
    }
    // The piece may go there by its pattern: the rules forbid it for a
    // reason outside the piece.
    if janggi {
        if matches!(pos.profile().bikjang, BikjangRule::MustBreak(_)) && pos.is_bikjang() {
            return "tutorial.why.mustBreakBikjang";
        }
    } else if generals_face_after(&g, fr(from), fr(to)) {
        return "tutorial.why.flyingGeneral";
    }
    if pos.is_check() && piece.role != Role::General {
        "tutorial.why.inCheck"
    } else {
        "tutorial.why.selfCheck"
    }
}

/// The reason the piece on `from` cannot go to `to` by its own way of
/// moving (shape, blocking, palace, river, screens), or `None` when its
/// pattern allows the move — then only a rule outside the piece (check,
/// facing generals, a bikjang to break) can forbid it.
pub fn pattern_reason(pos: &Position, from: Square, to: Square) -> Option<&'static str> {
    let piece = pos.piece_at(from)?;
    pattern_problem(
        &grid(pos),
        piece,
        fr(from),
        fr(to),
        pos.variant() == Variant::Janggi,
    )
}

/// Xiangqi: would the generals face each other after the move?
fn generals_face_after(g: &Grid, from: (i32, i32), to: (i32, i32)) -> bool {
    let mut g2 = *g;
    let fi = (from.1 * 9 + from.0) as usize;
    let ti = (to.1 * 9 + to.0) as usize;
    g2[ti] = g2[fi].take();
    let gens: Vec<(i32, i32)> = (0..90)
        .filter(|&i| matches!(g2[i], Some(p) if p.role == Role::General))
        .map(|i| ((i % 9) as i32, (i / 9) as i32))
        .collect();
    if gens.len() != 2 || gens[0].0 != gens[1].0 {
        return false;
    }
    between_straight(gens[0], gens[1])
        .is_some_and(|b| b.iter().all(|&(f, r)| at(&g2, f, r).is_none()))
}

/// Why `piece` cannot go from `a` to `b` by its own way of moving, or
/// `None` when it can (the path is open and the shape is right).
fn pattern_problem(
    g: &Grid,
    piece: Piece,
    a: (i32, i32),
    b: (i32, i32),
    janggi: bool,
) -> Option<&'static str> {
    let (df, dr) = (b.0 - a.0, b.1 - a.1);
    let side = piece.side;
    let occupied = |p: (i32, i32)| at(g, p.0, p.1).is_some();
    match piece.role {
        Role::General | Role::Guard => {
            if !in_palace(b.0, b.1, side) {
                return Some("tutorial.why.palace");
            }
            let orth = df.abs() + dr.abs() == 1;
            let diag = df.abs() == 1 && dr.abs() == 1;
            if janggi {
                if orth {
                    None
                } else if diag {
                    palace_diagonal(a, b)
                        .is_none()
                        .then_some("tutorial.why.palaceLines")
                } else {
                    Some("tutorial.why.generalStep")
                }
            } else if piece.role == Role::General {
                (!orth).then_some("tutorial.why.generalStep")
            } else {
                (!diag).then_some("tutorial.why.advisorStep")
            }
        }
        Role::Chariot => {
            let path =
                between_straight(a, b).or_else(
                    || {
                        if janggi {
                            palace_diagonal(a, b)
                        } else {
                            None
                        }
                    },
                );
            match path {
                None => Some("tutorial.why.chariotLine"),
                Some(p) if p.iter().any(|&q| occupied(q)) => Some("tutorial.why.chariotBlocked"),
                Some(_) => None,
            }
        }
        Role::Cannon => {
            let path =
                between_straight(a, b).or_else(
                    || {
                        if janggi {
                            palace_diagonal(a, b)
                        } else {
                            None
                        }
                    },
                );
            let Some(path) = path else {
                return Some("tutorial.why.cannonLine");
            };
            let screens: Vec<Piece> = path.iter().filter_map(|&q| at(g, q.0, q.1)).collect();
            let target = at(g, b.0, b.1);
            if janggi {
                if screens.is_empty() {
                    Some("tutorial.why.cannonScreen")
                } else if screens.iter().any(|p| p.role == Role::Cannon) {
                    Some("tutorial.why.cannonOverCannon")
                } else if screens.len() > 1 {
                    Some("tutorial.why.cannonOneScreen")
                } else if target.is_some_and(|p| p.role == Role::Cannon) {
                    Some("tutorial.why.cannonTakesCannon")
                } else {
                    None
                }
            } else if target.is_none() {
                (!screens.is_empty()).then_some("tutorial.why.chariotBlocked")
            } else {
                (screens.len() != 1).then_some("tutorial.why.cannonXq")
            }
        }
        Role::Horse => {
            let leg = match (df.abs(), dr.abs()) {
                (1, 2) => (a.0, a.1 + dr.signum()),
                (2, 1) => (a.0 + df.signum(), a.1),
                _ => return Some("tutorial.why.horseShape"),
            };
            occupied(leg).then_some(if janggi {
                "tutorial.why.myeok"
            } else {
                "tutorial.why.horseLeg"
            })
        }
        Role::Elephant => {
            if janggi {
                let first = match (df.abs(), dr.abs()) {
                    (2, 3) => (a.0, a.1 + dr.signum()),
                    (3, 2) => (a.0 + df.signum(), a.1),
                    _ => return Some("tutorial.why.elephantShape"),
                };
                let second = (first.0 + df.signum(), first.1 + dr.signum());
                (occupied(first) || occupied(second)).then_some("tutorial.why.elephantBlocked")
            } else {
                if df.abs() != 2 || dr.abs() != 2 {
                    return Some("tutorial.why.elephantShape");
                }
                if across_river(b.1, side) {
                    return Some("tutorial.why.elephantRiver");
                }
                occupied((a.0 + df / 2, a.1 + dr / 2)).then_some("tutorial.why.elephantEye")
            }
        }
        Role::Soldier => {
            let fwd = forward(side);
            if dr * fwd < 0 {
                return Some("tutorial.why.soldierBack");
            }
            let step_ok = (dr == fwd && df == 0) || (dr == 0 && df.abs() == 1);
            if janggi {
                let palace_diag = dr == fwd
                    && df.abs() == 1
                    && in_palace(a.0, a.1, side.opposite())
                    && palace_diagonal(a, b).is_some();
                (!(step_ok || palace_diag)).then_some("tutorial.why.soldierStep")
            } else {
                if dr == 0 && df.abs() == 1 && !across_river(a.1, side) {
                    return Some("tutorial.why.soldierRiver");
                }
                (!step_ok).then_some("tutorial.why.soldierStep")
            }
        }
    }
}
