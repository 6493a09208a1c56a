// Geometry of the rating chart (components/records/RatingChart.svelte):
// the history Rust sends (the start, then one point per rated game) drawn
// left to right by game, the rating upwards, with round ticks. Pure: the
// component only draws what this returns.

/** The drawing's size and the room left around the plot for the axes' labels, in CSS pixels. */
export interface ChartBox {
  width: number;
  height: number;
  left: number; // room for the rating labels and the axis title
  right: number;
  top: number;
  bottom: number; // room for the game numbers and the axis title
}

/** A point to draw: its rating and deviation. */
export interface ChartPoint {
  rating: number;
  rd: number;
}

/** What the component draws. */
export interface ChartLayout {
  x: number[]; // each point's x
  y: number[]; // each point's y
  band: { x: number; top: number; bottom: number }[]; // rating ± deviation, clipped to the plot
  yTicks: { value: number; y: number }[]; // rating labels, bottom up
  xTicks: { value: number; x: number }[]; // game numbers (0 = the start), left to right
  plot: { left: number; right: number; top: number; bottom: number };
}

/** A round step (1, 2 or 5 times a power of ten) that cuts `span` into at most `most` parts. */
export function niceStep(span: number, most: number): number {
  if (!(span > 0) || most < 1) return 1;
  const raw = span / most;
  const power = 10 ** Math.floor(Math.log10(raw));
  for (const m of [1, 2, 5, 10]) if (m * power >= raw) return m * power;
  return 10 * power;
}

/** Multiples of `step` from `lo` to `hi` (both included when on a multiple). */
function multiples(lo: number, hi: number, step: number): number[] {
  const out: number[] = [];
  for (let v = Math.ceil(lo / step) * step; v <= hi + 1e-9; v += step) out.push(Math.round(v * 1e6) / 1e6);
  return out;
}

/**
 * Lays out `points` in `box`: ratings from a round value below the lowest to
 * one above the highest (at least `minSpan` apart, so a flat history is not
 * blown up), games evenly spaced (a single point in the middle).
 */
export function layout(points: readonly ChartPoint[], box: ChartBox, minSpan = 100): ChartLayout {
  const plot = { left: box.left, right: box.width - box.right, top: box.top, bottom: box.height - box.bottom };
  const ratings = points.map((p) => p.rating);
  let lo = ratings.length ? Math.min(...ratings) : 0;
  let hi = ratings.length ? Math.max(...ratings) : minSpan;
  if (hi - lo < minSpan) {
    const mid = (hi + lo) / 2;
    lo = mid - minSpan / 2;
    hi = mid + minSpan / 2;
  }
  const rows = Math.max(2, Math.floor((plot.bottom - plot.top) / 36));
  const yStep = niceStep(hi - lo, rows);
  lo = Math.floor(lo / yStep) * yStep;
  hi = Math.ceil(hi / yStep) * yStep;
  const yOf = (r: number) => plot.bottom - ((r - lo) / (hi - lo)) * (plot.bottom - plot.top);
  const clamp = (y: number) => Math.max(plot.top, Math.min(plot.bottom, y));
  const last = Math.max(1, points.length - 1);
  const xOf = (i: number) => (points.length === 1 ? (plot.left + plot.right) / 2 : plot.left + (i / last) * (plot.right - plot.left));
  const columns = Math.max(1, Math.floor((plot.right - plot.left) / 48));
  const xStep = Math.max(1, niceStep(last, columns));
  return {
    x: points.map((_, i) => xOf(i)),
    y: points.map((p) => yOf(p.rating)),
    band: points.map((p, i) => ({ x: xOf(i), top: clamp(yOf(p.rating + p.rd)), bottom: clamp(yOf(p.rating - p.rd)) })),
    yTicks: multiples(lo, hi, yStep).map((value) => ({ value, y: yOf(value) })),
    xTicks: points.length < 2 ? [{ value: 0, x: xOf(0) }] : multiples(0, last, xStep).map((value) => ({ value, x: xOf(value) })),
    plot,
  };
}
