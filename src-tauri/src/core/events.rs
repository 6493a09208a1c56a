//! What leaves the core without being asked for.

use crate::dto::{
    AnalysisInfoDto, BoardView, LanStatus, ReviewDoneDto, ReviewProgressDto, SearchInfoDto,
    StorageStatus,
};
use std::sync::Arc;

/// Something the UI did not ask for.
#[derive(Debug, Clone)]
pub enum AppEvent {
    /// `game-updated`: the computer moved, a clock ran out, …
    GameUpdated(Box<BoardView>),
    /// `search-info`: progress of the computer's search.
    SearchInfo(SearchInfoDto),
    /// `lan-status`: the two-device game's connection, requests, offers.
    LanStatus(Box<LanStatus>),
    /// `review-progress`: positions of a review analysed so far.
    ReviewProgress(ReviewProgressDto),
    /// `review-done`: a review's analysis ended.
    ReviewDone(Box<ReviewDoneDto>),
    /// `analysis-info`: the analysis board's engine lines for a position.
    AnalysisInfo(Box<AnalysisInfoDto>),
    /// `storage`: a save failed (the game is kept in memory), or saves
    /// succeed again after a failure.
    Storage(StorageStatus),
}

impl AppEvent {
    /// The event name on the wire.
    pub fn name(&self) -> &'static str {
        match self {
            AppEvent::GameUpdated(_) => "game-updated",
            AppEvent::SearchInfo(_) => "search-info",
            AppEvent::LanStatus(_) => "lan-status",
            AppEvent::ReviewProgress(_) => "review-progress",
            AppEvent::ReviewDone(_) => "review-done",
            AppEvent::AnalysisInfo(_) => "analysis-info",
            AppEvent::Storage(_) => "storage",
        }
    }
}

/// Where events go (the Tauri app handle's `emit` in the app).
pub type Notifier = Arc<dyn Fn(AppEvent) + Send + Sync>;
