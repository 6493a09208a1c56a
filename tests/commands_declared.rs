//! The commands are declared once, in src-tauri/commands.txt (build.rs
//! reads it to give each its permission). This checks the other places
//! that must agree with it: the handler list in lib.rs, the capability the
//! webview gets, and the commands the UI's IPC wrappers call.
//!
//! It also checks the documents that point into the tree: every path named
//! in the README and in docs/ exists ([`every_path_named_in_the_docs_exists`]
//! states the rule).

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
        "ui/src/rating/api.ts",
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

/// The documents whose paths [`every_path_named_in_the_docs_exists`] checks:
/// the README, every `docs/*.md`, and the two folder READMEs.
fn documents() -> Vec<String> {
    let mut docs: Vec<String> = ["README.md", "ui/README.md", "tools/tune/README.md"]
        .map(String::from)
        .to_vec();
    let dir = std::path::Path::new(ROOT).join("docs");
    let mut names: Vec<String> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("docs/: {e}"))
        .filter_map(|e| e.ok()?.file_name().into_string().ok())
        .filter(|n| n.ends_with(".md"))
        .collect();
    names.sort();
    docs.extend(names.into_iter().map(|n| format!("docs/{n}")));
    docs
}

/// File extensions that make a backticked word a path even without a `/`.
const PATH_EXTENSIONS: &[&str] = &[
    "rs", "ts", "svelte", "md", "json", "toml", "sh", "py", "mjs", "cjs", "js", "gib", "pgn",
    "xqf", "txt", "lock", "yml", "yaml", "html", "css",
];

/// Paths the build or a run writes: named in the docs, absent from a clean tree.
const BUILT: &[&str] = &[
    "target/",
    "ui/dist",
    "gen/",
    "fuzz/corpus",
    "fuzz/artifacts",
];

/// Files the app writes in its data folder (not in the repository).
const RUNTIME_FILES: &[&str] = &["store.json", "games.json", "settings.json"];

/// Every file and folder name in the tree (not under `.git`, `target`,
/// `node_modules` or a hidden folder other than `.ci`).
fn names_in_tree() -> BTreeSet<String> {
    let mut names = BTreeSet::new();
    let mut stack = vec![std::path::PathBuf::from(ROOT)];
    while let Some(dir) = stack.pop() {
        let Ok(entries) = std::fs::read_dir(&dir) else {
            continue;
        };
        for entry in entries.flatten() {
            let name = entry.file_name().to_string_lossy().into_owned();
            let skip = name == "target"
                || name == "node_modules"
                || (name.starts_with('.') && name != ".ci");
            if entry.file_type().is_ok_and(|t| t.is_dir()) && !skip {
                stack.push(entry.path());
            }
            names.insert(name);
        }
    }
    names
}

/// What the path rule sees in a document: the text outside fenced code
/// blocks, split into inline code spans and markdown link targets.
fn code_spans_and_links(text: &str) -> (Vec<String>, Vec<String>) {
    let mut prose = String::new();
    let mut fenced = false;
    for line in text.lines() {
        if line.trim_start().starts_with("```") {
            fenced = !fenced;
        } else if !fenced {
            prose.push_str(line);
            prose.push('\n');
        }
    }
    let spans = prose
        .split('`')
        .skip(1)
        .step_by(2)
        .map(String::from)
        .collect();
    let links = prose
        .split("](")
        .skip(1)
        .map(|rest| {
            rest.split(|c: char| c == ')' || c.is_whitespace())
                .next()
                .unwrap_or("")
                .to_string()
        })
        .collect();
    (spans, links)
}

