// Which text of a move the move lists show: Xiangqi moves in WXF
// (MoveDto.notation) or in Chinese notation (MoveDto.chinese), as Settings
// say; "auto" is Chinese when the UI is in Chinese. Janggi moves in their
// Korean notation (MoveDto.notation) or with Latin piece letters
// (MoveDto.latin), as Settings say; "auto" is Korean in a Korean UI. And how the game
// screen's list lays the moves out in rows.
import type { JanggiNotation, Language, MoveDto, VariantId, XiangqiNotation } from "../ipc";
import { language } from "../i18n/index.svelte";

/** Whether Xiangqi moves are shown in Chinese notation. */
export function chineseMoves(choice: XiangqiNotation | undefined, lang: Language): boolean {
  return choice === "chinese" || ((choice ?? "auto") === "auto" && (lang === "zh" || lang === "zhHant"));
}

/** Whether Janggi moves are shown with Latin piece letters (`02H83`): as Settings say; "auto" is Latin unless the UI is in Korean. */
export function latinMoves(choice: JanggiNotation | undefined, lang: Language): boolean {
  return choice === "latin" || ((choice ?? "auto") === "auto" && lang !== "ko");
}

/** The text of `m` in the move list: Chinese for Xiangqi when `chinese` (in Traditional characters in a Traditional Chinese UI), Latin letters for Janggi when `latin` (all written by Rust), else the game's own notation. */
export function moveText(
  m: Pick<MoveDto, "notation" | "chinese" | "latin"> & Partial<Pick<MoveDto, "chineseTraditional">>,
  chinese: boolean,
  latin = false,
  lang: Language = language(),
): string {
  if (latin && m.latin) return m.latin;
  if (chinese && lang === "zhHant" && m.chineseTraditional) return m.chineseTraditional;
  return chinese && m.chinese ? m.chinese : m.notation;
}

/** A move in a row of the list, with its place in the game's list (`data-ply` is `index + 1`) and the number written before it (`shownLabel`). */
export interface RowMove {
  move: MoveDto;
  index: number;
  label: string;
}

/**
 * The number a list writes before `m` (Rust's `MoveDto.label`), `previous` being the move before it in the list:
 * none for the second move of a pair (Xiangqi, `MoveDto.paired`) that follows its first, as records write `1. C2.5 H8+7`.
 */
export function shownLabel(m: MoveDto, previous: MoveDto | undefined): string {
  return m.paired && m.side === "second" && previous ? "" : m.label;
}

/** `shownLabel` of every move of a list, in order. */
export function shownLabels(moves: MoveDto[]): string[] {
  return moves.map((m, i) => shownLabel(m, moves[i - 1]));
}

/** One row of the game screen's list: a move of each side, by `MoveDto.side`; a game whose second side moves first leaves the first row's first cell empty. */
export interface MoveRow {
  first: RowMove | null;
  second: RowMove | null;
}

/** The moves in rows, Cho/Red left, Han/Black right (numbers are the moves' own: `MoveDto.label`, `shownLabel`). */
export function moveRows(moves: MoveDto[]): MoveRow[] {
  const rows: MoveRow[] = [];
  moves.forEach((move, index) => {
    const row = rows[rows.length - 1];
    if (move.side === "second" && row && row.second === null) row.second = { move, index, label: shownLabel(move, row.first?.move) };
    else {
      const cell = { move, index, label: move.label };
      rows.push(move.side === "first" ? { first: cell, second: null } : { first: null, second: cell });
    }
  });
  return rows;
}

/** The key of Replay's and Review's "move N of M" counter: it counts every move of either side, which Xiangqi, whose lists number pairs, calls half-moves. */
export function positionKey(variant: VariantId): "replay.position" | "replay.positionHalf" {
  return variant === "xiangqi" ? "replay.positionHalf" : "replay.position";
}
