import { readFileSync, readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { en } from "./en";
import type { Category, Key, Text } from "./tables";
import { TABLES } from "./all";
import { EXTRA_ARGS, LANGUAGES, format, formatNumber, localeOf, resolveLanguage } from "./tables";
import type { AppErrorKind } from "../ipc/types";
import { CHOICES } from "../ipc/types";
import { errorKey, errorParams } from "../labels";

const SRC = join(__dirname, "..");
const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).sort();
/** The texts of a table value: the string, or every form of a plural object. */
const textsOf = (v: Text): string[] => (typeof v === "string" ? [v] : Object.values(v));
/** Placeholders used anywhere in a value (any form), sorted, without repeats. */
const usedArgs = (v: Text) => [...new Set(textsOf(v).flatMap(placeholders))].sort();
const KEYS = Object.keys(en) as Key[];

function files(dir: string, ext: RegExp): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) return name === "fixtures" ? [] : files(p, ext);
    return ext.test(name) && !name.endsWith(".test.ts") ? [p] : [];
  });
}

/** Removes `{ ... }` expressions (nested), keeping everything else. */
function stripBraces(s: string): string {
  let out = "";
  let depth = 0;
  for (const ch of s) {
    if (ch === "{") depth++;
    if (depth === 0) out += ch;
    if (ch === "}" && depth > 0) depth--;
  }
  return out;
}

/** Literal text a player could see in a component's markup. */
export function visibleLiterals(source: string): string[] {
  let s = source
    .replace(/<script[\s\S]*?<\/script>/g, "")
    .replace(/<style[\s\S]*?<\/style>/g, "")
    .replace(/<!--[\s\S]*?-->/g, "");
  s = stripBraces(s);
  const found: string[] = [];
  for (const m of s.matchAll(/\s(title|aria-label|placeholder|alt|label)="([^"]*)"/g)) {
    if (/\p{L}/u.test(m[2]!)) found.push(`${m[1]}="${m[2]}"`);
  }
  const text = s.replace(/<[^>]*>/g, "\n");
  for (const line of text.split("\n")) {
    const t = line.trim();
    if (t && /\p{L}/u.test(t)) found.push(t);
  }
  return found;
}

