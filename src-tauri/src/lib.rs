//! The Janggi / Xiangqi app: a thin Tauri 2 shell around `janggi-rules`
//! (every rule), `janggi-formats` (record files) and `janggi-engine` (the
//! computer).
//!
//! Layers, each using only those below it (checked by `make lint`):
//!
//! ```text
//! commands        thin #[tauri::command] fns: parse arguments, call the core
//! core            AppCore: wires session, records and AI worker; events
//! ai              background search, hints, the review's and analysis board's threads
//! analysis        the analysis board: a study's tree, the engine on its position
//! review          a game's positions judged by the engine, cached by records
//! rating          the player's Glicko-2 rating per game (pure; its service keeps it)
//! records         files, schema, statistics, replay
//! session tutorial  the one game (pure); lessons and tries (pure)
//! puzzles         puzzles, tries and the player's puzzle record (pure; its service keeps it)
//! settings        the settings service: the settings in force and their store
//! dto   error   clock   sync      wire types; AppError; leaves
//! ```
//!
//! Beside them, used by start-up only: [`settings_file`] (the settings
//! through `tauri-plugin-store`).
//!
//! Below them all: `janggi-rules` (every rule), `janggi-formats` (PGN,
//! `.gib` and `.xqf` import and export) and `janggi-engine`. The UI
//! calls the commands of docs/contracts.md section 3 and listens to
//! `game-updated`, `search-info`, `review-progress`, `review-done`,
//! `analysis-info`, `lan-status` and `storage`.
#![warn(missing_docs)]

pub mod ai;
pub mod analysis;
pub mod clock;
pub mod commands;
pub mod core;
/// The wire types (the wire crate's).
pub use janggi_wire::dto;
/// `AppError` (the wire crate's).
pub use janggi_wire::error;
pub mod puzzles;
pub mod rating;
pub mod records;
pub mod review;
pub mod session;
pub mod settings;
pub mod settings_file;
mod sync;
pub mod tutorial;

use crate::core::{AppCore, AppEvent, Notifier};
use std::sync::Arc;
use tauri::{Emitter, Manager, Runtime};

/// Adds the app's plugins, state and commands to `builder`; shared by
/// [`run`] and the tests (which pass Tauri's mock builder).
pub fn app_builder<R: Runtime>(builder: tauri::Builder<R>) -> tauri::Builder<R> {
    // Phones: a haptic tick on a move (the UI asks for it; mobile.json grants it).
    #[cfg(mobile)]
    let builder = builder.plugin(tauri_plugin_haptics::init());
    // Phones: the camera reads an invitation's QR code (mobile.json grants it).
    #[cfg(mobile)]
    let builder = builder.plugin(tauri_plugin_barcode_scanner::init());
    builder
        .plugin(tauri_plugin_store::Builder::new().build())
        .plugin(tauri_plugin_dialog::init())
        .plugin(tauri_plugin_clipboard_manager::init())
        .setup(|app| {
            // After Tauri has created the window and its webview.
            clock::trace_startup("setup hook");
            init(app.handle());
            clock::trace_startup("records open");
            Ok(())
        })
        .on_page_load(|_, payload| {
            let what = match payload.event() {
                tauri::webview::PageLoadEvent::Started => "page load started",
                tauri::webview::PageLoadEvent::Finished => "page load finished",
            };
            clock::trace_startup(what);
        })
        .invoke_handler(commands::handler())
}

/// The app's events go out through Tauri's `emit`.
struct Emit<'a, R: Runtime>(&'a tauri::AppHandle<R>);

impl<R: Runtime> core::EventSink for Emit<'_, R> {
    fn send<T: serde::Serialize + Clone>(
        &self,
        name: &'static str,
        payload: T,
    ) -> Result<(), String> {
        self.0.emit(name, payload).map_err(|e| e.to_string())
    }
}

/// Opens the records (settings, finished games, the unfinished game) of the
/// app data directory, puts the [`AppCore`] under Tauri's management with
/// events going out through `app`, and resumes the unfinished game. Runs in
/// the app's setup hook; tests on the mock runtime (which never runs the
/// event loop) call it themselves.
pub fn init<R: Runtime>(app: &tauri::AppHandle<R>) {
    let dir = app
        .path()
        .app_data_dir()
        .unwrap_or_else(|_| std::env::temp_dir().join("app.janggi.offline"));
    init_in(app, &dir);
}

/// [`init`] with the records in `dir`.
pub fn init_in<R: Runtime>(app: &tauri::AppHandle<R>, dir: &std::path::Path) {
    let loaded = records::Records::open(dir);
    let emitter = app.clone();
    let notifier: Notifier = Arc::new(move |event: AppEvent| {
        let name = event.name();
        if let Err(e) = event.send(&Emit(&emitter)) {
            eprintln!("janggi: cannot emit {name}: {e}");
        }
    });
    // Settings: the plugin store's file (defaults when it does not read);
    // before there was one, those of store.json.
    let opened = settings_file::open(app, dir);
    let settings = match opened.settings {
        Some(s) => s,
        None if opened.existed => dto::Settings::default(),
        None => loaded.settings,
    };
    let core = AppCore::new(settings, notifier);
    if let Some(store) = opened.store {
        if opened.settings.is_none() {
            if let Err(e) = store.save(&settings) {
                eprintln!("janggi: {e}");
            }
        }
        core.settings().attach_store(store);
    }
    for path in loaded.kept_aside.iter().chain(&opened.kept_aside) {
        eprintln!(
            "janggi: saved data was unreadable; kept it as {}",
            path.display()
        );
        core.add_notice(dto::Notice::StoreReset {
            kept_as: path.display().to_string(),
        });
    }
    core.set_records(Arc::new(loaded.records));
    if let Some(saved) = &loaded.current {
        core.resume(saved);
    }
    // A two-device game goes on: listen again / reconnect.
    core.lan_restore();
    app.manage(core);
}

/// Stops background work when the app exits.
pub fn on_run_event<R: Runtime>(app: &tauri::AppHandle<R>, event: tauri::RunEvent) {
    if let tauri::RunEvent::Exit = event {
        if let Some(core) = app.try_state::<AppCore>() {
            core.shutdown();
        }
    }
}

/// Starts the app (desktop `main` and the mobile entry point).
#[cfg_attr(mobile, tauri::mobile_entry_point)]
pub fn run() {
    clock::started_at();
    let app = app_builder(tauri::Builder::default())
        .build(tauri::generate_context!())
        .expect("error while building the Tauri application");
    clock::trace_startup("app built");
    app.run(on_run_event);
}
