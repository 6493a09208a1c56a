// Shared by the end-to-end test files (not a test file itself): a WebDriver
// session on the app through tauri-driver (started by run.sh), the app's
// commands called from the page, waits on the board view, window sizes and
// screenshots (each one checks first that the page had no CSP violation).
import { writeFileSync, mkdirSync, readFileSync, rmSync, openSync } from "node:fs";
import { join } from "node:path";
import { spawn, execFileSync } from "node:child_process";
import { remote } from "webdriverio";

/** Where screenshots go. */
export const SHOTS = process.env.SHOTS ?? "target/e2e/screenshots";

/** Launches the app (APP_BIN unless told otherwise) in a new WebDriver session. */
export function connect({ logLevel = "warn", application = process.env.APP_BIN } = {}) {
  return remote({
    hostname: "127.0.0.1",
    port: Number(process.env.E2E_PORT ?? 4444),
    logLevel,
    connectionRetryTimeout: 60000,
    capabilities: {
      "tauri:options": { application },
      "wdio:enforceWebDriverClassic": true,
    },
  });
}

/**
 * A second app instance for the two-device tests: its own tauri-driver on
 * `port` and `port + 1` (log in `out`/tauri-driver-`name`.log), its own
 * data folder `out`/xdg-data-`name` (made empty), `env` added. Returns the
 * session and `stop()`, which ends the session and the driver.
 */
