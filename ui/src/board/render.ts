// All drawing of the board lives here: the wooden board (drawn once per
// variant/orientation) and the dynamic layers (highlights, pieces, dots,
// cursor, ghost) redrawn from a BoardState at most once per frame.
import type { PieceDto, PieceStyle, Role, Side, VariantId } from "../ipc/types";
import type { Numerals, Point, ViewBox } from "./geometry";
import {
  CELL,
  COORD_BAND_X,
  COORD_BAND_Y,
  COORD_FONT,
  FILES,
  FULL_VIEW,
  HEIGHT,
  MARGIN,
  PALACE_DIAGONALS,
  RANKS,
  RIVER_BELOW,
  WIDTH,
  coordinateLabels,
  gridPoint,
  screenRow,
  squareToPoint,
  withCoordinates,
  compactView,
} from "./geometry";
import type { BoardState } from "./state";
import { destinations } from "./state";
import { RIVER_TEXT, faceOf } from "./faces";
import { pictogram } from "./pictogram";
import { xiangqiArmy } from "./diagram";

const NS = "http://www.w3.org/2000/svg";
type Attrs = Record<string, string | number>;

/** Creates an SVG element with attributes and children. */
export function el(tag: string, attrs: Attrs = {}, children: (Element | string)[] = []): SVGElement {
  const e = document.createElementNS(NS, tag) as SVGElement;
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, String(v));
  for (const c of children) e.append(c);
  return e;
}

/** Piece colours: the traditional ones, or a pair colour-blind players tell apart. */
export type Palette = "classic" | "colourblind";

/** Drawing options that do not change with every move. */
export interface Look {
  variant: VariantId; // board and piece shapes
  pieceStyle: PieceStyle; // faces: Janggi letters (Hanja, Hangul) or, in both games, pictograms of the moves
  palette?: Palette; // piece colours (default classic)
  coordinates?: boolean; // notation numbers around the board (default off; the board grows a band, same aspect ratio)
  numerals?: Numerals; // Xiangqi: Red's file numbers in Chinese numerals (default arabic; Janggi ignores it)
}

/** Ink colours of each side in each palette. The colour-blind pair is blue
 * against vermilion (they differ on the blue–yellow axis that red–green
 * colour blindness keeps) and darker: more contrast against the piece face than the classic inks;
 * app.css mirrors these as --cho/--han/--xiangqi-red/--xiangqi-black (a test
 * keeps them equal). */
export const PALETTES: Record<Palette, Record<VariantId, Record<Side, string>>> = {
  classic: {
    janggi: { first: "#0c6b52", second: "#c0242c" }, // Cho green-blue, Han red
    xiangqi: { first: "#b8161d", second: "#1d1b19" }, // Red, Black
  },
  colourblind: {
    janggi: { first: "#0b4ea2", second: "#a82c08" }, // Cho blue, Han vermilion
    xiangqi: { first: "#a82c08", second: "#16161d" }, // Red as vermilion, Black
  },
};

/** Ink colours of each side (classic palette). */
export const INK: Record<VariantId, Record<Side, string>> = PALETTES.classic;

/** The ink of a side's pieces in a look. */
export const inkOf = (look: Look, side: Side): string => PALETTES[look.palette ?? "classic"][look.variant][side];

/** Piece radius per role: Janggi general largest, guard and soldier smallest. */
export function pieceRadius(variant: VariantId, role: Role): number {
  if (variant === "xiangqi") return 0.43 * CELL;
  if (role === "general") return 0.47 * CELL;
  if (role === "guard" || role === "soldier") return 0.335 * CELL;
  return 0.405 * CELL;
}

const SERIF =
  '"Noto Serif CJK KR", "Noto Serif KR", "Source Han Serif K", "Noto Serif CJK TC", "Noto Serif CJK SC", "Noto Serif CJK JP", "AppleMyungjo", "Batang", "SimSun", "MS Mincho", serif';
