// Typed wrappers around the Rust commands of docs/contracts.md section 3.
// This directory is the only place that talks to Tauri. Tauri 2 maps the
// camelCase keys used here onto the snake_case Rust parameters.
import { backend, call } from "./backend";
import type {
  AnalysisInfoDto,
  AnalysisSource,
  AnalysisView,
  BoardView,
  EditorBoard,
  EditorCheck,
  MoveMark,
  ClockPause,
  GameFilter,
  GameList,
  GameSummary,
  HintDto,
  ImportPreview,
  ImportResult,
  LanFoundGame,
  LanHostOptions,
  LanJoinRequest,
  LanStatus,
  Notice,
  Level,
  NewGameOptions,
  RecordFormat,
  ReplayDto,
  ReviewDoneDto,
  ReviewDto,
  ReviewLineDto,
  ReviewProgressDto,
  ReviewQuality,
  ReviewSource,
  SearchInfoDto,
  Settings,
  SetupId,
  Side,
  Statistics,
  StorageStatus,
  VariantId,
} from "./types";

export type * from "./types";

// A view sends only the moves that changed since the view before it
// (`movesFrom`, `baseRevision`: a move in a long game costs what one in a
// short game does). This puts the whole list back, so everything above this
// module sees every move; on a gap it asks for the full view.
let known: BoardView | null = null; // the last complete view

function remember(v: BoardView): BoardView {
  if (!known || v.gameId !== known.gameId || v.revision >= known.revision) known = v;
  return v;
}

/** `v` with every move of its game, or null when a view in between is missing. */
function joinMoves(v: BoardView): BoardView | null {
  if (!v.movesFrom) return remember(v); // the whole list
  const joined = (base: BoardView): BoardView => ({
    ...v,
    moves: base.moves.slice(0, v.movesFrom).concat(v.moves),
    movesFrom: 0,
    baseRevision: 0,
  });
  if (known && known.gameId === v.gameId && known.revision === v.baseRevision) return remember(joined(known));
  // Older than the view already taken (the UI drops it as stale).
  if (known && known.gameId === v.gameId && v.revision < known.revision) return joined(known);
  return null;
}

/** `v` with every move of its game (on a gap, the full view from Rust). */
export async function complete(v: BoardView): Promise<BoardView> {
  return joinMoves(v) ?? remember(await call<BoardView>("get_view"));
}

/** Forgets the last view (tests). */
export function forgetViews(): void {
  known = null;
}

const view = (p: Promise<BoardView>) => p.then(complete);
export { DEFAULT_SETTINGS, HANDICAPS, isAppError } from "./types";
export { inTauri } from "./backend";

/** Starts a new game (Janggi starts in the setup phase). */
export const newGame = (options: NewGameOptions) => view(call<BoardView>("new_game", { options }));
/** Chooses a Janggi setup for `side` (Han first, then Cho). */
export const chooseSetup = (side: Side, setup: SetupId) => view(call<BoardView>("choose_setup", { side, setup }));
/** Plays a move from one square to another. */
export const makeMove = (from: number, to: number) => view(call<BoardView>("make_move", { from, to }));
/** Passes the turn (Janggi 한수쉼). */
export const passTurn = () => view(call<BoardView>("pass_turn"));
/** Takes back the last move (vs computer: the player's move and the reply). */
export const undo = () => view(call<BoardView>("undo"));
/** The side to move (the human) resigns. */
export const resign = () => view(call<BoardView>("resign"));
/** Offers a draw: two players on one device, for the other to answer; vs computer, answered at once (the game is over if it accepts). */
export const offerDraw = () => view(call<BoardView>("offer_draw"));
/** The other player (same device) answers a draw offer. */
export const answerDraw = (accept: boolean) => view(call<BoardView>("answer_draw", { accept }));
/** The engine's suggestion for the player. */
export const hint = () => call<HintDto>("hint");
/** Turns the board around. */
export const flip = () => view(call<BoardView>("flip"));
/** The current game; rejects with `noGame` when there is none. */
export const getView = () => view(call<BoardView>("get_view"));
/** Pauses the move clock ("away": off the game screen; "request": a player asked) or, with null, lets it run again. */
export const pauseClock = (pause: ClockPause | null) => view(call<BoardView>("pause_clock", { pause }));
/** The text key (tutorial.why.*, game.why.noMove) saying why a move is refused now; from = to: why that piece has no move at all. */
export const explainMove = (from: number, to: number) => call<string>("explain_move", { from, to });
/** Asks the AI to move if it is its turn (or choose its setup). */
export const startAiMove = () => view(call<BoardView>("start_ai_move"));
/** Stored preferences. */
export const getSettings = () => call<Settings>("get_settings");
/** Stores preferences; returns what was stored. */
/** True on a phone (Android, iPhone, iPad): the haptics plugin is registered there only. */
export const onPhone = (): boolean => typeof navigator !== "undefined" && /Android|iPhone|iPad/.test(navigator.userAgent);

