// The phone's back button or gesture (Android's WebView goes back in the
// page history): each screen is a history entry (#home, #game, …), and going
// back out of a game in progress asks first. Pure: App.svelte applies it.

/** The screens the history knows. */
export type NavScreen = "home" | "setup" | "game" | "settings" | "tutorial" | "guide" | "records" | "lan" | "review" | "puzzles" | "analysis" | "editor";

const SCREENS: readonly NavScreen[] = ["home", "setup", "game", "settings", "tutorial", "guide", "records", "lan", "review", "puzzles", "analysis", "editor"];

/** The screen an address names ("#guide/g-myeok" is the guide), or home. */
export function screenOfHash(hash: string): NavScreen {
  const name = hash.replace(/^#\/?/, "").split("/")[0] ?? "";
  return (SCREENS as readonly string[]).includes(name) ? (name as NavScreen) : "home";
}

/** What going back from `current` to the entry `target` does: go there, or ask first (a game in progress). */
export function backStep(current: NavScreen, target: NavScreen, playing: boolean, phase: "setup" | "playing" | "over" | null): { go: NavScreen; ask: boolean } {
  // The game and setup entries show the game's own phase, or home without a game.
  let go = target;
  if (go === "game" || go === "setup") go = phase === null ? "home" : phase === "setup" ? "setup" : "game";
  // The setup entry before a game that has begun is behind the player: going
  // back over it leaves the game (as one press should), it does not stand still.
  if (current === "game" && target === "setup" && go === "game") go = "home";
  const leaving = current === "game" && go !== "game" && go !== "settings" && go !== "guide";
  return { go, ask: leaving && playing };
}
