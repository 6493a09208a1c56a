// End to end (issue 14): accessibility of every screen of the real app
// (target/debug/janggi under Xvfb, tauri-driver + WebKitWebDriver, run by
// tests/e2e/run.sh). axe-core (npm, a dev dependency of these tests) is
// injected into the app's own webview through WebDriver and run on Home,
// Settings, Guide, Tutorial (list and a lesson), Records, Setup, a Janggi
// game and a Xiangqi game; no serious or critical violation may be left.
// Each page's full result goes to $E2E_OUT/a11y/<page>.json, a summary to
// $E2E_OUT/a11y/summary.json.
//
// The back button: going back in the history out of a game in progress asks
// first (the leave dialog is audited too).
//
// Keyboard: on every screen but the Xiangqi game, Tab walks the controls; each
// one that takes the focus must show a focus ring (an outline, or the
// board's own cursor for its grid) and have an accessible name (axe checks
// names for all of them).
//
// Screenshots ($SHOTS): settings-access.png and phone-settings-access.png,
// settings-expert.png and phone-settings-expert.png
// (the board and accessibility choices), janggi-game-coords.png (coordinates, on by
// default), janggi-game-colourblind.png (the colour-blind palette chosen in
// Settings), phone-janggi-game-landscape.png (740x360; the window's minimum
// height in tauri.conf.json allows it),
// phone-janggi-game-colourblind.png (360x740), xiangqi-game-zh.png (Chinese,
// with Chinese numerals for Red's files). Settings are put back to the
// defaults and the game is resigned at the end, for the files after this one.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { Key } from "webdriverio";
import { connect, bind, SHOTS } from "./support.mjs";

const DESKTOP = { width: 1100, height: 800 };
const PHONE = { width: 360, height: 740 };
const LANDSCAPE = { width: 740, height: 360 };
const OUT = join(process.env.E2E_OUT ?? "target/e2e", "a11y");
mkdirSync(OUT, { recursive: true });
mkdirSync(SHOTS, { recursive: true });
const AXE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

let browser;
const { invoke, waitView, shot, setSize } = bind(() => browser);
const summary = {};

before(async () => {
  browser = await connect();
  await (await browser.$("[data-action=start]")).waitForClickable({ timeout: 20000 });
  await browser.setTimeout({ script: 120000 });
  await setSize(DESKTOP);
});

after(async () => {
  writeFileSync(join(OUT, "summary.json"), JSON.stringify(summary, null, 2));
  await browser?.deleteSession().catch(() => {});
});

