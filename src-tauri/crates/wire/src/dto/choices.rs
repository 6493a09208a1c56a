//! The lists the UI's menus offer (`ui/src/ipc/bindings/choices.json`),
//! gathered from the vocabulary and the record formats; nothing else in
//! `dto` depends on this module.

use super::levels::{LevelChoice, RankDto};
use super::records::RecordFormat;
use super::review::ReviewQuality;
use super::settings::EXPERT_SECS_RANGE;
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
    /// The clocks with main time the new-game screen offers.
    pub clock_presets: Vec<ClockPreset>,
    /// The review's qualities, quickest first.
    pub review_qualities: Vec<ReviewQuality>,
    /// The expert computer's time a move, in seconds: the least and the most
    /// `set_settings` takes ([`EXPERT_SECS_RANGE`]).
    pub expert_secs: SecsRange,
    /// The largest file an import reads, in MiB (the `fileTooLarge` text
    /// says it).
    pub max_import_mib: usize,
}

/// An inclusive range of seconds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct SecsRange {
    /// The least.
    pub min: u8,
    /// The most.
    pub max: u8,
}

/// A named clock with main time.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ClockPreset {
    /// Stable id (`clock.preset.<id>` names it in the UI).
    pub id: String,
    /// The time control.
    pub control: super::TimeControlDto,
}

/// The presets: the Korean association's 5 min + 30 s × 3, a short
/// byoyomi, blitz 3 + 2 and rapid 10 + 5.
fn clock_presets() -> Vec<ClockPreset> {
    use super::TimeControlDto::{Byoyomi, Fischer};
    let preset = |id: &str, control| ClockPreset {
        id: id.into(),
        control,
    };
    vec![
        preset(
            "association",
            Byoyomi {
                main_secs: 300,
                period_secs: 30,
                periods: 3,
            },
        ),
        preset(
            "quick-byoyomi",
            Byoyomi {
                main_secs: 60,
                period_secs: 20,
                periods: 3,
            },
        ),
        preset(
            "blitz",
            Fischer {
                main_secs: 180,
                increment_secs: 2,
            },
        ),
        preset(
            "rapid",
            Fischer {
                main_secs: 600,
                increment_secs: 5,
            },
        ),
    ]
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
            clock_presets: clock_presets(),
            review_qualities: ReviewQuality::ALL.to_vec(),
            expert_secs: SecsRange {
                min: *EXPERT_SECS_RANGE.start(),
                max: *EXPERT_SECS_RANGE.end(),
            },
            max_import_mib: janggi_formats::MAX_INPUT >> 20,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_clock_preset_is_a_valid_time_control() {
        let presets = Choices::get().clock_presets;
        assert!(presets.len() >= 4);
        for p in &presets {
            p.control
                .check()
                .unwrap_or_else(|e| panic!("{}: {e}", p.id));
        }
    }

    #[test]
    fn every_profile_is_offered_once_under_its_game() {
        let c = Choices::get();
        let all: Vec<ProfileIdDto> =
            [c.janggi_profiles.clone(), c.xiangqi_profiles.clone()].concat();
        let want: Vec<ProfileIdDto> = ProfileId::ALL.into_iter().map(Into::into).collect();
        assert_eq!(all, want);
        assert_eq!(
            c.xiangqi_profiles,
            [ProfileIdDto::Xiangqi, ProfileIdDto::XiangqiAxf],
            "the default first"
        );
        assert_eq!(
            c.janggi_profiles[0],
            ProfileIdDto::JanggiStandard,
            "the default first"
        );
        // Every Janggi profile lets a player pass; Xiangqi has no pass.
        assert_eq!(c.passing_profiles, c.janggi_profiles);
    }
}
