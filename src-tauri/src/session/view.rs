//! The session as the UI draws it: [`GameSession::view`].

use super::GameSession;
use janggi_rules::{Game, Outcome, Side};
use janggi_wire::dto::{
    Announcement, BoardFrame, BoardView, CapturedDto, EndReasonDto, HandicapView, LegalMovesDto,
    MoveTimerDto, OutcomeDto, Phase, PointsDto, ProfileIdDto, SideDto,
};
use std::sync::atomic::{AtomicU64, Ordering};

/// Source of [`BoardView::revision`]: one counter for the whole process.
static REVISION: AtomicU64 = AtomicU64::new(1);

impl GameSession {
    /// Everything the UI draws, with the moves that changed since the
    /// previous view (all of them in a game's first view).
    pub fn view(&mut self) -> BoardView {
        let from = if self.last_view == 0 {
            0
        } else {
            self.unchanged_below
        };
        self.make_view(from)
    }

    /// [`GameSession::view`] with every move (`get_view`).
    pub fn full_view(&mut self) -> BoardView {
        self.make_view(0)
    }

    fn make_view(&mut self, moves_from: usize) -> BoardView {
        let revision = REVISION.fetch_add(1, Ordering::SeqCst);
        let base_revision = if moves_from == 0 { 0 } else { self.last_view };
        self.last_view = revision;
        self.unchanged_below = self.described.len();
        let human_turn = self.is_playing()
            && self.is_human(self.game.position().turn())
            && self.search.is_none();
        // Tried on the game and taken back before it is borrowed below.
        let pass_warning = if human_turn {
            self.pass_warning()
        } else {
            None
        };
        // What begin_search and begin_setup_choice ask (besides the hold).
        let computer_to_move = self.computer_to_move() || self.computer_to_choose_setup().is_some();
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

        // The moves were described when played (never re-described here).
        let moves = &self.described;
        debug_assert_eq!(moves.len(), game.moves().len());
        let last_move = moves.last().cloned();
        // Was the mover of the last move in check before it? The move before
        // it gave check, or (first move) the start position was in check.
        let mover_was_in_check = match moves.len() {
            0 => false,
            1 => game.start_position().is_check(),
            n => moves[n - 2].check,
        };
        let announcement = match &last_move {
            Some(lm) if lm.check => Some(Announcement::Janggun),
            Some(lm) if !lm.pass && mover_was_in_check => Some(Announcement::Meonggun),
            _ => None,
        };
        let mut captured = CapturedDto::default();
        for m in moves {
            if let Some(role) = m.capture {
                match m.side {
                    SideDto::First => captured.second.push(role),
                    SideDto::Second => captured.first.push(role),
                }
            }
        }
        BoardView {
            revision,
            game_id: self.id,
            ply: game.moves().len() as u32,
            variant: pos.variant().into(),
            profile: ProfileIdDto::from(self.profile.id),
            mode: self.mode,
            phase,
            frame: BoardFrame::of(pos),
            legal_moves,
            can_pass,
            last_move,
            moves: moves[moves_from.min(moves.len())..].to_vec(),
            moves_from: moves_from as u32,
            base_revision,
            captured,
            setups: self.setups(),
            setup_changeable: [Side::Second, Side::First]
                .into_iter()
                .filter(|&s| self.may_change_setup(s))
                .map(SideDto::from)
                .collect(),
            orientation: self.orientation.into(),
            ai_thinking: self.search.is_some(),
            computer_to_move,
            undo_available: self.undo_available(),
            move_timer: self.move_timer_secs.map(|secs| MoveTimerDto {
                secs,
                deadline_ms: self.deadline_ms,
                paused: self.pause,
                paused_left_ms: self.paused_left_ms,
            }),
            clock: self.clock_view(),
            announcement,
            pass_warning,
            handicap: self
                .handicap
                .map(|h| HandicapView::of(h, self.setup_turn.is_some())),
            draws_allowed: self.draws_allowed(),
            draw_offer: self.draw_offer().map(SideDto::from),
            opening: crate::analysis::opening::name(game.start_position(), game.moves()),
        }
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
        points: PointsDto::of(game.position()),
        chase: chase_dto(game),
    }
}

/// The first piece a lost perpetual chase chased, and its first chaser.
fn chase_dto(game: &Game) -> Option<janggi_wire::dto::ChaseDto> {
    let (sq, by) = game.chase_details().into_iter().next()?;
    let pos = game.position();
    let by = by.first().copied();
    Some(janggi_wire::dto::ChaseDto {
        square: sq.index() as u8,
        role: pos.piece_at(sq)?.role.into(),
        by_square: by.map(|s| s.index() as u8),
        by_role: by.and_then(|s| pos.piece_at(s)).map(|p| p.role.into()),
    })
}

impl GameSession {
    /// Both clocks as they stand now (a game with main time).
    fn clock_view(&self) -> Option<janggi_wire::dto::ClockView> {
        let c = self.game_clock()?;
        Some(c.view(self.pause, crate::clock::now_ms()))
    }
}
