// @vitest-environment jsdom
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import type { PieceDto } from "../ipc/types";
import type { Look } from "./render";
import { BoardRenderer, PALETTES, drawPiece, makeDefs } from "./render";
import * as S from "./state";

const look: Look = { variant: "janggi", pieceStyle: "hanja" };
const pieces: PieceDto[] = [{ square: 13, side: "first", role: "general" }];
const input = { ...S.EMPTY_INPUT, pieces };

describe("palette", () => {
  /** WCAG contrast of two #rrggbb colours. */
  const contrast = (a: string, b: string) => {
    const lum = (h: string) => {
      const [r, g, bl] = [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
      return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
    };
    const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p);
    return (x + 0.05) / (y + 0.05);
  };

  it("the colour-blind inks read better on the piece face than the classic ones", () => {
    const face = "#f1dfb8"; // the face gradient's middle stop
    for (const variant of ["janggi", "xiangqi"] as const) {
      for (const side of ["first", "second"] as const) {
        const cb = PALETTES.colourblind[variant][side];
        expect(contrast(cb, face)).toBeGreaterThanOrEqual(4.5);
        expect(contrast(cb, face)).toBeGreaterThanOrEqual(contrast(PALETTES.classic[variant][side], face) - 0.01);
      }
    }
    // Janggi's green-red pair becomes blue against vermilion.
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(PALETTES.colourblind.janggi.first.slice(i, i + 2), 16));
    expect(b).toBeGreaterThan(r + g);
  });

  it("app.css carries the same inks as CSS variables for the screens", () => {
    const css = readFileSync(resolve(process.cwd(), "src/app.css"), "utf8"); // vitest runs in ui/
    const block = (sel: string) => css.slice(css.indexOf(sel), css.indexOf("}", css.indexOf(sel)));
    const vars = (text: string, p: typeof PALETTES.classic) => {
      expect(text).toContain(`--cho: ${p.janggi.first}`);
      expect(text).toContain(`--han: ${p.janggi.second}`);
      expect(text).toContain(`--xiangqi-red: ${p.xiangqi.first}`);
      expect(text).toContain(`--xiangqi-black: ${p.xiangqi.second}`);
    };
    vars(block(":root {"), PALETTES.classic);
    vars(block(':root[data-palette="colourblind"]'), PALETTES.colourblind);
  });

  it("the colour-blind look also tells the sides apart by shape, and names the parts for forced colours", () => {
    const { id } = makeDefs();
    const cbLook: Look = { ...look, palette: "colourblind" };
    const rings = (l: Look, side: "first" | "second") => drawPiece(l, side, "horse", id).querySelectorAll(".piece-ring").length;
    expect(rings(look, "first")).toBe(1);
    expect(rings(look, "second")).toBe(1);
    expect(rings(cbLook, "first")).toBe(1);
    expect(rings(cbLook, "second")).toBe(2);
    const p = drawPiece(cbLook, "first", "horse", id);
    expect(p.getAttribute("class")).toBe("piece side-first");
    for (const part of ["piece-shadow", "piece-rim", "piece-face", "piece-ring", "piece-text"]) expect(p.querySelector(`.${part}`)).not.toBeNull();
    expect(p.querySelector(".piece-text")!.getAttribute("fill")).toBe(PALETTES.colourblind.janggi.first);
  });

  it("the renderer redraws pieces and board when the palette changes", () => {
    const r = new BoardRenderer();
    const s = S.initialState(input);
    r.render(look, s);
    const ink = () => r.svg.querySelector('.pieces .piece[data-square="13"] .piece-text')!.getAttribute("fill");
    expect(ink()).toBe(PALETTES.classic.janggi.first);
    r.render({ ...look, palette: "colourblind" }, s);
    expect(ink()).toBe(PALETTES.colourblind.janggi.first);
    expect(r.svg.dataset.palette).toBe("colourblind");
  });
});