/** Runs axe on the page as it is; writes the result; returns the serious and critical violations. */
async function audit(page) {
  const loaded = await browser.execute(() => typeof window.axe === "object");
  if (!loaded) await browser.execute(AXE);
  const res = await browser.executeAsync((done) => {
    window.axe
      .run(document, { resultTypes: ["violations", "incomplete"] })
      .then((r) =>
        done({
          url: r.url,
          testEngine: r.testEngine,
          violations: r.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target, html: n.html.slice(0, 300), summary: n.failureSummary })) })),
          // What axe could not decide, and why (for contrast: e.g. a gradient or an overlapping element behind the text).
          incomplete: r.incomplete.map((v) => ({
            id: v.id,
            impact: v.impact,
            help: v.help,
            nodes: v.nodes.length,
            why: [...new Set(v.nodes.flatMap((n) => [...n.any, ...n.all, ...n.none].map((c) => c.data?.messageKey ?? c.message)))].filter(Boolean),
            sample: v.nodes.slice(0, 3).map((n) => n.target),
          })),
          passes: r.passes.length,
        }),
      )
      .catch((e) => done({ error: String(e) }));
  });
  assert.ok(!res.error, `axe failed on ${page}: ${res.error}`);
  writeFileSync(join(OUT, `${page}.json`), JSON.stringify(res, null, 2));
  const bad = res.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  summary[page] = {
    passes: res.passes,
    violations: res.violations.map((v) => `${v.id} (${v.impact}, ${v.nodes.length})`),
    incomplete: res.incomplete.map((v) => `${v.id} (${v.impact ?? "?"}, ${v.nodes}: ${v.why.join("/")})`),
  };
  assert.deepEqual(
    bad.map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.html).join(" | ")}`),
    [],
    `${page}: serious or critical violations`,
  );
  return res;
}

/** Tabs through the page; every focused control must show a ring. Returns what took the focus. */
async function tabWalk(page, max = 60) {
  await browser.execute(() => {
    document.activeElement?.blur();
    window.scrollTo(0, 0);
  });
  const seen = [];
  const missing = [];
  for (let i = 0; i < max; i++) {
    await browser.keys(Key.Tab);
    // A board draws its cursor at its next animation frame (slow on a page of many boards).
    await browser
      .waitUntil(
        () =>
          browser.execute(() => {
            const a = document.activeElement;
            return a?.getAttribute("role") !== "gridcell" || !!a.closest(".board-frame")?.querySelector(".board-svg .cursor");
          }),
        { timeout: 2000, interval: 50 },
      )
      .catch(() => {}); // judged below
    const f = await browser.execute(() => {
      const a = document.activeElement;
      if (!a || a === document.body) return null;
      const s = getComputedStyle(a);
      const ring = parseFloat(s.outlineWidth) >= 2 && s.outlineStyle !== "none";
      const grid = a.getAttribute("role") === "gridcell";
      const cursor = grid && !!a.closest(".board-frame")?.querySelector(".board-svg .cursor");
      return {
        key: a.outerHTML.slice(0, 120),
        ring: ring || cursor || (s.boxShadow !== "none" && s.boxShadow !== ""),
        // The accessible name's usual sources, in the order browsers use them.
        name:
          a.getAttribute("aria-label") ||
          (a.getAttribute("aria-labelledby") ?? "")
            .split(/\s+/)
            .map((id) => document.getElementById(id)?.textContent.trim() ?? "")
            .join(" ")
            .trim() ||
          [...(a.labels ?? [])].map((l) => l.textContent.trim()).join(" ") ||
          a.textContent.trim().slice(0, 40) ||
          a.getAttribute("title") ||
          a.getAttribute("placeholder") ||
          "",
      };
    });
    if (!f) continue;
    if (seen.length && seen[0].key === f.key) break; // around once
    seen.push(f);
    if (!f.ring || !f.name) missing.push(f);
  }
  assert.ok(seen.length > 0, `${page}: Tab reaches controls`);
  assert.deepEqual(missing, [], `${page}: controls without a visible focus ring or a name`);
  summary[`${page}-tab`] = { focusable: seen.length };
  return seen;
}

async function click(selector) {
  const el = await browser.$(selector);
  await el.waitForClickable({ timeout: 10000 });
  await el.click();
}

/** Opens a screen by its address, as a reload would (the app reads the hash at start). */
async function open(hash, ready) {
  await browser.execute((h) => {
    location.hash = h;
    location.reload();
  }, hash);
  await (await browser.$(ready)).waitForExist({ timeout: 15000 });
  await browser.pause(400);
}

test("Home: no serious or critical violations; every control has a focus ring", async () => {
  await audit("home");
  await tabWalk("home");
});

test("Settings: the board and accessibility choices; no serious or critical violations", async () => {
  await click("[data-action=settings]");
  await (await browser.$("button[data-palette=colourblind]")).waitForExist({ timeout: 10000 });
  for (const sel of ["button[data-coordinates=on]", "button[data-numerals=arabic]", "button[data-palette=classic]", "button[data-motion=system]"]) {
    assert.equal(await (await browser.$(sel)).getAttribute("aria-pressed"), "true", `${sel} is the default`);
  }
  await audit("settings");
  await tabWalk("settings", 80);
  // The new choices, at desktop and phone size.
  await browser.execute(() => {
    document.querySelector(".card.access")?.scrollIntoView({ block: "start" });
    window.scrollBy(0, -70); // out from under the sticky top bar
  });
  await browser.pause(200);
  await shot("settings-access");
  await setSize(PHONE);
  await browser.execute(() => {
    document.querySelector(".card.access")?.scrollIntoView({ block: "start" });
    window.scrollBy(0, -70); // out from under the sticky top bar
  });
  await browser.pause(200);
  await shot("phone-settings-access");
  // The About card: the version and the folder the records are in (app_info).
  const info = await invoke("app_info");
  const about = await browser.$("[data-section=about]");
  await about.waitForExist({ timeout: 5000 });
  await browser.execute(() => document.querySelector("[data-section=about]")?.scrollIntoView({ block: "end" }));
  await browser.pause(200);
  assert.match(await (await browser.$("[data-about=version]")).getText(), new RegExp(`Version ${info.version.replace(/\./g, "\\.")}`));
  assert.equal(await (await browser.$("[data-about=records-dir]")).getText(), info.recordsDir);
  await shot("phone-settings-about");
  // The expert computer's time: a slider, 1-30 s, moved with the keyboard;
  // Rust stores what it says.
  const slider = await browser.$("input[name=expert-secs]");
  await browser.execute(() => {
    document.querySelector(".card.expert-time")?.scrollIntoView({ block: "start" });
    window.scrollBy(0, -70);
  });
  assert.equal((await invoke("get_settings")).expertSecs, 5, "5 s by default");
  await slider.click();
  for (const key of [Key.Home, Key.ArrowRight, Key.ArrowRight]) {
    await browser.keys([key]);
    await browser.pause(150);
  }
  await browser
    .waitUntil(async () => (await invoke("get_settings")).expertSecs === 3, { timeout: 5000 })
    .catch(async () => {
      const stored = (await invoke("get_settings")).expertSecs;
      const shown = await browser.execute(() => [document.querySelector("input[name=expert-secs]")?.value, document.activeElement?.outerHTML?.slice(0, 80)]);
      assert.fail(`the slider's time is stored: 3 wanted, ${stored} stored, slider shows ${JSON.stringify(shown)}`);
    });
  assert.equal(await (await browser.$("output[data-expert-secs]")).getAttribute("data-expert-secs"), "3");
  await browser.pause(200);
  await shot("phone-settings-expert");
  await setSize(DESKTOP);
  await browser.execute(() => {
    document.querySelector(".card.expert-time")?.scrollIntoView({ block: "start" });
    window.scrollBy(0, -70);
  });
  await browser.pause(200);
  await shot("settings-expert");
  await click("[data-action=back]");
});

