// End to end, post-game review (issue 13): a Janggi game lost to the
// computer is reviewed from the end-of-game dialog to the end, with the
// progress bar, while a requestAnimationFrame probe checks that the UI keeps
// drawing (99th percentile of the frame gaps < 100 ms); the graph, the
// move classes and the engine's arrow are on screen, a tap on the graph
// jumps, and "try again from here" starts a game from that position. A Xiangqi game is reviewed
// from the records (a second look comes from the cache), and an imported
// .gib game (tests/e2e/data/gib29_…) is reviewed too.
// Screenshots: $SHOTS/{review-running,review-janggi,phone-review-janggi,phone-review-steps,review-xiangqi,review-gib}.png.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { readFileSync, writeFileSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { connect, bind, SHOTS } from "./support.mjs";

const DESKTOP = { width: 1100, height: 800 };
const PHONE = { width: 360, height: 740 };
const GIB = "tests/e2e/data/gib29_haetermol_2nd_world_2_ha_vs_jeon.gib";

let browser;
const { invoke, getView, waitView, shot, setSize } = bind(() => browser);
const timings = {};

before(async () => {
  mkdirSync(SHOTS, { recursive: true });
  browser = await connect();
  await (await browser.$("button.start")).waitForClickable({ timeout: 20000 });
  await browser.setTimeout({ script: 240000 });
  await setSize(DESKTOP);
});

after(async () => {
  writeFileSync(join(SHOTS, "..", "review-timings.json"), JSON.stringify(timings, null, 2));
  await browser?.deleteSession().catch(() => {});
});

const attr = async (sel, name) => (await browser.$(sel)).getAttribute(name);
const click = async (sel) => {
  const el = await browser.$(sel);
  await el.waitForClickable({ timeout: 15000 });
  await el.click();
};

/**
 * Reloads the page on `hash` (the UI reads the game from Rust at start).
 * The address is replaced, not navigated to: setting location.hash is a
 * history step the app handles like the phone's back button, and while it
 * believes a game is being played it asks before leaving and puts #game
 * back. The games here are played and resigned through IPC, which the page
 * is not told about (a player's own moves and resignation go through the
 * UI), so after the computer's last reply it still believed so, and the
 * reload came back to the game instead of the records (this is why the
 * Xiangqi game "was not listed on Records" after the first test).
 */
async function reloadAt(hash) {
  const before = await browser.execute(() => performance.timeOrigin);
  await browser.execute((h) => {
    history.replaceState(null, "", h);
    location.reload();
  }, hash);
  // The new page, not the old one still on screen.
  await browser.waitUntil(async () => (await browser.execute(() => performance.timeOrigin).catch(() => before)) !== before, { timeout: 15000, timeoutMsg: "the page reloaded" });
  await browser.pause(300);
}

/** A game against the beginner computer: the human (first) plays its first legal moves for `plies` plies, then resigns. */
async function playAndResign(variant, plies) {
  await invoke("set_settings", { settings: { ...(await invoke("get_settings")), reviewQuality: "normal" } });
  const profile = variant === "janggi" ? "janggi-standard" : "xiangqi";
  let v = await invoke("new_game", {
    options: { variant, mode: { type: "vsComputer", level: "beginner", humanSide: "first" }, profile, moveTimerSecs: null, startFen: null },
  });
  if (variant === "janggi") {
    v = await waitView((v) => v.phase.type !== "setup" || v.phase.sideToChoose === "first", "Cho to choose");
    await invoke("choose_setup", { side: "first", setup: "horseElephantHorseElephant" });
  }
  for (;;) {
    v = await waitView((v) => v.phase.type === "over" || (v.phase.type === "playing" && !v.aiThinking && v.sideToMove === "first"), "the player's turn", 60000);
    if (v.phase.type === "over" || v.ply >= plies) break;
    // The player's move: a legal move picked in a fixed way (a varied game, not always the first piece).
    const l = v.legalMoves[(v.ply * 7) % v.legalMoves.length];
    await invoke("make_move", { from: l.from, to: l.to[v.ply % l.to.length] });
  }
  if (v.phase.type !== "over") v = await invoke("resign");
  assert.equal(v.phase.type, "over");
  return v;
}

/**
 * Measures requestAnimationFrame gaps until the review screen says it is
 * done; also what the progress bar showed. In chunks of at most 15 s (one
 * WebDriver request may not outlast its 60 s timeout); the frame across a
 * chunk boundary is not measured.
 */
