//! The game-sync state machine: one per device, no I/O.
//!
//! [`GameSync`] holds this device's copy of the game (a `janggi-rules`
//! [`Game`] plus the setups and the UCI text of every move) and decides what
//! every message means:
//!
//! * **Local actions** ([`GameSync::play_uci`], [`GameSync::choose_setup`],
//!   [`GameSync::request_undo`], …) are checked against the rules and the
//!   turn, applied, and return the [`Msg`] to send. A refused action
//!   returns a [`SyncError`] and changes nothing.
//! * **Peer messages** go through [`GameSync::handle`], which returns a
//!   [`Reaction`]: the [`Event`]s for the app and at most one reply. A
//!   message that is out of turn, out of phase or stale is answered with an
//!   `error` and ignored ([`Event::Rejected`]). A move the local rules
//!   refuse, or one for another ply, is a [`Disagreement`]: reported, never
//!   resolved silently — the game is unchanged.
//! * **The host is the authority.** It never changes its game to match the
//!   joiner. Only the host may declare a timeout or send the clock, and
//!   after a reconnect (or a [`Msg::SyncRequest`]) the joiner takes the
//!   host's history ([`Msg::Resume`]) only if it extends its own agreed
//!   history: the joiner sends its ply and [`moves_hash`]; the host sends
//!   the moves it lacks; a joiner that is ahead (its last move never
//!   reached the host) rolls back to the host's ply, which is the last
//!   agreed one; any other difference is a [`Disagreement::History`].
//!   A joiner whose move the host refuses (`illegal`, `plyMismatch`,
//!   `outOfTurn`) asks for that resync at once (its reply to the error).
//!
//! Undo: a request takes back the requester's last move — one ply if it
//! made the last move, two if the other side has replied since. Draw
//! offers exist only under profiles that can end in a draw
//! ([`allows_draws`]); an offer stands until answered or until the offered
//! side moves.

use janggi_rules::{
    notation, BikjangRule, Game, JanggiSetup, Move, Outcome, PlayError, RuleProfile, Side, Variant,
    Verdict,
};
use sha2::{Digest, Sha256};

use crate::proto::{
    cut, setup_from_number, setup_number, ClockState, ErrorCode, Forced, GameSettings, Msg,
    SettingsError, Setups, MAX_TEXT_CHARS,
};

/// Which end of the connection this device is.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Role {
    /// Listens, chose the settings, is the authority.
    Host,
    /// Connected to the host.
    Joiner,
}

/// How the game ended.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Finish {
    /// By the rules, resignation or timeout (as `janggi-rules` reports it).
    Rules(Outcome),
    /// Both players agreed to a draw.
    DrawAgreed,
}

/// The two games differ: reported, never resolved silently.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Disagreement {
    /// The peer's move is refused by the local rules.
    IllegalMove {
        /// Ply of the move.
        ply: u32,
        /// The peer's text.
        uci: String,
        /// Why the rules refuse it.
        reason: String,
    },
    /// The peer's move or timeout is for another ply.
    PlyMismatch {
        /// Our ply count.
        ours: u32,
        /// The ply in the message.
        theirs: u32,
    },
    /// The move histories differ (on resume).
    History {
        /// Our ply count.
        ours: u32,
        /// The peer's.
        theirs: u32,
    },
    /// The chosen setups differ (on resume).
    Setups,
    /// The settings differ (on resume).
    Settings,
}

/// What a peer message meant.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Event {
    /// The peer chose its setup.
    SetupChosen {
        /// The peer's side.
        side: Side,
        /// The setup.
        setup: JanggiSetup,
    },
    /// Both setups are known: the game starts.
    Started,
    /// The peer moved (or passed).
    Moved {
        /// Plies before the move.
        ply: u32,
        /// Canonical UCI text.
        uci: String,
        /// Who moved.
        side: Side,
    },
    /// The peer asks to take back this many plies.
    UndoRequested {
        /// 1 or 2.
        plies: u32,
    },
    /// Our undo request was accepted; this many plies were taken back.
    UndoDone {
        /// 1 or 2.
        plies: u32,
    },
    /// Our undo request was refused.
    UndoRefused,
    /// Our move at `ply` was taken back: the peer resigned, accepted a draw
    /// or (host) declared a timeout before it saw the move, so both games
    /// end where the peer ended it.
    MoveWithdrawn {
        /// Ply of the withdrawn move.
        ply: u32,
    },
    /// The peer offers a draw.
    DrawOffered,
    /// The peer declined our draw offer.
    DrawDeclined,
    /// The host's clock.
    Clock {
        /// Ply the clock is for.
        ply: u32,
        /// Milliseconds left for the side to move.
        remaining_ms: u64,
        /// Both clocks, in a game with main time.
        clock: Option<ClockState>,
    },
    /// The game is over.
    Finished(Finish),
    /// A resume was applied (joiner) or answered (host).
    Resumed {
        /// The ply the moves sent start from.
        from: u32,
        /// Moves received and applied (joiner) or sent (host).
        applied: u32,
        /// Own moves taken back because the host never had them.
        rolled_back: u32,
    },
    /// The games differ.
    Disagreement(Disagreement),
    /// We refused the peer's message (and answered with an error).
    Rejected {
        /// The error sent.
        code: ErrorCode,
        /// Its text.
        text: String,
    },
    /// The peer refused one of our messages.
    PeerError {
        /// The peer's code.
        code: ErrorCode,
        /// The peer's text (cut).
        text: String,
    },
    /// The peer said bye.
    PeerLeft {
        /// Its reason (cut).
        reason: String,
    },
}

