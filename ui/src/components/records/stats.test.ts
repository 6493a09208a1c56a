import { describe, expect, it } from "vitest";
import type { StatRow } from "../../ipc";
import { lineKey, played, reasonCounts, statLines } from "./stats";

const row = (p: Partial<StatRow> & Pick<StatRow, "result" | "count">): StatRow => ({
  variant: "janggi",
  level: "beginner",
  humanSide: "first",
  reason: "checkmate",
  ...p,
});

describe("statLines", () => {
  it("is empty without games", () => {
    expect(statLines([])).toEqual([]);
  });

  it("sums results per game, level and side, counting unknown results as draws", () => {
    const lines = statLines([
      row({ result: "win", count: 3 }),
      row({ result: "win", count: 2, reason: "resignation" }),
      row({ result: "loss", count: 1 }),
      row({ result: "draw", count: 1, reason: "repetition" }),
      row({ result: "unknown", count: 2, reason: null }),
      row({ result: "loss", count: 4, humanSide: "second" }),
    ]);
    expect(lines).toEqual([
      { variant: "janggi", level: "beginner", side: "first", win: 5, loss: 1, draw: 3 },
      { variant: "janggi", level: "beginner", side: "second", win: 0, loss: 4, draw: 0 },
    ]);
    expect(lines.map(played)).toEqual([9, 4]);
    expect(lines.map(lineKey)).toEqual(["janggi-beginner-first", "janggi-beginner-second"]);
  });

  it("orders lines by game, then level in menu order, then side, whatever the rows' order", () => {
    const lines = statLines([
      row({ variant: "xiangqi", level: "beginner", result: "win", count: 1 }),
      row({ level: "expert", humanSide: "second", result: "win", count: 1 }),
      row({ level: "expert", result: "loss", count: 1 }),
      row({ level: "intermediate", result: "draw", count: 1 }),
    ]);
    expect(lines.map(lineKey)).toEqual(["janggi-intermediate-first", "janggi-expert-first", "janggi-expert-second", "xiangqi-beginner-first"]);
  });
});

describe("reasonCounts", () => {
  it("counts games by end reason, most frequent first, a missing reason as none", () => {
    expect(
      reasonCounts([
        row({ result: "win", count: 1, reason: "checkmate" }),
        row({ result: "loss", count: 4, reason: "resignation" }),
        row({ result: "unknown", count: 2, reason: null }),
        row({ result: "win", count: 2, reason: "checkmate", variant: "xiangqi" }),
      ]),
    ).toEqual([
      ["resignation", 4],
      ["checkmate", 3],
      ["none", 2],
    ]);
  });
});
