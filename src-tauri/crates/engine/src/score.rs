//! Scores and bounds: the reported [`Score`], the internal score scale
//! (mates, rule wins) and the kinds of bound a stored score is. A module of
//! its own so the transposition table, the search and the levels share it
//! without reaching into one another.

/// Score of mate at the root (mate in `n` plies scores `MATE - n`).
pub const MATE: i32 = 30_000;
/// Scores beyond this are mates.
pub const MATE_BOUND: i32 = MATE - 1_000;
/// Score of a game won by a rule (points, perpetual check) at the root.
pub const RESULT_WIN: i32 = 20_000;
/// Scores beyond this are forced game ends (mates or rule wins); they are
/// stored in the TT relative to the node.
pub const RESULT_BOUND: i32 = RESULT_WIN - 1_000;
/// Bigger than any score.
pub const INF: i32 = 31_000;

/// A search score from the side to move's point of view.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Score {
    /// Centipawn-like units (a Janggi soldier ≈ 200, a Xiangqi soldier
    /// before the river ≈ 100). Game ends decided on points or by the
    /// perpetual-check rule are reported as ±19 000 and more.
    Cp(i32),
    /// Mate in `n` plies; positive when the side to move mates.
    Mate(i32),
}

/// Converts an internal score for reporting.
pub fn to_score(v: i32) -> Score {
    if v >= MATE_BOUND {
        Score::Mate(MATE - v)
    } else if v <= -MATE_BOUND {
        Score::Mate(-(MATE + v))
    } else {
        Score::Cp(v)
    }
}

/// Kind of bound a stored score is.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Bound {
    /// The true score is at most the stored one (fail-low).
    Upper = 1,
    /// The true score is at least the stored one (fail-high).
    Lower = 2,
    /// The stored score is exact (a PV node).
    Exact = 3,
}

/// Scores of forced game ends are stored as distances from the node rather
/// than from the root, so a hit at another ply reads correctly.
pub fn to_tt(score: i32, ply: i32) -> i32 {
    if score >= RESULT_BOUND {
        score + ply
    } else if score <= -RESULT_BOUND {
        score - ply
    } else {
        score
    }
}

/// The inverse of [`to_tt`]: a stored score read back at `ply`.
pub fn from_tt(score: i32, ply: i32) -> i32 {
    if score >= RESULT_BOUND {
        score - ply
    } else if score <= -RESULT_BOUND {
        score + ply
    } else {
        score
    }
}
