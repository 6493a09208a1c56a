import { describe, expect, it } from "vitest";
import { layout, niceStep } from "./chart";

const BOX = { width: 340, height: 200, left: 48, right: 10, top: 10, bottom: 40 };

describe("the rating chart's geometry", () => {
  it("takes round steps", () => {
    expect(niceStep(300, 4)).toBe(100);
    expect(niceStep(430, 4)).toBe(200);
    expect(niceStep(90, 4)).toBe(50);
    expect(niceStep(7, 5)).toBe(2);
    expect(niceStep(0, 4)).toBe(1);
  });

  it("draws the history left to right, higher ratings higher, inside the plot", () => {
    const points = [
      { rating: 1500, rd: 350 },
      { rating: 1320, rd: 250 },
      { rating: 1410, rd: 200 },
      { rating: 1460, rd: 170 },
    ];
    const l = layout(points, BOX);
    expect(l.x[0]).toBe(BOX.left);
    expect(l.x[3]).toBe(BOX.width - BOX.right);
    for (let i = 1; i < l.x.length; i++) expect(l.x[i]!).toBeGreaterThan(l.x[i - 1]!);
    expect(l.y[0]!).toBeLessThan(l.y[1]!); // 1500 above 1320
    for (const y of l.y) {
      expect(y).toBeGreaterThanOrEqual(l.plot.top);
      expect(y).toBeLessThanOrEqual(l.plot.bottom);
    }
    // The band (± deviation) is clipped to the plot.
    for (const b of l.band) {
      expect(b.top).toBeGreaterThanOrEqual(l.plot.top);
      expect(b.bottom).toBeLessThanOrEqual(l.plot.bottom);
    }
    // Round rating ticks that cover every point, bottom up.
    const values = l.yTicks.map((t) => t.value);
    expect(values[0]!).toBeLessThanOrEqual(1320);
    expect(values[values.length - 1]!).toBeGreaterThanOrEqual(1500);
    for (const v of values) expect(v % 50).toBe(0);
    for (let i = 1; i < l.yTicks.length; i++) expect(l.yTicks[i]!.y).toBeLessThan(l.yTicks[i - 1]!.y);
    // Whole game numbers from the start (0) to the last game.
    expect(l.xTicks.map((t) => t.value)).toEqual([0, 1, 2, 3]);
  });

  it("keeps a flat history readable and thins the game numbers of a long one", () => {
    const flat = layout(
      [
        { rating: 1500, rd: 60 },
        { rating: 1501, rd: 60 },
      ],
      BOX,
    );
    const span = flat.yTicks[flat.yTicks.length - 1]!.value - flat.yTicks[0]!.value;
    expect(span).toBeGreaterThanOrEqual(100);
    const long = layout(
      Array.from({ length: 201 }, (_, i) => ({ rating: 1200 + i, rd: 60 })),
      BOX,
    );
    expect(long.xTicks.length).toBeLessThanOrEqual(7);
    expect(long.xTicks[0]!.value).toBe(0);
    expect(long.xTicks.every((t) => Number.isInteger(t.value))).toBe(true);
    const one = layout([{ rating: 1500, rd: 350 }], BOX);
    expect(one.x[0]).toBe((BOX.left + BOX.width - BOX.right) / 2);
  });
});
