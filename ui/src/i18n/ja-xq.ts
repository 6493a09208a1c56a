// 日本語: シャンチーの棋譜表記（設定・棋譜一覧）と棋譜の書き出し・読み込み。
export const jaXq = {
  "settings.xiangqiNotation": "シャンチーの棋譜表記",
  "notation.xq.auto": "自動（アプリの言語による）",
  "notation.xq.wxf": "WXF 表記（C2.5、H8+7）",
  "notation.xq.chinese": "中国式表記（炮二平五、马８进７）",
  "records.export.formatLabel": "書き出し形式",
  "records.export.fmt.pgn": "PGN（座標）",
  "records.export.fmt.gib": ".gib（韓国の棋譜）",
  "records.export.fmt.wxf": "PGN・WXF 表記",
  "records.export.fmt.chinese": "PGN・中国式表記",
  "records.export.fmt.iccs": "PGN・ICCS 表記",
  "records.export.copy": "コピー",
  "records.export.save": "保存…",
  "records.export.notSaved": "保存しませんでした。",
  "records.import.open": "ファイルを開く…",
};
