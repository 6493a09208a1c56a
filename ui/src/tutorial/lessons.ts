// The lesson list as the screen needs it: ids, game, order and text keys.
// The same lessons.json is compiled into Rust, which alone judges moves;
// here it only tells the screen what to list and which texts to show.
import type { Key } from "../i18n/tables";
import type { ProfileId, VariantId } from "../ipc/types";
import { CHOICES } from "../ipc/types";
import data from "./lessons.json";

/** One lesson as listed (the positions and goals stay with Rust). */
export interface LessonInfo {
  id: string; // stable id, also the text key stem
  game: VariantId; // which track
  steps: number; // how many tasks
  setup: boolean; // the first task is a setup choice
  passes: boolean; // the task may need the Pass button (its rules allow passing: from Rust)
}

/** The parts of a lesson's text. */
export type LessonPart = "title" | "explain" | "task" | "success" | "hint";

interface RawLesson {
  id: string;
  game: string;
  profile: string;
  steps: { goal: { type: string } }[];
}

/** Every lesson, in tutorial order (Janggi track first, then Xiangqi). */
export const LESSONS: LessonInfo[] = (data.lessons as RawLesson[]).map((l) => ({
  id: l.id,
  game: l.game === "xiangqi" ? "xiangqi" : "janggi",
  steps: l.steps.length,
  setup: l.steps[0]?.goal.type === "setup",
  passes: CHOICES.passingProfiles.includes(l.profile as ProfileId),
}));

/** The two tracks in order. */
export const TRACKS: VariantId[] = ["janggi", "xiangqi"];

/** Key of a lesson's text part. */
export const lessonKey = (id: string, part: LessonPart): Key => `tutorial.${id}.${part}` as Key;

/** Key of a message Rust sent (already a key of the tables). */
export const messageKey = (message: string): Key => message as Key;

/** The lesson after `id`, or null after the last one. */
export function nextLesson(id: string): LessonInfo | null {
  const i = LESSONS.findIndex((l) => l.id === id);
  return i >= 0 && i + 1 < LESSONS.length ? LESSONS[i + 1]! : null;
}

/** 1-based number of a lesson within its track. */
export function lessonNumber(id: string): number {
  const l = LESSONS.find((x) => x.id === id);
  if (!l) return 0;
  return LESSONS.filter((x) => x.game === l.game).findIndex((x) => x.id === id) + 1;
}

/** The first lesson not completed yet (the whole list done: null). */
export function firstOpen(completed: readonly string[]): LessonInfo | null {
  return LESSONS.find((l) => !completed.includes(l.id)) ?? null;
}

/** True when every lesson of `track` (or of both, when absent) is completed. */
export function finished(completed: readonly string[], track?: VariantId): boolean {
  return LESSONS.filter((l) => !track || l.game === track).every((l) => completed.includes(l.id));
}
