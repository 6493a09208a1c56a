//! The computer's levels as the menus show them (number, Elo, rank) and
//! the player's rating: the rank ladder that names an Elo, and the wire
//! types of `get_ratings` / `reset_rating`.

use super::vocab::{LevelDto, VariantId};
use janggi_rules::Variant;
use serde::{Deserialize, Serialize};
use ts_rs::TS;

/// Elo below which every player is at the bottom rank (18 kyu).
const RANK_BOTTOM_ELO: f64 = 700.0;
/// Elo between two ranks.
const RANK_STEP_ELO: f64 = 100.0;
/// Kyu ranks (18 … 1), below the dan ranks.
const KYU_RANKS: u8 = 18;
/// Dan ranks (1 … 9).
const DAN_RANKS: u8 = 9;

/// A rank on the kyu/dan ladder that names an Elo: the Korean 급/단 of
/// Janggi players, the Chinese 级/段 of Xiangqi players (both follow Go's
/// ladder), and in the other languages a player class ("club player").
///
/// The one mapping, used for the levels and the player's rating alike:
/// one rank per 100 Elo, the way Go's kyu/dan ladders count. Below 700 is
/// 18 kyu, 700–799 is 17 kyu, … 2300–2399 is 1 kyu; 2400–2499 is 1 dan, …
/// 3200 and above 9 dan. `key` is the rank's text key in the translation
/// tables (`rank.k18` … `rank.k1`, `rank.d1` … `rank.d9`), where each
/// language names it: `18급`, `18级`, or a class such as "Novice" (the
/// English, Japanese and Russian tables give several ranks one class).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct RankDto {
    /// Text key of the rank's name (`rank.k18` … `rank.d9`).
    pub key: String,
    /// 0 (18 kyu) … 26 (9 dan): higher is stronger.
    pub step: u8,
}

impl RankDto {
    /// The rank at `step` (0 = 18 kyu … 26 = 9 dan; larger steps are 9 dan).
    pub fn at_step(step: u8) -> RankDto {
        let step = step.min(KYU_RANKS + DAN_RANKS - 1);
        let key = if step < KYU_RANKS {
            format!("rank.k{}", KYU_RANKS - step)
        } else {
            format!("rank.d{}", step - KYU_RANKS + 1)
        };
        RankDto { key, step }
    }

    /// The rank of a player or level of `elo` (see the type's notes).
    pub fn from_elo(elo: f64) -> RankDto {
        let above = ((elo - RANK_BOTTOM_ELO) / RANK_STEP_ELO).floor() + 1.0;
        // NaN and negative values land on the bottom rank.
        let step = if above.is_nan() || above < 0.0 {
            0
        } else {
            above.min(f64::from(KYU_RANKS + DAN_RANKS)) as u8
        };
        RankDto::at_step(step)
    }

    /// Every rank, lowest first.
    pub fn all() -> Vec<RankDto> {
        (0..KYU_RANKS + DAN_RANKS).map(RankDto::at_step).collect()
    }
}

/// One level as the level picker shows it in one game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct LevelChoice {
    /// The level.
    pub level: LevelDto,
    /// Its measured Elo in this game ([`janggi_engine::Level::elo`]).
    pub elo: u32,
    /// The rank of that Elo.
    pub rank: RankDto,
    /// Whether `elo` is a floor: level 10's figure is measured at a small
    /// fixed budget, and in the app it thinks far longer (shown "Elo N+").
    pub at_least: bool,
}

impl LevelChoice {
    /// Every level of `variant`, weakest first.
    pub fn ladder(variant: VariantId) -> Vec<LevelChoice> {
        let v = match variant {
            VariantId::Janggi => Variant::Janggi,
            VariantId::Xiangqi => Variant::Xiangqi,
        };
        LevelDto::all()
            .map(|level| {
                let elo = janggi_engine::Level::from(level).elo(v);
                LevelChoice {
                    level,
                    elo,
                    rank: RankDto::from_elo(f64::from(elo)),
                    at_least: level == LevelDto::from(janggi_engine::Level::MAX),
                }
            })
            .collect()
    }
}

