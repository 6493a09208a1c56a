//! The `janggi-engine` binary driven through stdin, as a GUI would.

use std::io::Write;
use std::process::{Command, Stdio};

/// Runs the engine on `input` and returns its stdout.
fn engine(input: &[u8]) -> String {
    let mut child = Command::new(env!("CARGO_BIN_EXE_janggi-engine"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("start janggi-engine");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(input)
        .expect("write stdin");
    let out = child.wait_with_output().expect("engine output");
    assert!(
        out.status.success(),
        "exit status {:?}, stderr {}",
        out.status,
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).expect("UTF-8 output")
}

/// The `move: count` lines of a `go perft` answer, and its total.
fn perft_answer(out: &str) -> (Vec<(String, u64)>, u64) {
    let mut moves = Vec::new();
    let mut total = None;
    for line in out.lines() {
        if let Some(n) = line.strip_prefix("Nodes searched: ") {
            total = Some(n.parse().expect("total"));
        } else if let Some((m, n)) = line.split_once(": ") {
            if let Ok(n) = n.parse() {
                moves.push((m.to_string(), n));
            }
        }
    }
    (moves, total.expect("a Nodes searched line"))
}

#[test]
fn handshake_and_quit() {
    let out = engine(b"uci\nisready\nquit\nisready\n");
    let lines: Vec<&str> = out.lines().collect();
    assert!(lines[0].starts_with("id name janggi-engine"));
    assert!(lines[1].starts_with("id author "));
    assert!(lines.contains(
        &"option name UCI_Variant type combo default janggi var janggi var janggicasual var janggitraditional var janggimodern var xiangqi"
    ));
    assert_eq!(
        &lines[lines.len() - 2..],
        ["uciok", "readyok"],
        "nothing after quit"
    );
}

#[test]
fn perft_matches_the_reference() {
    // perft.md: Janggi start, bikjang on, depth 3 = 33,000; off = 33,316;
    // Xiangqi depth 3 = 79,666.
    let out = engine(b"position startpos\ngo perft 3\n");
    let (moves, total) = perft_answer(&out);
    assert_eq!(moves.len(), 32);
    assert_eq!(total, 33_000);
    assert_eq!(moves.iter().map(|(_, n)| n).sum::<u64>(), total);
    assert!(
        moves.iter().any(|(m, _)| m == "e2e2"),
        "the pass is written e2e2"
    );
    assert!(out.contains("\n\nNodes searched: 33000\n"));

    let out =
        engine(b"setoption name UCI_Variant value janggicasual\nposition startpos\ngo perft 3\n");
    assert_eq!(perft_answer(&out).1, 33_316);
    let out = engine(b"setoption name UCI_Variant value xiangqi\nposition startpos\ngo perft 3\n");
    assert_eq!(perft_answer(&out).1, 79_666);
    let out = engine(
        b"setoption name UCI_Variant value janggi-standard\nposition startpos\ngo perft 3\n",
    );
    assert_eq!(perft_answer(&out).1, 33_316);
}

#[test]
fn position_with_fen_and_moves() {
    let fen = "1n1kaabn1/cr2N4/5C1c1/p1pNp3p/9/9/P1PbP1P1P/3r1p3/4A4/R1BA1KB1R b - - 0 1";
    let out = engine(format!("position fen {fen}\ngo perft 3\n").as_bytes());
    assert_eq!(perft_answer(&out).1, 2_644);
    let out = engine(b"position startpos moves h1g3 h10g8 e2e2\nd\n");
    assert!(
        out.contains(
            "Fen: rnba1ab1r/4k4/1c4nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C4NC1/4K4/RNBA1AB1R b - - 3 2"
        ),
        "{out}"
    );
    assert!(out.contains("Key: "));
    assert!(
        out.contains("Checkers: \n") || out.trim_end().ends_with("Checkers:"),
        "{out}"
    );
}

#[test]
fn errors_leave_the_position_and_the_engine_running() {
    let script = b"position startpos moves h1g3\n\
        position startpos moves h1g3 h1g3\n\
        position fen this-is-not-a-fen w - - 0 1\n\
        setoption name UCI_Variant value chess\n\
        go perft zero\n\
        bogus command\n\
        \xff\xfe\x00garbage\n\
        \n\
        d\n\
        isready\n";
    let out = engine(script);
    let errors = out
        .lines()
        .filter(|l| l.starts_with("info string error: "))
        .count();
    assert_eq!(errors, 6, "{out}");
    assert!(
        out.contains(
            "Fen: rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C4NC1/4K4/RNBA1AB1R b - - 1 1"
        ),
        "{out}"
    );
    assert!(out.trim_end().ends_with("readyok"));
}

#[test]
fn checkers_in_d() {
    let out = engine(b"setoption name UCI_Variant value xiangqi\nposition fen 3k5/R8/9/9/9/9/9/9/9/5K3 w - - 0 1 moves a9a10\nd\n");
    assert!(out.contains("Checkers: a10"), "{out}");
}

#[test]
fn never_panics_on_noise() {
    // Deterministic noise: every prefix of a few real commands, and bytes.
    let cmds = [
        "position fen rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1 moves e2e2 e9e9 a1a2",
        "setoption name UCI_Variant value janggitraditional",
        "go perft 1",
        "position startpos moves",
    ];
    let mut script = String::new();
    for c in cmds {
        for end in 0..=c.len() {
            if c.is_char_boundary(end) {
                script.push_str(&c[..end]);
                script.push('\n');
            }
        }
    }
    let mut bytes = script.into_bytes();
    let mut x: u32 = 12345;
    for _ in 0..2000 {
        x = x.wrapping_mul(1_103_515_245).wrapping_add(12_345);
        bytes.push((x >> 16) as u8);
    }
    bytes.extend_from_slice(b"\nisready\n");
    let out = engine(&bytes);
    // A prefix such as `go` or `go p` starts a search (a GUI always gets a
    // bestmove), which may answer after the final `readyok`.
    let (_, after) = out.rsplit_once("readyok\n").expect("readyok");
    assert!(
        after
            .lines()
            .all(|l| l.starts_with("info ") || l.starts_with("bestmove ")),
        "{after}"
    );
    // Every search answers exactly once.
    let searches = script_searches(&bytes);
    assert!(searches > 0);
    assert_eq!(out.matches("bestmove ").count(), searches, "{out}");
}

/// How many lines of `script` start a search (`go` but not `go perft`).
fn script_searches(script: &[u8]) -> usize {
    String::from_utf8_lossy(script)
        .lines()
        .filter(|l| {
            let l = l.trim();
            l == "go"
                || (l.starts_with("go ") && !l["go ".len()..].trim_start().starts_with("perft"))
        })
        .count()
}

/// The `Fen:` line of a `d` answer (the last one in `out`).
fn fen_of(out: &str) -> String {
    out.lines()
        .rev()
        .find_map(|l| l.strip_prefix("Fen: "))
        .expect("a Fen: line")
        .to_string()
}

/// The board and side to move of a FEN (the counters left out).
fn board_and_turn(fen: &str) -> String {
    fen.split_whitespace().take(2).collect::<Vec<_>>().join(" ")
}

#[test]
fn moves_after_a_repetition_are_played() {
    // The horses go out and back twice: the start position stands for the
    // third time, which ends the game by our `janggi` rules — but the GUI
    // may play on, and the engine follows it.
    let cycle = "h1g3 h10g8 g3h1 g8h10";
    let script = format!(
        "position startpos moves h1g3\nd\nposition startpos moves {cycle} {cycle} h1g3\nd\ngo depth 2\nisready\n"
    );
    let out = engine(script.as_bytes());
    let (first, rest) = out.split_once("Fen: ").expect("first d");
    let _ = first;
    let after_one = board_and_turn(rest.lines().next().expect("fen"));
    assert_eq!(board_and_turn(&fen_of(&out)), after_one, "{out}");
    assert!(out.contains("info string warning: "), "{out}");
    assert!(!out.contains("info string error"), "{out}");
    // And it answers with a move there.
    assert!(
        out.contains("bestmove ") && !out.contains("bestmove (none)"),
        "{out}"
    );
}

#[test]
fn an_illegal_move_keeps_the_position_reached_before_it() {
    let out = engine(
        b"position startpos moves h1g3\nd\nposition fen 4k4/9/9/9/9/9/9/9/4K4/9 w - - 0 1\nposition startpos moves h1g3 h10g8 a1a9 b1c3\nd\n",
    );
    let lines: Vec<&str> = out.lines().collect();
    let error = lines
        .iter()
        .find(|l| l.starts_with("info string error:"))
        .expect("an error line");
    assert!(error.contains("move 3 (a1a9)"), "{error}");
    // Not the start position, not the FEN before: after h1g3 h10g8.
    let expected = engine(b"position startpos moves h1g3 h10g8\nd\n");
    assert_eq!(fen_of(&out), fen_of(&expected), "{out}");
}

#[test]
fn a_malformed_move_is_named_and_the_rest_ignored() {
    let out = engine(b"position startpos moves h1g3 zz9 h10g8\nd\n");
    let error = out
        .lines()
        .find(|l| l.starts_with("info string error:"))
        .expect("an error line");
    assert!(error.contains("move 2 (zz9)"), "{error}");
    let expected = engine(b"position startpos moves h1g3\nd\n");
    assert_eq!(fen_of(&out), fen_of(&expected), "{out}");
}

#[test]
fn a_bad_fen_keeps_the_previous_position() {
    let out = engine(b"position startpos moves h1g3\nposition fen 9/9/rubbish w - - 0 1\nd\n");
    assert!(out.contains("info string error: bad FEN"), "{out}");
    let expected = engine(b"position startpos moves h1g3\nd\n");
    assert_eq!(fen_of(&out), fen_of(&expected), "{out}");
}

#[test]
fn two_passes_leave_no_move_to_play() {
    // Two passes end a game on the board itself: a move after them is
    // refused and the position stays after the passes.
    let out = engine(b"position startpos moves e2e2 e9e9 h1g3\nd\n");
    let error = out
        .lines()
        .find(|l| l.starts_with("info string error:"))
        .expect("an error line");
    assert!(error.contains("move 3 (h1g3)"), "{error}");
    let expected = engine(b"position startpos moves e2e2 e9e9\nd\n");
    assert_eq!(fen_of(&out), fen_of(&expected), "{out}");
}

/// The move of a `bestmove` line (the last one in `out`), if any.
fn bestmove_of(out: &str) -> Option<String> {
    out.lines()
        .rev()
        .find_map(|l| l.strip_prefix("bestmove "))
        .and_then(|r| r.split_whitespace().next())
        .map(str::to_string)
}

/// `go perft 1` moves, sorted.
fn perft1_moves(setup: &str) -> Vec<String> {
    let out = engine(format!("{setup}\ngo perft 1\n").as_bytes());
    let mut moves: Vec<String> = perft_answer(&out).0.into_iter().map(|(m, _)| m).collect();
    moves.sort();
    moves
}

#[test]
fn moves_after_a_material_draw_are_played_as_fairy_stockfish_does() {
    // Xiangqi, generals and one advisor: a draw by material at once by our
    // rules. Fairy-Stockfish plays on; these moves and this FEN are its.
    let out = engine(
        b"setoption name UCI_Variant value xiangqi\n\
          position fen 3ak4/9/9/9/9/9/9/9/9/3K5 w - - 0 1 moves d1d2 e10e9\nd\ngo depth 3\n",
    );
    assert_eq!(fen_of(&out), "3a5/4k4/9/9/9/9/9/9/3K5/9 w - - 2 2", "{out}");
    assert!(
        out.contains(
            "info string warning: the game was over by our rules (draw by material) before move 1"
        ),
        "{out}"
    );
    assert!(!out.contains("info string error"), "{out}");
    let best = bestmove_of(&out).expect("a bestmove");
    assert!(["d2d1", "d2d3", "d2e2"].contains(&best.as_str()), "{out}");
    // Janggi (traditional rules: generals and guards only is a draw).
    let out = engine(
        b"setoption name UCI_Variant value janggitraditional\n\
          position fen 3ak4/9/9/9/9/9/9/9/3K5/9 w - - 0 1 moves d2d1 e10f10 d1d2\nd\ngo depth 2\n",
    );
    assert_eq!(
        board_and_turn(&fen_of(&out)),
        "3a1k3/9/9/9/9/9/9/9/3K5/9 b",
        "{out}"
    );
    assert!(out.contains("(draw by material)"), "{out}");
    assert!(!out.contains("info string error"), "{out}");
    assert!(bestmove_of(&out).is_some_and(|m| m != "(none)"), "{out}");
}

#[test]
fn moves_after_the_move_limit_are_played() {
    // `janggi`: 100 plies without a capture end the game on points; the
    // GUI plays on and so do we.
    let out = engine(
        b"position fen rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 99 50 moves h1g3 h10g8\nd\ngo depth 2\n",
    );
    assert!(out.contains("by moveLimit) before move 2 (h10g8)"), "{out}");
    assert!(!out.contains("info string error"), "{out}");
    assert_eq!(
        board_and_turn(&fen_of(&out)),
        "rnba1ab1r/4k4/1c4nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C4NC1/4K4/RNBA1AB1R w",
        "{out}"
    );
    assert!(bestmove_of(&out).is_some_and(|m| m != "(none)"), "{out}");
}

#[test]
fn moves_after_a_bikjang_that_ends_the_game_are_played() {
    // A profile where facing generals end the game at once: the board still
    // has moves, so the GUI's next move is played.
    let out = engine(
        b"setoption name UCI_Variant value janggi-bikjang-scoring\n\
          position fen 3k5/9/9/9/9/9/9/9/4K4/9 b - - 0 1 moves d10e10 e2d2\nd\ngo depth 2\n",
    );
    assert!(out.contains("by bikjang) before move 2 (e2d2)"), "{out}");
    assert!(!out.contains("info string error"), "{out}");
    assert_eq!(
        board_and_turn(&fen_of(&out)),
        "4k4/9/9/9/9/9/9/9/3K5/9 b",
        "{out}"
    );
    assert!(bestmove_of(&out).is_some_and(|m| m != "(none)"), "{out}");
}

#[test]
fn no_legal_move_gives_fairy_stockfishs_answer() {
    // An accepted bikjang (`janggi`): no move on the board, as in
    // Fairy-Stockfish, which answers `info depth 0 score mate 0` and
    // `bestmove (none)`; the move after it is refused and named.
    let out =
        engine(b"position fen 4k4/9/9/9/9/9/9/9/4K4/9 w - - 0 1 moves e2e2 e10d10\ngo depth 3\n");
    let error = out
        .lines()
        .find(|l| l.starts_with("info string error:"))
        .expect("an error line");
    assert!(
        error.contains("move 2 (e10d10): no move is legal here"),
        "{error}"
    );
    assert!(
        out.ends_with("info depth 0 score mate 0\nbestmove (none)\n"),
        "{out}"
    );
    // Checkmate (Xiangqi), straight from a FEN.
    let out = engine(
        b"setoption name UCI_Variant value xiangqi\nposition fen 3k5/3R5/3R5/9/9/9/9/9/9/4K4 b - - 0 1\ngo depth 3\n",
    );
    assert!(
        out.ends_with("info depth 0 score mate 0\nbestmove (none)\n"),
        "{out}"
    );
}

#[test]
fn a_soldier_in_its_own_palace_moves_as_in_fairy_stockfish() {
    // Boards no game reaches (a soldier never retreats), loaded as
    // Fairy-Stockfish loads them; the move lists are its `go perft 1`.
    let fsf = [
        (
            "5k3/9/9/9/9/9/9/5P3/3K5/3P5 w - - 0 1",
            "d1c1 d1e1 d1e2 d2d2 d2d3 d2e2 f3e3 f3f4 f3g3",
        ),
        (
            "3k5/4p4/9/9/9/9/9/9/5K3/9 b - - 0 1",
            "d10d10 d10d9 d10e10 e9d8 e9d9 e9e8 e9f8 e9f9",
        ),
        (
            "3k5/9/9/9/9/9/9/9/4P4/4K4 w - - 0 1",
            "e1d1 e1e1 e1f1 e2d2 e2d3 e2e3 e2f2 e2f3",
        ),
    ];
    for (fen, moves) in fsf {
        assert_eq!(
            perft1_moves(&format!("position fen {fen}")).join(" "),
            moves,
            "{fen}"
        );
    }
    // And it plays them: the diagonal step out of the centre.
    let out = engine(b"position fen 3k5/9/9/9/9/9/9/9/4P4/4K4 w - - 0 1 moves e2d3\nd\n");
    assert!(!out.contains("info string error"), "{out}");
    assert_eq!(
        board_and_turn(&fen_of(&out)),
        "3k5/9/9/9/9/9/9/3P5/9/4K4 b",
        "{out}"
    );
}

/// `(multipv, score, first move)` of the `info depth <depth>` lines.
fn multipv_lines(out: &str, depth: u32) -> Vec<(u32, i32, String)> {
    let prefix = format!("info depth {depth} ");
    out.lines()
        .filter(|l| l.starts_with(&prefix))
        .map(|l| {
            let w: Vec<&str> = l.split_whitespace().collect();
            let after = |key: &str| w[w.iter().position(|&x| x == key).expect(key) + 1];
            let k = after("multipv").parse().expect("multipv");
            let v: i32 = w[w.iter().position(|&x| x == "score").unwrap() + 2]
                .parse()
                .expect("score");
            // A mate in n as ±(100000 - n): above every centipawn score.
            let cp = match after("score") {
                "cp" => v,
                _ => v.signum() * (100_000 - v.abs()),
            };
            (k, cp, after("pv").to_string())
        })
        .collect()
}

#[test]
fn multipv_reports_distinct_moves_best_first() {
    // Xiangqi: Red can take a chariot (cannon i3 over the elephant), a
    // soldier, or a horse (which frees Black's chariot): three captures of
    // clearly different worth.
    let fen = "4k2nr/9/8b/n8/4p4/4P4/9/8C/9/R2K5 w - - 0 1";
    let depth = 5;
    let out = engine(
        format!(
            "setoption name UCI_Variant value xiangqi\nsetoption name MultiPV value 3\n\
             position fen {fen}\ngo depth {depth}\n"
        )
        .as_bytes(),
    );
    for d in 1..=depth {
        let lines = multipv_lines(&out, d);
        assert_eq!(
            lines.iter().map(|l| l.0).collect::<Vec<_>>(),
            [1, 2, 3],
            "depth {d}: {out}"
        );
        let mut moves: Vec<&str> = lines.iter().map(|l| l.2.as_str()).collect();
        assert!(
            lines.windows(2).all(|w| w[0].1 >= w[1].1),
            "depth {d}: {out}"
        );
        moves.sort();
        moves.dedup();
        assert_eq!(moves.len(), 3, "depth {d}: {out}");
    }
    let lines = multipv_lines(&out, depth);
    assert_eq!(
        bestmove_of(&out).as_deref(),
        Some(lines[0].2.as_str()),
        "{out}"
    );
    // Each move searched on its own, from the other side, to the same
    // depth: the scores come in the same order.
    let alone: Vec<i32> = lines
        .iter()
        .map(|(_, _, m)| {
            let out = engine(
                format!(
                    "setoption name UCI_Variant value xiangqi\nposition fen {fen} moves {m}\ngo depth {}\n",
                    depth - 1
                )
                .as_bytes(),
            );
            -multipv_lines(&out, depth - 1)[0].1
        })
        .collect();
    assert!(alone.windows(2).all(|w| w[0] > w[1]), "{alone:?} {lines:?}");
    // The chariot first.
    assert_eq!(lines[0].2, "i3i10", "{out}");
}

#[test]
fn multipv_beyond_the_legal_moves_reports_each_once() {
    // Black's general has two moves, d9 and e10 (only generals: a draw
    // by material, played on).
    let out = engine(
        b"setoption name UCI_Variant value xiangqi\nsetoption name MultiPV value 5\n\
          position fen 3k5/9/9/9/9/9/9/9/9/5K3 b - - 0 1\ngo depth 3\n",
    );
    let lines = multipv_lines(&out, 3);
    assert_eq!(lines.len(), 2, "{out}");
    assert_ne!(lines[0].2, lines[1].2, "{out}");
    // Out of range is refused and named; the search still reports one line.
    let out = engine(b"setoption name MultiPV value 9\ngo depth 2\n");
    assert!(
        out.contains("info string error: bad value '9' for MultiPV"),
        "{out}"
    );
    assert_eq!(multipv_lines(&out, 2).len(), 1, "{out}");
}

#[test]
fn byoyomi_with_no_main_time_is_answered_in_about_a_second() {
    // What a GUI sends once the main time is spent: before, an unknown
    // 'byoyomi' left it waiting for a bestmove forever.
    let t = std::time::Instant::now();
    let out = engine(b"position startpos moves h1g3\ngo wtime 0 btime 0 byoyomi 1000\n");
    let took = t.elapsed();
    assert!(!out.contains("info string"), "{out}");
    assert!(bestmove_of(&out).is_some_and(|m| m != "(none)"), "{out}");
    assert!(
        took > std::time::Duration::from_millis(500)
            && took < std::time::Duration::from_millis(3000),
        "{took:?}"
    );
}

/// As the analysis board asks (issue 31): `MultiPV 3` and `go movetime
/// 500` from the Janggi start: every completed depth reports lines 1, 2
/// and 3 with three distinct first moves, best first.
#[test]
fn multipv_under_movetime_reports_three_distinct_lines_per_depth() {
    let out = engine(
        b"setoption name UCI_Variant value janggi\nsetoption name MultiPV value 3\n\
          position startpos\ngo movetime 500\n",
    );
    let deepest = (1..64)
        .take_while(|&d| multipv_lines(&out, d).len() == 3)
        .last()
        .expect("at least one complete depth");
    assert!(deepest >= 4, "depth {deepest} in 500 ms: {out}");
    for d in 1..=deepest {
        let lines = multipv_lines(&out, d);
        assert_eq!(
            lines.iter().map(|l| l.0).collect::<Vec<_>>(),
            [1, 2, 3],
            "depth {d}: {out}"
        );
        assert!(
            lines.windows(2).all(|w| w[0].1 >= w[1].1),
            "depth {d}: {out}"
        );
        let mut moves: Vec<&str> = lines.iter().map(|l| l.2.as_str()).collect();
        moves.sort();
        moves.dedup();
        assert_eq!(moves.len(), 3, "depth {d}: {out}");
    }
}
