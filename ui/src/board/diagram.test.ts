import { describe, expect, it } from "vitest";
import { SETUPS, janggiArmy, readFromAcross, xiangqiArmy } from "./diagram";
import { fileOf, rankOf } from "./geometry";

describe("setup diagrams", () => {
  it("place sixteen pieces on distinct squares of the owner's half", () => {
    for (const side of ["first", "second"] as const) {
      for (const setup of SETUPS) {
        const army = janggiArmy(side, setup);
        expect(army).toHaveLength(16);
        expect(new Set(army.map((p) => p.square)).size).toBe(16);
        expect(army.every((p) => (side === "first" ? rankOf(p.square) <= 3 : rankOf(p.square) >= 6))).toBe(true);
      }
    }
  });

  it("count the setup's points from the owner's left", () => {
    const rolesOnBack = (side: "first" | "second", setup: (typeof SETUPS)[number]) => {
      const army = janggiArmy(side, setup);
      const backRank = side === "first" ? 0 : 9;
      const files = side === "first" ? [1, 2, 6, 7] : [7, 6, 2, 1]; // points 2, 3, 7, 8 from the owner's left
      return files.map((f) => army.find((p) => fileOf(p.square) === f && rankOf(p.square) === backRank)?.role);
    };
    expect(rolesOnBack("first", "horseElephantHorseElephant")).toEqual(["horse", "elephant", "horse", "elephant"]);
    expect(rolesOnBack("second", "horseElephantHorseElephant")).toEqual(["horse", "elephant", "horse", "elephant"]);
    expect(rolesOnBack("first", "elephantHorseHorseElephant")).toEqual(["elephant", "horse", "horse", "elephant"]);
    expect(rolesOnBack("second", "horseElephantElephantHorse")).toEqual(["horse", "elephant", "elephant", "horse"]);
    // Han's setup 1 seen from Cho's side (files b, c, g, h) is elephant-horse-elephant-horse.
    const han = janggiArmy("second", "horseElephantHorseElephant");
    expect([1, 2, 6, 7].map((f) => han.find((p) => p.square === 81 + f)?.role)).toEqual(["elephant", "horse", "elephant", "horse"]);
  });

  it("name a setup as it reads from the other seat", () => {
    // Read from across the board, one side's setup is the setup whose army the reader would place the same way.
    const back = (side: "first" | "second", setup: (typeof SETUPS)[number]) => {
      const rank = side === "first" ? 0 : 9;
      return [1, 2, 6, 7].map((f) => janggiArmy(side, setup).find((p) => fileOf(p.square) === f && rankOf(p.square) === rank)?.role);
    };
    for (const setup of SETUPS) {
      expect(back("first", readFromAcross(setup)), setup).toEqual(back("second", setup));
      expect(back("second", readFromAcross(setup)), setup).toEqual(back("first", setup));
      expect(readFromAcross(readFromAcross(setup))).toBe(setup);
    }
    expect(readFromAcross("horseElephantHorseElephant")).toBe("elephantHorseElephantHorse");
    expect(readFromAcross("horseElephantElephantHorse")).toBe("horseElephantElephantHorse");
  });

  it("list the four setups in SPEC order", () => {
    expect(SETUPS).toEqual(["horseElephantHorseElephant", "elephantHorseElephantHorse", "horseElephantElephantHorse", "elephantHorseHorseElephant"]);
  });

  it("give the Xiangqi armies with the general on the back rank's middle", () => {
    for (const side of ["first", "second"] as const) {
      const army = xiangqiArmy(side);
      expect(army).toHaveLength(16);
      expect(army.every((p) => p.side === side)).toBe(true);
      const general = army.find((p) => p.role === "general")!;
      expect([fileOf(general.square), rankOf(general.square)]).toEqual([4, side === "first" ? 0 : 9]);
    }
  });
});
