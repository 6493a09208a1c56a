//! The analysis board's payloads: where a study starts, the board with its
//! tree of moves, and the engine's lines streamed while it thinks.

use super::game::{BoardFrame, LegalMovesDto, MoveDto, PieceDto};
use super::review::PositionEvalDto;
use super::vocab::{EndReasonDto, SideDto, VariantId};
use serde::{Deserialize, Serialize};
use ts_rs::TS;

/// Lines the engine may show at once (UCI `MultiPV` 1…5).
pub const ANALYSIS_MAX_LINES: u8 = 5;

/// Where an analysis starts.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(tag = "type", rename_all = "camelCase")]
pub enum AnalysisSource {
    /// The game's start position (Janggi: both sides' default setup).
    Start {
        /// Which game.
        variant: VariantId,
    },
    /// A position written as FEN (checked by the rules; a bad one is
    /// refused with the reason).
    Fen {
        /// Which game.
        variant: VariantId,
        /// The position.
        fen: String,
        /// Allow the setup rules that may be waived (a composed problem:
        /// a third cannon, a guard outside the palace, …).
        #[serde(default)]
        waive: bool,
    },
    /// A game of the records: its moves become the main line, the board
    /// at `ply` (0 = the start).
    #[serde(rename_all = "camelCase")]
    Record {
        /// Its id.
        id: u64,
        /// Moves played before the shown position.
        ply: u32,
    },
    /// A study written as PGN, with variations and comments (a move that
    /// does not play is refused with its number).
    Pgn {
        /// The game, when the text does not say.
        variant: VariantId,
        /// The PGN.
        text: String,
    },
    /// A puzzle: its position, its solution as the main line.
    Puzzle {
        /// Which game.
        variant: VariantId,
        /// The puzzle's id.
        id: String,
    },
    /// The game in progress: its moves, the board after `ply` of them
    /// (absent: its current position).
    #[serde(rename_all = "camelCase")]
    Current {
        /// Moves played before the shown position.
        #[serde(default)]
        ply: Option<u32>,
    },
}

/// A player's mark on a move, as records write them after it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub enum MoveMark {
    /// `!`
    Good,
    /// `?`
    Mistake,
    /// `!?`
    Interesting,
    /// `?!`
    Dubious,
    /// `??`
    Blunder,
}

impl MoveMark {
    /// As written after the move.
    pub fn symbol(self) -> &'static str {
        match self {
            MoveMark::Good => "!",
            MoveMark::Mistake => "?",
            MoveMark::Interesting => "!?",
            MoveMark::Dubious => "?!",
            MoveMark::Blunder => "??",
        }
    }
}

/// One move of the tree, with the node it leads to.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct AnalysisStep {
    /// The node after the move (what `analysis_go` takes).
    pub node: u32,
    /// The move.
    pub mv: MoveDto,
    /// The player's mark on it.
    pub mark: Option<MoveMark>,
    /// The mark as written (`!?`), empty without one.
    pub symbol: String,
    /// The player's comment on it (empty: none).
    pub comment: String,
    /// Other moves were played from the same position (a branch starts
    /// here).
    pub branches: bool,
}

/// The analysis board: the shown position, the line through it, and the
/// branches at it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct AnalysisView {
    /// Which game.
    pub variant: VariantId,
    /// The shown position as FEN.
    pub fen: String,
    /// The shown position.
    pub frame: BoardFrame,
    /// Legal moves there, by origin (empty when the game is over there).
    pub legal_moves: Vec<LegalMovesDto>,
    /// A pass is legal there (Janggi).
    pub can_pass: bool,
    /// Side drawn at the bottom when the analysis opened.
    pub orientation: SideDto,
    /// This study (a new one for every `analysis_open`).
    pub study: u32,
    /// The shown position's node (0 = the start).
    pub node: u32,
    /// The move that led here.
    pub last_move: Option<MoveDto>,
    /// The line through the shown position: the moves from the start to it,
    /// then its main continuation.
    pub line: Vec<AnalysisStep>,
    /// Moves of `line` played before the shown position.
    pub at: u32,
    /// Every move played from the position before this one, the main one
    /// first, the shown one among them (a branch when more than one; empty
    /// at the start).
    pub variations: Vec<AnalysisStep>,
    /// The game ends here: why.
    pub over: Option<EndReasonDto>,
    /// The opening the moves up to here play, once they name one.
    pub opening: Option<super::OpeningId>,
    /// The engine is on.
    pub engine_on: bool,
    /// Lines it shows (1…5).
    pub lines: u8,
    /// Moves the engine leaves out here ("force another move").
    pub set_aside: Vec<MoveDto>,
    /// Janggi: the study starts from one of the 16 setup pairings — which
    /// (its name, as the setups are named).
    pub setups: Option<super::SetupsDto>,
}

