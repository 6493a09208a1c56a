//! PGN for Janggi and Xiangqi, as pychess.org and Fairy-Stockfish tools
//! read it.
//!
//! # Writing ([`write()`])
//!
//! The seven-tag roster (`Event`, `Site`, `Date`, `Round`, `White` = Cho/Red,
//! `Black` = Han/Black, `Result`), then `Variant` (`janggi` or `xiangqi`),
//! `FEN` with `SetUp "1"`, `Rules` (the [`ProfileId`] name), `Handicap` for
//! a handicap game (the handicap's stable name and the giver, `White` =
//! Cho/Red or `Black`: `[Handicap "janggi-chariot White"]`), `Termination`
//! (the [`EndReason`] name, or `points` for a points win without a known
//! reason), `ResultText` (the original result text when it is not the PGN
//! token), the record's other headers whose names are PGN symbols, and the
//! moves in UCI coordinates with move numbers (`1. h1g3 h10g8`); a pass is
//! the general's move to its own square (`e2e2`), as Fairy-Stockfish and
//! pychess write it. Xiangqi moves may be written in WXF instead
//! ([`WriteOptions::wxf`], [`MoveNotation::Wxf`]), or as the Xiangqi
//! programs write them ([`write_as`] with [`MoveNotation::Chinese`] or
//! [`MoveNotation::Iccs`]): `[Game "Chinese Chess"]`, `Red`/`Black` player
//! tags, `[Format "Chinese"]` (or `"ICCS"`) and moves such as `炮二平五 马８进７`
//! (`H2-E2 H9-G7`).
//!
//! # Reading ([`read`])
//!
//! Several games per text; tag pairs (with `\"` and `\\` escapes; a value
//! with unescaped quotes inside, `[Event ""百花杯"第四屆"]`, runs from the
//! first quote to the last one before the closing `]`, and the game notes
//! [`ImportNote::HeaderReadLeniently`]); comments
//! `{…}` and `;…`; `%` escape lines; NAGs (`$1`) and `!`/`?` marks; move
//! numbers (`12.`, `12...`); variations `(…)` are skipped; the result token
//! (`1-0`, `0-1`, `1/2-1/2`, `*`) ends the moves. Each move token is read as
//! UCI (`h1g3`, a general to its own square is a pass; also with a piece
//! letter, `Nh1g3`, `Ke2e2`), a pass word (`pass`, `@@@@`, `--`, `0000`), WXF (Xiangqi: `C2.5`, `C2=5`, `R+.3`) or SAN
//! (`Hc3`, `Nbc3`, `Cxe8+`), whichever fits — per token; Xiangqi moves may
//! also be in Chinese notation (`炮二平五`, `马２进３`, `前炮平四`, traditional
//! `傌八進七`; see [`notation::parse_chinese`]) or ICCS (`H2-E2`, `h2e2`:
//! ranks from 0). A Xiangqi game's coordinate moves are read as ICCS when
//! the game has `[Format "ICCS"]`, no `Variant` tag, a rank `0` or the
//! dashed form, else as UCI; if they do not replay that way, the other
//! reading is tried. `Variant` picks
//! the game (`janggi`, `janggimodern`, `janggicasual`, `xiangqi`, any case);
//! without it, `[Game "Chinese Chess"]` (or `Xiangqi`, `中国象棋`), a
//! `Format` tag of the Xiangqi programs (`Chinese`, `ICCS`, `WXF`), a FEN
//! of a Xiangqi position, moves in Chinese notation or (without a FEN)
//! ICCS moves with a rank 0 (`1. g0e2 b9c7`: ranks 0–9 from Red's side, a
//! rank no UCI square has; no move with a rank 10) make the game Xiangqi,
//! also when the game has no tags at all; else it is an error. `Red` is read as `White`. Text after a
//! game's result token up to the next tag line is ignored (the free text
//! some sites append), and Chinese result words (`红胜`, `黑胜`, `和棋`) are
//! result tokens. `Rules` the profile (default for Janggi:
//! [`RuleProfile::JANGGI_FAIRY_STOCKFISH`], pychess.org's rules). A handicap
//! game is known by its start position (`FEN`, see
//! [`janggi_rules::Handicap::detect`]), with or without a `Handicap` tag; a
//! `Handicap` tag that names another handicap than the start position's, or
//! none, is a bad header of its game. Every move
//! is checked with the profile's legal moves; the first bad one rejects the
//! whole text ([`read`]), or, with [`read_lenient`], stops only its game.

use crate::record::{
    play_on, points_based, ExportError, GameRecord, ImportError, ImportErrorKind as K, ImportNote,
    LenientGame, RecordResult, Setups, MAX_INPUT,
};
use janggi_rules::notation;
use janggi_rules::{
    EndReason, Handicap, Move, PlayError, Position, ProfileId, Role, RuleProfile, Square, Variant,
};

