// Typed wrappers of the tutorial commands (Rust: src-tauri/src/commands/
// tutorial.rs). They go through the same transport as ../ipc.
import { call } from "../ipc/backend";
import type { LessonBoard, TutorialAttempt, TutorialProgress, TutorialResult } from "../ipc/types";

export type { LessonBoard, LessonMove, TutorialAttempt, TutorialProgress, TutorialResult } from "../ipc/types";

/** The lesson's board after `moves` (default: its start). */
export const lessonBoard = (lessonId: string, moves: string[] = []) => call<LessonBoard>("tutorial_lesson", { lessonId, moves });
/** Checks a try; a completed lesson is saved by Rust. */
export const tryLesson = (attempt: TutorialAttempt) => call<TutorialResult>("tutorial_try", { attempt });
/** Completed lessons. */
export const progress = () => call<TutorialProgress>("tutorial_progress");
/** Forgets the progress. */
export const resetProgress = () => call<TutorialProgress>("tutorial_reset");
