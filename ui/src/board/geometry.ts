// The one place that knows the board is 9 files by 10 ranks, how a square
// number maps to a point of the drawing for either orientation, and back.
import type { Side, VariantId } from "../ipc/types";
import { CHINESE_NUMERALS } from "./faces";

/** Files (vertical lines), a..i. */
export const FILES = 9;
/** Ranks (horizontal lines), 1..10; rank 0 is the first player's back rank. */
export const RANKS = 10;
/** Number of squares (intersections). */
export const SQUARES = FILES * RANKS;
/** Distance between two lines, in drawing units. */
export const CELL = 100;
/** Space from the outer lines to the edge of the drawing (room for the largest pieces). */
export const MARGIN = 62;
/** Width of the whole drawing. */
export const WIDTH = (FILES - 1) * CELL + 2 * MARGIN;
/** Height of the whole drawing. */
export const HEIGHT = (RANKS - 1) * CELL + 2 * MARGIN;

/** A point of the drawing. */
export interface Point {
  x: number; // drawing units, left to right
  y: number; // drawing units, top to bottom
}

/** File (0..8) of a square. */
export const fileOf = (sq: number): number => sq % FILES;
/** Rank (0..9) of a square. */
export const rankOf = (sq: number): number => Math.floor(sq / FILES);
/** Square of a file and rank, or null when off the board. */
export function squareAt(file: number, rank: number): number | null {
  if (!Number.isInteger(file) || !Number.isInteger(rank)) return null;
  if (file < 0 || file >= FILES || rank < 0 || rank >= RANKS) return null;
  return rank * FILES + file;
}
/** True for 0..89. */
export const isSquare = (sq: number): boolean => Number.isInteger(sq) && sq >= 0 && sq < SQUARES;

/** Column on screen (0 = left) of a file for the side drawn at the bottom. */
export const screenCol = (file: number, bottom: Side): number => (bottom === "first" ? file : FILES - 1 - file);
/** Row on screen (0 = top) of a rank for the side drawn at the bottom. */
export const screenRow = (rank: number, bottom: Side): number => (bottom === "first" ? RANKS - 1 - rank : rank);

/** Centre of a square in drawing units. */
export function squareToPoint(sq: number, bottom: Side): Point {
  return {
    x: MARGIN + screenCol(fileOf(sq), bottom) * CELL,
    y: MARGIN + screenRow(rankOf(sq), bottom) * CELL,
  };
}

/** Point of a line crossing given by screen column/row (used to draw lines). */
export const gridPoint = (col: number, row: number): Point => ({ x: MARGIN + col * CELL, y: MARGIN + row * CELL });

/** Square nearest to a point, or null when the point is further than `reach` cells from every intersection. */
export function pointToSquare(p: Point, bottom: Side, reach = 0.5): number | null {
  const col = Math.round((p.x - MARGIN) / CELL);
  const row = Math.round((p.y - MARGIN) / CELL);
  if (col < 0 || col >= FILES || row < 0 || row >= RANKS) return null;
  const dx = p.x - (MARGIN + col * CELL);
  const dy = p.y - (MARGIN + row * CELL);
  if (Math.abs(dx) > reach * CELL || Math.abs(dy) > reach * CELL) return null;
  const file = bottom === "first" ? col : FILES - 1 - col;
  const rank = bottom === "first" ? RANKS - 1 - row : row;
  return squareAt(file, rank);
}

