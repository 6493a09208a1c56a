// End to end, records (issue 5): a game played to its end against the
// computer appears in the records screen with its result and reason, is
// replayed to its final position (buttons, keys, tapping the move list),
// exported as PGN and imported back, and the statistics change.
// A .gib collection with one bad game shows the import report before
// anything is written; the good games are kept.
// Screenshots: $SHOTS/{records,statistics,replay,import-report}.png.
//
// It starts on a damaged games file: the player is told, and it was kept
// aside. Other e2e files share the data directory, so counts are compared with
// what was there before this file ran.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { writeFileSync, mkdirSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { connect, bind, SHOTS } from "./support.mjs";

mkdirSync(SHOTS, { recursive: true });

/** Red: a1-a9+ forces Ke10 (the only legal reply), then i8-i10 mates. */
const XIANGQI_MATE_IN_2 = "9/4k4/8R/9/9/9/9/9/9/R2K5 w - - 0 1";

const DATA_DIR = join(process.env.XDG_DATA_HOME ?? "target/e2e/xdg-data", "app.janggi.offline");

let browser;
const { invoke, waitView, shot, exportText } = bind(() => browser);

before(async () => {
  // A damaged games file (as a disk fault might leave): the app must start,
  // keep it aside and say so.
  mkdirSync(DATA_DIR, { recursive: true });
  writeFileSync(join(DATA_DIR, "games.json"), '{"version":2,"games":[{"id":1,"profile":"xiangqi"');
  browser = await connect();
  await (await browser.$("button.start")).waitForClickable({ timeout: 20000 });
  await browser.setWindowSize(1100, 800);
});

after(async () => {
  await browser?.deleteSession().catch(() => {});
});

/** Opens a screen by its hash (the UI reads it on load). */
async function openScreen(hash) {
  await browser.execute((h) => {
    location.hash = h;
    location.reload();
  }, `#${hash}`);
}

async function click(selector) {
  const el = await browser.$(selector);
  await el.waitForClickable({ timeout: 10000 });
  await el.click();
}

const attr = async (selector, name) => (await browser.$(selector)).getAttribute(name);
const statCount = (stats, pred) => stats.rows.filter(pred).reduce((a, r) => a + r.count, 0);

test("a damaged games file is kept aside and the player is told", async () => {
  const notice = await browser.$("[data-notice=storeReset]");
  await notice.waitForDisplayed({ timeout: 5000 });
  assert.match(await notice.getText(), /could not be read.*games\.json\.corrupt-/s);
  assert.equal(readdirSync(DATA_DIR).filter((n) => n.startsWith("games.json.corrupt-")).length, 1);
  await click("[data-action=notice-close]");
  assert.equal((await invoke("list_games", {})).total, 0);
});

let gameId = null;
let finalView = null;
let statsBefore = null;
let totalBefore = 0;

test("a game against the computer is played to its end", async () => {
  statsBefore = await invoke("get_statistics");
  // A game with moves still going on is kept in Records (as unfinished) when this one replaces it.
  const current = await invoke("get_view").catch(() => null);
  const kept = current && current.phase.type === "playing" && current.ply > 0 ? 1 : 0;
  totalBefore = (await invoke("list_games", {})).total + kept;
  await invoke("new_game", {
    options: {
      variant: "xiangqi",
      mode: { type: "vsComputer", level: "beginner", humanSide: "first" },
      profile: "xiangqi",
      moveTimerSecs: null,
      startFen: XIANGQI_MATE_IN_2,
    },
  });
  await invoke("make_move", { from: 0, to: 72 }); // a1-a9+
  await waitView((v) => v.ply === 2 && !v.aiThinking, "the forced reply");
  finalView = await invoke("make_move", { from: 71, to: 89 }); // i8-i10#
  assert.equal(finalView.phase.type, "over");
  assert.equal(finalView.phase.outcome.reason, "checkmate");
});

test("the records screen lists it, newest first, with result and reason", async () => {
  await openScreen("home");
  await click("[data-action=records]");
  const first = await browser.$(".list > li");
  await first.waitForExist({ timeout: 10000 });
  assert.equal(Number(await attr("main.games", "data-total")), totalBefore + 1);
  assert.equal(await first.getAttribute("data-result"), "win");
  assert.equal(await first.getAttribute("data-reason"), "checkmate");
  assert.equal(await first.getAttribute("data-variant"), "xiangqi");
  assert.match(await first.getText(), /Won · Checkmate/);
  gameId = Number(await first.getAttribute("data-game-id"));
  // The filters: a Janggi-only list does not hold it; a wins-only list does.
  const variant = await browser.$("select[data-filter=variant]");
  await variant.selectByAttribute("value", "janggi");
  await browser.waitUntil(async () => !(await browser.$(`li[data-game-id="${gameId}"]`).isExisting()), { timeout: 5000 });
  await variant.selectByIndex(0);
  await (await browser.$(`li[data-game-id="${gameId}"]`)).waitForExist({ timeout: 5000 });
  await shot("records");
});

