import { afterEach, describe, expect, it } from "vitest";
import * as ipc from "./index";
import type { Backend } from "./backend";
import { setBackend, toAppError } from "./backend";
import type { Fixture } from "./fake";
import { createFakeBackend, loadFixtures } from "./fake";
import type { BoardView, Settings } from "./types";
import { CHOICES, DEFAULT_SETTINGS, FRESH_RATINGS } from "./types";
import { en } from "../i18n/en";

/** A backend that records calls and answers from a table. */
function recorder(answer: (cmd: string, args?: Record<string, unknown>) => unknown) {
  const calls: [string, Record<string, unknown> | undefined][] = [];
  const handlers = new Map<string, (p: unknown) => void>();
  const b: Backend = {
    invoke: <T>(cmd: string, args?: Record<string, unknown>) => {
      calls.push([cmd, args]);
      try {
        return Promise.resolve(answer(cmd, args) as T);
      } catch (e) {
        return Promise.reject(e);
      }
    },
    listen: <T>(event: string, h: (p: T) => void) => {
      handlers.set(event, h as (p: unknown) => void);
      return Promise.resolve(() => handlers.delete(event));
    },
  };
  return { b, calls, handlers };
}

const settings: Settings = {
  language: "ko",
  sound: false,
  pieceStyle: "hangul",
  animation: "fast",
  defaultProfile: "janggi-traditional",
  boardOrientation: "auto",
  coordinates: false,
  chineseNumerals: true,
  palette: "colourblind",
  motion: "reduced",
  reviewQuality: "deep",
  xiangqiNotation: "auto",
  janggiNotation: "auto",
  expertSecs: 12,
};

afterEach(() => setBackend(null));

describe("records wrappers", () => {
  it("send the records commands with camelCase keys", async () => {
    const { b, calls } = recorder(() => ({ ok: true }));
    setBackend(b);
    await ipc.listGames({ variant: "janggi", result: "win" }, 50, 25);
    await ipc.getStatistics();
    await ipc.deleteGame(7);
    await ipc.replayGame(7);
    await ipc.continueGame(7, 12);
    await ipc.continueGame(7, 12, 10, "second");
    await ipc.saveExport(7, "pgn");
    await ipc.previewImportText("1. h1g3 *");
    await ipc.confirmImport(3, [2, 5]);
    await ipc.cancelImport(4);
    await ipc.takeNotices();
    expect(calls).toEqual([
      ["list_games", { filter: { variant: "janggi", result: "win" }, offset: 50, limit: 25 }],
      ["get_statistics", undefined],
      ["delete_game", { id: 7 }],
      ["replay_game", { id: 7 }],
      ["continue_game", { id: 7, ply: 12, level: null, humanSide: null }],
      ["continue_game", { id: 7, ply: 12, level: 10, humanSide: "second" }],
      ["save_export", { id: 7, format: "pgn" }],
      ["preview_import", { text: "1. h1g3 *", bytes: null, name: null }],
      ["confirm_import", { previewId: 3, includePartial: [2, 5] }],
      ["cancel_import", { previewId: 4 }],
      ["take_notices", undefined],
    ]);
  });
});

