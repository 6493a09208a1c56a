//! [`Records`]: the two files of one app data directory in memory, read
//! once at start-up and written (atomically) on every change. Here: opening
//! them, the small store's values and the game being played (saved as the
//! unfinished game, then recorded as finished); the finished games' list and
//! its changes are in `games.rs`.

mod games;

use super::files::{keep_aside, write_atomic, StorageFault};
use super::schema::{
    version_ok, FinishedGame, GamesFile, GamesFileRef, SavedGame, CURRENT_KEY, GAMES_FILE,
    SCHEMA_VERSION, SETTINGS_KEY, STORE_FILE,
};
use crate::clock::now_ms;
use crate::sync::{Ordered, OrderedGuard, Rank};
use janggi_rules::Game;
use janggi_wire::dto::Settings;
use janggi_wire::error::AppError;
use serde_json::{Map, Value};
use std::path::{Path, PathBuf};

/// Which game of the session is being recorded.
#[derive(Debug, Clone, Copy)]
struct Tracked {
    session_id: u64,
    uid: u64,
    started_ms: u64,
    finished: bool,
}

struct Data {
    store: Map<String, Value>,
    games: Vec<FinishedGame>,
    last_uid: u64,
    tracked: Option<Tracked>,
    last_current: Option<SavedGame>,
}

/// The records of one app data directory. All writes are atomic.
pub struct Records {
    dir: PathBuf,
    data: Ordered<Data>,
}

/// What start-up found.
pub struct Loaded {
    /// The records.
    pub records: Records,
    /// The settings to use.
    pub settings: Settings,
    /// The unfinished game to resume, if any.
    pub current: Option<SavedGame>,
    /// Where unreadable files (or copies of partly readable ones) were kept.
    pub kept_aside: Vec<PathBuf>,
}

/// The records' store is where the settings go when there is no settings
/// file (see [`crate::settings`]).
impl crate::settings::SettingsStore for Records {
    fn save(&self, settings: &Settings) -> Result<(), AppError> {
        self.save_settings(settings)
    }
}

impl Records {
    /// Opens the records of `dir`. Never fails: unreadable parts are kept
    /// aside and replaced by defaults.
    pub fn open(dir: &Path) -> Loaded {
        let mut kept_aside = Vec::new();
        let store_path = dir.join(STORE_FILE);
        // store.json
        let mut store = Map::new();
        if let Ok(bytes) = std::fs::read(&store_path) {
            match serde_json::from_slice::<Value>(&bytes) {
                Ok(Value::Object(map)) if version_ok(&map) => store = map,
                _ => kept_aside.extend(keep_aside(&store_path, true)),
            }
        }
        let mut partly_bad = false;
        let settings = match store.get(SETTINGS_KEY) {
            None => Settings::default(),
            Some(v) => match serde_json::from_value::<Settings>(v.clone()) {
                Ok(s) if s.validate().is_ok() => s,
                _ => {
                    partly_bad = true;
                    store.remove(SETTINGS_KEY);
                    Settings::default()
                }
            },
        };
        let current = match store.get(CURRENT_KEY) {
            None | Some(Value::Null) => None,
            Some(v) => match serde_json::from_value::<SavedGame>(v.clone()) {
                Ok(g) => Some(g),
                Err(_) => {
                    partly_bad = true;
                    store.remove(CURRENT_KEY);
                    None
                }
            },
        };
        if partly_bad {
            kept_aside.extend(keep_aside(&store_path, false));
        }
        // games.json
        let games_path = dir.join(GAMES_FILE);
        let mut games = Vec::new();
        let mut games_rewrite = false;
        if let Ok(bytes) = std::fs::read(&games_path) {
            match serde_json::from_slice::<GamesFile>(&bytes) {
                Ok(f) if (1..=SCHEMA_VERSION).contains(&f.version) => games = f.games,
                _ => {
                    // Slow path: keep every entry that still reads.
                    if let Ok(Value::Object(map)) = serde_json::from_slice::<Value>(&bytes) {
                        if version_ok(&map) {
                            if let Some(Value::Array(list)) = map.get("games") {
                                games = list
                                    .iter()
                                    .filter_map(|v| serde_json::from_value(v.clone()).ok())
                                    .collect();
                            }
                        }
                    }
                    // Moved when nothing was readable, else copied (the
                    // next write replaces it with what was read).
                    kept_aside.extend(keep_aside(&games_path, games.is_empty()));
                    games_rewrite = !games.is_empty();
                }
            }
        }
        games.sort_by_key(|g: &FinishedGame| g.id);
        games.dedup_by_key(|g| g.id);
        // A game that was recorded as finished but not yet cleared from
        // `current` (a crash between the two writes) is not resumed.
        let current = current.filter(|c| games.binary_search_by_key(&c.uid, |g| g.id).is_err());
        let last_uid = games.last().map(|g| g.id).unwrap_or(0);
        let records = Records {
            dir: dir.to_path_buf(),
            data: Ordered::new(
                Rank::Records,
                Data {
                    store,
                    games,
                    last_uid,
                    tracked: None,
                    last_current: current.clone(),
                },
            ),
        };
        {
            // Replace partly readable files by what was read of them.
            let mut d = records.lock();
            if partly_bad {
                let _ = records.save_store(&mut d);
            }
            if games_rewrite {
                let _ = records.save_games(&d);
            }
        }
        Loaded {
            records,
            settings,
            current,
            kept_aside,
        }
    }

