//! Decoding of command arguments: the JSON the webview sends into the typed
//! values the commands use. Every malformed argument becomes an [`AppError`]
//! of kind `badArgument` (a handicap that names none, or one sent with a
//! two-device game: `badHandicap`), never a panic.
//!
//! The app's handlers decode with this same code, and so does the fuzz
//! crate (fuzz/, target `ipc_args`), which depends on this crate and not on
//! Tauri. [`decode`] decodes a whole call the way the command named does,
//! before it touches any state; tests/ipc_fuzz.rs calls every command with
//! random arguments through Tauri's IPC and checks the two agree.

use crate::dto::{
    AnalysisSource, ClockPause, EditorBoard, GameFilter, LanHostOptions, LanJoinRequest, LevelDto,
    MoveMark, NewGameOptions, PuzzleAttempt, RecordFormat, ReviewQuality, ReviewSource, Settings,
    SetupId, SideDto, TutorialAttempt, VariantId,
};
// What the commands return: every DTO, so that a command returning a new
// one needs no line here (the table names it).
#[allow(unused_imports)]
use crate::dto::*;
use crate::error::AppError;
use serde::de::DeserializeOwned;
use serde_json::{Map, Value};
use ts_rs::{Config, ExportError, TypeVisitor, TS};

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
                return Err(AppError::file_too_large(MAX_IMPORT));
            }
            base64_decode(&b64)
                .ok_or_else(|| AppError::bad_argument("argument `bytes`: not valid base64"))
        }
        (_, Some(Value::Array(a))) if a.len() > MAX_IMPORT => {
            Err(AppError::file_too_large(MAX_IMPORT))
        }
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

/// A command's argument: how it is read from the call (the JSON object of
/// camelCase keys the webview sends) and what the UI sends for it. Every
/// type a command of the table ([`crate::with_commands`]) takes implements it.
pub trait Arg: Sized {
    /// Reads the argument `key` of `call` (absent = `None`).
    fn decode(call: &Map<String, Value>, key: &str) -> Result<Self, AppError>;
    /// The keys it reads, with their TypeScript types (ts-rs names).
    fn wire(key: &str, cfg: &Config) -> Vec<WireKey>;
    /// Writes the TypeScript declarations of the types it names.
    fn export(cfg: &Config) -> Result<(), ExportError>;
}

/// Writes `T`'s TypeScript declaration and those of every type it names
/// (ts-rs), where `T` has one: a primitive or a container (`Option`,
/// `Vec`) has none, only what it holds.
pub fn export_type<T: TS + 'static>(cfg: &Config) -> Result<(), ExportError> {
    struct Named<'a>(&'a Config, Result<(), ExportError>);
    impl TypeVisitor for Named<'_> {
        fn visit<U: TS + 'static + ?Sized>(&mut self) {
            if U::output_path().is_some() && self.1.is_ok() {
                self.1 = U::export_all(self.0);
            }
        }
    }
    if T::output_path().is_some() {
        return T::export_all(cfg);
    }
    let mut named = Named(cfg, Ok(()));
    T::visit_dependencies(&mut named);
    T::visit_generics(&mut named);
    named.1
}

/// One key of a call as the UI sends it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WireKey {
    /// camelCase, as sent.
    pub key: String,
    /// Its TypeScript type.
    pub ts: String,
    /// Whether the UI may leave it out (or send `null`).
    pub optional: bool,
}

impl WireKey {
    fn new(key: &str, ts: String) -> Vec<WireKey> {
        vec![WireKey {
            key: key.to_string(),
            ts,
            optional: false,
        }]
    }
}

/// The arguments read with serde as they are ([`arg`]).
macro_rules! serde_args {
    ($($t:ty),* $(,)?) => {$(
        impl Arg for $t {
            fn decode(call: &Map<String, Value>, key: &str) -> Result<Self, AppError> {
                arg(call.get(key).cloned(), key)
            }
            fn wire(key: &str, cfg: &Config) -> Vec<WireKey> {
                WireKey::new(key, <$t as TS>::name(cfg))
            }
            fn export(cfg: &Config) -> Result<(), ExportError> {
                export_type::<$t>(cfg)
            }
        }
    )*};
}

