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
  "records.reason.perpetualChase": "长捉",
};
