// End to end (issue 17, a game screen players trust): the pass warning in
// the 72 / 73.5 case and none for a harmless pass; the clock paused while
// the player reads the Guide; a new game offering to keep the unfinished
// one, which Records then lists and resumes; "Check" in the status line; a
// refusal explained for a pinned piece; the action buttons where they were
// after the captured pieces fill their row; the newest move in view after
// 40+ moves at 360x740; one move numbering on the game, Home, Records and
// Replay. Layout is measured by element positions through WebDriver.
// Run by tests/e2e/run.sh (shared data dir, English UI).
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { connect, bind } from "./support.mjs";

let browser;
const { invoke, getView, waitView, shot, setSize, clickSquare: tap } = bind(() => browser);

/** A click on a square, then a moment for the UI to answer. */
async function clickSquare(sq) {
  await tap(sq);
  await browser.pause(120);
}
const DESKTOP = { width: 1100, height: 800 };
const PHONE = { width: 360, height: 740 };

before(async () => {
  browser = await connect();
  await (await browser.$("button.start")).waitForClickable({ timeout: 20000 });
  await setSize(DESKTOP);
});

after(async () => {
  await browser?.deleteSession().catch(() => {});
});

// ---- helpers ---------------------------------------------------------------

async function click(selector, timeout = 15000) {
  const el = await browser.$(selector);
  await el.waitForExist({ timeout });
  await browser.execute((e) => e.scrollIntoView({ block: "center" }), el);
  await el.waitForClickable({ timeout });
  await el.click();
}

/** Home's Start game; a game with moves in progress is abandoned (kept in Records). */
async function startFromHome() {
  await click("button.start");
  await browser.pause(300);
  if (await (await browser.$("[data-dialog=keep-game]")).isExisting()) await click("[data-action=keep-abandon]");
}

async function goHome() {
  if (await (await browser.$("button.start")).isExisting()) return;
  await click("[data-action=home]");
  await (await browser.$("button.start")).waitForExist({ timeout: 10000 });
}

/** Starts a game through IPC and shows it (the UI reads get_view on load and opens #game). */
async function startGameByIpc(options) {
  await invoke("new_game", { options });
  await browser.execute(() => {
    location.hash = "#game";
    location.reload();
  });
  await (await browser.$(".board-host svg")).waitForExist({ timeout: 15000 });
  await browser.pause(300);
}

async function reloadGame() {
  await browser.execute(() => {
    location.hash = "#game";
    location.reload();
  });
  await (await browser.$(".board-host svg")).waitForExist({ timeout: 15000 });
  await browser.pause(400);
}

const text = async (selector) => (await (await browser.$(selector)).getText()).trim();

/** Rectangles of the elements matching `selector` (viewport px). */
const rects = (selector) =>
  browser.execute((s) => [...document.querySelectorAll(s)].map((e) => {
    const r = e.getBoundingClientRect();
    return { left: r.left, top: r.top, right: r.right, bottom: r.bottom, width: r.width, height: r.height };
  }), selector);

// ---- Home -----------------------------------------------------------------------

test("Start game is reachable on Home without scrolling, on the desktop window and a phone; Standard is recommended", async () => {
  for (const size of [DESKTOP, PHONE]) {
    await setSize(size);
    await browser.execute(() => window.scrollTo(0, 0));
    const h = await browser.execute(() => window.innerHeight);
    const [b] = await rects("button.start");
    assert.ok(b.top >= 0 && b.bottom <= h, `Start game in view at ${size.width}x${size.height} (${JSON.stringify(b)}, window ${h})`);
  }
  await setSize(DESKTOP);
  await (await browser.$("[data-profile=janggi-standard] [data-recommended]")).waitForExist({ timeout: 3000 });
  assert.ok(await (await browser.$("[data-action=profiles-more]")).isExisting(), "a 'more' link to the guide's profile table");
});

// ---- pass warning ------------------------------------------------------------

