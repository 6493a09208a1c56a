// The puzzle commands under the names the puzzle screen uses (generated
// from Rust's command table: ../ipc/commands.ts). Every judgement happens
// in Rust; these only carry it.
export {
  puzzleNext as nextPuzzle,
  puzzleCurrent as currentPuzzle,
  puzzleBoard,
  puzzleTry as tryPuzzle,
  puzzleHint as hint,
  puzzleSolution as solution,
  puzzleStats as stats,
} from "../ipc/commands";

export type { PuzzleAttempt, PuzzleBoard, PuzzleResult, PuzzleSolution, PuzzleStats, ThemeCount } from "../ipc/types";
