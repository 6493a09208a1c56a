//! Statistics, derived from the finished games (so they always agree with
//! the list).

use super::schema::FinishedGame;
use crate::dto::{Mode, StatRow};

/// Computes the statistics of `games` (vs-computer games only; a game
/// left unfinished has no result to count).
pub fn statistics(games: &[FinishedGame]) -> Vec<StatRow> {
    let mut rows: Vec<StatRow> = Vec::new();
    for g in games.iter().filter(|g| !g.unfinished) {
        let Some(Mode::VsComputer { level, human_side }) = g.mode else {
            continue;
        };
        let (variant, result, reason) = (g.variant(), g.result_kind(), g.reason);
        match rows.iter_mut().find(|r| {
            r.variant == variant
                && r.level == level
                && r.human_side == human_side
                && r.result == result
                && r.reason == reason
        }) {
            Some(r) => r.count += 1,
            None => rows.push(StatRow {
                variant,
                level,
                human_side,
                result,
                reason,
                count: 1,
            }),
        }
    }
    rows
}
