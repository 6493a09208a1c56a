// Which text of a move the move lists show: Xiangqi moves in WXF
// (MoveDto.notation) or in Chinese notation (MoveDto.chinese), as Settings
// say; "auto" is Chinese when the UI is in Chinese. Janggi moves in their
// Korean notation (MoveDto.notation) or with Latin piece letters
// (MoveDto.latin), as Settings say; "auto" is Korean in a Korean UI. And how the game
// screen's list lays the moves out in rows.
import type { JanggiNotation, Language, MoveDto, XiangqiNotation } from "../ipc";

/** Whether Xiangqi moves are shown in Chinese notation. */
export function chineseMoves(choice: XiangqiNotation | undefined, lang: Language): boolean {
  return choice === "chinese" || ((choice ?? "auto") === "auto" && lang === "zh");
}

/** Whether Janggi moves are shown with Latin piece letters (`02H83`): as Settings say; "auto" is Latin unless the UI is in Korean. */
export function latinMoves(choice: JanggiNotation | undefined, lang: Language): boolean {
  return choice === "latin" || ((choice ?? "auto") === "auto" && lang !== "ko");
}

/** The text of `m` in the move list: Chinese for Xiangqi when `chinese`, Latin letters for Janggi when `latin` (both written by Rust), else the game's own notation. */
export function moveText(m: Pick<MoveDto, "notation" | "chinese" | "latin">, chinese: boolean, latin = false): string {
  if (latin && m.latin) return m.latin;
  return chinese && m.chinese ? m.chinese : m.notation;
}

/** A move in a row of the list, with its place in the game's list (`data-ply` is `index + 1`). */
export interface RowMove {
  move: MoveDto;
  index: number;
}

/** One row of the game screen's list: a move of each side, by `MoveDto.side`; a game whose second side moves first leaves the first row's first cell empty. */
export interface MoveRow {
  first: RowMove | null;
  second: RowMove | null;
}

/** The moves in rows, Cho/Red left, Han/Black right (numbers are the moves' own: `MoveDto.number`). */
export function moveRows(moves: MoveDto[]): MoveRow[] {
  const rows: MoveRow[] = [];
  moves.forEach((move, index) => {
    const row = rows[rows.length - 1];
    if (move.side === "second" && row && row.second === null) row.second = { move, index };
    else rows.push(move.side === "first" ? { first: { move, index }, second: null } : { first: null, second: { move, index } });
  });
  return rows;
}
