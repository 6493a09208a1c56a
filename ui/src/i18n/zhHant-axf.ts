// zh-Hant texts of the Xiangqi profile with the AXF rule against perpetual chasing.
import type { enAxf } from "./en-axf";
import type { Forms } from "./plural";

export const zhHantAxf: Forms<typeof enAxf> = {
  "profile.xiangqi-axf": "亞洲象聯規則（長捉）",
  "profile.xiangqi-axf.desc": "依 Fairy-Stockfish 的方式執行亞洲象棋聯合會規則：長將判負，在循環中每步都捉同一子的一方也判負；雙方各 50 回合無吃子則和棋。",
  "profile.plain.xiangqi": "常用規則：長將判負，其他重複局面為和棋。",
  "profile.plain.xiangqi-axf": "比賽規則：一直捉對方同一個無根子、直到局面重複的一方判負。",
  "end.reason.perpetualChase": "{side}每步都在捉同一個子，直到局面重複；亞洲象聯規則禁止長捉。",
  "end.chase.detail": "被捉的子：{piece} · 捉子的子：{by}",
  "end.chase.piece": "被捉的子：{piece}",
  "guide.item.g-chase.title": "長捉",
  "guide.item.g-chase.body": "每步都攻擊對方同一個無根子，使局面重複。依亞洲象聯規則，這樣做的一方在第三次重複時判負；若對方也在長捉則為和棋；長將先於長捉判定。傌（馬）或炮（砲）攻擊車時，即使車有根也算捉；帥（將）和未過河的兵（卒）不算被捉。終局時會指出被捉的子和捉子的子。",
  "guide.diagram.x-chase": "俥追著無根的馬：a6、c7、a6……依亞洲象聯規則，捉子的一方必須變著，否則第三次重複時判負。",
  "records.reason.perpetualChase": "長捉",
};
