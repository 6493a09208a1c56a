// End to end: the rules guide in the real app (target/debug/janggi) under
// Xvfb, driven through tauri-driver by WebdriverIO; run by tests/e2e/run.sh
// (`node --test tests/e2e/`).
//
// Opens the guide from home, checks a diagram drawn from the generated data,
// searches the glossary, opens a term's diagram, switches the language to
// Korean, Japanese, Chinese and Russian in Settings (searching in each), and
// saves $SHOTS/guide-<lang>.png and glossary-<lang>.png at desktop size,
// phone-guide-<lang>.png at 360x740, and home-{zh,ru}.png. The language is
// set back to "auto" at the end so later suites see the default.
//
// Selectors are the language-independent hooks: [data-action=guide|settings|
// back|close-diagram], [data-guide-search], [data-guide-section=<id>],
// article[data-item=<id>], figure[data-diagram=<id>] (data-dots,
// data-captures), [data-term-diagram], [data-open-diagram], [data-language].
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync } from "node:fs";
import { connect, bind, SHOTS } from "./support.mjs";

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 360, height: 740 };
mkdirSync(SHOTS, { recursive: true });

let browser;
const { shot, setSize } = bind(() => browser);

before(async () => {
  browser = await connect();
  await (await browser.$("[data-action=guide]")).waitForClickable({ timeout: 20000 });
  await setSize(DESKTOP);
});

after(async () => {
  await browser?.deleteSession().catch(() => {});
});

async function click(selector) {
  const el = await browser.$(selector);
  await el.waitForClickable({ timeout: 10000 });
  await el.click();
}

/** Types into the guide's search box and waits for the results to settle. */
async function search(text) {
  const box = await browser.$("[data-guide-search]");
  await box.waitForDisplayed({ timeout: 10000 });
  await box.setValue(text);
  await browser.waitUntil(async () => (await (await browser.$("main.guide-main")).getAttribute("data-section")) === "search", {
    timeout: 5000,
    timeoutMsg: `search for ${text} did not start`,
  });
  await browser.pause(150);
}

async function clearSearch() {
  // One clear button, ours: a type=search field gets WebKit's own beside it.
  const field = await browser.execute(() => {
    const f = document.querySelector("[data-guide-search]");
    return { type: f.type, role: f.getAttribute("role") };
  });
  assert.deepEqual(field, { type: "text", role: "searchbox" }, "a text field with the search role");
  await shot("guide-search");
  await click("[data-action=clear-search]");
  await browser.waitUntil(async () => (await (await browser.$("main.guide-main")).getAttribute("data-section")) !== "search", { timeout: 5000 });
}

async function section(id) {
  await click(`[data-guide-section=${id}]`);
  await browser.waitUntil(async () => (await (await browser.$("main.guide-main")).getAttribute("data-section")) === id, { timeout: 5000 });
  await browser.execute(() => window.scrollTo(0, 0));
  await browser.pause(200);
}

/** Switches the language in Settings and comes back to the guide. */
async function language(lang, title) {
  await click("[data-action=settings]");
  await click(`[data-language=${lang}]`);
  await click("[data-action=back]");
  await (await browser.$("[data-guide-search]")).waitForDisplayed({ timeout: 10000 });
  await browser.waitUntil(async () => (await (await browser.$(".guide h1")).getText()) === title, {
    timeout: 5000,
    timeoutMsg: `guide title did not become ${title}`,
  });
}

/** Screenshots of the rules page (desktop and phone) and the glossary. */
async function pages(lang) {
  await section("rules-janggi");
  await shot(`guide-${lang}`);
  await setSize(PHONE);
  await shot(`phone-guide-${lang}`);
  await setSize(DESKTOP);
  await section("glossary");
  await shot(`glossary-${lang}`);
}

test("the guide opens from home with the Janggi rules and generated diagrams", async () => {
  await click("[data-action=guide]");
  await (await browser.$("[data-guide-search]")).waitForDisplayed({ timeout: 10000 });
  assert.equal(await (await browser.$("main.guide-main")).getAttribute("data-section"), "rules-janggi");
  // The horse diagram: five dots and one capture ring, as janggi-rules generated them.
  const horse = await browser.$("figure[data-diagram=j-horse]");
  assert.equal(await horse.getAttribute("data-dots"), "5");
  assert.equal((await horse.$$("circle.guide-dot")).length, 5);
  assert.equal((await horse.$$("circle.guide-capture")).length, 1);
  // Drawn by the board component.
  assert.ok(await (await horse.$("svg.board-svg")).isExisting());
  await pages("en");
});

