// The board for screen readers and keyboards: an HTML grid laid over the
// drawing (one gridcell per point, named in words by the host's labeller),
// a roving focus that follows the keyboard cursor, and a live region for
// announcements. Drawing stays in render.ts; input stays in state.ts.
import type { PieceDto, Side, VariantId } from "../ipc/types";
import type { ViewBox } from "./geometry";
import { CELL, FILES, RANKS, pointName, squareAt, squareToPoint } from "./geometry";
import type { BoardState } from "./state";
import { destinations } from "./state";

/** Everything a labeller may say about one point. */
export interface PointInfo {
  square: number; // 0..89
  variant: VariantId; // which game (names of sides and pieces)
  piece: PieceDto | null; // what stands there
  file: string; // file number as the coordinates show it (Janggi .gib, Xiangqi WXF of the bottom side)
  rank: string; // rank number (Janggi .gib 1..9,0; Xiangqi 1..10 from the bottom side's edge)
  selected: boolean; // this piece is lifted
  destination: boolean; // the lifted piece may move here
  lastFrom: boolean; // the last move started here
  lastTo: boolean; // the last move ended here
  checked: boolean; // this general is in check
}

/** Words the board says; the host passes translated ones (game/announce.ts `boardWords`; the board's default is `wordsFor("en")`). */
export interface BoardWords {
  point(p: PointInfo): string; // name of a gridcell: what stands there, where, and its state
  lifted(p: PointInfo, moves: number): string; // announced when a piece is lifted (`moves` destinations)
  dropped(p: PointInfo): string; // announced when the lifted piece is put back without a move
}

/** What the labeller gets for `sq` in a state. */
export function pointInfo(s: BoardState, variant: VariantId, sq: number): PointInfo {
  const { file, rank } = pointName(variant, sq, s.orientation);
  const lifted = s.drag?.from ?? s.selected;
  return {
    square: sq,
    variant,
    piece: s.pieces.find((p) => p.square === sq) ?? null,
    file,
    rank,
    selected: lifted === sq,
    destination: lifted !== null && destinations(s, lifted).includes(sq),
    lastFrom: s.lastMove?.from === sq && s.lastMove.from !== s.lastMove.to,
    lastTo: s.lastMove?.to === sq && s.lastMove.from !== s.lastMove.to,
    checked: s.checked === sq,
  };
}

/** Squares in screen order: rows top to bottom, each left to right, for the side at the bottom. */
export function screenRows(bottom: Side): number[][] {
  const rows: number[][] = [];
  for (let row = 0; row < RANKS; row++) {
    const cells: number[] = [];
    for (let col = 0; col < FILES; col++) {
      const file = bottom === "first" ? col : FILES - 1 - col;
      const rank = bottom === "first" ? RANKS - 1 - row : row;
      cells.push(squareAt(file, rank) as number);
    }
    rows.push(cells);
  }
  return rows;
}

/** Styles that hide an element visually but keep it for screen readers. */
const SR_ONLY =
  "position:absolute;width:1px;height:1px;margin:-1px;padding:0;border:0;overflow:hidden;clip:rect(0 0 0 0);clip-path:inset(50%);white-space:nowrap";

/** The accessible layer of one board: grid, cells, live region. */
export class AccessLayer {
  readonly grid: HTMLDivElement; // role=grid, laid over the drawing
  readonly live: HTMLDivElement; // aria-live region
  private readonly cells = new Map<number, HTMLDivElement>();
  private readonly rows: HTMLDivElement[] = [];
  private bottom: Side | null = null;
  private view: ViewBox | null = null;
  private liveToggle = false;

