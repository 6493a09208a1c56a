//! The shipped puzzle sets, parsed once, and looking puzzles up in them
//! (a leaf of [`super`]: the player's record and the judging both read it).

use janggi_puzzles::{parse_set, Puzzle};
use janggi_rules::Variant;
use janggi_wire::dto::{ThemeCount, VariantId};
use janggi_wire::error::AppError;
use std::collections::BTreeMap;
use std::sync::OnceLock;

/// The shipped sets (JSON arrays, one puzzle a line).
pub const JANGGI_JSON: &str = include_str!("../../data/puzzles/janggi.json");
/// See [`JANGGI_JSON`].
pub const XIANGQI_JSON: &str = include_str!("../../data/puzzles/xiangqi.json");

/// The rules crate's variant of a wire game id.
pub fn variant_of(v: VariantId) -> Variant {
    match v {
        VariantId::Janggi => Variant::Janggi,
        VariantId::Xiangqi => Variant::Xiangqi,
    }
}

/// The puzzle set of `variant` (parsed once).
pub fn set(variant: VariantId) -> &'static [Puzzle] {
    static J: OnceLock<Vec<Puzzle>> = OnceLock::new();
    static X: OnceLock<Vec<Puzzle>> = OnceLock::new();
    let (cell, text) = match variant {
        VariantId::Janggi => (&J, JANGGI_JSON),
        VariantId::Xiangqi => (&X, XIANGQI_JSON),
    };
    // The sets are checked by tests/puzzles.rs; a broken file gives an
    // empty set rather than a crash.
    cell.get_or_init(|| parse_set(text).unwrap_or_default())
}

/// The game of a puzzle id (`j…` Janggi, `x…` Xiangqi).
pub fn variant_of_id(id: &str) -> Result<VariantId, AppError> {
    match id.chars().next() {
        Some('j') => Ok(VariantId::Janggi),
        Some('x') => Ok(VariantId::Xiangqi),
        _ => Err(AppError::bad_argument(format!("no puzzle {id}"))),
    }
}

/// Puzzle `id` and its game.
pub fn puzzle(id: &str) -> Result<(&'static Puzzle, VariantId), AppError> {
    let v = variant_of_id(id)?;
    set(v)
        .iter()
        .find(|p| p.id == id)
        .map(|p| (p, v))
        .ok_or_else(|| AppError::bad_argument(format!("no puzzle {id}")))
}

/// Themes of a set with their counts, most common first.
pub fn themes(variant: VariantId) -> Vec<ThemeCount> {
    let mut counts: BTreeMap<&str, u32> = BTreeMap::new();
    for p in set(variant) {
        for t in &p.themes {
            *counts.entry(t.as_str()).or_default() += 1;
        }
    }
    let mut v: Vec<ThemeCount> = counts
        .into_iter()
        .map(|(theme, count)| ThemeCount {
            theme: theme.to_string(),
            count,
        })
        .collect();
    v.sort_by(|a, b| b.count.cmp(&a.count).then(a.theme.cmp(&b.theme)));
    v
}