/** A short haptic tick (tauri-plugin-haptics on Android/iOS, granted by capabilities/mobile.json); nothing on the desktop or in a browser. */
export function hapticTick(): void {
  if (!onPhone()) return;
  backend()
    .then((b) => b.invoke("plugin:haptics|impact_feedback", { style: "light" }))
    .catch(() => {}); // a phone without a vibrator: nothing to do
}

export const setSettings = (settings: Settings) => call<Settings>("set_settings", { settings });

/** What the player must be told once (e.g. unreadable saved data was kept aside). */
export const takeNotices = () => call<Notice[]>("take_notices");
/** Writes the game again after a failed save; says whether it is on disk now. */
export const retrySave = () => call<StorageStatus>("retry_save");
/** A save failed (`failed`, with why), or saves succeed again (`saved`). */
export async function onStorage(handler: (status: StorageStatus) => void): Promise<() => void> {
  return (await backend()).listen<StorageStatus>("storage", handler);
}
/** Finished games, newest first, one page at a time. */
export const listGames = (filter: GameFilter, offset: number, limit: number) => call<GameList>("list_games", { filter, offset, limit });
/** Counts of games against the computer. */
export const getStatistics = () => call<Statistics>("get_statistics");
/** Deletes a finished game from the records. */
export const deleteGame = (id: number) => call<boolean>("delete_game", { id });
/** Every position and move of a finished game. */
export const replayGame = (id: number) => call<ReplayDto>("replay_game", { id });
/** Plays on against the computer from position `ply` of a recorded game (its moves are kept). */
export const continueGame = (id: number, ply: number, level: Level | null = null, humanSide: Side | null = null) =>
  view(call<BoardView>("continue_game", { id, ply, level, humanSide }));
/** A game as PGN (UCI, WXF, Chinese or ICCS moves) or .gib text. */
export const exportGame = (id: number, format: RecordFormat) => call<string>("export_game", { id, format });
/** Saves the exported game where the player says in the native save dialog; the path, or null when cancelled. */
export const saveExport = (id: number, format: RecordFormat) => call<string | null>("save_export", { id, format });
/** Puts the exported game on the system clipboard (Rust, clipboard plugin). */
export const copyExport = (id: number, format: RecordFormat) => call<boolean>("copy_export", { id, format });
/** Reads the file chosen in the native open dialog (.gib, .pgn, .xqf, .txt) game by game; null when cancelled. Writes nothing. */
export const openImport = () => call<ImportPreview | null>("open_import");
/** Imports the bytes of an opened file (any encoding Rust reads). */
export const importBytes = (bytes: Uint8Array) => call<ImportResult>("import_games", { bytes: Array.from(bytes) });
/** Reads pasted PGN/.gib text game by game; writes nothing until `confirmImport`. */
export const previewImportText = (text: string) => call<ImportPreview>("preview_import", { text, name: null });
/** Imports the complete games of a preview and the legal part of the cut-short games numbered in `includePartial`. */
export const confirmImport = (previewId: number, includePartial: number[]) => call<ImportResult>("confirm_import", { previewId, includePartial });
/** Drops a preview; nothing is written. */
export const cancelImport = (previewId: number) => call<boolean>("cancel_import", { previewId });

