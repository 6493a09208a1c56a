// End to end: the tutorial in the real app (target/debug/janggi under Xvfb,
// tauri-driver + WebKitWebDriver, run by tests/e2e/run.sh). A player opens
// the tutorial from the home screen and completes the first three lessons
// by clicking pieces and their destination dots, after one wrong try that
// Rust explains; progress is saved Rust-side. Then the language is switched
// to Korean, Japanese, Chinese and Russian through the settings screen and a lesson is shown
// in each. Screenshots: $SHOTS/lesson-{en,ko,ja,zh,ru}.png at desktop size and
// phone-lesson-{en,ko,ja,zh,ru}.png at 360x740.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { readFileSync, mkdirSync } from "node:fs";
import { connect, bind, SHOTS, uciSquares } from "./support.mjs";

const DESKTOP = { width: 1100, height: 800 };
const PHONE = { width: 360, height: 740 };
mkdirSync(SHOTS, { recursive: true });

const LESSONS = JSON.parse(readFileSync(new URL("../../ui/src/tutorial/lessons.json", import.meta.url), "utf8")).lessons;

let browser;
const { invoke, shot, setSize, clickSquare } = bind(() => browser);

before(async () => {
  browser = await connect();
  await (await browser.$("[data-action=start]")).waitForClickable({ timeout: 20000 });
  await setSize(DESKTOP);
});

after(async () => {
  await browser?.deleteSession().catch(() => {});
});

// ---- helpers ---------------------------------------------------------------

/** Plays a move as a player: tap the piece (it lifts), then the destination. */
async function playMove(from, to) {
  await browser.$(`g.piece[data-square="${from}"]`).waitForExist({ timeout: 10000 });
  await clickSquare(from);
  await browser.waitUntil(async () => (await (await browser.$("svg.board-svg")).getAttribute("data-selected")) === String(from), {
    timeout: 5000,
    timeoutMsg: `the piece on ${from} did not lift`,
  });
  await clickSquare(to);
}

async function click(selector) {
  const el = await browser.$(selector);
  await el.waitForClickable({ timeout: 10000 });
  await el.click();
}

async function feedback(kind) {
  const el = await browser.$(`[data-feedback="${kind}"]`);
  await el.waitForExist({ timeout: 10000, timeoutMsg: `no ${kind} feedback` });
  return el.getText();
}

async function openLesson(id) {
  await click(`button[data-lesson="${id}"]`);
  await browser.$(`main[data-lesson="${id}"] svg.board-svg g.piece`).waitForExist({ timeout: 10000 });
  await browser.pause(250);
}

async function setLanguage(lang) {
  await click("[data-action=settings]");
  await click(`[data-language=${lang}]`);
  // Chinese is "zh-Hans" on <html> (the script, for fonts and screen readers).
  await browser.waitUntil(async () => (await browser.execute(() => document.documentElement.lang)).split("-")[0] === lang, { timeout: 5000 });
  await click("[data-action=back]");
  await browser.$("[data-screen=tutorial-list]").waitForExist({ timeout: 10000 });
}

/** A lesson after a wrong try (Rust's explanation shown), at desktop and phone size. */
async function lessonShots(lang, id, wrongUci) {
  await openLesson(id);
  const [f, t] = uciSquares(wrongUci);
  await playMove(f, t);
  await feedback("wrong");
  await browser.pause(400);
  await shot(`lesson-${lang}`);
  await setSize(PHONE);
  await browser.execute(() => window.scrollTo(0, 0));
  await browser.pause(200);
  await shot(`phone-lesson-${lang}`);
  await setSize(DESKTOP);
  await click("[data-action=lessons]");
  await browser.$("[data-screen=tutorial-list]").waitForExist({ timeout: 10000 });
}

// ---- the run -----------------------------------------------------------------

test("the home screen opens the tutorial with nothing completed", async () => {
  await invoke("tutorial_reset");
  await click("[data-action=tutorial]");
  await browser.$("[data-screen=tutorial-list]").waitForExist({ timeout: 10000 });
  const rows = await browser.$$("button[data-lesson]");
  assert.equal(rows.length, LESSONS.length);
  assert.equal(await rows[0].getAttribute("data-completed"), "false");
});

test("a wrong try is explained by Rust in plain words", async () => {
  await openLesson("board");
  // The general may step left (legal) but the task wants the palace centre.
  const [f, t] = uciSquares("e1d1");
  await playMove(f, t);
  let text = await feedback("wrong");
  assert.match(text, /does not reach the point/);
  // The lesson is unchanged: the general is back on e1.
  await browser.$(`g.piece[data-square="${f}"]`).waitForExist({ timeout: 5000 });
  // An illegal try (two points at once) gets the rule explained.
  const [f2, t2] = uciSquares("e1e3");
  await playMove(f2, t2);
  await browser.waitUntil(async () => /only one point/.test(await (await browser.$("[data-feedback=wrong]")).getText()), {
    timeout: 10000,
    timeoutMsg: "no explanation for the illegal try",
  });
  text = await feedback("wrong");
  await click("[data-action=lessons]");
});

