//! What leaves the core without being asked for: the app's events,
//! declared once, in [`with_events`]. From that table come [`AppEvent`]
//! (a variant per event), its name on the wire, [`AppEvent::send`] (the
//! app hands each to Tauri's `emit`), and [`EVENTS`], from which
//! `tests/bindings.rs` writes the UI's typed listeners
//! (`ui/src/ipc/events.ts`).

use janggi_wire::dto::{
    AnalysisInfoDto, BoardView, LanStatus, ReviewDoneDto, ReviewProgressDto, SearchInfoDto,
    StorageStatus,
};
use serde::Serialize;
use std::sync::Arc;
use ts_rs::{Config, TS};

/// Calls `$then! { … }` with every event: its variant and payload, its
/// name on the wire, and the UI's listener.
macro_rules! with_events {
    ($then:ident) => {
        $then! {
            /// The game changed without the UI asking: the computer moved or chose its setup, a clock ran out, the other device acted.
            GameUpdated(Box<BoardView>) = "game-updated" as onGameUpdated;
            /// Progress of the computer's search (a few a second).
            SearchInfo(SearchInfoDto) = "search-info" as onSearchInfo;
            /// The two-device game's connection, requests and offers changed.
            LanStatus(Box<LanStatus>) = "lan-status" as onLanStatus;
            /// Positions of a review analysed so far.
            ReviewProgress(ReviewProgressDto) = "review-progress" as onReviewProgress;
            /// A review's analysis ended (done, cancelled or failed).
            ReviewDone(Box<ReviewDoneDto>) = "review-done" as onReviewDone;
            /// The analysis board's engine lines for a position, after each completed depth.
            AnalysisInfo(Box<AnalysisInfoDto>) = "analysis-info" as onAnalysisInfo;
            /// A save failed (the game goes on in memory), or saves succeed again after a failure.
            Storage(StorageStatus) = "storage" as onStorage;
        }
    };
}

/// Where an event goes: Tauri's `emit` in the app, a list in tests.
pub trait EventSink {
    /// Sends `payload` as the event `name`.
    fn send<T: Serialize + Clone>(&self, name: &'static str, payload: T) -> Result<(), String>;
}

/// An event as declared in [`with_events`].
#[derive(Clone, Copy)]
pub struct EventSpec {
    /// Its name on the wire.
    pub name: &'static str,
    /// The UI's function that listens to it.
    pub listener: &'static str,
    /// Its doc comment, line by line.
    pub doc: &'static [&'static str],
    /// Its payload, in TypeScript.
    pub payload: fn(&Config) -> String,
    /// Writes the TypeScript declarations of its payload.
    pub export: fn(&Config) -> Result<(), ts_rs::ExportError>,
}

macro_rules! define_events {
    ($($(#[doc = $doc:literal])* $variant:ident($payload:ty) = $name:literal as $listener:ident;)*) => {
        /// Something the UI did not ask for.
        #[derive(Debug, Clone)]
        pub enum AppEvent {
            $($(#[doc = $doc])* $variant($payload),)*
        }

        impl AppEvent {
            /// The event name on the wire.
            pub fn name(&self) -> &'static str {
                match self {
                    $(AppEvent::$variant(_) => $name,)*
                }
            }

            /// Sends the event to `sink` under its name.
            pub fn send<S: EventSink>(self, sink: &S) -> Result<(), String> {
                match self {
                    $(AppEvent::$variant(payload) => sink.send($name, payload),)*
                }
            }
        }

        /// Every event, in the table's order.
        pub const EVENTS: &[EventSpec] = &[$(
            EventSpec {
                name: $name,
                listener: stringify!($listener),
                doc: &[$($doc),*],
                payload: <$payload as TS>::name,
                export: janggi_wire::args::export_type::<$payload>,
            },
        )*];
    };
}

with_events!(define_events);

/// Where events go (the Tauri app handle's `emit` in the app).
pub type Notifier = Arc<dyn Fn(AppEvent) + Send + Sync>;
