// The guide's structure: sections, their items, and which generated diagram
// each item shows. All text lives in the translation tables under
// `guide.item.<id>.title` / `.body` (paragraphs separated by a blank line);
// diagrams come from diagrams.json, written by janggi-rules.
import type { Key } from "../i18n/tables";
import type { ProfileId } from "../ipc/types";
import { CHOICES } from "../ipc/types";

/** The guide's sections, in tab order. */
export const SECTIONS = ["rules-janggi", "rules-xiangqi", "profiles", "glossary", "strategy", "notation", "faq"] as const;
/** A section of the guide. */
export type SectionId = (typeof SECTIONS)[number];

/** One entry: a rule, a term, a strategy topic, a notation topic or a question. */
export interface GuideItem {
  id: string; // key stem and anchor
  section: SectionId; // where it is listed
  diagrams: string[]; // ids in diagrams.json, shown with the item
  game?: "janggi" | "xiangqi"; // which game a term belongs to (glossary)
}

const item = (section: SectionId, id: string, diagrams: string[] = [], game?: "janggi" | "xiangqi"): GuideItem => ({ id, section, diagrams, game });

/** Every entry of the guide, in reading order. */
export const ITEMS: GuideItem[] = [
  item("rules-janggi", "rj-board", ["j-palace"]),
  item("rules-janggi", "rj-general", ["j-general"]),
  item("rules-janggi", "rj-guard", ["j-guard"]),
  item("rules-janggi", "rj-chariot", ["j-chariot", "j-chariot-palace"]),
  item("rules-janggi", "rj-cannon", ["j-cannon", "j-cannon-rules", "j-cannon-palace"]),
  item("rules-janggi", "rj-horse", ["j-horse"]),
  item("rules-janggi", "rj-elephant", ["j-elephant"]),
  item("rules-janggi", "rj-soldier", ["j-soldier"]),
  item("rules-janggi", "rj-check", ["j-check", "j-mate"]),
  item("rules-janggi", "rj-pass", ["j-pass"]),
  item("rules-janggi", "rj-bikjang", ["j-bikjang"]),
  item("rules-janggi", "rj-points"),

  item("rules-xiangqi", "rx-board", ["x-river"]),
  item("rules-xiangqi", "rx-general", ["x-general"]),
  item("rules-xiangqi", "rx-advisor", ["x-advisor"]),
  item("rules-xiangqi", "rx-elephant", ["x-elephant", "x-elephant-river"]),
  item("rules-xiangqi", "rx-horse", ["x-horse"]),
  item("rules-xiangqi", "rx-chariot", ["x-chariot"]),
  item("rules-xiangqi", "rx-cannon", ["x-cannon"]),
  item("rules-xiangqi", "rx-soldier", ["x-soldier"]),
  item("rules-xiangqi", "rx-flying", ["x-flying"]),
  item("rules-xiangqi", "rx-end", ["x-check", "x-stalemate"]),

  item("profiles", "pf-intro"),

  item("glossary", "g-janggun", ["j-check"], "janggi"),
  item("glossary", "g-meonggun", ["j-check"], "janggi"),
  item("glossary", "g-oetong", ["j-mate"], "janggi"),
  item("glossary", "g-gungseong", ["j-palace"], "janggi"),
  item("glossary", "g-myeok", ["j-horse"], "janggi"),
  item("glossary", "g-dari", ["j-cannon"], "janggi"),
  item("glossary", "g-sangcharim", ["j-setup-1"], "janggi"),
  item("glossary", "g-hansu", ["j-pass"], "janggi"),
  item("glossary", "g-bikjang", ["j-bikjang"], "janggi"),
  item("glossary", "g-general", ["j-general"], "janggi"),
  item("glossary", "g-pieces", ["j-setup-1"], "janggi"),
  item("glossary", "g-hunsu", ["j-hunsu"], "janggi"),
  item("glossary", "g-setup-1", ["j-setup-1"], "janggi"),
  item("glossary", "g-setup-2", ["j-setup-2"], "janggi"),
  item("glossary", "g-setup-3", ["j-setup-3"], "janggi"),
  item("glossary", "g-setup-4", ["j-setup-4"], "janggi"),
  item("glossary", "g-jiangjun", ["x-check"], "xiangqi"),
  item("glossary", "g-river", ["x-river"], "xiangqi"),
  item("glossary", "g-horse-leg", ["x-horse"], "xiangqi"),
  item("glossary", "g-elephant-eye", ["x-elephant"], "xiangqi"),
  item("glossary", "g-flying", ["x-flying"], "xiangqi"),
  item("glossary", "g-perpetual", ["x-perpetual"], "xiangqi"),
  item("glossary", "g-chase", ["x-chase"], "xiangqi"),
  item("glossary", "g-stalemate", ["x-stalemate"], "xiangqi"),

  item("strategy", "s-opening", ["j-hunsu"]),
  item("strategy", "s-formations"),
  item("strategy", "s-cannons", ["j-cannon", "j-cannon-rules"]),
  item("strategy", "s-myeok", ["j-horse"]),
  item("strategy", "s-chariots", ["j-chariot"]),
  item("strategy", "s-palace", ["j-mate"]),
  item("strategy", "s-endgame"),
  item("strategy", "s-behind"),
  item("strategy", "s-xiangqi-opening", ["x-notation"]),
  item("strategy", "s-xiangqi-pieces", ["x-elephant-river"]),

  item("notation", "n-korean", ["j-notation"]),
  item("notation", "n-korean-extra"),
  item("notation", "n-wxf", ["x-notation"]),
  item("notation", "n-tandem", ["x-tandem"]),
  item("notation", "n-numbering"),

  item("faq", "f-first"),
  item("faq", "f-captured"),
  item("faq", "f-cannon-start"),
  item("faq", "f-no-stalemate"),
  item("faq", "f-pass"),
  item("faq", "f-pass-lose"),
  item("faq", "f-profile"),
  item("faq", "f-points-tie"),
  item("faq", "f-xiangqi"),
  item("faq", "f-hint"),
  item("faq", "f-records"),
];

/** The rows (events) of the profiles table and its columns (profiles). */
export const PROFILE_EVENTS = ["bikjang", "passes", "repetition", "moves", "material"] as const;
/** Janggi profiles in table order (the menus' order, from Rust). */
export const PROFILE_COLUMNS: readonly ProfileId[] = CHOICES.janggiProfiles;

/** Key of an item's title. */
export const titleKey = (id: string): Key => `guide.item.${id}.title` as Key;
/** Key of an item's body. */
export const bodyKey = (id: string): Key => `guide.item.${id}.body` as Key;
/** Key of a section's name. */
export const sectionKey = (s: SectionId): Key => `guide.section.${s}` as Key;
/** Key of a diagram's caption. */
export const captionKey = (diagram: string): Key => `guide.diagram.${diagram}` as Key;
/** Key of a profiles-table row name. */
export const eventKey = (e: (typeof PROFILE_EVENTS)[number]): Key => `guide.profiles.event.${e}` as Key;
/** Key of a profiles-table cell. */
export const cellKey = (e: (typeof PROFILE_EVENTS)[number], p: ProfileId): Key => `guide.profiles.${e}.${p}` as Key;

/** Items of one section. */
export const itemsOf = (s: SectionId): GuideItem[] => ITEMS.filter((i) => i.section === s);
/** Every diagram id the guide uses. */
export const usedDiagrams = (): string[] => [...new Set(ITEMS.flatMap((i) => i.diagrams))];
