// End to end: the ten levels and the rating (issue 25). The new-game
// screen shows every level with its Elo and rank (from Rust), is usable by
// tap and keyboard and fits a phone; a rated game (resigned at once) moves
// the Xiangqi rating; Home then suggests the even level for it, and the
// statistics chart the rating over time. Screenshots: levels.png
// (1280×800), phone-levels.png (360×740), rating.png (1280×800) and
// phone-rating.png.
// Run by tests/e2e/run.sh (English UI, JANGGI_INSTANT_REPLY set).
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { connect, bind } from "./support.mjs";

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 360, height: 740 };

let browser;
const { invoke, getView, waitView, shot, setSize } = bind(() => browser);

before(async () => {
  browser = await connect();
  await (await browser.$("button.start")).waitForClickable({ timeout: 20000 });
  // The files share one data directory: start both ratings afresh.
  for (const variant of ["janggi", "xiangqi"]) await invoke("reset_rating", { variant });
  // Home read the ratings when it opened: open it again.
  await browser.execute(() => location.reload());
  await (await browser.$("button.start")).waitForClickable({ timeout: 20000 });
  await goHome();
});

after(async () => {
  await browser?.deleteSession().catch(() => {});
});

async function click(selector) {
  const el = await browser.$(selector);
  await el.waitForExist({ timeout: 15000 });
  await browser.execute((e) => e.scrollIntoView({ block: "center" }), el);
  await el.waitForClickable({ timeout: 15000 });
  await el.click();
}

/** Back to a freshly drawn Home (it reads the ratings when it opens). */
async function goHome() {
  if (await (await browser.$("[role=dialog] [data-action=home]")).isExisting()) await click("[role=dialog] [data-action=home]");
  if (await (await browser.$("[data-action=home]")).isExisting()) await click("[data-action=home]");
  await (await browser.$("button.start")).waitForClickable({ timeout: 15000 });
}

/** The level picker as the page shows it. */
const picker = () =>
  browser.execute(() =>
    [...document.querySelectorAll(".level-picker [data-level]")].map((b) => ({
      level: Number(b.dataset.level),
      elo: Number(b.dataset.elo),
      checked: b.getAttribute("aria-checked") === "true",
      text: b.innerText.replace(/\s+/g, " ").trim(),
      clipped: b.scrollWidth > b.clientWidth + 1 || b.scrollHeight > b.clientHeight + 1,
      tab: b.tabIndex,
    })),
  );
const checked = async () => (await picker()).find((l) => l.checked)?.level;

/** The page is no wider than the window (nothing pokes out sideways). */
async function assertNoOverflow(what) {
  const o = await browser.execute(() => ({
    doc: document.documentElement.scrollWidth,
    win: window.innerWidth,
    wide: [...document.querySelectorAll("body *")]
      .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 1)
      .slice(0, 5)
      .map((e) => `${e.tagName.toLowerCase()}.${[...e.classList].join(".")} ${Math.round(e.getBoundingClientRect().right)}`),
  }));
  assert.ok(o.doc <= o.win, `${what}: the page is ${o.doc}px wide in a ${o.win}px window: ${o.wide.join(", ")}`);
}

/** Scrolls `selector` to the top of the window, below the sticky top bar. */
async function scrollToTop(selector) {
  await browser.execute((sel) => {
    document.querySelector(sel).scrollIntoView({ block: "start" });
    const bar = document.querySelector("header.topbar");
    window.scrollBy(0, -((bar?.getBoundingClientRect().height ?? 0) + 8));
  }, selector);
  await browser.pause(150);
}