/// The events of one peer message and the reply to send, if any.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Reaction {
    /// For the app, in order.
    pub events: Vec<Event>,
    /// To send back.
    pub reply: Option<Msg>,
}

impl Reaction {
    fn event(e: Event) -> Reaction {
        Reaction {
            events: vec![e],
            reply: None,
        }
    }

    fn reject(code: ErrorCode, text: impl Into<String>) -> Reaction {
        let text = cut(&text.into(), MAX_TEXT_CHARS);
        Reaction {
            events: vec![Event::Rejected {
                code,
                text: text.clone(),
            }],
            reply: Some(Msg::Error { code, text }),
        }
    }

    fn disagree(d: Disagreement, code: ErrorCode, text: impl Into<String>) -> Reaction {
        Reaction {
            events: vec![Event::Disagreement(d)],
            reply: Some(Msg::error(code, text)),
        }
    }
}

/// Why a local action was refused. Nothing changed.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum SyncError {
    /// Not possible in this phase (setup / playing / over).
    WrongPhase,
    /// It is the peer's turn (or the peer's turn to choose a setup).
    NotYourTurn,
    /// The rules refuse the move.
    Illegal(PlayError),
    /// Nothing of ours to take back.
    NothingToUndo,
    /// A request of the same kind is already pending.
    Pending,
    /// The profile has no draws.
    NoDraws,
    /// No request or offer to answer.
    NoOffer,
    /// Only the host may do this.
    HostOnly,
    /// The game is over.
    GameOver,
    /// The settings cannot be played.
    BadSettings(SettingsError),
    /// A saved history does not replay.
    BadHistory(String),
}

impl std::fmt::Display for SyncError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SyncError::Illegal(e) => write!(f, "{e}"),
            SyncError::BadSettings(e) => write!(f, "{e}"),
            SyncError::BadHistory(s) => write!(f, "saved moves do not replay: {s}"),
            other => write!(f, "{other:?}"),
        }
    }
}

impl std::error::Error for SyncError {}

fn withdrawn_event(ply: Option<u32>) -> Vec<Event> {
    ply.map(|ply| Event::MoveWithdrawn { ply })
        .into_iter()
        .collect()
}

/// Whether some end of `profile` is a draw (so draw offers make sense).
pub fn allows_draws(p: &RuleProfile) -> bool {
    let bikjang = match p.bikjang {
        BikjangRule::Ignored => Verdict::Points,
        BikjangRule::EndsAtOnce(v) | BikjangRule::MustBreak(v) => v,
    };
    p.material_draw
        || (p.variant == Variant::Xiangqi && !p.stalemate_loses)
        || [
            bikjang,
            p.double_pass,
            p.repetition.verdict,
            p.move_limit.map_or(Verdict::Points, |m| m.verdict),
        ]
        .contains(&Verdict::Draw)
}

/// The hash of a move list that peers compare on resume: hex of the first
/// 16 bytes of SHA-256 over the profile name and the UCI texts.
pub fn moves_hash(profile: &str, moves: &[String]) -> String {
    let mut h = Sha256::new();
    h.update(b"janggi-net/1 moves\0");
    h.update(profile.as_bytes());
    for m in moves {
        h.update(b"\0");
        h.update(m.as_bytes());
    }
    crate::auth::hex(&h.finalize()[..16])
}

