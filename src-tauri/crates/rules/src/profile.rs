//! Games and rule profiles, as data.
//!
//! A game is a [`Variant`] (which pieces move how) plus a [`RuleProfile`]
//! (how a game ends). Janggi is played under several local rule sets; each is
//! one value of [`RuleProfile`], not a code path, so a new local rule is one
//! more constructor:
//!
//! | event | Standard | Bikjang scoring | Traditional | Fairy-Stockfish |
//! |---|---|---|---|---|
//! | bikjang arises | game goes on | ends at once, points | break it or pass; a pass = draw | break it or pass; a pass = points |
//! | two passes in a row | points | points | draw | points |
//! | third repetition | points | points | draw | perpetual checker loses, else points |
//! | move limit | 400 plies: points | 400 plies: points | 400 plies: draw | 100 plies without capture: points |
//! | no mating material | goes on | goes on | draw | goes on |
//!
//! Modern (Kakao, Fairy-Stockfish's `janggimodern`) is Fairy-Stockfish's
//! `janggi` without bikjang, with the fourth repetition instead of the third,
//! 200 plies without capture, and [`RuleProfile::shuttle_loses`].

use crate::Side;

/// Which game's pieces and board are in play.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Variant {
    /// Korean chess (장기).
    Janggi,
    /// Chinese chess (象棋).
    Xiangqi,
}

/// What a rule decides when it ends the game.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Verdict {
    /// The game is drawn.
    Draw,
    /// Janggi points decide (Han's +1.5 makes a tie impossible).
    Points,
}

/// How a bikjang (both generals facing on an open file) is handled.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum BikjangRule {
    /// Bikjang changes nothing; play goes on (Fairy-Stockfish `janggicasual`).
    Ignored,
    /// The game ends as soon as bikjang arises, decided by `Verdict`.
    EndsAtOnce(Verdict),
    /// The side facing a bikjang must break it or pass (and may pass even in
    /// check); a pass accepts it and ends the game with `Verdict`
    /// (Fairy-Stockfish `janggi`: points; traditional: draw).
    MustBreak(Verdict),
}

/// What a repetition of a position does.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct RepetitionRule {
    /// The occurrence of the same position that ends the game (3: the third
    /// time; Modern: the fourth).
    pub occurrences: u8,
    /// A side that gave check with every one of its moves in the repeating
    /// cycle loses (if only one side did).
    pub perpetual_check_loses: bool,
    /// Otherwise, the result.
    pub verdict: Verdict,
}

/// How a game ends on length.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct MoveLimit {
    /// Number of plies (half-moves).
    pub plies: u32,
    /// Count only plies since the last capture (a "n-move rule"), rather than
    /// all plies of the game.
    pub since_capture: bool,
    /// The result when the limit is reached.
    pub verdict: Verdict,
}

/// Named profiles, for storage and display.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum ProfileId {
    /// Janggi, Standard (default): bikjang is ignored, points decide other ends.
    JanggiStandard,
    /// Janggi, bikjang ends the game at once on points.
    JanggiBikjangScoring,
    /// Janggi, traditional: bikjang must be broken or accepted as a draw;
    /// other ends are draws.
    JanggiTraditional,
    /// Janggi exactly as Fairy-Stockfish's `janggi` variant / pychess.org.
    JanggiFairyStockfish,
    /// Janggi as the Kakao app plays it: Fairy-Stockfish's `janggimodern`.
    JanggiModern,
    /// Xiangqi (Asian rules simplified: perpetual check loses).
    Xiangqi,
    /// Xiangqi with the Asian Xiangqi Federation's rule against perpetual
    /// chasing, as Fairy-Stockfish's `xiangqi` applies it.
    XiangqiAxf,
}