/// Whether a backticked word names a file or folder of the repository:
/// only ASCII letters, digits and `_ - . /` (so no commands, make targets,
/// globs `*`, placeholders `<…>` / `{…}`, URLs or Rust paths `a::b`), not
/// absolute (`/usr/bin/time`), not a flag (`--lambda`), not a bare
/// extension (`.gib`), and either containing a `/` or ending in one of
/// [`PATH_EXTENSIONS`].
fn is_path_like(token: &str) -> bool {
    let chars_ok = !token.is_empty()
        && token
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '-' | '.' | '/'));
    let bare_extension = token.starts_with('.') && !token.contains('/');
    let known_extension = token
        .rsplit_once('.')
        .is_some_and(|(stem, ext)| !stem.is_empty() && PATH_EXTENSIONS.contains(&ext));
    chars_ok
        && !token.starts_with('/')
        && !token.starts_with('-')
        && !bare_extension
        && (token.contains('/') || known_extension)
}

/// Every path named in the docs exists, so a moved or renamed file cannot
/// leave a stale pointer behind. The rule, for `README.md`, every
/// `docs/*.md`, `ui/README.md` and `tools/tune/README.md`, outside fenced
/// code blocks:
///
/// * a markdown link `[text](target)` to a local file (not `scheme:…`, not
///   `#anchor`; an `#anchor` after the file is ignored) must exist,
///   relative to the document's folder;
/// * a backticked word that [`is_path_like`] must exist, relative to the
///   repository root or to the document's folder; a bare file name (no `/`,
///   e.g. `level.rs`) must be the name of some file or folder in the tree.
///   Build outputs ([`BUILT`], `node_modules`) and the app's run-time files
///   ([`RUNTIME_FILES`]) are not checked.
///
/// Write a path the test should not check in plain text, not in backticks.
#[test]
fn every_path_named_in_the_docs_exists() {
    let root = std::path::Path::new(ROOT);
    let names = names_in_tree();
    let mut missing = Vec::new();
    let mut checked = 0;
    for doc in documents() {
        let folder = std::path::Path::new(&doc)
            .parent()
            .unwrap_or(std::path::Path::new(""))
            .to_path_buf();
        let (spans, links) = code_spans_and_links(&read(&doc));
        for link in links {
            let target = link.split('#').next().unwrap_or("");
            let external = target.is_empty()
                || target
                    .split_once(':')
                    .is_some_and(|(scheme, _)| scheme.chars().all(|c| c.is_ascii_alphabetic()));
            if external {
                continue;
            }
            checked += 1;
            if !root.join(&folder).join(target).exists() {
                missing.push(format!("{doc}: link ({link})"));
            }
        }
        for token in spans.iter().map(|s| s.trim()) {
            if !is_path_like(token)
                || BUILT.iter().any(|b| token.starts_with(b))
                || token.contains("node_modules")
                || RUNTIME_FILES.contains(&token)
            {
                continue;
            }
            checked += 1;
            let found = if token.contains('/') {
                root.join(token).exists() || root.join(&folder).join(token).exists()
            } else {
                names.contains(token) || root.join(&folder).join(token).exists()
            };
            if !found {
                missing.push(format!("{doc}: `{token}`"));
            }
        }
    }
    assert!(
        checked >= 100,
        "only {checked} paths checked: is the rule still finding them?"
    );
    assert!(
        missing.is_empty(),
        "{} path(s) named in the docs do not exist (move the doc with the file, or write a \
         non-path in plain text):\n  {}",
        missing.len(),
        missing.join("\n  ")
    );
}

#[test]
fn the_path_rule_tells_paths_from_other_words() {
    for path in [
        "src-tauri/src/core/",
        "docs/rules.md",
        "level.rs",
        ".ci/run",
        "tools/match",
    ] {
        assert!(is_path_like(path), "{path} is a path");
    }
    for other in [
        "make test",
        "uci:/path/to/engine@100",
        "target/release/bundle/deb/Janggi_*.deb",
        "reviews/<id>-<quality>.json",
        "src/{position,movegen}.rs",
        "janggi_rules::formats",
        "https://example.org/a.md",
        "/usr/bin/time",
        "--lambda",
        ".gib",
        "h1g3",
        "E2E_PORT+2",
    ] {
        assert!(!is_path_like(other), "{other} is not a path");
    }
}
