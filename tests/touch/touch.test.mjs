// Touch, proven in Chromium (issue 30 item 3): Android's WebView and
// Windows' WebView2 are Chromium, and on a phone the finger is the input.
// The built UI (ui/dist) is served to headless Chromium with touch
// emulation (a mobile viewport, touch events, no mouse) against the
// development backend, which replays views recorded from the Rust session
// (tests/fixtures.rs): the same screens the app shows, without the app.
//
// At 360x740, 412x915 and 768x1024, each in portrait and landscape:
// - the Janggi setup choice by tap, then a whole Janggi game to mate and a
//   whole Xiangqi game to mate, the moves alternately tap-tap and drag;
// - a long press on a piece selects it and selects no text, and its
//   context menu is refused;
// - a double tap zooms nothing; a tap clicks within 250 ms (a browser
//   waiting for a second tap clicks after 300 ms);
// - a swipe on the board moves neither the board nor the page, and plays
//   nothing;
// - the move list and the guide scroll under a finger.
// Screenshots: $TOUCH_OUT/screenshots/touch-*.png.
//
// TOUCH_PLANT=board-touch-action removes the board's touch-action (as a
// careless style change would): the drags then fail, which shows the suite
// sees it.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { createServer } from "node:http";
import { readFile, mkdir } from "node:fs/promises";
import { existsSync, readFileSync } from "node:fs";
import { join, extname, normalize } from "node:path";
import { chromium } from "playwright-core";
import { square } from "../e2e/support.mjs";

const ROOT = new URL("../../", import.meta.url).pathname;
const DIST = process.env.TOUCH_DIST ?? join(ROOT, "ui/dist");
const OUT = process.env.TOUCH_OUT ?? join(ROOT, "target/touch");
const SHOTS = join(OUT, "screenshots");
const CHROMIUM = process.env.CHROMIUM ?? "/usr/bin/chromium";
const PLANT = process.env.TOUCH_PLANT ?? "";

/** The development backend's views, with the recorded games to mate. */
const FIXTURES = join(ROOT, "ui/src/ipc/fixtures");

const SIZES = [
  [360, 740],
  [740, 360],
  [412, 915],
  [915, 412],
  [768, 1024],
  [1024, 768],
];

const TYPES = {
  ".html": "text/html",
  ".js": "text/javascript",
  ".css": "text/css",
  ".svg": "image/svg+xml",
  ".json": "application/json",
  ".png": "image/png",
  ".woff2": "font/woff2",
  ".wasm": "application/wasm",
  ".ogg": "audio/ogg",
  ".mp3": "audio/mpeg",
  ".wav": "audio/wav",
};

let server;
let base;
let browser;

