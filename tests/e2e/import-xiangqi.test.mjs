// End to end, Xiangqi records as Chinese players keep them (issue 16) and
// the native dialogs (issue 12): a Chinese-notation PGN in GB2312 is opened
// from the Records screen through the open dialog (`open_import`), imports
// and replays with the move list in Chinese notation (the Settings choice);
// the game is saved through the save dialog (`save_export`) as Chinese PGN
// and opened again (a duplicate); a cancelled dialog writes nothing; copy
// goes through the clipboard plugin. No screen causes a CSP violation.
// A file over the import limit is refused in the player's language, the
// limit from Rust (issue 29: Korean, not Rust's English).
// Screenshots: $SHOTS/{import-xiangqi,phone-import-xiangqi,import-xiangqi-report,
// settings-notation,phone-settings-notation,import-error-ko}.png.
//
// The dialogs are answered through the app's test seam (debug builds): the
// file $JANGGI_DIALOG_PRESET (set by run.sh) holds the next dialog's answer.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { writeFileSync, readFileSync, mkdirSync, existsSync, rmSync } from "node:fs";
import { join } from "node:path";
import { connect, bind, SHOTS } from "./support.mjs";

mkdirSync(SHOTS, { recursive: true });
const PRESET = process.env.JANGGI_DIALOG_PRESET;
const FILE = join(process.cwd(), "tests/e2e/data/xiangqi-gb2312.pgn");
const OUT = join(process.env.E2E_OUT ?? "target/e2e", "saved");

let browser;
const { invoke, shot } = bind(() => browser);

before(async () => {
  assert.ok(PRESET, "run.sh sets JANGGI_DIALOG_PRESET");
  rmSync(OUT, { recursive: true, force: true });
  mkdirSync(OUT, { recursive: true });
  browser = await connect();
  await (await browser.$("button.start")).waitForClickable({ timeout: 20000 });
  await browser.setWindowSize(1100, 800);
});

after(async () => {
  // The other e2e files share the data directory: leave the setting as found.
  if (browser) {
    const s = await invoke("get_settings").catch(() => null);
    if (s) await invoke("set_settings", { settings: { ...s, xiangqiNotation: "auto" } }).catch(() => {});
  }
  await browser?.deleteSession().catch(() => {});
});

async function click(selector) {
  const el = await browser.$(selector);
  await el.waitForExist({ timeout: 10000 });
  // Earlier files leave games in the records: an imported game (listed by
  // its own date) can be below the fold.
  await browser.execute((e) => e.scrollIntoView({ block: "center" }), el);
  await el.waitForClickable({ timeout: 10000 });
  await el.click();
}
const attr = async (selector, name) => (await browser.$(selector)).getAttribute(name);
const message = async () => (await browser.$(".message")).getText();
const waitMessage = (re, what) => browser.waitUntil(async () => re.test(await message()), { timeout: 10000, timeoutMsg: what });
/** The answer of the next native dialog: a path, or "" for cancel. */
const preset = (answer) => writeFileSync(PRESET, answer);
const noCsp = async (where) => assert.deepEqual(await browser.execute(() => window.__cspViolations ?? ["no collector"]), [], `CSP violations on ${where}`);

let gameId = null;

test("the move list notation is chosen in Settings", async () => {
  await click("[data-action=settings]");
  await click("[data-xiangqi-notation=chinese]");
  await browser.waitUntil(async () => (await invoke("get_settings")).xiangqiNotation === "chinese", { timeout: 5000, timeoutMsg: "setting saved" });
  await noCsp("settings");
  await (await browser.$("[data-xiangqi-notation=chinese]")).scrollIntoView();
  await shot("settings-notation");
  await browser.setWindowSize(360, 740);
  await browser.pause(400);
  await (await browser.$("[data-xiangqi-notation=chinese]")).scrollIntoView();
  await shot("phone-settings-notation");
  await browser.setWindowSize(1100, 800);
  await browser.pause(200);
  await click("[data-action=back]");
});

