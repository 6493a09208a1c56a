//! The UCI protocol, as Fairy-Stockfish speaks it for Janggi and Xiangqi.
//!
//! [`Uci::handle`] takes one input line and writes its answer to the output
//! sink; it never panics, whatever the line. Each command is one method
//! (`cmd_*`), dispatched on the first word in [`Uci::handle`]; adding a
//! command means adding one match arm and one method. Options are a table
//! ([`OPTIONS`]) printed by `uci` and set by `setoption`.
//!
//! Commands:
//!
//! * `uci` — `id name`, `id author`, the options, `uciok`;
//! * `isready` — `readyok`;
//! * `ucinewgame` — back to the start position of the current variant;
//! * `setoption name UCI_Variant value <v>` — `janggi` (our
//!   `janggi-fairy-stockfish` profile), `janggicasual` (`janggi-standard`),
//!   `janggitraditional` (`janggi-traditional`), `janggimodern`
//!   (`janggi-modern`), `xiangqi`, or any of our
//!   profile names (`janggi-bikjang-scoring`, …); resets the position;
//! * `position startpos|fen <FEN> [moves <m1> <m2> …]` — every move legal
//!   on the board is played, also after a position our rules call over (a
//!   repetition, a move limit, too little material, a bikjang that ends the
//!   game at once: the GUI decides when its game ends, as with
//!   Fairy-Stockfish; `info string warning: …` says so); an illegal or
//!   malformed move prints `info string error: …` naming it and the
//!   position stays the one reached before it (after two passes or an
//!   accepted bikjang no move is legal, in Fairy-Stockfish too); a bad FEN
//!   prints the error and keeps the previous position; boards no game
//!   reaches (three chariots, a guard outside its palace, a soldier in its
//!   own palace: `Waivers::ALL`) are accepted and moved as Fairy-Stockfish
//!   moves them;
//! * `go perft <n>` — one `move: count` line per legal move, a blank line and
//!   `Nodes searched: <total>`;
//! * `go [depth <n>] [nodes <n>] [movetime <ms>] [wtime <ms>] [btime <ms>]
//!   [winc <ms>] [binc <ms>] [movestogo <n>] [byoyomi <ms>] [infinite]
//!   [searchmoves <m1> <m2> …]` — (`searchmoves`: only those root moves;
//!   one not legal is named and left out)
//!   searches on a background thread, so `stop`, `isready` and the rest are
//!   answered while it thinks; prints `info depth … seldepth … multipv …
//!   score cp|mate … nodes … nps … time … pv …` after each iteration and
//!   `bestmove <m> [ponder <m>]` at the end (a pass is the general's move to
//!   its own square). `byoyomi` is one period, as Fairy-Stockfish reads it.
//!   A word it does not understand is named in `info string error: …` and
//!   the search runs on the rest (with nothing understood, 1 s; bare `go`
//!   searches until `stop`): a GUI always gets its `bestmove`. With no
//!   legal move it prints `info depth 0 score mate 0` and `bestmove
//!   (none)`, as Fairy-Stockfish does. With the `Level` option set, the
//!   level decides how to search;
//! * `stop` — ends the search (the `bestmove` follows at once);
//! * `setoption name Hash|Threads|Level value …` — table size in MB, search
//!   threads (Lazy SMP), playing level (`full`, or `beginner`…`expert` /
//!   `easy`…`hard`);
//! * `setoption name MultiPV value <n>` — 1…5 (default 1): each iteration
//!   reports the n best root moves, `multipv 1` first (the one played);
//! * `setoption name Move Overhead value <ms>` — kept back from every move
//!   on a clock (default 50, 0…5000), for pipes and a loaded machine;
//! * `bench [depth]` — the engine bench: fixed positions of both games to a
//!   fixed depth, `Nodes searched` (a deterministic signature) and
//!   `Nodes/second`;
//! * `d` — the board, `Fen:`, `Key:` and `Checkers:`;
//! * `quit`.
//!
//! Anything else prints `info string error: unknown command …` and the
//! engine keeps running.

use std::io::Write;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::Duration;

use janggi_engine::{
    bench, Clock, Engine, Level, Limits, Line, Score, SearchInfo, DEFAULT_MOVE_OVERHEAD,
};
use janggi_rules::{notation, Game, Move, Position, ProfileId, RuleProfile, Square, Waivers};

/// What the input loop should do after a command.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Flow {
    /// Read the next line.
    Continue,
    /// Stop (the `quit` command).
    Quit,
}

/// One UCI option, as printed by `uci`.
pub struct OptionSpec {
    /// Option name.
    pub name: &'static str,
    /// The text after `type` in the `option` line.
    pub spec: &'static str,
}

