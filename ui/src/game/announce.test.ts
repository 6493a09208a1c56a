import { describe, expect, it } from "vitest";
import type { BoardView, Language } from "../ipc/types";
import type { Key, Params } from "../i18n/tables";
import { LANGUAGES, format } from "../i18n/tables";
import { announcement, boardWords, moveWords, replayWords } from "./announce";
import { pointInfo } from "../board/access";
import { initialState, setInput } from "../board/state";
import { inputFromView } from "../board/board";
import after1 from "../ipc/fixtures/janggi-after-1.json";
import start from "../ipc/fixtures/janggi-start.json";
import over from "../ipc/fixtures/janggi-over.json";
import xAfter1 from "../ipc/fixtures/xiangqi-after-1.json";

const tr = (lang: Language) => (key: Key, params?: Params) => format(lang, key, params);
const en = tr("en");
const v = (f: { view: unknown }) => f.view as BoardView;

describe("move announcements", () => {
  it("say the piece and the .gib points of a Janggi move", () => {
    expect(announcement(en, v(start), v(after1))).toBe("Cho soldier 7-5 to 7-6");
  });

  it("name Xiangqi points from the mover's side, as WXF does", () => {
    const x = v(xAfter1);
    expect(x.lastMove?.notation).toBe("C2.5");
    expect(moveWords(en, "xiangqi", x.lastMove!)).toBe("Red cannon file 2 rank 3 to file 5 rank 3");
  });

  it("add captures, janggun, bikjang and check", () => {
    const base = v(after1);
    const m = { ...base.lastMove!, capture: "horse" as const };
    const janggun = { ...base, lastMove: m, announcement: "janggun" as const };
    expect(announcement(en, v(start), janggun)).toBe("Cho soldier 7-5 to 7-6, takes Han horse, janggun");
    expect(announcement(en, v(start), { ...base, bikjang: true, announcement: "meonggun" })).toBe("Cho soldier 7-5 to 7-6, bikjang, meonggun");
    const x = v(xAfter1);
    const prev = { ...x, ply: 0 };
    expect(announcement(en, prev, { ...x, check: true })).toBe("Red cannon file 2 rank 3 to file 5 rank 3, check");
  });

  it("say the end of the game once, with the last move", () => {
    const end = v(over);
    const before = { ...end, ply: end.ply - 1, phase: { type: "playing" as const } };
    expect(announcement(en, before, end)).toBe("Han passes. Han wins. Both players passed in a row.");
    expect(announcement(en, end, end)).toBeNull();
  });

  it("say nothing for a view that is not a new move (undo, a new game, the same ply)", () => {
    expect(announcement(en, v(after1), v(after1))).toBeNull();
    expect(announcement(en, v(after1), v(start))).toBeNull();
    expect(announcement(en, null, v(after1))).toBeNull();
  });

  it("speak every language in its own words", () => {
    const said = Object.fromEntries(LANGUAGES.map((l) => [l, announcement(tr(l), v(start), v(after1))]));
    expect(said).toEqual({
      en: "Cho soldier 7-5 to 7-6",
      ko: "초 졸, 75에서 76 자리로",
      ja: "チョの卒、75から76へ",
      zh: "楚兵从75到76",
      zhHant: "楚兵從75到76",
      ru: "Чо: солдат с 7-5 на 7-6",
    });
    for (const l of LANGUAGES) {
      const x = moveWords(tr(l), "xiangqi", v(xAfter1).lastMove!);
      expect(x).toMatch(/2.*3.*5.*3/);
      if (l !== "en") expect(x).not.toContain("cannon");
    }
  });
});

describe("replay", () => {
  it("says the move that led to the shown position, with its number and check", () => {
    const m = v(after1).lastMove!;
    expect(replayWords(en, "janggi", m)).toBe("Move 1: Cho soldier 7-5 to 7-6");
    expect(replayWords(en, "janggi", { ...m, number: 7, check: true })).toBe("Move 7: Cho soldier 7-5 to 7-6, janggun");
    expect(replayWords(tr("ru"), "janggi", m)).toBe("Ход 1: Чо: солдат с 7-5 на 7-6");
  });
});

describe("board words", () => {
  it("name each point with its piece and place, in the UI's language", () => {
    const s = setInput(initialState(), inputFromView(v(after1), false));
    const at = (sq: number) => pointInfo(s, "janggi", sq);
    expect(boardWords(en).point(at(32))).toBe("Cho soldier, 7-6, last move to here");
    expect(boardWords(en).point(at(31))).toBe("empty, 7-5, last move from here");
    expect(boardWords(tr("zh")).point(at(32))).toBe("楚兵，76，上一步走到这里");
    expect(boardWords(tr("ru")).lifted(at(32), 2)).toBe("Чо: солдат, 7-6: выбрано, ходов: 2");
  });
});
