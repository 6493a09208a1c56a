//! The search: iterative deepening over a principal-variation alpha-beta
//! search with quiescence, run by one or more threads sharing a
//! transposition table (Lazy SMP).
//!
//! Techniques, each commented where it is used (the names are the usual
//! ones of the chess-programming literature; the tuning constants were
//! chosen by self-play at short time controls):
//!
//! - iterative deepening with **aspiration windows** from depth 5;
//! - **PVS**: the first move with a full window, the rest with a null
//!   window and a re-search when they beat alpha;
//! - **transposition table** cutoffs at non-PV nodes, TT move first;
//! - **reverse futility pruning**, **null-move pruning** (never in check,
//!   never right after a pass or another null move, never with fewer than
//!   two chariots/cannons/horses — Janggi endings are full of zugzwang, and
//!   a pass there is a real move that the null move must not stand in for),
//!   **late-move pruning**, **futility pruning** and **history pruning**
//!   of quiet moves, **SEE pruning** of losing captures at low depth;
//! - **late-move reductions** from a log×log table, less for moves with a
//!   good history (butterfly + continuation histories), more off the PV,
//!   at cut nodes and when the eval is not improving;
//! - **check extensions** (Xiangqi only: in Janggi they cost more depth
//!   than they bought); **singular extensions** (behind the `se_depth`
//!   parameter, off: no gain measured yet); **internal iterative
//!   reductions**;
//! - **quiescence search** on captures that do not lose by static exchange,
//!   with all evasions when in check, and delta pruning;
//! - move-ordering tables kept from one move to the next (see `Memory`);
//! - **game ends by the rule profile** inside the tree: double pass,
//!   accepted or scoring bikjang, repetition, move limit — each a draw or a
//!   win for whoever leads on points, as the profile says; a repetition in
//!   which only one side gave check every move is lost by that side where
//!   the profile has the perpetual-check rule (Xiangqi), so the engine never
//!   walks into that loss.

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::Duration;

use janggi_rules::{BikjangRule, Game, Move, Position, Side, Variant, Verdict};

use crate::eval::evaluate;
use crate::limits::{Limits, SearchInfo, SearchResult};
use crate::line::Line;
use crate::movepick::{capture_gain, cont_key, has_big_pieces, MovePicker, Tables, MAX_PLY};
use crate::params::Params;
use crate::score::{to_score, Bound, Score, INF, MATE, MATE_BOUND, RESULT_BOUND, RESULT_WIN};
use crate::see;
use crate::time::TimeManager;
use crate::tt::TranspositionTable;
use crate::weak::Weakness;

/// How often (in nodes) a thread looks at the clock and the stop flag.
const POLL_NODES: u64 = 256;

/// One earlier position on the path to a node.
#[derive(Copy, Clone, Debug)]
struct Hist {
    hash: u64,
    /// The side to move here is in check (the move into it gave check).
    in_check: bool,
    /// Reached by a capture or a null move: no earlier position repeats.
    barrier: bool,
}

/// The position to search with the game's history before it.
#[derive(Clone)]
pub struct Root {
    pos: Position,
    /// Every position of the game, oldest first, the root last.
    history: Vec<Hist>,
    /// Legal moves at the root (empty when the game is over).
    moves: Vec<Move>,
    /// Only `moves` are searched (a subset of the legal ones, see
    /// [`Root::with_moves`]); otherwise every legal move is.
    restricted: bool,
}

impl Root {
    /// The current position of `game`, with its history for repetitions.
    pub fn from_game(game: &Game) -> Root {
        let mut pos = game.start_position().clone();
        let mut history = vec![Hist {
            hash: pos.hash(),
            in_check: pos.is_check(),
            barrier: true,
        }];
        for &m in game.moves() {
            let _ = pos.make_move(m);
            history.push(Hist {
                hash: pos.hash(),
                in_check: pos.is_check(),
                barrier: m.is_capture(),
            });
        }
        // Prefer the game's own record of hashes when it lines up.
        let hashes = game.hashes();
        if hashes.len() == history.len() {
            for (h, &g) in history.iter_mut().zip(hashes) {
                h.hash = g;
            }
        }
        let pos = game.position().clone();
        let mut moves: Vec<Move> = game.legal_moves().iter().copied().collect();
        let mut restricted = false;
        if pos.profile().shuttle_loses || pos.profile().chasing {
            // Modern's back-and-forth rule and the AXF chasing rule look
            // further back than the search's own repetition test (which
            // scores a repetition as the profile's plain verdict): the root
            // moves that would lose by them at once are left out (unless
            // every move would), and a move that wins by them at once — the
            // opponent's chase or shuttle completed — is played.
            let mover = pos.turn();
            let ends: Vec<(Move, Option<bool>)> = moves
                .iter()
                .map(|&m| {
                    let mut g = game.clone();
                    let end = match (g.play(m).is_ok(), g.outcome()) {
                        (
                            true,
                            janggi_rules::Outcome::Decisive {
                                winner,
                                reason:
                                    janggi_rules::EndReason::Shuttle
                                    | janggi_rules::EndReason::PerpetualChase,
                            },
                        ) => Some(winner == mover),
                        _ => None,
                    };
                    (m, end)
                })
                .collect();
            let wins: Vec<Move> = ends
                .iter()
                .filter(|(_, e)| *e == Some(true))
                .map(|&(m, _)| m)
                .collect();
            let safe: Vec<Move> = ends
                .iter()
                .filter(|(_, e)| *e != Some(false))
                .map(|&(m, _)| m)
                .collect();
            if !wins.is_empty() {
                moves = wins;
                restricted = true;
            } else if !safe.is_empty() && safe.len() < moves.len() {
                moves = safe;
                restricted = true;
            }
        }
        Root {
            pos,
            history,
            moves,
            restricted,
        }
    }

