import { describe, expect, it } from "vitest";
import {
  CELL,
  COORD_FONT,
  compactView,
  coordinateLabels,
  withCoordinates,
  FILES,
  FULL_VIEW,
  HEIGHT,
  MARGIN,
  RANKS,
  SQUARES,
  WIDTH,
  bottomRanksView,
  clientToPoint,
  fileOf,
  pointToSquare,
  rankOf,
  squareAt,
  squareToPoint,
  stepOnScreen,
  topRanksView,
} from "./geometry";

describe("geometry", () => {
  it("numbers squares rank*9+file", () => {
    expect(squareAt(0, 0)).toBe(0);
    expect(squareAt(8, 0)).toBe(8);
    expect(squareAt(4, 1)).toBe(13);
    expect(squareAt(8, 9)).toBe(89);
    expect(squareAt(9, 0)).toBeNull();
    expect(squareAt(0, 10)).toBeNull();
    expect(squareAt(-1, 3)).toBeNull();
    expect(squareAt(1.5, 3)).toBeNull();
    expect(fileOf(76)).toBe(4);
    expect(rankOf(76)).toBe(8);
    expect(SQUARES).toBe(90);
  });

  it("puts the first player's back rank at the bottom when first is at the bottom", () => {
    expect(squareToPoint(0, "first")).toEqual({ x: MARGIN, y: HEIGHT - MARGIN }); // a1 bottom left
    expect(squareToPoint(8, "first")).toEqual({ x: WIDTH - MARGIN, y: HEIGHT - MARGIN }); // i1 bottom right
    expect(squareToPoint(81, "first")).toEqual({ x: MARGIN, y: MARGIN }); // a10 top left
  });

  it("turns the board half a turn when second is at the bottom", () => {
    expect(squareToPoint(0, "second")).toEqual({ x: WIDTH - MARGIN, y: MARGIN }); // a1 top right
    expect(squareToPoint(89, "second")).toEqual({ x: MARGIN, y: HEIGHT - MARGIN }); // i10 bottom left
    expect(squareToPoint(13, "second")).toEqual({ x: MARGIN + 4 * CELL, y: MARGIN + CELL });
  });

  it("maps every square to a point and back, in both orientations", () => {
    for (const side of ["first", "second"] as const) {
      for (let sq = 0; sq < SQUARES; sq++) {
        const p = squareToPoint(sq, side);
        expect(pointToSquare(p, side)).toBe(sq);
        // anywhere within a bit less than half a cell still hits it
        expect(pointToSquare({ x: p.x + 0.45 * CELL, y: p.y - 0.45 * CELL }, side)).toBe(sq);
      }
    }
  });

  it("finds no square outside the grid", () => {
    expect(pointToSquare({ x: MARGIN - 0.6 * CELL, y: MARGIN }, "first")).toBeNull();
    expect(pointToSquare({ x: WIDTH + 10, y: 10 }, "first")).toBeNull();
    expect(pointToSquare({ x: MARGIN, y: HEIGHT - MARGIN + 0.6 * CELL }, "second")).toBeNull();
  });

  it("converts client pixels to drawing units for a scaled, letterboxed board", () => {
    const scale = 0.5;
    const rect = { left: 100, top: 40, width: WIDTH * scale, height: HEIGHT * scale };
    const p = squareToPoint(13, "first");
    const back = clientToPoint(rect.left + p.x * scale, rect.top + p.y * scale, rect);
    expect(back.x).toBeCloseTo(p.x);
    expect(back.y).toBeCloseTo(p.y);
    // Wider box than the drawing: centred horizontally.
    const wide = { left: 0, top: 0, width: WIDTH * scale + 200, height: HEIGHT * scale };
    const q = clientToPoint(100 + p.x * scale, p.y * scale, wide);
    expect(q.x).toBeCloseTo(p.x);
    expect(pointToSquare(q, "first")).toBe(13);
  });

  it("converts client pixels inside a cropped view", () => {
    const view = bottomRanksView(3);
    expect(view.height).toBe(2 * CELL + 2 * MARGIN);
    expect(view.y + view.height).toBe(HEIGHT);
    const rect = { left: 0, top: 0, width: view.width, height: view.height };
    const p = squareToPoint(4, "first");
    const back = clientToPoint(p.x, p.y - view.y, rect, view);
    expect(pointToSquare(back, "first")).toBe(4);
    expect(topRanksView(3).y).toBe(0);
    expect(FULL_VIEW.width).toBe((FILES - 1) * CELL + 2 * MARGIN);
    expect(FULL_VIEW.height).toBe((RANKS - 1) * CELL + 2 * MARGIN);
  });

  it("steps in screen directions for either orientation", () => {
    expect(stepOnScreen(13, 0, -1, "first")).toBe(22); // up = towards rank 10
    expect(stepOnScreen(13, 0, -1, "second")).toBe(4); // up on a turned board = towards rank 1
    expect(stepOnScreen(13, 1, 0, "first")).toBe(14);
    expect(stepOnScreen(13, 1, 0, "second")).toBe(12);
    expect(stepOnScreen(0, -1, 0, "first")).toBeNull();
    expect(stepOnScreen(0, 0, 1, "first")).toBeNull();
    expect(stepOnScreen(0, 0, 1, "second")).toBe(9);
  });
});

describe("compactView", () => {
  const px = 360; // a phone's board width
  for (const variant of ["janggi", "xiangqi"] as const) {
    for (const coordinates of [false, true]) {
      it(`${variant}, coordinates ${coordinates ? "on" : "off"}: keeps the aspect, shows every piece and number, spaces points at least 38 px on a 360 px board (Xiangqi with numbers above and below: 36.9)`, () => {
        const full = coordinates ? withCoordinates(FULL_VIEW) : FULL_VIEW;
        const v = compactView(FULL_VIEW, variant, coordinates);
        expect(v.width / v.height).toBeCloseTo(FULL_VIEW.width / FULL_VIEW.height, 6);
        expect(v.width).toBeLessThan(full.width);
        // The element is 360 px wide with the full view's aspect: the scale is the view's width's.
        const spacing = (CELL * px) / v.width;
        // Xiangqi's numbers above and below leave a tall drawing: its height limits the scale.
        expect(spacing).toBeGreaterThanOrEqual(variant === "janggi" || !coordinates ? 38 : 36.9);
        // The edge points' largest pieces fit.
        const r = 0.47 * CELL;
        expect(v.x).toBeLessThanOrEqual(MARGIN - r);
        expect(v.x + v.width).toBeGreaterThanOrEqual(WIDTH - MARGIN + r);
        expect(v.y).toBeLessThanOrEqual(MARGIN - r);
        expect(v.y + v.height).toBeGreaterThanOrEqual(HEIGHT - MARGIN + r);
        // And the numbers.
        for (const l of coordinates ? coordinateLabels(variant, "first") : []) {
          expect(l.x - COORD_FONT / 2).toBeGreaterThanOrEqual(v.x);
          expect(l.y + COORD_FONT / 2).toBeLessThanOrEqual(v.y + v.height);
          expect(l.y - COORD_FONT / 2).toBeGreaterThanOrEqual(v.y);
        }
      });
    }
  }
});
