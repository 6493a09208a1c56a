// End to end: two real app instances play each other over the internet,
// through a real Nostr relay on loopback (nostr-relay-builder's LocalRelay,
// `cargo build -p janggi-internet --example relay`, started here). The host
// runs under a second tauri-driver this file starts (ports E2E_PORT+4 and
// E2E_PORT+5, its own data folder); the guest is run.sh's app. Both set
// the relay in the screen's relay field. The host shows the invitation
// (code, QR, link), the guest types the code, Han chooses first, Cho mates,
// and both record the game with both names.
// Screenshots at 1280x800 and (phone-*) 360x740: net-home.png (the Home
// entry), net-host-form.png (Over the internet chosen), net-invite.png
// (host waiting: code, QR, link), net-join.png (the guest's join screen
// with the code typed), net-game.png (the game under way).
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { mkdirSync, existsSync } from "node:fs";
import { createServer } from "node:net";
import { connect, bind, SHOTS, secondApp, uciSquares, clickOn as click, typeInto as type, waitLanStatus as waitStatus } from "./support.mjs";

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 360, height: 740 };
/** Cho 상마상마, Han 마상마상; Cho mates on ply 25. */
const JANGGI_MATE =
  "a4b4 c10d8 i4h4 b8e8 h1g3 b10d7 b1d4 h10g8 h3e3 e7f7 i1i5 h8f8 i5c5 c7c6 c5c6 d7b4 c6c9 d10d9 c4b4 e9d10 c9c7 f10e9 a1a7 a10a7 c7c10".split(" ");

const PORT2 = Number(process.env.E2E_PORT ?? 4444) + 4;
const RELAY_BIN = process.env.RELAY_BIN ?? "target/debug/examples/relay";
let second; // the host app (its own driver and data folder)
let relay;
let relayUrl;
let hostB;
let guestB;
const H = bind(() => hostB);
const G = bind(() => guestB);

const freePort = () =>
  new Promise((resolve) => {
    const s = createServer().listen(0, "127.0.0.1", () => {
      const p = s.address().port;
      s.close(() => resolve(p));
    });
  });

before(async () => {
  assert.ok(existsSync(RELAY_BIN), `${RELAY_BIN} is missing: cargo build -p janggi-internet --example relay`);
  mkdirSync(SHOTS, { recursive: true });
  const port = await freePort();
  relay = spawn(RELAY_BIN, [`127.0.0.1:${port}`], { stdio: ["ignore", "pipe", "inherit"] });
  relayUrl = await new Promise((resolve, reject) => {
    relay.stdout.once("data", (d) => resolve(String(d).trim()));
    relay.once("exit", (c) => reject(new Error(`relay exited ${c}`)));
  });
  assert.match(relayUrl, /^ws:\/\/127\.0\.0\.1:\d+/);
  second = await secondApp("net-host", PORT2);
  hostB = second.browser;
  guestB = await connect();
  for (const b of [hostB, guestB]) await (await b.$("button.start")).waitForClickable({ timeout: 20000 });
  await H.setSize(DESKTOP);
  await G.setSize(DESKTOP);
});

after(async () => {
  await second?.stop();
  await guestB?.deleteSession().catch(() => {});
  relay?.kill("SIGTERM");
});

let code;
test("the host invites over the internet: a code, a QR code and a link", async () => {
  await (await hostB.$("[data-action=lan]")).waitForDisplayed({ timeout: 10000 });
  await H.shot("net-home");
  await H.setSize(PHONE);
  await H.shot("phone-net-home");
  await H.setSize(DESKTOP);
  await click(hostB, "[data-action=lan]");
  await click(hostB, "[data-lan-where=internet]");
  await H.shot("net-host-form");
  await H.setSize(PHONE);
  await H.shot("phone-net-host-form");
  await H.setSize(DESKTOP);
  await type(hostB, "[data-field=lan-name]", "Hana");
  await type(hostB, "[data-field=lan-relay]", relayUrl);
  await click(hostB, "[data-lan-side=second]");
  await click(hostB, "[data-action=lan-host]");
  const el = await hostB.$("[data-lan-invite-code]");
  await el.waitForDisplayed({ timeout: 15000 });
  code = (await el.getText()).trim();
  assert.match(code, /^\d{4}-\d{6}$/);
  const link = (await (await hostB.$("[data-lan-invite-link]")).getText()).trim();
  assert.ok(link.startsWith(`janggi://join?code=${code}&relay=`), link);
  const qr = await hostB.$("[data-lan-invite-qr]");
  assert.ok(await qr.isDisplayed());
  assert.ok((await qr.getSize("width")) >= 150, "the QR code is big enough to scan");
  assert.equal((await hostB.$$("[data-lan-code]")).length, 0, "no LAN code over the internet");
  const s = await H.invoke("lan_status");
  assert.equal(s.internet, true);
  assert.equal(s.address, null);
  await H.shot("net-invite");
  await H.setSize(PHONE);
  await H.shot("phone-net-invite");
  await H.setSize(DESKTOP);
});

test("the guest types the code and joins", async () => {
  await click(guestB, "[data-action=lan]");
  await click(guestB, "[data-lan-where=internet]");
  await click(guestB, "[data-lan-tab=join]");
  await type(guestB, "[data-field=lan-name]", "Joon");
  await type(guestB, "[data-field=lan-relay]", relayUrl);
  await type(guestB, "[data-field=lan-invitation]", code);
  await guestB.pause(300);
  await G.shot("net-join");
  await G.setSize(PHONE);
  await G.shot("phone-net-join");
  await G.setSize(DESKTOP);
  await click(guestB, "[data-action=lan-join]");
  await waitStatus(H, hostB, (s) => s.inGame, "host sees the guest");
  const s = await waitStatus(G, guestB, (s) => s.inGame, "joined");
  assert.equal(s.peerName, "Hana");
  assert.equal(s.mySide, "first");
  assert.equal(s.internet, true);
});

test("Han chooses first, Cho chooses, and Cho mates", async () => {
  await click(hostB, "[data-setup=horseElephantHorseElephant]");
  await G.waitView((v) => v.setups.second === "horseElephantHorseElephant", "Han's setup on Cho's device");
  await click(guestB, "[data-setup=elephantHorseElephantHorse]");
  await H.waitView((v) => v.phase.type === "playing", "playing on the host");
  for (let i = 0; i < JANGGI_MATE.length; i++) {
    const [from, to] = uciSquares(JANGGI_MATE[i]);
    const [mover, other] = i % 2 === 0 ? [G, H] : [H, G];
    const before = (await mover.getView()).ply;
    await mover.invoke("make_move", { from, to });
    await other.waitView((v) => v.ply === before + 1, `ply ${before + 1}`);
    if (i === 12) {
      await G.shot("net-game");
      await G.setSize(PHONE);
      await G.shot("phone-net-game");
      await G.setSize(DESKTOP);
    }
  }
  for (const d of [H, G]) {
    const v = await d.waitView((v) => v.phase.type === "over", "mate");
    assert.equal(v.phase.outcome.reason, "checkmate");
    assert.equal(v.phase.outcome.winner, "first");
    assert.equal(v.ply, 25);
  }
});

test("both devices recorded the game with both names", async () => {
  const ids = {};
  for (const [d, b, who] of [
    [H, hostB, "host"],
    [G, guestB, "guest"],
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
    ids[who] = game.id;
  }
  await G.invoke("delete_game", { id: ids.guest });
  await G.invoke("lan_leave");
  await H.invoke("lan_leave");
});
