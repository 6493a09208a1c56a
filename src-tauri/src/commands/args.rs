//! Decoding of command arguments: the JSON the webview sends into the typed
//! values the commands use. Every malformed argument becomes an [`AppError`]
//! of kind `badArgument` (a handicap that names none, or one sent with a
//! two-device game: `badHandicap`), never a panic.
//!
//! This module depends only on [`crate::error`], [`crate::dto`], the rules
//! crate and serde, so the fuzz crate (fuzz/, target `ipc_args`) compiles
//! these same files without Tauri. [`decode`] decodes a whole call the way
//! the command named does, before it touches any state;
//! tests/ipc_fuzz.rs checks that it agrees with the real commands.

use crate::dto::{
    AnalysisSource, ClockPause, EditorBoard, GameFilter, LanHostOptions, LanJoinRequest, LevelDto,
    MoveMark, NewGameOptions, PuzzleAttempt, RecordFormat, ReviewQuality, ReviewSource, Settings,
    SetupId, SideDto, TutorialAttempt, VariantId,
};
use crate::error::AppError;
use serde::de::DeserializeOwned;
use serde_json::{Map, Value};

/// Deserialises the argument `name` (absent = error).
pub fn arg<T: DeserializeOwned>(value: Option<Value>, name: &str) -> Result<T, AppError> {
    let v = value.ok_or_else(|| AppError::bad_argument(format!("missing argument `{name}`")))?;
    serde_json::from_value(v).map_err(|e| AppError::bad_argument(format!("argument `{name}`: {e}")))
}

/// Deserialises the optional argument `name` (absent or `null` = `None`).
pub fn opt_arg<T: DeserializeOwned>(
    value: Option<Value>,
    name: &str,
) -> Result<Option<T>, AppError> {
    match value {
        None | Some(Value::Null) => Ok(None),
        v => arg(v, name).map(Some),
    }
}

/// A square argument: an integer (range-checked later against 0..89).
pub fn square(value: Option<Value>, name: &str) -> Result<u32, AppError> {
    let v = value.ok_or_else(|| AppError::bad_argument(format!("missing argument `{name}`")))?;
    v.as_u64()
        .and_then(|n| u32::try_from(n).ok())
        .ok_or_else(|| {
            AppError::bad_argument(format!("argument `{name}`: {v} is not a square number"))
        })
}

/// `new_game`'s `options`. A handicap whose id names no handicap is
/// `badHandicap` (the UI shows it as such), not a malformed argument; the
/// rest decodes as [`arg`] does. Whether the handicap fits the game is the
/// session's to check.
pub fn new_game_options(value: Option<Value>) -> Result<NewGameOptions, AppError> {
    if let Some(id) = value
        .as_ref()
        .and_then(|v| v.get("handicap"))
        .filter(|h| !h.is_null())
        .and_then(|h| h.get("id"))
    {
        match id.as_str() {
            Some(name) => {
                janggi_rules::HandicapKind::from_name(name)?;
            }
            None => {
                return Err(AppError::bad_handicap(format!(
                    "handicap id {id} is not a name"
                )))
            }
        }
    }
    arg(value, "options")
}

/// `lan_host`'s `options`: a game on two devices has no handicap, so any
/// `handicap` but `null` is `badHandicap`, whatever it holds.
pub fn lan_host_options(value: Option<Value>) -> Result<LanHostOptions, AppError> {
    if value
        .as_ref()
        .and_then(|v| v.get("handicap"))
        .is_some_and(|h| !h.is_null())
    {
        return Err(AppError::bad_handicap(
            "games on two devices are played without handicap",
        ));
    }
    arg(value, "options")
}

/// Largest file `preview_import` takes (the rules crate's own limit).
pub const MAX_IMPORT: usize = janggi_formats::MAX_INPUT;

/// The file of an import: `text`, or `bytes` as a number array (each 0–255)
/// or a base64 string (what the UI sends: a third of the JSON of an array),
/// of at most [`MAX_IMPORT`] bytes.
pub fn file_data(text: Option<Value>, bytes: Option<Value>) -> Result<Vec<u8>, AppError> {
    match (text, bytes) {
        (Some(Value::String(t)), _) => Ok(t.into_bytes()),
        (_, Some(Value::String(b64))) => {
            if b64.len() / 4 * 3 > MAX_IMPORT + 3 {
                return Err(AppError::bad_argument(format!(
                    "the file is larger than {} MiB",
                    MAX_IMPORT >> 20
                )));
            }
            base64_decode(&b64)
                .ok_or_else(|| AppError::bad_argument("argument `bytes`: not valid base64"))
        }
        (_, Some(Value::Array(a))) if a.len() > MAX_IMPORT => Err(AppError::bad_argument(format!(
            "the file is larger than {} MiB",
            MAX_IMPORT >> 20
        ))),
        (_, Some(b @ Value::Array(_))) => arg(Some(b), "bytes"),
        _ => Err(AppError::bad_argument("give `text` or `bytes`")),
    }
}