export async function secondApp(name, port, env = {}) {
  const out = process.env.E2E_OUT ?? "target/e2e";
  const data = join(out, `xdg-data-${name}`);
  rmSync(data, { recursive: true, force: true });
  mkdirSync(data, { recursive: true });
  const log = openSync(join(out, `tauri-driver-${name}.log`), "w");
  const driver = spawn("tauri-driver", ["--port", String(port), "--native-port", String(port + 1)], {
    env: { ...process.env, XDG_DATA_HOME: data, ...env },
    stdio: ["ignore", log, log],
    detached: true,
  });
  for (let i = 0; i < 100; i++) {
    try {
      execFileSync("curl", ["-fsS", `http://127.0.0.1:${port}/status`], { stdio: "ignore" });
      break;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  const browser = await remote({
    hostname: "127.0.0.1",
    port,
    logLevel: "warn",
    connectionRetryTimeout: 60000,
    capabilities: { "tauri:options": { application: process.env.APP_BIN }, "wdio:enforceWebDriverClassic": true },
  });
  const stop = async () => {
    await browser.deleteSession().catch(() => {});
    try {
      process.kill(-driver.pid, "SIGTERM");
    } catch {}
  };
  return { browser, stop };
}

/** Clicks `selector` once it is clickable. */
export async function clickOn(b, selector, timeout = 15000) {
  const el = await b.$(selector);
  await el.waitForClickable({ timeout });
  await el.click();
}

/** Types `text` into `selector` once it shows. */
export async function typeInto(b, selector, text) {
  const el = await b.$(selector);
  await el.waitForDisplayed({ timeout: 10000 });
  await el.setValue(text);
}

/** Waits until `pred` holds of `d`'s `lan_status` (`b` is its session). */
export async function waitLanStatus(d, b, pred, what, timeout = 30000) {
  let last;
  await b.waitUntil(
    async () => {
      last = await d.invoke("lan_status");
      return pred(last);
    },
    { timeout, interval: 100, timeoutMsg: `timed out waiting for ${what}: ${JSON.stringify(last)}` },
  );
  return last;
}

/**
 * Helpers on the session `session()` returns (a function, because a test
 * that relaunches the app gets a new session).
 */
export function bind(session) {
  /** Calls a Tauri command from the page; an AppError rejects with `appError` set. */
  async function invoke(cmd, args = {}) {
    const res = await session().executeAsync(
      (cmd, args, done) => {
        window.__TAURI_INTERNALS__
          .invoke(cmd, args)
          .then((v) => done({ ok: v }))
          .catch((e) => done({ err: e }));
      },
      cmd,
      args,
    );
    if ("err" in res) throw Object.assign(new Error(`${cmd}: ${JSON.stringify(res.err)}`), { appError: res.err });
    return res.ok;
  }

  const getView = () => invoke("get_view");

  /**
   * A finished game's export text: saved by `save_export` through the
   * native save dialog, which the app's test seam answers with a file of
   * `$JANGGI_DIALOG_PRESET`'s folder (set by run.sh); the file read back.
   */
  async function exportText(id, format) {
    const preset = process.env.JANGGI_DIALOG_PRESET;
    if (!preset) throw new Error("run.sh sets JANGGI_DIALOG_PRESET");
    const file = join(preset + ".d", `export-${id}.${format === "gib" ? "gib" : "pgn"}`);
    mkdirSync(preset + ".d", { recursive: true });
    writeFileSync(preset, file);
    const written = await invoke("save_export", { id, format });
    if (written !== file) throw new Error(`save_export wrote ${written}, not ${file}`);
    return readFileSync(file, "utf8");
  }

  /** Polls get_view until `pred` holds; returns that view. */
  async function waitView(pred, what, timeout = 30000) {
    let last = null;
    await session().waitUntil(
      async () => {
        last = await getView();
        return pred(last);
      },
      { timeout, interval: 50, timeoutMsg: `timed out waiting for ${what}` },
    );
    return last;
  }

  /**
   * Saves a screenshot as $SHOTS/<name>.png, after checking the page had no
   * Content-Security-Policy violation (main.ts collects them; the CSP in
   * tauri.conf.json allows no inline style or script).
   */
  async function shot(name) {
    const csp = await session().execute(() => window.__cspViolations ?? ["no CSP collector on the page"]);
    if (csp.length > 0) throw new Error(`CSP violations before screenshot ${name}: ${JSON.stringify(csp)}`);
    mkdirSync(SHOTS, { recursive: true });
    writeFileSync(join(SHOTS, `${name}.png`), Buffer.from(await session().takeScreenshot(), "base64"));
  }

  /** Resizes the window and waits for the page to see the new width. */
  async function setSize(size) {
    const browser = session();
    await browser.setWindowSize(size.width, size.height);
    await browser.waitUntil(async () => (await browser.execute(() => window.innerWidth)) === size.width, {
      timeout: 5000,
      timeoutMsg: `window did not become ${size.width} wide`,
    });
    await browser.pause(250); // layout and one repaint
  }

  /**
   * Viewport point of board square `sq` (rank*9 + file): the centre of its
   * piece or move mark, else from the SVG's geometry and orientation
   * (ui/README "Hooks").
   */
  /**
   * Waits until the board's drawing shows its state: an `svg.board-svg`
   * without `data-pending` (board.ts sets it while a frame or a flight is
   * on its way). What a test reads off the drawing, or where it clicks, is
   * then what a player sees.
   */
  async function settled(timeout = 10000) {
    await session().waitUntil(
      () =>
        session().execute(() => {
          const svg = document.querySelector("svg.board-svg");
          return !!svg && svg.dataset.pending !== "true";
        }),
      { timeout, interval: 20, timeoutMsg: "the board's drawing did not catch up with its state" },
    );
  }

  async function squarePoint(sq) {
    await settled();
    return session().execute((sq) => {
      const svg = document.querySelector("svg.board-svg");
      const marked = svg.querySelector(`g.piece[data-square="${sq}"], .dest-dot[data-square="${sq}"], .capture-ring[data-square="${sq}"]`);
      if (marked) {
        const r = marked.getBoundingClientRect();
        return { x: Math.round(r.left + r.width / 2), y: Math.round(r.top + r.height / 2) };
      }
      const vb = svg.viewBox.baseVal;
      const r = svg.getBoundingClientRect();
      const scale = Math.min(r.width / vb.width, r.height / vb.height);
      const offX = (r.width - vb.width * scale) / 2;
      const offY = (r.height - vb.height * scale) / 2;
      const bottom = svg.getAttribute("data-orientation");
      const file = sq % 9;
      const rank = Math.floor(sq / 9);
      const col = bottom === "first" ? file : 8 - file;
      const row = bottom === "first" ? 9 - rank : rank;
      const MARGIN = 62;
      const CELL = 100;
      const x = MARGIN + col * CELL;
      const y = MARGIN + row * CELL;
      return { x: Math.round(r.left + offX + (x - vb.x) * scale), y: Math.round(r.top + offY + (y - vb.y) * scale) };
    }, sq);
  }

  /** Mouse click (pointer down, up) at the centre of square `sq`. */
  async function clickSquare(sq) {
    const p = await squarePoint(sq);
    await session()
      .action("pointer", { parameters: { pointerType: "mouse" } })
      .move({ x: p.x, y: p.y, origin: "viewport" })
      .down({ button: 0 })
      .pause(30)
      .up({ button: 0 })
      .perform();
  }

  /** Clicks `selector` once it exists, scrolled into the middle of the view and clickable. */
  async function click(selector) {
    const el = await session().$(selector);
    await el.waitForExist({ timeout: 10000 });
    await session().execute((e) => e.scrollIntoView({ block: "center" }), el);
    await el.waitForClickable({ timeout: 10000 });
    await el.click();
  }

  /**
   * Reloads the page at `hash` (`"#game"`, `""` for Home) and waits for
   * `ready`. replaceState, not a hash change: during a game the app answers
   * a hash change as a back step.
   */
  async function reloadAt(hash, ready) {
    await session().execute((h) => {
      history.replaceState(null, "", h || location.pathname);
      location.reload();
    }, hash);
    await (await session().$(ready)).waitForExist({ timeout: 15000 });
  }

  return { invoke, getView, waitView, shot, setSize, settled, squarePoint, clickSquare, click, reloadAt, exportText };
}

/** "e2" → 13 (rank*9 + file; ranks 1..10). */
export function square(name) {
  return (Number(name.slice(1)) - 1) * 9 + (name.charCodeAt(0) - 97);
}

/** A UCI board move ("e2e3", "b10c8") as its two squares. */
export function uciSquares(uci) {
  const m = /^([a-i]\d{1,2})([a-i]\d{1,2})$/.exec(uci);
  if (!m) throw new Error(`not a board move: ${uci}`);
  return [square(m[1]), square(m[2])];
}
