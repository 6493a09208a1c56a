// ko texts of the Modern (Kakao) rule profile and its back-and-forth rule.
import type { enModern } from "./en-modern";
import type { Forms } from "./plural";

export const koModern: Forms<typeof enModern> = {
  "profile.janggi-modern": "카카오 (현대식)",
  "profile.janggi-modern.desc": "카카오 장기 앱과 Fairy-Stockfish 현대식 장기의 규칙: 빅장 없음, 연속 장군은 패, 한 말을 왔다 갔다 반복하면 패, 그 밖의 종료는 점수로 판정합니다.",
  "profile.plain.janggi-modern": "카카오 장기 앱의 규칙: 한 말을 왔다 갔다 반복하면 집니다.",
  "guide.profiles.bikjang.janggi-modern": "대국이 계속됩니다",
  "guide.profiles.passes.janggi-modern": "점수로 판정",
  "guide.profiles.repetition.janggi-modern": "네 번째에: 연속 장군을 부른 쪽이 지고, 아니면 점수로 판정; 한 말을 두 점 사이에서 두 번 왕복한 쪽은 바로 집니다",
  "guide.profiles.moves.janggi-modern": "잡는 수 없이 각자 100수: 점수로 판정",
  "guide.profiles.material.janggi-modern": "대국이 계속됩니다",
  "end.reason.shuttle": "{side}이(가) 같은 말을 왔다 갔다 반복했습니다. 카카오 규칙에서는 금지입니다.",
  "records.reason.shuttle": "같은 수 반복",
};