before(async () => {
  assert.ok(existsSync(join(DIST, "index.html")), `no built UI in ${DIST}: run make app-ui`);
  assert.ok(existsSync(CHROMIUM), `no Chromium at ${CHROMIUM}: make deps installs Debian's chromium`);
  server = createServer(async (req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url, "http://x").pathname)).replace(/^(\.\.[/\\])+/, "");
    const file = join(DIST, path === "/" ? "index.html" : path);
    try {
      const body = await readFile(file);
      res.writeHead(200, { "content-type": TYPES[extname(file)] ?? "application/octet-stream" });
      res.end(body);
    } catch {
      res.writeHead(404);
      res.end();
    }
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${server.address().port}/`;
  browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"] });
  await mkdir(SHOTS, { recursive: true });
});

after(async () => {
  await browser?.close();
  server?.close();
});

/** A phone or tablet page: touch only, a mobile viewport, the page's errors collected. */
async function open([width, height]) {
  const context = await browser.newContext({
    viewport: { width, height },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: "en-US",
    reducedMotion: "reduce",
  });
  const page = await context.newPage();
  const errors = [];
  page.on("pageerror", (e) => errors.push(String(e)));
  page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
  const cdp = await context.newCDPSession(page);
  await page.goto(base);
  await page.locator("[data-action=start]").waitFor();
  if (PLANT === "board-touch-action") await page.addStyleTag({ content: ".board-host { touch-action: auto !important; }" });
  // What the page saw: selections, context menus and whether they were refused.
  await page.evaluate(() => {
    const w = /** @type {any} */ (window);
    w.__touch = { menus: 0, menusRefused: 0 };
    addEventListener("contextmenu", (e) => {
      w.__touch.menus += 1;
      // Read after the app's own handlers ran.
      setTimeout(() => (w.__touch.menusRefused += e.defaultPrevented ? 1 : 0));
    });
  });
  const size = `${width}x${height}`;
  return { page, cdp, errors, size, close: () => context.close() };
}

async function touchAt(cdp, type, x, y) {
  await cdp.send("Input.dispatchTouchEvent", { type, touchPoints: type === "touchEnd" ? [] : [{ x, y, id: 1, radiusX: 4, radiusY: 4, force: 1 }] });
}

async function tapAt(t, { x, y }) {
  await touchAt(t.cdp, "touchStart", x, y);
  await touchAt(t.cdp, "touchEnd", x, y);
}

/**
 * Taps `selector` where a finger would: scrolled to the middle of the view
 * (the sticky Start button covers the bottom of a phone's Home), and only
 * if the element itself is what the finger lands on.
 */
async function tap(t, selector) {
  const el = t.page.locator(selector).first();
  await el.waitFor();
  await el.evaluate((e) => e.scrollIntoView({ block: "center" }));
  const box = await el.boundingBox();
  const p = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const hit = await el.evaluate((e, p) => e.contains(document.elementFromPoint(p.x, p.y)), p);
  assert.ok(hit, `${selector} is covered where a finger would tap it`);
  await tapAt(t, p);
}

/** Touch down at `from`, slide in steps, lift at `to`. */
async function drag(t, from, to, steps = 8) {
  await touchAt(t.cdp, "touchStart", from.x, from.y);
  for (let i = 1; i <= steps; i++) {
    await touchAt(t.cdp, "touchMove", from.x + ((to.x - from.x) * i) / steps, from.y + ((to.y - from.y) * i) / steps);
  }
  await touchAt(t.cdp, "touchEnd", to.x, to.y);
}

async function settled(page) {
  await page.waitForFunction(() => {
    const svg = document.querySelector("svg.board-svg");
    return !!svg && svg.dataset.pending !== "true";
  });
}

/** The centre of square `sq` on the screen: its piece or move mark, else from the board's geometry. */
async function point(page, sq) {
  await settled(page);
  return page.evaluate((sq) => {
    const svg = document.querySelector("svg.board-svg");
    const marked = svg.querySelector(`g.piece[data-square="${sq}"], .dest-dot[data-square="${sq}"], .capture-ring[data-square="${sq}"]`);
    if (!marked) return null;
    const r = marked.getBoundingClientRect();
    return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
  }, sq);
}

async function ply(page) {
  return page.evaluate(() => document.querySelectorAll(".moves [data-ply]").length);
}

async function waitPly(page, n, what) {
  await page
    .waitForFunction((n) => document.querySelectorAll(".moves [data-ply]").length === n, n, { timeout: 5000 })
    .catch(() => {
      throw new Error(`${what}: the move list did not reach ply ${n}`);
    });
}

/** Plays `moves` (UCI), odd moves by two taps, even ones by a drag. */
/**
 * The moves of a recorded game (tests/fixtures.rs): from `<prefix>-0`, each
 * fixture's one `move:<from>-<to>` link to the next, as square numbers.
 */
function recordedGame(prefix) {
  const moves = [];
  for (let i = 0; ; i++) {
    const fixture = JSON.parse(readFileSync(join(FIXTURES, `${prefix}-${i}.json`), "utf8"));
    const key = Object.keys(fixture.next).find((k) => k.startsWith("move:"));
    if (!key) return moves;
    const [from, to] = key.slice("move:".length).split("-").map(Number);
    moves.push({ from, to });
  }
}

/** The destination mark of `to` once the held or tapped piece shows its moves. */
async function waitMark(t, to, what) {
  await t.page
    .waitForFunction((to) => !!document.querySelector(`svg.board-svg .dest-dot[data-square="${to}"], svg.board-svg .capture-ring[data-square="${to}"]`), to, {
      timeout: 5000,
    })
    .catch(() => {
      throw new Error(`${what}: the touch did not pick the piece`);
    });
  return point(t.page, to);
}

/** Plays the recorded game `prefix` to its mate, odd moves by two taps, even ones by a drag to the mark the touch shows. */
async function playGame(t, prefix) {
  const moves = recordedGame(prefix);
  for (const [i, { from, to }] of moves.entries()) {
    const by = i % 2 === 0 ? "tap" : "drag";
    const what = `${prefix} ${t.size}: move ${i + 1} (${from}-${to}) by ${by}`;
    const a = await point(t.page, from);
    assert.ok(a, `${what}: a piece on the start square`);
    if (by === "tap") {
      await tapAt(t, a);
      await tapAt(t, await waitMark(t, to, what));
    } else {
      await touchAt(t.cdp, "touchStart", a.x, a.y);
      const b = await waitMark(t, to, what);
      for (let step = 1; step <= 8; step++) await touchAt(t.cdp, "touchMove", a.x + ((b.x - a.x) * step) / 8, a.y + ((b.y - a.y) * step) / 8);
      await touchAt(t.cdp, "touchEnd", b.x, b.y);
    }
    await waitPly(t.page, i + 1, what);
  }
  await t.page.locator(".modal.end[data-reason=checkmate]").waitFor({ timeout: 5000 });
}

async function newTwoPlayerGame(t, variant) {
  await tap(t, `[data-variant=${variant}]`);
  await tap(t, "[data-mode=twoPlayers]");
  await tap(t, "[data-action=start]");
}

/**
 * A finger's slide of `yDistance` px (positive: downwards) on the part of
 * `selector` on the screen, starting on the element (a slide that starts
 * elsewhere scrolls something else), as CDP touch events:
 * Input.synthesizeScrollGesture scrolls nothing under touch emulation in
 * headless Chromium.
 */
async function swipe(t, selector, distance, { centre = false, sideways = false } = {}) {
  const el = t.page.locator(selector).first();
  const p = await el.evaluate(
    (e, { d, centre, sideways }) => {
      if (centre) e.scrollIntoView({ block: "center", inline: "nearest" });
      const r = e.getBoundingClientRect();
      const lo = sideways ? Math.max(r.left, 0) + 8 : Math.max(r.top, 0) + 8;
      const hi = sideways ? Math.min(r.right, innerWidth) - 8 : Math.min(r.bottom, innerHeight) - 8;
      const across = sideways ? (Math.max(r.top, 0) + Math.min(r.bottom, innerHeight)) / 2 : (Math.max(r.left, 0) + Math.min(r.right, innerWidth)) / 2;
      const length = Math.min(Math.abs(d), (hi - lo) * 0.9);
      const mid = (lo + hi) / 2;
      const a = mid - (Math.sign(d) * length) / 2;
      const b = mid + (Math.sign(d) * length) / 2;
      const from = sideways ? { x: a, y: across } : { x: across, y: a };
      const to = sideways ? { x: b, y: across } : { x: across, y: b };
      const under = document.elementFromPoint(from.x, from.y);
      return { from, to, hit: e.contains(under), under: under?.outerHTML.slice(0, 100) };
    },
    { d: distance, centre, sideways },
  );
  assert.ok(p.hit, `${selector} is covered where a finger would start its swipe (${JSON.stringify(p.from)}): ${p.under}`);
  await drag(t, p.from, p.to, 12);
}

for (const size of SIZES) {
  test(`at ${size.join("x")}: the Janggi setups and a game to mate by taps and drags`, async () => {
    const t = await open(size);
    try {
      await newTwoPlayerGame(t, "janggi");
      // Han chooses first, then Cho, each by a tap on the card.
      await t.page.locator("[data-setup=horseElephantElephantHorse]").waitFor();
      await t.page.screenshot({ path: join(SHOTS, `touch-setup-${t.size}.png`) });
      await tap(t, "[data-setup=horseElephantElephantHorse]");
      await t.page.locator("main.setup-main[data-choosing=first]").waitFor({ timeout: 5000 });
      await tap(t, "[data-setup=horseElephantElephantHorse]");
      await t.page.locator("svg.board-svg").waitFor({ timeout: 5000 });
      await playGame(t, "janggi-two");
      await t.page.screenshot({ path: join(SHOTS, `touch-janggi-mate-${t.size}.png`) });
      assert.deepEqual(t.errors, []);
    } finally {
      await t.close();
    }
  });

  test(`at ${size.join("x")}: a Xiangqi game to mate, then the move list scrolls under a finger`, async () => {
    const t = await open(size);
    try {
      await newTwoPlayerGame(t, "xiangqi");
      await t.page.locator("svg.board-svg").waitFor({ timeout: 5000 });
      await playGame(t, "xiangqi-two");
      await t.page.screenshot({ path: join(SHOTS, `touch-xiangqi-mate-${t.size}.png`) });
      // Close the end dialog and look at the moves: where the list is
      // taller than its box, a finger scrolls it.
      await tap(t, ".modal.end [data-action=view-board]");
      // The list scrolls up and down beside the board, sideways in a
      // phone's one-line list; the app keeps the newest move in view.
      const scroller = await t.page.evaluate(() => {
        let el = document.querySelector(".moves [data-ply]");
        while (el && el !== document.body) {
          const s = getComputedStyle(el);
          const down = /(auto|scroll)/.test(s.overflowY) && el.scrollHeight > el.clientHeight + 4;
          const sideways = /(auto|scroll)/.test(s.overflowX) && el.scrollWidth > el.clientWidth + 4;
          if (down || sideways) {
            el.setAttribute("data-touch-scroller", "");
            if (down) el.scrollTop = el.scrollHeight;
            else el.scrollLeft = el.scrollWidth;
            return { sideways: !down };
          }
          el = el.parentElement;
        }
        return null;
      });
      // On a phone the 15 moves overflow their box (sideways in portrait,
      // down in landscape); on a tablet they fit.
      const phone = Math.min(...size) < 500;
      assert.equal(!!scroller, phone, `the move list overflows on a phone only: ${JSON.stringify(scroller)}`);
      if (scroller) {
        const at = () =>
          t.page.evaluate((sideways) => document.querySelector("[data-touch-scroller]")[sideways ? "scrollLeft" : "scrollTop"], scroller.sideways);
        const before = await at();
        await swipe(t, "[data-touch-scroller]", 250, { centre: true, sideways: scroller.sideways });
        const afterScroll = await at();
        assert.ok(
          afterScroll < before - 10,
          `the move list scrolled back by a finger (${scroller.sideways ? "sideways" : "down"}): ${before} -> ${afterScroll}`,
        );
      }
      assert.deepEqual(t.errors, []);
    } finally {
      await t.close();
    }
  });

  test(`at ${size.join("x")}: long press, double tap, a tap's delay and swipes on the board`, async () => {
    const t = await open(size);
    try {
      // A tap is a click at once: no wait for a second tap.
      await t.page.evaluate(() => {
        const w = /** @type {any} */ (window);
        w.__tap = { end: 0, click: 0 };
        addEventListener("touchend", () => (w.__tap.end = performance.now()), { capture: true, once: true });
        addEventListener("click", () => (w.__tap.click = performance.now()), { capture: true, once: true });
      });
      await tap(t, "[data-variant=xiangqi]");
      await t.page.waitForFunction(() => /** @type {any} */ (window).__tap.click > 0, null, { timeout: 5000 });
      const ms = await t.page.evaluate(() => /** @type {any} */ (window).__tap.click - /** @type {any} */ (window).__tap.end);
      // A browser waiting for a second tap clicks 300 ms after the first.
      assert.ok(ms < 250, `a tap's click came ${ms.toFixed(0)} ms after the finger lifted`);
      await tap(t, "[data-mode=twoPlayers]");
      await tap(t, "[data-action=start]");
      await t.page.locator("svg.board-svg").waitFor({ timeout: 5000 });
      await settled(t.page);
      const boardBox = async () => t.page.locator("svg.board-svg").boundingBox();
      const at = await boardBox();
      const scrollY = () => t.page.evaluate(() => [scrollX, scrollY, visualViewport.scale]);
      const start = await scrollY();

      // Long press on a piece: the piece is picked, no text is selected, the menu is refused.
      const cannon = await point(t.page, square("h3"));
      await touchAt(t.cdp, "touchStart", cannon.x, cannon.y);
      await t.page.waitForTimeout(900);
      await touchAt(t.cdp, "touchEnd", cannon.x, cannon.y);
      await t.page.waitForTimeout(100);
      const after = await t.page.evaluate(() => ({
        selected: getSelection()?.toString() ?? "",
        dots: document.querySelectorAll("svg.board-svg .dest-dot, svg.board-svg .capture-ring").length,
        touch: /** @type {any} */ (window).__touch,
      }));
      assert.equal(after.selected, "", "a long press selects no text");
      assert.ok(after.dots > 0, "a long press on a piece picks it");
      assert.equal(after.touch.menus, after.touch.menusRefused, `every context menu refused: ${JSON.stringify(after.touch)}`);
      await t.page.screenshot({ path: join(SHOTS, `touch-long-press-${t.size}.png`) });
      // A long press on the page's words selects nothing either.
      const words = await t.page.locator(".topbar, .status, .players").first().boundingBox();
      if (words) {
        await touchAt(t.cdp, "touchStart", words.x + words.width / 2, words.y + words.height / 2);
        await t.page.waitForTimeout(900);
        await touchAt(t.cdp, "touchEnd", words.x + words.width / 2, words.y + words.height / 2);
        await t.page.waitForTimeout(100);
        assert.equal(await t.page.evaluate(() => getSelection()?.toString() ?? ""), "", "a long press on the page's words selects nothing");
      }

      // A double tap on an empty point zooms nothing.
      const empty = await t.page.evaluate(() => {
        const r = document.querySelector("svg.board-svg").getBoundingClientRect();
        return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
      });
      await tapAt(t, empty);
      await t.page.waitForTimeout(60);
      await tapAt(t, empty);
      await t.page.waitForTimeout(400);
      assert.equal((await scrollY())[2], 1, "a double tap does not zoom");

      // Swipes on the board, down (a pull at the top) and up: the board and the page stay, no move is made.
      for (const dy of [300, -300]) {
        await swipe(t, "svg.board-svg", dy);
        await t.page.waitForTimeout(200);
        assert.deepEqual(await scrollY(), start, `a swipe of ${dy} px on the board moved the page`);
        const now = await boardBox();
        assert.ok(Math.abs(now.y - at.y) < 1 && Math.abs(now.x - at.x) < 1, `a swipe of ${dy} px moved the board: ${JSON.stringify([at, now])}`);
      }
      assert.equal(await ply(t.page), 0, "the swipes played nothing");
      assert.deepEqual(t.errors, []);
    } finally {
      await t.close();
    }
  });
}

test("the guide scrolls under a finger (360x740)", async () => {
  const t = await open([360, 740]);
  try {
    await tap(t, "[data-action=guide]");
    await t.page.waitForFunction(
      () =>
        document.scrollingElement.scrollHeight > innerHeight + 100 ||
        [...document.querySelectorAll("main *")].some((e) => e.scrollHeight > e.clientHeight + 100 && /(auto|scroll)/.test(getComputedStyle(e).overflowY)),
    );
    const top = () =>
      t.page.evaluate(() => {
        const inner = [...document.querySelectorAll("main, main *")].find(
          (e) => e.scrollHeight > e.clientHeight + 100 && /(auto|scroll)/.test(getComputedStyle(e).overflowY),
        );
        return (inner ?? document.scrollingElement).scrollTop;
      });
    const before = await top();
    await swipe(t, "main", -400);
    await t.page.waitForTimeout(200);
    const after = await top();
    assert.ok(after > before + 100, `the guide scrolled: ${before} -> ${after}`);
    await t.page.screenshot({ path: join(SHOTS, "touch-guide-scrolled-360x740.png") });
    assert.deepEqual(t.errors, []);
  } finally {
    await t.close();
  }
});