/// Options of [`write()`].
#[derive(Copy, Clone, PartialEq, Eq, Debug, Default)]
pub struct WriteOptions {
    /// Write Xiangqi moves in WXF (`C2.5`) instead of UCI. Janggi games are
    /// always written in UCI.
    pub wxf: bool,
}

/// The move notation of [`write_as`]. Janggi games are always written in
/// UCI whatever the choice.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default)]
pub enum MoveNotation {
    /// UCI coordinates (`h3e3`), pychess style with a `Variant` tag.
    #[default]
    Uci,
    /// WXF (`C2.5`), pychess style with a `Variant` tag.
    Wxf,
    /// Chinese notation (`炮二平五 马８进７`) as the Xiangqi programs write it:
    /// `[Game "Chinese Chess"]`, `Red`/`Black` tags, `[Format "Chinese"]`.
    Chinese,
    /// ICCS (`H2-E2`) as the Xiangqi programs write it: `[Game "Chinese
    /// Chess"]`, `Red`/`Black` tags, `[Format "ICCS"]`.
    Iccs,
}

impl From<&WriteOptions> for MoveNotation {
    fn from(o: &WriteOptions) -> Self {
        if o.wxf {
            MoveNotation::Wxf
        } else {
            MoveNotation::Uci
        }
    }
}

/// Writes records as PGN, games separated by a blank line.
pub fn write(records: &[GameRecord], opts: &WriteOptions) -> Result<String, ExportError> {
    write_as(records, opts.into())
}

/// Writes records as PGN with moves in `notation`, games separated by a
/// blank line.
pub fn write_as(records: &[GameRecord], notation: MoveNotation) -> Result<String, ExportError> {
    let mut out = String::new();
    for (i, r) in records.iter().enumerate() {
        if i > 0 {
            out.push('\n');
        }
        out.push_str(&write_game_as(r, notation)?);
    }
    Ok(out)
}

fn quote(v: &str) -> String {
    let mut s = String::with_capacity(v.len() + 2);
    s.push('"');
    for c in v.chars() {
        match c {
            '"' => s.push_str("\\\""),
            '\\' => s.push_str("\\\\"),
            '\n' | '\r' | '\t' => s.push(' '),
            c => s.push(c),
        }
    }
    s.push('"');
    s
}

fn or_unknown(v: &str, unknown: &str) -> String {
    if v.is_empty() {
        unknown.to_string()
    } else {
        v.to_string()
    }
}

/// Whether `k` is a PGN symbol (tag names are).
fn is_symbol(k: &str) -> bool {
    !k.is_empty()
        && k.chars().next().is_some_and(|c| c.is_ascii_alphanumeric())
        && k.chars()
            .all(|c| c.is_ascii_alphanumeric() || "_+#=:-".contains(c))
}

/// Tags [`write`] generates itself, or reads into other fields.
const OWN_TAGS: [&str; 17] = [
    "Event",
    "Site",
    "Date",
    "Round",
    "White",
    "Black",
    "Result",
    "Variant",
    "FEN",
    "SetUp",
    "Rules",
    "Termination",
    "ResultText",
    "Game",
    "Format",
    "Red",
    "Handicap",
];

/// Writes one record as PGN (tags, a blank line, the moves, a newline).
pub fn write_game(r: &GameRecord, opts: &WriteOptions) -> Result<String, ExportError> {
    write_game_as(r, opts.into())
}