    /// The position reached by `line`, with its history for repetitions.
    /// Unlike [`Root::from_game`], a rule end of a game (a repetition, a
    /// move limit, too little material) leaves the root moves in place:
    /// every move legal on the board is searched.
    pub fn from_line(line: &Line) -> Root {
        let mut pos = line.start().clone();
        let mut history = vec![Hist {
            hash: pos.hash(),
            in_check: pos.is_check(),
            barrier: true,
        }];
        for &m in line.moves() {
            let _ = pos.make_move(m);
            history.push(Hist {
                hash: pos.hash(),
                in_check: pos.is_check(),
                barrier: m.is_capture(),
            });
        }
        let pos = line.position().clone();
        let moves = pos.legal_moves().iter().copied().collect();
        Root {
            pos,
            history,
            moves,
            restricted: false,
        }
    }

    /// `pos` without any history.
    pub fn from_position(pos: &Position) -> Root {
        let history = vec![Hist {
            hash: pos.hash(),
            in_check: pos.is_check(),
            barrier: true,
        }];
        let moves = terminal_verdict(pos).map_or_else(
            || pos.legal_moves().iter().copied().collect(),
            |_| Vec::new(),
        );
        Root {
            pos: pos.clone(),
            history,
            moves,
            restricted: false,
        }
    }

    /// Legal moves at the root.
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// The same root searching only `moves` (a subset of its own).
    pub(crate) fn with_moves(&self, moves: Vec<Move>) -> Root {
        Root {
            pos: self.pos.clone(),
            history: self.history.clone(),
            moves,
            restricted: true,
        }
    }

    /// The root position.
    pub(crate) fn position(&self) -> &Position {
        &self.pos
    }
}

/// The rule verdict that ends the game at `pos` on its own (double pass,
/// bikjang), if any.
fn terminal_verdict(pos: &Position) -> Option<Verdict> {
    let prof = pos.profile();
    if pos.passes_in_row() >= 2 {
        return Some(prof.double_pass);
    }
    match prof.bikjang {
        BikjangRule::MustBreak(v) if pos.bikjang_accepted() => Some(v),
        BikjangRule::EndsAtOnce(v) if pos.is_bikjang() && bikjang_counts(pos) => Some(v),
        _ => None,
    }
}

/// Whether a bikjang counts under the profile's point threshold.
fn bikjang_counts(pos: &Position) -> bool {
    match pos.profile().bikjang_points_below {
        None => true,
        Some(limit) => {
            let cho = pos.points(Side::First) / 10;
            let han = pos.points(Side::Second).saturating_sub(15) / 10;
            cho < limit && han < limit
        }
    }
}

/// Score of a game end decided by `v`, from the side to move's view.
fn verdict_score(pos: &Position, v: Verdict, ply: usize) -> i32 {
    match v {
        Verdict::Draw => 0,
        Verdict::Points => {
            let us = pos.points(pos.turn());
            let them = pos.points(!pos.turn());
            match us.cmp(&them) {
                std::cmp::Ordering::Greater => RESULT_WIN - ply as i32,
                std::cmp::Ordering::Less => -(RESULT_WIN - ply as i32),
                std::cmp::Ordering::Equal => 0,
            }
        }
    }
}

/// State shared by the threads of one search.
struct Shared<'a> {
    tt: &'a TranspositionTable,
    /// The caller's stop flag.
    stop: &'a AtomicBool,
    /// Raised by the main thread to end every thread.
    abort: AtomicBool,
    /// Nodes of all threads (each flushes its count every few hundred).
    nodes: AtomicU64,
    node_limit: Option<u64>,
    tm: TimeManager,
    /// A weaker level's faults (`None`: full sight).
    weakness: Option<Weakness>,
}

/// `LMR[depth][move number]`: the late-move reduction, ≈ ln d · ln m / 2.
/// Entries of each worker's evaluation cache (a power of two).
const EVAL_CACHE: usize = 1 << 16;

fn lmr_table(div: i32) -> Box<[[u8; 64]; 64]> {
    let mut t = Box::new([[0u8; 64]; 64]);
    for (d, row) in t.iter_mut().enumerate().skip(1) {
        for (m, r) in row.iter_mut().enumerate().skip(1) {
            *r = (0.75 + (d as f64).ln() * (m as f64).ln() * 100.0 / div as f64) as u8;
        }
    }
    t
}

/// Late-move pruning: how many moves a shallow node searches before it
/// drops the remaining quiet ones.
fn lmp_limit(p: &Params, depth: i32, improving: bool) -> usize {
    ((p.lmp_base + depth * depth) / if improving { 1 } else { p.lmp_div }).max(2) as usize
}

/// One search thread.
struct Worker<'a> {
    id: usize,
    params: &'static Params,
    shared: &'a Shared<'a>,
    pos: Position,
    stack: Vec<Hist>,
    /// Index of the root in `stack`.
    root_idx: usize,
    tables: Tables,
    lmr: Box<[[u8; 64]; 64]>,
    /// Nodes not yet added to `shared.nodes`.
    local_nodes: u64,
    nodes: u64,
    seldepth: usize,
    pv: Box<[[Move; MAX_PLY + 1]; MAX_PLY + 1]>,
    pv_len: [usize; MAX_PLY + 1],
    /// Move made at each ply (`NONE` for a null move).
    played: [Move; MAX_PLY + 1],
    /// The move left out at each ply by a singular-extension search.
    excluded: [Move; MAX_PLY + 1],
    evals: [i32; MAX_PLY + 1],
    /// Static evaluations by position hash: the high 48 bits of the hash
    /// and the score in the low 16 (the evaluation is about a third of
    /// the time, and qsearch and transpositions revisit positions).
    eval_cache: Vec<u64>,
    root_depth: i32,
    /// Check-extension mode for this game (`Params::check_ext`).
    check_ext: i32,
    aborted: bool,
    /// The lowest stack index a repetition inside the tree matched in the
    /// line behind the score just returned (`usize::MAX`: none). A score
    /// that rests on a repetition with a position above its node depends
    /// on the path that led there, not on the node alone; with
    /// `Params::rep_tt` it is not stored (in Janggi such repetitions are
    /// won or lost on points, so a stored one reads as a forced result
    /// wherever the position recurs).
    dep: usize,
    /// Best root move of the iteration in progress (for a stop mid-way).
    iter_best: Option<(Move, i32, Vec<Move>)>,
    /// Root moves left out (MultiPV: the lines already found this
    /// iteration); empty for a plain search.
    root_excluded: Vec<Move>,
    /// The only root moves searched (a restricted [`Root`]); empty: all.
    root_only: Vec<Move>,
}

