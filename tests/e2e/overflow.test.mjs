// End to end: on a 360x740 phone, in every language the app offers, no
// screen cuts its text (issue 27). Every screen is walked — Home, the new
// game's setup, a game, Records (games and statistics), a replay and its
// review, Settings,
// the tutorial's list and a lesson, the guide, both puzzle screens, the
// LAN screen, the analysis board and the position editor — and the test
// fails on
// - a page wider than the phone (a sideways scroll),
// - a box that hides its overflow with more text than room (scroll size
//   against client size), or a block whose text spills out of it,
// - a word broken inside (Korean wraps between words, `keep-all`; English
//   and Russian words wrap whole, or at a hyphen). Chinese and Japanese break
//   between characters by design, so only the first two apply to them.
// In every language but English the same walk fails on an English word
// (issue 29): any run of two or more Latin letters in the text shown, or in
// an aria-label, title or placeholder, outside LATIN_ALLOWED (format and
// protocol names, units) and outside tokens that are data (a file name, an
// address, a move like 02H83 or C2.5: anything with a digit, dot, slash,
// colon or @).
// Screenshots of what failed: $SHOTS/overflow-<lang>-<screen>.png.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { connect, bind } from "./support.mjs";

const DEFAULTS = JSON.parse(
  readFileSync(
    new URL("../../ui/src/ipc/bindings/defaultSettings.json", import.meta.url),
    "utf8",
  ),
);
const LANGUAGES = ["en", "ko", "ja", "zh", "zhHant", "ru"];
const PHONE = { width: 360, height: 740 };
/**
 * Latin words a non-English screen may show: names of formats and protocols
 * that have no translation (FEN, PGN, UCI, WXF, ICCS, .gib, XQF, CBR/CBL),
 * the Elo scale, byte units, the rule sets' own names (AXF, Kakao), and the
 * games' romanised names where a subtitle gives them beside the native one.
 */
const LATIN_ALLOWED = new Set([
  "FEN", "PGN", "UCI", "WXF", "ICCS", "GIB", "gib", "XQF", "CBR", "CBL", "Elo",
  "MiB", "KiB", "AXF", "Kakao", "Janggi", "Xiangqi",
  // English's own name in the language menu; Wi-Fi, written so everywhere;
  // the Latin Janggi notation's pass; the Korean rule words romanised beside
  // their Hangul in the Chinese guide (장군 janggun, 멍군 meonggun, 빅장 bikjang).
  "English", "Wi-Fi", "pass", "janggun", "meonggun", "bikjang",
  // Names: the engine the rule sets are checked against.
  "Fairy-Stockfish",
]);

let browser;
const {
  invoke,
  shot,
  setSize,
  click: clickOnce,
  reloadAt,
} = bind(() => browser);
let finished = null;

before(async () => {
  browser = await connect();
  await (await browser.$("button.start")).waitForClickable({ timeout: 30000 });
  await setSize(PHONE);
  // A finished game for the records and the replay.
  await invoke("new_game", {
    options: {
      variant: "xiangqi",
      mode: { type: "twoPlayers" },
      profile: "xiangqi",
      moveTimerSecs: null,
    },
  });
  await invoke("make_move", { from: 19, to: 22 });
  await invoke("resign", {});
  finished = (await invoke("list_games", {})).games[0].id;
});

after(async () => {
  if (browser) {
    await invoke("set_settings", { settings: DEFAULTS }).catch(() => {});
    await invoke("resign").catch(() => {});
    if (finished !== null)
      await invoke("delete_game", { id: finished }).catch(() => {});
  }
  await browser?.deleteSession().catch(() => {});
});

