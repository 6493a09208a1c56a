// Small helpers that turn DTO values into translation keys.
import type { Key, Params } from "./i18n/tables";
import type { AppError, Level, LevelChoice, ProfileId, RankDto, Role, Side, VariantId } from "./ipc/types";
import { CHOICES } from "./ipc/types";

/** Key of a side's name in a game (Cho/Han, Red/Black). */
export const sideKey = (variant: VariantId, side: Side): Key => `side.${variant}.${side}`;
/**
 * Key of a side's name inside a sentence ("楚方胜", "Победа: Чо"): the label
 * without the reading in parentheses that buttons and headings carry
 * ("楚（초）", "Чо (초)"). Every text that fills `{side}` in running prose uses it.
 */
export const sideInlineKey = (variant: VariantId, side: Side): Key => `side.${variant}.${side}.inline`;
/**
 * Key of a piece's name in the status line, the end dialog and the editor. The
 * plain `game.role.<role>` is the Janggi name; the roles whose name differs in
 * Xiangqi in some language (advisor, Japanese 砲 and 兵 against Janggi 包 and
 * 卒) have a `.xiangqi` key.
 */
export const roleKey = (variant: VariantId, role: Role): Key =>
  variant === "xiangqi" && (role === "guard" || role === "cannon" || role === "soldier") ? `game.role.${role}.xiangqi` : `game.role.${role}`;
/** Key of a rank's name (Rust names the rank of an Elo: `RankDto`). */
export const rankKey = (rank: RankDto): Key => rank.key as Key;
/** Key of a profile's name. */
export const profileKey = (p: ProfileId): Key => `profile.${p}`;
/** Key of a profile's one-line explanation. */
export const profileDescKey = (p: ProfileId): Key => `profile.${p}.desc`;
/** Key of an error kind's message. */
export const errorKey = (e: AppError): Key => `error.${e.kind}`;
/** The values an error kind's text inserts (the import limit); Rust's English `message` is never shown, only logged. */
export const errorParams = (e: AppError): Params => (e.kind === "fileTooLarge" ? { mb: CHOICES.maxImportMib } : {});
/** The other side. */
export const other = (s: Side): Side => (s === "first" ? "second" : "first");
/** Janggi profiles in menu order (from Rust: `CHOICES`). */
export const JANGGI_PROFILES: ProfileId[] = CHOICES.janggiProfiles;
/** Xiangqi profiles in menu order, the default first (from Rust: `CHOICES`). */
export const XIANGQI_PROFILES: ProfileId[] = CHOICES.xiangqiProfiles;
/**
 * The profile a new game of `variant` plays: `chosen` when it is one of that
 * game's, else the game's default (Janggi: `janggiDefault`, the setting).
 */
export const profileFor = (variant: VariantId, chosen: ProfileId, janggiDefault: ProfileId = JANGGI_PROFILES[0]!): ProfileId =>
  variant === "xiangqi"
    ? XIANGQI_PROFILES.includes(chosen)
      ? chosen
      : XIANGQI_PROFILES[0]!
    : JANGGI_PROFILES.includes(chosen)
      ? chosen
      : JANGGI_PROFILES.includes(janggiDefault)
        ? janggiDefault
        : JANGGI_PROFILES[0]!;
/** Levels in menu order (from Rust). */
export const LEVELS: Level[] = CHOICES.levels;
/** The weakest level: where a new player starts (the tutorial's suggestion). */
export const WEAKEST: Level = CHOICES.levels[0]!;
/** A game's levels with their measured Elo and rank, weakest first (from Rust: `Level::elo`). */
export const ladder = (variant: VariantId): LevelChoice[] => CHOICES.ladder[variant];
/** Move timer choices in seconds, null = off (from Rust). */
export const TIMERS: (number | null)[] = CHOICES.moveTimerSecs;
/** The clocks with main time offered (byoyomi, Fischer), by id (from Rust; `clock.preset.<id>` names them). */
export const CLOCK_PRESETS = CHOICES.clockPresets;
