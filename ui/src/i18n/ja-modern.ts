// ja texts of the Modern (Kakao) rule profile and its back-and-forth rule.
import type { enModern } from "./en-modern";
import type { Forms } from "./plural";

export const jaModern: Forms<typeof enModern> = {
  "profile.janggi-modern": "カカオ（モダン）",
  "profile.janggi-modern.desc": "カカオの将棋アプリと Fairy-Stockfish のモダン将棋のルール：ビッチャンなし、連続王手は負け、一つの駒を行き来させ続けると負け、その他の終局は点数で決まります。",
  "profile.plain.janggi-modern": "カカオのチャンギアプリのルール：一つの駒を行ったり来たりさせると負けです。",
  "guide.profiles.bikjang.janggi-modern": "対局は続きます",
  "guide.profiles.passes.janggi-modern": "点数で決まります",
  "guide.profiles.repetition.janggi-modern": "4回目に：連続王手をかけた側の負け、それ以外は点数で決まります。一つの駒を二つの点の間で二往復させた側はその場で負けです",
  "guide.profiles.moves.janggi-modern": "駒を取らずに各100手：点数で決まります",
  "guide.profiles.material.janggi-modern": "対局は続きます",
  "end.reason.shuttle": "{side}が同じ駒を行ったり来たりさせました。カカオのルールでは禁止です。",
  "records.reason.shuttle": "同じ駒の往復",
};
