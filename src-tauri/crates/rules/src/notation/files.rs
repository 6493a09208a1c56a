//! Files and ranks as a side sees them, shared by the WXF and the Chinese
//! notations: files numbered from the side's own right, how far forward a
//! point is, and a side's pieces of one kind on a file, front first.

use crate::{Position, Role, Side, Square};

/// File number 1..9 counted from `side`'s own right.
pub(super) fn wxf_file(sq: Square, side: Side) -> u8 {
    match side {
        Side::First => 9 - sq.file(),
        Side::Second => sq.file() + 1,
    }
}

/// How far forward `sq` is from `side`'s point of view (0..9).
pub(super) fn forwardness(sq: Square, side: Side) -> i32 {
    match side {
        Side::First => i32::from(sq.rank()),
        Side::Second => 9 - i32::from(sq.rank()),
    }
}

/// Squares of `side`'s `role` pieces on `file`, front (most forward) first.
pub(super) fn on_file(pos: &Position, side: Side, role: Role, file: u8) -> Vec<Square> {
    let mut v: Vec<Square> = (0..10)
        .filter_map(|r| Square::new(file, r))
        .filter(|&sq| {
            pos.piece_at(sq)
                .is_some_and(|p| p.side == side && p.role == role)
        })
        .collect();
    v.sort_by_key(|&sq| -forwardness(sq, side));
    v
}