test("Guide, Tutorial and Records: no serious or critical violations", async () => {
  await click("[data-action=guide]");
  await (await browser.$("[data-guide-search]")).waitForDisplayed({ timeout: 10000 });
  await browser.pause(300);
  await audit("guide");
  await tabWalk("guide");
  await click("[data-action=back]");
  await click("[data-action=tutorial]");
  await (await browser.$("[data-screen=tutorial-list]")).waitForExist({ timeout: 10000 });
  await audit("tutorial-list");
  await click('button[data-lesson="myeok"]');
  await browser.$('main[data-lesson="myeok"] svg.board-svg g.piece').waitForExist({ timeout: 10000 });
  await browser.pause(300);
  await audit("tutorial-lesson");
  await tabWalk("tutorial-lesson");
  await open("#records", ".screen.records");
  await browser.pause(800);
  await audit("records");
  await tabWalk("records");
});

test("Setup and a Janggi game: no violations; coordinates, the colour-blind palette, phone landscape", async () => {
  await invoke("new_game", { options: { variant: "janggi", mode: { type: "vsComputer", level: "beginner", humanSide: "first" }, profile: "janggi-standard", moveTimerSecs: null, startFen: null } });
  await open("#setup", "button.setup-card");
  await audit("setup");
  await tabWalk("setup");
  await click("button.setup-card");
  let v = await waitView((v) => v.phase.type === "playing", "the game to start");
  await (await browser.$(".board-grid [role=gridcell]")).waitForExist({ timeout: 10000 });
  // One move so the board shows a last move, check marks and captures row.
  const l = v.legalMoves.find((m) => m.from === 27) ?? v.legalMoves[0];
  await invoke("make_move", { from: l.from, to: l.to[0] });
  v = await waitView((v) => v.ply === 2 && !v.aiThinking, "the computer's reply");
  await browser.pause(500);
  // Coordinates are on by default: .gib numbers round the board.
  const coords = await browser.execute(() => [...document.querySelectorAll(".board-svg .coord")].map((t) => t.textContent));
  assert.ok(coords.includes("0") && coords.includes("9"), `coordinates drawn: ${coords.join(",")}`);
  await shot("janggi-game-coords");
  await audit("game-janggi");
  await tabWalk("game-janggi");
  const cell = await browser.execute(() => document.querySelector(".board-grid [role=gridcell]").getAttribute("aria-label"));
  assert.match(cell, /, \d-\d/, "a point says its place");

  // The colour-blind palette, chosen in Settings.
  await click("[data-action=settings]");
  await click("button[data-palette=colourblind]");
  await browser.waitUntil(async () => (await browser.execute(() => document.documentElement.dataset.palette)) === "colourblind", { timeout: 5000 });
  await click("[data-action=back]");
  await (await browser.$(".board-grid")).waitForExist({ timeout: 10000 });
  await browser.pause(500);
  const ink = await browser.execute(() => getComputedStyle(document.documentElement).getPropertyValue("--cho").trim());
  assert.equal(ink, "#0b4ea2");
  await shot("janggi-game-colourblind");
  await audit("game-janggi-colourblind");
  await setSize(PHONE);
  await shot("phone-janggi-game-colourblind");
  await setSize(LANDSCAPE);
  await browser.pause(300);
  // Landscape: board and panel side by side, the whole board on the screen.
  const fits = await browser.execute(() => {
    const b = document.querySelector(".board-wrap").getBoundingClientRect();
    const p = document.querySelector(".panel").getBoundingClientRect();
    return { boardBottom: b.bottom, height: innerHeight, side: p.left >= b.right - 1 };
  });
  await shot("phone-janggi-game-landscape");
  assert.ok(fits.side, "the panel stands beside the board");
  assert.ok(fits.boardBottom <= fits.height + 1, `the board fits the height (${fits.boardBottom} > ${fits.height})`);
  await audit("game-janggi-landscape");
  await setSize(DESKTOP);
});

