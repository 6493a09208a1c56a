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
//! rating          the player's Glicko-2 rating per game (pure)
//! records         files, schema, statistics, replay
//! session tutorial  the one game (pure); lessons and tries (pure)
//! puzzles         puzzles, tries and the player's puzzle record (pure)
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
pub mod dto;
pub mod error;
mod error_tauri;
pub mod puzzles;
pub mod rating;
pub mod records;
pub mod review;
pub mod session;
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
    builder
        .plugin(tauri_plugin_store::Builder::new().build())
        .plugin(tauri_plugin_dialog::init())
        .plugin(tauri_plugin_clipboard_manager::init())
        .setup(|app| {
            init(app.handle());
            Ok(())
        })
        .invoke_handler(tauri::generate_handler![
            commands::game::new_game,
            commands::game::choose_setup,
            commands::game::make_move,
            commands::game::pass_turn,
            commands::game::undo,
            commands::game::resign,
            commands::game::offer_draw,
            commands::game::answer_draw,
            commands::game::flip,
            commands::game::get_view,
            commands::game::pause_clock,
            commands::game::explain_move,
            commands::ai::start_ai_move,
            commands::ai::hint,
            commands::settings::get_settings,
            commands::settings::set_settings,
            commands::settings::take_notices,
            commands::settings::retry_save,
            commands::tutorial::tutorial_lesson,
            commands::tutorial::tutorial_try,
            commands::tutorial::tutorial_progress,
            commands::tutorial::tutorial_reset,
            commands::records::list_games,
            commands::records::get_statistics,
            commands::records::delete_game,
            commands::records::replay_game,
            commands::records::continue_game,
            commands::records::export_game,
            commands::records::save_export,
            commands::records::copy_export,
            commands::records::open_import,
            commands::records::import_games,
            commands::records::preview_import,
            commands::records::confirm_import,
            commands::records::cancel_import,
            commands::lan::lan_host,
            commands::lan::lan_join,
            commands::lan::lan_discover,
            commands::lan::lan_status,
            commands::lan::lan_leave,
            commands::lan::lan_answer_undo,
            commands::lan::lan_offer_draw,
            commands::lan::lan_answer_draw,
            commands::lan::lan_claim_win,
            commands::review::start_review,
            commands::review::cancel_review,
            commands::review::review_line,
            commands::review::review_play_from,
            commands::analysis::analysis_open,
            commands::analysis::analysis_move,
            commands::analysis::analysis_pass,
            commands::analysis::analysis_go,
            commands::analysis::analysis_engine,
            commands::analysis::analysis_pause,
            commands::analysis::analysis_promote,
            commands::analysis::analysis_delete,
            commands::analysis::analysis_annotate,
            commands::analysis::editor_check,
            commands::analysis::editor_read,
            commands::analysis::analysis_pgn,
            commands::analysis::analysis_save,
            commands::puzzles::puzzle_next,
            commands::puzzles::puzzle_current,
            commands::puzzles::puzzle_board,
            commands::puzzles::puzzle_try,
            commands::puzzles::puzzle_hint,
            commands::puzzles::puzzle_solution,
            commands::puzzles::puzzle_stats,
            commands::rating::get_ratings,
            commands::rating::reset_rating,
        ])
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
        let sent = match event {
            AppEvent::GameUpdated(view) => emitter.emit(name, *view),
            AppEvent::SearchInfo(info) => emitter.emit(name, info),
            AppEvent::LanStatus(status) => emitter.emit(name, *status),
            AppEvent::ReviewProgress(p) => emitter.emit(name, p),
            AppEvent::ReviewDone(d) => emitter.emit(name, *d),
            AppEvent::AnalysisInfo(i) => emitter.emit(name, *i),
            AppEvent::Storage(status) => emitter.emit(name, status),
        };
        if let Err(e) = sent {
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
        core.set_settings_store(store);
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
    app_builder(tauri::Builder::default())
        .build(tauri::generate_context!())
        .expect("error while building the Tauri application")
        .run(on_run_event);
}
