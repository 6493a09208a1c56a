// 简体中文：无法保存对局时显示的提示 (issue 12)。
export const zhStorage = {
  "storage.failed.diskFull": "对局未能保存：设备存储空间已满。",
  "storage.failed.permissionDenied": "对局未能保存：应用没有写入其数据文件夹的权限。",
  "storage.failed.readOnly": "对局未能保存：存储处于只读状态。",
  "storage.failed.io": "对局未能保存：存储出现错误。",
  "storage.kept": "对局可以继续，已保存的内容没有改变。请腾出空间或修复文件夹后重试，下一次保存会写入全部内容。",
  "storage.retry": "重试",
  "storage.saved": "已保存，所有内容都已重新写入磁盘。",
};