test("the replay reaches the final position and steps through the moves", async () => {
  await click(`li[data-game-id="${gameId}"] [data-action=replay]`);
  const main = await browser.$("main.replay");
  await main.waitForExist({ timeout: 10000 });
  assert.equal(await main.getAttribute("data-plies"), "3");
  const pieceSquares = () =>
    browser.execute(() => [...document.querySelectorAll("main.replay g.piece[data-square]")].map((g) => Number(g.getAttribute("data-square"))).sort((a, b) => a - b));
  // Opens at the end: the final position of the game.
  assert.equal(await main.getAttribute("data-ply"), "3");
  const expected = finalView.pieces.map((p) => p.square).sort((a, b) => a - b);
  await browser.waitUntil(async () => JSON.stringify(await pieceSquares()) === JSON.stringify(expected), { timeout: 5000, timeoutMsg: "final position drawn" });
  // Keys, buttons and the move list.
  await browser.keys("Home");
  await browser.waitUntil(async () => (await main.getAttribute("data-ply")) === "0", { timeout: 3000 });
  await browser.keys("ArrowRight");
  await browser.waitUntil(async () => (await main.getAttribute("data-ply")) === "1", { timeout: 3000 });
  await click("[data-action=replay-next]");
  await browser.waitUntil(async () => (await main.getAttribute("data-ply")) === "2", { timeout: 3000 });
  await click("[data-action=replay-start]");
  await browser.waitUntil(async () => (await main.getAttribute("data-ply")) === "0", { timeout: 3000 });
  await click('.movelist button[data-ply="2"]');
  await browser.waitUntil(async () => (await main.getAttribute("data-ply")) === "2", { timeout: 3000 });
  await click("[data-action=replay-end]");
  await browser.waitUntil(async () => (await main.getAttribute("data-ply")) === "3", { timeout: 3000 });
  // The board redraws on the next animation frame.
  await browser.waitUntil(async () => JSON.stringify(await pieceSquares()) === JSON.stringify(expected), { timeout: 5000, timeoutMsg: "final position drawn again" });
  await shot("replay");
  await browser.setWindowSize(360, 740);
  await browser.pause(300);
  await shot("phone-replay");
  await browser.setWindowSize(1100, 800);
  await browser.pause(200);
});

