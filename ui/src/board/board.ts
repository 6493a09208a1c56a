// The board component: wires DOM input (pointer, keyboard) to the pure
// transitions of state.ts, animates, and asks render.ts to draw once per
// frame (and access.ts to update the screen-reader grid with it). It knows
// no rules; it reports moves through `onMove`.
import type { BoardWords } from "./access";
import { AccessLayer, pointInfo } from "./access";
import { wordsFor } from "../game/announce";
import type { Point, ViewBox } from "./geometry";
import { FULL_VIEW, clientToPoint, pointToSquare, squareToPoint } from "./geometry";
import type { Fading, Flight, Look } from "./render";
import { BoardRenderer } from "./render";
import type { BoardInput, BoardMove, BoardState, Step } from "./state";
import * as S from "./state";

/** Below this width (px) the whole board is drawn without its margins. */
const COMPACT_BELOW_PX = 480;

/** Whether moves fly: as the system asks (prefers-reduced-motion), or always / never whatever it asks. */
export type Motion = "system" | "full" | "reduced";

/** Options fixed when the board is created. */
export interface BoardOptions {
  onMove?: (m: BoardMove) => void; // the player made a move
  onAttempt?: (m: BoardMove) => void; // a try outside the legal moves (tutorial boards with `trySide`)
  view?: ViewBox; // the part of the board to show (default: all of it)
  minDragPx?: number; // pointer travel before a press becomes a drag
  label?: string; // accessible name of the board (default: the container's aria-label, else "Board"; setAccess changes it)
  words?: BoardWords; // the words for points and selections (default wordsFor("en"); setAccess changes them)
  access?: boolean; // a screen-reader grid with keyboard focus (default: on for a whole board, off for a partial `view`); off: the drawing is one image named `label`, or hidden when there is no label (the host names it)
  motion?: Motion; // default "system": no flights when the user prefers reduced motion
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
  private frame = 0;
  private anim: Running | null = null;
  private duration: number = ANIMATION_MS.normal;
  private droppedByDrag: BoardMove | null = null;
  private readonly cleanup: (() => void)[] = [];
  private readonly frameEl: HTMLDivElement; // holds the drawing, the grid and the live region
  private readonly access: AccessLayer | null; // null with `access: false`
  private words: BoardWords;
  private label: string;
  private motion: Motion;
  private ratio = ""; // the frame's aspect ratio, once its host turned out to leave the height open
  private readonly handled = new WeakSet<Event>(); // keys the grid already used (the host's window handler must not use them again)

