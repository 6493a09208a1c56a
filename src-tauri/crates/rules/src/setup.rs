//! [`Setup`]: a board, a side to move and counters, not yet checked — what a
//! FEN parses into — and the checks that turn it into a [`Position`].
//!
//! # What a position must satisfy
//!
//! [`Position::from_setup`] refuses a setup for the first problem it finds,
//! as a [`SetupError`] of one [`SetupErrorKind`]. Some kinds describe
//! boards that can never arise in a game but that the move generator plays
//! correctly; a caller may *waive* those ([`Waivers`]): an analysis board
//! or a composed problem may hold three chariots, a guard outside its
//! palace, a Xiangqi elephant across the river or a soldier in its own
//! palace. The others are never waived, because the move generator relies
//! on them:
//!
//! | kind | waivable | why it matters |
//! |---|---|---|
//! | [`NoGeneral`](SetupErrorKind::NoGeneral), [`TooManyGenerals`](SetupErrorKind::TooManyGenerals) | no | check and mate are about the one general |
//! | [`GeneralOutsidePalace`](SetupErrorKind::GeneralOutsidePalace) | no | generals step only inside their palace |
//! | [`TooManyPieces`](SetupErrorKind::TooManyPieces) (over 16 on a side) | no | move lists are sized for 16 pieces |
//! | [`OppositeCheck`](SetupErrorKind::OppositeCheck), [`GeneralsFacing`](SetupErrorKind::GeneralsFacing) | no | the side to move could take the general |
//! | [`TooManyOfAKind`](SetupErrorKind::TooManyOfAKind) | yes | more than 2 chariots, 5 soldiers, … |
//! | [`GuardOutsidePalace`](SetupErrorKind::GuardOutsidePalace) | yes | such a guard simply cannot move |
//! | [`ElephantAcrossRiver`](SetupErrorKind::ElephantAcrossRiver) | yes | Xiangqi; it can only step back |
//! | [`SoldierBehindStart`](SetupErrorKind::SoldierBehindStart) | yes | soldiers never retreat, so this is unreachable |
//!
//! [`Position::from_fen`] waives [`Waivers::FEN`] (soldiers behind their
//! start rank), as it always has.
//!
//! ```
//! use janggi_rules::{Position, RuleProfile, Setup, SetupErrorKind, Waivers};
//! // Three Cho chariots: a composed problem.
//! let setup = Setup::from_fen("4k4/9/9/9/9/9/9/RR1R5/4K4/9 w - - 0 1").unwrap();
//! let p = &RuleProfile::JANGGI_STANDARD;
//! let e = Position::from_setup(setup.clone(), p, Waivers::NONE).unwrap_err();
//! assert_eq!(e.kind, SetupErrorKind::TooManyOfAKind);
//! let waived = Waivers::NONE.with(SetupErrorKind::TooManyOfAKind);
//! assert!(Position::from_setup(setup, p, waived).is_ok());
//! ```
//!
//! [`Position`]: crate::Position
//! [`Position::from_setup`]: crate::Position::from_setup
//! [`Position::from_fen`]: crate::Position::from_fen

use std::fmt;

use crate::{Board, Side};

/// A board with a side to move and the two FEN counters, unchecked.
///
/// ```
/// use janggi_rules::{Board, Position, RuleProfile, Setup, Side, Waivers};
/// let setup = Setup::new(Board::start(janggi_rules::Variant::Xiangqi));
/// assert_eq!(setup.turn, Side::First);
/// let pos = Position::from_setup(setup, &RuleProfile::XIANGQI, Waivers::NONE).unwrap();
/// assert_eq!(pos, Position::new(&RuleProfile::XIANGQI));
/// ```
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Setup {
    /// Where the pieces stand.
    pub board: Board,
    /// The side to move.
    pub turn: Side,
    /// Plies since the last capture.
    pub halfmove_clock: u32,
    /// Move number, from 1.
    pub fullmove_number: u32,
}

impl Setup {
    /// `board` with the first player to move and fresh counters (0, 1).
    pub fn new(board: Board) -> Setup {
        Setup {
            board,
            turn: Side::First,
            halfmove_clock: 0,
            fullmove_number: 1,
        }
    }

    /// The setup as a FEN (six fields, as Fairy-Stockfish writes them).
    pub fn fen(&self) -> String {
        format!(
            "{} {} - - {} {}",
            self.board.board_fen(),
            if self.turn == Side::First { 'w' } else { 'b' },
            self.halfmove_clock,
            self.fullmove_number
        )
    }
}

