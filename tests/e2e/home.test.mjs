// End to end: Home comes back with the last game's choices (issue 27,
// item 9), not Janggi / computer / level 1 / Cho every time: after a
// Xiangqi game against level 7 as Black with a 60 s move timer, Home shows
// those, also after the page reloads (Rust restores the game); after a
// hot-seat Janggi game under the traditional rules, Home shows two players
// and that profile. Screenshot: home-remembered.png (1280x800) and
// phone-home-remembered.png (360x740). Run by tests/e2e/run.sh
// (E2E_FILES=tests/e2e/home.test.mjs for this file alone).
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { connect, bind } from "./support.mjs";

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 360, height: 740 };

let browser;
const { waitView, shot, setSize } = bind(() => browser);

before(async () => {
  browser = await connect();
  await (await browser.$("button.start")).waitForClickable({ timeout: 20000 });
  await setSize(DESKTOP);
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

const pressed = (selector) => browser.execute((s) => document.querySelector(s)?.getAttribute("aria-pressed") ?? null, selector);
const checkedLevel = () => browser.execute(() => Number(document.querySelector(".level-picker [aria-checked=true]")?.dataset.level ?? 0));

/** Starts what Home shows, replacing any unfinished game (kept in Records). */
async function start() {
  await click("button.start");
  if (await (await browser.$("[data-dialog=keep-game]")).isExisting()) await click("[data-action=keep-abandon]");
}

async function home() {
  await click("[data-action=home]");
  await (await browser.$("button.start")).waitForClickable({ timeout: 15000 });
}

async function assertXiangqiChoices(when) {
  assert.equal(await pressed("[data-variant=xiangqi]"), "true", `${when}: Xiangqi`);
  assert.equal(await pressed("[data-mode=vsComputer]"), "true", `${when}: against the computer`);
  assert.equal(await checkedLevel(), 7, `${when}: level 7`);
  assert.equal(await pressed("[data-side=second]"), "true", `${when}: Black`);
  assert.equal(await pressed("[data-timer='60']"), "true", `${when}: the 60 s move timer`);
}

test("Home keeps a Xiangqi game's choices, also after a reload", async () => {
  await click("[data-variant=xiangqi]");
  await click("[data-mode=vsComputer]");
  await click(".level-picker [data-level='7']");
  await click("[data-side=second]");
  await click("[data-timer='60']");
  await start();
  await waitView((v) => v.variant === "xiangqi" && v.mode.type === "vsComputer" && v.mode.level === 7 && v.ply >= 1, "the Xiangqi game and the computer's first move", 60000);
  await home();
  await assertXiangqiChoices("back on Home");
  await shot("home-remembered");
  await setSize(PHONE);
  await shot("phone-home-remembered");
  await setSize(DESKTOP);

  await browser.execute(() => location.reload());
  await (await browser.$("button.start")).waitForClickable({ timeout: 20000 });
  if (await (await browser.$("[data-action=home]")).isExisting()) await home();
  await assertXiangqiChoices("after a reload");
});

test("Home keeps a hot-seat Janggi game's mode and rules", async () => {
  await click("[data-variant=janggi]");
  await click("[data-mode=twoPlayers]");
  await click("[data-profile=janggi-traditional]");
  await click("[data-timer=off]");
  await start();
  await waitView((v) => v.variant === "janggi" && v.mode.type === "twoPlayers" && v.profile === "janggi-traditional", "the hot-seat game");
  await home();
  assert.equal(await pressed("[data-variant=janggi]"), "true");
  assert.equal(await pressed("[data-mode=twoPlayers]"), "true");
  assert.equal(await pressed("[data-profile=janggi-traditional]"), "true");
  assert.equal(await pressed("[data-timer=off]"), "true");
  // Back to the choices most files start from.
  await click("[data-mode=vsComputer]");
  await click("[data-profile=janggi-standard]");
});
