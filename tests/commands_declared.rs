//! The commands are declared once, in src-tauri/commands.txt (build.rs
//! reads it to give each its permission). This checks the other places
//! that must agree with it: the handler list in lib.rs, the capability the
//! webview gets, and the commands the UI's IPC wrappers call.

use std::collections::BTreeSet;

const ROOT: &str = env!("CARGO_MANIFEST_DIR");

fn read(path: &str) -> String {
    std::fs::read_to_string(format!("{ROOT}/{path}")).unwrap_or_else(|e| panic!("{path}: {e}"))
}

fn declared() -> BTreeSet<String> {
    read("src-tauri/commands.txt")
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(String::from)
        .collect()
}

#[test]
fn lib_registers_exactly_the_declared_commands() {
    let lib = read("src-tauri/src/lib.rs");
    let start = lib
        .find("generate_handler![")
        .expect("generate_handler! in lib.rs");
    let end = start + lib[start..].find(']').unwrap();
    let registered: BTreeSet<String> = lib[start + "generate_handler![".len()..end]
        .split(',')
        .map(str::trim)
        .filter(|p| !p.is_empty())
        .map(|p| p.rsplit("::").next().unwrap().to_string())
        .collect();
    assert_eq!(registered, declared());
}

#[test]
fn the_capability_grants_exactly_the_declared_commands() {
    let cap: serde_json::Value =
        serde_json::from_str(&read("src-tauri/capabilities/default.json")).unwrap();
    let granted: BTreeSet<String> = cap["permissions"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|p| p.as_str())
        .filter(|p| !p.starts_with("core:"))
        .map(|p| {
            p.strip_prefix("allow-")
                .unwrap_or_else(|| panic!("unexpected permission {p}"))
                .replace('-', "_")
        })
        .collect();
    assert_eq!(granted, declared());
}

#[test]
fn the_ui_calls_only_declared_commands() {
    let declared = declared();
    let mut called = BTreeSet::new();
    for path in [
        "ui/src/ipc/index.ts",
        "ui/src/tutorial/api.ts",
        "ui/src/puzzles/api.ts",
    ] {
        let text = read(path);
        for part in text.split("call<").skip(1) {
            let name = part.split('"').nth(1).unwrap().to_string();
            called.insert(name);
        }
    }
    assert!(called.len() >= 20, "{called:?}");
    let unknown: Vec<_> = called.difference(&declared).collect();
    assert!(
        unknown.is_empty(),
        "the UI calls undeclared commands {unknown:?}"
    );
    let unused: Vec<_> = declared.difference(&called).collect();
    assert!(
        unused.is_empty(),
        "declared commands the UI never calls: {unused:?}"
    );
}

#[test]
fn every_path_in_the_readme_table_exists() {
    let readme = read("README.md");
    let table = readme
        .split("## Where things live")
        .nth(1)
        .expect("README has a Where things live table");
    let mut paths = 0;
    for line in table.lines().take_while(|l| !l.starts_with("## ")) {
        if let Some(path) = line.strip_prefix("| `").and_then(|l| l.split('`').next()) {
            assert!(
                std::path::Path::new(ROOT).join(path).exists(),
                "README names {path}, which does not exist"
            );
            paths += 1;
        }
    }
    assert!(paths >= 8, "{paths} paths");
}
