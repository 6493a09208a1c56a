//! [`GameRecord`]: a finished or unfinished game as a file stores it, and
//! the errors of reading one ([`ImportError`]).

use std::fmt;

use janggi_rules::{
    EndReason, Game, Handicap, JanggiSetup, Move, Outcome, PlayError, Position, ProfileId,
    RuleProfile, Side, Variant,
};

/// The result a record states.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default)]
pub enum RecordResult {
    /// Unknown, or the game was not finished (PGN `*`).
    #[default]
    Unknown,
    /// This side won.
    Win(Side),
    /// A draw.
    Draw,
}

impl RecordResult {
    /// The PGN result token: `1-0`, `0-1`, `1/2-1/2` or `*`.
    pub const fn pgn(self) -> &'static str {
        match self {
            RecordResult::Unknown => "*",
            RecordResult::Win(Side::First) => "1-0",
            RecordResult::Win(Side::Second) => "0-1",
            RecordResult::Draw => "1/2-1/2",
        }
    }

    /// Reads a PGN result token.
    pub fn from_pgn(s: &str) -> Option<RecordResult> {
        Some(match s {
            "*" => RecordResult::Unknown,
            "1-0" => RecordResult::Win(Side::First),
            "0-1" => RecordResult::Win(Side::Second),
            "1/2-1/2" | "½-½" => RecordResult::Draw,
            _ => return None,
        })
    }
}

/// The Janggi setups of both players, each named from its owner's seat (as
/// [`JanggiSetup`] always is).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct Setups {
    /// Cho's (the first player's) setup.
    pub cho: JanggiSetup,
    /// Han's (the second player's) setup.
    pub han: JanggiSetup,
}

impl Setups {
    /// The setups whose start position has the placement and side to move of
    /// `pos`, if any (Janggi only).
    pub fn detect(pos: &Position) -> Option<Setups> {
        if pos.variant() != Variant::Janggi {
            return None;
        }
        let key = placement_and_turn(&pos.fen());
        for cho in JanggiSetup::ALL {
            for han in JanggiSetup::ALL {
                let start = Position::janggi_start(pos.profile(), cho, han);
                if placement_and_turn(&start.fen()) == key {
                    return Some(Setups { cho, han });
                }
            }
        }
        None
    }
}

/// The first two FEN fields (placement and side to move).
fn placement_and_turn(fen: &str) -> String {
    fen.split_whitespace().take(2).collect::<Vec<_>>().join(" ")
}

/// A game as a record file holds it: rules, start, players, result, moves
/// and any other headers. Every record the readers of this module return has
/// been replayed move by move with the rules, so its moves are legal from its
/// start position.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct GameRecord {
    /// The rules the game was played under (the variant follows from it).
    pub profile: ProfileId,
    /// The start position (Fairy-Stockfish FEN).
    pub start_fen: String,
    /// The Janggi setups when the start is a standard Janggi start, or a
    /// handicap start built from them.
    pub setups: Option<Setups>,
    /// The handicap when the start is a handicap start (found from the
    /// start position, [`Handicap::detect`]: the position decides, a file's
    /// handicap tag only names it). Handicap games are not rated.
    pub handicap: Option<Handicap>,
    /// Event or tournament name (PGN `Event`, `.gib` `대회명`); empty if none.
    pub event: String,
    /// Where (PGN `Site`, `.gib` `대국장소`).
    pub site: String,
    /// When, as written (PGN `Date` `2024.05.01`, `.gib` `대국일자` `2024-05-01`).
    pub date: String,
    /// Round (PGN `Round`, `.gib` `회전`).
    pub round: String,
    /// Players (or computer levels) as free text, indexed by [`Side::index`]:
    /// Cho/Red (PGN `White`, `.gib` `초대국자`), Han/Black (`Black`, `한대국자`).
    pub players: [String; 2],
    /// The result.
    pub result: RecordResult,
    /// Why the game ended, when the record says it (or, for a win, the final
    /// position shows a checkmate).
    pub reason: Option<EndReason>,
    /// The result was decided by counting Janggi points.
    pub by_points: bool,
    /// The result as the file wrote it (`초 완승`, `1-0`, …).
    pub result_text: String,
    /// The moves from the start position.
    pub moves: Vec<Move>,
    /// Janggi points ×10 of both sides at the end (Han's 1.5 included),
    /// indexed by [`Side::index`]; Xiangqi: material in Janggi values.
    pub points: [u32; 2],
    /// Other headers, in file order.
    pub headers: Vec<(String, String)>,
}

