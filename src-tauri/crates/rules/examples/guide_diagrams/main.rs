//! Writes the guide's diagram data (`ui/src/guide/diagrams.json`): positions
//! with legal destinations, captures, check/mate/bikjang/stalemate flags and
//! move notation, all computed by `janggi-rules`; and the start armies of
//! the setup diagrams (`ui/src/board/armies.json`); and the names of the
//! board's points (`ui/src/board/coords.json`).
//!
//! ```text
//! cargo run -p janggi-rules --example guide_diagrams          # rewrite the file
//! cargo run -p janggi-rules --example guide_diagrams -- -     # print the diagrams to stdout
//! ```
//! The test `tests/guide_diagrams.rs` fails when a committed file is stale.

mod armies;
mod coords;
mod data;

fn main() {
    let json = match data::generate() {
        Ok(j) => j,
        Err(e) => {
            eprintln!("guide diagram rejected by the rules: {e}");
            std::process::exit(1);
        }
    };
    if std::env::args().nth(1).as_deref() == Some("-") {
        print!("{json}");
        return;
    }
    for (path, text) in [
        (data::target_path(), json),
        (armies::target_path(), armies::generate()),
        (coords::target_path(), coords::generate()),
    ] {
        if let Err(e) = std::fs::write(&path, text) {
            eprintln!("cannot write {}: {e}", path.display());
            std::process::exit(1);
        }
        eprintln!("wrote {}", path.display());
    }
}
