// English texts of the Xiangqi profile with the AXF rule against perpetual chasing.
export const enAxf = {
  "profile.xiangqi-axf": "AXF (chasing rule)",
  "profile.xiangqi-axf.desc": "The Asian Xiangqi Federation's rules as Fairy-Stockfish plays them: perpetual check loses, and so does chasing the same piece with every move of a repetition; 50 moves each without a capture draw.",
  "profile.plain.xiangqi": "The usual rules: perpetual check loses, other repetitions are draws.",
  "profile.plain.xiangqi-axf": "Tournament rules: a side that keeps chasing one undefended piece until the position repeats loses.",
  "end.reason.perpetualChase": "{side} chased the same piece with every move until the position repeated, which the AXF rules forbid.",
  "end.chase.detail": "Chased: the {piece} · chasing it: the {by}",
  "end.chase.piece": "Chased: the {piece}",
  "records.reason.perpetualChase": "Perpetual chase",
} as const;