test("The back button (Android's goes back in the page history) asks before leaving a game in progress", async () => {
  await browser.back();
  const dialog = await browser.$("[data-dialog=leave]");
  await dialog.waitForDisplayed({ timeout: 5000 });
  await audit("leave-dialog");
  await click("[data-action=leave-cancel]");
  await dialog.waitForExist({ reverse: true, timeout: 5000 });
  assert.ok(await (await browser.$(".board-grid")).isExisting(), "still in the game");
  await browser.back();
  await click("[data-action=leave-confirm]");
  await (await browser.$(".board-grid")).waitForExist({ reverse: true, timeout: 5000 });
  assert.notEqual(await browser.execute(() => location.hash), "#game");
  // Back in Settings goes back in the history too: the phone's back then leaves the game, not Settings.
  await open("#game", ".board-grid [role=gridcell]");
  await click("[data-action=settings]");
  await click("[data-action=back]");
  await (await browser.$(".board-grid")).waitForExist({ timeout: 5000 });
  await browser.back();
  await (await browser.$("[data-dialog=leave]")).waitForDisplayed({ timeout: 5000 });
  await click("[data-action=leave-cancel]");
});

test("A Xiangqi game in Chinese with Chinese numerals: no violations", async () => {
  await click("[data-action=settings]");
  await click("[data-language=zh]");
  await click("button[data-palette=classic]");
  await click("[data-numerals=chinese]");
  await browser.waitUntil(async () => (await browser.execute(() => document.documentElement.lang)) === "zh-Hans", { timeout: 5000 });
  await invoke("new_game", { options: { variant: "xiangqi", mode: { type: "vsComputer", level: "beginner", humanSide: "first" }, profile: "xiangqi", moveTimerSecs: null, startFen: null } });
  await open("#game", ".board-grid [role=gridcell]");
  let v = await waitView((v) => v.phase.type === "playing" && !v.aiThinking, "the Xiangqi game");
  const l = v.legalMoves.find((m) => m.from === 25 && m.to.includes(22)) ?? v.legalMoves[0]; // 炮二平五
  await invoke("make_move", { from: l.from, to: l.to.includes(22) ? 22 : l.to[0] });
  v = await waitView((v) => v.ply === 2 && !v.aiThinking, "the computer's reply");
  await browser.pause(500);
  const coords = await browser.execute(() => [...document.querySelectorAll(".board-svg .coord")].map((t) => t.textContent));
  assert.ok(coords.includes("五"), `Red's files in Chinese numerals: ${coords.join(",")}`);
  const cell = await browser.execute(() => [...document.querySelectorAll(".board-grid [role=gridcell]")].map((c) => c.getAttribute("aria-label")).find((n) => n.startsWith("红方")));
  assert.match(cell, /^红方.，第\d路第\d+行/, "points are named in Chinese");
  await shot("xiangqi-game-zh");
  await audit("game-xiangqi-zh");
  // Back to the defaults for the files after this one; the game is resigned.
  await invoke("resign");
  await invoke("set_settings", { settings: JSON.parse(readFileSync(new URL("../../ui/src/ipc/bindings/defaultSettings.json", import.meta.url), "utf8")) });
});