/// The options this front end understands.
pub const OPTIONS: &[OptionSpec] = &[
    OptionSpec {
        name: "UCI_Variant",
        spec: "combo default janggi var janggi var janggicasual var janggitraditional var janggimodern var xiangqi",
    },
    OptionSpec {
        name: "Hash",
        spec: "spin default 16 min 1 max 4096",
    },
    OptionSpec {
        name: "Threads",
        spec: "spin default 1 min 1 max 64",
    },
    OptionSpec {
        name: "MultiPV",
        spec: "spin default 1 min 1 max 5",
    },
    OptionSpec {
        name: "Move Overhead",
        spec: "spin default 50 min 0 max 5000",
    },
    OptionSpec {
        name: "Level",
        spec: "combo default full var full var 1 var 2 var 3 var 4 var 5 var 6 var 7 var 8 var 9 var 10",
    },
];

/// The rule profile for a `UCI_Variant` value: Fairy-Stockfish's variant
/// names, or our own profile names.
pub fn profile_for_variant(value: &str) -> Option<RuleProfile> {
    let v = value.trim().to_ascii_lowercase();
    let id = match v.as_str() {
        "janggi" => ProfileId::JanggiFairyStockfish,
        "janggicasual" => ProfileId::JanggiStandard,
        "janggitraditional" => ProfileId::JanggiTraditional,
        "janggimodern" => ProfileId::JanggiModern,
        "xiangqi" => ProfileId::Xiangqi,
        other => ProfileId::from_name(other)?,
    };
    Some(RuleProfile::from_id(id))
}

/// The `UCI_Variant` name under which a profile is reported.
fn variant_name(p: &RuleProfile) -> &'static str {
    janggi_engine::uci_variant_name(p.id)
}

/// A search running on its own thread.
struct Running {
    stop: Arc<AtomicBool>,
    handle: JoinHandle<()>,
    infinite: bool,
}

/// The protocol state: the rule profile, the current line (start position
/// and moves, no game-end rule applied: the GUI decides when a game ends),
/// the engine and the search in progress. Output is shared with the search
/// thread.
pub struct Uci<W: Write + Send + 'static> {
    out: Arc<Mutex<W>>,
    profile: RuleProfile,
    line: Line,
    engine: Arc<Mutex<Engine>>,
    level: Option<Level>,
    /// Kept back from every move on a clock (`Move Overhead`).
    move_overhead: Duration,
    /// Principal variations searched and reported (`MultiPV`).
    multipv: u32,
    search: Option<Running>,
    /// Games begun (`ucinewgame`): a level's seed, so its misjudgements
    /// stay the same for a game and differ from one game to the next.
    games: u64,
}

/// Writes one line to the shared output and flushes it.
fn emit<W: Write>(out: &Mutex<W>, s: &str) {
    let mut o = out.lock().unwrap_or_else(|e| e.into_inner());
    let _ = writeln!(o, "{s}");
    let _ = o.flush();
}

