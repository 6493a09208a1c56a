//! The game screen's wire types: `new_game`'s options, the [`BoardView`]
//! every game command returns, moves, search progress and hints (the
//! clocks' types are in `clock.rs`).

use super::clock::{ClockView, MoveTimerDto, TimeControlDto};
use super::handicap::{HandicapDto, HandicapView};
pub use super::moves::MoveDto;
use super::vocab::{EndReasonDto, Mode, ProfileIdDto, RoleDto, SetupId, SideDto, VariantId};
use janggi_rules::{Move, Position, Side, Variant};
use serde::{Deserialize, Serialize};
use ts_rs::TS;

/// Arguments of `new_game`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct NewGameOptions {
    /// Which game.
    pub variant: VariantId,
    /// Who plays.
    pub mode: Mode,
    /// Rule profile (must match the variant).
    pub profile: ProfileIdDto,
    /// Per-move timer in seconds; `null` = off.
    #[serde(default)]
    #[ts(optional = nullable)]
    pub move_timer_secs: Option<u32>,
    /// Start from this FEN instead of the standard start (tutorial, replay,
    /// set-up positions). Janggi games from a FEN skip the setup phase.
    #[serde(default)]
    #[ts(optional = nullable)]
    pub start_fen: Option<String>,
    /// A handicap game: the giver plays without the handicap's pieces
    /// (one of this game's handicaps; not with `start_fen`). Against the
    /// computer or two players on this device.
    #[serde(default)]
    #[ts(optional = nullable)]
    pub handicap: Option<HandicapDto>,
    /// A clock with main time (byoyomi or Fischer) for both sides, the
    /// computer's too; not with `moveTimerSecs`. `null` = none.
    #[serde(default)]
    #[ts(optional = nullable)]
    pub clock: Option<TimeControlDto>,
}

/// One piece on the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct PieceDto {
    /// 0..89.
    pub square: u8,
    /// Owner.
    pub side: SideDto,
    /// Kind.
    pub role: RoleDto,
}

/// Both sides' points (Janggi points, e.g. 72 and 73.5).
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct PointsDto {
    /// Cho / Red.
    pub first: f64,
    /// Han / Black.
    pub second: f64,
}

impl PointsDto {
    /// The points of both sides in `pos`.
    pub fn of(pos: &Position) -> PointsDto {
        PointsDto {
            first: f64::from(pos.points(Side::First)) / 10.0,
            second: f64::from(pos.points(Side::Second)) / 10.0,
        }
    }
}

/// A position as every board draws it: the game view, each replay frame
/// and the tutorial's lesson board carry one (flattened into their JSON).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct BoardFrame {
    /// The pieces.
    pub pieces: Vec<PieceDto>,
    /// Whose turn.
    pub side_to_move: SideDto,
    /// The side to move is in check.
    pub check: bool,
    /// Its general's square when in check.
    pub checked_general: Option<u8>,
    /// The generals face each other on an open file (Janggi).
    pub bikjang: bool,
    /// Janggi points (Xiangqi: material in Janggi values); Han's 1.5
    /// included.
    pub points: PointsDto,
}

impl BoardFrame {
    /// The frame of `pos`: the one place a position becomes a board.
    pub fn of(pos: &Position) -> BoardFrame {
        let turn = pos.turn();
        let check = pos.is_check();
        BoardFrame {
            pieces: pos
                .pieces()
                .map(|(sq, p)| PieceDto {
                    square: sq.index() as u8,
                    side: p.side.into(),
                    role: p.role.into(),
                })
                .collect(),
            side_to_move: turn.into(),
            check,
            checked_general: if check {
                pos.general(turn).map(|s| s.index() as u8)
            } else {
                None
            },
            bikjang: pos.variant() == Variant::Janggi && pos.is_bikjang(),
            points: PointsDto::of(pos),
        }
    }
}

/// Result of a finished game.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct OutcomeDto {
    /// `None` = draw.
    pub winner: Option<SideDto>,
    /// Why it ended.
    pub reason: EndReasonDto,
    /// Decided by counting points.
    pub by_points: bool,
    /// Final totals.
    pub points: PointsDto,
    /// A perpetual chase: the piece chased and the loser's piece chasing it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub chase: Option<ChaseDto>,
}

/// The piece a lost perpetual chase chased, and what chased it (the end
/// dialog names both).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct ChaseDto {
    /// The chased piece's square (0..89).
    pub square: u8,
    /// The chased piece.
    pub role: RoleDto,
    /// The chasing piece's square, if one attacks it at the end.
    pub by_square: Option<u8>,
    /// The chasing piece.
    pub by_role: Option<RoleDto>,
}

/// Where the game is.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize, TS)]
#[serde(
    tag = "type",
    rename_all = "camelCase",
    rename_all_fields = "camelCase"
)]
pub enum Phase {
    /// Janggi setup choice; Han (`second`) chooses first.
    Setup {
        /// Who chooses now.
        side_to_choose: SideDto,
    },
    /// Moves are being played.
    Playing,
    /// Finished.
    Over {
        /// The result.
        outcome: OutcomeDto,
    },
}

/// Legal destinations of one piece.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct LegalMovesDto {
    /// Origin.
    pub from: u8,
    /// Destinations.
    pub to: Vec<u8>,
}