/// The rules a game is played under: movement of the [`Variant`] plus every
/// end-of-game option.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct RuleProfile {
    /// Name of this profile.
    pub id: ProfileId,
    /// Which game.
    pub variant: Variant,
    /// Whether passing is allowed (Janggi: yes, never while in check unless
    /// facing a bikjang under [`BikjangRule::MustBreak`]).
    pub pass_allowed: bool,
    /// Bikjang handling (Janggi).
    pub bikjang: BikjangRule,
    /// Bikjang counts only while both sides have fewer than this many points
    /// (a federation rule; `None` = always). Points in whole units without
    /// Han's 1.5 bonus.
    pub bikjang_points_below: Option<u32>,
    /// Two passes in a row end the game with this verdict.
    pub double_pass: Verdict,
    /// Third repetition.
    pub repetition: RepetitionRule,
    /// Length limit.
    pub move_limit: Option<MoveLimit>,
    /// The game is drawn when neither side can possibly mate
    /// (Xiangqi: no chariot, horse, cannon or soldier on either side).
    pub material_draw: bool,
    /// Kakao's rule against shuttling (Fairy-Stockfish's
    /// `moveRepetitionIllegal`): a side that, out of check, moves one piece
    /// (not its general or a guard) back and forth so that it has made the
    /// same two moves twice over after arriving on its square without a
    /// capture, loses (see `Game`'s module docs).
    pub shuttle_loses: bool,
    /// A side with no legal move loses (Xiangqi). In Janggi a side can
    /// always pass, so this never arises there.
    pub stalemate_loses: bool,
    /// Generals may not face each other on an open file (Xiangqi's flying
    /// general rule: such a move is illegal).
    pub flying_general: bool,
    /// The Asian Xiangqi Federation's rules as Fairy-Stockfish's `xiangqi`
    /// applies them (its `AXF_CHASING`): at a repetition, after the
    /// perpetual-check rule, a side that chased one piece with every move
    /// loses (module `chase`); and of the moves since the last capture,
    /// a side's checks beyond ten do not count toward the move limit.
    pub chasing: bool,
}

impl RuleProfile {
    /// Janggi, Standard: legal moves of Fairy-Stockfish's `janggicasual`;
    /// bikjang changes nothing; double pass, third repetition and 200 moves
    /// each are decided on points.
    pub const JANGGI_STANDARD: RuleProfile = RuleProfile {
        id: ProfileId::JanggiStandard,
        variant: Variant::Janggi,
        pass_allowed: true,
        bikjang: BikjangRule::Ignored,
        bikjang_points_below: None,
        double_pass: Verdict::Points,
        repetition: RepetitionRule {
            occurrences: 3,
            perpetual_check_loses: false,
            verdict: Verdict::Points,
        },
        move_limit: Some(MoveLimit {
            plies: 400,
            since_capture: false,
            verdict: Verdict::Points,
        }),
        material_draw: false,
        shuttle_loses: false,
        stalemate_loses: false,
        flying_general: false,
        chasing: false,
    };

    /// Janggi where a bikjang ends the game at once on points.
    pub const JANGGI_BIKJANG_SCORING: RuleProfile = RuleProfile {
        id: ProfileId::JanggiBikjangScoring,
        bikjang: BikjangRule::EndsAtOnce(Verdict::Points),
        ..RuleProfile::JANGGI_STANDARD
    };

    /// Traditional Janggi: bikjang must be broken or accepted (a pass) as a
    /// draw; double pass, repetition, move limit and bare material draw.
    pub const JANGGI_TRADITIONAL: RuleProfile = RuleProfile {
        id: ProfileId::JanggiTraditional,
        bikjang: BikjangRule::MustBreak(Verdict::Draw),
        double_pass: Verdict::Draw,
        repetition: RepetitionRule {
            occurrences: 3,
            perpetual_check_loses: false,
            verdict: Verdict::Draw,
        },
        move_limit: Some(MoveLimit {
            plies: 400,
            since_capture: false,
            verdict: Verdict::Draw,
        }),
        material_draw: true,
        ..RuleProfile::JANGGI_STANDARD
    };

    /// Janggi exactly as Fairy-Stockfish's `janggi` variant (pychess.org).
    pub const JANGGI_FAIRY_STOCKFISH: RuleProfile = RuleProfile {
        id: ProfileId::JanggiFairyStockfish,
        bikjang: BikjangRule::MustBreak(Verdict::Points),
        repetition: RepetitionRule {
            occurrences: 3,
            perpetual_check_loses: true,
            verdict: Verdict::Points,
        },
        move_limit: Some(MoveLimit {
            plies: 100,
            since_capture: true,
            verdict: Verdict::Points,
        }),
        ..RuleProfile::JANGGI_STANDARD
    };

