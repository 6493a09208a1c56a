// Decisions the app makes when a new BoardView arrives, kept out of the
// components so they can be tested: what sound to play, whether the move
// animates, and whether the computer must be asked to move.
import type { BoardView, NewGameOptions } from "./ipc/types";
import type { SoundKind } from "./audio/sound";

/** True when `next` is older than `prev`: responses and events can arrive out of order. */
export function isStale(prev: BoardView | null, next: BoardView): boolean {
  return prev !== null && (next.revision ?? 0) < (prev.revision ?? 0);
}

/** True when `next` is `prev` plus exactly one move (animate it, play its sound). */
export function isNextMove(prev: BoardView | null, next: BoardView): boolean {
  return prev !== null && prev.gameId === next.gameId && next.ply === prev.ply + 1 && next.lastMove !== null;
}

/** Sounds for the move that led to `next` (capture or move, then check). */
export function soundsFor(prev: BoardView | null, next: BoardView): SoundKind[] {
  if (!isNextMove(prev, next) || !next.lastMove || next.lastMove.pass) return []; // a pass moves no wood
  const out: SoundKind[] = [next.lastMove.capture ? "capture" : "move"];
  if (next.check) out.push("check");
  return out;
}

/** A key naming the computer's pending turn (to move or to choose its setup: Rust's `computerToMove`), or null when it is not the computer's turn (or it already thinks). */
export function aiTurnKey(v: BoardView): string | null {
  if (!v.computerToMove || v.aiThinking) return null;
  return `${v.gameId}:${v.ply}:${v.phase.type}`;
}

/** The options of a game like `v` from the start: the end dialog's "New game" replays the same
 * game, opponent, level, side, rules and timer instead of dropping the player on a Home screen
 * that has forgotten them. */
export function rematchOptions(v: BoardView): NewGameOptions {
  return { variant: v.variant, mode: v.mode, profile: v.profile, moveTimerSecs: v.moveTimer?.secs ?? null, clock: v.clock?.control ?? null };
}
