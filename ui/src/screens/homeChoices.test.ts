import { describe, expect, it } from "vitest";
import type { BoardView } from "../ipc/types";
import { loadFixtures } from "../ipc/fake";
import { FRESH, lastChoices } from "./homeChoices";

const fx = loadFixtures();
const view = (name: string): BoardView => fx.get(name)!.view;

describe("Home's choices come from the last game", () => {
  it("are the fresh ones without a game", () => {
    expect(lastChoices(null)).toEqual(FRESH);
  });

  it("keep a Xiangqi game's game, level and side, and no Janggi profile", () => {
    const v: BoardView = { ...view("xiangqi-midgame"), mode: { type: "vsComputer", level: 7, humanSide: "second" } };
    const c = lastChoices(v);
    expect(c).toMatchObject({ variant: "xiangqi", vsComputer: true, level: 7, side: "second", profile: null, handicapId: null });
  });

  it("keep a hot-seat Janggi game's profile and move timer", () => {
    const base = view("janggi-midgame");
    const v: BoardView = {
      ...base,
      mode: { type: "twoPlayers" },
      profile: "janggi-traditional",
      moveTimer: { secs: 30, deadlineMs: null, paused: null, pausedLeftMs: null },
    };
    const c = lastChoices(v);
    expect(c).toMatchObject({
      variant: "janggi",
      vsComputer: false,
      level: null,
      profile: "janggi-traditional",
      timer: 30,
      handicapId: null,
    });
  });

  it("start an even game after a handicap game", () => {
    const v: BoardView = {
      ...view("janggi-midgame"),
      handicap: { id: "janggi-horse", giver: "first", removed: ["horse"], value: 5, setupArmies: [] },
    };
    expect(lastChoices(v)).toMatchObject({ handicapId: null, giverIsMe: false, giverSide: "first" });
  });

  it("drop a timer the menu does not offer", () => {
    const v: BoardView = { ...view("janggi-midgame"), moveTimer: { secs: 17, deadlineMs: null, paused: null, pausedLeftMs: null } };
    expect(lastChoices(v).timer).toBeNull();
  });
});