impl<'a> Worker<'a> {
    fn new(id: usize, shared: &'a Shared<'a>, root: &Root, tables: Tables) -> Worker<'a> {
        let mut stack = Vec::with_capacity(root.history.len() + MAX_PLY + 8);
        stack.extend_from_slice(&root.history);
        let root_idx = stack.len() - 1;
        Worker {
            id,
            params: Params::get(),
            shared,
            pos: root.pos.clone(),
            stack,
            root_idx,
            tables,
            lmr: lmr_table(Params::get().lmr_div),
            local_nodes: 0,
            nodes: 0,
            seldepth: 0,
            pv: Box::new([[Move::NONE; MAX_PLY + 1]; MAX_PLY + 1]),
            pv_len: [0; MAX_PLY + 1],
            played: [Move::NONE; MAX_PLY + 1],
            excluded: [Move::NONE; MAX_PLY + 1],
            evals: [0; MAX_PLY + 1],
            eval_cache: vec![0; EVAL_CACHE],
            root_depth: 0,
            check_ext: match root.pos.variant() {
                Variant::Janggi => Params::get().check_ext,
                Variant::Xiangqi => Params::get().check_ext_xiangqi,
            },
            aborted: false,
            dep: usize::MAX,
            iter_best: None,
            root_excluded: Vec::new(),
            root_only: if root.restricted {
                root.moves.clone()
            } else {
                Vec::new()
            },
        }
    }

    /// The static evaluation of the current position, from the cache.
    #[inline]
    fn eval(&mut self) -> i32 {
        let h = self.pos.hash();
        let i = h as usize & (EVAL_CACHE - 1);
        let e = self.eval_cache[i];
        if e != 0 && e >> 16 == h >> 16 {
            return e as u16 as i16 as i32;
        }
        let mut v = evaluate(&self.pos);
        if let Some(w) = &self.shared.weakness {
            v += w.eval_error(h, self.pos.turn());
        }
        self.eval_cache[i] = (h & !0xFFFF) | (v as i16 as u16 as u64);
        v
    }

    fn flush_nodes(&mut self) {
        if self.local_nodes > 0 {
            self.shared
                .nodes
                .fetch_add(self.local_nodes, Ordering::Relaxed);
            self.local_nodes = 0;
        }
    }

    /// Counts a node and, every `POLL_NODES`, checks the stop flag, the
    /// deadline and the node limit. Returns `true` once the search must end.
    #[inline]
    fn tick(&mut self) -> bool {
        if self.aborted {
            return true;
        }
        self.nodes += 1;
        self.local_nodes += 1;
        if self.local_nodes >= POLL_NODES {
            self.flush_nodes();
            let sh = self.shared;
            if self.id == 0 {
                let over_nodes = sh
                    .node_limit
                    .is_some_and(|n| sh.nodes.load(Ordering::Relaxed) >= n);
                if sh.stop.load(Ordering::Relaxed) || sh.tm.hard_expired() || over_nodes {
                    sh.abort.store(true, Ordering::Relaxed);
                }
            } else if sh.stop.load(Ordering::Relaxed) {
                sh.abort.store(true, Ordering::Relaxed);
            }
            if sh.abort.load(Ordering::Relaxed) {
                self.aborted = true;
            }
        }
        self.aborted
    }

    fn push(&mut self, m: Move) {
        self.stack.push(Hist {
            hash: self.pos.hash(),
            in_check: self.pos.is_check(),
            barrier: m.is_capture(),
        });
    }

    /// If the game is over at the current node by a rule (not by mate),
    /// its score from the side to move's view.
    /// A repetition inside the tree sets [`Worker::dep`] to the index of
    /// the position it repeats.
    fn rule_end(&mut self, ply: usize) -> Option<i32> {
        let pos = &self.pos;
        if let Some(v) = terminal_verdict(pos) {
            return Some(verdict_score(pos, v, ply));
        }
        if let Some((v, j)) = self.repetition(ply) {
            if j >= self.root_idx {
                self.dep = j;
            }
            return Some(v);
        }
        let pos = &self.pos;
        if let Some(limit) = pos.profile().move_limit {
            let plies = if limit.since_capture {
                pos.halfmove_clock()
            } else {
                (pos.fullmove_number().saturating_sub(1)) * 2 + pos.turn().index() as u32
            };
            if plies >= limit.plies {
                return Some(verdict_score(pos, limit.verdict, ply));
            }
        }
        None
    }

    /// Repetition at the current node (the top of the stack): the first
    /// repetition inside the search tree counts, like a third one in the
    /// game (the side that can repeat once can repeat again); before the
    /// root it takes as many earlier occurrences as the rules say (two; the
    /// Modern profile: three).
    /// Also the stack index of the earlier position it repeats.
    fn repetition(&self, ply: usize) -> Option<(i32, usize)> {
        let cur = self.stack.len() - 1;
        let h = self.stack[cur].hash;
        if self.stack[cur].barrier {
            return None;
        }
        let mut seen_before_root = 0;
        let mut j = cur;
        while j > 0 {
            j -= 1;
            let e = self.stack[j];
            if e.hash == h && (cur - j) & 1 == 0 {
                if j >= self.root_idx {
                    return Some((self.repetition_score(j, cur, ply), j));
                }
                seen_before_root += 1;
                // The rules' n-th occurrence: n - 1 earlier ones.
                let earlier = self.pos.profile().repetition.occurrences.max(2) - 1;
                if seen_before_root >= earlier {
                    return Some((self.repetition_score(j, cur, ply), j));
                }
            }
            if e.barrier {
                break;
            }
        }
        None
    }

    fn repetition_score(&self, start: usize, cur: usize, ply: usize) -> i32 {
        let rule = self.pos.profile().repetition;
        if rule.perpetual_check_loses {
            // Moves by the opponent of the side to move lead into positions
            // of the same parity as `cur`; ours into the others.
            let (mut them_always, mut us_always) = (true, true);
            for k in start + 1..=cur {
                if (cur - k) & 1 == 0 {
                    them_always &= self.stack[k].in_check;
                } else {
                    us_always &= self.stack[k].in_check;
                }
            }
            match (them_always, us_always) {
                (true, false) => return RESULT_WIN - ply as i32,
                (false, true) => return -(RESULT_WIN - ply as i32),
                _ => {}
            }
        }
        verdict_score(&self.pos, rule.verdict, ply)
    }

    /// Whether a score whose line repeats the position at stack index
    /// `dep` must stay out of the table (`Params::rep_tt`): `dep` is above
    /// the current node, so the score is the path's, not the node's.
    fn path_bound(&self, dep: usize) -> bool {
        self.params.rep_tt > 0 && dep < self.stack.len() - 1
    }

    fn update_pv(&mut self, ply: usize, m: Move) {
        self.pv[ply][ply] = m;
        let next_len = self.pv_len[ply + 1].max(ply + 1);
        for i in ply + 1..next_len {
            self.pv[ply][i] = self.pv[ply + 1][i];
        }
        self.pv_len[ply] = next_len;
    }

    fn root_pv(&self) -> Vec<Move> {
        self.pv[0][..self.pv_len[0]].to_vec()
    }

    /// Principal-variation alpha-beta search of the current node.
    fn search(
        &mut self,
        mut alpha: i32,
        mut beta: i32,
        mut depth: i32,
        ply: usize,
        cut_node: bool,
    ) -> i32 {
        let pv_node = beta - alpha > 1;
        let root = ply == 0;
        self.pv_len[ply] = ply;
        self.dep = usize::MAX;
        if !root {
            if let Some(v) = self.rule_end(ply) {
                return v;
            }
            // Mate-distance pruning: no line from here can beat a mate
            // already found nearer the root.
            alpha = alpha.max(-(MATE - ply as i32));
            beta = beta.min(MATE - ply as i32 - 1);
            if alpha >= beta {
                return alpha;
            }
        }
        if ply >= MAX_PLY - 2 {
            return self.eval();
        }
        if depth <= 0 {
            return self.qsearch(alpha, beta, ply, 0);
        }
        if self.tick() {
            return 0;
        }
        self.seldepth = self.seldepth.max(ply);
        // A bikjang the side to move must break (or accept by passing) is
        // treated like a check: no static-eval pruning, no null move (a
        // pass would accept it), no reductions.
        let in_check = self.pos.is_check() || self.pos.bikjang_restricts_now();
        let side = self.pos.turn();

        // Transposition table: cut at non-PV nodes when the stored draft
        // suffices and the bound agrees.
        let key = self.pos.state_key();
        let hit = self.shared.tt.probe(key, ply as i32);
        let tt_move = hit.map_or(Move::NONE, |h| h.mv);
        let excluded = self.excluded[ply];
        if let Some(h) = hit.filter(|_| excluded.is_none()) {
            if !pv_node
                && h.depth >= depth
                && match h.bound {
                    Bound::Exact => true,
                    Bound::Lower => h.score >= beta,
                    Bound::Upper => h.score <= alpha,
                }
            {
                return h.score;
            }
        }

        let static_eval = if in_check { -INF } else { self.eval() };
        self.evals[ply] = static_eval;
        // "Improving": our eval rose since our last move; prune less if so.
        let improving = !in_check && ply >= 2 && static_eval > self.evals[ply - 2];

        if !pv_node && !in_check && excluded.is_none() && beta.abs() < RESULT_BOUND {
            // Reverse futility pruning: far above beta at low depth, assume
            // a quiet move keeps it there.
            let margin = self.params.rfp * depth - if improving { 40 } else { 0 };
            if depth <= 7 && static_eval - margin >= beta {
                return static_eval;
            }
            // Null-move pruning (Beal / Donninger): give the opponent a free
            // move; if we still fail high, this node is not worth a full
            // search. Not after a null move or a pass, not in check, not in
            // piece-poor (zugzwang-prone) positions.
            if depth >= 3
                && static_eval >= beta
                && ply >= 1
                && !self.played[ply - 1].is_none()
                && self.pos.passes_in_row() == 0
                && has_big_pieces(&self.pos, side)
            {
                let r = self.params.nmp_base + depth / 4 + ((static_eval - beta) / 200).min(3);
                let undo = self.pos.make_null();
                self.stack.push(Hist {
                    hash: self.pos.hash(),
                    in_check: false,
                    barrier: true,
                });
                self.played[ply] = Move::NONE;
                let v = -self.search(-beta, -beta + 1, depth - r, ply + 1, !cut_node);
                self.stack.pop();
                self.pos.unmake_null(undo);
                if self.aborted {
                    return 0;
                }
                if v >= beta {
                    return if v >= RESULT_BOUND { beta } else { v };
                }
            }
        }

        // Internal iterative reduction: with no TT move to guide it, a deep
        // node is searched a ply shallower first.
        if tt_move.is_none() && depth >= 6 && (pv_node || cut_node) {
            depth -= 1;
        }

        // Singular extension: when the TT move is much better than every
        // other move (a search without it, a ply-halved draft, fails low
        // against a bar below the TT score), it alone carries the node and
        // is searched a ply deeper. If even the others beat beta, the node
        // is a cut anyway (multi-cut).
        let mut singular = false;
        if let Some(h) = hit {
            if !root
                && self.params.se_depth > 0
                && depth >= self.params.se_depth
                && excluded.is_none()
                && !tt_move.is_none()
                && h.depth >= depth - 3
                && h.bound != Bound::Upper
                && h.score.abs() < RESULT_BOUND
                && self.pos.is_legal(tt_move)
            {
                let sbeta = h.score - self.params.se_margin * depth / 8;
                self.excluded[ply] = tt_move;
                let v = self.search(sbeta - 1, sbeta, (depth - 1) / 2, ply, cut_node);
                self.excluded[ply] = Move::NONE;
                if self.aborted {
                    return 0;
                }
                if v < sbeta {
                    singular = true;
                } else if sbeta >= beta {
                    return sbeta;
                }
                self.pv_len[ply] = ply;
            }
        }

        let prev = if ply > 0 {
            self.played[ply - 1]
        } else {
            Move::NONE
        };
        // Continuation keys: the opponent's last move, our move before it.
        let prevs = [
            cont_key(!side, prev),
            if ply >= 2 {
                cont_key(side, self.played[ply - 2])
            } else {
                None
            },
        ];
        let mut picker = MovePicker::new(tt_move, &self.tables, ply, side, prev, prevs);
        let orig_alpha = alpha;
        let mut best = -INF;
        let mut best_move = Move::NONE;
        let mut searched = 0usize;
        let mut quiets: [Move; 64] = [Move::NONE; 64];
        let mut nquiets = 0;
        let killers = self.tables.killers[ply];
        let mut hidden = 0usize;
        let node_hash = self.pos.hash();
        // The lowest index a child's score rested on (see `dep`).
        let mut node_dep = usize::MAX;

        while let Some(m) = picker.next(&mut self.pos, &self.tables) {
            if m == excluded
                || (root
                    && (self.root_excluded.contains(&m)
                        || (!self.root_only.is_empty() && !self.root_only.contains(&m))))
            {
                continue;
            }
            if !in_check && self.shared.weakness.is_some_and(|w| w.hides(node_hash, m)) {
                hidden += 1;
                continue;
            }
            let quiet = !m.is_capture();
            // SEE pruning: at low depth, a capture that loses material by
            // exchange (beyond a margin growing with depth) is not tried.
            if !root
                && !pv_node
                && !in_check
                && !quiet
                && depth <= 4
                && best > -RESULT_BOUND
                && picker.last_was_bad_capture()
                && !see::see_ge(&mut self.pos, m, -self.params.see_capture * depth)
                && !self.pos.gives_check(m)
            {
                continue;
            }
            // Shallow pruning of quiet moves, never while a forced result
            // (mate, rule win) is at stake and never for a checking move.
            if !root
                && !in_check
                && quiet
                && best > -RESULT_BOUND
                && alpha.abs() < RESULT_BOUND
                && depth <= 6
            {
                // Late-move pruning: at low depth, quiet moves this late in
                // the order almost never matter.
                let lmp_cut = depth <= self.params.lmp_depth
                    && searched >= lmp_limit(self.params, depth, improving);
                // Futility pruning: a quiet move cannot lift a hopeless eval.
                let futile = !pv_node
                    && static_eval + self.params.fut_base + self.params.fut * depth <= alpha;
                // History pruning: a quiet move that keeps failing here
                // (butterfly and continuation histories) is not tried at
                // the shallowest depths.
                let hist_cut = !pv_node
                    && self.params.hist_prune > 0
                    && depth <= 3
                    && searched > 0
                    && self.tables.quiet_score(side, m, prevs) < -self.params.hist_prune * depth;
                // A move that makes a bikjang to break is a threat, like
                // a check.
                let makes_bikjang = matches!(self.pos.profile().bikjang, BikjangRule::MustBreak(_))
                    && self.pos.faces_after(m);
                if (lmp_cut || futile || hist_cut) && !self.pos.gives_check(m) && !makes_bikjang {
                    continue;
                }
            }
            let mut undo = self.pos.make_move(m);
            self.push(m);
            let gives_check = self.stack[self.stack.len() - 1].in_check;
            // A move that makes the opponent break a bikjang is not reduced.
            let forcing = gives_check || self.pos.bikjang_restricts_now();
            self.played[ply] = m;
            searched += 1;
            // Check extension (bounded so checks cannot run away).
            let mut check_ext = gives_check && self.check_ext > 0;
            if check_ext && self.check_ext == 2 {
                // Only a check that does not hang material by exchange.
                self.pos.unmake_move(m, undo);
                check_ext = see::see_ge(&mut self.pos, m, 0);
                undo = self.pos.make_move(m);
            }
            let ext = ((check_ext || (singular && m == tt_move))
                && (ply as i32) < 2 * self.root_depth) as i32;
            let new_depth = depth - 1 + ext;
            let mut v;
            if searched == 1 {
                v = -self.search(-beta, -alpha, new_depth, ply + 1, !pv_node && !cut_node);
                node_dep = node_dep.min(self.dep);
            } else {
                // Late-move reductions: late quiet moves get a shallower
                // null-window look first; a surprise is re-searched.
                let mut r = 0;
                if depth >= 3 && searched > 1 + pv_node as usize && quiet && !forcing && !in_check {
                    r = self.lmr[depth.min(63) as usize][searched.min(63)] as i32;
                    r -= pv_node as i32;
                    r += !improving as i32;
                    r += cut_node as i32;
                    if m == killers[0] || m == killers[1] {
                        r -= 1;
                    }
                    r -= self.tables.quiet_score(side, m, prevs) / self.params.lmr_hist;
                    r = r.clamp(0, (new_depth - 1).max(0));
                }
                v = -self.search(-alpha - 1, -alpha, new_depth - r, ply + 1, true);
                node_dep = node_dep.min(self.dep);
                if v > alpha && r > 0 {
                    v = -self.search(-alpha - 1, -alpha, new_depth, ply + 1, !cut_node);
                    node_dep = node_dep.min(self.dep);
                }
                if pv_node && v > alpha && v < beta {
                    v = -self.search(-beta, -alpha, new_depth, ply + 1, false);
                    node_dep = node_dep.min(self.dep);
                }
            }
            self.stack.pop();
            self.pos.unmake_move(m, undo);
            if self.aborted {
                return 0;
            }
            if v > best {
                best = v;
                if v > alpha {
                    best_move = m;
                    self.update_pv(ply, m);
                    if root {
                        self.iter_best = Some((m, v, self.root_pv()));
                    }
                    if v >= beta {
                        if quiet {
                            let bonus = (depth * depth).min(1200) * 16;
                            self.tables.update_killers(ply, m);
                            self.tables.update_quiet(side, m, prevs, bonus);
                            self.tables.update_counter(side, prev, m);
                            for &q in &quiets[..nquiets] {
                                self.tables.update_quiet(side, q, prevs, -bonus);
                            }
                        }
                        break;
                    }
                    alpha = v;
                }
            }
            if quiet && nquiets < quiets.len() {
                quiets[nquiets] = m;
                nquiets += 1;
            }
        }

        self.dep = node_dep;
        let path_bound = self.path_bound(node_dep);
        if searched == 0 && hidden > 0 {
            // Every move it would see was pruned or hidden: a weaker
            // level judges the position as it looks.
            return if in_check { alpha } else { static_eval };
        }
        if searched == 0 && !excluded.is_none() {
            // Only the excluded move was legal (or the rest were pruned).
            return alpha;
        }
        if searched == 0 {
            // No legal move: mate, or stalemate (a loss in Xiangqi).
            return if in_check || self.pos.profile().stalemate_loses {
                -(MATE - ply as i32)
            } else {
                0
            };
        }
        let bound = if best >= beta {
            Bound::Lower
        } else if best > orig_alpha {
            Bound::Exact
        } else {
            Bound::Upper
        };
        // A root searched without some of its moves (MultiPV, a
        // restricted root) has no score of its own to store.
        if excluded.is_none()
            && !path_bound
            && (!root || (self.root_excluded.is_empty() && self.root_only.is_empty()))
        {
            self.shared
                .tt
                .store(key, best_move, best, depth, bound, ply as i32);
        }
        best
    }

    /// Quiescence search: captures only (all evasions when in check), so
    /// the static evaluation is only trusted in quiet positions.
    /// `qdepth` counts its plies down from 0.
    fn qsearch(&mut self, mut alpha: i32, beta: i32, ply: usize, qdepth: i32) -> i32 {
        self.dep = usize::MAX;
        if self.tick() {
            return 0;
        }
        self.pv_len[ply] = ply;
        self.seldepth = self.seldepth.max(ply);
        if ply >= MAX_PLY - 2 {
            return self.eval();
        }
        // Quiet evasions can answer a check with a check, round and round:
        // a repetition ends the line by the rules, and past twelve plies of
        // quiescence a check is no longer answered move by move (the
        // static evaluation stands in).
        if qdepth < 0 {
            if let Some(v) = self.rule_end(ply) {
                return v;
            }
        }
        let in_check = self.pos.is_check() && qdepth > -12;
        // Facing a bikjang it must break, the side to move can pass (which
        // accepts it and ends the game on the profile's verdict) or break
        // it with any other move: the pass is the stand-pat, and every move
        // is tried, as when in check.
        let bik = self.pos.bikjang_restricts_now();
        let accept = match self.pos.profile().bikjang {
            BikjangRule::MustBreak(v) if bik => verdict_score(&self.pos, v, ply + 1),
            _ => 0,
        };
        if bik && accept > 0 {
            // Passing wins on points (only a mate would be better).
            return accept;
        }
        // Breaking moves are quiet and can answer checks and bikjangs with
        // more of them, round and round (nothing repeats in here): only the
        // first two plies try them; deeper, a bikjang is judged by the
        // static evaluation, as a quiet position.
        let bik = bik && qdepth >= -1;
        let key = self.pos.state_key();
        let hit = self.shared.tt.probe(key, ply as i32);
        let pv_node = beta - alpha > 1;
        if let Some(h) = hit {
            if !pv_node
                && match h.bound {
                    Bound::Exact => true,
                    Bound::Lower => h.score >= beta,
                    Bound::Upper => h.score <= alpha,
                }
            {
                return h.score;
            }
        }
        let tt_move = hit.map_or(Move::NONE, |h| h.mv);
        let orig_alpha = alpha;
        let stand = if bik {
            accept
        } else if in_check {
            -INF
        } else {
            self.eval()
        };
        if stand >= beta {
            return stand;
        }
        alpha = alpha.max(stand);
        let mut best = stand;
        let mut best_move = Move::NONE;
        let janggi = self.pos.variant() == Variant::Janggi;
        let mut picker = MovePicker::quiescence(tt_move, in_check || bik);
        let mut any = false;
        let node_hash = self.pos.hash();
        let mut node_dep = usize::MAX;
        while let Some(m) = picker.next(&mut self.pos, &self.tables) {
            if m.is_pass() {
                // Only here when facing a bikjang: `stand` scored it.
                continue;
            }
            any = true;
            if !in_check && self.shared.weakness.is_some_and(|w| w.hides(node_hash, m)) {
                continue;
            }
            // Delta pruning: even winning this piece for free stays below
            // alpha.
            if !in_check && !bik && stand + capture_gain(m, janggi) + 150 < alpha {
                continue;
            }
            let undo = self.pos.make_move(m);
            self.push(m);
            self.played[ply] = m;
            let v = -self.qsearch(-beta, -alpha, ply + 1, qdepth - 1);
            node_dep = node_dep.min(self.dep);
            self.stack.pop();
            self.pos.unmake_move(m, undo);
            if self.aborted {
                return 0;
            }
            if v > best {
                best = v;
                if v > alpha {
                    best_move = m;
                    self.update_pv(ply, m);
                    if v >= beta {
                        break;
                    }
                    alpha = v;
                }
            }
        }
        self.dep = node_dep;
        if in_check && !bik && !any {
            return -(MATE - ply as i32);
        }
        let bound = if best >= beta {
            Bound::Lower
        } else if best > orig_alpha {
            Bound::Exact
        } else {
            Bound::Upper
        };
        if !self.path_bound(node_dep) {
            self.shared
                .tt
                .store(key, best_move, best, 0, bound, ply as i32);
        }
        best
    }

    /// Exact scores of every root move at `depth` (for the weaker levels,
    /// which choose among good moves).
    fn root_scores(&mut self, moves: &[Move], depth: i32) -> Vec<(Move, i32)> {
        let mut out = Vec::with_capacity(moves.len());
        self.root_depth = depth;
        for &m in moves {
            let undo = self.pos.make_move(m);
            self.push(m);
            self.played[0] = m;
            let v = -self.search(-INF, INF, depth - 1, 1, false);
            self.stack.pop();
            self.pos.unmake_move(m, undo);
            if self.aborted {
                break;
            }
            out.push((m, v));
        }
        out
    }
}

