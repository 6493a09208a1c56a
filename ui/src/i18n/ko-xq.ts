// 한국어: 샹치 기보 표기(설정, 기보 목록)와 기보 내보내기/가져오기 선택.
export const koXq = {
  "settings.xiangqiNotation": "샹치 기보 표기",
  "notation.xq.auto": "자동 (앱 언어에 따라)",
  "notation.xq.wxf": "WXF 표기 (C2.5, H8+7)",
  "notation.xq.chinese": "중국식 표기 (炮二平五, 马８进７)",
  "records.export.formatLabel": "내보낼 형식",
  "records.export.fmt.pgn": "PGN (좌표)",
  "records.export.fmt.gib": ".gib (한국 기보)",
  "records.export.fmt.wxf": "PGN, WXF 표기",
  "records.export.fmt.chinese": "PGN, 중국식 표기",
  "records.export.fmt.iccs": "PGN, ICCS 표기",
  "records.export.copy": "복사",
  "records.export.save": "저장…",
  "records.export.notSaved": "저장하지 않았습니다.",
  "records.import.open": "파일 열기…",
};
