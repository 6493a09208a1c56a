// End to end (issue 12): a save that fails is shown, with a Retry, and
// nothing is lost. The app's data folder is made immutable (chattr +i: even
// root may then not create files in it); a move's save fails, the banner
// says why, the game goes on; once the folder is writable again, Retry
// writes everything and says so. Needs chattr and root (skipped otherwise).
// Screenshots: storage-failed.png, phone-storage-failed.png, storage-saved.png.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { connect, bind } from "./support.mjs";

const DATA_DIR = join(process.env.XDG_DATA_HOME ?? "target/e2e/xdg-data", "app.janggi.offline");
let browser;
const { invoke, getView, waitView, shot, setSize } = bind(() => browser);

function chattr(flag) {
  execFileSync("chattr", [flag, DATA_DIR], { stdio: "pipe" });
}

let skip = false;
try {
  chattr("+i");
  chattr("-i");
} catch (e) {
  skip = `chattr +i on the data folder is not possible here (${String(e.message).split("\n")[0]})`;
}

before(async () => {
  browser = await connect();
  await (await browser.$("button.start")).waitForClickable({ timeout: 30000 });
});

after(async () => {
  try {
    chattr("-i");
  } catch {
    // never made immutable
  }
  await browser?.deleteSession();
});

const storedMoves = () => JSON.parse(readFileSync(join(DATA_DIR, "store.json"), "utf8")).current?.moves ?? "";

test("a failed save shows a banner with Retry, and Retry catches up", { skip }, async () => {
  await setSize({ width: 1280, height: 800 });
  await invoke("new_game", {
    options: { variant: "xiangqi", mode: { type: "twoPlayers" }, profile: "xiangqi", moveTimerSecs: null },
  });
  await browser.execute(() => {
    location.hash = "#game";
    location.reload();
  });
  await (await browser.$(".board-host svg")).waitForDisplayed({ timeout: 15000 });
  const onDisk = storedMoves();
  chattr("+i");
  // Two moves whose saves fail (through the page's own calls, so the UI
  // hears the storage event as it would for a click).
  for (let i = 0; i < 2; i++) {
    const v = await getView();
    await invoke("make_move", { from: v.legalMoves[0].from, to: v.legalMoves[0].to[0] });
  }
  const banner = await browser.$("[data-storage=failed]");
  await banner.waitForDisplayed({ timeout: 5000 });
  assert.equal(await banner.getAttribute("data-cause"), "permissionDenied");
  assert.match(await banner.getText(), /could not be saved/);
  assert.equal(storedMoves(), onDisk, "the file on disk is as it was");
  assert.equal((await getView()).moves.length, 2, "the game goes on in memory");
  // Shots after a resize: in our Xvfb runs WebKitGTK's screenshot showed the
  // frame from before the banner when nothing but an event had changed the
  // page (the banner was displayed, as checked above).
  await setSize({ width: 360, height: 740 });
  await shot("phone-storage-failed");
  await setSize({ width: 1280, height: 800 });
  await shot("storage-failed");
  // Retry while it still fails: the banner stays.
  await (await browser.$("[data-action=storage-retry]")).click();
  await browser.pause(300);
  assert.ok(await banner.isDisplayed());
  // Writable again: Retry writes both moves and says so.
  chattr("-i");
  await (await browser.$("[data-action=storage-retry]")).click();
  await (await browser.$("[data-storage=saved]")).waitForDisplayed({ timeout: 5000 });
  await browser.pause(300);
  await shot("storage-saved");
  const v = await waitView(() => true, "the view");
  assert.equal(storedMoves(), v.moves.map((m) => m.uci).join(" "), "every move is on disk");
  await invoke("resign");
});