describe("command wrappers", () => {
  it("call the Rust commands by their snake_case names with camelCase argument keys", async () => {
    const { b, calls } = recorder(() => ({ ok: true }));
    setBackend(b);
    const options = {
      variant: "janggi",
      mode: { type: "vsComputer", level: 9, humanSide: "second" },
      profile: "janggi-standard",
      moveTimerSecs: 90,
    } as const;
    await ipc.newGame(options);
    await ipc.chooseSetup("second", "elephantHorseHorseElephant");
    await ipc.makeMove(31, 32);
    await ipc.passTurn();
    await ipc.undo();
    await ipc.resign();
    await ipc.hint();
    await ipc.flip();
    await ipc.getView();
    await ipc.startAiMove();
    await ipc.getSettings();
    await ipc.setSettings(settings);
    expect(calls).toEqual([
      ["new_game", { options }],
      ["choose_setup", { side: "second", setup: "elephantHorseHorseElephant" }],
      ["make_move", { from: 31, to: 32 }],
      ["pass_turn", undefined],
      ["undo", undefined],
      ["resign", undefined],
      ["hint", undefined],
      ["flip", undefined],
      ["get_view", undefined],
      ["start_ai_move", undefined],
      ["get_settings", undefined],
      ["set_settings", { settings }],
    ]);
  });

  it("pass AppErrors through and wrap anything else as internal", async () => {
    setBackend(
      recorder(() => {
        throw { kind: "illegalMove", message: "e4e5 is not legal" };
      }).b,
    );
    await expect(ipc.makeMove(1, 2)).rejects.toEqual({ kind: "illegalMove", message: "e4e5 is not legal" });
    setBackend(
      recorder(() => {
        throw "command make_move not found";
      }).b,
    );
    await expect(ipc.makeMove(1, 2)).rejects.toEqual({ kind: "internal", message: "command make_move not found" });
    expect(toAppError(new Error("boom"))).toEqual({ kind: "internal", message: "boom" });
    expect(toAppError(42)).toEqual({ kind: "internal", message: "42" });
    expect(ipc.isAppError({ kind: "noGame", message: "" })).toBe(true);
    expect(ipc.isAppError({ kind: 1 })).toBe(false);
    expect(ipc.isAppError(null)).toBe(false);
  });

  it("deliver event payloads to listeners", async () => {
    const r = recorder(() => null);
    setBackend(r.b);
    const got: unknown[] = [];
    const off = await ipc.onGameUpdated((v) => got.push(v.ply));
    await ipc.onSearchInfo((i) => got.push(i.depth));
    r.handlers.get("game-updated")!({ ply: 7 });
    r.handlers.get("search-info")!({ depth: 12 });
    expect(got).toEqual([7, 12]);
    off();
    expect(r.handlers.has("game-updated")).toBe(false);
  });
});

describe("the menus' lists from Rust", () => {
  it("offer the default profile first, every level and the timer off first", () => {
    expect(CHOICES.janggiProfiles[0]).toBe(DEFAULT_SETTINGS.defaultProfile);
    expect(CHOICES.janggiProfiles.every((p) => p.startsWith("janggi-"))).toBe(true);
    expect(CHOICES.levels).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]); // weakest first
    expect(CHOICES.moveTimerSecs[0]).toBeNull();
  });

  it("give every level of each game its Elo (rising) and a rank the tables name", () => {
    for (const variant of ["janggi", "xiangqi"] as const) {
      const ladder = CHOICES.ladder[variant];
      expect(ladder.map((c) => c.level)).toEqual(CHOICES.levels);
      for (let i = 1; i < ladder.length; i++) {
        expect(ladder[i]!.elo).toBeGreaterThan(ladder[i - 1]!.elo);
        expect(ladder[i]!.rank.step).toBeGreaterThanOrEqual(ladder[i - 1]!.rank.step);
      }
      for (const c of ladder) expect(CHOICES.rankKeys).toContain(c.rank.key);
    }
    expect(CHOICES.rankKeys).toHaveLength(27);
    for (const k of CHOICES.rankKeys) expect(k in en, k).toBe(true);
    // A new player's ratings (the development backend's) suggest a level of the ladder.
    for (const variant of ["janggi", "xiangqi"] as const) {
      expect(CHOICES.levels).toContain(FRESH_RATINGS[variant].suggested);
      expect(FRESH_RATINGS[variant].games).toBe(0);
    }
  });
});

describe("fixtures", () => {
  const fixtures = loadFixtures();

  it("are there and consistent", () => {
    expect(fixtures.size).toBeGreaterThanOrEqual(8);
    for (const [name, f] of fixtures) {
      const v = f.view;
      const squares = v.pieces.map((p) => p.square);
      expect(new Set(squares).size, `${name}: one piece per square`).toBe(squares.length);
      expect(
        squares.every((s) => s >= 0 && s < 90),
        name,
      ).toBe(true);
      for (const m of v.legalMoves) {
        expect(v.pieces.find((p) => p.square === m.from)?.side, `${name}: ${m.from} moves for the side to move`).toBe(v.sideToMove);
        for (const to of m.to) expect(v.pieces.find((p) => p.square === to)?.side, `${name}: ${m.from}-${to}`).not.toBe(v.sideToMove);
      }
      if (v.lastMove) expect(squares, name).toContain(v.lastMove.to);
      if (v.checkedGeneral !== null) expect(v.pieces.find((p) => p.square === v.checkedGeneral)?.role, name).toBe("general");
      for (const [key, next] of Object.entries(f.next)) {
        expect(fixtures.has(next), `${name} -> ${key} -> ${next}`).toBe(true);
        const mv = /^move:(\d+)-(\d+)$/.exec(key);
        if (mv) expect(v.legalMoves.find((m) => m.from === Number(mv[1]))?.to, `${name} ${key}`).toContain(Number(mv[2]));
      }
    }
  });
});

