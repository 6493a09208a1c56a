// End to end: two real app instances play each other on two "devices".
// The host runs under a second tauri-driver this file starts (ports E2E_PORT+2
// and E2E_PORT+3, its own data folder, listening on loopback); the joiner is
// run.sh's app (E2E_PORT). The joiner finds the hosted game on the network
// (DNS-SD), joins with the code shown on the host, Han (host) chooses its
// setup first and Cho sees it, an undo request is refused and one accepted
// through the panel, and Cho mates. Both record the game with both names.
// Screenshots: lan-home.png (the Home entry), lan-host.png (host waiting,
// code shown), lan-join.png (join screen, the found game, the code),
// lan-join-refused.png (a wrong code), lan-host-form.png, lan-setup-wait.png
// (Cho waits while Han chooses), lan-game.png (the game with the LAN
// panel), lan-over.png, and phone-lan-*.png at 360x740.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync } from "node:fs";
import { connect, bind, SHOTS, secondApp, clickOn as click, typeInto as type, waitLanStatus } from "./support.mjs";

const DESKTOP = { width: 1100, height: 800 };
const PHONE = { width: 360, height: 740 };
/** Cho 상마상마, Han 마상마상; Cho mates on ply 25. */
const JANGGI_MATE =
  "a4b4 c10d8 i4h4 b8e8 h1g3 b10d7 b1d4 h10g8 h3e3 e7f7 i1i5 h8f8 i5c5 c7c6 c5c6 d7b4 c6c9 d10d9 c4b4 e9d10 c9c7 f10e9 a1a7 a10a7 c7c10".split(" ");

const PORT2 = Number(process.env.E2E_PORT ?? 4444) + 2;
let second; // the host app: its own tauri-driver and data folder
let hostB; // host app session
let joinB; // joiner app session (run.sh's driver)
const H = bind(() => hostB);
const J = bind(() => joinB);

const sq = (s) => (parseInt(s.slice(1), 10) - 1) * 9 + (s.charCodeAt(0) - 97);

const waitStatus = (d, pred, what, timeout) => waitLanStatus(d, d === H ? hostB : joinB, pred, what, timeout);

async function shots(d, name) {
  await d.shot(name);
  await d.setSize(PHONE);
  await d.shot(`phone-${name}`);
  await d.setSize(DESKTOP);
}

before(async () => {
  mkdirSync(SHOTS, { recursive: true });
  second = await secondApp("lan-host", PORT2, { JANGGI_LAN_BIND: "127.0.0.1" });
  hostB = second.browser;
  joinB = await connect();
  for (const b of [hostB, joinB]) await (await b.$("button.start")).waitForClickable({ timeout: 20000 });
  await H.setSize(DESKTOP);
  await J.setSize(DESKTOP);
});

after(async () => {
  await second?.stop();
  await joinB?.deleteSession().catch(() => {});
});

test("nothing is hosted before the player asks", async () => {
  const s = await H.invoke("lan_status");
  assert.equal(s.hosting, false);
  assert.equal(s.inGame, false);
});

let code;
test("the host chooses Janggi, plays Han, a byoyomi clock, and waits with a join code", async () => {
  await (await hostB.$("[data-action=lan]")).waitForDisplayed({ timeout: 10000 });
  await H.shot("lan-home");
  await click(hostB, "[data-action=lan]");
  await type(hostB, "[data-field=lan-name]", "Hana");
  await click(hostB, "[data-lan-side=second]");
  // A clock with main time: the host's clock is the truth on both devices.
  await click(hostB, "[data-time-control=quick-byoyomi]");
  await shots(H, "lan-host-form");
  await click(hostB, "[data-action=lan-host]");
  const el = await hostB.$("[data-lan-code]");
  await el.waitForDisplayed({ timeout: 10000 });
  code = (await el.getText()).trim();
  assert.match(code, /^\d{6}$/);
  const address = (await (await hostB.$("[data-lan-address]")).getText()).trim();
  assert.match(address, /^127\.0\.0\.1:\d+$/);
  await shots(H, "lan-host");
});

test("the joiner finds the game on the network and joins with the code", async () => {
  await click(joinB, "[data-action=lan]");
  await type(joinB, "[data-field=lan-name]", "Joon");
  await click(joinB, "[data-lan-tab=join]");
  const found = await joinB.$("[data-lan-found]");
  await found.waitForDisplayed({ timeout: 20000 });
  await found.click();
  // A wrong code first: refused, nothing starts.
  const wrong = code === "000000" ? "111111" : "000000";
  await type(joinB, "[data-field=lan-code]", wrong);
  await click(joinB, "[data-action=lan-join]");
  await (await joinB.$("[data-lan-error=error\\.joinRefused]")).waitForDisplayed({ timeout: 10000 });
  await J.shot("lan-join-refused");
  assert.equal((await H.invoke("lan_status")).inGame, false);
  await type(joinB, "[data-field=lan-code]", code);
  await joinB.pause(300);
  await shots(J, "lan-join");
  await click(joinB, "[data-action=lan-join]");
  await waitStatus(H, (s) => s.inGame, "host sees the joiner");
  const s = await waitStatus(J, (s) => s.inGame, "joined");
  assert.equal(s.peerName, "Hana");
  assert.equal(s.mySide, "first");
});

