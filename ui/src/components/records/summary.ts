// How a finished game is described in the list and above its replay.
import type { GameSummary, RecordInfoLine } from "../../ipc";
import { language, t } from "../../i18n/index.svelte";
import { localeOf } from "../../i18n/tables";
import { sideInlineKey } from "../../labels";

/**
 * When it was played, in the app's language, not the system's (a Korean UI on
 * an English system showed 11/30/2026): a game played here by its day and time
 * of day; an imported one by the date its record gives (read by Rust), the
 * record's own text when Rust could not read it, or "date unknown" — never
 * the day it was imported.
 */
export const playedOn = (g: Pick<GameSummary, "mode" | "dateMs" | "recordDate" | "recordInfo" | "studyOnly">): string => {
  // Played here, or a study saved here: when (a study's last save).
  if (g.mode !== null || g.studyOnly) return new Date(g.dateMs).toLocaleString(localeOf(language()), { dateStyle: "medium", timeStyle: "short" });
  if (g.recordDate) return isoDateText(g.recordDate);
  return g.recordInfo.find((l) => l.kind === "date")?.value ?? t("records.dateUnknown");
};

/** An ISO date (`2024-05-01`, `2024-05` or `2024`) in the app's language. */
export function isoDateText(iso: string): string {
  const [y, m, d] = iso.split("-").map(Number);
  const at = new Date(Date.UTC(y!, (m ?? 1) - 1, d ?? 1));
  const options: Intl.DateTimeFormatOptions =
    d !== undefined ? { dateStyle: "medium" } : m !== undefined ? { year: "numeric", month: "long" } : { year: "numeric" };
  return at.toLocaleDateString(localeOf(language()), { ...options, timeZone: "UTC" });
}

/** An imported record's header as shown above its replay: its label in the app's language (the file's own name for headers the app does not know) and its value (a date the app could read, in the app's language). */
export const infoLine = (g: Pick<GameSummary, "recordDate">, l: RecordInfoLine): { label: string; value: string } => ({
  label: l.kind === "other" ? l.name : t(`records.info.${l.kind}`),
  value: l.kind === "date" && g.recordDate ? isoDateText(g.recordDate) : l.value,
});

/**
 * "Won"/"Lost" are the human's result; two-player and imported games have no
 * human side (their `result` is Cho/Red's), so they name the winner instead.
 */
export const resultText = (g: GameSummary): string =>
  g.mode?.type === "vsComputer" || g.winner === null ? t(`records.result.${g.result}`) : t("end.wins", { side: t(sideInlineKey(g.variant, g.winner)) });

/** Who the game was against: the computer's level, a second player, or the imported record's players. */
export const opponentText = (g: GameSummary): string =>
  g.studyOnly
    ? t("records.studyOnly")
    : g.mode === null
      ? t("records.imported", { first: g.players?.[0] || "?", second: g.players?.[1] || "?" })
      : g.mode.type === "vsComputer"
        ? t("records.vsComputer", { level: t("levels.level", { n: g.mode.level }) })
        : t("records.twoPlayers");

/** Why it ended. */
export const reasonText = (g: Pick<GameSummary, "reason">): string => t(g.reason ? `records.reason.${g.reason}` : "records.reason.none");
