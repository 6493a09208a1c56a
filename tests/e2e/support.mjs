// Shared by the end-to-end test files (not a test file itself): a WebDriver
// session on the app through tauri-driver (started by run.sh), the app's
// commands called from the page, waits on the board view, window sizes and
// screenshots (each one checks first that the page had no CSP violation).
import { writeFileSync, mkdirSync } from "node:fs";
import { join } from "node:path";
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

  return { invoke, getView, waitView, shot, setSize };
}
