//! Korean `.gib` Janggi records (기보 files of Korean janggi programs and
//! sites).
//!
//! # Reading ([`read`])
//!
//! * Bytes: UTF-8 or CP949/EUC-KR (see [`decode_text`]); BOM, DOS `0x1A`
//!   and stray `0xFF` bytes are dropped; LF or CRLF.
//! * Several games per file. A game is its `[name "value"]` header lines
//!   followed by its moves; a header line after moves, after a blank line
//!   that follows headers, or repeating a header name starts the next game.
//!   Header-only games (a forfeit, `[총수 "0"]`) are games without moves.
//! * Headers: `대회명` event, `회전` round, `대국일자` date, `대국장소` site,
//!   `초대국자`/`한대국자` players, `대국결과` result, `초차림`/`한차림` (or
//!   the older `초포진`/`한포진`) setups, `판` a full board; `총수` (move
//!   count) is ignored — the moves are trusted; every other header is kept.
//! * Setups: both strings list the pieces on files b, c, g, h in board order
//!   a → i as Cho sees the board — Han's too. [`Setups`] names each from its
//!   owner's seat, so Han's string is reversed. Without setup headers (and
//!   without `판`), the first of the 16 setup pairs under which every move
//!   is legal is taken ([`ImportNote::SetupsInferred`]).
//! * `[판 "…"]`: a full board (handicap games). Ten ranks, `/`-separated,
//!   **Cho's back rank first** (rank 1, up to Han's back rank 10), each
//!   rank from file a to i, digits for empty points (real files leave out
//!   the empty points at the end of a rank, so an empty rank is empty
//!   text); the pieces of one side in Hangul, of the other in Hanja — the
//!   script of the general in Cho's palace is Cho's (in real files Cho is
//!   Hangul with 졸, Han is Hanja with 兵); then `한` if Han moves first
//!   (`초` or nothing: Cho). When the moves do not replay from that board
//!   but do when the ranks are read the other way (Han's back rank first,
//!   the way this reader once read them), that reading is taken and the
//!   game carries [`ImportNote::BoardReadFlipped`]. When they replay under
//!   neither, the reading that gets further is kept (the usual one on a
//!   tie) and its first illegal move is reported as
//!   [`ImportErrorKind::BoardMismatch`](K::BoardMismatch).
//! * `[접장기 "초 차떼기"]`: a handicap game (접장기), the giver (`초` or
//!   `한`) and the handicap's Korean name ([`HandicapKind::native_name`];
//!   its stable name `janggi-chariot` is read too). The start position
//!   decides: with `판` the board must be that handicap's start, without it
//!   the handicap's pieces come off the setups' start. A handicap the start
//!   is not (or an unreadable value) is a bad header of its game. A `판`
//!   board that is a handicap start makes a handicap game without the
//!   header too ([`Handicap::detect`]).
//! * `[기보형식 "구좌표"]`: the game's moves are in the old coordinate
//!   system, which numbers the 90 points 1–90 file by file: `10·f + r`,
//!   `f` the file from Cho's left (0 for a … 8 for i), `r` the rank from
//!   Cho's back rank (1) to Han's (10); one-digit numbers have no leading
//!   zero. So `1` is a1 (Cho's left chariot), `10` a10, `11` b1, `90`
//!   i10, and `84졸74` is UCI `i4h4`, `7병17` `a7b7`. Pieces, side markers
//!   and glued text as in the numeric form below. Only that game is read
//!   so; the header is not kept in the record (its moves are no longer in
//!   those coordinates, and [`write()`] writes the new ones). Learnt from
//!   real files that mark their games so (a 1990s collection of Lee
//!   Il-hoon's games), one of which circulates in the new coordinates too,
//!   move for move the same game.
//! * Moves: `{from rank}{from file}{piece}{to rank}{to file}`
//!   (see [`notation::parse_korean`]): ranks `1`–`9`, `0` from the top
//!   (Han's back rank is `1`, Cho's is `0`), files `1`–`9` from the left as
//!   Cho sees the board (`08마87` is UCI `h1g3`); Hangul or Hanja pieces,
//!   an optional side marker (`71楚卒72`, `71초졸72`), then anything glued
//!   after the destination (a captured piece, `타`, `장군`, `멍군`);
//!   `한수쉼` is a pass. Move numbers `12.`, `{…}` comments (also over
//!   several lines) and `<N>` time tokens are skipped.
//! * Letter-coordinate moves, as some online sites export them:
//!   `{from file}{from rank}{piece}{to file}{to rank}` with the file a
//!   letter `a`–`i` (from the left as Cho sees the board, as in UCI) and
//!   the rank a digit `0`–`9` counted from Cho's back rank (`0`) to Han's
//!   (`9`) — UCI's rank minus one. So `i3卒h3` is UCI `i4h4` (numeric
//!   `79卒78`) and `e1將e0` is `e2e1` (`95將05`): numeric rank =
//!   (10 − letter rank) mod 10, numeric file = letter − `a` + 1. Side
//!   markers and glued text are read as in the numeric form.
//! * Every move is checked with [`RuleProfile::JANGGI_STANDARD`]'s legal
//!   moves (online games were played without the bikjang rule). [`read`]
//!   rejects the whole file at its first bad game (game number, line and
//!   text); [`read_lenient`] returns every game, each with its legal prefix
//!   and the problem that stopped it (a bad move, or a bad header, setup or
//!   board: then no moves).
//! * Results (`대국결과`): `초 완승`, `한 점수승`, `한 8.5 점수승`,
//!   `초승(기권)`, `한승(시간)`, `무승부(빅장)`, … give the winner (or draw),
//!   the reason where the text names one (기권 resignation, 시간 timeout,
//!   외통 checkmate, 빅장 bikjang, 반복 repetition, …) and whether points
//!   decided it (점); the text is kept as written. A win without a named
//!   reason whose final position is the loser checkmated gets
//!   [`EndReason::Checkmate`].
//!
//! # Writing ([`write()`])
//!
//! UTF-8, the headers above (setups in board order, or `판` for other
//! starts, written as real files write it: Cho's back rank first, Cho in
//! Hangul, Han in Hanja; a handicap game's board ends in `접장기`, as real
//! files write it, and `[접장기 "초 차떼기"]` follows it), `총수`,
//! `대국결과`, then the moves six to a line:
//! `1. 79졸78`, the captured piece glued after a capture (`45상73졸`),
//! `장군` after a check, `한수쉼` for a pass.
//!
//! [`decode_text`]: crate::decode_text
//! [`ImportNote::SetupsInferred`]: crate::ImportNote::SetupsInferred
//! [`ImportNote::BoardReadFlipped`]: crate::ImportNote::BoardReadFlipped
//! [`notation::parse_korean`]: janggi_rules::notation::parse_korean

