//! A game: a start position, the moves played from it, and every end
//! condition of its [`RuleProfile`].
//!
//! [`Game`] keeps the current [`Position`], the moves, what each move needs
//! to be taken back, and for every position its hash and whether the side to
//! move was in check. Playing a move copies nothing big; the end conditions
//! are evaluated once per move and cached.
//!
//! # End conditions, in the order they are tested
//!
//! 1. Resignation or timeout ([`Game::resign`], [`Game::time_out`]).
//! 2. Two passes in a row ([`Position::passes_in_row`] = 2):
//!    [`RuleProfile::double_pass`].
//! 3. Bikjang: under [`BikjangRule::MustBreak`], a pass that accepted a
//!    bikjang ([`Position::bikjang_accepted`]) ends the game with the rule's
//!    verdict; under [`BikjangRule::EndsAtOnce`], a move after which the
//!    generals face each other ends it at once. Either way only while both
//!    sides are under [`RuleProfile::bikjang_points_below`] points, if that
//!    is set (for `MustBreak` the position applies it: no bikjang
//!    restriction, and so no accepting pass, above the limit).
//! 4. No legal move: checkmate when in check (the side to move loses), else
//!    stalemate (a loss if [`RuleProfile::stalemate_loses`], else a draw).
//! 5. Material ([`RuleProfile::material_draw`]): neither side has a piece
//!    that can ever attack the enemy general. Xiangqi: no chariot, horse,
//!    cannon or soldier on either side (advisors and elephants never cross
//!    the river). Janggi: no chariot, horse, cannon, elephant or soldier on
//!    either side — generals and guards never leave their own palace, so
//!    nothing can ever give check. (Deliberately conservative: positions
//!    with elephants left are played on even if no mate is possible.)
//! 6. Move limit ([`RuleProfile::move_limit`]): total plies of the game
//!    (counted from the start position's move number), or plies since the
//!    last capture ([`Position::halfmove_clock`], passes count).
//! 7. Repetition: the current position's hash occurred before with the same
//!    side to move, within the plies since the last capture, so that this is
//!    its [`RepetitionRule::occurrences`]-th occurrence (3; Modern: 4).
//!    Under [`RuleProfile::shuttle_loses`] (Modern, as Fairy-Stockfish's
//!    `moveRepetitionIllegal`), first, in the same walk back: the side that
//!    just moved loses when its last moves shuttle one piece (not its
//!    general or a guard) between two points, out of check — it arrived on
//!    a point without capturing, left it, came back, left and came back
//!    again (a pass may stand in for its second-last move) — all within
//!    the plies since the last capture.
//!    With [`RepetitionRule::perpetual_check_loses`], over the span from the
//!    first of the three occurrences to now, a side all of whose moves gave
//!    check loses if the other side's moves did not all give check;
//!    otherwise [`RepetitionRule::verdict`] decides.
//!
//! A [`Verdict::Points`] end is won by the side with more Janggi points
//! ([`Position::points`], Han's 1.5 included, so there is never a tie).
//! The order (move limit before repetition, checkmate before both) follows
//! Fairy-Stockfish, so the `JANGGI_FAIRY_STOCKFISH` profile gives the same
//! results as its `janggi` variant.
//!
//! [`BikjangRule::MustBreak`]: crate::BikjangRule::MustBreak
//! [`BikjangRule::EndsAtOnce`]: crate::BikjangRule::EndsAtOnce
//! [`RepetitionRule::perpetual_check_loses`]: crate::RepetitionRule::perpetual_check_loses
//! [`RepetitionRule::verdict`]: crate::RepetitionRule::verdict

use crate::notation;
use crate::{
    BikjangRule, EndReason, FenError, JanggiSetup, Move, MoveList, Outcome, PlayError, Position,
    Role, RuleProfile, Side, Undo, Variant, Verdict, Waivers,
};

