// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import type { Role, VariantId } from "../ipc/types";
import { pictogram } from "./pictogram";
import { BoardRenderer, drawPiece, makeDefs } from "./render";
import * as S from "./state";

const ROLES: Role[] = ["general", "guard", "elephant", "horse", "chariot", "cannon", "soldier"];
const VARIANTS: VariantId[] = ["janggi", "xiangqi"];
const key = (v: VariantId, r: Role): string => JSON.stringify(pictogram(v, r));

describe("pictogram faces", () => {
  it("every role of both games has a picture, and different roles differ", () => {
    for (const v of VARIANTS) {
      const seen = new Set<string>();
      for (const r of ROLES) {
        const strokes = pictogram(v, r);
        expect(strokes.length, `${v} ${r}`).toBeGreaterThan(0);
        for (const s of strokes) expect(s.d).toMatch(/^M /);
        seen.add(key(v, r));
      }
      expect(seen.size).toBe(ROLES.length);
    }
  });

  it("draws each game's own elephant, guard and soldier", () => {
    for (const r of ["elephant", "guard", "soldier"] as const) expect(key("janggi", r)).not.toBe(key("xiangqi", r));
    // The Janggi guard steps along all eight palace lines, the Xiangqi advisor diagonally only.
    const heads = (v: VariantId) => pictogram(v, "guard").filter((s) => s.fill).length;
    expect(heads("janggi")).toBe(9); // eight arrowheads and the start dot
    expect(heads("xiangqi")).toBe(5);
  });

  it("stays inside the piece (unit square)", () => {
    for (const v of VARIANTS)
      for (const r of ROLES)
        for (const s of pictogram(v, r)) {
          const nums = s.d.match(/-?\d+(\.\d+)?/g)!.map(Number);
          for (const n of nums) expect(Math.abs(n), `${v} ${r}: ${s.d}`).toBeLessThanOrEqual(1.1);
        }
  });

  it("a pictogram piece is paths in the side's ink, no text, sizes ranked as the letters' are", () => {
    const { id } = makeDefs();
    for (const v of VARIANTS)
      for (const r of ROLES) {
        const p = drawPiece({ variant: v, pieceStyle: "pictogram" }, "first", r, id);
        expect(p.querySelector("text")).toBeNull();
        expect(p.querySelectorAll(".piece-pictogram path").length).toBeGreaterThan(1);
        expect(p.querySelector(".piece-pictogram")!.getAttribute("data-pictogram")).toBe(`${v}-${r}`);
      }
    const ink = (side: "first" | "second") =>
      drawPiece({ variant: "janggi", pieceStyle: "pictogram" }, side, "horse", id).querySelector(".piece-pictogram")!.getAttribute("stroke");
    expect(ink("first")).not.toBe(ink("second"));
    const scale = (r: Role) =>
      Number(
        /scale\(([\d.]+)\)/.exec(
          drawPiece({ variant: "janggi", pieceStyle: "pictogram" }, "first", r, id).querySelector(".piece-pictogram")!.getAttribute("transform")!,
        )![1],
      );
    expect(scale("general")).toBeGreaterThan(scale("chariot"));
    expect(scale("chariot")).toBeGreaterThan(scale("soldier"));
  });

  it("a board rendered with pieceStyle pictogram draws paths on every piece, in both games", () => {
    const input = {
      ...S.EMPTY_INPUT,
      pieces: [
        { square: 4, side: "first", role: "general" },
        { square: 0, side: "first", role: "chariot" },
        { square: 85, side: "second", role: "general" },
        { square: 60, side: "second", role: "soldier" },
      ],
    } as const;
    for (const v of VARIANTS) {
      const r = new BoardRenderer();
      const s = S.initialState({ ...input, pieces: [...input.pieces] });
      r.render({ variant: v, pieceStyle: "hanja" }, s);
      expect(r.svg.querySelectorAll(".pieces text").length).toBe(4);
      r.render({ variant: v, pieceStyle: "pictogram" }, s);
      expect(r.svg.querySelectorAll(".pieces .piece")).toHaveLength(4);
      expect(r.svg.querySelectorAll(".pieces text")).toHaveLength(0);
      expect(r.svg.querySelectorAll(".pieces .piece-pictogram")).toHaveLength(4);
    }
  });
});

describe("pictogram soldiers", () => {
  it("point the way their side plays: the top side's soldier is turned round", () => {
    const { id } = makeDefs();
    const t = (upward: boolean, role: Role = "soldier") =>
      drawPiece({ variant: "janggi", pieceStyle: "pictogram" }, "second", role, id, upward).querySelector(".piece-pictogram")!.getAttribute("transform")!;
    expect(t(true)).not.toContain("rotate");
    expect(t(false)).toContain("rotate(180)");
    expect(t(false, "general")).not.toContain("rotate"); // the crown stays upright
  });
});
