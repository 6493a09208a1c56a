//! A played move as every list shows it: [`MoveDto`], with its number as
//! the game's records write it and its notations, all from Rust.

use super::vocab::{RoleDto, SideDto};
use janggi_rules::{notation, Move, Position, Role, Side, Variant};
use serde::{Deserialize, Serialize};
use ts_rs::TS;

/// A played move, described without the position.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct MoveDto {
    /// The move's number when every move of either side counts as one
    /// ([`Position::ply_number`]): Cho's/Red's moves odd, Han's/Black's
    /// even, counted on from the start FEN's move number. Replay's and
    /// Review's counters, Records and Home count so; the UI numbers
    /// nothing itself.
    pub number: u32,
    /// The number as the game's records write it before the move: Janggi
    /// (`.gib`) numbers every move (`12.`, the same as `number`); Xiangqi
    /// numbers a pair, Red's move and Black's reply (`6.` for both, and
    /// `6…` for a Black move written alone, PGN's `6...`).
    pub label: String,
    /// `true` when the game numbers pairs (Xiangqi): in a move list's row
    /// the second move shares the first one's number and shows none.
    pub paired: bool,
    /// Origin (pass: the general's square).
    pub from: u8,
    /// Destination (pass: the general's square).
    pub to: u8,
    /// A Janggi pass.
    pub pass: bool,
    /// Mover.
    pub side: SideDto,
    /// Moving piece (pass: general).
    pub role: RoleDto,
    /// Captured piece.
    pub capture: Option<RoleDto>,
    /// Gives check.
    pub check: bool,
    /// FSF/pychess coordinates.
    pub uci: String,
    /// The game's own notation (WXF or Korean).
    pub notation: String,
    /// Xiangqi moves in Chinese notation (`炮二平五`, `马８进７`), the
    /// other choice of the move list; `None` in Janggi.
    pub chinese: Option<String>,
    /// The same in Traditional characters (`炮二平五`, `馬８進７`, Red's
    /// 俥傌帥, Black's 車馬將砲), for a Traditional Chinese UI; `None` in
    /// Janggi.
    #[serde(default)]
    pub chinese_traditional: Option<String>,
    /// Janggi moves with a Latin piece letter (`02H83`,
    /// [`notation::janggi_latin`]), the move lists' choice for readers
    /// without Hangul; `None` in Xiangqi.
    #[serde(default)]
    pub latin: Option<String>,
}

