//! `.gib` with comments: a study's main line goes out with a comment after
//! the moves that have one, on one line with its braces made parentheses,
//! and reads back to the same moves.

use janggi_formats::{gib, read_any};

#[test]
fn comments_follow_their_moves_and_the_moves_read_back() {
    let bytes = include_bytes!("data/records/gib02_2010_kbs_chuseok.gib");
    let r = read_any(bytes).expect("a real file reads").remove(0);
    assert!(r.moves.len() > 3);
    let comments = vec![
        "a quiet start".to_string(),
        String::new(),
        "  !? a {nested} one\nover two lines ".to_string(),
    ];
    let text = gib::write_game_annotated(&r, &comments).unwrap();
    assert!(
        text.contains("1. ") && text.contains(" {a quiet start} 2. "),
        "{text}"
    );
    assert!(
        text.contains(" {!? a (nested) one over two lines} 4. "),
        "{text}"
    );
    assert_eq!(text.matches('{').count(), 2, "blank comments are left out");
    let back = read_any(text.as_bytes()).unwrap().remove(0);
    assert_eq!(back.moves, r.moves);
    // Without comments: what write_game writes.
    assert_eq!(
        gib::write_game_annotated(&r, &[]).unwrap(),
        gib::write_game(&r).unwrap()
    );
}
