// End to end: clocks with main time (issue 26, item 1). From Home, a
// two-player Janggi game on the association's byoyomi clock (5 min + 30 s
// × 3): both clocks shown, Cho's running, Han's standing; the count of a
// byoyomi period's last seconds in red with a tone, and no tone with the
// sound off; a Fischer game against the computer (blitz 3 min + 2 s) shows
// both clocks and the computer's runs while it thinks. At 360x740 both
// clocks fit beside the player names.
// Screenshots: $SHOTS/{clock-custom,home-clock,phone-home-clock,clock-byoyomi,phone-clock-byoyomi,clock-fischer,clock-count}.png.
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

let browser;
const { invoke, getView, waitView, shot, setSize, click, reloadAt } = bind(
  () => browser,
);

before(async () => {
  browser = await connect();
  await (await browser.$("button.start")).waitForClickable({ timeout: 30000 });
  await invoke("set_settings", { settings: DEFAULTS });
  await setSize({ width: 1280, height: 800 });
});

after(async () => {
  if (browser)
    await invoke("set_settings", { settings: DEFAULTS }).catch(() => {});
  await browser?.deleteSession().catch(() => {});
});

const attr = async (sel, name) => (await browser.$(sel)).getAttribute(name);

async function startFromHome() {
  await click("button.start");
  await browser.pause(300);
  if (await (await browser.$("[data-dialog=keep-game]")).isExisting())
    await click("[data-action=keep-abandon]");
}

/** A two-player Janggi game from the start position (no setup choice) with `clock`. */
async function twoPlayers(clock) {
  await invoke("new_game", {
    options: {
      variant: "janggi",
      mode: { type: "twoPlayers" },
      profile: "janggi-standard",
      moveTimerSecs: null,
      startFen: "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1",
      clock,
    },
  });
  await reloadAt("#game", ".board-host svg");
}

test("Home: the association's byoyomi clock, both clocks shown; a phone fits them", async () => {
  await reloadAt("#home", "button.start");
  await click("[data-variant=janggi]");
  await click("[data-mode=twoPlayers]");
  await click("[data-time-control=association]");
  assert.equal(await attr("[data-timer=off]", "aria-pressed"), "true", "a clock with main time turns the move timer off");
  await browser.execute(() => document.querySelector("[data-time-control=association]").scrollIntoView({ block: "center", behavior: "instant" }));
  await shot("home-clock");
  await setSize({ width: 360, height: 740 });
  await browser.execute(() => document.querySelector("[data-time-control=association]").scrollIntoView({ block: "center", behavior: "instant" }));
  await shot("phone-home-clock");
  await setSize({ width: 1280, height: 800 });
  await startFromHome();
  // Han, then Cho, choose their setups.
  await click("main[data-choosing=second] button.setup-card");
  await click("main[data-choosing=first] button.setup-card");
  const v = await waitView((v) => v.phase.type === "playing", "the game starts");
  assert.deepEqual(v.clock.control, { kind: "byoyomi", mainSecs: 300, periodSecs: 30, periods: 3 });
  assert.equal(v.clock.running, "first");
  await (await browser.$("[data-game-clock=second]")).waitForExist({ timeout: 5000 });
  assert.equal(await attr("[data-game-clock=first]", "data-running"), "true");
  assert.equal(await attr("[data-game-clock=second]", "data-running"), "false");
  const cho = await (await browser.$("[data-game-clock=first]")).getText();
  assert.match(cho, /[45]:\d\d \+3×30/, cho);
  await shot("clock-byoyomi");
  await setSize({ width: 360, height: 740 });
  await browser.pause(400);
  const fit = await browser.execute(() => ({
    sw: document.documentElement.scrollWidth,
    w: window.innerWidth,
    clocks: [...document.querySelectorAll("[data-game-clock]")].map((e) => e.getBoundingClientRect().right),
  }));
  assert.ok(fit.sw <= fit.w, `no sideways scroll (${fit.sw} > ${fit.w})`);
  assert.ok(fit.clocks.every((r) => r <= fit.w), `both clocks in view: ${fit.clocks}`);
  await shot("phone-clock-byoyomi");
  await setSize({ width: 1280, height: 800 });
});

