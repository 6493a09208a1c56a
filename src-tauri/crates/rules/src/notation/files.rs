//! Files and ranks as a side sees them, shared by the WXF and the Chinese
//! notations: files numbered from the side's own right, how far forward a
//! point is, and a side's pieces of one kind on a file, front first.

use crate::{Position, Role, Side, Square};

/// File number 1..9 counted from `side`'s own right (WXF).
///
/// ```
/// use janggi_rules::{notation, Side, Square};
/// let h3 = Square::parse("h3").unwrap();
/// assert_eq!(notation::wxf_file(h3, Side::First), 2); // 炮二平五
/// assert_eq!(notation::wxf_file(h3, Side::Second), 8);
/// ```
pub fn wxf_file(sq: Square, side: Side) -> u8 {
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

/// Rank number 1..10 counted from `side`'s own back rank: how a point is
/// named in words with its WXF file (WXF moves themselves count steps).
///
/// ```
/// use janggi_rules::{notation, Side, Square};
/// let h3 = Square::parse("h3").unwrap();
/// assert_eq!(notation::own_rank(h3, Side::First), 3);
/// assert_eq!(notation::own_rank(h3, Side::Second), 8);
/// ```
pub fn own_rank(sq: Square, side: Side) -> u8 {
    forwardness(sq, side) as u8 + 1
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
