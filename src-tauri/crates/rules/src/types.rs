//! Sides, roles and pieces.

use std::fmt;

/// A player. `First` moves first: Cho (초) in Janggi, Red in Xiangqi.
/// `Second` is Han (한) in Janggi, Black in Xiangqi.
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum Side {
    /// Cho / Red: moves first, starts at the bottom (ranks 1..4).
    First = 0,
    /// Han / Black: moves second, starts at the top (ranks 7..10).
    Second = 1,
}

impl Side {
    /// Both sides, first player first.
    pub const ALL: [Side; 2] = [Side::First, Side::Second];

    /// The other side.
    #[inline]
    pub const fn opposite(self) -> Side {
        match self {
            Side::First => Side::Second,
            Side::Second => Side::First,
        }
    }

    /// 0 for `First`, 1 for `Second`.
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// `First` for `true`.
    #[inline]
    pub const fn from_first(first: bool) -> Side {
        if first {
            Side::First
        } else {
            Side::Second
        }
    }
}

impl std::ops::Not for Side {
    type Output = Side;
    #[inline]
    fn not(self) -> Side {
        self.opposite()
    }
}

/// The kind of a piece, shared by both games.
///
/// | role | Janggi | Xiangqi | FEN letter |
/// |---|---|---|---|
/// | `General` | 楚/漢 (장) | 帥/將 | `k` |
/// | `Guard` | 士 guard | 仕/士 advisor | `a` |
/// | `Elephant` | 象 | 相/象 | `b` (alias `e`) |
/// | `Horse` | 馬 | 傌/馬 | `n` (alias `h`) |
/// | `Chariot` | 車 | 俥/車 | `r` |
/// | `Cannon` | 包 | 炮/砲 | `c` |
/// | `Soldier` | 卒/兵 | 兵/卒 | `p` |
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum Role {
    /// The general (king); confined to its palace.
    General = 0,
    /// Guard (Janggi) / advisor (Xiangqi); confined to its palace.
    Guard = 1,
    /// Elephant.
    Elephant = 2,
    /// Horse.
    Horse = 3,
    /// Chariot.
    Chariot = 4,
    /// Cannon.
    Cannon = 5,
    /// Soldier.
    Soldier = 6,
}

impl Role {
    /// All roles in index order.
    pub const ALL: [Role; 7] = [
        Role::General,
        Role::Guard,
        Role::Elephant,
        Role::Horse,
        Role::Chariot,
        Role::Cannon,
        Role::Soldier,
    ];

    /// 0..7.
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The role with index `i`, or `None`.
    #[inline]
    pub const fn from_index(i: usize) -> Option<Role> {
        if i < 7 {
            Some(Role::ALL[i])
        } else {
            None
        }
    }

    /// Lowercase FEN letter (`k a b n r c p`).
    #[inline]
    pub const fn char(self) -> char {
        match self {
            Role::General => 'k',
            Role::Guard => 'a',
            Role::Elephant => 'b',
            Role::Horse => 'n',
            Role::Chariot => 'r',
            Role::Cannon => 'c',
            Role::Soldier => 'p',
        }
    }

    /// Reads a FEN letter of either case; accepts the aliases `e` (elephant)
    /// and `h` (horse) that some Xiangqi/Janggi tools write.
    ///
    /// ```
    /// use janggi_rules::Role;
    /// assert_eq!(Role::from_char('H'), Some(Role::Horse));
    /// assert_eq!(Role::from_char('x'), None);
    /// ```
    pub const fn from_char(c: char) -> Option<Role> {
        match c.to_ascii_lowercase() {
            'k' => Some(Role::General),
            'a' => Some(Role::Guard),
            'b' | 'e' => Some(Role::Elephant),
            'n' | 'h' => Some(Role::Horse),
            'r' => Some(Role::Chariot),
            'c' => Some(Role::Cannon),
            'p' => Some(Role::Soldier),
            _ => None,
        }
    }

    /// Janggi points of a piece of this role (chariot 13, cannon 7, horse 5,
    /// elephant 3, guard 3, soldier 2, general 0).
    #[inline]
    pub const fn janggi_points(self) -> u32 {
        match self {
            Role::General => 0,
            Role::Guard => 3,
            Role::Elephant => 3,
            Role::Horse => 5,
            Role::Chariot => 13,
            Role::Cannon => 7,
            Role::Soldier => 2,
        }
    }
}

/// A piece: a role owned by a side.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct Piece {
    /// Owner.
    pub side: Side,
    /// Kind.
    pub role: Role,
}

impl Piece {
    /// A piece of `side` and `role`.
    #[inline]
    pub const fn new(side: Side, role: Role) -> Piece {
        Piece { side, role }
    }

    /// FEN letter: uppercase for the first player.
    pub const fn char(self) -> char {
        let c = self.role.char();
        match self.side {
            Side::First => c.to_ascii_uppercase(),
            Side::Second => c,
        }
    }

    /// Reads a FEN letter (uppercase = first player); aliases as in
    /// [`Role::from_char`].
    pub const fn from_char(c: char) -> Option<Piece> {
        match Role::from_char(c) {
            Some(role) => Some(Piece {
                side: Side::from_first(c.is_ascii_uppercase()),
                role,
            }),
            None => None,
        }
    }

    /// Index `0..14`: `side * 7 + role`.
    #[inline]
    pub const fn index(self) -> usize {
        self.side.index() * 7 + self.role.index()
    }
}

impl fmt::Display for Piece {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.char())
    }
}