use crate::record::{
    play_on, points_based, ExportError, GameRecord, ImportError, ImportErrorKind as K, ImportNote,
    LenientGame, RecordResult, Setups, MAX_INPUT,
};
use crate::text::decode_text;
use janggi_rules::notation::{self, korean_piece, KOREAN_PASS};
use janggi_rules::{
    EndReason, Handicap, HandicapKind, JanggiSetup, Move, PlayError, Position, Role, RuleProfile,
    Side, Square, Variant,
};

/// Reads every game of a `.gib` file; all or nothing (see the module docs).
pub fn read(bytes: &[u8]) -> Result<Vec<GameRecord>, ImportError> {
    let games = read_lenient(bytes)?;
    let mut out = Vec::with_capacity(games.len());
    for g in games {
        if let Some(e) = g.error {
            return Err(e);
        }
        out.push(g.record);
    }
    Ok(out)
}

/// Reads every game of a `.gib` file, keeping of each game the moves before
/// its first bad one (and that error), and each game's number, first line
/// and the reader's notes. Only file-wide problems (empty, too large) are
/// errors; a game with bad headers is a game with an error (see
/// [`LenientGame`]).
pub fn read_lenient(bytes: &[u8]) -> Result<Vec<LenientGame>, ImportError> {
    if bytes.len() > MAX_INPUT {
        return Err(ImportError::file(K::TooLarge(bytes.len())));
    }
    let text = decode_text(bytes);
    let raws = split(&text);
    if raws.is_empty() {
        return Err(ImportError::file(K::Empty));
    }
    Ok(raws
        .iter()
        .enumerate()
        .map(|(i, raw)| build(i + 1, raw))
        .collect())
}

// ---------------------------------------------------------------------------
// Splitting the text into games and tokens

/// One token of the moves.
#[derive(Debug)]
enum Tok {
    Move(String),
    Pass,
    UnknownPiece(String),
    Bad(String),
}

#[derive(Default, Debug)]
struct RawGame {
    headers: Vec<(String, String, usize)>,
    keys: std::collections::HashSet<String>,
    tokens: Vec<(usize, Tok)>,
    has_body: bool,
    blank_after_headers: bool,
    /// 1-based line of the first header or move.
    first_line: usize,
    /// The first malformed header line: (line, text).
    bad_header: Option<(usize, String)>,
    /// `[기보형식 "구좌표"]`: the moves number the points 1–90 (see
    /// [`old_to_numeric`]).
    old_coordinates: bool,
}

fn is_side_marker(c: char) -> bool {
    matches!(c, '초' | '한' | '楚' | '漢')
}

fn is_piece(c: char) -> bool {
    korean_role(c).is_some()
}

/// The role of a piece character (Hangul or Hanja).
fn korean_role(c: char) -> Option<Role> {
    Some(match c {
        '장' | '궁' | '將' | '帥' | '楚' | '漢' => Role::General,
        '사' | '士' | '仕' => Role::Guard,
        '상' | '象' | '相' => Role::Elephant,
        '마' | '馬' | '傌' => Role::Horse,
        '차' | '車' | '俥' => Role::Chariot,
        '포' | '包' | '砲' | '炮' => Role::Cannon,
        '졸' | '병' | '卒' | '兵' => Role::Soldier,
        _ => return None,
    })
}

fn is_hangul(c: char) -> bool {
    ('\u{AC00}'..='\u{D7A3}').contains(&c)
}

/// Splits the text into games (see the module docs). A malformed header
/// line marks its game, not the file; `[기보형식 "구좌표"]` switches the
/// reading of its game's moves (which follow the headers).
fn split(text: &str) -> Vec<RawGame> {
    let mut games: Vec<RawGame> = Vec::new();
    let mut cur: Option<RawGame> = None;
    let mut in_comment = false;
    for (idx, raw_line) in text.split('\n').enumerate() {
        let ln = idx + 1;
        let line = raw_line.trim_end_matches('\r');
        let t = line.trim_start_matches(|c: char| c.is_whitespace() || c == '\u{FEFF}');
        if !in_comment && t.starts_with('[') {
            let parsed = parse_header(t);
            let new_game = match (&cur, &parsed) {
                (None, _) => true,
                (Some(g), Some((key, _))) => {
                    g.has_body || g.blank_after_headers || g.keys.contains(key)
                }
                (Some(g), None) => g.has_body || g.blank_after_headers,
            };
            if new_game {
                if let Some(g) = cur.take() {
                    games.push(g);
                }
                cur = Some(RawGame {
                    first_line: ln,
                    ..RawGame::default()
                });
            }
            let Some(g) = cur.as_mut() else { continue };
            match parsed {
                None => {
                    if g.bad_header.is_none() {
                        g.bad_header = Some((ln, t.chars().take(60).collect()));
                    }
                }
                Some((key, value)) => {
                    if key == "기보형식" && value.contains("구좌표") {
                        g.old_coordinates = true;
                    }
                    g.keys.insert(key.clone());
                    g.headers.push((key, value, ln));
                }
            }
            continue;
        }
        if !in_comment && t.trim().is_empty() {
            if let Some(g) = cur.as_mut() {
                if !g.headers.is_empty() || g.bad_header.is_some() {
                    g.blank_after_headers = true;
                }
            }
            continue;
        }
        let g = cur.get_or_insert_with(|| RawGame {
            first_line: ln,
            ..RawGame::default()
        });
        g.has_body = true;
        let old = g.old_coordinates;
        scan_moves(line, ln, old, &mut in_comment, &mut g.tokens);
    }
    if let Some(g) = cur.take() {
        games.push(g);
    }
    games
}

/// `[name "value"]` → (name, value). The value runs to the last `"`.
fn parse_header(t: &str) -> Option<(String, String)> {
    let inner = t.strip_prefix('[')?.trim_end();
    let inner = inner.strip_suffix(']')?;
    let q1 = inner.find('"')?;
    let q2 = inner.rfind('"')?;
    if q2 <= q1 {
        return None;
    }
    let key = inner[..q1].trim();
    if key.is_empty() || key.contains(char::is_whitespace) || !inner[q2 + 1..].trim().is_empty() {
        return None;
    }
    Some((key.to_string(), inner[q1 + 1..q2].trim().to_string()))
}

