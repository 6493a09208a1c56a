// Handicap games as the screens show them: the handicaps on offer (from
// Rust, handicaps.json), the handicap a new game asks for, and its words.
// Which pieces come off and where is Rust's (the view says); nothing here
// knows a rule.
import type { Handicap, HandicapId, HandicapInfo, Side, VariantId } from "../ipc";
import { HANDICAPS } from "../ipc";
import { t } from "../i18n/index.svelte";
import { other, sideInlineKey } from "../labels";

/** The handicaps of a game, smallest first (Rust's order). */
export const handicapsOf = (variant: VariantId): HandicapInfo[] => HANDICAPS.filter((h) => h.variant === variant);

/** What the new-game screen's choices ask for: `null` for an even game, or when the chosen id is not one of this game's (the other game was chosen since). */
export function handicapFor(
  variant: VariantId,
  id: HandicapId | null,
  vsComputer: boolean,
  humanSide: Side,
  giverIsMe: boolean, // vs computer: the human gives (else the computer does)
  giverSide: Side, // two players: the side that gives
): Handicap | null {
  if (id === null || !handicapsOf(variant).some((h) => h.id === id)) return null;
  const giver = vsComputer ? (giverIsMe ? humanSide : other(humanSide)) : giverSide;
  return { id, giver };
}

/** The handicap's name ("Chariot (차떼기)"). */
export const handicapName = (id: HandicapId): string => t(`handicap.name.${id}`);

/** "Handicap: Cho without a chariot". */
export const handicapBadge = (variant: VariantId, h: Pick<Handicap, "id" | "giver">): string =>
  t("handicap.badge", { side: t(sideInlineKey(variant, h.giver)), without: t(`handicap.without.${h.id}`) });

/** The end dialog's line: who started without what (Janggi: and that the points count the board). */
export const handicapEndNote = (variant: VariantId, h: Pick<Handicap, "id" | "giver">): string =>
  t(variant === "janggi" ? "handicap.end.note.janggi" : "handicap.end.note.xiangqi", {
    side: t(sideInlineKey(variant, h.giver)),
    without: t(`handicap.without.${h.id}`),
  });

/** The setup screen's line for a handicap game. */
export const handicapSetupNote = (h: Pick<Handicap, "id" | "giver">): string =>
  t("handicap.setup.note", { side: t(sideInlineKey("janggi", h.giver)), without: t(`handicap.without.${h.id}`) });
