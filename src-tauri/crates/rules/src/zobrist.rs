//! Zobrist keys.
//!
//! The hash of a position is the XOR of one key per (piece, square) and a
//! key when the second player is to move. Keys come from a fixed SplitMix64
//! stream, so hashes are the same in every build and on every platform.
//!
//! The pass state (passes in a row, an accepted bikjang) is deliberately
//! *not* part of [`Position::hash`](crate::Position::hash): the hash names
//! the placement and the side to move, which is what repetition rules
//! compare. [`Position::state_key`](crate::Position::state_key) adds the
//! pass state for tables that must tell those positions apart (for example
//! an engine's transposition table).

const fn splitmix(state: u64) -> (u64, u64) {
    let s = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = s;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    (s, z ^ (z >> 31))
}

const fn build() -> ([[u64; 90]; 16], [u64; 4]) {
    let mut pieces = [[0u64; 90]; 16];
    let mut extra = [0u64; 4];
    let mut state = 0x4A61_6E67_6769_2121u64; // "Janggi!!"
    let mut p = 0;
    while p < 16 {
        let mut s = 0;
        while s < 90 {
            // Codes 0 (empty) and 8 are never pieces: keep their keys 0 so
            // an XOR with an empty square is a no-op.
            if p != 0 && p != 8 {
                let (ns, v) = splitmix(state);
                state = ns;
                pieces[p][s] = v;
            }
            s += 1;
        }
        p += 1;
    }
    let mut i = 0;
    while i < 4 {
        let (ns, v) = splitmix(state);
        state = ns;
        extra[i] = v;
        i += 1;
    }
    (pieces, extra)
}

const KEYS: ([[u64; 90]; 16], [u64; 4]) = build();

/// Key of a piece code (see `position.rs`) on a square; 0 for an empty square.
pub(crate) static PIECE_KEYS: [[u64; 90]; 16] = KEYS.0;
/// XORed in when the second player is to move.
pub(crate) const SIDE_KEY: u64 = KEYS.1[0];
/// XORed into [`Position::state_key`](crate::Position::state_key) after one pass.
pub(crate) const ONE_PASS_KEY: u64 = KEYS.1[1];
/// XORed into `state_key` when the game is over by passes (two in a row).
pub(crate) const TWO_PASSES_KEY: u64 = KEYS.1[2];
/// XORed into `state_key` after a pass that accepted a bikjang.
pub(crate) const BIKJANG_ACCEPTED_KEY: u64 = KEYS.1[3];