    /// Janggi as the Kakao app plays it, exactly Fairy-Stockfish's
    /// `janggimodern`: bikjang changes nothing; the perpetual checker loses;
    /// the fourth repetition, 100 moves each without a capture and two passes
    /// in a row are decided on points; a side that shuttles a piece loses
    /// ([`RuleProfile::shuttle_loses`]).
    pub const JANGGI_MODERN: RuleProfile = RuleProfile {
        id: ProfileId::JanggiModern,
        bikjang: BikjangRule::Ignored,
        repetition: RepetitionRule {
            occurrences: 4,
            perpetual_check_loses: true,
            verdict: Verdict::Points,
        },
        move_limit: Some(MoveLimit {
            plies: 200,
            since_capture: true,
            verdict: Verdict::Points,
        }),
        shuttle_loses: true,
        ..RuleProfile::JANGGI_FAIRY_STOCKFISH
    };

    /// Xiangqi: flying general, stalemate loses, perpetual check loses,
    /// 60 moves each without capture or bare material draw.
    pub const XIANGQI: RuleProfile = RuleProfile {
        id: ProfileId::Xiangqi,
        variant: Variant::Xiangqi,
        pass_allowed: false,
        bikjang: BikjangRule::Ignored,
        bikjang_points_below: None,
        double_pass: Verdict::Draw,
        repetition: RepetitionRule {
            occurrences: 3,
            perpetual_check_loses: true,
            verdict: Verdict::Draw,
        },
        move_limit: Some(MoveLimit {
            plies: 120,
            since_capture: true,
            verdict: Verdict::Draw,
        }),
        material_draw: true,
        shuttle_loses: false,
        stalemate_loses: true,
        flying_general: true,
        chasing: false,
    };

    /// Xiangqi under the Asian Xiangqi Federation's rules as
    /// Fairy-Stockfish's `xiangqi` variant plays them: perpetual check and
    /// then perpetual chasing lose at the third repetition, 50 moves each
    /// without a capture draw (checks beyond ten a side not counted).
    pub const XIANGQI_AXF: RuleProfile = RuleProfile {
        id: ProfileId::XiangqiAxf,
        move_limit: Some(MoveLimit {
            plies: 100,
            since_capture: true,
            verdict: Verdict::Draw,
        }),
        chasing: true,
        ..RuleProfile::XIANGQI
    };

    /// The profile with this id.
    pub const fn from_id(id: ProfileId) -> RuleProfile {
        match id {
            ProfileId::JanggiStandard => RuleProfile::JANGGI_STANDARD,
            ProfileId::JanggiBikjangScoring => RuleProfile::JANGGI_BIKJANG_SCORING,
            ProfileId::JanggiTraditional => RuleProfile::JANGGI_TRADITIONAL,
            ProfileId::JanggiFairyStockfish => RuleProfile::JANGGI_FAIRY_STOCKFISH,
            ProfileId::JanggiModern => RuleProfile::JANGGI_MODERN,
            ProfileId::Xiangqi => RuleProfile::XIANGQI,
            ProfileId::XiangqiAxf => RuleProfile::XIANGQI_AXF,
        }
    }

    /// `true` when move generation applies the "must break bikjang or pass"
    /// rule (Fairy-Stockfish `janggi`, `janggitraditional`).
    #[inline]
    pub const fn bikjang_restricts_moves(&self) -> bool {
        matches!(self.bikjang, BikjangRule::MustBreak(_))
    }
}

impl ProfileId {
    /// All profiles.
    pub const ALL: [ProfileId; 7] = [
        ProfileId::JanggiStandard,
        ProfileId::JanggiBikjangScoring,
        ProfileId::JanggiTraditional,
        ProfileId::JanggiFairyStockfish,
        ProfileId::JanggiModern,
        ProfileId::Xiangqi,
        ProfileId::XiangqiAxf,
    ];