test("the new-game screen shows ten levels with their Elo and rank, chosen by tap or keyboard", async () => {
  await setSize(DESKTOP);
  await click("[data-variant=janggi]");
  await click("[data-mode=vsComputer]");
  const levels = await picker();
  assert.deepEqual(
    levels.map((l) => l.level),
    [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
  );
  for (let i = 1; i < levels.length; i++) assert.ok(levels[i].elo > levels[i - 1].elo, "Elo rises with the level");
  for (const l of levels) {
    // Level 10's figure is a floor (measured at a small budget): "Elo N+".
    const plus = l.level === 10 ? "\\+" : "";
    assert.match(l.text, new RegExp(`^Level ${l.level} Elo ${l.elo}${plus} \\S`), `level ${l.level}: ${l.text}`);
    assert.ok(!l.clipped, `level ${l.level}'s text fits: ${l.text}`);
  }
  // A new player: the even game is marked and said above the picker. The
  // level chosen is the last game's (earlier files played some), or that
  // even game when there was none against the computer.
  const suggestion = await browser.$("[data-suggestion]");
  const suggested = Number(await suggestion.getAttribute("data-suggestion"));
  assert.ok(suggested >= 1 && suggested <= 10);
  const last = await getView().catch(() => null); // noGame: none yet
  assert.equal(await checked(), last?.mode.type === "vsComputer" ? last.mode.level : suggested);
  await click(`.level-picker [data-level='${suggested}']`);
  assert.ok(await (await browser.$(`.level-picker [data-level='${suggested}'] [data-suggested]`)).isExisting());
  assert.match(await suggestion.getText(), /no rated games yet/);
  // Exactly one level in the tab order: the chosen one (a radio group).
  assert.deepEqual(
    (await picker()).filter((l) => l.tab === 0).map((l) => l.level),
    [suggested],
  );

  // Tap.
  await click(".level-picker [data-level='3']");
  assert.equal(await checked(), 3);
  // Keyboard: arrows move the choice (and the focus), Home and End jump.
  await browser.execute(() => document.querySelector(".level-picker [data-level='3']").focus());
  await browser.keys("ArrowRight");
  assert.equal(await checked(), 4);
  assert.equal(await browser.execute(() => document.activeElement?.dataset.level), "4");
  await browser.keys("End");
  assert.equal(await checked(), 10);
  await browser.keys("ArrowDown");
  assert.equal(await checked(), 10, "stays on the last");
  await browser.keys("Home");
  assert.equal(await checked(), 1);
  await browser.keys("ArrowLeft");
  assert.equal(await checked(), 1, "stays on the first");
  await browser.keys("ArrowRight");
  await browser.keys("ArrowRight");
  assert.equal(await checked(), 3);
  // Xiangqi shows its own ladder.
  await click("[data-variant=xiangqi]");
  assert.equal((await picker()).length, 10);
  await click(".level-picker [data-level='3']");
  await scrollToTop(".home-main section.card:nth-of-type(2)");
  await assertNoOverflow("desktop Home");
  await shot("levels");
});

test("at phone size the ten levels fit, two to a row, nothing clipped", async () => {
  await setSize(PHONE);
  await scrollToTop(".home-main h3");
  const levels = await picker();
  assert.equal(levels.length, 10);
  for (const l of levels) assert.ok(!l.clipped, `level ${l.level}'s text fits at 360 px: ${l.text}`);
  const rows = await browser.execute(() => {
    const tops = [...document.querySelectorAll(".level-picker [data-level]")].map((b) => Math.round(b.getBoundingClientRect().top));
    const right = Math.max(...[...document.querySelectorAll(".level-picker [data-level]")].map((b) => b.getBoundingClientRect().right));
    return { rows: new Set(tops).size, right, width: window.innerWidth };
  });
  assert.equal(rows.rows, 5, "two levels a row");
  assert.ok(rows.right <= rows.width, `the picker ends inside the window (${rows.right} > ${rows.width})`);
  await assertNoOverflow("phone Home");
  await shot("phone-levels");
  await setSize(DESKTOP);
});

test("every language names the levels and ranks, nothing clipped at phone size", async () => {
  const settings = await invoke("get_settings");
  const rankWord = { ko: /급|단/, ja: /者|級/, zh: /级|段/, ru: /[а-яё]/i };
  try {
    for (const lang of ["ko", "ja", "zh", "ru"]) {
      await invoke("set_settings", { settings: { ...settings, language: lang } });
      await browser.execute(() => location.reload());
      await (await browser.$("button.start")).waitForClickable({ timeout: 20000 });
      await setSize(PHONE);
      await click("[data-variant=janggi]");
      await click("[data-mode=vsComputer]");
      await scrollToTop(".home-main h3");
      const levels = await picker();
      assert.equal(levels.length, 10, lang);
      for (const l of levels) {
        assert.ok(!l.clipped, `${lang}: level ${l.level}'s text fits at 360 px: ${l.text}`);
        assert.match(l.text, rankWord[lang], `${lang}: level ${l.level} has its rank: ${l.text}`);
        assert.doesNotMatch(l.text, /Level|Novice|Club/, `${lang}: no English: ${l.text}`);
      }
      await assertNoOverflow(`${lang} phone Home`);
      await shot(`phone-levels-${lang}`);
    }
  } finally {
    await invoke("set_settings", { settings });
    await browser.execute(() => location.reload());
    await (await browser.$("button.start")).waitForClickable({ timeout: 20000 });
    await setSize(DESKTOP);
  }
});

test("a rated game moves the rating; Home then suggests the even level and the statistics chart it", async () => {
  const before = await invoke("get_ratings");
  assert.equal(before.xiangqi.games, 0);
  // Xiangqi against level 3 from the normal start: rated. Resigned at once: a loss.
  await click("[data-variant=xiangqi]");
  await click("[data-mode=vsComputer]");
  await click(".level-picker [data-level='3']");
  await click("[data-side=first]");
  await click("button.start");
  if (await (await browser.$("[data-dialog=keep-game]")).isExisting()) await click("[data-action=keep-abandon]");
  const v = await waitView((v) => v.variant === "xiangqi" && v.phase.type === "playing" && v.ply === 0, "the new game");
  assert.deepEqual(v.mode, { type: "vsComputer", level: 3, humanSide: "first" });
  await click("[data-action=resign]");
  await click("[data-action=resign-confirm]");
  await waitView((v) => v.phase.type === "over", "the resignation");
  const once = await invoke("get_ratings");
  assert.equal(once.xiangqi.games, 1);
  assert.ok(once.xiangqi.rating < before.xiangqi.rating, "a loss lowers the rating");
  assert.equal(once.janggi.games, 0);

  // A second rated game (lost the same way): the chart gets a third point.
  await click("[role=dialog] [data-action=new-game]");
  await waitView((v) => v.phase.type === "playing" && v.ply === 0, "the second game");
  await click("[data-action=resign]");
  await click("[data-action=resign-confirm]");
  await waitView((v) => v.phase.type === "over", "the second resignation");
  const twice = await invoke("get_ratings");
  assert.equal(twice.xiangqi.games, 2);

  // Home: the suggestion follows the new rating, and its button chooses that level.
  await goHome();
  await click("[data-variant=xiangqi]");
  const suggestion = await browser.$("[data-suggestion]");
  await suggestion.waitForExist({ timeout: 5000 });
  assert.equal(Number(await suggestion.getAttribute("data-rating")), Math.round(twice.xiangqi.rating));
  assert.equal(Number(await suggestion.getAttribute("data-suggestion")), twice.xiangqi.suggested);
  assert.match(await suggestion.getText(), new RegExp(`Your Xiangqi rating is ${Math.round(twice.xiangqi.rating)}`));
  await click(".level-picker [data-level='9']");
  assert.equal(await checked(), 9);
  await click("[data-action=suggested-level]");
  assert.equal(await checked(), twice.xiangqi.suggested, "the button chose the suggested level");

  // The statistics: the Xiangqi rating over its two games.
  await click("[data-action=records]");
  await click("[data-tab=stats]");
  const chart = await browser.$("[data-rating-game=xiangqi] svg[data-points]");
  await chart.waitForExist({ timeout: 10000 });
  assert.equal(Number(await chart.getAttribute("data-points")), 3, "the start and two games");
  assert.ok(!(await (await browser.$("[data-rating-game=janggi]")).isExisting()), "no Janggi games, no Janggi chart");
  const labels = await browser.execute(() => [...document.querySelectorAll("[data-rating-game=xiangqi] svg text")].map((t) => t.textContent));
  assert.ok(labels.includes("Rating") && labels.includes("Rated games"), `axis titles: ${labels}`);
  assert.ok(labels.includes("0") && labels.includes("2"), `game numbers: ${labels}`);
  await scrollToTop(".rating-panel");
  await assertNoOverflow("statistics");
  await shot("rating");
  await setSize(PHONE);
  await scrollToTop(".rating-panel");
  const fits = await browser.execute(() => {
    const svg = document.querySelector("[data-rating-game=xiangqi] svg");
    const r = svg.getBoundingClientRect();
    return { right: r.right, width: window.innerWidth, font: parseFloat(getComputedStyle(svg.querySelector("text.tick")).fontSize) * (r.width / svg.viewBox.baseVal.width) };
  });
  assert.ok(fits.right <= fits.width, `the chart fits the phone (${fits.right} > ${fits.width})`);
  assert.ok(fits.font >= 10, `its labels stay readable (${fits.font.toFixed(1)} px)`);
  await assertNoOverflow("phone statistics");
  await shot("phone-rating");
  await setSize(DESKTOP);

  // Reset, asked first: Cancel keeps it, Reset starts it again; the games stay.
  const games = (await invoke("list_games", { filter: {}, offset: 0, limit: 1 })).total;
  await click("[data-rating-game=xiangqi] [data-action=reset-rating]");
  await click("[data-dialog=reset-rating] [data-action=reset-cancel]");
  assert.equal((await invoke("get_ratings")).xiangqi.games, 2);
  await click("[data-rating-game=xiangqi] [data-action=reset-rating]");
  await click("[data-dialog=reset-rating] [data-action=reset-confirm]");
  await browser.waitUntil(async () => !(await (await browser.$("[data-rating-game=xiangqi]")).isExisting()), {
    timeout: 5000,
    timeoutMsg: "the reset rating still shows its chart",
  });
  assert.equal((await invoke("get_ratings")).xiangqi.games, 0);
  assert.equal((await invoke("list_games", { filter: {}, offset: 0, limit: 1 })).total, games);
});
