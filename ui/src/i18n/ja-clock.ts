// ja texts of the game clock with main time (byoyomi, Fischer).
import type { enClock } from "./en-clock";
import type { Forms } from "./plural";

export const jaClock: Forms<typeof enClock> = {
  "home.clock": "持ち時間のある時計",
  "clock.none": "なし",
  "clock.preset.association": "協会方式：5分＋30秒×3",
  "clock.preset.quick-byoyomi": "早指し：1分＋20秒×3",
  "clock.preset.blitz": "ブリッツ：3分＋2秒",
  "clock.preset.rapid": "ラピッド：10分＋5秒",
  "clock.note": "両者の時計が進みます（コンピューターの時計も）。秒読み：持ち時間を使い切ると、一手ごとに一回の秒読みの中で指します。超えると秒読みが一回減ります。フィッシャー：一手指すごとに＋の後の秒が足されます。",
  "clock.aria.main": "{side}：持ち時間 {main}、その後 {s} 秒の秒読み、残り回数 {n}",
  "clock.aria.byoyomi": "{side}：この秒読みの残り {s} 秒、残り回数 {n}",
  "clock.aria.fischer": "{side}：残り {main}、一手ごとに {inc} 秒加算",
  "clock.aria.out": "{side}：時間切れ",
  "end.timeoutDraw": "{side}には詰ませられる駒が残っていないため、引き分けです。",
  "clock.preset.custom": "自分で決める",
  "clock.kind.byoyomi": "秒読み",
  "clock.kind.fischer": "フィッシャー（一手ごとに加算）",
  "clock.mainMinutes": "持ち時間（分）",
  "clock.periodSecs": "秒読み（秒）",
  "clock.periodsCount": "秒読みの回数",
  "clock.incrementSecs": "一手ごとの加算（秒）",
  "error.badClock": "この時計は使えません。持ち時間は24時間まで、秒読みは1秒〜1時間を1〜10回、加算は10分まで、フィッシャー方式には持ち時間が必要です。",
};
