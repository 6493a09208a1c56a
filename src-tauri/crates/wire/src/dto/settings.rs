//! Preferences and one-time notices.

use super::review::ReviewQuality;
use super::vocab::ProfileIdDto;
use crate::error::AppError;
use serde::{Deserialize, Serialize};
use ts_rs::TS;

/// UI language; `None` follows the system. Serialized in camelCase like
/// every wire enum ("zhHant" for Traditional Chinese); the UI turns it into
/// the BCP 47 tag ("zh-Hant") where a tag is needed (`Intl`, `lang`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub enum Language {
    /// English.
    En,
    /// Korean.
    Ko,
    /// Japanese.
    Ja,
    /// Simplified Chinese.
    Zh,
    /// Traditional Chinese (Taiwan usage), `"zhHant"` on the wire.
    ZhHant,
    /// Russian.
    Ru,
}

/// Piece faces. Hanja and Hangul letter Janggi's pieces (Xiangqi keeps its
/// characters); pictogram draws each piece's move, in both games.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub enum PieceStyle {
    /// Chinese characters.
    Hanja,
    /// Korean letters.
    Hangul,
    /// Pictures of each piece's move (both games).
    Pictogram,
}

/// Move animation speed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub enum AnimationSpeed {
    /// No animation.
    Off,
    /// Fast.
    Fast,
    /// Normal.
    Normal,
    /// Slow.
    Slow,
}

/// Which side is drawn at the bottom by default.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub enum BoardOrientation {
    /// The human's side (vs computer), else the first player.
    Auto,
    /// Always Cho / Red.
    First,
    /// Always Han / Black.
    Second,
}

/// Piece colours on the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub enum Palette {
    /// The traditional inks (Cho green, Han red; Red and Black).
    #[default]
    Classic,
    /// Blue against vermilion, darker: told apart with red–green colour blindness.
    Colourblind,
}

/// Whether pieces fly when they move.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub enum Motion {
    /// As the system asks (`prefers-reduced-motion`).
    #[default]
    System,
    /// Always animate (at the chosen speed).
    Full,
    /// Never animate.
    Reduced,
}

const fn yes() -> bool {
    true
}

/// How the move list writes Xiangqi moves.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub enum XiangqiNotation {
    /// Chinese notation when the UI is in Chinese, else WXF.
    #[default]
    Auto,
    /// WXF (`C2.5`, `h8+7`).
    Wxf,
    /// Chinese notation (`炮二平五`, `马８进７`).
    Chinese,
}

/// How the move lists write Janggi moves.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub enum JanggiNotation {
    /// Korean (`02마83`) when the UI is in Korean, else Latin letters.
    #[default]
    Auto,
    /// The Korean `.gib` notation (`02마83`, `한수쉼`).
    Korean,
    /// The same coordinates with a Latin piece letter (`02H83`, `pass`).
    Latin,
}

/// Persisted preferences.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct Settings {
    /// `None` follows the system language.
    pub language: Option<Language>,
    /// Wood clicks on/off.
    pub sound: bool,
    /// Piece faces (pictograms in both games, letters in Janggi).
    pub piece_style: PieceStyle,
    /// Move animation.
    pub animation: AnimationSpeed,
    /// Profile preselected for new Janggi games.
    pub default_profile: ProfileIdDto,
    /// Board orientation.
    pub board_orientation: BoardOrientation,
    /// Notation numbers around the board (settings stored before they existed read as on).
    #[serde(default = "yes")]
    pub coordinates: bool,
    /// Xiangqi: Red's file numbers in Chinese numerals (一…九) instead of 1…9.
    #[serde(default)]
    pub chinese_numerals: bool,
    /// Piece colours.
    #[serde(default)]
    pub palette: Palette,
    /// Move animations: follow the system, always, or never.
    #[serde(default)]
    pub motion: Motion,
    /// How hard a post-game review looks at each position (absent in
    /// settings stored before reviews existed: normal).
    #[serde(default)]
    pub review_quality: ReviewQuality,
    /// Xiangqi move notation of the move lists (absent in older files).
    #[serde(default)]
    pub xiangqi_notation: XiangqiNotation,
    /// Janggi move notation of the move lists (absent in older files).
    #[serde(default)]
    pub janggi_notation: JanggiNotation,
    /// Seconds the expert computer thinks per move, 1–30 (absent in older
    /// files: 5).
    #[serde(default = "default_expert_secs")]
    pub expert_secs: u8,
}

/// The expert computer's default time per move, in seconds.
pub const DEFAULT_EXPERT_SECS: u8 = 5;
/// The range of the expert computer's time per move, in seconds.
pub const EXPERT_SECS_RANGE: std::ops::RangeInclusive<u8> = 1..=30;

const fn default_expert_secs() -> u8 {
    DEFAULT_EXPERT_SECS
}

impl Settings {
    /// Refuses values outside their range (a settings file or a caller
    /// that sends them gets an error; nothing is stored).
    pub fn validate(&self) -> Result<(), AppError> {
        if !EXPERT_SECS_RANGE.contains(&self.expert_secs) {
            return Err(AppError::bad_argument(format!(
                "expertSecs must be {}–{} seconds, not {}",
                EXPERT_SECS_RANGE.start(),
                EXPERT_SECS_RANGE.end(),
                self.expert_secs
            )));
        }
        Ok(())
    }
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            language: None,
            sound: true,
            piece_style: PieceStyle::Hanja,
            animation: AnimationSpeed::Normal,
            default_profile: ProfileIdDto::JanggiStandard,
            board_orientation: BoardOrientation::Auto,
            coordinates: true,
            chinese_numerals: false,
            palette: Palette::Classic,
            motion: Motion::System,
            review_quality: ReviewQuality::Normal,
            xiangqi_notation: XiangqiNotation::Auto,
            janggi_notation: JanggiNotation::Auto,
            expert_secs: DEFAULT_EXPERT_SECS,
        }
    }
}

/// Something the player should be told once (`take_notices`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(
    tag = "type",
    rename_all = "camelCase",
    rename_all_fields = "camelCase"
)]
pub enum Notice {
    /// The saved data could not be read at start-up; it was kept aside and
    /// the app started with defaults.
    StoreReset {
        /// Where the unreadable file was moved.
        kept_as: String,
    },
}

/// What the settings screen's About card shows.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct AppInfoDto {
    /// The app's version (the package's).
    pub version: String,
    /// The folder that holds the player's games and settings (to back
    /// them up), when the records are open.
    pub records_dir: Option<String>,
}

#[cfg(test)]
mod tests {
    use super::Language;

    #[test]
    fn languages_are_camel_case_on_the_wire() {
        let all = [
            (Language::En, "\"en\""),
            (Language::Ko, "\"ko\""),
            (Language::Ja, "\"ja\""),
            (Language::Zh, "\"zh\""),
            (Language::ZhHant, "\"zhHant\""),
            (Language::Ru, "\"ru\""),
        ];
        for (lang, json) in all {
            assert_eq!(serde_json::to_string(&lang).unwrap(), json);
            assert_eq!(serde_json::from_str::<Language>(json).unwrap(), lang);
        }
    }
}