/// Standard base64 (`A–Z a–z 0–9 + /`, `=` padding optional; whitespace
/// ignored); `None` for anything else.
pub fn base64_decode(text: &str) -> Option<Vec<u8>> {
    let mut out = Vec::with_capacity(text.len() / 4 * 3);
    let (mut acc, mut bits, mut padding) = (0u32, 0u32, 0usize);
    for c in text.bytes().filter(|c| !c.is_ascii_whitespace()) {
        let v = match c {
            b'A'..=b'Z' => c - b'A',
            b'a'..=b'z' => c - b'a' + 26,
            b'0'..=b'9' => c - b'0' + 52,
            b'+' => 62,
            b'/' => 63,
            b'=' => {
                padding += 1;
                continue;
            }
            _ => return None,
        };
        if padding > 0 {
            return None; // data after padding
        }
        acc = (acc << 6) | u32::from(v);
        bits += 6;
        if bits >= 8 {
            bits -= 8;
            out.push((acc >> bits) as u8);
            acc &= (1 << bits) - 1;
        }
    }
    // Leftover bits must be the zero fill of a shorter last group.
    (padding <= 2 && bits < 6 && acc == 0).then_some(out)
}

/// Decodes the arguments of a call to `cmd` (camelCase keys, as Tauri
/// passes them) into the types that command uses, with the same helpers;
/// `Ok` when the command would go on to its work. Commands without
/// arguments ignore any they are given. An unknown command is
/// `badArgument`.
pub fn decode(cmd: &str, args: &Map<String, Value>) -> Result<(), AppError> {
    let a = |name: &str| args.get(name).cloned();
    match cmd {
        "new_game" => new_game_options(a("options")).map(drop),
        "choose_setup" => {
            arg::<SideDto>(a("side"), "side")?;
            arg::<SetupId>(a("setup"), "setup").map(drop)
        }
        "make_move" => {
            square(a("from"), "from")?;
            square(a("to"), "to").map(drop)
        }
        "pass_turn" | "undo" | "resign" | "offer_draw" | "hint" | "flip" | "get_view"
        | "get_settings" | "start_ai_move" | "take_notices" | "tutorial_progress"
        | "tutorial_reset" | "get_statistics" | "open_import" | "retry_save" | "lan_discover"
        | "lan_status" | "lan_leave" | "lan_offer_draw" | "lan_claim_win" | "get_ratings" => Ok(()),
        "pause_clock" => opt_arg::<ClockPause>(a("pause"), "pause").map(drop),
        "explain_move" => {
            square(a("from"), "from")?;
            square(a("to"), "to").map(drop)
        }
        "lan_host" => lan_host_options(a("options")).map(drop),
        "lan_join" => arg::<LanJoinRequest>(a("request"), "request").map(drop),
        "lan_answer_undo" | "lan_answer_draw" | "answer_draw" => {
            arg::<bool>(a("accept"), "accept").map(drop)
        }
        "start_review" => {
            arg::<ReviewSource>(a("source"), "source")?;
            opt_arg::<ReviewQuality>(a("quality"), "quality").map(drop)
        }
        "cancel_review" => arg::<u64>(a("reviewId"), "reviewId").map(drop),
        "analysis_open" => arg::<AnalysisSource>(a("source"), "source").map(drop),
        "analysis_move" => {
            square(a("from"), "from")?;
            square(a("to"), "to").map(drop)
        }
        "analysis_pass" | "analysis_pause" | "analysis_pgn" | "analysis_save" => Ok(()),
        "analysis_go" | "analysis_promote" | "analysis_delete" => {
            arg::<u32>(a("node"), "node").map(drop)
        }
        "editor_check" => {
            arg::<EditorBoard>(a("board"), "board")?;
            opt_arg::<bool>(a("waive"), "waive").map(drop)
        }
        "editor_read" => {
            arg::<VariantId>(a("variant"), "variant")?;
            arg::<String>(a("fen"), "fen").map(drop)
        }
        "analysis_annotate" => {
            arg::<u32>(a("node"), "node")?;
            arg::<String>(a("comment"), "comment")?;
            opt_arg::<MoveMark>(a("mark"), "mark").map(drop)
        }
        "analysis_engine" => {
            arg::<bool>(a("on"), "on")?;
            arg::<u8>(a("lines"), "lines")?;
            opt_arg::<Vec<String>>(a("without"), "without").map(drop)
        }
        "puzzle_next" => {
            arg::<VariantId>(a("variant"), "variant")?;
            opt_arg::<String>(a("theme"), "theme").map(drop)
        }
        "puzzle_current" | "puzzle_stats" | "reset_rating" => {
            arg::<VariantId>(a("variant"), "variant").map(drop)
        }
        "puzzle_board" | "puzzle_hint" | "puzzle_solution" => {
            arg::<String>(a("puzzleId"), "puzzleId")?;
            opt_arg::<Vec<String>>(a("moves"), "moves").map(drop)
        }
        "puzzle_try" => arg::<PuzzleAttempt>(a("attempt"), "attempt").map(drop),
        "review_line" | "review_play_from" => {
            arg::<u64>(a("reviewId"), "reviewId")?;
            arg::<usize>(a("ply"), "ply").map(drop)
        }
        "set_settings" => arg::<Settings>(a("settings"), "settings").map(drop),
        "tutorial_lesson" => {
            arg::<String>(a("lessonId"), "lessonId")?;
            opt_arg::<Vec<String>>(a("moves"), "moves").map(drop)
        }
        "tutorial_try" => arg::<TutorialAttempt>(a("attempt"), "attempt").map(drop),
        "list_games" => {
            opt_arg::<GameFilter>(a("filter"), "filter")?;
            opt_arg::<usize>(a("offset"), "offset")?;
            opt_arg::<usize>(a("limit"), "limit").map(drop)
        }
        "delete_game" | "replay_game" => arg::<u64>(a("id"), "id").map(drop),
        "continue_game" => {
            arg::<u64>(a("id"), "id")?;
            arg::<usize>(a("ply"), "ply")?;
            opt_arg::<LevelDto>(a("level"), "level")?;
            opt_arg::<SideDto>(a("humanSide"), "humanSide").map(drop)
        }
        "export_game" | "save_export" | "copy_export" => {
            arg::<RecordFormat>(a("format"), "format")?;
            arg::<u64>(a("id"), "id").map(drop)
        }
        "import_games" => file_data(a("text"), a("bytes")).map(drop),
        "preview_import" => {
            opt_arg::<String>(a("name"), "name")?;
            file_data(a("text"), a("bytes")).map(drop)
        }
        "confirm_import" => {
            arg::<u64>(a("previewId"), "previewId")?;
            opt_arg::<Vec<usize>>(a("includePartial"), "includePartial").map(drop)
        }
        "cancel_import" => arg::<u64>(a("previewId"), "previewId").map(drop),
        other => Err(AppError::bad_argument(format!("unknown command {other}"))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn base64_reference_values() {
        // RFC 4648 section 10.
        for (plain, enc) in [
            ("", ""),
            ("f", "Zg=="),
            ("fo", "Zm8="),
            ("foo", "Zm9v"),
            ("foob", "Zm9vYg=="),
            ("fooba", "Zm9vYmE="),
            ("foobar", "Zm9vYmFy"),
        ] {
            assert_eq!(
                base64_decode(enc).as_deref(),
                Some(plain.as_bytes()),
                "{enc}"
            );
            assert_eq!(
                base64_decode(enc.trim_end_matches('=')).as_deref(),
                Some(plain.as_bytes())
            );
        }
        assert_eq!(base64_decode("/+8=").unwrap(), [0xff, 0xef]);
        for bad in ["Zg=a", "Z!==", "Zh==", "Zg===", "Z"] {
            assert_eq!(base64_decode(bad), None, "{bad}");
        }
    }

    #[test]
    fn decode_types_the_arguments_as_the_commands_do() {
        let call = |cmd: &str, v: Value| decode(cmd, v.as_object().unwrap());
        assert!(call("make_move", serde_json::json!({"from": 1, "to": 2})).is_ok());
        assert!(call("make_move", serde_json::json!({"from": -1, "to": 2})).is_err());
        assert!(call(
            "export_game",
            serde_json::json!({"id": 1, "format": "pgn-chinese"})
        )
        .is_ok());
        assert!(call(
            "export_game",
            serde_json::json!({"id": 1, "format": "pgn-zh"})
        )
        .is_err());
        assert!(call("flip", serde_json::json!({"junk": [1]})).is_ok());
        assert!(call("no_such_command", serde_json::json!({})).is_err());
    }
}
