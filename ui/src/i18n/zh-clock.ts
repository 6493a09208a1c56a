// zh texts of the game clock with main time (byoyomi, Fischer).
import type { enClock } from "./en-clock";
import type { Forms } from "./plural";

export const zhClock: Forms<typeof enClock> = {
  "home.clock": "带基本用时的棋钟",
  "clock.none": "无",
  "clock.preset.association": "协会赛制：5 分 + 30 秒 × 3",
  "clock.preset.quick-byoyomi": "快棋：1 分 + 20 秒 × 3",
  "clock.preset.blitz": "超快棋：3 分 + 2 秒",
  "clock.preset.rapid": "快速棋：10 分 + 5 秒",
  "clock.note": "双方的棋钟都会走，电脑的也一样。读秒：基本用时用完后，每步须在一次读秒之内走出，超时则用掉一次读秒。费舍尔：每走一步，加号后的秒数加回钟上。",
  "clock.aria.main": "{side}：基本用时 {main}，之后每次读秒 {s} 秒，读秒次数 {n}",
  "clock.aria.byoyomi": "{side}：本次读秒剩 {s} 秒，剩余读秒次数 {n}",
  "clock.aria.fischer": "{side}：剩余 {main}，每步加 {inc} 秒",
  "clock.aria.out": "{side}：时间已用完",
  "end.timeoutDraw": "{side}已没有能将死对方的棋子，因此判为和棋。",
  "clock.preset.custom": "自定义",
  "clock.kind.byoyomi": "读秒",
  "clock.kind.fischer": "费舍尔（每步加秒）",
  "clock.mainMinutes": "基本用时（分钟）",
  "clock.periodSecs": "每次读秒（秒）",
  "clock.periodsCount": "读秒次数",
  "clock.incrementSecs": "每步加秒（秒）",
  "error.badClock": "这个棋钟无法使用：基本用时最多 24 小时，读秒 1 至 10 次、每次 1 秒至 1 小时，每步加秒最多 10 分钟，费舍尔棋钟必须有基本用时。",
};