/** Everything cut on the page as it is now, one line each. */
function cuts() {
  return browser.execute(() => {
    const out = [];
    const lang = document.documentElement.lang;
    const wordsWrapWhole = !/^(zh|ja)/.test(lang);
    const say = (el) =>
      JSON.stringify((el.textContent ?? "").trim().slice(0, 60));
    const se = document.scrollingElement;
    if (se.scrollWidth > window.innerWidth + 1)
      out.push(
        `the page is wider than the screen: ${se.scrollWidth} > ${window.innerWidth}`,
      );
    for (const el of document.querySelectorAll("body *")) {
      if (
        el.closest(
          "svg, canvas, [aria-hidden=true], .sr-only, .visually-hidden",
        )
      )
        continue;
      const texts = [...el.childNodes].filter(
        (n) => n.nodeType === Node.TEXT_NODE && n.textContent.trim(),
      );
      if (texts.length === 0) continue;
      const cs = getComputedStyle(el);
      if (
        cs.display === "none" ||
        cs.visibility === "hidden" ||
        cs.display === "contents"
      )
        continue;
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      if (cs.display !== "inline") {
        const clipsX = /hidden|clip/.test(cs.overflowX);
        const clipsY = /hidden|clip/.test(cs.overflowY);
        if (clipsX && el.scrollWidth > el.clientWidth + 1)
          out.push(
            `clipped across (${el.scrollWidth} > ${el.clientWidth}): ${say(el)}`,
          );
        if (clipsY && el.scrollHeight > el.clientHeight + 1)
          out.push(
            `clipped down (${el.scrollHeight} > ${el.clientHeight}): ${say(el)}`,
          );
        if (
          cs.overflowX === "visible" &&
          el.scrollWidth > el.clientWidth + 1 &&
          el.clientWidth > 0
        )
          out.push(
            `spills out sideways (${el.scrollWidth} > ${el.clientWidth}): ${say(el)}`,
          );
      }
      if (!wordsWrapWhole) continue;
      // A word is broken when a piece of it (split at hyphens and slashes,
      // where a break is allowed) spans two line boxes.
      for (const node of texts) {
        const text = node.textContent;
        // Chinese characters, kana and full-width forms may break anywhere.
        for (const m of text.matchAll(
          /[^\s\-\u2010\u2013\u2014/\u00ad\u3000-\u9fff\uac00-\ud7af\uff00-\uffef]+|[\uac00-\ud7af]+/g,
        )) {
          const range = document.createRange();
          range.setStart(node, m.index);
          range.setEnd(node, m.index + m[0].length);
          const lines = new Set(
            [...range.getClientRects()]
              .filter((q) => q.width > 0)
              .map((q) => Math.round(q.top)),
          );
          if (lines.size > 1)
            out.push(`word broken across lines: "${m[0]}" in ${say(el)}`);
        }
      }
    }
    return out;
  });
}

/** Latin-script words on the page outside `allowed` (see LATIN_ALLOWED), each with where it stands. */
function english(allowed) {
  return browser.execute((allowed) => {
    const ok = new Set(allowed);
    const out = [];
    const check = (text, where) => {
      for (const raw of text.split(/[\s\u3000]+/)) {
        // Quotes, brackets and sentence punctuation around a word are not
        // part of it ("larger." is a word); a slash is (a folder's name).
        const token = raw.replace(/^[^A-Za-z0-9/]+/, "").replace(/[^A-Za-z0-9/]+$/, "");
        if (ok.has(token)) continue;
        if (/[0-9.\/:@]/.test(token)) continue; // data: a file, an address, a move
        for (const [w] of token.matchAll(/[A-Za-z]{2,}/g))
          if (!ok.has(w)) out.push(`English "${w}" in ${where}`);
      }
    };
    for (const el of document.querySelectorAll("body *")) {
      if (el.closest("svg, canvas, [aria-hidden=true], script, style")) continue;
      const cs = getComputedStyle(el);
      if (cs.display === "none" || cs.visibility === "hidden") continue;
      for (const n of el.childNodes)
        if (n.nodeType === Node.TEXT_NODE && n.textContent.trim())
          check(n.textContent, JSON.stringify(n.textContent.trim().slice(0, 60)));
      for (const a of ["aria-label", "title", "placeholder", "alt"]) {
        const v = el.getAttribute(a);
        if (v) check(v, `${a} ${JSON.stringify(v.slice(0, 60))}`);
      }
    }
    return [...new Set(out)];
  }, [...allowed]);
}

/** Opens `hash` in a fresh page and waits for `ready` (a screenshot if it does not come). */
async function open(hash, ready) {
  try {
    await reloadAt(hash, ready);
  } catch (e) {
    await shot(`overflow-lost-${hash.replace(/\W/g, "") || "home"}`);
    throw new Error(
      `${hash || "home"}: ${ready} did not appear (at ${await browser.execute(() => location.href)})`,
      { cause: e },
    );
  }
  await browser.pause(300); // fonts and one layout
}

async function click(selector) {
  await clickOnce(selector);
  await browser.pause(300);
}

