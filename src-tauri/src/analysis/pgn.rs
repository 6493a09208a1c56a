//! A study as PGN with its variations (RAV: `( … )` after the move they
//! replace), comments (`{ … }`) and move marks as NAGs (`$1` !, `$2` ?,
//! `$5` !?, `$6` ?!, `$4` ??), moves in the coordinates the app's PGN
//! export writes (ICCS / pychess: `h3e3`). Written from the study's tree
//! and read back into one, identical.

use super::tree::Tree;
use janggi_rules::{notation, Game, Position, RuleProfile, Side, Variant};
use janggi_wire::dto::MoveMark;

/// The NAG of a mark.
fn nag(m: MoveMark) -> u8 {
    match m {
        MoveMark::Good => 1,
        MoveMark::Mistake => 2,
        MoveMark::Blunder => 4,
        MoveMark::Interesting => 5,
        MoveMark::Dubious => 6,
    }
}

fn mark_of(n: u8) -> Option<MoveMark> {
    Some(match n {
        1 | 3 => MoveMark::Good,
        2 => MoveMark::Mistake,
        4 => MoveMark::Blunder,
        5 => MoveMark::Interesting,
        6 => MoveMark::Dubious,
        _ => return None,
    })
}

/// The study `tree` as one PGN game.
pub fn write(tree: &Tree) -> String {
    let start = tree.root().position();
    let game = match start.variant() {
        Variant::Janggi => "Janggi",
        Variant::Xiangqi => "Chinese Chess",
    };
    let mut out = format!(
        "[Game \"{game}\"]\n[Variant \"{}\"]\n[SetUp \"1\"]\n[FEN \"{}\"]\n\n",
        match start.variant() {
            Variant::Janggi => "janggi",
            Variant::Xiangqi => "xiangqi",
        },
        start.fen()
    );
    let mut text = String::new();
    let kids = tree.children(0);
    if !kids.is_empty() {
        line(tree, &kids, true, &mut text);
    }
    out.push_str(text.trim());
    if !out.ends_with('\n') {
        out.push(' ');
    }
    out.push_str("*\n");
    out
}

/// Writes the moves `siblings` (the first the main one, the others its
/// alternatives) and the main one's continuation.
fn line(tree: &Tree, siblings: &[usize], number: bool, out: &mut String) {
    let main = siblings[0];
    step(tree, main, number, out);
    for &alt in &siblings[1..] {
        out.push_str("( ");
        step(tree, alt, true, out);
        let next = tree.children(alt);
        if !next.is_empty() {
            line(tree, &next, false, out);
        }
        out.push_str(") ");
    }
    let next = tree.children(main);
    if !next.is_empty() {
        line(tree, &next, siblings.len() > 1, out);
    }
}

/// One move with its number (always before the first side's; before the
/// second's when `number`), its mark and comment.
fn step(tree: &Tree, node: usize, number: bool, out: &mut String) {
    let Some((before, m)) = tree.move_into(node) else {
        return;
    };
    let pos = before.position();
    let n = pos.fullmove_number();
    match pos.turn() {
        Side::First => out.push_str(&format!("{n}. ")),
        Side::Second if number => out.push_str(&format!("{n}... ")),
        Side::Second => {}
    }
    out.push_str(&notation::uci(pos, m));
    out.push(' ');
    let (comment, mark) = tree.notes(node);
    if let Some(k) = mark {
        out.push_str(&format!("${} ", nag(k)));
    }
    if !comment.is_empty() {
        out.push_str(&format!("{{{}}} ", comment.replace('}', ")")));
    }
}

/// A token of the move text.
#[derive(Debug, PartialEq)]
enum Tok {
    Open,
    Close,
    Comment(String),
    Nag(u8),
    Move(String),
}

fn tokens(text: &str) -> Result<Vec<Tok>, String> {
    let mut out = Vec::new();
    let mut chars = text.chars().peekable();
    while let Some(&c) = chars.peek() {
        match c {
            '(' => {
                chars.next();
                out.push(Tok::Open);
            }
            ')' => {
                chars.next();
                out.push(Tok::Close);
            }
            '{' => {
                chars.next();
                let mut s = String::new();
                loop {
                    match chars.next() {
                        Some('}') => break,
                        Some(ch) => s.push(ch),
                        None => return Err("a comment is not closed".into()),
                    }
                }
                out.push(Tok::Comment(s.trim().to_string()));
            }
            '[' => {
                // A tag pair: skipped here (the FEN is read apart).
                for ch in chars.by_ref() {
                    if ch == ']' {
                        break;
                    }
                }
            }
            c if c.is_whitespace() => {
                chars.next();
            }
            _ => {
                let mut w = String::new();
                while let Some(&ch) = chars.peek() {
                    if ch.is_whitespace() || "(){}[".contains(ch) {
                        break;
                    }
                    w.push(ch);
                    chars.next();
                }
                if let Some(n) = w.strip_prefix('$') {
                    out.push(Tok::Nag(n.parse().map_err(|_| format!("bad NAG {w}"))?));
                } else if matches!(w.as_str(), "*" | "1-0" | "0-1" | "1/2-1/2") {
                } else {
                    // "12." "12..." "12.h3e3": the number goes, the move stays.
                    let mv = w
                        .trim_start_matches(|c: char| c.is_ascii_digit())
                        .trim_start_matches('.');
                    if !mv.is_empty() {
                        out.push(Tok::Move(mv.to_string()));
                    }
                }
            }
        }
    }
    Ok(out)
}

