// End to end: handicap games started from the new-game screen, as a player
// would. A Janggi 차떼기 that the player (Cho) gives against the computer:
// the picker by tap and by keyboard, the setup diagrams without the
// chariot, the board without it, a move, the computer's reply, the end
// dialog's note on the points; then a Xiangqi 让单马 that the computer
// (Black) gives: the board without Black's left horse, a move, the reply;
// and the records list naming both (both games resigned, so the next
// file of the run starts on Home). Run by tests/e2e/run.sh
// (E2E_FILES=tests/e2e/handicap.test.mjs for this file alone).
//
// Screenshots ($SHOTS): handicap-picker.png and phone-handicap-picker.png
// (the picker at 1280x800 and 360x740), handicap-setup.png,
// handicap-janggi.png, phone-handicap-janggi.png, handicap-janggi-end.png,
// handicap-xiangqi.png, phone-handicap-xiangqi.png.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { connect, bind, square } from "./support.mjs";

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 360, height: 740 };

let browser;
const { getView, waitView, shot, setSize, settled, clickSquare } = bind(() => browser);

before(async () => {
  browser = await connect();
  await (await browser.$("button.start")).waitForClickable({ timeout: 20000 });
  await setSize(DESKTOP);
});

after(async () => {
  await browser?.deleteSession().catch(() => {});
});

/** Clicks `selector` after scrolling it to the middle of the window (clear of the sticky start bar). */
async function click(selector) {
  const el = await browser.$(selector);
  await el.waitForExist({ timeout: 10000 });
  await browser.execute((s) => document.querySelector(s)?.scrollIntoView({ block: "center" }), selector);
  await el.waitForClickable({ timeout: 10000 });
  await el.click();
}

/** Scrolls `selector` to the top of the window, just below the top bar. */
async function scrollTo(selector) {
  await browser.execute((s) => {
    document.querySelector(s)?.scrollIntoView({ block: "start" });
    const bar = document.querySelector("header.topbar")?.getBoundingClientRect().height ?? 0;
    const el = document.querySelector(s);
    let box = el?.parentElement;
    while (box && box.scrollHeight <= box.clientHeight) box = box.parentElement;
    (box ?? window).scrollBy(0, -(bar + 8));
  }, selector);
  await browser.pause(200);
}

const pressed = (selector) => browser.execute((s) => document.querySelector(s)?.getAttribute("aria-pressed"), selector);

/** The first legal move of a piece of `role`, preferring `prefer` ([from, to] pairs). */
function pickMove(view, role, prefer = []) {
  for (const [f, t] of prefer) {
    const l = view.legalMoves.find((m) => m.from === f);
    if (l && l.to.includes(t)) return [f, t];
  }
  for (const l of view.legalMoves) {
    const piece = view.pieces.find((p) => p.square === l.from);
    if (piece && piece.role === role) return [l.from, l.to[0]];
  }
  return [view.legalMoves[0].from, view.legalMoves[0].to[0]];
}

/** Plays `from` → `to` by clicking the board, waits for the computer's reply. */
async function moveAndWaitReply(from, to) {
  const before = (await getView()).ply;
  await clickSquare(from);
  await browser.pause(100);
  await clickSquare(to);
  await waitView((v) => v.ply === before + 1, "the clicked move");
  const v = await waitView((v) => v.ply === before + 2 && !v.aiThinking, "the computer's reply", 60000);
  await settled();
  await browser.pause(500); // the reply's flight
  return v;
}