impl<W: Write + Send + 'static> Uci<W> {
    /// A front end writing to `out`, set to Fairy-Stockfish's `janggi` at the
    /// start position.
    pub fn new(out: W) -> Uci<W> {
        let profile = RuleProfile::JANGGI_FAIRY_STOCKFISH;
        Uci {
            out: Arc::new(Mutex::new(out)),
            line: Line::new(Position::new(&profile)),
            profile,
            engine: Arc::new(Mutex::new(Engine::new(16, 1))),
            level: None,
            move_overhead: DEFAULT_MOVE_OVERHEAD,
            multipv: 1,
            search: None,
            games: 0,
        }
    }

    /// Ends a running search: `stop` raises its flag, otherwise it is left
    /// to finish (an infinite search is always stopped). Its `bestmove` is
    /// printed before this returns.
    pub fn finish_search(&mut self, stop: bool) {
        if let Some(r) = self.search.take() {
            if stop || r.infinite {
                r.stop.store(true, Ordering::Relaxed);
            }
            let _ = r.handle.join();
        }
    }

    /// The current position.
    #[cfg_attr(not(test), allow(dead_code))]
    pub fn position(&self) -> &Position {
        self.line.position()
    }

    /// Handles one input line.
    pub fn handle(&mut self, line: &str) -> Flow {
        let line = line.trim();
        let (cmd, rest) = match line.split_once(char::is_whitespace) {
            Some((c, r)) => (c, r.trim()),
            None => (line, ""),
        };
        match cmd {
            "" => {}
            "uci" => self.cmd_uci(),
            "isready" => self.cmd_isready(),
            "ucinewgame" => self.cmd_ucinewgame(),
            "setoption" => self.cmd_setoption(rest),
            "position" => self.cmd_position(rest),
            "go" => self.cmd_go(rest),
            "stop" => self.finish_search(true),
            "bench" => self.cmd_bench(rest),
            "d" => self.cmd_d(),
            "quit" => {
                self.finish_search(true);
                return Flow::Quit;
            }
            other => self.error(&format!("unknown command '{}'", clip(other))),
        }
        Flow::Continue
    }

    fn line(&mut self, s: &str) {
        emit(&self.out, s);
    }

    fn error(&mut self, msg: &str) {
        self.line(&format!("info string error: {msg}"));
    }

    fn cmd_uci(&mut self) {
        self.line(concat!("id name janggi-engine ", env!("CARGO_PKG_VERSION")));
        self.line("id author the janggi app authors");
        for o in OPTIONS {
            self.line(&format!("option name {} type {}", o.name, o.spec));
        }
        self.line("uciok");
    }

    fn cmd_isready(&mut self) {
        self.line("readyok");
    }

    fn cmd_ucinewgame(&mut self) {
        self.finish_search(true);
        self.games += 1;
        self.line = Line::new(Position::new(&self.profile));
        self.engine
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .new_game();
    }

    fn cmd_setoption(&mut self, rest: &str) {
        // setoption name <name…> [value <value…>]
        let Some(after_name) = rest.strip_prefix("name") else {
            return self.error("expected 'setoption name <name> [value <value>]'");
        };
        let (name, value) = match after_name.find(" value") {
            Some(i) => (after_name[..i].trim(), after_name[i + 6..].trim()),
            None => (after_name.trim(), ""),
        };
        if name.eq_ignore_ascii_case("UCI_Variant") {
            match profile_for_variant(value) {
                Some(p) => {
                    self.profile = p;
                    self.line = Line::new(Position::new(&p));
                }
                None => self.error(&format!("unknown variant '{}'", clip(value))),
            }
        } else if name.eq_ignore_ascii_case("Hash") || name.eq_ignore_ascii_case("Threads") {
            match value.parse::<usize>() {
                Ok(n) if (1..=4096).contains(&n) => {
                    self.finish_search(true);
                    let mut e = self.engine.lock().unwrap_or_else(|e| e.into_inner());
                    if name.eq_ignore_ascii_case("Hash") {
                        e.set_hash(n);
                    } else {
                        e.set_threads(n.min(64));
                    }
                }
                _ => self.error(&format!("bad value '{}' for {name}", clip(value))),
            }
        } else if name.eq_ignore_ascii_case("MultiPV") {
            match value.parse::<u32>() {
                Ok(n) if (1..=5).contains(&n) => self.multipv = n,
                _ => self.error(&format!("bad value '{}' for MultiPV (1..5)", clip(value))),
            }
        } else if name.eq_ignore_ascii_case("Move Overhead") {
            match value.parse::<u64>() {
                Ok(n) if n <= 5000 => self.move_overhead = Duration::from_millis(n),
                _ => self.error(&format!(
                    "bad value '{}' for Move Overhead (0..5000 ms)",
                    clip(value)
                )),
            }
        } else if name.eq_ignore_ascii_case("Level") {
            if value.eq_ignore_ascii_case("full") {
                self.level = None;
            } else {
                match Level::from_name(value) {
                    Some(l) => self.level = Some(l),
                    None => self.error(&format!("unknown level '{}'", clip(value))),
                }
            }
        } else {
            self.error(&format!("unknown option '{}'", clip(name)));
        }
    }

    fn cmd_position(&mut self, rest: &str) {
        match build_line(self.profile, rest) {
            Ok(built) => {
                self.line = built.line;
                if let Some(w) = built.warning {
                    self.line(&format!("info string warning: {w}"));
                }
                if let Some(e) = built.error {
                    self.error(&e);
                }
            }
            Err(e) => self.error(&e),
        }
    }

    fn cmd_go(&mut self, rest: &str) {
        let mut words = rest.split_whitespace();
        match words.next() {
            Some("perft") => match words.next().map(str::parse::<u32>) {
                Some(Ok(depth)) if depth >= 1 => self.perft(depth),
                _ => self.error("expected 'go perft <depth>' with depth >= 1"),
            },
            // Whatever else follows `go`, the GUI waits for a `bestmove`:
            // what cannot be read is reported and the search runs on the
            // rest (bare `go` searches until `stop`, as in Stockfish).
            _ => {
                let (mut limits, notes, searchmoves) = parse_go(rest);
                for n in &notes {
                    self.error(n);
                }
                let pos = self.line.position().clone();
                let pos = &pos;
                for w in &searchmoves {
                    match pos
                        .legal_moves()
                        .iter()
                        .find(|&&m| notation::uci(pos, m) == *w)
                    {
                        Some(&m) => limits.searchmoves.push(m),
                        None => self.error(&format!(
                            "searchmoves: '{}' is not a legal move here; left out",
                            clip(w)
                        )),
                    }
                }
                if !searchmoves.is_empty() && limits.searchmoves.is_empty() {
                    self.error("searchmoves: no legal move given; searching every move");
                }
                limits.move_overhead = Some(self.move_overhead);
                limits.multipv = self.multipv;
                self.start_search(limits)
            }
        }
    }

    fn start_search(&mut self, limits: Limits) {
        self.finish_search(true);
        let stop = Arc::new(AtomicBool::new(false));
        let out = Arc::clone(&self.out);
        let engine = Arc::clone(&self.engine);
        let line = self.line.clone();
        let level = if limits.infinite { None } else { self.level };
        let seed = self.games.wrapping_mul(0x9e37_79b9_7f4a_7c15);
        let infinite = limits.infinite;
        let flag = Arc::clone(&stop);
        let handle = std::thread::spawn(move || {
            let mut engine = engine.lock().unwrap_or_else(|e| e.into_inner());
            let root = line.position().clone();
            let mut on_info = |i: &SearchInfo| emit(&out, &info_line(&root, i));
            let r = match level {
                Some(l) => engine.play_level_line(&line, l, seed, &flag, &mut on_info),
                None => engine.search_line(&line, &limits, &flag, &mut on_info),
            };
            let mut line = String::from("bestmove ");
            if r.best.is_none() {
                // No legal move on the board (mate, stalemate, two passes,
                // an accepted bikjang): Fairy-Stockfish's answer.
                let over = Game::from_position(root.clone()).outcome();
                let score = if over.winner().is_some() {
                    "mate 0"
                } else {
                    "cp 0"
                };
                emit(&out, &format!("info depth 0 score {score}"));
                line.push_str("(none)");
            } else {
                let pv = pv_uci(&root, &r.pv);
                match pv.first() {
                    Some(first) if r.pv.first() == Some(&r.best) => {
                        line.push_str(first);
                        if let Some(p) = pv.get(1) {
                            line.push_str(" ponder ");
                            line.push_str(p);
                        }
                    }
                    _ => line.push_str(&notation::uci(&root, r.best)),
                }
            }
            emit(&out, &line);
        });
        self.search = Some(Running {
            stop,
            handle,
            infinite,
        });
    }

    fn cmd_bench(&mut self, rest: &str) {
        let depth = match rest.split_whitespace().next() {
            None => bench::DEFAULT_DEPTH,
            Some(d) => match d.parse::<u32>() {
                Ok(d) if (1..=30).contains(&d) => d,
                _ => return self.error("expected 'bench [depth 1..30]'"),
            },
        };
        self.finish_search(true);
        let out = Arc::clone(&self.out);
        let report = bench::run_bench(depth, &mut |l| emit(&out, l));
        self.line(&format!("Total time (ms) : {}", report.elapsed.as_millis()));
        self.line(&format!("Nodes searched  : {}", report.nodes));
        self.line(&format!("Nodes/second    : {}", report.nps()));
    }

    fn perft(&mut self, depth: u32) {
        let mut pos = self.line.position().clone();
        let mut total = 0u64;
        for m in pos.legal_moves().iter().copied().collect::<Vec<_>>() {
            let name = notation::uci(&pos, m);
            let undo = pos.make_move(m);
            let n = if depth == 1 { 1 } else { pos.perft(depth - 1) };
            pos.unmake_move(m, undo);
            total += n;
            self.line(&format!("{name}: {n}"));
        }
        self.line("");
        self.line(&format!("Nodes searched: {total}"));
    }

    fn cmd_d(&mut self) {
        let pos = self.line.position().clone();
        let mut s = String::new();
        let border = "   +---+---+---+---+---+---+---+---+---+";
        s.push_str(border);
        s.push('\n');
        for rank in (0..10u8).rev() {
            s.push_str(&format!("{:>2} |", rank + 1));
            for file in 0..9u8 {
                let c = Square::new(file, rank)
                    .and_then(|sq| pos.piece_at(sq))
                    .map_or(' ', |p| p.char());
                s.push_str(&format!(" {c} |"));
            }
            s.push('\n');
            s.push_str(border);
            s.push('\n');
        }
        s.push_str("     a   b   c   d   e   f   g   h   i\n");
        s.push_str(&format!(
            "\nVariant: {}\nFen: {}\n",
            variant_name(&self.profile),
            pos.fen()
        ));
        s.push_str(&format!("Key: {:016X}\n", pos.hash()));
        let checkers: Vec<String> = pos.checkers().iter().map(|sq| sq.to_string()).collect();
        s.push_str(&format!("Checkers: {}", checkers.join(" ")));
        for l in s.lines() {
            self.line(l);
        }
    }
}

