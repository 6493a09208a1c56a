// End to end, an imported record keeps what its file says about the game
// (issue 27 item 5): a `.gib` with a date, place, time control and a
// header the app does not know is listed with its own date in the
// player's language (not the day it was imported), its replay shows every
// header, and a record without a date says "date unknown". A game played
// here is listed with its day and time of day.
// Screenshots: $SHOTS/{import-metadata,phone-import-metadata,import-metadata-ru}.png.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { readFileSync, mkdirSync } from "node:fs";
import { connect, bind, SHOTS } from "./support.mjs";

mkdirSync(SHOTS, { recursive: true });
const DEFAULTS = JSON.parse(readFileSync(new URL("../../ui/src/ipc/bindings/defaultSettings.json", import.meta.url), "utf8"));

const DATED =
  '[대회명 "동네 기원 대회"]\n[회전 "3"]\n[대국일자 "2024.05.01"]\n[대국장소 "서울 종로"]\n[제한시간 "5분 30초 3회"]\n' +
  '[기록자 "김기록"]\n[초대국자 "박초"]\n[한대국자 "이한"]\n[초차림 "마상상마"]\n[한차림 "마상상마"]\n[대국결과 "한 기권승"]\n\n' +
  "1. 79졸78 2. 41졸42 3. 78졸68\n";
const UNDATED = '[초대국자 "최초"]\n[한대국자 "정한"]\n[초차림 "마상상마"]\n[한차림 "마상상마"]\n\n1. 79졸78\n';

let browser;
const { invoke, shot, setSize } = bind(() => browser);

/** Imports pasted record text as the import card does: preview, then confirm. */
async function importText(text) {
  const preview = await invoke("preview_import", { text, bytes: null, name: null });
  return invoke("confirm_import", { previewId: preview.previewId, includePartial: [] });
}
let dated = null;
let undated = null;

before(async () => {
  browser = await connect();
  await (await browser.$("button.start")).waitForClickable({ timeout: 20000 });
  await setSize({ width: 1280, height: 800 });
  // Imported in this order: the undated one, then the dated one, newest first in the list.
  assert.equal((await importText(UNDATED)).imported, 1);
  undated = (await invoke("list_games", {})).games[0];
  assert.equal((await importText(DATED)).imported, 1);
  dated = (await invoke("list_games", {})).games[0];
  assert.deepEqual(dated.players, ["박초", "이한"]);
  assert.deepEqual(undated.players, ["최초", "정한"]);
});

after(async () => {
  if (browser) {
    await invoke("set_settings", { settings: DEFAULTS }).catch(() => {});
    for (const g of [dated, undated]) if (g) await invoke("delete_game", { id: g.id }).catch(() => {});
  }
  await browser?.deleteSession().catch(() => {});
});

async function openRecords(lang) {
  await invoke("set_settings", { settings: { ...DEFAULTS, language: lang } });
  await browser.execute(() => {
    location.hash = "#records";
    location.reload();
  });
  await (await browser.$("main.games")).waitForExist({ timeout: 15000 });
  await (await browser.$(`li[data-game-id="${dated.id}"]`)).waitForExist({ timeout: 10000 });
}
const rowText = async (id) => (await browser.$(`li[data-game-id="${id}"] .row-sub`)).getText();

async function openReplay(id) {
  const button = await browser.$(`li[data-game-id="${id}"] [data-action=replay]`);
  await browser.execute((e) => e.scrollIntoView({ block: "center" }), button);
  await button.waitForClickable({ timeout: 10000 });
  await button.click();
  await (await browser.$("main.replay")).waitForExist({ timeout: 10000 });
}

/** The replay's header lines, as label → value. */
const infoLines = () =>
  browser.execute(() =>
    Object.fromEntries([...document.querySelectorAll(".record-info [data-info]")].map((d) => [d.dataset.info + ":" + d.querySelector("dt").textContent, d.querySelector("dd").textContent])),
  );

test("an imported record is listed with its own date, in Korean; one without a date says so", async () => {
  await openRecords("ko");
  const today = new Date().toLocaleDateString("ko", { dateStyle: "medium" });
  const sub = await rowText(dated.id);
  assert.match(sub, /2024\. 5\. 1\./, `the record's date, Korean order: ${sub}`);
  assert.ok(!sub.includes(today), `not the day it was imported: ${sub}`);
  assert.match(await rowText(undated.id), /날짜 모름/);
});

test("its replay shows the event, round, place, time control and the other headers", async () => {
  await openReplay(dated.id);
  assert.match(await (await browser.$(".rp-side .when")).getText(), /2024\. 5\. 1\./);
  assert.deepEqual(await infoLines(), {
    "event:대회": "동네 기원 대회",
    "round:회전": "3",
    "site:대국장소": "서울 종로",
    "timeControl:제한시간": "5분 30초 3회",
    "other:기록자": "김기록",
  });
  await shot("import-metadata");
  await setSize({ width: 360, height: 740 });
  await (await browser.$(".record-info")).scrollIntoView();
  // On the phone every header fits its line (no text wider than its box).
  const overflow = await browser.execute(() =>
    [...document.querySelectorAll(".record-info dt, .record-info dd, .rp-side .when")].filter((e) => e.scrollWidth > e.clientWidth + 1).map((e) => e.textContent),
  );
  assert.deepEqual(overflow, []);
  await shot("phone-import-metadata");
  await setSize({ width: 1280, height: 800 });
});

test("in Russian the same record reads in Russian date order; a game played here shows its time of day", async () => {
  await invoke("new_game", {
    options: { variant: "xiangqi", mode: { type: "twoPlayers" }, profile: "xiangqi", moveTimerSecs: null },
  });
  await invoke("resign", {});
  const played = (await invoke("list_games", {})).games[0];
  try {
    await openRecords("ru");
    assert.match(await rowText(dated.id), /1 мая 2024/);
    assert.match(await rowText(undated.id), /дата неизвестна/);
    const here = await rowText(played.id);
    assert.match(here, /\d{1,2}:\d{2}/, `a game played here has its time of day: ${here}`);
    await openReplay(dated.id);
    const lines = await infoLines();
    assert.equal(lines["site:Место"], "서울 종로");
    assert.equal(lines["timeControl:Контроль времени"], "5분 30초 3회");
    await shot("import-metadata-ru");
  } finally {
    await invoke("delete_game", { id: played.id }).catch(() => {});
  }
});
