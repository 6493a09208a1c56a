//! From the engine's verdicts to what the review screen shows: each
//! position's score and winning chance from the first player's view, the
//! engine's move and line, each played move judged, and a summary per side.

use super::analyse::PositionEval;
use super::classify::{self, Verdict};
use janggi_rules::{notation, Game, Move, Side};
use janggi_wire::dto::{
    MoveDto, MoveReviewDto, PositionEvalDto, ReviewAnalysisDto, ReviewQuality, VariantId,
};

/// The screen's analysis of the game whose positions are `games` (one per
/// position, see [`super::analyse::games`]) reached by `moves`, from the
/// engine's `evals` (one per position).
pub fn report(
    variant: VariantId,
    quality: ReviewQuality,
    games: &[Game],
    moves: &[Move],
    evals: &[PositionEval],
) -> ReviewAnalysisDto {
    let turn = |i: usize| games[i].position().turn();
    // Winning chance of the side to move at each position.
    let stm: Vec<f64> = evals
        .iter()
        .map(|e| classify::win_chance(variant, e.verdict.verdict()))
        .collect();
    let positions = evals
        .iter()
        .enumerate()
        .map(|(i, e)| position_dto(&games[i], e, stm[i]))
        .collect();
    let mut reviews = Vec::with_capacity(moves.len());
    let mut by_side: [Vec<_>; 2] = [Vec::new(), Vec::new()];
    for (i, &m) in moves.iter().enumerate().take(evals.len().saturating_sub(1)) {
        let mover = turn(i);
        let after_mover = if turn(i + 1) == mover {
            stm[i + 1]
        } else {
            1.0 - stm[i + 1]
        };
        let loss = classify::loss(stm[i], 1.0 - after_mover);
        let engine_move = evals[i].best(games[i].position()) == Some(m);
        let class = classify::classify(loss, engine_move);
        let accuracy = if engine_move {
            100.0
        } else {
            classify::accuracy(loss)
        };
        by_side[usize::from(mover == Side::Second)].push((class, accuracy));
        reviews.push(MoveReviewDto {
            class,
            loss,
            accuracy,
            engine_move,
        });
    }
    let [first, second] = by_side;
    ReviewAnalysisDto {
        quality,
        positions,
        moves: reviews,
        first: classify::side_summary(first),
        second: classify::side_summary(second),
    }
}

/// One position from the first player's view (`stm_chance`: the side to
/// move's winning chance); the analysis board's lines too.
pub fn position_dto(game: &Game, e: &PositionEval, stm_chance: f64) -> PositionEvalDto {
    let pos = game.position();
    let first_to_move = pos.turn() == Side::First;
    let sign = if first_to_move { 1 } else { -1 };
    let (score_cp, mate_in) = match e.verdict.verdict() {
        Verdict::Cp(cp) => (Some(sign * cp), None),
        Verdict::Mate(n) => (None, Some(sign * n)),
        Verdict::Over(_) => (None, None),
    };
    let mut line = Vec::with_capacity(e.line.len());
    let mut line_latin = Vec::new();
    let mut p = pos.clone();
    for u in &e.line {
        match notation::parse_uci(&p, u) {
            Ok(m) if p.is_legal(m) => {
                line.push(notation::describe(&p, m));
                if p.variant() == janggi_rules::Variant::Janggi {
                    line_latin.push(notation::janggi_latin(&p, m));
                }
                let _undo = p.make_move(m);
            }
            _ => break,
        }
    }
    PositionEvalDto {
        score_cp,
        mate_in,
        win_chance: if first_to_move {
            stm_chance
        } else {
            1.0 - stm_chance
        },
        best: e.best(pos).map(|m| MoveDto::describe(pos, m)),
        line,
        line_latin,
        depth: e.depth,
    }
}

#[cfg(test)]
mod tests {
    use super::super::analyse::{games, StoredVerdict};
    use super::*;
    use janggi_rules::RuleProfile;
    use janggi_wire::dto::MoveClass;

    fn eval(cp: i32, best: &str) -> PositionEval {
        PositionEval {
            verdict: StoredVerdict::Cp(cp),
            line: vec![best.into()],
            depth: 5,
        }
    }

    #[test]
    fn a_move_that_gives_away_a_level_game_is_a_blunder_of_its_mover() {
        let mut g = Game::new(RuleProfile::XIANGQI);
        let start = g.position().clone();
        let moves: Vec<Move> = ["h3e3", "h10g8", "h1g3"]
            .iter()
            .map(|u| g.play_uci(u).unwrap())
            .collect();
        let gs = games(&start, &moves);
        // Red plays the engine's move; Black then drops to -600 for itself
        // (Red +600 to move… seen from Red: after h1g3 Black is at -600).
        let evals = vec![
            eval(20, "h3e3"),    // Red to move
            eval(-20, "b10c8"),  // Black to move, level
            eval(600, "b1c3"),   // Red to move, +600: Black's h10g8 lost a lot
            eval(-590, "b10c8"), // Black to move
        ];
        let r = report(
            VariantId::Xiangqi,
            ReviewQuality::Quick,
            &gs,
            &moves,
            &evals,
        );
        assert_eq!(r.positions.len(), 4);
        assert_eq!(r.moves.len(), 3);
        assert_eq!(r.moves[0].class, MoveClass::Best);
        assert!(r.moves[0].engine_move);
        assert_eq!(r.moves[1].class, MoveClass::Blunder);
        assert!(!r.moves[1].engine_move);
        assert_eq!(r.moves[2].class, MoveClass::Best, "Red kept its +600");
        assert_eq!(r.first.counts.best, 2);
        assert_eq!(r.second.counts.blunder, 1);
        assert!(r.first.accuracy.unwrap() > r.second.accuracy.unwrap());
        // Scores and chances are from Red's view.
        assert_eq!(r.positions[1].score_cp, Some(20));
        assert_eq!(r.positions[3].score_cp, Some(590));
        assert!(r.positions[3].win_chance > 0.8);
        let best = r.positions[0].best.as_ref().unwrap();
        assert_eq!(best.uci, "h3e3");
        assert_eq!(r.positions[0].line.len(), 1);
    }

    #[test]
    fn a_mate_seen_is_reported_from_the_first_players_view() {
        let g = Game::new(RuleProfile::XIANGQI);
        let gs = games(g.position(), &[]);
        let e = PositionEval {
            verdict: StoredVerdict::Mate(-3),
            line: vec![],
            depth: 9,
        };
        let r = report(VariantId::Xiangqi, ReviewQuality::Deep, &gs, &[], &[e]);
        assert_eq!(r.positions[0].mate_in, Some(-3));
        assert_eq!(r.positions[0].win_chance, 0.0);
        assert!(r.positions[0].best.is_none());
        assert!(r.moves.is_empty());
        assert_eq!(r.first.accuracy, None);
    }
}
