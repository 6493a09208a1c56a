// The board's look and motion from the stored settings, and the page-wide
// parts of them (<html data-palette>, data-motion) that app.css reads.
import type { Settings, VariantId } from "../ipc/types";
import type { Look } from "./render";

/** The Look of a board of `variant` under `settings` (piece faces, colours, coordinates, numerals). */
export function lookFrom(settings: Settings, variant: VariantId, coordinates = settings.coordinates): Look {
  return {
    variant,
    pieceStyle: settings.pieceStyle,
    palette: settings.palette,
    coordinates,
    numerals: settings.chineseNumerals ? "chinese" : "arabic",
  };
}

/** Puts the page-wide parts of the settings on <html>: the palette (piece colours outside the board) and motion. */
export function applyPageLook(settings: Settings, root: HTMLElement | null = typeof document === "undefined" ? null : document.documentElement): void {
  if (!root) return;
  root.dataset.palette = settings.palette;
  root.dataset.motion = settings.motion;
}
