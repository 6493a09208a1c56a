// Pictogram faces: each piece drawn as its move, for players who read
// neither Hanja nor Hangul. Drawn here in code (lines, arrowheads, dots) on a
// unit square (-1..1, y down, forward is up), scaled by the caller to the
// piece; no fonts, no images. Each role of each game has its own picture:
//   chariot   long arrows in four directions (any distance, straight)
//   cannon    an arrow that hops over a screen (the dot) on its way
//   horse     one orthogonal step, then one diagonal (the bent line)
//   elephant  Janggi: one orthogonal + two diagonal; Xiangqi: two diagonal, a river it stays behind
//   guard     Janggi: one step along the palace lines (eight short arrows); Xiangqi: one diagonal step (four)
//   general   a crown (the piece to protect; it moves like a guard in the palace)
//   soldier   a forward arrow and sideways ones (Xiangqi: the sideways ones dashed, after the river)
import type { Role, VariantId } from "../ipc/types";

/** One stroke of a pictogram: a path in unit coordinates; `fill` paths are solid, `dash` ones dashed. */
export interface Stroke {
  d: string;
  fill?: boolean;
  dash?: boolean;
  thin?: boolean;
}

const f = (n: number): string => (Math.abs(n) < 1e-9 ? "0" : n.toFixed(3).replace(/\.?0+$/, ""));

/** A line from (x1,y1) to (x2,y2) with a solid arrowhead at the end. */
function arrow(x1: number, y1: number, x2: number, y2: number, head = 0.3, opts: Partial<Stroke> = {}): Stroke[] {
  const len = Math.hypot(x2 - x1, y2 - y1);
  const ux = (x2 - x1) / len;
  const uy = (y2 - y1) / len;
  const bx = x2 - ux * head;
  const by = y2 - uy * head;
  const w = head * 0.62;
  return [
    { d: `M ${f(x1)} ${f(y1)} L ${f(bx + ux * 0.05)} ${f(by + uy * 0.05)}`, ...opts },
    { d: `M ${f(x2)} ${f(y2)} L ${f(bx - uy * w)} ${f(by + ux * w)} L ${f(bx + uy * w)} ${f(by - ux * w)} Z`, fill: true },
  ];
}

/** A solid dot. */
function dot(x: number, y: number, r: number): Stroke {
  return { d: `M ${f(x - r)} ${f(y)} a ${f(r)} ${f(r)} 0 1 0 ${f(2 * r)} 0 a ${f(r)} ${f(r)} 0 1 0 ${f(-2 * r)} 0 Z`, fill: true };
}

const START = 0.13; // radius of the dot a move starts from

function chariot(): Stroke[] {
  return [
    [0, -1],
    [1, 0],
    [0, 1],
    [-1, 0],
  ].flatMap(([x, y]) => arrow(0, 0, x * 0.95, y * 0.95, 0.34));
}

function cannon(): Stroke[] {
  // From the bottom up, over the screen (the dot in the middle) in an arc.
  return [
    dot(0, 0.85, START),
    { d: "M 0 0.85 L 0 0.42 C 0 0.1 -0.55 0.1 -0.55 -0.1 C -0.55 -0.32 0 -0.32 0 -0.5" },
    ...arrow(0, -0.5, 0, -1, 0.34),
    { d: "M 0.02 -0.02 m -0.2 0 a 0.2 0.2 0 1 0 0.4 0 a 0.2 0.2 0 1 0 -0.4 0 Z", fill: true },
  ];
}

function horse(): Stroke[] {
  // One step up, then one diagonal: the bent line of the horse's move.
  return [dot(-0.42, 0.85, START), { d: "M -0.42 0.85 L -0.42 0.1" }, ...arrow(-0.42, 0.1, 0.55, -0.87, 0.36)];
}

function janggiElephant(): Stroke[] {
  // One step up, then two diagonal: the step between them marked.
  return [
    dot(-0.6, 0.92, START),
    { d: "M -0.6 0.92 L -0.6 0.38" },
    dot(-0.6, 0.38, 0.1),
    { d: "M -0.6 0.38 L -0.06 -0.16" },
    dot(-0.06, -0.16, 0.1),
    ...arrow(-0.06, -0.16, 0.56, -0.78, 0.34),
  ];
}

function xiangqiElephant(): Stroke[] {
  // Two diagonal steps, a river (the wave) it never crosses.
  return [
    dot(-0.62, 0.78, START),
    { d: "M -0.62 0.78 L -0.06 0.22" },
    dot(-0.06, 0.22, 0.1),
    ...arrow(-0.06, 0.22, 0.56, -0.4, 0.34),
    { d: "M -0.9 -0.78 q 0.225 -0.2 0.45 0 t 0.45 0 t 0.45 0 t 0.45 0", thin: true },
  ];
}

function guard(variant: VariantId): Stroke[] {
  // One step: along the palace lines (Janggi: eight ways) or diagonally (Xiangqi: four).
  const dirs =
    variant === "janggi"
      ? [
          [0, -1],
          [1, -1],
          [1, 0],
          [1, 1],
          [0, 1],
          [-1, 1],
          [-1, 0],
          [-1, -1],
        ]
      : [
          [1, -1],
          [1, 1],
          [-1, 1],
          [-1, -1],
        ];
  return [
    dot(0, 0, START + 0.03),
    ...dirs.flatMap(([x, y]) => {
      const n = Math.hypot(x, y);
      const l = variant === "janggi" ? 0.82 : 0.88;
      return arrow((x / n) * 0.25, (y / n) * 0.25, (x / n) * l, (y / n) * l, 0.3);
    }),
  ];
}

function general(): Stroke[] {
  // A crown: three points on a band.
  return [
    { d: "M -0.78 0.45 L -0.9 -0.5 L -0.42 -0.05 L 0 -0.78 L 0.42 -0.05 L 0.9 -0.5 L 0.78 0.45 Z", fill: true },
    { d: "M -0.78 0.72 L 0.78 0.72" },
    dot(-0.9, -0.62, 0.13),
    dot(0, -0.9, 0.13),
    dot(0.9, -0.62, 0.13),
  ];
}

function soldier(variant: VariantId): Stroke[] {
  const side = variant === "xiangqi" ? { dash: true, thin: true } : {};
  return [
    dot(0, 0.3, START + 0.03),
    ...arrow(0, 0.3, 0, -0.92, 0.38),
    ...arrow(-0.22, 0.3, -0.92, 0.3, 0.32, side),
    ...arrow(0.22, 0.3, 0.92, 0.3, 0.32, side),
  ];
}

/** The strokes of a role's pictogram in a game. */
export function pictogram(variant: VariantId, role: Role): Stroke[] {
  switch (role) {
    case "chariot":
      return chariot();
    case "cannon":
      return cannon();
    case "horse":
      return horse();
    case "elephant":
      return variant === "janggi" ? janggiElephant() : xiangqiElephant();
    case "guard":
      return guard(variant);
    case "general":
      return general();
    case "soldier":
      return soldier(variant);
  }
}
