//! Statistics, derived from the finished games (so they always agree with
//! the list).

use super::schema::FinishedGame;
use janggi_wire::dto::{
    HandicapStatLine, LevelDto, Mode, ReasonCount, ResultKind, SideDto, StatLine, StatRow,
    Statistics, VariantId,
};

/// Computes the statistics of `games` (vs-computer games only; a game
/// left unfinished has no result to count; handicap games are counted
/// apart, by [`handicap_lines`]).
pub fn statistics(games: &[FinishedGame]) -> Vec<StatRow> {
    let mut rows: Vec<StatRow> = Vec::new();
    for g in games
        .iter()
        .filter(|g| !g.unfinished && g.handicap.is_none())
    {
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

/// The handicap games against the computer (finished), one line per game,
/// level, handicap and giver, in the order they are first met; a result not
/// known counts as a draw.
pub fn handicap_lines(games: &[FinishedGame]) -> Vec<HandicapStatLine> {
    let mut out: Vec<HandicapStatLine> = Vec::new();
    for g in games.iter().filter(|g| !g.unfinished) {
        let (Some(Mode::VsComputer { level, human_side }), Some(h)) = (g.mode, g.handicap) else {
            continue;
        };
        let (variant, human_gives) = (g.variant(), h.giver == human_side);
        let i = match out.iter().position(|l| {
            l.variant == variant
                && l.level == level
                && l.handicap == h.id
                && l.human_gives == human_gives
        }) {
            Some(i) => i,
            None => {
                out.push(HandicapStatLine {
                    variant,
                    level,
                    handicap: h.id,
                    human_gives,
                    win: 0,
                    loss: 0,
                    draw: 0,
                });
                out.len() - 1
            }
        };
        let line = &mut out[i];
        match g.result_kind() {
            ResultKind::Win => line.win += 1,
            ResultKind::Loss => line.loss += 1,
            ResultKind::Draw | ResultKind::Unknown => line.draw += 1,
        }
    }
    out
}

/// The statistics of `rows` as the screen shows them (`total_games`: all
/// finished games in the records; the handicap lines are the caller's to
/// add).
pub fn summary(total_games: usize, rows: Vec<StatRow>) -> Statistics {
    Statistics {
        total_games,
        lines: lines(&rows),
        reasons: reasons(&rows),
        rows,
        handicaps: Vec::new(),
    }
}

/// One line per game, level (weakest first) and the human's side, in that
/// order, for those with games; a result not known counts as a draw.
pub fn lines(rows: &[StatRow]) -> Vec<StatLine> {
    let mut out = Vec::new();
    for variant in [VariantId::Janggi, VariantId::Xiangqi] {
        for level in LevelDto::all() {
            for side in [SideDto::First, SideDto::Second] {
                let mine: Vec<&StatRow> = rows
                    .iter()
                    .filter(|r| r.variant == variant && r.level == level && r.human_side == side)
                    .collect();
                if mine.is_empty() {
                    continue;
                }
                let sum = |k: ResultKind| -> u32 {
                    mine.iter().filter(|r| r.result == k).map(|r| r.count).sum()
                };
                out.push(StatLine {
                    variant,
                    level,
                    side,
                    win: sum(ResultKind::Win),
                    loss: sum(ResultKind::Loss),
                    draw: sum(ResultKind::Draw) + sum(ResultKind::Unknown),
                });
            }
        }
    }
    out
}

/// Games by end reason, most frequent first (ties in the order the rows
/// first name them).
pub fn reasons(rows: &[StatRow]) -> Vec<ReasonCount> {
    let mut out: Vec<ReasonCount> = Vec::new();
    for r in rows {
        match out.iter_mut().find(|c| c.reason == r.reason) {
            Some(c) => c.count += r.count,
            None => out.push(ReasonCount {
                reason: r.reason,
                count: r.count,
            }),
        }
    }
    out.sort_by_key(|c| std::cmp::Reverse(c.count));
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use janggi_wire::dto::EndReasonDto;

    fn lv(n: u8) -> LevelDto {
        LevelDto::new(n).unwrap()
    }

    fn row(result: ResultKind, count: u32) -> StatRow {
        StatRow {
            variant: VariantId::Janggi,
            level: lv(1),
            human_side: SideDto::First,
            result,
            reason: Some(EndReasonDto::Checkmate),
            count,
        }
    }

    #[test]
    fn lines_sum_results_counting_unknown_ones_as_draws() {
        assert!(lines(&[]).is_empty());
        let rows = [
            row(ResultKind::Win, 3),
            StatRow {
                reason: Some(EndReasonDto::Resignation),
                ..row(ResultKind::Win, 2)
            },
            row(ResultKind::Loss, 1),
            row(ResultKind::Draw, 1),
            StatRow {
                reason: None,
                ..row(ResultKind::Unknown, 2)
            },
            StatRow {
                human_side: SideDto::Second,
                ..row(ResultKind::Loss, 4)
            },
        ];
        let got = lines(&rows);
        let line = |side, win, loss, draw| StatLine {
            variant: VariantId::Janggi,
            level: lv(1),
            side,
            win,
            loss,
            draw,
        };
        assert_eq!(
            got,
            [
                line(SideDto::First, 5, 1, 3),
                line(SideDto::Second, 0, 4, 0)
            ]
        );
    }

    #[test]
    fn lines_go_by_game_then_level_then_side_whatever_the_rows_order() {
        let rows = [
            StatRow {
                variant: VariantId::Xiangqi,
                ..row(ResultKind::Win, 1)
            },
            StatRow {
                level: lv(10),
                human_side: SideDto::Second,
                ..row(ResultKind::Win, 1)
            },
            StatRow {
                level: lv(10),
                ..row(ResultKind::Loss, 1)
            },
            StatRow {
                level: lv(6),
                ..row(ResultKind::Draw, 1)
            },
        ];
        let keys: Vec<(VariantId, LevelDto, SideDto)> = lines(&rows)
            .iter()
            .map(|l| (l.variant, l.level, l.side))
            .collect();
        assert_eq!(
            keys,
            [
                (VariantId::Janggi, lv(6), SideDto::First),
                (VariantId::Janggi, lv(10), SideDto::First),
                (VariantId::Janggi, lv(10), SideDto::Second),
                (VariantId::Xiangqi, lv(1), SideDto::First),
            ]
        );
    }

    #[test]
    fn reasons_count_games_most_frequent_first() {
        let rows = [
            row(ResultKind::Win, 1),
            StatRow {
                reason: Some(EndReasonDto::Resignation),
                ..row(ResultKind::Loss, 4)
            },
            StatRow {
                reason: None,
                ..row(ResultKind::Unknown, 2)
            },
            StatRow {
                variant: VariantId::Xiangqi,
                ..row(ResultKind::Win, 2)
            },
        ];
        let got: Vec<(Option<EndReasonDto>, u32)> =
            reasons(&rows).iter().map(|c| (c.reason, c.count)).collect();
        assert_eq!(
            got,
            [
                (Some(EndReasonDto::Resignation), 4),
                (Some(EndReasonDto::Checkmate), 3),
                (None, 2),
            ]
        );
    }
}