test("pass warning: Cho at 72 against 73.5 is asked, with both totals; Han's harmless pass is one tap", async () => {
  await click("[data-variant=janggi]");
  await click("[data-mode=vsComputer]");
  await click("[data-profile=janggi-standard]");
  await click("[data-side=first]");
  await click("[data-timer=off]");
  await startFromHome();
  // Han (the computer) has chosen; Cho chooses.
  await click("main[data-choosing=first] button.setup-card");
  let v = await waitView((v) => v.phase.type === "playing" && v.sideToMove === "first" && !v.aiThinking, "Cho to move");
  assert.equal(v.ply, 0);
  assert.deepEqual(v.passWarning, { mine: 72, theirs: 73.5, draw: false });
  await click("[data-action=pass]");
  const dialog = await browser.$("[data-dialog=pass-warning]");
  await dialog.waitForDisplayed({ timeout: 5000 });
  const body = await dialog.getText();
  assert.match(body, /72/, body);
  assert.match(body, /73\.5/, body);
  assert.ok(await (await browser.$("[data-action=pass-more]")).isDisplayed(), "the guide's warning is linked");
  await shot("pass-warning");
  await click("[data-action=pass-cancel]");
  await browser.pause(300);
  assert.equal((await getView()).ply, 0, "cancel did not pass");

  // The link opens the guide at "Can passing lose the game?".
  await click("[data-action=pass]");
  await click("[data-action=pass-more]");
  await (await browser.$("#f-pass-lose, [data-item=f-pass-lose], [id*=f-pass-lose]")).waitForExist({ timeout: 5000 });
  await click("[data-action=back]");
  await (await browser.$(".board-host svg")).waitForExist({ timeout: 5000 });

  // Han (the player) at 73.5 against 72: passing is harmless, so one tap.
  await goHome();
  await click("[data-side=second]");
  await startFromHome();
  await click("main[data-choosing=second] button.setup-card");
  v = await waitView((v) => v.phase.type === "playing" && v.ply >= 1 && v.sideToMove === "second" && !v.aiThinking, "Han to move");
  assert.equal(v.passWarning, null);
  // The computer's move is marked where it came from and where it went.
  await (await browser.$(".board-host svg .last-from")).waitForExist({ timeout: 3000 });
  assert.ok(await (await browser.$(".board-host svg .last-to")).isExisting());
  const ply = v.ply;
  await click("[data-action=pass]");
  v = await waitView((v) => v.ply > ply, "the pass");
  assert.ok(v.moves[ply].pass, "passed at once");
  assert.equal(await (await browser.$("[data-dialog=pass-warning]")).isExisting(), false);
});

// ---- the clock ------------------------------------------------------------------

test("the clock pauses while the player reads the Guide and runs again on return", async () => {
  await goHome();
  // Home opens with the last game's choices: say every one this game needs.
  await click("[data-variant=xiangqi]");
  await click("[data-mode=vsComputer]");
  await click(".level-picker [data-level='4']");
  await click("[data-side=first]");
  await click("[data-timer='60']");
  await startFromHome();
  let v = await waitView((v) => v.variant === "xiangqi" && v.phase.type === "playing" && v.moveTimer?.deadlineMs, "Red's clock runs");
  // Both clocks where both have one: here only the player's.
  assert.equal((await rects("[data-clock]")).length, 1);
  await click("[data-action=guide]");
  await (await browser.$("[data-action=back]")).waitForExist({ timeout: 5000 });
  const left0 = v.moveTimer.deadlineMs - Date.now();
  await browser.pause(3000);
  v = await getView();
  assert.equal(v.moveTimer.paused, "away", "paused while on the Guide");
  assert.equal(v.moveTimer.deadlineMs, null);
  assert.ok(v.moveTimer.pausedLeftMs > left0 - 1500, `the time left was kept (${v.moveTimer.pausedLeftMs} vs ${left0})`);
  await click("[data-action=back]");
  v = await waitView((v) => v.moveTimer?.paused === null && v.moveTimer.deadlineMs, "the clock runs again");
  const left1 = v.moveTimer.deadlineMs - Date.now();
  assert.ok(left1 > left0 - 2500, `no time lost on the Guide (${left1} ms left, ${left0} before)`);
  assert.ok(await (await browser.$("[data-status=paused-away]")).isDisplayed(), "the player is told");
});

// ---- nothing thrown away ------------------------------------------------------------

