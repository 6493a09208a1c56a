// End to end: the board on a 360x740 phone is made for fingers (issue 27
// item 13). The whole board drops its margins there, so in Janggi the
// points are at least 38 px apart (with and without coordinates; they were
// 36), the legal-move dots are at least 12 px across (they were ~6), and a
// tap anywhere in a point's cell — not only on its centre — plays there.
// At desktop size the board keeps its margins.
// Screenshots: $SHOTS/{phone-board-touch,phone-board-touch-xiangqi}.png.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { connect, bind } from "./support.mjs";

const DEFAULTS = JSON.parse(readFileSync(new URL("../../ui/src/ipc/bindings/defaultSettings.json", import.meta.url), "utf8"));
const PHONE = { width: 360, height: 740 };

let browser;
const { invoke, shot, setSize, settled, squarePoint, clickSquare, waitView, reloadAt } = bind(() => browser);

before(async () => {
  browser = await connect();
  await (await browser.$("button.start")).waitForClickable({ timeout: 30000 });
});

after(async () => {
  if (browser) {
    await invoke("set_settings", { settings: DEFAULTS }).catch(() => {});
    await invoke("resign").catch(() => {});
  }
  await browser?.deleteSession().catch(() => {});
});

async function hotSeat(variant, coordinates) {
  await invoke("set_settings", { settings: { ...DEFAULTS, coordinates } });
  await invoke("new_game", {
    options: { variant, mode: { type: "twoPlayers" }, profile: variant === "janggi" ? "janggi-standard" : "xiangqi", moveTimerSecs: null },
  });
  if (variant === "janggi") {
    await invoke("choose_setup", { side: "second", setup: "horseElephantHorseElephant" });
    await invoke("choose_setup", { side: "first", setup: "horseElephantHorseElephant" });
  }
  await reloadAt("#game", ".board-host svg.board-svg");
  await settled();
}

/** Pixels between two neighbouring points of the bottom rank. */
async function spacing() {
  const a = await squarePoint(0);
  const b = await squarePoint(1);
  return Math.hypot(b.x - a.x, b.y - a.y);
}

/** Taps `dx`, `dy` pixels off the centre of square `sq`. */
async function tapNear(sq, dx, dy) {
  const p = await squarePoint(sq);
  await browser
    .action("pointer", { parameters: { pointerType: "mouse" } })
    .move({ x: Math.round(p.x + dx), y: Math.round(p.y + dy), origin: "viewport" })
    .down({ button: 0 })
    .pause(30)
    .up({ button: 0 })
    .perform();
}

const dotSizes = () => browser.execute(() => [...document.querySelectorAll("svg.board-svg .dest-dot")].map((d) => d.getBoundingClientRect().width));

test("Janggi on a phone: points 38 px apart or more, dots 12 px, the whole cell is the tap target", async () => {
  await setSize(PHONE);
  for (const coordinates of [true, false]) {
    await hotSeat("janggi", coordinates);
    assert.equal(await (await browser.$("svg.board-svg")).getAttribute("data-compact"), "true");
    const s = await spacing();
    assert.ok(s >= 38, `points ${s.toFixed(1)} px apart with coordinates ${coordinates ? "on" : "off"}`);
  }
  // Cho's soldier on 1-7 (square 27): a tap near the corner of its cell selects it.
  const s = await spacing();
  await tapNear(27, -0.42 * s, 0.42 * s);
  await browser.waitUntil(async () => (await (await browser.$("svg.board-svg")).getAttribute("data-selected")) === "27", {
    timeout: 5000,
    timeoutMsg: "a tap near the cell's corner selected the soldier",
  });
  await settled();
  const dots = await dotSizes();
  assert.ok(dots.length >= 2, "the soldier's moves are marked");
  for (const d of dots) assert.ok(d >= 12, `a legal-move dot ${d.toFixed(1)} px across`);
  await shot("phone-board-touch");
  // Its move forward (to 1-6, square 36), tapped near the top edge of that cell.
  await tapNear(36, 0.3 * s, -0.42 * s);
  const v = await waitView((v) => v.moves.length === 1, "the tapped move was played");
  assert.equal(v.moves[0].uci, "a4a5");
});

test("Xiangqi on a phone: the board fills the width, dots 12 px", async () => {
  await setSize(PHONE);
  await hotSeat("xiangqi", false);
  const s = await spacing();
  assert.ok(s >= 38, `points ${s.toFixed(1)} px apart`);
  await hotSeat("xiangqi", true);
  // Files numbered above and below: the drawing's height limits it (36.9 px), its margins are cropped.
  const withNumbers = await spacing();
  assert.ok(withNumbers > 36.5, `points ${withNumbers.toFixed(1)} px apart with coordinates`);
  const box = await browser.execute(() => {
    const r = document.querySelector("svg.board-svg").getBoundingClientRect();
    return { left: r.left, right: r.right, width: window.innerWidth };
  });
  assert.ok(box.left <= 1 && box.right >= box.width - 1, `the board fills the width: ${JSON.stringify(box)}`);
  await clickSquare(19); // Red's cannon
  await settled();
  for (const d of await dotSizes()) assert.ok(d >= 12, `a legal-move dot ${d.toFixed(1)} px across`);
  await shot("phone-board-touch-xiangqi");
});

test("at desktop size the board keeps its margins", async () => {
  await setSize({ width: 1280, height: 800 });
  await hotSeat("janggi", true);
  assert.equal(await (await browser.$("svg.board-svg")).getAttribute("data-compact"), "false");
});