/// Whether a character may be glued after a move (captured piece, 타,
/// 장군, …): anything but space, digits and the openers of skipped text.
fn is_tail(c: char) -> bool {
    !c.is_whitespace() && !c.is_ascii_digit() && c != '{' && c != '<'
}

/// Tokens of one line of moves. `old`: the old coordinates, whose squares
/// are one or two digits (`7병17`, `48포8`).
fn scan_moves(
    line: &str,
    ln: usize,
    old: bool,
    in_comment: &mut bool,
    out: &mut Vec<(usize, Tok)>,
) {
    let c: Vec<char> = line.chars().collect();
    let n = c.len();
    let word = |from: usize| -> (String, usize) {
        let mut j = from;
        while j < n && !c[j].is_whitespace() {
            j += 1;
        }
        (c[from..j].iter().collect(), j)
    };
    let mut i = 0;
    while i < n {
        if *in_comment {
            if c[i] == '}' {
                *in_comment = false;
            }
            i += 1;
            continue;
        }
        let ch = c[i];
        if ch.is_whitespace() {
            i += 1;
        } else if ch == '{' {
            *in_comment = true;
            i += 1;
        } else if ch == '<' {
            // A time token `<12>` (never holds a space).
            match c[i..]
                .iter()
                .position(|&x| x == '>' || x.is_whitespace())
                .filter(|&p| c[i + p] == '>')
            {
                Some(p) => i += p + 1,
                None => {
                    let (w, j) = word(i);
                    out.push((ln, Tok::Bad(w)));
                    i = j;
                }
            }
        } else if ch.is_ascii_digit() {
            let mut j = i;
            while j < n && c[j].is_ascii_digit() {
                j += 1;
            }
            if j < n && c[j] == '.' {
                // Move number.
                while j < n && c[j] == '.' {
                    j += 1;
                }
                i = j;
                continue;
            }
            let from_digits = if old { 1..=2 } else { 2..=2 };
            if !from_digits.contains(&(j - i)) || j >= n {
                let (w, e) = word(i);
                out.push((ln, Tok::Bad(w)));
                i = e;
                continue;
            }
            let mut k = j;
            if is_side_marker(c[k]) && k + 1 < n && is_piece(c[k + 1]) {
                k += 1;
            }
            if !is_piece(c[k]) {
                let (w, e) = word(i);
                let tok = if c[k].is_whitespace() || c[k].is_ascii_digit() || c[k].is_ascii() {
                    Tok::Bad(w)
                } else {
                    Tok::UnknownPiece(w)
                };
                out.push((ln, tok));
                i = e;
                continue;
            }
            k += 1;
            let digits = c[k..].iter().take_while(|x| x.is_ascii_digit()).count();
            let to_digits = if old {
                // One or two digits, then no other digit.
                (1..=2).contains(&digits).then_some(digits)
            } else {
                // Two digits, unless a move number is glued after them.
                let glued_number = digits > 2 && k + 3 < n && c[k + 3] == '.';
                (digits == 2 || glued_number).then_some(2)
            };
            let Some(to_digits) = to_digits else {
                let (w, e) = word(i);
                out.push((ln, Tok::Bad(w)));
                i = e;
                continue;
            };
            k += to_digits;
            while k < n && is_tail(c[k]) {
                k += 1;
            }
            out.push((ln, Tok::Move(c[i..k].iter().collect())));
            i = k;
        } else if let Some(mut k) = letter_move_end(&c, i) {
            while k < n && is_tail(c[k]) {
                k += 1;
            }
            out.push((ln, Tok::Move(c[i..k].iter().collect())));
            i = k;
        } else if c[i..].starts_with(&['한', '수', '쉼']) {
            let mut k = i + 3;
            while k < n && is_tail(c[k]) {
                k += 1;
            }
            out.push((ln, Tok::Pass));
            i = k;
        } else {
            let (w, j) = word(i);
            out.push((ln, Tok::Bad(w)));
            i = j;
        }
    }
}

/// A letter-coordinate move at `c[i..]` (`i3卒h3`, `e1楚將e0`): the index
/// just after its destination square.
fn letter_move_end(c: &[char], i: usize) -> Option<usize> {
    let file = |k: usize| c.get(k).is_some_and(|x| ('a'..='i').contains(x));
    let digit = |k: usize| c.get(k).is_some_and(char::is_ascii_digit);
    if !(file(i) && digit(i + 1)) {
        return None;
    }
    let mut k = i + 2;
    if c.get(k).copied().is_some_and(is_side_marker) && c.get(k + 1).copied().is_some_and(is_piece)
    {
        k += 1;
    }
    if !c.get(k).copied().is_some_and(is_piece) {
        return None;
    }
    k += 1;
    // A digit glued after the destination is only allowed as the start of a
    // move number (`e1將e02.`), as for the numeric form.
    let glued = digit(k + 2) && c.get(k + 3) != Some(&'.');
    (file(k) && digit(k + 1) && !glued).then_some(k + 2)
}

/// A letter-coordinate move token in the numeric form that
/// [`notation::parse_korean`] reads (see the module docs): `i3卒h3` →
/// `79卒78`. Other tokens are returned as they are.
fn letter_to_numeric(tok: &str) -> std::borrow::Cow<'_, str> {
    let c: Vec<char> = tok.chars().collect();
    let Some(end) = letter_move_end(&c, 0) else {
        return tok.into();
    };
    // File a–i → 1–9; rank digit d (0 = Cho's back rank) → (10 − d) mod 10.
    let square = |f: char, d: char| {
        let file = f as u32 - 'a' as u32 + 1;
        let rank = (10 - d.to_digit(10).unwrap_or(0)) % 10;
        format!("{rank}{file}")
    };
    let mut out = square(c[0], c[1]);
    out.extend(&c[2..end - 2]);
    out.push_str(&square(c[end - 2], c[end - 1]));
    out.extend(&c[end..]);
    out.into()
}

