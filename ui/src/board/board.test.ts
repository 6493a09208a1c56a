// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { PieceDto } from "../ipc/types";
import { Board, inputFromView } from "./board";
import { HEIGHT, WIDTH, squareToPoint } from "./geometry";
import { BoardRenderer } from "./render";
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
const look = { variant: "janggi", pieceStyle: "hanja" } as const;

beforeEach(() => {
  // Run animation frames at once so every redraw is visible to the test.
  vi.stubGlobal("requestAnimationFrame", (cb: FrameRequestCallback) => {
    cb(performance.now() + 10_000);
    return 1;
  });
  vi.stubGlobal("cancelAnimationFrame", () => {});
});

describe("render", () => {
  it("draws pieces, last move, check, destinations and capture rings", () => {
    const r = new BoardRenderer();
    const s = S.tap(S.initialState(input), 31).state;
    r.render(look, s);
    expect(r.svg.querySelectorAll(".pieces .piece")).toHaveLength(4);
    expect(r.svg.querySelectorAll(".dest-dot")).toHaveLength(2);
    expect(r.svg.querySelectorAll(".capture-ring")).toHaveLength(1);
    expect(r.svg.querySelectorAll(".check-glow")).toHaveLength(1);
    // Language-independent hooks for end-to-end tests.
    expect([...r.svg.querySelectorAll(".dest-dot")].map((e) => e.getAttribute("data-square"))).toEqual(["30", "32"]);
    expect(r.svg.querySelector(".capture-ring")!.getAttribute("data-square")).toBe("40");
    expect(r.svg.querySelector('.piece[data-square="76"]')!.getAttribute("data-role")).toBe("general");
    expect(r.svg.dataset.orientation).toBe("first");
    expect(r.svg.dataset.selected).toBe("31");
    expect(r.svg.getAttribute("viewBox")).toBe(`0 0 ${WIDTH} ${HEIGHT}`);
    // Pieces carry their characters; Hangul faces replace Hanja.
    expect(r.svg.querySelector(".pieces")!.textContent).toContain("楚");
    r.render({ variant: "janggi", pieceStyle: "hangul" }, s);
    expect(r.svg.querySelector(".pieces")!.textContent).toContain("초");
    r.render({ variant: "xiangqi", pieceStyle: "hanja" }, s);
    expect(r.svg.querySelector(".pieces")!.textContent).toContain("帥");
    expect(r.svg.querySelector(".board")!.textContent).toContain("河");
  });

  it("dims the lifted piece and draws a ghost while dragging", () => {
    const r = new BoardRenderer();
    let s = S.pointerDown(S.initialState(input), 31, squareToPoint(31, "first")).state;
    s = S.pointerMove(s, squareToPoint(49, "first"), 5).state;
    r.render(look, s);
    expect(r.svg.querySelectorAll(".ghost .piece")).toHaveLength(1);
    const lifted = r.svg.querySelector('.pieces .piece[data-square="31"]')!;
    expect(lifted.getAttribute("opacity")).toBe("0.35");
  });
});

function mount() {
  const host = document.createElement("div");
  document.body.append(host);
  const moves: BoardMove[] = [];
  const board = new Board(host, { onMove: (m) => moves.push(m) });
  const svg = host.querySelector("svg")!;
  // jsdom has no layout: the board is shown at half size at (10, 20).
  svg.getBoundingClientRect = () =>
    ({ left: 10, top: 20, width: WIDTH / 2, height: HEIGHT / 2, x: 10, y: 20, right: 0, bottom: 0, toJSON: () => ({}) }) as DOMRect;
  board.set(input, look);
  const fire = (type: string, sq: number | { x: number; y: number }) => {
    const p = typeof sq === "number" ? squareToPoint(sq, "first") : sq;
    svg.dispatchEvent(new MouseEvent(type, { clientX: 10 + p.x / 2, clientY: 20 + p.y / 2, button: 0, bubbles: true }));
  };
  return { board, moves, fire, svg };
}

describe("Board (DOM input)", () => {
  it("tap, tap makes a move", () => {
    const { moves, fire } = mount();
    fire("pointerdown", 31);
    fire("pointerup", 31);
    fire("pointerdown", 40);
    expect(moves).toEqual([{ from: 31, to: 40 }]);
  });

  it("drag and drop makes a move; an illegal drop snaps back without one", () => {
    const { board, moves, fire } = mount();
    fire("pointerdown", 31);
    fire("pointermove", 49);
    fire("pointerup", 49); // not a destination
    expect(moves).toEqual([]);
    expect(board.current.selected).toBe(31);
    fire("pointerdown", 31);
    fire("pointermove", 32);
    fire("pointerup", 32);
    expect(moves).toEqual([{ from: 31, to: 32 }]);
    // Shown where it was put until Rust answers.
    expect(board.current.pieces.find((p) => p.square === 32)?.role).toBe("soldier");
  });

  it("a tiny pointer wobble is still a click", () => {
    const { board, moves, fire } = mount();
    const p = squareToPoint(31, "first");
    fire("pointerdown", 31);
    fire("pointermove", { x: p.x + 4, y: p.y + 2 });
    fire("pointerup", { x: p.x + 4, y: p.y + 2 });
    expect(moves).toEqual([]);
    expect(board.current.selected).toBe(31);
    expect(board.current.drag).toBeNull();
  });

  it("keyboard: arrows, Enter, Esc", () => {
    const { board, moves } = mount();
    const key = (k: string) => board.key(new KeyboardEvent("keydown", { key: k }));
    expect(key("ArrowUp")).toBe(true); // shows the cursor on the general
    expect(board.current.cursor).toBe(13);
    key("Enter");
    expect(board.current.selected).toBe(13);
    key("Escape");
    expect(board.current.selected).toBeNull();
    key(" ");
    key("d"); // WASD: right
    key("Enter");
    expect(moves).toEqual([{ from: 13, to: 14 }]);
    expect(key("x")).toBe(false);
    expect(board.key(new KeyboardEvent("keydown", { key: "z", ctrlKey: true }))).toBe(false); // the host's undo
  });

  it("a view-only board ignores input", () => {
    const { board, moves, fire } = mount();
    board.set({ ...input, interactive: false }, look);
    fire("pointerdown", 31);
    fire("pointerup", 31);
    fire("pointerdown", 40);
    expect(moves).toEqual([]);
    expect(board.key(new KeyboardEvent("keydown", { key: "ArrowUp" }))).toBe(false);
  });
});

describe("inputFromView", () => {
  it("takes legal moves, last move and check from a BoardView; a pass marks no squares", () => {
    const v = {
      pieces,
      legalMoves: [{ from: 31, to: [30, 32] }],
      orientation: "second" as const,
      lastMove: { from: 13, to: 13, pass: true },
      checkedGeneral: 76,
    };
    const i = inputFromView(v, true);
    expect(i.legal.get(31)).toEqual([30, 32]);
    expect(i.lastMove).toBeNull();
    expect(i.checked).toBe(76);
    expect(i.orientation).toBe("second");
    expect(inputFromView({ ...v, lastMove: { from: 31, to: 32, pass: false } }, false).lastMove).toEqual({ from: 31, to: 32 });
  });
});
