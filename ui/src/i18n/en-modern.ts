// English texts of the Modern (Kakao) rule profile and its back-and-forth rule.
export const enModern = {
  "profile.janggi-modern": "Kakao (Modern)",
  "profile.janggi-modern.desc": "The rules of the Kakao app and Fairy-Stockfish's Modern Janggi: no bikjang, a perpetual checker loses, moving one piece back and forth loses, other ends go to points.",
  "profile.plain.janggi-modern": "The rules of the Kakao Janggi app: shuttling one piece back and forth loses.",
  "guide.profiles.bikjang.janggi-modern": "the game goes on",
  "guide.profiles.passes.janggi-modern": "points decide",
  "guide.profiles.repetition.janggi-modern": "the fourth time: the side giving perpetual check loses, otherwise points decide; a side that moves one piece back and forth between two points twice over loses at once",
  "guide.profiles.moves.janggi-modern": "100 moves each without a capture: points decide",
  "guide.profiles.material.janggi-modern": "the game goes on",
  "end.reason.shuttle": "{side} moved the same piece back and forth, which the Kakao rules forbid.",
  "records.reason.shuttle": "Back-and-forth moves",
} as const;
