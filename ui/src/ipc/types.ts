// Wire types of docs/contracts.md section 3. Rust serialises its DTOs as
// camelCase JSON with enums tagged by `type`; these mirror them one to one.

/** Cho/Red ("first") or Han/Black ("second"). */
export type Side = "first" | "second";
/** A piece kind; Janggi's guard is Xiangqi's advisor. */
export type Role = "general" | "guard" | "elephant" | "horse" | "chariot" | "cannon" | "soldier";
/** Which game. */
export type VariantId = "janggi" | "xiangqi";
/** Rule profile stored with a game. */
export type ProfileId =
  | "janggi-standard"
  | "janggi-bikjang-scoring"
  | "janggi-traditional"
  | "janggi-fairy-stockfish"
  | "xiangqi";
/** Computer strength (Xiangqi shows easy/normal/hard/expert). */
export type Level = "beginner" | "intermediate" | "advanced" | "expert";
/** Janggi horse/elephant setups, in SPEC order 1..4, named from the owner's seat. */
export type SetupId =
  | "horseElephantHorseElephant"
  | "elephantHorseElephantHorse"
  | "horseElephantElephantHorse"
  | "elephantHorseHorseElephant";
/** Who plays. */
export type Mode = { type: "vsComputer"; level: Level; humanSide: Side } | { type: "twoPlayers" };
/** Why a game ended. */
export type EndReason =
  | "checkmate"
  | "stalemate"
  | "bikjang"
  | "doublePass"
  | "repetition"
  | "perpetualCheck"
  | "moveLimit"
  | "material"
  | "resignation"
  | "timeout";

/** Arguments of `new_game`. */
export interface NewGameOptions {
  variant: VariantId; // which game
  mode: Mode; // vs computer or two players
  profile: ProfileId; // rule profile (Xiangqi: "xiangqi")
  moveTimerSecs: number | null; // per-move timer, null = off
}
/** One piece on the board. */
export interface PieceDto {
  square: number; // 0..89, rank*9+file
  side: Side; // owner
  role: Role; // kind
}
/** A played move, described without the position. */
export interface MoveDto {
  from: number; // origin square (pass: the general's square)
  to: number; // destination square
  pass: boolean; // Janggi pass (한수쉼)
  side: Side; // mover
  role: Role; // moving piece
  capture: Role | null; // captured piece
  check: boolean; // gives check
  uci: string; // FSF/pychess coordinates
  notation: string; // the game's own notation (WXF or Korean)
}
/** Result of a finished game. */
export interface OutcomeDto {
  winner: Side | null; // null = draw
  reason: EndReason; // why it ended
  byPoints: boolean; // decided by counting points
  points: { first: number; second: number }; // final totals, e.g. 72 / 73.5
}
/** Where the game is. */
export type Phase =
  | { type: "setup"; sideToChoose: Side }
  | { type: "playing" }
  | { type: "over"; outcome: OutcomeDto };
/** Legal destinations of one piece. */
export interface LegalMovesDto {
  from: number; // origin square
  to: number[]; // destinations
}
/** Everything the UI draws; every command returns a fresh one. */
export interface BoardView {
  gameId: number; // changes with every new game
  ply: number; // half-moves played
  revision?: number; // grows with every view Rust makes: drop a view older than the last one accepted (absent in fixtures)
  variant: VariantId; // which game
  profile: ProfileId; // rule profile
  mode: Mode; // who plays
  phase: Phase; // setup / playing / over
  pieces: PieceDto[]; // current placement
  sideToMove: Side; // whose turn
  legalMoves: LegalMovesDto[]; // empty unless a human is to move
  canPass: boolean; // pass allowed now
  check: boolean; // side to move is in check
  checkedGeneral: number | null; // square of the checked general
  bikjang: boolean; // generals face each other
  lastMove: MoveDto | null; // most recent move
  moves: MoveDto[]; // all moves so far
  points: { first: number; second: number }; // Janggi points (Xiangqi: material)
  captured: { first: Role[]; second: Role[] }; // pieces each side has LOST
  setups: { first: SetupId | null; second: SetupId | null }; // chosen setups
  orientation: Side; // side drawn at the bottom
  aiThinking: boolean; // a search runs now
  undoAvailable: boolean; // undo would do something
  moveTimer: { secs: number; deadlineMs: number | null } | null; // per-move timer, deadline in epoch ms
  announcement: "janggun" | "meonggun" | null; // for the last move
}
/** Kinds of error a command rejects with. */
export type AppErrorKind =
  | "noGame"
  | "badArgument"
  | "illegalMove"
  | "notYourTurn"
  | "gameOver"
  | "aiThinking"
  | "storage"
  | "internal";
