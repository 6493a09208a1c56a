// The statistics screen's figures, summed from the store's rows.
import type { GameSummary, Level, ResultKind, Side, StatRow, VariantId } from "../../ipc";
import { LEVELS } from "../../labels";

/** One line of the table and one bar of the chart: a game, a level and the human's side. */
export interface StatLine {
  variant: VariantId;
  level: Level;
  side: Side;
  win: number;
  loss: number;
  draw: number; // draws and unknown results
}

/** Lines in menu order (game, level, side), only those with games. */
export function statLines(rows: readonly StatRow[]): StatLine[] {
  const out: StatLine[] = [];
  for (const variant of ["janggi", "xiangqi"] as const) {
    for (const level of LEVELS) {
      for (const side of ["first", "second"] as const) {
        const mine = rows.filter((r) => r.variant === variant && r.level === level && r.humanSide === side);
        if (mine.length === 0) continue;
        const sum = (k: ResultKind) => mine.filter((r) => r.result === k).reduce((a, r) => a + r.count, 0);
        out.push({ variant, level, side, win: sum("win"), loss: sum("loss"), draw: sum("draw") + sum("unknown") });
      }
    }
  }
  return out;
}

/** Games a line counts. */
export const played = (l: StatLine): number => l.win + l.loss + l.draw;

/** A stable key of a line (also its `data-stat` attribute). */
export const lineKey = (l: StatLine): string => `${l.variant}-${l.level}-${l.side}`;

export type ReasonKey = NonNullable<GameSummary["reason"]> | "none";

/** Games by end reason, most frequent first. */
export function reasonCounts(rows: readonly StatRow[]): [ReasonKey, number][] {
  const m = new Map<ReasonKey, number>();
  for (const r of rows) m.set(r.reason ?? "none", (m.get(r.reason ?? "none") ?? 0) + r.count);
  return [...m.entries()].sort((a, b) => b[1] - a[1]);
}