async function probeUntilDone() {
  const all = { max: 0, frames: 0, gaps: [], slow: [], maxDone: 0, total: 0, sawBar: false, ms: 0 };
  const t0 = Date.now();
  for (;;) {
    const g = await browser.executeAsync((done) => {
      const g = { max: 0, frames: 0, gaps: [], last: 0, slow: [], t0: performance.now(), maxDone: 0, total: 0, sawBar: false, finished: false };
      // Only gaps between two frames that both showed the analysis running
      // count: not the screen's first render, not the one that draws the
      // finished analysis.
      let running = false;
      const loop = (t) => {
        const bar = document.querySelector(".progress[data-total]");
        const main = document.querySelector("main.review");
        const nowRunning = !!bar && !!main && main.dataset.state === "running";
        if (g.last && running && nowRunning) {
          const d = t - g.last;
          g.max = Math.max(g.max, d);
          g.frames++;
          g.gaps.push(Math.round(d * 10) / 10);
          if (d > 50) g.slow.push([Math.round(t - g.t0), Math.round(d)]);
        }
        running = nowRunning;
        g.last = t;
        if (bar) {
          g.sawBar = true;
          g.line = document.querySelector(".progress .live-text")?.dataset.text ?? g.line;
          g.maxDone = Math.max(g.maxDone, Number(bar.dataset.done));
          g.total = Number(bar.dataset.total);
        }
        g.finished = !!main && main.dataset.state === "done";
        if (g.finished || t - g.t0 > 15000) done(g);
        else requestAnimationFrame(loop);
      };
      requestAnimationFrame(loop);
    });
    const at = Date.now() - t0;
    all.max = Math.max(all.max, g.max);
    all.frames += g.frames;
    all.gaps.push(...g.gaps);
    all.slow.push(...g.slow.map(([t, d]) => [at, t, d]));
    all.maxDone = Math.max(all.maxDone, g.maxDone);
    all.total = g.total || all.total;
    all.sawBar ||= g.sawBar;
    all.line = g.line ?? all.line;
    if (g.finished) return { ...all, ms: Date.now() - t0 };
    if (Date.now() - t0 > 230000) return { ...all, error: "review not done in time" };
  }
}

/** The `p` quantile (0..1) of `gaps`. */
function quantile(gaps, p) {
  const s = [...gaps].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor(p * s.length))] : 0;
}

/** requestAnimationFrame gaps over `ms` with nothing running (the machine's own noise). */
async function idleGaps(ms) {
  return browser.executeAsync((ms, done) => {
    const g = { max: 0, frames: 0, gaps: [], last: 0, t0: performance.now() };
    const loop = (t) => {
      if (g.last) {
        g.max = Math.max(g.max, t - g.last);
        g.gaps.push(t - g.last);
        g.frames++;
      }
      g.last = t;
      if (t - g.t0 < ms) requestAnimationFrame(loop);
      else done(g);
    };
    requestAnimationFrame(loop);
  }, ms);
}

/** Checks the finished review screen: graph, classes, the engine's arrow. */
async function checkReview(plies) {
  assert.equal(await attr("main.review", "data-state"), "done");
  assert.equal(Number(await attr("main.review", "data-plies")), plies);
  assert.equal(Number(await attr(".graph svg", "data-positions")), plies + 1, "every position on the graph");
  let judged = 0;
  for (const c of ["best", "good", "inaccuracy", "mistake", "blunder"]) {
    const cells = await browser.$$(`.summary tr[data-row=${c}] td`);
    for (const td of cells) judged += Number(await td.getText());
  }
  assert.equal(judged, plies, "every move has a class");
  const classed = await browser.$$(".movelist .mv:not([data-class=none])");
  assert.equal(classed.length, plies);
  // The engine's move from the position shown, as the board's arrow.
  assert.ok(await (await browser.$(".rv-board svg .hint")).isExisting(), "the engine's move is marked on the board");
  assert.ok((await attr(".verdict [data-best]", "data-best")).length >= 4);
}