impl<W: Write + Send + 'static> Drop for Uci<W> {
    /// At the end of input a running search finishes (an infinite one is
    /// stopped) so its `bestmove` is not lost.
    fn drop(&mut self) {
        self.finish_search(false);
    }
}

/// The words of `go` that take a number.
const GO_NUMBERS: [&str; 9] = [
    "depth",
    "nodes",
    "movetime",
    "wtime",
    "btime",
    "winc",
    "binc",
    "movestogo",
    "byoyomi",
];

/// What a `go` whose every parameter was unreadable searches: a GUI that
/// sent limits waits for an answer, so one comes.
const FALLBACK_MOVETIME: Duration = Duration::from_millis(1000);

/// [`parse_go`] without the `searchmoves` words.
#[cfg(test)]
fn parse_limits(rest: &str) -> (Limits, Vec<String>) {
    let (limits, notes, _) = parse_go(rest);
    (limits, notes)
}

/// Reads the arguments of `go` (all times in milliseconds): the limits,
/// a note for every word that was not understood and ignored, and the
/// words after `searchmoves` (read against the position by the caller).
/// Never fails: the GUI always gets a search and a `bestmove`.
fn parse_go(rest: &str) -> (Limits, Vec<String>, Vec<String>) {
    let mut searchmoves = Vec::new();
    let mut limits = Limits::default();
    let mut clock = Clock::default();
    let mut has_clock = false;
    let mut notes = Vec::new();
    let mut understood = false;
    let words: Vec<&str> = rest.split_whitespace().collect();
    let is_keyword =
        |w: &str| GO_NUMBERS.contains(&w) || matches!(w, "infinite" | "ponder" | "searchmoves");
    let mut i = 0;
    while i < words.len() {
        let w = words[i];
        i += 1;
        match w {
            "infinite" => {
                limits.infinite = true;
                understood = true;
                continue;
            }
            "ponder" => continue,
            "searchmoves" => {
                let n = words[i..].iter().take_while(|w| !is_keyword(w)).count();
                searchmoves.extend(words[i..i + n].iter().map(|w| w.to_string()));
                i += n;
                continue;
            }
            _ => {}
        }
        if !GO_NUMBERS.contains(&w) {
            // An unknown word, and the number after it if there is one.
            if words.get(i).is_some_and(|v| v.parse::<i64>().is_ok()) {
                i += 1;
            }
            notes.push(format!("unknown 'go' parameter '{}' ignored", clip(w)));
            continue;
        }
        let Some(v) = words.get(i).and_then(|v| v.parse::<i64>().ok()) else {
            if words.get(i).is_some_and(|v| !is_keyword(v)) {
                i += 1;
            }
            notes.push(format!("'go {}' needs a number; ignored", clip(w)));
            continue;
        };
        i += 1;
        understood = true;
        let ms = Duration::from_millis(v.max(0) as u64);
        match w {
            "depth" => limits.depth = Some(v.clamp(1, 100) as u32),
            "nodes" => limits.nodes = Some(v.max(1) as u64),
            "movetime" => limits.movetime = Some(ms),
            "wtime" => (clock.first, has_clock) = (ms, true),
            "btime" => (clock.second, has_clock) = (ms, true),
            "winc" => clock.first_inc = ms,
            "binc" => clock.second_inc = ms,
            "movestogo" => clock.moves_to_go = Some(v.clamp(1, 1000) as u32),
            // One period, as Fairy-Stockfish reads it (USI's byoyomi).
            _ => (clock.byoyomi, has_clock) = (ms, true),
        }
    }
    if has_clock {
        limits.clock = Some(clock);
    }
    if !understood {
        if notes.is_empty() {
            // Bare `go`: until `stop`.
            limits.infinite = true;
        } else {
            limits.movetime = Some(FALLBACK_MOVETIME);
            notes.push(format!(
                "no limit understood; searching {} ms",
                FALLBACK_MOVETIME.as_millis()
            ));
        }
    }
    (limits, notes, searchmoves)
}

