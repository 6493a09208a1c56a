//! The per-node legality context of move generation.

use crate::Side;

/// Per-node legality context.
pub(super) struct Ctx {
    pub(super) us: Side,
    pub(super) king: usize,
    /// A move whose origin is here needs the full test.
    pub(super) from_mask: u128,
    /// A move whose destination is here needs the full test.
    pub(super) to_mask: u128,
    /// Moves must also break a bikjang.
    pub(super) restricted: bool,
}
