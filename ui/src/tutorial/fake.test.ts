import { describe, expect, it } from "vitest";
import type { LessonBoard, TutorialAttempt, TutorialProgress, TutorialResult } from "../ipc/types";
import { SETUPS } from "../board/diagram";
import { tutorialCommands } from "./fake";
import data from "./lessons.json";

describe("the development backend's tutorial (answers recorded from Rust)", () => {
  const cmd = tutorialCommands();
  const lesson = (lessonId: string) => cmd.tutorial_lesson!({ lessonId, moves: [] }) as Promise<LessonBoard>;
  const attempt = (a: TutorialAttempt) => cmd.tutorial_try!({ attempt: a }) as Promise<TutorialResult>;

  /** Every try the board offers: its legal moves, a pass, the setups. */
  function tries(b: LessonBoard): TutorialAttempt[] {
    const base = { lessonId: b.lessonId, moves: b.moves };
    if (b.setupChoice) return SETUPS.map((setup) => ({ ...base, setup }));
    const moves = b.legalMoves.flatMap((l) => l.to.map((to) => ({ ...base, from: l.from, to })));
    return b.canPass ? [...moves, { ...base, pass: true }] : moves;
  }

  it("can complete every lesson by its legal tries alone", async () => {
    for (const { id } of data.lessons) {
      let board = await lesson(id);
      for (let step = 0; !board.done; step++) {
        expect(step, id).toBeLessThan(10);
        let next: TutorialResult | null = null;
        for (const a of tries(board)) {
          const r = await attempt(a);
          expect(r.legal, `${id}: a legal try`).toBe(true);
          if (r.goalMet) next = r;
          else expect(r.board, `${id}: a wrong try leaves the board`).toEqual(board);
        }
        expect(next, `${id}: some try solves the step`).not.toBeNull();
        board = next!.board;
      }
    }
    const progress = (await cmd.tutorial_progress!({})) as TutorialProgress;
    expect(progress.completed).toHaveLength(data.lessons.length);
  });

  it("refuses a try it has no answer for as illegal, on the same board", async () => {
    const board = await lesson("chariot");
    const empty = [...Array(90).keys()].find((sq) => !board.pieces.some((p) => p.square === sq))!;
    const r = await attempt({ lessonId: "chariot", moves: [], from: empty, to: empty });
    expect(r).toMatchObject({ legal: false, goalMet: false, done: false, message: "tutorial.why.illegal" });
    expect(r.board).toEqual(board);
    await expect(cmd.tutorial_lesson!({ lessonId: "no-such-lesson", moves: [] })).rejects.toMatchObject({ kind: "badArgument" });
  });
});