test("a new game offers to keep the unfinished one; Records lists it and resumes it", async () => {
  let v = await getView();
  // An old hint does not come back after an undo to its position.
  await click("[data-action=hint]");
  await (await browser.$(".hint-box")).waitForDisplayed({ timeout: 20000 });
  let [from, to] = [v.legalMoves[0].from, v.legalMoves[0].to[0]];
  await clickSquare(from);
  await clickSquare(to);
  await waitView((v) => v.ply === 2 && !v.aiThinking, "the move and the reply");
  await click("[data-action=undo]");
  await waitView((v) => v.ply === 0, "undo");
  await browser.pause(300);
  assert.equal(await (await browser.$(".hint-box")).isExisting(), false, "the hint of ply 0 came back after Undo");
  v = await getView();
  [from, to] = [v.legalMoves[0].from, v.legalMoves[0].to[0]];
  await clickSquare(from);
  await clickSquare(to);
  v = await waitView((v) => v.ply === 2 && !v.aiThinking, "the move and the reply");
  const moves = v.moves.map((m) => m.uci);
  await goHome();
  assert.match(await text("[data-action=continue]"), /2 moves played/);
  await click("button.start");
  await (await browser.$("[data-dialog=keep-game]")).waitForDisplayed({ timeout: 5000 });
  await shot("new-game-keep");
  for (const a of ["keep-continue", "keep-resign", "keep-abandon"]) assert.ok(await (await browser.$(`[data-action=${a}]`)).isDisplayed(), a);
  await click("[data-action=keep-abandon]");
  await waitView((v) => v.ply === 0, "the new game");
  await goHome();
  await click("[data-action=records]");
  const row = await browser.$("li[data-unfinished=true]");
  await row.waitForExist({ timeout: 10000 });
  assert.match(await row.getText(), /Unfinished/);
  assert.match(await row.getText(), /moves: 2/);
  await click("li[data-unfinished=true] [data-action=resume]");
  v = await waitView((v) => v.variant === "xiangqi" && v.ply === 2, "the resumed game");
  assert.deepEqual(v.moves.map((m) => m.uci), moves);
  assert.deepEqual(v.mode, { type: "vsComputer", level: 4, humanSide: "first" }); // started at level 4
});

// ---- check and refusals -------------------------------------------------------------

test("Check in the status line after a checking move", async () => {
  await startGameByIpc({ variant: "janggi", mode: { type: "twoPlayers" }, profile: "janggi-standard", moveTimerSecs: null, startFen: "9/4k4/9/9/9/9/9/9/9/R2K5 w - - 0 1" });
  await clickSquare(0); // Cho's chariot a1
  await clickSquare(72); // a9: along Han's general's rank
  const v = await waitView((v) => v.ply === 1, "the check");
  assert.ok(v.check);
  const status = await browser.$("[data-status=check]");
  await status.waitForDisplayed({ timeout: 5000 });
  assert.equal(await status.getText(), "Check — 장군!");
});

test("the keyboard cursor goes when the player goes back to the mouse", async () => {
  await browser.keys(["ArrowUp"]);
  await (await browser.$(".board-host svg .cursor")).waitForExist({ timeout: 3000 });
  await clickSquare(4); // an empty point
  await browser.waitUntil(async () => !(await (await browser.$(".board-host svg .cursor")).isExisting()), {
    timeout: 3000,
    timeoutMsg: "the keyboard cursor stayed on the board after a mouse click",
  });
});

test("a refusal is explained: the pinned horse would leave its general in check", async () => {
  await startGameByIpc({ variant: "janggi", mode: { type: "twoPlayers" }, profile: "janggi-standard", moveTimerSecs: null, startFen: "9/3k5/9/4r4/9/9/4N4/9/4K4/9 w - - 0 1" });
  const v = await getView();
  assert.ok(!v.legalMoves.some((l) => l.from === 31), "the horse on e4 is pinned");
  await clickSquare(31); // the horse: a tap on a piece that cannot move says why at once
  const line = await browser.$("[data-status=refusal]");
  await line.waitForDisplayed({ timeout: 5000 });
  assert.equal(await line.getText(), "That would leave your general in check.");
  await clickSquare(48); // d6, a horse's step
  await line.waitForDisplayed({ timeout: 5000 });
  assert.equal(await line.getText(), "That would leave your general in check.");
  assert.equal((await getView()).ply, 0);
  await shot("refusal-reason");
  await setSize(PHONE);
  await shot("phone-refusal-reason");
  await setSize(DESKTOP);
});

// ---- layout in a long game, and one numbering ------------------------------------------

