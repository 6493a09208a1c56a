// The IPC layer: the only place that talks to Tauri. Every command has a
// typed function generated from Rust's command table (commands.ts) and
// every event a typed listener generated from its event table (events.ts);
// both are re-exported here with the wire types. Tauri 2 maps the
// camelCase keys they send onto the snake_case Rust fields. Below: the
// few conveniences the UI adds on top.
import { backend } from "./backend";
import { previewImport } from "./commands";

export type * from "./types";

export * from "./commands";
export * from "./events";
export { complete, forgetViews } from "./views";
export { CHOICES, DEFAULT_SETTINGS, HANDICAPS, isAppError } from "./types";
export { inTauri } from "./backend";

/** True on a phone (Android, iPhone, iPad): the haptics plugin is registered there only. */
export const onPhone = (): boolean => typeof navigator !== "undefined" && /Android|iPhone|iPad/.test(navigator.userAgent);

/** A short haptic tick (tauri-plugin-haptics on Android/iOS, granted by capabilities/mobile.json); nothing on the desktop or in a browser. */
export function hapticTick(): void {
  if (!onPhone()) return;
  backend()
    .then((b) => b.invoke("plugin:haptics|impact_feedback", { style: "light" }))
    .catch(() => {}); // a phone without a vibrator: nothing to do
}

/** Reads a QR code with the camera (tauri-plugin-barcode-scanner on Android/iOS, granted by capabilities/mobile.json): its text, or `null` when cancelled or not on a phone. */
export async function scanQr(): Promise<string | null> {
  if (!onPhone()) return null;
  const b = await backend();
  const r = await b.invoke<{ content?: string }>("plugin:barcode-scanner|scan", { windowed: false, formats: ["QR_CODE"] });
  return typeof r?.content === "string" ? r.content : null;
}

/** Reads pasted PGN/.gib text game by game; writes nothing until `confirmImport`. */
export const previewImportText = (text: string) => previewImport(text, null);
