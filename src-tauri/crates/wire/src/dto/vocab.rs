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
    /// Janggi as the Kakao app plays it (Fairy-Stockfish's `janggimodern`).
    #[serde(rename = "janggi-modern")]
    JanggiModern,
    /// Xiangqi.
    #[serde(rename = "xiangqi")]
    Xiangqi,
    /// Xiangqi with the AXF rule against perpetual chasing.
    #[serde(rename = "xiangqi-axf")]
    XiangqiAxf,
}

impl From<ProfileId> for ProfileIdDto {
    fn from(p: ProfileId) -> ProfileIdDto {
        match p {
            ProfileId::JanggiStandard => ProfileIdDto::JanggiStandard,
            ProfileId::JanggiBikjangScoring => ProfileIdDto::JanggiBikjangScoring,
            ProfileId::JanggiTraditional => ProfileIdDto::JanggiTraditional,
            ProfileId::JanggiFairyStockfish => ProfileIdDto::JanggiFairyStockfish,
            ProfileId::JanggiModern => ProfileIdDto::JanggiModern,
            ProfileId::Xiangqi => ProfileIdDto::Xiangqi,
            ProfileId::XiangqiAxf => ProfileIdDto::XiangqiAxf,
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
            ProfileIdDto::JanggiModern => ProfileId::JanggiModern,
            ProfileIdDto::Xiangqi => ProfileId::Xiangqi,
            ProfileIdDto::XiangqiAxf => ProfileId::XiangqiAxf,
        }
    }
}

/// Computer strength: a level number, 1 (a true beginner) to 10 (the full
/// engine), the engine's [`janggi_engine::Level`]. Written as the number.
///
/// Read from the number, or from a name: `"7"`, `"level7"`, or one of the
/// four levels of earlier versions (`"beginner"`, `"intermediate"`,
/// `"advanced"`, `"expert"`; Xiangqi's `"easy"`, `"normal"`, `"hard"`),
/// which become the level that plays most like them
/// ([`janggi_engine::Level::from_legacy_name`]). So stored games, saved
/// games and statistics from before the ten levels keep their meaning.
/// Anything else (`0`, `11`, `"level99"`, `4.5`) is an error, never a
/// clamped level.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, TS)]
#[ts(rename = "Level")]
pub struct LevelDto(u8);

impl LevelDto {
    /// Level `n` (1..=10, the engine's range: a test checks they agree).
    pub const fn new(n: u8) -> Option<LevelDto> {
        if n >= 1 && n <= 10 {
            Some(LevelDto(n))
        } else {
            None
        }
    }

    /// The level's number, 1..=10.
    pub fn number(self) -> u8 {
        self.0
    }

    /// Every level, weakest first (the engine's [`janggi_engine::Level::ALL`]).
    pub fn all() -> impl Iterator<Item = LevelDto> {
        janggi_engine::Level::ALL.into_iter().map(LevelDto::from)
    }

    /// The level a game gets when none is known (a game continued from an
    /// imported record): the one that took the old intermediate's place.
    pub fn fallback() -> LevelDto {
        janggi_engine::Level::from_legacy_name("intermediate")
            .map(LevelDto::from)
            .unwrap_or(LevelDto(janggi_engine::Level::MIN.number()))
    }

    /// Reads a level name (see the type's notes).
    pub fn from_name(name: &str) -> Option<LevelDto> {
        janggi_engine::Level::from_name(name).map(LevelDto::from)
    }
}

impl From<janggi_engine::Level> for LevelDto {
    fn from(l: janggi_engine::Level) -> LevelDto {
        LevelDto(l.number())
    }
}

impl From<LevelDto> for janggi_engine::Level {
    fn from(l: LevelDto) -> janggi_engine::Level {
        // Every LevelDto was made from a valid level.
        janggi_engine::Level::new(l.0).unwrap_or(janggi_engine::Level::MAX)
    }
}

impl Serialize for LevelDto {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_u8(self.0)
    }
}