/** Plays `n` moves through IPC, preferring captures (both sides' captured rows fill up). */
async function playLong(n) {
  let v = await getView();
  let seed = 7;
  for (let i = 0; i < n && v.phase.type === "playing"; i++) {
    const occupied = new Map(v.pieces.map((p) => [p.square, p]));
    const all = v.legalMoves.flatMap((l) => l.to.map((to) => [l.from, to]));
    const captures = all.filter(([, to]) => occupied.get(to) && occupied.get(to).role !== "general");
    seed = (seed * 1103515245 + 12345) % 2147483648;
    const pool = captures.length > 0 ? captures : all;
    const [from, to] = pool[seed % pool.length];
    v = await invoke("make_move", { from, to });
  }
  return v;
}

const controls = () => rects(".controls button");

function samePlaces(a, b, what) {
  assert.equal(a.length, b.length, what);
  a.forEach((r, i) => {
    assert.ok(Math.abs(r.top - b[i].top) <= 1 && Math.abs(r.left - b[i].left) <= 1, `${what}: button ${i} moved from ${JSON.stringify(r)} to ${JSON.stringify(b[i])}`);
  });
}

test("long game: the controls stay put as captures pile up, the newest move and both cards are in view at 360x740, one numbering everywhere", async () => {
  const start = "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1";
  await startGameByIpc({ variant: "janggi", mode: { type: "twoPlayers" }, profile: "janggi-standard", moveTimerSecs: 300, startFen: start });
  const before = { desktop: await controls() };
  await setSize(PHONE);
  before.phone = await controls();
  await setSize(DESKTOP);

  // Two players pause on request (the running clock is the button): the time left is kept, the board waits.
  await click("[data-action=pause-clock]");
  let v = await waitView((v) => v.moveTimer?.paused === "request", "paused on request");
  assert.equal(v.moveTimer.deadlineMs, null);
  assert.equal(await (await browser.$("[data-status=paused]")).isDisplayed(), true);
  await click("[data-action=pause-clock]");
  await waitView((v) => v.moveTimer?.paused === null && v.moveTimer.deadlineMs !== null, "running again");

  v = await playLong(60);
  assert.ok(v.phase.type === "playing", "the game goes on");
  v = await getView();
  const lost = v.captured.first.length + v.captured.second.length;
  assert.ok(v.captured.first.length >= 6 && v.captured.second.length >= 6, `both rows are full (${v.captured.first.length} / ${v.captured.second.length})`);
  await reloadGame();
  samePlaces(before.desktop, await controls(), "desktop");
  // A capture is announced in the status line and marked in the captured-pieces row.
  if (v.lastMove.capture) {
    assert.match(await text("[data-status=last]"), / took a /);
    assert.ok(await (await browser.$("[data-newest-capture]")).isExisting(), "the piece just taken is marked");
  }

  // The move list shows whole rows: its height is a multiple of the row height, scrolled to the end.
  const list = await browser.execute(() => {
    const ol = document.querySelector(".moves ol");
    const li = ol.querySelector("li");
    return { h: ol.clientHeight, row: li.getBoundingClientRect().height, top: ol.scrollTop, max: ol.scrollHeight - ol.clientHeight };
  });
  assert.ok(Math.abs(list.h / list.row - Math.round(list.h / list.row)) < 0.05, `whole rows (${JSON.stringify(list)})`);
  assert.ok(Math.abs(list.top - list.max) <= 1, `scrolled to the newest (${JSON.stringify(list)})`);
  assert.ok(Math.abs(list.top / list.row - Math.round(list.top / list.row)) < 0.05, `the top row is not cut (${JSON.stringify(list)})`);

  await setSize(PHONE);
  samePlaces(before.phone, await controls(), "phone");
  const page = await browser.execute(() => ({ h: window.innerHeight, w: window.innerWidth, scrollY: window.scrollY }));
  assert.equal(page.scrollY, 0);
  // The strip follows the new width (a ResizeObserver): give it a moment, then measure.
  await browser
    .waitUntil(() => browser.execute(() => { const ol = document.querySelector(".moves ol"); return ol.scrollWidth - ol.clientWidth - ol.scrollLeft <= 1; }), { timeout: 2000 })
    .catch(() => {});
  const [newest] = await rects(".moves .m.last");
  const [box] = await rects(".moves ol");
  assert.ok(newest, "the newest move is marked");
  assert.ok(newest.bottom <= page.h && newest.top >= 0, `newest move inside the window (${JSON.stringify(newest)}, window ${page.h})`);
  assert.ok(newest.left >= box.left - 1 && newest.right <= box.right + 1, `newest move inside its list (${JSON.stringify(newest)} in ${JSON.stringify(box)})`);
  const cards = await rects(".player");
  assert.equal(cards.length, 2);
  for (const c of cards) assert.ok(c.top >= 0 && c.bottom <= page.h, `a player card is cut off (${JSON.stringify(c)})`);
  const clocks = await rects("[data-clock]");
  assert.equal(clocks.length, 2, "both players' clocks are shown");
  for (const c of clocks) assert.ok(c.top >= 0 && c.bottom <= page.h && c.right <= page.w, `a clock is cut off (${JSON.stringify(c)})`);
  const [board] = await rects(".board-wrap");
  assert.ok(board.width >= page.w - 1, `the board is as wide as the screen (${board.width} of ${page.w})`);
  await shot("phone-janggi-game-late");
  await setSize(DESKTOP);
  console.log(`# long game: ${v.ply} moves, ${lost} pieces captured, point ${((board.width * 100) / 924).toFixed(1)} px at 360`);

  // One numbering: the last number in the move list, Home, Records and Replay.
  const n = v.ply;
  assert.equal(await browser.execute(() => Number(document.querySelector(".moves .m.last").dataset.ply)), n);
  await goHome();
  assert.match(await text("[data-action=continue]"), new RegExp(`${n} moves played`));
  await click("[data-action=continue]");
  await click("[data-action=resign]");
  await click("[data-action=resign-confirm]");
  await waitView((v) => v.phase.type === "over", "resigned");
  await click("[role=dialog] [data-action=home]");
  await click("[data-action=records]");
  const first = await browser.$("li[data-game-id]");
  await first.waitForExist({ timeout: 10000 });
  assert.match(await first.getText(), new RegExp(`moves: ${n}\\b`));
  // Records' tabs read as tabs and its filters are the app's own drop-downs.
  const look = await browser.execute(() => {
    const tab = getComputedStyle(document.querySelector("[role=tab]"));
    const sel = getComputedStyle(document.querySelector("select[data-filter]"));
    return { tabTop: tab.borderTopWidth, tabLeft: tab.borderLeftWidth, appearance: sel.appearance || sel.webkitAppearance, radius: parseFloat(sel.borderTopLeftRadius) };
  });
  assert.equal(look.tabTop, "0px", `tabs have no box (${JSON.stringify(look)})`);
  assert.equal(look.tabLeft, "0px");
  assert.equal(look.appearance, "none");
  assert.ok(look.radius >= 6);
  await click("li[data-game-id] [data-action=replay]");
  const pos = await browser.$(".pos");
  await pos.waitForExist({ timeout: 10000 });
  assert.equal(await pos.getText(), `Move ${n} of ${n}`);
  assert.equal(await text(".mv.current .mv-n"), `${n}.`, "the replay list numbers moves the same way");
  // Replay opens at the last move with that move in view, not the list's top.
  const inView = async () => {
    const [cur] = await rects(".mv.current");
    const [list] = await rects(".movelist");
    if (!cur) return { list, ok: null };
    return { cur, list, ok: cur.top >= list.top - 1 && cur.bottom <= list.bottom + 1 && cur.right + 2 <= list.right && cur.left - 2 >= list.left };
  };
  let seen = await inView();
  assert.ok(seen.ok, `the current move and its focus ring are inside the list (${JSON.stringify(seen)})`);
  await setSize(PHONE);
  const [p] = await rects(".pos");
  const lineHeight = await browser.execute(() => parseFloat(getComputedStyle(document.querySelector(".pos")).lineHeight) || 20);
  assert.ok(p.height < lineHeight * 1.5, `"Move ${n} of ${n}" stays on one line at 360 px (${p.height} px)`);
  await click("[data-action=replay-start]");
  await click("[data-action=replay-next]");
  seen = await inView();
  assert.ok(seen.ok, `stepping to move 1 brings it into view (${JSON.stringify(seen)})`);
  await shot("phone-replay-start");
  await setSize(DESKTOP);
  await click("[data-action=back]");
  await goHome();
});

