//! Handicap games: the stronger player starts without some pieces.
//!
//! A handicap is data: which pieces leave the board ([`HandicapKind`]) and
//! who gives them up (the *giver*, [`Handicap::giver`]). The start position
//! is the game's usual start with those pieces taken off; everything else
//! — who moves first, the legal moves, the end rules of the profile, the
//! points — is the game's own. So in Janggi the points count follows the
//! pieces on the board: a side that starts without a chariot starts with
//! 13 points less (Cho 59 against Han 73.5 in 차떼기 given by Cho).
//!
//! # The handicaps
//!
//! Janggi (접장기, "떼기": the giver *takes off* pieces), from the smallest:
//!
//! | id | Korean | pieces taken off | points |
//! |---|---|---|---|
//! | `janggi-elephant` | 상떼기 | an elephant | 3 |
//! | `janggi-horse` | 마떼기 | a horse | 5 |
//! | `janggi-cannon` | 포떼기 | a cannon | 7 |
//! | `janggi-horse-elephant` | 마상떼기 | a horse and an elephant | 8 |
//! | `janggi-cannon-elephant` | 포상떼기 | a cannon and an elephant | 10 |
//! | `janggi-cannon-horse` | 포마떼기 | a cannon and a horse | 12 |
//! | `janggi-chariot` | 차떼기 | a chariot | 13 |
//! | `janggi-chariot-elephant` | 차상떼기 | a chariot and an elephant | 16 |
//! | `janggi-chariot-horse` | 차마떼기 | a chariot and a horse | 18 |
//! | `janggi-chariot-cannon` | 차포떼기 | a chariot and a cannon | 20 |
//! | `janggi-two-chariots` | 양차떼기 | both chariots | 26 |
//!
//! Xiangqi (让子, the giver *yields* pieces), the traditional ones:
//!
//! | id | Chinese | pieces taken off | material |
//! |---|---|---|---|
//! | `xiangqi-horse` | 让单马 | a horse | 4 |
//! | `xiangqi-two-horses` | 让双马 | both horses | 8 |
//! | `xiangqi-chariot` | 让单车 | a chariot | 9 |
//! | `xiangqi-chariot-horse` | 让车马 | a chariot and a horse | 13 |
//! | `xiangqi-two-chariots` | 让双车 | both chariots | 18 |
//!
//! # Which piece: the giver's left
//!
//! Where a handicap takes one piece of a kind of which the giver has two,
//! it is always the one on the giver's **own left** as the giver sits:
//! files a–d for Cho/Red (the first player), files f–i for Han/Black, whose
//! seat faces the other way (the convention [`JanggiSetup`] names setups
//! by). So Cho's 차떼기 takes the chariot off a1, Han's the one off i10;
//! Red's 让单马 takes the horse off b1, Black's the one off h10. Two pieces
//! of different kinds (차포떼기) both come off the left wing.
//!
//! ```text
//!  Cho gives 차떼기 (Cho in 마상상마)        Red gives 让单马
//!  10  r n b a . a b n r                  10  r n b a k a b n r
//!   9  . . . . k . . . .                   9  . . . . . . . . .
//!   8  . c . . . . . c .                   8  . c . . . . . c .
//!   7  p . p . p . p . p                   7  p . p . p . p . p
//!   4  P . P . P . P . P                   4  P . P . P . P . P
//!   3  . C . . . . . C .                   3  . C . . . . . C .
//!   2  . . . . K . . . .                   2  . . . . . . . . .
//!   1  . N B A . A B N R                   1  R . B A K A B N R
//!      a b c d e f g h i                      a b c d e f g h i
//! ```
//!
//! # Janggi setups
//!
//! Both players still choose their setup (상차림) as usual, the giver too:
//! the setup places the horses and elephants first, then the handicap takes
//! its pieces off. A setup orders the left pair (points 2 and 3 from the
//! owner's left) and the right pair (points 7 and 8) independently, so
//! after 마떼기 the four setups still give four different boards (the left
//! elephant stands on point 2 or 3, the right pair in either order). Only
//! 마상떼기 empties a whole pair: then the setups that differ only on the
//! left (1 마상마상 and 4 상마마상; 2 상마상마 and 3 마상상마) give the same
//! board. Xiangqi has no setup choice.
//!
//! # Recognising a handicap start
//!
//! [`Handicap::detect`] names the handicap (and the Janggi setups) of a
//! position that is exactly a handicap start, so a record read from a file
//! with such a start position is a handicap game whether or not the file
//! said so. For 마상떼기 the first matching setups in [`JanggiSetup::ALL`]
//! order are named.