/// Why a [`Setup`] is not a playable [`Position`].
///
/// [`Position`]: crate::Position
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum SetupErrorKind {
    /// A side has no general.
    NoGeneral,
    /// A side has more than one general.
    TooManyGenerals,
    /// A general stands outside its own palace.
    GeneralOutsidePalace,
    /// A side has more than 16 pieces.
    TooManyPieces,
    /// A side has more pieces of a kind than it starts with (2 guards,
    /// 2 elephants, 2 horses, 2 chariots, 2 cannons, 5 soldiers).
    /// Waivable.
    TooManyOfAKind,
    /// A guard (advisor) stands outside its own palace. Waivable.
    GuardOutsidePalace,
    /// A Xiangqi elephant stands across the river. Waivable.
    ElephantAcrossRiver,
    /// A soldier stands behind its start rank (on its own first three
    /// ranks), where a soldier, never moving backward, cannot come.
    /// Waivable.
    SoldierBehindStart,
    /// The side *not* to move is in check: the side to move could take
    /// the general.
    OppositeCheck,
    /// Xiangqi: the generals face each other on an open file.
    GeneralsFacing,
}

impl SetupErrorKind {
    /// Every kind, in the order [`Position::from_setup`] checks them.
    ///
    /// [`Position::from_setup`]: crate::Position::from_setup
    pub const ALL: [SetupErrorKind; 10] = [
        SetupErrorKind::TooManyGenerals,
        SetupErrorKind::GeneralOutsidePalace,
        SetupErrorKind::TooManyOfAKind,
        SetupErrorKind::GuardOutsidePalace,
        SetupErrorKind::ElephantAcrossRiver,
        SetupErrorKind::SoldierBehindStart,
        SetupErrorKind::NoGeneral,
        SetupErrorKind::TooManyPieces,
        SetupErrorKind::GeneralsFacing,
        SetupErrorKind::OppositeCheck,
    ];

    /// `true` for the kinds a caller may waive: the board cannot arise in a
    /// game, but the rules play it correctly.
    pub const fn is_waivable(self) -> bool {
        matches!(
            self,
            SetupErrorKind::TooManyOfAKind
                | SetupErrorKind::GuardOutsidePalace
                | SetupErrorKind::ElephantAcrossRiver
                | SetupErrorKind::SoldierBehindStart
        )
    }

    const fn bit(self) -> u16 {
        1 << self as u16
    }
}

/// A set of waivable [`SetupErrorKind`]s that [`Position::from_setup`]
/// lets pass.
///
/// ```
/// use janggi_rules::{SetupErrorKind as K, Waivers};
/// let w = Waivers::NONE.with(K::TooManyOfAKind).with(K::NoGeneral);
/// assert!(w.contains(K::TooManyOfAKind));
/// assert!(!w.contains(K::NoGeneral)); // never waivable
/// assert!(Waivers::ALL.contains(K::SoldierBehindStart));
/// ```
///
/// [`Position::from_setup`]: crate::Position::from_setup
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default)]
pub struct Waivers(u16);

impl Waivers {
    /// Waive nothing: only boards that can arise in a game.
    pub const NONE: Waivers = Waivers(0);
    /// What [`Position::from_fen`] waives: soldiers behind their start
    /// rank (it has always accepted pieces on points they could not reach
    /// but may stand on).
    ///
    /// [`Position::from_fen`]: crate::Position::from_fen
    pub const FEN: Waivers = Waivers::NONE.with(SetupErrorKind::SoldierBehindStart);
    /// Every waivable kind: analysis boards and composed problems.
    pub const ALL: Waivers = Waivers::NONE
        .with(SetupErrorKind::TooManyOfAKind)
        .with(SetupErrorKind::GuardOutsidePalace)
        .with(SetupErrorKind::ElephantAcrossRiver)
        .with(SetupErrorKind::SoldierBehindStart);

    /// This set and `kind` (ignored unless [`SetupErrorKind::is_waivable`]).
    #[must_use]
    pub const fn with(self, kind: SetupErrorKind) -> Waivers {
        if kind.is_waivable() {
            Waivers(self.0 | kind.bit())
        } else {
            self
        }
    }

    /// `true` if `kind` is waived.
    pub const fn contains(self, kind: SetupErrorKind) -> bool {
        self.0 & kind.bit() != 0
    }
}