test("searching the glossary finds myeok, highlights it, and its term opens the diagram", async () => {
  await search("myeok");
  const term = await browser.$("article[data-item=g-myeok]");
  assert.ok(await term.isExisting(), "g-myeok in the results");
  assert.match((await (await term.$("mark")).getText()).toLowerCase(), /myeok/);
  await click("article[data-item=g-myeok] [data-term-diagram]");
  const dialog = await browser.$("[data-open-diagram=j-horse]");
  await dialog.waitForDisplayed({ timeout: 5000 });
  assert.equal((await dialog.$$("circle.guide-dot")).length, 5);
  await click("[data-action=close-diagram]");
  await clearSearch();
  await search("zzqx");
  assert.equal(await (await browser.$("main.guide-main")).getAttribute("data-results"), "0");
  await clearSearch();
});

test("searching for a chase finds the AXF glossary term and its diagram", async () => {
  await search("chase");
  const term = await browser.$("article[data-item=g-chase]");
  assert.ok(await term.isExisting(), "g-chase in the results");
  assert.match(await term.getText(), /AXF/);
  await click("article[data-item=g-chase] [data-term-diagram]");
  const dialog = await browser.$("[data-open-diagram=x-chase]");
  await dialog.waitForDisplayed({ timeout: 5000 });
  await shot("guide-chase");
  await click("[data-action=close-diagram]");
  // The term sits far down the results: back up to the search box.
  await browser.execute(() => document.querySelector("[data-guide-search]").scrollIntoView({ block: "center", behavior: "instant" }));
  await clearSearch();
});

test("Korean: the guide follows the language and finds 멱", async () => {
  await language("ko", "안내서");
  await search("멱");
  assert.ok(await (await browser.$("article[data-item=g-myeok]")).isExisting());
  await clearSearch();
  await pages("ko");
});

test("Japanese: the guide follows the language and finds ミョク", async () => {
  await language("ja", "ガイド");
  await search("ミョク");
  assert.ok(await (await browser.$("article[data-item=g-myeok]")).isExisting());
  await clearSearch();
  await pages("ja");
});

/** Home in the current language, at desktop size (home-<lang>.png). */
async function home(lang) {
  await click("[data-action=back]");
  await (await browser.$("button.start")).waitForDisplayed({ timeout: 10000 });
  await browser.execute(() => window.scrollTo(0, 0));
  await shot(`home-${lang}`);
  await click("[data-action=guide]");
  await (await browser.$("[data-guide-search]")).waitForDisplayed({ timeout: 10000 });
}

test("Chinese: the guide follows the language and finds 멱 and 蹩马腿", async () => {
  await language("zh", "指南");
  await search("멱");
  assert.ok(await (await browser.$("article[data-item=g-myeok]")).isExisting());
  await clearSearch();
  await search("蹩马腿");
  assert.ok(await (await browser.$("article[data-item=g-horse-leg]")).isExisting());
  await clearSearch();
  await pages("zh");
  await home("zh");
});

test("Russian: the guide follows the language and finds мёк", async () => {
  await language("ru", "Справочник");
  await search("мёк");
  assert.ok(await (await browser.$("article[data-item=g-myeok]")).isExisting());
  await clearSearch();
  await pages("ru");
  await home("ru");
});

test("back to the default language and home", async () => {
  await click("[data-action=settings]");
  await click("[data-language=auto]");
  // The whole page redraws in the new language: wait for it before the
  // next click (a click on a button the redraw replaced fails in WebKit's
  // driver: "Could not parse element file upload information").
  await browser.waitUntil(async () => (await browser.execute(() => document.documentElement.lang)).startsWith("en"), { timeout: 5000, timeoutMsg: "English again" });
  await browser.pause(200);
  await click("[data-action=back]");
  await (await browser.$("[data-guide-search]")).waitForDisplayed({ timeout: 10000 });
  await browser.pause(200);
  await click("[data-action=back]");
  await (await browser.$("button.start")).waitForDisplayed({ timeout: 10000 });
});
