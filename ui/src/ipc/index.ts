// Typed wrappers around the Rust commands of docs/contracts.md section 3.
// This directory is the only place that talks to Tauri. Tauri 2 maps the
// camelCase keys used here onto the snake_case Rust parameters.
import { backend, call } from "./backend";
import type {
  BoardView,
  GameFilter,
  GameList,
  HintDto,
  ImportResult,
  Notice,
  Level,
  NewGameOptions,
  RecordFormat,
  ReplayDto,
  SearchInfoDto,
  Settings,
  SetupId,
  Side,
  Statistics,
} from "./types";

export type * from "./types";
export { DEFAULT_SETTINGS, isAppError } from "./types";
export { inTauri } from "./backend";

/** Starts a new game (Janggi starts in the setup phase). */
export const newGame = (options: NewGameOptions) => call<BoardView>("new_game", { options });
/** Chooses a Janggi setup for `side` (Han first, then Cho). */
export const chooseSetup = (side: Side, setup: SetupId) => call<BoardView>("choose_setup", { side, setup });
/** Plays a move from one square to another. */
export const makeMove = (from: number, to: number) => call<BoardView>("make_move", { from, to });
/** Passes the turn (Janggi 한수쉼). */
export const passTurn = () => call<BoardView>("pass_turn");
/** Takes back the last move (vs computer: the player's move and the reply). */
export const undo = () => call<BoardView>("undo");
/** The side to move (the human) resigns. */
export const resign = () => call<BoardView>("resign");
/** The engine's suggestion for the player. */
export const hint = () => call<HintDto>("hint");
/** Turns the board around. */
export const flip = () => call<BoardView>("flip");
/** The current game; rejects with `noGame` when there is none. */
export const getView = () => call<BoardView>("get_view");
/** Asks the AI to move if it is its turn (or choose its setup). */
export const startAiMove = () => call<BoardView>("start_ai_move");
/** Stored preferences. */
export const getSettings = () => call<Settings>("get_settings");
/** Stores preferences; returns what was stored. */
export const setSettings = (settings: Settings) => call<Settings>("set_settings", { settings });

/** What the player must be told once (e.g. unreadable saved data was kept aside). */
export const takeNotices = () => call<Notice[]>("take_notices");
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
  call<BoardView>("continue_game", { id, ply, level, humanSide });
/** A game as PGN or .gib text. */
export const exportGame = (id: number, format: RecordFormat) => call<string>("export_game", { id, format });
/** Writes the exported game to the Downloads folder; returns the path. */
export const saveExport = (id: number, format: RecordFormat) => call<string>("save_export", { id, format });
/** Imports pasted PGN/.gib text. */
export const importText = (text: string) => call<ImportResult>("import_games", { text });
/** Imports the bytes of an opened file (any encoding Rust reads). */
export const importBytes = (bytes: Uint8Array) => call<ImportResult>("import_games", { bytes: Array.from(bytes) });

/** A view the UI did not ask for (AI moved, timer ran out, ...). */
export async function onGameUpdated(handler: (view: BoardView) => void): Promise<() => void> {
  return (await backend()).listen<BoardView>("game-updated", handler);
}
/** Progress of a running AI search. */
export async function onSearchInfo(handler: (info: SearchInfoDto) => void): Promise<() => void> {
  return (await backend()).listen<SearchInfoDto>("search-info", handler);
}
