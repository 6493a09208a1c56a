// The board component: wires DOM input (pointer, keyboard) to the pure
// transitions of state.ts, animates, and asks render.ts to draw once per
// frame. It knows no rules; it reports moves through `onMove`.
import type { Point, ViewBox } from "./geometry";
import { FULL_VIEW, clientToPoint, pointToSquare, squareToPoint } from "./geometry";
import type { Fading, Flight, Look } from "./render";
import { BoardRenderer } from "./render";
import type { BoardInput, BoardMove, BoardState, Step } from "./state";
import * as S from "./state";

/** Options fixed when the board is created. */
export interface BoardOptions {
  onMove?: (m: BoardMove) => void; // the player made a move
  onAttempt?: (m: BoardMove) => void; // a try outside the legal moves (tutorial boards with `trySide`)
  view?: ViewBox; // the part of the board to show (default: all of it)
  minDragPx?: number; // pointer travel before a press becomes a drag
}

/** Animation speeds in milliseconds. */
export const ANIMATION_MS = { off: 0, fast: 120, normal: 220, slow: 380 } as const;

const ease = (t: number) => 1 - (1 - t) ** 3;

interface Running {
  square: number; // piece in flight (at its destination)
  from: Point; // start point
  start: number; // performance.now() at start
  duration: number; // ms
  fading: Fading["piece"] | null; // captured piece fading out
}

/** A mounted board. */
export class Board {
  private state: BoardState = S.initialState();
  private look: Look = { variant: "janggi", pieceStyle: "hanja" };
  private readonly renderer: BoardRenderer;
  private readonly view: ViewBox;
  private frame = 0;
  private anim: Running | null = null;
  private duration: number = ANIMATION_MS.normal;
  private droppedByDrag: BoardMove | null = null;
  private readonly cleanup: (() => void)[] = [];

  constructor(
    container: HTMLElement,
    private readonly opts: BoardOptions = {},
  ) {
    this.view = opts.view ?? FULL_VIEW;
    this.renderer = new BoardRenderer(this.view);
    container.append(this.renderer.svg);
    const svg = this.renderer.svg;
    const on = <K extends keyof SVGElementEventMap>(type: K, fn: (e: SVGElementEventMap[K]) => void) => {
      svg.addEventListener(type, fn as EventListener);
      this.cleanup.push(() => svg.removeEventListener(type, fn as EventListener));
    };
    on("pointerdown", (e) => this.onPointerDown(e));
    on("pointermove", (e) => this.onPointerMove(e));
    on("pointerup", (e) => this.onPointerUp(e));
    on("pointercancel", () => this.apply(S.cancel(this.state)));
    on("contextmenu", (e) => e.preventDefault());
  }

  /** Current state (read-only snapshot, for tests and hosts). */
  get current(): BoardState {
    return this.state;
  }

  /** Shows new input; `animate` flies the last move's piece from its origin. */
  set(input: BoardInput, look: Look, animate = false): void {
    const before = this.state;
    this.look = look;
    this.state = S.setInput(before, input);
    const m = input.lastMove;
    const dragged = this.droppedByDrag;
    this.droppedByDrag = null;
    if (animate && m && m.from !== m.to && this.duration > 0) {
      const captured = before.pieces.find((p) => p.square === m.to) ?? null;
      const byDrag = dragged !== null && dragged.from === m.from && dragged.to === m.to;
      this.anim = {
        square: m.to,
        from: squareToPoint(byDrag ? m.to : m.from, input.orientation),
        start: performance.now(),
        duration: this.duration,
        fading: captured && captured.square === m.to ? captured : null,
      };
    } else if (this.anim && !(m && m.to === this.anim.square)) {
      // A different position (undo, new game): stop flying. The same last
      // move (e.g. the view that says the AI started thinking) keeps flying.
      this.anim = null;
    }
    this.schedule();
  }

  /** Move animation length (0 = off). */
  setAnimation(ms: number): void {
    this.duration = ms;
  }

