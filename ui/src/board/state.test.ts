import { describe, expect, it } from "vitest";
import type { PieceDto } from "../ipc/types";
import { CELL } from "./geometry";
import { squareToPoint } from "./geometry";
import type { BoardInput, BoardState } from "./state";
import * as S from "./state";

// A few pieces and hand-given legal moves; the board itself knows no rules.
const pieces: PieceDto[] = [
  { square: 13, side: "first", role: "general" },
  { square: 31, side: "first", role: "soldier" },
  { square: 40, side: "second", role: "soldier" },
  { square: 76, side: "second", role: "general" },
];
const input = (over: Partial<BoardInput> = {}): BoardInput => ({
  ...S.EMPTY_INPUT,
  pieces,
  legal: new Map([
    [13, [12, 14, 22]],
    [31, [30, 32, 40]],
  ]),
  interactive: true,
  ...over,
});
const fresh = (over: Partial<BoardInput> = {}): BoardState => S.initialState(input(over));
const at = (sq: number) => squareToPoint(sq, "first");
const MIN = 8;

describe("tap to move", () => {
  it("lifts a movable piece and shows its destinations", () => {
    const { state, move } = S.tap(fresh(), 31);
    expect(state.selected).toBe(31);
    expect(move).toBeUndefined();
    expect(S.destinations(state, 31)).toEqual([30, 32, 40]);
  });

  it("does not lift a piece without legal moves or an empty point", () => {
    expect(S.tap(fresh(), 76).state.selected).toBeNull();
    expect(S.tap(fresh(), 50).state.selected).toBeNull();
    expect(S.tap(fresh(), null).state.selected).toBeNull();
  });

  it("moves to a legal destination, including a capture", () => {
    const lifted = S.tap(fresh(), 31).state;
    const { state, move } = S.tap(lifted, 40);
    expect(move).toEqual({ from: 31, to: 40 });
    expect(state.selected).toBeNull();
  });

  it("switches to another movable piece and drops on an illegal point", () => {
    const lifted = S.tap(fresh(), 31).state;
    expect(S.tap(lifted, 13).state.selected).toBe(13);
    const dropped = S.tap(lifted, 50);
    expect(dropped.move).toBeUndefined();
    expect(dropped.state.selected).toBeNull();
    expect(S.tap(lifted, 31).state.selected).toBeNull(); // tapping it again puts it down
  });

  it("ignores input on a view-only board", () => {
    const s = fresh({ interactive: false });
    expect(S.tap(s, 31).state.selected).toBeNull();
    expect(S.pointerDown(s, 31, at(31)).state.drag).toBeNull();
  });

  it("keeps a selection across new input only while the piece can still move", () => {
    const lifted = S.tap(fresh(), 31).state;
    expect(S.setInput(lifted, input()).selected).toBe(31);
    expect(S.setInput(lifted, input({ legal: new Map() })).selected).toBeNull();
  });
});

