// Русский: запись ходов в сянци (настройки, списки ходов) и форматы
// экспорта и импорта партий.
export const ruXq = {
  "settings.xiangqiNotation": "Запись ходов в сянци",
  "settings.janggiNotation": "Запись ходов в чанги",
  "notation.janggi.auto": "Автоматически (по-корейски в корейском, иначе латиницей)",
  "notation.janggi.korean": "Корейская (02마83, 한수쉼)",
  "notation.janggi.latin": "Латиница (02H83, pass)",
  "notation.xq.auto": "Автоматически (по языку)",
  "notation.xq.wxf": "Запись WXF (C2.5, H8+7)",
  "notation.xq.chinese": "Китайская запись (炮二平五, 马８进７)",
  "records.export.formatLabel": "Формат экспорта",
  "records.export.fmt.pgn": "PGN (координаты)",
  "records.export.fmt.gib": ".gib (корейский)",
  "records.export.fmt.wxf": "PGN, ходы в WXF",
  "records.export.fmt.chinese": "PGN, китайская запись",
  "records.export.fmt.iccs": "PGN, ходы в ICCS",
  "records.export.copy": "Копировать",
  "records.export.save": "Сохранить…",
  "records.export.notSaved": "Не сохранено.",
  "records.import.open": "Открыть файл…",
};
