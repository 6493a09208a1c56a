// The transport under the typed wrappers: Tauri in the app, a fixture
// replayer in a plain browser (development and screenshots only).
import type { AppError } from "./types";
import { isAppError } from "./types";
import type { Backend } from "./transport";

export type { Backend } from "./transport";

let current: Promise<Backend> | null = null;

/** True inside the Tauri webview. */
export function inTauri(): boolean {
  return typeof window !== "undefined" && "__TAURI_INTERNALS__" in window;
}

async function tauriBackend(): Promise<Backend> {
  const [core, event] = await Promise.all([import("@tauri-apps/api/core"), import("@tauri-apps/api/event")]);
  return {
    invoke: (cmd, args) => core.invoke(cmd, args),
    listen: (name, handler) => event.listen(name, (e) => handler(e.payload as never)),
  };
}

/** The backend in use; picked once (the fake is a separate chunk never loaded inside Tauri). */
export function backend(): Promise<Backend> {
  if (!current) {
    current = inTauri() ? tauriBackend() : import("./fake").then((m) => m.createFakeBackend());
  }
  return current;
}

/** Replaces the backend (tests). */
export function setBackend(b: Backend | null): void {
  current = b ? Promise.resolve(b) : null;
}

/** Calls Rust command `cmd` through the backend in use; rejects with an AppError only. */
export async function call<T>(cmd: string, args?: Record<string, unknown>): Promise<T> {
  const b = await backend();
  try {
    return await b.invoke<T>(cmd, args);
  } catch (e) {
    throw toAppError(e);
  }
}

/** Turns any rejection into an AppError so callers branch on `kind` only. */
export function toAppError(e: unknown): AppError {
  if (isAppError(e)) return e;
  if (typeof e === "string") return { kind: "internal", message: e };
  if (e instanceof Error) return { kind: "internal", message: e.message };
  return { kind: "internal", message: String(e) };
}
