// The new-game choices Home starts from: those of the last game (the
// current one, or the one just finished, as Rust restores it), so Home
// comes back as the player left it instead of Janggi / computer / level 1
// every time. Read once, when Home opens; nothing here is a rule. A
// handicap is not carried over: the next game is an even (and rated) one
// unless the player picks a handicap again.
import type { BoardView, HandicapId, Level, ProfileId, Side, TimeControlDto, VariantId } from "../ipc";
import { TIMERS } from "../labels";

export interface HomeChoices {
  variant: VariantId;
  vsComputer: boolean;
  level: Level | null; // null: the even game for the player's rating
  side: Side;
  profile: ProfileId | null; // null: the default profile of Settings
  timer: number | null;
  clock: TimeControlDto | null; // a clock with main time (null: none)
  handicapId: HandicapId | null;
  giverIsMe: boolean; // vs computer: the human gives the handicap
  giverSide: Side; // two players: the side that gives
}

export const FRESH: HomeChoices = {
  variant: "janggi",
  vsComputer: true,
  level: null,
  side: "first",
  profile: null,
  timer: null,
  clock: null,
  handicapId: null,
  giverIsMe: false,
  giverSide: "first",
};

/** The choices that would start a game like `view`'s again (fresh ones without a game). */
export function lastChoices(view: BoardView | null): HomeChoices {
  if (view === null) return FRESH;
  const vs = view.mode.type === "vsComputer" ? view.mode : null;
  const side = vs?.humanSide ?? "first";
  const secs = view.moveTimer?.secs ?? null;
  return {
    variant: view.variant,
    vsComputer: vs !== null,
    level: vs?.level ?? null,
    side,
    // Only a Janggi game names a Janggi profile; Xiangqi has one rule set.
    profile: view.variant === "janggi" ? view.profile : null,
    timer: TIMERS.includes(secs) ? secs : null,
    clock: view.clock?.control ?? null,
    handicapId: null,
    giverIsMe: false,
    giverSide: "first",
  };
}
