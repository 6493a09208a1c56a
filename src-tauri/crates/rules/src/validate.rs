//! [`Position::from_setup`]: checking a [`Setup`] (see the [module
//! docs](crate::setup) for every kind of problem), and the way back from a
//! [`Position`] to its [`Board`] and [`Setup`].

use crate::geometry::sq_in_palace;
use crate::position::Position;
use crate::setup::{Setup, SetupError, SetupErrorKind, Waivers};
use crate::{Board, Role, RuleProfile, Side, Square, Variant};

/// Most pieces of each kind a side starts with.
const MAX_COUNT: [u8; 7] = [1, 2, 2, 2, 2, 2, 5];

pub(crate) fn role_name(variant: Variant, role: Role) -> &'static str {
    match (variant, role) {
        (_, Role::General) => "general",
        (Variant::Janggi, Role::Guard) => "guard",
        (Variant::Xiangqi, Role::Guard) => "advisor",
        (_, Role::Elephant) => "elephant",
        (_, Role::Horse) => "horse",
        (_, Role::Chariot) => "chariot",
        (_, Role::Cannon) => "cannon",
        (_, Role::Soldier) => "soldier",
    }
}

pub(crate) fn side_name(variant: Variant, side: Side) -> &'static str {
    match (variant, side) {
        (Variant::Janggi, Side::First) => "Cho",
        (Variant::Janggi, Side::Second) => "Han",
        (Variant::Xiangqi, Side::First) => "Red",
        (Variant::Xiangqi, Side::Second) => "Black",
    }
}

fn fail(kind: SetupErrorKind, message: String) -> Result<Position, SetupError> {
    Err(SetupError { kind, message })
}

/// The rank of `sq` counted from `side`'s own back rank (0..10).
fn own_rank(sq: Square, side: Side) -> u8 {
    match side {
        Side::First => sq.rank(),
        Side::Second => 9 - sq.rank(),
    }
}

impl Position {
    /// Checks `setup` under `profile` and makes it a position, or says what
    /// is wrong with it (the first problem in FEN order: rank 10 to 1,
    /// files a to i; then the whole-board checks). Kinds in `waivers` pass.
    /// See the [module docs](crate::setup) for every kind.
    ///
    /// # Errors
    ///
    /// A [`SetupError`] of the first kind found that is not waived.
    pub fn from_setup(
        setup: Setup,
        profile: &RuleProfile,
        waivers: Waivers,
    ) -> Result<Position, SetupError> {
        use SetupErrorKind as K;
        let variant = profile.variant;
        let mut counts = [[0u8; 7]; 2];
        let mut totals = [0usize; 2];
        for rank in (0..10u8).rev() {
            for file in 0..9u8 {
                let Some(sq) = Square::new(file, rank) else {
                    continue;
                };
                let Some(piece) = setup.board.piece_at(sq) else {
                    continue;
                };
                let (si, ri) = (piece.side.index(), piece.role.index());
                counts[si][ri] += 1;
                totals[si] += 1;
                let named = |what: &str| {
                    format!(
                        "{} {} on {sq} is {what}",
                        side_name(variant, piece.side),
                        role_name(variant, piece.role)
                    )
                };
                if counts[si][ri] > MAX_COUNT[ri] {
                    let kind = if piece.role == Role::General {
                        K::TooManyGenerals
                    } else {
                        K::TooManyOfAKind
                    };
                    if !waivers.contains(kind) {
                        return fail(
                            kind,
                            format!(
                                "{} has more than {} {}{}",
                                side_name(variant, piece.side),
                                MAX_COUNT[ri],
                                role_name(variant, piece.role),
                                if MAX_COUNT[ri] > 1 { "s" } else { "" }
                            ),
                        );
                    }
                }
                let in_own_palace = sq_in_palace(sq.index(), si);
                let problem = match piece.role {
                    Role::General if !in_own_palace => {
                        Some((K::GeneralOutsidePalace, "outside its palace"))
                    }
                    Role::Guard if !in_own_palace => {
                        Some((K::GuardOutsidePalace, "outside its palace"))
                    }
                    Role::Elephant
                        if variant == Variant::Xiangqi && own_rank(sq, piece.side) > 4 =>
                    {
                        Some((K::ElephantAcrossRiver, "across the river"))
                    }
                    Role::Soldier if own_rank(sq, piece.side) < 3 => {
                        Some((K::SoldierBehindStart, "behind its start rank"))
                    }
                    _ => None,
                };
                if let Some((kind, what)) = problem {
                    if !waivers.contains(kind) {
                        return fail(kind, named(what));
                    }
                }
            }
        }
        for side in Side::ALL {
            if counts[side.index()][Role::General.index()] == 0 {
                return fail(
                    K::NoGeneral,
                    format!("{} has no general", side_name(variant, side)),
                );
            }
            if totals[side.index()] > 16 {
                return fail(
                    K::TooManyPieces,
                    format!(
                        "{} has {} pieces, more than 16",
                        side_name(variant, side),
                        totals[side.index()]
                    ),
                );
            }
        }
        let mut pos = Position::empty(profile);
        pos.board = setup.board.cells;
        pos.turn = setup.turn;
        pos.halfmove = setup.halfmove_clock;
        pos.fullmove = setup.fullmove_number.max(1);
        pos.recompute();
        if variant == Variant::Xiangqi && pos.is_bikjang() {
            return fail(
                K::GeneralsFacing,
                "the generals face each other on an open file".to_string(),
            );
        }
        if pos.general_attacked(!pos.turn) {
            return fail(
                K::OppositeCheck,
                format!(
                    "{} is not to move but is in check",
                    side_name(variant, !pos.turn)
                ),
            );
        }
        Ok(pos)
    }

    /// The placement of the pieces.
    pub fn board(&self) -> Board {
        Board { cells: self.board }
    }

    /// The position as an unchecked [`Setup`] (pass state is dropped, as in
    /// a FEN). `Position::from_setup(p.to_setup(), …)` gives `p` back when
    /// no pass was just made.
    pub fn to_setup(&self) -> Setup {
        Setup {
            board: self.board(),
            turn: self.turn,
            halfmove_clock: self.halfmove,
            fullmove_number: self.fullmove,
        }
    }
}