/// One device's copy of a two-device game.
#[derive(Clone, Debug)]
pub struct GameSync {
    role: Role,
    settings: GameSettings,
    profile: RuleProfile,
    me: Side,
    setups: Setups,
    game: Option<Game>,
    ucis: Vec<String>,
    /// (requester, ply at the request)
    pending_undo: Option<(Side, u32)>,
    /// (offerer, ply at the offer)
    pending_draw: Option<(Side, u32)>,
    forced: Option<Forced>,
}

impl GameSync {
    /// A new game with `settings` (Janggi starts with the setup choice,
    /// Xiangqi at once).
    pub fn new(role: Role, settings: GameSettings) -> Result<GameSync, SyncError> {
        let profile = settings.validate().map_err(SyncError::BadSettings)?;
        let host: Side = settings.host_side.into();
        let me = match role {
            Role::Host => host,
            Role::Joiner => !host,
        };
        let game = (profile.variant == Variant::Xiangqi).then(|| Game::new(profile));
        Ok(GameSync {
            role,
            settings,
            profile,
            me,
            setups: Setups::default(),
            game,
            ucis: Vec::new(),
            pending_undo: None,
            pending_draw: None,
            forced: None,
        })
    }

    /// A saved game (after an app restart): settings, setups and moves.
    pub fn restore(
        role: Role,
        settings: GameSettings,
        setups: Setups,
        moves: &[String],
        forced: Option<Forced>,
    ) -> Result<GameSync, SyncError> {
        let mut s = GameSync::new(role, settings)?;
        if !setups.is_valid() {
            return Err(SyncError::BadHistory("setup number".into()));
        }
        if s.profile.variant == Variant::Janggi {
            s.setups = setups;
            s.maybe_start();
        }
        if !moves.is_empty() && s.game.is_none() {
            return Err(SyncError::BadHistory("moves before both setups".into()));
        }
        for m in moves {
            s.apply(m)
                .map_err(|e| SyncError::BadHistory(e.to_string()))?;
        }
        if let Some(f) = forced {
            s.apply_forced(f)
                .map_err(|e| SyncError::BadHistory(e.to_string()))?;
        }
        Ok(s)
    }

    /// Host or joiner.
    pub fn role(&self) -> Role {
        self.role
    }

    /// The settings.
    pub fn settings(&self) -> &GameSettings {
        &self.settings
    }

    /// The rule profile.
    pub fn profile(&self) -> &RuleProfile {
        &self.profile
    }

    /// The side this device plays.
    pub fn my_side(&self) -> Side {
        self.me
    }

    /// The setups chosen so far.
    pub fn setups(&self) -> Setups {
        self.setups
    }

    /// The game, once both setups are chosen (Xiangqi: from the start).
    pub fn game(&self) -> Option<&Game> {
        self.game.as_ref()
    }

    /// The moves in canonical UCI, first first (to save the game).
    pub fn moves(&self) -> &[String] {
        &self.ucis
    }

    /// A resignation, timeout or agreed draw (to save the game).
    pub fn forced(&self) -> Option<Forced> {
        self.forced
    }

    /// Plies played.
    pub fn ply(&self) -> u32 {
        self.ucis.len() as u32
    }

    /// [`moves_hash`] of this game's moves.
    pub fn hash(&self) -> String {
        moves_hash(&self.settings.profile, &self.ucis)
    }

    /// Whose setup choice is awaited (Han first, then Cho), in the setup
    /// phase of a Janggi game.
    pub fn setup_turn(&self) -> Option<Side> {
        if self.game.is_some() || self.profile.variant != Variant::Janggi {
            None
        } else if self.setups.second.is_none() {
            Some(Side::Second)
        } else {
            Some(Side::First)
        }
    }

    /// The side to move while the game is being played.
    pub fn turn(&self) -> Option<Side> {
        match &self.game {
            Some(g) if self.finish().is_none() => Some(g.position().turn()),
            _ => None,
        }
    }

    /// Whether this device is to move (or to choose its setup).
    pub fn my_turn(&self) -> bool {
        self.turn() == Some(self.me) || self.setup_turn() == Some(self.me)
    }

    /// How the game ended, once it has.
    pub fn finish(&self) -> Option<Finish> {
        if self.forced == Some(Forced::DrawAgreed) {
            return Some(Finish::DrawAgreed);
        }
        let o = self.game.as_ref()?.outcome();
        o.is_over().then_some(Finish::Rules(o))
    }

    /// The side whose undo request is pending.
    pub fn pending_undo(&self) -> Option<Side> {
        self.pending_undo.map(|p| p.0)
    }

    /// The side whose draw offer is pending.
    pub fn pending_draw(&self) -> Option<Side> {
        self.pending_draw.map(|p| p.0)
    }

