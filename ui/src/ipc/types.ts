// Wire types of docs/contracts.md section 3. They are generated from the
// Rust DTOs (src-tauri/crates/wire/src/dto, error.rs) into ./bindings by
// tests/bindings.rs, which fails when the committed files are stale; this
// file only re-exports them (the one place the UI imports them from).
import type {
  AppError,
  BoardFrame,
  HandicapInfo,
  Level,
  LevelChoice,
  ProfileId,
  RatingsDto,
  RecordFormat,
  ReviewQuality,
  Settings,
  TimeControlDto,
} from "./bindings";
import choices from "./bindings/choices.json";
import handicaps from "./bindings/handicaps.json";
import defaults from "./bindings/defaultSettings.json";
import freshRatings from "./bindings/freshRatings.json";

export type * from "./bindings";

/** One position of a replay (Rust: `ReplayFrame = BoardFrame`). */
export type ReplayFrame = BoardFrame;

/** Rust's `Settings::default()` (generated with the bindings). */
export const DEFAULT_SETTINGS: Settings = defaults as Settings;

/** A new player's ratings (Rust's `Ratings::default()`, generated with the bindings; the development backend's). */
export const FRESH_RATINGS: RatingsDto = freshRatings as RatingsDto;

/** The menus' lists in menu order, from Rust (`Choices::get()`, written with the bindings): each game's rule profiles (Janggi's Standard first), those that allow a pass, each game's export formats, the computer's levels (weakest first) with each game's ladder (Elo and rank per level), the rank keys (lowest first), the per-move timer's seconds (null = off), the clocks, the review's qualities (quickest first) and the expert's seconds a move (least and most). */
export const CHOICES = {
  janggiProfiles: choices.janggiProfiles as ProfileId[],
  xiangqiProfiles: choices.xiangqiProfiles as ProfileId[],
  passingProfiles: choices.passingProfiles as ProfileId[],
  formats: { janggi: choices.janggiFormats as RecordFormat[], xiangqi: choices.xiangqiFormats as RecordFormat[] },
  levels: choices.levels as Level[],
  ladder: { janggi: choices.janggiLevels as LevelChoice[], xiangqi: choices.xiangqiLevels as LevelChoice[] },
  rankKeys: choices.rankKeys as string[],
  moveTimerSecs: choices.moveTimerSecs as (number | null)[],
  clockPresets: choices.clockPresets as { id: string; control: TimeControlDto }[],
  reviewQualities: choices.reviewQualities as ReviewQuality[],
  expertSecs: choices.expertSecs,
  maxImportMib: choices.maxImportMib,
} as const;

/** The handicaps the new-game screen offers, each game's smallest first, from Rust (`HandicapInfo::all()`, written with the bindings). */
export const HANDICAPS: HandicapInfo[] = handicaps as HandicapInfo[];

/** Type guard for an AppError-shaped rejection. */
export function isAppError(e: unknown): e is AppError {
  return typeof e === "object" && e !== null && typeof (e as { kind?: unknown }).kind === "string" && typeof (e as { message?: unknown }).message === "string";
}
