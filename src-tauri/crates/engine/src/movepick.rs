//! Move ordering: a staged move picker and the tables it learns from.
//!
//! Alpha-beta is only as fast as its ordering: the best move first cuts the
//! rest. The picker hands moves out in stages (the scheme of Stockfish's
//! `MovePicker`, simplified because the rules crate generates legal moves in
//! one go):
//!
//! 1. the **transposition-table move**, checked with `Position::is_legal`
//!    and tried *before* any generation, so a cutoff on it costs no move
//!    generation at all;
//! 2. **good captures** by MVV-LVA (most valuable victim, then least
//!    valuable attacker); a capture that static exchange evaluation
//!    ([`crate::see`]) finds losing is moved behind the quiet moves when it
//!    comes up (quiescence drops it);
//! 3. the two **killer moves** of this ply (quiet moves that cut off in a
//!    sibling node) and the **counter-move** to the opponent's last move;
//! 4. other quiet moves by their **history** score: the butterfly history
//!    (how often the move cut off anywhere) plus two **continuation
//!    histories** (how often it cut off right after the opponent's last
//!    move, and after our own move before that), all with "gravity" so old
//!    knowledge fades;
//! 5. **losing captures**;
//! 6. the **pass** last: in Janggi it is a real move, rarely the best.
//!
//! Moves are sorted lazily (selection of the best remaining), since a
//! cutoff usually comes in the first few.

use janggi_rules::{Move, Position, Role, Side};

use crate::see;

/// Most plies the search can go from the root.
pub const MAX_PLY: usize = 128;
/// More moves than any position of either game has (Janggi's maximum is
/// well below 200).
const MAX_MOVES: usize = 256;

/// Rough values used only for ordering captures, the same for both games.
const ORDER_VALUE: [i32; 7] = [
    20, // general (as an attacker: cheap to use, it cannot be captured back… usually)
    3,  // guard / advisor
    3,  // elephant
    5,  // horse
    12, // chariot
    6,  // cannon
    2,  // soldier
];

const TT_SCORE: i32 = 1 << 28;
const CAPTURE_BASE: i32 = 1 << 24;
const KILLER_SCORE: i32 = 1 << 22;
const COUNTER_SCORE: i32 = (1 << 22) - 2;
const BAD_CAPTURE_BASE: i32 = -(1 << 24);
const PASS_SCORE: i32 = -(1 << 26);
/// History scores stay within ±`HISTORY_MAX`.
pub const HISTORY_MAX: i32 = 1 << 14;

/// What one search thread learns about moves while it searches.
pub struct Tables {
    /// Two killer moves per ply.
    pub killers: [[Move; 2]; MAX_PLY + 2],
    /// Butterfly history: `[side][from][to]`.
    history: Vec<i32>,
    /// Counter-move: the reply that refuted `[side][to of the last move]`.
    counter: [[Move; 90]; 2],
    /// Continuation history: `[earlier piece·to][this piece·to]`, shared by
    /// the one-ply (opponent's last move) and two-ply (our previous move)
    /// continuations.
    cont: Vec<i16>,
}

/// Pieces × squares: the index of a (side, role, destination) triple.
pub const PIECE_TO: usize = 14 * 90;

/// The continuation-history key of move `m` played by `side` (`None` for a
/// pass or a null move).
#[inline]
pub fn cont_key(side: Side, m: Move) -> Option<usize> {
    if m.is_none() || m.is_pass() {
        None
    } else {
        Some((side.index() * 7 + m.role().index()) * 90 + m.to().index() % 90)
    }
}

impl Tables {
    /// Empty tables.
    pub fn new() -> Tables {
        Tables {
            killers: [[Move::NONE; 2]; MAX_PLY + 2],
            history: vec![0; 2 * 90 * 90],
            counter: [[Move::NONE; 90]; 2],
            cont: vec![0; PIECE_TO * PIECE_TO],
        }
    }

    /// Continuation-history score of `cur` after the earlier move `prev`.
    #[inline]
    pub fn cont(&self, prev: Option<usize>, cur: Option<usize>) -> i32 {
        match (prev, cur) {
            (Some(p), Some(c)) => self.cont[p * PIECE_TO + c] as i32,
            _ => 0,
        }
    }

    /// The ordering score of a quiet move: butterfly history plus both
    /// continuation histories (`prevs` are the keys of the moves one and two
    /// plies back).
    #[inline]
    pub fn quiet_score(&self, side: Side, m: Move, prevs: [Option<usize>; 2]) -> i32 {
        let cur = cont_key(side, m);
        self.history(side, m) + self.cont(prevs[0], cur) + self.cont(prevs[1], cur)
    }