describe("translation tables", () => {
  const keys = Object.keys(en).sort();

  it("has every key in every language, non-empty, with the same placeholders (in every plural form; extra arguments only where EXTRA_ARGS allows)", () => {
    for (const lang of LANGUAGES) {
      const table = TABLES[lang];
      expect(Object.keys(table).sort(), lang).toEqual(keys);
      for (const k of KEYS) {
        for (const text of textsOf(table[k])) expect(text.trim().length, `${lang} ${k}`).toBeGreaterThan(0);
        const extra = EXTRA_ARGS[k] ?? [];
        const own = usedArgs(table[k]).filter((a) => !extra.includes(a));
        expect(own, `${lang} ${k}`).toEqual(usedArgs(en[k]).filter((a) => !extra.includes(a)));
      }
    }
  });

  it("is really translated (every other language differs from English in most entries)", () => {
    for (const lang of LANGUAGES.filter((l) => l !== "en")) {
      const same = KEYS.filter((k) => JSON.stringify(TABLES[lang][k]) === JSON.stringify(en[k]));
      // Only language names, the pychess.org profile name and patterns without words (placeholders and punctuation, e.g. "{side} {role}") may stay the same.
      const wordless = (k: Key) =>
        !/\p{L}/u.test(
          textsOf(en[k])
            .join(" ")
            .replace(/\{\w+\}/g, ""),
        );
      expect(
        same.every((k) => k.startsWith("lang.") || k === "profile.janggi-fairy-stockfish" || wordless(k)),
        `${lang}: ${same.join(", ")}`,
      ).toBe(true);
    }
  });

  it("uses the Korean Janggi terms", () => {
    const ko = Object.values(TABLES.ko).flatMap(textsOf).join(" ");
    for (const term of ["장군", "멍군", "한수쉼", "빅장", "초", "한"]) expect(ko).toContain(term);
  });

  it("uses the Chinese Xiangqi terms and glosses the Janggi ones", () => {
    const zh = Object.values(TABLES.zh).flatMap(textsOf).join(" ");
    for (const term of [
      "将军",
      "绝杀",
      "困毙",
      "长将",
      "蹩马腿",
      "塞象眼",
      "红方",
      "黑方",
      "帅",
      "仕",
      "相",
      "炮",
      "楚（초）",
      "汉（한）",
      "빅장",
      "한수쉼",
      "멱",
    ])
      expect(zh).toContain(term);
    // Simplified, not Traditional, in running text (the glossary may quote the Traditional form).
    expect(TABLES.zh["game.moves"]).toBe("棋谱");
    const screens = Object.entries(TABLES.zh).filter(([k]) => /^(game|end|setup|settings|home|error|records|stats|replay)\./.test(k));
    for (const [k, v] of screens) for (const text of textsOf(v)) expect(text, k).not.toMatch(/[車馬將帥砲過這們個對戰勝負譜設]/u);
  });

  it("has Traditional Chinese with the Taiwanese Xiangqi and computing words", () => {
    const all = Object.values(TABLES.zhHant).flatMap(textsOf).join(" ");
    for (const term of [
      "將軍",
      "將死",
      "困斃",
      "長將",
      "蹩馬腿",
      "塞象眼",
      "紅方",
      "黑方",
      "帥",
      "仕",
      "相",
      "俥",
      "傌",
      "砲",
      "停一手",
      "回放",
      "復盤",
      "布置",
      "將帥不能照面",
      "設定",
      "檔案",
      "빅장",
      "한수쉼",
      "멱",
    ])
      expect(all, term).toContain(term);
    // Traditional characters and Taiwanese words, not Simplified ones or mainland computing words, anywhere.
    for (const [k, v] of Object.entries(TABLES.zhHant)) {
      if (k === "lang.zh") continue; // the Simplified table's own name
      for (const text of textsOf(v)) {
        expect(text, k).not.toMatch(/[车马将帅这们个对战胜负谱设门问间时长发开关过还进选择为从让认输说读写简体对图见页网启]/u);
        expect(text, k).not.toMatch(/设置|文件|软件|数据|默认|屏幕|网络|信息|谜题|停着|对面笑|将杀|程序|视频|鼠标|菜单|窗口/u);
      }
    }
    // The review's findings for the Simplified table, applied here from the start.
    expect(TABLES.zhHant["records.replay"]).toBe("回放");
    expect(TABLES.zhHant["review.open"]).toContain("復盤");
    expect(TABLES.zhHant["side.janggi.first"]).not.toMatch(/\p{Script=Hangul}/u);
    expect(format("zhHant", "end.wins", { side: TABLES.zhHant["side.janggi.second"] })).not.toMatch(/\p{Script=Hangul}/u);
  });

  it("uses the Russian names and glosses the Korean terms", () => {
    const ru = Object.values(TABLES.ru).flatMap(textsOf).join(" ");
    for (const term of ["Чо (초)", "Хан (한)", "пикчан", "빅장", "한수쉼", "мёк", "мат", "пат", "колесница", "пушка", "сянци", "красные"])
      expect(ru.toLowerCase()).toContain(term.toLowerCase());
    const screens = Object.entries(TABLES.ru).filter(([k]) => /^(game|end|setup|settings|home|error)\./.test(k) && !k.startsWith("game.janggi.sub"));
    for (const [k, v] of screens) for (const text of textsOf(v)) expect(/\p{Script=Cyrillic}|^[\d\s{}\w.:·–-]*$/u.test(text), `${k}: ${text}`).toBe(true);
  });

  it("formats placeholders", () => {
    expect(format("en", "game.toMove", { side: "Cho" })).toBe("Cho to move");
    expect(format("ko", "game.points", { n: 73.5 })).toBe("73.5점");
    expect(format("ja", "timer.secs", { n: 90 })).toBe("90秒");
  });

  it("follows the system language unless a language is set", () => {
    expect(resolveLanguage(null, ["ko-KR", "en-US"])).toBe("ko");
    expect(resolveLanguage(null, ["ja"])).toBe("ja");
    expect(resolveLanguage(null, ["zh-CN", "en"])).toBe("zh");
    expect(resolveLanguage(null, ["zh_Hans_SG"])).toBe("zh");
    expect(resolveLanguage(null, ["zh"])).toBe("zh");
    expect(resolveLanguage(null, ["zh-SG"])).toBe("zh");
    expect(resolveLanguage(null, ["zh-Hans"])).toBe("zh");
    expect(resolveLanguage(null, ["zh-Hans-HK"])).toBe("zh"); // the script wins over the region
    expect(resolveLanguage(null, ["zh-TW", "en"])).toBe("zhHant");
    expect(resolveLanguage(null, ["zh-HK"])).toBe("zhHant");
    expect(resolveLanguage(null, ["zh_MO"])).toBe("zhHant");
    expect(resolveLanguage(null, ["zh-Hant"])).toBe("zhHant");
    expect(resolveLanguage(null, ["zh-Hant-CN"])).toBe("zhHant");
    expect(resolveLanguage(null, ["zh-hant-tw"])).toBe("zhHant");
    expect(resolveLanguage(null, ["fr-FR", "zh-TW"])).toBe("zhHant");
    expect(resolveLanguage("zh", ["zh-TW"])).toBe("zh");
    expect(resolveLanguage(null, ["ru-RU"])).toBe("ru");
    expect(resolveLanguage(null, ["uk-UA", "ru"])).toBe("ru");
    expect(resolveLanguage(null, ["fr-FR", "de"])).toBe("en");
    expect(resolveLanguage(null, [])).toBe("en");
    expect(resolveLanguage("ja", ["ko-KR"])).toBe("ja");
  });
});

