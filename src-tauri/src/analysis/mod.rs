//! The analysis board, a service of its own: a study (a tree of moves from
//! a start position, [`tree`]) and the engine that analyses the shown
//! position on its own thread ([`crate::ai::AnalysisRunner`]) while the player looks. It owns
//! its state and its lock and takes no other lock under it; the core only
//! resolves where a study starts (a record, the game in progress) and hands
//! over the start position and the moves.

pub mod editor;
pub mod opening;
pub mod pgn;
pub mod tree;

use crate::ai::AnalysisRunner as Runner;
use crate::sync::lock;
use janggi_rules::{Game, Move, Position, Square};
use janggi_wire::dto::{
    AnalysisInfoDto, AnalysisStep, AnalysisView, BoardFrame, LegalMovesDto, MoveDto, MoveMark,
    SideDto, ANALYSIS_MAX_LINES,
};
use janggi_wire::error::AppError;
use std::sync::{Arc, Mutex};
use tree::Tree;

/// Where the engine's reports go (the core's notifier, as `analysis-info`).
pub type Emit = Arc<dyn Fn(AnalysisInfoDto) + Send + Sync>;

/// An open study.
struct Study {
    id: u32,
    /// The record it was opened from or last saved as, if any.
    origin: Option<u64>,
    tree: Tree,
    orientation: SideDto,
}

/// What the service holds.
struct State {
    study: Option<Study>,
    /// The last study's id.
    last_id: u32,
    engine_on: bool,
    lines: u8,
    /// The thread, started with the first study and kept while one is open.
    runner: Option<Runner>,
    /// Moves the engine leaves out at the shown position ("another move"),
    /// with the study and node they were set aside at: forgotten once
    /// another position is shown.
    set_aside: SetAside,
}

/// Root moves set aside at one node of one study.
#[derive(Default)]
struct SetAside {
    study: u32,
    node: usize,
    moves: Vec<Move>,
}

/// The analysis board.
pub struct Analysis {
    state: Mutex<State>,
    emit: Emit,
}

/// Lines shown before the player chooses.
const DEFAULT_LINES: u8 = 3;

impl Analysis {
    /// A service that sends the engine's reports to `emit`.
    pub fn new(emit: Emit) -> Analysis {
        Analysis {
            state: Mutex::new(State {
                study: None,
                last_id: 0,
                engine_on: true,
                lines: DEFAULT_LINES,
                runner: None,
                set_aside: SetAside::default(),
            }),
            emit,
        }
    }

    /// Opens a study from `start` with `moves` as its main line, showing the
    /// position after `at` of them; the engine starts on it.
    pub fn open(
        &self,
        start: Position,
        moves: &[Move],
        at: usize,
        orientation: SideDto,
        origin: Option<u64>,
    ) -> Result<AnalysisView, AppError> {
        let mut tree = Tree::new(Game::from_position(start));
        let mut shown = 0;
        for (i, &m) in moves.iter().enumerate() {
            let node = tree
                .play(m)
                .map_err(|e| AppError::bad_argument(format!("move {}: {e}", i + 1)))?;
            if i + 1 == at {
                shown = node;
            }
        }
        tree.go(shown);
        self.install(tree, orientation, origin)
    }

    /// Opens a study kept with record `origin` (PGN with variations, read
    /// under `profile`), showing the main line's position after `at` moves.
    pub fn open_saved(
        &self,
        study: &str,
        profile: janggi_rules::RuleProfile,
        at: usize,
        orientation: SideDto,
        origin: u64,
    ) -> Result<AnalysisView, AppError> {
        let mut tree = pgn::read(study, profile)
            .map_err(|e| AppError::storage(format!("the saved study does not read: {e}")))?;
        let main = tree.main_line();
        if at > main.len() {
            return Err(AppError::bad_argument(format!(
                "the study's main line has {} moves, not {at}",
                main.len()
            )));
        }
        tree.go(if at == 0 { 0 } else { main[at - 1] });
        self.install(tree, orientation, Some(origin))
    }

