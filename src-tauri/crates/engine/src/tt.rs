//! The transposition table: a lock-free hash map from position hashes to
//! what an earlier search learnt about them, shared by all search threads.
//!
//! Each entry is two `AtomicU64` words. The first holds `key ^ data` and the
//! second `data` (the "xor trick" of lock-free tables, after Hyatt and Mann):
//! a reader accepts an entry only when `word0 ^ word1 == key`, so a torn
//! write by another thread reads as a miss instead of as garbage. Any move
//! read back is re-checked with `Position::is_legal` before use anyway.
//!
//! The data word:
//!
//! ```text
//!  63    53 52    47 46 45 44      37 36              21 20               0
//! +--------+--------+-----+----------+------------------+------------------+
//! | unused |  age   |bound|  depth   |   score (i16)    |  move (21 bits)  |
//! +--------+--------+-----+----------+------------------+------------------+
//!   age: search generation (6 bits, wraps); bound: 1 upper, 2 lower, 3 exact
//! ```
//!
//! Entries live in buckets of four (64 bytes, one cache line). A store
//! replaces the entry with the same key, else the one whose
//! `depth - 8 × age difference` is lowest, so deep results of the current
//! search survive and stale ones go first (aging).

use std::sync::atomic::{AtomicU64, AtomicU8, Ordering};

use janggi_rules::Move;

pub use crate::score::Bound;
use crate::score::{from_tt, to_tt};

/// What a probe found.
#[derive(Copy, Clone, Debug)]
pub struct TtHit {
    /// Best move found there (may be `Move::NONE`); not yet checked for
    /// legality.
    pub mv: Move,
    /// Score, relative to the node (mate distances already adjusted back).
    pub score: i32,
    /// Draft the score was searched with.
    pub depth: i32,
    /// Bound kind.
    pub bound: Bound,
}

const MOVE_MASK: u64 = (1 << 21) - 1;
const BUCKET: usize = 4;

#[derive(Default)]
struct Entry {
    key_xor_data: AtomicU64,
    data: AtomicU64,
}

/// The shared table.
pub struct TranspositionTable {
    entries: Vec<Entry>,
    buckets: usize,
    age: AtomicU8,
}

fn pack(mv: Move, score: i32, depth: i32, bound: Bound, age: u8) -> u64 {
    (mv.to_bits() as u64 & MOVE_MASK)
        | ((score as i16 as u16 as u64) << 21)
        | ((depth.clamp(0, 255) as u64) << 37)
        | ((bound as u64) << 45)
        | (((age & 63) as u64) << 47)
}

impl TranspositionTable {
    /// A table of about `mb` megabytes (at least one bucket).
    pub fn new(mb: usize) -> TranspositionTable {
        let bytes = mb.clamp(1, 1 << 16) * 1024 * 1024;
        let buckets = (bytes / (BUCKET * std::mem::size_of::<Entry>())).max(1);
        let mut entries = Vec::with_capacity(buckets * BUCKET);
        entries.resize_with(buckets * BUCKET, Entry::default);
        TranspositionTable {
            entries,
            buckets,
            age: AtomicU8::new(0),
        }
    }

    /// Empties the table.
    pub fn clear(&self) {
        for e in &self.entries {
            e.key_xor_data.store(0, Ordering::Relaxed);
            e.data.store(0, Ordering::Relaxed);
        }
        self.age.store(0, Ordering::Relaxed);
    }

    /// Starts a new search generation (entries of older ones age out first).
    pub fn new_search(&self) {
        let a = self.age.load(Ordering::Relaxed);
        self.age.store(a.wrapping_add(1) & 63, Ordering::Relaxed);
    }

    fn bucket(&self, key: u64) -> usize {
        // Multiply-shift maps the full 64-bit hash onto the bucket range
        // without a division (Lemire's "fast range").
        (((key as u128) * (self.buckets as u128)) >> 64) as usize * BUCKET
    }

