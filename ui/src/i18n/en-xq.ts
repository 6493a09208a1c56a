// English: Xiangqi move notation (Settings, move lists) and the record
// export/import choices (formats, native open/save dialogs).
export const enXq = {
  "settings.xiangqiNotation": "Xiangqi move notation",
  "settings.janggiNotation": "Janggi move notation",
  "notation.janggi.auto": "Automatic (Korean in Korean, else Latin letters)",
  "notation.janggi.korean": "Korean (02마83, 한수쉼)",
  "notation.janggi.latin": "Latin letters (02H83, pass)",
  "notation.xq.auto": "Automatic (by app language)",
  "notation.xq.wxf": "WXF (C2.5, H8+7)",
  "notation.xq.chinese": "Chinese (炮二平五, 马８进７)",
  "records.export.formatLabel": "Export format",
  "records.export.fmt.pgn": "PGN (coordinates)",
  "records.export.fmt.gib": ".gib (Korean)",
  "records.export.fmt.wxf": "PGN, WXF moves",
  "records.export.fmt.chinese": "PGN, Chinese moves",
  "records.export.fmt.iccs": "PGN, ICCS moves",
  "records.export.copy": "Copy",
  "records.export.save": "Save…",
  "records.export.notSaved": "Not saved.",
  "records.import.open": "Open a file…",
};
