// 繁體中文：無法儲存對局時顯示的提示 (issue 12)。
export const zhHantStorage = {
  "storage.failed.diskFull": "對局未能儲存：裝置儲存空間已滿。",
  "storage.failed.permissionDenied": "對局未能儲存：應用程式沒有寫入其資料資料夾的權限。",
  "storage.failed.readOnly": "對局未能儲存：儲存位置是唯讀的。",
  "storage.failed.io": "對局未能儲存：寫入時發生錯誤。",
  "storage.kept": "對局可以繼續，已儲存的內容沒有改變。請騰出空間或修復資料夾後重試，下一次儲存會寫入全部內容。",
  "storage.retry": "重試",
  "storage.saved": "已儲存，所有內容都已重新寫入磁碟。",
};
