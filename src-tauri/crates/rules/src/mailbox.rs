//! Piece codes of the 90-byte mailbox that [`Board`](crate::Board) and
//! [`Position`](crate::Position) keep (one byte per point, 0 = empty).

use crate::{Piece, Role, Side};

/// Piece code in the mailbox: `side << 3 | (role + 1)`; 0 = empty.
#[inline]
pub(crate) const fn code(side: Side, role: Role) -> u8 {
    ((side as u8) << 3) | (role as u8 + 1)
}

/// Side of a non-empty code.
#[inline]
pub(crate) const fn code_side(c: u8) -> Side {
    if c & 8 != 0 {
        Side::Second
    } else {
        Side::First
    }
}

/// Role index (0..7) of a non-empty code.
#[inline]
pub(crate) const fn code_role_index(c: u8) -> usize {
    ((c & 7) as usize).wrapping_sub(1)
}

/// Piece of a code, if any.
#[inline]
pub(crate) const fn code_piece(c: u8) -> Option<Piece> {
    if c == 0 {
        return None;
    }
    match Role::from_index(code_role_index(c)) {
        Some(role) => Some(Piece {
            side: code_side(c),
            role,
        }),
        None => None,
    }
}
