// The translation tables and a plain (non-reactive) formatter.
import type { Language } from "../ipc/types";
import type { Key } from "./en";
import { en } from "./en";
import { ja } from "./ja";
import { ko } from "./ko";
import { ru } from "./ru";
import { zh } from "./zh";

export type { Key } from "./en";

/** Every table by language code. */
export const TABLES: Record<Language, Record<Key, string>> = { en, ko, ja, zh, ru };
/** Languages offered, in menu order. */
export const LANGUAGES: Language[] = ["en", "ko", "ja", "zh", "ru"];

/** Values substituted for `{name}` placeholders. */
export type Params = Record<string, string | number>;

/** The text of `key` in `lang` with `{name}` placeholders filled in. */
export function format(lang: Language, key: Key, params?: Params): string {
  const text = TABLES[lang][key] ?? en[key] ?? key;
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (m, name: string) => (name in params ? String(params[name]) : m));
}

/** The language to use: the setting, else the system language if we have it, else English. */
export function resolveLanguage(setting: Language | null, systemLanguages: readonly string[]): Language {
  if (setting) return setting;
  for (const tag of systemLanguages) {
    const base = tag.toLowerCase().split(/[-_]/)[0];
    if ((LANGUAGES as string[]).includes(base!)) return base as Language;
  }
  return "en";
}
