// ru texts of the game clock with main time (byoyomi, Fischer).
import type { enClock } from "./en-clock";
import type { Forms } from "./plural";

export const ruClock: Forms<typeof enClock> = {
  "home.clock": "Часы с основным временем",
  "clock.none": "Нет",
  "clock.preset.association": "Ассоциация: 5 мин + 30 с × 3",
  "clock.preset.quick-byoyomi": "Быстрая: 1 мин + 20 с × 3",
  "clock.preset.blitz": "Блиц: 3 мин + 2 с",
  "clock.preset.rapid": "Рапид: 10 мин + 5 с",
  "clock.note": "Идут часы обоих игроков, и компьютера тоже. Бёёми: когда основное время истрачено, каждый ход нужно сделать за один период; более долгий ход тратит период. Фишер: после каждого хода добавляются секунды, указанные после плюса.",
  "clock.aria.main": "{side}: основное время {main}, затем периоды по {s} с; периодов: {n}",
  "clock.aria.byoyomi": "{side}: в этом периоде осталось {s} с; осталось периодов: {n}",
  "clock.aria.fischer": "{side}: осталось {main}; после каждого хода добавляется {inc} с",
  "clock.aria.out": "{side}: время истекло",
  "end.timeoutDraw": "У стороны «{side}» не осталось фигур, способных поставить мат, поэтому ничья.",
  "clock.preset.custom": "Свои",
  "clock.kind.byoyomi": "Бёёми",
  "clock.kind.fischer": "Фишер (добавка за ход)",
  "clock.mainMinutes": "Основное время, минут",
  "clock.periodSecs": "Период, секунд",
  "clock.periodsCount": "Периодов",
  "clock.incrementSecs": "Добавка за ход, секунд",
  "error.badClock": "Эти часы нельзя использовать: основное время — до 24 часов, периодов бёёми — от 1 до 10 длиной от 1 секунды до 1 часа, добавка — до 10 минут, а часам Фишера нужно основное время.",
};
