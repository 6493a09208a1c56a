//! `GameSession`: the one authoritative game of the app.
//!
//! It wraps a [`janggi_rules::Game`] with what the app adds around the rules:
//! who plays (mode, level, human side), the Janggi setup phase, the per-move
//! timer, the board orientation, the game id and the state of the computer's
//! search. Every rule question goes to janggi-rules; this module only checks
//! *who* may act *when* and turns the game into a [`BoardView`].

use crate::dto::{
    Announcement, BoardView, CapturedDto, LegalMovesDto, LevelDto, Mode, MoveDto, MoveTimerDto,
    NewGameOptions, OutcomeDto, PieceDto, PointsDto, ProfileIdDto, SetupId, SetupsDto, SideDto,
    VariantId,
};
use crate::error::AppError;
use janggi_rules::{
    notation, Game, JanggiSetup, Move, Outcome, Position, ProfileId, RuleProfile, Side, Square,
    Variant,
};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::Arc;
use std::time::{SystemTime, UNIX_EPOCH};

/// The setup both sides get before they choose (Fairy-Stockfish's start).
const PLACEHOLDER_SETUP: JanggiSetup = JanggiSetup::HorseElephantElephantHorse;

/// Source of [`BoardView::revision`]: one counter for the whole process.
static REVISION: AtomicU64 = AtomicU64::new(1);

/// Milliseconds since the Unix epoch (the UI's clock base for deadlines).
pub fn now_ms() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_millis() as u64)
        .unwrap_or(0)
}

/// A search for the computer's move that is running now.
#[derive(Debug, Clone)]
pub struct ActiveSearch {
    /// Serial number; a result is applied only if it still matches.
    pub seq: u64,
    /// Set to stop the search early.
    pub stop: Arc<AtomicBool>,
}

/// What the computer must search: a copy of the game and who asked.
#[derive(Clone)]
pub struct SearchJob {
    /// Id of the game the search belongs to.
    pub game_id: u64,
    /// Ply count when the search started.
    pub ply: usize,
    /// Serial number of the search.
    pub seq: u64,
    /// A copy of the game (the session lock is not held during the search).
    pub game: Game,
    /// Strength.
    pub level: LevelDto,
    /// Stop flag shared with the session.
    pub stop: Arc<AtomicBool>,
}

/// A pending timeout check for the per-move timer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TimerJob {
    /// Game the deadline belongs to.
    pub game_id: u64,
    /// Ply at which the deadline was set.
    pub ply: usize,
    /// Deadline in epoch milliseconds.
    pub deadline_ms: u64,
}

/// The one game being played.
pub struct GameSession {
    id: u64,
    game: Game,
    profile: RuleProfile,
    mode: Mode,
    /// `Some(side)` while the Janggi setups are being chosen.
    setup_turn: Option<Side>,
    /// Chosen setups by side index (Janggi games from the standard start).
    setups: [Option<JanggiSetup>; 2],
    orientation: Side,
    move_timer_secs: Option<u32>,
    deadline_ms: Option<u64>,
    search: Option<ActiveSearch>,
    search_seq: u64,
}

impl GameSession {
    /// Creates a game from `options`. `orientation` is the side drawn at the
    /// bottom; `seed` feeds the computer's setup choice. Validates every
    /// field (profile against variant, timer range, FEN).
    pub fn new(
        id: u64,
        options: &NewGameOptions,
        orientation: Side,
        seed: u64,
    ) -> Result<GameSession, AppError> {
        let profile_id: ProfileId = options.profile.into();
        let profile = RuleProfile::from_id(profile_id);
        let variant_ok = matches!(
            (options.variant, profile.variant),
            (VariantId::Janggi, Variant::Janggi) | (VariantId::Xiangqi, Variant::Xiangqi)
        );
        if !variant_ok {
            return Err(AppError::bad_argument(format!(
                "profile {} does not belong to {:?}",
                profile_id.name(),
                options.variant
            )));
        }
        if let Some(secs) = options.move_timer_secs {
            if !(1..=86_400).contains(&secs) {
                return Err(AppError::bad_argument(format!(
                    "move timer must be 1..86400 seconds, got {secs}"
                )));
            }
        }
        let mut session = GameSession {
            id,
            game: Game::new(profile),
            profile,
            mode: options.mode,
            setup_turn: None,
            setups: [None, None],
            orientation,
            move_timer_secs: options.move_timer_secs,
            deadline_ms: None,
            search: None,
            search_seq: 0,
        };
        match (&options.start_fen, profile.variant) {
            (Some(fen), _) => {
                session.game = Game::from_fen(profile, fen)?;
            }
            (None, Variant::Janggi) => {
                session.game = Game::janggi(profile, PLACEHOLDER_SETUP, PLACEHOLDER_SETUP);
                session.setup_turn = Some(Side::Second);
                session.let_computer_choose_setup(seed);
            }
            (None, Variant::Xiangqi) => {}
        }
        session.reset_deadline();
        Ok(session)
    }

