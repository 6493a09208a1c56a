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

pub use janggi_wire::dto::{LessonBoard, LessonMove, TutorialAttempt, TutorialResult};
pub use lessons::{
    lesson, lessons, parse_lessons, EscapeHow, Goal, Lesson, Step, WrongMove, LESSONS_JSON,
};

use janggi_rules::{
    notation, EndReason, Game, IllegalReason, JanggiSetup, Move, Outcome, Position, Role,
    RuleProfile, Side, Square, Variant,
};
use janggi_wire::dto::{BoardFrame, LegalMovesDto, RoleDto, VariantId};
use janggi_wire::error::AppError;

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

/// The text key for `reason`, given to a try of `role` in `variant`. The
/// rules crate decides why a try is illegal; this only picks the words:
/// Xiangqi's general, chariot, cannon and elephant move differently from
/// Janggi's, so their shape mistakes have their own texts.
fn reason_key(variant: Variant, role: Role, reason: IllegalReason) -> &'static str {
    use IllegalReason as R;
    let janggi = variant == Variant::Janggi;
    match reason {
        R::NoPiece => "tutorial.why.noPiece",
        R::NotYourPiece => "tutorial.why.notYours",
        R::GameOver | R::SameSquare => "tutorial.why.illegal",
        R::OwnPiece => "tutorial.why.ownPiece",
        R::LeavesPalace if janggi => "tutorial.why.palace",
        R::LeavesPalace => "tutorial.why.palaceXq",
        R::OffPalaceDiagonal | R::NotOnPath => match (role, janggi) {
            (Role::General | Role::Guard, true) if reason == R::OffPalaceDiagonal => {
                "tutorial.why.palaceLines"
            }
            (Role::General | Role::Guard, true) => "tutorial.why.generalStep",
            (Role::General, false) => "tutorial.why.generalStepXq",
            (Role::Guard, false) => "tutorial.why.advisorStep",
            (Role::Chariot, true) => "tutorial.why.chariotLine",
            (Role::Chariot, false) => "tutorial.why.chariotLineXq",
            (Role::Cannon, true) => "tutorial.why.cannonLine",
            (Role::Cannon, false) => "tutorial.why.cannonLineXq",
            (Role::Horse, _) => "tutorial.why.horseShape",
            (Role::Elephant, true) => "tutorial.why.elephantShape",
            (Role::Elephant, false) => "tutorial.why.elephantShapeXq",
            (Role::Soldier, _) => "tutorial.why.soldierStep",
        },
        R::Blocked => "tutorial.why.chariotBlocked",
        R::HorseLegBlocked if janggi => "tutorial.why.myeok",
        R::HorseLegBlocked => "tutorial.why.horseLeg",
        R::ElephantBlocked => "tutorial.why.elephantBlocked",
        R::ElephantEyeBlocked => "tutorial.why.elephantEye",
        R::CrossesRiver => "tutorial.why.elephantRiver",
        R::NoScreen if janggi => "tutorial.why.cannonScreen",
        R::TooManyScreens if janggi => "tutorial.why.cannonOneScreen",
        R::NoScreen | R::TooManyScreens => "tutorial.why.cannonXq",
        R::CannonOverCannon => "tutorial.why.cannonOverCannon",
        R::CannonTakesCannon => "tutorial.why.cannonTakesCannon",
        R::SoldierBackward => "tutorial.why.soldierBack",
        R::SoldierBeforeRiver => "tutorial.why.soldierRiver",
        R::GeneralsFacing => "tutorial.why.flyingGeneral",
        R::MustBreakBikjang => "tutorial.why.mustBreakBikjang",
        R::InCheck => "tutorial.why.inCheck",
        R::ExposesGeneral => "tutorial.why.selfCheck",
    }
}

/// `true` for the reasons that come from the rules around the piece
/// (facing generals, a bikjang to break, check), not from how it moves.
fn outside_the_piece(reason: IllegalReason) -> bool {
    matches!(
        reason,
        IllegalReason::GeneralsFacing
            | IllegalReason::MustBreakBikjang
            | IllegalReason::InCheck
            | IllegalReason::ExposesGeneral
    )
}

/// Translation key saying why `from` → `to` is not legal in `pos`
/// ([`Position::why_illegal`] in the player's words).
pub fn explain_illegal(pos: &Position, from: Square, to: Square) -> &'static str {
    let role = pos.piece_at(from).map_or(Role::General, |p| p.role);
    match pos.why_illegal(from, to) {
        Some(reason) => reason_key(pos.variant(), role, reason),
        None => "tutorial.why.illegal",
    }
}

/// The reason the piece on `from` cannot go to `to` by its own way of
/// moving (shape, blocking, palace, river, screens), or `None` when its
/// pattern allows the move — then only a rule outside the piece (check,
/// facing generals, a bikjang to break) can forbid it.
pub fn pattern_reason(pos: &Position, from: Square, to: Square) -> Option<&'static str> {
    let piece = pos.piece_at(from)?;
    let reason = pos.why_illegal(from, to)?;
    (!outside_the_piece(reason)).then(|| reason_key(pos.variant(), piece.role, reason))
}