serde_args!(
    bool,
    u8,
    u32,
    u64,
    usize,
    String,
    Vec<String>,
    Vec<usize>,
    AnalysisSource,
    ClockPause,
    EditorBoard,
    GameFilter,
    LanJoinRequest,
    LevelDto,
    MoveMark,
    PuzzleAttempt,
    RecordFormat,
    ReviewQuality,
    ReviewSource,
    Settings,
    SetupId,
    SideDto,
    TutorialAttempt,
    VariantId,
);

/// Absent or `null`: `None` ([`opt_arg`]).
impl<T: Arg> Arg for Option<T> {
    fn decode(call: &Map<String, Value>, key: &str) -> Result<Self, AppError> {
        match call.get(key) {
            None | Some(Value::Null) => Ok(None),
            Some(_) => T::decode(call, key).map(Some),
        }
    }
    fn wire(key: &str, cfg: &Config) -> Vec<WireKey> {
        T::wire(key, cfg)
            .into_iter()
            .map(|k| WireKey {
                ts: format!("{} | null", k.ts),
                optional: true,
                ..k
            })
            .collect()
    }
    fn export(cfg: &Config) -> Result<(), ExportError> {
        T::export(cfg)
    }
}

impl Arg for NewGameOptions {
    fn decode(call: &Map<String, Value>, key: &str) -> Result<Self, AppError> {
        new_game_options(call.get(key).cloned())
    }
    fn wire(key: &str, cfg: &Config) -> Vec<WireKey> {
        WireKey::new(key, NewGameOptions::name(cfg))
    }
    fn export(cfg: &Config) -> Result<(), ExportError> {
        export_type::<NewGameOptions>(cfg)
    }
}

impl Arg for LanHostOptions {
    fn decode(call: &Map<String, Value>, key: &str) -> Result<Self, AppError> {
        lan_host_options(call.get(key).cloned())
    }
    fn wire(key: &str, cfg: &Config) -> Vec<WireKey> {
        WireKey::new(key, LanHostOptions::name(cfg))
    }
    fn export(cfg: &Config) -> Result<(), ExportError> {
        export_type::<LanHostOptions>(cfg)
    }
}

/// A point of the board as the UI numbers it (0..89, range-checked by the
/// command against the board).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Square(pub u32);

impl Arg for Square {
    fn decode(call: &Map<String, Value>, key: &str) -> Result<Self, AppError> {
        square(call.get(key).cloned(), key).map(Square)
    }
    fn wire(key: &str, _: &Config) -> Vec<WireKey> {
        WireKey::new(key, "number".into())
    }
    fn export(_: &Config) -> Result<(), ExportError> {
        Ok(())
    }
}

/// The file of an import: the keys `text` or `bytes` ([`file_data`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FileData(pub Vec<u8>);

impl Arg for FileData {
    fn decode(call: &Map<String, Value>, _: &str) -> Result<Self, AppError> {
        file_data(call.get("text").cloned(), call.get("bytes").cloned()).map(FileData)
    }
    fn wire(_: &str, _: &Config) -> Vec<WireKey> {
        // One of the two is needed: neither may be left out by the UI's
        // wrapper, which sends the other as null.
        let key = |key: &str, ts: &str| WireKey {
            key: key.into(),
            ts: ts.into(),
            optional: false,
        };
        vec![
            key("text", "string | null"),
            key("bytes", "string | number[] | null"),
        ]
    }
    fn export(_: &Config) -> Result<(), ExportError> {
        Ok(())
    }
}

/// `review_id` → `reviewId`: the key the UI sends for a field.
pub fn camel(snake: &str) -> String {
    let mut out = String::with_capacity(snake.len());
    let mut upper = false;
    for c in snake.chars() {
        if c == '_' {
            upper = true;
        } else if upper {
            out.extend(c.to_uppercase());
            upper = false;
        } else {
            out.push(c);
        }
    }
    out
}

/// What a well-formed call of a command may do (see [`crate::with_commands`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Effect {
    /// Changes nothing saved and acts on nothing outside the app.
    Read,
    /// May change the game, what is saved, or something outside the app.
    Write,
    /// A [`Effect::Read`] that takes a while whatever its arguments.
    Slow,
}