    /// This game's id.
    pub fn id(&self) -> u64 {
        self.id
    }

    /// The rules game (read-only).
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// Half-moves played.
    pub fn ply(&self) -> usize {
        self.game.moves().len()
    }

    /// The side the computer plays, if any.
    pub fn computer_side(&self) -> Option<Side> {
        match self.mode {
            Mode::VsComputer { human_side, .. } => Some(Side::from(human_side).opposite()),
            Mode::TwoPlayers => None,
        }
    }

    fn is_human(&self, side: Side) -> bool {
        self.computer_side() != Some(side)
    }

    /// `true` while moves may be played (setups chosen, game not over).
    pub fn is_playing(&self) -> bool {
        self.setup_turn.is_none() && matches!(self.game.outcome(), Outcome::Ongoing)
    }

    /// `true` when the computer should move now and no search runs.
    pub fn computer_to_move(&self) -> bool {
        self.is_playing() && self.computer_side() == Some(self.game.position().turn())
    }

    /// `true` while a search for the computer's move runs.
    pub fn ai_thinking(&self) -> bool {
        self.search.is_some()
    }

    /// The running search, if any.
    pub fn active_search(&self) -> Option<&ActiveSearch> {
        self.search.as_ref()
    }

    /// Stops a running search (its result will be dropped as stale).
    pub fn cancel_search(&mut self) {
        if let Some(s) = self.search.take() {
            s.stop.store(true, Ordering::SeqCst);
        }
    }

    /// Registers a new search for the computer's move and returns the job
    /// for the worker, or `None` when it is not the computer's turn or a
    /// search already runs.
    pub fn begin_search(&mut self) -> Option<SearchJob> {
        if self.search.is_some() || !self.computer_to_move() {
            return None;
        }
        let level = match self.mode {
            Mode::VsComputer { level, .. } => level,
            Mode::TwoPlayers => return None,
        };
        self.search_seq += 1;
        let stop = Arc::new(AtomicBool::new(false));
        self.search = Some(ActiveSearch {
            seq: self.search_seq,
            stop: stop.clone(),
        });
        Some(SearchJob {
            game_id: self.id,
            ply: self.ply(),
            seq: self.search_seq,
            game: self.game.clone(),
            level,
            stop,
        })
    }

    /// Applies the computer's move from search `seq`. Returns `Ok(false)`
    /// (and changes nothing) when the result is stale: another game, another
    /// ply, or a search that was cancelled or replaced.
    pub fn finish_search(
        &mut self,
        game_id: u64,
        ply: usize,
        seq: u64,
        best: Move,
    ) -> Result<bool, AppError> {
        let current = self.search.as_ref().map(|s| s.seq);
        if game_id != self.id || ply != self.ply() || current != Some(seq) {
            return Ok(false);
        }
        self.search = None;
        if !self.computer_to_move() {
            return Ok(false);
        }
        if best.is_none() {
            return Err(AppError::internal("the engine returned no move"));
        }
        self.game.play(best)?;
        self.reset_deadline();
        Ok(true)
    }

    /// Which side must choose a setup now, if any.
    pub fn setup_turn(&self) -> Option<Side> {
        self.setup_turn
    }

