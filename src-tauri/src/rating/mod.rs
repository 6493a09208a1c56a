//! The player's rating, one per game (Janggi, Xiangqi): Glicko-2
//! ([`glicko2`]) from the rated games against the computer's levels, whose
//! ratings are their measured Elo ([`janggi_engine::Level::elo`]) with a
//! small deviation ([`LEVEL_RD`]). Which games count is [`is_rated`]'s
//! call, the one place to change it.
//!
//! Each rated game is one Glicko-2 rating period (ratings follow the
//! player game by game, as on the big playing sites); time alone does not
//! widen the deviation. The value is stored under the store key
//! [`RATING_KEY`] with its history (date, rating, deviation and game of
//! every rated game); a reset starts a game's rating afresh.
//!
//! Pure, except [`service`]: the rating service the core holds, which
//! reads and writes the value in the records' store.

pub mod glicko2;
pub mod service;

use crate::records::FinishedGame;
use glicko2::{expected_score, Game, Rating};
use janggi_wire::dto::{
    LevelDto, Mode, RankDto, RatingDto, RatingPointDto, RatingsDto, ResultKind, VariantId,
};
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// Store key of the ratings.
pub const RATING_KEY: &str = "rating";
/// A new player's rating: Glicko-2's usual start (rating 1500, deviation
/// 350, volatility 0.06).
pub const START: Rating = Rating {
    rating: 1500.0,
    rd: 350.0,
    volatility: 0.06,
};
/// Glicko-2's system constant τ (Glickman suggests 0.3–1.2): 0.5, his
/// example's, keeps the volatility steady over single games.
pub const TAU: f64 = 0.5;
/// The deviation a level's rating is given: its Elo is measured, within
/// about ±100 (95 %).
pub const LEVEL_RD: f64 = 50.0;
/// Above this deviation the rating is provisional (a few games only).
pub const PROVISIONAL_RD: f64 = 110.0;
/// The deviation never falls below this: a player's strength moves.
const MIN_RD: f64 = 40.0;
/// Points of history kept per game (the oldest go first).
pub const MAX_HISTORY: usize = 1000;

/// Whether finished game `g` counts for the player's rating: a game
/// against the computer begun from the normal start by `new_game` (the
/// session marks it: [`FinishedGame::rated`]), finished with a known
/// result. Not rated: two players on one device or on two devices, games
/// continued from a record or a review, set-up positions, handicap games,
/// games left unfinished, imports. The one place that decides.
pub fn is_rated(g: &FinishedGame) -> bool {
    g.rated
        && g.handicap.is_none()
        && !g.unfinished
        && matches!(g.mode, Some(Mode::VsComputer { .. }))
        && g.result_kind() != ResultKind::Unknown
}

/// The level `g` was played against and the player's score (1, ½, 0), if
/// [`is_rated`].
pub fn rated_result(g: &FinishedGame) -> Option<(LevelDto, f64)> {
    if !is_rated(g) {
        return None;
    }
    let Some(Mode::VsComputer { level, .. }) = g.mode else {
        return None;
    };
    let score = match g.result_kind() {
        ResultKind::Win => 1.0,
        ResultKind::Draw => 0.5,
        ResultKind::Loss => 0.0,
        ResultKind::Unknown => return None,
    };
    Some((level, score))
}

/// A level's rating in `variant`: its measured Elo.
pub fn level_rating(level: LevelDto, variant: VariantId) -> f64 {
    f64::from(janggi_engine::Level::from(level).elo(engine_variant(variant)))
}

fn engine_variant(v: VariantId) -> janggi_rules::Variant {
    match v {
        VariantId::Janggi => janggi_rules::Variant::Janggi,
        VariantId::Xiangqi => janggi_rules::Variant::Xiangqi,
    }
}

