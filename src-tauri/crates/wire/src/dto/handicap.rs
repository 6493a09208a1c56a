//! Handicap games on the wire: which handicap (`HandicapId`, the rules
//! crate's [`HandicapKind`] one to one), who gives it, what the game view
//! shows of it and the handicaps the new-game screen offers
//! (`ui/src/ipc/bindings/handicaps.json`).

use super::vocab::{RoleDto, SetupId, SideDto, VariantId};
use janggi_rules::{Board, Handicap, HandicapKind, JanggiSetup, Side, Variant};
use serde::{Deserialize, Serialize};
use ts_rs::TS;

/// A handicap's stable name ([`HandicapKind::name`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, TS)]
pub enum HandicapId {
    /// 상떼기.
    #[serde(rename = "janggi-elephant")]
    JanggiElephant,
    /// 마떼기.
    #[serde(rename = "janggi-horse")]
    JanggiHorse,
    /// 포떼기.
    #[serde(rename = "janggi-cannon")]
    JanggiCannon,
    /// 마상떼기.
    #[serde(rename = "janggi-horse-elephant")]
    JanggiHorseElephant,
    /// 포상떼기.
    #[serde(rename = "janggi-cannon-elephant")]
    JanggiCannonElephant,
    /// 포마떼기.
    #[serde(rename = "janggi-cannon-horse")]
    JanggiCannonHorse,
    /// 차떼기.
    #[serde(rename = "janggi-chariot")]
    JanggiChariot,
    /// 차상떼기.
    #[serde(rename = "janggi-chariot-elephant")]
    JanggiChariotElephant,
    /// 차마떼기.
    #[serde(rename = "janggi-chariot-horse")]
    JanggiChariotHorse,
    /// 차포떼기.
    #[serde(rename = "janggi-chariot-cannon")]
    JanggiChariotCannon,
    /// 양차떼기.
    #[serde(rename = "janggi-two-chariots")]
    JanggiTwoChariots,
    /// 让单马.
    #[serde(rename = "xiangqi-horse")]
    XiangqiHorse,
    /// 让双马.
    #[serde(rename = "xiangqi-two-horses")]
    XiangqiTwoHorses,
    /// 让单车.
    #[serde(rename = "xiangqi-chariot")]
    XiangqiChariot,
    /// 让车马.
    #[serde(rename = "xiangqi-chariot-horse")]
    XiangqiChariotHorse,
    /// 让双车.
    #[serde(rename = "xiangqi-two-chariots")]
    XiangqiTwoChariots,
}

/// The ids and kinds side by side, in [`HandicapKind::ALL`] order.
const PAIRS: [(HandicapId, HandicapKind); 16] = {
    use HandicapId as I;
    use HandicapKind as K;
    [
        (I::JanggiElephant, K::JanggiElephant),
        (I::JanggiHorse, K::JanggiHorse),
        (I::JanggiCannon, K::JanggiCannon),
        (I::JanggiHorseElephant, K::JanggiHorseElephant),
        (I::JanggiCannonElephant, K::JanggiCannonElephant),
        (I::JanggiCannonHorse, K::JanggiCannonHorse),
        (I::JanggiChariot, K::JanggiChariot),
        (I::JanggiChariotElephant, K::JanggiChariotElephant),
        (I::JanggiChariotHorse, K::JanggiChariotHorse),
        (I::JanggiChariotCannon, K::JanggiChariotCannon),
        (I::JanggiTwoChariots, K::JanggiTwoChariots),
        (I::XiangqiHorse, K::XiangqiHorse),
        (I::XiangqiTwoHorses, K::XiangqiTwoHorses),
        (I::XiangqiChariot, K::XiangqiChariot),
        (I::XiangqiChariotHorse, K::XiangqiChariotHorse),
        (I::XiangqiTwoChariots, K::XiangqiTwoChariots),
    ]
};

impl From<HandicapKind> for HandicapId {
    fn from(k: HandicapKind) -> HandicapId {
        PAIRS
            .iter()
            .find(|(_, kind)| *kind == k)
            .map_or(HandicapId::JanggiChariot, |(id, _)| *id)
    }
}

impl From<HandicapId> for HandicapKind {
    fn from(id: HandicapId) -> HandicapKind {
        PAIRS
            .iter()
            .find(|(i, _)| *i == id)
            .map_or(HandicapKind::JanggiChariot, |(_, k)| *k)
    }
}

