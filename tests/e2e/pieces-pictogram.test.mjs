// End to end: the pictogram piece style (each piece drawn as its move),
// chosen in Settings as a player would, on a Janggi and a Xiangqi game.
// Screenshots: $SHOTS/pieces-pictogram-{janggi,xiangqi}.png (1280x800) and
// phone-pieces-pictogram-janggi.png (360x740). Settings are put back to the
// defaults and the games resigned at the end.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { connect, bind } from "./support.mjs";

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 360, height: 740 };
const DEFAULTS = JSON.parse(
  readFileSync(
    new URL("../../ui/src/ipc/bindings/defaultSettings.json", import.meta.url),
    "utf8",
  ),
);

let browser;
const { invoke, waitView, shot, setSize, click, reloadAt, settled } = bind(
  () => browser,
);

before(async () => {
  browser = await connect();
  await (await browser.$("button.start")).waitForClickable({ timeout: 20000 });
  await setSize(DESKTOP);
});

after(async () => {
  await invoke("resign").catch(() => {});
  await invoke("set_settings", { settings: DEFAULTS }).catch(() => {});
  await browser?.deleteSession().catch(() => {});
});

/** A new game against the beginner in `variant`, on the game screen. */
async function newGame(variant, profile) {
  await invoke("new_game", {
    options: {
      variant,
      mode: { type: "vsComputer", level: "beginner", humanSide: "first" },
      profile,
      moveTimerSecs: null,
      startFen: null,
    },
  });
  if (variant === "janggi") {
    // Janggi starts with the choice of setup: its diagrams draw pictograms too.
    await reloadAt("#setup", "button.setup-card");
    assert.equal(
      await browser.execute(
        () =>
          document.querySelectorAll(".setup-card .piece-pictogram").length > 0,
      ),
      true,
      "setup diagrams in pictograms",
    );
    await click("button.setup-card");
  } else {
    await reloadAt("#game", ".board-host svg.board-svg");
  }
  await (
    await browser.$(".board-host svg.board-svg")
  ).waitForExist({ timeout: 15000 });
  await waitView(
    (v) => v.phase.type === "playing" && !v.aiThinking,
    `the ${variant} game`,
  );
  await settled();
  await browser.pause(400);
}

/** What the board draws on its pieces: pictograms and text faces counted. */
const faces = () =>
  browser.execute(() => ({
    pictograms: document.querySelectorAll(
      ".board-host .pieces .piece-pictogram",
    ).length,
    texts: document.querySelectorAll(".board-host .pieces text").length,
    pieces: document.querySelectorAll(".board-host .pieces .piece").length,
  }));

test("the pictogram style is chosen in Settings and drawn on both games' boards", async () => {
  await click("[data-action=settings]");
  await click("button[data-piece-style=pictogram]");
  await browser.waitUntil(
    async () =>
      (await (
        await browser.$("button[data-piece-style=pictogram]")
      ).getAttribute("aria-pressed")) === "true",
    {
      timeout: 5000,
      timeoutMsg: "the pictogram choice did not become pressed",
    },
  );

  await newGame("janggi", "janggi-standard");
  let f = await faces();
  assert.equal(f.texts, 0, "no letters on the pieces");
  assert.equal(f.pictograms, f.pieces, "every piece a pictogram");
  assert.ok(f.pieces >= 30, `a full army each: ${f.pieces}`);
  await shot("pieces-pictogram-janggi");
  await setSize(PHONE);
  await settled();
  await shot("phone-pieces-pictogram-janggi");
  await setSize(DESKTOP);
  await invoke("resign");

  await newGame("xiangqi", "xiangqi");
  f = await faces();
  assert.equal(f.texts, 0, "no characters on the pieces");
  assert.equal(f.pictograms, 32);
  await shot("pieces-pictogram-xiangqi");
});
