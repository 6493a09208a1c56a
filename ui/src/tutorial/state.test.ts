import { describe, expect, it } from "vitest";
import type { LessonBoard, TutorialResult } from "./api";
import * as S from "../board/state";
import { interactive, openLesson, progressAfter, withBoard, withResult } from "./state";
import { LESSONS, finished, firstOpen, lessonKey, lessonNumber, nextLesson } from "./lessons";
import { en } from "../i18n/en";
import { TABLES } from "../i18n/all";
import { LANGUAGES } from "../i18n/tables";

const board = (over: Partial<LessonBoard> = {}): LessonBoard => ({
  lessonId: "board",
  variant: "janggi",
  profile: "janggi-standard",
  pieces: [],
  sideToMove: "first",
  orientation: "first",
  legalMoves: [{ from: 4, to: [13] }],
  canPass: true,
  check: false,
  checkedGeneral: null,
  bikjang: false,
  lastMove: null,
  points: { first: 0, second: 1.5 },
  moves: [],
  step: 0,
  steps: 1,
  setupChoice: false,
  done: false,
  ...over,
});
const result = (over: Partial<TutorialResult> = {}): TutorialResult => ({
  legal: true,
  goalMet: false,
  done: false,
  message: "tutorial.goal.reach",
  reply: null,
  board: board(),
  ...over,
});

describe("lesson screen state", () => {
  it("opens, takes its board and ignores other lessons' answers", () => {
    let v = openLesson("board");
    expect(interactive(v)).toBe(false);
    v = withBoard(v, board());
    expect(interactive(v)).toBe(true);
    expect(withBoard(v, board({ lessonId: "palace" }))).toBe(v);
    expect(withResult(v, result({ board: board({ lessonId: "palace" }) }))).toBe(v);
  });

  it("shows Rust's reason for a wrong try and opens the hint after two", () => {
    let v = withBoard(openLesson("board"), board());
    v = withResult(v, result({ legal: false, message: "tutorial.why.myeok" }));
    expect(v.feedback).toEqual({ kind: "wrong", message: "tutorial.why.myeok", legal: false });
    expect(v.hint).toBe(false);
    v = withResult(v, result());
    expect(v.feedback).toEqual({ kind: "wrong", message: "tutorial.goal.reach", legal: true });
    expect(v.hint).toBe(true);
    expect(interactive(v)).toBe(true);
  });

  it("moves on after a solved step and finishes after the last", () => {
    let v = withBoard(openLesson("board"), board({ steps: 2 }));
    v = withResult(v, result({ goalMet: true, message: null, board: board({ steps: 2, step: 1, moves: ["a1a2", "a10a9"] }) }));
    expect(v.feedback.kind).toBe("replied");
    expect(v.board?.moves).toEqual(["a1a2", "a10a9"]);
    const done = result({ goalMet: true, done: true, message: null, board: board({ done: true, legalMoves: [] }) });
    v = withResult(v, done);
    expect(v.feedback.kind).toBe("success");
    expect(interactive(v)).toBe(false);
    expect(progressAfter(["palace"], "board", done)).toEqual(["palace", "board"]);
    expect(progressAfter(["board"], "board", done)).toEqual(["board"]);
    expect(progressAfter([], "board", result())).toEqual([]);
  });

  it("does not take board input during a setup choice", () => {
    expect(interactive(withBoard(openLesson("board"), board({ setupChoice: true, legalMoves: [] })))).toBe(false);
  });
});

describe("lesson list", () => {
  it("has both tracks, Janggi first, and walks them in order", () => {
    expect(LESSONS.length).toBeGreaterThanOrEqual(25);
    expect(LESSONS[0]!.game).toBe("janggi");
    expect(LESSONS.at(-1)!.game).toBe("xiangqi");
    expect(nextLesson(LESSONS[0]!.id)).toBe(LESSONS[1]);
    expect(nextLesson(LESSONS.at(-1)!.id)).toBeNull();
    expect(lessonNumber(LESSONS[0]!.id)).toBe(1);
    expect(lessonNumber(LESSONS.find((l) => l.game === "xiangqi")!.id)).toBe(1);
    expect(firstOpen([LESSONS[0]!.id])).toBe(LESSONS[1]);
    expect(finished(LESSONS.map((l) => l.id))).toBe(true);
    expect(
      finished(
        LESSONS.filter((l) => l.game === "janggi").map((l) => l.id),
        "janggi",
      ),
    ).toBe(true);
    expect(finished([])).toBe(false);
  });

  it("has every lesson text in every language", () => {
    for (const l of LESSONS) {
      for (const part of ["title", "explain", "task", "success", "hint"] as const) {
        const k = lessonKey(l.id, part);
        expect(k in en, k).toBe(true);
        for (const lang of LANGUAGES) {
          // A lesson text is a plain string: Rust sends the key without a count.
          const v = TABLES[lang][k];
          expect(typeof v === "string" ? v.length : 0, `${lang} ${k}`).toBeGreaterThan(0);
        }
      }
    }
  });
});

describe("tutorial boards report tries outside the legal moves", () => {
  // A horse on e4 (square 31) whose only legal move is g5 (42); an own soldier on e5 (40).
  const input = {
    pieces: [
      { square: 31, side: "first" as const, role: "horse" as const },
      { square: 40, side: "first" as const, role: "soldier" as const },
      { square: 48, side: "second" as const, role: "cannon" as const },
    ],
    legal: new Map([[31, [42]]]),
    orientation: "first" as const,
    lastMove: null,
    checked: null,
    hint: null,
    interactive: true,
  };
  const p = { x: 0, y: 0 };

  it("without trySide an illegal tap only drops the selection", () => {
    const s = { ...S.initialState(input), selected: 31 };
    const step = S.tap(s, 48);
    expect(step.attempt).toBeUndefined();
    expect(step.move).toBeUndefined();
    expect(S.canLift(input, 40)).toBe(false);
  });

  it("with trySide a tap or drop elsewhere is an attempt, own pieces still switch", () => {
    const tryInput = { ...input, trySide: "first" as const };
    expect(S.canLift(tryInput, 40)).toBe(true); // no legal move, still liftable
    expect(S.canLift(tryInput, 48)).toBe(false); // the opponent's piece
    const s = { ...S.initialState(tryInput), selected: 31 };
    expect(S.tap(s, 48).attempt).toEqual({ from: 31, to: 48 });
    expect(S.tap(s, 42).move).toEqual({ from: 31, to: 42 });
    expect(S.tap(s, 42).attempt).toBeUndefined();
    expect(S.tap(s, 40).attempt).toBeUndefined(); // own piece: switch selection
    expect(S.tap(s, 40).state.selected).toBe(40);
    expect(S.pointerDown(s, 48, p).attempt).toEqual({ from: 31, to: 48 });
    let d = S.pointerDown(S.initialState(tryInput), 31, p).state;
    d = S.pointerMove(d, { x: 300, y: 300 }, 5).state;
    const up = S.pointerUp(d, 49, { x: 300, y: 300 });
    expect(up.attempt).toEqual({ from: 31, to: 49 });
    expect(up.snapBack).toBeDefined();
    // Not interactive: nothing at all.
    expect(S.tap({ ...S.initialState({ ...tryInput, interactive: false }), selected: 31 }, 48).attempt).toBeUndefined();
  });
});