/// A handicap game's terms: `giver` plays without the pieces of `id`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, TS)]
#[ts(rename = "Handicap")]
#[serde(rename_all = "camelCase")]
pub struct HandicapDto {
    /// Which pieces come off (Janggi's handicaps for a Janggi game,
    /// Xiangqi's for a Xiangqi game).
    pub id: HandicapId,
    /// The side that plays without them (either colour; Cho/Red still
    /// moves first).
    pub giver: SideDto,
}

impl From<Handicap> for HandicapDto {
    fn from(h: Handicap) -> HandicapDto {
        HandicapDto {
            id: h.kind.into(),
            giver: h.giver.into(),
        }
    }
}

impl From<HandicapDto> for Handicap {
    fn from(h: HandicapDto) -> Handicap {
        Handicap::new(h.id.into(), h.giver.into())
    }
}

/// Where the handicap's pieces stand in one Janggi setup of the giver's:
/// the setup diagram leaves those points empty.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct SetupArmyDto {
    /// The setup.
    pub setup: SetupId,
    /// The squares (0..89) of the pieces taken off in that setup.
    pub removed: Vec<u8>,
}

/// What the game view shows of a handicap game.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct HandicapView {
    /// Which pieces came off.
    pub id: HandicapId,
    /// Whose.
    pub giver: SideDto,
    /// The pieces taken off.
    pub removed: Vec<RoleDto>,
    /// What they are worth (Janggi points; Xiangqi material): the points
    /// count of the board is that much lower for the giver.
    pub value: f64,
    /// During the Janggi setup choice: for each of the giver's four setups,
    /// the points its diagram leaves empty; empty otherwise.
    pub setup_armies: Vec<SetupArmyDto>,
}

impl HandicapView {
    /// The view of `h`; with `setup_phase`, the giver's setup armies too.
    pub fn of(h: Handicap, setup_phase: bool) -> HandicapView {
        let setup_armies = if setup_phase && h.variant() == Variant::Janggi {
            JanggiSetup::ALL
                .into_iter()
                .filter_map(|s| {
                    let full = Board::janggi_army(h.giver, s);
                    let kept = h.apply(&full).ok()?;
                    let removed = full
                        .pieces()
                        .filter(|(sq, _)| kept.piece_at(*sq).is_none())
                        .map(|(sq, _)| sq.index() as u8)
                        .collect();
                    Some(SetupArmyDto {
                        setup: s.into(),
                        removed,
                    })
                })
                .collect()
        } else {
            Vec::new()
        };
        HandicapView {
            id: h.kind.into(),
            giver: h.giver.into(),
            removed: h.kind.roles().map(RoleDto::from).collect(),
            value: f64::from(h.kind.value_x10()) / 10.0,
            setup_armies,
        }
    }
}

/// A handicap the new-game screen offers (`handicaps.json`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct HandicapInfo {
    /// Its id.
    pub id: HandicapId,
    /// Its game.
    pub variant: VariantId,
    /// The pieces taken off.
    pub removed: Vec<RoleDto>,
    /// What they are worth (Janggi points; Xiangqi material).
    pub value: f64,
    /// The traditional name, Korean for Janggi (`차떼기`), Chinese for
    /// Xiangqi (`让单马`), shown beside the name in the player's language.
    pub native_name: String,
}

impl HandicapInfo {
    /// Every handicap, each game's from the smallest (the menus' order).
    pub fn all() -> Vec<HandicapInfo> {
        HandicapKind::ALL
            .into_iter()
            .map(|k| {
                let v = HandicapView::of(Handicap::new(k, Side::First), false);
                HandicapInfo {
                    id: v.id,
                    variant: k.variant().into(),
                    removed: v.removed,
                    value: v.value,
                    native_name: k.native_name().to_string(),
                }
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_are_the_rules_names() {
        for k in HandicapKind::ALL {
            let id = HandicapId::from(k);
            assert_eq!(HandicapKind::from(id), k);
            assert_eq!(serde_json::to_value(id).unwrap(), k.name());
        }
        assert_eq!(HandicapInfo::all().len(), HandicapKind::ALL.len());
    }

    #[test]
    fn the_setup_diagrams_lack_the_givers_pieces() {
        let h = Handicap::new(HandicapKind::JanggiChariotHorse, Side::Second);
        let v = HandicapView::of(h, true);
        assert_eq!(v.setup_armies.len(), 4);
        for a in &v.setup_armies {
            // Han's left chariot (i10) and left horse (g10 or h10).
            assert_eq!(a.removed.len(), 2);
            assert!(a.removed.contains(&89));
        }
        assert!(HandicapView::of(h, false).setup_armies.is_empty());
        assert_eq!(v.value, 18.0);
    }
}