    /// What saving the open study writes: its PGN, the game of its main
    /// line, and the record it came from (or was last saved as).
    pub fn to_save(&self) -> Result<(String, Game, Option<u64>), AppError> {
        let st = lock(&self.state);
        let study = st.study.as_ref().ok_or_else(no_study)?;
        let tree = &study.tree;
        let main = tree.main_line();
        let game = match main.last() {
            Some(&n) => tree
                .game_at(n)
                .cloned()
                .ok_or_else(|| AppError::internal("a lost node"))?,
            None => tree.root().clone(),
        };
        Ok((pgn::write(tree), game, study.origin))
    }

    /// The open study `id` is now kept as record `record` (a later save
    /// writes over it).
    pub fn saved_as(&self, id: u32, record: u64) {
        let mut st = lock(&self.state);
        if let Some(s) = st.study.as_mut().filter(|s| s.id == id) {
            s.origin = Some(record);
        }
    }

    /// The open study's id.
    pub fn study_id(&self) -> Result<u32, AppError> {
        lock(&self.state)
            .study
            .as_ref()
            .map(|s| s.id)
            .ok_or_else(no_study)
    }

    /// Opens a study read from PGN with variations and comments
    /// ([`pgn::read`]; `variant` when the text does not say).
    pub fn open_pgn(
        &self,
        text: &str,
        variant: janggi_wire::dto::VariantId,
    ) -> Result<AnalysisView, AppError> {
        let tree = pgn::read(text, editor::profile_for(variant))
            .map_err(|e| AppError::bad_argument(format!("the PGN does not read: {e}")))?;
        let side = tree.root().position().turn().into();
        self.install(tree, side, None)
    }

    /// The open study as PGN with its variations, comments and marks.
    pub fn pgn(&self) -> Result<String, AppError> {
        let st = lock(&self.state);
        let study = st.study.as_ref().ok_or_else(no_study)?;
        Ok(pgn::write(&study.tree))
    }

    /// Makes `tree` the open study, the engine on its shown position.
    fn install(
        &self,
        tree: Tree,
        orientation: SideDto,
        origin: Option<u64>,
    ) -> Result<AnalysisView, AppError> {
        let mut st = lock(&self.state);
        if st.runner.is_none() {
            let emit = self.emit.clone();
            st.runner = Some(Runner::spawn(move |info| emit(info)).map_err(|e| {
                AppError::internal(format!("cannot start the analysis thread: {e}"))
            })?);
        }
        st.last_id += 1;
        st.engine_on = true; // a new study is analysed; the number of lines is kept
        let id = st.last_id;
        st.study = Some(Study {
            id,
            origin,
            tree,
            orientation,
        });
        Self::changed(&mut st)
    }

    /// The board as it is.
    pub fn view(&self) -> Result<AnalysisView, AppError> {
        let st = lock(&self.state);
        Self::view_of(&st)
    }

    /// Plays `from → to` on the shown position (a branch when the line goes
    /// on otherwise). An illegal move is refused with the reason, and the
    /// study is unchanged.
    pub fn play(&self, from: u32, to: u32) -> Result<AnalysisView, AppError> {
        let mut st = lock(&self.state);
        let study = st.study.as_mut().ok_or_else(no_study)?;
        let pos = study.tree.game().position();
        let sq = |n: u32, what: &str| {
            Square::from_index(n as usize)
                .ok_or_else(|| AppError::bad_argument(format!("{what} {n} is not a point")))
        };
        let (from, to) = (sq(from, "from")?, sq(to, "to")?);
        let m = study
            .tree
            .game()
            .legal_moves()
            .iter()
            .copied()
            .find(|m| !m.is_pass() && m.from() == from && m.to() == to)
            .ok_or_else(|| {
                let piece = pos.piece_at(from);
                AppError::illegal(match piece {
                    None => "there is no piece on that point".to_string(),
                    Some(p) if p.side != pos.turn() => "that piece's side is not to move".into(),
                    Some(_) => "that move is not legal here".into(),
                })
            })?;
        study.tree.play(m).map_err(AppError::illegal)?;
        Self::changed(&mut st)
    }