test("a Chinese-notation PGN (GB2312) opened from the Records screen imports", async () => {
  await click("[data-action=records]");
  await (await browser.$("main.games")).waitForExist({ timeout: 10000 });
  const before = (await invoke("list_games", {})).total;
  // A cancelled open dialog: no report, nothing written.
  preset("");
  await click("[data-action=import-open]");
  await browser.waitUntil(async () => !existsSync(PRESET), { timeout: 5000, timeoutMsg: "dialog answered" });
  await browser.pause(300);
  assert.equal(await (await browser.$("[data-import=report]")).isExisting(), false);
  // The file, chosen in the open dialog.
  preset(FILE);
  await click("[data-action=import-open]");
  await (await browser.$("[data-import=report]")).waitForDisplayed({ timeout: 10000 });
  assert.equal(await (await browser.$("[data-import=name]")).getText(), "xiangqi-gb2312.pgn");
  assert.equal(await attr("[data-import=ready]", "data-n"), "1");
  assert.equal((await invoke("list_games", {})).total, before, "nothing written before confirming");
  await shot("import-xiangqi-report");
  await click("[data-action=import-confirm]");
  await waitMessage(/Games imported: 1\./, "imported");
  const list = await invoke("list_games", {});
  assert.equal(list.total, before + 1);
  const g = list.games[0];
  assert.equal(g.variant, "xiangqi");
  assert.deepEqual(g.players, ["张红", "李黑"], "GB2312 names read");
  assert.equal(g.plies, 12);
  gameId = g.id;
  await noCsp("records");
});

test("the imported game replays, its moves in Chinese notation", async () => {
  await click(`li[data-game-id="${gameId}"] [data-action=replay]`);
  await (await browser.$("main.replay")).waitForExist({ timeout: 10000 });
  assert.equal(await attr(".movelist", "data-notation"), "chinese");
  const moves = await browser.$$(".movelist button.mv");
  assert.equal(moves.length, 12);
  const texts = [];
  for (const m of moves) texts.push((await m.getText()).trim());
  // Xiangqi numbers a pair, Red's move and Black's reply (the guide's notation page).
  assert.equal(texts[0], "1. 炮二平五");
  assert.equal(texts[1], "马８进７");
  assert.equal(texts[6], "4. 前炮进一");
  assert.equal(texts[8], "5. 后炮平四");
  await click("[data-action=replay-end]");
  await browser.waitUntil(async () => (await attr("main.replay", "data-ply")) === "12", { timeout: 5000, timeoutMsg: "at the end" });
  await click('.movelist button[data-ply="7"]');
  await browser.waitUntil(async () => (await attr("main.replay", "data-ply")) === "7", { timeout: 5000, timeoutMsg: "at ply 7" });
  // Its counter counts every move of either side: half-moves.
  assert.equal((await (await browser.$("main.replay .pos")).getText()).trim(), "Half-move 7 of 12");
  const replay = await invoke("replay_game", { id: gameId });
  assert.equal(replay.moves[6].chinese, "前炮进一");
  assert.equal(replay.moves[6].uci, "e5e6", "the front cannon (e5, not e3) moved");
  await click("[data-export-format=chinese]");
  await noCsp("replay");
  await shot("import-xiangqi");
  await browser.setWindowSize(360, 740);
  await browser.pause(400);
  await shot("phone-import-xiangqi");
  await browser.setWindowSize(1100, 800);
  await browser.pause(200);
});

