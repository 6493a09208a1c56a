// End to end: the Janggi move list marks captures and checks as Janggi
// records do (issue 27 item 10, in part): a chariot that takes a soldier
// and gives check reads "…×+" in the game's list, a quiet move has no mark,
// and Xiangqi's list marks nothing (its notations do not; WXF's + means
// forward). The marks are named for screen readers in the app's language.
// The moves read with Latin piece letters outside a Korean UI (02H83;
// Settings can choose Korean or Latin).
// Screenshots: $SHOTS/move-marks.png, notation-janggi-en.png, opening-in-game.png.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { connect, bind } from "./support.mjs";

const DEFAULTS = JSON.parse(readFileSync(new URL("../../ui/src/ipc/bindings/defaultSettings.json", import.meta.url), "utf8"));

let browser;
const { invoke, shot, setSize, reloadAt } = bind(() => browser);

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

const showGame = () => reloadAt("#game", ".board-host svg.board-svg");

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

test("Janggi in English: the moves read with Latin piece letters (or Korean, as Settings say)", async () => {
  await invoke("set_settings", { settings: { ...DEFAULTS, language: "en" } });
  const fen = "3k5/9/9/9/9/3p5/9/9/5K3/3R5 w - - 0 1";
  await invoke("new_game", {
    options: { variant: "janggi", mode: { type: "twoPlayers" }, profile: "janggi-standard", moveTimerSecs: null, startFen: fen },
  });
  const v = await invoke("make_move", { from: 3, to: 39 });
  assert.equal(v.moves[0].notation, "04차64");
  assert.equal(v.moves[0].latin, "04R64");
  await invoke("make_move", { from: 84, to: 85 });
  await showGame();
  await (await listed(2)).waitForExist({ timeout: 5000 });
  assert.equal(await (await listed(1)).getText(), "04R64×+");
  assert.equal(await (await listed(2)).getText(), "14K15");
  await shot("notation-janggi-en");
  // Settings: Korean notation in an English UI.
  await invoke("set_settings", { settings: { ...DEFAULTS, language: "en", janggiNotation: "korean" } });
  await showGame();
  await (await listed(1)).waitForExist({ timeout: 5000 });
  assert.equal(await (await listed(1)).getText(), "04차64×+");
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

test("Xiangqi: the game screen names the opening once the moves say it", async () => {
  await invoke("set_settings", { settings: DEFAULTS });
  await invoke("new_game", { options: { variant: "xiangqi", mode: { type: "twoPlayers" }, profile: "xiangqi", moveTimerSecs: null } });
  await showGame();
  assert.equal(await (await browser.$("[data-opening]")).isExisting(), false, "no name before a move");
  // The home icon says where it goes (it said "Back"; issue 27 item 16).
  assert.equal(await (await browser.$("[data-action=home]")).getAttribute("aria-label"), "Home");
  await invoke("make_move", { from: 19, to: 22 }); // h3-e3: the central cannon
  await showGame();
  const name = await browser.$("[data-opening]");
  await name.waitForExist({ timeout: 5000 });
  assert.equal(await name.getAttribute("data-opening"), "centralCannon");
  assert.match(await name.getText(), /Central Cannon \(中炮\)/);
  await shot("opening-in-game");
  await setSize({ width: 360, height: 740 });
  await browser.pause(300);
  await shot("phone-opening-in-game");
  await setSize({ width: 1280, height: 800 });
  await invoke("resign");
});