    /// The computer chooses its setup when it is its turn to choose.
    fn let_computer_choose_setup(&mut self, seed: u64) {
        if let Some(side) = self.setup_turn {
            if !self.is_human(side) {
                let opponent = self.setups[side.opposite().index()];
                let setup = janggi_engine::choose_setup(side, opponent, seed);
                self.apply_setup(side, setup);
            }
        }
    }

    fn apply_setup(&mut self, side: Side, setup: JanggiSetup) {
        self.setups[side.index()] = Some(setup);
        self.setup_turn = match side {
            Side::Second if self.setups[0].is_none() => Some(Side::First),
            _ => None,
        };
        let cho = self.setups[0].unwrap_or(PLACEHOLDER_SETUP);
        let han = self.setups[1].unwrap_or(PLACEHOLDER_SETUP);
        self.game = Game::janggi(self.profile, cho, han);
    }

    /// A human chooses `side`'s Janggi setup (Han first, then Cho); the
    /// computer answers with its own choice when it plays the other side.
    pub fn choose_setup(&mut self, side: Side, setup: SetupId, seed: u64) -> Result<(), AppError> {
        let turn = match self.setup_turn {
            Some(t) => t,
            None if self.profile.variant == Variant::Xiangqi => {
                return Err(AppError::bad_argument("Xiangqi has no setup choice"))
            }
            None => return Err(AppError::bad_argument("the setups are already chosen")),
        };
        if side != turn {
            return Err(AppError::not_your_turn(format!(
                "{} chooses first",
                if turn == Side::Second { "Han" } else { "Cho" }
            )));
        }
        if !self.is_human(side) {
            return Err(AppError::not_your_turn(
                "the computer chooses its own setup",
            ));
        }
        self.apply_setup(side, setup.into());
        self.let_computer_choose_setup(seed);
        self.reset_deadline();
        Ok(())
    }

    fn check_human_turn(&self) -> Result<Side, AppError> {
        if let Some(side) = self.setup_turn {
            return Err(AppError::bad_argument(format!(
                "choose the setups first ({} to choose)",
                if side == Side::Second { "Han" } else { "Cho" }
            )));
        }
        if !matches!(self.game.outcome(), Outcome::Ongoing) {
            return Err(AppError::game_over());
        }
        if self.search.is_some() {
            return Err(AppError::ai_thinking());
        }
        let turn = self.game.position().turn();
        if !self.is_human(turn) {
            return Err(AppError::not_your_turn("it is the computer's turn"));
        }
        Ok(turn)
    }

    /// The human to move plays `from` → `to` (squares 0..89).
    pub fn make_move(&mut self, from: u32, to: u32) -> Result<(), AppError> {
        let from_sq = square_arg(from, "from")?;
        let to_sq = square_arg(to, "to")?;
        self.check_human_turn()?;
        let pos = self.game.position();
        let m = self
            .game
            .legal_moves()
            .iter()
            .copied()
            .find(|m| !m.is_pass() && m.from() == from_sq && m.to() == to_sq);
        let Some(m) = m else {
            let what = match pos.piece_at(from_sq) {
                None => format!("no piece on {}", square_name(from_sq)),
                Some(p) if p.side != pos.turn() => {
                    format!("the piece on {} is not yours", square_name(from_sq))
                }
                Some(_) => format!(
                    "{}-{} is not a legal move",
                    square_name(from_sq),
                    square_name(to_sq)
                ),
            };
            return Err(AppError::illegal(what));
        };
        self.game.play(m)?;
        self.reset_deadline();
        Ok(())
    }

    /// The human to move passes (Janggi).
    pub fn pass_turn(&mut self) -> Result<(), AppError> {
        self.check_human_turn()?;
        if self.profile.variant != Variant::Janggi {
            return Err(AppError::illegal("passing is not allowed in Xiangqi"));
        }
        if !self.game.legal_moves().iter().any(|m| m.is_pass()) {
            let why = if self.game.position().is_check() {
                "you cannot pass while in check"
            } else {
                "passing is not allowed now"
            };
            return Err(AppError::illegal(why));
        }
        self.game.play(Move::PASS)?;
        self.reset_deadline();
        Ok(())
    }