/// Writes one record as PGN with moves in `notation`.
pub fn write_game_as(r: &GameRecord, notation: MoveNotation) -> Result<String, ExportError> {
    let notation = match r.variant() {
        Variant::Janggi => MoveNotation::Uci,
        Variant::Xiangqi => notation,
    };
    let chinese_style = matches!(notation, MoveNotation::Chinese | MoveNotation::Iccs);
    let positions = r.positions()?;
    let start = &positions[0];
    let mut out = String::new();
    let mut tag = |k: &str, v: &str| {
        out.push_str(&format!("[{k} {}]\n", quote(v)));
    };
    if chinese_style {
        tag("Game", "Chinese Chess");
    }
    tag("Event", &or_unknown(&r.event, "?"));
    tag("Site", &or_unknown(&r.site, "?"));
    tag("Date", &or_unknown(&r.date, "????.??.??"));
    tag("Round", &or_unknown(&r.round, "?"));
    tag(
        if chinese_style { "Red" } else { "White" },
        &or_unknown(&r.players[0], "?"),
    );
    tag("Black", &or_unknown(&r.players[1], "?"));
    tag("Result", r.result.pgn());
    let variant = match r.variant() {
        Variant::Janggi => "janggi",
        Variant::Xiangqi => "xiangqi",
    };
    tag("Variant", variant);
    tag("FEN", &start.fen());
    tag("SetUp", "1");
    tag("Rules", r.profile.name());
    if let Some(h) = r.handicap {
        tag("Handicap", &handicap_tag(h));
    }
    match notation {
        MoveNotation::Chinese => tag("Format", "Chinese"),
        MoveNotation::Iccs => tag("Format", "ICCS"),
        _ => {}
    }
    if r.result != RecordResult::Unknown {
        if let Some(reason) = r.reason {
            tag("Termination", reason.name());
        } else if r.by_points {
            tag("Termination", "points");
        }
    }
    let text = r.result_text.trim();
    if !text.is_empty() && text != r.result.pgn() {
        tag("ResultText", text);
    }
    for (k, v) in &r.headers {
        if is_symbol(k) && !OWN_TAGS.contains(&k.as_str()) {
            tag(k, v);
        }
    }
    out.push('\n');
    let mut line = String::new();
    let mut push = |out: &mut String, word: &str| {
        let width = |s: &str| {
            s.chars()
                .map(|c| if c.is_ascii() { 1 } else { 2 })
                .sum::<usize>()
        };
        if width(&line) + width(word) + 1 > 79 && !line.is_empty() {
            out.push_str(&line);
            out.push('\n');
            line.clear();
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(word);
    };
    let mut number = start.fullmove_number().max(1);
    for (i, &m) in r.moves.iter().enumerate() {
        let pos = &positions[i];
        let first = pos.turn() == janggi_rules::Side::First;
        if first {
            push(&mut out, &format!("{number}."));
        } else if i == 0 {
            push(&mut out, &format!("{number}..."));
        }
        let text = match notation {
            MoveNotation::Uci => notation::uci(pos, m),
            MoveNotation::Wxf => notation::wxf(pos, m),
            MoveNotation::Chinese => notation::chinese(pos, m),
            MoveNotation::Iccs => notation::iccs(m),
        };
        push(&mut out, &text);
        if !first {
            number += 1;
        }
    }
    push(&mut out, r.result.pgn());
    out.push_str(&line);
    out.push('\n');
    Ok(out)
}

/// The `Handicap` tag's value: the handicap's stable name and the giver as
/// PGN names the sides, `janggi-chariot White` (Cho/Red gives) or
/// `xiangqi-horse Black`.
fn handicap_tag(h: Handicap) -> String {
    let giver = match h.giver {
        janggi_rules::Side::First => "White",
        janggi_rules::Side::Second => "Black",
    };
    format!("{} {giver}", h.kind.name())
}

/// Reads a [`handicap_tag`] value (`Red` for `White`, any case; the giver
/// may be left out only for an empty tag's "no handicap"): `Some(None)`
/// for `-` or an empty value, `None` when it is not readable.
fn read_handicap_tag(v: &str) -> Option<Option<Handicap>> {
    let mut words = v.split_whitespace();
    let Some(name) = words.next() else {
        return Some(None);
    };
    if name == "-" {
        return Some(None);
    }
    let kind = janggi_rules::HandicapKind::from_name(name).ok()?;
    let giver = match words.next()?.to_ascii_lowercase().as_str() {
        "white" | "red" => janggi_rules::Side::First,
        "black" => janggi_rules::Side::Second,
        _ => return None,
    };
    words
        .next()
        .is_none()
        .then_some(Some(Handicap::new(kind, giver)))
}

// ---------------------------------------------------------------------------
// Reading

#[derive(Debug)]
enum Tok {
    /// Name, value, and whether the value held unescaped quotes (read
    /// leniently, [`ImportNote::HeaderReadLeniently`]).
    Tag(String, String, bool),
    /// A malformed tag pair line (its text): an error of its game.
    BadTag(String),
    Move(String),
    Result(String),
}

/// Reads every game of a PGN text; all or nothing.
pub fn read(text: &str) -> Result<Vec<GameRecord>, ImportError> {
    let games = read_lenient(text)?;
    let mut out = Vec::with_capacity(games.len());
    for g in games {
        if let Some(e) = g.error {
            return Err(e);
        }
        out.push(g.record);
    }
    Ok(out)
}

/// Reads every game of a PGN text, keeping of each game the moves before
/// its first bad one (and that error), its number and first line. A game
/// with a malformed tag pair, or whose `Variant` or `FEN` is unusable, is a
/// game with that error and no moves; only file-wide problems (empty, too
/// large) are errors.
pub fn read_lenient(text: &str) -> Result<Vec<LenientGame>, ImportError> {
    if text.len() > MAX_INPUT {
        return Err(ImportError::file(K::TooLarge(text.len())));
    }
    let toks = tokenize(text)?;
    // Group into games.
    let mut games: Vec<Vec<(usize, Tok)>> = Vec::new();
    let mut cur: Vec<(usize, Tok)> = Vec::new();
    let mut in_moves = false;
    for (ln, t) in toks {
        match t {
            Tok::Tag(..) | Tok::BadTag(_) if in_moves => {
                games.push(std::mem::take(&mut cur));
                in_moves = false;
                cur.push((ln, t));
            }
            Tok::Tag(..) | Tok::BadTag(_) => cur.push((ln, t)),
            Tok::Move(_) => {
                in_moves = true;
                cur.push((ln, t));
            }
            Tok::Result(_) => {
                cur.push((ln, t));
                games.push(std::mem::take(&mut cur));
                in_moves = false;
            }
        }
    }
    if !cur.is_empty() {
        games.push(cur);
    }
    if games.is_empty() {
        return Err(ImportError::file(K::Empty));
    }
    Ok(games
        .iter()
        .enumerate()
        .map(|(i, g)| build(i + 1, g))
        .collect())
}

/// Splits the text into tags, move tokens and results (comments, NAGs,
/// numbers and variations dropped).
fn tokenize(text: &str) -> Result<Vec<(usize, Tok)>, ImportError> {
    let c: Vec<char> = text.chars().collect();
    let n = c.len();
    let mut out = Vec::new();
    let mut i = 0;
    let mut ln = 1;
    let mut depth = 0usize; // variation nesting
    let mut at_line_start = true;
    // After a game's result: free text up to the next tag line is skipped;
    // so is free text before the first tag line (a title, a source) when it
    // has no move numbers.
    let mut after_result = leading_free_text(text);
    while i < n {
        let ch = c[i];
        if ch == '\n' {
            ln += 1;
            i += 1;
            at_line_start = true;
            continue;
        }
        if ch.is_whitespace() || ch == '\u{FEFF}' {
            i += 1;
            continue;
        }
        let line_start = at_line_start;
        at_line_start = false;
        if after_result {
            if line_start && ch == '[' {
                after_result = false;
            } else {
                while i < n && c[i] != '\n' {
                    i += 1;
                }
                continue;
            }
        }
        match ch {
            '%' if line_start => {
                while i < n && c[i] != '\n' {
                    i += 1;
                }
            }
            ';' => {
                while i < n && c[i] != '\n' {
                    i += 1;
                }
            }
            '{' => {
                while i < n && c[i] != '}' {
                    if c[i] == '\n' {
                        ln += 1;
                    }
                    i += 1;
                }
                i += 1;
            }
            '(' => {
                depth += 1;
                i += 1;
            }
            ')' => {
                depth = depth.saturating_sub(1);
                i += 1;
            }
            '[' if depth == 0 => {
                let start_ln = ln;
                let bad = |s: &[char]| Tok::BadTag(s.iter().take(60).collect());
                let mut j = i + 1;
                while j < n && c[j].is_whitespace() && c[j] != '\n' {
                    j += 1;
                }
                let ks = j;
                while j < n && !c[j].is_whitespace() && c[j] != '"' && c[j] != ']' {
                    j += 1;
                }
                let key: String = c[ks..j].iter().collect();
                while j < n && c[j].is_whitespace() && c[j] != '\n' {
                    j += 1;
                }
                if key.is_empty() || j >= n || c[j] != '"' {
                    let end = c[i..].iter().position(|&x| x == '\n').map_or(n, |p| i + p);
                    out.push((start_ln, bad(&c[i..end])));
                    i = end;
                    continue;
                }
                j += 1;
                let open = j;
                let mut value = String::new();
                let mut closed = false;
                while j < n && c[j] != '\n' {
                    if c[j] == '\\' && j + 1 < n && (c[j + 1] == '"' || c[j + 1] == '\\') {
                        value.push(c[j + 1]);
                        j += 2;
                    } else if c[j] == '"' {
                        closed = true;
                        j += 1;
                        break;
                    } else {
                        value.push(c[j]);
                        j += 1;
                    }
                }
                while j < n && c[j].is_whitespace() && c[j] != '\n' {
                    j += 1;
                }
                if !closed || j >= n || c[j] != ']' {
                    let end = c[i..].iter().position(|&x| x == '\n').map_or(n, |p| i + p);
                    // Unescaped quotes inside the value (`[Event ""杯"第四屆"]`):
                    // the value runs to the first quote that the closing
                    // bracket follows.
                    if let Some((q, rb)) = lenient_tag_end(&c[open..end]) {
                        let value = c[open..open + q].iter().collect();
                        out.push((start_ln, Tok::Tag(key, value, true)));
                        i = open + rb + 1;
                        continue;
                    }
                    out.push((start_ln, bad(&c[i..end])));
                    i = end;
                    continue;
                }
                out.push((start_ln, Tok::Tag(key, value, false)));
                i = j + 1;
            }
            _ => {
                let s = i;
                while i < n && !c[i].is_whitespace() && !"{}();[".contains(c[i]) {
                    i += 1;
                }
                if i == s {
                    // A lone `]` or `[` inside a variation.
                    i += 1;
                    continue;
                }
                if depth > 0 {
                    continue;
                }
                let w: String = c[s..i].iter().collect();
                if let Some(t) = classify(&w) {
                    after_result = matches!(t, Tok::Result(_));
                    out.push((ln, t));
                }
            }
        }
    }
    Ok(out)
}

/// In the rest of a tag line after the value's opening quote, the first
/// quote followed by nothing but white space and `]`: (the quote's index,
/// the bracket's index).
fn lenient_tag_end(rest: &[char]) -> Option<(usize, usize)> {
    rest.iter().enumerate().find_map(|(q, &ch)| {
        if ch != '"' {
            return None;
        }
        let after = rest[q + 1..].iter().position(|x| !x.is_whitespace())?;
        (rest[q + 1 + after] == ']').then_some((q, q + 1 + after))
    })
}

/// Whether `text` starts with lines of free text before its first tag line:
/// some text, then a line starting with `[`, and no move number (`1.`)
/// before it.
fn leading_free_text(text: &str) -> bool {
    let mut lead = String::new();
    for line in text.lines() {
        let t = line.trim_start_matches(|c: char| c.is_whitespace() || c == '\u{FEFF}');
        if t.starts_with('[') {
            let numbered = lead.char_indices().any(|(i, c)| {
                matches!(c, '.' | '．')
                    && lead[..i]
                        .chars()
                        .next_back()
                        .is_some_and(|p| p.is_ascii_digit() || ('０'..='９').contains(&p))
            });
            return !lead.trim().is_empty() && !numbered;
        }
        if !t.starts_with(['%', ';', '{']) {
            lead.push_str(t);
            lead.push('\n');
        }
    }
    false
}

/// A word of the movetext: a move, a result, or nothing (numbers, NAGs).
fn classify(w: &str) -> Option<Tok> {
    if RecordResult::from_pgn(w).is_some() {
        return Some(Tok::Result(w.to_string()));
    }
    if let Some(r) = chinese_result(w) {
        return Some(Tok::Result(r.to_string()));
    }
    if w.starts_with('$') || w.chars().all(|c| "!?.…．".contains(c)) {
        // NAGs, marks, and the `...` of `1. ... h9g7`.
        return None;
    }
    // Move numbers `12.` / `12...` (also full-width, `１２．`, or `12、`),
    // possibly glued to the move (`12.h1g3`).
    let digit = |c: char| c.is_ascii_digit() || ('０'..='９').contains(&c);
    let dot = |c: char| matches!(c, '.' | '．' | '、' | '。' | '…');
    let rest = w.trim_start_matches(digit);
    if rest.len() < w.len() && rest.starts_with(dot) {
        let rest = rest.trim_start_matches(dot);
        return if rest.is_empty() {
            None
        } else {
            classify(rest)
        };
    }
    Some(Tok::Move(w.to_string()))
}

/// The PGN result token of a Chinese result word (`红胜`, `黑胜`, `和棋`; also
/// traditional characters and `红方胜`/`红先胜` forms).
fn chinese_result(w: &str) -> Option<&'static str> {
    let w = w.trim_matches(|c: char| "()（）[]【】。.!！".contains(c));
    Some(match w {
        "红胜" | "紅勝" | "红方胜" | "紅方勝" | "红先胜" | "紅先勝" | "黑负" | "黑負"
        | "黑方负" | "黑方負" => "1-0",
        "黑胜" | "黑勝" | "黑方胜" | "黑方勝" | "红负" | "紅負" | "红方负" | "紅方負"
        | "红先负" | "紅先負" => "0-1",
        "和棋" | "和局" | "红先和" | "紅先和" | "双方和" | "雙方和" => "1/2-1/2",
        _ => return None,
    })
}

