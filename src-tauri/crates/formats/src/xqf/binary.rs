//! The binary layer of `.xqf` files (see the [module docs](super)): the
//! header constants, the scramble keys, the nodes of the move tree and
//! what can be wrong with a file ([`XqfError`]); no records, no rules.

use std::fmt;

use janggi_rules::{Role, Square};

/// The first two bytes of every `.xqf` file.
pub const MAGIC: &[u8] = b"XQ";

/// The header's size.
pub const HEADER_LEN: usize = 1024;

/// The 32-byte text the scramble key is made from.
pub const KEY_TEXT: &[u8; 32] = b"[(C) Copyright Mr. Dong Shiwei.]";

/// Roles of the 16 pieces of a side, in file order.
pub const PIECE_ROLES: [Role; 16] = [
    Role::Chariot,
    Role::Horse,
    Role::Elephant,
    Role::Guard,
    Role::General,
    Role::Guard,
    Role::Elephant,
    Role::Horse,
    Role::Chariot,
    Role::Cannon,
    Role::Cannon,
    Role::Soldier,
    Role::Soldier,
    Role::Soldier,
    Role::Soldier,
    Role::Soldier,
];

/// What is wrong with a `.xqf` file.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum XqfError {
    /// It does not start with `XQ`.
    NotXqf,
    /// It is larger than [`MAX_INPUT`](crate::MAX_INPUT) bytes.
    TooLarge(usize),
    /// The header is shorter than 1024 bytes.
    TruncatedHeader(usize),
    /// The move data ends inside a node or comment that starts at this file
    /// offset.
    Truncated {
        /// File offset of the node or comment.
        offset: usize,
    },
    /// A comment length that is negative or beyond the end of the file.
    BadComment {
        /// File offset of the length.
        offset: usize,
        /// The length read.
        len: i64,
    },
    /// The start position is not a Xiangqi position (why).
    BadPosition(String),
    /// Move `ply` (1-based) of the main line names a point off the board.
    BadSquare {
        /// 1-based ply.
        ply: usize,
    },
    /// Move `ply` of the main line is not legal (UCI form given).
    Illegal {
        /// 1-based ply.
        ply: usize,
        /// The move, `h3e3`.
        uci: String,
    },
}

impl fmt::Display for XqfError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            XqfError::NotXqf => f.write_str("not an XQF file (no \"XQ\" signature)"),
            XqfError::TooLarge(n) => write!(f, "the file is too large ({n} bytes)"),
            XqfError::TruncatedHeader(n) => {
                write!(f, "truncated XQF header ({n} of {HEADER_LEN} bytes)")
            }
            XqfError::Truncated { offset } => {
                write!(
                    f,
                    "the XQF move data ends inside the record at byte {offset}"
                )
            }
            XqfError::BadComment { offset, len } => {
                write!(f, "bad XQF comment length {len} at byte {offset}")
            }
            XqfError::BadPosition(s) => write!(f, "bad XQF start position: {s}"),
            XqfError::BadSquare { ply } => write!(f, "move {ply}: a point off the board"),
            XqfError::Illegal { ply, uci } => write!(f, "move {ply}: illegal move {uci}"),
        }
    }
}

impl std::error::Error for XqfError {}

/// The scramble keys of a file.
#[derive(Copy, Clone, Debug, Default)]
pub(super) struct Keys {
    pub(super) xy: u8,
    xyf: u8,
    xyt: u8,
    rmk: i64,
    f32: [u8; 32],
}

/// `(54·k² + 221)·m` modulo 256.
fn key_step(k: u8, m: u8) -> u8 {
    let k = u32::from(k);
    (((54 * k * k + 221) * u32::from(m)) & 0xFF) as u8
}

