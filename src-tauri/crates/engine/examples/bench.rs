//! `make bench-engine`: the engine bench (same as the UCI `bench` command).
//! Usage: `bench [depth]`.
fn main() {
    let depth = std::env::args()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(janggi_engine::bench::DEFAULT_DEPTH);
    let report = janggi_engine::bench::run_bench(depth, &mut |line| println!("{line}"));
    println!("===========================");
    println!("Total time (ms) : {}", report.elapsed.as_millis());
    println!("Nodes searched  : {}", report.nodes);
    println!("Nodes/second    : {}", report.nps());
}