/** The screens, each a name and how to get there. */
const SCREENS = [
  ["home", () => open("", ".screen.home button.start")],
  [
    "setup",
    async () => {
      await invoke("new_game", {
        options: {
          variant: "janggi",
          mode: { type: "vsComputer", level: 3, humanSide: "first" },
          profile: "janggi-standard",
          moveTimerSecs: null,
        },
      });
      await open("#setup", ".screen.setup");
    },
  ],
  [
    "game",
    async () => {
      await invoke("new_game", {
        options: {
          variant: "janggi",
          mode: { type: "twoPlayers" },
          profile: "janggi-standard",
          moveTimerSecs: null,
        },
      });
      await invoke("choose_setup", {
        side: "second",
        setup: "horseElephantHorseElephant",
      });
      await invoke("choose_setup", {
        side: "first",
        setup: "horseElephantHorseElephant",
      });
      await open("#game", ".screen.game .board-host svg");
    },
  ],
  ["records", () => open("#records", ".screen.records")],
  [
    "statistics",
    async () => {
      await open("#records", ".screen.records");
      await click("[data-tab=stats]");
    },
  ],
  [
    "replay",
    async () => {
      await open("#records", ".screen.records");
      await click(`li[data-game-id="${finished}"] [data-action=replay]`);
      await (await browser.$("main.replay")).waitForExist({ timeout: 10000 });
    },
  ],
  [
    "review",
    async () => {
      await open("#records", ".screen.records");
      await click(`li[data-game-id="${finished}"] [data-action=replay]`);
      await click("[data-action=replay-review]");
      await browser.waitUntil(
        async () =>
          (await browser.$("main.review")).isExisting() &&
          (await (
            await browser.$("main.review")
          ).getAttribute("data-state")) === "done",
        {
          timeout: 30000,
          timeoutMsg: "the review finished",
        },
      );
      await click(".movelist .mv[data-ply='0']");
    },
  ],
  ["settings", () => open("#settings", ".screen.settings")],
  ["tutorial", () => open("#tutorial", ".screen.tutorial")],
  [
    "lesson",
    async () => {
      await open("#tutorial", ".screen.tutorial");
      await click(".screen.tutorial .lesson-list button.lesson");
      await (
        await browser.$(".screen.tutorial main.lesson-main")
      ).waitForExist({ timeout: 10000 });
    },
  ],
  ["guide", () => open("#guide", ".screen.guide")],
  ["puzzles-janggi", () => open("#puzzles/janggi", ".screen.puzzles")],
  ["puzzles-xiangqi", () => open("#puzzles/xiangqi", ".screen.puzzles")],
  ["lan", () => open("#lan", ".screen.lan")],
  [
    "analysis",
    async () => {
      await open("", ".screen.home button.start");
      await click("[data-action=analysis][data-analysis=janggi]");
      await (
        await browser.$("main.analysis")
      ).waitForDisplayed({ timeout: 10000 });
      await browser.pause(600); // the engine's first lines
    },
  ],
  [
    "editor",
    async () => {
      await click("[data-action=edit-position]");
      await (
        await browser.$("main.editor")
      ).waitForDisplayed({ timeout: 10000 });
      await click(".pal[data-side=first][data-role=general]");
      await click(".spot[data-square='0']"); // an illegal position: its reason shown
    },
  ],
];

test("the checker sees a clipped box, a spilling block and a broken word", async () => {
  await open("", ".screen.home button.start");
  await browser.execute(() => {
    // Styled through the CSSOM: the CSP refuses style attributes.
    const probe = document.createElement("div");
    probe.id = "overflow-probe";
    const add = (text, style, lang) => {
      const d = document.createElement("div");
      d.textContent = text;
      Object.assign(d.style, style);
      if (lang) d.lang = lang;
      probe.append(d);
    };
    add("a long clipped line", {
      width: "60px",
      overflow: "hidden",
      whiteSpace: "nowrap",
    });
    add("a spilling line", { width: "60px", whiteSpace: "nowrap" });
    add("Подсказка", { width: "40px", wordBreak: "break-all" });
    add("필요없습니다", { width: "30px", wordBreak: "break-all" }, "ko");
    document.body.prepend(probe);
  });
  const found = (await cuts()).join("\n");
  await browser.execute(() =>
    document.getElementById("overflow-probe").remove(),
  );
  assert.match(found, /clipped across .*a long clipped line/);
  assert.match(found, /spills out sideways .*a spilling line/);
  assert.match(found, /word broken across lines: "Подсказка"/);
  assert.match(found, /word broken across lines: "필요없습니다"/);
});

test("the checker sees an English word in a Korean page, and lets data and format names pass", async () => {
  await invoke("set_settings", { settings: { ...DEFAULTS, language: "ko" } });
  await open("", ".screen.home button.start");
  await browser.execute(() => {
    const probe = document.createElement("div");
    probe.id = "english-probe";
    probe.textContent = "가져오지 못했습니다: the file is larger. FEN 02H83 C2.5 games.gib 192.168.0.2:7777";
    probe.setAttribute("aria-label", "Close");
    document.body.prepend(probe);
  });
  const found = (await english(LATIN_ALLOWED)).join("\n");
  await browser.execute(() => document.getElementById("english-probe").remove());
  for (const w of ["the", "file", "is", "larger", "Close"]) assert.match(found, new RegExp(`English "${w}"`));
  for (const w of ["FEN", "H", "games", "gib"]) assert.doesNotMatch(found, new RegExp(`English "${w}"`));
  await invoke("set_settings", { settings: DEFAULTS });
});

for (const lang of LANGUAGES) {
  test(`${lang}: no screen cuts its text at 360x740${lang === "en" ? "" : ", none shows English"}`, async () => {
    await invoke("set_settings", { settings: { ...DEFAULTS, language: lang } });
    await setSize(PHONE);
    const problems = [];
    for (const [name, go] of SCREENS) {
      await go();
      const found = await cuts();
      if (lang !== "en") found.push(...(await english(LATIN_ALLOWED)));
      if (found.length > 0) {
        problems.push(...found.map((f) => `${name}: ${f}`));
        await shot(`overflow-${lang}-${name}`);
      }
    }
    await invoke("resign").catch(() => {});
    assert.deepEqual(problems, [], `${lang}: text cut at 360x740, or English shown`);
  });
}
