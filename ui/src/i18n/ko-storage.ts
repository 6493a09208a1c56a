// 한국어: 대국을 저장하지 못했을 때 보이는 알림 (issue 12).
export const koStorage = {
  "storage.failed.diskFull": "대국을 저장하지 못했습니다. 기기의 저장 공간이 가득 찼습니다.",
  "storage.failed.permissionDenied": "대국을 저장하지 못했습니다. 앱이 데이터 폴더에 쓸 권한이 없습니다.",
  "storage.failed.readOnly": "대국을 저장하지 못했습니다. 저장소가 읽기 전용입니다.",
  "storage.failed.io": "대국을 저장하지 못했습니다. 저장소에서 오류가 났습니다.",
  "storage.kept": "대국은 계속되며 이미 저장된 내용은 그대로입니다. 공간을 비우거나 폴더 문제를 해결한 뒤 다시 시도하세요. 다음 저장 때 모두 기록됩니다.",
  "storage.retry": "다시 시도",
  "storage.saved": "저장했습니다. 모든 내용이 다시 디스크에 있습니다.",
};
