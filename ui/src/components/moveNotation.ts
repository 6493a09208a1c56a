// Which text of a move the move lists show: Xiangqi moves in WXF
// (MoveDto.notation) or in Chinese notation (MoveDto.chinese), as Settings
// say; "auto" is Chinese when the UI is in Chinese. Janggi moves have no
// Chinese form and always show their own notation.
import type { Language, MoveDto, XiangqiNotation } from "../ipc";

/** Whether Xiangqi moves are shown in Chinese notation. */
export function chineseMoves(choice: XiangqiNotation | undefined, lang: Language): boolean {
  return choice === "chinese" || ((choice ?? "auto") === "auto" && lang === "zh");
}

/** The text of `m` in the move list. */
export function moveText(m: MoveDto, chinese: boolean): string {
  return chinese && m.chinese ? m.chinese : m.notation;
}
