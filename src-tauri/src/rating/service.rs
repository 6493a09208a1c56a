//! The rating service: the player's rating ([`crate::rating`]) as the app
//! keeps it. A rated game is counted when it ends, the Home and statistics
//! screens read the ratings, a reset starts one game's rating afresh. The
//! value lives in the records' store (key `rating`, through the records
//! service it is handed at start-up); a damaged value is reported, never
//! overwritten except by a reset, which first keeps a copy of the store.
//!
//! Its lock (`Rank::Rating`, see `sync.rs`) is held while the stored rating
//! is read and written back, so two writers never lose a game; only the
//! records' own lock is taken under it.

use crate::rating::{self, PlayerRating, Ratings, Read, RATING_KEY};
use crate::records::{keep_aside, RecordsService, STORE_FILE};
use crate::sync::{Ordered, Rank};
use janggi_wire::dto::{RatingsDto, VariantId};
use janggi_wire::error::AppError;
use std::sync::Arc;

/// What the player is told when a stored rating does not read.
fn unreadable(read: &Read) -> Option<AppError> {
    if read.unreadable.is_empty() {
        return None;
    }
    let parts: Vec<String> = read
        .unreadable
        .iter()
        .map(|(v, why)| format!("{v:?}: {why}"))
        .collect();
    Some(AppError::storage(format!(
        "the stored rating cannot be read ({}); reset the rating to start it again \
         (the games and statistics are kept)",
        parts.join("; ")
    )))
}

/// The player's rating, read from and written to the records' store.
pub struct RatingService {
    records: Arc<RecordsService>,
    /// Held while the stored rating is read and written back.
    one_writer: Ordered<()>,
}

impl RatingService {
    /// A service keeping the rating in `records`' store.
    pub fn new(records: Arc<RecordsService>) -> RatingService {
        RatingService {
            records,
            one_writer: Ordered::new(Rank::Rating, ()),
        }
    }

    fn read_ratings(&self) -> Result<Read, AppError> {
        Ok(Ratings::read(self.records.open()?.get(RATING_KEY).as_ref()))
    }

    /// `get_ratings`: both games' ratings, their history and the level each
    /// suggests (`storage` when the stored rating does not read).
    pub fn ratings(&self) -> Result<RatingsDto, AppError> {
        let read = self.read_ratings()?;
        match unreadable(&read) {
            Some(e) => Err(e),
            None => Ok(read.ratings.dto()),
        }
    }

    /// `reset_rating`: starts `variant`'s rating afresh (and a part of the
    /// stored value that does not read: a copy of the store is kept aside
    /// first, so nothing is lost). The other game's rating is kept.
    pub fn reset(&self, variant: VariantId) -> Result<RatingsDto, AppError> {
        let _one_writer = self.one_writer.lock();
        let records = self.records.open()?;
        let mut read = Ratings::read(records.get(RATING_KEY).as_ref());
        if !read.unreadable.is_empty() {
            if let Some(copy) = keep_aside(&records.dir().join(STORE_FILE), false) {
                eprintln!(
                    "janggi: the unreadable rating was kept in {}",
                    copy.display()
                );
            }
        }
        *read.ratings.of_mut(variant) = PlayerRating::default();
        records.set(RATING_KEY, read.ratings.to_value())?;
        Ok(read.ratings.dto())
    }

    /// Counts the game of session `session_id` for the rating once it is in
    /// the records as finished and [`rating::is_rated`]; once per game.
    /// Called after every save of an ended game (by the saver, the session
    /// lock let go).
    pub fn count_game(&self, session_id: u64) {
        let Some(records) = self.records.store() else {
            return;
        };
        let Some(game) = records.uid_of(session_id).and_then(|id| records.game(id)) else {
            return;
        };
        if !rating::is_rated(&game) {
            return;
        }
        let _one_writer = self.one_writer.lock();
        let mut read = Ratings::read(records.get(RATING_KEY).as_ref());
        if let Some(e) = unreadable(&read) {
            // Left as it is for the player to see (and reset).
            eprintln!("janggi: game {} not rated: {}", game.id, e.message);
            return;
        }
        if read.ratings.count(&game) {
            if let Err(e) = records.set(RATING_KEY, read.ratings.to_value()) {
                eprintln!("janggi: cannot save the rating: {e}");
            }
        }
    }
}
