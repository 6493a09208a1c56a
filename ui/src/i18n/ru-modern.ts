// ru texts of the Modern (Kakao) rule profile and its back-and-forth rule.
import type { enModern } from "./en-modern";
import type { Forms } from "./plural";

export const ruModern: Forms<typeof enModern> = {
  "profile.janggi-modern": "Kakao (современные)",
  "profile.janggi-modern.desc": "Правила приложения Kakao и современного чанги Fairy-Stockfish: без правила пикчана, вечный шах проигрывает, хождение одной фигурой туда и обратно проигрывает, остальные окончания решают очки.",
  "profile.plain.janggi-modern": "Правила приложения Kakao: кто гоняет одну фигуру туда и обратно, проигрывает.",
  "guide.profiles.bikjang.janggi-modern": "партия продолжается",
  "guide.profiles.passes.janggi-modern": "решают очки",
  "guide.profiles.repetition.janggi-modern": "на четвёртый раз: сторона, дающая вечный шах, проигрывает, иначе решают очки; сторона, дважды сходившая одной фигурой туда и обратно между двумя пунктами, сразу проигрывает",
  "guide.profiles.moves.janggi-modern": "по 100 ходов без взятия: решают очки",
  "guide.profiles.material.janggi-modern": "партия продолжается",
  "end.reason.shuttle": "Сторона «{side}» ходила одной фигурой туда и обратно, а правила Kakao это запрещают.",
  "records.reason.shuttle": "Ходы туда и обратно",
};
