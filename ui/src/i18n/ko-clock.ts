// ko texts of the game clock with main time (byoyomi, Fischer).
import type { enClock } from "./en-clock";
import type { Forms } from "./plural";

export const koClock: Forms<typeof enClock> = {
  "home.clock": "기본 시간이 있는 시계",
  "clock.none": "없음",
  "clock.preset.association": "협회 규정: 5분 + 30초 3회",
  "clock.preset.quick-byoyomi": "빠른 대국: 1분 + 20초 3회",
  "clock.preset.blitz": "블리츠: 3분 + 2초",
  "clock.preset.rapid": "래피드: 10분 + 5초",
  "clock.note": "두 사람의 시계가 모두 갑니다. 컴퓨터의 시계도 마찬가지입니다. 초읽기: 기본 시간을 다 쓰면 한 수를 한 번의 초읽기 안에 두어야 하고, 넘기면 초읽기 한 번이 줄어듭니다. 피셔: 한 수를 둘 때마다 더하기 뒤의 초가 더해집니다.",
  "clock.aria.main": "{side}: 기본 시간 {main}, 그다음 {s}초 초읽기, 남은 횟수 {n}",
  "clock.aria.byoyomi": "{side}: 이번 초읽기 {s}초 남음, 남은 횟수 {n}",
  "clock.aria.fischer": "{side}: {main} 남음, 한 수마다 {inc}초 추가",
  "clock.aria.out": "{side}: 남은 시간 없음",
  "end.timeoutDraw": "{side}에게는 외통을 만들 수 있는 말이 남아 있지 않아 무승부입니다.",
  "clock.preset.custom": "직접 정하기",
  "clock.kind.byoyomi": "초읽기",
  "clock.kind.fischer": "피셔 (수마다 추가)",
  "clock.mainMinutes": "기본 시간 (분)",
  "clock.periodSecs": "초읽기 (초)",
  "clock.periodsCount": "초읽기 횟수",
  "clock.incrementSecs": "한 수마다 추가 (초)",
  "error.badClock": "이 시계는 쓸 수 없습니다. 기본 시간은 24시간까지, 초읽기는 1초~1시간짜리 1~10회, 추가 시간은 10분까지이며 피셔 방식에는 기본 시간이 있어야 합니다.",
};
