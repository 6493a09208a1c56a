// What the import report shows of an `ImportPreview` (the file read game by
// game in Rust): which games to list, how many a confirmation writes, and
// each listed game's title and reason in the app's language.
import type { ImportGameDto, ImportPreview } from "../../ipc";
import { t } from "../../i18n/index.svelte";

/** The games that were not imported or were cut short, in file order. */
export const problemGames = (p: ImportPreview): ImportGameDto[] => p.games.filter((g) => g.status === "cut" || g.status === "refused");

/** Complete games whose `.gib` start the reader had to decide on its own. */
export const notedGames = (p: ImportPreview): ImportGameDto[] =>
  p.games.filter((g) => g.status === "complete" && (g.boardFlipped || g.setupsInferred || g.headerLenient));

/** How many games a confirmation writes: the complete ones plus the chosen cut ones. */
export function importCount(p: ImportPreview, partial: readonly number[]): number {
  const cut = new Set(p.games.filter((g) => g.status === "cut").map((g) => g.number));
  return p.complete + new Set(partial.filter((n) => cut.has(n))).size;
}

/** Adds or removes game `n` from the chosen cut games. */
export const togglePartial = (partial: readonly number[], n: number, on: boolean): number[] =>
  on ? [...partial.filter((x) => x !== n), n] : partial.filter((x) => x !== n);

/** "Game 4: Cho player – Han player" (or just the number when the file names nobody). */
export function gameTitle(g: ImportGameDto): string {
  const [cho, han] = g.players;
  return cho || han ? t("records.import.report.game", { number: g.number, cho, han }) : t("records.import.report.gameNoPlayers", { number: g.number });
}

/** "Line 99: illegal move 08마87 at move 2". */
export function gameReason(g: ImportGameDto): string {
  const reason = g.problem ? t(`records.import.problem.${g.problem}`, { token: g.token ?? "", ply: g.ply }) : "";
  return t("records.import.report.where", { line: g.problemLine || g.line, reason });
}