use std::fmt;

use crate::{Board, JanggiSetup, Position, Role, RuleProfile, Setup, Side, Variant, Waivers};

/// Where a piece comes off: the wing of the giver's own seat.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Wing {
    /// The giver's own left (files a–d for the first player, f–i for the
    /// second).
    Left,
    /// The giver's own right.
    Right,
}

/// Which pieces a handicap takes off, in which game. See the
/// [module docs](self) for the list, the names and the points.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum HandicapKind {
    /// Janggi 상떼기: an elephant.
    JanggiElephant,
    /// Janggi 마떼기: a horse.
    JanggiHorse,
    /// Janggi 포떼기: a cannon.
    JanggiCannon,
    /// Janggi 마상떼기: a horse and an elephant.
    JanggiHorseElephant,
    /// Janggi 포상떼기: a cannon and an elephant.
    JanggiCannonElephant,
    /// Janggi 포마떼기: a cannon and a horse.
    JanggiCannonHorse,
    /// Janggi 차떼기: a chariot.
    JanggiChariot,
    /// Janggi 차상떼기: a chariot and an elephant.
    JanggiChariotElephant,
    /// Janggi 차마떼기: a chariot and a horse.
    JanggiChariotHorse,
    /// Janggi 차포떼기: a chariot and a cannon.
    JanggiChariotCannon,
    /// Janggi 양차떼기: both chariots.
    JanggiTwoChariots,
    /// Xiangqi 让单马: a horse.
    XiangqiHorse,
    /// Xiangqi 让双马: both horses.
    XiangqiTwoHorses,
    /// Xiangqi 让单车: a chariot.
    XiangqiChariot,
    /// Xiangqi 让车马: a chariot and a horse.
    XiangqiChariotHorse,
    /// Xiangqi 让双车: both chariots.
    XiangqiTwoChariots,
}

use HandicapKind as K;
use Role::{Cannon as C, Chariot as R, Elephant as E, Horse as H};
use Wing::{Left as L, Right as Rt};

impl HandicapKind {
    /// Every handicap, Janggi's then Xiangqi's, each game's from the
    /// smallest (the menus' order).
    pub const ALL: [HandicapKind; 16] = [
        K::JanggiElephant,
        K::JanggiHorse,
        K::JanggiCannon,
        K::JanggiHorseElephant,
        K::JanggiCannonElephant,
        K::JanggiCannonHorse,
        K::JanggiChariot,
        K::JanggiChariotElephant,
        K::JanggiChariotHorse,
        K::JanggiChariotCannon,
        K::JanggiTwoChariots,
        K::XiangqiHorse,
        K::XiangqiTwoHorses,
        K::XiangqiChariot,
        K::XiangqiChariotHorse,
        K::XiangqiTwoChariots,
    ];

    /// The handicaps of `variant`, from the smallest.
    pub fn of_variant(variant: Variant) -> impl Iterator<Item = HandicapKind> {
        HandicapKind::ALL
            .into_iter()
            .filter(move |k| k.variant() == variant)
    }

    /// The game this handicap belongs to.
    pub const fn variant(self) -> Variant {
        match self {
            K::XiangqiHorse
            | K::XiangqiTwoHorses
            | K::XiangqiChariot
            | K::XiangqiChariotHorse
            | K::XiangqiTwoChariots => Variant::Xiangqi,
            _ => Variant::Janggi,
        }
    }