describe("development backend", () => {
  const fixtures = loadFixtures();

  it("has no game until one is started, then replays the fixtures", async () => {
    const fake = createFakeBackend(fixtures, null, 5);
    await expect(fake.invoke("get_view")).rejects.toMatchObject({ kind: "noGame" });
    const v = await fake.invoke<BoardView>("new_game", {
      options: { variant: "janggi", mode: { type: "twoPlayers" }, profile: "janggi-traditional", moveTimerSecs: null },
    });
    expect(v.phase).toEqual({ type: "setup", sideToChoose: "second" });
    expect(v.profile).toBe("janggi-traditional");
    const cho = await fake.invoke<BoardView>("choose_setup", { side: "second", setup: "horseElephantElephantHorse" });
    expect(cho.phase).toEqual({ type: "setup", sideToChoose: "first" });
    expect(cho.setups.second).toBe("horseElephantElephantHorse");
    const start = await fake.invoke<BoardView>("choose_setup", { side: "first", setup: "horseElephantElephantHorse" });
    expect(start.phase.type).toBe("playing");
    await expect(fake.invoke("make_move", { from: 0, to: 80 })).rejects.toMatchObject({ kind: "illegalMove" });
    const after = await fake.invoke<BoardView>("make_move", { from: 35, to: 34 }); // i4-h4, the recorded game's first move
    expect(after.ply).toBe(1);
    const flipped = await fake.invoke<BoardView>("flip");
    expect(flipped.orientation).toBe("second");
  });

  it("answers start_ai_move with search info and a game-updated event", async () => {
    const fake = createFakeBackend(fixtures, "janggi-after-1", 5);
    const events: string[] = [];
    await fake.listen("search-info", () => events.push("info"));
    const done = new Promise<BoardView>((resolve) => void fake.listen<BoardView>("game-updated", resolve));
    const thinking = await fake.invoke<BoardView>("start_ai_move");
    expect(thinking.aiThinking).toBe(true);
    const v = await done;
    expect(v.ply).toBe(2); // the computer's reply
    expect(events.length).toBeGreaterThan(0);
  });

  it("keeps settings", async () => {
    const fake = createFakeBackend(fixtures, null);
    await fake.invoke("set_settings", { settings });
    expect(await fake.invoke("get_settings")).toEqual(settings);
  });

  it("resigns for the side to move", async () => {
    const fake = createFakeBackend(fixtures, "janggi-midgame");
    const v = await fake.invoke<BoardView>("resign");
    expect(v.phase).toMatchObject({ type: "over", outcome: { winner: "second", reason: "resignation" } });
  });
});

export type { Fixture };

describe("move lists sent as changes", () => {
  const fixtures = loadFixtures();
  const full = fixtures.get("janggi-midgame")!.view; // 12 moves, revision r
  const tail = (from: number, extra: BoardView["moves"], revision: number, baseRevision: number): BoardView => ({
    ...full,
    ply: from + extra.length,
    moves: extra,
    movesFrom: from,
    baseRevision,
    revision,
  });

  it("joins a view's new moves to the moves of the view it continues", async () => {
    ipc.forgetViews();
    await ipc.complete(full);
    const next = await ipc.complete(tail(12, [full.moves[0]!], full.revision + 1, full.revision));
    expect(next.moves.length).toBe(13);
    expect(next.moves.slice(0, 12)).toEqual(full.moves);
    const undone = await ipc.complete(tail(10, [], full.revision + 2, full.revision + 1));
    expect(undone.moves).toEqual(full.moves.slice(0, 10));
  });

  it("asks for the whole view when one in between is missing", async () => {
    ipc.forgetViews();
    await ipc.complete(full);
    const calls: string[] = [];
    setBackend({
      invoke: <T>(cmd: string) => {
        calls.push(cmd);
        return Promise.resolve({ ...full, revision: full.revision + 9 } as T);
      },
      listen: () => Promise.resolve(() => {}),
    });
    const v = await ipc.complete(tail(12, [], full.revision + 5, full.revision + 4));
    expect(calls).toEqual(["get_view"]);
    expect(v.moves).toEqual(full.moves);
  });
});