const SANS = '"Noto Sans CJK KR", "Noto Sans KR", "Source Han Sans K", "Apple SD Gothic Neo", "Malgun Gothic", "Noto Sans CJK JP", sans-serif';

/** Vertices of a regular octagon with flat top and bottom. */
function octagon(r: number): string {
  const pts: string[] = [];
  for (let k = 0; k < 8; k++) {
    const a = Math.PI / 8 + (k * Math.PI) / 4;
    pts.push(`${(r * Math.cos(a)).toFixed(2)},${(r * Math.sin(a)).toFixed(2)}`);
  }
  return pts.join(" ");
}

let defsCounter = 0;

/** Gradients shared by one board drawing; ids are unique per board. */
export function makeDefs(): { defs: SVGElement; id: (name: string) => string } {
  const prefix = `jb${++defsCounter}-`;
  const id = (name: string) => prefix + name;
  const lin = (name: string, stops: [number, string][], x2 = 0, y2 = 1) =>
    el(
      "linearGradient",
      { id: id(name), x1: 0, y1: 0, x2, y2 },
      stops.map(([o, c]) => el("stop", { offset: o, "stop-color": c })),
    );
  const defs = el("defs", {}, [
    lin(
      "wood",
      [
        [0, "#e9c487"],
        [0.45, "#ddb173"],
        [1, "#d3a262"],
      ],
      1,
      1,
    ),
    lin("edge", [
      [0, "#c99a5b"],
      [1, "#8f6431"],
    ]),
    lin("face", [
      [0, "#fdf5e2"],
      [0.6, "#f1dfb8"],
      [1, "#e4c894"],
    ]),
    el("radialGradient", { id: id("vignette"), cx: 0.5, cy: 0.45, r: 0.75 }, [
      el("stop", { offset: 0.55, "stop-color": "#6b3f12", "stop-opacity": 0 }),
      el("stop", { offset: 1, "stop-color": "#6b3f12", "stop-opacity": 0.22 }),
    ]),
    el("radialGradient", { id: id("check"), cx: 0.5, cy: 0.5, r: 0.5 }, [
      el("stop", { offset: 0, "stop-color": "#ff2a1a", "stop-opacity": 0.85 }),
      el("stop", { offset: 0.55, "stop-color": "#ff3b1f", "stop-opacity": 0.45 }),
      el("stop", { offset: 1, "stop-color": "#ff3b1f", "stop-opacity": 0 }),
    ]),
    el("marker", { id: id("line-arrow"), viewBox: "0 0 10 10", refX: 3, refY: 5, markerWidth: 2.6, markerHeight: 2.6, orient: "auto-start-reverse" }, [
      el("path", { d: "M0,0 L10,5 L0,10 z", fill: "#0f6b4f", "fill-opacity": 0.85 }),
    ]),
    el("marker", { id: id("arrow"), viewBox: "0 0 10 10", refX: 2, refY: 5, markerWidth: 3.4, markerHeight: 3.4, orient: "auto-start-reverse" }, [
      el("path", { d: "M0,0 L10,5 L0,10 z", fill: "#1f5fbf", "fill-opacity": 0.8 }),
    ]),
  ]);
  return { defs, id };
}