    /// Passes on the shown position (Janggi).
    pub fn pass(&self) -> Result<AnalysisView, AppError> {
        let mut st = lock(&self.state);
        let study = st.study.as_mut().ok_or_else(no_study)?;
        if !study.tree.game().position().is_legal(Move::PASS) {
            return Err(AppError::illegal("a pass is not allowed here"));
        }
        study.tree.play(Move::PASS).map_err(AppError::illegal)?;
        Self::changed(&mut st)
    }

    /// Shows `node`.
    pub fn go(&self, node: u32) -> Result<AnalysisView, AppError> {
        let mut st = lock(&self.state);
        let study = st.study.as_mut().ok_or_else(no_study)?;
        if !study.tree.go(node as usize) {
            return Err(AppError::bad_argument(format!(
                "the study has no position {node}"
            )));
        }
        Self::changed(&mut st)
    }

    /// Makes the line through `node` the main line.
    pub fn promote(&self, node: u32) -> Result<AnalysisView, AppError> {
        let mut st = lock(&self.state);
        let study = st.study.as_mut().ok_or_else(no_study)?;
        if !study.tree.promote(node as usize) {
            return Err(AppError::bad_argument(format!(
                "the study has no position {node}"
            )));
        }
        Self::view_of(&st)
    }

    /// Deletes the move into `node` and all after it; the engine follows
    /// the shown position when it moved up.
    pub fn delete(&self, node: u32) -> Result<AnalysisView, AppError> {
        let mut st = lock(&self.state);
        let study = st.study.as_mut().ok_or_else(no_study)?;
        let before = study.tree.current();
        if !study.tree.delete(node as usize) {
            return Err(AppError::bad_argument(format!(
                "the study has no move {node} to delete"
            )));
        }
        if study.tree.current() != before {
            return Self::changed(&mut st);
        }
        Self::view_of(&st)
    }

    /// Sets the comment and mark of the move into `node`.
    pub fn annotate(
        &self,
        node: u32,
        comment: &str,
        mark: Option<MoveMark>,
    ) -> Result<AnalysisView, AppError> {
        let mut st = lock(&self.state);
        let study = st.study.as_mut().ok_or_else(no_study)?;
        study
            .tree
            .annotate(node as usize, comment, mark)
            .map_err(AppError::bad_argument)?;
        Self::view_of(&st)
    }

    /// Turns the engine on or off and sets how many lines it shows (1…5);
    /// `without` (UCI moves), when given, are the moves the engine leaves
    /// out at the shown position ("force another move"; empty: none), at
    /// least one legal move kept. A bad move is refused and changes nothing.
    pub fn set_engine(
        &self,
        on: bool,
        lines: u8,
        without: Option<Vec<String>>,
    ) -> Result<AnalysisView, AppError> {
        if !(1..=ANALYSIS_MAX_LINES).contains(&lines) {
            return Err(AppError::bad_argument(format!(
                "lines must be 1 to {ANALYSIS_MAX_LINES}, not {lines}"
            )));
        }
        let mut st = lock(&self.state);
        let study = st.study.as_ref().ok_or_else(no_study)?;
        let aside = match without {
            None => None,
            Some(list) => {
                let game = study.tree.game();
                let pos = game.position();
                let legal = game.legal_moves();
                let mut moves = Vec::new();
                for u in &list {
                    let m = janggi_rules::notation::parse_uci(pos, u)
                        .ok()
                        .filter(|m| legal.contains(m))
                        .ok_or_else(|| {
                            AppError::bad_argument(format!("'{u}' is not a legal move here"))
                        })?;
                    if !moves.contains(&m) {
                        moves.push(m);
                    }
                }
                if !moves.is_empty() && moves.len() >= legal.len() {
                    return Err(AppError::bad_argument(
                        "at least one move must be left to the engine",
                    ));
                }
                Some(SetAside {
                    study: study.id,
                    node: study.tree.current(),
                    moves,
                })
            }
        };
        st.engine_on = on;
        st.lines = lines;
        if let Some(a) = aside {
            st.set_aside = a;
        }
        Self::changed(&mut st)
    }

