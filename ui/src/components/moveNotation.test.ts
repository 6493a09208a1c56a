import { describe, expect, it } from "vitest";
import type { MoveDto } from "../ipc";
import { chineseMoves, moveText } from "./moveNotation";

const move = (over: Partial<MoveDto>): MoveDto => ({
  from: 25, to: 22, pass: false, side: "first", role: "cannon", capture: null, check: false, uci: "h3e3", notation: "C2.5", chinese: "炮二平五", ...over,
});

describe("the move list's Xiangqi notation", () => {
  it("follows the setting, and the UI language when automatic", () => {
    expect(chineseMoves("chinese", "en")).toBe(true);
    expect(chineseMoves("wxf", "zh")).toBe(false);
    expect(chineseMoves("auto", "zh")).toBe(true);
    expect(chineseMoves("auto", "ko")).toBe(false);
    expect(chineseMoves(undefined, "zh")).toBe(true); // settings from before the choice existed
  });

  it("shows the Chinese form when chosen and there is one", () => {
    expect(moveText(move({}), true)).toBe("炮二平五");
    expect(moveText(move({}), false)).toBe("C2.5");
    // Janggi moves have no Chinese form: their own notation stays.
    expect(moveText(move({ notation: "75졸76", chinese: null }), true)).toBe("75졸76");
  });
});
