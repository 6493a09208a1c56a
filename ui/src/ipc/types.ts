// Wire types of docs/contracts.md section 3. They are generated from the
// Rust DTOs (src-tauri/src/dto, error.rs) into ./bindings by
// tests/bindings.rs, which fails when the committed files are stale; this
// file only re-exports them (the one place the UI imports them from).
import type { AppError, BoardFrame, Settings } from "./bindings";
import defaults from "./bindings/defaultSettings.json";

export type * from "./bindings";

/** One position of a replay (Rust: `ReplayFrame = BoardFrame`). */
export type ReplayFrame = BoardFrame;

/** Rust's `Settings::default()` (generated with the bindings). */
export const DEFAULT_SETTINGS: Settings = defaults as Settings;

/** Type guard for an AppError-shaped rejection. */
export function isAppError(e: unknown): e is AppError {
  return (
    typeof e === "object" &&
    e !== null &&
    typeof (e as { kind?: unknown }).kind === "string" &&
    typeof (e as { message?: unknown }).message === "string"
  );
}
