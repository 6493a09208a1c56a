import { describe, expect, it } from "vitest";
import type { StatLine } from "../../ipc";
import { lineKey, played, reasonKey } from "./stats";

const line = (p: Partial<StatLine>): StatLine => ({ variant: "janggi", level: 4, side: "first", win: 0, loss: 0, draw: 0, ...p });

describe("statistics as shown", () => {
  it("count a line's games and key it by game, level and side", () => {
    expect(played(line({ win: 5, loss: 1, draw: 3 }))).toBe(9);
    expect(lineKey(line({ variant: "xiangqi", level: 10, side: "second" }))).toBe("xiangqi-10-second");
  });

  it("name a reason that is not known 'none'", () => {
    expect(reasonKey({ reason: null, count: 2 })).toBe("none");
    expect(reasonKey({ reason: "checkmate", count: 3 })).toBe("checkmate");
  });
});
