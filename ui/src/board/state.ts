// Headless board state and pure transitions (no DOM, no rules): the host
// supplies pieces and legal destinations; a transition may yield a move,
// which the host sends to Rust. Tested without a browser.
import type { PieceDto, Side } from "../ipc/types";
import type { Point } from "./geometry";
import { PALACE_CENTRE, WIDTH, isSquare, squareToPoint, stepOnScreen } from "./geometry";

/** A move the player made on the board. */
export interface BoardMove {
  from: number; // origin square
  to: number; // destination square
}

/** An engine line's first move drawn as an arrow: rank 0 is the best (the most opaque and the thickest). */
export interface BoardArrow extends BoardMove {
  rank: number;
}

/** What the host shows on the board. */
export interface BoardInput {
  pieces: PieceDto[]; // placement
  legal: Map<number, number[]>; // legal destinations by origin; empty = nothing movable
  orientation: Side; // side drawn at the bottom
  lastMove: BoardMove | null; // highlighted
  checked: number | null; // checked general's square
  hint: BoardMove | null; // suggested move to mark
  arrows?: BoardArrow[]; // engine lines' first moves (analysis board), best first
  interactive: boolean; // false for view-only boards (diagrams, AI's turn)
  trySide?: Side | null; // tutorial: this side's pieces lift even without moves, and a try to any other point is reported (Rust explains why it is illegal)
}

/** A pointer held on a piece. */
export interface DragState {
  from: number; // the lifted piece's square
  origin: Point; // where the pointer went down (drawing units)
  pos: Point; // where it is now
  active: boolean; // moved past the minimum distance: a real drag with a ghost
  wasSelected: boolean; // the piece was already lifted (a click then puts it down)
}

/** Board state: the input plus what the player is doing. */
export interface BoardState extends BoardInput {
  selected: number | null; // lifted piece
  drag: DragState | null; // pointer held on a piece
  cursor: number | null; // keyboard cursor square
  cursorVisible: boolean; // shown once the keyboard was used
}

/** A transition's outcome. */
export interface Step {
  state: BoardState; // new state
  move?: BoardMove; // a move to send
  attempt?: BoardMove; // a try outside the legal destinations (only with `trySide`)
  snapBack?: { from: number; at: Point }; // an illegal drop: animate the piece home from `at`
}

/** Empty input (nothing on the board). */
export const EMPTY_INPUT: BoardInput = {
  pieces: [],
  legal: new Map(),
  orientation: "first",
  lastMove: null,
  checked: null,
  hint: null,
  interactive: false,
};

/** A fresh state for an input. */
export function initialState(input: BoardInput = EMPTY_INPUT): BoardState {
  return { ...input, selected: null, drag: null, cursor: null, cursorVisible: false };
}

/** Legal destinations of the piece on `sq` (empty if none or not interactive). */
export function destinations(s: BoardInput, sq: number | null): number[] {
  if (sq === null || !s.interactive) return [];
  return s.legal.get(sq) ?? [];
}

/** True when the piece on `sq` may be lifted. */
export const canLift = (s: BoardInput, sq: number | null): boolean =>
  destinations(s, sq).length > 0 || (s.interactive && !!s.trySide && sq !== null && sideAt(s, sq) === s.trySide);

/** Side of the piece on `sq`, if any. */
const sideAt = (s: BoardInput, sq: number): Side | null => s.pieces.find((p) => p.square === sq)?.side ?? null;

/** With `trySide`: lifting `from` and putting it on `to` is a try Rust must judge (not a legal destination, not an own piece). */
const isTry = (s: BoardState, from: number | null, to: number | null): boolean =>
  !!s.trySide && s.interactive && from !== null && to !== null && from !== to && !isDest(s, from, to) && sideAt(s, to) !== s.trySide;

const isDest = (s: BoardState, from: number | null, to: number | null): boolean => to !== null && destinations(s, from).includes(to);

/** New input from the host: keeps the selection only if that piece can still move. */
export function setInput(s: BoardState, input: BoardInput): BoardState {
  const next: BoardState = { ...s, ...input };
  if (!canLift(next, next.selected)) next.selected = null;
  if (next.drag && !canLift(next, next.drag.from)) next.drag = null;
  return next;
}

/** A tap (or Enter) on a square: lift, put down, switch piece or drop the selection. */
export function tap(s: BoardState, sq: number | null): Step {
  if (s.selected !== null && isDest(s, s.selected, sq)) {
    return { state: { ...s, selected: null, drag: null }, move: { from: s.selected, to: sq as number } };
  }
  if (isTry(s, s.selected, sq)) return { state: { ...s, selected: null, drag: null }, attempt: { from: s.selected as number, to: sq as number } };
  if (sq !== null && sq !== s.selected && canLift(s, sq)) return { state: { ...s, selected: sq } };
  return { state: { ...s, selected: null } };
}

