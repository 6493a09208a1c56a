// End to end: a draw by agreement on one device (issue 27 item 15). In a
// hot-seat game a player offers a draw and the other answers on the same
// screen (declined: play goes on; accepted: the game ends drawn); against
// the computer the offer is answered at once from its evaluation (at the
// start it declines and says so). In Korean and Russian on a phone the
// question fits its box.
// Screenshots: $SHOTS/{draw-offer,phone-draw-offer-ru,draw-declined}.png.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { connect, bind } from "./support.mjs";

const DEFAULTS = JSON.parse(readFileSync(new URL("../../ui/src/ipc/bindings/defaultSettings.json", import.meta.url), "utf8"));

let browser;
const { invoke, shot, setSize, waitView, click, reloadAt } = bind(() => browser);

before(async () => {
  browser = await connect();
  await (await browser.$("button.start")).waitForClickable({ timeout: 30000 });
  await setSize({ width: 1280, height: 800 });
});

after(async () => {
  if (browser) {
    await invoke("set_settings", { settings: DEFAULTS }).catch(() => {});
    await invoke("resign").catch(() => {});
  }
  await browser?.deleteSession().catch(() => {});
});

async function xiangqiGame(mode, lang = "en") {
  await invoke("set_settings", { settings: { ...DEFAULTS, language: lang } });
  await invoke("new_game", { options: { variant: "xiangqi", mode, profile: "xiangqi", moveTimerSecs: null } });
  await reloadAt("#game", ".board-host svg.board-svg");
}

test("hot seat: Red offers, Black plays on; Black offers, Red accepts: a draw by agreement", async () => {
  await xiangqiGame({ type: "twoPlayers" });
  await click("[data-action=offer-draw]");
  const ask = await browser.$("[data-draw-offer]");
  await ask.waitForDisplayed({ timeout: 5000 });
  assert.equal(await ask.getAttribute("data-draw-offer"), "first");
  assert.match(await ask.getText(), /Red offers a draw\. Black, do you accept\?/);
  assert.equal(await (await browser.$("[data-action=offer-draw]")).isExisting(), false, "one offer at a time");
  await shot("draw-offer");
  await click("[data-action=draw-decline]");
  await browser.waitUntil(async () => !(await (await browser.$("[data-draw-offer]")).isExisting()), { timeout: 5000, timeoutMsg: "the offer went" });
  let v = await invoke("get_view");
  assert.equal(v.phase.type, "playing");
  // Red moves; Black offers; Red accepts.
  await invoke("make_move", { from: 19, to: 22 });
  await click("[data-action=offer-draw]");
  await (await browser.$("[data-draw-offer=second]")).waitForDisplayed({ timeout: 5000 });
  await click("[data-action=draw-accept]");
  v = await waitView((v) => v.phase.type === "over", "the game ended");
  assert.equal(v.phase.outcome.reason, "agreement");
  assert.equal(v.phase.outcome.winner, null);
  await (await browser.$(".modal.end")).waitForDisplayed({ timeout: 5000 });
});

test("against the computer at the start: it declines and says so, the game goes on", async () => {
  await xiangqiGame({ type: "vsComputer", level: 5, humanSide: "first" });
  await click("[data-action=offer-draw]");
  const said = await browser.$("[data-draw-declined]");
  await said.waitForDisplayed({ timeout: 10000 });
  assert.match(await said.getText(), /The computer declines the draw and plays on\./);
  assert.equal((await invoke("get_view")).phase.type, "playing");
  await shot("draw-declined");
  await invoke("resign");
});

for (const lang of ["ko", "ru"]) {
  test(`${lang}, phone: the draw question fits its box`, async () => {
    await setSize({ width: 360, height: 740 });
    await xiangqiGame({ type: "twoPlayers" }, lang);
    await click("[data-action=offer-draw]");
    await (await browser.$("[data-draw-offer]")).waitForDisplayed({ timeout: 5000 });
    await (await browser.$("[data-draw-offer]")).scrollIntoView();
    const cut = await browser.execute(() =>
      [...document.querySelectorAll("[data-draw-offer], [data-draw-offer] p, [data-draw-offer] .btn")].filter((e) => e.scrollWidth > e.clientWidth + 1 || e.scrollHeight > e.clientHeight + 1).map((e) => e.textContent),
    );
    assert.deepEqual(cut, []);
    if (lang === "ru") await shot("phone-draw-offer-ru");
    await invoke("resign");
    await setSize({ width: 1280, height: 800 });
  });
}