describe("pointer", () => {
  it("a press and release without travel is a click that lifts, a second click puts down", () => {
    let s = S.pointerDown(fresh(), 31, at(31)).state;
    expect(s.selected).toBe(31);
    expect(s.drag?.active).toBe(false);
    s = S.pointerMove(s, { x: at(31).x + 3, y: at(31).y }, MIN).state;
    expect(s.drag?.active).toBe(false);
    s = S.pointerUp(s, 31, at(31)).state;
    expect(s.selected).toBe(31);
    expect(s.drag).toBeNull();
    s = S.pointerDown(s, 31, at(31)).state;
    s = S.pointerUp(s, 31, at(31)).state;
    expect(s.selected).toBeNull();
  });

  it("pressing a destination of the lifted piece moves there", () => {
    const lifted = S.tap(fresh(), 31).state;
    const { move } = S.pointerDown(lifted, 32, at(32));
    expect(move).toEqual({ from: 31, to: 32 });
  });

  it("drags past the minimum distance and drops on a legal point", () => {
    let s = S.pointerDown(fresh(), 31, at(31)).state;
    s = S.pointerMove(s, { x: at(31).x, y: at(31).y - MIN }, MIN).state;
    expect(s.drag?.active).toBe(true);
    s = S.pointerMove(s, at(40), MIN).state;
    expect(s.drag?.pos).toEqual(at(40));
    const up = S.pointerUp(s, 40, at(40));
    expect(up.move).toEqual({ from: 31, to: 40 });
    expect(up.state.drag).toBeNull();
    expect(up.state.selected).toBeNull();
  });

  it("snaps back from an illegal drop and keeps the piece lifted", () => {
    let s = S.pointerDown(fresh(), 31, at(31)).state;
    const drop = { x: at(50).x + 5, y: at(50).y };
    s = S.pointerMove(s, drop, MIN).state;
    const up = S.pointerUp(s, 50, drop);
    expect(up.move).toBeUndefined();
    expect(up.snapBack).toEqual({ from: 31, at: drop });
    expect(up.state.selected).toBe(31);
    expect(up.state.drag).toBeNull();
  });

  it("snaps back when dropped off the board", () => {
    let s = S.pointerDown(fresh(), 13, at(13)).state;
    const off = { x: -50, y: -50 };
    s = S.pointerMove(s, off, MIN).state;
    const up = S.pointerUp(s, null, off);
    expect(up.move).toBeUndefined();
    expect(up.snapBack?.from).toBe(13);
  });

  it("dropping back on its own point needs no snap-back", () => {
    let s = S.pointerDown(fresh(), 13, at(13)).state;
    s = S.pointerMove(s, { x: at(13).x + CELL, y: at(13).y }, MIN).state;
    s = S.pointerMove(s, { x: at(13).x + 2, y: at(13).y }, MIN).state;
    const up = S.pointerUp(s, 13, at(13));
    expect(up.move).toBeUndefined();
    expect(up.snapBack).toBeUndefined();
  });

  it("cancel ends a drag with a snap-back", () => {
    let s = S.pointerDown(fresh(), 31, at(31)).state;
    s = S.pointerMove(s, at(50), MIN).state;
    const c = S.cancel(s);
    expect(c.state.drag).toBeNull();
    expect(c.state.selected).toBeNull();
    expect(c.snapBack).toEqual({ from: 31, at: at(50) });
  });

  it("pressing empty ground clears the selection", () => {
    const lifted = S.tap(fresh(), 31).state;
    expect(S.pointerDown(lifted, 50, at(50)).state.selected).toBeNull();
  });
});

describe("keyboard cursor", () => {
  it("appears on a movable piece near the bottom centre first", () => {
    const s = S.moveCursor(fresh(), 0, -1).state;
    expect(s.cursorVisible).toBe(true);
    expect(s.cursor).toBe(13);
  });

  it("moves in screen directions and stops at the edge", () => {
    let s = S.moveCursor(fresh(), 0, 0).state; // show at 13
    s = S.moveCursor(s, 0, -1).state;
    expect(s.cursor).toBe(22);
    s = S.moveCursor(s, -1, 0).state;
    expect(s.cursor).toBe(21);
    for (let i = 0; i < 12; i++) s = S.moveCursor(s, 0, 1).state;
    expect(s.cursor).toBe(3); // bottom edge: rank 0
  });

  it("follows the board when second is at the bottom", () => {
    let s = S.initialState(input({ orientation: "second" }));
    s = S.moveCursor(s, 0, 0).state;
    expect(s.cursor).toBe(31); // the movable piece nearest the bottom centre on a turned board
    s = S.moveCursor(s, 0, -1).state;
    expect(s.cursor).toBe(22); // up on screen = towards rank 1
  });

  it("Enter lifts at the cursor and Enter on a destination moves", () => {
    let s = S.moveCursor(fresh(), 0, 0).state; // 13
    s = S.activateCursor(s).state;
    expect(s.selected).toBe(13);
    s = S.moveCursor(s, 1, 0).state; // 14
    const step = S.activateCursor(s);
    expect(step.move).toEqual({ from: 13, to: 14 });
  });

  it("Enter before any arrow only shows the cursor", () => {
    const step = S.activateCursor(fresh());
    expect(step.state.cursorVisible).toBe(true);
    expect(step.move).toBeUndefined();
    expect(step.state.selected).toBeNull();
  });

  it("Esc drops the selection", () => {
    const lifted = S.tap(fresh(), 31).state;
    expect(S.cancel(lifted).state.selected).toBeNull();
  });
});

describe("focus transitions", () => {
  it("focus shows the cursor where the focus landed; blur hides it but keeps its place; the tab stop follows it", () => {
    const s0 = S.initialState({ ...S.EMPTY_INPUT, legal: new Map([[31, [40]]]), interactive: true });
    expect(S.tabStop(s0)).toBe(31); // the movable piece before any cursor
    const s1 = S.focusCursor(s0, 50).state;
    expect([s1.cursor, s1.cursorVisible]).toEqual([50, true]);
    expect(S.focusCursor(s1, 90).state).toBe(s1); // not a square
    const s2 = S.blurCursor(s1).state;
    expect([s2.cursor, s2.cursorVisible]).toEqual([50, false]);
    expect(S.tabStop(s2)).toBe(50);
  });
});