test("Han chooses first; Cho sees it and chooses", async () => {
  // The joiner (Cho) waits while Han chooses.
  await (await joinB.$("[data-lan-waiting=setup]")).waitForDisplayed({ timeout: 15000 });
  await J.shot("lan-setup-wait");
  await click(hostB, "[data-setup=horseElephantHorseElephant]");
  await J.waitView((v) => v.setups.second === "horseElephantHorseElephant", "Han's setup on Cho's device");
  await click(joinB, "[data-setup=elephantHorseElephantHorse]");
  await H.waitView((v) => v.phase.type === "playing", "playing on the host");
  await J.waitView((v) => v.phase.type === "playing", "playing on the joiner");
  // Both devices show both clocks of the host's time control.
  for (const [d, b] of [
    [H, hostB],
    [J, joinB],
  ]) {
    const v = await d.getView();
    assert.deepEqual(v.clock?.control, { kind: "byoyomi", mainSecs: 60, periodSecs: 20, periods: 3 });
    assert.equal((await b.$$("[data-game-clock]")).length, 2);
  }
});

test("moves, an undo refused and one accepted, then Cho mates", async () => {
  const [cho, han] = [J, H];
  for (let i = 0; i < JANGGI_MATE.length; i++) {
    const uci = JANGGI_MATE[i];
    const m = uci.match(/^([a-i]\d+)([a-i]\d+)$/);
    const mover = i % 2 === 0 ? cho : han;
    const other = i % 2 === 0 ? han : cho;
    const before = (await mover.getView()).ply;
    await mover.invoke("make_move", { from: sq(m[1]), to: sq(m[2]) });
    await other.waitView((v) => v.ply === before + 1, `ply ${before + 1}`);
    if (i === 6) {
      // Cho asks to take back its move: Han refuses (on the host's panel).
      await click(joinB, "[data-action=undo]");
      await (await hostB.$("[data-lan-ask=undo]")).waitForDisplayed({ timeout: 10000 });
      await click(hostB, "[data-action=lan-undo-refuse]");
      await waitStatus(J, (s) => !s.undoPending, "refused");
      assert.equal((await J.getView()).ply, 7);
      await shots(H, "lan-game");
    }
    if (i === 9) {
      // Han asks to take back its last move: accepted, then played again.
      await click(hostB, "[data-action=undo]");
      await (await joinB.$("[data-lan-ask=undo]")).waitForDisplayed({ timeout: 10000 });
      await click(joinB, "[data-action=lan-undo-accept]");
      await H.waitView((v) => v.ply === 9, "undo on the host");
      await J.waitView((v) => v.ply === 9, "undo on the joiner");
      await han.invoke("make_move", { from: sq(m[1]), to: sq(m[2]) });
      await cho.waitView((v) => v.ply === 10, "ply 10 again");
    }
  }
  for (const d of [H, J]) {
    const v = await d.waitView((v) => v.phase.type === "over", "mate");
    assert.equal(v.phase.outcome.reason, "checkmate");
    assert.equal(v.phase.outcome.winner, "first");
    assert.equal(v.ply, 25);
    // The clocks stopped at the mate: nobody's runs, and each side has
    // spent some of its minute (none went into byoyomi in this short game).
    assert.equal(v.clock.running, null);
    for (const s of ["first", "second"]) {
      assert.ok(v.clock[s].mainMs > 0 && v.clock[s].mainMs < 60000, `${s} main ${v.clock[s].mainMs}`);
      assert.equal(v.clock[s].periods, 3);
    }
  }
  // The host's clock is the truth: the joiner shows the same figures (to
  // the second: the last clock message crosses the link).
  const [hv, jv] = [await H.getView(), await J.getView()];
  for (const s of ["first", "second"]) {
    assert.ok(Math.abs(hv.clock[s].mainMs - jv.clock[s].mainMs) <= 1000, `${s}: host ${hv.clock[s].mainMs}, joiner ${jv.clock[s].mainMs}`);
  }
  await H.shot("lan-over");
});

test("both devices recorded the game with both names", async () => {
  // The joiner's data folder is the one the other e2e files share: it may
  // hold their games too; the LAN game is the newest, the one with names.
  const lanGames = {};
  for (const [d, b, who] of [
    [H, hostB, "host"],
    [J, joinB, "joiner"],
  ]) {
    let game;
    await b.waitUntil(
      async () => {
        const list = await d.invoke("list_games", { filter: {}, offset: 0, limit: 10 });
        game = list.games.find((g) => g.players !== null && g.players !== undefined);
        return game !== undefined;
      },
      { timeout: 10000, interval: 100, timeoutMsg: `no record with names on the ${who}` },
    );
    assert.deepEqual(game.players, ["Joon", "Hana"]);
    assert.equal(game.plies, 25);
    assert.equal(game.reason, "checkmate");
    lanGames[who] = game.id;
  }
  // Leave the shared folder as it was (the host's is this file's own).
  await J.invoke("delete_game", { id: lanGames.joiner });
  await J.invoke("lan_leave");
  await H.invoke("lan_leave");
});
