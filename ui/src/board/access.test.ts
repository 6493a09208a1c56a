// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { PieceDto } from "../ipc/types";
import type { BoardWords } from "./access";
import { pointInfo, screenRows } from "./access";
import { wordsFor } from "../game/announce";
import { Board } from "./board";
import { bottomRanksView, squareAt } from "./geometry";
import type { Look } from "./render";

import type { BoardInput, BoardMove } from "./state";
import * as S from "./state";

const pieces: PieceDto[] = [
  { square: 13, side: "first", role: "general" },
  { square: 31, side: "first", role: "soldier" },
  { square: 40, side: "second", role: "soldier" },
  { square: 76, side: "second", role: "general" },
];
const input: BoardInput = {
  ...S.EMPTY_INPUT,
  pieces,
  legal: new Map([
    [13, [12, 14]],
    [31, [30, 32, 40]],
  ]),
  checked: 13,
  lastMove: { from: 49, to: 40 },
  interactive: true,
};
const look: Look = { variant: "janggi", pieceStyle: "hanja" };

beforeEach(() => {
  vi.stubGlobal("requestAnimationFrame", (cb: FrameRequestCallback) => {
    cb(performance.now() + 10_000);
    return 0; // drawn already: nothing pending
  });
  vi.stubGlobal("cancelAnimationFrame", () => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

function mount(opts: ConstructorParameters<typeof Board>[1] = {}, inp: BoardInput = input) {
  const host = document.createElement("div");
  document.body.append(host);
  const moves: BoardMove[] = [];
  const board = new Board(host, { onMove: (m) => moves.push(m), ...opts });
  board.set(inp, look);
  const grid = board.grid!;
  const cell = (sq: number) => grid.querySelector<HTMLElement>(`[data-square="${sq}"]`)!;
  const press = (key: string) => {
    const e = new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true });
    (document.activeElement ?? document.body).dispatchEvent(e);
    return e;
  };
  return { host, board, moves, grid, cell, press };
}

describe("words", () => {
  it("name a point by its piece, its .gib place and its state (the default words are the UI's English)", () => {
    const en = wordsFor("en");
    const s = S.tap(S.initialState(input), 31).state;
    expect(en.point(pointInfo(s, "janggi", 31))).toBe("Cho soldier, 7-5, selected");
    expect(en.point(pointInfo(s, "janggi", 40))).toBe("Han soldier, 6-5, can capture, last move to here");
    expect(en.point(pointInfo(s, "janggi", 30))).toBe("empty, 7-4, can move here");
    expect(en.point(pointInfo(s, "janggi", 13))).toBe("Cho general, 9-5, in check");
    expect(en.point(pointInfo(s, "janggi", 49))).toBe("empty, 5-5, last move from here");
    expect(en.lifted(pointInfo(s, "janggi", 31), 3)).toBe("Cho soldier 7-5 selected, moves: 3");
    // Xiangqi: WXF file of the bottom side, rank from its edge.
    const x = S.initialState({ ...input, pieces: [{ square: squareAt(7, 2)!, side: "first", role: "cannon" }], lastMove: null, checked: null });
    expect(en.point(pointInfo(x, "xiangqi", squareAt(7, 2)!))).toBe("Red cannon, file 2 rank 3");
    expect(en.point(pointInfo({ ...x, orientation: "second" }, "xiangqi", squareAt(4, 9)!))).toBe("empty, file 5 rank 1");
  });

  it("rows run top to bottom as the player sees the board", () => {
    expect(screenRows("first")[0]).toEqual([81, 82, 83, 84, 85, 86, 87, 88, 89]);
    expect(screenRows("first")[9][0]).toBe(0);
    expect(screenRows("second")[0]).toEqual([8, 7, 6, 5, 4, 3, 2, 1, 0]);
    expect(
      screenRows("second")
        .flat()
        .sort((a, b) => a - b),
    ).toEqual([...Array(90).keys()]);
  });
});

describe("accessible board", () => {
  it("is a labelled grid of 10 rows of 9 named cells with one tab stop; the drawing is hidden from screen readers", () => {
    const { host, grid, cell } = mount({ label: "Game board" });
    expect(grid.getAttribute("role")).toBe("grid");
    expect(grid.getAttribute("aria-label")).toBe("Game board");
    const rows = grid.querySelectorAll('[role="row"]');
    expect(rows).toHaveLength(10);
    rows.forEach((r) => expect(r.querySelectorAll('[role="gridcell"]')).toHaveLength(9));
    expect(host.querySelector("svg")!.getAttribute("aria-hidden")).toBe("true");
    expect(cell(76).getAttribute("aria-label")).toBe("Han general, 2-5");
    expect(grid.querySelectorAll('[tabindex="0"]')).toHaveLength(1);
    expect(cell(13).tabIndex).toBe(0); // the movable piece nearest the player
    expect(grid.getAttribute("aria-readonly")).toBe("false");
    // The top-left cell is Han's a10 corner: over the drawing, in percent.
    expect(rows[0].children[0].getAttribute("data-square")).toBe("81");
  });

  it("keyboard alone: focus, arrows in the player's orientation, Enter lifts and moves, announcements", () => {
    const { board, moves, cell, press } = mount();
    board.focus();
    expect(document.activeElement).toBe(cell(13));
    expect(board.current.cursor).toBe(13);
    expect(board.current.cursorVisible).toBe(true);
    press("ArrowUp"); // towards Han
    expect(board.current.cursor).toBe(22);
    expect(document.activeElement).toBe(cell(22));
    press("ArrowLeft");
    press("ArrowUp");
    expect(document.activeElement).toBe(cell(30));
    press("ArrowRight"); // onto the soldier (31)
    expect(document.activeElement).toBe(cell(31));
    press("Enter");
    expect(board.current.selected).toBe(31);
    expect(cell(31).getAttribute("aria-selected")).toBe("true");
    expect(board.liveRegion!.textContent!.trim()).toBe("Cho soldier 7-5 selected, moves: 3");
    expect(cell(40).getAttribute("aria-label")).toContain("can capture");
    press("Escape");
    expect(board.current.selected).toBeNull();
    expect(board.liveRegion!.textContent!.trim()).toBe("Cho soldier put back");
    press(" ");
    press("ArrowUp");
    const e = press("Enter");
    expect(moves).toEqual([{ from: 31, to: 40 }]);
    // The host's window handler sees the same event and must not use it again.
    expect(board.key(e)).toBe(false);
    expect(e.defaultPrevented).toBe(true);
  });

  it("arrows follow the orientation: with Han at the bottom, up goes towards Cho", () => {
    const { board, press } = mount({}, { ...input, orientation: "second", legal: new Map([[40, [49]]]) });
    board.focus();
    expect(board.current.cursor).toBe(40);
    press("ArrowUp");
    expect(board.current.cursor).toBe(31);
    press("ArrowLeft"); // screen left is Cho's right
    expect(board.current.cursor).toBe(32);
  });

  it("a view-only board can still be read with the arrows, but not played", () => {
    const { board, moves, press, grid } = mount({}, { ...input, interactive: false });
    expect(grid.getAttribute("aria-readonly")).toBe("true");
    board.focus();
    const start = board.current.cursor;
    press("ArrowDown");
    expect(board.current.cursor).not.toBe(start);
    press("Enter");
    expect(board.current.selected).toBeNull();
    expect(moves).toEqual([]);
  });

  it("leaving the grid hides the cursor; the window's keys still reach an unfocused board", () => {
    const { board, cell } = mount();
    const button = document.createElement("button");
    document.body.append(button);
    board.focus();
    button.focus();
    expect(board.current.cursorVisible).toBe(false);
    // Focus on a button stays there when the host forwards an arrow.
    expect(board.key(new KeyboardEvent("keydown", { key: "ArrowUp" }))).toBe(true);
    expect(document.activeElement).toBe(button);
    button.blur();
    board.key(new KeyboardEvent("keydown", { key: "ArrowUp" }));
    expect(document.activeElement).toBe(cell(board.current.cursor!));
  });

  it("announce() speaks through an aria-live region, repeats included", () => {
    const { board } = mount();
    const live = board.liveRegion!;
    expect(live.getAttribute("aria-live")).toBe("polite");
    board.announce("Han horse 12 to 33");
    const first = live.textContent;
    board.announce("Han horse 12 to 33");
    expect(live.textContent).not.toBe(first); // a changed text is spoken again
    expect(live.textContent!.trim()).toBe("Han horse 12 to 33");
  });

  it("takes the host's words and label, and can be a plain labelled image instead", () => {
    const words: BoardWords = { point: (p) => `P${p.square}`, lifted: () => "L", dropped: () => "D" };
    const { board, grid, cell } = mount({ words, label: "A" });
    expect(cell(5).getAttribute("aria-label")).toBe("P5");
    board.setAccess({ label: "B", words: { ...words, point: (p) => `Q${p.square}` } });
    expect(grid.getAttribute("aria-label")).toBe("B");
    expect(cell(5).getAttribute("aria-label")).toBe("Q5");
    // The container's name is the default label; a partial view is a picture its host names.
    const named = document.createElement("div");
    named.setAttribute("aria-label", "Plateau");
    expect(new Board(named).grid!.getAttribute("aria-label")).toBe("Plateau");
    const part = new Board(document.createElement("div"), { view: bottomRanksView(3) });
    expect(part.grid).toBeNull();
    expect(part.liveRegion).toBeNull();
    const plain = mount({ access: false, label: "Diagram" });
    expect(plain.board.grid).toBeNull();
    const svg = plain.host.querySelector("svg")!;
    expect(svg.getAttribute("role")).toBe("img");
    expect(svg.getAttribute("aria-label")).toBe("Diagram");
  });
});

describe("motion", () => {
  const reduce = (on: boolean) => vi.stubGlobal("matchMedia", (q: string) => ({ matches: on && q.includes("prefers-reduced-motion: reduce") }));

  it("follows prefers-reduced-motion unless the host overrides it", () => {
    reduce(true);
    const { board } = mount();
    board.setAnimation(220);
    expect(board.animationMs()).toBe(0);
    board.setMotion("full");
    expect(board.animationMs()).toBe(220);
    reduce(false);
    board.setMotion("system");
    expect(board.animationMs()).toBe(220);
    board.setMotion("reduced");
    expect(board.animationMs()).toBe(0);
  });

  it("no flight when reduced: the piece is drawn on its new square at once", () => {
    reduce(true);
    let frames: FrameRequestCallback[] = [];
    vi.stubGlobal("requestAnimationFrame", (cb: FrameRequestCallback) => (frames.push(cb), frames.length));
    const run = (t: number) => {
      const f = frames;
      frames = [];
      f.forEach((cb) => cb(t));
    };
    const host = document.createElement("div");
    document.body.append(host);
    const board = new Board(host);
    board.set(input, look);
    run(performance.now());
    const moved = { ...input, pieces: pieces.map((p) => (p.square === 31 ? { ...p, square: 32 } : p)), lastMove: { from: 31, to: 32 } };
    board.set(moved, look, true);
    run(performance.now()); // first frame of what would be a flight
    const node = host.querySelector('.piece[data-square="32"]')!;
    expect(node.getAttribute("transform")).toBe("translate(562 662)");
    expect(frames).toHaveLength(0); // nothing left to animate
  });
});

describe("flip with the focus on the board", () => {
  it("keeps the focus on the cursor's point, now drawn elsewhere", () => {
    vi.stubGlobal("requestAnimationFrame", (cb: FrameRequestCallback) => {
      cb(performance.now());
      return 0;
    });
    const { board, cell } = mount();
    board.focus();
    expect(board.current.cursor).toBe(13);
    const before = cell(13);
    board.set({ ...input, orientation: "second" }, look);
    expect(board.current.cursor).toBe(13);
    expect(document.activeElement).toBe(cell(13));
    expect(cell(13)).not.toBe(before); // another cell element, at the flipped place
    expect(board.grid!.querySelector('[role="row"]')!.firstElementChild!.getAttribute("data-square")).toBe("8");
  });
});
