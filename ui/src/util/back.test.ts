import { describe, expect, it } from "vitest";
import { backStep, screenOfHash } from "./back";

describe("the back button", () => {
  it("reads the screen from the address", () => {
    expect(screenOfHash("#records")).toBe("records");
    expect(screenOfHash("#guide/g-myeok")).toBe("guide");
    expect(screenOfHash("")).toBe("home");
    expect(screenOfHash("#nonsense")).toBe("home");
  });

  it("asks before leaving a game in progress, not a finished one", () => {
    expect(backStep("game", "home", true, "playing")).toEqual({ go: "home", ask: true });
    expect(backStep("game", "home", false, "over")).toEqual({ go: "home", ask: false });
    // The setup entry of a game already begun: back leaves the game (asking first).
    expect(backStep("game", "setup", true, "playing")).toEqual({ go: "home", ask: true });
  });

  it("goes straight back elsewhere, and to the game's own phase", () => {
    expect(backStep("settings", "game", false, "playing")).toEqual({ go: "game", ask: false });
    expect(backStep("game", "settings", true, "playing")).toEqual({ go: "settings", ask: false });
    expect(backStep("records", "game", false, null)).toEqual({ go: "home", ask: false });
    expect(backStep("home", "setup", false, "setup")).toEqual({ go: "setup", ask: false });
  });
});