test("Records: an import notice does not linger after switching to Statistics", async () => {
  await goHome();
  await click("[data-action=records]");
  const area = await browser.$("textarea[data-import=text]");
  await area.waitForExist({ timeout: 10000 });
  await area.setValue("this is not a game record");
  await click("[data-action=import-text]");
  await browser.pause(800);
  if (await (await browser.$("[data-action=import-cancel]")).isExisting()) await click("[data-action=import-cancel]");
  await (await browser.$("p.message")).waitForExist({ timeout: 5000 });
  await click("[data-tab=stats]");
  await browser.pause(200);
  assert.equal(await (await browser.$("p.message")).isExisting(), false, "the import notice stayed on the Statistics tab");
  await click("[data-tab=games]");
  await click("[data-action=home]");
});

test("hot-seat setup as at a real board: no look-away, the opponent's label as drawn, a change until the first move", async () => {
  await goHome();
  await click("[data-variant=janggi]");
  await click("[data-mode=twoPlayers]");
  await click("[data-timer=off]");
  await startFromHome();
  await click("main[data-choosing=second] button.setup-card[data-setup=horseElephantHorseElephant]");
  // Cho chooses at once, seeing Han's choice: no hand-over screen and no "look away".
  await (await browser.$("main[data-choosing=first] button.setup-card")).waitForExist({ timeout: 5000 });
  const page = await browser.$("main.setup-main").getText();
  assert.doesNotMatch(page, /look away/i);
  // Han's choice is named as Han named it, with the number Han tapped (the
  // same words on both screens, issue 27 item 14); drawn from across the
  // board, it reads elephant-horse from Cho's left, which the line below says.
  const label = await browser.$("[data-opponent-label]");
  assert.equal(await label.getAttribute("data-opponent-setup"), "horseElephantHorseElephant");
  assert.equal(await label.getAttribute("data-opponent-label"), "elephantHorseElephantHorse");
  assert.match(await label.getText(), /Han chose — ?\s*1\s*Horse, elephant, horse, elephant/);
  assert.equal(await (await browser.$(".opponent .reads")).getText(), "From Cho's seat it reads: Elephant, horse, elephant, horse");
  await shot("setup-opponent-choice");
  const order = await browser.execute(() =>
    [...document.querySelectorAll(".opp-diagram g.piece[data-square]")]
      .map((g) => ({ x: g.getBoundingClientRect().left, sq: Number(g.dataset.square), role: g.dataset.role ?? g.getAttribute("class") }))
      .filter((p) => Math.floor(p.sq / 9) === 9 && [1, 2, 6, 7].includes(p.sq % 9))
      .sort((a, b) => a.x - b.x)
      .map((p) => p.role),
  );
  assert.deepEqual(order, ["elephant", "horse", "elephant", "horse"], "the label reads as the preview is drawn");
  await click("main[data-choosing=first] button.setup-card[data-setup=horseElephantElephantHorse]");
  let v = await waitView((v) => v.phase.type === "playing", "both chosen");
  assert.equal(v.setups.first, "horseElephantElephantHorse");
  // Changed before the first move…
  await click("[data-action=change-setup]");
  await click("[data-change-setup] [data-side=first] [data-setup=elephantHorseHorseElephant]");
  v = await waitView((v) => v.setups.first === "elephantHorseHorseElephant", "Cho's new setup");
  assert.equal(v.ply, 0);
  // …and no longer after it.
  await invoke("make_move", { from: v.legalMoves[0].from, to: v.legalMoves[0].to[0] });
  await reloadGame();
  assert.equal(await (await browser.$("[data-change-setup]")).isExisting(), false);
});