/// The profile a `Variant` (and `Rules`) tag names.
fn profile_of(variant: Option<&str>, rules: Option<&str>) -> Result<RuleProfile, String> {
    let v = variant.map(|v| v.trim().to_ascii_lowercase());
    let variant = match v.as_deref() {
        Some("janggi" | "janggimodern" | "janggicasual" | "janggitraditional") => Variant::Janggi,
        Some("xiangqi" | "chinese chess") => Variant::Xiangqi,
        Some(other) => return Err(other.to_string()),
        None => return Err("(no Variant tag)".to_string()),
    };
    if let Some(p) = rules.and_then(ProfileId::from_name) {
        let p = RuleProfile::from_id(p);
        if p.variant == variant {
            return Ok(p);
        }
    }
    Ok(match (variant, v.as_deref()) {
        (Variant::Xiangqi, _) => RuleProfile::XIANGQI,
        (_, Some("janggimodern")) => RuleProfile::JANGGI_STANDARD,
        (_, Some("janggitraditional")) => RuleProfile::JANGGI_TRADITIONAL,
        _ => RuleProfile::JANGGI_FAIRY_STOCKFISH,
    })
}

fn build(game_no: usize, toks: &[(usize, Tok)]) -> LenientGame {
    let first_line = toks.first().map_or(0, |(l, _)| *l);
    let notes: Vec<ImportNote> = toks
        .iter()
        .any(|(_, t)| matches!(t, Tok::Tag(_, _, true)))
        .then_some(ImportNote::HeaderReadLeniently)
        .into_iter()
        .collect();
    let err = |line: usize, ply: usize, kind: K| ImportError {
        game: game_no,
        line,
        ply,
        kind,
    };
    let tags: Vec<(&str, &str, usize)> = toks
        .iter()
        .filter_map(|(l, t)| match t {
            Tok::Tag(k, v, _) => Some((k.as_str(), v.as_str(), *l)),
            _ => None,
        })
        .collect();
    let get = |name: &str| {
        tags.iter()
            .find(|(k, _, _)| k.eq_ignore_ascii_case(name))
            .map(|(_, v, l)| (*v, *l))
    };
    let variant = match get("Variant") {
        Some((v, _)) => Some(v),
        None => xiangqi_dialect(&get, toks).then_some("xiangqi"),
    };
    let start = profile_of(variant, get("Rules").map(|x| x.0))
        .map_err(|v| {
            err(
                get("Variant").map_or(first_line, |x| x.1),
                0,
                K::UnknownVariant(v),
            )
        })
        .and_then(|profile| match get("FEN") {
            Some((fen, l)) => {
                Position::from_fen(fen, &profile).map_err(|e| err(l, 0, K::BadFen(e.to_string())))
            }
            None => Ok(Position::new(&profile)),
        });
    // A malformed tag pair comes first.
    let bad_tag = toks.iter().find_map(|(l, t)| match t {
        Tok::BadTag(text) => Some(err(*l, 0, K::BadHeader(text.clone()))),
        _ => None,
    });
    let start = match bad_tag {
        Some(e) => Err(e),
        None => start,
    };
    // A game whose start is unusable keeps its tags, without moves.
    let (start, error) = match start {
        Ok(p) => (p, None),
        Err(e) => (Position::new(&RuleProfile::JANGGI_FAIRY_STOCKFISH), Some(e)),
    };
    let mut r = GameRecord::new(&start);
    // A handicap tag names the handicap the start position has (the
    // position decides): one that names another, or none, is refused.
    let error = match (error, get("Handicap")) {
        (None, Some((v, l))) if read_handicap_tag(v) != Some(r.handicap) => Some(err(
            l,
            0,
            K::BadHeader(format!(
                "[Handicap \"{v}\"]: not the handicap of the start position"
            )),
        )),
        (error, _) => error,
    };
    let unknown = |v: &str| matches!(v, "?" | "????.??.??" | "-");
    let mut result_tag = None;
    let mut termination = None;
    let mut result_text = None;
    for &(k, v, _) in &tags {
        let value = if unknown(v) { "" } else { v }.to_string();
        match k {
            "Event" => r.event = value,
            "Site" => r.site = value,
            "Date" => r.date = value,
            "Round" => r.round = value,
            "White" => r.players[0] = value,
            "Red" if get("White").is_none() => r.players[0] = value,
            "Black" => r.players[1] = value,
            "Result" => result_tag = Some(v.trim().to_string()),
            "Termination" => termination = Some(v.trim().to_string()),
            "ResultText" => result_text = Some(v.to_string()),
            "Variant" | "FEN" | "SetUp" | "Rules" | "Game" | "Format" | "Red" | "Handicap" => {}
            _ => r.headers.push((k.to_string(), v.to_string())),
        }
    }
    // The movetext result wins over the tag when both are given.
    let token_result = toks.iter().rev().find_map(|(_, t)| match t {
        Tok::Result(s) => Some(s.clone()),
        _ => None,
    });
    let res_str = token_result
        .filter(|s| s != "*")
        .or(result_tag.clone())
        .unwrap_or_else(|| "*".to_string());
    r.result = RecordResult::from_pgn(&res_str).unwrap_or_default();
    if r.result != RecordResult::Unknown {
        match termination
            .as_deref()
            .map(str::to_ascii_lowercase)
            .as_deref()
        {
            Some("points") => r.by_points = true,
            Some("time forfeit") => r.reason = Some(EndReason::Timeout),
            Some(t) => r.reason = EndReason::from_name_ignore_case(t),
            None => {}
        }
        if matches!(r.result, RecordResult::Win(_)) && r.reason.is_some_and(points_based) {
            r.by_points = true;
        }
    }
    r.result_text = result_text.unwrap_or(res_str);

    // Coordinate moves: UCI or ICCS (Xiangqi), the likelier first.
    let xiangqi = start.variant() == Variant::Xiangqi;
    let mut coords = [Coords::Uci, Coords::Iccs];
    if xiangqi && prefers_iccs(get("Variant").is_some(), &get, toks) {
        coords.swap(0, 1);
    }
    // The moves up to the first bad one, the position after them, and the
    // error.
    let replay = |c: Coords| -> (Vec<Move>, Position, Option<ImportError>) {
        let mut pos = start.clone();
        let mut moves = Vec::new();
        for (ln, t) in toks {
            let Tok::Move(w) = t else { continue };
            let ply = moves.len() + 1;
            match parse_move_in(&pos, w, c) {
                Ok(m) => {
                    play_on(&mut pos, m);
                    moves.push(m);
                }
                Err(e) => {
                    let kind = match e {
                        PlayError::BadNotation(_) => K::BadMove(w.clone()),
                        _ => K::IllegalMove(w.clone()),
                    };
                    return (moves, pos, Some(err(*ln, ply, kind)));
                }
            }
        }
        (moves, pos, None)
    };
    if let Some(e) = error {
        // The start is unusable: the game keeps its tags, without moves.
        r.finish(&start);
        return LenientGame {
            number: game_no,
            line: first_line,
            record: r,
            error: Some(e),
            notes,
        };
    }
    let mut best = replay(coords[0]);
    if best.2.is_some() && xiangqi {
        // The other reading of coordinates: taken if it replays further.
        let other = replay(coords[1]);
        if other.2.is_none() || other.0.len() > best.0.len() {
            best = other;
        }
    }
    let (moves, pos, error) = best;
    r.moves = moves;
    r.finish(&pos);
    LenientGame {
        number: game_no,
        line: first_line,
        record: r,
        error,
        notes,
    }
}

