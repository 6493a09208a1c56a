import { afterEach, describe, expect, it } from "vitest";
import { setBackend } from "../../ipc/backend";
import type { GameFilter, GameSummary } from "../../ipc";
import { GameListState } from "./gameList.svelte";

/** A store of `n` games behind list_games / delete_game, recording the calls. */
function store(n: number) {
  let games: GameSummary[] = Array.from({ length: n }, (_, i) => ({
    id: n - i,
    variant: i % 3 === 0 ? "xiangqi" : "janggi",
    result: i % 2 === 0 ? "win" : "loss",
  })) as GameSummary[];
  const calls: string[] = [];
  setBackend({
    async invoke<T>(cmd: string, args?: Record<string, unknown>): Promise<T> {
      calls.push(cmd);
      if (cmd === "delete_game") {
        games = games.filter((g) => g.id !== args!.id);
        return true as T;
      }
      if (cmd !== "list_games") throw { kind: "internal", message: cmd };
      const { filter, offset, limit } = args as { filter: GameFilter; offset: number; limit: number };
      const kept = games.filter((g) => (filter.variant === null || g.variant === filter.variant) && (filter.result === null || g.result === filter.result));
      return { games: kept.slice(offset, offset + limit), total: kept.length } as T;
    },
    listen: async () => () => {},
  });
  return calls;
}

const settle = () => new Promise((r) => setTimeout(r, 0));
const errors: unknown[] = [];

afterEach(() => {
  setBackend(null);
  expect(errors).toEqual([]);
});

describe("GameListState", () => {
  it("loads page one, then the next pages after it", async () => {
    store(120);
    const list = new GameListState((e) => errors.push(e));
    list.load();
    await settle();
    expect(list.total).toBe(120);
    expect(list.games.map((g) => g.id)).toEqual(Array.from({ length: 50 }, (_, i) => 120 - i));
    list.more();
    await settle();
    list.more();
    await settle();
    expect(list.games.length).toBe(120);
    expect(new Set(list.games.map((g) => g.id)).size).toBe(120);
  });

  it("shows page one again when a filter changes, counting only the games it keeps", async () => {
    store(120);
    const list = new GameListState((e) => errors.push(e));
    list.load();
    await settle();
    list.more();
    await settle();
    list.setVariant("xiangqi");
    await settle();
    expect(list.total).toBe(40);
    expect(list.games.every((g) => g.variant === "xiangqi")).toBe(true);
    list.setResult("win");
    await settle();
    expect(list.games.every((g) => g.variant === "xiangqi" && g.result === "win")).toBe(true);
    expect(list.total).toBe(20);
    list.setVariant(null);
    list.setResult(null);
    await settle();
    expect(list.total).toBe(120);
    expect(list.games.length).toBe(50);
  });

  it("deletes a game and lists page one without it", async () => {
    const calls = store(3);
    const list = new GameListState((e) => errors.push(e));
    list.load();
    await settle();
    list.remove(2);
    await settle();
    await settle();
    expect(calls).toEqual(["list_games", "delete_game", "list_games"]);
    expect(list.games.map((g) => g.id)).toEqual([3, 1]);
    expect(list.total).toBe(2);
  });

  it("hands a failing call to onError", async () => {
    setBackend({
      invoke: () => Promise.reject({ kind: "storage", message: "disk" }),
      listen: async () => () => {},
    });
    const seen: unknown[] = [];
    const list = new GameListState((e) => seen.push(e));
    list.load();
    await settle();
    expect(seen).toEqual([{ kind: "storage", message: "disk" }]);
    expect(list.games).toEqual([]);
  });
});
