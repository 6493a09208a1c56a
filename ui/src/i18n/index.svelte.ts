// Reactive translation: components call t(); when the language changes,
// everything that called it redraws.
import type { Language } from "../ipc/types";
import type { Key, Params } from "./tables";
import { format, localeOf } from "./tables";

export type { Key } from "./tables";

let current = $state<Language>("en");

/** Switches the UI language. */
export function setLanguage(lang: Language): void {
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
