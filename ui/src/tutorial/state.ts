// State of the lesson screen as pure functions (tested without a browser):
// what feedback a result from Rust gives, how progress changes, which
// board the player sees. No rule is decided here; Rust's verdict is shown.
import type { Key } from "../i18n/tables";
import type { LessonBoard, TutorialResult } from "./api";
import { messageKey } from "./lessons";

/** What the feedback box says. */
export type Feedback =
  | { kind: "none" } // the task is open
  | { kind: "wrong"; message: Key; legal: boolean } // rule explanation (illegal) or task reminder (legal)
  | { kind: "replied" } // a step solved; the opponent answered
  | { kind: "success" }; // the lesson is complete

/** The lesson view's state. */
export interface LessonView {
  lessonId: string;
  board: LessonBoard | null; // null while loading
  feedback: Feedback;
  hint: boolean; // the hint is shown
  tries: number; // wrong tries on this step
}

/** A fresh view of a lesson (board still loading). */
export const openLesson = (lessonId: string): LessonView => ({ lessonId, board: null, feedback: { kind: "none" }, hint: false, tries: 0 });

/** The board arrived (start or restart). */
export const withBoard = (v: LessonView, board: LessonBoard): LessonView =>
  board.lessonId === v.lessonId ? { ...v, board, feedback: board.done ? { kind: "success" } : { kind: "none" }, hint: false, tries: 0 } : v;

/** Applies Rust's verdict on a try. Results for another lesson are ignored. */
export function withResult(v: LessonView, r: TutorialResult): LessonView {
  if (r.board.lessonId !== v.lessonId) return v;
  if (r.done) return { ...v, board: r.board, feedback: { kind: "success" }, hint: false, tries: 0 };
  if (r.goalMet) return { ...v, board: r.board, feedback: { kind: "replied" }, hint: false, tries: 0 };
  const tries = v.tries + 1;
  return {
    ...v,
    // A fresh copy, so a piece the board moved ahead of the answer goes back.
    board: { ...r.board },
    feedback: { kind: "wrong", message: messageKey(r.message ?? "tutorial.why.illegal"), legal: r.legal },
    // After two misses the hint opens by itself.
    hint: v.hint || tries >= 2,
    tries,
  };
}

/** Progress after a result: a completed lesson is added once. */
export function progressAfter(completed: readonly string[], lessonId: string, r: TutorialResult): string[] {
  return r.done && !completed.includes(lessonId) ? [...completed, lessonId] : [...completed];
}

/** The board accepts input: a lesson is open, not done, and not a setup choice. */
export const interactive = (v: LessonView): boolean => !!v.board && !v.board.done && !v.board.setupChoice && v.board.legalMoves.length > 0;