test("the picker: Janggi handicaps by tap and keyboard, at desktop and phone size", async () => {
  await click('button.game-choice[data-variant="janggi"]');
  await click('[data-mode="vsComputer"]');
  await click('[data-level="1"]');
  await click('button.side-choice[data-side="first"]');
  // Eleven handicaps and "none", none chosen yet; no giver question.
  const options = await browser.$$("[data-handicap-picker] button[data-handicap]");
  assert.equal(options.length, 12);
  assert.equal(await pressed('[data-handicap="none"]'), "true");
  assert.equal((await browser.$$("[data-handicap-giver]")).length, 0);

  // Keyboard: focus 포떼기, Enter chooses it; then 차떼기 with Space.
  await browser.execute(() => document.querySelector('[data-handicap="janggi-cannon"]').focus());
  await browser.keys(["Enter"]);
  assert.equal(await pressed('[data-handicap="janggi-cannon"]'), "true");
  await browser.execute(() => document.querySelector('[data-handicap="janggi-chariot"]').focus());
  await browser.keys([" "]);
  assert.equal(await pressed('[data-handicap="janggi-chariot"]'), "true");
  assert.equal(await pressed('[data-handicap="janggi-cannon"]'), "false");
  // Now who gives it: the computer by default; the player takes it on.
  assert.equal(await pressed('[data-handicap-giver="computer"]'), "true");
  await click('[data-handicap-giver="me"]');
  assert.equal(await pressed('[data-handicap-giver="me"]'), "true");
  await scrollTo("[data-handicap-picker]");
  await shot("handicap-picker");

  await setSize(PHONE);
  await scrollTo("[data-handicap-picker]");
  // Every choice fits the phone's width (nothing cut off at the right).
  const overflow = await browser.execute(() => {
    const w = document.documentElement.clientWidth;
    return [...document.querySelectorAll("[data-handicap-picker] button")].filter((b) => b.getBoundingClientRect().right > w + 1).length;
  });
  assert.equal(overflow, 0, "picker buttons overflow the phone width");
  await shot("phone-handicap-picker");
  await setSize(DESKTOP);
});

test("Janggi 차떼기 given by the player: setups, the board without the chariot, a move, the end dialog", async () => {
  await click("button.start");
  // Han (the computer) chooses first; then Cho (the player, the giver).
  await (await browser.$("button.setup-card")).waitForClickable({ timeout: 20000 });
  let v = await getView();
  assert.equal(v.phase.type, "setup");
  assert.deepEqual([v.handicap.id, v.handicap.giver], ["janggi-chariot", "first"]);
  // The setup diagrams lack the chariot: 15 pieces in each.
  // Each diagram draws on the frame after its input (data-pending until then): wait for the drawings.
  let counts = [];
  await browser
    .waitUntil(
      async () => {
        counts = await browser.execute(() =>
          [...document.querySelectorAll("button.setup-card")].map((c) => (c.querySelector("svg[data-pending]") ? -1 : c.querySelectorAll("g.piece").length)),
        );
        return counts.length === 4 && counts.every((n) => n >= 0);
      },
      { timeout: 5000, interval: 50 },
    )
    .catch(() => {});
  assert.deepEqual(counts, [15, 15, 15, 15]);
  assert.ok(await (await browser.$("[data-handicap-note]")).isDisplayed());
  await shot("handicap-setup");
  await click('button.setup-card[data-setup="horseElephantElephantHorse"]');
  v = await waitView((v) => v.phase.type === "playing", "the game to start");
  await (await browser.$(".board-host svg")).waitForDisplayed({ timeout: 10000 });
  await settled();

  // No Cho chariot on a1, the one on i1 is there; the points count the board.
  assert.ok(!v.pieces.some((p) => p.square === square("a1")));
  assert.ok(v.pieces.some((p) => p.square === square("i1") && p.role === "chariot" && p.side === "first"));
  assert.deepEqual(v.points, { first: 59, second: 73.5 });
  const drawn = await browser.execute((sq) => !!document.querySelector(`svg.board-svg g.piece[data-square="${sq}"]`), square("a1"));
  assert.equal(drawn, false, "no piece drawn on a1");
  // Cho's strip (the player's, at the bottom) says what it plays without.
  const badge = await (await browser.$(".player.janggi-first .handicap-name")).getText();
  assert.match(badge, /without a chariot/);

  // A move by clicking (the i1 chariot up to i2, else a soldier), and the reply.
  const [f, t] = pickMove(v, "soldier", [[square("i1"), square("i2")]]);
  v = await moveAndWaitReply(f, t);
  assert.equal(v.moves[0].from, f);
  await shot("handicap-janggi");
  await setSize(PHONE);
  await settled();
  await browser.pause(300);
  await shot("phone-handicap-janggi");
  await setSize(DESKTOP);

  // Resign: the end dialog says it was a handicap game counted on the board.
  await click('[data-action="resign"]');
  await click('[data-action="resign-confirm"]');
  await (await browser.$(".modal.end")).waitForDisplayed({ timeout: 10000 });
  const note = await (await browser.$(".modal.end [data-handicap-note]")).getText();
  assert.match(note, /Cho started without a chariot/);
  assert.match(note, /counted from the pieces on the board/);
  await shot("handicap-janggi-end");
  await click('.modal.end [data-action="home"]');
});

