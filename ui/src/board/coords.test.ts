// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import {
  COORD_BAND_X,
  FULL_VIEW,
  HEIGHT,
  WIDTH,
  PALACE_CENTRE,
  PALACE_DIAGONALS,
  RIVER_BELOW,
  coordinateLabels,
  pointName,
  squareAt,
  squareToPoint,
  withCoordinates,
} from "./geometry";
import { loadFixtures } from "../ipc/fake";
import { BoardRenderer } from "./render";
import * as S from "./state";

/** Text of the label drawn nearest a square's column (files) or row (ranks) on one edge. */
function labelAt(labels: ReturnType<typeof coordinateLabels>, axis: "file" | "rank", sq: number, bottom: "first" | "second", edge: "below" | "above" | "left") {
  const p = squareToPoint(sq, bottom);
  const hit = labels.filter(
    (l) => l.axis === axis && (axis === "file" ? l.x === p.x : l.y === p.y) && (edge === "below" ? l.y > HEIGHT : edge === "above" ? l.y < 0 : l.x < 0),
  );
  expect(hit).toHaveLength(1);
  return hit[0].text;
}

const fixtures = loadFixtures();

describe("coordinates", () => {
  it("number Janggi points as .gib does (08마87 is h1g3)", () => {
    // h1 = file 7, rank 0; g3 = file 6, rank 2.
    const name = (f: number, r: number) => pointName("janggi", squareAt(f, r)!, "first");
    expect(`${name(7, 0).rank}${name(7, 0).file}`).toBe("08");
    expect(`${name(6, 2).rank}${name(6, 2).file}`).toBe("87");
    // Han's back rank is 1, Cho's is 0; 79졸78 starts on UCI i4 (file 8, rank 3).
    expect(name(0, 9).rank).toBe("1");
    expect(name(0, 3).rank).toBe("7");
    expect(pointName("janggi", squareAt(8, 3)!, "first")).toEqual({ file: "9", rank: "7" });
    // The names belong to the board: the same with Han at the bottom.
    expect(pointName("janggi", squareAt(8, 3)!, "second")).toEqual({ file: "9", rank: "7" });
  });

  it("name the points of Rust's move notation (the table is Rust's)", () => {
    for (const name of ["janggi-after-1", "janggi-after-2", "janggi-midgame"]) {
      for (const m of fixtures.get(name)!.view.moves) {
        const [from, to] = [pointName("janggi", m.from, "first"), pointName("janggi", m.to, "first")];
        expect(m.notation, name).toMatch(new RegExp(`^${from.rank}${from.file}\\D+${to.rank}${to.file}$`));
      }
    }
    // WXF: the mover's file first (C2.5: Red's cannon on its file 2 to file 5).
    const cannon = fixtures.get("xiangqi-after-1")!.view.lastMove!;
    expect(cannon.notation).toBe(`C${pointName("xiangqi", cannon.from, "first").file}.${pointName("xiangqi", cannon.to, "first").file}`);
    expect(cannon.chinese).toBe("炮二平五");
  });

  it("number Xiangqi files from each side's own right (WXF)", () => {
    const file = (f: number, side: "first" | "second") => pointName("xiangqi", squareAt(f, 0)!, side).file;
    expect(file(8, "first")).toBe("1"); // Red's right is file i
    expect(file(0, "first")).toBe("9");
    expect(file(0, "second")).toBe("1"); // Black's right is file a
    expect(file(4, "first")).toBe("5");
    expect(file(4, "second")).toBe("5");
    // Red's cannon on h3 (file 7) stands on Red's file 2: 炮二平五.
    expect(file(7, "first")).toBe("2");
    expect(pointName("xiangqi", squareAt(0, 0)!, "first").rank).toBe("1");
    expect(pointName("xiangqi", squareAt(0, 0)!, "second").rank).toBe("10");
    expect(pointName("xiangqi", squareAt(7, 2)!, "first")).toEqual({ file: "2", rank: "3" });
    expect(pointName("xiangqi", squareAt(7, 2)!, "second")).toEqual({ file: "8", rank: "8" });
  });

  it("Janggi: files under the board, ranks on its left, following the points when flipped", () => {
    for (const bottom of ["first", "second"] as const) {
      const ls = coordinateLabels("janggi", bottom);
      expect(ls.filter((l) => l.axis === "file")).toHaveLength(9);
      expect(ls.filter((l) => l.axis === "rank")).toHaveLength(10);
      for (let sq = 0; sq < 90; sq++) {
        const name = pointName("janggi", sq, bottom);
        expect(labelAt(ls, "file", sq, bottom, "below")).toBe(name.file);
        expect(labelAt(ls, "rank", sq, bottom, "left")).toBe(name.rank);
      }
    }
    // Read left to right and top to bottom as the player sees them.
    const row = (b: "first" | "second", axis: "file" | "rank") =>
      coordinateLabels("janggi", b)
        .filter((l) => l.axis === axis)
        .sort((a, c) => (axis === "file" ? a.x - c.x : a.y - c.y))
        .map((l) => l.text)
        .join("");
    expect(row("first", "file")).toBe("123456789");
    expect(row("first", "rank")).toBe("1234567890");
    expect(row("second", "file")).toBe("987654321");
    expect(row("second", "rank")).toBe("0987654321");
  });

  it("Xiangqi: each side's WXF numbers along its own edge, 9..1 from its left", () => {
    for (const bottom of ["first", "second"] as const) {
      const top = bottom === "first" ? "second" : "first";
      const ls = coordinateLabels("xiangqi", bottom);
      expect(ls.filter((l) => l.axis === "rank")).toHaveLength(0);
      const edge = (y: (v: number) => boolean) => ls.filter((l) => y(l.y)).sort((a, c) => a.x - c.x);
      const below = edge((y) => y > HEIGHT);
      const above = edge((y) => y < 0);
      expect(below.map((l) => l.side)).toEqual(Array(9).fill(bottom));
      expect(above.map((l) => l.side)).toEqual(Array(9).fill(top));
      // The bottom player reads 9..1 from the left; the top player, facing the other way, reads 9..1 from its own left too.
      expect(below.map((l) => l.text).join("")).toBe("987654321");
      expect(above.map((l) => l.text).join("")).toBe("123456789");
    }
    const red = coordinateLabels("xiangqi", "first", "chinese")
      .filter((l) => l.side === "first")
      .sort((a, c) => a.x - c.x);
    expect(red.map((l) => l.text).join("")).toBe("九八七六五四三二一");
    const black = coordinateLabels("xiangqi", "first", "chinese").filter((l) => l.side === "second");
    expect(black.every((l) => /^[1-9]$/.test(l.text))).toBe(true);
  });

  it("labels sit in the band, clear of the pieces on the edge lines", () => {
    const v = withCoordinates(FULL_VIEW);
    expect(v.width / v.height).toBeCloseTo(WIDTH / HEIGHT, 10); // same aspect ratio
    expect(v.x).toBe(-COORD_BAND_X);
    for (const variant of ["janggi", "xiangqi"] as const) {
      for (const l of coordinateLabels(variant, "first")) {
        expect(l.x).toBeGreaterThan(v.x + 12);
        expect(l.x).toBeLessThan(v.x + v.width - 12);
        expect(l.y).toBeGreaterThan(v.y + 12);
        expect(l.y).toBeLessThan(v.y + v.height - 12);
        // Not inside the largest edge piece (radius 43 around an edge line, at 62 from the board's edge).
        const outside = l.x < 0 || l.x > WIDTH || l.y < 0 || l.y > HEIGHT;
        expect(outside).toBe(true);
      }
    }
  });

  it("the renderer grows the viewBox and draws the numbers only when asked", () => {
    const r = new BoardRenderer();
    const s = S.initialState();
    r.render({ variant: "janggi", pieceStyle: "hanja" }, s);
    expect(r.svg.querySelectorAll(".coord")).toHaveLength(0);
    expect(r.svg.getAttribute("viewBox")).toBe(`0 0 ${WIDTH} ${HEIGHT}`);
    r.render({ variant: "janggi", pieceStyle: "hanja", coordinates: true }, s);
    expect(r.svg.querySelectorAll(".coord")).toHaveLength(19);
    const v = withCoordinates(FULL_VIEW);
    expect(r.svg.getAttribute("viewBox")).toBe(`${v.x} ${v.y} ${v.width} ${v.height}`);
    expect(r.view).toEqual(v);
    expect(r.svg.dataset.coordinates).toBe("on");
    r.render({ variant: "xiangqi", pieceStyle: "hanja", coordinates: true, numerals: "chinese" }, s);
    expect(r.svg.querySelectorAll(".coord-first")).toHaveLength(9);
    expect(r.svg.querySelector(".coords")!.textContent).toContain("九");
    r.render({ variant: "xiangqi", pieceStyle: "hanja" }, s);
    expect(r.svg.querySelectorAll(".coord")).toHaveLength(0);
    expect(r.view).toEqual(FULL_VIEW);
  });
});

describe("palaces and river", () => {
  it("are where the rules crate puts them: centres e2 and e9, diagonals through them, the river after rank 5", () => {
    expect(PALACE_CENTRE).toEqual({ first: squareAt(4, 1), second: squareAt(4, 8) });
    expect(PALACE_DIAGONALS).toHaveLength(4);
    for (const [i, [a, b]] of PALACE_DIAGONALS.entries()) {
      const centre = squareToPoint(i < 2 ? PALACE_CENTRE.first : PALACE_CENTRE.second, "first");
      const [pa, pb] = [squareToPoint(a, "first"), squareToPoint(b, "first")];
      expect({ x: (pa.x + pb.x) / 2, y: (pa.y + pb.y) / 2 }).toEqual(centre);
      expect(Math.abs(pa.x - pb.x)).toBe(200); // corner to corner: two lines across
    }
    expect(RIVER_BELOW).toBe(4);
  });
});