// Two devices (LAN). Moves, setups, undo requests and resigning go through
// the game wrappers above; Rust routes them to the other device.
/** Hosts a game on the local network: listens, shows the join code, waits. */
export const lanHost = (options: LanHostOptions) => call<LanStatus>("lan_host", { options });
/** Joins a hosted game with its code (the game starts at once). */
export const lanJoin = (request: LanJoinRequest) => call<LanStatus>("lan_join", { request });
/** The games hosted on the local network (browses for about 1.5 s). */
export const lanDiscover = () => call<LanFoundGame[]>("lan_discover");
/** Hosting, code, link, the other player's requests and offers. */
export const lanStatus = () => call<LanStatus>("lan_status");
/** Stops hosting / leaves the two-device game (its board stays on this device). */
export const lanLeave = () => call<LanStatus>("lan_leave");
/** Answers the other player's undo request. */
export const lanAnswerUndo = (accept: boolean) => view(call<BoardView>("lan_answer_undo", { accept }));
/** Offers a draw (rule profiles with draws). */
export const lanOfferDraw = () => view(call<BoardView>("lan_offer_draw"));
/** Answers the other player's draw offer. */
export const lanAnswerDraw = (accept: boolean) => view(call<BoardView>("lan_answer_draw", { accept }));
/** Claims the game on time when the other device is gone too long (timer on). */
export const lanClaimWin = () => view(call<BoardView>("lan_claim_win"));
/** The two-device state changed (joined, dropped, resumed, a request or offer). */
export async function onLanStatus(handler: (status: LanStatus) => void): Promise<() => void> {
  return (await backend()).listen<LanStatus>("lan-status", handler);
}
/** Reviews `source` (a record or the game in progress); the analysis comes at once when cached, else with `review-done`. */
export const startReview = (source: ReviewSource, quality: ReviewQuality | null = null) => call<ReviewDto>("start_review", { source, quality });
/** Stops a running review (what was analysed is kept for next time). */
export const cancelReview = (reviewId: number) => call<boolean>("cancel_review", { reviewId });
/** The engine's line from position `ply` of a review, to step through. */
export const reviewLine = (reviewId: number, ply: number) => call<ReviewLineDto>("review_line", { reviewId, ply });
/** "Try again from here": a game against the computer from position `ply` of a review. */
export const reviewPlayFrom = (reviewId: number, ply: number) => view(call<BoardView>("review_play_from", { reviewId, ply }));

/** Opens the analysis board on `source` (the start, a FEN, a record at a move, the game in progress); the engine starts on it. */
export const analysisOpen = (source: AnalysisSource) => call<AnalysisView>("analysis_open", { source });
/** A move on the analysis board's position (a branch when its line went on otherwise). */
export const analysisMove = (from: number, to: number) => call<AnalysisView>("analysis_move", { from, to });
/** A pass on the analysis board's position (Janggi). */
export const analysisPass = () => call<AnalysisView>("analysis_pass");
/** Shows another position of the study. */
export const analysisGo = (node: number) => call<AnalysisView>("analysis_go", { node });
/** Makes the line through `node` the study's main line. */
export const analysisPromote = (node: number) => call<AnalysisView>("analysis_promote", { node });
/** Deletes the move into `node` and everything after it. */
export const analysisDelete = (node: number) => call<AnalysisView>("analysis_delete", { node });
/** The comment and mark of the move into `node`. */
export const analysisAnnotate = (node: number, comment: string, mark: MoveMark | null) => call<AnalysisView>("analysis_annotate", { node, comment, mark });
/** The position editor's board as FEN, and the first setup rule it breaks (`waive`: the waivable ones allowed). */
export const editorCheck = (board: EditorBoard, waive = false) => call<EditorCheck>("editor_check", { board, waive });
/** A FEN's board to edit (whatever setup rule it breaks). */
export const editorRead = (variant: VariantId, fen: string) => call<EditorBoard>("editor_read", { variant, fen });
/** The open study as PGN with its variations, comments and marks. */
export const analysisPgn = () => call<string>("analysis_pgn");
/** Keeps the open study (variations, comments, marks) in the records; the record's summary. */
export const analysisSave = () => call<GameSummary>("analysis_save");
/** The analysis engine on or off, and its lines (1…5). */
export const analysisEngine = (on: boolean, lines: number, without?: string[]) =>
  call<AnalysisView>("analysis_engine", without === undefined ? { on, lines } : { on, lines, without });
/** Stops the analysis engine (screen left or hidden); the next change starts it again. */
export const analysisPause = () => call<null>("analysis_pause");
/** The analysis engine's lines for a position, after each completed depth. */
export async function onAnalysisInfo(handler: (info: AnalysisInfoDto) => void): Promise<() => void> {
  return (await backend()).listen<AnalysisInfoDto>("analysis-info", handler);
}

/** A view the UI did not ask for (AI moved, timer ran out, ...). */
export async function onGameUpdated(handler: (view: BoardView) => void): Promise<() => void> {
  return (await backend()).listen<BoardView>("game-updated", (v) => {
    const whole = joinMoves(v);
    if (whole) handler(whole);
    else void complete(v).then(handler);
  });
}
/** Progress of a running AI search. */
export async function onSearchInfo(handler: (info: SearchInfoDto) => void): Promise<() => void> {
  return (await backend()).listen<SearchInfoDto>("search-info", handler);
}
/** Positions of a review analysed so far. */
export async function onReviewProgress(handler: (p: ReviewProgressDto) => void): Promise<() => void> {
  return (await backend()).listen<ReviewProgressDto>("review-progress", handler);
}
/** A review's analysis ended (done, cancelled or failed). */
export async function onReviewDone(handler: (d: ReviewDoneDto) => void): Promise<() => void> {
  return (await backend()).listen<ReviewDoneDto>("review-done", handler);
}