/// A move token of the old coordinate system (`[기보형식 "구좌표"]`) in
/// the numeric form that [`notation::parse_korean`] reads (see the module
/// docs): the points are numbered 1–90 file by file, `10·f + r` with `f`
/// the file from Cho's left (0 for a, 8 for i) and `r` the rank from Cho's
/// back rank (1) to Han's (10); so `1` is a1, `10` a10, `11` b1, `90` i10.
/// `70마58` (g10 → f8) is `17마36`, `7병17` (a7 → b7) is `41병42`. `None`
/// for a token that is not such a move or names no point.
fn old_to_numeric(tok: &str) -> Option<String> {
    let c: Vec<char> = tok.chars().collect();
    let from_len = c.iter().take_while(|x| x.is_ascii_digit()).count();
    let mut k = from_len;
    if c.get(k).copied().is_some_and(is_side_marker) && c.get(k + 1).copied().is_some_and(is_piece)
    {
        k += 1;
    }
    if !c.get(k).copied().is_some_and(is_piece) {
        return None;
    }
    let piece_end = k + 1;
    let to_len = c[piece_end..]
        .iter()
        .take_while(|x| x.is_ascii_digit())
        .count();
    let to_end = piece_end + to_len;
    let square = |digits: &[char]| -> Option<String> {
        if !(1..=2).contains(&digits.len()) {
            return None;
        }
        let n = digits
            .iter()
            .try_fold(0u32, |acc, d| Some(acc * 10 + d.to_digit(10)?))?;
        if !(1..=90).contains(&n) {
            return None;
        }
        let (file, rank) = ((n - 1) / 10, (n - 1) % 10 + 1);
        // New form: rank 1 is Han's back rank, 0 Cho's; files from 1.
        Some(format!("{}{}", (11 - rank) % 10, file + 1))
    };
    let mut out = square(&c[..from_len])?;
    out.extend(&c[from_len..piece_end]);
    out.push_str(&square(&c[piece_end..to_end])?);
    out.extend(&c[to_end..]);
    Some(out)
}

// ---------------------------------------------------------------------------
// Building records

/// The record of one raw game (with the legal prefix, the first error and
/// the reader's notes). Problems of the game's headers are its error too.
fn build(game_no: usize, raw: &RawGame) -> LenientGame {
    let profile = RuleProfile::JANGGI_STANDARD;
    let header_err = |line: usize, kind: K| ImportError {
        game: game_no,
        line,
        ply: 0,
        kind,
    };
    // The first problem of the headers, in this order.
    let mut problem: Option<ImportError> = None;
    let note = |e: ImportError, problem: &mut Option<ImportError>| {
        if problem.is_none() {
            *problem = Some(e);
        }
    };
    if let Some((ln, text)) = &raw.bad_header {
        note(header_err(*ln, K::BadHeader(text.clone())), &mut problem);
    }
    let mut cho_setup = None;
    let mut han_setup = None;
    // `[접장기 "초 차떼기"]`: (the handicap, its line and text).
    let mut handicap: Option<(Handicap, usize, &str)> = None;
    // The board read the usual way (else the other way, and `true`), and
    // the board read the other way.
    let mut board: Option<(Position, Option<Position>, bool)> = None;
    let mut fields: Vec<(String, String)> = Vec::new();
    let mut rec_headers = Vec::new();
    for (k, v, ln) in &raw.headers {
        match k.as_str() {
            "초차림" | "초포진" => {
                cho_setup = Some((setup_from_board_order(v, Side::First), *ln, v))
            }
            "한차림" | "한포진" => {
                han_setup = Some((setup_from_board_order(v, Side::Second), *ln, v))
            }
            "판" => {
                // Both readings; a board only one of them makes a valid
                // position of is read that way.
                match (
                    board_from_pan(v, &profile, true),
                    board_from_pan(v, &profile, false),
                ) {
                    (Err(e), Err(_)) => note(
                        header_err(*ln, K::BadFen(format!("[판 \"{v}\"]: {e}"))),
                        &mut problem,
                    ),
                    (Ok(usual), flipped) => board = Some((usual, flipped.ok(), false)),
                    (Err(_), Ok(flipped)) => board = Some((flipped, None, true)),
                }
            }
            "접장기" => match read_handicap_header(v) {
                Some(h) => handicap = Some((h, *ln, v)),
                None => note(
                    header_err(*ln, K::BadHeader(format!("[접장기 \"{v}\"]"))),
                    &mut problem,
                ),
            },
            // The moves are read into the record: as written they would no
            // longer be in the coordinates the header names.
            "총수" => {}
            "기보형식" if v.contains("구좌표") => {}
            "대회명" | "회전" | "대국일자" | "대국장소" | "초대국자" | "한대국자" | "대국결과" => {
                fields.push((k.clone(), v.clone()))
            }
            _ => rec_headers.push((k.clone(), v.clone())),
        }
    }
    let mut setups_given = None;
    if let (Some((c, cl, cv)), Some((h, hl, hv))) = (&cho_setup, &han_setup) {
        match (c, h) {
            (Some(cho), Some(han)) => {
                setups_given = Some(Setups {
                    cho: *cho,
                    han: *han,
                })
            }
            (None, _) => note(header_err(*cl, K::BadSetup(cv.to_string())), &mut problem),
            (_, None) => note(header_err(*hl, K::BadSetup(hv.to_string())), &mut problem),
        }
    } else if let Some((_, l, v)) = cho_setup.as_ref().or(han_setup.as_ref()) {
        // Only one side's setup: not enough to set the board.
        note(
            header_err(
                *l,
                K::BadSetup(format!("{v} (the other side's setup is missing)")),
            ),
            &mut problem,
        );
    }

    let tokens = &raw.tokens;
    let coords = if raw.old_coordinates {
        Coords::Old
    } else {
        Coords::New
    };
    let replay = |start: &Position| replay(start, tokens, coords, game_no);
    let mut notes = Vec::new();
    let default_setups = Setups {
        cho: JanggiSetup::HorseElephantElephantHorse,
        han: JanggiSetup::HorseElephantElephantHorse,
    };
    // The start from setups: a handicap header without a board takes its
    // pieces off the setups' start.
    let setup_start = |cho: JanggiSetup, han: JanggiSetup| match handicap {
        Some((h, _, _)) => h
            .start(&profile, Some((cho, han)))
            .unwrap_or_else(|_| Position::janggi_start(&profile, cho, han)),
        None => Position::janggi_start(&profile, cho, han),
    };
    let (start, setups, moves, error, last) = if let Some(e) = problem {
        // A header problem: the headers only, no moves.
        let s = setups_given.unwrap_or(default_setups);
        let pos = Position::janggi_start(&profile, s.cho, s.han);
        (pos.clone(), Some(s), Vec::new(), Some(e), pos)
    } else if let Some((usual, other, flipped_only)) = board {
        // A full board decides; setup headers beside it are only names.
        if flipped_only {
            notes.push(ImportNote::BoardReadFlipped);
        }
        let (moves, err, last) = replay(&usual);
        let other = other.filter(|f| err.is_some() && f.fen() != usual.fen());
        if let Some(flipped) = other {
            let (f_moves, f_err, f_last) = replay(&flipped);
            if f_err.is_none() {
                notes.push(ImportNote::BoardReadFlipped);
                let s = Setups::detect(&flipped);
                (flipped, s, f_moves, None, f_last)
            } else {
                // Neither reading replays: the one that gets further (the
                // usual one on a tie), its illegal move named as a mismatch.
                let (start, moves, err, last) = if f_moves.len() > moves.len() {
                    notes.push(ImportNote::BoardReadFlipped);
                    (flipped, f_moves, f_err, f_last)
                } else {
                    (usual, moves, err, last)
                };
                let err = err.map(|e| match e.kind {
                    K::IllegalMove(t) => ImportError {
                        kind: K::BoardMismatch(t),
                        ..e
                    },
                    _ => e,
                });
                let s = Setups::detect(&start);
                (start, s, moves, err, last)
            }
        } else {
            let s = Setups::detect(&usual);
            (usual, s, moves, err, last)
        }
    } else if let Some(s) = setups_given {
        let pos = setup_start(s.cho, s.han);
        let (moves, err, last) = replay(&pos);
        (pos, Some(s), moves, err, last)
    } else {
        // No setup headers: the first setup pair the moves fit, else the
        // pair that gets furthest.
        if !tokens.is_empty() {
            notes.push(ImportNote::SetupsInferred);
        }
        let mut best: Option<(Setups, Position, Replay)> = None;
        'pairs: for cho in JanggiSetup::ALL {
            for han in JanggiSetup::ALL {
                let pos = setup_start(cho, han);
                let r = replay(&pos);
                let done = r.1.is_none();
                if best.as_ref().is_none_or(|b| r.0.len() > b.2 .0.len()) {
                    best = Some((Setups { cho, han }, pos, r));
                }
                if done {
                    break 'pairs;
                }
            }
        }
        let (s, pos, (moves, err, last)) = best.unwrap_or_else(|| {
            let pos = Position::janggi_start(&profile, default_setups.cho, default_setups.han);
            (default_setups, pos.clone(), (Vec::new(), None, pos))
        });
        (pos, Some(s), moves, err, last)
    };

    let mut record = GameRecord::new(&start);
    record.setups = setups.or(record.setups);
    record.headers = rec_headers;
    for (k, v) in fields {
        match k.as_str() {
            "대회명" => record.event = v,
            "회전" => record.round = v,
            "대국일자" => record.date = v,
            "대국장소" => record.site = v,
            "초대국자" => record.players[0] = v,
            "한대국자" => record.players[1] = v,
            _ => {
                let (res, reason, pts) = parse_result(&v);
                record.result = res;
                record.reason = reason;
                record.by_points = pts;
                record.result_text = v;
            }
        }
    }
    record.moves = moves;
    record.finish(&last);
    // A handicap header names the start's handicap (the board decides):
    // one that names another is a header problem, the game without moves.
    let mut error = error;
    if let Some((h, ln, v)) = handicap {
        if error.as_ref().is_none_or(|e| e.ply > 0) && record.handicap != Some(h) {
            error = Some(header_err(
                ln,
                K::BadHeader(format!(
                    "[접장기 \"{v}\"]: not the handicap of the start position"
                )),
            ));
            record.moves.clear();
            record.finish(&start);
        }
    }
    LenientGame {
        number: game_no,
        line: raw.first_line,
        record,
        error,
        notes,
    }
}

