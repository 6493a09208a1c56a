import { describe, expect, it } from "vitest";
import { setLanguage } from "../i18n/index.svelte";
import { HANDICAPS } from "../ipc";
import { handicapBadge, handicapEndNote, handicapFor, handicapName, handicapsOf } from "./handicap";

describe("the handicaps on offer", () => {
  it("are Rust's, each game's smallest first", () => {
    expect(handicapsOf("janggi").map((h) => h.id)).toEqual([
      "janggi-elephant",
      "janggi-horse",
      "janggi-cannon",
      "janggi-horse-elephant",
      "janggi-cannon-elephant",
      "janggi-cannon-horse",
      "janggi-chariot",
      "janggi-chariot-elephant",
      "janggi-chariot-horse",
      "janggi-chariot-cannon",
      "janggi-two-chariots",
    ]);
    expect(handicapsOf("xiangqi").map((h) => h.id)).toEqual([
      "xiangqi-horse",
      "xiangqi-two-horses",
      "xiangqi-chariot",
      "xiangqi-chariot-horse",
      "xiangqi-two-chariots",
    ]);
    expect(HANDICAPS.find((h) => h.id === "janggi-chariot-cannon")).toEqual({
      id: "janggi-chariot-cannon",
      variant: "janggi",
      removed: ["chariot", "cannon"],
      value: 20,
      nativeName: "차포떼기",
    });
  });
});

describe("the handicap a new game asks for", () => {
  it("is none for an even game or another game's handicap", () => {
    expect(handicapFor("janggi", null, true, "first", false, "first")).toBeNull();
    // Xiangqi was chosen after a Janggi handicap: an even game, not an error.
    expect(handicapFor("xiangqi", "janggi-chariot", true, "first", false, "first")).toBeNull();
  });

  it("against the computer: the human or the computer gives it, whichever side the human plays", () => {
    expect(handicapFor("janggi", "janggi-chariot", true, "first", false, "first")).toEqual({ id: "janggi-chariot", giver: "second" });
    expect(handicapFor("janggi", "janggi-chariot", true, "second", false, "first")).toEqual({ id: "janggi-chariot", giver: "first" });
    expect(handicapFor("xiangqi", "xiangqi-horse", true, "second", true, "first")).toEqual({ id: "xiangqi-horse", giver: "second" });
  });

  it("two players: the side chosen gives it", () => {
    expect(handicapFor("xiangqi", "xiangqi-two-horses", false, "first", true, "second")).toEqual({ id: "xiangqi-two-horses", giver: "second" });
  });
});

describe("its words", () => {
  it("name the side and the pieces in the player's language", () => {
    setLanguage("en");
    expect(handicapName("janggi-chariot-cannon")).toBe("Chariot and cannon");
    expect(handicapBadge("janggi", { id: "janggi-chariot", giver: "first" })).toBe("Handicap: Cho without a chariot");
    expect(handicapEndNote("janggi", { id: "janggi-chariot", giver: "first" })).toBe(
      "Handicap game: Cho started without a chariot. The points are counted from the pieces on the board.",
    );
    expect(handicapEndNote("xiangqi", { id: "xiangqi-horse", giver: "second" })).toBe("Handicap game: Black started without a horse.");
    setLanguage("ko");
    expect(handicapEndNote("janggi", { id: "janggi-chariot", giver: "first" })).toBe(
      "접장기: 초 쪽이 차 하나 없이 시작했습니다. 점수는 판 위에 있는 말로 셉니다.",
    );
    setLanguage("en");
  });
});