test("export as PGN and import it back", async () => {
  const pgn = await exportText(gameId, "pgn");
  assert.match(pgn, /\[Variant "xiangqi"\]/);
  assert.match(pgn, /\[FEN "9\/4k4\/8R/);
  assert.match(pgn, /1\. a1a9 e9e10 2\. i8i10 1-0/);
  // Copy to the clipboard from the replay screen. The notice lies over the
  // page: nothing moves (it pushed the page down ~30 px, so the next tap
  // hit the wrong control), and taps go through it.
  const where = () => browser.execute(() => Math.round(document.querySelector("[data-action=copy-pgn]").getBoundingClientRect().top));
  const top = await where();
  await click("[data-action=copy-pgn]");
  await browser.waitUntil(async () => /Copied to the clipboard/.test(await (await browser.$(".message")).getText()), { timeout: 5000, timeoutMsg: "copied" });
  assert.equal(await where(), top, "the copy button stays where it was");
  assert.equal(await browser.execute(() => getComputedStyle(document.querySelector(".message")).position), "fixed");
  assert.equal(await browser.execute(() => getComputedStyle(document.querySelector(".message")).pointerEvents), "none");
  await shot("replay-copied");
  await click("[data-action=back]");
  const textarea = await browser.$("textarea[data-import=text]");
  await textarea.waitForExist({ timeout: 5000 });
  // The same game is already in the records: the report says so and there
  // is nothing to import; cancelling writes nothing.
  await textarea.setValue(pgn);
  await click("[data-action=import-text]");
  await (await browser.$("[data-import=report]")).waitForDisplayed({ timeout: 5000 });
  assert.equal(await attr("[data-import=duplicates]", "data-n"), "1");
  assert.equal(await attr("[data-import=ready]", "data-n"), "0");
  assert.equal(await (await browser.$("[data-action=import-confirm]")).isEnabled(), false);
  await click("[data-action=import-cancel]");
  await browser.waitUntil(async () => /Import cancelled/.test(await (await browser.$(".message")).getText()), { timeout: 5000, timeoutMsg: "cancelled" });
  assert.equal((await invoke("list_games", {})).total, totalBefore + 1);
  // A different game (the first two moves only) imports after confirmation.
  const shorter = pgn.replace(/1\. a1a9 e9e10 2\. i8i10 1-0/, "1. a1a9 e9e10 *");
  const area = await browser.$("textarea[data-import=text]");
  await area.waitForExist({ timeout: 5000 });
  await area.setValue(shorter);
  await click("[data-action=import-text]");
  await (await browser.$("[data-import=report]")).waitForDisplayed({ timeout: 5000 });
  assert.equal(await attr("[data-import=ready]", "data-n"), "1");
  await click("[data-action=import-confirm]");
  await browser.waitUntil(async () => Number(await attr("main.games", "data-total")) === totalBefore + 2, { timeout: 5000, timeoutMsg: "imported game listed" });
  const status = await browser.$(".message");
  assert.match(await status.getText(), /Games imported: 1\./);
  const list = await invoke("list_games", {});
  const back = await invoke("replay_game", { id: list.games[0].id });
  assert.deepEqual(back.moves.map((m) => m.uci), ["a1a9", "e9e10"]);
  // A bad game is refused with its line and move, and nothing is written.
  const area2 = await browser.$("textarea[data-import=text]");
  await area2.waitForExist({ timeout: 5000 });
  await area2.setValue('[Variant "xiangqi"]\n\n1. a1a9 a1a9\n');
  await click("[data-action=import-text]");
  const refused = await browser.$('[data-import-game="1"][data-status=refused]');
  await refused.waitForDisplayed({ timeout: 5000 });
  assert.match(await refused.getText(), /Line \d+: illegal move a1a9 at move 1/);
  await click("[data-action=import-cancel]");
  assert.equal((await invoke("list_games", {})).total, totalBefore + 2);
});

/** Opens `path` through the import card's native open dialog (answered by the app's test seam). */
async function openFile(path) {
  writeFileSync(process.env.JANGGI_DIALOG_PRESET, path);
  await click("[data-action=import-open]");
  await (await browser.$("[data-import=report]")).waitForDisplayed({ timeout: 10000 });
}

test("a Korean .gib file (CP949) opened from disk imports", async () => {
  const path = join(process.cwd(), "src-tauri/crates/formats/tests/data/records/gib02_2010_kbs_chuseok.gib");
  const before = (await invoke("list_games", {})).total;
  await openFile(path);
  const ready = Number(await attr("[data-import=ready]", "data-n"));
  const dups = (await (await browser.$("[data-import=duplicates]")).isExisting()) ? Number(await attr("[data-import=duplicates]", "data-n")) : 0;
  assert.ok(ready + dups >= 1);
  if (ready === 0) {
    await click("[data-action=import-cancel]"); // imported by an earlier run on this data directory
    return;
  }
  await click("[data-action=import-confirm]");
  await browser.waitUntil(async () => /Games imported: \d+/.test(await (await browser.$(".message")).getText()), { timeout: 10000, timeoutMsg: "file imported" });
  const n = Number((await (await browser.$(".message")).getText()).match(/Games imported: (\d+)/)[1]);
  assert.equal(n, ready);
  const list = await invoke("list_games", {});
  assert.equal(list.total, before + n);
  assert.equal(list.games[0].variant, "janggi");
  assert.ok(list.games[0].players.some((p) => /[\uAC00-\uD7A3]/.test(p)), `Korean names read: ${list.games[0].players}`);
});

test("a .gib collection with one bad game: the report first, then the good games are kept", async () => {
  const path = join(process.cwd(), "tests/e2e/data/five-games-one-bad.gib");
  const before = (await invoke("list_games", {})).total;
  const statsBeforeImport = await invoke("get_statistics");
  await openFile(path);
  // Each run starts on a fresh data directory and no other file imports these.
  assert.equal(await (await browser.$("[data-import=duplicates]")).isExisting(), false);
  assert.equal(await attr("[data-import=ready]", "data-n"), "4", "four complete games");
  assert.equal(await attr("[data-import=problems]", "data-n"), "1");
  const bad = await browser.$('[data-import-game="4"][data-status=cut]');
  assert.ok(await bad.isDisplayed());
  const text = await bad.getText();
  assert.match(text, /Game 4: .+ – 타이슨권법 9단/);
  assert.match(text, /Line 99: illegal move 08마87 at move 2/);
  assert.match(text, /Import the legal part \(moves: 1\)/);
  // Nothing is written before the player confirms.
  assert.equal((await invoke("list_games", {})).total, before);
  await shot("import-report");
  const ready = 4;
  await click("[data-action=import-confirm]");
  await browser.waitUntil(async () => Number(await attr("main.games", "data-total")) === before + ready, { timeout: 10000, timeoutMsg: "good games listed" });
  assert.match(await (await browser.$(".message")).getText(), new RegExp(`Games imported: ${ready}\\.`));
  const list = await invoke("list_games", {});
  assert.ok(list.games.slice(0, ready).every((g) => g.variant === "janggi" && g.players[1] === "타이슨권법 9단"));
  assert.ok(list.games.slice(0, ready).some((g) => g.plies === 109));
  const stats = await invoke("get_statistics");
  assert.equal(stats.totalGames, statsBeforeImport.totalGames + ready);
  // The same file again: all four are duplicates.
  await openFile(path);
  assert.equal(await attr("[data-import=duplicates]", "data-n"), "4");
  assert.equal(await attr("[data-import=ready]", "data-n"), "0");
  await click("[data-action=import-cancel]");
  assert.equal((await invoke("list_games", {})).total, before + ready);
  // The statistics screen shows the new total.
  await click("[data-tab=stats]");
  await browser.waitUntil(async () => Number(await attr("main.stats", "data-total")) === stats.totalGames, { timeout: 5000, timeoutMsg: "statistics total" });
  await click("[data-tab=games]");
});

test("the statistics count the won game", async () => {
  await click("[data-tab=stats]");
  const row = await browser.$('tr[data-stat="xiangqi-4-first"]'); // started as "beginner": level 4
  await row.waitForExist({ timeout: 5000 });
  const stats = await invoke("get_statistics");
  const wins = (s) => statCount(s, (r) => r.variant === "xiangqi" && r.level === 4 && r.result === "win" && r.reason === "checkmate");
  assert.equal(wins(stats), wins(statsBefore) + 1);
  const cells = await row.$$("td");
  assert.equal(Number(await cells[4].getText()), statCount(stats, (r) => r.variant === "xiangqi" && r.level === 4 && r.humanSide === "first" && r.result === "win"));
  assert.ok(await browser.$("svg.chart rect.bar.win").isExisting());
  await shot("statistics");
  await browser.setWindowSize(360, 740);
  await browser.pause(300);
  await shot("phone-statistics");
  await browser.setWindowSize(1100, 800);
  await browser.pause(200);
});

test("the statistics headline does not count a game left unfinished", async () => {
  // A hot-seat game with one move, replaced by a new game: kept in Records as unfinished.
  const hotSeat = { variant: "xiangqi", mode: { type: "twoPlayers" }, profile: "xiangqi", moveTimerSecs: null };
  await invoke("new_game", { options: hotSeat });
  await invoke("make_move", { from: 19, to: 22 });
  await invoke("new_game", { options: hotSeat });
  const all = (await invoke("list_games", { limit: 500 })).games;
  assert.ok(all.some((g) => g.unfinished), "an unfinished game is in the records");
  const finished = all.filter((g) => !g.unfinished && !g.studyOnly).length;
  await click("[data-tab=games]");
  await click("[data-tab=stats]");
  await browser.waitUntil(async () => Number(await attr("main.stats", "data-total")) === finished, {
    timeout: 5000,
    timeoutMsg: `the headline counts the ${finished} finished games`,
  });
  assert.equal((await invoke("get_statistics")).totalGames, finished);
  assert.match(await (await browser.$("main.stats > p")).getText(), new RegExp(`: ${finished}$`));
});

test("play on from a replayed position against the computer", async () => {
  await click("[data-tab=games]");
  await click(`li[data-game-id="${gameId}"] [data-action=replay]`);
  await (await browser.$("main.replay")).waitForExist({ timeout: 10000 });
  await click('.movelist button[data-ply="2"]');
  await click("[data-action=replay-continue]");
  await (await browser.$(".board-host svg")).waitForExist({ timeout: 10000 });
  const v = await invoke("get_view");
  assert.equal(v.phase.type, "playing");
  assert.deepEqual(v.moves.map((m) => m.uci), ["a1a9", "e9e10"], "the game's moves are kept");
  assert.equal(v.mode.humanSide, "first");
  assert.equal(v.undoAvailable, true);
  // Finish it so no unfinished game is left to the next file.
  await invoke("resign");
});