/// A principal variation in UCI notation (stops at a move that does not
/// fit, which a torn table entry could in theory give).
fn pv_uci(root: &Position, pv: &[Move]) -> Vec<String> {
    let mut pos = root.clone();
    let mut out = Vec::with_capacity(pv.len());
    for &m in pv {
        if !pos.is_legal(m) {
            break;
        }
        out.push(notation::uci(&pos, m));
        let _ = pos.make_move(m);
    }
    out
}

/// The `info` line of one completed iteration.
fn info_line(root: &Position, i: &SearchInfo) -> String {
    let score = match i.score {
        Score::Cp(v) => format!("cp {v}"),
        // UCI counts mates in moves, not plies.
        Score::Mate(n) => format!("mate {}", if n > 0 { (n + 1) / 2 } else { n / 2 }),
    };
    format!(
        "info depth {} seldepth {} multipv {} score {score} nodes {} nps {} time {} pv {}",
        i.depth,
        i.seldepth,
        i.multipv,
        i.nodes,
        i.nps,
        i.time_ms,
        pv_uci(root, &i.pv).join(" ")
    )
}

/// At most 40 characters of untrusted input, for error messages.
fn clip(s: &str) -> String {
    let mut out: String = s.chars().take(40).collect();
    if s.chars().count() > 40 {
        out.push('…');
    }
    out
}

/// What `position` built.
struct Built {
    /// The position reached: after every move, or after the last good one.
    line: Line,
    /// Our rules had ended the game before a move that was then played.
    warning: Option<String>,
    /// The first illegal or malformed move, which ended the list.
    error: Option<String>,
}