impl LegalMovesDto {
    /// Groups legal moves by origin, sorted by square; a pass has no origin
    /// and is left out (views say `canPass`).
    pub fn group(moves: &[Move]) -> Vec<LegalMovesDto> {
        let mut out: Vec<LegalMovesDto> = Vec::new();
        for m in moves.iter().filter(|m| !m.is_pass()) {
            let (from, to) = (m.from().index() as u8, m.to().index() as u8);
            match out.iter_mut().find(|l| l.from == from) {
                Some(l) => l.to.push(to),
                None => out.push(LegalMovesDto { from, to: vec![to] }),
            }
        }
        out.sort_by_key(|l| l.from);
        out
    }
}

/// Pieces each side has lost.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct CapturedDto {
    /// Lost by Cho / Red.
    pub first: Vec<RoleDto>,
    /// Lost by Han / Black.
    pub second: Vec<RoleDto>,
}

/// The chosen setups.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct SetupsDto {
    /// Cho's.
    pub first: Option<SetupId>,
    /// Han's.
    pub second: Option<SetupId>,
}

/// Pass would let the opponent end the game by passing back, and the
/// passer would not win on points: the UI asks before passing.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct PassWarningDto {
    /// The passer's points (Janggi points, e.g. 72).
    pub mine: f64,
    /// The opponent's points (e.g. 73.5).
    pub theirs: f64,
    /// `true`: the points are level and the double pass would draw;
    /// `false`: it would lose.
    pub draw: bool,
}

/// Announcement for the last move.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub enum Announcement {
    /// 장군: the last move gave check.
    Janggun,
    /// 멍군: the last move answered a check.
    Meonggun,
}

/// Everything the UI draws; every command returns a fresh one.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct BoardView {
    /// Increases with every view Rust produces (all are made under the
    /// session lock, so a higher revision is a later state). Command
    /// responses and events travel separately and may arrive out of order:
    /// the UI drops a view older than the last one it accepted.
    pub revision: u64,
    /// Changes with every new game.
    pub game_id: u64,
    /// Half-moves played.
    pub ply: u32,
    /// Which game.
    pub variant: VariantId,
    /// Rule profile.
    pub profile: ProfileIdDto,
    /// Who plays.
    pub mode: Mode,
    /// Setup / playing / over.
    pub phase: Phase,
    /// The position: pieces, side to move, check, bikjang, points.
    #[serde(flatten)]
    pub frame: BoardFrame,
    /// Empty unless a human is to move.
    pub legal_moves: Vec<LegalMovesDto>,
    /// A pass is legal now (and a human is to move).
    pub can_pass: bool,
    /// Most recent move.
    pub last_move: Option<MoveDto>,
    /// The moves from `moves_from` on: all of them (`moves_from` = 0) from
    /// `get_view` and in a game's first view; otherwise those that changed
    /// since the view numbered `base_revision` (a move or two: a long game
    /// costs no more per move than a short one). `ui/src/ipc` puts the list
    /// back together; on a gap it asks `get_view`.
    pub moves: Vec<MoveDto>,
    /// Index in the game of `moves[0]`.
    pub moves_from: u32,
    /// The view whose moves before `moves_from` this one continues (0 when
    /// `moves` is the whole list).
    pub base_revision: u64,
    /// Pieces each side has lost.
    pub captured: CapturedDto,
    /// Chosen setups.
    pub setups: SetupsDto,
    /// The sides whose player may still change their chosen setup (Janggi,
    /// before the first move: `choose_setup` takes it), Han first.
    pub setup_changeable: Vec<SideDto>,
    /// Side drawn at the bottom.
    pub orientation: SideDto,
    /// A search for the computer's move runs now.
    pub ai_thinking: bool,
    /// The computer is to move (playing) or to choose its setup (setup
    /// phase), whether or not its search already runs (`ai_thinking`) or
    /// waits for the player to open a resumed game: the UI asks it to move
    /// when this is set and it does not think yet.
    pub computer_to_move: bool,
    /// Undo would do something.
    pub undo_available: bool,
    /// Per-move timer, if on.
    pub move_timer: Option<MoveTimerDto>,
    /// Both clocks, in a game with main time (byoyomi or Fischer).
    pub clock: Option<ClockView>,
    /// For the last move.
    pub announcement: Option<Announcement>,
    /// Set when passing now would let the opponent end the game on points
    /// against the passer (decided here from the profile and the points).
    pub pass_warning: Option<PassWarningDto>,
    /// A handicap game: whose pieces came off and which (the points count
    /// of the board already lacks them).
    pub handicap: Option<HandicapView>,
    /// Draws can be offered in this game (its rules have draws; on one
    /// device: `offer_draw`, on two: `lan_offer_draw`).
    pub draws_allowed: bool,
    /// A two-player game on this device: the side whose draw offer waits
    /// for the other's answer (`answer_draw`).
    pub draw_offer: Option<SideDto>,
    /// The opening the game's moves play, once they name one (Xiangqi
    /// from the standard start: 中炮, 飞相局, …).
    pub opening: Option<super::OpeningId>,
}

/// Progress of the computer's search (`search-info` event).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct SearchInfoDto {
    /// Completed depth.
    pub depth: u32,
    /// Centipawns from the side to move's view.
    pub score_cp: Option<i32>,
    /// Mate distance in plies (sign: side to move).
    pub mate_in: Option<i32>,
    /// Nodes searched.
    pub nodes: u64,
    /// Nodes per second.
    pub nps: u64,
    /// Principal variation, UCI.
    pub pv: Vec<String>,
}

/// The engine's suggestion for the player.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct HintDto {
    /// Origin.
    pub from: u8,
    /// Destination.
    pub to: u8,
    /// Suggests passing.
    pub pass: bool,
    /// In the game's notation.
    pub notation: String,
    /// Janggi: with a Latin piece letter (see [`MoveDto::latin`]).
    pub latin: Option<String>,
}
