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
    android_network_permissions();
    tauri_build::try_build(
        tauri_build::Attributes::new()
            .capabilities_path_pattern("./src-tauri/capabilities/**/*")
            .app_manifest(tauri_build::AppManifest::new().commands(commands())),
    )
    .expect("failed to run tauri-build");
}

/// Two-device games need, on Android, `INTERNET` (TCP to the other device)
/// and `CHANGE_WIFI_MULTICAST_STATE` (DNS-SD finds hosted games over
/// multicast). Written into the generated Android project's manifest (only
/// when `tauri android build/dev` sets `TAURI_ANDROID_PROJECT_PATH`); no
/// other permission is asked for. iOS: `Info.ios.plist` at the root.
fn android_network_permissions() {
    if std::env::var("CARGO_CFG_TARGET_OS").as_deref() != Ok("android") {
        return;
    }
    let perms = [
        "android.permission.INTERNET",
        "android.permission.CHANGE_WIFI_MULTICAST_STATE",
    ]
    .map(|p| format!("    <uses-permission android:name=\"{p}\" />"))
    .join("\n");
    tauri_utils::build::update_android_manifest("janggi-lan-permissions", "manifest", perms)
        .expect("add the network permissions to the Android manifest");
}
