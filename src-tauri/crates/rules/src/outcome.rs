//! How a game ends: [`Outcome`], [`EndReason`], and the errors of
//! [`Game::play`](crate::Game::play) ([`PlayError`]).

use std::fmt;

use crate::Side;

/// Why a game ended.
///
/// Whether points decided a decisive result follows from the reason (see
/// [`Outcome::decided_by_points`]): bikjang, double pass, repetition and
/// move-limit ends are decided on points when they are not draws.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum EndReason {
    /// The side to move is in check and has no legal move.
    Checkmate,
    /// The side to move is not in check and has no legal move (Xiangqi: a
    /// loss for that side).
    Stalemate,
    /// Bikjang (generals facing on an open file) ended the game: it arose
    /// under a profile where it ends the game at once, or a pass accepted it.
    Bikjang,
    /// Both players passed in a row.
    DoublePass,
    /// The same position occurred the third time.
    Repetition,
    /// A side that checked with every move of a repeating cycle lost.
    PerpetualCheck,
    /// A side that shuttled one piece back and forth lost (Modern's rule,
    /// [`crate::RuleProfile::shuttle_loses`]).
    Shuttle,
    /// A side that chased a piece with every move of a repeating cycle
    /// lost (the AXF rule, [`crate::RuleProfile::chasing`]).
    PerpetualChase,
    /// The move limit (total or since the last capture) was reached.
    MoveLimit,
    /// Neither side can mate any more.
    Material,
    /// A player resigned.
    Resignation,
    /// A player ran out of time.
    Timeout,
    /// Both players agreed to a draw (a draw offer accepted).
    Agreement,
}

impl EndReason {
    /// All reasons.
    pub const ALL: [EndReason; 13] = [
        EndReason::Checkmate,
        EndReason::Stalemate,
        EndReason::Bikjang,
        EndReason::DoublePass,
        EndReason::Repetition,
        EndReason::PerpetualCheck,
        EndReason::Shuttle,
        EndReason::PerpetualChase,
        EndReason::MoveLimit,
        EndReason::Material,
        EndReason::Resignation,
        EndReason::Timeout,
        EndReason::Agreement,
    ];

    /// Stable camelCase name, as the UI contract spells it (`"doublePass"`).
    pub const fn name(self) -> &'static str {
        match self {
            EndReason::Checkmate => "checkmate",
            EndReason::Stalemate => "stalemate",
            EndReason::Bikjang => "bikjang",
            EndReason::DoublePass => "doublePass",
            EndReason::Repetition => "repetition",
            EndReason::PerpetualCheck => "perpetualCheck",
            EndReason::Shuttle => "shuttle",
            EndReason::PerpetualChase => "perpetualChase",
            EndReason::MoveLimit => "moveLimit",
            EndReason::Material => "material",
            EndReason::Resignation => "resignation",
            EndReason::Timeout => "timeout",
            EndReason::Agreement => "agreement",
        }
    }

    /// Reads a name written by [`EndReason::name`].
    pub fn from_name(s: &str) -> Option<EndReason> {
        EndReason::ALL.into_iter().find(|r| r.name() == s)
    }

    /// `true` for the reasons whose decisive results come from a points
    /// count rather than from the rule itself.
    const fn points_based(self) -> bool {
        matches!(
            self,
            EndReason::Bikjang
                | EndReason::DoublePass
                | EndReason::Repetition
                | EndReason::MoveLimit
        )
    }
}

impl fmt::Display for EndReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The state of a game: still going, won by one side, or drawn.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Outcome {
    /// The game goes on.
    Ongoing,
    /// `winner` won for `reason`.
    Decisive {
        /// The side that won.
        winner: Side,
        /// Why.
        reason: EndReason,
    },
    /// The game is drawn for `reason`.
    Draw {
        /// Why.
        reason: EndReason,
    },
}

impl Outcome {
    /// `true` unless [`Outcome::Ongoing`].
    #[inline]
    pub const fn is_over(&self) -> bool {
        !matches!(self, Outcome::Ongoing)
    }

    /// The winner of a decisive game.
    #[inline]
    pub const fn winner(&self) -> Option<Side> {
        match *self {
            Outcome::Decisive { winner, .. } => Some(winner),
            _ => None,
        }
    }

    /// Why the game ended, if it did.
    #[inline]
    pub const fn reason(&self) -> Option<EndReason> {
        match *self {
            Outcome::Ongoing => None,
            Outcome::Decisive { reason, .. } | Outcome::Draw { reason } => Some(reason),
        }
    }

    /// `true` when the game was won on Janggi points: a decisive end by
    /// bikjang, double pass, repetition or the move limit (those rules decide
    /// either a draw or a points count; perpetual check, checkmate,
    /// resignation and timeout are decided by the rule itself).
    ///
    /// ```
    /// use janggi_rules::{EndReason, Outcome, Side};
    /// let o = Outcome::Decisive { winner: Side::Second, reason: EndReason::DoublePass };
    /// assert!(o.decided_by_points());
    /// assert!(!Outcome::Draw { reason: EndReason::DoublePass }.decided_by_points());
    /// ```
    #[inline]
    pub const fn decided_by_points(&self) -> bool {
        match *self {
            Outcome::Decisive { reason, .. } => reason.points_based(),
            _ => false,
        }
    }
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Outcome::Ongoing => f.write_str("ongoing"),
            Outcome::Decisive { winner, reason } => {
                let w = match winner {
                    Side::First => "first",
                    Side::Second => "second",
                };
                write!(f, "{w} wins by {reason}")
            }
            Outcome::Draw { reason } => write!(f, "draw by {reason}"),
        }
    }
}

/// Why a move (or resignation) was refused. The game is unchanged.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum PlayError {
    /// The move is well formed but not legal here; the payload describes it.
    Illegal(String),
    /// The game is already over.
    GameOver,
    /// The text is not a move in the expected notation.
    BadNotation(String),
}

impl fmt::Display for PlayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PlayError::Illegal(m) => write!(f, "illegal move: {m}"),
            PlayError::GameOver => f.write_str("the game is over"),
            PlayError::BadNotation(s) => write!(f, "not a move: {s:?}"),
        }
    }
}

impl std::error::Error for PlayError {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        for r in EndReason::ALL {
            assert_eq!(EndReason::from_name(r.name()), Some(r));
        }
        assert_eq!(EndReason::from_name("nope"), None);
    }

    #[test]
    fn points_decisions() {
        let d = |reason| Outcome::Decisive {
            winner: Side::First,
            reason,
        };
        assert!(d(EndReason::Bikjang).decided_by_points());
        assert!(d(EndReason::MoveLimit).decided_by_points());
        assert!(d(EndReason::Repetition).decided_by_points());
        assert!(!d(EndReason::PerpetualCheck).decided_by_points());
        assert!(!d(EndReason::Checkmate).decided_by_points());
        assert!(!d(EndReason::Timeout).decided_by_points());
        assert!(!Outcome::Ongoing.decided_by_points());
        assert_eq!(d(EndReason::Checkmate).winner(), Some(Side::First));
        assert_eq!(Outcome::Ongoing.reason(), None);
        assert_eq!(
            Outcome::Draw {
                reason: EndReason::Material
            }
            .to_string(),
            "draw by material"
        );
    }
}
