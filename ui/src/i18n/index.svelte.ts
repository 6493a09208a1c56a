// Reactive translation: components call t(); when the language changes,
// everything that called it redraws.
import type { Language } from "../ipc/types";
import type { Key, Params } from "./tables";
import { format, loadTable, loadedTable, localeOf } from "./tables";

export type { Key } from "./tables";

let current = $state<Language>("en");

let wanted: Language | null = null;

/**
 * Switches the UI language once its table is loaded (its own chunk, loaded
 * the first time): everything that called t() redraws then. When switches
 * overlap, the last one asked for wins.
 */
export function setLanguage(lang: Language): Promise<void> {
  wanted = lang;
  // A table already loaded applies at once (no redraw in two steps).
  if (loadedTable(lang)) {
    apply(lang);
    return Promise.resolve();
  }
  return loadTable(lang).then(() => {
    if (wanted === lang) apply(lang);
  });
}

function apply(lang: Language): void {
  current = lang;
  if (typeof document !== "undefined") {
    // "zh-Hans" / "zh-Hant" tell fonts and screen readers the script, not just the language.
    document.documentElement.lang = localeOf(lang);
    document.title = format(lang, "app.title");
  }
}

/** The UI language now. */
export function language(): Language {
  return current;
}

/** Translated text for a key. */
export function t(key: Key, params?: Params): string {
  return format(current, key, params);
}
