// Number formats shared by the screens.
import type { Language } from "../ipc/types";
import { language } from "../i18n/index.svelte";
import { localeOf } from "../i18n/tables";

const pointFormats = new Map<Language, Intl.NumberFormat>();

/**
 * A point total as shown to the player, in the UI language unless `lang` is
 * given: whole numbers bare, Han's half point as one decimal with the
 * language's decimal sign (72; 73.5 in English, 73,5 in Russian).
 */
export function formatPoints(n: number, lang: Language = language()): string {
  let f = pointFormats.get(lang);
  if (!f) pointFormats.set(lang, (f = new Intl.NumberFormat(localeOf(lang), { maximumFractionDigits: 1, useGrouping: false })));
  return f.format(n);
}
