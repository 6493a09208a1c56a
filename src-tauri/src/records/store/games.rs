//! The finished games of `games.json`, as [`Records`] keeps them: a page
//! of them, one of them, their count and statistics, and the changes
//! (delete, import, put, add), each one atomic write that leaves memory as
//! the disk holds it when it fails.

use super::Records;
use crate::clock::now_ms;
use crate::records::files::StorageFault;
use crate::records::schema::FinishedGame;
use crate::records::stats::{handicap_lines, statistics};
use janggi_formats::{self as formats, GameRecord};
use janggi_wire::dto::{HandicapStatLine, StatRow};
use janggi_wire::error::AppError;
use std::collections::HashSet;

impl Records {
    /// Number of finished games matching `filter`, and one page of them,
    /// newest first.
    pub fn list(
        &self,
        filter: impl Fn(&FinishedGame) -> bool,
        offset: usize,
        limit: usize,
    ) -> (usize, Vec<FinishedGame>) {
        let d = self.lock();
        let mut total = 0;
        let mut page = Vec::new();
        for g in d.games.iter().rev().filter(|g| filter(g)) {
            if total >= offset && page.len() < limit {
                page.push(g.clone());
            }
            total += 1;
        }
        (total, page)
    }

    /// One finished game.
    pub fn game(&self, id: u64) -> Option<FinishedGame> {
        let d = self.lock();
        d.games
            .binary_search_by_key(&id, |g| g.id)
            .ok()
            .map(|i| d.games[i].clone())
    }

    /// Number of games in the records, unfinished ones included.
    pub fn len(&self) -> usize {
        self.lock().games.len()
    }

    /// Number of finished games: not those left unfinished, nor studies
    /// saved from the analysis board (no one played them).
    pub fn finished_len(&self) -> usize {
        self.lock()
            .games
            .iter()
            .filter(|g| !g.unfinished && !g.is_study_only())
            .count()
    }

    /// `true` when the records hold no game at all.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Statistics of all finished games.
    pub fn statistics(&self) -> Vec<StatRow> {
        statistics(&self.lock().games)
    }

    /// The handicap games' statistics (counted apart).
    pub fn handicap_statistics(&self) -> Vec<HandicapStatLine> {
        handicap_lines(&self.lock().games)
    }

    /// Deletes a finished game; `false` when there is none with `id`.
    pub fn delete(&self, id: u64) -> Result<bool, AppError> {
        let mut d = self.lock();
        let Ok(i) = d.games.binary_search_by_key(&id, |g| g.id) else {
            return Ok(false);
        };
        let removed = d.games.remove(i);
        if let Err(e) = self.save_games(&d) {
            d.games.insert(i, removed);
            return Err(e.app_error());
        }
        Ok(true)
    }

    /// Imports a PGN or `.gib` file (all or nothing). Returns the new ids.
    pub fn import(&self, bytes: &[u8]) -> Result<Vec<u64>, AppError> {
        let records =
            formats::read_any(bytes).map_err(|e| AppError::bad_argument(e.to_string()))?;
        let now = now_ms();
        let mut d = self.lock();
        let mut new = Vec::with_capacity(records.len());
        for r in &records {
            let id = Self::new_uid(&mut d);
            new.push(FinishedGame::from_record(id, r, now)?);
        }
        let ids: Vec<u64> = new.iter().map(|g| g.id).collect();
        let before = d.games.len();
        d.games.extend(new);
        if let Err(e) = self.save_games(&d) {
            d.games.truncate(before);
            return Err(e.app_error());
        }
        Ok(ids)
    }

    /// The duplicate keys of every finished game
    /// ([`FinishedGame::duplicate_key`]).
    pub fn duplicate_keys(&self) -> HashSet<String> {
        self.lock()
            .games
            .iter()
            .map(FinishedGame::duplicate_key)
            .collect()
    }

    /// Adds imported records, skipping those the records already hold (or
    /// that repeat an earlier one of `records`). One atomic write; returns
    /// the new ids and the number of duplicates skipped.
    pub fn import_records(&self, records: &[GameRecord]) -> Result<(Vec<u64>, usize), AppError> {
        let now = now_ms();
        let mut d = self.lock();
        let mut keys: HashSet<String> = d.games.iter().map(FinishedGame::duplicate_key).collect();
        let mut new = Vec::with_capacity(records.len());
        let mut duplicates = 0;
        for r in records {
            if !keys.insert(r.duplicate_key()) {
                duplicates += 1;
                continue;
            }
            let id = Self::new_uid(&mut d);
            new.push(FinishedGame::from_record(id, r, now)?);
        }
        let ids: Vec<u64> = new.iter().map(|g| g.id).collect();
        if new.is_empty() {
            return Ok((ids, duplicates));
        }
        let before = d.games.len();
        d.games.extend(new);
        if let Err(e) = self.save_games(&d) {
            d.games.truncate(before);
            return Err(e.app_error());
        }
        Ok((ids, duplicates))
    }

    /// Writes `g` in one atomic save: over the record with its id, or, with
    /// id 0, as a new record (its id returned). Nothing changes on an error.
    pub fn put(&self, mut g: FinishedGame) -> Result<u64, AppError> {
        let mut d = self.lock();
        let old = match d.games.binary_search_by_key(&g.id, |x| x.id) {
            Ok(i) => Some((i, std::mem::replace(&mut d.games[i], g.clone()))),
            Err(_) if g.id == 0 => {
                g.id = Self::new_uid(&mut d);
                d.games.push(g.clone());
                None
            }
            Err(_) => return Err(AppError::bad_argument(format!("no game {}", g.id))),
        };
        if let Err(e) = self.save_games(&d) {
            match old {
                Some((i, was)) => d.games[i] = was,
                None => {
                    d.games.pop();
                }
            }
            return Err(e.app_error());
        }
        Ok(g.id)
    }

    /// Adds finished games as they are (benchmarks, tests, migration).
    pub fn add_games(&self, games: Vec<FinishedGame>) -> Result<(), AppError> {
        let mut d = self.lock();
        d.games.extend(games);
        d.games.sort_by_key(|g| g.id);
        d.games.dedup_by_key(|g| g.id);
        d.last_uid = d.last_uid.max(d.games.last().map(|g| g.id).unwrap_or(0));
        self.save_games(&d).map_err(StorageFault::app_error)
    }
}