/// `analysis-info`: the engine's lines for one position, sent after each
/// completed depth while it thinks (at most a few a second).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct AnalysisInfoDto {
    /// The study analysed.
    pub study: u32,
    /// The node analysed (an event for another study or node is stale).
    pub node: u32,
    /// Completed depth.
    pub depth: u32,
    /// Nodes searched.
    pub nodes: u64,
    /// Nodes per second.
    pub nps: u64,
    /// The lines, best first; each one's `best` is its first move (the
    /// board's arrows), its score from Cho's / Red's point of view.
    pub lines: Vec<PositionEvalDto>,
    /// The search stopped (it reached its end, or the position is over).
    pub done: bool,
}

/// A board set up in the position editor.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct EditorBoard {
    /// Which game.
    pub variant: VariantId,
    /// The pieces placed.
    pub pieces: Vec<PieceDto>,
    /// The side to move.
    pub side_to_move: SideDto,
}

/// A setup rule a position breaks (the rules crate's `SetupErrorKind`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub enum SetupProblemKind {
    /// A side has no general.
    NoGeneral,
    /// A side has more than one general.
    TooManyGenerals,
    /// A general outside its palace.
    GeneralOutsidePalace,
    /// More than 16 pieces on a side.
    TooManyPieces,
    /// More pieces of a kind than a side starts with (waivable).
    TooManyOfAKind,
    /// A guard outside its palace (waivable).
    GuardOutsidePalace,
    /// A Xiangqi elephant across the river (waivable).
    ElephantAcrossRiver,
    /// A soldier behind its start rank (waivable).
    SoldierBehindStart,
    /// The side not to move is in check.
    OppositeCheck,
    /// Xiangqi: the generals face each other on an open file.
    GeneralsFacing,
}

impl From<janggi_rules::SetupErrorKind> for SetupProblemKind {
    fn from(k: janggi_rules::SetupErrorKind) -> SetupProblemKind {
        use janggi_rules::SetupErrorKind as K;
        match k {
            K::NoGeneral => SetupProblemKind::NoGeneral,
            K::TooManyGenerals => SetupProblemKind::TooManyGenerals,
            K::GeneralOutsidePalace => SetupProblemKind::GeneralOutsidePalace,
            K::TooManyPieces => SetupProblemKind::TooManyPieces,
            K::TooManyOfAKind => SetupProblemKind::TooManyOfAKind,
            K::GuardOutsidePalace => SetupProblemKind::GuardOutsidePalace,
            K::ElephantAcrossRiver => SetupProblemKind::ElephantAcrossRiver,
            K::SoldierBehindStart => SetupProblemKind::SoldierBehindStart,
            K::OppositeCheck => SetupProblemKind::OppositeCheck,
            K::GeneralsFacing => SetupProblemKind::GeneralsFacing,
        }
    }
}

/// The first setup rule a position breaks, and whether the player may
/// allow it anyway.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct SetupProblem {
    /// Which rule.
    pub kind: SetupProblemKind,
    /// It may be allowed ("allow anyway").
    pub waivable: bool,
}

/// The editor's board checked by the rules.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct EditorCheck {
    /// The position as FEN (written whether legal or not).
    pub fen: String,
    /// The first rule it breaks; `None`: a legal position.
    pub problem: Option<SetupProblem>,
}