impl GameRecord {
    /// An empty record of a game from `start` (no moves, no players).
    pub fn new(start: &Position) -> GameRecord {
        let handicap = Handicap::detect(start);
        let handicap_setups = handicap
            .and_then(|(_, s)| s)
            .map(|(cho, han)| Setups { cho, han });
        GameRecord {
            profile: start.profile().id,
            start_fen: start.fen(),
            setups: Setups::detect(start).or(handicap_setups),
            handicap: handicap.map(|(h, _)| h),
            event: String::new(),
            site: String::new(),
            date: String::new(),
            round: String::new(),
            players: [String::new(), String::new()],
            result: RecordResult::Unknown,
            reason: None,
            by_points: false,
            result_text: String::new(),
            moves: Vec::new(),
            points: [start.points(Side::First), start.points(Side::Second)],
            headers: Vec::new(),
        }
    }

    /// The record of `game`: its start, moves and outcome (players, event and
    /// date are left empty for the caller to fill).
    pub fn from_game(game: &Game) -> GameRecord {
        let mut r = GameRecord::new(game.start_position());
        r.moves = game.moves().to_vec();
        r.points = [game.points(Side::First), game.points(Side::Second)];
        let o = game.outcome();
        r.result = match o {
            Outcome::Ongoing => RecordResult::Unknown,
            Outcome::Decisive { winner, .. } => RecordResult::Win(winner),
            Outcome::Draw { .. } => RecordResult::Draw,
        };
        r.reason = o.reason();
        r.by_points = o.decided_by_points();
        r.result_text = r.result.pgn().to_string();
        r
    }

    /// The rules of the record.
    pub fn rule_profile(&self) -> RuleProfile {
        RuleProfile::from_id(self.profile)
    }

    /// The variant of the record.
    pub fn variant(&self) -> Variant {
        self.rule_profile().variant
    }

    /// The start position.
    pub fn start_position(&self) -> Result<Position, RecordError> {
        Position::from_fen(&self.start_fen, &self.rule_profile())
            .map_err(|e| RecordError::BadFen(e.to_string()))
    }

    /// Replays the moves with the rules' legal moves (not the game's end
    /// conditions: records go on after a repetition or a double pass that
    /// the profile would end)
    /// and returns every position, the start first.
    pub fn positions(&self) -> Result<Vec<Position>, RecordError> {
        let mut pos = self.start_position()?;
        let mut out = Vec::with_capacity(self.moves.len() + 1);
        out.push(pos.clone());
        for (i, &m) in self.moves.iter().enumerate() {
            if !pos.is_legal(m) {
                return Err(RecordError::Illegal { ply: i + 1 });
            }
            play_on(&mut pos, m);
            out.push(pos.clone());
        }
        Ok(out)
    }

    /// The position after the last move.
    pub fn final_position(&self) -> Result<Position, RecordError> {
        let mut pos = self.start_position()?;
        for (i, &m) in self.moves.iter().enumerate() {
            if !pos.is_legal(m) {
                return Err(RecordError::Illegal { ply: i + 1 });
            }
            play_on(&mut pos, m);
        }
        Ok(pos)
    }

    /// The record as a [`Game`] (to replay it or play on from its end): every
    /// move is played through [`Game::play`], so the profile's end conditions
    /// apply; a move after the game ended by them is an error. A stated
    /// resignation or timeout is applied to the game.
    pub fn to_game(&self) -> Result<Game, RecordError> {
        let mut game = Game::from_position(self.start_position()?);
        for (i, &m) in self.moves.iter().enumerate() {
            match game.play(m) {
                Ok(()) => {}
                Err(PlayError::GameOver) => return Err(RecordError::GameOver { ply: i + 1 }),
                Err(_) => return Err(RecordError::Illegal { ply: i + 1 }),
            }
        }
        if !game.outcome().is_over() {
            if let RecordResult::Win(w) = self.result {
                // Cannot fail: the game is not over.
                let _ = match self.reason {
                    Some(EndReason::Resignation) => game.resign(!w),
                    Some(EndReason::Timeout) => game.time_out(!w),
                    _ => Ok(()),
                };
            }
        }
        Ok(game)
    }