/// A game in progress or finished: start position, moves, end conditions.
///
/// ```
/// use janggi_rules::{EndReason, Game, Outcome, RuleProfile, Side};
/// let mut game = Game::new(RuleProfile::JANGGI_STANDARD);
/// game.play_uci("e2e2").unwrap(); // Cho passes
/// game.play_uci("e9e9").unwrap(); // Han passes: points decide
/// assert_eq!(
///     game.outcome(),
///     Outcome::Decisive { winner: Side::Second, reason: EndReason::DoublePass }
/// );
/// assert!(game.outcome().decided_by_points());
/// assert!(game.legal_moves().is_empty());
/// game.undo();
/// assert_eq!(game.outcome(), Outcome::Ongoing);
/// ```
#[derive(Clone, Debug)]
pub struct Game {
    start: Position,
    pos: Position,
    moves: Vec<Move>,
    undos: Vec<Undo>,
    /// Hash of every position, start first.
    hashes: Vec<u64>,
    /// Whether the side to move was in check, for every position.
    checks: Vec<bool>,
    /// Under [`RuleProfile::chasing`], for every position the pieces of the
    /// side to move that the move leading there chased (module `chase`;
    /// empty for the start and under other profiles).
    chased: Vec<crate::chase::Squares>,
    /// A resignation or timeout.
    forced: Option<Outcome>,
    /// Cached result of the end-condition tests for the current position.
    outcome: Outcome,
}

impl Game {
    /// A game from the standard start of the profile's variant (Janggi: both
    /// sides horse-elephant-elephant-horse, Fairy-Stockfish's start).
    pub fn new(profile: RuleProfile) -> Game {
        Game::from_position(Position::new(&profile))
    }

    /// A Janggi game with the given setups (named from each owner's seat).
    pub fn janggi(profile: RuleProfile, cho: JanggiSetup, han: JanggiSetup) -> Game {
        Game::from_position(Position::janggi_start(&profile, cho, han))
    }

    /// A game from a FEN (Fairy-Stockfish format).
    pub fn from_fen(profile: RuleProfile, fen: &str) -> Result<Game, FenError> {
        Ok(Game::from_position(Position::from_fen(fen, &profile)?))
    }

    /// A game from a FEN whose position may break the setup rules in
    /// `waivers` (an analysis board, a composed problem): see
    /// [`Position::from_fen_waiving`].
    ///
    /// ```
    /// use janggi_rules::{Game, RuleProfile, Waivers};
    /// let fen = "4k4/9/9/9/9/9/9/RR1R5/4K4/9 w";
    /// assert!(Game::from_fen(RuleProfile::JANGGI_STANDARD, fen).is_err());
    /// assert!(Game::from_fen_waiving(RuleProfile::JANGGI_STANDARD, fen, Waivers::ALL).is_ok());
    /// ```
    pub fn from_fen_waiving(
        profile: RuleProfile,
        fen: &str,
        waivers: Waivers,
    ) -> Result<Game, FenError> {
        Ok(Game::from_position(Position::from_fen_waiving(
            fen, &profile, waivers,
        )?))
    }

    /// A game starting at `pos`.
    pub fn from_position(pos: Position) -> Game {
        let mut game = Game {
            hashes: vec![pos.hash()],
            checks: vec![pos.is_check()],
            chased: vec![0],
            start: pos.clone(),
            pos,
            moves: Vec::new(),
            undos: Vec::new(),
            forced: None,
            outcome: Outcome::Ongoing,
        };
        game.outcome = game.evaluate();
        game
    }

    /// The rules of this game.
    #[inline]
    pub fn profile(&self) -> &RuleProfile {
        self.pos.profile()
    }

    /// The current position.
    #[inline]
    pub fn position(&self) -> &Position {
        &self.pos
    }

    /// The position the game started from.
    #[inline]
    pub fn start_position(&self) -> &Position {
        &self.start
    }

    /// The moves played, first first.
    #[inline]
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// The hash of every position of the game, the start first (one more
    /// entry than [`Game::moves`]).
    #[inline]
    pub fn hashes(&self) -> &[u64] {
        &self.hashes
    }

    /// For every position of the game (start first), whether the side to
    /// move was in check — i.e. whether the move that led there gave check.
    #[inline]
    pub fn checks(&self) -> &[bool] {
        &self.checks
    }

    /// The legal moves of the side to move; empty once the game is over.
    pub fn legal_moves(&self) -> MoveList {
        if self.outcome.is_over() {
            MoveList::new()
        } else {
            self.pos.legal_moves()
        }
    }