impl<'de> Deserialize<'de> for LevelDto {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<LevelDto, D::Error> {
        struct V;
        impl serde::de::Visitor<'_> for V {
            type Value = LevelDto;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str("a level 1..=10 (or an earlier version's level name)")
            }
            fn visit_u64<E: serde::de::Error>(self, n: u64) -> Result<LevelDto, E> {
                u8::try_from(n)
                    .ok()
                    .and_then(LevelDto::new)
                    .ok_or_else(|| E::custom(format!("level {n} is not in 1..=10")))
            }
            fn visit_i64<E: serde::de::Error>(self, n: i64) -> Result<LevelDto, E> {
                u64::try_from(n)
                    .map_err(|_| E::custom(format!("level {n} is not in 1..=10")))
                    .and_then(|n| self.visit_u64(n))
            }
            fn visit_str<E: serde::de::Error>(self, s: &str) -> Result<LevelDto, E> {
                LevelDto::from_name(s).ok_or_else(|| E::custom(format!("unknown level {s:?}")))
            }
        }
        d.deserialize_any(V)
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
    /// A side that shuttled one piece back and forth lost (Modern).
    Shuttle,
    /// A side that chased a piece with every move of a repetition lost
    /// (Xiangqi, AXF rules).
    PerpetualChase,
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
            R::Shuttle => EndReasonDto::Shuttle,
            R::PerpetualChase => EndReasonDto::PerpetualChase,
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
            EndReasonDto::Shuttle => EndReason::Shuttle,
            EndReasonDto::PerpetualChase => EndReason::PerpetualChase,
            EndReasonDto::MoveLimit => EndReason::MoveLimit,
            EndReasonDto::Material => EndReason::Material,
            EndReasonDto::Resignation => EndReason::Resignation,
            EndReasonDto::Timeout => EndReason::Timeout,
            EndReasonDto::Agreement => EndReason::Agreement,
        }
    }
}

/// The per-move timer's choices in the menus, in seconds (`None`: off).
/// `new_game` takes any 1..=86400; these are the ones offered.
pub const MOVE_TIMER_CHOICES: [Option<u32>; 5] = [None, Some(30), Some(60), Some(90), Some(180)];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_levels_are_the_engines_in_its_order() {
        let ours: Vec<janggi_engine::Level> = LevelDto::all().map(Into::into).collect();
        assert_eq!(ours, janggi_engine::Level::ALL);
    }

    fn read(v: serde_json::Value) -> Result<LevelDto, String> {
        serde_json::from_value(v).map_err(|e| e.to_string())
    }

    #[test]
    fn a_level_is_its_number_on_the_wire() {
        for l in LevelDto::all() {
            let v = serde_json::to_value(l).unwrap();
            assert_eq!(v, serde_json::json!(l.number()));
            assert_eq!(read(v), Ok(l));
        }
    }

    #[test]
    fn the_four_old_names_read_as_the_levels_that_replaced_them() {
        use janggi_engine::Level;
        for name in [
            "beginner",
            "intermediate",
            "advanced",
            "expert",
            "easy",
            "normal",
            "hard",
        ] {
            let want = LevelDto::from(Level::from_legacy_name(name).unwrap());
            assert_eq!(read(serde_json::json!(name)), Ok(want), "{name}");
        }
        let old: Vec<u8> = ["beginner", "intermediate", "advanced", "expert"]
            .map(|n| read(serde_json::json!(n)).unwrap().number())
            .to_vec();
        assert!(old.windows(2).all(|w| w[0] < w[1]), "{old:?}");
        assert_eq!(read(serde_json::json!("level7")), Ok(LevelDto(7)));
    }

    #[test]
    fn levels_out_of_range_are_errors_not_clamped() {
        for bad in [
            serde_json::json!(0),
            serde_json::json!(11),
            serde_json::json!(-1),
            serde_json::json!(256),
            serde_json::json!(4.5),
            serde_json::json!(u64::MAX),
            serde_json::json!("level99"),
            serde_json::json!("grandmaster"),
            serde_json::json!(""),
            serde_json::json!(null),
            serde_json::json!([4]),
            serde_json::json!({"level": 4}),
        ] {
            assert!(read(bad.clone()).is_err(), "{bad} was read");
        }
        let e = read(serde_json::json!(11)).unwrap_err();
        assert!(e.contains("1..=10"), "{e}");
    }
}

/// A named opening family (Xiangqi: 中炮, 飞相局, …); the UI names it in
/// the player's language (`opening.<id>`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub enum OpeningId {
    /// 中炮: Red's cannon to the centre.
    CentralCannon,
    /// 中炮对屏风马: Black answers with both horses.
    ScreenHorses,
    /// 中炮对反宫马: both horses and a cannon on the palace corner.
    ReversePalaceHorse,
    /// 顺炮: Black's cannon to the centre from the same side.
    SameDirectionCannons,
    /// 列炮: Black's cannon to the centre from the other side.
    OppositeDirectionCannons,
    /// 飞相局: Red's elephant to the centre.
    ElephantOpening,
    /// 仙人指路: Red's third or seventh soldier forward.
    PawnOpening,
    /// 起马局: Red's horse out first.
    HorseOpening,
}