/// The level that gives a player rated `rating` the expected score
/// nearest to one half in `variant`, and that score (the weaker of two
/// equally near).
pub fn suggest(rating: f64, variant: VariantId) -> (LevelDto, f64) {
    // The chance is monotone in the rating difference (every level has the
    // same deviation): the level nearest in Elo is the one nearest 50 %.
    // Compared in Elo, not in chances, which all round to 1 (or 0) far
    // from the ladder.
    let mut best = (LevelDto::fallback(), f64::INFINITY);
    for level in LevelDto::all() {
        let off = (rating - level_rating(level, variant)).abs();
        if off < best.1 {
            best = (level, off);
        }
    }
    let level = best.0;
    (
        level,
        expected_score(rating, level_rating(level, variant), LEVEL_RD),
    )
}

/// One rated game's outcome for the rating.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Point {
    /// When the game ended (epoch ms).
    pub date_ms: u64,
    /// The rating after it.
    pub rating: f64,
    /// The deviation after it.
    pub rd: f64,
    /// The game's id in the records.
    pub game_id: u64,
}

/// The rating in one game, as stored.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct PlayerRating {
    /// Rating.
    pub rating: f64,
    /// Deviation.
    pub rd: f64,
    /// Volatility.
    pub volatility: f64,
    /// Rated games since the start (or the last reset).
    pub games: u32,
    /// When the first of them ended (the chart's starting point).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub started_ms: Option<u64>,
    /// One point per rated game, oldest first (at most [`MAX_HISTORY`]).
    #[serde(default)]
    pub history: Vec<Point>,
}

impl Default for PlayerRating {
    fn default() -> PlayerRating {
        PlayerRating {
            rating: START.rating,
            rd: START.rd,
            volatility: START.volatility,
            games: 0,
            started_ms: None,
            history: Vec::new(),
        }
    }
}

impl PlayerRating {
    fn glicko(&self) -> Rating {
        Rating {
            rating: self.rating,
            rd: self.rd,
            volatility: self.volatility,
        }
    }

    /// Whether game `id` is already counted (a game that is undone after it
    /// ended and ends again counts once, with its first result).
    pub fn counted(&self, id: u64) -> bool {
        self.history.iter().rev().any(|p| p.game_id == id)
    }

    /// Counts game `id`, ended at `date_ms` with `score` against a level
    /// rated `opponent`.
    pub fn record(&mut self, id: u64, date_ms: u64, opponent: f64, score: f64) {
        let game = Game {
            rating: opponent,
            rd: LEVEL_RD,
            score,
        };
        let r = glicko2::update(self.glicko(), &[game], TAU);
        self.rating = r.rating;
        self.rd = r.rd.clamp(MIN_RD, START.rd);
        self.volatility = r.volatility;
        self.games = self.games.saturating_add(1);
        self.started_ms.get_or_insert(date_ms);
        self.history.push(Point {
            date_ms,
            rating: self.rating,
            rd: self.rd,
            game_id: id,
        });
        if self.history.len() > MAX_HISTORY {
            let extra = self.history.len() - MAX_HISTORY;
            self.history.drain(..extra);
        }
    }

    /// `Err` with what is wrong when a stored value is out of range.
    fn check(&self) -> Result<(), String> {
        let ok = |r: f64, rd: f64| {
            r.is_finite() && (0.0..=6000.0).contains(&r) && rd > 0.0 && rd <= 1000.0
        };
        if !(ok(self.rating, self.rd) && self.volatility > 0.0 && self.volatility < 1.0) {
            return Err(format!(
                "rating {} / deviation {} / volatility {} out of range",
                self.rating, self.rd, self.volatility
            ));
        }
        if let Some(p) = self.history.iter().find(|p| !ok(p.rating, p.rd)) {
            return Err(format!("history point of game {} out of range", p.game_id));
        }
        Ok(())
    }

