// English texts of the game clock with main time (byoyomi, Fischer).
export const enClock = {
  "home.clock": "Clock with main time",
  "clock.none": "None",
  "clock.preset.association": "Association: 5 min + 30 s × 3",
  "clock.preset.quick-byoyomi": "Quick: 1 min + 20 s × 3",
  "clock.preset.blitz": "Blitz: 3 min + 2 s",
  "clock.preset.rapid": "Rapid: 10 min + 5 s",
  "clock.note": "Both players' clocks run, the computer's too. Byoyomi: once the main time is spent, every move must come within one period; a slower move uses up a period. Fischer: the seconds after the plus are added after each move.",
  "clock.aria.main": "{side}: {main} of main time, then byoyomi of {s} seconds; periods: {n}",
  "clock.aria.byoyomi": "{side}: {s} seconds left in this period; periods left: {n}",
  "clock.aria.fischer": "{side}: {main} left; {inc} seconds come back after each move",
  "clock.aria.out": "{side}: no time left",
  "end.timeoutDraw": "{side} has no piece left that could mate, so the game is drawn.",
} as const;
