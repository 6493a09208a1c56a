// 简体中文：象棋记谱方式（设置、着法列表）与棋谱的导出、导入。
export const zhXq = {
  "settings.xiangqiNotation": "象棋记谱方式",
  "notation.xq.auto": "自动（按界面语言）",
  "notation.xq.wxf": "WXF 记谱（C2.5、H8+7）",
  "notation.xq.chinese": "中文记谱（炮二平五、马８进７）",
  "records.export.formatLabel": "导出格式",
  "records.export.fmt.pgn": "PGN（坐标）",
  "records.export.fmt.gib": ".gib（韩国棋谱）",
  "records.export.fmt.wxf": "PGN，WXF 记谱",
  "records.export.fmt.chinese": "PGN，中文记谱",
  "records.export.fmt.iccs": "PGN，ICCS 记谱",
  "records.export.copy": "复制",
  "records.export.save": "保存…",
  "records.export.notSaved": "未保存。",
  "records.import.open": "打开文件…",
};