  constructor(label: string) {
    this.grid = document.createElement("div");
    this.grid.className = "board-grid";
    this.grid.setAttribute("role", "grid");
    this.grid.setAttribute("aria-label", label);
    // Transparent and click-through: the drawing takes the pointer, the grid the focus.
    this.grid.style.cssText = "position:absolute;left:0;top:0;width:100%;height:100%;pointer-events:none;outline:none";
    for (let row = 0; row < RANKS; row++) {
      const r = document.createElement("div");
      r.setAttribute("role", "row");
      this.rows.push(r);
      this.grid.append(r);
      for (let col = 0; col < FILES; col++) {
        const c = document.createElement("div");
        c.setAttribute("role", "gridcell");
        c.tabIndex = -1;
        c.style.cssText = "position:absolute;outline:none";
        r.append(c);
      }
    }
    this.live = document.createElement("div");
    this.live.className = "board-live";
    this.live.setAttribute("aria-live", "polite");
    this.live.setAttribute("aria-atomic", "true");
    this.live.style.cssText = SR_ONLY;
  }

  /** The grid's accessible name. */
  setLabel(label: string): void {
    this.grid.setAttribute("aria-label", label);
  }

  /** Square of a cell element, or null. */
  squareOf(node: EventTarget | null): number | null {
    const sq = node instanceof HTMLElement ? node.dataset.square : undefined;
    return sq === undefined ? null : Number(sq);
  }

  /** The cell of a square. */
  cell(sq: number): HTMLDivElement | undefined {
    return this.cells.get(sq);
  }

  /** True when the keyboard focus is on one of the cells. */
  hasFocus(): boolean {
    const a = document.activeElement;
    return !!a && this.grid.contains(a);
  }

  /** Brings the layer up to date with a state (called once per frame with the drawing); true when the cells were laid out anew (a flip). */
  update(s: BoardState, variant: VariantId, words: BoardWords, view: ViewBox, tabStop: number | null): boolean {
    const relaid = this.bottom !== s.orientation || this.view !== view;
    if (relaid) {
      // Cells in screen order, placed over their points (in % of the drawing).
      this.cells.clear();
      screenRows(s.orientation).forEach((squares, row) => {
        squares.forEach((sq, col) => {
          const c = this.rows[row].children[col] as HTMLDivElement;
          const p = squareToPoint(sq, s.orientation);
          c.dataset.square = String(sq);
          c.style.left = `${((p.x - CELL / 2 - view.x) / view.width) * 100}%`;
          c.style.top = `${((p.y - CELL / 2 - view.y) / view.height) * 100}%`;
          c.style.width = `${(CELL / view.width) * 100}%`;
          c.style.height = `${(CELL / view.height) * 100}%`;
          this.cells.set(sq, c);
        });
      });
      this.bottom = s.orientation;
      this.view = view;
    }
    this.grid.setAttribute("aria-readonly", String(!s.interactive));
    for (const [sq, c] of this.cells) {
      const info = pointInfo(s, variant, sq);
      const name = words.point(info);
      if (c.getAttribute("aria-label") !== name) c.setAttribute("aria-label", name);
      const sel = String(info.selected);
      if (c.getAttribute("aria-selected") !== sel) c.setAttribute("aria-selected", sel);
      const tab = sq === tabStop ? 0 : -1;
      if (c.tabIndex !== tab) c.tabIndex = tab;
    }
    return relaid;
  }

  /** Places the grid exactly over the drawn board inside a box of `width`×`height` px (the SVG letterboxes). */
  fit(width: number, height: number, view: ViewBox): void {
    const scale = Math.min(width / view.width, height / view.height);
    if (!(scale > 0)) return;
    const w = view.width * scale;
    const h = view.height * scale;
    Object.assign(this.grid.style, { left: `${(width - w) / 2}px`, top: `${(height - h) / 2}px`, width: `${w}px`, height: `${h}px` });
  }

  /** Says `text` through the live region (the same text twice is said twice). */
  announce(text: string): void {
    // A changed text is what makes a screen reader speak; a trailing
    // no-break space alternates so a repeated message still changes.
    this.liveToggle = !this.liveToggle;
    this.live.textContent = text + (this.liveToggle ? "\u00a0" : "");
  }
}
