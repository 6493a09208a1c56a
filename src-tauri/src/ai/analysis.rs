//! The analysis board's engine: one thread with its own engine (the
//! computer's opponent and the review keep theirs), fed the shown position
//! whenever it changes. It searches until told to stop, a depth limit or a
//! time limit, and reports every completed depth's lines through `emit`,
//! at most one report per [`REPORT_EVERY`] (the first depths come in
//! microseconds, and each report is a repaint).

use super::worker::set_thread_idle;
use crate::review::analyse::StoredVerdict;
use crate::review::{classify, report, PositionEval};
use janggi_engine::{Engine, Limits, Score, SearchInfo};
use janggi_rules::{notation, Game, Move};
use janggi_wire::dto::{AnalysisInfoDto, PositionEvalDto, VariantId};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc;
use std::sync::Arc;
use std::time::{Duration, Instant};

/// Transposition table of the analysis engine, in MiB.
const ANALYSIS_HASH_MB: usize = 64;
/// The deepest it goes (a quiet position reaches it in minutes).
const MAX_DEPTH: u32 = 48;
/// How long it thinks about one position at most (then it rests: a
/// forgotten analysis must not drain a phone's battery).
const MAX_TIME: Duration = Duration::from_secs(300);
/// Shortest time between two reports of one position.
pub const REPORT_EVERY: Duration = Duration::from_millis(400);
/// Moves of a line that are reported.
const LINE_PLIES: usize = 12;

/// A position to analyse.
struct Job {
    study: u32,
    node: u32,
    game: Game,
    lines: u32,
    /// Root moves left out.
    without: Vec<Move>,
    stop: Arc<AtomicBool>,
}

/// The analysis thread, fed with positions; it ends when dropped.
pub struct AnalysisRunner {
    tx: mpsc::Sender<Job>,
    /// The running job's stop flag.
    stop: Arc<AtomicBool>,
}

impl AnalysisRunner {
    /// Starts the thread; `emit` gets every report.
    pub fn spawn(
        emit: impl Fn(AnalysisInfoDto) + Send + 'static,
    ) -> std::io::Result<AnalysisRunner> {
        let (tx, rx) = mpsc::channel::<Job>();
        std::thread::Builder::new()
            .name("janggi-analysis".into())
            .spawn(move || {
                // The UI first (docs/analysis.md: frame gaps).
                set_thread_idle();
                let mut engine = Engine::new(ANALYSIS_HASH_MB, 1);
                while let Ok(mut job) = rx.recv() {
                    // Only the newest position matters.
                    while let Ok(newer) = rx.try_recv() {
                        job = newer;
                    }
                    if !job.stop.load(Ordering::SeqCst) {
                        run(&mut engine, &job, &emit);
                    }
                }
            })?;
        Ok(AnalysisRunner {
            tx,
            stop: Arc::new(AtomicBool::new(true)),
        })
    }

    /// Stops what runs and analyses `game` (node `node` of study `study`)
    /// with `lines` lines, leaving out the root moves `without`.
    pub fn analyse(&mut self, study: u32, node: u32, game: &Game, lines: u32, without: Vec<Move>) {
        self.stop();
        let stop = Arc::new(AtomicBool::new(false));
        self.stop = stop.clone();
        let _ = self.tx.send(Job {
            study,
            node,
            game: game.clone(),
            lines,
            without,
            stop,
        });
    }

    /// Stops what runs (the thread waits for the next position).
    pub fn stop(&mut self) {
        self.stop.store(true, Ordering::SeqCst);
    }
}

impl Drop for AnalysisRunner {
    fn drop(&mut self) {
        self.stop();
    }
}

/// Analyses one position until its end or its stop flag.
fn run(engine: &mut Engine, job: &Job, emit: &impl Fn(AnalysisInfoDto)) {
    let game = &job.game;
    let variant: VariantId = game.position().variant().into();
    let searched: Vec<Move> = game
        .legal_moves()
        .iter()
        .copied()
        .filter(|m| !job.without.contains(m))
        .collect();
    let wanted = (job.lines.max(1) as usize).min(searched.len());
    if game.outcome().is_over() || wanted == 0 {
        emit(AnalysisInfoDto {
            study: job.study,
            node: job.node,
            depth: 0,
            nodes: 0,
            nps: 0,
            lines: Vec::new(),
            done: true,
        });
        return;
    }
    let limits = Limits {
        depth: Some(MAX_DEPTH),
        movetime: Some(MAX_TIME),
        multipv: wanted as u32,
        searchmoves: if job.without.is_empty() {
            Vec::new()
        } else {
            searched
        },
        ..Limits::default()
    };
    let mut lines: Vec<Option<PositionEvalDto>> = vec![None; wanted];
    let mut last: Option<Instant> = None;
    let mut latest: Option<AnalysisInfoDto> = None;
    engine.new_game();
    let stop = job.stop.clone();
    let result = engine.search(game, &limits, &stop, &mut |info: &SearchInfo| {
        let k = info.multipv.max(1) as usize;
        if k > wanted {
            return;
        }
        lines[k - 1] = Some(line_dto(game, variant, info.score, &info.pv, info.depth));
        if k < wanted || lines.iter().any(Option::is_none) {
            return;
        }
        let report = AnalysisInfoDto {
            study: job.study,
            node: job.node,
            depth: info.depth,
            nodes: info.nodes,
            nps: info.nps,
            lines: lines.iter().flatten().cloned().collect(),
            done: false,
        };
        if matches!(last, Some(t) if t.elapsed() < REPORT_EVERY) {
            latest = Some(report);
        } else {
            last = Some(Instant::now());
            latest = None;
            if !stop.load(Ordering::Relaxed) {
                emit(report);
            }
        }
    });
    if job.stop.load(Ordering::SeqCst) {
        return; // another position (or none) is wanted now
    }
    // The end: the last complete report, marked done.
    let mut end = latest.unwrap_or_else(|| AnalysisInfoDto {
        study: job.study,
        node: job.node,
        depth: result.depth,
        nodes: 0,
        nps: 0,
        lines: lines.iter().flatten().cloned().collect(),
        done: true,
    });
    if end.lines.is_empty() && !result.best.is_none() {
        end.lines = vec![line_dto(
            game,
            variant,
            result.score,
            &result.pv,
            result.depth,
        )];
    }
    end.done = true;
    emit(end);
}

/// One line as the review shows a position: the score from the first
/// player's point of view, the moves in the game's notation.
fn line_dto(
    game: &Game,
    variant: VariantId,
    score: Score,
    pv: &[Move],
    depth: u32,
) -> PositionEvalDto {
    let mut pos = game.position().clone();
    let mut uci = Vec::new();
    for &m in pv.iter().take(LINE_PLIES) {
        if !pos.is_legal(m) {
            break;
        }
        uci.push(notation::uci(&pos, m));
        let _undo = pos.make_move(m);
    }
    let verdict = match score {
        Score::Cp(cp) => StoredVerdict::Cp(cp),
        Score::Mate(n) => StoredVerdict::Mate(n),
    };
    let chance = classify::win_chance(variant, verdict.verdict());
    report::position_dto(
        game,
        &PositionEval {
            verdict,
            line: uci,
            depth,
        },
        chance,
    )
}
