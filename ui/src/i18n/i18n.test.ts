import { readFileSync, readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { en } from "./en";
import { LANGUAGES, TABLES, format, resolveLanguage } from "./tables";

const SRC = join(__dirname, "..");
const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

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

  it("has every key in every language, non-empty, with the same placeholders", () => {
    for (const lang of LANGUAGES) {
      const table = TABLES[lang] as Record<string, string>;
      expect(Object.keys(table).sort(), lang).toEqual(keys);
      for (const k of keys) {
        expect(table[k]!.trim().length, `${lang} ${k}`).toBeGreaterThan(0);
        expect(placeholders(table[k]!), `${lang} ${k}`).toEqual(placeholders(en[k as keyof typeof en]));
      }
    }
  });

  it("is really translated (every other language differs from English in most entries)", () => {
    for (const lang of LANGUAGES.filter((l) => l !== "en")) {
      const same = keys.filter((k) => TABLES[lang][k as keyof typeof en] === en[k as keyof typeof en]);
      // Only language names, the pychess.org profile name and patterns without words (placeholders and punctuation, e.g. "{side} {role}") may stay the same.
      const wordless = (k: string) => !/\p{L}/u.test(en[k as keyof typeof en].replace(/\{\w+\}/g, ""));
      expect(same.every((k) => k.startsWith("lang.") || k === "profile.janggi-fairy-stockfish" || wordless(k)), `${lang}: ${same.join(", ")}`).toBe(true);
    }
  });

  it("uses the Korean Janggi terms", () => {
    const ko = Object.values(TABLES.ko).join(" ");
    for (const term of ["장군", "멍군", "한수쉼", "빅장", "초", "한"]) expect(ko).toContain(term);
  });

  it("uses the Chinese Xiangqi terms and glosses the Janggi ones", () => {
    const zh = Object.values(TABLES.zh).join(" ");
    for (const term of ["将军", "绝杀", "困毙", "长将", "蹩马腿", "塞象眼", "红方", "黑方", "帅", "仕", "相", "炮", "楚（초）", "汉（한）", "빅장", "한수쉼", "멱"]) expect(zh).toContain(term);
    // Simplified, not Traditional, in running text (the glossary may quote the Traditional form).
    expect(TABLES.zh["game.moves"]).toBe("棋谱");
    const screens = Object.entries(TABLES.zh).filter(([k]) => /^(game|end|setup|settings|home|error|records|stats|replay)\./.test(k));
    for (const [k, v] of screens) expect(v, k).not.toMatch(/[車馬將帥砲過這們個對戰勝負譜設]/u);
  });

  it("uses the Russian names and glosses the Korean terms", () => {
    const ru = Object.values(TABLES.ru).join(" ");
    for (const term of ["Чо (초)", "Хан (한)", "пикчан", "빅장", "한수쉼", "мёк", "мат", "пат", "колесница", "пушка", "сянци", "красные"]) expect(ru.toLowerCase()).toContain(term.toLowerCase());
    const screens = Object.entries(TABLES.ru).filter(([k]) => /^(game|end|setup|settings|home|error)\./.test(k) && !k.startsWith("game.janggi.sub"));
    for (const [k, v] of screens) expect(/\p{Script=Cyrillic}|^[\d\s{}\w.:·–-]*$/u.test(v), `${k}: ${v}`).toBe(true);
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
    expect(resolveLanguage(null, ["ru-RU"])).toBe("ru");
    expect(resolveLanguage(null, ["uk-UA", "ru"])).toBe("ru");
    expect(resolveLanguage(null, ["fr-FR", "de"])).toBe("en");
    expect(resolveLanguage(null, [])).toBe("en");
    expect(resolveLanguage("ja", ["ko-KR"])).toBe("ja");
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
    const allowed = new Set(["i18n/ko.ts", "i18n/ja.ts", "i18n/zh.ts", "i18n/ru.ts", "i18n/en.ts", "board/faces.ts"]);
    const cjk = /[\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u;
    const offenders = files(SRC, /\.(ts|svelte)$/)
      .filter((f) => !allowed.has(relative(SRC, f)) && !/^i18n\/(en|ko|ja|zh|ru)-[\w-]+\.ts$/.test(relative(SRC, f)))
      .filter((f) => cjk.test(readFileSync(f, "utf8").replace(/\/\*[\s\S]*?\*\//g, "").replace(/\/\/.*$/gm, "").replace(/<!--[\s\S]*?-->/g, "")));
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