/// Parses the arguments of `position` into a new line.
///
/// The GUI decides when a game ends, as with Fairy-Stockfish: every move
/// legal on the board is played, also after a rule end of our profile (a
/// third repetition, a move limit, too little material, a bikjang that ends
/// the game at once), with a warning naming that end. Only a move that is
/// not legal on the board (or not a move at all) is refused: the line stays
/// at the position reached before it and the error names it. After two
/// passes or an accepted bikjang no move is legal (nor in Fairy-Stockfish).
/// A bad start (FEN) is an `Err`, and the caller keeps its previous
/// position.
fn build_line(profile: RuleProfile, rest: &str) -> Result<Built, String> {
    let (setup, moves) = match rest.find("moves") {
        Some(i) => (rest[..i].trim(), rest[i + 5..].trim()),
        None => (rest.trim(), ""),
    };
    let start = if setup == "startpos" {
        Position::new(&profile)
    } else if let Some(fen) = setup.strip_prefix("fen") {
        let fen = fen.trim();
        if fen.is_empty() {
            return Err("missing FEN after 'position fen'".into());
        }
        // Like Fairy-Stockfish, any board the GUI sends is searched: three
        // chariots, a guard outside its palace, a soldier behind its start
        // rank or an elephant across the river (analysis boards, composed
        // problems) are waived; only what cannot be searched (no general,
        // …) is refused.
        Position::from_fen_waiving(fen, &profile, Waivers::ALL)
            .map_err(|e| format!("bad FEN: {e}"))?
    } else {
        return Err("expected 'position startpos|fen <FEN> [moves …]'".into());
    };
    let mut line = Line::new(start.clone());
    // The game by our rules, while it goes on: only for the warning.
    let mut ours = Some(Game::from_position(start));
    let mut warning = None;
    for (i, m) in moves.split_whitespace().enumerate() {
        if let Some(g) = ours.take_if(|g| g.outcome().is_over()) {
            warning = Some(format!(
                "the game was over by our rules ({}) before move {} ({}); playing on as the GUI says",
                g.outcome(),
                i + 1,
                clip(m)
            ));
        }
        match line.play_uci(m) {
            Ok(mv) => {
                if let Some(g) = ours.as_mut() {
                    let _ = g.play(mv);
                }
            }
            Err(e) => {
                let pos = line.position().clone();
                let why = if pos.legal_moves().is_empty() {
                    format!(
                        "no move is legal here ({})",
                        Game::from_position(pos).outcome()
                    )
                } else {
                    e.to_string()
                };
                return Ok(Built {
                    warning,
                    error: Some(format!(
                        "move {} ({}): {why}; the position stays after move {}",
                        i + 1,
                        clip(m),
                        i
                    )),
                    line,
                });
            }
        }
    }
    Ok(Built {
        line,
        warning,
        error: None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    impl Uci<Vec<u8>> {
        /// Everything written so far, once any search has finished.
        fn output(&mut self) -> String {
            self.finish_search(false);
            let out = self.out.lock().unwrap().clone();
            String::from_utf8(out).unwrap()
        }
    }

    /// Every profile's reported name selects that profile again (the match
    /// tool sends these names to both engines).
    #[test]
    fn every_profile_round_trips_through_its_variant_name() {
        for id in janggi_rules::ProfileId::ALL {
            let p = RuleProfile::from_id(id);
            assert_eq!(
                profile_for_variant(variant_name(&p)).map(|q| q.id),
                Some(id)
            );
        }
        assert_eq!(variant_name(&RuleProfile::JANGGI_MODERN), "janggimodern");
    }

    fn run(lines: &[&str]) -> String {
        let mut uci = Uci::new(Vec::new());
        for l in lines {
            if uci.handle(l) == Flow::Quit {
                break;
            }
        }
        uci.output()
    }

    #[test]
    fn handshake() {
        let out = run(&["uci", "isready"]);
        assert!(out.starts_with("id name janggi-engine"));
        assert!(out.contains("option name UCI_Variant type combo default janggi var janggi"));
        assert!(out.contains("uciok\nreadyok\n"));
    }

    #[test]
    fn perft_like_fairy_stockfish() {
        let out = run(&["position startpos", "go perft 2"]);
        assert!(out.contains("e2e2: 32\n"), "{out}");
        assert!(out.ends_with("\nNodes searched: 1024\n"), "{out}");
        let out = run(&[
            "setoption name UCI_Variant value xiangqi",
            "position startpos",
            "go perft 2",
        ]);
        assert!(out.ends_with("\n\nNodes searched: 1920\n"), "{out}");
    }

    #[test]
    fn errors_keep_the_position() {
        let mut uci = Uci::new(Vec::new());
        uci.handle("position startpos moves h1g3");
        let fen = uci.position().fen();
        for bad in [
            "position startpos moves h1g3 h1g3",
            "position fen rubbish",
            "position fen",
            "position",
            "position sideways",
            "setoption name UCI_Variant value chess",
            "setoption name Hash value lots",
            "setoption",
            "go perft",
            "go perft -1",
            "frobnicate",
            "\u{0}\u{7f}é한수쉼",
        ] {
            uci.handle(bad);
            assert_eq!(uci.position().fen(), fen, "{bad}");
        }
        let out = uci.output();
        assert_eq!(
            out.lines()
                .filter(|l| l.starts_with("info string error:"))
                .count(),
            12,
            "{out}"
        );
        assert!(!out.contains("bestmove"), "{out}");
    }

    #[test]
    fn checkers_are_listed() {
        // A cannon over a screen and a chariot both check Han's general.
        let mut uci = Uci::new(Vec::new());
        uci.handle("position fen 4k4/9/4P4/4C4/9/9/9/9/3K5/R8 b - - 0 1");
        assert_eq!(uci.position().checkers().len(), 1);
        uci.handle("d");
        let out = uci.output();
        assert!(out.contains("Checkers: e7"), "{out}");
        assert!(
            out.contains("Fen: 4k4/9/4P4/4C4/9/9/9/9/3K5/R8 b - - 0 1"),
            "{out}"
        );
    }

    #[test]
    fn searchmoves_limits_the_root_moves() {
        // One move given: it is the answer, whatever the search thinks of it.
        let out = run(&["position startpos", "go depth 4 searchmoves a4a5"]);
        assert!(
            out.lines().last().unwrap().starts_with("bestmove a4a5"),
            "{out}"
        );
        // Two given with three lines asked: two lines, both among them; a
        // move that is not legal is named and left out.
        let out = run(&[
            "setoption name MultiPV value 3",
            "position startpos",
            "go depth 3 searchmoves c4c5 e1e2 i4i5",
        ]);
        assert!(out.contains("'e1e2' is not a legal move here"), "{out}");
        let firsts: std::collections::BTreeSet<&str> = out
            .lines()
            .filter(|l| l.starts_with("info depth 3 "))
            .filter_map(|l| l.split(" pv ").nth(1)?.split(' ').next())
            .collect();
        assert_eq!(firsts, ["c4c5", "i4i5"].into(), "{out}");
        let best = out.lines().last().unwrap();
        assert!(
            best.starts_with("bestmove c4c5") || best.starts_with("bestmove i4i5"),
            "{out}"
        );
    }

    #[test]
    fn go_prints_info_and_a_legal_bestmove() {
        let out = run(&["position startpos moves h1g3", "go depth 3"]);
        assert!(out.contains("info depth 3 "), "{out}");
        let best = out.lines().last().unwrap();
        let m = best
            .strip_prefix("bestmove ")
            .unwrap()
            .split(' ')
            .next()
            .unwrap();
        let mut game = Game::new(RuleProfile::JANGGI_FAIRY_STOCKFISH);
        game.play_uci("h1g3").unwrap();
        assert!(game.play_uci(m).is_ok(), "{out}");
    }

    #[test]
    fn stop_ends_an_infinite_search() {
        let mut uci = Uci::new(Vec::new());
        uci.handle("setoption name UCI_Variant value xiangqi");
        uci.handle("setoption name Threads value 2");
        uci.handle("go infinite");
        std::thread::sleep(std::time::Duration::from_millis(50));
        uci.handle("isready");
        uci.handle("stop");
        let out = uci.output();
        assert!(out.contains("readyok"), "{out}");
        assert_eq!(
            out.lines().filter(|l| l.starts_with("bestmove")).count(),
            1,
            "{out}"
        );
    }

    #[test]
    fn position_fen_accepts_composed_boards() {
        // Three chariots: no game reaches this board, Fairy-Stockfish
        // searches it anyway.
        let out = run(&[
            "position fen 4k4/9/9/9/9/9/9/RR1R5/4K4/9 w - - 0 1",
            "go depth 3",
        ]);
        assert!(!out.contains("bad FEN"), "{out}");
        assert!(out.contains("bestmove "), "{out}");
        assert!(!out.contains("bestmove (none)"), "{out}");
        // A board without a general is still refused.
        let out = run(&["position fen 9/9/9/9/9/9/9/RR1R5/4K4/9 w - - 0 1"]);
        assert!(out.contains("bad FEN"), "{out}");
    }

    #[test]
    fn mate_is_reported_in_moves() {
        let out = run(&[
            "setoption name UCI_Variant value xiangqi",
            "position fen 3k5/7R1/9/9/9/9/9/9/9/4K3R w - - 0 1",
            "go depth 4",
        ]);
        assert!(out.contains("score mate 1 "), "{out}");
        assert!(out.contains("bestmove i1i10"), "{out}");
    }

    #[test]
    fn levels_and_a_finished_game() {
        let out = run(&["setoption name Level value 1", "go movetime 50"]);
        assert!(out.contains("bestmove "), "{out}");
        // Two passes end a Janggi game: nothing to play.
        let out = run(&["position startpos moves e2e2 e9e9", "go depth 2"]);
        assert!(
            out.ends_with("info depth 0 score mate 0\nbestmove (none)\n"),
            "{out}"
        );
    }

    #[test]
    fn go_reads_clock_limits() {
        let (l, notes) = parse_limits("wtime 60000 btime 1000 winc 100 binc 0 movestogo 20");
        assert!(notes.is_empty(), "{notes:?}");
        let c = l.clock.unwrap();
        assert_eq!(c.first, Duration::from_secs(60));
        assert_eq!(c.second, Duration::from_secs(1));
        assert_eq!(c.first_inc, Duration::from_millis(100));
        assert_eq!(c.moves_to_go, Some(20));
        assert_eq!(c.byoyomi, Duration::ZERO);
        let (l, notes) = parse_limits("wtime 0 btime 0 byoyomi 1000");
        assert!(notes.is_empty(), "{notes:?}");
        assert_eq!(l.clock.unwrap().byoyomi, Duration::from_secs(1));
        // Byoyomi alone is a clock with no main time.
        let (l, _) = parse_limits("byoyomi 500");
        assert_eq!(l.clock.unwrap().first, Duration::ZERO);
        // What is not understood is named and the rest still applies.
        let (l, notes) = parse_limits("depth 5 frobnicate 7 movetime x nodes 900");
        assert_eq!(l.depth, Some(5));
        assert_eq!(l.nodes, Some(900));
        assert_eq!(l.movetime, None);
        assert_eq!(notes.len(), 2, "{notes:?}");
        assert!(notes[0].contains("'frobnicate'"), "{notes:?}");
        assert!(
            notes[1].contains("'go movetime' needs a number"),
            "{notes:?}"
        );
        let (l, notes, moves) = parse_go("searchmoves e2e3 h1g3 depth 2");
        assert_eq!(l.depth, Some(2));
        assert!(notes.is_empty(), "{notes:?}");
        assert_eq!(moves, ["e2e3", "h1g3"]);
        // Nothing understood: a bounded search, never a silent wait.
        let (l, notes) = parse_limits("depth");
        assert_eq!(l.movetime, Some(FALLBACK_MOVETIME));
        assert!(!l.infinite);
        assert_eq!(notes.len(), 2, "{notes:?}");
        // Bare `go`: until stop, as in Stockfish.
        let (l, notes) = parse_limits("");
        assert!(l.infinite && notes.is_empty());
        let out = run(&[
            "setoption name UCI_Variant value xiangqi",
            "go wtime 2000 btime 2000",
        ]);
        assert!(out.contains("bestmove "), "{out}");
    }

    /// The first `bestmove` of `out` is legal after `moves` from the start.
    fn assert_legal_bestmove(out: &str, moves: &[&str]) {
        let best = out
            .lines()
            .find_map(|l| l.strip_prefix("bestmove "))
            .unwrap_or_else(|| panic!("no bestmove: {out}"));
        let m = best.split(' ').next().unwrap();
        let mut line = Line::new(Position::new(&RuleProfile::JANGGI_FAIRY_STOCKFISH));
        for mv in moves {
            line.play_uci(mv).unwrap();
        }
        assert!(line.play_uci(m).is_ok(), "{out}");
    }

    #[test]
    fn byoyomi_alone_is_answered_inside_the_period() {
        // Main time spent, one second of byoyomi: the answer comes in about
        // a second (the period less the move overhead), never later.
        let mut uci = Uci::new(Vec::new());
        uci.handle("position startpos moves h1g3");
        let t = std::time::Instant::now();
        uci.handle("go wtime 0 btime 0 byoyomi 1000");
        let out = uci.output();
        let took = t.elapsed();
        assert!(
            took < Duration::from_millis(1000) && took > Duration::from_millis(500),
            "{took:?}\n{out}"
        );
        assert!(!out.contains("info string"), "{out}");
        assert_legal_bestmove(&out, &["h1g3"]);
    }

    #[test]
    fn an_unknown_go_parameter_still_gets_a_bestmove() {
        let out = run(&["go depth 3 wibble 12", "isready"]);
        assert!(
            out.contains("info string error: unknown 'go' parameter 'wibble' ignored"),
            "{out}"
        );
        assert!(out.contains("info depth 3 "), "{out}");
        assert_legal_bestmove(&out, &[]);
        // Nothing readable at all: still a bounded search and an answer.
        let t = std::time::Instant::now();
        let out = run(&["go sometime soon"]);
        assert!(t.elapsed() < Duration::from_secs(3), "{out}");
        assert_legal_bestmove(&out, &[]);
        // A larger Move Overhead is accepted, a bad one named.
        let out = run(&[
            "setoption name Move Overhead value 300",
            "setoption name Move Overhead value lots",
            "go wtime 0 btime 0 byoyomi 400",
        ]);
        assert_eq!(out.matches("info string error").count(), 1, "{out}");
        assert_legal_bestmove(&out, &[]);
    }

    #[test]
    fn profiles_by_name() {
        assert_eq!(
            profile_for_variant("janggicasual").map(|p| p.id),
            Some(ProfileId::JanggiStandard)
        );
        assert_eq!(
            profile_for_variant("janggi-bikjang-scoring").map(|p| p.id),
            Some(ProfileId::JanggiBikjangScoring)
        );
        assert_eq!(
            profile_for_variant("Xiangqi").map(|p| p.id),
            Some(ProfileId::Xiangqi)
        );
        assert_eq!(profile_for_variant("shogi"), None);
    }
}