/** The one error type that crosses the boundary. */
export interface AppError {
  kind: AppErrorKind; // branch on this
  message: string; // show this
}
/** Progress of the AI's search (`search-info` event). */
export interface SearchInfoDto {
  depth: number; // completed depth
  scoreCp: number | null; // centipawns, side to move
  mateIn: number | null; // mate distance
  nodes: number; // nodes searched
  nps: number; // nodes per second
  pv: string[]; // principal variation, UCI
}
/** The engine's suggestion for the player. */
export interface HintDto {
  from: number; // origin
  to: number; // destination
  pass: boolean; // suggests passing
  notation: string; // in the game's notation
}
/** Piece faces for Janggi. */
export type PieceStyle = "hanja" | "hangul";
/** Move animation speed. */
export type AnimationSpeed = "off" | "fast" | "normal" | "slow";
/** UI language; null follows the system. */
export type Language = "en" | "ko" | "ja" | "zh" | "ru";
/** Persisted preferences (Rust stores them). */
export interface Settings {
  language: Language | null; // null = follow navigator.language
  sound: boolean; // wood clicks on/off
  pieceStyle: PieceStyle; // Janggi faces
  animation: AnimationSpeed; // move animation
  defaultProfile: ProfileId; // preselected Janggi profile
  boardOrientation: "auto" | "first" | "second"; // auto = the player's side at the bottom
}

/** Type guard for an AppError-shaped rejection. */
export function isAppError(e: unknown): e is AppError {
  return (
    typeof e === "object" &&
    e !== null &&
    typeof (e as { kind?: unknown }).kind === "string" &&
    typeof (e as { message?: unknown }).message === "string"
  );
}

// ---- Records (issue 5) ------------------------------------------------------
/** A game's result for the human (vs computer) or for Cho/Red. */
export type ResultKind = "win" | "loss" | "draw" | "unknown";
/** A finished or imported game in the records list. */
export interface GameSummary {
  id: number;
  variant: VariantId;
  profile: ProfileId;
  mode: Mode | null; // null = imported
  dateMs: number;
  winner: Side | null;
  reason: EndReason | null;
  byPoints: boolean;
  result: ResultKind;
  plies: number;
  points: { first: number; second: number };
  setups: { first: SetupId | null; second: SetupId | null };
  players: [string, string] | null;
}
/** One page of the records list, newest first. */
export interface GameList {
  total: number;
  offset: number;
  games: GameSummary[];
}
/** Filter of `list_games`. */
export interface GameFilter {
  variant?: VariantId | null;
  result?: ResultKind | null;
}
/** Counts of games against the computer. */
export interface StatRow {
  variant: VariantId;
  level: Level;
  humanSide: Side;
  result: ResultKind;
  reason: EndReason | null;
  count: number;
}
/** `get_statistics`. */
export interface Statistics {
  totalGames: number;
  rows: StatRow[];
}
/** One position of a replay. */
export interface ReplayFrame {
  pieces: PieceDto[];
  sideToMove: Side;
  check: boolean;
  checkedGeneral: number | null;
  bikjang: boolean;
  points: { first: number; second: number };
}
/** `replay_game`: moves.length + 1 frames, the start first. */
export interface ReplayDto {
  game: GameSummary;
  frames: ReplayFrame[];
  moves: MoveDto[];
}
/** `import_games`. */
export interface ImportResult {
  imported: number;
  ids: number[];
}
/** Export formats. */
export type RecordFormat = "pgn" | "pgn-wxf" | "gib";

/** Something the player is told once at start-up (`take_notices`). */
export type Notice = { type: "storeReset"; keptAs: string };
