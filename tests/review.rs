//! Post-game review through the app core: a finished game reviewed in the
//! background (progress events, then the analysis), the second look served
//! from the cache next to the records, the game in progress reviewed, a
//! cancelled review, the engine's line and "try again from here".

use janggi::core::{AppCore, AppEvent, Notifier};
use janggi::dto::*;
use janggi::records::Records;
use serde_json::json;
use std::sync::mpsc::{channel, Receiver};
use std::sync::{Arc, Mutex};
use std::time::Duration;

fn core_in(dir: &std::path::Path) -> (AppCore, Receiver<AppEvent>) {
    let (tx, rx) = channel();
    let tx = Mutex::new(tx);
    let notifier: Notifier = Arc::new(move |e: AppEvent| {
        let _ = tx.lock().unwrap().send(e);
    });
    let loaded = Records::open(dir);
    let core = AppCore::new(loaded.settings, notifier);
    core.set_records(Arc::new(loaded.records));
    (core, rx)
}

/// Waits for review `id` to end; the progress seen on the way.
fn wait_done(rx: &Receiver<AppEvent>, id: u64) -> (ReviewDoneDto, Vec<ReviewProgressDto>) {
    let mut progress = Vec::new();
    loop {
        match rx
            .recv_timeout(Duration::from_secs(120))
            .expect("review-done in time")
        {
            AppEvent::ReviewProgress(p) if p.review_id == id => progress.push(p),
            AppEvent::ReviewDone(d) if d.review_id == id => return (*d, progress),
            _ => {}
        }
    }
}

/// A Xiangqi game between two players, four moves in.
fn four_xiangqi_moves(core: &AppCore) {
    let options: NewGameOptions = serde_json::from_value(json!({"variant": "xiangqi",
        "mode": {"type": "twoPlayers"}, "profile": "xiangqi", "moveTimerSecs": null}))
    .unwrap();
    core.new_game(options).unwrap();
    for (from, to) in [(19, 22), (64, 67), (1, 20), (82, 65)] {
        core.make_move(from, to).unwrap();
    }
}

