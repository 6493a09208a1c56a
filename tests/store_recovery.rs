//! Start-up with an unreadable store file: the app starts with default
//! settings, keeps the file aside as `store.json.corrupt-<time>`, tells the
//! player once (`take_notices`), and saves a fresh versioned store.
//! (Its own test binary: it needs its own `XDG_DATA_HOME`.)

mod common;

use serde_json::{json, Value};
use tauri::test::MockRuntime;
use tauri::{WebviewWindow, WebviewWindowBuilder};

fn invoke(w: &WebviewWindow<MockRuntime>, cmd: &str, args: Value) -> Result<Value, Value> {
    common::invoke(w, cmd, args)
}

#[test]
fn a_corrupt_store_never_stops_start_up() {
    let root = std::env::temp_dir().join(format!("janggi-store-recovery-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&root);
    let dir = root.join("app.janggi.offline");
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("store.json"), b"\x00\xffnot json at all{{{").unwrap();
    std::env::set_var("XDG_DATA_HOME", &root);

    let app = janggi::app_builder(tauri::test::mock_builder())
        .build(tauri::generate_context!(test = true))
        .expect("the app builds");
    janggi::init(app.handle());
    let w = WebviewWindowBuilder::new(&app, "main", Default::default())
        .build()
        .unwrap();

    // Defaults, and the player is told once.
    let s = invoke(&w, "get_settings", json!({})).unwrap();
    assert_eq!(s["sound"], true);
    let notices = invoke(&w, "take_notices", json!({})).unwrap();
    assert_eq!(notices.as_array().unwrap().len(), 1, "{notices}");
    assert_eq!(notices[0]["type"], "storeReset");
    let kept = notices[0]["keptAs"].as_str().unwrap();
    assert!(kept.contains("store.json.corrupt-"), "{kept}");
    assert_eq!(std::fs::read(kept).unwrap(), b"\x00\xffnot json at all{{{");
    assert_eq!(invoke(&w, "take_notices", json!({})).unwrap(), json!([]));

    // Saving the settings writes them (to the store plugin's settings.json);
    // the next game's save writes a fresh, versioned store.
    let mut changed = s.clone();
    changed["animation"] = json!("fast");
    invoke(&w, "set_settings", json!({ "settings": changed })).unwrap();
    invoke(
        &w,
        "new_game",
        json!({ "options": { "variant": "xiangqi", "mode": { "type": "twoPlayers" }, "profile": "xiangqi", "moveTimerSecs": null } }),
    )
    .unwrap();
    let stored: Value =
        serde_json::from_slice(&std::fs::read(dir.join("store.json")).unwrap()).unwrap();
    assert_eq!(stored["version"], janggi::records::SCHEMA_VERSION);
    let settings: Value =
        serde_json::from_slice(&std::fs::read(dir.join("settings.json")).unwrap()).unwrap();
    assert_eq!(settings["settings"]["animation"], "fast");
}