    /// Takes back the last move (two players) or the human's last move and
    /// the computer's reply (vs computer). Stops a running search.
    pub fn undo(&mut self) -> Result<(), AppError> {
        if self.setup_turn.is_some() {
            return Err(AppError::bad_argument("nothing to undo during setup"));
        }
        if !self.undo_available() {
            return Err(AppError::bad_argument("nothing to undo"));
        }
        self.cancel_search();
        match self.computer_side() {
            None => {
                self.game.undo();
            }
            Some(computer) => {
                // Take back until a human move is gone and the human is to move.
                let mut undone_human = false;
                while self.game.undo().is_some() {
                    let mover = self.game.position().turn();
                    if mover != computer {
                        undone_human = true;
                    }
                    if undone_human && self.game.position().turn() != computer {
                        break;
                    }
                }
            }
        }
        self.reset_deadline();
        Ok(())
    }

    /// The human resigns: vs computer the human's side, two players the side
    /// to move. Stops a running search.
    pub fn resign(&mut self) -> Result<(), AppError> {
        if self.setup_turn.is_some() {
            return Err(AppError::bad_argument("the game has not started"));
        }
        if !matches!(self.game.outcome(), Outcome::Ongoing) {
            return Err(AppError::game_over());
        }
        let side = match self.computer_side() {
            Some(c) => c.opposite(),
            None => self.game.position().turn(),
        };
        self.cancel_search();
        self.game.resign(side)?;
        self.deadline_ms = None;
        Ok(())
    }

    /// `job`'s deadline passed: during the setup phase the chooser gets
    /// setup 1; in play the side to move loses on time. Returns `false`
    /// (changing nothing) when the job is stale.
    pub fn expire(&mut self, job: TimerJob) -> bool {
        if job.game_id != self.id
            || job.ply != self.ply()
            || self.deadline_ms != Some(job.deadline_ms)
        {
            return false;
        }
        if let Some(side) = self.setup_turn {
            // A side that does not choose in time gets setup 1.
            self.apply_setup(side, JanggiSetup::ALL[0]);
            self.let_computer_choose_setup(job.deadline_ms);
            self.reset_deadline();
            return true;
        }
        if !self.is_playing() {
            return false;
        }
        let side = self.game.position().turn();
        self.cancel_search();
        if self.game.time_out(side).is_err() {
            return false;
        }
        self.deadline_ms = None;
        true
    }

    /// The pending timeout check, if a human's clock runs.
    pub fn timer_job(&self) -> Option<TimerJob> {
        self.deadline_ms.map(|d| TimerJob {
            game_id: self.id,
            ply: self.ply(),
            deadline_ms: d,
        })
    }

    /// Restarts the clock of the human who must act now: the setup choice
    /// (a timeout picks setup 1) or the move (a timeout loses).
    fn reset_deadline(&mut self) {
        let timed = match self.setup_turn {
            Some(chooser) => self.is_human(chooser),
            None => self.is_playing() && self.is_human(self.game.position().turn()),
        };
        self.deadline_ms = match self.move_timer_secs {
            Some(secs) if timed => Some(now_ms() + u64::from(secs) * 1000),
            _ => None,
        };
    }

    /// Turns the board around.
    pub fn flip(&mut self) {
        self.orientation = self.orientation.opposite();
    }

    /// `true` when `undo` would take something back.
    pub fn undo_available(&self) -> bool {
        if self.setup_turn.is_some() || self.game.moves().is_empty() {
            return false;
        }
        match self.computer_side() {
            None => true,
            Some(computer) => {
                // Some move in the history was played by the human.
                let first = self.game.start_position().turn();
                (0..self.game.moves().len()).any(|i| mover_of_ply(first, i) != computer)
            }
        }
    }

    /// A copy of the game for a hint search, when a human is to move.
    pub fn hint_game(&self) -> Result<Game, AppError> {
        self.check_human_turn()?;
        Ok(self.game.clone())
    }

