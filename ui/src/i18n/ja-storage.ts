// 日本語: 対局を保存できなかったときの通知 (issue 12)。
export const jaStorage = {
  "storage.failed.diskFull": "対局を保存できませんでした。端末の空き容量がありません。",
  "storage.failed.permissionDenied": "対局を保存できませんでした。アプリにデータフォルダーへの書き込み権限がありません。",
  "storage.failed.readOnly": "対局を保存できませんでした。保存先が読み取り専用です。",
  "storage.failed.io": "対局を保存できませんでした。保存先でエラーが起きました。",
  "storage.kept": "対局はそのまま続けられ、保存済みの内容は変わっていません。空き容量を作るかフォルダーを直してから再試行してください。次の保存ですべて書き込まれます。",
  "storage.retry": "再試行",
  "storage.saved": "保存しました。すべての内容がディスクに戻りました。",
};