    /// Rewards or punishes a quiet move in the butterfly history and both
    /// continuation histories.
    pub fn update_quiet(&mut self, side: Side, m: Move, prevs: [Option<usize>; 2], bonus: i32) {
        self.update_history(side, m, bonus);
        let Some(cur) = cont_key(side, m) else {
            return;
        };
        let b = bonus.clamp(-HISTORY_MAX, HISTORY_MAX);
        for p in prevs.into_iter().flatten() {
            let h = &mut self.cont[p * PIECE_TO + cur];
            let v = *h as i32;
            *h = (v + b - v * b.abs() / HISTORY_MAX) as i16;
        }
    }

    #[inline]
    fn hidx(side: Side, m: Move) -> usize {
        side.index() * 8100 + (m.from().index() % 90) * 90 + m.to().index() % 90
    }

    /// History score of a quiet move.
    #[inline]
    pub fn history(&self, side: Side, m: Move) -> i32 {
        if m.is_pass() {
            return 0;
        }
        self.history[Self::hidx(side, m)]
    }

    /// Rewards (`bonus > 0`) or punishes a quiet move. The "gravity" form
    /// `h += b - h·|b|/MAX` keeps scores bounded and lets new evidence win.
    pub fn update_history(&mut self, side: Side, m: Move, bonus: i32) {
        if m.is_pass() {
            return;
        }
        let b = bonus.clamp(-HISTORY_MAX, HISTORY_MAX);
        let h = &mut self.history[Self::hidx(side, m)];
        *h += b - *h * b.abs() / HISTORY_MAX;
    }

    /// Prepares the tables for a new search: killers (per ply, so tied to
    /// the last root) are forgotten, histories kept.
    pub fn new_search(&mut self) {
        self.killers = [[Move::NONE; 2]; MAX_PLY + 2];
    }

    /// Records a quiet move that cut off at `ply`.
    pub fn update_killers(&mut self, ply: usize, m: Move) {
        if ply >= MAX_PLY || m.is_pass() {
            return;
        }
        let k = &mut self.killers[ply];
        if k[0] != m {
            k[1] = k[0];
            k[0] = m;
        }
    }

    /// Records `m` as the refutation of the opponent's `prev`.
    pub fn update_counter(&mut self, side: Side, prev: Move, m: Move) {
        if !prev.is_none() && !prev.is_pass() {
            self.counter[side.index()][prev.to().index() % 90] = m;
        }
    }

    fn counter_to(&self, side: Side, prev: Move) -> Move {
        if prev.is_none() || prev.is_pass() {
            Move::NONE
        } else {
            self.counter[side.index()][prev.to().index() % 90]
        }
    }
}

impl Default for Tables {
    fn default() -> Tables {
        Tables::new()
    }
}

/// MVV-LVA score of a capture.
#[inline]
pub fn mvv_lva(m: Move) -> i32 {
    match m.capture() {
        Some(v) => ORDER_VALUE[v.index()] * 64 - ORDER_VALUE[m.role().index()],
        None => 0,
    }
}

/// Rough material gain of a capture, for delta pruning (both games).
#[inline]
pub fn capture_gain(m: Move, janggi: bool) -> i32 {
    match m.capture() {
        Some(v) if janggi => crate::eval::JANGGI_VALUE[v.index()],
        Some(v) => crate::eval::XIANGQI_VALUE[v.index()] * 3 / 2,
        None => 0,
    }
}

#[derive(Copy, Clone, PartialEq, Eq)]
enum Stage {
    TtMove,
    Generate,
    Pick,
}

/// Hands out the moves of one node, best-looking first.
pub struct MovePicker {
    stage: Stage,
    tt_move: Move,
    killers: [Move; 2],
    counter: Move,
    /// Quiescence: only captures (unless in check: all evasions).
    captures_only: bool,
    /// Drop losing captures instead of trying them last (quiescence).
    skip_bad: bool,
    /// Continuation keys of the moves one and two plies back.
    prevs: [Option<usize>; 2],
    /// The last move handed out was a capture that SEE finds losing.
    last_bad: bool,
    moves: [Move; MAX_MOVES],
    scores: [i32; MAX_MOVES],
    len: usize,
    next: usize,
}