    /// Sets `points` from the final position and, for a win without a stated
    /// reason whose final position is the loser checkmated, the reason.
    /// Called by the readers after the replay.
    pub(crate) fn finish(&mut self, last: &Position) {
        self.points = [last.points(Side::First), last.points(Side::Second)];
        if let (RecordResult::Win(w), None) = (self.result, self.reason) {
            if last.turn() == !w && last.is_check() && last.legal_moves().is_empty() {
                self.reason = Some(EndReason::Checkmate);
            }
        }
        if self.result != RecordResult::Unknown {
            if let Some(r) = self.reason {
                if matches!(self.result, RecordResult::Win(_)) && points_based(r) {
                    self.by_points = true;
                }
            }
        }
    }
}

/// Plays a legal `m` on `pos` for a record's replay. Records go on where
/// the rules would end the game: after two passes in a row the position has
/// no legal moves, so it is re-read from its FEN (which keeps everything but
/// the pass count), as Fairy-Stockfish's `janggimodern` plays on.
pub(crate) fn play_on(pos: &mut Position, m: Move) {
    let _ = pos.make_move(m);
    if pos.passes_in_row() >= 2 {
        if let Ok(p) = Position::from_fen(&pos.fen(), pos.profile()) {
            *pos = p;
        }
    }
}

/// Reads `text`, UCI moves separated by white space as
/// [`notation::uci`](janggi_rules::notation::uci) writes them (a pass is the
/// general to its own square), played from `start`: each move checked with
/// the rules, and play going on after a double pass as records do (the
/// position is re-read from its FEN, as Fairy-Stockfish's `janggimodern`
/// plays on). The error names the ply and the token.
///
/// # Errors
/// [`ImportErrorKind::BadMove`] for a token that is not a UCI move,
/// [`ImportErrorKind::IllegalMove`] for one the position does not allow.
pub fn read_uci_moves(start: &Position, text: &str) -> Result<Vec<Move>, ImportError> {
    let mut pos = start.clone();
    let mut moves = Vec::new();
    for (i, token) in text.split_whitespace().enumerate() {
        let m = janggi_rules::notation::parse_uci(&pos, token).map_err(|e| ImportError {
            game: 1,
            line: 0,
            ply: i + 1,
            kind: match e {
                janggi_rules::PlayError::BadNotation(_) => {
                    ImportErrorKind::BadMove(token.to_string())
                }
                _ => ImportErrorKind::IllegalMove(token.to_string()),
            },
        })?;
        play_on(&mut pos, m);
        moves.push(m);
    }
    Ok(moves)
}

/// Reasons whose decisive results are a points count.
pub(crate) const fn points_based(r: EndReason) -> bool {
    matches!(
        r,
        EndReason::Bikjang | EndReason::DoublePass | EndReason::Repetition | EndReason::MoveLimit
    )
}

/// Why a [`GameRecord`] cannot be replayed.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum RecordError {
    /// The start FEN is not readable.
    BadFen(String),
    /// Move number `ply` (1-based) is not legal.
    Illegal {
        /// 1-based ply.
        ply: usize,
    },
    /// The game had ended by the profile's rules before move `ply`.
    GameOver {
        /// 1-based ply.
        ply: usize,
    },
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RecordError::BadFen(e) => write!(f, "bad start position: {e}"),
            RecordError::Illegal { ply } => write!(f, "move {ply} is not legal"),
            RecordError::GameOver { ply } => {
                write!(f, "the game had ended by the rules before move {ply}")
            }
        }
    }
}

impl std::error::Error for RecordError {}

/// Why a record cannot be written.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum ExportError {
    /// `.gib` is for Janggi only.
    NotJanggi,
    /// The record's moves do not replay.
    Replay(RecordError),
}

impl std::fmt::Display for ExportError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ExportError::NotJanggi => f.write_str(".gib records hold Janggi games only"),
            ExportError::Replay(e) => write!(f, "the record does not replay: {e}"),
        }
    }
}

impl std::error::Error for ExportError {}

impl From<RecordError> for ExportError {
    fn from(e: RecordError) -> Self {
        ExportError::Replay(e)
    }
}

/// The largest input the readers accept, in bytes (16 MiB: some thousand
/// games; real files are far smaller).
pub const MAX_INPUT: usize = 16 << 20;