    /// The pieces taken off, each with the wing it comes from.
    pub const fn removed(self) -> &'static [(Role, Wing)] {
        match self {
            K::JanggiElephant => &[(E, L)],
            K::JanggiHorse | K::XiangqiHorse => &[(H, L)],
            K::JanggiCannon => &[(C, L)],
            K::JanggiHorseElephant => &[(H, L), (E, L)],
            K::JanggiCannonElephant => &[(C, L), (E, L)],
            K::JanggiCannonHorse => &[(C, L), (H, L)],
            K::JanggiChariot | K::XiangqiChariot => &[(R, L)],
            K::JanggiChariotElephant => &[(R, L), (E, L)],
            K::JanggiChariotHorse | K::XiangqiChariotHorse => &[(R, L), (H, L)],
            K::JanggiChariotCannon => &[(R, L), (C, L)],
            K::JanggiTwoChariots | K::XiangqiTwoChariots => &[(R, L), (R, Rt)],
            K::XiangqiTwoHorses => &[(H, L), (H, Rt)],
        }
    }

    /// The roles taken off (the [`removed`](HandicapKind::removed) pieces
    /// without their wings).
    pub fn roles(self) -> impl Iterator<Item = Role> {
        self.removed().iter().map(|&(r, _)| r)
    }

    /// What the pieces taken off are worth, ×10, in the game's own scale
    /// (Janggi points; Xiangqi material, see [`Position::points`]).
    ///
    /// ```
    /// use janggi_rules::HandicapKind;
    /// assert_eq!(HandicapKind::JanggiChariotCannon.value_x10(), 200);
    /// assert_eq!(HandicapKind::XiangqiHorse.value_x10(), 40);
    /// ```
    pub fn value_x10(self) -> u32 {
        let variant = self.variant();
        self.roles()
            .map(|r| crate::position::value_x10(variant, r))
            .sum()
    }

    /// The stable name, for storage, the wire and record files
    /// (`janggi-chariot`, `xiangqi-two-horses`, …). Read it back with
    /// [`HandicapKind::from_name`].
    pub const fn name(self) -> &'static str {
        match self {
            K::JanggiElephant => "janggi-elephant",
            K::JanggiHorse => "janggi-horse",
            K::JanggiCannon => "janggi-cannon",
            K::JanggiHorseElephant => "janggi-horse-elephant",
            K::JanggiCannonElephant => "janggi-cannon-elephant",
            K::JanggiCannonHorse => "janggi-cannon-horse",
            K::JanggiChariot => "janggi-chariot",
            K::JanggiChariotElephant => "janggi-chariot-elephant",
            K::JanggiChariotHorse => "janggi-chariot-horse",
            K::JanggiChariotCannon => "janggi-chariot-cannon",
            K::JanggiTwoChariots => "janggi-two-chariots",
            K::XiangqiHorse => "xiangqi-horse",
            K::XiangqiTwoHorses => "xiangqi-two-horses",
            K::XiangqiChariot => "xiangqi-chariot",
            K::XiangqiChariotHorse => "xiangqi-chariot-horse",
            K::XiangqiTwoChariots => "xiangqi-two-chariots",
        }
    }

    /// The handicap named `name` ([`HandicapKind::name`]).
    ///
    /// # Errors
    /// [`HandicapError::Unknown`] for any other text.
    pub fn from_name(name: &str) -> Result<HandicapKind, HandicapError> {
        HandicapKind::ALL
            .into_iter()
            .find(|k| k.name() == name)
            .ok_or_else(|| HandicapError::Unknown(name.chars().take(60).collect()))
    }

    /// The handicap named `name`, which must be one of `variant`'s.
    ///
    /// ```
    /// use janggi_rules::{HandicapError, HandicapKind, Variant};
    /// assert_eq!(HandicapKind::parse("janggi-chariot", Variant::Janggi), Ok(HandicapKind::JanggiChariot));
    /// assert!(matches!(HandicapKind::parse("janggi-chariot", Variant::Xiangqi), Err(HandicapError::WrongGame { .. })));
    /// assert!(matches!(HandicapKind::parse("queen-odds", Variant::Janggi), Err(HandicapError::Unknown(_))));
    /// ```
    ///
    /// # Errors
    /// [`HandicapError::Unknown`] for an unknown name,
    /// [`HandicapError::WrongGame`] for another game's handicap.
    pub fn parse(name: &str, variant: Variant) -> Result<HandicapKind, HandicapError> {
        HandicapKind::from_name(name)?.check_variant(variant)
    }

    /// `self` if it is one of `variant`'s handicaps.
    ///
    /// # Errors
    /// [`HandicapError::WrongGame`] otherwise.
    pub fn check_variant(self, variant: Variant) -> Result<HandicapKind, HandicapError> {
        if self.variant() == variant {
            Ok(self)
        } else {
            Err(HandicapError::WrongGame {
                kind: self,
                variant,
            })
        }
    }

    /// The traditional name: Korean for Janggi (`차떼기`), Chinese for
    /// Xiangqi (`让单马`). The `.gib` writer uses the Korean ones.
    pub const fn native_name(self) -> &'static str {
        match self {
            K::JanggiElephant => "상떼기",
            K::JanggiHorse => "마떼기",
            K::JanggiCannon => "포떼기",
            K::JanggiHorseElephant => "마상떼기",
            K::JanggiCannonElephant => "포상떼기",
            K::JanggiCannonHorse => "포마떼기",
            K::JanggiChariot => "차떼기",
            K::JanggiChariotElephant => "차상떼기",
            K::JanggiChariotHorse => "차마떼기",
            K::JanggiChariotCannon => "차포떼기",
            K::JanggiTwoChariots => "양차떼기",
            K::XiangqiHorse => "让单马",
            K::XiangqiTwoHorses => "让双马",
            K::XiangqiChariot => "让单车",
            K::XiangqiChariotHorse => "让车马",
            K::XiangqiTwoChariots => "让双车",
        }
    }

    /// The handicap of `variant` with this [traditional
    /// name](HandicapKind::native_name) (white space ignored).
    pub fn from_native_name(name: &str, variant: Variant) -> Option<HandicapKind> {
        let compact: String = name.chars().filter(|c| !c.is_whitespace()).collect();
        HandicapKind::of_variant(variant).find(|k| k.native_name() == compact)
    }
}