impl MovePicker {
    /// A picker for a full-width node at `ply`.
    pub fn new(
        tt_move: Move,
        tables: &Tables,
        ply: usize,
        side: Side,
        prev: Move,
        prevs: [Option<usize>; 2],
    ) -> MovePicker {
        let killers = if ply < MAX_PLY {
            tables.killers[ply]
        } else {
            [Move::NONE; 2]
        };
        MovePicker {
            stage: Stage::TtMove,
            tt_move,
            killers,
            counter: tables.counter_to(side, prev),
            captures_only: false,
            skip_bad: false,
            prevs,
            last_bad: false,
            moves: [Move::NONE; MAX_MOVES],
            scores: [0; MAX_MOVES],
            len: 0,
            next: 0,
        }
    }

    /// A picker for quiescence: captures only, or every evasion when
    /// `in_check`.
    pub fn quiescence(tt_move: Move, in_check: bool) -> MovePicker {
        MovePicker {
            stage: Stage::TtMove,
            tt_move,
            killers: [Move::NONE; 2],
            counter: Move::NONE,
            captures_only: !in_check,
            skip_bad: !in_check,
            prevs: [None; 2],
            last_bad: false,
            moves: [Move::NONE; MAX_MOVES],
            scores: [0; MAX_MOVES],
            len: 0,
            next: 0,
        }
    }

    fn generate(&mut self, pos: &Position, tables: &Tables) {
        let list = if self.captures_only {
            pos.captures()
        } else {
            pos.legal_moves()
        };
        let side = pos.turn();
        let mut n = 0;
        for &m in list.iter() {
            if n == MAX_MOVES {
                break;
            }
            let s = if m == self.tt_move {
                TT_SCORE
            } else if m.is_capture() {
                CAPTURE_BASE + mvv_lva(m)
            } else if m.is_pass() {
                PASS_SCORE
            } else if m == self.killers[0] {
                KILLER_SCORE
            } else if m == self.killers[1] {
                KILLER_SCORE - 1
            } else if m == self.counter {
                COUNTER_SCORE
            } else {
                tables.quiet_score(side, m, self.prevs)
            };
            self.moves[n] = m;
            self.scores[n] = s;
            n += 1;
        }
        self.len = n;
    }

    /// The next move to try, or `None` when all are done. Every move
    /// returned is legal. `pos` is only borrowed mutably to play out
    /// exchanges (SEE); it is left as it was.
    pub fn next(&mut self, pos: &mut Position, tables: &Tables) -> Option<Move> {
        self.last_bad = false;
        loop {
            match self.stage {
                Stage::TtMove => {
                    self.stage = Stage::Generate;
                    let m = self.tt_move;
                    if !m.is_none() && (!self.captures_only || m.is_capture()) && pos.is_legal(m) {
                        return Some(m);
                    }
                    self.tt_move = Move::NONE;
                }
                Stage::Generate => {
                    self.generate(pos, tables);
                    self.stage = Stage::Pick;
                }
                Stage::Pick => {
                    while self.next < self.len {
                        let mut best = self.next;
                        for i in self.next + 1..self.len {
                            if self.scores[i] > self.scores[best] {
                                best = i;
                            }
                        }
                        let m = self.moves[best];
                        let score = self.scores[best];
                        if m == self.tt_move {
                            self.moves.swap(self.next, best);
                            self.scores.swap(self.next, best);
                            self.next += 1;
                            continue; // already tried
                        }
                        // A capture that looked good: check the exchange
                        // before trusting it. Losing ones go behind the
                        // quiet moves (or are dropped in quiescence).
                        if (CAPTURE_BASE..TT_SCORE).contains(&score) && !see::see_ge(pos, m, 0) {
                            if self.skip_bad {
                                self.moves.swap(self.next, best);
                                self.scores.swap(self.next, best);
                                self.next += 1;
                                continue;
                            }
                            self.scores[best] = BAD_CAPTURE_BASE + mvv_lva(m);
                            continue;
                        }
                        self.moves.swap(self.next, best);
                        self.scores.swap(self.next, best);
                        self.next += 1;
                        self.last_bad = m.is_capture() && score < CAPTURE_BASE;
                        return Some(m);
                    }
                    return None;
                }
            }
        }
    }

    /// Whether the move just handed out is a capture that loses material
    /// by static exchange.
    pub fn last_was_bad_capture(&self) -> bool {
        self.last_bad
    }
}

/// Whether a side has pieces beyond guards, elephants and soldiers (where
/// null-move pruning is safe from zugzwang).
pub fn has_big_pieces(pos: &Position, side: Side) -> bool {
    let mut big = 0;
    for (_, p) in pos.pieces() {
        if p.side == side && matches!(p.role, Role::Chariot | Role::Cannon | Role::Horse) {
            big += 1;
            if big >= 2 {
                return true;
            }
        }
    }
    false
}