/// An argument's keys on the wire ([`Arg::wire`]).
pub type WireOf = fn(&str, &Config) -> Vec<WireKey>;

/// A command as the table ([`crate::with_commands`]) declares it.
#[derive(Clone, Copy)]
pub struct Command {
    /// Its name (snake_case).
    pub name: &'static str,
    /// Its doc comment, one line per line.
    pub doc: &'static [&'static str],
    /// What a well-formed call may do.
    pub effect: Effect,
    /// Its arguments in order: the field name and its keys on the wire.
    pub args: &'static [(&'static str, WireOf)],
    /// What it returns, in TypeScript.
    pub returns: fn(&Config) -> String,
    /// Writes the TypeScript declarations of the types it takes and
    /// returns.
    pub export: fn(&Config) -> Result<(), ExportError>,
}

impl Command {
    /// The keys a call sends, in order.
    pub fn wire(&self, cfg: &Config) -> Vec<WireKey> {
        self.args
            .iter()
            .flat_map(|(field, wire)| wire(&camel(field), cfg))
            .collect()
    }
}

macro_rules! effect {
    (read) => {
        Effect::Read
    };
    (write) => {
        Effect::Write
    };
    (slow) => {
        Effect::Slow
    };
}

/// From the table: a module per command holding its `Args` (decoded in one
/// go from the call), [`decode`] and [`COMMANDS`].
macro_rules! define_args {
    ($(
        $(#[doc = $doc:literal])*
        $effect:ident $module:ident :: $name:ident { $($field:ident : $ty:ty),* $(,)? } -> $ret:ty;
    )*) => {
        $(
            #[doc = concat!("The arguments of `", stringify!($name), "`.")]
            pub mod $name {
                #[allow(unused_imports)]
                use super::*;
                $(#[doc = $doc])*
                #[derive(Debug)]
                pub struct Args {
                    $(
                        #[doc = concat!("`", stringify!($field), "`.")]
                        pub $field: $ty,
                    )*
                }
                impl Args {
                    /// Decodes a call's arguments; a malformed one is `badArgument`
                    /// (a handicap that names none: `badHandicap`).
                    #[allow(unused_variables)]
                    pub fn decode(call: &Map<String, Value>) -> Result<Args, AppError> {
                        Ok(Args {
                            $($field: <$ty as Arg>::decode(call, &camel(stringify!($field)))?,)*
                        })
                    }
                }
            }
        )*

        /// Decodes the arguments of a call to `cmd` as the command does
        /// (it runs this same code first); `Ok` when it would go on to its
        /// work. Keys a command does not take are ignored. An unknown
        /// command is `badArgument`.
        pub fn decode(cmd: &str, call: &Map<String, Value>) -> Result<(), AppError> {
            match cmd {
                $(stringify!($name) => $name::Args::decode(call).map(drop),)*
                other => Err(AppError::bad_argument(format!("unknown command {other}"))),
            }
        }

        /// Every command, in the table's order.
        pub const COMMANDS: &[Command] = &[$(
            Command {
                name: stringify!($name),
                doc: &[$($doc),*],
                effect: effect!($effect),
                args: &[$((stringify!($field), <$ty as Arg>::wire)),*],
                returns: <$ret as TS>::name,
                export: |cfg| {
                    export_type::<$ret>(cfg)?;
                    $(<$ty as Arg>::export(cfg)?;)*
                    Ok(())
                },
            },
        )*];
    };
}

crate::with_commands!(define_args);

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
            "save_export",
            serde_json::json!({"id": 1, "format": "pgn-chinese"})
        )
        .is_ok());
        assert!(call(
            "save_export",
            serde_json::json!({"id": 1, "format": "pgn-zh"})
        )
        .is_err());
        assert!(call(
            "preview_import",
            serde_json::json!({"text": null, "bytes": "WFE="})
        )
        .is_ok());
        assert!(call(
            "preview_import",
            serde_json::json!({"text": null, "bytes": null})
        )
        .is_err());
        assert!(call("flip", serde_json::json!({"junk": [1]})).is_ok());
        assert!(call("no_such_command", serde_json::json!({})).is_err());
    }
}
