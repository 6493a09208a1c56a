//! The start armies for the UI's setup diagrams (`ui/src/board/armies.json`):
//! each side's Janggi army in each of the four setups and each side's
//! Xiangqi army, as `janggi-rules` places them ([`Board::janggi_army`],
//! [`Board::xiangqi_army`]). The UI draws them and keeps no army of its own.
//! With them, how each setup reads from the other seat
//! ([`JanggiSetup::read_from_across`]).

use janggi_rules::{Board, JanggiSetup, Role, Side};

/// The UI's name of a setup (its `SetupId`): the variant's name in
/// camelCase, e.g. `horseElephantHorseElephant`.
fn setup_id(s: JanggiSetup) -> String {
    let name = format!("{s:?}");
    let mut chars = name.chars();
    match chars.next() {
        Some(c) => c.to_ascii_lowercase().to_string() + chars.as_str(),
        None => String::new(),
    }
}

fn side_name(s: Side) -> &'static str {
    match s {
        Side::First => "first",
        Side::Second => "second",
    }
}

fn role_name(r: Role) -> &'static str {
    match r {
        Role::General => "general",
        Role::Guard => "guard",
        Role::Elephant => "elephant",
        Role::Horse => "horse",
        Role::Chariot => "chariot",
        Role::Cannon => "cannon",
        Role::Soldier => "soldier",
    }
}

/// A board's pieces as a JSON array of `{square, side, role}`.
fn pieces(b: &Board) -> String {
    let items: Vec<String> = b
        .pieces()
        .map(|(sq, p)| {
            format!(
                "{{\"square\":{},\"side\":\"{}\",\"role\":\"{}\"}}",
                sq.index(),
                side_name(p.side),
                role_name(p.role)
            )
        })
        .collect();
    format!("[{}]", items.join(","))
}

/// The whole JSON file.
pub fn generate() -> String {
    let mut out = String::from("{\n");
    let ids: Vec<String> = JanggiSetup::ALL
        .iter()
        .map(|&s| format!("\"{}\"", setup_id(s)))
        .collect();
    out.push_str(&format!("  \"setups\": [{}],\n", ids.join(", ")));
    // How each setup reads from the other seat (the preview of the
    // opponent's choice is named from across the board).
    let across: Vec<String> = JanggiSetup::ALL
        .iter()
        .map(|&s| {
            format!(
                "\"{}\": \"{}\"",
                setup_id(s),
                setup_id(s.read_from_across())
            )
        })
        .collect();
    out.push_str(&format!(
        "  \"readFromAcross\": {{{}}},\n",
        across.join(", ")
    ));
    out.push_str("  \"janggi\": {\n");
    for (i, side) in Side::ALL.into_iter().enumerate() {
        out.push_str(&format!("    \"{}\": {{\n", side_name(side)));
        for (j, setup) in JanggiSetup::ALL.into_iter().enumerate() {
            out.push_str(&format!(
                "      \"{}\": {}{}\n",
                setup_id(setup),
                pieces(&Board::janggi_army(side, setup)),
                if j + 1 < JanggiSetup::ALL.len() {
                    ","
                } else {
                    ""
                }
            ));
        }
        out.push_str(if i == 0 { "    },\n" } else { "    }\n" });
    }
    out.push_str("  },\n  \"xiangqi\": {\n");
    for (i, side) in Side::ALL.into_iter().enumerate() {
        out.push_str(&format!(
            "    \"{}\": {}{}\n",
            side_name(side),
            pieces(&Board::xiangqi_army(side)),
            if i == 0 { "," } else { "" }
        ));
    }
    out.push_str("  }\n}\n");
    out
}

/// Where the UI keeps the generated file, from this crate's directory.
pub fn target_path() -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../ui/src/board/armies.json")
}
