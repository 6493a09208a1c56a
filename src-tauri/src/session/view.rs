//! The session as the UI draws it: [`GameSession::view`].

use super::GameSession;
use crate::dto::{
    Announcement, BoardView, CapturedDto, EndReasonDto, LegalMovesDto, MoveDto, MoveTimerDto,
    OutcomeDto, Phase, PieceDto, PointsDto, ProfileIdDto, SetupId, SetupsDto, SideDto,
};
use janggi_rules::{Game, Outcome, Position, Side, Variant};
use std::sync::atomic::{AtomicU64, Ordering};

/// Source of [`BoardView::revision`]: one counter for the whole process.
static REVISION: AtomicU64 = AtomicU64::new(1);

impl GameSession {
    /// Everything the UI draws.
    pub fn view(&self) -> BoardView {
        let game = &self.game;
        let pos = game.position();
        let turn = pos.turn();
        let outcome = game.outcome();
        let phase = match (self.setup_turn, outcome) {
            (Some(side), _) => Phase::Setup {
                side_to_choose: side.into(),
            },
            (None, Outcome::Ongoing) => Phase::Playing,
            (None, o) => Phase::Over {
                outcome: outcome_dto(game, &o),
            },
        };
        let human_to_move = self.is_playing() && self.is_human(turn) && self.search.is_none();
        let legal = if human_to_move {
            game.legal_moves()
        } else {
            Default::default()
        };
        let legal_moves = LegalMovesDto::group(&legal);
        let can_pass = legal.iter().any(|m| m.is_pass());

        let (moves, before_last) = replay_moves(game);
        let last_move = moves.last().cloned();
        let announcement = match (&last_move, &before_last) {
            (Some(lm), _) if lm.check => Some(Announcement::Janggun),
            (Some(lm), Some(prev)) if !lm.pass && prev.is_check() => Some(Announcement::Meonggun),
            _ => None,
        };
        let mut captured = CapturedDto::default();
        for m in &moves {
            if let Some(role) = m.capture {
                match m.side {
                    SideDto::First => captured.second.push(role),
                    SideDto::Second => captured.first.push(role),
                }
            }
        }
        let check = pos.is_check();
        BoardView {
            revision: REVISION.fetch_add(1, Ordering::SeqCst),
            game_id: self.id,
            ply: game.moves().len() as u32,
            variant: pos.variant().into(),
            profile: ProfileIdDto::from(self.profile.id),
            mode: self.mode,
            phase,
            pieces: pos
                .pieces()
                .map(|(sq, p)| PieceDto {
                    square: sq.index() as u8,
                    side: p.side.into(),
                    role: p.role.into(),
                })
                .collect(),
            side_to_move: turn.into(),
            legal_moves,
            can_pass,
            check,
            checked_general: if check {
                pos.general(turn).map(|s| s.index() as u8)
            } else {
                None
            },
            bikjang: pos.variant() == Variant::Janggi && pos.is_bikjang(),
            last_move,
            moves,
            points: points_dto(game),
            captured,
            setups: SetupsDto {
                first: self.setups[0].map(SetupId::from),
                second: self.setups[1].map(SetupId::from),
            },
            orientation: self.orientation.into(),
            ai_thinking: self.search.is_some(),
            undo_available: self.undo_available(),
            move_timer: self.move_timer_secs.map(|secs| MoveTimerDto {
                secs,
                deadline_ms: self.deadline_ms,
            }),
            announcement,
        }
    }
}

/// Points as the UI shows them (Janggi points, e.g. 73.5).
fn points_dto(game: &Game) -> PointsDto {
    PointsDto {
        first: f64::from(game.points(Side::First)) / 10.0,
        second: f64::from(game.points(Side::Second)) / 10.0,
    }
}

fn outcome_dto(game: &Game, o: &Outcome) -> OutcomeDto {
    OutcomeDto {
        winner: o.winner().map(SideDto::from),
        reason: o
            .reason()
            .map(Into::into)
            .unwrap_or(EndReasonDto::Checkmate),
        by_points: o.decided_by_points(),
        points: points_dto(game),
    }
}

/// Describes every move of `game` by replaying it from the start; also
/// returns the position before the last move.
fn replay_moves(game: &Game) -> (Vec<MoveDto>, Option<Position>) {
    let mut pos = game.start_position().clone();
    let mut out = Vec::with_capacity(game.moves().len());
    let mut before_last = None;
    for (i, &m) in game.moves().iter().enumerate() {
        let dto = MoveDto::describe(&pos, m);
        out.push(dto);
        if i + 1 == game.moves().len() {
            before_last = Some(pos.clone());
        }
        let _undo = pos.make_move(m);
    }
    (out, before_last)
}
