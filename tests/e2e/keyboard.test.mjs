// End to end (issue 14): a Janggi game played to checkmate with the keyboard
// alone, in the real app under Xvfb (tauri-driver + WebKitWebDriver, run by
// tests/e2e/run.sh). Tab brings the focus onto the board's grid, the arrow
// keys walk its points, Enter lifts and puts down. Every move of both sides
// must be said in the board's aria-live region in words ("Cho chariot 0-2 to
// 2-2"), and the mate with janggun and the result.
//
// The position (two players on this device, so the keyboard plays both
// sides): Han has only its general on d10; Cho has chariots on a1 and b1 and
// its general on f1. 1. Rb1-b9 (the rank below Han's back rank) 2. Kd10-e10
// 3. Ra1-a10 mate: every point of Han's palace is covered.
//
// Then the game's replay says each move it steps to ("Move 1: …").
//
// Screenshot: $SHOTS/janggi-game-keyboard.png (the mate, the focus ring on
// the board). The game ends, so the data directory keeps one more finished
// game (records.test compares counts with what was there before it).
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync } from "node:fs";
import { Key } from "webdriverio";
import { connect, bind, SHOTS } from "./support.mjs";

mkdirSync(SHOTS, { recursive: true });

const MATE_IN_2 = "3k5/9/9/9/9/9/9/9/9/RR3K3 w - - 0 1";
// Squares: file a..i = 0..8, rank 1..10 = 0..9 from Cho's side; square = rank * 9 + file.
const sq = (name) => (Number(name.slice(1)) - 1) * 9 + (name.charCodeAt(0) - 97);
const LINE = [
  ["b1", "b9", "Cho chariot 0-2 to 2-2"],
  ["d10", "e10", "Han general 1-4 to 1-5"],
  ["a1", "a10", "Cho chariot 0-1 to 1-1, janggun. Cho wins. Checkmate."],
];

let browser;
const { invoke, getView, waitView, shot } = bind(() => browser);

before(async () => {
  browser = await connect();
  await (await browser.$("[data-action=start]")).waitForClickable({ timeout: 20000 });
  await browser.setWindowSize(1100, 800);
});

after(async () => {
  await browser?.deleteSession().catch(() => {});
});

/** The square of the focused gridcell, or null when the focus is elsewhere. */
const focused = () =>
  browser.execute(() => {
    const a = document.activeElement;
    return a && a.getAttribute("role") === "gridcell" ? Number(a.dataset.square) : null;
  });

/** Screen column and row of a square for the side at the bottom. */
function screen(square, bottom) {
  const file = square % 9;
  const rank = Math.floor(square / 9);
  return bottom === "first" ? { col: file, row: 9 - rank } : { col: 8 - file, row: rank };
}

/** Walks the board's cursor to `target` with the arrow keys (the focus follows it). */
async function walkTo(target) {
  const { orientation } = await getView();
  const from = await focused();
  assert.notEqual(from, null, "the focus is on the board");
  const a = screen(from, orientation);
  const b = screen(target, orientation);
  const keys = [];
  for (let i = 0; i < Math.abs(b.col - a.col); i++) keys.push(b.col > a.col ? Key.ArrowRight : Key.ArrowLeft);
  for (let i = 0; i < Math.abs(b.row - a.row); i++) keys.push(b.row > a.row ? Key.ArrowDown : Key.ArrowUp);
  for (const k of keys) await browser.keys(k);
  await browser.waitUntil(async () => (await focused()) === target, { timeout: 3000, timeoutMsg: `the focus did not reach ${target}` });
}

test("a Janggi game to checkmate with the keyboard alone, every move announced", async () => {
  await invoke("new_game", {
    options: { variant: "janggi", mode: { type: "twoPlayers" }, profile: "janggi-standard", moveTimerSecs: null, startFen: MATE_IN_2 },
  });
  await browser.execute(() => {
    location.hash = "#game";
    location.reload();
  });
  await (await browser.$(".board-grid [role=gridcell]")).waitForExist({ timeout: 15000 });
  await browser.pause(300);
  // Everything the live region says, in order.
  await browser.execute(() => {
    const live = document.querySelector(".board-live");
    window.__said = [];
    new MutationObserver(() => {
      const text = live.textContent.trim();
      if (text) window.__said.push(text);
    }).observe(live, { childList: true, characterData: true, subtree: true });
  });

  // Tab from the top of the page until the focus lands on the board.
  await browser.execute(() => document.activeElement?.blur());
  for (let i = 0; i < 40 && (await focused()) === null; i++) await browser.keys(Key.Tab);
  assert.notEqual(await focused(), null, "Tab reaches the board");
  const ring = await browser.execute(() => {
    const s = getComputedStyle(document.querySelector(".board-svg .cursor") ?? document.body);
    return document.querySelector(".board-svg .cursor") ? s.display !== "none" : false;
  });
  assert.ok(ring, "the keyboard cursor is drawn on the board");

  for (const [i, [from, to, words]] of LINE.entries()) {
    await walkTo(sq(from));
    const cellName = await browser.execute(() => document.activeElement.getAttribute("aria-label"));
    assert.match(cellName, i === 1 ? /^Han general/ : /^Cho chariot/, "the point names its piece");
    await browser.keys(Key.Enter);
    await walkTo(sq(to));
    assert.match(await browser.execute(() => document.activeElement.getAttribute("aria-label")), /can move here/);
    await browser.keys(Key.Enter);
    await waitView((v) => v.ply === i + 1, `move ${i + 1}`);
    await browser.waitUntil(async () => (await browser.execute(() => window.__said)).includes(words), {
      timeout: 5000,
      timeoutMsg: `the live region did not say "${words}"`,
    });
  }
  const v = await getView();
  assert.equal(v.phase.type, "over");
  assert.equal(v.phase.outcome.reason, "checkmate");
  assert.equal(v.phase.outcome.winner, "first");
  const said = await browser.execute(() => window.__said);
  // Lifting a piece is said too; the three moves come in order.
  const moves = said.filter((s) => LINE.some(([, , w]) => w === s));
  assert.deepEqual(moves, LINE.map(([, , w]) => w));
  assert.ok(said.some((s) => /^Cho chariot 0-2 selected, moves: \d+$/.test(s)), `a lifted piece is said: ${said.join(" | ")}`);
  await (await browser.$(".modal.end")).waitForDisplayed({ timeout: 5000 });
  await browser.pause(300);
  await shot("janggi-game-keyboard");
});

test("the replay of that game says each move it steps to", async () => {
  await browser.execute(() => {
    location.hash = "#records";
    location.reload();
  });
  const item = await browser.$("li[data-game-id] [data-action=replay]");
  await item.waitForClickable({ timeout: 15000 });
  await item.click(); // the newest game first: the mate above
  await (await browser.$("main.replay[data-ply='3']")).waitForExist({ timeout: 10000 });
  await browser.pause(300);
  const live = () => browser.execute(() => document.querySelector("main.replay .board-live")?.textContent.trim());
  await (await browser.$("[data-action=replay-start]")).click();
  await (await browser.$("[data-action=replay-next]")).click();
  await browser.waitUntil(async () => (await live()) === "Move 1: Cho chariot 0-2 to 2-2", { timeout: 5000, timeoutMsg: "move 1 not said" });
  await (await browser.$("[data-action=replay-end]")).click();
  await browser.waitUntil(async () => (await live()) === "Move 3: Cho chariot 0-1 to 1-1, janggun", { timeout: 5000, timeoutMsg: "move 3 not said" });
});