test("the last seconds of a period are counted, in red and with a tone; none with the sound off", async () => {
  // Byoyomi only: periods of 11 s, so the count starts at once.
  for (const sound of [true, false]) {
    await invoke("set_settings", { settings: { ...DEFAULTS, sound } });
    await twoPlayers({ kind: "byoyomi", mainSecs: 0, periodSecs: 11, periods: 2 });
    await browser.pause(3500);
    const tones = Number(await attr("[data-game-clock=first]", "data-tones"));
    const cls = await attr("[data-game-clock=first]", "class");
    assert.match(cls, /low/, "shown in red");
    if (sound) {
      assert.ok(tones >= 2, `tones played: ${tones}`);
      await shot("clock-count");
    } else assert.equal(tones, 0, "no tone with the sound off");
  }
  await invoke("set_settings", { settings: DEFAULTS });
});

test("Fischer against the computer: both clocks, the computer's runs while it thinks", async () => {
  await reloadAt("#home", "button.start");
  await click("[data-variant=xiangqi]");
  await click("[data-mode=vsComputer]");
  await click("[data-side=first]");
  await click("[data-time-control=blitz]");
  await startFromHome();
  await (await browser.$("[data-game-clock=second]")).waitForExist({ timeout: 10000 });
  let v = await getView();
  assert.deepEqual(v.clock.control, { kind: "fischer", mainSecs: 180, incrementSecs: 2 });
  assert.equal(v.clock.running, "first");
  // Red plays C2.5 (h3e3); the computer answers on its own clock.
  await invoke("make_move", { from: 2 * 9 + 7, to: 2 * 9 + 4 });
  v = await waitView((v) => v.ply === 2, "the computer's reply");
  // 3 min + 2 s, less at least the 300 ms every reply takes (MIN_REPLY_TIME).
  assert.ok(v.clock.second.mainMs <= 181_700 && v.clock.second.mainMs > 170_000, `the computer's clock ran, then got its 2 s: ${v.clock.second.mainMs}`);
  assert.equal(v.clock.running, "first", "Red's clock runs again");
  assert.ok(v.clock.first.mainMs > 170_000 && v.clock.first.mainMs <= 182_000, `Red's: ${v.clock.first.mainMs}`);
  await reloadAt("#game", ".board-host svg");
  await shot("clock-fischer");
});

test("a clock of the player's own; an impossible one is refused in words and starts nothing", async () => {
  await reloadAt("#home", "button.start");
  await click("[data-variant=xiangqi]");
  await click("[data-mode=twoPlayers]");
  await click("[data-time-control=custom]");
  await (await browser.$("[data-clock-custom]")).waitForExist({ timeout: 5000 });
  await click("[data-clock-kind=fischer]");
  const set = async (field, value) => {
    const el = await browser.$(`[data-clock-custom] input[data-field=${field}]`);
    await el.setValue(String(value));
    await browser.execute((e) => e.dispatchEvent(new Event("change", { bubbles: true })), el);
  };
  await set("main", 2);
  await set("increment", 3);
  await browser.execute(() => document.querySelector("[data-clock-custom]").scrollIntoView({ block: "center", behavior: "instant" }));
  const shown = await browser.execute(() => [...document.querySelectorAll("[data-clock-custom] input")].map((i) => i.value));
  assert.deepEqual(shown, ["2", "3"], "the form shows what was typed");
  await browser.pause(300); // the typed values painted
  await shot("clock-custom");
  await startFromHome();
  let v = await waitView((v) => v.variant === "xiangqi" && v.clock !== null, "the game with the custom clock");
  assert.deepEqual(v.clock.control, { kind: "fischer", mainSecs: 120, incrementSecs: 3 });
  // A Fischer clock without main time is refused, in words, and the game stays.
  const before = v.gameId;
  await reloadAt("#home", "button.start");
  await click("[data-time-control=custom]");
  await click("[data-clock-kind=fischer]");
  await set("main", 0);
  await click("button.start");
  await browser.pause(300);
  if (await (await browser.$("[data-dialog=keep-game]")).isExisting()) await click("[data-action=keep-abandon]");
  const toast = await browser.$(".toast");
  await toast.waitForDisplayed({ timeout: 5000 });
  assert.match(await toast.getText(), /Fischer clock needs some main time/);
  v = await getView();
  assert.equal(v.gameId, before, "no new game");
});