test("Xiangqi 让单马 given by the computer: the board without Black's horse, a move", async () => {
  await (await browser.$("button.start")).waitForClickable({ timeout: 10000 });
  await click('button.game-choice[data-variant="xiangqi"]');
  await click('[data-mode="vsComputer"]');
  await click('[data-level="1"]');
  await click('button.side-choice[data-side="first"]');
  // The Janggi handicap chosen before is not one of Xiangqi's: none again.
  assert.equal((await browser.$$("[data-handicap-picker] button[data-handicap]")).length, 6);
  assert.equal(await pressed('[data-handicap="none"]'), "true");
  await click('[data-handicap="xiangqi-horse"]');
  await click('[data-handicap-giver="computer"]');
  await click("button.start");
  await (await browser.$(".board-host svg")).waitForDisplayed({ timeout: 15000 });
  let v = await waitView((v) => v.phase.type === "playing" && v.variant === "xiangqi", "the Xiangqi game");
  await settled();
  assert.deepEqual([v.handicap.id, v.handicap.giver], ["xiangqi-horse", "second"]);
  // Black's left horse (h10) is off, the b10 one is there.
  assert.ok(!v.pieces.some((p) => p.square === square("h10")));
  assert.ok(v.pieces.some((p) => p.square === square("b10") && p.role === "horse"));
  assert.equal(v.pieces.length, 31);
  // A cannon to the centre (炮二平五, h3-e3), and the reply.
  const [f, t] = pickMove(v, "cannon", [[square("h3"), square("e3")]]);
  v = await moveAndWaitReply(f, t);
  assert.equal(v.moves[0].from, f);
  assert.match(await (await browser.$(".player.xiangqi-second .handicap-name")).getText(), /without a horse/);
  await shot("handicap-xiangqi");
  await setSize(PHONE);
  await settled();
  await browser.pause(300);
  await shot("phone-handicap-xiangqi");
  await setSize(DESKTOP);
  // Resigned, so that no game of this file is resumed by the next one (they
  // share the data directory); the records list names both handicaps.
  await click('[data-action="resign"]');
  await click('[data-action="resign-confirm"]');
  await (await browser.$(".modal.end [data-handicap-note]")).waitForDisplayed({ timeout: 10000 });
  await click('.modal.end [data-action="home"]');
  await click('[data-action="records"]');
  await (await browser.$('li[data-handicap="xiangqi-horse"]')).waitForDisplayed({ timeout: 10000 });
  assert.ok(await (await browser.$('li[data-handicap="janggi-chariot"]')).isExisting());
  const rows = await browser.execute(() => [...document.querySelectorAll("li[data-handicap] .row-handicap")].map((e) => e.textContent));
  assert.ok(rows.some((r) => /Black without a horse/.test(r)), JSON.stringify(rows));
  assert.ok(rows.some((r) => /Cho without a chariot/.test(r)), JSON.stringify(rows));
});