/** Pointer pressed on a square (null: outside the grid). */
export function pointerDown(s: BoardState, sq: number | null, p: Point): Step {
  if (!s.interactive) return { state: s };
  if (s.selected !== null && sq !== s.selected && (isDest(s, s.selected, sq) || isTry(s, s.selected, sq))) return tap(s, sq);
  if (sq !== null && canLift(s, sq)) {
    const drag: DragState = { from: sq, origin: p, pos: p, active: false, wasSelected: s.selected === sq };
    return { state: { ...s, selected: sq, drag } };
  }
  return { state: { ...s, selected: null, drag: null } };
}

/** Pointer moved; a held piece becomes a drag once it travelled `minDistance` drawing units. */
export function pointerMove(s: BoardState, p: Point, minDistance: number): Step {
  if (!s.drag) return { state: s };
  const moved = Math.hypot(p.x - s.drag.origin.x, p.y - s.drag.origin.y);
  const active = s.drag.active || moved >= minDistance;
  return { state: { ...s, drag: { ...s.drag, pos: p, active } } };
}

/** Pointer released over a square (null: off the board). */
export function pointerUp(s: BoardState, sq: number | null, p: Point): Step {
  const d = s.drag;
  if (!d) return { state: s };
  const base: BoardState = { ...s, drag: null };
  if (d.active) {
    if (isDest(s, d.from, sq)) return { state: { ...base, selected: null }, move: { from: d.from, to: sq as number } };
    // Illegal drop: the piece flies home and stays lifted so its dots remain
    // (with `trySide` the try is also reported).
    const attempt = isTry(s, d.from, sq) ? { from: d.from, to: sq as number } : undefined;
    return { state: base, snapBack: sq === d.from ? undefined : { from: d.from, at: p }, attempt };
  }
  // A click: on the piece that was already lifted it puts it down again.
  return { state: { ...base, selected: d.wasSelected ? null : d.from } };
}

/** Esc: drop the selection and any drag. */
export function cancel(s: BoardState): Step {
  const snapBack = s.drag?.active ? { from: s.drag.from, at: s.drag.pos } : undefined;
  return { state: { ...s, selected: null, drag: null }, snapBack };
}

/** Where the keyboard cursor starts: the lifted piece, a movable piece, or the centre of the bottom palace. */
export function cursorStart(s: BoardState): number {
  if (s.selected !== null) return s.selected;
  const movable = [...s.legal.entries()].filter(([, to]) => to.length > 0).map(([from]) => from);
  if (movable.length > 0) {
    // The movable piece nearest the bottom centre of the screen.
    const score = (sq: number) => {
      const p = squareToPoint(sq, s.orientation);
      return p.y * 10 - Math.abs(p.x - WIDTH / 2);
    };
    return movable.reduce((a, b) => (score(b) > score(a) ? b : a));
  }
  return PALACE_CENTRE[s.orientation];
}

/** Arrow keys / WASD: move the cursor one point in a screen direction. */
export function moveCursor(s: BoardState, dx: number, dy: number): Step {
  if (s.cursor === null || !s.cursorVisible) return { state: { ...s, cursor: cursorStart(s), cursorVisible: true } };
  const next = stepOnScreen(s.cursor, dx, dy, s.orientation);
  return { state: { ...s, cursor: next ?? s.cursor, cursorVisible: true } };
}

/** Enter / Space: lift or put down at the cursor. */
export function activateCursor(s: BoardState): Step {
  if (s.cursor === null || !s.cursorVisible || !isSquare(s.cursor)) return moveCursor(s, 0, 0);
  return tap(s, s.cursor);
}

/** The keyboard focus arrived on a point (Tab into the board, a screen reader's focus): the cursor goes there and shows. */
export function focusCursor(s: BoardState, sq: number): Step {
  if (!isSquare(sq)) return { state: s };
  return { state: { ...s, cursor: sq, cursorVisible: true } };
}

/** The keyboard focus left the board: hide the cursor (it stays where it was for the next visit). */
export function blurCursor(s: BoardState): Step {
  return { state: { ...s, cursorVisible: false } };
}

/** The point that takes the keyboard focus when the player tabs into the board. */
export const tabStop = (s: BoardState): number => s.cursor ?? cursorStart(s);
