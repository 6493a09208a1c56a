//! The guide's diagram data in the UI is what the rules say today: every
//! position is legal, every flag (check, mate, bikjang, stalemate) holds, and
//! the committed JSON equals a fresh generation. Regenerate with
//! `cargo run -p janggi-rules --example guide_diagrams`.

#[path = "../examples/guide_diagrams/data.rs"]
#[allow(dead_code)]
mod data;

#[test]
fn guide_diagram_data_is_current() {
    let fresh = match data::generate() {
        Ok(j) => j,
        Err(e) => panic!("a guide diagram disagrees with the rules: {e}"),
    };
    let path = data::target_path();
    let committed = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        committed == fresh,
        "{} is stale: run `cargo run -p janggi-rules --example guide_diagrams`",
        path.display()
    );
}
