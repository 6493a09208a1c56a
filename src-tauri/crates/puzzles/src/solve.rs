//! Exact solvers on the rules crate alone (no engine, no heuristics):
//! forced mate within `n` moves, and "wins by the rules within `k` plies"
//! (used for the Janggi points endings at the move limit).
//!
//! Both stop after a node budget and then answer `None` ("not proved
//! either way"); the generator drops such positions, the app falls back to
//! the stored line.

use janggi_rules::{Game, Move, MoveList, Position, Side};

/// A node budget shared by one question.
#[derive(Debug)]
pub struct Budget {
    left: u64,
}

impl Budget {
    /// A budget of `nodes` positions.
    pub fn new(nodes: u64) -> Budget {
        Budget { left: nodes }
    }

    fn spend(&mut self) -> Option<()> {
        if self.left == 0 {
            None
        } else {
            self.left -= 1;
            Some(())
        }
    }
}

/// Moves of `pos` ordered for a mate search: checks first, then captures
/// (bigger first), then the rest; for the last move of a mate only checks.
fn attacker_moves(pos: &Position, checks_only: bool) -> Vec<Move> {
    let list: MoveList = pos.legal_moves();
    let mut scored: Vec<(i32, Move)> = list
        .iter()
        .filter_map(|&m| {
            let check = pos.gives_check(m);
            if checks_only && !check {
                return None;
            }
            let mut s = 0;
            if check {
                s += 1000;
            }
            if let Some(r) = m.capture() {
                s += 10 + r.janggi_points() as i32;
            }
            Some((s, m))
        })
        .collect();
    scored.sort_by_key(|&(s, _)| -s);
    scored.into_iter().map(|(_, m)| m).collect()
}

/// `true` when the side to move is checkmated (in check, no legal move).
pub fn is_mated(pos: &Position) -> bool {
    pos.is_check() && pos.legal_moves().is_empty()
}

/// Can the side to move force checkmate within `n` of its own moves?
/// `None` when the budget ran out.
pub fn mates_within(pos: &mut Position, n: u32, b: &mut Budget) -> Option<bool> {
    if n == 0 {
        return Some(false);
    }
    for m in attacker_moves(pos, n == 1) {
        b.spend()?;
        let u = pos.make_move(m);
        let r = all_defences_lose(pos, n - 1, b);
        pos.unmake_move(m, u);
        if r? {
            return Some(true);
        }
    }
    Some(false)
}

/// The side to move defends: is it mated now, or does every move leave the
/// attacker a mate within `n` moves? (`n = 0`: only "mated now" counts.)
pub fn all_defences_lose(pos: &mut Position, n: u32, b: &mut Budget) -> Option<bool> {
    let moves = pos.legal_moves();
    if moves.is_empty() {
        return Some(pos.is_check());
    }
    if n == 0 {
        return Some(false);
    }
    for &d in moves.iter() {
        b.spend()?;
        let u = pos.make_move(d);
        let r = mates_within(pos, n, b);
        pos.unmake_move(d, u);
        if !r? {
            return Some(false);
        }
    }
    Some(true)
}

/// The fewest moves in which the side to move forces mate, searching up to
/// `max` moves; `Some(None)` when there is no mate within `max`.
pub fn mate_distance(pos: &mut Position, max: u32, b: &mut Budget) -> Option<Option<u32>> {
    for n in 1..=max {
        if mates_within(pos, n, b)? {
            return Some(Some(n));
        }
    }
    Some(None)
}

/// The attacker's moves that force mate within `n` moves.
pub fn mating_moves(pos: &mut Position, n: u32, b: &mut Budget) -> Option<Vec<Move>> {
    let mut out = Vec::new();
    for m in pos.legal_moves().iter().copied() {
        b.spend()?;
        let u = pos.make_move(m);
        let r = all_defences_lose(pos, n - 1, b);
        pos.unmake_move(m, u);
        if r? {
            out.push(m);
        }
    }
    Some(out)
}

/// The defender's most stubborn reply when every reply loses within `n`
/// attacker moves: the one after which the mate is longest (ties: a
/// capture first, then the first generated). `None` when mated already or
/// out of budget.
pub fn longest_defence(pos: &mut Position, n: u32, b: &mut Budget) -> Option<Move> {
    let mut best: Option<(u32, bool, Move)> = None;
    for d in pos.legal_moves().iter().copied() {
        let u = pos.make_move(d);
        let dist = mate_distance(pos, n, b);
        pos.unmake_move(d, u);
        let dist = dist?.unwrap_or(n + 1);
        let key = (dist, d.is_capture());
        if best.is_none_or(|(bd, bc, _)| key > (bd, bc)) {
            best = Some((dist, d.is_capture(), d));
        }
    }
    best.map(|(_, _, m)| m)
}

/// A shortest mating move of the attacker (one that mates within `n`).
pub fn a_mating_move(pos: &mut Position, n: u32, b: &mut Budget) -> Option<Move> {
    for k in 1..=n {
        for m in attacker_moves(pos, k == 1) {
            let u = pos.make_move(m);
            let r = all_defences_lose(pos, k - 1, b);
            pos.unmake_move(m, u);
            if r? {
                return Some(m);
            }
        }
    }
    None
}

/// Does `winner` win the game by its rules (any end: mate, points at the
/// move limit, …) within `plies` plies, whatever the other side plays?
/// Uses the whole [`Game`] so that every end condition of the profile
/// applies.
pub fn forced_win(game: &mut Game, winner: Side, plies: u32, b: &mut Budget) -> Option<bool> {
    let o = game.outcome();
    if o.is_over() {
        return Some(o.winner() == Some(winner));
    }
    if plies == 0 {
        return Some(false);
    }
    let moves = game.legal_moves();
    let attacker = game.position().turn() == winner;
    for &m in moves.iter() {
        b.spend()?;
        if game.play(m).is_err() {
            continue;
        }
        let r = forced_win(game, winner, plies - 1, b);
        game.undo();
        let r = r?;
        if attacker && r {
            return Some(true);
        }
        if !attacker && !r {
            return Some(false);
        }
    }
    Some(!attacker)
}
