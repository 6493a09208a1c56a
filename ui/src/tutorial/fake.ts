// Development stand-in for the tutorial commands in a plain browser (no
// Rust): like ../ipc/fake.ts it knows no rules. It replays the answers
// recorded from Rust (./recorded.json, written by tests/fixtures.rs): each
// lesson's board, and on every board the player meets the answer to every
// legal move, pass and setup choice and to the lesson's recorded wrong
// tries. A try that is not recorded is therefore illegal, and gets the
// general refusal (Rust names the reason; this backend cannot). Inside the
// app Rust answers instead.
import type { LessonBoard, SetupId, TutorialAttempt, TutorialProgress, TutorialResult } from "../ipc/types";
import recorded from "./recorded.json";

/** A recorded answer, its board given by its place in `boards`. */
type RecordedTry = Omit<TutorialResult, "board"> & { board: number };

const BOARDS = recorded.boards as LessonBoard[];
const LESSONS: Record<string, number> = recorded.lessons;
const TRIES = recorded.tries as Record<string, RecordedTry>;

/** The key of a try in the recording (tests/fixtures.rs `try_key`). */
function tryKey(a: TutorialAttempt): string {
  const action = a.setup ? `setup:${a.setup as SetupId}` : a.pass ? "pass" : `${a.from ?? ""}-${a.to ?? ""}`;
  return `${a.lessonId}|${a.moves.join(" ")}|${action}`;
}

/** The board a try was made on: the board of an answer that led to `moves` (a lesson's start when there are none). */
function boardBefore(a: TutorialAttempt): LessonBoard | undefined {
  const start = LESSONS[a.lessonId];
  if (start === undefined) return undefined;
  if (a.moves.length === 0) return BOARDS[start];
  const same = (b: LessonBoard) => b.lessonId === a.lessonId && b.moves.join(" ") === a.moves.join(" ") && !b.done;
  return BOARDS.find(same);
}

/** The tutorial commands of the development backend. */
export function tutorialCommands(): Record<string, (args: Record<string, unknown>) => Promise<unknown>> {
  let completed: string[] = [];
  const bad = (message: string) => Promise.reject({ kind: "badArgument", message });
  return {
    tutorial_lesson: (args) => {
      const moves = (args.moves as string[] | undefined) ?? [];
      const b = boardBefore({ lessonId: String(args.lessonId), moves });
      return b ? Promise.resolve(b) : bad("development backend: no recorded board for this lesson and moves");
    },
    tutorial_try: (args) => {
      const a = args.attempt as TutorialAttempt;
      const t = TRIES[tryKey(a)];
      if (t) {
        if (t.done && !completed.includes(a.lessonId)) completed = [...completed, a.lessonId];
        return Promise.resolve({ ...t, board: BOARDS[t.board]! } satisfies TutorialResult);
      }
      const board = boardBefore(a);
      if (!board) return bad("development backend: no recorded board for this lesson and moves");
      // Every legal try is recorded: this one is not legal.
      const result: TutorialResult = { legal: false, goalMet: false, done: false, message: "tutorial.why.illegal", reply: null, board };
      return Promise.resolve(result);
    },
    tutorial_progress: () => Promise.resolve({ completed } satisfies TutorialProgress),
    tutorial_reset: () => {
      completed = [];
      return Promise.resolve({ completed } satisfies TutorialProgress);
    },
  };
}