/// What a search learns from and leaves behind for the next: the shared
/// transposition table and each thread's move-ordering tables (kept from
/// one search to the next: history learnt on the last move still orders
/// this one; killers are per ply and start empty; missing ones are
/// created).
pub struct Memory<'a> {
    /// The transposition table.
    pub tt: &'a TranspositionTable,
    /// One set of move-ordering tables per thread.
    pub tables: &'a mut Vec<Tables>,
}

impl<'a> Memory<'a> {
    /// `tt` with fresh move-ordering tables.
    pub fn fresh(tt: &'a TranspositionTable, tables: &'a mut Vec<Tables>) -> Memory<'a> {
        tables.clear();
        Memory { tt, tables }
    }
}

/// What [`run`] hands back.
pub struct RunOutput {
    /// The search result.
    pub result: SearchResult,
    /// Per-root-move scores when asked for (weaker levels).
    pub root_scores: Vec<(Move, i32)>,
}

/// A completed iteration.
#[derive(Clone)]
struct Completed {
    depth: u32,
    best: Move,
    score: i32,
    pv: Vec<Move>,
}

/// One root search at draft `d` (iteration `depth`) in an aspiration
/// window around `prev`, widened on failure until the score falls inside.
fn aspiration_search(w: &mut Worker<'_>, depth: u32, d: i32, prev: i32) -> i32 {
    let mut delta = 30;
    let (mut alpha, mut beta) = if depth >= 5 && prev.abs() < RESULT_BOUND {
        (prev - delta, prev + delta)
    } else {
        (-INF, INF)
    };
    loop {
        let v = w.search(alpha, beta, d, 0, false);
        if w.aborted {
            return v;
        }
        if v <= alpha {
            beta = (alpha + beta) / 2;
            alpha = (v - delta).max(-INF);
        } else if v >= beta {
            beta = (v + delta).min(INF);
        } else {
            return v;
        }
        delta += delta / 2 + 10;
        if delta > 1500 {
            alpha = -INF;
            beta = INF;
        }
    }
}

