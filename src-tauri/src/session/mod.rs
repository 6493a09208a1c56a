//! `GameSession`: the one authoritative game of the app.
//!
//! It wraps a [`janggi_rules::Game`] with what the app adds around the rules:
//! who plays (mode, level, human side), the Janggi setup phase, the per-move
//! timer, the board orientation, the game id and the state of the computer's
//! search. Every rule question goes to janggi-rules; this module only checks
//! *who* may act *when* and turns the game into a
//! [`janggi_wire::dto::BoardView`] ([`view`]).
//!
//! Pure: no files, no threads, no Tauri. The computer's search runs
//! elsewhere ([`crate::ai`]) on the [`SearchJob`] this hands out.

mod care;
mod clock;
mod draw;
mod jobs;
mod moves;
mod saved;
mod search;
mod timing;
mod view;

pub use clock::{Flagged, GameClock, SideNow, SideTime};
pub use jobs::{ActiveSearch, SearchJob, SetupJob, TimerJob};

use janggi_rules::{
    Game, Handicap, JanggiSetup, Move, Outcome, ProfileId, RuleProfile, Side, Square, Variant,
};
use janggi_wire::dto::{ClockPause, Mode, MoveDto, NewGameOptions, SetupId, VariantId};
use janggi_wire::error::AppError;

/// The setup both sides get before they choose (Fairy-Stockfish's start).
const PLACEHOLDER_SETUP: JanggiSetup = JanggiSetup::HorseElephantElephantHorse;

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
    /// A handicap game's terms: every start the setup choice builds takes
    /// the handicap's pieces off.
    handicap: Option<Handicap>,
    orientation: Side,
    move_timer_secs: Option<u32>,
    /// Main time for both sides (byoyomi or Fischer), if the game has it.
    clock: Option<GameClock>,
    deadline_ms: Option<u64>,
    /// Why the move clock is paused, if it is ([`GameSession::set_clock_pause`]).
    pause: Option<ClockPause>,
    /// Time left on the clock of the side to move while paused.
    paused_left_ms: Option<u64>,
    /// Seed of the computer's next setup choice.
    setup_seed: u64,
    /// The computer's seed for the whole game: its misjudgements and
    /// choices stay those of one "person" (kept when the game is resumed).
    ai_seed: u64,
    /// The game counts for the player's rating when it ends: against the
    /// computer, from the normal start ([`crate::rating::is_rated`]).
    rated: bool,
    search: Option<ActiveSearch>,
    search_seq: u64,
    /// A resumed game: the computer waits for the player to come back to
    /// it before it thinks ([`GameSession::hold_computer`]).
    computer_held: bool,
    /// `game.moves()` as the view shows them, described once each when
    /// played (not on every view: a move in a long game costs what a move
    /// in a short one does).
    described: Vec<MoveDto>,
    /// Revision of the last view made (0: none yet).
    last_view: u64,
    /// The lowest ply the game has had since that view: the moves before
    /// it are unchanged since then.
    unchanged_below: usize,
    /// A draw offered in a two-player game on this device: by whom and at
    /// which ply; it lapses when a move is played or taken back.
    draw_offer: Option<(Side, usize)>,
}

