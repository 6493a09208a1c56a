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

  it("keep a hot-seat Janggi game's profile, move timer and handicap giver", () => {
    const base = view("janggi-midgame");
    const v: BoardView = {
      ...base,
      mode: { type: "twoPlayers" },
      profile: "janggi-traditional",
      moveTimer: { secs: 30, deadlineMs: null, paused: null, pausedLeftMs: null },
      handicap: { id: "janggi-chariot", giver: "second", removed: ["chariot"], value: 13, setupArmies: [] },
    };
    const c = lastChoices(v);
    expect(c).toMatchObject({
      variant: "janggi",
      vsComputer: false,
      level: null,
      profile: "janggi-traditional",
      timer: 30,
      handicapId: "janggi-chariot",
      giverSide: "second",
    });
  });

  it("say who gave the handicap against the computer", () => {
    const base = view("janggi-midgame");
    const withGiver = (giver: "first" | "second"): BoardView => ({
      ...base,
      mode: { type: "vsComputer", level: 3, humanSide: "first" },
      handicap: { id: "janggi-horse", giver, removed: ["horse"], value: 5, setupArmies: [] },
    });
    const human = withGiver("first");
    const computer = withGiver("second");
    expect(lastChoices(human).giverIsMe).toBe(true);
    expect(lastChoices(computer).giverIsMe).toBe(false);
  });

  it("drop a timer the menu does not offer", () => {
    const v: BoardView = { ...view("janggi-midgame"), moveTimer: { secs: 17, deadlineMs: null, paused: null, pausedLeftMs: null } };
    expect(lastChoices(v).timer).toBeNull();
  });
});