  /** Handles a key; returns true when the board used it. */
  key(e: KeyboardEvent): boolean {
    if (!this.state.interactive) return false;
    const dir: Record<string, [number, number]> = {
      ArrowUp: [0, -1], ArrowDown: [0, 1], ArrowLeft: [-1, 0], ArrowRight: [1, 0],
      w: [0, -1], s: [0, 1], a: [-1, 0], d: [1, 0], W: [0, -1], S: [0, 1], A: [-1, 0], D: [1, 0],
    };
    if (e.ctrlKey || e.metaKey || e.altKey) return false;
    const d = dir[e.key];
    if (d) return this.apply(S.moveCursor(this.state, d[0], d[1])), true;
    if (e.key === "Enter" || e.key === " ") return this.apply(S.activateCursor(this.state)), true;
    if (e.key === "Escape") return this.apply(S.cancel(this.state)), true;
    return false;
  }

  /** Removes the board from the page. */
  destroy(): void {
    cancelAnimationFrame(this.frame);
    this.cleanup.forEach((f) => f());
    this.renderer.svg.remove();
  }

  private point(e: PointerEvent): Point {
    return clientToPoint(e.clientX, e.clientY, this.renderer.svg.getBoundingClientRect(), this.view);
  }

  private onPointerDown(e: PointerEvent): void {
    if (e.pointerType === "mouse" && e.button !== 0) return;
    const p = this.point(e);
    const sq = pointToSquare(p, this.state.orientation);
    const step = S.pointerDown(this.state, sq, p);
    if (step.state.drag) {
      try {
        this.renderer.svg.setPointerCapture(e.pointerId);
      } catch {
        // synthetic events have no capturable pointer
      }
      e.preventDefault();
    }
    this.apply(step);
  }

  private onPointerMove(e: PointerEvent): void {
    if (!this.state.drag) return;
    const rect = this.renderer.svg.getBoundingClientRect();
    const scale = Math.min(rect.width / this.view.width, rect.height / this.view.height) || 1;
    this.apply(S.pointerMove(this.state, this.point(e), (this.opts.minDragPx ?? 6) / scale));
  }

  private onPointerUp(e: PointerEvent): void {
    if (!this.state.drag) return;
    const p = this.point(e);
    const wasDrag = this.state.drag.active;
    const step = S.pointerUp(this.state, pointToSquare(p, this.state.orientation), p);
    if (wasDrag && step.move) this.droppedByDrag = step.move;
    this.apply(step);
  }

  /** Applies a transition: new state, snap-back animation, emitted move. */
  private apply(step: Step): void {
    this.state = step.state;
    if (step.snapBack && this.duration > 0) {
      this.anim = { square: step.snapBack.from, from: step.snapBack.at, start: performance.now(), duration: Math.min(160, this.duration), fading: null };
    }
    if (step.attempt) this.opts.onAttempt?.(step.attempt);
    if (step.move) {
      // Show the piece where it was put until Rust answers with the new view
      // (a rejected move comes back as the old view and restores it).
      const { from, to } = step.move;
      this.state = {
        ...this.state,
        pieces: this.state.pieces.filter((p) => p.square !== to).map((p) => (p.square === from ? { ...p, square: to } : p)),
        legal: new Map(),
        lastMove: step.move,
        checked: null,
        hint: null,
      };
      this.opts.onMove?.(step.move);
    }
    this.schedule();
  }

  private schedule(): void {
    if (this.frame) return;
    this.frame = requestAnimationFrame((now) => {
      this.frame = 0;
      this.draw(now);
    });
  }

  private draw(now: number): void {
    let flight: Flight | null = null;
    let fading: Fading | null = null;
    const a = this.anim;
    if (a) {
      const t = Math.min(1, Math.max(0, (now - a.start) / a.duration));
      flight = { square: a.square, from: a.from, t: ease(t) };
      if (a.fading) fading = { piece: a.fading, opacity: 1 - t };
      if (t >= 1) this.anim = null;
      else this.schedule();
    }
    this.renderer.render(this.look, this.state, flight, fading);
  }
}

/** BoardInput from the parts of a BoardView the board needs. */
export function inputFromView(
  v: {
    pieces: BoardInput["pieces"];
    legalMoves: { from: number; to: number[] }[];
    orientation: BoardInput["orientation"];
    lastMove: { from: number; to: number; pass: boolean } | null;
    checkedGeneral: number | null;
  },
  interactive: boolean,
  hint: BoardMove | null = null,
): BoardInput {
  return {
    pieces: v.pieces,
    legal: new Map(v.legalMoves.map((m) => [m.from, m.to])),
    orientation: v.orientation,
    lastMove: v.lastMove && !v.lastMove.pass ? { from: v.lastMove.from, to: v.lastMove.to } : null,
    checked: v.checkedGeneral,
    hint,
    interactive,
  };
}
