// ko texts of the Xiangqi profile with the AXF rule against perpetual chasing.
import type { enAxf } from "./en-axf";
import type { Forms } from "./plural";

export const koAxf: Forms<typeof enAxf> = {
  "profile.xiangqi-axf": "AXF (추격 규칙)",
  "profile.xiangqi-axf.desc": "아시아 상기 연맹 규칙을 Fairy-Stockfish 방식으로 적용합니다: 연속 장군은 패, 같은 수순이 반복될 때까지 한 말을 매 수 쫓은 쪽도 패, 잡는 수 없이 각자 50수면 무승부입니다.",
  "profile.plain.xiangqi": "일반 규칙: 연속 장군은 패, 그 밖의 반복은 무승부입니다.",
  "profile.plain.xiangqi-axf": "대회 규칙: 지켜지지 않은 말 하나를 같은 국면이 반복될 때까지 계속 쫓으면 집니다.",
  "end.reason.perpetualChase": "{side}이(가) 같은 국면이 반복될 때까지 매 수 같은 말을 쫓았습니다. AXF 규칙에서는 금지입니다.",
  "end.chase.detail": "쫓긴 말: {piece} · 쫓은 말: {by}",
  "end.chase.piece": "쫓긴 말: {piece}",
  "guide.item.g-chase.title": "연속 추격 (長捉)",
  "guide.item.g-chase.body": "같은 국면이 되풀이되도록 지켜지지 않은 같은 말을 매 수 공격하는 것. AXF 규칙에서는 그렇게 한 쪽이 세 번째 반복에서 집니다. 상대도 함께 쫓고 있었다면 무승부이고, 연속 장군이 먼저 판정됩니다. 마나 포가 차를 공격하면 차가 지켜져 있어도 추격으로 봅니다. 장과 강을 건너지 않은 졸(병)은 추격 대상이 아닙니다. 대국이 끝나면 쫓긴 말과 쫓은 말을 알려 줍니다.",
  "guide.diagram.x-chase": "차가 지켜지지 않은 마를 따라다닙니다: a6, c7, a6… AXF 규칙에서는 쫓는 쪽이 수를 바꾸지 않으면 세 번째 반복에서 집니다.",
  "records.reason.perpetualChase": "연속 추격",
};
