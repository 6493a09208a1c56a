//! The guide's diagram data in the UI is what the rules say today: every
//! position is legal, every flag (check, mate, bikjang, stalemate) holds, and
//! the committed JSON equals a fresh generation; so do the start armies of
//! the setup diagrams and the names of the board's points. Regenerate them with
//! `cargo run -p janggi-rules --example guide_diagrams`.

#[path = "../examples/guide_diagrams/armies.rs"]
mod armies;

#[path = "../examples/guide_diagrams/coords.rs"]
mod coords;

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

#[test]
fn start_army_data_is_current() {
    let path = armies::target_path();
    let committed = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        committed == armies::generate(),
        "{} is stale: run `cargo run -p janggi-rules --example guide_diagrams`",
        path.display()
    );
}

#[test]
fn point_name_data_is_current() {
    let path = coords::target_path();
    let committed = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        committed == coords::generate(),
        "{} is stale: run `cargo run -p janggi-rules --example guide_diagrams`",
        path.display()
    );
}