/// How coordinate moves are read.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum Coords {
    /// `h3e3`: ranks 1..10.
    Uci,
    /// `H2-E2`, `h2e2`: ranks 0..9 (Xiangqi).
    Iccs,
}

/// Whether a game without a `Variant` tag is Xiangqi as the Xiangqi
/// programs write it: `[Game "Chinese Chess"]`, a `Format` tag of theirs, a
/// Xiangqi FEN, or moves in Chinese notation.
fn xiangqi_dialect<'a>(
    get: &dyn Fn(&str) -> Option<(&'a str, usize)>,
    toks: &[(usize, Tok)],
) -> bool {
    let game = get("Game").map(|(v, _)| v.trim().to_ascii_lowercase());
    if let Some(g) = game.as_deref() {
        if g.contains("chinese chess") || g.contains("xiangqi") || g.contains("象棋") {
            return true;
        }
    }
    if let Some((f, _)) = get("Format") {
        let f = f.trim().to_ascii_lowercase();
        if ["chinese", "iccs", "wxf", "中文", "中国"]
            .iter()
            .any(|k| f.contains(k))
        {
            return true;
        }
    }
    if let Some((fen, _)) = get("FEN") {
        if xiangqi_fen(fen) {
            return true;
        }
    }
    if toks
        .iter()
        .any(|(_, t)| matches!(t, Tok::Move(w) if notation::is_chinese_move(w)))
    {
        return true;
    }
    // ICCS coordinates: a rank 0 (`g0e2`) is no UCI square (UCI ranks start
    // at 1), and a rank 10 (`h10g8`, Janggi UCI) no ICCS one. Without a
    // FEN only: a FEN that is not a Xiangqi position decides the other way.
    get("FEN").is_none()
        && toks
            .iter()
            .any(|(_, t)| matches!(t, Tok::Move(w) if iccs_rank_zero(w)))
        && !toks
            .iter()
            .any(|(_, t)| matches!(t, Tok::Move(w) if w.contains("10")))
}