    /// Stable name for storage and the UCI `UCI_Variant` option mapping.
    pub const fn name(self) -> &'static str {
        match self {
            ProfileId::JanggiStandard => "janggi-standard",
            ProfileId::JanggiBikjangScoring => "janggi-bikjang-scoring",
            ProfileId::JanggiTraditional => "janggi-traditional",
            ProfileId::JanggiFairyStockfish => "janggi-fairy-stockfish",
            ProfileId::JanggiModern => "janggi-modern",
            ProfileId::Xiangqi => "xiangqi",
            ProfileId::XiangqiAxf => "xiangqi-axf",
        }
    }

    /// Reads a name written by [`ProfileId::name`].
    pub fn from_name(s: &str) -> Option<ProfileId> {
        ProfileId::ALL.into_iter().find(|p| p.name() == s)
    }
}

/// Janggi's four horse/elephant setups (상차림), named from the owner's own
/// seat: the pieces on the owner's back-rank points 2, 3, 7 and 8 counted
/// from the owner's left.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum JanggiSetup {
    /// 마상마상: horse-elephant-horse-elephant.
    HorseElephantHorseElephant,
    /// 상마상마: elephant-horse-elephant-horse.
    ElephantHorseElephantHorse,
    /// 마상상마: horse-elephant-elephant-horse ("inner elephants").
    HorseElephantElephantHorse,
    /// 상마마상: elephant-horse-horse-elephant ("outer elephants").
    ElephantHorseHorseElephant,
}

impl JanggiSetup {
    /// The four setups in the SPEC's order (1..4); setup 1 is the default
    /// when a setup timer runs out.
    pub const ALL: [JanggiSetup; 4] = [
        JanggiSetup::HorseElephantHorseElephant,
        JanggiSetup::ElephantHorseElephantHorse,
        JanggiSetup::HorseElephantElephantHorse,
        JanggiSetup::ElephantHorseHorseElephant,
    ];

    /// The roles on the owner's back-rank points 2, 3, 7, 8, counted from
    /// the owner's own left.
    pub const fn roles_from_own_left(self) -> [crate::Role; 4] {
        use crate::Role::{Elephant as E, Horse as H};
        match self {
            JanggiSetup::HorseElephantHorseElephant => [H, E, H, E],
            JanggiSetup::ElephantHorseElephantHorse => [E, H, E, H],
            JanggiSetup::HorseElephantElephantHorse => [H, E, E, H],
            JanggiSetup::ElephantHorseHorseElephant => [E, H, H, E],
        }
    }

    /// The roles on files b, c, g, h (board order a → i as seen from Cho)
    /// for `side`. Han's seat faces Cho's, so Han's own left is file i.
    pub const fn roles_on_files_bcgh(self, side: Side) -> [crate::Role; 4] {
        let r = self.roles_from_own_left();
        match side {
            Side::First => r,
            Side::Second => [r[3], r[2], r[1], r[0]],
        }
    }

    /// The same setup as it reads from the other seat, across the board:
    /// its roles counted from the opponent's left. 마상마상 reads 상마상마
    /// and back; the symmetric 마상상마 and 상마마상 read the same.
    ///
    /// ```
    /// use janggi_rules::JanggiSetup as S;
    /// assert_eq!(S::HorseElephantHorseElephant.read_from_across(), S::ElephantHorseElephantHorse);
    /// assert_eq!(S::HorseElephantElephantHorse.read_from_across(), S::HorseElephantElephantHorse);
    /// ```
    pub fn read_from_across(self) -> JanggiSetup {
        let mut roles = self.roles_from_own_left();
        roles.reverse();
        JanggiSetup::ALL
            .into_iter()
            .find(|s| s.roles_from_own_left() == roles)
            .unwrap_or(self)
    }

    /// Korean name, e.g. `마상상마`.
    pub const fn korean(self) -> &'static str {
        match self {
            JanggiSetup::HorseElephantHorseElephant => "마상마상",
            JanggiSetup::ElephantHorseElephantHorse => "상마상마",
            JanggiSetup::HorseElephantElephantHorse => "마상상마",
            JanggiSetup::ElephantHorseHorseElephant => "상마마상",
        }
    }
}