describe("counts: plural forms and numbers", () => {
  const isPlural = (k: Key) => LANGUAGES.some((lang) => typeof TABLES[lang][k] !== "string");
  const pluralKeys = KEYS.filter(isPlural);
  const cldr = (lang: (typeof LANGUAGES)[number]) => [...new Intl.PluralRules(localeOf(lang)).resolvedOptions().pluralCategories].sort();
  /** Every argument a key's call site passes: the English text's placeholders and the key's EXTRA_ARGS. */
  const argsOf = (k: Key) => [...new Set([...usedArgs(en[k]), ...(EXTRA_ARGS[k] ?? [])])].sort();

  it("has a plural object for every key that counts something", () => {
    expect(pluralKeys.sort()).toEqual([
      "game.points",
      "guide.search.results",
      "home.continue.moves",
      "keep.body",
      "puzzles.task.mate",
      "puzzles.task.points",
      "review.eval.lead",
      "review.eval.mate",
    ]);
  });

  it("gives every plural key exactly the CLDR categories of each language", () => {
    expect(cldr("ru")).toEqual(["few", "many", "one", "other"]);
    expect(cldr("en")).toEqual(["one", "other"]);
    for (const lang of ["ko", "ja", "zh", "zhHant"] as const) expect(cldr(lang)).toEqual(["other"]);
    for (const k of pluralKeys) {
      for (const lang of LANGUAGES) {
        const v = TABLES[lang][k];
        expect(typeof v, `${lang} ${k}`).toBe("object");
        expect(Object.keys(v).sort(), `${lang} ${k}`).toEqual(cldr(lang));
      }
    }
  });

  it("leaves the count out of a form only when that form stands for a single number", () => {
    const samples = [...Array.from({ length: 1001 }, (_, i) => i), 0.5, 1.5, 2.5, 73.5];
    for (const k of pluralKeys) {
      for (const lang of LANGUAGES) {
        for (const [cat, text] of Object.entries(TABLES[lang][k])) {
          if (placeholders(text).includes("n")) continue;
          const covered = samples.filter((n) => new Intl.PluralRules(localeOf(lang)).select(n) === (cat as Category));
          expect(covered.length, `${lang} ${k} ${cat} has no {n} but stands for ${covered.slice(0, 5).join(", ")}…`).toBe(1);
        }
      }
    }
  });

  it("fills every placeholder of every plural key for any count in every language", () => {
    for (const k of pluralKeys) {
      for (const lang of LANGUAGES) {
        for (const n of [0, 1, 2, 3, 4, 5, 11, 12, 21, 22, 25, 101, 111, 1.5, 73.5]) {
          const params: Record<string, string | number> = { n };
          for (const a of argsOf(k)) if (a !== "n") params[a] = a === "plies" ? 2 * n - 1 : "X";
          const out = format(lang, k, params);
          expect(out, `${lang} ${k} ${n}`).not.toMatch(/[{}]/);
          expect(out.length, `${lang} ${k} ${n}`).toBeGreaterThan(0);
        }
      }
    }
  });

  it("counts moves played in English and Russian", () => {
    const en1 = format("en", "home.continue.moves", { game: "Janggi", n: 1 });
    expect(en1).toBe("Janggi · 1 move played");
    expect(format("en", "home.continue.moves", { game: "Janggi", n: 2 })).toBe("Janggi · 2 moves played");
    expect(format("en", "keep.body", { game: "Janggi", n: 1 })).toBe("Janggi · 1 move played. What should happen to it?");
    expect(format("en", "keep.body", { game: "Janggi", n: 40 })).toBe("Janggi · 40 moves played. What should happen to it?");
    const ru = (n: number) => format("ru", "home.continue.moves", { game: "Чанги", n });
    expect(ru(1)).toBe("Чанги · сыгран 1 ход");
    expect(ru(2)).toBe("Чанги · сыграно 2 хода");
    expect(ru(5)).toBe("Чанги · сыграно 5 ходов");
    expect(ru(11)).toBe("Чанги · сыграно 11 ходов");
    expect(ru(21)).toBe("Чанги · сыгран 21 ход");
    expect(ru(22)).toBe("Чанги · сыграно 22 хода");
    expect(format("ru", "keep.body", { game: "Чанги", n: 5 })).toBe("Чанги · сыграно 5 ходов. Что с ней сделать?");
    expect(format("ja", "home.continue.moves", { game: "チャンギ", n: 1 })).toBe("チャンギ · 1手まで");
  });

  it("counts search results, puzzle moves and points", () => {
    expect(format("en", "guide.search.results", { n: 1, q: "cannon" })).toBe("1 result for “cannon”");
    expect(format("en", "guide.search.results", { n: 3, q: "cannon" })).toBe("3 results for “cannon”");
    expect(format("ru", "guide.search.results", { n: 21, q: "пушка" })).toBe("По запросу «пушка» найден 21 результат");
    expect(format("ru", "guide.search.results", { n: 3, q: "пушка" })).toBe("По запросу «пушка» найдено 3 результата");
    expect(format("ru", "guide.search.results", { n: 12, q: "пушка" })).toBe("По запросу «пушка» найдено 12 результатов");
    expect(format("en", "puzzles.task.mate", { n: 1, plies: 1 })).toBe("Checkmate in one move.");
    expect(format("en", "puzzles.task.mate", { n: 3, plies: 5 })).toBe("Checkmate in 3 moves.");
    expect(format("ru", "puzzles.task.mate", { n: 1, plies: 1 })).toBe("Поставьте мат за 1 ход.");
    expect(format("ru", "puzzles.task.mate", { n: 2, plies: 3 })).toBe("Поставьте мат не более чем за 2 хода.");
    expect(format("ru", "puzzles.task.mate", { n: 5, plies: 9 })).toBe("Поставьте мат не более чем за 5 ходов.");
    expect(format("en", "puzzles.task.points", { n: 1 })).not.toMatch(/\b1 (plies|moves)\b/);
    expect(format("en", "puzzles.task.points", { n: 3 })).toContain("in 3 moves");
    expect(format("ru", "puzzles.task.points", { n: 1 })).toMatch(/^Через 1 ход /);
    expect(format("ru", "puzzles.task.points", { n: 3 })).toMatch(/^Через 3 хода /);
    expect(format("ru", "puzzles.task.points", { n: 5 })).toMatch(/^Через 5 ходов /);
    expect(format("en", "game.points", { n: 72 })).toBe("72 points");
    expect(format("en", "game.points", { n: 1.5 })).toBe("1.5 points");
    expect(format("ru", "game.points", { n: 71 })).toBe("71 очко");
    expect(format("ru", "game.points", { n: 72 })).toBe("72 очка");
    expect(format("ru", "game.points", { n: 65 })).toBe("65 очков");
    expect(format("ru", "game.points", { n: 73.5 })).toBe("73,5 очка");
  });

  it("counts a mate in plies in Japanese (3手詰め is a mate in 2)", () => {
    for (let n = 1; n <= 5; n++) {
      const task = format("ja", "puzzles.task.mate", { n, plies: 2 * n - 1 });
      expect(task, `mate in ${n}`).toContain(`${2 * n - 1}手詰め`);
      expect(format("ja", `puzzles.theme.mate${n}` as Key), `theme mate${n}`).toBe(`${2 * n - 1}手詰め`);
      // The other languages count the solver's moves.
      expect(format("ko", `puzzles.theme.mate${n}` as Key)).toContain(String(n));
    }
    expect(format("ja", "puzzles.task.mate", { n: 2, plies: 3 })).toContain("3手");
  });

  it("writes numbers in the language's format", () => {
    expect(formatNumber("ru", 73.5)).toBe("73,5");
    expect(formatNumber("zhHant", 73.5)).toBe("73.5");
    expect(localeOf("zhHant")).toBe("zh-Hant");
    expect(localeOf("zh")).toBe("zh-Hans");
    expect(localeOf("ko")).toBe("ko");
    expect(formatNumber("en", 73.5)).toBe("73.5");
    expect(formatNumber("en", 72)).toBe("72");
    // No grouping: counts, ratings, puzzle ids and line numbers alike.
    expect(formatNumber("en", 12345)).toBe("12345");
    expect(formatNumber("ru", 12345)).toBe("12345");
    expect(format("ru", "tutorial.points", { first: 72, second: 73.5 })).toBe("Очки: Чо 72 – Хан 73,5");
    expect(format("en", "tutorial.points", { first: 72, second: 73.5 })).toBe("Points: Cho 72 – Han 73.5");
    // Strings are inserted as they are.
    expect(format("ru", "puzzles.ratingChange", { change: "+1.5" })).toContain("+1.5");
  });

  it("has no count left without plural forms in English or Russian running text", () => {
    // "{n} s" and "{n} с" are unit symbols; "{n} of"/"{n} из" put the count before a preposition.
    const allowed = new Set(["s", "of", "с", "из"]);
    for (const lang of ["en", "ru"] as const) {
      for (const k of KEYS) {
        const v = TABLES[lang][k];
        if (typeof v !== "string") continue;
        for (const m of v.matchAll(/\{n\} (\p{L}+)/gu)) expect(allowed.has(m[1]!), `${lang} ${k}: ${v}`).toBe(true);
      }
    }
  });
});