/// Whether `w` is an ICCS move (`g0e2`, `G0-E2`, marks after it allowed)
/// one of whose squares is on rank 0 (Red's back rank).
fn iccs_rank_zero(w: &str) -> bool {
    notation::split_iccs(w.trim_end_matches(['!', '?', '+', '#']))
        .is_some_and(|(from, to)| from.rank() == 0 || to.rank() == 0)
}

/// Whether `fen` is a Xiangqi position and not a Janggi one: readable with
/// the Xiangqi rules, every advisor, elephant and soldier on a point the
/// Xiangqi piece can reach, and not a Janggi start.
fn xiangqi_fen(fen: &str) -> bool {
    let Ok(pos) = Position::from_fen(fen, &RuleProfile::XIANGQI) else {
        return false;
    };
    if Position::from_fen(fen, &RuleProfile::JANGGI_STANDARD)
        .is_ok_and(|p| Setups::detect(&p).is_some())
    {
        return false;
    }
    let ok = pos.pieces().all(|(sq, p)| {
        // Files and ranks from the owner's side.
        let (f, r) = match p.side {
            janggi_rules::Side::First => (sq.file(), sq.rank()),
            janggi_rules::Side::Second => (8 - sq.file(), 9 - sq.rank()),
        };
        match p.role {
            Role::Guard => matches!((f, r), (3 | 5, 0 | 2) | (4, 1)),
            Role::Elephant => matches!((f, r), (2 | 6, 0 | 4) | (0 | 4 | 8, 2)),
            Role::Soldier => r >= 5 || (r >= 3 && f % 2 == 0),
            _ => true,
        }
    });
    ok
}