/// Reads a `[접장기 "…"]` value: the giver (`초`/`楚` or `한`/`漢`) and the
/// handicap's Korean name (`차떼기`) or stable name (`janggi-chariot`).
fn read_handicap_header(v: &str) -> Option<Handicap> {
    let v = v.trim();
    let giver = match v.chars().next()? {
        '초' | '楚' => Side::First,
        '한' | '漢' => Side::Second,
        _ => return None,
    };
    let rest: String = v.chars().skip(1).collect();
    let rest = rest.trim();
    let kind = HandicapKind::from_native_name(rest, Variant::Janggi)
        .or_else(|| HandicapKind::parse(rest, Variant::Janggi).ok())?;
    Some(Handicap::new(kind, giver))
}

/// The `[접장기 "…"]` value [`write`] gives a handicap: `초 차떼기`.
fn handicap_header(h: Handicap) -> String {
    let giver = if h.giver == Side::First { "초" } else { "한" };
    format!("{giver} {}", h.kind.native_name())
}

/// A replay: the legal prefix, the first error and the last position.
type Replay = (Vec<Move>, Option<ImportError>, Position);

/// The coordinates of a game's moves.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum Coords {
    /// Two digits, rank then file (`08마87`), or the letter form (`h0馬g2`).
    New,
    /// `[기보형식 "구좌표"]`: the points numbered 1–90 (`70마58`, `7병17`).
    Old,
}

/// Plays the tokens from `start`; returns the legal prefix, the first error
/// and the last position reached.
fn replay(start: &Position, tokens: &[(usize, Tok)], coords: Coords, game_no: usize) -> Replay {
    let mut pos = start.clone();
    let mut moves = Vec::with_capacity(tokens.len());
    for (i, (ln, tok)) in tokens.iter().enumerate() {
        let err = |kind: K| ImportError {
            game: game_no,
            line: *ln,
            ply: i + 1,
            kind,
        };
        let (text, numeric) = match tok {
            Tok::Move(s) => match coords {
                Coords::New => (s.as_str(), letter_to_numeric(s)),
                Coords::Old => match old_to_numeric(s) {
                    Some(numeric) => (s.as_str(), numeric.into()),
                    None => return (moves, Some(err(K::BadMove(s.clone()))), pos),
                },
            },
            Tok::Pass => (KOREAN_PASS, KOREAN_PASS.into()),
            Tok::UnknownPiece(s) => return (moves, Some(err(K::UnknownPiece(s.clone()))), pos),
            Tok::Bad(s) => return (moves, Some(err(K::BadMove(s.clone()))), pos),
        };
        match notation::parse_korean(&pos, &numeric) {
            Ok(m) => {
                play_on(&mut pos, m);
                moves.push(m);
            }
            Err(PlayError::BadNotation(_)) => {
                return (moves, Some(err(K::BadMove(text.to_string()))), pos)
            }
            Err(_) => return (moves, Some(err(K::IllegalMove(text.to_string()))), pos),
        }
    }
    (moves, None, pos)
}

