// zh-Hant texts of the Modern (Kakao) rule profile and its back-and-forth rule.
import type { enModern } from "./en-modern";
import type { Forms } from "./plural";

export const zhHantModern: Forms<typeof enModern> = {
  "profile.janggi-modern": "Kakao（現代）",
  "profile.janggi-modern.desc": "Kakao 象棋應用程式 與 Fairy-Stockfish 現代韓國象棋的規則：不計對將（빅장），長將者負，一枚棋子來回走動者負，其餘終局按分數判定。",
  "profile.plain.janggi-modern": "Kakao 韓國象棋應用程式 的規則：一枚棋子來回往返者判負。",
  "guide.profiles.bikjang.janggi-modern": "對局繼續",
  "guide.profiles.passes.janggi-modern": "按分數判定",
  "guide.profiles.repetition.janggi-modern": "第四次出現時：長將的一方負，否則按分數判定；一方讓同一枚棋子在兩點之間往返兩次，立即判負",
  "guide.profiles.moves.janggi-modern": "雙方各 100 步未吃子：按分數判定",
  "guide.profiles.material.janggi-modern": "對局繼續",
  "end.reason.shuttle": "{side}讓同一枚棋子來回走動，Kakao 規則不允許。",
  "records.reason.shuttle": "來回走子",
};
