// How a finished game is described in the list and above its replay.
import type { GameSummary } from "../../ipc";
import { language, t } from "../../i18n/index.svelte";
import { sideKey } from "../../labels";

/** The day it was played, in the app's language, not the system's (a Korean UI on an English system showed 11/30/2026). */
export const playedOn = (g: GameSummary): string => new Date(g.dateMs).toLocaleDateString(language());

/**
 * "Won"/"Lost" are the human's result; two-player and imported games have no
 * human side (their `result` is Cho/Red's), so they name the winner instead.
 */
export const resultText = (g: GameSummary): string =>
  g.mode?.type === "vsComputer" || g.winner === null ? t(`records.result.${g.result}`) : t("end.wins", { side: t(sideKey(g.variant, g.winner)) });

/** Who the game was against: the computer's level, a second player, or the imported record's players. */
export const opponentText = (g: GameSummary): string =>
  g.mode === null
    ? t("records.imported", { first: g.players?.[0] || "?", second: g.players?.[1] || "?" })
    : g.mode.type === "vsComputer"
      ? t("records.vsComputer", { level: t("levels.level", { n: g.mode.level }) })
      : t("records.twoPlayers");

/** Why it ended. */
export const reasonText = (g: Pick<GameSummary, "reason">): string => t(g.reason ? `records.reason.${g.reason}` : "records.reason.none");
