//! The names of the board's points for the UI (`ui/src/board/coords.json`):
//! for every square, the numbers the game's own notation gives its file and
//! rank, as `janggi-rules` writes them. Janggi: the `.gib` numbers
//! ([`notation::korean_file`], [`notation::korean_rank`]), the same for both
//! players. Xiangqi, for each side: the WXF file ([`notation::wxf_file`],
//! Red's also in Chinese numerals, [`notation::RED_NUMERALS`]) and the rank
//! counted from that side's own edge ([`notation::own_rank`]). And the
//! palace centres ([`Square::palace_centre`]), the palaces' diagonal lines
//! (corner to corner through the centre, [`Square::in_palace`]) and the
//! last rank before the river ([`Square::on_own_half`]). The UI draws
//! coordinates, palaces and the river and names points for screen readers
//! from this table and numbers nothing.

use janggi_rules::{notation, Side, Square, FILES, RANKS};

fn side_name(s: Side) -> &'static str {
    match s {
        Side::First => "first",
        Side::Second => "second",
    }
}

/// The squares of one rank, each named by `name`, as one line of JSON.
fn rank_line(rank: u8, name: &dyn Fn(Square) -> String) -> String {
    let cells: Vec<String> = (0..FILES)
        .filter_map(|f| Square::new(f, rank))
        .map(name)
        .collect();
    cells.join(", ")
}

/// A table of all 90 squares in index order, nine to a line.
fn table(indent: &str, name: &dyn Fn(Square) -> String) -> String {
    let lines: Vec<String> = (0..RANKS)
        .map(|r| format!("{indent}  {}", rank_line(r, name)))
        .collect();
    format!("[\n{}\n{indent}]", lines.join(",\n"))
}

/// The whole JSON file.
pub fn generate() -> String {
    let janggi = table("  ", &|sq| {
        format!(
            "{{\"file\": \"{}\", \"rank\": \"{}\"}}",
            notation::korean_file(sq),
            notation::korean_rank(sq)
        )
    });
    let xiangqi: Vec<String> = Side::ALL
        .into_iter()
        .map(|side| {
            let t = table("    ", &move |sq| {
                let file = notation::wxf_file(sq, side);
                let chinese = match side {
                    Side::First => format!(
                        ", \"chinese\": \"{}\"",
                        notation::RED_NUMERALS[usize::from(file) - 1]
                    ),
                    Side::Second => String::new(),
                };
                format!(
                    "{{\"file\": \"{file}\", \"rank\": \"{}\"{chinese}}}",
                    notation::own_rank(sq, side)
                )
            });
            format!("    \"{}\": {t}", side_name(side))
        })
        .collect();
    let centres: Vec<String> = Side::ALL
        .into_iter()
        .map(|s| format!("\"{}\": {}", side_name(s), Square::palace_centre(s).index()))
        .collect();
    // Each palace's two diagonals: its corners (in the palace, a file and a
    // rank away from the centre both ways) joined to the opposite corner.
    let mut diagonals = Vec::new();
    for side in Side::ALL {
        let c = Square::palace_centre(side);
        for (df, dr) in [(-1i8, -1i8), (-1, 1)] {
            let at = |k: i8| {
                Square::new(
                    (c.file() as i8 + k * df) as u8,
                    (c.rank() as i8 + k * dr) as u8,
                )
                .filter(|s| s.in_palace(side))
            };
            if let (Some(a), Some(b)) = (at(1), at(-1)) {
                diagonals.push(format!("[{}, {}]", a.index(), b.index()));
            }
        }
    }
    let river_below = (0..RANKS)
        .filter(|&r| Square::new(0, r).is_some_and(|s| s.on_own_half(Side::First)))
        .max()
        .unwrap_or(0);
    format!(
        "{{\n  \"janggi\": {janggi},\n  \"xiangqi\": {{\n{}\n  }},\n  \"palaceCentre\": {{{}}},\n  \"palaceDiagonals\": [{}],\n  \"riverBelowRank\": {river_below}\n}}\n",
        xiangqi.join(",\n"),
        centres.join(", "),
        diagonals.join(", ")
    )
}

/// Where the UI keeps the generated file, from this crate's directory.
pub fn target_path() -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../ui/src/board/coords.json")
}