/// A setup string in board order (files b, c, g, h as Cho sees the board)
/// → the setup named from `side`'s own seat.
fn setup_from_board_order(s: &str, side: Side) -> Option<JanggiSetup> {
    let s: String = s.chars().filter(|c| !c.is_whitespace()).collect();
    let own: String = match side {
        Side::First => s,
        Side::Second => s.chars().rev().collect(),
    };
    JanggiSetup::ALL.into_iter().find(|j| j.korean() == own)
}

/// A setup named from `side`'s seat → the string in board order.
fn setup_board_order(setup: JanggiSetup, side: Side) -> String {
    match side {
        Side::First => setup.korean().to_string(),
        Side::Second => setup.korean().chars().rev().collect(),
    }
}

/// `[판 "…"]` → position (see the module docs). `cho_first`: the usual
/// reading, the first rank listed is Cho's back rank (rank 1); else the
/// first is Han's (rank 10). Files run a to i in both. The script (Hangul
/// or Hanja) of the general in Cho's palace is Cho's.
fn board_from_pan(v: &str, profile: &RuleProfile, cho_first: bool) -> Result<Position, String> {
    let mut parts = v.split_whitespace();
    let board = parts.next().ok_or("empty board")?;
    let han_first = parts
        .next()
        .is_some_and(|w| w.starts_with('한') || w.starts_with('漢'));
    let listed: Vec<&str> = board.split('/').collect();
    if listed.len() != 10 {
        return Err(format!("{} ranks instead of 10", listed.len()));
    }
    // cells[r]: rank index r (0 = Cho's back rank).
    let mut cells: Vec<Vec<Option<(char, Role)>>> = vec![Vec::new(); 10];
    let mut cho_hangul = None;
    for (li, text) in listed.iter().enumerate() {
        let rank = if cho_first { li } else { 9 - li };
        let mut row = Vec::new();
        for ch in text.chars() {
            if row.len() > 9 {
                return Err(format!("rank {} has more than 9 points", rank + 1));
            }
            if let Some(d) = ch.to_digit(10) {
                for _ in 0..d {
                    row.push(None);
                }
            } else if let Some(role) = korean_role(ch) {
                if role == Role::General && rank < 3 {
                    cho_hangul = Some(is_hangul(ch));
                }
                row.push(Some((ch, role)));
            } else {
                return Err(format!("unknown piece {ch:?}"));
            }
        }
        if row.len() > 9 {
            return Err(format!("rank {} has {} points", rank + 1, row.len()));
        }
        row.resize(9, None);
        cells[rank] = row;
    }
    let cho_hangul = cho_hangul.ok_or("no general in Cho's palace")?;
    let mut fen = String::new();
    for (i, row) in cells.iter().rev().enumerate() {
        if i > 0 {
            fen.push('/');
        }
        let mut empty = 0;
        for cell in row {
            match cell {
                None => empty += 1,
                Some((ch, role)) => {
                    if empty > 0 {
                        fen.push_str(&empty.to_string());
                        empty = 0;
                    }
                    let cho = is_hangul(*ch) == cho_hangul;
                    let c = role.char();
                    fen.push(if cho { c.to_ascii_uppercase() } else { c });
                }
            }
        }
        if empty > 0 {
            fen.push_str(&empty.to_string());
        }
    }
    fen.push_str(if han_first {
        " b - - 0 1"
    } else {
        " w - - 0 1"
    });
    Position::from_fen(&fen, profile).map_err(|e| e.to_string())
}

/// The `판` value of a position as real files write it: Cho's back rank
/// first, up to Han's; Cho's pieces in Hangul (졸), Han's in Hanja (兵);
/// no count for the empty points at the end of a rank (an empty rank is
/// empty text).
fn pan_of(pos: &Position) -> String {
    let mut s = String::new();
    for rank in 0..10u8 {
        if rank > 0 {
            s.push('/');
        }
        let mut empty = 0;
        for file in 0..9u8 {
            let p = Square::new(file, rank).and_then(|sq| pos.piece_at(sq));
            match p {
                None => empty += 1,
                Some(p) => {
                    if empty > 0 {
                        s.push_str(&empty.to_string());
                        empty = 0;
                    }
                    s.push_str(match p.side {
                        Side::First => korean_piece(Side::First, p.role),
                        Side::Second => hanja_piece(p.role),
                    });
                }
            }
        }
        // Real files leave out the empty points at the end of a rank.
    }
    s.push_str(if pos.turn() == Side::Second {
        " 한"
    } else {
        " 초"
    });
    s
}

/// Han's pieces in Hanja, as real `[판]` boards write them.
fn hanja_piece(role: Role) -> &'static str {
    match role {
        Role::General => "將",
        Role::Guard => "士",
        Role::Elephant => "象",
        Role::Horse => "馬",
        Role::Chariot => "車",
        Role::Cannon => "包",
        Role::Soldier => "兵",
    }
}

// ---------------------------------------------------------------------------
// Results

/// Korean names of the end reasons, as [`write`] puts them in parentheses.
const REASONS: [(EndReason, &str); 13] = [
    (EndReason::Checkmate, "외통수"),
    (EndReason::PerpetualCheck, "연속 장군"),
    (EndReason::Shuttle, "수 되풀이"),
    (EndReason::PerpetualChase, "연속 추격"),
    (EndReason::Repetition, "동형 반복"),
    (EndReason::Bikjang, "빅장"),
    (EndReason::DoublePass, "양측 한수쉼"),
    (EndReason::MoveLimit, "수 제한"),
    (EndReason::Material, "기물 부족"),
    (EndReason::Stalemate, "둘 수 없음"),
    (EndReason::Resignation, "기권"),
    (EndReason::Timeout, "시간"),
    (EndReason::Agreement, "합의"),
];