/// Whether a Xiangqi game's coordinate moves are likelier ICCS than UCI:
/// `[Format "ICCS"]`, no `Variant` tag, or a move with rank 0 or a dash.
fn prefers_iccs<'a>(
    has_variant: bool,
    get: &dyn Fn(&str) -> Option<(&'a str, usize)>,
    toks: &[(usize, Tok)],
) -> bool {
    if get("Format").is_some_and(|(f, _)| f.to_ascii_lowercase().contains("iccs")) || !has_variant {
        return true;
    }
    toks.iter().any(|(_, t)| match t {
        Tok::Move(w) => {
            let b = w.as_bytes();
            notation::split_iccs(w).is_some()
                && (w.contains('-') || b.get(1) == Some(&b'0') || b.last() == Some(&b'0'))
                && !w.contains("10")
        }
        _ => false,
    })
}

/// Reads one move token (see the module docs for the forms); coordinate
/// moves are UCI (use [`notation::parse_iccs`] for ICCS).
pub fn parse_move(pos: &Position, w: &str) -> Result<Move, PlayError> {
    parse_move_in(pos, w, Coords::Uci)
}

fn parse_move_in(pos: &Position, w: &str, coords: Coords) -> Result<Move, PlayError> {
    let xiangqi = pos.variant() == Variant::Xiangqi;
    if xiangqi && !w.is_ascii() {
        return notation::parse_chinese(pos, w).map_err(|e| match e {
            PlayError::BadNotation(_) => PlayError::BadNotation(w.to_string()),
            _ => PlayError::Illegal(w.to_string()),
        });
    }
    if xiangqi && coords == Coords::Iccs {
        match notation::parse_iccs(pos, w.trim_end_matches(['!', '?', '+', '#'])) {
            Ok(m) => return Ok(m),
            Err(PlayError::Illegal(_)) => return Err(PlayError::Illegal(w.to_string())),
            Err(_) => {}
        }
    }
    let stripped = w.trim_end_matches(['!', '?']);
    let plain = stripped.trim_end_matches(['+', '#']);
    if matches!(
        plain.to_ascii_lowercase().as_str(),
        "pass" | "@@@@" | "--" | "0000"
    ) {
        return if pos.is_legal(Move::PASS) {
            Ok(Move::PASS)
        } else {
            Err(PlayError::Illegal(w.to_string()))
        };
    }
    // UCI.
    match notation::parse_uci(pos, plain) {
        Ok(m) => return Ok(m),
        Err(PlayError::Illegal(_)) => return Err(PlayError::Illegal(w.to_string())),
        Err(_) => {}
    }
    // Long algebraic with a piece letter (`Nh1g3`, `Ke2e2` = pass).
    if plain.len() > 4 && plain.as_bytes()[0].is_ascii_uppercase() {
        if let Ok(m) = notation::parse_uci(pos, &plain[1..].replace(['-', 'x'], "")) {
            return Ok(m);
        }
    }
    // WXF (Xiangqi).
    if pos.variant() == Variant::Xiangqi {
        match notation::parse_wxf(pos, stripped) {
            Ok(m) => return Ok(m),
            Err(PlayError::Illegal(_)) => return Err(PlayError::Illegal(w.to_string())),
            Err(_) => {}
        }
    }
    parse_san(pos, plain).ok_or_else(|| {
        if looks_like_san(plain) {
            PlayError::Illegal(w.to_string())
        } else {
            PlayError::BadNotation(w.to_string())
        }
    })
}