    /// Where this joiner stands, for a resume claim: (ply, hash, setups).
    pub fn resume_claim(&self) -> (u32, String, Setups) {
        (self.ply(), self.hash(), self.setups)
    }

    fn peer(&self) -> Side {
        !self.me
    }

    fn maybe_start(&mut self) -> bool {
        if self.game.is_some() {
            return false;
        }
        match (self.setups.get(Side::First), self.setups.get(Side::Second)) {
            (Some(cho), Some(han)) => {
                self.game = Some(Game::janggi(self.profile, cho, han));
                true
            }
            _ => false,
        }
    }

    /// Parses and plays `text` on the current position; returns the
    /// canonical UCI. On error nothing changed.
    fn apply(&mut self, text: &str) -> Result<(Move, String), PlayError> {
        let g = self.game.as_mut().ok_or(PlayError::GameOver)?;
        if g.outcome().is_over() || self.forced.is_some() {
            return Err(PlayError::GameOver);
        }
        let m = notation::parse_uci(g.position(), text)?;
        let canon = notation::uci(g.position(), m);
        g.play(m)?;
        self.ucis.push(canon.clone());
        Ok((m, canon))
    }

    fn apply_forced(&mut self, f: Forced) -> Result<(), PlayError> {
        match f {
            Forced::DrawAgreed => {
                if self.finish().is_some() {
                    return Err(PlayError::GameOver);
                }
            }
            Forced::Resigned { side } => self
                .game
                .as_mut()
                .ok_or(PlayError::GameOver)?
                .resign(side.into())?,
            Forced::TimedOut { side } => self
                .game
                .as_mut()
                .ok_or(PlayError::GameOver)?
                .time_out(side.into())?,
        }
        self.forced = Some(f);
        // A finished game has no open requests (an undo would revive it).
        self.pending_undo = None;
        self.pending_draw = None;
        Ok(())
    }

    /// Plies `side`'s undo would take back: 1 if it made the last move, 2
    /// if the other side replied since, 0 if it has no move to take back.
    pub fn undo_plies(&self, side: Side) -> u32 {
        let Some(g) = &self.game else { return 0 };
        let n = self.ply();
        if n == 0 {
            0
        } else if g.position().turn() != side {
            1
        } else if n >= 2 {
            2
        } else {
            0
        }
    }

    fn take_back(&mut self, plies: u32) {
        if let Some(g) = self.game.as_mut() {
            for _ in 0..plies {
                if g.undo().is_some() {
                    self.ucis.pop();
                }
            }
        }
        self.pending_undo = None;
        self.pending_draw = None;
    }

    fn check_playing(&self) -> Result<(), SyncError> {
        if self.game.is_none() {
            return Err(SyncError::WrongPhase);
        }
        if self.finish().is_some() {
            return Err(SyncError::GameOver);
        }
        Ok(())
    }

    fn after_move(&mut self, mover: Side) {
        self.pending_undo = None;
        if matches!(self.pending_draw, Some((offerer, _)) if offerer != mover) {
            self.pending_draw = None;
        }
    }

    // ----- local actions -----

    /// This player chooses its setup (Han first, Cho after seeing it).
    pub fn choose_setup(&mut self, setup: JanggiSetup) -> Result<Msg, SyncError> {
        match self.setup_turn() {
            None => return Err(SyncError::WrongPhase),
            Some(s) if s != self.me => return Err(SyncError::NotYourTurn),
            Some(_) => {}
        }
        self.setups.set(self.me, setup);
        self.maybe_start();
        Ok(Msg::Setup {
            side: self.me.into(),
            setup: setup_number(setup),
        })
    }

    /// This player moves (UCI; a pass may be written as the general's move
    /// to its own square).
    pub fn play_uci(&mut self, uci: &str) -> Result<Msg, SyncError> {
        self.check_playing()?;
        if self.turn() != Some(self.me) {
            return Err(SyncError::NotYourTurn);
        }
        let ply = self.ply();
        let (m, canon) = self.apply(uci).map_err(SyncError::Illegal)?;
        self.after_move(self.me);
        Ok(if m.is_pass() {
            Msg::Pass { ply }
        } else {
            Msg::Move { ply, uci: canon }
        })
    }

    /// This player passes (Janggi).
    pub fn pass(&mut self) -> Result<Msg, SyncError> {
        self.check_playing()?;
        let text = match &self.game {
            Some(g) => notation::uci(g.position(), Move::PASS),
            None => return Err(SyncError::WrongPhase),
        };
        self.play_uci(&text)
    }

