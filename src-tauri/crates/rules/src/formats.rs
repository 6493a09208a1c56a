//! Game records and their files: [`GameRecord`], PGN ([`pgn`], with the
//! Xiangqi dialects of the Chinese programs), Korean `.gib` ([`gib`]) and
//! XQStudio's binary `.xqf` ([`xqf`]).
//!
//! Pure functions, no I/O: bytes or text in, records out, and back. Readers
//! replay every move with the rules. The strict ones ([`read_any`],
//! [`gib::read`], [`pgn::read`]) reject a file as a whole at its first bad
//! game (an [`ImportError`] names the game, line and move); [`import`] (and
//! [`gib::read_lenient`], [`pgn::read_lenient`]) return every game, each
//! with its legal prefix and what stopped it, for an import report. Any input — truncated, garbage, huge — gives a
//! record list or an error, never a panic.
//!
//! ```
//! use janggi_rules::formats::{gib, pgn};
//! let games = gib::read("[초차림 \"마상상마\"]\n[한차림 \"마상상마\"]\n\n1. 08마87 2. 한수쉼\n".as_bytes()).unwrap();
//! assert_eq!(games[0].moves.len(), 2);
//! let text = pgn::write(&games, &pgn::WriteOptions::default()).unwrap();
//! assert!(text.contains("1. h1g3 e9e9"));
//! assert_eq!(pgn::read(&text).unwrap()[0].moves, games[0].moves);
//! ```

mod cp949;
pub mod gib;
mod import;
pub mod pgn;
mod record;
pub mod xqf;

pub use import::{duplicate_key_uci, import, ImportReport};
pub use record::{
    GameRecord, ImportError, ImportErrorKind, ImportNote, LenientGame, RecordError, RecordResult,
    Setups,
};

/// The largest input the readers accept, in bytes (16 MiB: some thousand
/// games; real files are far smaller).
pub const MAX_INPUT: usize = 16 << 20;

/// Bytes to text for record files: a UTF-8 byte-order mark is dropped, as are
/// DOS end-of-file bytes (0x1A) and stray 0xFF bytes (never part of UTF-8,
/// CP949, GBK or Big5 text); what remains is read as UTF-8 when it is valid
/// UTF-8, else as Chinese — GB18030 (which covers GB2312 and GBK) or Big5 —
/// when it reads as Chinese more than as Korean (see [`looks_chinese`]),
/// else as CP949 (EUC-KR). Line ends stay as they are.
pub fn decode_text(bytes: &[u8]) -> String {
    let bytes = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes);
    let clean: Vec<u8> = bytes
        .iter()
        .copied()
        .filter(|&b| b != 0x1A && b != 0xFF)
        .collect();
    match String::from_utf8(clean) {
        Ok(s) => s,
        Err(e) => match chinese_encoding(e.as_bytes()) {
            Some(enc) => enc.decode_without_bom_handling(e.as_bytes()).0.into_owned(),
            None => cp949::decode(e.as_bytes()),
        },
    }
}

/// Characters frequent in Chinese Xiangqi records (pieces, moves, numerals,
/// results, the usual tag words).
const CHINESE_MARKS: &str = "车马炮兵卒将帅仕士相象进退平前后中一二三四五六七八九１２３４５６７８９红黑胜负和棋局对赛年月日車馬砲俥傌帥將進後紅勝負對賽";
/// Syllables frequent in Korean Janggi records.
const KOREAN_MARKS: &str = "초한차포마상사장졸병대국자일결과완승수쉼기보형식날짜장소회전명무";

/// Whether legacy-encoded (not UTF-8) bytes are Chinese (GB2312, GBK,
/// GB18030 or Big5) text rather than Korean CP949 (see [`decode_text`]).
pub fn looks_chinese(bytes: &[u8]) -> bool {
    chinese_encoding(bytes).is_some()
}

/// The Chinese encoding legacy-encoded bytes are in, if they are Chinese:
/// each reading (GB18030, Big5, CP949) counts the characteristic record
/// characters it yields; the better Chinese reading (GB18030 on a tie) wins
/// if it counts more than the Korean one. With none on either side, the
/// bytes are Chinese only if they are not valid CP949 but valid Chinese.
fn chinese_encoding(bytes: &[u8]) -> Option<&'static encoding_rs::Encoding> {
    let score = |enc: &'static encoding_rs::Encoding, marks: &str| -> (usize, bool) {
        let (s, bad) = enc.decode_without_bom_handling(bytes);
        (s.chars().filter(|&c| marks.contains(c)).count(), bad)
    };
    let (ko, ko_bad) = score(encoding_rs::EUC_KR, KOREAN_MARKS);
    let (gb, gb_bad) = score(encoding_rs::GB18030, CHINESE_MARKS);
    let (big5, big5_bad) = score(encoding_rs::BIG5, CHINESE_MARKS);
    let (enc, best, bad) = if big5 > gb {
        (encoding_rs::BIG5, big5, big5_bad)
    } else {
        (encoding_rs::GB18030, gb, gb_bad)
    };
    (best > ko || (best == 0 && ko == 0 && ko_bad && !bad)).then_some(enc)
}

/// The record formats.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Format {
    /// PGN ([`pgn`]).
    Pgn,
    /// Korean `.gib` ([`gib`]).
    Gib,
    /// XQStudio's binary `.xqf` ([`xqf`]).
    Xqf,
}

/// Guesses the format of a file: `.xqf` when it starts with `XQ`; PGN when
/// its first tag has an ASCII name (`[Event …]`, `[Variant …]`, `[Game …]`)
/// or its moves are not Korean; else `.gib`.
pub fn detect(bytes: &[u8]) -> Format {
    if bytes.starts_with(xqf::MAGIC) {
        return Format::Xqf;
    }
    let text = decode_text(&bytes[..bytes.len().min(64 << 10)]);
    for line in text.lines().map(str::trim).filter(|l| !l.is_empty()) {
        if let Some(rest) = line.strip_prefix('[') {
            let key: String = rest.chars().take_while(|c| !c.is_whitespace()).collect();
            return if !key.is_empty() && key.is_ascii() {
                Format::Pgn
            } else {
                Format::Gib
            };
        }
        if line.starts_with('%') || line.starts_with(';') || line.starts_with('{') {
            continue;
        }
        let korean = line.chars().any(|c| ('\u{AC00}'..='\u{D7A3}').contains(&c));
        return if korean { Format::Gib } else { Format::Pgn };
    }
    Format::Gib
}

/// Reads a PGN, `.gib` or `.xqf` file, whichever [`detect`] finds (all or
/// nothing).
pub fn read_any(bytes: &[u8]) -> Result<Vec<GameRecord>, ImportError> {
    if bytes.len() > MAX_INPUT {
        return Err(ImportError::file(ImportErrorKind::TooLarge(bytes.len())));
    }
    match detect(bytes) {
        Format::Gib => gib::read(bytes),
        Format::Pgn => pgn::read(&decode_text(bytes)),
        Format::Xqf => xqf::read(bytes),
    }
}

/// Why a record cannot be written.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum ExportError {
    /// `.gib` is for Janggi only.
    NotJanggi,
    /// The record's moves do not replay.
    Replay(RecordError),
}

impl std::fmt::Display for ExportError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ExportError::NotJanggi => f.write_str(".gib records hold Janggi games only"),
            ExportError::Replay(e) => write!(f, "the record does not replay: {e}"),
        }
    }
}

impl std::error::Error for ExportError {}

impl From<RecordError> for ExportError {
    fn from(e: RecordError) -> Self {
        ExportError::Replay(e)
    }
}
