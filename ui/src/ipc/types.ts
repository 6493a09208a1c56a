// Wire types of docs/contracts.md section 3. They are generated from the
// Rust DTOs (src-tauri/src/dto, error.rs) into ./bindings by
// tests/bindings.rs, which fails when the committed files are stale; this
// file only re-exports them (the one place the UI imports them from).
import type { AppError, BoardFrame, Level, ProfileId, RecordFormat, Settings } from "./bindings";
import choices from "./bindings/choices.json";
import defaults from "./bindings/defaultSettings.json";

export type * from "./bindings";

/** One position of a replay (Rust: `ReplayFrame = BoardFrame`). */
export type ReplayFrame = BoardFrame;

/** Rust's `Settings::default()` (generated with the bindings). */
export const DEFAULT_SETTINGS: Settings = defaults as Settings;

/** The menus' lists in menu order, from Rust (`Choices::get()`, written with the bindings): each game's rule profiles (Janggi's Standard first), those that allow a pass, each game's export formats, the computer's levels (weakest first) and the per-move timer's seconds (null = off). */
export const CHOICES = {
  janggiProfiles: choices.janggiProfiles as ProfileId[],
  xiangqiProfiles: choices.xiangqiProfiles as ProfileId[],
  passingProfiles: choices.passingProfiles as ProfileId[],
  formats: { janggi: choices.janggiFormats as RecordFormat[], xiangqi: choices.xiangqiFormats as RecordFormat[] },
  levels: choices.levels as Level[],
  moveTimerSecs: choices.moveTimerSecs as (number | null)[],
} as const;

/** Type guard for an AppError-shaped rejection. */
export function isAppError(e: unknown): e is AppError {
  return typeof e === "object" && e !== null && typeof (e as { kind?: unknown }).kind === "string" && typeof (e as { message?: unknown }).message === "string";
}
