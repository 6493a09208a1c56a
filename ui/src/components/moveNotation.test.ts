import { describe, expect, it } from "vitest";
import type { MoveDto } from "../ipc";
import { chineseMoves, latinMoves, moveRows, moveText, shownLabels } from "./moveNotation";

const move = (over: Partial<MoveDto>): MoveDto => ({
  number: 1,
  label: "1.",
  paired: false,
  from: 25,
  to: 22,
  pass: false,
  side: "first",
  role: "cannon",
  capture: null,
  check: false,
  uci: "h3e3",
  notation: "C2.5",
  chinese: "炮二平五",
  chineseTraditional: "炮二平五",
  latin: null,
  ...over,
});

describe("the move list's Xiangqi notation", () => {
  it("follows the setting, and the UI language when automatic", () => {
    expect(chineseMoves("chinese", "en")).toBe(true);
    expect(chineseMoves("wxf", "zh")).toBe(false);
    expect(chineseMoves("auto", "zh")).toBe(true);
    expect(chineseMoves("auto", "zhHant")).toBe(true);
    expect(chineseMoves("wxf", "zhHant")).toBe(false);
    expect(chineseMoves("auto", "ko")).toBe(false);
    expect(chineseMoves(undefined, "zh")).toBe(true); // settings from before the choice existed
  });

  it("shows the Chinese form when chosen and there is one", () => {
    expect(moveText(move({}), true)).toBe("炮二平五");
    expect(moveText(move({}), false)).toBe("C2.5");
    // Janggi moves have no Chinese form: their own notation stays.
    expect(moveText(move({ notation: "75졸76", chinese: null }), true)).toBe("75졸76");
  });

  it("writes Chinese notation in Traditional characters in a Traditional Chinese UI", () => {
    const black = move({ notation: "H8+7", chinese: "马８进７", chineseTraditional: "馬８進７" });
    expect(moveText(black, true, false, "zhHant")).toBe("馬８進７");
    expect(moveText(black, true, false, "zh")).toBe("马８进７");
    expect(moveText(black, false, false, "zhHant")).toBe("H8+7");
    // A move from before the field existed falls back to the Simplified text.
    expect(moveText({ notation: "H8+7", chinese: "马８进７", latin: null }, true, false, "zhHant")).toBe("马８进７");
  });
});

describe("the game screen's rows", () => {
  const texts = (moves: MoveDto[]) =>
    moveRows(moves).map((r) => [r.first && `${r.first.label}${r.first.index}`, r.second && `${r.second.label}${r.second.index}`]);

  it("put each side's move in its own column, with the number Rust gave it (Janggi: every move)", () => {
    const game = [move({ number: 1, label: "1." }), move({ number: 2, label: "2.", side: "second" }), move({ number: 3, label: "3." })];
    expect(texts(game)).toEqual([
      ["1.0", "2.1"],
      ["3.2", null],
    ]);
  });

  it("leave the first cell empty when the second side moves first", () => {
    const fromFen = [
      move({ number: 24, label: "24.", side: "second" }),
      move({ number: 25, label: "25." }),
      move({ number: 26, label: "26.", side: "second" }),
    ];
    expect(texts(fromFen)).toEqual([
      [null, "24.0"],
      ["25.1", "26.2"],
    ]);
    expect(moveRows([])).toEqual([]);
  });

  it("number a Xiangqi pair once, and a Black move that opens the list with its own number", () => {
    const xq = (label: string, side: "first" | "second") => move({ label, side, paired: true });
    const game = [xq("1.", "first"), xq("1…", "second"), xq("2.", "first")];
    expect(texts(game)).toEqual([
      ["1.0", "1"],
      ["2.2", null],
    ]);
    expect(shownLabels(game)).toEqual(["1.", "", "2."]);
    const fromFen = [xq("12…", "second"), xq("13.", "first"), xq("13…", "second")];
    expect(texts(fromFen)).toEqual([
      [null, "12…0"],
      ["13.1", "2"],
    ]);
    expect(shownLabels(fromFen)).toEqual(["12…", "13.", ""]);
  });
});

describe("Janggi in Latin letters", () => {
  it("is the choice outside a Korean UI, and what Settings say", () => {
    expect(latinMoves("auto", "en")).toBe(true);
    expect(latinMoves("auto", "ru")).toBe(true);
    expect(latinMoves("auto", "ko")).toBe(false);
    expect(latinMoves(undefined, "ko")).toBe(false);
    expect(latinMoves("korean", "en")).toBe(false);
    expect(latinMoves("latin", "ko")).toBe(true);
  });
  it("shows Rust's Latin text when asked and there is one", () => {
    const m = move({ notation: "02마83", latin: "02H83" });
    expect(moveText(m, false, true)).toBe("02H83");
    expect(moveText(m, false, false)).toBe("02마83");
    expect(moveText(move({ notation: "C2.5", latin: null }), false, true)).toBe("C2.5");
  });
});
