// How the statistics screen shows Rust's figures (Statistics.lines and
// .reasons: Rust sums the rows, orders the lines and counts unknown results
// as draws, so the list and the numbers always agree).
import type { ReasonCount, StatLine } from "../../ipc";

export type { StatLine } from "../../ipc";

/** Games a line counts. */
export const played = (l: StatLine): number => l.win + l.loss + l.draw;

/** A stable key of a line (also its `data-stat` attribute). */
export const lineKey = (l: StatLine): string => `${l.variant}-${l.level}-${l.side}`;

export type ReasonKey = NonNullable<ReasonCount["reason"]> | "none";

/** The translation key suffix (and `data-reason`) of a reason's count: a reason not known is "none". */
export const reasonKey = (c: ReasonCount): ReasonKey => c.reason ?? "none";
