import { describe, expect, it } from "vitest";
import type { MoveReviewDto, PositionEvalDto } from "../../ipc";
import { GRAPH_H, GRAPH_W, chanceArea, evalWords, plyAt, pointsLine, stepMistake, xAt, yAt } from "./graph";

const mv = (c: MoveReviewDto["class"]): MoveReviewDto => ({ class: c, loss: 0, accuracy: 100, engineMove: false });
const pos = (scoreCp: number | null, mateIn: number | null = null): PositionEvalDto => ({
  scoreCp,
  mateIn,
  winChance: 0.5,
  best: null,
  lineLatin: [],
  line: [],
  depth: 1,
});

describe("review graph", () => {
  it("maps plies across and chances up", () => {
    expect(xAt(0, 10)).toBe(0);
    expect(xAt(10, 10)).toBe(GRAPH_W);
    expect(yAt(1)).toBe(0);
    expect(yAt(0)).toBe(GRAPH_H);
    expect(yAt(0.5)).toBe(GRAPH_H / 2);
    expect(yAt(7)).toBe(0);
    expect(xAt(3, 0)).toBe(0);
  });

  it("draws a closed area over the analysed positions only", () => {
    expect(chanceArea([], 10)).toBe("");
    const d = chanceArea([0.5, 1, 0], 4);
    expect(d.startsWith(`M0,${GRAPH_H} L0.0,60.0 L150.0,0.0 L300.0,120.0`)).toBe(true);
    expect(d.endsWith(`L300.0,${GRAPH_H} Z`)).toBe(true);
  });

  it("scales the point balance and clips it", () => {
    expect(pointsLine([0, 20, -40], 2)).toBe("M0.0,60.0 L300.0,0.0 L600.0,120.0");
  });

  it("turns a tap into the nearest position", () => {
    expect(plyAt(0, 300, 50)).toBe(0);
    expect(plyAt(300, 300, 50)).toBe(50);
    expect(plyAt(150, 300, 50)).toBe(25);
    expect(plyAt(-20, 300, 50)).toBe(0);
    expect(plyAt(999, 300, 50)).toBe(50);
    expect(plyAt(10, 0, 50)).toBe(0);
  });

  it("steps between mistakes and blunders, skipping the rest", () => {
    const moves = ["best", "mistake", "good", "inaccuracy", "blunder", "best"].map((c) => mv(c as MoveReviewDto["class"]));
    expect(stepMistake(moves, 0, 1)).toBe(1);
    expect(stepMistake(moves, 1, 1)).toBe(4);
    expect(stepMistake(moves, 4, 1)).toBe(null);
    expect(stepMistake(moves, 6, -1)).toBe(4);
    expect(stepMistake(moves, 1, -1)).toBe(null);
  });

  it("writes scores in soldiers from the first player's view", () => {
    expect(evalWords(pos(300), 200)).toEqual({ kind: "lead", side: "first", n: 1.5 });
    expect(evalWords(pos(-380), 200)).toEqual({ kind: "lead", side: "second", n: 1.9 });
    expect(evalWords(pos(-30), 100)).toEqual({ kind: "lead", side: "second", n: 0.3 });
    expect(evalWords(pos(20), 100)).toEqual({ kind: "even" });
    expect(evalWords(pos(0), 100)).toEqual({ kind: "even" });
    expect(evalWords(pos(null, 3), 100)).toEqual({ kind: "mate", side: "first", n: 2, plies: 3 });
    expect(evalWords(pos(null, -2), 100)).toEqual({ kind: "mate", side: "second", n: 1, plies: 2 });
    expect(evalWords(pos(null), 100)).toBe(null);
  });
});