/// One point of a rating's history: the rating after a rated game (the
/// first point is the starting rating, with no game).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct RatingPointDto {
    /// When (epoch ms): the game's end; the first game's for the start.
    pub date_ms: u64,
    /// The rating then.
    pub rating: f64,
    /// Its rating deviation (the uncertainty: about 95 % of players of
    /// this rating lie within two deviations).
    pub rd: f64,
    /// The rated game (`null` for the starting point).
    pub game_id: Option<u64>,
}

/// The player's Glicko-2 rating in one game, from the rated games against
/// the computer's levels, and the level it suggests.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct RatingDto {
    /// The game.
    pub variant: VariantId,
    /// Rating, on the levels' Elo scale.
    pub rating: f64,
    /// Rating deviation.
    pub rd: f64,
    /// Glicko-2 volatility.
    pub volatility: f64,
    /// Rated games played.
    pub games: u32,
    /// Still uncertain (few games: a large deviation).
    pub provisional: bool,
    /// The rank of the rating.
    pub rank: RankDto,
    /// The level that gives the player the chance nearest to even.
    pub suggested: LevelDto,
    /// The player's expected score against it (0–1).
    pub suggested_chance: f64,
    /// The rating over time, the start first, then one point per rated
    /// game (the newest last).
    pub history: Vec<RatingPointDto>,
}

/// The player's ratings in both games.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct RatingsDto {
    /// Janggi.
    pub janggi: RatingDto,
    /// Xiangqi.
    pub xiangqi: RatingDto,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ranks_go_one_per_hundred_elo_from_18_kyu_to_9_dan() {
        let key = |elo: f64| RankDto::from_elo(elo).key;
        assert_eq!(key(0.0), "rank.k18");
        assert_eq!(key(-5000.0), "rank.k18");
        assert_eq!(key(f64::NAN), "rank.k18");
        assert_eq!(key(699.9), "rank.k18");
        assert_eq!(key(700.0), "rank.k17");
        assert_eq!(key(1550.0), "rank.k9");
        assert_eq!(key(2399.0), "rank.k1");
        assert_eq!(key(2400.0), "rank.d1");
        assert_eq!(key(2550.0), "rank.d2");
        assert_eq!(key(3199.0), "rank.d8");
        assert_eq!(key(3200.0), "rank.d9");
        assert_eq!(key(9000.0), "rank.d9");
        assert_eq!(key(f64::INFINITY), "rank.d9");
        let all = RankDto::all();
        assert_eq!(all.len(), 27);
        assert_eq!(all[0].key, "rank.k18");
        assert_eq!(all[26].key, "rank.d9");
        assert!(all.iter().enumerate().all(|(i, r)| r.step as usize == i));
        // Monotone: a higher Elo never has a lower rank.
        let steps: Vec<u8> = (0..400)
            .map(|i| RankDto::from_elo(f64::from(i) * 10.0).step)
            .collect();
        assert!(steps.windows(2).all(|w| w[0] <= w[1]));
    }

    #[test]
    fn the_ladder_shows_every_level_with_the_engines_elo_and_its_rank() {
        for (variant, v) in [
            (VariantId::Janggi, Variant::Janggi),
            (VariantId::Xiangqi, Variant::Xiangqi),
        ] {
            let ladder = LevelChoice::ladder(variant);
            assert_eq!(ladder.len(), janggi_engine::Level::ALL.len());
            for (c, l) in ladder.iter().zip(janggi_engine::Level::ALL) {
                assert_eq!(c.level, LevelDto::from(l));
                assert_eq!(c.elo, l.elo(v));
                assert_eq!(c.rank, RankDto::from_elo(f64::from(l.elo(v))));
            }
            assert!(ladder.windows(2).all(|w| w[0].rank.step <= w[1].rank.step));
        }
    }
}
