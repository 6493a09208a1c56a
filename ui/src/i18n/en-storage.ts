// English: the banner shown when the game cannot be saved (issue 12).
export const enStorage = {
  "storage.failed.diskFull": "Your game could not be saved: the device is full.",
  "storage.failed.permissionDenied": "Your game could not be saved: the app may not write to its data folder.",
  "storage.failed.readOnly": "Your game could not be saved: the storage is read-only.",
  "storage.failed.io": "Your game could not be saved: the storage reported an error.",
  "storage.kept": "The game goes on and nothing already saved was changed. Free some space or fix the folder, then retry; the next save writes everything.",
  "storage.retry": "Retry",
  "storage.saved": "Saved. Everything is on disk again.",
};