/// One principal variation of an iteration (MultiPV line).
struct PvLine {
    score: i32,
    pv: Vec<Move>,
    seldepth: u32,
}

/// Iterative deepening of one thread. The main thread (id 0) reports and
/// decides when to stop; helpers (Lazy SMP) search the same tree, half of
/// them one ply deeper, sharing only the transposition table, until the
/// main thread raises `abort`.
///
/// With `limits.multipv` = N > 1 the main thread searches N lines per
/// iteration, as Stockfish does: the best move, then the best of the rest
/// with it left out of the root, and so on; they are reported best first
/// (`multipv 1..N`), and the first is the one played.
fn iterate(
    w: &mut Worker<'_>,
    root: &Root,
    max_depth: u32,
    limits: &Limits,
    on_info: &mut dyn FnMut(&SearchInfo),
) -> Option<Completed> {
    let mut done: Option<Completed> = None;
    let mut prev_score: i32 = 0;
    // Last iteration's score of each extra MultiPV line.
    let mut prev_extra: Vec<i32> = Vec::new();
    let mut stable = 0;
    let single = root.moves.len() == 1;
    let multipv = if w.id == 0 {
        (limits.multipv.max(1) as usize).min(root.moves.len())
    } else {
        1
    };
    for depth in 1..=max_depth {
        let d = depth as i32 + if w.id > 0 { (w.id & 1) as i32 } else { 0 };
        w.root_depth = d;
        w.iter_best = None;
        w.seldepth = 0;
        let score = aspiration_search(w, depth, d, prev_score);
        if w.aborted {
            // Keep a better move found by the unfinished iteration.
            if let Some((m, v, pv)) = w.iter_best.take() {
                if w.id == 0 {
                    if let Some(c) = done.as_mut() {
                        if m != c.best && v > c.score {
                            c.best = m;
                            c.score = v;
                            c.pv = pv;
                        }
                    }
                }
            }
            break;
        }
        let pv = w.root_pv();
        if !matches!(pv.first(), Some(m) if !m.is_none()) {
            break;
        }
        let mut lines = vec![PvLine {
            score,
            pv,
            seldepth: w.seldepth as u32,
        }];
        // MultiPV: the next best lines, each without the moves before it.
        while lines.len() < multipv && !w.aborted {
            w.root_excluded = lines.iter().map(|l| l.pv[0]).collect();
            w.iter_best = None;
            w.seldepth = 0;
            let prev = prev_extra.get(lines.len() - 1).copied().unwrap_or(score);
            let v = aspiration_search(w, depth, d, prev);
            let pv = w.root_pv();
            if w.aborted || !matches!(pv.first(), Some(m) if !m.is_none()) {
                break;
            }
            lines.push(PvLine {
                score: v,
                pv,
                seldepth: w.seldepth as u32,
            });
        }
        w.root_excluded.clear();
        let complete = !w.aborted;
        if complete {
            // Best first (a later line can come out higher when the search
            // of an earlier one was unstable).
            lines.sort_by_key(|l| std::cmp::Reverse(l.score));
            prev_extra = lines[1..].iter().map(|l| l.score).collect();
        } else {
            lines.truncate(1);
        }
        let score = lines[0].score;
        let pv = lines[0].pv.clone();
        let best = pv[0];
        if done.as_ref().is_some_and(|c| c.best == best) {
            stable += 1;
        } else {
            stable = 0;
        }
        prev_score = score;
        done = Some(Completed {
            depth,
            best,
            score,
            pv,
        });
        if w.id != 0 {
            continue;
        }
        if !complete {
            // Stopped among the extra lines: the first line of this
            // iteration stands, unreported.
            break;
        }
        w.flush_nodes();
        let nodes = w.shared.nodes.load(Ordering::Relaxed);
        let elapsed = w.shared.tm.elapsed();
        let ms = elapsed.as_millis() as u64;
        for (k, l) in lines.into_iter().enumerate() {
            on_info(&SearchInfo {
                depth,
                seldepth: l.seldepth,
                multipv: k as u32 + 1,
                score: to_score(l.score),
                nodes,
                nps: nps(nodes, elapsed),
                time_ms: ms,
                pv: l.pv,
            });
        }
        if limits.infinite {
            continue;
        }
        // A mate found with room to spare will not change.
        if score.abs() >= MATE_BOUND && depth as i32 > 2 * (MATE - score.abs()) + 2 {
            break;
        }
        if single && w.shared.tm.hard.is_some() {
            break;
        }
        // Soft deadline, stretched while the best move is unstable.
        let factor = match stable {
            0 => 1.3,
            1..=3 => 1.0,
            _ => 0.7,
        };
        if w.shared.tm.soft_expired(factor) {
            break;
        }
    }
    done
}