/** The drawn box of a board element on screen (its client rectangle). */
export interface Rect {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Client (pixel) coordinates to drawing units for a drawing shown in `rect` with the given viewBox. */
export function clientToPoint(clientX: number, clientY: number, rect: Rect, view: ViewBox = FULL_VIEW): Point {
  // The SVG keeps its aspect ratio (xMidYMid meet): one scale, centred.
  const scale = Math.min(rect.width / view.width, rect.height / view.height);
  const offX = (rect.width - view.width * scale) / 2;
  const offY = (rect.height - view.height * scale) / 2;
  return {
    x: view.x + (clientX - rect.left - offX) / scale,
    y: view.y + (clientY - rect.top - offY) / scale,
  };
}

/** A region of the drawing to show. */
export interface ViewBox {
  x: number;
  y: number;
  width: number;
  height: number;
}
/** The whole board. */
export const FULL_VIEW: ViewBox = { x: 0, y: 0, width: WIDTH, height: HEIGHT };

/** The bottom `ranks` ranks of the board (setup diagrams show a side's own half). */
export function bottomRanksView(ranks: number): ViewBox {
  const height = (ranks - 1) * CELL + 2 * MARGIN;
  return { x: 0, y: HEIGHT - height, width: WIDTH, height };
}

/** Moves a square by a screen direction (dx right, dy down); null when that leaves the board. */
export function stepOnScreen(sq: number, dx: number, dy: number, bottom: Side): number | null {
  const col = screenCol(fileOf(sq), bottom) + dx;
  const row = screenRow(rankOf(sq), bottom) + dy;
  if (col < 0 || col >= FILES || row < 0 || row >= RANKS) return null;
  const file = bottom === "first" ? col : FILES - 1 - col;
  const rank = bottom === "first" ? RANKS - 1 - row : row;
  return squareAt(file, rank);
}

/** Palace squares drawn with diagonals: files d..f, ranks 0..2 and 7..9. */
export const PALACE_FILES = [3, 5] as const;
/** Ranks spanned by the two palaces. */
export const PALACE_RANKS = [
  [0, 2],
  [7, 9],
] as const;
/** The river lies between these two ranks (Xiangqi). */
export const RIVER_BELOW = 4;

/** The top `ranks` ranks of the board (the opponent's half in a setup diagram). */
export function topRanksView(ranks: number): ViewBox {
  const height = (ranks - 1) * CELL + 2 * MARGIN;
  return { x: 0, y: 0, width: WIDTH, height };
}

// ---------------------------------------------------------------------------
// Coordinates: the numbers of the game's own notation, drawn in a band around
// the board.

/** Width of the coordinate band left and right of the board (drawing units). */
export const COORD_BAND_X = 36;
/** Height of the band above and below: proportional, so a board with coordinates keeps the aspect ratio a layout sized for FULL_VIEW expects. */
export const COORD_BAND_Y = (COORD_BAND_X * HEIGHT) / WIDTH;
/** Font size of the coordinate numbers (drawing units; ≈10 px on a 360 px wide phone). */
export const COORD_FONT = 28;
/** Distance of a label's centre outside the board's edge: the middle of the strip between the edge pieces and the band's outer edge. */
const COORD_OFFSET = 11;

/** `view` grown by the coordinate band on every side (same aspect ratio). */
export function withCoordinates(view: ViewBox): ViewBox {
  const dy = (COORD_BAND_X * view.height) / view.width;
  return { x: view.x - COORD_BAND_X, y: view.y - dy, width: view.width + 2 * COORD_BAND_X, height: view.height + 2 * dy };
}

/** Janggi file as `.gib` numbers it: 1..9 from the left as Cho (first) sees the board. */
export const gibFile = (file: number): number => file + 1;
/** Janggi rank as `.gib` numbers it: 1..9 from Han's back rank, Cho's back rank is 0. */
export const gibRank = (rank: number): number => (RANKS - rank) % 10;
/** Xiangqi file as WXF numbers it for `side`: 1..9 from that side's own right. */
export const wxfFile = (file: number, side: Side): number => (side === "first" ? FILES - file : file + 1);
/** Xiangqi rank counted 1..10 from `side`'s own back rank (for spoken names; WXF itself counts steps). */
export const ownRank = (rank: number, side: Side): number => (side === "first" ? rank + 1 : RANKS - rank);

/** How a file number is written. */
export type Numerals = "arabic" | "chinese";

/** One coordinate number drawn next to the board. */
export interface CoordLabel {
  x: number; // centre, drawing units
  y: number; // centre, drawing units
  text: string; // the number
  axis: "file" | "rank"; // which line it names
  side: Side | null; // Xiangqi: whose numbering (drawn along that side's edge); Janggi: null (one numbering)
}

/** The coordinate labels of a variant for the side drawn at the bottom.
 *
 * Janggi: `.gib` numbers, which belong to the board, not to the viewer —
 * files 1..9 under the board, ranks 1..9,0 on its left; with Han at the bottom
 * they read 9..1 and 0..1 (the same points keep the same names as in the move
 * list). Xiangqi: WXF file numbers, each side's from its own right along its
 * own edge; `redNumerals` writes Red's in Chinese numerals as on printed boards.
 */
export function coordinateLabels(variant: VariantId, bottom: Side, redNumerals: Numerals = "arabic"): CoordLabel[] {
  const out: CoordLabel[] = [];
  const below = HEIGHT + COORD_OFFSET;
  const above = -COORD_OFFSET;
  const top: Side = bottom === "first" ? "second" : "first";
  for (let file = 0; file < FILES; file++) {
    const x = MARGIN + screenCol(file, bottom) * CELL;
    if (variant === "janggi") {
      out.push({ x, y: below, text: String(gibFile(file)), axis: "file", side: null });
    } else {
      for (const [side, y] of [[bottom, below], [top, above]] as const) {
        const n = wxfFile(file, side);
        const text = side === "first" && redNumerals === "chinese" ? CHINESE_NUMERALS[n - 1] : String(n);
        out.push({ x, y, text, axis: "file", side });
      }
    }
  }
  if (variant === "janggi") {
    for (let rank = 0; rank < RANKS; rank++) {
      out.push({ x: -COORD_OFFSET, y: MARGIN + screenRow(rank, bottom) * CELL, text: String(gibRank(rank)), axis: "rank", side: null });
    }
  }
  return out;
}

/** The name of a point in words-to-be: the game's file and rank numbers as the player reads them.
 *
 * Janggi: `.gib` file and rank (the same for both players). Xiangqi: the WXF
 * file and the rank counted from the bottom side's own edge.
 */
export function pointName(variant: VariantId, sq: number, bottom: Side): { file: string; rank: string } {
  const f = fileOf(sq);
  const r = rankOf(sq);
  if (variant === "janggi") return { file: String(gibFile(f)), rank: String(gibRank(r)) };
  return { file: String(wxfFile(f, bottom)), rank: String(ownRank(r, bottom)) };
}