/// What went wrong reading a record file.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum ImportErrorKind {
    /// The file holds no game.
    Empty,
    /// The file is larger than [`MAX_INPUT`] bytes.
    TooLarge(usize),
    /// `.gib` with `[기보형식 "구좌표"]`: the old coordinate system. No
    /// longer returned: the readers read the old coordinates (see
    /// [`gib`](crate::gib)); kept so that code naming it still builds.
    OldCoordinates,
    /// A header line is not `[name "value"]`.
    BadHeader(String),
    /// A setup header (`초차림`, `한차림`, …) is not one of the four setups.
    BadSetup(String),
    /// The start position (`FEN`, `판`) is not readable.
    BadFen(String),
    /// The variant is missing or not Janggi/Xiangqi.
    UnknownVariant(String),
    /// A piece name in a move is not a Janggi piece.
    UnknownPiece(String),
    /// Text in the moves that is not a move (or a comment, number, result).
    BadMove(String),
    /// A well-formed move that the rules do not allow.
    IllegalMove(String),
    /// `.gib` `[판 "…"]`: the moves replay from the board under neither
    /// reading (Cho's back rank listed first, or Han's); the move is the
    /// first that fails under the reading that gets furthest.
    BoardMismatch(String),
}

impl ImportErrorKind {
    /// The move token the problem is about (`IllegalMove`, `BadMove`,
    /// `UnknownPiece`, `BoardMismatch`), as the file wrote it.
    pub fn token(&self) -> Option<&str> {
        match self {
            ImportErrorKind::UnknownPiece(s)
            | ImportErrorKind::BadMove(s)
            | ImportErrorKind::IllegalMove(s)
            | ImportErrorKind::BoardMismatch(s) => Some(s),
            _ => None,
        }
    }
}

/// The reason alone, in English (without game, line or move number; see
/// [`ImportError`]'s `Display` for the whole message).
impl fmt::Display for ImportErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ImportErrorKind::Empty => f.write_str("no game found"),
            ImportErrorKind::TooLarge(n) => write!(
                f,
                "the file is too large ({n} bytes; at most {} are read)",
                MAX_INPUT
            ),
            ImportErrorKind::OldCoordinates => f.write_str(
                "this record uses the old coordinate system ([기보형식 \"구좌표\"]), which is not supported",
            ),
            ImportErrorKind::BadHeader(s) => write!(f, "bad header {s:?}"),
            ImportErrorKind::BadSetup(s) => write!(f, "unknown setup {s:?}"),
            ImportErrorKind::BadFen(s) => write!(f, "bad start position: {s}"),
            ImportErrorKind::UnknownVariant(s) => {
                write!(f, "unsupported variant {s:?} (janggi or xiangqi)")
            }
            ImportErrorKind::UnknownPiece(s) => write!(f, "unknown piece in {s:?}"),
            ImportErrorKind::BadMove(s) => write!(f, "not a move: {s:?}"),
            ImportErrorKind::IllegalMove(s) => write!(f, "illegal move {s:?}"),
            ImportErrorKind::BoardMismatch(s) => write!(
                f,
                "the [판] board does not match the moves ({s:?} is illegal under either reading of the board)"
            ),
        }
    }
}

/// A rejected import: which game (1-based, in file order), which line
/// (1-based), which ply (1-based, 0 for header problems) and what.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ImportError {
    /// 1-based game number in the file (0 for file-wide problems).
    pub game: usize,
    /// 1-based line number (0 for file-wide problems).
    pub line: usize,
    /// 1-based ply of the bad move (0 when not about a move).
    pub ply: usize,
    /// What.
    pub kind: ImportErrorKind,
}

impl ImportError {
    pub(crate) fn file(kind: ImportErrorKind) -> ImportError {
        ImportError {
            game: 0,
            line: 0,
            ply: 0,
            kind,
        }
    }
}

impl fmt::Display for ImportError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.game > 0 {
            write!(f, "game {}, ", self.game)?;
        }
        if self.line > 0 {
            write!(f, "line {}: ", self.line)?;
        }
        if self.ply > 0 && self.kind.token().is_some() {
            write!(f, "move {}: ", self.ply)?;
        }
        write!(f, "{}", self.kind)
    }
}

impl std::error::Error for ImportError {}

/// Something the reader decided about a game that the file did not say
/// plainly; the game imported, but an import report may mention it.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum ImportNote {
    /// `.gib` `[판 "…"]` read with Han's back rank listed first: the moves
    /// do not replay under the usual reading (Cho's back rank first) but do
    /// under this one.
    BoardReadFlipped,
    /// `.gib` without setup headers (and without `판`): the setups were
    /// taken as the first pair under which the moves replay.
    SetupsInferred,
    /// PGN: a tag's value held unescaped quotes (`[Event ""杯"第四屆"]`);
    /// it was read leniently, up to the last quote before the closing `]`.
    HeaderReadLeniently,
}