test("a Janggi game against the computer is reviewed from the end dialog while the UI keeps drawing", async (t) => {
  const over = await playAndResign("janggi", 24);
  const plies = over.ply;
  await reloadAt("#game");
  await (await browser.$(".modal.end [data-action=review]")).waitForClickable({ timeout: 15000 });
  await shot("review-end-dialog");
  await click(".modal.end [data-action=review]");
  await (await browser.$("main.review")).waitForExist({ timeout: 15000 });
  await (await browser.$(".progress .live-text")).waitForExist({ timeout: 15000 });
  await browser.pause(600); // a figure or two in
  await shot("review-running");
  const g = await probeUntilDone();
  assert.ok(!g.error, g.error);
  const p99 = quantile(g.gaps, 0.99);
  Object.assign(timings, { janggiPlies: plies, janggiReviewMs: g.ms, maxFrameGapMs: Math.round(g.max), p95FrameGapMs: quantile(g.gaps, 0.95), p99FrameGapMs: p99, frames: g.frames, slowFrames: g.slow });
  assert.ok(g.sawBar, "the progress bar was shown");
  assert.match(g.line ?? "", new RegExp(`\\d+.*\\b${plies + 1}\\b`), "the progress line says how far it is");
  assert.equal(g.total, plies + 1);
  assert.ok(g.frames > 20, `frames drawn during the review (${g.frames})`);
  await checkReview(plies);
  // Issue 13: frames under 100 ms apart while a review runs. Measured as
  // the 99th percentile of the gaps over the whole review, not the single
  // longest one: the e2e machine is a shared 2-core box, where other
  // sessions' builds (each in its own scheduling group) give even an idle
  // page single gaps of 100-250 ms. The review's own cost shows in many
  // frames: before the fix (the progress line a text node, repainting the
  // screen and its board on every figure, ~100 ms of CPU each) the 99th
  // percentile was 190-345 ms; after it, 48-56 ms. The longest gap is
  // reported, and a UI blocked by the review (>= 1 s) fails at once.
  // One review, no second try: beside a match on the other core the 99th
  // percentile was 35-72 ms in 5 runs (2026-12-07).
  const idle = await idleGaps(Math.min(g.ms, 20000));
  timings.idleMaxFrameGapMs = Math.round(idle.max);
  timings.idleP99FrameGapMs = Math.round(quantile(idle.gaps, 0.99));
  const say = (what, p, gg) => t.diagnostic(`frame gaps during the ${what}: 99th percentile ${Math.round(p)} ms, longest ${Math.round(gg.max)} ms over ${gg.frames} frames; idle page: 99th percentile ${timings.idleP99FrameGapMs} ms, longest ${Math.round(idle.max)} ms (target < 100 ms)`);
  say("review", p99, g);
  assert.ok(g.max < 1000, `the UI froze during the review: ${Math.round(g.max)} ms`);
  assert.ok(p99 < 100, `99th percentile of the frame gaps during the review ${p99} ms >= 100 ms (idle page ${timings.idleP99FrameGapMs} ms)`);

  // A tap on the graph's right part jumps there.
  const graph = await browser.$(".graph svg");
  const size = await graph.getSize();
  await graph.click({ x: Math.round(size.width / 4) });
  const tapped = Number(await attr("main.review", "data-ply"));
  assert.ok(tapped > plies / 2 && tapped < plies, `tap went to ${tapped} of ${plies}`);

  // The first mistake or blunder, if any, for the screenshots.
  if (await (await browser.$(".movelist .mv[data-class=mistake], .movelist .mv[data-class=blunder]")).isExisting()) {
    await click(".movelist .mv[data-ply='0']");
    await click("[data-action=mistake-next]");
  } else await click(".movelist .mv[data-ply='4']");
  const ply = Number(await attr("main.review", "data-ply"));
  await browser.pause(200);
  await shot("review-janggi");
  // The evaluation says whose it is, in what unit, before and after the
  // move judged (issue 27 item 7): not a bare "+1.9".
  const before = await (await browser.$(".verdict [data-eval=before]")).getText();
  assert.match(before, /^Before this move: ((Cho|Han) ahead by [\d.]+ soldiers?|about even|(Cho|Han) mates in \d+ moves?)$/, before);
  const afterText = await (await browser.$(".verdict [data-eval=after]")).getText();
  assert.match(afterText, /^After \d+\. .+: ((Cho|Han) ahead by [\d.]+ soldiers?|about even|(Cho|Han) mates in \d+ moves?)$/, afterText);
  // The current move is marked in the ink colour, not a class colour.
  const colours = await browser.execute(() => {
    const bg = (e) => (e ? getComputedStyle(e).backgroundColor : null);
    return { current: bg(document.querySelector(".movelist .mv.current")), blunder: bg(document.querySelector(".summary .dot.blunder")), mistake: bg(document.querySelector(".summary .dot.mistake")) };
  });
  assert.notEqual(colours.current, colours.blunder);
  assert.notEqual(colours.current, colours.mistake);
  await setSize(PHONE);
  await shot("phone-review-janggi");
  // On a phone the board, the step controls and the verdict are all on the
  // first screen (issue 27 item 2): one steps with the board in sight.
  await browser.execute(() => window.scrollTo(0, 0));
  const fits = await browser.execute(() => {
    const bottom = (sel) => document.querySelector(sel)?.getBoundingClientRect().bottom ?? Infinity;
    const scroller = document.scrollingElement;
    return { board: bottom(".rv-board"), nav: bottom("[data-action=replay-next]"), verdict: bottom(".verdict [data-eval=before]"), h: window.innerHeight, scrolled: scroller.scrollTop };
  });
  assert.equal(fits.scrolled, 0);
  for (const k of ["board", "nav", "verdict"]) assert.ok(fits[k] <= fits.h, `${k} ends at ${fits[k]} px, below the ${fits.h} px screen`);
  await click("[data-action=replay-next]");
  await browser.pause(200);
  const still = await browser.execute(() => document.querySelector(".rv-board").getBoundingClientRect().top);
  assert.ok(still >= 0, "the board is still in sight after a step");
  await shot("phone-review-steps");
  await click("[data-action=replay-prev]");
  await setSize(DESKTOP);

  // Step through the engine's line and back.
  await click("[data-action=step-line]");
  await (await browser.$(".line-nav")).waitForExist({ timeout: 5000 });
  assert.ok(Number(await attr(".line-nav", "data-line-len")) >= 1);
  await click("[data-action=line-back]");

  // Try again from here: a game against the computer from that position, the moves before it kept.
  await click("[data-action=try-again]");
  const v = await waitView((v) => v.ply === ply && v.phase.type === "playing", "the game from the reviewed position");
  assert.equal(v.mode.type, "vsComputer");
  assert.equal(v.mode.humanSide, v.sideToMove);
  await (await browser.$(".board-host svg")).waitForExist({ timeout: 5000 });
  assert.equal(await browser.execute(() => location.hash), "#game");

  // "Analyse up to here" from the game in progress, cancelled while it runs.
  await click("[data-action=analyse]");
  await (await browser.$(".progress[data-total]")).waitForExist({ timeout: 15000 });
  assert.equal(Number(await attr(".progress[data-total]", "data-total")), ply + 1);
  await click("[data-action=review-cancel]");
  await browser.waitUntil(async () => (await attr("main.review", "data-state")) === "stopped", { timeout: 15000, timeoutMsg: "the review stopped" });
  assert.ok(await (await browser.$("[data-action=review-resume]")).isExisting());
  await click("[data-action=back]");
  await (await browser.$(".board-host svg")).waitForExist({ timeout: 5000 });
});

