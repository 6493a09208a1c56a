// zh texts of the Modern (Kakao) rule profile and its back-and-forth rule.
import type { enModern } from "./en-modern";
import type { Forms } from "./plural";

export const zhModern: Forms<typeof enModern> = {
  "profile.janggi-modern": "Kakao（现代）",
  "profile.janggi-modern.desc": "Kakao 象棋应用与 Fairy-Stockfish 现代韩国象棋的规则：不计对将（빅장），长将者负，一枚棋子来回走动者负，其余终局按分数判定。",
  "profile.plain.janggi-modern": "Kakao 韩国象棋应用的规则：一枚棋子来回往返者判负。",
  "guide.profiles.bikjang.janggi-modern": "对局继续",
  "guide.profiles.passes.janggi-modern": "按分数判定",
  "guide.profiles.repetition.janggi-modern": "第四次出现时：长将的一方负，否则按分数判定；一方让同一枚棋子在两点之间往返两次，立即判负",
  "guide.profiles.moves.janggi-modern": "双方各 100 步未吃子：按分数判定",
  "guide.profiles.material.janggi-modern": "对局继续",
  "end.reason.shuttle": "{side}让同一枚棋子来回走动，Kakao 规则不允许。",
  "records.reason.shuttle": "来回走子",
};
