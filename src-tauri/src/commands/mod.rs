//! The commands, by feature. Each is declared once, in the table of the
//! wire crate (`janggi_wire::with_commands`, in
//! `src-tauri/crates/wire/src/table.rs`); from
//! that line come its typed arguments ([`args`]: `args::<name>::Args`,
//! decoded in one go, a malformed argument an `AppError` of kind
//! `badArgument`, never a panic), its Tauri handler and its place in
//! [`handler`]. The function here is thin: it calls
//! [`crate::core::AppCore`] with the decoded arguments and returns its
//! result.
//!
//! Commands are `async` so they run on Tauri's async runtime instead of the
//! main (UI) thread.

pub mod ai;
pub mod analysis;
mod dialog;
pub mod game;
pub mod lan;
pub mod puzzles;
pub mod rating;
pub mod records;
pub mod review;
pub mod settings;
pub mod tutorial;

/// Each command's arguments, decoded from the call (the wire crate's).
pub use janggi_wire::args;

use crate::core::AppCore;
use janggi_wire::error::AppError;
use serde_json::{Map, Value};
use tauri::ipc::InvokeBody;
use tauri::{AppHandle, Runtime};

/// What a command works with: the app's core and the app (for its native
/// dialogs and clipboard).
pub struct Cx<'a, R: Runtime> {
    /// The app's state.
    pub core: &'a AppCore,
    /// The app.
    pub app: &'a AppHandle<R>,
}

/// The call's arguments: the JSON object the webview sent (no body reads as
/// no arguments; raw bytes are refused).
fn call_args(body: &InvokeBody) -> Result<Map<String, Value>, AppError> {
    match body {
        InvokeBody::Json(Value::Object(map)) => Ok(map.clone()),
        InvokeBody::Json(Value::Null) => Ok(Map::new()),
        InvokeBody::Json(other) => Err(AppError::bad_argument(format!(
            "the arguments are not an object: {other}"
        ))),
        InvokeBody::Raw(_) => Err(AppError::bad_argument(
            "the arguments are bytes, not an object",
        )),
    }
}

/// From the table: one `#[tauri::command]` per command, which decodes its
/// arguments and calls `commands::<module>::<name>`, and [`handler`].
macro_rules! define_handlers {
    ($(
        $(#[doc = $doc:literal])*
        $effect:ident $module:ident :: $name:ident { $($field:ident : $ty:ty),* $(,)? } -> $ret:ty;
    )*) => {
        mod handlers {
            use super::*;
            use janggi_wire::dto::*;
            use tauri::State;
            $(
                #[tauri::command]
                async fn $name<R: Runtime>(
                    app: AppHandle<R>,
                    core: State<'_, AppCore>,
                    request: tauri::ipc::Request<'_>,
                ) -> Result<$ret, AppError> {
                    let a = args::$name::Args::decode(&call_args(request.body())?)?;
                    super::$module::$name(Cx { core: core.inner(), app: &app }, a).await
                }
            )*

            /// The invoke handler of every declared command.
            pub fn handler<R: Runtime>() -> impl Fn(tauri::ipc::Invoke<R>) -> bool + Send + Sync + 'static {
                tauri::generate_handler![$($name),*]
            }
        }
        pub use handlers::handler;
    };
}

janggi_wire::with_commands!(define_handlers);
