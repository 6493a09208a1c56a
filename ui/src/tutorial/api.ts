// The tutorial commands under the names the tutorial uses (the functions
// are generated from Rust's command table: ../ipc/commands.ts).
export { tutorialLesson as lessonBoard, tutorialTry as tryLesson, tutorialProgress as progress, tutorialReset as resetProgress } from "../ipc/commands";

export type { LessonBoard, LessonMove, TutorialAttempt, TutorialProgress, TutorialResult } from "../ipc/types";
