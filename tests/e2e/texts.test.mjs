// End to end: text the game screen shows is never cut. A refused tap (the
// cannon on 2-8 sent to a point it cannot reach) shows a three-line message
// under "whose move"; in Korean and Russian, at 1280x800 and 360x740, the
// status box shows all of it (nothing clipped, no line outside the box) and
// no word of the message or of a tool button's label is broken across
// lines (Korean wraps between words: `word-break: keep-all`).
// Screenshots: refusal-long-ko.png, phone-refusal-long-ko.png,
// refusal-long-ru.png, refusal-long-ru-phone.png.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { connect, bind } from "./support.mjs";

let browser;
const { invoke, shot, setSize, settled, clickSquare } = bind(() => browser);
const DEFAULTS = JSON.parse(readFileSync(new URL("../../ui/src/ipc/bindings/defaultSettings.json", import.meta.url), "utf8"));

before(async () => {
  browser = await connect();
  await (await browser.$("button.start")).waitForClickable({ timeout: 30000 });
});

after(async () => {
  // Defaults and no game in progress for the files after this one.
  await invoke("set_settings", { settings: DEFAULTS }).catch(() => {});
  await invoke("resign").catch(() => {});
  await browser?.deleteSession();
});

/** What is cut or broken on screen: clipped boxes and words split across lines. */
function cuts() {
  return browser.execute(() => {
    const out = [];
    const status = document.querySelector(".status");
    if (!status) return ["no .status box"];
    if (status.scrollHeight > status.clientHeight + 1) out.push(`status box clips: scroll ${status.scrollHeight} > client ${status.clientHeight}`);
    const box = status.getBoundingClientRect();
    for (const el of status.children) {
      const r = el.getBoundingClientRect();
      if (r.top < box.top - 1 || r.bottom > box.bottom + 1) out.push(`"${el.textContent}" lies outside the status box`);
    }
    // A word is broken when its text spans two line boxes.
    const broken = (el) => {
      const text = el.textContent ?? "";
      const node = [...el.childNodes].find((n) => n.nodeType === Node.TEXT_NODE && n.textContent === text);
      if (!node) return [];
      const found = [];
      for (const m of text.matchAll(/[^\s]+/g)) {
        const range = document.createRange();
        range.setStart(node, m.index);
        range.setEnd(node, m.index + m[0].length);
        const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
        if (lines.size > 1) found.push(m[0]);
      }
      return found;
    };
    for (const el of [...status.querySelectorAll("span, strong"), ...document.querySelectorAll(".controls .btn.tool span")]) {
      for (const w of broken(el)) out.push(`word broken across lines: "${w}" in "${el.textContent}"`);
      if (el.scrollWidth > el.clientWidth + 1 && el.closest(".btn")) out.push(`label wider than its button: "${el.textContent}"`);
    }
    return out;
  });
}

async function refusalIn(lang) {
  await invoke("set_settings", { settings: { ...DEFAULTS, language: lang } });
  await invoke("new_game", {
    options: { variant: "janggi", mode: { type: "twoPlayers" }, profile: "janggi-standard", moveTimerSecs: null },
  });
  await invoke("choose_setup", { side: "second", setup: "horseElephantHorseElephant" });
  await invoke("choose_setup", { side: "first", setup: "horseElephantHorseElephant" });
  await browser.execute(() => {
    location.hash = "#game";
    location.reload();
  });
  await (await browser.$(".board-host svg")).waitForDisplayed({ timeout: 15000 });
  await (await browser.$(".status[data-phase=playing]")).waitForExist({ timeout: 15000 });
}

for (const lang of ["ko", "ru"]) {
  test(`${lang}: a three-line refusal is shown whole, at desktop and phone size`, async () => {
    await refusalIn(lang);
    for (const [size, name] of [
      [{ width: 1280, height: 800 }, `refusal-long-${lang}`],
      [{ width: 360, height: 740 }, lang === "ru" ? "refusal-long-ru-phone" : `phone-refusal-long-${lang}`],
    ]) {
      await setSize(size);
      // Cho's cannon on 2-8 (square 19) to 2-5 (46): it has nothing to jump over.
      await settled();
      if ((await (await browser.$("svg.board-svg")).getAttribute("data-selected")) !== "19") {
        await clickSquare(19);
        await browser.pause(120);
      }
      await clickSquare(46);
      const refusal = await browser.$("[data-status=refusal]");
      await refusal.waitForDisplayed({ timeout: 5000 });
      assert.ok((await refusal.getText()).length > 20, "a real message");
      await browser.pause(250);
      assert.deepEqual(await cuts(), [], `${lang} ${size.width}x${size.height}`);
      await shot(name);
    }
  });
}
