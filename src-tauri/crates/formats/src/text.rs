//! Bytes to text for record files ([`decode_text`]): UTF-8, CP949 (EUC-KR),
//! GB18030 or Big5.
//!
//! CP949 is read with `encoding_rs::EUC_KR`: the WHATWG "EUC-KR" decoder,
//! which is Windows code page 949 (Unified Hangul Code, the superset of
//! EUC-KR that Korean janggi programs write), extended syllables included.

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
            None => encoding_rs::EUC_KR
                .decode_without_bom_handling(e.as_bytes())
                .0
                .into_owned(),
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

#[cfg(test)]
mod tests {
    use super::decode_text;

    #[test]
    fn reads_cp949() {
        // "[대회명" and the Hanja pieces of .gib records, as CP949 bytes.
        assert_eq!(decode_text(b"[\xb4\xeb\xc8\xb8\xb8\xed"), "[대회명");
        assert_eq!(decode_text(b"\xf5\xa2\xf0\xef\xd8\xa9"), "楚卒馬");
        // An extended (UHC-only, not EUC-KR) syllable: 똠 is 0x8C 0x63.
        assert_eq!(decode_text(b"\xb4\xeb\x8c\x63"), "대똠");
        // A broken pair never swallows ASCII; 0xFF is dropped.
        assert_eq!(decode_text(b"\xb4\"a\xff"), "\u{FFFD}\"a");
    }
}
