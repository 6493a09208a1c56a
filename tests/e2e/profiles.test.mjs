// End to end: the Modern (Kakao) rule profile (issue 26, item 3). Home
// offers it by the name players know; a game under it says so in its
// header; shuttling a piece back and forth ends the game with the reason
// in words; the guide's profile table has its column. And the Xiangqi
// profile with the AXF chasing rule: Home offers it, and a chariot that
// chases an unprotected horse until the position repeats loses, the end
// dialog naming the chased piece and its chaser.
// Screenshots: $SHOTS/{profile-modern,end-shuttle,guide-profiles-modern,
// profile-axf,phone-profile-axf,end-chasing,phone-end-chasing}.png.
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
const { invoke, waitView, shot, setSize, click, reloadAt } = bind(
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

// Squares 0..89 from UCI names (file a..i, rank 1..10).
const sq = (s) => (Number(s.slice(1)) - 1) * 9 + (s.charCodeAt(0) - 97);

test("Home offers Kakao (Modern); a game under it is named so", async () => {
  await reloadAt("#home", "button.start");
  await click("[data-variant=janggi]");
  await click("[data-profile=janggi-modern]");
  const text = await (await browser.$("[data-profile=janggi-modern]")).getText();
  assert.match(text, /Kakao/, text);
  await browser.execute(() =>
    document.querySelector("[data-profile=janggi-modern]").scrollIntoView({ block: "center", behavior: "instant" }),
  );
  await shot("profile-modern");
});

/** A game between two players on this device from `fen` under `profile`; returns the game header's text. */
async function twoPlayersFrom(variant, profile, fen) {
  await invoke("new_game", {
    options: { variant, mode: { type: "twoPlayers" }, profile, moveTimerSecs: null, startFen: fen, clock: null },
  });
  await reloadAt("#game", ".board-host svg");
  return (await browser.$("header")).getText();
}

/** Plays moves given in UCI ("a1a2 d10e10 …") through Rust. */
async function playUci(moves) {
  for (const m of moves.split(" ")) {
    const [, from, to] = m.match(/^([a-i]\d+)([a-i]\d+)$/);
    await invoke("make_move", { from: sq(from), to: sq(to) });
  }
}

test("shuttling a piece back and forth loses, in words", async () => {
  const header = await twoPlayersFrom("janggi", "janggi-modern", "3k5/9/9/9/9/9/9/9/5K3/R8 w - - 0 1");
  assert.match(header, /Kakao/, header);
  await playUci("a1a2 d10e10 a2a3 e10f10 a3a2 f10f9 a2a3 f9e9 a3a2");
  const v = await waitView((v) => v.phase.type === "over", "the game is over");
  assert.deepEqual([v.phase.outcome.winner, v.phase.outcome.reason], ["second", "shuttle"]);
  await reloadAt("#game", ".board-host svg");
  const dialog = await browser.$(".modal.end");
  await dialog.waitForDisplayed({ timeout: 10000 });
  assert.equal(await dialog.getAttribute("data-reason"), "shuttle");
  assert.match(await dialog.getText(), /back and forth/);
  await shot("end-shuttle");
});

test("the guide's profile table has the Modern column", async () => {
  await reloadAt("#home", "button.start");
  await click("[data-action=guide]");
  await click("[data-guide-section=profiles]");
  const table = await browser.$("[data-profiles-table]");
  await table.waitForExist({ timeout: 10000 });
  const head = await browser.execute(() =>
    [...document.querySelectorAll("[data-profiles-table] th")].map((t) => t.textContent),
  );
  assert.ok(head.some((h) => /Kakao/.test(h)), `columns: ${head}`);
  await browser.execute(() =>
    document.querySelector("[data-profiles-table]").scrollIntoView({ block: "center", behavior: "instant" }),
  );
  await shot("guide-profiles-modern");
});

test("Home offers the Xiangqi AXF profile", async () => {
  await reloadAt("#home", "button.start");
  await click("[data-variant=xiangqi]");
  await click("[data-profile=xiangqi-axf]");
  const text = await (await browser.$("[data-profile=xiangqi-axf]")).getText();
  assert.match(text, /AXF/, text);
  assert.equal(await (await browser.$("[data-profile=xiangqi-axf]")).getAttribute("aria-pressed"), "true");
  await browser.execute(() =>
    document.querySelector("[data-profile=xiangqi-axf]").scrollIntoView({ block: "center", behavior: "instant" }),
  );
  await shot("profile-axf");
  await setSize({ width: 360, height: 740 });
  await browser.execute(() =>
    document.querySelector("[data-profile=xiangqi-axf]").scrollIntoView({ block: "center", behavior: "instant" }),
  );
  await shot("phone-profile-axf");
  await setSize({ width: 1280, height: 800 });
});

test("perpetually chasing an unprotected horse loses under AXF, and the dialog names both pieces", async () => {
  const header = await twoPlayersFrom("xiangqi", "xiangqi-axf", "5k3/9/3R5/9/n8/9/9/9/9/3K5 w - - 0 1");
  assert.match(header, /AXF/, header);
  await playUci("d8d6 a6c7 d6d7 c7a6 d7d6 a6c7 d6d7 c7a6 d7d6");
  const v = await waitView((v) => v.phase.type === "over", "the game is over");
  assert.deepEqual([v.phase.outcome.winner, v.phase.outcome.reason], ["second", "perpetualChase"]);
  assert.deepEqual(v.phase.outcome.chase, { square: sq("a6"), role: "horse", bySquare: sq("d6"), byRole: "chariot" });
  await reloadAt("#game", ".board-host svg");
  const dialog = await browser.$(".modal.end");
  await dialog.waitForDisplayed({ timeout: 10000 });
  assert.equal(await dialog.getAttribute("data-reason"), "perpetualChase");
  const text = await dialog.getText();
  assert.match(text, /chased the same piece/, text);
  assert.match(text, /Chased: the horse · chasing it: the chariot/, text);
  await shot("end-chasing");
  await setSize({ width: 360, height: 740 });
  await reloadAt("#game", ".board-host svg");
  await (await browser.$(".modal.end")).waitForDisplayed({ timeout: 10000 });
  await shot("phone-end-chasing");
  await setSize({ width: 1280, height: 800 });
});