impl fmt::Display for HandicapKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A handicap game's terms: which pieces come off, and whose.
///
/// ```
/// use janggi_rules::{Handicap, HandicapKind, JanggiSetup as S, RuleProfile, Side};
/// let h = Handicap::new(HandicapKind::JanggiChariot, Side::First);
/// let setups = Some((S::HorseElephantElephantHorse, S::HorseElephantElephantHorse));
/// let pos = h.start(&RuleProfile::JANGGI_STANDARD, setups).unwrap();
/// assert_eq!(pos.fen(), "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/1NBA1ABNR w - - 0 1");
/// // The points follow the board: Cho 72 − 13, Han 73.5.
/// assert_eq!((pos.points(Side::First), pos.points(Side::Second)), (590, 735));
/// assert_eq!(Handicap::detect(&pos), Some((h, setups)));
/// ```
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct Handicap {
    /// Which pieces.
    pub kind: HandicapKind,
    /// The side that plays without them.
    pub giver: Side,
}

impl Handicap {
    /// `giver` plays without the pieces of `kind`.
    pub const fn new(kind: HandicapKind, giver: Side) -> Handicap {
        Handicap { kind, giver }
    }

    /// The game.
    pub const fn variant(self) -> Variant {
        self.kind.variant()
    }

    /// `board` (a start board of the handicap's game) without the pieces
    /// the handicap takes off, each found on the giver's wing
    /// ([`Wing`]) of the giver's own half.
    ///
    /// # Errors
    /// [`HandicapError::NotAStart`] when a piece to take off is not there
    /// (the board is not a start).
    pub fn apply(self, board: &Board) -> Result<Board, HandicapError> {
        let mut out = board.clone();
        for &(role, wing) in self.kind.removed() {
            let sq = out
                .pieces()
                .filter(|(sq, p)| {
                    p.side == self.giver
                        && p.role == role
                        && sq.on_own_half(self.giver)
                        && on_wing(sq.file(), self.giver, wing)
                })
                .map(|(sq, _)| sq)
                .next()
                .ok_or(HandicapError::NotAStart {
                    kind: self.kind,
                    role,
                })?;
            out.remove_piece_at(sq);
        }
        Ok(out)
    }