    /// Plays `m`. On error the game is unchanged.
    pub fn play(&mut self, m: Move) -> Result<(), PlayError> {
        if self.outcome.is_over() {
            return Err(PlayError::GameOver);
        }
        if !self.pos.is_legal(m) {
            return Err(PlayError::Illegal(describe_illegal(m)));
        }
        let before = self
            .profile()
            .chasing
            .then(|| crate::chase::pins(&self.pos));
        let undo = self.pos.make_move(m);
        self.moves.push(m);
        self.undos.push(undo);
        self.hashes.push(self.pos.hash());
        self.checks.push(self.pos.is_check());
        self.chased
            .push(before.map_or(0, |b| crate::chase::chased(&self.pos, m, b)));
        self.outcome = self.evaluate();
        Ok(())
    }

    /// Plays a move written in UCI notation (`h1g3`; a pass as the general's
    /// move to its own square, `e2e2`) and returns it.
    pub fn play_uci(&mut self, s: &str) -> Result<Move, PlayError> {
        if self.outcome.is_over() {
            return Err(PlayError::GameOver);
        }
        let m = notation::parse_uci(&self.pos, s)?;
        self.play(m)?;
        Ok(m)
    }

    /// Takes back the last move (and clears a resignation or timeout).
    /// Returns the move taken back, if there was one.
    pub fn undo(&mut self) -> Option<Move> {
        self.forced = None;
        let taken = match (self.moves.pop(), self.undos.pop()) {
            (Some(m), Some(u)) => {
                self.pos.unmake_move(m, u);
                self.hashes.pop();
                self.checks.pop();
                self.chased.pop();
                Some(m)
            }
            _ => None,
        };
        self.outcome = self.evaluate();
        taken
    }

    /// `side` resigns: the other side wins.
    pub fn resign(&mut self, side: Side) -> Result<(), PlayError> {
        self.force(Outcome::Decisive {
            winner: !side,
            reason: EndReason::Resignation,
        })
    }

    /// `side` ran out of time: the other side wins. In Xiangqi, when the
    /// other side has no piece that could ever mate (no chariot, horse,
    /// cannon or soldier: only its general, advisors and elephants, as
    /// Fairy-Stockfish's insufficient-material test reads a side), it is a
    /// draw instead. In Janggi a timeout always loses: the Korean rules
    /// count points rather than mating chances, and a bare side still has
    /// its points.
    pub fn time_out(&mut self, side: Side) -> Result<(), PlayError> {
        if self.position().variant() == Variant::Xiangqi
            && !side_has_mating_material(self.position(), !side)
        {
            return self.force(Outcome::Draw {
                reason: EndReason::Timeout,
            });
        }
        self.force(Outcome::Decisive {
            winner: !side,
            reason: EndReason::Timeout,
        })
    }

    /// Both players agree to a draw (a draw offer was accepted). Like
    /// [`Game::resign`], an undo takes it back.
    pub fn agree_draw(&mut self) -> Result<(), PlayError> {
        self.force(Outcome::Draw {
            reason: EndReason::Agreement,
        })
    }

    fn force(&mut self, o: Outcome) -> Result<(), PlayError> {
        if self.outcome.is_over() {
            return Err(PlayError::GameOver);
        }
        self.forced = Some(o);
        self.outcome = o;
        Ok(())
    }

    /// The state of the game.
    #[inline]
    pub fn outcome(&self) -> Outcome {
        self.outcome
    }

    /// `side`'s points ×10, as [`Position::points`] (Janggi: Han's 1.5
    /// included).
    #[inline]
    pub fn points(&self, side: Side) -> u32 {
        self.pos.points(side)
    }

    /// Number of plies played before the start position, from its FEN move
    /// number and side to move.
    fn plies_before_start(&self) -> u32 {
        self.start.ply_number() - 1
    }

