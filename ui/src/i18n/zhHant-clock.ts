// zh-Hant texts of the game clock with main time (byoyomi, Fischer).
import type { enClock } from "./en-clock";
import type { Forms } from "./plural";

export const zhHantClock: Forms<typeof enClock> = {
  "home.clock": "有基本時間的棋鐘",
  "clock.none": "無",
  "clock.preset.association": "協會賽制：5 分 + 30 秒 × 3",
  "clock.preset.quick-byoyomi": "快棋：1 分 + 20 秒 × 3",
  "clock.preset.blitz": "超快棋：3 分 + 2 秒",
  "clock.preset.rapid": "快速棋：10 分 + 5 秒",
  "clock.note": "雙方的棋鐘都會走，電腦的也一樣。讀秒：基本時間用完後，每步須在一次讀秒之內走完，超時則用掉一次讀秒。費雪制：每走一步，加號後的秒數會加回鐘上。",
  "clock.aria.main": "{side}：基本時間 {main}，之後每次讀秒 {s} 秒，讀秒次數 {n}",
  "clock.aria.byoyomi": "{side}：本次讀秒剩 {s} 秒，剩餘讀秒次數 {n}",
  "clock.aria.fischer": "{side}：剩餘 {main}，每步加 {inc} 秒",
  "clock.aria.out": "{side}：時間已用完",
  "end.timeoutDraw": "{side}已沒有能將死對方的棋子，因此判為和棋。",
  "clock.preset.custom": "自訂",
  "clock.kind.byoyomi": "讀秒",
  "clock.kind.fischer": "費雪制（每步加秒）",
  "clock.mainMinutes": "基本時間（分鐘）",
  "clock.periodSecs": "每次讀秒（秒）",
  "clock.periodsCount": "讀秒次數",
  "clock.incrementSecs": "每步加秒（秒）",
  "error.badClock": "這個棋鐘設定無法使用：基本時間最多 24 小時，讀秒 1 至 10 次、每次 1 秒至 1 小時，每步加秒最多 10 分鐘，費雪制棋鐘必須有基本時間。",
};
