// ru texts of the Xiangqi profile with the AXF rule against perpetual chasing.
import type { enAxf } from "./en-axf";
import type { Forms } from "./plural";

export const ruAxf: Forms<typeof enAxf> = {
  "profile.xiangqi-axf": "AXF (правило преследования)",
  "profile.xiangqi-axf.desc": "Правила Азиатской федерации сянци в том виде, в каком их применяет Fairy-Stockfish: вечный шах проигрывает, как и преследование одной и той же фигуры каждым ходом до повторения позиции; 50 ходов каждого без взятий — ничья.",
  "profile.plain.xiangqi": "Обычные правила: вечный шах проигрывает, остальные повторения — ничья.",
  "profile.plain.xiangqi-axf": "Турнирные правила: кто преследует одну незащищённую фигуру, пока позиция не повторится, проигрывает.",
  "end.reason.perpetualChase": "Сторона «{side}» каждым ходом преследовала одну и ту же фигуру, пока позиция не повторилась, а правила AXF это запрещают.",
  "end.chase.detail": "Преследуемая фигура: {piece} · преследователь: {by}",
  "end.chase.piece": "Преследуемая фигура: {piece}",
  "records.reason.perpetualChase": "Вечное преследование",
};