/// App exit while a review runs: `shutdown` stops it and returns (it used to
/// take the review lock twice and hang).
#[test]
fn shutdown_during_a_review_returns_and_stops_it() {
    let dir = std::env::temp_dir().join(format!("janggi-review-exit-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let (core, rx) = core_in(&dir);
    core.settings()
        .update(Settings {
            review_quality: ReviewQuality::Deep,
            ..Settings::default()
        })
        .unwrap();
    four_xiangqi_moves(&core);
    let r = core.start_review(ReviewSource::Current, None).unwrap();
    assert!(r.analysis.is_none(), "a deep review is not instant");
    let core = Arc::new(core);
    let (tx, done) = channel();
    let c = Arc::clone(&core);
    std::thread::spawn(move || {
        c.shutdown();
        let _ = tx.send(());
    });
    done.recv_timeout(Duration::from_secs(20))
        .expect("shutdown returns while a review runs");
    let (d, _) = wait_done(&rx, r.review_id);
    assert!(
        d.cancelled && d.analysis.is_none(),
        "the review was cancelled, not finished"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn review_of_a_record_of_the_game_in_progress_cached_cancelled_and_played_on() {
    let dir = std::env::temp_dir().join(format!("janggi-review-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let (core, rx) = core_in(&dir);
    core.settings()
        .update(Settings {
            review_quality: ReviewQuality::Quick,
            ..Settings::default()
        })
        .unwrap();

    // A short Xiangqi game between two players, resigned.
    four_xiangqi_moves(&core);
    core.resign().unwrap();
    let id = core
        .records()
        .list_games(GameFilter::default(), 0, 10)
        .unwrap()
        .games[0]
        .id;

    // First look: analysed in the background.
    let source = ReviewSource::Record { id };
    let r = core.start_review(source, None).unwrap();
    assert!(r.analysis.is_none() && !r.cached);
    assert_eq!(r.frames.len(), 5);
    assert_eq!(r.moves.len(), 4);
    let began = std::time::Instant::now();
    let (done, progress) = wait_done(&rx, r.review_id);
    let took = began.elapsed();
    assert!(!done.cancelled);
    assert_eq!(progress.last().map(|p| (p.done, p.total)), Some((5, 5)));
    // At most one progress event per 200 ms (and the last one): each is a
    // repaint of the review screen.
    let allowed = 2 + (took.as_millis() / 200) as usize;
    assert!(
        progress.len() <= allowed,
        "{} progress events in {took:?}",
        progress.len()
    );
    let a = done.analysis.expect("an analysis");
    assert_eq!(a.quality, ReviewQuality::Quick, "the settings' quality");
    assert_eq!(a.positions.len(), 5);
    assert_eq!(a.moves.len(), 4);
    assert!(a.positions[..4]
        .iter()
        .all(|p| p.best.is_some() && !p.line.is_empty()));
    let counted = |s: &SideReviewDto| {
        let c = s.counts;
        c.best + c.good + c.inaccuracy + c.mistake + c.blunder
    };
    assert_eq!((counted(&a.first), counted(&a.second)), (2, 2));
    // A move is best exactly when it is the engine's or loses next to
    // nothing.
    for m in &a.moves {
        assert_eq!(m.class == MoveClass::Best, m.engine_move || m.loss <= 0.01);
    }

    // Second look: from the cache file, at once, the same analysis.
    assert!(dir
        .join("reviews")
        .join(format!("{id}-quick.json"))
        .exists());
    let again = core.start_review(source, None).unwrap();
    assert!(again.cached);
    assert_eq!(again.analysis.as_ref(), Some(&a));
    let (core2, _rx2) = core_in(&dir);
    let after_restart = core2
        .start_review(source, Some(ReviewQuality::Quick))
        .unwrap();
    assert!(after_restart.cached, "the cache survives a restart");
    assert_eq!(after_restart.analysis.as_ref(), Some(&a));

    // The engine's line from the start position, to step through.
    let line = core.reviews().line(again.review_id, 0).unwrap();
    assert!(!line.moves.is_empty());
    assert_eq!(line.frames.len(), line.moves.len() + 1);
    assert_eq!(line.moves[0], *a.positions[0].best.as_ref().unwrap());
    assert_eq!(
        core.reviews().line(again.review_id, 99).unwrap_err().kind,
        janggi::error::ErrorKind::BadArgument
    );
    assert_eq!(
        core.reviews().line(12345, 0).unwrap_err().kind,
        janggi::error::ErrorKind::BadArgument
    );

    // Try again from after Red's first move: Black (to move) plays the
    // computer, the first move kept.
    let v = core.review_play_from(again.review_id, 1).unwrap();
    assert_eq!(v.moves.len(), 1);
    assert_eq!(v.moves[0], r.moves[0]);
    assert!(matches!(
        v.mode,
        Mode::VsComputer {
            human_side: SideDto::Second,
            ..
        }
    ));

    // The game in progress, up to here (one move).
    let cur = core.start_review(ReviewSource::Current, None).unwrap();
    assert_eq!(cur.frames.len(), 2);
    let (done, _) = wait_done(&rx, cur.review_id);
    assert_eq!(done.analysis.unwrap().positions.len(), 2);

    // A deep review cancelled at once ends as cancelled, without analysis.
    let deep = core
        .start_review(source, Some(ReviewQuality::Deep))
        .unwrap();
    assert!(deep.analysis.is_none());
    assert!(core.reviews().cancel(deep.review_id));
    let (done, _) = wait_done(&rx, deep.review_id);
    assert!(done.cancelled && done.analysis.is_none());
    assert!(!core.reviews().cancel(deep.review_id), "no longer running");

    // Deleting the game deletes its cached reviews.
    core.delete_game(id).unwrap();
    assert!(!dir
        .join("reviews")
        .join(format!("{id}-quick.json"))
        .exists());
    let _ = std::fs::remove_dir_all(&dir);
}

/// `make bench-review`: how long a 100-ply game takes to review at each
/// quality here (the Janggi game is the first of the test records with
/// 100 plies or more, cut at 100; the Xiangqi one is played by the engine).
#[test]
#[ignore]
fn bench_review_100_plies() {
    use janggi::review;
    use janggi_engine::{Engine, Limits};
    use janggi_formats as formats;
    use janggi_rules::{Game, RuleProfile};
    use std::sync::atomic::AtomicBool;
    use std::time::Instant;

    let root = env!("CARGO_MANIFEST_DIR");
    let gib = std::fs::read(format!(
        "{root}/src-tauri/crates/formats/tests/data/records/gib02_2010_kbs_chuseok.gib"
    ))
    .unwrap();
    let record = formats::import(&gib)
        .unwrap()
        .games
        .into_iter()
        .map(|g| g.record)
        .find(|r| r.moves.len() >= 100)
        .expect("a game of 100 plies");
    let janggi = (
        record.start_position().unwrap(),
        record.moves[..100].to_vec(),
    );
    let mut g = Game::new(RuleProfile::XIANGQI);
    let mut engine = Engine::new(16, 1);
    let stop = AtomicBool::new(false);
    while g.moves().len() < 100 && !g.outcome().is_over() {
        let r = engine.search(&g, &Limits::nodes(3000), &stop, &mut |_| {});
        g.play(r.best).unwrap();
    }
    let xiangqi = (g.start_position().clone(), g.moves().to_vec());

    let qualities = match std::env::var("REVIEW_QUALITY").as_deref() {
        Ok("all") => vec![
            ReviewQuality::Quick,
            ReviewQuality::Normal,
            ReviewQuality::Deep,
        ],
        _ => vec![ReviewQuality::Normal],
    };
    for (name, (start, moves)) in [("janggi", janggi), ("xiangqi", xiangqi)] {
        let games = review::games(&start, &moves);
        for &q in &qualities {
            let t = Instant::now();
            let cpu0 = thread_cpu_secs();
            let mut evals = Vec::new();
            assert!(review::analyse(
                &games,
                q,
                &mut evals,
                &stop,
                &mut |_, _| {}
            ));
            let s = t.elapsed().as_secs_f64();
            let cpu = thread_cpu_secs().zip(cpu0).map(|(b, a)| b - a);
            let depth: u32 = evals.iter().map(|e| e.depth).sum();
            println!(
                "bench-review: {name} {} plies at {q:?} ({} nodes/position): wall {s:.1} s, CPU {} s, mean depth {:.1}",
                moves.len(),
                review::nodes_per_position(q),
                cpu.map_or("?".into(), |c| format!("{c:.1}")),
                f64::from(depth) / evals.len() as f64
            );
        }
    }
}

/// CPU time of the calling thread in seconds (Linux: /proc), which a
/// loaded machine does not inflate the way it does wall time.
fn thread_cpu_secs() -> Option<f64> {
    let stat = std::fs::read_to_string("/proc/thread-self/stat").ok()?;
    // The fields after the command name, which is in parentheses.
    let rest = &stat[stat.rfind(')')? + 2..];
    let f: Vec<&str> = rest.split_whitespace().collect();
    let ticks = f.get(11)?.parse::<f64>().ok()? + f.get(12)?.parse::<f64>().ok()?;
    Some(ticks / 100.0)
}

// ---- the analysis board ---------------------------------------------------

/// The next `analysis-info` for `node` that satisfies `ok`.
fn wait_analysis(
    rx: &Receiver<AppEvent>,
    node: u32,
    ok: impl Fn(&AnalysisInfoDto) -> bool,
) -> AnalysisInfoDto {
    let until = std::time::Instant::now() + Duration::from_secs(60);
    loop {
        let left = until.saturating_duration_since(std::time::Instant::now());
        match rx.recv_timeout(left).expect("analysis-info in time") {
            AppEvent::AnalysisInfo(i) if i.node == node && ok(&i) => return *i,
            _ => {}
        }
    }
}

#[test]
fn the_analysis_board_shows_three_distinct_lines_and_follows_the_shown_position() {
    let dir = std::env::temp_dir().join(format!("janggi-analysis-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let (core, rx) = core_in(&dir);
    let v = core
        .analysis_open(AnalysisSource::Start {
            variant: VariantId::Xiangqi,
        })
        .unwrap();
    assert_eq!((v.node, v.at, v.lines, v.engine_on), (0, 0, 3, true));
    let info = wait_analysis(&rx, 0, |i| i.depth >= 6 && i.lines.len() == 3);
    let firsts: std::collections::HashSet<String> = info
        .lines
        .iter()
        .map(|l| l.best.as_ref().expect("a first move").uci.clone())
        .collect();
    assert_eq!(firsts.len(), 3, "three distinct first moves: {firsts:?}");
    // Best first, from Red's side (Red to move): win chances do not rise.
    let chances: Vec<f64> = info.lines.iter().map(|l| l.win_chance).collect();
    assert!(
        chances.windows(2).all(|w| w[0] >= w[1] - 1e-9),
        "{chances:?}"
    );

    // A move: the engine follows; a move from the middle branches.
    let v = core.analysis().play(19, 22).unwrap(); // Red's cannon to the centre
    assert_eq!(v.at, 1);
    let after_first = v.node;
    wait_analysis(&rx, after_first, |i| i.lines.len() == 3);
    let reply = &v.legal_moves[0];
    let v = core
        .analysis()
        .play(u32::from(reply.from), u32::from(reply.to[0]))
        .unwrap();
    let main_reply = v.node;
    let v = core.analysis().go(after_first).unwrap();
    assert_eq!(
        (v.at, v.line.len()),
        (1, 2),
        "the main line goes on past the shown move"
    );
    let other = v
        .legal_moves
        .iter()
        .flat_map(|g| g.to.iter().map(move |&t| (g.from, t)))
        .find(|&(f, t)| !(f == reply.from && t == reply.to[0]))
        .unwrap();
    let v = core
        .analysis()
        .play(u32::from(other.0), u32::from(other.1))
        .unwrap();
    assert_eq!(
        v.variations.iter().map(|s| s.node).collect::<Vec<_>>(),
        vec![main_reply, v.node],
        "the main reply first, the branch after it"
    );
    assert!(v.line.last().unwrap().branches);
    // The branch promoted is the main line; annotated; deleted, the main
    // reply is back.
    let branch = v.node;
    let v = core.analysis().promote(branch).unwrap();
    assert_eq!(v.variations[0].node, branch);
    let v = core
        .analysis()
        .annotate(branch, "a quieter reply", Some(MoveMark::Interesting))
        .unwrap();
    let step = v.line.iter().find(|s| s.node == branch).unwrap();
    assert_eq!(
        (step.symbol.as_str(), step.comment.as_str()),
        ("!?", "a quieter reply")
    );
    let v = core.analysis().delete(branch).unwrap();
    assert_eq!(v.node, after_first, "up to the branch point");
    assert_eq!(
        v.line.iter().map(|s| s.node).collect::<Vec<_>>(),
        vec![after_first, main_reply]
    );

    // Refused: an illegal move, a bad FEN, a node that is not there, 0 lines;
    // nothing changes.
    let before = core.analysis().view().unwrap();
    assert!(core.analysis().play(0, 89).is_err());
    assert!(core.analysis().go(9999).is_err());
    assert!(core.analysis().set_engine(true, 0, None).is_err());
    assert!(core.analysis().set_engine(true, 6, None).is_err());
    let bad = core.analysis_open(AnalysisSource::Fen {
        variant: VariantId::Xiangqi,
        fen: "rnbakabnr/9/9 w".into(),
        waive: false,
    });
    assert_eq!(bad.unwrap_err().kind, janggi::error::ErrorKind::BadArgument);
    assert_eq!(core.analysis().view().unwrap(), before);

    // Off: no more reports for the shown position after the last one.
    let v = core.analysis().set_engine(false, 2, None).unwrap();
    assert!(!v.engine_on);
    std::thread::sleep(Duration::from_millis(300));
    while rx.try_recv().is_ok() {}
    std::thread::sleep(Duration::from_millis(500));
    assert!(
        !rx.try_iter()
            .any(|e| matches!(e, AppEvent::AnalysisInfo(_))),
        "the engine is off"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// "Force another move": the moves set aside at the shown position are not
/// searched (the lines come without them), at least one move is left, a
/// bad move is refused and changes nothing, and another position forgets
/// them.
#[test]
fn the_analysis_engine_leaves_out_the_moves_set_aside() {
    let dir = std::env::temp_dir().join(format!("janggi-aside-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let (core, rx) = core_in(&dir);
    let v = core
        .analysis_open(AnalysisSource::Start {
            variant: VariantId::Xiangqi,
        })
        .unwrap();
    let info = wait_analysis(&rx, v.node, |i| i.depth >= 5 && i.lines.len() == 3);
    let best = info.lines[0].best.as_ref().unwrap().uci.clone();
    let v = core
        .analysis()
        .set_engine(true, 3, Some(vec![best.clone()]))
        .unwrap();
    assert_eq!(
        v.set_aside
            .iter()
            .map(|m| m.uci.as_str())
            .collect::<Vec<_>>(),
        [best.as_str()]
    );
    let info = wait_analysis(&rx, v.node, |i| i.depth >= 5 && i.lines.len() == 3);
    let firsts: Vec<String> = info
        .lines
        .iter()
        .map(|l| l.best.as_ref().unwrap().uci.clone())
        .collect();
    assert!(!firsts.contains(&best), "{best} is left out: {firsts:?}");
    // Refused, nothing changed: a move that is not legal here.
    let before = core.analysis().view().unwrap();
    let e = core
        .analysis()
        .set_engine(true, 3, Some(vec!["a1a9".into(), "x".into()]))
        .unwrap_err();
    assert_eq!(e.kind, janggi::error::ErrorKind::BadArgument);
    assert_eq!(core.analysis().view().unwrap(), before);
    // Absent: kept; another position: forgotten.
    assert_eq!(
        core.analysis()
            .set_engine(true, 2, None)
            .unwrap()
            .set_aside
            .len(),
        1
    );
    let v = core.analysis().play(19, 22).unwrap();
    assert!(v.set_aside.is_empty());
    let v = core.analysis().go(0).unwrap();
    assert!(v.set_aside.is_empty(), "set aside at one visit only");

    // Two legal moves (e1d1 would face the other general): one may be set
    // aside, and then the engine shows the other; not both.
    let v = core
        .analysis_open(AnalysisSource::Fen {
            variant: VariantId::Xiangqi,
            fen: "3k5/9/9/9/9/p8/9/9/9/4K4 w - - 0 1".into(),
            waive: true,
        })
        .unwrap();
    let both = vec!["e1e2".to_string(), "e1f1".to_string()];
    let e = core.analysis().set_engine(true, 3, Some(both)).unwrap_err();
    assert_eq!(e.kind, janggi::error::ErrorKind::BadArgument);
    let v2 = core
        .analysis()
        .set_engine(true, 3, Some(vec!["e1e2".into()]))
        .unwrap();
    let info = wait_analysis(&rx, v2.node, |i| i.study == v2.study && i.done);
    assert_eq!(
        info.lines
            .iter()
            .map(|l| l.best.as_ref().unwrap().uci.as_str())
            .collect::<Vec<_>>(),
        ["e1f1"],
        "only the move left"
    );
    assert_eq!(v.node, v2.node);
    let _ = std::fs::remove_dir_all(&dir);
}
