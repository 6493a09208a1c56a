//! A review's verdicts, kept next to the records (`reviews/<id>-<quality>.json`
//! in the app data directory) so a second look is instant. A game that grew
//! since (the game in progress, reviewed again later or once finished under
//! the same id) reuses the verdicts of the positions it still shares.

use super::analyse::PositionEval;
use crate::records::write_atomic;
use janggi_wire::dto::ReviewQuality;
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

/// Version of the cache files; others are ignored.
const CACHE_VERSION: u32 = 1;

#[derive(Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
struct CacheFile {
    version: u32,
    quality: ReviewQuality,
    start_fen: String,
    moves: Vec<String>,
    evals: Vec<PositionEval>,
}

fn quality_name(q: ReviewQuality) -> &'static str {
    match q {
        ReviewQuality::Quick => "quick",
        ReviewQuality::Normal => "normal",
        ReviewQuality::Deep => "deep",
    }
}

/// The cache file of game `id` at `quality` under the records' `dir`.
pub fn path(dir: &Path, id: u64, quality: ReviewQuality) -> PathBuf {
    dir.join("reviews")
        .join(format!("{id}-{}.json", quality_name(quality)))
}

/// Forgets every cached review of game `id` (it was deleted).
pub fn remove_all(dir: &Path, id: u64) {
    for q in [
        ReviewQuality::Quick,
        ReviewQuality::Normal,
        ReviewQuality::Deep,
    ] {
        let _ = std::fs::remove_file(path(dir, id, q));
    }
}

/// The cached verdicts of the positions the game from `start_fen` through
/// `moves` (UCI) shares with the cached one: a prefix, possibly empty.
/// An unreadable or foreign file gives nothing.
pub fn load(
    path: &Path,
    quality: ReviewQuality,
    start_fen: &str,
    moves: &[String],
) -> Vec<PositionEval> {
    let Some(f) = std::fs::read(path)
        .ok()
        .and_then(|b| serde_json::from_slice::<CacheFile>(&b).ok())
    else {
        return Vec::new();
    };
    if f.version != CACHE_VERSION || f.quality != quality || f.start_fen != start_fen {
        return Vec::new();
    }
    let shared = f
        .moves
        .iter()
        .zip(moves)
        .take_while(|(a, b)| a == b)
        .count();
    let mut evals = f.evals;
    evals.truncate(shared + 1);
    evals
}

/// Stores `evals` (a prefix of the positions) of the game.
pub fn save(
    path: &Path,
    quality: ReviewQuality,
    start_fen: &str,
    moves: &[String],
    evals: &[PositionEval],
) -> std::io::Result<()> {
    let f = CacheFile {
        version: CACHE_VERSION,
        quality,
        start_fen: start_fen.to_string(),
        moves: moves.to_vec(),
        evals: evals.to_vec(),
    };
    let bytes = serde_json::to_vec(&f).map_err(std::io::Error::other)?;
    write_atomic(path, &bytes)
}

#[cfg(test)]
mod tests {
    use super::super::analyse::StoredVerdict;
    use super::*;

    fn e(cp: i32) -> PositionEval {
        PositionEval {
            verdict: StoredVerdict::Cp(cp),
            line: vec!["a0a1".into()],
            depth: 3,
        }
    }

    #[test]
    fn a_saved_review_comes_back_and_a_grown_game_keeps_the_shared_prefix() {
        let dir = std::env::temp_dir().join(format!("janggi-review-cache-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let p = path(&dir, 7, ReviewQuality::Normal);
        let moves: Vec<String> = ["a", "b", "c"].iter().map(|s| s.to_string()).collect();
        let evals = vec![e(1), e(2), e(3), e(4)];
        save(&p, ReviewQuality::Normal, "fen", &moves, &evals).unwrap();
        assert_eq!(load(&p, ReviewQuality::Normal, "fen", &moves), evals);
        // The game went on: every old position is reused.
        let longer: Vec<String> = ["a", "b", "c", "d"].iter().map(|s| s.to_string()).collect();
        assert_eq!(load(&p, ReviewQuality::Normal, "fen", &longer), evals);
        // It was undone and went elsewhere after "a": positions 0 and 1.
        let other: Vec<String> = ["a", "x"].iter().map(|s| s.to_string()).collect();
        assert_eq!(load(&p, ReviewQuality::Normal, "fen", &other), evals[..2]);
        // Another start, another quality, a damaged file: nothing.
        assert!(load(&p, ReviewQuality::Normal, "other", &moves).is_empty());
        assert!(load(&p, ReviewQuality::Deep, "fen", &moves).is_empty());
        std::fs::write(&p, b"{ not json").unwrap();
        assert!(load(&p, ReviewQuality::Normal, "fen", &moves).is_empty());
        remove_all(&dir, 7);
        assert!(!p.exists());
        let _ = std::fs::remove_dir_all(&dir);
    }
}