impl MoveDto {
    /// Describes `m` as played from `pos` (the position before the move).
    pub fn describe(pos: &Position, m: Move) -> MoveDto {
        let side = pos.turn();
        let general = pos.general(side).map(|s| s.index() as u8).unwrap_or(0);
        let (from, to, role) = if m.is_pass() {
            (general, general, Role::General)
        } else {
            (m.from().index() as u8, m.to().index() as u8, m.role())
        };
        let paired = pos.variant() == Variant::Xiangqi;
        let label = match (paired, side) {
            (false, _) => format!("{}.", pos.ply_number()),
            (true, Side::First) => format!("{}.", pos.fullmove_number()),
            (true, Side::Second) => format!("{}…", pos.fullmove_number()),
        };
        MoveDto {
            number: pos.ply_number(),
            label,
            paired,
            from,
            to,
            pass: m.is_pass(),
            side: side.into(),
            role: role.into(),
            capture: m.capture().map(Into::into),
            check: pos.gives_check(m),
            uci: notation::uci(pos, m),
            notation: notation::describe(pos, m),
            chinese: (pos.variant() == Variant::Xiangqi).then(|| notation::chinese(pos, m)),
            chinese_traditional: (pos.variant() == Variant::Xiangqi).then(|| {
                let style = notation::ChineseStyle {
                    traditional: true,
                    ascii_digits: false,
                };
                notation::chinese_with(pos, m, style)
            }),
            latin: (pos.variant() == Variant::Janggi).then(|| notation::janggi_latin(pos, m)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use janggi_rules::RuleProfile;

    /// The numbers of `ucis` played from `fen`, as `MoveDto` gives them.
    fn numbers(profile: RuleProfile, fen: Option<&str>, ucis: &[&str]) -> Vec<(u32, SideDto)> {
        described(profile, fen, ucis)
            .iter()
            .map(|d| (d.number, d.side))
            .collect()
    }

    /// `ucis` played from `fen`, each described before it is made.
    fn described(profile: RuleProfile, fen: Option<&str>, ucis: &[&str]) -> Vec<MoveDto> {
        let mut pos = match fen {
            Some(f) => Position::from_fen(f, &profile).unwrap(),
            None => Position::new(&profile),
        };
        ucis.iter()
            .map(|u| {
                let m = notation::parse_uci(&pos, u).unwrap();
                let d = MoveDto::describe(&pos, m);
                let _ = pos.make_move(m);
                d
            })
            .collect()
    }

    #[test]
    fn xiangqi_moves_come_in_both_chinese_scripts() {
        let d = described(RuleProfile::XIANGQI, None, &["h3e3", "h10g8"]);
        let texts: Vec<_> = d
            .iter()
            .map(|m| (m.chinese.as_deref(), m.chinese_traditional.as_deref()))
            .collect();
        assert_eq!(
            texts,
            [
                (Some("炮二平五"), Some("炮二平五")),
                (Some("马８进７"), Some("馬８進７"))
            ]
        );
    }

    #[test]
    fn moves_are_numbered_one_per_move_of_either_side() {
        use SideDto::{First as F, Second as S};
        let got = numbers(RuleProfile::XIANGQI, None, &["h3e3", "h10g8", "h1g3"]);
        assert_eq!(got, [(1, F), (2, S), (3, F)]);
        // Black moves first: its move is the pair's second (PGN `1...`), 2.
        let fen = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b - - 0 1";
        let got = numbers(RuleProfile::XIANGQI, Some(fen), &["h8e8", "h3e3"]);
        assert_eq!(got, [(2, S), (3, F)]);
        // Counted on from the FEN's move number (PGN `12...` is ply 24).
        let fen = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b - - 0 12";
        let got = numbers(RuleProfile::XIANGQI, Some(fen), &["h8e8", "h3e3"]);
        assert_eq!(got, [(24, S), (25, F)]);
    }

    #[test]
    fn xiangqi_labels_number_pairs_and_janggi_labels_every_move() {
        let labels = |profile, fen, ucis: &[&str]| -> Vec<(String, bool)> {
            described(profile, fen, ucis)
                .into_iter()
                .map(|d| (d.label, d.paired))
                .collect()
        };
        let l = |s: &str, p: bool| (s.to_string(), p);
        let got = labels(RuleProfile::XIANGQI, None, &["h3e3", "h10g8", "h1g3"]);
        assert_eq!(got, [l("1.", true), l("1…", true), l("2.", true)]);
        let fen = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b - - 0 12";
        let got = labels(RuleProfile::XIANGQI, Some(fen), &["h8e8", "h3e3"]);
        assert_eq!(got, [l("12…", true), l("13.", true)]);
        let got = labels(
            RuleProfile::JANGGI_STANDARD,
            None,
            &["a4b4", "a7b7", "b4b5"],
        );
        assert_eq!(got, [l("1.", false), l("2.", false), l("3.", false)]);
    }

    #[test]
    fn a_pass_has_its_number_too() {
        let fen = "3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1";
        let profile = RuleProfile::JANGGI_STANDARD;
        let mut pos = Position::from_fen(fen, &profile).unwrap();
        let d = MoveDto::describe(&pos, Move::PASS);
        assert_eq!((d.number, d.pass), (1, true));
        let _ = pos.make_move(Move::PASS);
        assert_eq!(MoveDto::describe(&pos, Move::PASS).number, 2);
    }
}