    /// Everything the UI draws.
    pub fn view(&self) -> BoardView {
        let game = &self.game;
        let pos = game.position();
        let turn = pos.turn();
        let outcome = game.outcome();
        let phase = match (self.setup_turn, outcome) {
            (Some(side), _) => crate::dto::Phase::Setup {
                side_to_choose: side.into(),
            },
            (None, Outcome::Ongoing) => crate::dto::Phase::Playing,
            (None, o) => crate::dto::Phase::Over {
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

/// The side that played ply `i` (0-based) when `first` moved at ply 0.
/// Passes are moves, so sides always alternate.
fn mover_of_ply(first: Side, i: usize) -> Side {
    if i.is_multiple_of(2) {
        first
    } else {
        first.opposite()
    }
}

/// Validates a square argument.
fn square_arg(v: u32, what: &str) -> Result<Square, AppError> {
    Square::from_index(v as usize)
        .ok_or_else(|| AppError::bad_argument(format!("{what}: square {v} is not in 0..89")))
}

fn square_name(sq: Square) -> String {
    format!("{}{}", (b'a' + sq.file()) as char, sq.rank() + 1)
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
            .unwrap_or(crate::dto::EndReasonDto::Checkmate),
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

/// Saving and restoring a session (see [`crate::records`]).
impl GameSession {
    /// The session as the records save it after every move.
    pub fn snapshot(&self, uid: u64, started_ms: u64) -> crate::records::SavedGame {
        crate::records::SavedGame {
            uid,
            started_ms,
            profile: self.profile.id.into(),
            start_fen: self.game.start_position().fen(),
            moves: crate::records::uci_string(self.game.start_position(), self.game.moves()),
            mode: self.mode,
            setups: SetupsDto {
                first: self.setups[0].map(SetupId::from),
                second: self.setups[1].map(SetupId::from),
            },
            setup_turn: self.setup_turn.map(SideDto::from),
            orientation: self.orientation.into(),
            move_timer_secs: self.move_timer_secs,
            remaining_ms: self.deadline_ms.map(|d| d.saturating_sub(now_ms())),
        }
    }

    /// Rebuilds a saved session: the same start, every move replayed with
    /// the rules (so undo and repetition work as before), the same mode,
    /// setups, orientation and the time that was left on a running clock.
    pub fn restore(id: u64, saved: &crate::records::SavedGame) -> Result<GameSession, AppError> {
        let profile = RuleProfile::from_id(saved.profile.into());
        let mut game = Game::from_fen(profile, &saved.start_fen)?;
        for (i, s) in saved.moves.split_whitespace().enumerate() {
            let m = notation::parse_uci(game.position(), s)
                .map_err(|e| AppError::storage(format!("saved game, move {} ({s}): {e}", i + 1)))?;
            game.play(m)
                .map_err(|e| AppError::storage(format!("saved game, move {}: {e}", i + 1)))?;
        }
        let mut session = GameSession::with_game(
            id,
            game,
            saved.mode,
            saved.orientation.into(),
            saved.setups,
            saved.move_timer_secs,
        );
        session.setup_turn = saved.setup_turn.map(Side::from);
        session.reset_deadline();
        if let (Some(_), Some(left)) = (session.deadline_ms, saved.remaining_ms) {
            session.deadline_ms = Some(now_ms() + left);
        }
        Ok(session)
    }

    /// A session around an existing `game` (continuing a recorded game):
    /// its history stays, so undo works back to its start.
    pub fn with_game(
        id: u64,
        game: Game,
        mode: Mode,
        orientation: Side,
        setups: SetupsDto,
        move_timer_secs: Option<u32>,
    ) -> GameSession {
        let profile = *game.start_position().profile();
        let mut session = GameSession {
            id,
            game,
            profile,
            mode,
            setup_turn: None,
            setups: [
                setups.first.map(JanggiSetup::from),
                setups.second.map(JanggiSetup::from),
            ],
            orientation,
            move_timer_secs,
            deadline_ms: None,
            search: None,
            search_seq: 0,
        };
        session.reset_deadline();
        session
    }
}
