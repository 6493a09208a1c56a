import { describe, expect, it } from "vitest";
import type { ImportGameDto, ImportPreview } from "../../ipc";
import { setLanguage } from "../../i18n/index.svelte";
import { gameReason, gameTitle, importCount, notedGames, problemGames, togglePartial } from "./importReport";

const game = (p: Partial<ImportGameDto> & Pick<ImportGameDto, "number" | "status">): ImportGameDto => ({
  line: 1,
  players: ["", ""],
  plies: 10,
  problem: null,
  token: null,
  problemLine: 0,
  ply: 0,
  boardFlipped: false,
  setupsInferred: false,
  headerLenient: false,
  ...p,
});

const preview: ImportPreview = {
  previewId: 3,
  format: "gib",
  name: "five.gib",
  complete: 2,
  cut: 1,
  refused: 1,
  duplicates: 1,
  games: [
    game({ number: 1, status: "complete" }),
    game({ number: 2, status: "duplicate" }),
    game({
      number: 3,
      status: "cut",
      players: ["사군자8 6단", "타이슨권법 9단"],
      plies: 1,
      problem: "illegalMove",
      token: "08마87",
      problemLine: 99,
      ply: 2,
      line: 89,
    }),
    game({ number: 4, status: "refused", problem: "oldCoordinates", line: 120 }),
    game({ number: 5, status: "complete", boardFlipped: true }),
  ],
};

describe("import report", () => {
  it("lists the cut and refused games, and the complete games the reader decided about", () => {
    expect(problemGames(preview).map((g) => g.number)).toEqual([3, 4]);
    expect(notedGames(preview).map((g) => g.number)).toEqual([5]);
  });

  it("counts the complete games plus the chosen cut ones (only cut games count, once)", () => {
    expect(importCount(preview, [])).toBe(2);
    expect(importCount(preview, [3])).toBe(3);
    expect(importCount(preview, [3, 3, 4, 2, 9])).toBe(3);
  });

  it("toggles a cut game", () => {
    expect(togglePartial([], 3, true)).toEqual([3]);
    expect(togglePartial([3], 3, true)).toEqual([3]);
    expect(togglePartial([3, 5], 3, false)).toEqual([5]);
  });

  it("names the game and says why, with the line and the move", () => {
    setLanguage("en");
    const [cut, refused] = problemGames(preview);
    expect(gameTitle(cut!)).toBe("Game 3: 사군자8 6단 – 타이슨권법 9단");
    expect(gameReason(cut!)).toBe("Line 99: illegal move 08마87 at move 2");
    expect(gameTitle(refused!)).toBe("Game 4");
    expect(gameReason(refused!)).toBe("Line 120: old coordinate system (구좌표), not supported");
    setLanguage("ko");
    expect(gameReason(cut!)).toBe("99번째 줄: 2수째 둘 수 없는 수 08마87");
    setLanguage("en");
  });
});
