// Typed wrappers of the tutorial commands (Rust: src-tauri/src/commands/
// tutorial.rs). They go through the same transport as ../ipc.
import { backend, toAppError } from "../ipc/backend";
import type { PieceDto, ProfileId, SetupId, Side, VariantId } from "../ipc/types";

/** A move on the lesson board. */
export interface LessonMove {
  from: number;
  to: number;
  pass: boolean;
  uci: string;
}

/** What the lesson screen draws (Rust's LessonBoard). */
export interface LessonBoard {
  lessonId: string;
  variant: VariantId;
  profile: ProfileId;
  pieces: PieceDto[];
  sideToMove: Side;
  orientation: Side; // the player's side, at the bottom
  legalMoves: { from: number; to: number[] }[];
  canPass: boolean;
  check: boolean;
  checkedGeneral: number | null;
  bikjang: boolean;
  lastMove: LessonMove | null;
  points: { first: number; second: number };
  moves: string[]; // send back with the next try
  step: number;
  steps: number;
  setupChoice: boolean;
  done: boolean;
}

/** The player's action. */
export interface TutorialAttempt {
  lessonId: string;
  moves: string[];
  from?: number;
  to?: number;
  pass?: boolean;
  setup?: SetupId;
}

/** Rust's verdict on a try. */
export interface TutorialResult {
  legal: boolean;
  goalMet: boolean;
  done: boolean;
  message: string | null; // a translation key
  reply: LessonMove | null;
  board: LessonBoard;
}

/** Saved progress. */
export interface TutorialProgress {
  completed: string[];
}

async function call<T>(cmd: string, args?: Record<string, unknown>): Promise<T> {
  const b = await backend();
  try {
    return await b.invoke<T>(cmd, args);
  } catch (e) {
    throw toAppError(e);
  }
}

/** The lesson's board after `moves` (default: its start). */
export const lessonBoard = (lessonId: string, moves: string[] = []) => call<LessonBoard>("tutorial_lesson", { lessonId, moves });
/** Checks a try; a completed lesson is saved by Rust. */
export const tryLesson = (attempt: TutorialAttempt) => call<TutorialResult>("tutorial_try", { attempt });
/** Completed lessons. */
export const progress = () => call<TutorialProgress>("tutorial_progress");
/** Forgets the progress. */
export const resetProgress = () => call<TutorialProgress>("tutorial_reset");
