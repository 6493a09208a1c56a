// Window-level keyboard shortcuts (board cursor, replay steps, undo) and the
// focused control must not both act on one key press.

/**
 * True when a key press belongs to the focused control rather than to the
 * screen's shortcuts: any key typed into a text field, text area or select,
 * and Enter or Space on a focused button (they press it).
 */
export function keyBelongsToControl(e: Pick<KeyboardEvent, "key" | "target">): boolean {
  const target = e.target as { tagName?: unknown } | null;
  const tag = typeof target?.tagName === "string" ? target.tagName : "";
  if (tag === "INPUT" || tag === "SELECT" || tag === "TEXTAREA") return true;
  return tag === "BUTTON" && (e.key === "Enter" || e.key === " ");
}