    /// The rating as the screens show it.
    pub fn dto(&self, variant: VariantId) -> RatingDto {
        let (suggested, suggested_chance) = suggest(self.rating, variant);
        let mut history = Vec::with_capacity(self.history.len() + 1);
        if let Some(start) = self.started_ms {
            // The start is the rating before the oldest point kept.
            history.push(RatingPointDto {
                date_ms: start,
                rating: START.rating,
                rd: START.rd,
                game_id: None,
            });
        }
        history.extend(self.history.iter().map(|p| RatingPointDto {
            date_ms: p.date_ms,
            rating: p.rating,
            rd: p.rd,
            game_id: Some(p.game_id),
        }));
        RatingDto {
            variant,
            rating: self.rating,
            rd: self.rd,
            volatility: self.volatility,
            games: self.games,
            provisional: self.rd > PROVISIONAL_RD,
            rank: RankDto::from_elo(self.rating),
            suggested,
            suggested_chance,
            history,
        }
    }
}

/// Both games' ratings (the value under [`RATING_KEY`]).
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
pub struct Ratings {
    /// Janggi.
    #[serde(default)]
    pub janggi: PlayerRating,
    /// Xiangqi.
    #[serde(default)]
    pub xiangqi: PlayerRating,
}

/// What reading a stored value found: the ratings (a fresh one in place of
/// each part that does not read) and what did not read.
#[derive(Debug, Clone, PartialEq)]
pub struct Read {
    /// The ratings.
    pub ratings: Ratings,
    /// The games whose stored rating did not read, and why.
    pub unreadable: Vec<(VariantId, String)>,
}

impl Ratings {
    /// Reads the stored value (absent: fresh ratings). Each game's part is
    /// read on its own, so a damaged one leaves the other as it was.
    pub fn read(value: Option<&Value>) -> Read {
        let mut ratings = Ratings::default();
        let mut unreadable = Vec::new();
        let Some(value) = value else {
            return Read {
                ratings,
                unreadable,
            };
        };
        let Some(map) = value.as_object() else {
            for v in [VariantId::Janggi, VariantId::Xiangqi] {
                unreadable.push((v, format!("not an object: {value}")));
            }
            return Read {
                ratings,
                unreadable,
            };
        };
        for (variant, name) in [
            (VariantId::Janggi, "janggi"),
            (VariantId::Xiangqi, "xiangqi"),
        ] {
            let Some(part) = map.get(name) else { continue };
            let read = serde_json::from_value::<PlayerRating>(part.clone())
                .map_err(|e| e.to_string())
                .and_then(|r| r.check().map(|()| r));
            match read {
                Ok(r) => *ratings.of_mut(variant) = r,
                Err(e) => unreadable.push((variant, e)),
            }
        }
        Read {
            ratings,
            unreadable,
        }
    }

    /// The value to store.
    pub fn to_value(&self) -> Value {
        serde_json::to_value(self).unwrap_or(Value::Null)
    }

    /// The rating of `variant`.
    pub fn of(&self, variant: VariantId) -> &PlayerRating {
        match variant {
            VariantId::Janggi => &self.janggi,
            VariantId::Xiangqi => &self.xiangqi,
        }
    }

    /// The rating of `variant`, to change.
    pub fn of_mut(&mut self, variant: VariantId) -> &mut PlayerRating {
        match variant {
            VariantId::Janggi => &mut self.janggi,
            VariantId::Xiangqi => &mut self.xiangqi,
        }
    }

    /// Counts finished game `g` if it is rated and not yet counted;
    /// returns whether it changed anything.
    pub fn count(&mut self, g: &FinishedGame) -> bool {
        let Some((level, score)) = rated_result(g) else {
            return false;
        };
        let variant = g.variant();
        let r = self.of_mut(variant);
        if r.counted(g.id) {
            return false;
        }
        r.record(g.id, g.date_ms, level_rating(level, variant), score);
        true
    }

    /// Both ratings as the screens show them.
    pub fn dto(&self) -> RatingsDto {
        RatingsDto {
            janggi: self.janggi.dto(VariantId::Janggi),
            xiangqi: self.xiangqi.dto(VariantId::Xiangqi),
        }
    }
}

#[cfg(test)]
mod tests;
