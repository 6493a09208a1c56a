// ja texts of the Xiangqi profile with the AXF rule against perpetual chasing.
import type { enAxf } from "./en-axf";
import type { Forms } from "./plural";

export const jaAxf: Forms<typeof enAxf> = {
  "profile.xiangqi-axf": "AXF（長捉ルール）",
  "profile.xiangqi-axf.desc": "アジア象棋連合会のルールを Fairy-Stockfish と同じように適用します：連続王手は負け、同一局面が繰り返されるまで毎手同じ駒を追い続けた側も負け、駒を取らずに各50手で引き分けです。",
  "profile.plain.xiangqi": "通常のルール：連続王手は負け、その他の繰り返しは引き分けです。",
  "profile.plain.xiangqi-axf": "大会ルール：守られていない駒一つを局面が繰り返されるまで追い続けた側の負けです。",
  "end.reason.perpetualChase": "{side}が局面が繰り返されるまで毎手同じ駒を追い続けました。AXF ルールでは禁止です。",
  "end.chase.detail": "追われた駒：{piece} · 追った駒：{by}",
  "end.chase.piece": "追われた駒：{piece}",
  "guide.item.g-chase.title": "長捉（長捉）",
  "guide.item.g-chase.body": "局面が繰り返されるよう、守られていない同じ駒を毎手攻め続けること。AXF ルールでは、それをした側が3回目の繰り返しで負けます。相手も追っていた場合は引き分けで、連続王手が先に判定されます。馬か砲が車を攻めるときは、車が守られていても追ったことになります。将（帥）と川を渡っていない兵（卒）は追われる対象になりません。終局時に、追われた駒と追った駒を示します。",
  "guide.diagram.x-chase": "車が守られていない馬を追い回します：a6、c7、a6… AXF ルールでは、追う側が手を変えなければ3回目の繰り返しで負けです。",
  "records.reason.perpetualChase": "長捉",
};
