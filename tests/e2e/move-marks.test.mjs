// End to end: the Janggi move list marks captures and checks as Janggi
// records do (issue 27 item 10, in part): a chariot that takes a soldier
// and gives check reads "…×+" in the game's list, a quiet move has no mark,
// and Xiangqi's list marks nothing (its notations do not; WXF's + means
// forward). The marks are named for screen readers in the app's language.
// Screenshot: $SHOTS/move-marks.png.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { connect, bind } from "./support.mjs";

const DEFAULTS = JSON.parse(readFileSync(new URL("../../ui/src/ipc/bindings/defaultSettings.json", import.meta.url), "utf8"));

let browser;
const { invoke, shot, setSize } = bind(() => browser);

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

async function showGame() {
  await browser.execute(() => {
    history.replaceState(null, "", "#game");
    location.reload();
  });
  await (await browser.$(".board-host svg.board-svg")).waitForDisplayed({ timeout: 15000 });
}

const listed = (ply) => browser.$(`.moves .m[data-ply="${ply}"]`);

test("Janggi: a capture with check is marked × and +, a quiet move not", async () => {
  await invoke("set_settings", { settings: { ...DEFAULTS, language: "ko" } });
  // Han's general on d10, a Han soldier on d5; Cho's chariot on d1, general on f2 (no generals facing).
  const fen = "3k5/9/9/9/9/3p5/9/9/5K3/3R5 w - - 0 1";
  await invoke("new_game", {
    options: { variant: "janggi", mode: { type: "twoPlayers" }, profile: "janggi-standard", moveTimerSecs: null, startFen: fen },
  });
  const v = await invoke("make_move", { from: 3, to: 39 }); // d1xd5, check
  assert.equal(v.moves[0].capture, "soldier");
  assert.equal(v.moves[0].check, true);
  await invoke("make_move", { from: 84, to: 85 }); // the general steps aside: d10-e10
  await showGame();
  const first = await listed(1);
  await first.waitForExist({ timeout: 5000 });
  assert.ok(await (await first.$(".mark.cap")).isExisting(), "the capture is marked");
  assert.ok(await (await first.$(".mark.chk")).isExisting(), "the check is marked");
  assert.equal(await (await first.$(".mark.chk")).getAttribute("aria-label"), "장군");
  assert.match(await first.getText(), /×\+$/);
  const second = await listed(2);
  assert.equal(await (await second.$(".mark")).isExisting(), false, "a quiet move has no mark");
  await shot("move-marks");
  await invoke("resign");
});

test("Xiangqi: its notations carry no marks", async () => {
  await invoke("set_settings", { settings: DEFAULTS });
  await invoke("new_game", { options: { variant: "xiangqi", mode: { type: "twoPlayers" }, profile: "xiangqi", moveTimerSecs: null } });
  await invoke("make_move", { from: 19, to: 82 }); // b3xb10: the cannon takes the horse
  await showGame();
  const first = await listed(1);
  await first.waitForExist({ timeout: 5000 });
  assert.equal(await (await first.$(".mark")).isExisting(), false);
  await invoke("resign");
});