    /// This player asks to take back its last move.
    pub fn request_undo(&mut self) -> Result<Msg, SyncError> {
        if self.game.is_none() {
            return Err(SyncError::WrongPhase);
        }
        if self.forced.is_some() {
            return Err(SyncError::GameOver);
        }
        if self.pending_undo.is_some() {
            return Err(SyncError::Pending);
        }
        if self.undo_plies(self.me) == 0 {
            return Err(SyncError::NothingToUndo);
        }
        self.pending_undo = Some((self.me, self.ply()));
        Ok(Msg::UndoRequest { ply: self.ply() })
    }

    /// This player answers the peer's undo request.
    pub fn answer_undo(&mut self, accept: bool) -> Result<Msg, SyncError> {
        if self.forced.is_some() {
            return Err(SyncError::GameOver);
        }
        let peer = self.peer();
        match self.pending_undo {
            Some((s, _)) if s == peer => {}
            _ => return Err(SyncError::NoOffer),
        }
        let ply = self.ply();
        if accept {
            let n = self.undo_plies(peer);
            self.take_back(n);
            Ok(Msg::UndoAccept { ply })
        } else {
            self.pending_undo = None;
            Ok(Msg::UndoRefuse { ply })
        }
    }

    /// This player resigns.
    pub fn resign(&mut self) -> Result<Msg, SyncError> {
        self.check_playing()?;
        let me = self.me.into();
        self.apply_forced(Forced::Resigned { side: me })
            .map_err(SyncError::Illegal)?;
        Ok(Msg::Resign { ply: self.ply() })
    }

    /// This player offers a draw (profiles with draws only).
    pub fn offer_draw(&mut self) -> Result<Msg, SyncError> {
        self.check_playing()?;
        if !allows_draws(&self.profile) {
            return Err(SyncError::NoDraws);
        }
        if self.pending_draw.is_some() {
            return Err(SyncError::Pending);
        }
        self.pending_draw = Some((self.me, self.ply()));
        Ok(Msg::DrawOffer { ply: self.ply() })
    }

    /// This player answers the peer's draw offer.
    pub fn answer_draw(&mut self, accept: bool) -> Result<Msg, SyncError> {
        match self.pending_draw {
            Some((s, _)) if s == self.peer() => {}
            _ => return Err(SyncError::NoOffer),
        }
        self.check_playing()?;
        self.pending_draw = None;
        let ply = self.ply();
        if accept {
            self.forced = Some(Forced::DrawAgreed);
            Ok(Msg::DrawAccept { ply })
        } else {
            Ok(Msg::DrawDecline { ply })
        }
    }

    /// Host: `side` ran out of time (the host's clock decides).
    pub fn time_out(&mut self, side: Side) -> Result<Msg, SyncError> {
        if self.role != Role::Host {
            return Err(SyncError::HostOnly);
        }
        self.check_playing()?;
        self.apply_forced(Forced::TimedOut { side: side.into() })
            .map_err(SyncError::Illegal)?;
        Ok(Msg::TimeOut {
            ply: self.ply(),
            side: side.into(),
        })
    }

    /// Host: the clock of the side to move (and both clocks, in a game
    /// with main time), for the joiner's display.
    pub fn clock(&self, remaining_ms: u64, clock: Option<ClockState>) -> Result<Msg, SyncError> {
        if self.role != Role::Host {
            return Err(SyncError::HostOnly);
        }
        Ok(Msg::Clock {
            ply: self.ply(),
            remaining_ms,
            clock,
        })
    }

    /// Joiner: ask the host for its history (after a disagreement).
    pub fn sync_request(&self) -> Result<Msg, SyncError> {
        if self.role != Role::Joiner {
            return Err(SyncError::WrongPhase);
        }
        Ok(Msg::SyncRequest {
            ply: self.ply(),
            hash: self.hash(),
            setups: self.setups,
        })
    }

    // ----- peer messages -----