    /// Looks `key` up. `ply` converts stored mate/result distances (from the
    /// node) back into distances from the root.
    pub fn probe(&self, key: u64, ply: i32) -> Option<TtHit> {
        let b = self.bucket(key);
        for e in &self.entries[b..b + BUCKET] {
            let data = e.data.load(Ordering::Relaxed);
            let kx = e.key_xor_data.load(Ordering::Relaxed);
            if kx ^ data == key && data != 0 {
                let mv = Move::from_bits((data & MOVE_MASK) as u32).unwrap_or(Move::NONE);
                let score = from_tt(((data >> 21) & 0xffff) as u16 as i16 as i32, ply);
                let depth = ((data >> 37) & 0xff) as i32;
                let bound = match (data >> 45) & 3 {
                    1 => Bound::Upper,
                    2 => Bound::Lower,
                    _ => Bound::Exact,
                };
                return Some(TtHit {
                    mv,
                    score,
                    depth,
                    bound,
                });
            }
        }
        None
    }

    /// Stores a search result for `key`.
    pub fn store(&self, key: u64, mv: Move, score: i32, depth: i32, bound: Bound, ply: i32) {
        let age = self.age.load(Ordering::Relaxed);
        let b = self.bucket(key);
        let bucket = &self.entries[b..b + BUCKET];
        let mut victim = 0;
        let mut victim_worth = i32::MAX;
        for (i, e) in bucket.iter().enumerate() {
            let data = e.data.load(Ordering::Relaxed);
            let kx = e.key_xor_data.load(Ordering::Relaxed);
            if data == 0 {
                victim = i;
                break;
            }
            if kx ^ data == key {
                // Same position: keep a deeper entry of this search unless the
                // new one is exact, but keep its move if we bring none.
                let old_depth = ((data >> 37) & 0xff) as i32;
                let old_age = ((data >> 47) & 63) as u8;
                if bound != Bound::Exact && old_age == age && old_depth > depth + 2 {
                    return;
                }
                let mv = if mv.is_none() {
                    Move::from_bits((data & MOVE_MASK) as u32).unwrap_or(Move::NONE)
                } else {
                    mv
                };
                let new = pack(mv, to_tt(score, ply), depth, bound, age);
                e.data.store(new, Ordering::Relaxed);
                e.key_xor_data.store(key ^ new, Ordering::Relaxed);
                return;
            }
            let d = ((data >> 37) & 0xff) as i32;
            let a = ((data >> 47) & 63) as u8;
            let age_diff = (age.wrapping_sub(a) & 63) as i32;
            let worth = d - 8 * age_diff;
            if worth < victim_worth {
                victim_worth = worth;
                victim = i;
            }
        }
        let new = pack(mv, to_tt(score, ply), depth, bound, age);
        let e = &bucket[victim];
        e.data.store(new, Ordering::Relaxed);
        e.key_xor_data.store(key ^ new, Ordering::Relaxed);
    }

    /// Per-mille of the first thousand entries used by the current search.
    pub fn hashfull(&self) -> u32 {
        let age = self.age.load(Ordering::Relaxed);
        let n = self.entries.len().min(1000);
        let used = self.entries[..n]
            .iter()
            .filter(|e| {
                let d = e.data.load(Ordering::Relaxed);
                d != 0 && ((d >> 47) & 63) as u8 == age
            })
            .count();
        (used * 1000 / n.max(1)) as u32
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use janggi_rules::{Role, Square};

    #[test]
    fn store_and_probe_round_trip() {
        let tt = TranspositionTable::new(1);
        let m = Move::normal(
            Role::Chariot,
            Square::new(0, 0).unwrap(),
            Square::new(0, 5).unwrap(),
            Some(Role::Horse),
        );
        tt.store(0xdead_beef_1234_5678, m, -321, 7, Bound::Lower, 3);
        let hit = tt.probe(0xdead_beef_1234_5678, 3).expect("stored entry");
        assert_eq!(hit.mv, m);
        assert_eq!(hit.score, -321);
        assert_eq!(hit.depth, 7);
        assert_eq!(hit.bound, Bound::Lower);
        assert!(tt.probe(0x1234, 0).is_none());
    }

    #[test]
    fn mate_scores_are_stored_relative_to_the_node() {
        let tt = TranspositionTable::new(1);
        let mate_in_5_from_root = crate::score::MATE - 5;
        tt.store(42, Move::NONE, mate_in_5_from_root, 3, Bound::Exact, 2);
        // Seen again at ply 4, the same node is mate in 5 - 2 + 4 = 7.
        assert_eq!(tt.probe(42, 4).unwrap().score, crate::score::MATE - 7);
    }
}