impl Keys {
    pub(super) fn of(h: &[u8]) -> Keys {
        if h[2] <= 10 {
            return Keys::default();
        }
        let (mask, sum, hxy, hxyf, hxyt) = (h[3], h[12], h[13], h[14], h[15]);
        let xy = key_step(hxy, hxy);
        let xyf = key_step(hxyf, xy);
        let xyt = key_step(hxyt, xyf);
        let rmk = (i64::from(sum) * 256 + i64::from(hxy)) % 32000 + 767;
        let bytes = [
            (sum & mask) | h[8],
            (hxy & mask) | h[9],
            (hxyf & mask) | h[10],
            (hxyt & mask) | h[11],
        ];
        let mut f32 = [0u8; 32];
        for (i, k) in f32.iter_mut().enumerate() {
            *k = KEY_TEXT[i] & bytes[i % 4];
        }
        Keys {
            xy,
            xyf,
            xyt,
            rmk,
            f32,
        }
    }
}

/// A Pascal string field at `at` of capacity `cap` (length byte included).
pub(super) fn text(h: &[u8], at: usize, cap: usize) -> String {
    let len = usize::from(h[at]).min(cap - 1);
    let raw = &h[at + 1..at + 1 + len];
    let raw = raw.split(|&b| b == 0).next().unwrap_or(&[]);
    encoding_rs::GB18030
        .decode_without_bom_handling(raw)
        .0
        .trim()
        .to_string()
}

/// The move data after the header, unscrambled.
pub(super) struct Data<'a> {
    pub(super) raw: &'a [u8],
    pub(super) keys: Keys,
    pub(super) at: usize,
}

impl Data<'_> {
    /// `n` bytes at the cursor, unscrambled, or `None` at the end.
    fn take(&mut self, n: usize) -> Option<Vec<u8>> {
        let end = self.at.checked_add(n)?;
        if end > self.raw.len() {
            return None;
        }
        let out = (self.at..end)
            .map(|i| self.raw[i].wrapping_sub(self.keys.f32[i % 32]))
            .collect();
        self.at = end;
        Some(out)
    }

    /// File offset of the cursor.
    fn offset(&self) -> usize {
        HEADER_LEN + self.at
    }
}

/// One node of the move tree.
pub(super) struct Node {
    pub(super) from: u8,
    pub(super) to: u8,
    pub(super) next: bool,
    pub(super) alt: bool,
    pub(super) comment: String,
}

pub(super) fn read_node(d: &mut Data<'_>, version: u8) -> Result<Node, XqfError> {
    let start = d.offset();
    let rec = d.take(4).ok_or(XqfError::Truncated { offset: start })?;
    let (next, alt, has_comment) = if version <= 10 {
        (rec[2] & 0xF0 != 0, rec[2] & 0x0F != 0, true)
    } else {
        (rec[2] & 0x80 != 0, rec[2] & 0x40 != 0, rec[2] & 0x20 != 0)
    };
    let mut comment = String::new();
    if has_comment {
        let at = d.offset();
        let b = d.take(4).ok_or(XqfError::Truncated { offset: at })?;
        let len = i64::from(i32::from_le_bytes([b[0], b[1], b[2], b[3]])) - d.keys.rmk;
        let left = (d.raw.len() - d.at) as i64;
        if len < 0 || len > left {
            return Err(XqfError::BadComment { offset: at, len });
        }
        let bytes = d.take(len as usize).unwrap_or_default();
        let bytes = bytes.split(|&b| b == 0).next().unwrap_or(&[]);
        comment = encoding_rs::GB18030
            .decode_without_bom_handling(bytes)
            .0
            .trim()
            .to_string();
    }
    Ok(Node {
        from: rec[0].wrapping_sub(0x18).wrapping_sub(d.keys.xyf),
        to: rec[1].wrapping_sub(0x20).wrapping_sub(d.keys.xyt),
        next,
        alt,
        comment,
    })
}

/// A stored square (`x*10 + y`) as a [`Square`], if on the board.
pub(super) fn square(v: u8) -> Option<Square> {
    if v >= 90 {
        return None;
    }
    Square::new(v / 10, v % 10)
}
