// End to end, found by playing the built app: a phone-size Home scrolled to its
// "Start game" button opens the next screen at its top, and the end dialog's
// "New game" starts the same game again (variant, opponent, level, side,
// timer) instead of going to a Home that has forgotten them.
// Run by tests/e2e/run.sh (fresh data dir, English UI).
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { connect, bind, SHOTS } from "./support.mjs";

mkdirSync(SHOTS, { recursive: true });

let browser;
const { invoke } = bind(() => browser);

before(async () => {
  browser = await connect();
  await (await browser.$("button.start")).waitForClickable({ timeout: 20000 });
});

after(async () => {
  await browser?.deleteSession().catch(() => {});
});

async function click(selector) {
  const el = await browser.$(selector);
  await el.waitForExist({ timeout: 15000 });
  await browser.execute((e) => e.scrollIntoView({ block: "center" }), el);
  await el.waitForClickable({ timeout: 15000 });
  await el.click();
}

test("phone: the setup screen opens at its top after Start game at the bottom of Home", async () => {
  await browser.setWindowSize(360, 740);
  const scrolled = await browser.execute(() => {
    window.scrollTo(0, document.documentElement.scrollHeight);
    return window.scrollY;
  });
  assert.ok(scrolled > 100, `Home is scrolled down to its start button (scrollY ${scrolled})`);
  await (await browser.$("button.start")).click();
  // A game with moves left by an earlier file is kept in Records (trust.test covers the question).
  await browser.pause(300);
  if (await (await browser.$("[data-dialog=keep-game]")).isExisting()) await (await browser.$("[data-action=keep-abandon]")).click();
  // Janggi vs the computer as Cho: Han (the computer) chooses first, then Cho's four cards.
  await (await browser.$("main[data-choosing=first] [data-setup]")).waitForExist({ timeout: 20000 });
  const top = await browser.execute(() => ({ y: window.scrollY, max: document.documentElement.scrollHeight - window.innerHeight }));
  assert.ok(top.max > 100, `the setup screen is long enough to show a kept offset (${JSON.stringify(top)})`);
  assert.equal(top.y, 0, "the setup screen kept Home's scroll offset");
  await browser.saveScreenshot(join(SHOTS, "qa-phone-setup-top.png"));
});

test("the end dialog's New game starts the same game again", async () => {
  await click("[data-action=home]");
  await click("[data-variant=xiangqi]");
  await click("[data-level='6']");
  await click("[data-side=second]");
  await click("[data-timer='60']");
  await click("button.start");
  await (await browser.$("svg.board-svg[data-orientation=second]")).waitForExist({ timeout: 15000 });
  const before = await invoke("get_view");
  assert.equal(before.variant, "xiangqi");
  await browser.waitUntil(async () => !(await invoke("get_view")).aiThinking, { timeout: 30000 });
  await click("[data-action=resign]");
  await click("[data-action=resign-confirm]");
  await click("[role=dialog] [data-action=new-game]");
  await browser.waitUntil(async () => (await invoke("get_view")).gameId !== before.gameId, {
    timeout: 10000,
    timeoutMsg: "New game did not start a game",
  });
  const after = await invoke("get_view");
  assert.equal(after.variant, "xiangqi");
  assert.deepEqual(after.mode, { type: "vsComputer", level: 6, humanSide: "second" });
  assert.equal(after.moveTimer?.secs, 60);
  assert.equal(after.phase.type, "playing");
  await (await browser.$("svg.board-svg[data-orientation=second]")).waitForExist({ timeout: 5000 });
  await browser.setWindowSize(1100, 800);
});
