//! Build script: tauri-build reads ../tauri.conf.json (the package dir is the
//! repository root), generates the permission set of every app command, and
//! checks the capabilities in src-tauri/capabilities.

/// The app's commands, one per line of src-tauri/commands.txt (the single
/// list: each gets an `allow-<name>` permission that
/// src-tauri/capabilities/default.json must grant explicitly).
fn commands() -> &'static [&'static str] {
    let text =
        std::fs::read_to_string("src-tauri/commands.txt").expect("read src-tauri/commands.txt");
    let names: Vec<&'static str> = Box::leak(text.into_boxed_str())
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .collect();
    Box::leak(names.into_boxed_slice())
}

/// Page embedded when the UI has not been built (a plain `cargo build` on a
/// fresh clone): it says how to build the real one instead of failing the
/// Rust build. `make run` / `make test` always build ui/dist first.
const PLACEHOLDER: &str = "<!doctype html><meta charset=utf-8><title>Janggi</title>\
<p>The UI is not built. Run <code>make run</code> (or <code>npm --prefix ui run build</code>) and rebuild.</p>";

fn main() {
    println!("cargo:rerun-if-changed=src-tauri/capabilities");
    println!("cargo:rerun-if-changed=src-tauri/commands.txt");
    println!("cargo:rerun-if-changed=ui/dist");
    let dist = std::path::Path::new("ui/dist");
    if !dist.join("index.html").exists() {
        std::fs::create_dir_all(dist).expect("create ui/dist");
        std::fs::write(dist.join("index.html"), PLACEHOLDER)
            .expect("write placeholder ui/dist/index.html");
    }
    tauri_build::try_build(
        tauri_build::Attributes::new()
            .capabilities_path_pattern("./src-tauri/capabilities/**/*")
            .app_manifest(tauri_build::AppManifest::new().commands(commands())),
    )
    .expect("failed to run tauri-build");
}