    /// The start position of the handicap game under `profile`: the
    /// game's start (Janggi: Cho and Han in `setups`, each named from its
    /// owner's seat; `None` = both 마상상마) with the handicap's pieces
    /// off, the first player to move.
    ///
    /// ```
    /// use janggi_rules::{Handicap, HandicapKind, RuleProfile, Side};
    /// let h = Handicap::new(HandicapKind::XiangqiHorse, Side::First);
    /// let pos = h.start(&RuleProfile::XIANGQI, None).unwrap();
    /// assert_eq!(pos.fen(), "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/R1BAKABNR w - - 0 1");
    /// ```
    ///
    /// # Errors
    /// [`HandicapError::WrongGame`] when the profile is of the other game.
    pub fn start(
        self,
        profile: &RuleProfile,
        setups: Option<(JanggiSetup, JanggiSetup)>,
    ) -> Result<Position, HandicapError> {
        self.kind.check_variant(profile.variant)?;
        let board = self.apply(&base_board(profile.variant, setups))?;
        Position::from_setup(Setup::new(board), profile, Waivers::NONE).map_err(|e| {
            // Taking pieces off a start never makes it invalid; kept as an
            // error rather than a panic all the same.
            HandicapError::Invalid(e.to_string())
        })
    }

    /// The handicap whose start `pos` is (placement and side to move; the
    /// counters are not compared), with the Janggi setups it was built
    /// from (`None` in Xiangqi). `None` for any other position, the
    /// game's ordinary starts included.
    pub fn detect(pos: &Position) -> Option<(Handicap, Option<(JanggiSetup, JanggiSetup)>)> {
        if pos.turn() != Side::First {
            return None;
        }
        let variant = pos.variant();
        let board = pos.board();
        // Quick test: a handicap start has 32 pieces minus one or two.
        let count = board.pieces().count();
        if !(30..=31).contains(&count) {
            return None;
        }
        let setups: Vec<Option<(JanggiSetup, JanggiSetup)>> = match variant {
            Variant::Xiangqi => vec![None],
            Variant::Janggi => JanggiSetup::ALL
                .into_iter()
                .flat_map(|c| JanggiSetup::ALL.into_iter().map(move |h| Some((c, h))))
                .collect(),
        };
        for kind in HandicapKind::of_variant(variant) {
            if 32 - kind.removed().len() != count {
                continue;
            }
            for giver in Side::ALL {
                let h = Handicap::new(kind, giver);
                for &s in &setups {
                    if h.apply(&base_board(variant, s)).as_ref() == Ok(&board) {
                        return Some((h, s));
                    }
                }
            }
        }
        None
    }
}

/// The ordinary start board of `variant` (Janggi in `setups`, default both
/// 마상상마).
fn base_board(variant: Variant, setups: Option<(JanggiSetup, JanggiSetup)>) -> Board {
    match (variant, setups) {
        (Variant::Janggi, Some((cho, han))) => Board::janggi_start(cho, han),
        _ => Board::start(variant),
    }
}

/// Whether `file` (0 = a) is on `wing` of `side`'s own seat.
fn on_wing(file: u8, side: Side, wing: Wing) -> bool {
    // The first player's left is file a; the second player sits across
    // the board, so its left is file i.
    let left = match side {
        Side::First => file < 4,
        Side::Second => file > 4,
    };
    left == (wing == Wing::Left)
}

/// Why a handicap cannot be used.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum HandicapError {
    /// No handicap has this name (the name, at most 60 characters).
    Unknown(String),
    /// The handicap belongs to the other game.
    WrongGame {
        /// The handicap asked for.
        kind: HandicapKind,
        /// The game it was asked for.
        variant: Variant,
    },
    /// The board lacks a piece the handicap takes off (it is not a start).
    NotAStart {
        /// The handicap.
        kind: HandicapKind,
        /// The missing piece.
        role: Role,
    },
    /// The position built is not valid (never expected; the reason).
    Invalid(String),
}

impl fmt::Display for HandicapError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let game = |v: Variant| match v {
            Variant::Janggi => "Janggi",
            Variant::Xiangqi => "Xiangqi",
        };
        match self {
            HandicapError::Unknown(name) => write!(f, "unknown handicap {name:?}"),
            HandicapError::WrongGame { kind, variant } => write!(
                f,
                "handicap {kind} is a {} handicap, not a {} one",
                game(kind.variant()),
                game(*variant)
            ),
            HandicapError::NotAStart { kind, role } => write!(
                f,
                "handicap {kind}: no {role:?} to take off (the board is not a start)"
            ),
            HandicapError::Invalid(why) => write!(f, "handicap start is not valid: {why}"),
        }
    }
}

