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
};
