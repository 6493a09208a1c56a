// The review's pure parts: the evaluation graph's geometry, where a tap
// lands, stepping between mistakes, what a score says. No DOM, no rules.
import type { MoveClass, MoveReviewDto, PositionEvalDto } from "../../ipc";

/** Graph size in SVG units (drawn with preserveAspectRatio="none"). */
export const GRAPH_W = 600;
export const GRAPH_H = 120;

/** x of position `ply` of `plies` moves. */
export function xAt(ply: number, plies: number): number {
  return plies <= 0 ? 0 : (ply / plies) * GRAPH_W;
}

/** y of the first player's winning chance `c` (0..1; 1 at the top). */
export function yAt(c: number): number {
  return (1 - Math.max(0, Math.min(1, c))) * GRAPH_H;
}

/** The closed area under the first player's chance (positions analysed so far). */
export function chanceArea(chances: number[], plies: number): string {
  if (chances.length === 0) return "";
  const pts = chances.map((c, i) => `${xAt(i, plies).toFixed(1)},${yAt(c).toFixed(1)}`);
  const last = xAt(chances.length - 1, plies).toFixed(1);
  return `M0,${GRAPH_H} L${pts.join(" L")} L${last},${GRAPH_H} Z`;
}

/** The point balance (first − second) as a line, scaled to ±`span` points at the edges. */
export function pointsLine(balance: number[], plies: number, span = 20): string {
  if (balance.length === 0) return "";
  return balance
    .map((b, i) => {
      const y = GRAPH_H / 2 - (Math.max(-span, Math.min(span, b)) / span) * (GRAPH_H / 2);
      return `${i === 0 ? "M" : "L"}${xAt(i, plies).toFixed(1)},${y.toFixed(1)}`;
    })
    .join(" ");
}

/** The position a tap at `x` (0..width of the drawn graph) points to. */
export function plyAt(x: number, width: number, plies: number): number {
  if (width <= 0) return 0;
  return Math.max(0, Math.min(plies, Math.round((x / width) * plies)));
}

/** Classes worth a mark on the graph and a jump. */
export const MARKED: readonly MoveClass[] = ["inaccuracy", "mistake", "blunder"];

/** The next (dir 1) or previous (dir -1) move from position `ply` that is a mistake or blunder; null if none. */
export function stepMistake(moves: MoveReviewDto[], ply: number, dir: 1 | -1): number | null {
  for (let i = ply + dir; i >= 0 && i < moves.length; i += dir) {
    const c = moves[i]!.class;
    if (c === "mistake" || c === "blunder") return i;
  }
  return null;
}

/** Below this many units either way a position reads as "about even". */
export const EVEN_WITHIN = 0.25;

/**
 * What an evaluation says, to put into words: who mates and in how many of
 * their moves (and plies, for Japanese counting), who leads and by how many
 * units (one decimal), about even, or null when the game is over there.
 */
export type EvalWords =
  { kind: "mate"; side: "first" | "second"; n: number; plies: number } | { kind: "lead"; side: "first" | "second"; n: number } | { kind: "even" } | null;

export function evalWords(p: PositionEvalDto, unit: number): EvalWords {
  if (p.mateIn !== null) {
    const plies = Math.abs(p.mateIn);
    return { kind: "mate", side: p.mateIn > 0 ? "first" : "second", n: Math.ceil(plies / 2), plies };
  }
  if (p.scoreCp === null) return null;
  const v = p.scoreCp / unit;
  if (Math.abs(v) < EVEN_WITHIN) return { kind: "even" };
  return { kind: "lead", side: v > 0 ? "first" : "second", n: Math.round(Math.abs(v) * 10) / 10 };
}

/** Centipawns in one displayed unit (a soldier: Janggi 200, Xiangqi 100). */
export function scoreUnit(variant: "janggi" | "xiangqi"): number {
  return variant === "janggi" ? 200 : 100;
}
