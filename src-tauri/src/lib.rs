//! The Janggi / Xiangqi app: Tauri shell around janggi-rules and janggi-engine.
//! (The commands land as soon as the rules crate's Game API does.)

/// Starts the app.
#[cfg_attr(mobile, tauri::mobile_entry_point)]
pub fn run() {
    tauri::Builder::default()
        .plugin(tauri_plugin_store::Builder::new().build())
        .run(tauri::generate_context!())
        .expect("error while running tauri application");
}