/// A setup that is not a playable position: the kind, and a sentence that
/// names the side, piece and point.
///
/// ```
/// use janggi_rules::{Position, RuleProfile, Setup, SetupErrorKind, Waivers};
/// let s = Setup::from_fen("4k4/9/9/9/9/9/9/9/4K4/3A5 w").unwrap();
/// assert!(Position::from_setup(s, &RuleProfile::JANGGI_STANDARD, Waivers::NONE).is_ok());
/// let s = Setup::from_fen("4k4/9/9/9/9/9/9/9/4K4/2A6 w").unwrap();
/// let e = Position::from_setup(s, &RuleProfile::JANGGI_STANDARD, Waivers::NONE).unwrap_err();
/// assert_eq!(e.kind, SetupErrorKind::GuardOutsidePalace);
/// assert_eq!(e.to_string(), "Cho guard on c1 is outside its palace");
/// ```
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct SetupError {
    /// What is wrong.
    pub kind: SetupErrorKind,
    /// The same, in words (English, with the side's and piece's names).
    pub message: String,
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for SetupError {}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Position, RuleProfile};
    use SetupErrorKind as K;

    fn kind(fen: &str, profile: &RuleProfile, waivers: Waivers) -> Option<SetupErrorKind> {
        let s = Setup::from_fen(fen).expect("syntax");
        Position::from_setup(s, profile, waivers).err().map(|e| {
            assert!(!e.message.is_empty());
            e.kind
        })
    }

    const J: RuleProfile = RuleProfile::JANGGI_STANDARD;
    const X: RuleProfile = RuleProfile::XIANGQI;

    #[test]
    fn each_kind_is_found_and_only_waivable_ones_can_be_waived() {
        let cases: [(&str, &RuleProfile, SetupErrorKind); 10] = [
            ("9/9/9/9/9/9/9/9/4K4/9 w", &J, K::NoGeneral),
            ("3kk4/9/9/9/9/9/9/9/4K4/9 w", &J, K::TooManyGenerals),
            ("4k4/9/9/9/9/9/9/9/9/K8 w", &J, K::GeneralOutsidePalace),
            ("4k4/9/9/9/9/9/9/RR1R5/4K4/9 w", &J, K::TooManyOfAKind),
            ("4k4/9/9/9/9/9/9/9/4K4/2A6 w", &J, K::GuardOutsidePalace),
            ("4k4/9/9/9/2B6/9/9/9/9/3K5 w", &X, K::ElephantAcrossRiver),
            ("4k4/9/9/9/9/9/9/9/4K4/3P5 w", &J, K::SoldierBehindStart),
            ("4k4/9/9/9/9/9/9/4R4/4K4/9 w", &J, K::OppositeCheck),
            ("4k4/9/9/9/9/9/9/9/9/4K4 w", &X, K::GeneralsFacing),
            (
                "4k4/9/9/9/9/PPPPPPPPP/PPPPPPPPP/9/4K4/9 w",
                &J,
                K::TooManyPieces,
            ),
        ];
        for (fen, p, want) in cases {
            // The over-16 board also has too many soldiers: that is found
            // first, and the total is found once the count is waived.
            let got = kind(fen, p, Waivers::NONE);
            if want == K::TooManyPieces {
                assert_eq!(got, Some(K::TooManyOfAKind), "{fen}");
            } else {
                assert_eq!(got, Some(want), "{fen}");
            }
            let waived = kind(fen, p, Waivers::ALL);
            if want.is_waivable() {
                assert_eq!(waived, None, "{fen}: waiving {want:?}");
            } else {
                assert_eq!(waived, Some(want), "{fen}: {want:?} is never waived");
            }
        }
        assert_eq!(
            SetupErrorKind::ALL
                .iter()
                .filter(|k| k.is_waivable())
                .count(),
            4
        );
    }

    #[test]
    fn a_waived_board_plays() {
        // Three chariots and a soldier in its own palace: legal moves exist
        // and match the pieces' rules.
        let s = Setup::from_fen("4k4/9/9/9/9/9/9/RR1R5/4K4/3P5 w").unwrap();
        let p = Position::from_setup(s, &J, Waivers::ALL).unwrap();
        assert!(p.legal_moves().len() > 30);
        assert!(Position::from_setup(p.to_setup(), &J, Waivers::ALL).unwrap() == p);
        assert_eq!(p.board().count_side(Side::First), 5);
    }
}
