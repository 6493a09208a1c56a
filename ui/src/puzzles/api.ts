// Typed wrappers of the puzzle commands (Rust: src-tauri/src/commands/
// puzzles.rs). Every judgement happens in Rust; these only carry it.
import { call } from "../ipc/backend";
import type { PuzzleAttempt, PuzzleBoard, PuzzleResult, PuzzleSolution, PuzzleStats, VariantId } from "../ipc/types";

export type { PuzzleAttempt, PuzzleBoard, PuzzleResult, PuzzleSolution, PuzzleStats, ThemeCount } from "../ipc/types";

/** A new puzzle near the player's rating (with `theme` if given). */
export const nextPuzzle = (variant: VariantId, theme: string | null) => call<PuzzleBoard>("puzzle_next", { variant, theme });
/** The unfinished puzzle in hand, or null. */
export const currentPuzzle = (variant: VariantId) => call<PuzzleBoard | null>("puzzle_current", { variant });
/** A puzzle's board after `moves`. */
export const puzzleBoard = (puzzleId: string, moves: string[] = []) => call<PuzzleBoard>("puzzle_board", { puzzleId, moves });
/** Judges a try; the record is saved by Rust. */
export const tryPuzzle = (attempt: PuzzleAttempt) => call<PuzzleResult>("puzzle_try", { attempt });
/** The next move to find (in `reply`); counts as a miss. */
export const hint = (puzzleId: string, moves: string[]) => call<PuzzleResult>("puzzle_hint", { puzzleId, moves });
/** The rest of the solution; counts as a miss. */
export const solution = (puzzleId: string, moves: string[]) => call<PuzzleSolution>("puzzle_solution", { puzzleId, moves });
/** The player's record in one game. */
export const stats = (variant: VariantId) => call<PuzzleStats>("puzzle_stats", { variant });