    /// What a message from the peer means. Handshake messages are the
    /// transport's business and are refused here.
    pub fn handle(&mut self, msg: Msg) -> Reaction {
        let peer = self.peer();
        match msg {
            Msg::Setup { side, setup } => self.on_setup(side.into(), setup),
            Msg::Move { ply, uci } => self.on_move(ply, Some(uci)),
            Msg::Pass { ply } => self.on_move(ply, None),
            Msg::UndoRequest { ply } => {
                if self.game.is_none() || self.forced.is_some() {
                    return Reaction::reject(ErrorCode::NotAllowed, "no undo now");
                }
                if self.pending_undo.is_some() {
                    return Reaction::reject(ErrorCode::NotAllowed, "an undo request is pending");
                }
                if ply != self.ply() {
                    return Reaction::reject(ErrorCode::PlyMismatch, "stale undo request");
                }
                let plies = self.undo_plies(peer);
                if plies == 0 {
                    return Reaction::reject(ErrorCode::NotAllowed, "nothing to undo");
                }
                self.pending_undo = Some((peer, ply));
                Reaction::event(Event::UndoRequested { plies })
            }
            Msg::UndoAccept { ply } => match self.pending_undo {
                Some((s, p)) if s == self.me && p == ply && ply == self.ply() => {
                    let plies = self.undo_plies(self.me);
                    self.take_back(plies);
                    Reaction::event(Event::UndoDone { plies })
                }
                _ => Reaction::reject(ErrorCode::NotAllowed, "no undo request of ours at this ply"),
            },
            Msg::UndoRefuse { .. } => match self.pending_undo {
                Some((s, _)) if s == self.me => {
                    self.pending_undo = None;
                    Reaction::event(Event::UndoRefused)
                }
                _ => Reaction::reject(ErrorCode::NotAllowed, "no undo request of ours"),
            },
            Msg::Resign { ply } => {
                if self.check_playing().is_err() {
                    return Reaction::reject(ErrorCode::NotAllowed, "no game to resign");
                }
                // A resignation stands whatever its ply; a move of ours it
                // crossed is withdrawn.
                let withdrawn = self.align_end(ply).ok().flatten();
                match self.apply_forced(Forced::Resigned { side: peer.into() }) {
                    Ok(()) => self.finished(withdrawn_event(withdrawn)),
                    Err(e) => Reaction::reject(ErrorCode::NotAllowed, e.to_string()),
                }
            }
            Msg::DrawOffer { ply } => {
                if self.check_playing().is_err() || !allows_draws(&self.profile) {
                    return Reaction::reject(ErrorCode::NotAllowed, "no draw offers here");
                }
                if self.pending_draw.is_some() {
                    return Reaction::reject(ErrorCode::NotAllowed, "a draw offer is pending");
                }
                if ply != self.ply() {
                    return Reaction::reject(ErrorCode::PlyMismatch, "stale draw offer");
                }
                self.pending_draw = Some((peer, ply));
                Reaction::event(Event::DrawOffered)
            }
            Msg::DrawAccept { ply } => match self.pending_draw {
                Some((s, _)) if s == self.me && self.finish().is_none() => {
                    match self.align_end(ply) {
                        Ok(withdrawn) => {
                            self.pending_draw = None;
                            self.forced = Some(Forced::DrawAgreed);
                            self.finished(withdrawn_event(withdrawn))
                        }
                        Err(()) => {
                            Reaction::reject(ErrorCode::PlyMismatch, "stale draw acceptance")
                        }
                    }
                }
                _ => Reaction::reject(ErrorCode::NotAllowed, "no draw offer of ours"),
            },
            Msg::DrawDecline { .. } => match self.pending_draw {
                Some((s, _)) if s == self.me => {
                    self.pending_draw = None;
                    Reaction::event(Event::DrawDeclined)
                }
                _ => Reaction::reject(ErrorCode::NotAllowed, "no draw offer of ours"),
            },
            Msg::TimeOut { ply, side } => {
                if self.role != Role::Joiner {
                    return Reaction::reject(
                        ErrorCode::NotAllowed,
                        "only the host's clock decides",
                    );
                }
                if self.check_playing().is_err() {
                    return Reaction::reject(ErrorCode::NotAllowed, "no game to time out");
                }
                let Ok(withdrawn) = self.align_end(ply) else {
                    return Reaction::disagree(
                        Disagreement::PlyMismatch {
                            ours: self.ply(),
                            theirs: ply,
                        },
                        ErrorCode::PlyMismatch,
                        format!("timeout for ply {ply}, we are at {}", self.ply()),
                    );
                };
                match self.apply_forced(Forced::TimedOut { side }) {
                    Ok(()) => self.finished(withdrawn_event(withdrawn)),
                    Err(e) => Reaction::reject(ErrorCode::NotAllowed, e.to_string()),
                }
            }
            Msg::Clock {
                ply,
                remaining_ms,
                clock,
            } => {
                if self.role != Role::Joiner {
                    return Reaction::reject(
                        ErrorCode::NotAllowed,
                        "only the host sends the clock",
                    );
                }
                Reaction::event(Event::Clock {
                    ply,
                    remaining_ms,
                    clock,
                })
            }
            Msg::Resume {
                settings,
                setups,
                ply,
                hash,
                from,
                moves,
                forced,
            } => {
                if self.role != Role::Joiner {
                    return Reaction::reject(ErrorCode::Unexpected, "resume goes host to joiner");
                }
                self.on_resume(settings, setups, ply, &hash, from, &moves, forced)
            }
            Msg::SyncRequest { ply, hash, setups } => {
                if self.role != Role::Host {
                    return Reaction::reject(ErrorCode::Unexpected, "sync requests go to the host");
                }
                self.answer_resume(ply, &hash, setups)
            }
            Msg::Ping { n } => Reaction {
                events: Vec::new(),
                reply: Some(Msg::Pong { n }),
            },
            Msg::Pong { .. } => Reaction::default(),
            Msg::Error { code, text } => {
                let mut r = Reaction::event(Event::PeerError {
                    code,
                    text: cut(&text, MAX_TEXT_CHARS),
                });
                // The host refused one of our moves: ask for its history,
                // which rolls back what it never accepted (Event::Resumed).
                if self.role == Role::Joiner
                    && matches!(
                        code,
                        ErrorCode::Illegal | ErrorCode::PlyMismatch | ErrorCode::OutOfTurn
                    )
                {
                    r.reply = self.sync_request().ok();
                }
                r
            }
            Msg::Bye { reason } => Reaction::event(Event::PeerLeft {
                reason: cut(&reason, MAX_TEXT_CHARS),
            }),
            m @ (Msg::Challenge { .. }
            | Msg::Hello { .. }
            | Msg::Welcome { .. }
            | Msg::Settings { .. }) => Reaction::reject(
                ErrorCode::Unexpected,
                format!("{} during the game", m.kind()),
            ),
        }
    }