  constructor(
    container: HTMLElement,
    private readonly opts: BoardOptions = {},
  ) {
    this.words = opts.words ?? wordsFor("en");
    this.label = opts.label ?? container.getAttribute("aria-label") ?? "Board";
    this.motion = opts.motion ?? "system";
    this.renderer = new BoardRenderer(opts.view ?? FULL_VIEW);
    const svg = this.renderer.svg;
    this.frameEl = document.createElement("div");
    this.frameEl.className = "board-frame";
    this.frameEl.style.cssText = "position:relative;width:100%;height:100%";
    // The drawing fills the frame (and letterboxes itself); the grid is fitted to what it draws.
    // Its size is set in pixels once the frame is measured: WebKit lays out
    // and repaints a percentage-sized SVG on every layout of the page (a
    // line of text changing anywhere cost 40-90 ms a frame under software
    // rendering), a pixel-sized one only when that size changes. Out of
    // flow, so the frame's size never depends on the drawing's; when the host
    // leaves the height open (the frame measures 0 high), the frame takes the
    // drawing's aspect ratio instead.
    svg.style.cssText = "display:block;position:absolute;left:0;top:0;width:100%;height:100%";
    this.frameEl.append(svg);
    // A partial view (a setup's ranks, a guide excerpt, often inside a button) is a picture by default.
    const whole = !opts.view || (opts.view.width >= FULL_VIEW.width && opts.view.height >= FULL_VIEW.height);
    this.access = (opts.access ?? whole) ? new AccessLayer(this.label) : null;
    if (this.access) {
      // The grid speaks for the drawing.
      svg.setAttribute("aria-hidden", "true");
      svg.removeAttribute("role");
      this.frameEl.append(this.access.grid, this.access.live);
    } else if (opts.label !== undefined) {
      svg.setAttribute("aria-label", opts.label);
    } else {
      svg.setAttribute("aria-hidden", "true"); // its host names it
      svg.removeAttribute("role");
    }
    container.append(this.frameEl);
    const listen = <E extends Event>(target: EventTarget, type: string, fn: (e: E) => void) => {
      target.addEventListener(type, fn as EventListener);
      this.cleanup.push(() => target.removeEventListener(type, fn as EventListener));
    };
    listen<PointerEvent>(svg, "pointerdown", (e) => this.onPointerDown(e));
    listen<PointerEvent>(svg, "pointermove", (e) => this.onPointerMove(e));
    listen<PointerEvent>(svg, "pointerup", (e) => this.onPointerUp(e));
    listen(svg, "pointercancel", () => this.apply(S.cancel(this.state)));
    listen(svg, "contextmenu", (e) => e.preventDefault());
    if (this.access) {
      const grid = this.access.grid;
      listen<KeyboardEvent>(grid, "keydown", (e) => this.onGridKey(e));
      listen<FocusEvent>(grid, "focusin", (e) => {
        const sq = this.access?.squareOf(e.target) ?? null;
        if (sq !== null && (sq !== this.state.cursor || !this.state.cursorVisible)) this.apply(S.focusCursor(this.state, sq));
      });
      listen<FocusEvent>(grid, "focusout", (e) => {
        if (!(e.relatedTarget instanceof Node && grid.contains(e.relatedTarget))) this.apply(S.blurCursor(this.state));
      });
    }
    // A narrow board (a phone) crops its margins so its points are further
    // apart; the screen-reader grid follows the drawn board's size.
    if (typeof ResizeObserver !== "undefined") {
      const ro = new ResizeObserver((entries) => {
        const box = entries[entries.length - 1]?.contentRect;
        const w = this.frameEl.clientWidth;
        if (box && box.width > 0 && box.height === 0 && !this.ratio) this.fitRatio();
        if (box && box.width > 0 && box.height > 0) {
          svg.style.width = `${box.width}px`;
          svg.style.height = `${box.height}px`;
        }
        if (this.renderer.setCompact(w > 0 && w < COMPACT_BELOW_PX)) this.drawNow();
        this.fitGrid();
      });
      ro.observe(this.frameEl);
      this.cleanup.push(() => ro.disconnect());
    }
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
    if (animate && m && m.from !== m.to && this.animationMs() > 0) {
      const captured = before.pieces.find((p) => p.square === m.to) ?? null;
      const byDrag = dragged !== null && dragged.from === m.from && dragged.to === m.to;
      this.anim = {
        square: m.to,
        from: squareToPoint(byDrag ? m.to : m.from, input.orientation),
        start: performance.now(),
        duration: this.animationMs(),
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

  /** Whether moves fly: "system" follows prefers-reduced-motion, "full"/"reduced" override it. */
  setMotion(motion: Motion): void {
    this.motion = motion;
  }

  /** The flight length in use now: 0 when reduced motion applies. */
  animationMs(): number {
    if (this.motion === "reduced") return 0;
    if (this.motion === "system" && typeof matchMedia === "function" && matchMedia("(prefers-reduced-motion: reduce)").matches) return 0;
    return this.duration;
  }

  /** New accessible name and/or words (e.g. after a language change). */
  setAccess(a: { label?: string; words?: BoardWords }): void {
    if (a.label !== undefined) {
      this.label = a.label;
      if (this.access) this.access.setLabel(a.label);
      else {
        this.renderer.svg.setAttribute("role", "img");
        this.renderer.svg.removeAttribute("aria-hidden");
        this.renderer.svg.setAttribute("aria-label", a.label);
      }
    }
    if (a.words) this.words = a.words;
    this.schedule();
  }

  /** Says `text` in the board's aria-live region (moves, check, the end of the game: the host words them). */
  announce(text: string): void {
    this.access?.announce(text);
  }

  /** Moves the keyboard focus onto the board (its cursor point). */
  focus(): void {
    if (!this.access) return;
    this.drawNow();
    this.access.cell(S.tabStop(this.state))?.focus({ preventScroll: true });
  }

  /** The live region element (for hosts and tests). */
  get liveRegion(): HTMLElement | null {
    return this.access?.live ?? null;
  }

  /** The grid element (for hosts and tests). */
  get grid(): HTMLElement | null {
    return this.access?.grid ?? null;
  }

  /** Handles a key; returns true when the board used it. */
  key(e: KeyboardEvent): boolean {
    if (this.handled.has(e)) return false; // the focused grid already used it
    if (!this.state.interactive) return false;
    const dir: Record<string, [number, number]> = {
      ArrowUp: [0, -1],
      ArrowDown: [0, 1],
      ArrowLeft: [-1, 0],
      ArrowRight: [1, 0],
      w: [0, -1],
      s: [0, 1],
      a: [-1, 0],
      d: [1, 0],
      W: [0, -1],
      S: [0, 1],
      A: [-1, 0],
      D: [1, 0],
    };
    if (e.ctrlKey || e.metaKey || e.altKey) return false;
    const d = dir[e.key];
    if (d) {
      this.apply(S.moveCursor(this.state, d[0], d[1]));
      // Nothing else has the focus: give it to the cursor's point so a screen reader says it.
      const a = document.activeElement;
      if (!a || a === document.body || this.frameEl.contains(a)) this.followFocus();
      return true;
    }
    if (e.key === "Enter" || e.key === " ") return (this.apply(S.activateCursor(this.state)), true);
    if (e.key === "Escape") return (this.apply(S.cancel(this.state)), true);
    return false;
  }

  /** Keys on the focused grid: arrows read the board even when it is not the player's turn. */
  private onGridKey(e: KeyboardEvent): void {
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    const dir: Record<string, [number, number]> = { ArrowUp: [0, -1], ArrowDown: [0, 1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] };
    const d = dir[e.key];
    let step: Step | null = null;
    if (d) step = S.moveCursor(this.state, d[0], d[1]);
    else if ((e.key === "Enter" || e.key === " ") && this.state.interactive) step = S.activateCursor(this.state);
    else if (e.key === "Escape" && (this.state.selected !== null || this.state.drag)) step = S.cancel(this.state);
    if (!step) return;
    this.handled.add(e);
    e.preventDefault();
    this.apply(step);
    if (d) this.followFocus();
  }

  /** Puts the keyboard focus on the cursor's point. */
  private followFocus(): void {
    const sq = this.state.cursor;
    if (!this.access || sq === null || !this.state.cursorVisible) return;
    this.drawNow();
    const cell = this.access.cell(sq);
    if (cell && document.activeElement !== cell) cell.focus({ preventScroll: true });
  }

  /** The frame's shape when its host leaves its height open: the shown part of the drawing's. */
  private fitRatio(): void {
    const v = this.renderer.view;
    const ratio = `${v.width} / ${v.height}`;
    if (this.ratio === ratio) return;
    this.ratio = ratio;
    this.frameEl.style.aspectRatio = ratio;
  }

  /** Sizes the grid to the drawn board. */
  private fitGrid(): void {
    this.access?.fit(this.frameEl.clientWidth, this.frameEl.clientHeight, this.renderer.view);
  }

  /** Removes the board from the page. */
  destroy(): void {
    cancelAnimationFrame(this.frame);
    this.cleanup.forEach((f) => f());
    this.frameEl.remove();
  }

  private point(e: PointerEvent): Point {
    return clientToPoint(e.clientX, e.clientY, this.renderer.svg.getBoundingClientRect(), this.renderer.view);
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
    const view = this.renderer.view;
    const scale = Math.min(rect.width / view.width, rect.height / view.height) || 1;
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
    const before = this.state;
    this.state = step.state;
    if (step.snapBack && this.animationMs() > 0) {
      this.anim = { square: step.snapBack.from, from: step.snapBack.at, start: performance.now(), duration: Math.min(160, this.animationMs()), fading: null };
    }
    // Say what was lifted or put back (a move is the host's to announce, in its notation).
    if (this.access && !step.move && before.selected !== this.state.selected) {
      if (this.state.selected !== null) {
        const info = pointInfo(this.state, this.look.variant, this.state.selected);
        this.announce(this.words.lifted(info, S.destinations(this.state, this.state.selected).length));
      } else if (before.selected !== null) {
        this.announce(this.words.dropped(pointInfo(before, this.look.variant, before.selected)));
      }
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

  /** Draws now instead of at the next frame (before moving the focus onto a cell). */
  private drawNow(): void {
    if (this.frame) {
      cancelAnimationFrame(this.frame);
      this.frame = 0;
    }
    this.draw(performance.now());
    this.markDrawn();
  }

  // The drawing trails the state by a frame (more under load, and for a
  // whole flight): `data-pending` on the SVG says a newer picture is on its
  // way, so that what is read off the drawing (tests, `data-selected`) is
  // the state's.
  private schedule(): void {
    if (this.frame) return;
    this.renderer.svg.dataset.pending = "true";
    this.frame = requestAnimationFrame((now) => {
      this.frame = 0;
      this.draw(now);
      this.markDrawn();
    });
  }

  private markDrawn(): void {
    if (!this.frame) delete this.renderer.svg.dataset.pending;
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
    const view = this.renderer.view;
    this.renderer.render(this.look, this.state, flight, fading);
    if (view !== this.renderer.view && this.ratio) this.fitRatio();
    if (this.access) {
      const relaid = this.access.update(this.state, this.look.variant, this.words, this.renderer.view, S.tabStop(this.state));
      if (view !== this.renderer.view) this.fitGrid(); // the coordinate band came or went
      // After a flip the focused cell element stands for another point: keep the focus on the cursor's.
      if (relaid && this.access.hasFocus()) this.access.cell(S.tabStop(this.state))?.focus({ preventScroll: true });
    }
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