    /// Runs the end-condition tests on the current position.
    fn evaluate(&self) -> Outcome {
        if let Some(o) = self.forced {
            return o;
        }
        let profile = *self.profile();
        let pos = &self.pos;
        if pos.passes_in_row() >= 2 {
            return self.verdict(profile.double_pass, EndReason::DoublePass);
        }
        if pos.bikjang_accepted() {
            let v = match profile.bikjang {
                BikjangRule::MustBreak(v) | BikjangRule::EndsAtOnce(v) => v,
                BikjangRule::Ignored => Verdict::Draw,
            };
            return self.verdict(v, EndReason::Bikjang);
        }
        if let BikjangRule::EndsAtOnce(v) = profile.bikjang {
            if !self.moves.is_empty() && pos.is_bikjang() && self.bikjang_counts() {
                return self.verdict(v, EndReason::Bikjang);
            }
        }
        if pos.legal_moves().is_empty() {
            let loser = pos.turn();
            return if self.checks.last().copied().unwrap_or(false) {
                Outcome::Decisive {
                    winner: !loser,
                    reason: EndReason::Checkmate,
                }
            } else if profile.stalemate_loses {
                Outcome::Decisive {
                    winner: !loser,
                    reason: EndReason::Stalemate,
                }
            } else {
                Outcome::Draw {
                    reason: EndReason::Stalemate,
                }
            };
        }
        if profile.material_draw && no_mating_material(pos) {
            return Outcome::Draw {
                reason: EndReason::Material,
            };
        }
        if let Some(limit) = profile.move_limit {
            let plies = if limit.since_capture {
                pos.halfmove_clock()
            } else {
                self.plies_before_start()
                    .saturating_add(self.moves.len() as u32)
            };
            // (The AXF check allowance is only counted once it could matter.)
            if plies >= limit.plies && plies >= limit.plies.saturating_add(self.check_allowance()) {
                return self.verdict(limit.verdict, EndReason::MoveLimit);
            }
        }
        if let Some(o) = self.repetition() {
            return o;
        }
        Outcome::Ongoing
    }

    /// Whether a bikjang counts under [`RuleProfile::bikjang_points_below`].
    fn bikjang_counts(&self) -> bool {
        match self.profile().bikjang_points_below {
            None => true,
            Some(limit) => Side::ALL.into_iter().all(|s| {
                let bonus = if s == Side::Second && self.pos.variant() == Variant::Janggi {
                    15
                } else {
                    0
                };
                self.pos.points(s).saturating_sub(bonus) < limit.saturating_mul(10)
            }),
        }
    }

    /// The result a [`Verdict`] gives now.
    fn verdict(&self, v: Verdict, reason: EndReason) -> Outcome {
        match v {
            Verdict::Draw => Outcome::Draw { reason },
            Verdict::Points => {
                let (a, b) = (self.pos.points(Side::First), self.pos.points(Side::Second));
                if a > b {
                    Outcome::Decisive {
                        winner: Side::First,
                        reason,
                    }
                } else if b > a {
                    Outcome::Decisive {
                        winner: Side::Second,
                        reason,
                    }
                } else {
                    Outcome::Draw { reason }
                }
            }
        }
    }

    /// The repetition tests (see the module docs): the position's n-th
    /// occurrence and, under [`RuleProfile::shuttle_loses`], a shuttle.
    /// One walk back over the plies since the last capture, two plies at a
    /// time, as Fairy-Stockfish walks it: at each step the shuttle test
    /// first, then the position.
    fn repetition(&self) -> Option<Outcome> {
        let cur = self.hashes.len() - 1;
        let window = (self.pos.halfmove_clock() as usize).min(cur);
        if window < 4 {
            return None;
        }
        let rule = self.profile().repetition;
        let first = self.first_of_cycle();
        let mut shuttle = if self.profile().shuttle_loses {
            self.shuttle_start()
        } else {
            0
        };
        // The shuttle test walks back as far as the repetition test looked
        // (to the occurrence that decides it, or the whole window).
        let reach = first.map_or(window, |f| cur - f);
        let mut i = 4;
        while shuttle > 0 && i <= reach {
            match self.shuttle_step(shuttle, i, window) {
                Some(next) => shuttle = next,
                None => {
                    // The side that just moved shuttled: it loses.
                    return Some(Outcome::Decisive {
                        winner: self.pos.turn(),
                        reason: EndReason::Shuttle,
                    });
                }
            }
            i += 2;
        }
        let first = first?;
        if rule.perpetual_check_loses {
            // Move k leads from position k to k + 1 and was made by the side
            // to move at position k; it gave check iff checks[k + 1].
            let turn = self.pos.turn();
            let mut all_checks = [true, true];
            for k in first..cur {
                let mover = if (cur - k).is_multiple_of(2) {
                    turn
                } else {
                    !turn
                };
                if !self.checks[k + 1] {
                    all_checks[mover.index()] = false;
                }
            }
            match all_checks {
                [true, false] => {
                    return Some(Outcome::Decisive {
                        winner: Side::Second,
                        reason: EndReason::PerpetualCheck,
                    })
                }
                [false, true] => {
                    return Some(Outcome::Decisive {
                        winner: Side::First,
                        reason: EndReason::PerpetualCheck,
                    })
                }
                _ => {}
            }
        }
        if self.profile().chasing {
            let (them, us) = self.chases(cur - first);
            // `them`: the side that just moved chased with every move; `us`:
            // the side to move did.
            match (them != 0, us != 0) {
                (true, false) => {
                    return Some(Outcome::Decisive {
                        winner: self.pos.turn(),
                        reason: EndReason::PerpetualChase,
                    })
                }
                (false, true) => {
                    return Some(Outcome::Decisive {
                        winner: !self.pos.turn(),
                        reason: EndReason::PerpetualChase,
                    })
                }
                _ => {}
            }
        }
        Some(self.verdict(rule.verdict, EndReason::Repetition))
    }