/** A small deterministic random sequence so the grain is the same on every run. */
function seeded(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** The wooden board: grain, grid, palaces, river, point marks, and with `look.coordinates` the numbers in a band around it. */
export function drawBoard(look: Look, bottom: Side, id: (n: string) => string): SVGElement {
  const g = el("g", { class: "board" });
  // The wood covers the coordinate band too.
  const bx = look.coordinates ? COORD_BAND_X : 0;
  const by = look.coordinates ? COORD_BAND_Y : 0;
  const wood = { x: -bx, y: -by, width: WIDTH + 2 * bx, height: HEIGHT + 2 * by };
  g.append(el("rect", { ...wood, rx: 18, fill: `url(#${id("wood")})`, class: "wood" }));
  // Wood grain: long, gently waving strokes at low opacity.
  const rnd = seeded(look.variant === "janggi" ? 7 : 11);
  const grain = el("g", { fill: "none", stroke: "#8a5a25", "stroke-linecap": "round", class: "grain" });
  for (let i = 0; i < 46; i++) {
    const y0 = wood.y + rnd() * wood.height;
    const amp = 6 + rnd() * 18;
    const len = wood.width / (1.5 + rnd() * 2);
    let d = `M ${wood.x - 10} ${y0.toFixed(1)}`;
    for (let x = wood.x; x <= wood.x + wood.width + 20; x += len / 2) {
      d += ` Q ${(x + len / 4).toFixed(1)} ${(y0 + (rnd() - 0.5) * 2 * amp).toFixed(1)} ${(x + len / 2).toFixed(1)} ${(y0 + (rnd() - 0.5) * amp).toFixed(1)}`;
    }
    grain.append(el("path", { d, "stroke-width": (0.6 + rnd() * 2.2).toFixed(2), "stroke-opacity": (0.05 + rnd() * 0.1).toFixed(3) }));
  }
  g.append(grain);
  // Darker towards the edges, a light bevel on top, a dark rim: a solid board.
  const inset = (d: number) => ({ x: wood.x + d, y: wood.y + d, width: wood.width - 2 * d, height: wood.height - 2 * d });
  g.append(el("rect", { ...wood, rx: 18, fill: `url(#${id("vignette")})`, class: "shade" }));
  g.append(el("rect", { ...inset(7), rx: 13, fill: "none", stroke: "#fff4dc", "stroke-opacity": 0.35, "stroke-width": 2, class: "shade" }));
  g.append(el("rect", { ...inset(3), rx: 16, fill: "none", stroke: "#7a5226", "stroke-opacity": 0.6, "stroke-width": 5, class: "rim" }));

  const ink = "#3b2410";
  const lines = el("g", { stroke: ink, "stroke-width": 2.2, "stroke-linecap": "square", fill: "none", class: "lines" });
  const top = gridPoint(0, 0);
  const bot = gridPoint(FILES - 1, RANKS - 1);
  const river = look.variant === "xiangqi";
  // Outer frame, drawn a little heavier (a double line on Xiangqi boards).
  lines.append(el("rect", { x: top.x, y: top.y, width: bot.x - top.x, height: bot.y - top.y, "stroke-width": 3.4 }));
  if (river) lines.append(el("rect", { x: top.x - 9, y: top.y - 9, width: bot.x - top.x + 18, height: bot.y - top.y + 18, "stroke-width": 1.6 }));
  for (let row = 1; row < RANKS - 1; row++) {
    const a = gridPoint(0, row);
    const b = gridPoint(FILES - 1, row);
    lines.append(el("line", { x1: a.x, y1: a.y, x2: b.x, y2: b.y }));
  }
  const riverTop = screenRow(bottom === "first" ? RIVER_BELOW + 1 : RIVER_BELOW, bottom);
  for (let col = 1; col < FILES - 1; col++) {
    if (river) {
      // Files stop at the river on a Xiangqi board.
      const a = gridPoint(col, 0);
      const m1 = gridPoint(col, riverTop);
      const m2 = gridPoint(col, riverTop + 1);
      const b = gridPoint(col, RANKS - 1);
      lines.append(el("line", { x1: a.x, y1: a.y, x2: m1.x, y2: m1.y }));
      lines.append(el("line", { x1: m2.x, y1: m2.y, x2: b.x, y2: b.y }));
    } else {
      const a = gridPoint(col, 0);
      const b = gridPoint(col, RANKS - 1);
      lines.append(el("line", { x1: a.x, y1: a.y, x2: b.x, y2: b.y }));
    }
  }
  // Palace diagonals.
  for (const [from, to] of PALACE_DIAGONALS) {
    const a = squareToPoint(from, bottom);
    const b = squareToPoint(to, bottom);
    lines.append(el("line", { x1: a.x, y1: a.y, x2: b.x, y2: b.y }));
  }
  g.append(lines);

  if (river) {
    const y = gridPoint(0, riverTop).y + CELL / 2;
    const txt = el("g", {
      fill: ink,
      "fill-opacity": 0.72,
      "font-family": SERIF,
      "font-size": 52,
      "font-weight": 700,
      "text-anchor": "middle",
      "dominant-baseline": "central",
      class: "river-text",
    });
    txt.append(el("text", { x: gridPoint(2, 0).x, y }, [RIVER_TEXT[0]]));
    txt.append(el("text", { x: gridPoint(6, 0).x, y }, [RIVER_TEXT[1]]));
    g.append(txt);
    // Point marks where cannons and soldiers start (the start armies, from the rules crate).
    const marks = el("g", { stroke: ink, "stroke-width": 2, fill: "none", class: "lines" });
    const starts = (["first", "second"] as const).flatMap((side) => xiangqiArmy(side).filter((p) => p.role === "cannon" || p.role === "soldier"));
    for (const { square } of starts) {
      const p = squareToPoint(square, bottom);
      const o = 7;
      const l = 16;
      for (const sx of [-1, 1]) {
        if ((sx < 0 && p.x <= MARGIN) || (sx > 0 && p.x >= WIDTH - MARGIN)) continue;
        for (const sy of [-1, 1]) {
          const x = p.x + sx * o;
          const yy = p.y + sy * o;
          marks.append(el("path", { d: `M ${x + sx * l} ${yy} H ${x} V ${yy + sy * l}` }));
        }
      }
    }
    g.append(marks);
  }
  if (look.coordinates) g.append(drawCoordinates(look, bottom, ink));
  return g;
}

/** The notation numbers in the band around the board (positions from geometry.ts). */
function drawCoordinates(look: Look, bottom: Side, ink: string): SVGElement {
  const g = el("g", {
    class: "coords",
    fill: ink,
    "fill-opacity": 0.85,
    "font-family": SANS,
    "font-size": COORD_FONT,
    "font-weight": 700,
    "text-anchor": "middle",
    "dominant-baseline": "central",
    "aria-hidden": "true",
  });
  for (const l of coordinateLabels(look.variant, bottom, look.numerals ?? "arabic")) {
    // Xiangqi: each side's numbers in that side's ink, so whose they are is plain.
    const fill = l.side ? inkOf(look, l.side) : undefined;
    const attrs: Attrs = { x: l.x, y: l.y, class: `coord coord-${l.axis}${l.side ? ` coord-${l.side}` : ""}` };
    if (fill) attrs.fill = fill;
    g.append(el("text", attrs, [l.text]));
  }
  return g;
}

/** One piece, centred on (0,0); `upward`: its side plays up the screen (a pictogram soldier's arrow points its way). */
export function drawPiece(look: Look, side: Side, role: Role, id: (n: string) => string, upward = true): SVGElement {
  const r = pieceRadius(look.variant, role);
  const ink = inkOf(look, side);
  // The colour-blind palette also marks the sides by shape (the second side's
  // ring is doubled) and draws heavier, so colour is never the only clue.
  const strong = look.palette === "colourblind";
  // Classes name the parts so forced-colors mode (app.css) can repaint them.
  const g = el("g", { class: `piece side-${side}` });
  const text = faceOf(look.variant, look.pieceStyle, side, role);
  const hangul = look.variant === "janggi" && look.pieceStyle === "hangul";
  const ringWidth = (look.variant === "janggi" ? Math.max(1.6, r * 0.045) : 2.4) * (strong ? 1.8 : 1);
  const shape =
    look.variant === "janggi"
      ? (k: number, a: Attrs) => el("polygon", { points: octagon(r * k), ...a })
      : (k: number, a: Attrs) => el("circle", { r: r * k, ...a });
  const faceK = look.variant === "janggi" ? 0.87 : 0.88;
  const ringK = look.variant === "janggi" ? 0.77 : 0.76;
  g.append(shape(1, { transform: "translate(2.5 4.5)", fill: "#2b1605", "fill-opacity": 0.38, class: "piece-shadow" }));
  g.append(shape(1, { fill: `url(#${id("edge")})`, stroke: "#5e3d17", "stroke-width": 1.4, class: "piece-rim" }));
  g.append(shape(faceK, { fill: `url(#${id("face")})`, stroke: "#fffaf0", "stroke-opacity": 0.55, "stroke-width": 1.2, class: "piece-face" }));
  g.append(shape(ringK, { fill: "none", stroke: ink, "stroke-width": ringWidth, "stroke-opacity": strong ? 1 : 0.9, class: "piece-ring" }));
  if (strong && side === "second") {
    g.append(shape(ringK - 0.08, { fill: "none", stroke: ink, "stroke-width": ringWidth * 0.6, class: "piece-ring" }));
  }
  if (look.pieceStyle === "pictogram") {
    g.append(drawPictogram(look.variant, role, r, ink, strong, upward));
    return g;
  }
  const size = r * (hangul ? 0.92 : role === "general" && look.variant === "janggi" ? 1.12 : 1.02) * (strong && side === "second" ? 0.94 : 1);
  g.append(
    el(
      "text",
      {
        y: hangul ? r * 0.02 : r * 0.04,
        fill: ink,
        "font-family": hangul ? SANS : SERIF,
        "font-size": size.toFixed(1),
        "font-weight": strong ? 900 : hangul ? 800 : 700,
        "text-anchor": "middle",
        "dominant-baseline": "central",
        class: "piece-text",
      },
      [text],
    ),
  );
  return g;
}

/** A pictogram face (pictogram.ts) inside the ring: paths in the side's ink, no text. */
function drawPictogram(variant: VariantId, role: Role, r: number, ink: string, strong: boolean, upward: boolean): SVGElement {
  // The picture fills the ring alike on every size, so the Janggi size ranks
  // stay in the rim while the small pieces' pictures stay legible.
  const k = r * 0.5;
  const width = (strong ? 0.2 : 0.16) * (variant === "janggi" && (role === "guard" || role === "soldier") ? 1.1 : 1);
  const g = el("g", {
    // Only the soldier's picture has a forward: it points the way its side plays.
    transform: `scale(${k.toFixed(2)})${!upward && role === "soldier" ? " rotate(180)" : ""}`,
    stroke: ink,
    fill: "none",
    "stroke-width": width,
    "stroke-linecap": "round",
    "stroke-linejoin": "round",
    class: "piece-pictogram",
    "data-pictogram": `${variant}-${role}`,
  });
  for (const s of pictogram(variant, role)) {
    const a: Attrs = { d: s.d, class: s.fill ? "pict-fill" : "pict-line" };
    if (s.fill) Object.assign(a, { fill: ink, "stroke-width": width * 0.5 });
    if (s.thin) a["stroke-width"] = width * 0.7;
    if (s.dash) a["stroke-dasharray"] = "0.14 0.14";
    g.append(el("path", a));
  }
  return g;
}

/** An animation of one piece in flight. */
export interface Flight {
  square: number; // the piece (at its new square) that is moving
  from: Point; // start point
  t: number; // 0..1 eased progress
}

/** A piece fading out (captured during the current animation). */
export interface Fading {
  piece: PieceDto; // the captured piece
  opacity: number; // 1..0
}

const viewBoxText = (v: ViewBox): string => `${v.x} ${v.y} ${v.width} ${v.height}`;

/** Draws a board into an <svg> and redraws its dynamic layers on demand. */
export class BoardRenderer {
  readonly svg: SVGSVGElement;
  private readonly id: (n: string) => string;
  private readonly boardLayer: SVGElement;
  private readonly underLayer = el("g", { class: "under" });
  private readonly pieceLayer = el("g", { class: "pieces" });
  private readonly overLayer = el("g", { class: "over", "pointer-events": "none" });
  private readonly ghostLayer = el("g", { class: "ghost", "pointer-events": "none" });
  private boardKey = ""; // what the static board was drawn for
  private pieceKey = ""; // what the cached piece nodes were drawn for
  private shown: ViewBox; // the viewBox in use
  private compact = false; // the whole board on a narrow screen: margins cropped (compactView)
  private readonly nodes = new Map<string, SVGElement>();

  constructor(private readonly baseView: ViewBox = FULL_VIEW) {
    this.shown = baseView;
    this.svg = el("svg", {
      viewBox: viewBoxText(baseView),
      preserveAspectRatio: "xMidYMid meet",
      class: "board-svg",
      role: "img",
    }) as SVGSVGElement;
    const { defs, id } = makeDefs();
    this.id = id;
    this.boardLayer = el("g");
    this.svg.append(defs, this.boardLayer, this.underLayer, this.pieceLayer, this.overLayer, this.ghostLayer);
  }

  /** The region of the drawing shown (the base view, grown by the coordinate band when coordinates are on). */
  get view(): ViewBox {
    return this.shown;
  }

  /**
   * Crops the whole board's margins (a narrow screen: see compactView) or
   * shows them again; true when that changes what the next render shows.
   * Diagrams of a part of the board are never cropped.
   */
  setCompact(on: boolean): boolean {
    const want = on && this.baseView === FULL_VIEW;
    if (want === this.compact) return false;
    this.compact = want;
    return true;
  }

  /** Redraws the static board when the game, the orientation or the look changed. */
  private ensureBoard(look: Look, bottom: Side): void {
    const palette = look.palette ?? "classic";
    const boardKey = [look.variant, bottom, palette, !!look.coordinates, look.numerals ?? "arabic", this.compact].join("|");
    const pieceKey = [look.variant, look.pieceStyle, palette, look.pieceStyle === "pictogram" ? bottom : ""].join("|");
    if (boardKey !== this.boardKey) {
      this.boardLayer.replaceChildren(drawBoard(look, bottom, this.id));
      this.shown = this.compact
        ? compactView(this.baseView, look.variant, !!look.coordinates)
        : look.coordinates
          ? withCoordinates(this.baseView)
          : this.baseView;
      this.svg.dataset.compact = String(this.compact);
      this.svg.setAttribute("viewBox", viewBoxText(this.shown));
      this.boardKey = boardKey;
    }
    if (pieceKey !== this.pieceKey) {
      this.nodes.clear();
      this.pieceLayer.replaceChildren();
      this.pieceKey = pieceKey;
    }
  }

  /** Draws everything for a state; `flight` and `fading` come from the running animation. */
  render(look: Look, s: BoardState, flight: Flight | null = null, fading: Fading | null = null): void {
    this.ensureBoard(look, s.orientation);
    // For tests and end-to-end drivers: what is drawn, without reading pixels.
    this.svg.dataset.orientation = s.orientation;
    this.svg.dataset.variant = look.variant;
    this.svg.dataset.palette = look.palette ?? "classic";
    this.svg.dataset.coordinates = look.coordinates ? "on" : "off";
    this.svg.dataset.selected = s.selected === null ? "" : String(s.selected);
    const at = (sq: number) => squareToPoint(sq, s.orientation);
    const id = this.id;

    // Under the pieces: last move, check glow, capture-fade.
    const under: SVGElement[] = [];
    if (s.lastMove && s.lastMove.from !== s.lastMove.to) {
      const a = at(s.lastMove.from);
      const b = at(s.lastMove.to);
      under.push(
        el("circle", {
          cx: a.x,
          cy: a.y,
          r: CELL * 0.2,
          fill: "#f6c945",
          "fill-opacity": 0.55,
          stroke: "#b7860f",
          "stroke-width": 2,
          "stroke-opacity": 0.6,
          class: "last-from",
        }),
      );
      under.push(
        el("rect", { x: b.x - CELL * 0.5, y: b.y - CELL * 0.5, width: CELL, height: CELL, rx: 14, fill: "#f6c945", "fill-opacity": 0.42, class: "last-to" }),
      );
    }
    if (s.checked !== null) {
      const p = at(s.checked);
      under.push(el("circle", { cx: p.x, cy: p.y, r: CELL * 0.72, fill: `url(#${id("check")})`, class: "check-glow" }));
    }
    if (fading) {
      const p = at(fading.piece.square);
      const ghost = drawPiece(look, fading.piece.side, fading.piece.role, id, fading.piece.side === s.orientation);
      ghost.setAttribute("transform", `translate(${p.x} ${p.y})`);
      ghost.setAttribute("opacity", fading.opacity.toFixed(3));
      under.push(ghost);
    }
    this.underLayer.replaceChildren(...under);

    // Pieces, keyed so an animation only moves one node.
    const keep = new Set<string>();
    const drag = s.drag?.active ? s.drag : null;
    for (const p of s.pieces) {
      const key = `${p.square}:${p.side}:${p.role}`;
      keep.add(key);
      let node = this.nodes.get(key);
      if (!node) {
        node = drawPiece(look, p.side, p.role, id, p.side === s.orientation);
        node.dataset.square = String(p.square);
        node.dataset.side = p.side;
        node.dataset.role = p.role;
        this.nodes.set(key, node);
      }
      let pt = at(p.square);
      if (flight && flight.square === p.square) {
        pt = { x: flight.from.x + (pt.x - flight.from.x) * flight.t, y: flight.from.y + (pt.y - flight.from.y) * flight.t };
      }
      const lifted = s.selected === p.square && !drag;
      // Only what changed: an attribute set again is a repaint again.
      setAttr(node, "transform", lifted ? `translate(${pt.x} ${pt.y - 4}) scale(1.07)` : `translate(${pt.x} ${pt.y})`);
      setAttr(node, "opacity", drag && drag.from === p.square ? "0.35" : "1");
      if (flight && flight.square === p.square)
        this.pieceLayer.append(node); // on top while flying
      else if (node.parentNode !== this.pieceLayer) this.pieceLayer.append(node);
    }
    for (const [key, node] of this.nodes) {
      if (!keep.has(key)) {
        node.remove();
        this.nodes.delete(key);
      }
    }

    // Over the pieces: selection ring, destinations, capture rings, hint, cursor.
    const over: SVGElement[] = [];
    const from = drag ? drag.from : s.selected;
    if (from !== null) {
      const p = at(from);
      const piece = s.pieces.find((x) => x.square === from);
      const r = piece ? pieceRadius(look.variant, piece.role) : CELL * 0.4;
      over.push(
        el("circle", {
          cx: p.x,
          cy: p.y - (drag ? 0 : 4),
          r: r + 6,
          fill: "none",
          stroke: "#1f7ae0",
          "stroke-width": 4.5,
          "stroke-opacity": 0.85,
          class: "select-ring",
        }),
      );
      const occupied = new Map(s.pieces.map((x) => [x.square, x]));
      for (const to of destinations(s, from)) {
        const q = at(to);
        const target = occupied.get(to);
        if (target) {
          const rr = pieceRadius(look.variant, target.role) + 6;
          over.push(
            el("circle", {
              cx: q.x,
              cy: q.y,
              r: rr,
              fill: "none",
              stroke: "#e0241b",
              "stroke-width": 5.5,
              "stroke-opacity": 0.9,
              class: "capture-ring",
              "data-square": to,
            }),
          );
        } else {
          // 0.17 of a cell: at least 12 px across on a 360 px phone.
          over.push(el("circle", { cx: q.x, cy: q.y, r: CELL * 0.17, fill: "#13513e", "fill-opacity": 0.55, class: "dest-dot", "data-square": to }));
        }
      }
    }
    // The engine lines' first moves, the worst drawn first so the best lies on top.
    for (const w of [...(s.arrows ?? [])].sort((x, y) => y.rank - x.rank)) {
      const a = at(w.from);
      const b = at(w.to);
      const len = Math.hypot(b.x - a.x, b.y - a.y) || 1;
      const ux = (b.x - a.x) / len;
      const uy = (b.y - a.y) / len;
      const opacity = [0.85, 0.55, 0.4, 0.32, 0.26][w.rank] ?? 0.26;
      const width = [13, 10, 8, 7, 6][w.rank] ?? 6;
      over.push(
        el("line", {
          x1: a.x + ux * CELL * 0.2,
          y1: a.y + uy * CELL * 0.2,
          x2: b.x - ux * CELL * 0.42,
          y2: b.y - uy * CELL * 0.42,
          stroke: "#0f6b4f",
          "stroke-opacity": opacity,
          "stroke-width": width,
          "stroke-linecap": "round",
          "marker-end": `url(#${id("line-arrow")})`,
          class: "engine-arrow",
          "data-rank": w.rank,
          "data-from": w.from,
          "data-to": w.to,
        }),
      );
    }
    if (s.hint) {
      // Rings on both ends and an arrow between them, readable even for a one-point step.
      const a = at(s.hint.from);
      const b = at(s.hint.to);
      const len = Math.hypot(b.x - a.x, b.y - a.y) || 1;
      const ux = (b.x - a.x) / len;
      const uy = (b.y - a.y) / len;
      const blue = "#1f5fbf";
      over.push(el("circle", { cx: a.x, cy: a.y, r: CELL * 0.46, fill: "none", stroke: blue, "stroke-width": 4, "stroke-opacity": 0.75, class: "hint" }));
      over.push(
        el("circle", {
          cx: b.x,
          cy: b.y,
          r: CELL * 0.3,
          fill: blue,
          "fill-opacity": 0.18,
          stroke: blue,
          "stroke-width": 4,
          "stroke-dasharray": "10 7",
          "stroke-opacity": 0.85,
          class: "hint",
        }),
      );
      if (len > CELL * 1.5) {
        const x1 = a.x + ux * CELL * 0.48;
        const y1 = a.y + uy * CELL * 0.48;
        const x2 = b.x - ux * CELL * 0.52;
        const y2 = b.y - uy * CELL * 0.52;
        over.push(
          el("line", {
            x1,
            y1,
            x2,
            y2,
            stroke: blue,
            "stroke-opacity": 0.75,
            "stroke-width": 9,
            "stroke-linecap": "round",
            "marker-end": `url(#${id("arrow")})`,
            class: "hint",
          }),
        );
      }
    }
    if (s.cursorVisible && s.cursor !== null) {
      const p = at(s.cursor);
      const h = CELL * 0.48;
      over.push(
        el("rect", {
          x: p.x - h,
          y: p.y - h,
          width: 2 * h,
          height: 2 * h,
          rx: 10,
          fill: "none",
          stroke: "#1f4fd0",
          "stroke-width": 4,
          "stroke-dasharray": "14 8",
          class: "cursor",
        }),
      );
    }
    this.overLayer.replaceChildren(...over);

    // The ghost follows the pointer while dragging.
    const ghost: SVGElement[] = [];
    if (drag) {
      const piece = s.pieces.find((x) => x.square === drag.from);
      if (piece) {
        const g = drawPiece(look, piece.side, piece.role, id, piece.side === s.orientation);
        g.setAttribute("transform", `translate(${drag.pos.x} ${drag.pos.y}) scale(1.12)`);
        ghost.push(g);
      }
    }
    this.ghostLayer.replaceChildren(...ghost);
  }
}

/** Sets `name` to `value` unless it already has it. */
function setAttr(node: Element, name: string, value: string): void {
  if (node.getAttribute(name) !== value) node.setAttribute(name, value);
}