    /// The moves set aside at the shown position (none once another
    /// position is shown).
    fn set_aside_here(st: &State) -> &[Move] {
        match st.study.as_ref() {
            Some(s) if s.id == st.set_aside.study && s.tree.current() == st.set_aside.node => {
                &st.set_aside.moves
            }
            _ => &[],
        }
    }

    /// Stops the engine (the screen is left or hidden); the study stays
    /// for a return, and the next change starts the engine again.
    pub fn pause(&self) {
        let mut st = lock(&self.state);
        if let Some(r) = st.runner.as_mut() {
            r.stop();
        }
    }

    /// After a change: the engine on the shown position, and the view.
    fn changed(st: &mut State) -> Result<AnalysisView, AppError> {
        // Moves set aside are for the position they were set aside at.
        if Self::set_aside_here(st).is_empty() {
            st.set_aside.moves.clear();
        }
        let view = Self::view_of(st)?;
        let on = st.engine_on;
        let lines = u32::from(st.lines);
        let without = Self::set_aside_here(st).to_vec();
        if let (Some(study), Some(runner)) = (st.study.as_ref(), st.runner.as_mut()) {
            if on {
                runner.analyse(
                    study.id,
                    study.tree.current() as u32,
                    study.tree.game(),
                    lines,
                    without,
                );
            } else {
                runner.stop();
            }
        }
        Ok(view)
    }

    fn view_of(st: &State) -> Result<AnalysisView, AppError> {
        let study = st.study.as_ref().ok_or_else(no_study)?;
        let tree = &study.tree;
        let game = tree.game();
        let pos = game.position();
        let step = |node: usize| -> Option<AnalysisStep> {
            let (before, m) = tree.move_into(node)?;
            let (comment, mark) = tree.notes(node);
            Some(AnalysisStep {
                node: node as u32,
                mv: MoveDto::describe(before.position(), m),
                mark,
                symbol: mark.map(|k| k.symbol().to_string()).unwrap_or_default(),
                comment: comment.to_string(),
                branches: tree.siblings_of(node) > 1,
            })
        };
        let (line, at) = tree.line();
        let over = game.outcome();
        let legal = if over.is_over() {
            Vec::new()
        } else {
            game.legal_moves().to_vec()
        };
        Ok(AnalysisView {
            variant: pos.variant().into(),
            fen: pos.fen(),
            frame: BoardFrame::of(pos),
            legal_moves: LegalMovesDto::group(&legal),
            can_pass: legal.iter().any(|m| m.is_pass()),
            orientation: study.orientation,
            study: study.id,
            node: tree.current() as u32,
            last_move: step(tree.current()).map(|s| s.mv),
            line: line.into_iter().filter_map(step).collect(),
            at: at as u32,
            variations: tree.variations().into_iter().filter_map(step).collect(),
            over: over.reason().map(Into::into),
            opening: opening::name(tree.root().position(), &tree.moves_to_current()),
            engine_on: st.engine_on,
            lines: st.lines,
            set_aside: Self::set_aside_here(st)
                .iter()
                .map(|&m| MoveDto::describe(pos, m))
                .collect(),
            setups: setup_pairing(tree.root().position()),
        })
    }
}

/// The Janggi setup pairing `start` is, if it is one of the 16.
fn setup_pairing(start: &Position) -> Option<janggi_wire::dto::SetupsDto> {
    use janggi_rules::{JanggiSetup, Variant};
    if start.variant() != Variant::Janggi {
        return None;
    }
    let fen = start.fen();
    JanggiSetup::ALL.iter().find_map(|&cho| {
        JanggiSetup::ALL.iter().find_map(|&han| {
            (Position::janggi_start(start.profile(), cho, han).fen() == fen).then(|| {
                janggi_wire::dto::SetupsDto {
                    first: Some(cho.into()),
                    second: Some(han.into()),
                }
            })
        })
    })
}

fn no_study() -> AppError {
    AppError::bad_argument("no analysis is open")
}