impl fmt::Display for ImportNote {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            ImportNote::BoardReadFlipped => {
                "the [판] board was read with Han's back rank first: the moves replay only that way"
            }
            ImportNote::SetupsInferred => "no setup headers: the setups were taken from the moves",
            ImportNote::HeaderReadLeniently => {
                "a header's value held unescaped quotes: it was read up to the last quote before the closing bracket"
            }
        })
    }
}

/// One game of a lenient import: the record of its legal prefix, the error
/// that stopped it, if any, and where it is in the file.
///
/// When `error` is a header problem (`ply == 0`: a bad header, setup or
/// start position, an unknown variant), `record` holds the
/// headers that could be read (players, event, result) and no moves; its
/// start position may then be a default one.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct LenientGame {
    /// 1-based number of the game in the file.
    pub number: usize,
    /// 1-based line where the game starts (its first header or move).
    pub line: usize,
    /// The game up to (not including) the first bad move.
    pub record: GameRecord,
    /// Why the rest was dropped.
    pub error: Option<ImportError>,
    /// What the reader decided on its own (see [`ImportNote`]).
    pub notes: Vec<ImportNote>,
}

impl LenientGame {
    /// Whether every move of the game replayed (nothing was dropped).
    pub fn is_complete(&self) -> bool {
        self.error.is_none()
    }

    /// The legal part of a game cut short by a bad move: the record of the
    /// moves before it, if there is at least one. `None` for a complete game
    /// and for a game refused at its headers or first move.
    pub fn legal_prefix(&self) -> Option<&GameRecord> {
        match &self.error {
            Some(e) if e.ply > 0 && !self.record.moves.is_empty() => Some(&self.record),
            _ => None,
        }
    }
}

/// A record's date as it was written (`2024.05.01`, `2024-05-01`,
/// `2024/5/1`, `2024년 5월 1일`, PGN's `2024.05.??`), read as ISO 8601:
/// `YYYY-MM-DD`, or `YYYY-MM` / `YYYY` when that is all it says. `None`
/// when it names no year (PGN's `????.??.??`, free text).
pub fn iso_date(text: &str) -> Option<String> {
    // Runs of digits or of `?` (an unknown part); anything else separates.
    let tokens: Vec<&str> = text
        .split(|c: char| !c.is_ascii_digit() && c != '?')
        .filter(|t| !t.is_empty())
        .collect();
    let number = |i: usize| -> Option<u32> {
        let t = tokens.get(i)?;
        t.bytes()
            .all(|b| b.is_ascii_digit())
            .then(|| t.parse().ok())?
    };
    let year = number(0).filter(|y| tokens[0].len() == 4 && (1000..=2999).contains(y))?;
    let Some(month) = number(1).filter(|m| (1..=12).contains(m)) else {
        return Some(format!("{year:04}"));
    };
    Some(
        match number(2).filter(|d| (1..=days_in_month(year, month)).contains(d)) {
            Some(d) => format!("{year:04}-{month:02}-{d:02}"),
            None => format!("{year:04}-{month:02}"),
        },
    )
}

fn days_in_month(year: u32, month: u32) -> u32 {
    match month {
        2 if year.is_multiple_of(4) && (!year.is_multiple_of(100) || year.is_multiple_of(400)) => {
            29
        }
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    }
}

#[cfg(test)]
mod date_tests {
    use super::iso_date;

    #[test]
    fn record_dates_read_as_iso() {
        for (text, iso) in [
            ("2024.05.01", Some("2024-05-01")),
            ("2024-05-01", Some("2024-05-01")),
            ("2024/5/1", Some("2024-05-01")),
            ("2024년 5월 1일", Some("2024-05-01")),
            ("2024.05.??", Some("2024-05")),
            ("2024.??.??", Some("2024")),
            ("2024.??.05", Some("2024")),
            ("2023.02.29", Some("2023-02")),
            ("2024.02.29", Some("2024-02-29")),
            ("2024.13.01", Some("2024")),
            ("????.??.??", None),
            ("", None),
            ("yesterday", None),
            ("24.05.01", None),
            ("0999.01.01", None),
        ] {
            assert_eq!(iso_date(text).as_deref(), iso, "{text:?}");
        }
    }
}