    /// The peer ended the game at `ply` without having seen our last move
    /// (their message crossed ours): take that move back so both games end
    /// at the same ply. `Ok(Some(ply))` if a move was withdrawn, `Ok(None)`
    /// if the plies agree, `Err` otherwise (nothing changed).
    fn align_end(&mut self, ply: u32) -> Result<Option<u32>, ()> {
        let ours = self.ply();
        if ply == ours {
            return Ok(None);
        }
        let last_mine = self
            .game
            .as_ref()
            .is_some_and(|g| g.position().turn() != self.me);
        if ply.checked_add(1) == Some(ours) && last_mine && self.finish().is_none() {
            self.take_back(1);
            return Ok(Some(ply));
        }
        Err(())
    }

    fn finished(&self, mut events: Vec<Event>) -> Reaction {
        if let Some(f) = self.finish() {
            events.push(Event::Finished(f));
        }
        Reaction {
            events,
            reply: None,
        }
    }

    fn on_setup(&mut self, side: Side, n: u8) -> Reaction {
        if side != self.peer() {
            return Reaction::reject(
                ErrorCode::NotAllowed,
                "a setup for a side that is not yours",
            );
        }
        let Some(setup) = setup_from_number(n) else {
            return Reaction::reject(ErrorCode::Malformed, "setup must be 1..=4");
        };
        match self.setup_turn() {
            None => Reaction::reject(ErrorCode::Unexpected, "no setup choice now"),
            Some(s) if s != side => Reaction::reject(
                ErrorCode::OutOfTurn,
                "Han chooses first, Cho after seeing it",
            ),
            Some(_) => {
                self.setups.set(side, setup);
                let mut events = vec![Event::SetupChosen { side, setup }];
                if self.maybe_start() {
                    events.push(Event::Started);
                }
                Reaction {
                    events,
                    reply: None,
                }
            }
        }
    }

    fn on_move(&mut self, ply: u32, uci: Option<String>) -> Reaction {
        let peer = self.peer();
        let Some(g) = &self.game else {
            return Reaction::reject(ErrorCode::Unexpected, "no moves before both setups");
        };
        if self.finish().is_some() {
            return Reaction::reject(ErrorCode::NotAllowed, "the game is over");
        }
        if g.position().turn() != peer {
            return Reaction::reject(ErrorCode::OutOfTurn, "not your turn");
        }
        if ply != self.ply() {
            return Reaction::disagree(
                Disagreement::PlyMismatch {
                    ours: self.ply(),
                    theirs: ply,
                },
                ErrorCode::PlyMismatch,
                format!("move for ply {ply}, we are at {}", self.ply()),
            );
        }
        let text = uci.unwrap_or_else(|| notation::uci(g.position(), Move::PASS));
        match self.apply(&text) {
            Ok((_, canon)) => {
                self.after_move(peer);
                self.finished(vec![Event::Moved {
                    ply,
                    uci: canon,
                    side: peer,
                }])
            }
            Err(e) => {
                let reason = e.to_string();
                Reaction::disagree(
                    Disagreement::IllegalMove {
                        ply,
                        uci: cut(&text, 16),
                        reason: cut(&reason, MAX_TEXT_CHARS),
                    },
                    ErrorCode::Illegal,
                    reason,
                )
            }
        }
    }

