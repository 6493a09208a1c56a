import { describe, expect, it } from "vitest";
import { aiTurnKey, isNextMove, isStale, rematchOptions, soundsFor } from "./flow";
import type { BoardView, MoveDto } from "./ipc/types";
import { loadFixtures } from "./ipc/fake";

const fx = loadFixtures();
const view = (name: string): BoardView => fx.get(name)!.view;
const move = (over: Partial<MoveDto> = {}): MoveDto => ({
  number: 1,
  label: "1.",
  paired: false,
  from: 31,
  to: 32,
  pass: false,
  side: "first",
  role: "soldier",
  capture: null,
  check: false,
  uci: "e4f4",
  notation: "75졸76",
  chinese: null,
  chineseTraditional: null,
  latin: null,
  ...over,
});

describe("new views", () => {
  it("animate and sound exactly one new move of the same game", () => {
    const a = view("janggi-start");
    const b = view("janggi-after-1");
    expect(isNextMove(a, b)).toBe(true);
    expect(soundsFor(a, b)).toEqual(["move"]);
    expect(isNextMove(null, b)).toBe(false);
    expect(isNextMove(b, a)).toBe(false); // undo
    expect(isNextMove(a, { ...b, gameId: a.gameId + 1 })).toBe(false); // a new game
    expect(soundsFor(b, view("janggi-midgame"))).toEqual([]); // several plies at once (resumed)
  });

  it("knock twice for a capture and add the check sound", () => {
    const a = view("janggi-start");
    const b = { ...view("janggi-after-1"), lastMove: move({ capture: "chariot" }), check: true };
    expect(soundsFor(a, b)).toEqual(["capture", "check"]);
    expect(soundsFor(a, { ...b, lastMove: move({ pass: true }), check: false })).toEqual([]);
  });
});

describe("out-of-order views", () => {
  it("drops a view older than the one on screen, keeps newer and unnumbered ones", () => {
    const a = { ...view("janggi-start"), revision: 7 };
    const later = { ...view("janggi-after-1"), revision: 9 };
    expect(isStale(later, a)).toBe(true); // the move's response after the computer's reply
    expect(isStale(a, later)).toBe(false);
    expect(isStale(null, a)).toBe(false);
    expect(isStale(view("janggi-start"), view("janggi-after-1"))).toBe(false); // recorded in order
  });
});

describe("computer's turn", () => {
  it("asks once per turn, for moves and for the Janggi setup", () => {
    const after1 = view("janggi-after-1"); // Han (computer) to move
    expect(aiTurnKey(after1)).toBe(`${after1.gameId}:1:playing`);
    expect(aiTurnKey({ ...after1, aiThinking: true })).toBeNull();
    expect(aiTurnKey(view("janggi-start"))).toBeNull(); // the human's turn
    const setup = view("janggi-setup-computer");
    expect(aiTurnKey(setup)).toBe(`${setup.gameId}:0:setup`); // Han is the computer: it chooses
    expect(aiTurnKey(view("janggi-setup-han"))).toBeNull(); // two players: Han chooses himself
    expect(aiTurnKey(view("janggi-setup-cho"))).toBeNull(); // Cho (human) chooses
    expect(aiTurnKey(view("janggi-over"))).toBeNull();
  });
});

describe("new game from the end dialog", () => {
  it("keeps the finished game's variant, opponent, side, rules, timer and clock", () => {
    const v = view("xiangqi-midgame");
    const mode = { type: "vsComputer", level: 6, humanSide: "second" } as const;
    expect(rematchOptions({ ...v, mode, moveTimer: { secs: 60, deadlineMs: null, paused: null, pausedLeftMs: null } })).toEqual({
      variant: v.variant,
      mode,
      profile: v.profile,
      moveTimerSecs: 60,
      clock: null,
    });
    expect(rematchOptions({ ...v, mode: { type: "twoPlayers" }, moveTimer: null })).toMatchObject({ mode: { type: "twoPlayers" }, moveTimerSecs: null });
    // A clock with main time comes back as it was set, not as it stood.
    const control = { kind: "byoyomi", mainSecs: 300, periodSecs: 30, periods: 3 } as const;
    const clock = {
      control,
      first: { mainMs: 0, periods: 1, periodLeftMs: 5000 },
      second: { mainMs: 0, periods: 0, periodLeftMs: 0 },
      running: null,
      atMs: 0,
      mainEndsMs: null,
      flagMs: null,
      paused: null,
    };
    expect(rematchOptions({ ...v, moveTimer: null, clock })).toMatchObject({ clock: control, moveTimerSecs: null });
  });
});