    /// The pieces each side chased with all its moves over the last `span`
    /// plies (a repetition cycle), as squares of the current position:
    /// `(by the side that just moved, by the side to move)`. A chased piece
    /// is followed back through its owner's moves; the side that just moved
    /// must also have chased with the move that entered the cycle (as
    /// Fairy-Stockfish counts it), unless that is the start of the game.
    fn chases(&self, span: usize) -> (crate::chase::Squares, crate::chase::Squares) {
        use crate::chase::unmove;
        let cur = self.hashes.len() - 1;
        let ch = &self.chased;
        let mv = |k: usize| self.moves[k];
        if span < 4 || cur < 4 {
            return (0, 0);
        }
        let mut them = unmove(ch[cur], mv(cur - 2)) & ch[cur - 2];
        let mut us = unmove(ch[cur - 1], mv(cur - 3)) & ch[cur - 3];
        let mut i = 4;
        while i <= span {
            if cur - i > 0 {
                them = unmove(them, mv(cur - i)) & ch[cur - i];
            }
            if i < span {
                us = unmove(us, mv(cur - i - 1)) & ch[cur - i - 1];
            }
            i += 2;
        }
        (them, us)
    }

    /// Under [`RuleProfile::chasing`], the plies the move limit is
    /// extended by: of the positions since the last capture (once 20 plies
    /// were played), twice the checks beyond ten of the side that checked
    /// more (Fairy-Stockfish's count).
    fn check_allowance(&self) -> u32 {
        if !self.profile().chasing {
            return 0;
        }
        let cur = self.hashes.len() - 1;
        if cur < 20 {
            return 0;
        }
        let end = (self.pos.halfmove_clock() as usize).min(cur);
        let (mut them, mut us) = (self.checks[cur] as u32, self.checks[cur - 1] as u32);
        let mut i = 2;
        while i < end {
            them += self.checks[cur - i] as u32;
            us += self.checks[cur - i - 1] as u32;
            i += 2;
        }
        2 * them.max(us).saturating_sub(10)
    }

    /// After a game lost by perpetual chasing, the chased pieces and who
    /// chased them: for each piece of the loser's opponent chased over the
    /// cycle, its square and the loser's pieces attacking it now. Empty
    /// for every other outcome.
    pub fn chase_details(&self) -> Vec<(crate::Square, Vec<crate::Square>)> {
        let Outcome::Decisive {
            winner,
            reason: EndReason::PerpetualChase,
        } = self.outcome
        else {
            return Vec::new();
        };
        let Some(first) = self.first_of_cycle() else {
            return Vec::new();
        };
        let cur = self.hashes.len() - 1;
        let (them, us) = self.chases(cur - first);
        // Both sets name squares of a position identical to the current
        // one (a cycle's first), but for a cycle from the start, where the
        // side to move's pieces stand as before its first move.
        let set = if winner == self.pos.turn() {
            if first == 0 {
                crate::chase::unmove(them, self.moves[0])
            } else {
                them
            }
        } else {
            us
        };
        (0..90)
            .filter(|&i| set & (1u128 << i) != 0)
            .filter_map(crate::Square::from_index)
            .map(|sq| (sq, crate::chase::attackers_of(&self.pos, sq, !winner)))
            .collect()
    }