    /// Host: answers a joiner's resume claim or sync request with the
    /// moves it lacks (a [`Msg::Resume`] reply), or reports a disagreement.
    pub fn answer_resume(&mut self, ply: u32, hash: &str, setups: Setups) -> Reaction {
        if self.role != Role::Host {
            return Reaction::reject(ErrorCode::Unexpected, "only the host answers resumes");
        }
        self.pending_undo = None;
        self.pending_draw = None;
        if !setups.is_valid() {
            return Reaction::reject(ErrorCode::Malformed, "setup must be 1..=4");
        }
        let conflict =
            |a: Option<u8>, b: Option<u8>| matches!((a, b), (Some(x), Some(y)) if x != y);
        if conflict(setups.first, self.setups.first) || conflict(setups.second, self.setups.second)
        {
            return Reaction::disagree(
                Disagreement::Setups,
                ErrorCode::Disagreement,
                "setups differ",
            );
        }
        let ours = self.ply();
        let from = if ply <= ours {
            if moves_hash(&self.settings.profile, &self.ucis[..ply as usize]) != hash {
                return Reaction::disagree(
                    Disagreement::History { ours, theirs: ply },
                    ErrorCode::Disagreement,
                    "move histories differ",
                );
            }
            ply
        } else {
            // The joiner is ahead: it checks that our history is its prefix.
            ours
        };
        let moves = self.ucis[from as usize..].to_vec();
        Reaction {
            events: vec![Event::Resumed {
                from,
                applied: moves.len() as u32,
                rolled_back: 0,
            }],
            reply: Some(Msg::Resume {
                settings: self.settings.clone(),
                setups: self.setups,
                ply: ours,
                hash: self.hash(),
                from,
                moves,
                forced: self.forced,
            }),
        }
    }

    #[allow(clippy::too_many_arguments)]
    fn on_resume(
        &mut self,
        settings: GameSettings,
        setups: Setups,
        ply: u32,
        hash: &str,
        from: u32,
        moves: &[String],
        forced: Option<Forced>,
    ) -> Reaction {
        let err = |d: Disagreement, t: &str| Reaction::disagree(d, ErrorCode::Disagreement, t);
        if settings != self.settings {
            return err(Disagreement::Settings, "settings differ");
        }
        if !setups.is_valid() {
            return Reaction::reject(ErrorCode::Malformed, "setup must be 1..=4");
        }
        let ours = self.ply();
        let conflict =
            |a: Option<u8>, b: Option<u8>| matches!((a, b), (Some(x), Some(y)) if x != y);
        if conflict(setups.first, self.setups.first) || conflict(setups.second, self.setups.second)
        {
            return err(Disagreement::Setups, "setups differ");
        }
        let history = Disagreement::History { ours, theirs: ply };
        if from > ours || u64::from(from) + moves.len() as u64 != u64::from(ply) {
            return err(history, "resume does not continue our moves");
        }
        // Build the host's game from our agreed prefix and its moves;
        // commit only if it ends exactly at the host's game.
        let rolled_back = ours - from;
        if self.setups != setups && from != 0 {
            return err(Disagreement::Setups, "setups differ");
        }
        let mut all = self.ucis[..from as usize].to_vec();
        all.extend(moves.iter().cloned());
        let c = match GameSync::restore(self.role, settings, setups, &all, forced) {
            Ok(c) => c,
            Err(e) => {
                return Reaction::disagree(
                    Disagreement::IllegalMove {
                        ply: from,
                        uci: String::new(),
                        reason: cut(&e.to_string(), MAX_TEXT_CHARS),
                    },
                    ErrorCode::Disagreement,
                    "the resume does not replay here",
                )
            }
        };
        if c.ply() != ply || c.hash() != hash {
            return err(history, "move histories differ");
        }
        *self = c;
        self.finished(vec![Event::Resumed {
            from,
            applied: moves.len() as u32,
            rolled_back,
        }])
    }
}