test("completes the first three lessons by clicking, as a player would", async () => {
  await openLesson(LESSONS[0].id);
  for (let i = 0; i < 3; i++) {
    const lesson = LESSONS[i];
    await browser.$(`main[data-lesson="${lesson.id}"][data-done="false"] svg.board-svg g.piece`).waitForExist({ timeout: 10000 });
    await browser.pause(250);
    for (const step of lesson.steps) {
      const [from, to] = uciSquares(step.solution);
      await playMove(from, to);
    }
    await browser.$(`main[data-lesson="${lesson.id}"][data-done="true"]`).waitForExist({ timeout: 10000 });
    const text = await feedback("success");
    assert.match(text, /Well done/);
    if (i === 2) {
      await shot("lesson-done-en");
      break;
    }
    await click("[data-action=next-lesson]");
  }
  const progress = await invoke("tutorial_progress");
  assert.deepEqual(progress.completed, LESSONS.slice(0, 3).map((l) => l.id));
  await click("[data-action=lessons-list]");
  const marks = await browser.execute(() => [...document.querySelectorAll("button[data-lesson]")].slice(0, 4).map((b) => b.getAttribute("data-completed")));
  assert.deepEqual(marks, ["true", "true", "true", "false"]);
});

test("lesson screenshots in English, Korean, Japanese, Chinese and Russian", async () => {
  await lessonShots("en", "myeok", "e4d6");
  await setLanguage("ko");
  assert.match(await (await browser.$("button[data-lesson=myeok]")).getText(), /멱/);
  await lessonShots("ko", "myeok", "e4d6");
  await setLanguage("ja");
  assert.match(await (await browser.$("button[data-lesson=myeok]")).getText(), /ミョク/);
  await lessonShots("ja", "myeok", "e4d6");
  await setLanguage("zh");
  assert.match(await (await browser.$("button[data-lesson=myeok]")).getText(), /挡住马/);
  await lessonShots("zh", "myeok", "e4d6");
  await setLanguage("ru");
  assert.match(await (await browser.$("button[data-lesson=myeok]")).getText(), /Мёк/);
  await lessonShots("ru", "myeok", "e4d6");
  await setLanguage("en");
});

test("every lesson can be completed on the screen; the finished tutorial suggests the beginner level", async () => {
  await invoke("tutorial_reset");
  await click("[data-action=lessons]").catch(() => {});
  await browser.execute(() => location.reload());
  await browser.$("[data-screen=tutorial-list]").waitForExist({ timeout: 15000 });
  for (const lesson of LESSONS) {
    await click(`button[data-lesson="${lesson.id}"]`);
    await browser.$(`main[data-lesson="${lesson.id}"][data-done="false"]`).waitForExist({ timeout: 10000 });
    for (const [i, step] of lesson.steps.entries()) {
      await browser.$(`main[data-lesson="${lesson.id}"][data-step="${i}"]`).waitForExist({ timeout: 10000 });
      if (step.solution === "pass") await click("[data-action=pass]");
      else if (step.solution.startsWith("setup:")) await click(`[data-setup=${step.solution.slice(6)}]`);
      else {
        await browser.$(`main[data-lesson="${lesson.id}"] svg.board-svg g.piece`).waitForExist({ timeout: 10000 });
        await browser.pause(150);
        await playMove(...uciSquares(step.solution));
      }
    }
    await browser.$(`main[data-lesson="${lesson.id}"][data-done="true"]`).waitForExist({ timeout: 10000, timeoutMsg: `${lesson.id} not completed` });
    await feedback("success");
    if (lesson === LESSONS.at(-1)) break;
    await click("[data-action=lessons-list]");
  }
  const progress = await invoke("tutorial_progress");
  assert.equal(progress.completed.length, LESSONS.length);
  await browser.$("[data-finished=true]").waitForExist({ timeout: 5000 });
  await shot("tutorial-finished-en");
  await click("[data-action=play-beginner]");
  // A Janggi game against the weakest level (1) starts with the setup choice (Han has chosen).
  await browser.$("button.setup-card").waitForExist({ timeout: 15000 });
  const view = await invoke("get_view");
  assert.equal(view.mode.type, "vsComputer");
  assert.equal(view.mode.level, 1);
  assert.equal(view.variant, "janggi");
});
