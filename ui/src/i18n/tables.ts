// The translation tables and a plain (non-reactive) formatter.
//
// Each language's table is its own chunk, loaded when it is first needed
// (`loadTable`): the first bundle carries none, and a player who switches
// language loads the next one without a restart. `format` reads the tables
// loaded so far.
import type { Language } from "../ipc/types";
import type { Key } from "./en";
import type { en } from "./en";
import type { Category, Forms, Plural } from "./plural";

export type { Key } from "./en";
export type { Category, Forms, Plural, Text } from "./plural";

/** A language's table. */
export type Table = Forms<typeof en>;

/** How each table is loaded (one chunk each). */
const LOADERS: Record<Language, () => Promise<Table>> = {
  en: () => import("./en").then((m) => m.en),
  ko: () => import("./ko").then((m) => m.ko),
  ja: () => import("./ja").then((m) => m.ja),
  zh: () => import("./zh").then((m) => m.zh),
  zhHant: () => import("./zhHant").then((m) => m.zhHant),
  ru: () => import("./ru").then((m) => m.ru),
};
/** Languages offered, in menu order. */
export const LANGUAGES: Language[] = ["en", "ko", "ja", "zh", "zhHant", "ru"];

/**
 * The BCP 47 tag of a language, for `Intl` and the document's `lang`: the
 * wire's "zhHant" is not a tag (Intl would take it for an unknown language),
 * and both Chinese tables name their script so fonts and screen readers
 * pick Simplified or Traditional glyphs.
 */
export function localeOf(lang: Language): string {
  return lang === "zhHant" ? "zh-Hant" : lang === "zh" ? "zh-Hans" : lang;
}

const loaded: Partial<Record<Language, Table>> = {};
const loading = new Map<Language, Promise<Table>>();

/** Loads `lang`'s table (once; later calls share the first load). */
export function loadTable(lang: Language): Promise<Table> {
  const have = loaded[lang];
  if (have) return Promise.resolve(have);
  let p = loading.get(lang);
  if (!p) {
    p = LOADERS[lang]().then((t) => (loaded[lang] = t));
    loading.set(lang, p);
    // A failed load may be tried again.
    p.catch(() => loading.delete(lang));
  }
  return p;
}

/** The table of `lang` if it is loaded. */
export function loadedTable(lang: Language): Table | undefined {
  return loaded[lang];
}

/** Whether `key` (a name Rust or the data gives) is a key of the tables. */
export function isKey(key: string): key is Key {
  return Object.values(loaded).some((t) => key in t);
}

/** Values substituted for `{name}` placeholders. */
export type Params = Record<string, string | number>;

/*
 * Counts and numbers.
 *
 * - The rule: a plural object is always selected by the argument `n`. A key
 *   whose wording depends on a count has a plural object in every language and
 *   its call site passes the count as the number `n`; the form is the one
 *   `new Intl.PluralRules(lang).select(n)` names (CLDR: English 1 is "one",
 *   Russian 1/21/31 "one", 2–4/22–24 "few", 5–20/25–30 "many", fractions
 *   "other"; Korean, Japanese and Chinese have "other" only). The tests require
 *   exactly the categories CLDR lists for each language.
 * - A form may leave `{n}` out only when its category stands for a single
 *   number (English "one" is 1 alone: "Checkmate in one move."); the Russian
 *   "one" also covers 21, so it keeps `{n}`.
 * - Every number passed in (a count or not) is written with
 *   `Intl.NumberFormat(lang)`: "73,5" in Russian, "73.5" in English. Grouping
 *   is off, because numbers here include puzzle ids, ratings and line numbers.
 * - Strings are inserted as they are: format a number yourself (formatPoints)
 *   only when the text around it is not one of these tables.
 */

/**
 * Arguments a key's call site passes besides the English text's own, for a
 * language that counts differently. Japanese counts a mate in plies, as 詰将棋
 * does (3手詰め is a mate in 2 of the solver's moves), so the mate puzzle and the
 * review's mate also get `plies` (2n − 1 for a mate in n).
 */
export const EXTRA_ARGS: Partial<Record<Key, readonly string[]>> = {
  "puzzles.task.mate": ["plies"],
  "review.eval.mate": ["plies"],
};

const pluralRules = new Map<Language, Intl.PluralRules>();
const numberFormats = new Map<Language, Intl.NumberFormat>();

/** The plural category of `n` in `lang` ("one", "few", "many", "other", …). */
export function pluralCategory(lang: Language, n: number): Category {
  let rules = pluralRules.get(lang);
  if (!rules) pluralRules.set(lang, (rules = new Intl.PluralRules(localeOf(lang))));
  return rules.select(n) as Category;
}

/** A number as text in `lang`: "73,5" in Russian, "73.5" in English; no grouping. */
export function formatNumber(lang: Language, n: number): string {
  let f = numberFormats.get(lang);
  if (!f) numberFormats.set(lang, (f = new Intl.NumberFormat(localeOf(lang), { useGrouping: false, maximumFractionDigits: 3 })));
  return f.format(n);
}

/** The form of a plural object for the count `n`; without a numeric `n`, the `other` form (its `{n}` then stays visible). */
function pick(lang: Language, forms: Plural, n: unknown): string {
  if (typeof n !== "number") return forms.other;
  return forms[pluralCategory(lang, n)] ?? forms.other;
}

/** The text of `key` in `lang` (its table loaded: else English if loaded, else the key) with `{name}` placeholders filled in (numbers in the language's format) and, for a plural object, the form for `params.n`. */
export function format(lang: Language, key: Key, params?: Params): string {
  const value = loaded[lang]?.[key] ?? loaded.en?.[key] ?? key;
  const text = typeof value === "string" ? value : pick(lang, value, params?.n);
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (m, name: string) => {
    if (!(name in params)) return m;
    const v = params[name]!;
    return typeof v === "number" ? formatNumber(lang, v) : v;
  });
}

/** The language to use: the setting, else the system language if we have it, else English. */
export function resolveLanguage(setting: Language | null, systemLanguages: readonly string[]): Language {
  if (setting) return setting;
  for (const tag of systemLanguages) {
    const [base, ...rest] = tag.toLowerCase().split(/[-_]/);
    if (base === "zh") return chineseScript(rest);
    if ((LANGUAGES as string[]).includes(base!)) return base as Language;
  }
  return "en";
}

/** Simplified or Traditional for a system tag's subtags after "zh": the script if named (zh-Hant-*, zh-Hans-*), else the region (Taiwan, Hong Kong and Macau write Traditional); plain "zh" is Simplified. */
function chineseScript(subtags: readonly string[]): Language {
  if (subtags.includes("hant")) return "zhHant";
  if (subtags.includes("hans")) return "zh";
  return subtags.some((s) => s === "tw" || s === "hk" || s === "mo") ? "zhHant" : "zh";
}