fn nps(nodes: u64, t: Duration) -> u64 {
    let us = t.as_micros().max(1) as u64;
    nodes.saturating_mul(1_000_000) / us
}

/// Deepest iteration ever started.
pub const MAX_DEPTH: u32 = 100;

/// What the weaker levels add to a plain search.
#[derive(Clone, Copy, Debug, Default)]
pub struct Extras {
    /// After the search, the main thread scores every root move at this
    /// depth.
    pub root_scores_depth: Option<u32>,
    /// Human faults the search plays with.
    pub weakness: Option<Weakness>,
}

/// Runs a search of `root` with `threads` threads (Lazy SMP); `extras`
/// are the weaker levels' additions (none for the full engine).
pub fn run(
    memory: Memory<'_>,
    threads: usize,
    root: &Root,
    limits: &Limits,
    stop: &AtomicBool,
    on_info: &mut dyn FnMut(&SearchInfo),
    extras: Extras,
) -> RunOutput {
    let Extras {
        root_scores_depth,
        weakness,
    } = extras;
    let Memory { tt, tables } = memory;
    tt.new_search();
    let tm = TimeManager::new(limits, root.pos.turn());
    let shared = Shared {
        tt,
        stop,
        abort: AtomicBool::new(false),
        nodes: AtomicU64::new(0),
        node_limit: limits.nodes,
        tm,
        weakness: weakness.filter(Weakness::any),
    };
    let fallback = root.moves.first().copied().unwrap_or(Move::NONE);
    if root.moves.is_empty() {
        return RunOutput {
            result: SearchResult {
                best: Move::NONE,
                score: Score::Cp(0),
                depth: 0,
                pv: Vec::new(),
                nodes: 0,
            },
            root_scores: Vec::new(),
        };
    }
    let max_depth = limits.depth.unwrap_or(MAX_DEPTH).clamp(1, MAX_DEPTH);
    let mut root_scores = Vec::new();
    let threads = threads.max(1);
    let mut pool = std::mem::take(tables);
    pool.truncate(threads);
    while pool.len() < threads {
        pool.push(Tables::new());
    }
    for t in pool.iter_mut() {
        t.new_search();
    }
    let mut pool = pool.into_iter();
    let main_tables = pool.next().unwrap_or_default();
    let (completed, nodes, back) = std::thread::scope(|s| {
        let shared = &shared;
        let mut helpers = Vec::new();
        for (i, t) in pool.enumerate() {
            let id = i + 1;
            helpers.push(s.spawn(move || {
                let mut w = Worker::new(id, shared, root, t);
                let _ = iterate(&mut w, root, MAX_DEPTH, &Limits::infinite(), &mut |_| {});
                w.flush_nodes();
                w.tables
            }));
        }
        let mut main = Worker::new(0, shared, root, main_tables);
        let completed = iterate(&mut main, root, max_depth, limits, on_info);
        if let Some(d) = root_scores_depth {
            if !main.aborted {
                root_scores = main.root_scores(&root.moves, d.max(1) as i32);
            }
        }
        // UCI: an infinite search answers only once told to stop.
        if limits.infinite {
            while !stop.load(Ordering::Relaxed) {
                std::thread::sleep(Duration::from_millis(1));
            }
        }
        shared.abort.store(true, Ordering::Relaxed);
        main.flush_nodes();
        let mut back = vec![main.tables];
        for h in helpers {
            if let Ok(t) = h.join() {
                back.push(t);
            }
        }
        (completed, shared.nodes.load(Ordering::Relaxed), back)
    });
    *tables = back;
    let result = match completed {
        Some(c) if root.moves.contains(&c.best) => SearchResult {
            best: c.best,
            score: to_score(c.score),
            depth: c.depth,
            pv: c.pv,
            nodes,
        },
        _ => SearchResult {
            best: fallback,
            score: Score::Cp(0),
            depth: 0,
            pv: vec![fallback],
            nodes,
        },
    };
    RunOutput {
        result,
        root_scores,
    }
}
