// End to end, crash safety (issue 5): the app is killed with SIGKILL at
// random moments of a Janggi game against the computer — right after the
// player's move while the computer thinks, or a random time later — at
// least 20 times. After every restart the game is back with every move that
// had completed (and at most the computer's reply that was landing as the
// kill came), the same side to move, and the store files parse.
//
// The app is the process tauri-driver's WebKitWebDriver starts from
// $APP_BIN; it is found by its executable (/proc/<pid>/exe) and killed by
// pid, then a new WebDriver session starts it again.
import { test, after } from "node:test";
import assert from "node:assert/strict";
import { readFileSync, readdirSync, existsSync, readlinkSync } from "node:fs";
import { join } from "node:path";
import { connect, bind } from "./support.mjs";

const KILLS = Number(process.env.E2E_KILLS ?? 20);
const APP_BIN = process.env.APP_BIN;
const DATA_DIR = join(process.env.XDG_DATA_HOME ?? "target/e2e/xdg-data", "app.janggi.offline");

let browser = null;
const { invoke, waitView } = bind(() => browser);
const SEED = Number(process.env.E2E_SEED ?? Date.now() % 100000) || 1;
let seed = SEED;
const random = () => {
  // xorshift: a run is repeatable with E2E_SEED.
  seed ^= seed << 13;
  seed ^= seed >>> 17;
  seed ^= seed << 5;
  return ((seed >>> 0) % 1_000_000) / 1_000_000;
};

after(async () => {
  await browser?.deleteSession().catch(() => {});
});

async function launch() {
  for (let attempt = 1; ; attempt++) {
    try {
      browser = await connect({ logLevel: "silent", application: APP_BIN });
      await (await browser.$("button.start")).waitForClickable({ timeout: 30000 });
      return;
    } catch (e) {
      // Now and then the driver chain (tauri-driver -> WebKitWebDriver) does
      // not answer a new session right after a killed one (seen once here:
      // UND_ERR_HEADERS_TIMEOUT). That is the harness, not what this test
      // checks: end any app it started, then ask again. The checks after
      // each restart still apply.
      if (attempt >= 3) throw e;
      console.log(`# launch attempt ${attempt} failed (${e.message}); retrying`);
      for (const pid of appPids()) process.kill(pid, "SIGKILL");
      await browser?.deleteSession().catch(() => {});
      browser = null;
      await new Promise((r) => setTimeout(r, 1000));
    }
  }
}

/** Pids of running app processes (by executable path). */
function appPids() {
  const out = [];
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      if (readlinkSync(`/proc/${name}/exe`) === APP_BIN) out.push(Number(name));
    } catch {
      // not ours, or gone
    }
  }
  return out;
}

async function kill() {
  const pids = appPids();
  assert.equal(pids.length, 1, `one app process (${pids})`);
  process.kill(pids[0], "SIGKILL");
  for (let i = 0; i < 100 && appPids().length > 0; i++) await new Promise((r) => setTimeout(r, 20));
  const old = browser;
  browser = null;
  await Promise.race([old.deleteSession().catch(() => {}), new Promise((r) => setTimeout(r, 5000))]);
}

/** Both store files parse as JSON of the current schema. */
function checkFiles() {
  for (const f of ["store.json", "games.json"]) {
    const p = join(DATA_DIR, f);
    if (!existsSync(p)) continue;
    const v = JSON.parse(readFileSync(p, "utf8"));
    assert.equal(v.version, 2, f);
  }
  const aside = readdirSync(DATA_DIR).filter((n) => n.includes(".corrupt-"));
  assert.deepEqual(aside, [], "nothing was ever unreadable");
}

async function newGame() {
  let v = await invoke("new_game", {
    options: { variant: "janggi", mode: { type: "vsComputer", level: "beginner", humanSide: "first" }, profile: "janggi-standard", moveTimerSecs: null },
  });
  if (v.phase.type === "setup") v = await invoke("choose_setup", { side: "first", setup: "horseElephantHorseElephant" });
  return v;
}

const humanToMove = (v) => v.phase.type === "playing" && !v.aiThinking && v.sideToMove === "first";

test(`${KILLS} kills at random moments never lose a completed move`, async () => {
  await launch();
  await newGame();
  let kills = 0;
  let duringAi = 0;
  let restoredMoves = 0;
  while (kills < KILLS) {
    let v = await waitView((v) => humanToMove(v) || v.phase.type === "over", "the player's turn");
    if (v.phase.type === "over") {
      await newGame();
      continue;
    }
    // The player's move (random legal move; pass when that is all).
    if (v.legalMoves.length > 0) {
      const l = v.legalMoves[Math.floor(random() * v.legalMoves.length)];
      v = await invoke("make_move", { from: l.from, to: l.to[Math.floor(random() * l.to.length)] });
    } else {
      v = await invoke("pass_turn");
    }
    // Kill now (the computer is thinking) or a random moment later.
    const r = random();
    if (r < 0.3) {
      // straight away
    } else {
      await new Promise((res) => setTimeout(res, Math.floor(random() * 900)));
    }
    const before = await invoke("get_view");
    if (before.aiThinking) duringAi++;
    await kill();
    kills++;
    checkFiles();
    await launch();
    const after = await invoke("get_view").catch((e) => {
      // Say what was on disk and what the game was before the kill, so a
      // failure here can be told apart: a game that had ended (it is in
      // the records, not resumed) or an unfinished game that was lost.
      const store = existsSync(join(DATA_DIR, "store.json")) ? JSON.parse(readFileSync(join(DATA_DIR, "store.json"), "utf8")) : null;
      const saved = store?.current ?? null;
      throw new Error(
        `kill ${kills}: ${e.message}; before the kill: phase ${before.phase.type}, ${before.moves.length} moves, ` +
          `aiThinking ${before.aiThinking}; store.json current: ${saved ? `${saved.moves.split(" ").filter(Boolean).length} moves` : "none"}`,
      );
    });
    const uci = (x) => x.moves.map((m) => m.uci);
    // Every completed move is back; at most the reply that was landing.
    assert.deepEqual(uci(after).slice(0, before.moves.length), uci(before), `kill ${kills}: moves kept`);
    assert.ok(after.moves.length <= before.moves.length + 1, `kill ${kills}: nothing invented`);
    if (after.moves.length === before.moves.length) {
      assert.equal(after.sideToMove, before.sideToMove, `kill ${kills}: side to move`);
      assert.deepEqual(after.pieces, before.pieces, `kill ${kills}: position`);
    }
    assert.deepEqual(after.mode, before.mode);
    assert.deepEqual(after.setups, before.setups);
    restoredMoves = after.moves.length;
    // Home offers to continue it.
    if (after.phase.type !== "over") assert.ok(await (await browser.$("[data-action=continue]")).isExisting(), "continue offered");
  }
  console.log(`# kills: ${kills}, during the computer's move: ${duringAi}, moves in the last game: ${restoredMoves}, E2E_SEED=${SEED}`);
  assert.ok(duringAi >= 1, "at least one kill while the computer was thinking");
  checkFiles();
});
