//! The game's vocabulary on the wire: sides, roles, games, rule profiles,
//! levels, setups, who plays, why a game ended. The DTO enums mirror the
//! rules crate's types one to one; the `From` conversions here are the only
//! place the two vocabularies meet.

use janggi_rules::{EndReason, JanggiSetup, ProfileId, Role, Side, Variant};
use serde::{Deserialize, Serialize};
use ts_rs::TS;

/// `"first"` (Cho/Red) or `"second"` (Han/Black).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, TS)]
#[ts(rename = "Side")]
#[serde(rename_all = "camelCase")]
pub enum SideDto {
    /// Cho / Red: moves first.
    First,
    /// Han / Black.
    Second,
}

impl From<Side> for SideDto {
    fn from(s: Side) -> SideDto {
        match s {
            Side::First => SideDto::First,
            Side::Second => SideDto::Second,
        }
    }
}

impl From<SideDto> for Side {
    fn from(s: SideDto) -> Side {
        match s {
            SideDto::First => Side::First,
            SideDto::Second => Side::Second,
        }
    }
}

/// A piece kind (Janggi's guard is Xiangqi's advisor).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, TS)]
#[ts(rename = "Role")]
#[serde(rename_all = "camelCase")]
pub enum RoleDto {
    /// General.
    General,
    /// Guard / advisor.
    Guard,
    /// Elephant.
    Elephant,
    /// Horse.
    Horse,
    /// Chariot.
    Chariot,
    /// Cannon.
    Cannon,
    /// Soldier.
    Soldier,
}

impl From<Role> for RoleDto {
    fn from(r: Role) -> RoleDto {
        match r {
            Role::General => RoleDto::General,
            Role::Guard => RoleDto::Guard,
            Role::Elephant => RoleDto::Elephant,
            Role::Horse => RoleDto::Horse,
            Role::Chariot => RoleDto::Chariot,
            Role::Cannon => RoleDto::Cannon,
            Role::Soldier => RoleDto::Soldier,
        }
    }
}

/// Which game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub enum VariantId {
    /// Korean chess.
    Janggi,
    /// Chinese chess.
    Xiangqi,
}

impl From<Variant> for VariantId {
    fn from(v: Variant) -> VariantId {
        match v {
            Variant::Janggi => VariantId::Janggi,
            Variant::Xiangqi => VariantId::Xiangqi,
        }
    }
}

/// Rule profile names, as [`ProfileId::name`] writes them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, TS)]
#[ts(rename = "ProfileId")]
pub enum ProfileIdDto {
    /// Janggi, Standard (default).
    #[serde(rename = "janggi-standard")]
    JanggiStandard,
    /// Janggi, bikjang ends the game on points.
    #[serde(rename = "janggi-bikjang-scoring")]
    JanggiBikjangScoring,
    /// Janggi, traditional draws.
    #[serde(rename = "janggi-traditional")]
    JanggiTraditional,
    /// Janggi as Fairy-Stockfish / pychess.org.
    #[serde(rename = "janggi-fairy-stockfish")]
    JanggiFairyStockfish,
    /// Xiangqi.
    #[serde(rename = "xiangqi")]
    Xiangqi,
}

impl From<ProfileId> for ProfileIdDto {
    fn from(p: ProfileId) -> ProfileIdDto {
        match p {
            ProfileId::JanggiStandard => ProfileIdDto::JanggiStandard,
            ProfileId::JanggiBikjangScoring => ProfileIdDto::JanggiBikjangScoring,
            ProfileId::JanggiTraditional => ProfileIdDto::JanggiTraditional,
            ProfileId::JanggiFairyStockfish => ProfileIdDto::JanggiFairyStockfish,
            ProfileId::Xiangqi => ProfileIdDto::Xiangqi,
        }
    }
}

impl From<ProfileIdDto> for ProfileId {
    fn from(p: ProfileIdDto) -> ProfileId {
        match p {
            ProfileIdDto::JanggiStandard => ProfileId::JanggiStandard,
            ProfileIdDto::JanggiBikjangScoring => ProfileId::JanggiBikjangScoring,
            ProfileIdDto::JanggiTraditional => ProfileId::JanggiTraditional,
            ProfileIdDto::JanggiFairyStockfish => ProfileId::JanggiFairyStockfish,
            ProfileIdDto::Xiangqi => ProfileId::Xiangqi,
        }
    }
}

/// Computer strength.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, TS)]
#[ts(rename = "Level")]
#[serde(rename_all = "camelCase")]
pub enum LevelDto {
    /// About 2 plies with noise (Xiangqi: easy).
    Beginner,
    /// About 4 plies with quiescence (Xiangqi: normal).
    Intermediate,
    /// Iterative deepening within about 1 s (Xiangqi: hard).
    Advanced,
    /// Full strength at a longer time.
    Expert,
}

impl From<LevelDto> for janggi_engine::Level {
    fn from(l: LevelDto) -> janggi_engine::Level {
        match l {
            LevelDto::Beginner => janggi_engine::Level::Beginner,
            LevelDto::Intermediate => janggi_engine::Level::Intermediate,
            LevelDto::Advanced => janggi_engine::Level::Advanced,
            LevelDto::Expert => janggi_engine::Level::Expert,
        }
    }
}

