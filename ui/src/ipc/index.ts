// Typed wrappers around the Rust commands of docs/contracts.md section 3.
// This directory is the only place that talks to Tauri. Tauri 2 maps the
// camelCase keys used here onto the snake_case Rust parameters.
import { backend, toAppError } from "./backend";
import type { BoardView, HintDto, NewGameOptions, SearchInfoDto, Settings, SetupId, Side } from "./types";

export type * from "./types";
export { isAppError } from "./types";
export { inTauri } from "./backend";

async function call<T>(cmd: string, args?: Record<string, unknown>): Promise<T> {
  const b = await backend();
  try {
    return await b.invoke<T>(cmd, args);
  } catch (e) {
    throw toAppError(e);
  }
}

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

/** A view the UI did not ask for (AI moved, timer ran out, ...). */
export async function onGameUpdated(handler: (view: BoardView) => void): Promise<() => void> {
  return (await backend()).listen<BoardView>("game-updated", handler);
}
/** Progress of a running AI search. */
export async function onSearchInfo(handler: (info: SearchInfoDto) => void): Promise<() => void> {
  return (await backend()).listen<SearchInfoDto>("search-info", handler);
}