/// The value of tag `name` in `text`.
fn tag<'a>(text: &'a str, name: &str) -> Option<&'a str> {
    let key = format!("[{name} \"");
    let at = text.find(&key)? + key.len();
    let end = text[at..].find("\"]")?;
    Some(&text[at..at + end])
}

/// A study read from PGN written by [`write`] (or any PGN of one game with
/// coordinate moves, variations and comments); `Err` with the reason, at
/// the move that does not play.
pub fn read(text: &str, fallback: RuleProfile) -> Result<Tree, String> {
    let profile = match tag(text, "Variant")
        .or(tag(text, "Game"))
        .map(str::to_ascii_lowercase)
    {
        Some(v) if v.contains("janggi") => RuleProfile::JANGGI_STANDARD,
        Some(v) if v.contains("xiangqi") || v.contains("chinese") => RuleProfile::XIANGQI,
        _ => fallback,
    };
    let start = match tag(text, "FEN") {
        Some(f) => Position::from_fen(f, &profile).map_err(|e| e.to_string())?,
        None => Position::new(&profile),
    };
    let mut tree = Tree::new(Game::from_position(start));
    // The node each open variation returns to.
    let mut stack: Vec<usize> = Vec::new();
    let mut count = 0usize;
    for t in tokens(text)? {
        match t {
            Tok::Move(w) => {
                let pos = tree.game().position().clone();
                let m = notation::parse_uci(&pos, &w)
                    .map_err(|e| format!("move {}: {w}: {e:?}", count + 1))?;
                if !pos.is_legal(m) {
                    return Err(format!("move {}: {w} is not legal", count + 1));
                }
                tree.play(m)?;
                count += 1;
            }
            Tok::Open => {
                let here = tree.current();
                let parent = tree.parent(here).ok_or("a variation before any move")?;
                stack.push(here);
                tree.go(parent);
            }
            Tok::Close => {
                let back = stack
                    .pop()
                    .ok_or("a variation closed that was not opened")?;
                tree.go(back);
            }
            Tok::Comment(c) => {
                let here = tree.current();
                if here != 0 {
                    let mark = tree.notes(here).1;
                    tree.annotate(here, &c, mark)?;
                }
            }
            Tok::Nag(n) => {
                let here = tree.current();
                if here != 0 {
                    let comment = tree.notes(here).0.to_string();
                    tree.annotate(here, &comment, mark_of(n))?;
                }
            }
        }
    }
    if !stack.is_empty() {
        return Err("a variation is not closed".into());
    }
    tree.go(0);
    Ok(tree)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn play(t: &mut Tree, uci: &str) -> usize {
        let m = notation::parse_uci(t.game().position(), uci).unwrap();
        t.play(m).unwrap()
    }

    #[test]
    fn a_study_with_branches_comments_and_marks_reads_back_identical() {
        let mut t = Tree::new(Game::new(RuleProfile::XIANGQI));
        let a = play(&mut t, "h3e3");
        let b = play(&mut t, "h10g8");
        play(&mut t, "h1g3");
        t.go(a);
        let d = play(&mut t, "b10c8");
        play(&mut t, "b1c3");
        t.go(0);
        let e = play(&mut t, "g1e3");
        t.annotate(b, "the usual reply", Some(MoveMark::Good))
            .unwrap();
        t.annotate(d, "", Some(MoveMark::Interesting)).unwrap();
        t.annotate(e, "quieter", None).unwrap();
        let pgn = write(&t);
        assert!(
            pgn.contains("1. h3e3 ( 1. g1e3 {quieter} ) 1... h10g8 $1 {the usual reply}"),
            "{pgn}"
        );
        let back = read(&pgn, RuleProfile::JANGGI_STANDARD).unwrap();
        assert_eq!(write(&back), pgn, "written again, the same text");
        assert_eq!(back.count(), t.count());
    }

    #[test]
    fn a_bad_study_is_refused_with_the_reason() {
        assert!(read("1. h3e3 ( 1. zz9 )", RuleProfile::XIANGQI).is_err());
        assert!(read("1. h3e3 ( 1. g1e3", RuleProfile::XIANGQI)
            .unwrap_err()
            .contains("not closed"));
        assert!(read("1. h3e3 )", RuleProfile::XIANGQI).is_err());
        assert!(read("( 1. h3e3 )", RuleProfile::XIANGQI).is_err());
    }
}