/** Opens the replay of record `id` and its review. */
async function openRecordReview(id) {
  await reloadAt("#records");
  // Earlier files leave many records: the row may be on a later page
  // ("Show more") or below the fold.
  await (await browser.$("main")).waitForExist({ timeout: 15000 });
  // The screen keeps the tab and filters an earlier file chose: show the
  // list of every game.
  const gamesTab = await browser.$("[data-tab=games]");
  if (await gamesTab.isExisting()) await gamesTab.click();
  const variant = await browser.$("select[data-filter=variant]");
  if (await variant.isExisting()) {
    await variant.selectByIndex(0);
    await (await browser.$("select[data-filter=result]")).selectByIndex(0);
    await browser.pause(300);
  }
  const row = await browser.$(`li[data-game-id="${id}"] [data-action=replay]`);
  for (let i = 0; i < 20 && !(await row.isExisting()); i++) {
    const more = await browser.$("[data-action=more]");
    if (await more.isExisting()) await more.click();
    await browser.pause(300);
  }
  await row.waitForExist({ timeout: 15000 });
  await row.scrollIntoView({ block: "center" });
  await click(`li[data-game-id="${id}"] [data-action=replay]`);
  await click("[data-action=replay-review]");
  await (await browser.$("main.review")).waitForExist({ timeout: 15000 });
}

test("a Xiangqi game is reviewed from the records, and a second look comes from the cache", async () => {
  const over = await playAndResign("xiangqi", 20);
  const id = (await invoke("list_games", { filter: { variant: "xiangqi", result: null }, offset: 0, limit: 1 })).games[0].id;
  await openRecordReview(id);
  const g = await probeUntilDone();
  assert.ok(!g.error, g.error);
  timings.xiangqiReviewMs = g.ms;
  timings.xiangqiMaxFrameGapMs = Math.round(g.max);
  await checkReview(over.ply);
  await click(".movelist .mv[data-ply='2']");
  await browser.pause(200);
  await shot("review-xiangqi");
  // Back to the records and in again: at once, from the cache.
  await click("[data-action=back]");
  await openRecordReview(id);
  await browser.waitUntil(async () => (await attr("main.review", "data-state")) === "done", { timeout: 3000, timeoutMsg: "the cached review shows at once" });
  assert.equal(await attr("main.review", "data-cached"), "true");
});