impl GameSession {
    /// Creates a game from `options`. `orientation` is the side drawn at the
    /// bottom; `seed` feeds the computer's setup choice and its play. A game
    /// against the computer from the normal start (no handicap) is rated.
    /// Validates every field (profile against variant, timer range, FEN,
    /// the handicap against the game: `badHandicap`).
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
        if let Some(tc) = options.clock {
            tc.check().map_err(AppError::bad_clock)?;
            if options.move_timer_secs.is_some() {
                return Err(AppError::bad_clock(
                    "a game has a move timer or a clock with main time, not both",
                ));
            }
        }
        let handicap = match options.handicap {
            None => None,
            Some(_) if options.start_fen.is_some() => {
                return Err(AppError::bad_handicap(
                    "a handicap game starts from its own position: give no start position",
                ))
            }
            Some(h) => {
                let h = Handicap::from(h);
                h.kind.check_variant(profile.variant)?;
                Some(h)
            }
        };
        let mut session = GameSession {
            id,
            game: Game::new(profile),
            profile,
            mode: options.mode,
            setup_turn: None,
            setups: [None, None],
            handicap,
            orientation,
            move_timer_secs: options.move_timer_secs,
            clock: options.clock.map(GameClock::new),
            deadline_ms: None,
            pause: None,
            paused_left_ms: None,
            setup_seed: seed,
            ai_seed: seed,
            rated: matches!(options.mode, Mode::VsComputer { .. })
                && options.start_fen.is_none()
                && options.handicap.is_none(),
            search: None,
            search_seq: 0,
            computer_held: false,
            described: Vec::new(),
            last_view: 0,
            unchanged_below: 0,
            draw_offer: None,
        };
        match (&options.start_fen, profile.variant) {
            (Some(fen), _) => {
                session.set_game(Game::from_fen(profile, fen)?);
            }
            (None, Variant::Janggi) => {
                let game = session.start_game(PLACEHOLDER_SETUP, PLACEHOLDER_SETUP)?;
                session.set_game(game);
                session.setup_turn = Some(Side::Second);
            }
            (None, Variant::Xiangqi) => {
                if let Some(h) = handicap {
                    session.set_game(Game::from_position(h.start(&profile, None)?));
                }
            }
        }
        session.reset_deadline();
        Ok(session)
    }

    /// This game's id.
    pub fn id(&self) -> u64 {
        self.id
    }

    /// The handicap of a handicap game.
    pub fn handicap(&self) -> Option<Handicap> {
        self.handicap
    }

    /// The Janggi start with these setups, without the handicap's pieces
    /// in a handicap game.
    fn start_game(&self, cho: JanggiSetup, han: JanggiSetup) -> Result<Game, AppError> {
        Ok(match self.handicap {
            Some(h) => Game::from_position(h.start(&self.profile, Some((cho, han)))?),
            None => Game::janggi(self.profile, cho, han),
        })
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

    /// Which side must choose a setup now, if any.
    pub fn setup_turn(&self) -> Option<Side> {
        self.setup_turn
    }

    /// The side the computer must choose a setup for now, if any (the
    /// choice itself runs on the AI worker: [`GameSession::begin_setup_choice`]).
    pub fn computer_to_choose_setup(&self) -> Option<Side> {
        self.setup_turn.filter(|&side| !self.is_human(side))
    }

    fn apply_setup(&mut self, side: Side, setup: JanggiSetup) -> Result<(), AppError> {
        let cho = if side == Side::First {
            setup
        } else {
            self.setups[0].unwrap_or(PLACEHOLDER_SETUP)
        };
        let han = if side == Side::Second {
            setup
        } else {
            self.setups[1].unwrap_or(PLACEHOLDER_SETUP)
        };
        // Built first: nothing changes if it fails.
        let game = self.start_game(cho, han)?;
        self.setups[side.index()] = Some(setup);
        self.setup_turn = match side {
            Side::Second if self.setups[0].is_none() => Some(Side::First),
            _ => None,
        };
        self.set_game(game);
        Ok(())
    }

    /// A human chooses `side`'s Janggi setup (Han first, then Cho); the
    /// computer answers with its own choice when it plays the other side.
    pub fn choose_setup(&mut self, side: Side, setup: SetupId, seed: u64) -> Result<(), AppError> {
        self.computer_held = false;
        let turn = match self.setup_turn {
            Some(t) => t,
            None if self.profile.variant == Variant::Xiangqi => {
                return Err(AppError::bad_argument("Xiangqi has no setup choice"))
            }
            None if self.may_change_setup(side) => {
                return self.change_setup(side, setup.into(), seed);
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
        self.apply_setup(side, setup.into())?;
        self.setup_seed = seed;
        self.reset_deadline();
        Ok(())
    }

    /// As at a real board: a human's chosen setup may be changed until the
    /// first move (both setups chosen, no move played yet).
    pub fn may_change_setup(&self, side: Side) -> bool {
        self.profile.variant == Variant::Janggi
            && self.ply() == 0
            && self.setups[side.index()].is_some()
            && self.is_human(side)
            && self.is_playing()
    }

    /// `side` takes another setup before the first move. When the computer
    /// chose after seeing it (it plays Cho), it chooses again.
    fn change_setup(&mut self, side: Side, setup: JanggiSetup, seed: u64) -> Result<(), AppError> {
        self.cancel_search();
        let mut setups = self.setups;
        setups[side.index()] = Some(setup);
        // Built first: nothing changes if it fails.
        let cho = setups[0].unwrap_or(PLACEHOLDER_SETUP);
        let han = setups[1].unwrap_or(PLACEHOLDER_SETUP);
        self.start_game(cho, han)?;
        self.setups[side.index()] = Some(setup);
        if side == Side::Second && !self.is_human(Side::First) {
            // The computer chooses Cho's setup again, on its worker (never
            // here, under the session lock): back to the setup choice.
            self.setups[Side::First.index()] = None;
            self.setup_turn = Some(Side::First);
            self.setup_seed = seed;
        }
        let cho = self.setups[0].unwrap_or(PLACEHOLDER_SETUP);
        let han = self.setups[1].unwrap_or(PLACEHOLDER_SETUP);
        let game = self.start_game(cho, han)?;
        self.set_game(game);
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
        self.play(m)?;
        self.computer_held = false;
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
        self.play(Move::PASS)?;
        self.computer_held = false;
        self.reset_deadline();
        Ok(())
    }

    /// Takes back the last move (two players) or the human's last move and
    /// the computer's reply (vs computer). Stops a running search.
    pub fn undo(&mut self) -> Result<(), AppError> {
        if self.setup_turn.is_some() {
            if !self.setup_undo_available() {
                return Err(AppError::bad_argument("nothing to undo during setup"));
            }
            // Han's choice is taken back (the computer's choice for Cho,
            // if it runs, is stopped): Han chooses again.
            let game = self.start_game(PLACEHOLDER_SETUP, PLACEHOLDER_SETUP)?;
            self.cancel_search();
            self.setups[Side::Second.index()] = None;
            self.setup_turn = Some(Side::Second);
            self.set_game(game);
            self.reset_deadline();
            return Ok(());
        }
        if !self.undo_available() {
            return Err(AppError::bad_argument("nothing to undo"));
        }
        self.cancel_search();
        match self.computer_side() {
            None => {
                self.undo_one();
            }
            Some(computer) => {
                // Take back until a human move is gone and the human is to move.
                let mut undone_human = false;
                while self.undo_one().is_some() {
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
    /// During the setup choice it ends the game too (the side to choose
    /// resigns in a two-player game), stopping the computer's choice.
    pub fn resign(&mut self) -> Result<(), AppError> {
        if !matches!(self.game.outcome(), Outcome::Ongoing) {
            return Err(AppError::game_over());
        }
        let side = match (self.computer_side(), self.setup_turn) {
            (Some(c), _) => c.opposite(),
            (None, Some(choosing)) => choosing,
            (None, None) => self.game.position().turn(),
        };
        self.cancel_search();
        self.setup_turn = None;
        self.game.resign(side)?;
        self.deadline_ms = None;
        Ok(())
    }

    /// Turns the board around.
    pub fn flip(&mut self) {
        self.orientation = self.orientation.opposite();
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

#[cfg(test)]
mod tests;
