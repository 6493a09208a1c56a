// English texts of the Xiangqi profile with the AXF rule against perpetual chasing.
export const enAxf = {
  "profile.xiangqi-axf": "AXF (chasing rule)",
  "profile.xiangqi-axf.desc": "The Asian Xiangqi Federation's rules as Fairy-Stockfish plays them: perpetual check loses, and so does chasing the same piece with every move of a repetition; 50 moves each without a capture draw.",
  "profile.plain.xiangqi": "The usual rules: perpetual check loses, other repetitions are draws.",
  "profile.plain.xiangqi-axf": "Tournament rules: a side that keeps chasing one undefended piece until the position repeats loses.",
  "end.reason.perpetualChase": "{side} chased the same piece with every move until the position repeated, which the AXF rules forbid.",
  "end.chase.detail": "Chased: the {piece} · chasing it: the {by}",
  "end.chase.piece": "Chased: the {piece}",
  "guide.item.g-chase.title": "Perpetual chase (長捉)",
  "guide.item.g-chase.body": "Attacking the same undefended piece with every move so that the position repeats. Under the AXF profile the side that does it loses at the third repetition, unless the other side was chasing too (then it is a draw); perpetual check is judged first. A chariot attacked by a horse or a cannon counts as chased even when defended; a general, and soldiers that have not crossed the river, are never chased. The end of the game names the chased piece and the piece that chased it.",
  "guide.diagram.x-chase": "The chariot follows the undefended horse: a6, c7, a6… Under the AXF rules the chaser must vary, or it loses when the position repeats a third time.",
  "records.reason.perpetualChase": "Perpetual chase",
} as const;