/// Reads a `대국결과` text: result, reason, decided by points.
pub fn parse_result(text: &str) -> (RecordResult, Option<EndReason>, bool) {
    let t = text.trim();
    let compact: String = t.chars().filter(|c| !c.is_whitespace()).collect();
    let result = if let Some(r) = RecordResult::from_pgn(t) {
        r
    } else if compact.starts_with("무승부") || compact.starts_with('무') {
        RecordResult::Draw
    } else if compact.starts_with('초') || compact.starts_with('楚') {
        RecordResult::Win(Side::First)
    } else if compact.starts_with('한') || compact.starts_with('漢') {
        RecordResult::Win(Side::Second)
    } else {
        RecordResult::Unknown
    };
    // The text after the winner's 초/한 (so that 한 of the winner is never
    // read as the start of 한수쉼).
    let rest: String = compact.chars().skip(1).collect();
    let reason = REASONS.iter().map(|&(r, _)| r).find(|&r| {
        let key = match r {
            EndReason::Checkmate => "외통",
            EndReason::PerpetualCheck => "연속장군",
            EndReason::Shuttle => "수되풀이",
            EndReason::PerpetualChase => "연속추격",
            EndReason::Repetition => "반복",
            EndReason::Bikjang => "빅장",
            EndReason::DoublePass => "한수쉼",
            EndReason::MoveLimit => "수제한",
            EndReason::Material => "기물부족",
            EndReason::Stalemate => "수없음",
            EndReason::Resignation => "기권",
            EndReason::Timeout => "시간",
            EndReason::Agreement => "합의",
        };
        rest.contains(key)
    });
    let by_points = matches!(result, RecordResult::Win(_))
        && (compact.contains('점') || reason.is_some_and(points_based));
    (result, reason, by_points)
}

/// The `대국결과` text [`write`] composes for a result.
fn compose_result(r: &GameRecord) -> Option<String> {
    let reason_name = r
        .reason
        .and_then(|x| REASONS.iter().find(|(y, _)| *y == x).map(|(_, n)| *n));
    Some(match r.result {
        RecordResult::Unknown => return None,
        RecordResult::Draw => match reason_name {
            Some(n) => format!("무승부({n})"),
            None => "무승부".to_string(),
        },
        RecordResult::Win(w) => {
            let s = if w == Side::First { "초" } else { "한" };
            match reason_name {
                Some(n) => format!("{s}승({n})"),
                None if r.by_points => format!("{s} 점수승"),
                None => format!("{s}승"),
            }
        }
    })
}

/// The result text to write: the original text when reading it back (with
/// the final position `last`) gives the same result, else a composed one.
fn result_text(r: &GameRecord, last: &Position) -> Option<String> {
    if !r.result_text.trim().is_empty() {
        let (res, mut reason, mut pts) = parse_result(&r.result_text);
        if let (RecordResult::Win(w), None) = (res, reason) {
            if last.turn() == !w && last.is_check() && last.legal_moves().is_empty() {
                reason = Some(EndReason::Checkmate);
            }
        }
        pts |= matches!(res, RecordResult::Win(_)) && reason.is_some_and(points_based);
        if (res, reason, pts) == (r.result, r.reason, r.by_points) {
            return Some(r.result_text.trim().to_string());
        }
    }
    compose_result(r)
}

// ---------------------------------------------------------------------------
// Writing

/// Writes records as one UTF-8 `.gib` text, games separated by a blank line.
pub fn write(records: &[GameRecord]) -> Result<String, ExportError> {
    let mut out = String::new();
    for r in records {
        out.push_str(&write_game(r)?);
    }
    Ok(out)
}

/// Header values: one line (the reader takes a value up to the last `"` of
/// its line, so quotes inside are kept).
fn esc(v: &str) -> String {
    v.replace(['\n', '\r'], " ")
}

/// Writes one record as `.gib` text (headers, a blank line, the moves, a
/// blank line).
pub fn write_game(r: &GameRecord) -> Result<String, ExportError> {
    write_game_annotated(r, &[])
}