describe("call sites pass what the texts need", () => {
  /** The object literal after `(key, ` at `from`, with nested braces, or null when the call passes none. */
  function argsLiteral(src: string, from: number): string | null {
    const m = /^\s*,\s*\{/.exec(src.slice(from));
    if (!m) return null;
    let depth = 0;
    const start = from + m[0].length - 1;
    for (let i = start; i < src.length; i++) {
      if (src[i] === "{") depth++;
      if (src[i] === "}" && --depth === 0) return src.slice(start + 1, i);
    }
    return null;
  }
  /** Top-level property names of an object literal's body (`a: x, b, c: f({ d })` gives a, b, c). */
  function names(body: string): string[] {
    const parts: string[] = [];
    let depth = 0;
    let cur = "";
    for (const ch of body) {
      if ("({[".includes(ch)) depth++;
      if (")}]".includes(ch)) depth--;
      if (ch === "," && depth === 0) {
        parts.push(cur);
        cur = "";
      } else cur += ch;
    }
    parts.push(cur);
    return parts.map((p) => /^\s*(\w+)/.exec(p)?.[1]).filter((p): p is string => !!p);
  }

  const calls: { file: string; key: Key; passed: string[] | null }[] = [];
  for (const f of files(SRC, /\.(ts|svelte)$/)) {
    const src = readFileSync(f, "utf8");
    for (const m of src.matchAll(/\b(?:t|tr|format\(\s*\w+\s*,)\(?\s*"([\w.-]+)"/g)) {
      if (!(m[1]! in en)) continue;
      const body = argsLiteral(src, m.index! + m[0].length);
      calls.push({ file: relative(SRC, f), key: m[1] as Key, passed: body === null ? null : names(body) });
    }
  }

  it("finds the calls (the scanner works)", () => {
    expect(calls.length).toBeGreaterThan(100);
    expect(calls.find((c) => c.key === "keep.body")?.passed?.sort()).toEqual(["game", "n"]);
    expect(names(` game: t(\`game.\${v}\`), n: view.ply `)).toEqual(["game", "n"]);
    expect(names(`n, q: f({ a: 1, b }) `)).toEqual(["n", "q"]);
  });

  it("passes every placeholder a key's text uses (and the count for a plural key, plies where Japanese needs them)", () => {
    const missing: string[] = [];
    for (const c of calls) {
      const need = [...new Set([...LANGUAGES.flatMap((l) => usedArgs(TABLES[l][c.key])), ...(EXTRA_ARGS[c.key] ?? [])])];
      const lacking = need.filter((a) => !(c.passed ?? []).includes(a));
      if (lacking.length) missing.push(`${c.file}: ${c.key} lacks ${lacking.join(", ")}`);
    }
    expect(missing).toEqual([]);
  });
});

describe("no visible text outside the tables", () => {
  it("finds literal text when there is some (the scanner works)", () => {
    expect(visibleLiterals(`<button title="Undo">{t("game.undo")}</button>`)).toEqual([`title="Undo"`]);
    expect(visibleLiterals(`<p>Hello {name}</p>`)).toEqual(["Hello"]);
    expect(visibleLiterals(`<script>const a = "x";</script><p>{t("a")} — {b}</p>`)).toEqual([]);
  });

  const svelteFiles = files(SRC, /\.svelte$/);
  it("scans the components", () => {
    expect(svelteFiles.length).toBeGreaterThan(8);
  });
  for (const f of svelteFiles) {
    it(`${relative(SRC, f)} shows only translated text`, () => {
      expect(visibleLiterals(readFileSync(f, "utf8"))).toEqual([]);
    });
  }

  it("keeps Korean, Japanese and Chinese text in the tables (with their per-screen parts such as ko-guide.ts) and piece faces in board/faces.ts", () => {
    const allowed = new Set(["i18n/ko.ts", "i18n/ja.ts", "i18n/zh.ts", "i18n/zhHant.ts", "i18n/ru.ts", "i18n/en.ts", "board/faces.ts"]);
    const cjk = /[\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u;
    const offenders = files(SRC, /\.(ts|svelte)$/)
      .filter((f) => !allowed.has(relative(SRC, f)) && !/^i18n\/(en|ko|ja|zh|zhHant|ru)-[\w-]+\.ts$/.test(relative(SRC, f)))
      .filter((f) =>
        cjk.test(
          readFileSync(f, "utf8")
            .replace(/\/\*[\s\S]*?\*\//g, "")
            .replace(/\/\/.*$/gm, "")
            .replace(/<!--[\s\S]*?-->/g, ""),
        ),
      );
    expect(offenders.map((f) => relative(SRC, f))).toEqual([]);
  });

  it("uses only keys that exist", () => {
    const used = new Set<string>();
    for (const f of files(SRC, /\.(ts|svelte)$/)) {
      for (const m of readFileSync(f, "utf8").matchAll(/\bt\(\s*"([\w.-]+)"/g)) used.add(m[1]!);
    }
    expect(used.size).toBeGreaterThan(30);
    expect([...used].filter((k) => !(k in en))).toEqual([]);
  });
});

describe("errors", () => {
  // Every kind Rust can answer with (AppErrorKind): the compiler checks this
  // list is complete, the test that each has its text. The UI shows that
  // text, never Rust's English message.
  const KINDS: Record<AppErrorKind, true> = {
    noGame: true,
    badArgument: true,
    illegalMove: true,
    notYourTurn: true,
    gameOver: true,
    aiThinking: true,
    badHandicap: true,
    badClock: true,
    storage: true,
    fileTooLarge: true,
    fileUnreadable: true,
    badRecord: true,
    joinRefused: true,
    internal: true,
  };
  it("every error kind has its text in every language", () => {
    for (const kind of Object.keys(KINDS)) for (const lang of LANGUAGES) expect(TABLES[lang][`error.${kind}` as Key], `${lang} error.${kind}`).toBeTruthy();
  });
  it("the import limit is said with the number Rust gives", () => {
    // The limit is a real number from Rust (an absent one would read "undefined" on both sides).
    expect(CHOICES.maxImportMib).toBeGreaterThan(0);
    const e = { kind: "fileTooLarge" as const, message: "the file is larger than 16 MiB" };
    expect(format("ko", errorKey(e), errorParams(e))).toBe(`파일이 ${CHOICES.maxImportMib} MiB보다 큽니다.`);
    expect(format("en", errorKey(e), errorParams(e))).not.toContain("{mb}");
  });
});
