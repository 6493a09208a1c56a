// zh texts of the Xiangqi profile with the AXF rule against perpetual chasing.
import type { enAxf } from "./en-axf";
import type { Forms } from "./plural";

export const zhAxf: Forms<typeof enAxf> = {
  "profile.xiangqi-axf": "亚象联规则（长捉）",
  "profile.xiangqi-axf.desc": "按 Fairy-Stockfish 的方式执行亚洲象棋联合会规则：长将判负，循环中每步都捉同一子的一方也判负；双方各 50 回合无吃子则和棋。",
  "profile.plain.xiangqi": "常用规则：长将判负，其他重复局面为和棋。",
  "profile.plain.xiangqi-axf": "比赛规则：一直捉对方同一个无根子直到局面重复的一方判负。",
  "end.reason.perpetualChase": "{side}每步都在捉同一个子，直到局面重复；亚象联规则禁止长捉。",
  "end.chase.detail": "被捉的子：{piece} · 捉子的子：{by}",
  "end.chase.piece": "被捉的子：{piece}",
  "guide.item.g-chase.title": "长捉（長捉）",
  "guide.item.g-chase.body": "每步都攻击对方同一个无根子，使局面重复。按亚象联规则，这样做的一方在第三次重复时判负；若对方也在长捉则为和棋；长将先于长捉判定。马或炮攻击车时，即使车有根也算捉；将（帅）和未过河的兵（卒）不算被捉。终局时会指出被捉的子和捉子的子。",
  "guide.diagram.x-chase": "车追着无根的马：a6、c7、a6……按亚象联规则，捉子的一方必须变着，否则第三次重复时判负。",
  "records.reason.perpetualChase": "长捉",
};