/// [`write_game`] with a comment after moves: `comments[i]` (when there
/// and not blank) follows move `i + 1` as `{…}`, on one line, its braces
/// written as parentheses (`.gib` comments do not nest). The reader skips
/// comments, so the moves read back the same.
pub fn write_game_annotated(r: &GameRecord, comments: &[String]) -> Result<String, ExportError> {
    if r.variant() != Variant::Janggi {
        return Err(ExportError::NotJanggi);
    }
    let positions = r.positions()?;
    let start = &positions[0];
    let mut out = String::new();
    let mut header = |k: &str, v: &str| {
        out.push_str(&format!("[{k} \"{}\"]\n", esc(v)));
    };
    for (k, v) in [
        ("대회명", &r.event),
        ("회전", &r.round),
        ("대국일자", &r.date),
        ("대국장소", &r.site),
        ("초대국자", &r.players[0]),
        ("한대국자", &r.players[1]),
    ] {
        if !v.is_empty() {
            header(k, v);
        }
    }
    let standard = r.setups.filter(|s| {
        let p = Position::janggi_start(start.profile(), s.cho, s.han);
        p.fen() == start.fen()
    });
    match standard {
        Some(s) => {
            header("초차림", &setup_board_order(s.cho, Side::First));
            header("한차림", &setup_board_order(s.han, Side::Second));
        }
        // Real files end a handicap game's board with `접장기`.
        None if r.handicap.is_some() => header("판", &format!("{} 접장기", pan_of(start))),
        None => header("판", &pan_of(start)),
    }
    if let Some(h) = r.handicap {
        header("접장기", &handicap_header(h));
    }
    for (k, v) in &r.headers {
        let generated = matches!(
            k.as_str(),
            "대회명"
                | "회전"
                | "대국일자"
                | "대국장소"
                | "초대국자"
                | "한대국자"
                | "초차림"
                | "한차림"
                | "초포진"
                | "한포진"
                | "판"
                | "접장기"
                | "총수"
                | "대국결과"
        );
        let key_ok =
            !k.is_empty() && !k.contains(|c: char| c.is_whitespace() || c == '"' || c == ']');
        if !generated && key_ok {
            header(k, v);
        }
    }
    header("총수", &r.moves.len().to_string());
    if let Some(t) = result_text(r, &positions[positions.len() - 1]) {
        header("대국결과", &t);
    }
    out.push('\n');
    let mut line = String::new();
    for (i, &m) in r.moves.iter().enumerate() {
        let pos = &positions[i];
        let mut mv = notation::korean(pos, m);
        if let Some(c) = m.capture() {
            mv.push_str(korean_piece(!pos.turn(), c));
        }
        if positions[i + 1].is_check() {
            mv.push_str("장군");
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(&format!("{}. {mv}", i + 1));
        let note = comments.get(i).map_or("", |c| c.trim());
        if !note.is_empty() {
            let note: String = note
                .chars()
                .map(|c| match c {
                    '{' => '(',
                    '}' => ')',
                    '\n' | '\r' | '\t' => ' ',
                    c => c,
                })
                .collect();
            line.push_str(&format!(" {{{note}}}"));
        }
        if (i + 1) % 6 == 0 {
            out.push_str(&line);
            out.push('\n');
            line.clear();
        }
    }
    if !line.is_empty() {
        out.push_str(&line);
        out.push('\n');
    }
    out.push('\n');
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn results() {
        let w = |s| RecordResult::Win(s);
        assert_eq!(parse_result("초 완승"), (w(Side::First), None, false));
        assert_eq!(parse_result("한 8.5 점수승"), (w(Side::Second), None, true));
        assert_eq!(parse_result("초 0.5점 승"), (w(Side::First), None, true));
        assert_eq!(
            parse_result("초승(기권) "),
            (w(Side::First), Some(EndReason::Resignation), false)
        );
        assert_eq!(
            parse_result("한승(시간)"),
            (w(Side::Second), Some(EndReason::Timeout), false)
        );
        assert_eq!(
            parse_result("초 시간승"),
            (w(Side::First), Some(EndReason::Timeout), false)
        );
        assert_eq!(
            parse_result("한승(외통수)"),
            (w(Side::Second), Some(EndReason::Checkmate), false)
        );
        assert_eq!(
            parse_result("무승부(빅장)"),
            (RecordResult::Draw, Some(EndReason::Bikjang), false)
        );
        assert_eq!(
            parse_result("무승부(동의)"),
            (RecordResult::Draw, None, false)
        );
        assert_eq!(parse_result("한승"), (w(Side::Second), None, false));
        assert_eq!(
            parse_result("한 접속 끊김 승"),
            (w(Side::Second), None, false)
        );
        assert_eq!(
            parse_result("초승(양측 한수쉼)"),
            (w(Side::First), Some(EndReason::DoublePass), true)
        );
        assert_eq!(parse_result("미상"), (RecordResult::Unknown, None, false));
    }

    #[test]
    fn setups_in_board_order() {
        assert_eq!(
            setup_from_board_order("마상마상", Side::Second),
            Some(JanggiSetup::ElephantHorseElephantHorse)
        );
        assert_eq!(
            setup_from_board_order("마상마상", Side::First),
            Some(JanggiSetup::HorseElephantHorseElephant)
        );
        for s in JanggiSetup::ALL {
            for side in Side::ALL {
                assert_eq!(
                    setup_from_board_order(&setup_board_order(s, side), side),
                    Some(s)
                );
            }
        }
        assert_eq!(setup_from_board_order("마마마마", Side::First), None);
    }

    #[test]
    fn pan_round_trip() {
        let p = RuleProfile::JANGGI_STANDARD;
        // A real board (gib20, game 1): Cho's back rank first, Cho in
        // Hangul; Cho's soldiers on a, c, e, g, h; Han moves first.
        let v = "차마상사1사상1차/4장/1포4마포/졸1졸1졸1졸졸///兵1兵1兵1兵1兵/1包4馬包/4將/車馬象士1士象1車 한 접장기";
        let pos = board_from_pan(v, &p, true).unwrap();
        assert_eq!(
            pos.fen(),
            "rnba1ab1r/4k4/1c4nc1/p1p1p1p1p/9/9/P1P1P1PP1/1C4NC1/4K4/RNBA1AB1R b - - 0 1"
        );
        // The other reading: Han's back rank first, so the Hangul side
        // (whose general is listed first) is Han.
        let flipped = board_from_pan(v, &p, false).unwrap();
        assert_eq!(
            flipped.fen(),
            "rnba1ab1r/4k4/1c4nc1/p1p1p1pp1/9/9/P1P1P1P1P/1C4NC1/4K4/RNBA1AB1R b - - 0 1"
        );
        // Written as real files write it, and read back.
        let written = pan_of(&pos);
        assert_eq!(
            written,
            "차마상사1사상1차/4장/1포4마포/졸1졸1졸1졸졸///兵1兵1兵1兵1兵/1包4馬包/4將/車馬象士1士象1車 한"
        );
        assert_eq!(board_from_pan(&written, &p, true).unwrap().fen(), pos.fen());
        let start = Position::new(&p);
        assert_eq!(
            board_from_pan(&pan_of(&start), &p, true).unwrap().fen(),
            start.fen()
        );
        assert!(board_from_pan("", &p, true).is_err());
        assert!(board_from_pan("차/4장", &p, true).is_err());
        assert!(board_from_pan("x/////////", &p, true).is_err());
        // Two generals of one script: not a position.
        assert!(board_from_pan("4장////////4장", &p, true).is_err());
    }

    #[test]
    fn old_coordinates_to_numeric() {
        let old = |t: &str| old_to_numeric(t);
        assert_eq!(old("84졸74").as_deref(), Some("79졸78"));
        assert_eq!(old("7병17").as_deref(), Some("41병42"));
        assert_eq!(old("1차21").as_deref(), Some("01차03"));
        assert_eq!(old("90차85").as_deref(), Some("19차69"));
        assert_eq!(old("10楚車20타병").as_deref(), Some("11楚車12타병"));
        assert_eq!(old("48포43상장군").as_deref(), Some("35포85상장군"));
        for bad in [
            "0차85", "91차85", "84졸174", "84졸", "졸74", "8474", "i3卒h3", "",
        ] {
            assert_eq!(old(bad), None, "{bad}");
        }
    }

    #[test]
    fn letter_coordinates_to_numeric() {
        assert_eq!(letter_to_numeric("i3卒h3"), "79卒78");
        assert_eq!(letter_to_numeric("e1將e0"), "95將05");
        assert_eq!(letter_to_numeric("h0馬g2"), "08馬87");
        assert_eq!(letter_to_numeric("a9楚車a8타병"), "11楚車21타병");
        assert_eq!(letter_to_numeric("08마87"), "08마87");
        assert_eq!(letter_to_numeric("j3卒h3"), "j3卒h3");
    }
}
