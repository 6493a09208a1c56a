//! The bench signature, as Stockfish's `tests/signature.sh`: the node count
//! of `bench` (fixed positions, fixed depth, one thread, a cleared table)
//! must be exactly `bench::SIGNATURE`. Any change to search or evaluation
//! moves it; a change that was not meant to (a refactor, a UCI option, a
//! speed-up) must not.

use janggi_engine::bench;

#[test]
fn bench_signature_is_unchanged() {
    let mut lines = Vec::new();
    let report = bench::run_bench(bench::DEFAULT_DEPTH, &mut |l| lines.push(l.to_string()));
    assert_eq!(
        report.nodes,
        bench::SIGNATURE,
        "the bench signature changed: {} nodes, expected {}.\n\
         If the search or evaluation change was intended, check the new \
         count (run `bench` in the UCI engine or `make bench-engine`), set \
         bench::SIGNATURE (src-tauri/crates/engine/src/bench.rs) to {} in the \
         same commit and say so in the commit message. If it was not \
         intended, the change altered the search.\nper position:\n{}",
        report.nodes,
        bench::SIGNATURE,
        report.nodes,
        lines.join("\n")
    );
}

#[test]
fn a_shallower_bench_is_repeatable() {
    // The signature only means something if the bench is deterministic:
    // two runs give the same count, position by position.
    let run = || {
        let mut lines = Vec::new();
        let r = bench::run_bench(6, &mut |l| lines.push(l.to_string()));
        (r.nodes, lines)
    };
    let (a, la) = run();
    let (b, lb) = run();
    assert_eq!(a, b);
    assert_eq!(la, lb);
    assert!(a > 0);
}