test("the status line and the pass warning fit a phone in Korean and Russian", async () => {
  const settings = await invoke("get_settings");
  try {
    for (const language of ["ko", "ru"]) {
      await invoke("set_settings", { settings: { ...settings, language } });
      await startGameByIpc({ variant: "janggi", mode: { type: "twoPlayers" }, profile: "janggi-standard", moveTimerSecs: 60, startFen: "9/p3k4/9/9/9/9/9/9/9/R2K5 w - - 0 1" });
      await clickSquare(0); // Cho's chariot a1 takes the soldier on a9 with check
      await clickSquare(72);
      await waitView((v) => v.ply === 1 && v.check, "the capture with check");
      await setSize(PHONE);
      const page = await browser.execute(() => window.innerHeight);
      const [status] = await rects(".status");
      assert.ok(status.bottom <= page, `${language}: the status line is on screen`);
      const overflow = await browser.execute(() => { const s = document.querySelector(".status"); return s.scrollHeight - s.clientHeight; });
      assert.ok(overflow <= 1, `${language}: the status line's text is not cut (${overflow} px hidden)`);
      await shot(`phone-janggi-check-${language}`);
      await setSize(DESKTOP);
    }
  } finally {
    await invoke("set_settings", { settings });
    await reloadGame();
  }
});