/// Janggi setups, in SPEC order 1..4, named from the owner's seat.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub enum SetupId {
    /// 마상마상.
    HorseElephantHorseElephant,
    /// 상마상마.
    ElephantHorseElephantHorse,
    /// 마상상마.
    HorseElephantElephantHorse,
    /// 상마마상.
    ElephantHorseHorseElephant,
}

impl From<JanggiSetup> for SetupId {
    fn from(s: JanggiSetup) -> SetupId {
        match s {
            JanggiSetup::HorseElephantHorseElephant => SetupId::HorseElephantHorseElephant,
            JanggiSetup::ElephantHorseElephantHorse => SetupId::ElephantHorseElephantHorse,
            JanggiSetup::HorseElephantElephantHorse => SetupId::HorseElephantElephantHorse,
            JanggiSetup::ElephantHorseHorseElephant => SetupId::ElephantHorseHorseElephant,
        }
    }
}

impl From<SetupId> for JanggiSetup {
    fn from(s: SetupId) -> JanggiSetup {
        match s {
            SetupId::HorseElephantHorseElephant => JanggiSetup::HorseElephantHorseElephant,
            SetupId::ElephantHorseElephantHorse => JanggiSetup::ElephantHorseElephantHorse,
            SetupId::HorseElephantElephantHorse => JanggiSetup::HorseElephantElephantHorse,
            SetupId::ElephantHorseHorseElephant => JanggiSetup::ElephantHorseHorseElephant,
        }
    }
}

/// Who plays.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(
    tag = "type",
    rename_all = "camelCase",
    rename_all_fields = "camelCase"
)]
pub enum Mode {
    /// A human against the computer.
    VsComputer {
        /// The computer's strength.
        level: LevelDto,
        /// The side the human plays.
        human_side: SideDto,
    },
    /// Two humans on one device.
    TwoPlayers,
}

/// Why a game ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "EndReason")]
#[serde(rename_all = "camelCase")]
pub enum EndReasonDto {
    /// No legal reply to check.
    Checkmate,
    /// No legal move (Xiangqi: a loss).
    Stalemate,
    /// Generals facing (profile-dependent).
    Bikjang,
    /// Both players passed in a row.
    DoublePass,
    /// Third repetition.
    Repetition,
    /// Perpetual check loses.
    PerpetualCheck,
    /// Move limit reached.
    MoveLimit,
    /// Neither side can mate.
    Material,
    /// A player resigned.
    Resignation,
    /// A player ran out of time.
    Timeout,
    /// Both players agreed to a draw (two-device games).
    Agreement,
}

impl From<janggi_rules::EndReason> for EndReasonDto {
    fn from(r: janggi_rules::EndReason) -> EndReasonDto {
        use janggi_rules::EndReason as R;
        match r {
            R::Checkmate => EndReasonDto::Checkmate,
            R::Stalemate => EndReasonDto::Stalemate,
            R::Bikjang => EndReasonDto::Bikjang,
            R::DoublePass => EndReasonDto::DoublePass,
            R::Repetition => EndReasonDto::Repetition,
            R::PerpetualCheck => EndReasonDto::PerpetualCheck,
            R::MoveLimit => EndReasonDto::MoveLimit,
            R::Material => EndReasonDto::Material,
            R::Resignation => EndReasonDto::Resignation,
            R::Timeout => EndReasonDto::Timeout,
            R::Agreement => EndReasonDto::Agreement,
        }
    }
}

impl From<EndReasonDto> for EndReason {
    fn from(r: EndReasonDto) -> EndReason {
        match r {
            EndReasonDto::Checkmate => EndReason::Checkmate,
            EndReasonDto::Stalemate => EndReason::Stalemate,
            EndReasonDto::Bikjang => EndReason::Bikjang,
            EndReasonDto::DoublePass => EndReason::DoublePass,
            EndReasonDto::Repetition => EndReason::Repetition,
            EndReasonDto::PerpetualCheck => EndReason::PerpetualCheck,
            EndReasonDto::MoveLimit => EndReason::MoveLimit,
            EndReasonDto::Material => EndReason::Material,
            EndReasonDto::Resignation => EndReason::Resignation,
            EndReasonDto::Timeout => EndReason::Timeout,
            EndReasonDto::Agreement => EndReason::Agreement,
        }
    }
}

impl LevelDto {
    /// The levels, weakest first (the engine's [`janggi_engine::Level::ALL`]
    /// order; the menus show them so).
    pub const ALL: [LevelDto; 4] = [
        LevelDto::Beginner,
        LevelDto::Intermediate,
        LevelDto::Advanced,
        LevelDto::Expert,
    ];
}

/// The per-move timer's choices in the menus, in seconds (`None`: off).
/// `new_game` takes any 1..=86400; these are the ones offered.
pub const MOVE_TIMER_CHOICES: [Option<u32>; 5] = [None, Some(30), Some(60), Some(90), Some(180)];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_levels_are_the_engines_in_its_order() {
        let ours: Vec<janggi_engine::Level> = LevelDto::ALL.into_iter().map(Into::into).collect();
        assert_eq!(ours, janggi_engine::Level::ALL);
    }
}
