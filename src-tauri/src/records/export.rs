//! Export of a finished game as PGN or `.gib` text (the writers are the
//! rules crate's; this fills in players, date and result).

use super::moves::parse_moves;
use super::schema::FinishedGame;
use janggi_formats::{self as formats, GameRecord, RecordResult};
use janggi_rules::{EndReason, Position, RuleProfile};
use janggi_wire::dto::{Mode, SideDto};
use janggi_wire::error::AppError;

impl FinishedGame {
    /// The game as a [`GameRecord`] (for export), every move replayed.
    pub fn to_record(&self) -> Result<GameRecord, AppError> {
        let profile = RuleProfile::from_id(self.profile.into());
        let start = Position::from_fen(&self.start_fen, &profile)
            .map_err(|e| AppError::storage(format!("bad start position: {e}")))?;
        let mut r = GameRecord::new(&start);
        r.moves = parse_moves(&start, &self.moves)?;
        r.result = match (self.winner, self.reason) {
            (Some(w), _) => RecordResult::Win(w.into()),
            (None, Some(_)) => RecordResult::Draw,
            (None, None) => RecordResult::Unknown,
        };
        r.reason = self.reason.map(EndReason::from);
        r.by_points = self.by_points;
        r.points = self.points;
        r.result_text = r.result.pgn().to_string();
        match &self.record {
            // An imported game goes out with the headers it came with.
            Some(h) => {
                r.event = h.event.clone();
                r.site = h.site.clone();
                r.date = h.date.clone();
                r.round = h.round.clone();
                r.headers = h
                    .headers
                    .iter()
                    .map(|[k, v]| (k.clone(), v.clone()))
                    .collect();
            }
            None if self.mode.is_none() => {} // imported before headers were kept: no date known
            None => {
                r.date = date_text(self.date_ms);
                r.event = "Janggi app".to_string();
            }
        }
        r.players = match (&self.players, self.mode) {
            (Some(p), _) => p.clone(),
            (None, Some(Mode::VsComputer { level, human_side })) => {
                let computer = format!("Computer (level {})", level.number());
                if human_side == SideDto::First {
                    ["Player".to_string(), computer]
                } else {
                    [computer, "Player".to_string()]
                }
            }
            _ => ["Player 1".to_string(), "Player 2".to_string()],
        };
        Ok(r)
    }
}

/// `YYYY.MM.DD` (UTC) of an epoch-ms time, as PGN writes dates.
pub fn date_text(ms: u64) -> String {
    // Days to civil date (Howard Hinnant's algorithm).
    let z = (ms / 86_400_000) as i64 + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    let y = yoe + era * 400 + i64::from(m <= 2);
    format!("{y:04}.{m:02}.{d:02}")
}

/// Exports a finished game as `"pgn"`, `"pgn-wxf"`, `"pgn-chinese"`,
/// `"pgn-iccs"` or `"gib"` text. The Xiangqi forms (WXF, Chinese, ICCS)
/// apply to Xiangqi games; Janggi games stay in UCI. The Chinese and ICCS
/// forms follow the Xiangqi programs' conventions (`[Game "Chinese Chess"]`,
/// `Red`/`Black`, `[Format ...]`), and the importer reads all of them back.
pub fn export(game: &FinishedGame, format: &str) -> Result<String, AppError> {
    use formats::pgn::{write_as, MoveNotation};
    // A study kept with the game goes out whole (variations, comments,
    // marks) as coordinate PGN; the other formats carry the main line.
    if let (Some(study), "pgn") = (&game.study, format) {
        return Ok(study.clone());
    }
    let r = game.to_record()?;
    let out = match format {
        "pgn" => write_as(&[r], MoveNotation::Uci),
        "pgn-wxf" => write_as(&[r], MoveNotation::Wxf),
        "pgn-chinese" => write_as(&[r], MoveNotation::Chinese),
        "pgn-iccs" => write_as(&[r], MoveNotation::Iccs),
        // `.gib` has no variations: a study's main line, with its comments
        // (and marks) after the moves.
        "gib" => match &game.study {
            Some(study) => formats::gib::write_game_annotated(&r, &study_comments(study, game)?),
            None => formats::gib::write(&[r]),
        },
        other => return Err(AppError::bad_argument(format!("unknown format {other}"))),
    };
    out.map_err(|e| AppError::bad_argument(e.to_string()))
}

/// The comments of a study's main line, one per move (a mark first).
fn study_comments(study: &str, game: &FinishedGame) -> Result<Vec<String>, AppError> {
    let profile = RuleProfile::from_id(game.profile.into());
    let tree = crate::analysis::pgn::read(study, profile)
        .map_err(|e| AppError::storage(format!("the saved study does not read: {e}")))?;
    Ok(tree
        .main_line()
        .into_iter()
        .map(|n| {
            let (comment, mark) = tree.notes(n);
            match mark {
                Some(m) => format!("{} {comment}", m.symbol()).trim().to_string(),
                None => comment.to_string(),
            }
        })
        .collect())
}
