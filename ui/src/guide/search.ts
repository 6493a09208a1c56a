// Searching the guide in the current language: which items match a query,
// and how to split a text into plain and highlighted runs.
import type { Language } from "../ipc/types";
import { format } from "../i18n/tables";
import type { GuideItem } from "./content";
import { ITEMS, PROFILE_COLUMNS, PROFILE_EVENTS, bodyKey, captionKey, cellKey, eventKey, titleKey } from "./content";

/** Lower-case, width-folded, accent-free form used for matching. */
export function fold(s: string): string {
  return s
    .normalize("NFKC")
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .normalize("NFC");
}

/** All searchable text of an item in a language (title, body, captions, table cells). */
export function itemText(item: GuideItem, lang: Language): string {
  const parts = [format(lang, titleKey(item.id)), format(lang, bodyKey(item.id))];
  for (const d of item.diagrams) parts.push(format(lang, captionKey(d)));
  if (item.section === "profiles") {
    for (const e of PROFILE_EVENTS) {
      parts.push(format(lang, eventKey(e)));
      for (const p of PROFILE_COLUMNS) parts.push(format(lang, cellKey(e, p)));
    }
  }
  // Glossary terms also answer to their English (romanised) name in every language.
  if (item.section === "glossary" && lang !== "en") parts.push(format("en", titleKey(item.id)));
  return parts.join("\n");
}

/** Items whose text contains every word of the query (all items for an empty query). */
export function searchItems(query: string, lang: Language, items: GuideItem[] = ITEMS): GuideItem[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return items;
  return items.filter((item) => {
    const text = fold(itemText(item, lang));
    return words.every((w) => text.includes(w));
  });
}

/** A run of text, highlighted when it matches the query. */
export interface Run {
  text: string;
  hit: boolean;
}

/** Splits `text` into runs, marking every occurrence of any query word (case-insensitive). */
export function highlight(text: string, query: string): Run[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0 || !text) return [{ text, hit: false }];
  // Fold character by character so positions in the folded text map back to the original.
  const chars = [...text];
  const folded = chars.map((c) => fold(c));
  const hit = new Array<boolean>(chars.length).fill(false);
  for (const w of words) {
    for (let i = 0; i < chars.length; i++) {
      let j = i;
      let acc = "";
      while (j < chars.length && acc.length < w.length) acc += folded[j++];
      if (acc === w) {
        for (let k = i; k < j; k++) hit[k] = true;
      }
    }
  }
  const runs: Run[] = [];
  chars.forEach((c, i) => {
    const last = runs[runs.length - 1];
    if (last && last.hit === hit[i]) last.text += c;
    else runs.push({ text: c, hit: hit[i]! });
  });
  return runs;
}