impl std::error::Error for HandicapError {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_read_back_and_belong_to_their_game() {
        for k in HandicapKind::ALL {
            assert_eq!(HandicapKind::from_name(k.name()), Ok(k));
            assert_eq!(
                HandicapKind::from_native_name(k.native_name(), k.variant()),
                Some(k)
            );
            assert!(k.name().starts_with(match k.variant() {
                Variant::Janggi => "janggi-",
                Variant::Xiangqi => "xiangqi-",
            }));
        }
        assert_eq!(HandicapKind::of_variant(Variant::Janggi).count(), 11);
        assert_eq!(HandicapKind::of_variant(Variant::Xiangqi).count(), 5);
        // Each game's list goes from the smallest handicap up.
        for v in [Variant::Janggi, Variant::Xiangqi] {
            let values: Vec<u32> = HandicapKind::of_variant(v).map(|k| k.value_x10()).collect();
            assert!(values.windows(2).all(|w| w[0] < w[1]), "{values:?}");
        }
        assert!(matches!(
            HandicapKind::parse("xiangqi-horse", Variant::Janggi),
            Err(HandicapError::WrongGame { .. })
        ));
        let long = "x".repeat(500);
        match HandicapKind::from_name(&long) {
            Err(HandicapError::Unknown(n)) => assert_eq!(n.len(), 60),
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn the_left_piece_is_taken_from_the_givers_seat() {
        let p = &RuleProfile::JANGGI_STANDARD;
        let s = Some((
            JanggiSetup::HorseElephantElephantHorse,
            JanggiSetup::HorseElephantElephantHorse,
        ));
        let han = Handicap::new(HandicapKind::JanggiChariot, Side::Second);
        assert!(han.start(p, s).unwrap().fen().starts_with("rnba1abn1/4k4/"));
        let x = Handicap::new(HandicapKind::XiangqiHorse, Side::Second);
        assert!(x
            .start(&RuleProfile::XIANGQI, None)
            .unwrap()
            .fen()
            .starts_with("rnbakab1r/"));
        assert_eq!(
            han.start(&RuleProfile::XIANGQI, None),
            Err(HandicapError::WrongGame {
                kind: HandicapKind::JanggiChariot,
                variant: Variant::Xiangqi
            })
        );
        // Applied twice, the second has nothing left to take.
        let once = han.apply(&Board::start(Variant::Janggi)).unwrap();
        assert!(matches!(
            Handicap::new(HandicapKind::JanggiTwoChariots, Side::Second).apply(&once),
            Err(HandicapError::NotAStart { .. })
        ));
    }

    #[test]
    fn every_handicap_start_is_detected_with_its_setups() {
        for kind in HandicapKind::ALL {
            for giver in Side::ALL {
                let h = Handicap::new(kind, giver);
                let setups: Vec<_> = match kind.variant() {
                    Variant::Xiangqi => vec![None],
                    Variant::Janggi => JanggiSetup::ALL
                        .into_iter()
                        .flat_map(|c| JanggiSetup::ALL.into_iter().map(move |h| Some((c, h))))
                        .collect(),
                };
                let profile = match kind.variant() {
                    Variant::Janggi => RuleProfile::JANGGI_STANDARD,
                    Variant::Xiangqi => RuleProfile::XIANGQI,
                };
                for s in setups {
                    let pos = h.start(&profile, s).unwrap();
                    let (found, fs) = Handicap::detect(&pos).expect("detected");
                    assert_eq!(found, h);
                    // Same board (마상떼기 may name other, equivalent setups).
                    assert_eq!(h.start(&profile, fs).unwrap(), pos);
                    let lost: u32 = [Side::First, Side::Second]
                        .into_iter()
                        .map(|side| Position::new(&profile).points(side) - pos.points(side))
                        .sum();
                    assert_eq!(lost, kind.value_x10());
                }
            }
        }
        assert_eq!(
            Handicap::detect(&Position::new(&RuleProfile::JANGGI_STANDARD)),
            None
        );
        assert_eq!(
            Handicap::detect(&Position::new(&RuleProfile::XIANGQI)),
            None
        );
    }
}
