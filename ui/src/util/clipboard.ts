// Copying text. WebKit allows the copy command only while a click is being
// handled, so callers have the text ready before the click (no await first).

/** Copies with the copy command on a selected, off-screen text area, else the async clipboard. */
export async function copyText(text: string): Promise<void> {
  const area = document.createElement("textarea");
  area.value = text;
  area.setAttribute("readonly", "");
  area.style.position = "fixed";
  area.style.left = "-9999px";
  area.style.top = "0";
  document.body.appendChild(area);
  area.select();
  let ok = false;
  try {
    ok = document.execCommand("copy");
  } catch {
    ok = false;
  }
  area.remove();
  if (!ok) await navigator.clipboard.writeText(text);
}
