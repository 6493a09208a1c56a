//! Shared by the app's integration tests: calling a command through Tauri's
//! real IPC layer (capabilities included) on the mock runtime, as the
//! webview would.

use serde_json::Value;
use tauri::ipc::{CallbackFn, InvokeBody};
use tauri::test::{get_ipc_response, MockRuntime, INVOKE_KEY};
use tauri::webview::InvokeRequest;
use tauri::WebviewWindow;

/// Invokes `cmd` with `args` from window `w`: the command's JSON answer, or
/// the rejected `AppError` as JSON.
pub fn invoke(w: &WebviewWindow<MockRuntime>, cmd: &str, args: Value) -> Result<Value, Value> {
    let request = InvokeRequest {
        cmd: cmd.into(),
        callback: CallbackFn(0),
        error: CallbackFn(1),
        url: "tauri://localhost".parse().expect("a valid URL"),
        body: InvokeBody::Json(args),
        headers: Default::default(),
        invoke_key: INVOKE_KEY.to_string(),
    };
    get_ipc_response(w, request).map(|b| b.deserialize::<Value>().expect("a JSON answer"))
}

/// A finished game's export text, as `save_export` and `copy_export` make
/// it (the app has no command that returns it to the webview): the text as
/// JSON, or the `AppError` as JSON (an unknown format is `badArgument`).
#[allow(dead_code)] // not every test binary exports
pub fn export(w: &WebviewWindow<MockRuntime>, id: &Value, format: &str) -> Result<Value, Value> {
    use tauri::Manager;
    let err = |e: janggi::error::AppError| serde_json::to_value(e).expect("an error as JSON");
    let format: janggi::dto::RecordFormat = serde_json::from_value(Value::from(format))
        .map_err(|e| err(janggi::error::AppError::bad_argument(e.to_string())))?;
    let id = id.as_u64().expect("a game id");
    w.state::<janggi::core::AppCore>()
        .records()
        .export_game(id, format.name())
        .map(Value::from)
        .map_err(err)
}

/// Imports a file whole through the core (all or nothing; the error names
/// the first bad line), as the records tests need it: the UI's way is
/// `preview_import` then `confirm_import`, which reports game by game.
/// The `ImportResult` as JSON, or the `AppError` as JSON.
#[allow(dead_code)] // not every test binary imports
pub fn import(w: &WebviewWindow<MockRuntime>, file: &[u8]) -> Result<Value, Value> {
    use tauri::Manager;
    w.state::<janggi::core::AppCore>()
        .records()
        .import_games(file)
        .map(|r| serde_json::to_value(r).expect("a result as JSON"))
        .map_err(|e| serde_json::to_value(e).expect("an error as JSON"))
}
