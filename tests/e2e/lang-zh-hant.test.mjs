// End to end: the Traditional Chinese UI in the real app, run by
// tests/e2e/run.sh (E2E_FILES="tests/e2e/lang-zh-hant.test.mjs").
//
// Chooses 繁體中文 in Settings, checks the page says zh-Hant (fonts and
// screen readers pick Traditional glyphs by it) and saves $SHOTS/
// home-zh-hant.png, guide-zh-hant.png (the Xiangqi rules, with 俥傌砲) and
// xiangqi-game-zh-hant.png (a two-player Xiangqi game after two moves). The
// language is set back to "auto" at the end so later suites see the default.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { connect, bind, uciSquares } from "./support.mjs";

const DESKTOP = { width: 1280, height: 800 };

let browser;
const { shot, setSize, waitView, clickSquare, click, settled } = bind(() => browser);

before(async () => {
  browser = await connect();
  await (
    await browser.$("[data-action=guide]")
  ).waitForClickable({ timeout: 20000 });
  await setSize(DESKTOP);
});

after(async () => {
  await browser?.deleteSession().catch(() => {});
});

const pageLang = () => browser.execute(() => document.documentElement.lang);

/** Switches the language in Settings (the whole page redraws: wait for it) and goes back. */
async function language(lang, tag) {
  await click("[data-action=settings]");
  await click(`[data-language=${lang}]`);
  await browser.waitUntil(async () => (await pageLang()).startsWith(tag), {
    timeout: 5000,
    timeoutMsg: `lang did not become ${tag}`,
  });
  await browser.pause(200);
  await click("[data-action=back]");
}

test("Home in Traditional Chinese", async () => {
  await language("zhHant", "zh-Hant");
  assert.equal(await pageLang(), "zh-Hant");
  await (await browser.$("button.start")).waitForDisplayed({ timeout: 10000 });
  await browser.execute(() => window.scrollTo(0, 0));
  const text = await browser.execute(() => document.body.innerText);
  assert.match(text, /開始對局/);
  assert.doesNotMatch(text, /开始对局/);
  await shot("home-zh-hant");
});

test("the guide's Xiangqi rules in Traditional Chinese, and its search", async () => {
  await click("[data-action=guide]");
  const box = await browser.$("[data-guide-search]");
  await box.waitForDisplayed({ timeout: 10000 });
  await box.setValue("蹩馬腿");
  await (
    await browser.$("article[data-item=g-horse-leg]")
  ).waitForExist({ timeout: 5000 });
  await box.clearValue();
  await browser.execute(() => {
    const f = document.querySelector("[data-guide-search]");
    f.value = "";
    f.dispatchEvent(new Event("input", { bubbles: true }));
  });
  await click("[data-guide-section=rules-xiangqi]");
  await browser.waitUntil(
    async () =>
      (await (
        await browser.$("main.guide-main")
      ).getAttribute("data-section")) === "rules-xiangqi",
    { timeout: 5000 },
  );
  await browser.execute(() => window.scrollTo(0, 0));
  await browser.pause(300);
  const text = await browser.execute(
    () => document.querySelector("main.guide-main").innerText,
  );
  assert.match(text, /俥、傌、相、仕、帥/);
  await shot("guide-zh-hant");
  await click("[data-action=back]");
});

test("a Xiangqi game in Traditional Chinese", async () => {
  await (await browser.$("button.start")).waitForClickable({ timeout: 10000 });
  await click("[data-variant=xiangqi]");
  await click("[data-mode=twoPlayers]");
  await click("button.start");
  if (await (await browser.$("[data-dialog=keep-game]")).isExisting())
    await click("[data-action=keep-abandon]");
  await waitView(
    (v) =>
      v.variant === "xiangqi" && v.mode.type === "twoPlayers" && v.ply === 0,
    "the Xiangqi game",
  );
  // Played on the board, as a player would (tap, tap): the move list then shows them.
  for (const [i, uci] of ["h3e3", "h10g8"].entries()) {
    const [from, to] = uciSquares(uci);
    await settled();
    await clickSquare(from);
    await clickSquare(to);
    await waitView((v) => v.ply === i + 1, `move ${i + 1}`);
  }
  await settled();
  await browser.pause(800); // the last move's flight
  const text = await browser.execute(() => document.body.innerText);
  assert.match(text, /輪到紅方走棋/);
  assert.match(
    text,
    /馬８進７/,
    "the move list writes Chinese notation in Traditional characters",
  );
  await shot("xiangqi-game-zh-hant");
});

test("back to the default language", async () => {
  await click("[data-action=settings]");
  await click("[data-language=auto]");
  await browser.waitUntil(async () => (await pageLang()).startsWith("en"), {
    timeout: 5000,
    timeoutMsg: "English again",
  });
  await browser.pause(200);
});