test("saving and opening a PGN go through the native dialogs", async () => {
  // Cancelled: nothing is written.
  preset("");
  await click("[data-action=save-chinese]");
  await waitMessage(/Not saved\./, "not saved");
  // Saved into a folder: the suggested name is used.
  preset(OUT);
  await click("[data-action=save-chinese]");
  await waitMessage(/Saved as /, "saved");
  const path = (await message()).replace(/^.*Saved as /, "").trim();
  assert.match(path, /xiangqi-\d{4}-\d\d-\d\d-\d+\.pgn$/);
  assert.ok(path.startsWith(OUT), path);
  const text = readFileSync(path, "utf8");
  assert.match(text, /\[Game "Chinese Chess"\]/);
  assert.match(text, /\[Format "Chinese"\]/);
  assert.match(text, /1\. 炮二平五 马８进７/);
  assert.match(text, /前炮进一/);
  // ICCS, saved to a path the dialog names.
  await click("[data-export-format=iccs]");
  const iccsPath = join(OUT, "game-iccs.pgn");
  preset(iccsPath);
  await click("[data-action=save-iccs]");
  await waitMessage(/Saved as .*game-iccs\.pgn/, "ICCS saved");
  assert.match(readFileSync(iccsPath, "utf8"), /\[Format "ICCS"\][\s\S]*H2-E2/);
  // Copied through the clipboard plugin.
  await click("[data-action=copy-iccs]");
  await waitMessage(/Copied to the clipboard/, "copied");
  // The saved Chinese PGN opened again: the same game, a duplicate.
  await click("[data-action=back]");
  // What was copied is on the system clipboard: pasted into the import box.
  const area = await browser.$("textarea[data-import=text]");
  await area.waitForExist({ timeout: 5000 });
  await area.click();
  // Ctrl+V goes to the focused element: wait for the box to have the focus
  // first, so a timeout below means the paste itself failed.
  await browser.waitUntil(() => browser.execute(() => document.activeElement?.getAttribute("data-import") === "text"), {
    timeout: 5000,
    timeoutMsg: "the import box has the focus",
  });
  await browser.keys(["Control", "v"]);
  await browser.waitUntil(async () => /\[Format "ICCS"\]/.test(await area.getValue()), {
    timeout: 5000,
    timeoutMsg: "pasted from the clipboard (the box had the focus)",
  });
  assert.match(await area.getValue(), /H2-E2/);
  await area.clearValue();
  preset(path);
  await click("[data-action=import-open]");
  await (await browser.$("[data-import=report]")).waitForDisplayed({ timeout: 10000 });
  assert.equal(await attr("[data-import=duplicates]", "data-n"), "1");
  assert.equal(await attr("[data-import=ready]", "data-n"), "0");
  await click("[data-action=import-cancel]");
  await noCsp("records after import");
});

test("a file over the import limit is refused in Korean words, nothing written", async () => {
  const limit = JSON.parse(readFileSync(new URL("../../ui/src/ipc/bindings/choices.json", import.meta.url), "utf8")).maxImportMib;
  const big = join(OUT, "too-large.pgn");
  writeFileSync(big, Buffer.alloc((limit << 20) + 1, 0x20));
  const before = (await invoke("list_games", {})).total;
  const settings = await invoke("get_settings");
  await invoke("set_settings", { settings: { ...settings, language: "ko" } });
  try {
    await browser.execute(() => {
      location.hash = "#records";
      location.reload();
    });
    await (await browser.$("main.games")).waitForExist({ timeout: 15000 });
    preset(big);
    await click("[data-action=import-open]");
    await waitMessage(new RegExp(`${limit} MiB보다 큽니다`), "the limit said in Korean");
    const said = await message();
    assert.match(said, /^가져오지 못했습니다/);
    assert.deepEqual(said.match(/[A-Za-z]{2,}/g), ["MiB"], `only the unit is Latin: ${said}`);
    assert.equal(await (await browser.$("[data-import=report]")).isExisting(), false);
    assert.equal((await invoke("list_games", {})).total, before, "nothing written");
    await shot("import-error-ko");
  } finally {
    await invoke("set_settings", { settings }).catch(() => {});
    rmSync(big, { force: true });
  }
});

test("the CSP allows no inline style (the collector sees a probe blocked)", async () => {
  // An inline style attribute set from markup-like code is what the CSP
  // forbids (styles set through the CSSOM, as Svelte's style: directives
  // do, are allowed): the probe must be reported, and nothing else was.
  await noCsp("every screen of this file");
  const seen = await browser.executeAsync((done) => {
    const probe = document.createElement("div");
    probe.setAttribute("style", "outline: 3px solid red");
    document.body.append(probe);
    setTimeout(() => {
      const v = window.__cspViolations.splice(0);
      probe.remove();
      done(v);
    }, 300);
  });
  assert.equal(seen.length, 1, JSON.stringify(seen));
  assert.match(seen[0], /^style-src/);
});