test("an imported .gib game is reviewed", async () => {
  await invoke("set_settings", { settings: { ...(await invoke("get_settings")), reviewQuality: "quick" } });
  const bytes = readFileSync(GIB).toString("base64");
  const preview = await invoke("preview_import", { bytes, name: "gib29.gib" });
  const res = await invoke("confirm_import", { previewId: preview.previewId, includePartial: [] });
  let id = res.ids[0];
  if (id === undefined) {
    // Imported by an earlier run on this data directory: find it.
    const list = await invoke("list_games", { filter: { variant: "janggi", result: null }, offset: 0, limit: 500 });
    id = list.games.find((g) => g.mode === null && g.plies === preview.games[0].plies).id;
  }
  await openRecordReview(id);
  const g = await probeUntilDone();
  assert.ok(!g.error, g.error);
  timings.gibPlies = preview.games[0].plies;
  timings.gibReviewQuickMs = g.ms;
  await checkReview(preview.games[0].plies);
  await shot("review-gib");
});

test("the coordinates setting shows on the review and puzzle boards", async () => {
  // Settings → coordinates was drawn on the game, tutorial and replay boards
  // only (issue 27, item 11).
  const saved = await invoke("get_settings");
  await invoke("set_settings", { settings: { ...saved, coordinates: true } });
  try {
    const id = (await invoke("list_games", { filter: { variant: "xiangqi", result: null }, offset: 0, limit: 1 })).games[0].id;
    await openRecordReview(id); // reloads: the page reads the settings again
    await (await browser.$("main.review svg[data-coordinates=on]")).waitForExist({ timeout: 10000, timeoutMsg: "the review board has coordinates" });
    await shot("review-coordinates");
    await reloadAt("#home");
    await click("[data-puzzles=janggi]");
    await (await browser.$(".puzzle-board svg[data-coordinates=on]")).waitForExist({ timeout: 10000, timeoutMsg: "the puzzle board has coordinates" });
    await shot("puzzle-coordinates");
  } finally {
    await invoke("set_settings", { settings: saved });
    await reloadAt("#home");
  }
});

test("try again from a record's review asks before it replaces the game in progress", async () => {
  // Issue 27, item 3: after the engine's line closes, a tap aimed at a move
  // row could land on "Try again from here" and replace the game being
  // played without a word.
  await playAndResign("xiangqi", 6); // a record to review
  let v = await invoke("new_game", {
    options: { variant: "xiangqi", mode: { type: "vsComputer", level: 3, humanSide: "first" }, profile: "xiangqi", moveTimerSecs: null, startFen: null },
  });
  const l = v.legalMoves[0];
  await invoke("make_move", { from: l.from, to: l.to[0] });
  const playing = await waitView((v) => v.ply === 2 && !v.aiThinking, "the computer's reply", 60000);
  const id = (await invoke("list_games", { filter: { variant: "xiangqi", result: null }, offset: 0, limit: 5 })).games[0].id;
  await openRecordReview(id);
  await probeUntilDone();
  await click(".movelist .mv[data-ply='2']");
  // The counter names the move judged here (it said "Move 2" beside "Played: 3."): Xiangqi numbers pairs, so the
  // list and "Played" say "2." for Red's second move and the counter counts half-moves, this one the third.
  const played = await (await browser.$("main.review .mv.current")).getText();
  assert.match(played, /^2\. /, "Red's second move is numbered 2.");
  assert.match(await (await browser.$("main.review .verdict")).getText(), /Played: 2\. /);
  assert.match(await (await browser.$("main.review .pos")).getText(), /^Half-move 3 of \d+$/);
  await click("[data-action=try-again]");
  await (await browser.$("[data-dialog=replace-game]")).waitForExist({ timeout: 5000, timeoutMsg: "try again asks first" });
  assert.match(await (await browser.$("[data-dialog=replace-game]")).getText(), /Xiangqi game you are playing/);
  await browser.pause(300);
  await shot("review-replace");
  await click("[data-action=replace-cancel]");
  await (await browser.$("[data-dialog=replace-game]")).waitForExist({ reverse: true, timeout: 5000 });
  assert.equal((await getView()).gameId, playing.gameId, "cancel keeps the game in progress");
  assert.equal(await browser.execute(() => location.hash), "#review");
  // Asked again and confirmed: the new game from the reviewed position.
  await click("[data-action=try-again]");
  await click("[data-action=replace-confirm]");
  v = await waitView((v) => v.gameId !== playing.gameId && v.phase.type === "playing", "the game from the reviewed position");
  assert.equal(v.ply, 2);
  await invoke("resign");
});
