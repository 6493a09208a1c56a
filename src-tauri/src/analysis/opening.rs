//! Opening names the analysis board shows once a line is known: the usual
//! families of Xiangqi's first moves, as the books name them (中炮, 飞相局,
//! 仙人指路, 起马局; against the central cannon 屏风马, 反宫马, 顺炮, 列炮).
//! Read from the moves in Chinese notation, from the standard start only.

use janggi_rules::{notation, Move, Position, RuleProfile, Variant};
use janggi_wire::dto::OpeningId;

/// The name of the opening `moves` play from `start`, if it has one.
pub fn name(start: &Position, moves: &[Move]) -> Option<OpeningId> {
    if start.variant() != Variant::Xiangqi
        || start.fen() != Position::new(&RuleProfile::XIANGQI).fen()
    {
        return None;
    }
    let mut pos = start.clone();
    let mut words = Vec::new();
    for &m in moves.iter().take(8) {
        if !pos.is_legal(m) {
            break;
        }
        words.push(notation::chinese(&pos, m));
        let _undo = pos.make_move(m);
    }
    classify(&words)
}

/// The family of a game whose moves, in Chinese notation, are `w` (Red's
/// first).
fn classify(w: &[String]) -> Option<OpeningId> {
    let first = w.first()?.as_str();
    match first {
        "炮二平五" | "炮八平五" => {
            Some(against_central_cannon(first, w).unwrap_or(OpeningId::CentralCannon))
        }
        "相三进五" | "相七进五" => Some(OpeningId::ElephantOpening),
        "兵三进一" | "兵七进一" => Some(OpeningId::PawnOpening),
        "马二进三" | "马八进七" => Some(OpeningId::HorseOpening),
        _ => None,
    }
}

/// Black's answer to the central cannon, once its moves say it.
fn against_central_cannon(first: &str, w: &[String]) -> Option<OpeningId> {
    let black: Vec<&str> = w.iter().skip(1).step_by(2).map(String::as_str).collect();
    match black.first().copied() {
        // Black's cannon to the centre from the same side as Red's (Red's
        // 二 file is Black's ８) or from the other.
        Some("炮８平５") => {
            return Some(if first == "炮二平五" {
                OpeningId::SameDirectionCannons
            } else {
                OpeningId::OppositeDirectionCannons
            })
        }
        Some("炮２平５") => {
            return Some(if first == "炮八平五" {
                OpeningId::SameDirectionCannons
            } else {
                OpeningId::OppositeDirectionCannons
            })
        }
        _ => {}
    }
    let early = &black[..black.len().min(4)];
    let horses = early.contains(&"马８进７") && early.contains(&"马２进３");
    let corner = early.contains(&"炮８平６") || early.contains(&"炮２平４");
    match (horses, corner) {
        (true, true) => Some(OpeningId::ReversePalaceHorse),
        (true, false) => Some(OpeningId::ScreenHorses),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn named(ucis: &[&str]) -> Option<OpeningId> {
        let start = Position::new(&RuleProfile::XIANGQI);
        let mut pos = start.clone();
        let mut moves = Vec::new();
        for u in ucis {
            let m = notation::parse_uci(&pos, u).unwrap();
            let _ = pos.make_move(m);
            moves.push(m);
        }
        name(&start, &moves)
    }

    #[test]
    fn the_usual_families_are_named_from_their_moves() {
        assert_eq!(named(&["h3e3"]), Some(OpeningId::CentralCannon)); // 炮二平五
        assert_eq!(
            named(&["h3e3", "h8e8"]),
            Some(OpeningId::SameDirectionCannons)
        ); // 炮８平５
        assert_eq!(
            named(&["h3e3", "b8e8"]),
            Some(OpeningId::OppositeDirectionCannons)
        ); // 炮２平５
        assert_eq!(
            named(&["h3e3", "h10g8", "h1g3", "b10c8"]),
            Some(OpeningId::ScreenHorses)
        );
        assert_eq!(named(&["g1e3"]), Some(OpeningId::ElephantOpening)); // 相三进五
        assert_eq!(named(&["g4g5"]), Some(OpeningId::PawnOpening)); // 兵三进一
        assert_eq!(named(&["h1g3"]), Some(OpeningId::HorseOpening)); // 马二进三
        assert_eq!(named(&["a1a2"]), None);
        assert_eq!(named(&[]), None);
    }
}