    /// The occurrence of the current position, walking back two plies at a
    /// time within the plies since the last capture, that makes it the
    /// rules' n-th ([`RepetitionRule::occurrences`]); `None` when there are
    /// not that many.
    ///
    /// [`RepetitionRule::occurrences`]: crate::RepetitionRule::occurrences
    fn first_of_cycle(&self) -> Option<usize> {
        let cur = self.hashes.len() - 1;
        let window = (self.pos.halfmove_clock() as usize).min(cur);
        let need = self.profile().repetition.occurrences.max(2) as usize;
        let key = self.hashes[cur];
        let mut count = 1;
        let mut i = 4;
        while i <= window {
            if self.hashes[cur - i] == key {
                count += 1;
                if count >= need {
                    return Some(cur - i);
                }
            }
            i += 2;
        }
        None
    }

    // The shuttle test, on the plies counted back from the current position
    // (S_j: the position j plies ago; its move is the one that led to it).
    // Only the side that just moved (M) is looked at: its moves are those
    // leading to S_0, S_2, S_4, ...

    /// The move that led to the position `j` plies ago.
    fn move_to(&self, j: usize) -> Move {
        self.moves[self.moves.len() - 1 - j]
    }

    /// Whether the move that led to the position `j` plies ago captured.
    fn captured_to(&self, j: usize) -> bool {
        self.undos[self.undos.len() - 1 - j].captured != 0
    }

    /// Whether the side to move was in check `j` plies ago.
    fn check_at(&self, j: usize) -> bool {
        self.checks[self.checks.len() - 1 - j]
    }

    /// Where a shuttle starts (0: none): M's last move is a move (not a
    /// pass) of a piece that can reach the opponent's palace (not the
    /// general or a guard), M was not in check before it or before its
    /// previous move, and that previous move was this one reversed (2) or a
    /// pass (1).
    fn shuttle_start(&self) -> u8 {
        let m0 = self.move_to(0);
        if m0.is_pass() || self.moves.len() < 2 || self.check_at(1) || self.check_at(3) {
            return 0;
        }
        match self.pos.piece_at(m0.to()) {
            Some(p) if !matches!(p.role, Role::General | Role::Guard) => {}
            _ => return 0,
        }
        let m2 = self.move_to(2);
        if !m2.is_pass() && m2.from() == m0.to() && m2.to() == m0.from() {
            2
        } else if m2.is_pass() {
            1
        } else {
            0
        }
    }

    /// One step of the shuttle test at `i` plies back: the state after it,
    /// or `None` when the shuttle is complete (M loses).
    fn shuttle_step(&self, state: u8, i: usize, window: usize) -> Option<u8> {
        if i < window && self.check_at(i + 1) {
            return Some(0);
        }
        // `i` plies back may be the game's first position, which no move led
        // to: Fairy-Stockfish reads its "move" as none, whose destination is
        // square 0 (a1), and we read it the same way.
        let mi = (i < self.moves.len()).then(|| self.move_to(i));
        if state < 4 {
            let reference = self.move_to(if state == 1 { 0 } else { i - 2 });
            let reversed = mi.is_some_and(|mi| {
                !mi.is_pass()
                    && !reference.is_pass()
                    && mi.from() == reference.to()
                    && mi.to() == reference.from()
            });
            return Some(if reversed { state + 1 } else { 0 });
        }
        let prev = self.move_to(i - 2);
        let arrived = match mi {
            Some(mi) => !self.captured_to(i) && !mi.is_pass() && prev.from() == mi.to(),
            None => prev.from().index() == 0,
        };
        if arrived {
            None
        } else {
            Some(0)
        }
    }
}

/// Neither side has a piece that can ever reach the enemy general (see the
/// module docs, item 5).
fn no_mating_material(pos: &Position) -> bool {
    let janggi = pos.variant() == Variant::Janggi;
    pos.pieces().all(|(_, p)| match p.role {
        Role::General | Role::Guard => true,
        Role::Elephant => !janggi,
        Role::Horse | Role::Chariot | Role::Cannon | Role::Soldier => false,
    })
}

/// `side` has a piece that can reach the enemy general (Xiangqi: a
/// chariot, horse, cannon or soldier).
fn side_has_mating_material(pos: &Position, side: Side) -> bool {
    pos.pieces().any(|(_, p)| {
        p.side == side
            && matches!(
                p.role,
                Role::Horse | Role::Chariot | Role::Cannon | Role::Soldier
            )
    })
}

fn describe_illegal(m: Move) -> String {
    if m.is_none() {
        "no move".to_string()
    } else if m.is_pass() {
        "pass".to_string()
    } else {
        format!("{}{}", m.from(), m.to())
    }
}

#[cfg(test)]
mod tests;