    /// The directory of the files.
    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// The records' id of game `session_id` (its finished entry gets the
    /// same id), once it has been saved.
    pub fn uid_of(&self, session_id: u64) -> Option<u64> {
        self.lock()
            .tracked
            .filter(|t| t.session_id == session_id)
            .map(|t| t.uid)
    }

    fn lock(&self) -> OrderedGuard<'_, Data> {
        self.data.lock()
    }

    fn save_store(&self, d: &mut Data) -> Result<(), StorageFault> {
        d.store
            .insert("version".into(), Value::from(SCHEMA_VERSION));
        let bytes = serde_json::to_vec(&d.store)
            .map_err(|e| StorageFault::other(STORE_FILE, e.to_string()))?;
        write_atomic(&self.dir.join(STORE_FILE), &bytes)
            .map_err(|e| StorageFault::io(STORE_FILE, &e))
    }

    fn save_games(&self, d: &Data) -> Result<(), StorageFault> {
        let bytes = serde_json::to_vec(&GamesFileRef {
            version: SCHEMA_VERSION,
            games: &d.games,
        })
        .map_err(|e| StorageFault::other(GAMES_FILE, e.to_string()))?;
        write_atomic(&self.dir.join(GAMES_FILE), &bytes)
            .map_err(|e| StorageFault::io(GAMES_FILE, &e))
    }

    /// A value of the small store (`settings`, `tutorial`, …).
    pub fn get(&self, key: &str) -> Option<Value> {
        self.lock().store.get(key).cloned()
    }

    /// Removes a value of the small store (writes only if it was there).
    pub fn remove(&self, key: &str) -> Result<(), AppError> {
        let mut d = self.lock();
        if d.store.remove(key).is_some() {
            self.save_store(&mut d).map_err(StorageFault::app_error)?;
        }
        Ok(())
    }

    /// Writes the player names (Cho, Han) into the finished record of
    /// session `session_id` (a game against a player on another device).
    /// `false` when that session has no finished record yet.
    pub fn name_players(&self, session_id: u64, players: [String; 2]) -> Result<bool, AppError> {
        let mut d = self.lock();
        let Some(t) = d
            .tracked
            .filter(|t| t.session_id == session_id && t.finished)
        else {
            return Ok(false);
        };
        let Ok(i) = d.games.binary_search_by_key(&t.uid, |g| g.id) else {
            return Ok(false);
        };
        if d.games[i].players.as_ref() == Some(&players) {
            return Ok(true);
        }
        d.games[i].players = Some(players);
        self.save_games(&d).map_err(StorageFault::app_error)?;
        Ok(true)
    }

    /// Sets a value of the small store and writes it.
    pub fn set(&self, key: &str, value: Value) -> Result<(), AppError> {
        let mut d = self.lock();
        d.store.insert(key.to_string(), value);
        self.save_store(&mut d).map_err(StorageFault::app_error)
    }

    /// Writes the settings.
    pub fn save_settings(&self, settings: &Settings) -> Result<(), AppError> {
        self.set(
            SETTINGS_KEY,
            serde_json::to_value(settings).map_err(|e| AppError::internal(e.to_string()))?,
        )
    }

    fn new_uid(d: &mut Data) -> u64 {
        let uid = now_ms().max(d.last_uid + 1);
        d.last_uid = uid;
        uid
    }

    /// Marks session `session_id` as the resumed game `saved`.
    pub fn adopt(&self, session_id: u64, saved: &SavedGame) {
        let mut d = self.lock();
        d.last_uid = d.last_uid.max(saved.uid);
        d.tracked = Some(Tracked {
            session_id,
            uid: saved.uid,
            started_ms: saved.started_ms,
            finished: false,
        });
    }

    /// Records the state of game `session_id` (`game`, and `snapshot(uid,
    /// started_ms)` to save it): saves it as the unfinished game, or, once
    /// it is over, adds it to the finished games and clears the unfinished
    /// one. Skips the write when nothing changed since the last write that
    /// succeeded: after a failed write, the next call writes again.
    pub fn persist(
        &self,
        session_id: u64,
        game: &Game,
        snapshot: impl Fn(u64, u64) -> SavedGame,
    ) -> Result<(), StorageFault> {
        let mut d = self.lock();
        let tracked = match d.tracked {
            Some(t) if t.session_id == session_id => t,
            _ => {
                let uid = Self::new_uid(&mut d);
                let t = Tracked {
                    session_id,
                    uid,
                    started_ms: now_ms(),
                    finished: false,
                };
                d.tracked = Some(t);
                t
            }
        };
        if game.outcome().is_over() {
            if !tracked.finished {
                let snap = snapshot(tracked.uid, tracked.started_ms);
                let mut g =
                    FinishedGame::from_game(tracked.uid, game, snap.mode, snap.setups, now_ms())
                        .map_err(|e| StorageFault::other(GAMES_FILE, e.message))?;
                g.rated = snap.rated;
                let at = d.games.binary_search_by_key(&g.id, |x| x.id);
                let old = match at {
                    Ok(i) => Some(std::mem::replace(&mut d.games[i], g)),
                    Err(i) => {
                        d.games.insert(i, g);
                        None
                    }
                };
                if let Err(e) = self.save_games(&d) {
                    // Memory stays what the disk holds; the game is still
                    // in `current` (in memory and on disk) and the next
                    // call tries again.
                    match (at, old) {
                        (Ok(i), Some(old)) => d.games[i] = old,
                        (Err(i), _) | (Ok(i), None) => {
                            d.games.remove(i);
                        }
                    }
                    return Err(e);
                }
                if let Some(t) = d.tracked.as_mut() {
                    t.finished = true;
                }
            }
            if d.last_current.is_some() || d.store.contains_key(CURRENT_KEY) {
                d.store.remove(CURRENT_KEY);
                self.save_store(&mut d)?;
                d.last_current = None;
            }
            return Ok(());
        }
        if tracked.finished {
            // Undone after it ended: it is being played again.
            if let Some(t) = d.tracked.as_mut() {
                t.finished = false;
            }
        }
        let snap = snapshot(tracked.uid, tracked.started_ms);
        if d.last_current.as_ref() == Some(&snap) {
            return Ok(());
        }
        let value = serde_json::to_value(&snap)
            .map_err(|e| StorageFault::other(STORE_FILE, e.to_string()))?;
        d.store.insert(CURRENT_KEY.into(), value);
        // Remembered only once written: a failed write is retried by the
        // next call even when the game has not changed since.
        d.last_current = None;
        self.save_store(&mut d)?;
        d.last_current = Some(snap);
        Ok(())
    }

    /// Keeps a copy of `store.json` aside (as for an unreadable file) and
    /// forgets the unfinished game it holds: for a saved game that reads
    /// but does not replay. Returns where the copy is.
    pub fn set_aside_current(&self) -> Option<PathBuf> {
        let mut d = self.lock();
        let aside = keep_aside(&self.dir.join(STORE_FILE), false);
        d.store.remove(CURRENT_KEY);
        d.last_current = None;
        if let Err(e) = self.save_store(&mut d) {
            eprintln!("janggi: cannot write {STORE_FILE}: {}", e.message);
        }
        aside
    }

    /// Keeps game `session_id` (`game`, not over) in the records as an
    /// unfinished game, because another game replaces it: nothing a player
    /// started is thrown away. Its saved state (`current`) is cleared.
    pub fn keep_unfinished(
        &self,
        session_id: u64,
        game: &Game,
        snapshot: impl Fn(u64, u64) -> SavedGame,
    ) -> Result<(), AppError> {
        let mut d = self.lock();
        let uid = match d.tracked {
            Some(t) if t.session_id == session_id && !t.finished => t.uid,
            Some(t) if t.session_id == session_id => return Ok(()),
            _ => Self::new_uid(&mut d),
        };
        let snap = snapshot(uid, now_ms());
        let mut g = FinishedGame::from_game(uid, game, snap.mode, snap.setups, now_ms())?;
        g.rated = snap.rated;
        g.ai_seed = snap.ai_seed;
        match d.games.binary_search_by_key(&g.id, |x| x.id) {
            Ok(i) => d.games[i] = g,
            Err(i) => d.games.insert(i, g),
        }
        self.save_games(&d).map_err(StorageFault::app_error)?;
        d.tracked = None;
        if d.last_current.is_some() || d.store.contains_key(CURRENT_KEY) {
            d.store.remove(CURRENT_KEY);
            d.last_current = None;
            self.save_store(&mut d).map_err(StorageFault::app_error)?;
        }
        Ok(())
    }
}
