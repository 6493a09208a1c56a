//! The lists the UI's menus offer (`ui/src/ipc/bindings/choices.json`),
//! gathered from the vocabulary and the record formats; nothing else in
//! `dto` depends on this module.

use super::levels::{LevelChoice, RankDto};
use super::records::RecordFormat;
use super::vocab::{LevelDto, ProfileIdDto, VariantId, MOVE_TIMER_CHOICES};
use janggi_rules::{ProfileId, Variant};
use serde::Serialize;

/// The lists the UI's menus offer, in menu order, written with the bindings
/// (`ui/src/ipc/bindings/choices.json`): the UI keeps no list of profiles,
/// levels or timers of its own.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Choices {
    /// Janggi's rule profiles in [`ProfileId::ALL`] order (the default,
    /// Standard, first).
    pub janggi_profiles: Vec<ProfileIdDto>,
    /// Xiangqi's.
    pub xiangqi_profiles: Vec<ProfileIdDto>,
    /// The profiles whose rules let a player pass (the Pass button).
    pub passing_profiles: Vec<ProfileIdDto>,
    /// The export formats of a Janggi game ([`RecordFormat::for_variant`]).
    pub janggi_formats: Vec<RecordFormat>,
    /// Those of a Xiangqi game.
    pub xiangqi_formats: Vec<RecordFormat>,
    /// The computer's levels, weakest first.
    pub levels: Vec<LevelDto>,
    /// Janggi's levels as the level picker shows them: number, measured
    /// Elo ([`janggi_engine::Level::elo`]) and rank, weakest first.
    pub janggi_levels: Vec<LevelChoice>,
    /// Xiangqi's.
    pub xiangqi_levels: Vec<LevelChoice>,
    /// The text keys of every rank, lowest first ([`RankDto`]).
    pub rank_keys: Vec<String>,
    /// Per-move timer seconds, `null` (off) first.
    pub move_timer_secs: Vec<Option<u32>>,
}

impl Choices {
    /// The lists as the rules crate and the engine define them.
    pub fn get() -> Choices {
        let of = |variant: Variant| {
            ProfileId::ALL
                .into_iter()
                .filter(|&p| janggi_rules::RuleProfile::from_id(p).variant == variant)
                .map(ProfileIdDto::from)
                .collect()
        };
        let passing_profiles = ProfileId::ALL
            .into_iter()
            .filter(|&p| {
                let rules = janggi_rules::RuleProfile::from_id(p);
                rules.variant == Variant::Janggi && rules.pass_allowed
            })
            .map(ProfileIdDto::from)
            .collect();
        Choices {
            janggi_profiles: of(Variant::Janggi),
            xiangqi_profiles: of(Variant::Xiangqi),
            passing_profiles,
            janggi_formats: RecordFormat::for_variant(VariantId::Janggi),
            xiangqi_formats: RecordFormat::for_variant(VariantId::Xiangqi),
            levels: LevelDto::all().collect(),
            janggi_levels: LevelChoice::ladder(VariantId::Janggi),
            xiangqi_levels: LevelChoice::ladder(VariantId::Xiangqi),
            rank_keys: RankDto::all().into_iter().map(|r| r.key).collect(),
            move_timer_secs: MOVE_TIMER_CHOICES.to_vec(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_profile_is_offered_once_under_its_game() {
        let c = Choices::get();
        let all: Vec<ProfileIdDto> =
            [c.janggi_profiles.clone(), c.xiangqi_profiles.clone()].concat();
        let want: Vec<ProfileIdDto> = ProfileId::ALL.into_iter().map(Into::into).collect();
        assert_eq!(all, want);
        assert_eq!(c.xiangqi_profiles, [ProfileIdDto::Xiangqi]);
        assert_eq!(
            c.janggi_profiles[0],
            ProfileIdDto::JanggiStandard,
            "the default first"
        );
        // Every Janggi profile lets a player pass; Xiangqi has no pass.
        assert_eq!(c.passing_profiles, c.janggi_profiles);
    }
}