fn looks_like_san(s: &str) -> bool {
    s.is_ascii()
        && s.len() >= 2
        && s.len() <= 8
        && s.chars().last().is_some_and(|c| c.is_ascii_digit())
}

/// SAN-style moves: `[piece][from file][from rank][x]to`, e.g. `Hc3`,
/// `Nbc3`, `Rxa10`, `c4` (a soldier). Returns the one legal move it names.
fn parse_san(pos: &Position, s: &str) -> Option<Move> {
    if !looks_like_san(s) {
        return None;
    }
    let b = s.as_bytes();
    let (role, rest) = match b[0] {
        c if c.is_ascii_uppercase() => (Some(Role::from_char(c as char)?), &s[1..]),
        _ => (None, s),
    };
    let rest = rest.replace(['x', ':', '-'], "");
    // The destination is the last letter+digits.
    let cut = rest.rfind(|c: char| c.is_ascii_lowercase())?;
    let to = Square::parse(&rest[cut..])?;
    let dis = &rest[..cut];
    let (dfile, drank) = {
        let mut f = None;
        let mut r = None;
        let db = dis.as_bytes();
        let mut k = 0;
        if k < db.len() && db[k].is_ascii_lowercase() {
            f = Some(db[k] - b'a');
            k += 1;
        }
        if k < db.len() {
            r = Some(dis[k..].parse::<u8>().ok()?.checked_sub(1)?);
        }
        (f, r)
    };
    let mut found = None;
    for m in pos.legal_moves().iter().copied() {
        if m.is_pass() || m.to() != to {
            continue;
        }
        let want = role.unwrap_or(Role::Soldier);
        if m.role() != want
            || dfile.is_some_and(|f| m.from().file() != f)
            || drank.is_some_and(|r| m.from().rank() != r)
        {
            continue;
        }
        if found.is_some() {
            return None;
        }
        found = Some(m);
    }
    found
}

trait FromNameIgnoreCase {
    fn from_name_ignore_case(s: &str) -> Option<EndReason>;
}

impl FromNameIgnoreCase for EndReason {
    fn from_name_ignore_case(s: &str) -> Option<EndReason> {
        EndReason::ALL
            .into_iter()
            .find(|r| r.name().eq_ignore_ascii_case(s.trim()))
    }
}
