// English text of the rules guide (spread into en.ts). Other languages have
// exactly these keys.
export const enGuide = {
  "guide.title": "Guide",
  "guide.open": "Rules and guide",
  "guide.search": "Search the guide",
  "guide.search.clear": "Clear search",
  "guide.search.results": "{n} results for “{q}”",
  "guide.search.none": "Nothing in the guide matches “{q}”.",
  "guide.sections": "Guide sections",
  "guide.section.rules-janggi": "Janggi rules",
  "guide.section.rules-xiangqi": "Xiangqi rules",
  "guide.section.profiles": "Rule profiles",
  "guide.section.glossary": "Glossary",
  "guide.section.strategy": "Strategy",
  "guide.section.notation": "Notation",
  "guide.section.faq": "FAQ",
  "guide.legend": "Dots: where the piece may go. Red ring: a capture. Cross: a blocking piece. Square: a screen.",
  "guide.diagram.label": "Diagram: {caption}",
  "guide.seeDiagram": "Show on the board",
  "guide.term.janggi": "Janggi term",
  "guide.term.xiangqi": "Xiangqi term",
  "guide.profiles.event": "When…",

  // ---- Diagram captions ----
  "guide.diagram.j-general": "From the middle of its palace the general reaches every free neighbouring point, diagonals included.",
  "guide.diagram.j-guard": "A guard on the palace centre moves just like the general.",
  "guide.diagram.j-chariot": "The chariot runs until a piece stops it: its own soldier blocks, the enemy horse can be taken.",
  "guide.diagram.j-chariot-palace": "Inside the enemy palace the chariot may also slide along the diagonal and capture the guard in the corner.",
  "guide.diagram.j-cannon": "The cannon jumps its own horse (up the file) and its own guard (along the rank) — and captures the chariot beyond.",
  "guide.diagram.j-cannon-rules": "No move upward: the screen is a cannon. To the right it may stop on f3 but may not take the enemy cannon.",
  "guide.diagram.j-cannon-palace": "Over the palace centre: the cannon jumps the general on the centre point and takes the guard in the far corner.",
  "guide.diagram.j-horse": "The enemy soldier stands on the horse’s first step upward, so both upward destinations are gone.",
  "guide.diagram.j-elephant": "A piece on the elephant’s path (crossed) closes one route; the other routes are open and the enemy horse on b3 can be taken.",
  "guide.diagram.j-soldier": "In the open a soldier goes forward or sideways; inside the enemy palace it may also step diagonally forward along the palace line.",
  "guide.diagram.j-palace": "The two palaces, 3×3 points with an X; generals and guards never leave them.",
  "guide.diagram.j-check": "Han is in check from the chariot. Every dot is a legal answer: step aside, or put the horse in the way.",
  "guide.diagram.j-mate": "Checkmate: the chariot gives check, and together with the two horses it covers every point the Han general could reach.",
  "guide.diagram.j-bikjang": "Bikjang: the two generals face each other on the e-file with nothing between them.",
  "guide.diagram.j-pass": "Cho is not in check, so a pass (한수쉼) is allowed besides the general’s moves.",
  "guide.diagram.j-hunsu": "A suggestion from the side: develop the horse from h1 to g3.",
  "guide.diagram.j-notation": "Three moves in Korean coordinates, as the move list writes them.",
  "guide.diagram.j-setup-1": "Setup 1, horse-elephant-horse-elephant (마상마상), seen from Cho’s seat.",
  "guide.diagram.j-setup-2": "Setup 2, elephant-horse-elephant-horse (상마상마).",
  "guide.diagram.j-setup-3": "Setup 3, horse-elephant-elephant-horse (마상상마): the inner elephants.",
  "guide.diagram.j-setup-4": "Setup 4, elephant-horse-horse-elephant (상마마상): the outer elephants.",
  "guide.diagram.x-general": "The Xiangqi general steps one point along a line, never diagonally.",
  "guide.diagram.x-advisor": "The advisor steps one point diagonally and stays in the palace.",
  "guide.diagram.x-elephant": "A soldier on the elephant’s eye (crossed) stops the move towards it.",
  "guide.diagram.x-elephant-river": "The elephant never crosses the river: the two points beyond it are out of reach.",
  "guide.diagram.x-horse": "The horse’s leg is blocked upward, so two destinations disappear; the chariot on g6 can be captured.",
  "guide.diagram.x-chariot": "The chariot moves any distance along a line and captures the first enemy piece in its way.",
  "guide.diagram.x-cannon": "The cannon moves like a chariot but captures only over exactly one screen — here the black soldier.",
  "guide.diagram.x-soldier": "Before the river a soldier only goes forward; once across, it may also step sideways.",
  "guide.diagram.x-flying": "The Red general may not step onto the e-file: it would face the Black general with nothing between.",
  "guide.diagram.x-perpetual": "Check, escape, check, escape… The side that only gives checks must vary, or it loses when the position repeats a third time.",
  "guide.diagram.x-stalemate": "Black is not in check but has no legal move: in Xiangqi that is a loss for Black.",
  "guide.diagram.x-check": "The cannon checks over its own soldier. Black’s only answer is to put an advisor in between.",
  "guide.diagram.x-river": "The river (楚河 漢界) divides the board between the fifth and sixth ranks.",
  "guide.diagram.x-notation": "The most common start: the central cannon, C2.5, and the horses coming out.",
  "guide.diagram.x-tandem": "Two chariots on one file: the rear one is written R- instead of a file number.",

  // ---- Janggi rules ----
  "guide.item.rj-board.title": "The board, the sides and the start",
  "guide.item.rj-board.body":
    "Janggi is played on the points where 9 vertical and 10 horizontal lines cross. There is no river. Each side has a palace: a 3×3 square of points in the middle of its back three ranks, crossed by two diagonals — the only diagonal lines on the board.\n\nCho (楚, green or blue) sits at the bottom and moves first; Han (漢, red) moves second. Each side has 16 pieces: a general, two guards, two chariots, two cannons, two horses, two elephants and five soldiers.\n\nThe general starts on its palace centre, the guards on the back-rank corners of the palace, the chariots in the corners, the cannons on the third rank in the second and eighth files, and the soldiers on every other point of the fourth rank. Horses and elephants share the four remaining back-rank points in one of four setups; Han picks first, then Cho.",
  "guide.item.rj-general.title": "General (楚 / 漢)",
  "guide.item.rj-general.body":
    "The general moves one point along any line of its palace and never leaves it. From the centre it can also step along the diagonals to the four corners, and from a corner back to the centre; from the middle of an edge there is no diagonal to follow.\n\nIt is the largest piece, worth no points: the whole game is about trapping it.",
  "guide.item.rj-guard.title": "Guard (士)",
  "guide.item.rj-guard.body":
    "A guard moves exactly like the general: one point along a palace line, diagonals only through the centre, never outside the palace. Guards are small but precious, because they are the general’s closest shield. Worth 3 points.",
  "guide.item.rj-chariot.title": "Chariot (車)",
  "guide.item.rj-chariot.body":
    "The chariot moves any number of points in a straight line along a file or rank until a piece is in the way; it captures an enemy piece by landing on it.\n\nInside either palace it may also move along the diagonals, as far as the lines go. It is the strongest piece, worth 13 points.",
  "guide.item.rj-cannon.title": "Cannon (包)",
  "guide.item.rj-cannon.body":
    "The cannon always needs a screen: exactly one piece, of either side, between it and where it goes. It jumps that piece and lands on any empty point beyond it, or on the first piece beyond, capturing it if it is an enemy. With no screen it cannot move at all in that direction.\n\nTwo prohibitions: a cannon can never use a cannon as its screen, and it can never capture a cannon — its own or the opponent’s.\n\nIn a palace it may jump along a diagonal, from one corner over a piece on the centre to the opposite corner. Worth 7 points.",
  "guide.item.rj-horse.title": "Horse (馬)",
  "guide.item.rj-horse.body":
    "The horse steps one point straight, then one point diagonally outward — up to eight destinations. It does not jump: if the first, straight point is occupied by any piece, both destinations on that side are blocked. That blocking point is called the myeok. Worth 5 points.",
  "guide.item.rj-elephant.title": "Elephant (象)",
  "guide.item.rj-elephant.body":
    "The elephant steps one point straight, then two points diagonally outward: a longer version of the horse. It is blocked if either of the two points it passes over is occupied, so it needs open space. In Janggi the elephant crosses the whole board. Worth 3 points.",
  "guide.item.rj-soldier.title": "Soldier (卒 / 兵)",
  "guide.item.rj-soldier.body":
    "A soldier moves one point forward or one point sideways, never backward. Inside the enemy palace it may also step diagonally forward along the palace lines. Soldiers are never promoted; one that reaches the last rank can only move sideways. Worth 2 points.",
  "guide.item.rj-check.title": "Check and checkmate",
  "guide.item.rj-check.body":
    "A move that threatens to capture the general is a check, called janggun (장군). The player in check must answer it at once — meonggun (멍군) — by moving the general, capturing the attacker, or putting a piece in the way (which can also remove a cannon’s screen or add a second one). No move may leave one’s own general capturable.\n\nA player in check with no legal answer is checkmated and loses. A player may also resign at any time.",
  "guide.item.rj-pass.title": "Passing (한수쉼)",
  "guide.item.rj-pass.body":
    "Instead of moving, a player may pass, except when in check. Because a pass is always available outside check, Janggi has no stalemate.\n\nWhat happens when both players pass one after the other depends on the rule profile: under most profiles the points decide the game, under the Traditional profile it is a draw.",
  "guide.item.rj-bikjang.title": "Bikjang (빅장)",
  "guide.item.rj-bikjang.body":
    "When the two generals stand on the same file with nothing between them, the position is called bikjang. Unlike Xiangqi, Janggi allows it.\n\nWhat it means depends on the profile: under Standard play simply goes on; under Bikjang scoring the game ends at once on points; under Traditional the other side must break it or pass, and the pass accepts a draw; under the pychess.org rules such a pass ends the game on points.",
  "guide.item.rj-points.title": "Points and the end of the game",
  "guide.item.rj-points.body":
    "Each piece on the board is worth points: chariot 13, cannon 7, horse 5, elephant 3, guard 3, soldier 2. Han gets 1.5 extra points for moving second, so the start is 72 against 73.5 and a points decision can never be a tie.\n\nCheckmate and resignation end the game at once. With a move timer, the player who runs out of time loses. Repetitions, two passes in a row, the move limit and bikjang are settled by the chosen rule profile — see the profiles table.",

  // ---- Xiangqi rules ----
  "guide.item.rx-board.title": "The board and the river",
  "guide.item.rx-board.body":
    "Xiangqi uses the same 9×10 points, but a river crosses the middle of the board, between the fifth and sixth ranks. Each side has a 3×3 palace with an X.\n\nRed moves first, Black second. The back rank holds chariot, horse, elephant, advisor, general, advisor, elephant, horse, chariot; the cannons stand on the third rank in the second and eighth files, and the soldiers on the fourth rank on every other file. There are no setup choices.",
  "guide.item.rx-general.title": "General (帥 / 將)",
  "guide.item.rx-general.body": "The general moves one point horizontally or vertically and must stay inside its palace. It never moves diagonally.",
  "guide.item.rx-advisor.title": "Advisor (仕 / 士)",
  "guide.item.rx-advisor.body": "The advisor moves one point diagonally and never leaves the palace, so it only ever stands on five points.",
  "guide.item.rx-elephant.title": "Elephant (相 / 象)",
  "guide.item.rx-elephant.body":
    "The elephant moves exactly two points diagonally. If the point in between — the elephant’s eye — is occupied, the move is blocked. The elephant may never cross the river, so it is purely a defender.",
  "guide.item.rx-horse.title": "Horse (傌 / 馬)",
  "guide.item.rx-horse.body": "The horse moves as in Janggi: one point straight, then one diagonally outward. A piece on the first point — the horse’s leg — blocks that direction.",
  "guide.item.rx-chariot.title": "Chariot (俥 / 車)",
  "guide.item.rx-chariot.body": "The chariot moves any distance along a file or rank until blocked, and captures the first enemy piece in its path. It has no palace diagonals in Xiangqi.",
  "guide.item.rx-cannon.title": "Cannon (炮 / 砲)",
  "guide.item.rx-cannon.body":
    "Without capturing, the cannon moves exactly like a chariot. To capture it must jump exactly one piece of either side — cannons included — and take the first piece beyond it. This differs from the Janggi cannon, which needs a screen for every move.",
  "guide.item.rx-soldier.title": "Soldier (兵 / 卒)",
  "guide.item.rx-soldier.body": "A soldier moves one point forward. After crossing the river it may also move one point sideways. It never moves backward and is never promoted.",
  "guide.item.rx-flying.title": "The flying general",
  "guide.item.rx-flying.body":
    "The two generals may never face each other on the same file with no piece between them. Any move that would create that picture is illegal — including moving away the last piece between them. This rule makes the general a long-range attacker of the enemy palace file.",
  "guide.item.rx-end.title": "Check, stalemate, repetition and draws",
  "guide.item.rx-end.body":
    "A check must be answered; a player with no legal move loses — in Xiangqi that includes stalemate, when the player is not even in check. There is no pass.\n\nWhen a position occurs for the third time, a side that gave check with every one of its moves in the repeating cycle loses (perpetual check is forbidden); if both or neither did, it is a draw. The game is also drawn after 60 moves each without a capture, or when neither side has a chariot, horse, cannon or soldier left.",

  // ---- Profiles ----
  "guide.item.pf-intro.title": "Four ways to end a Janggi game",
  "guide.item.pf-intro.body":
    "Checkmate, resignation and timeouts are the same everywhere, but clubs, apps and federations settle the other endings differently. You choose a rule profile when you create a game; it is saved with the game. Standard is the default. The legal moves are the same in every profile, except that under Traditional and pychess.org a side facing bikjang must break it or pass.",
  "guide.profiles.event.bikjang": "bikjang arises",
  "guide.profiles.event.passes": "both players pass in a row",
  "guide.profiles.event.repetition": "the same position occurs a third time",
  "guide.profiles.event.moves": "the move limit is reached",
  "guide.profiles.event.material": "neither side can mate any more",
  "guide.profiles.bikjang.janggi-standard": "the game goes on",
  "guide.profiles.bikjang.janggi-bikjang-scoring": "the game ends at once; points decide",
  "guide.profiles.bikjang.janggi-traditional": "the other side must break it or pass; the pass accepts a draw",
  "guide.profiles.bikjang.janggi-fairy-stockfish": "the other side must break it or pass; the pass ends the game on points",
  "guide.profiles.passes.janggi-standard": "points decide",
  "guide.profiles.passes.janggi-bikjang-scoring": "points decide",
  "guide.profiles.passes.janggi-traditional": "draw",
  "guide.profiles.passes.janggi-fairy-stockfish": "points decide",
  "guide.profiles.repetition.janggi-standard": "points decide",
  "guide.profiles.repetition.janggi-bikjang-scoring": "points decide",
  "guide.profiles.repetition.janggi-traditional": "draw",
  "guide.profiles.repetition.janggi-fairy-stockfish": "the side giving perpetual check loses; otherwise points decide",
  "guide.profiles.moves.janggi-standard": "200 moves each: points decide",
  "guide.profiles.moves.janggi-bikjang-scoring": "200 moves each: points decide",
  "guide.profiles.moves.janggi-traditional": "200 moves each: draw",
  "guide.profiles.moves.janggi-fairy-stockfish": "50 moves each without a capture: points decide",
  "guide.profiles.material.janggi-standard": "the game goes on",
  "guide.profiles.material.janggi-bikjang-scoring": "the game goes on",
  "guide.profiles.material.janggi-traditional": "draw",
  "guide.profiles.material.janggi-fairy-stockfish": "the game goes on",

  // ---- Glossary ----
  "guide.item.g-janggun.title": "Janggun (장군, 將軍) — check",
  "guide.item.g-janggun.body": "A move that attacks the enemy general. Players traditionally call it out loud; the app announces it for you.",
  "guide.item.g-meonggun.title": "Meonggun (멍군) — answering check",
  "guide.item.g-meonggun.body": "The reply that gets out of check: moving the general, capturing the checking piece or blocking the line. A blocking move that gives check in return is a proud meonggun.",
  "guide.item.g-oetong.title": "Oetong (외통, 외통수) — checkmate",
  "guide.item.g-oetong.body": "A check with no answer at all: the game is over. The word means a single, inescapable path.",
  "guide.item.g-gungseong.title": "Gungseong (궁성) — the palace",
  "guide.item.g-gungseong.body": "The 3×3 area with the X where the general and guards live. Its diagonals also carry chariots, cannons and soldiers.",
  "guide.item.g-myeok.title": "Myeok (멱) — the blocking point",
  "guide.item.g-myeok.body": "The point a horse or an elephant must pass through. A piece standing there closes that route; “pressing the myeok” is putting a piece there on purpose.",
  "guide.item.g-dari.title": "Dari (다리) — the cannon’s screen",
  "guide.item.g-dari.body": "Literally “bridge” or “leg”: the single piece a cannon jumps over. Taking away or adding a dari is the main way to stop or unleash a cannon.",
  "guide.item.g-sangcharim.title": "Sangcharim (상차림) — the setup",
  "guide.item.g-sangcharim.body": "The arrangement of horses and elephants on the back rank chosen before the game. Han chooses first, Cho answers.",
  "guide.item.g-hansu.title": "Hansu-swim (한수쉼) — a pass",
  "guide.item.g-hansu.body": "Skipping a turn, allowed whenever one is not in check. Records write it as 한수쉼.",
  "guide.item.g-bikjang.title": "Bikjang (빅장) — generals face to face",
  "guide.item.g-bikjang.body": "The two generals on one file with nothing in between. Its result depends on the rule profile.",
  "guide.item.g-hunsu.title": "Hunsu (훈수) — kibitzing",
  "guide.item.g-hunsu.body": "Advice from an onlooker. Unwelcome over a real board, but the app’s hint button is hunsu you are allowed to ask for.",
  "guide.item.g-setup-1.title": "Masangmasang (마상마상)",
  "guide.item.g-setup-1.body": "Setup 1: horse, elephant, horse, elephant from the player’s left. The default when a setup timer runs out.",
  "guide.item.g-setup-2.title": "Sangmasangma (상마상마)",
  "guide.item.g-setup-2.body": "Setup 2: elephant, horse, elephant, horse — the mirror image of setup 1.",
  "guide.item.g-setup-3.title": "Masangsangma (마상상마)",
  "guide.item.g-setup-3.body": "Setup 3, the inner elephants: both elephants next to the guards, horses outside. Solid in the centre.",
  "guide.item.g-setup-4.title": "Sangmamasang (상마마상)",
  "guide.item.g-setup-4.body": "Setup 4, the outer elephants: horses near the palace, elephants next to the chariots. Active but loose in the centre.",
  "guide.item.g-jiangjun.title": "Jiāngjūn (將軍) — check in Xiangqi",
  "guide.item.g-jiangjun.body": "The same word as janggun: an attack on the general that must be answered.",
  "guide.item.g-river.title": "The river (楚河漢界)",
  "guide.item.g-river.body": "“River of Chu, border of Han”: the gap across the middle of the Xiangqi board. Elephants may not cross it; soldiers gain sideways moves after crossing it.",
  "guide.item.g-horse-leg.title": "Horse’s leg (蹩馬腿)",
  "guide.item.g-horse-leg.body": "A piece next to a horse on its first step “hobbles” it, closing the two destinations behind it — the Xiangqi name for the myeok.",
  "guide.item.g-elephant-eye.title": "Elephant’s eye (塞象眼)",
  "guide.item.g-elephant-eye.body": "The midpoint of an elephant’s diagonal move. “Blocking the eye” with any piece stops that move.",
  "guide.item.g-flying.title": "Flying general (對面笑)",
  "guide.item.g-flying.body": "The rule that the generals may never face each other on an open file. The Chinese name means “laughing face to face”.",
  "guide.item.g-perpetual.title": "Perpetual check (長將)",
  "guide.item.g-perpetual.body": "Checking again and again to force a repetition. In Xiangqi the side that does it must change course or lose.",
  "guide.item.g-stalemate.title": "Stalemate (困斃)",
  "guide.item.g-stalemate.body": "Having no legal move while not in check. In Xiangqi it loses; in Janggi it cannot happen because a pass is always possible.",

  // ---- Strategy ----
  "guide.item.s-opening.title": "Opening development",
  "guide.item.s-opening.body":
    "Bring out horses and elephants early so the chariots can see the board, and do not rush the general. Move a soldier aside to open a file for a chariot, or to give a horse a clear first step.\n\nChoose your setup against your opponent’s: the side whose horse faces an elephant usually gets the freer game on that wing. Inner elephants (마상상마) are solid; outer elephants (상마마상) get the horses into play faster.",
  "guide.item.s-cannons.title": "Using and stopping cannons",
  "guide.item.s-cannons.body":
    "A cannon is only as good as its screens. Early on, cannons jump into the centre of the enemy position and threaten the palace over a soldier or a horse. Keep a piece where your cannon can use it.\n\nTo stop an enemy cannon, take away its screen, add a second piece on the line (two screens stop it), or put your own cannon on the line — a cannon can neither jump nor capture a cannon. Trade cannons when the board opens up: they lose value as pieces disappear.",
  "guide.item.s-myeok.title": "Watching the myeok",
  "guide.item.s-myeok.body":
    "Before every move, look at the points next to your horses and elephants: a piece arriving there freezes them. Attacking a horse whose escape routes are already blocked often wins it outright.\n\nThe reverse works too: a single well-placed soldier can jam two of your opponent’s horses or an elephant for many moves.",
  "guide.item.s-chariots.title": "Valuing chariots",
  "guide.item.s-chariots.body":
    "A chariot is worth nearly two cannons. Do not trade it for a horse or a cannon unless it wins the game. Open files and ranks for your chariots early, and keep them connected so each protects the other.\n\nA chariot on the enemy palace corner, with its diagonals, is often the start of a mating attack.",
  "guide.item.s-palace.title": "Palace attack and defence",
  "guide.item.s-palace.body":
    "Mating attacks use the palace lines: a chariot or cannon on a palace diagonal, horses covering the points the general could flee to. Count the general’s escape squares before you attack.\n\nIn defence keep both guards near the general and the centre point covered, and do not leave the general on a file where a cannon has a ready screen. Moving the general up one point can make room, but also exposes it.",
  "guide.item.s-endgame.title": "Endgame and points management",
  "guide.item.s-endgame.body":
    "Many Janggi games are decided on points, so count them: chariot 13, cannon 7, horse 5, elephant and guard 3, soldier 2, plus 1.5 for Han. When you are ahead and the opponent cannot break through, simple trades and even a pass can be the best plan; repetitions and double passes then go your way under most profiles.\n\nWhen you are behind, keep pieces on the board and avoid exchanges. With few pieces left, remember which profile you play: under Traditional a hopeless position can still be drawn.",
  "guide.item.s-xiangqi-opening.title": "Xiangqi opening basics",
  "guide.item.s-xiangqi-opening.body":
    "The most popular first move is the central cannon (C2.5), aiming at the enemy’s centre soldier. The usual answer develops a horse to protect it (H8+7 or H2+3), or mirrors with a central cannon.\n\nDevelop horses before chariots, open the chariot files early, and do not let the elephants be cut off from each other. Crossing the river with soldiers is useful, but the central soldier is also a common target.",

  // ---- Notation ----
  "guide.item.n-korean.title": "Reading Korean coordinates",
  "guide.item.n-korean.body":
    "Janggi records write each move as five parts: from-rank, from-file, piece, to-rank, to-file. Ranks are numbered from the top as Cho sees the board — Han’s back rank is 1 and Cho’s back rank is 0 (for 10) — and files 1 to 9 from Cho’s left.\n\nSo 79졸78 means: the Cho soldier (졸) on rank 7, file 9 moves to rank 7, file 8. The pieces are 차 (chariot), 포 (cannon), 마 (horse), 상 (elephant), 사 (guard), 장 (general), 졸 (Cho soldier) and 병 (Han soldier).",
  "guide.item.n-korean-extra.title": "Passes and checks in Korean records",
  "guide.item.n-korean-extra.body":
    "A pass is written 한수쉼 in place of a move. Some records add 장군 after a checking move. The .gib files the app imports also list both sides’ setups (초차림 and 한차림) before the moves.",
  "guide.item.n-wxf.title": "Reading WXF notation (Xiangqi)",
  "guide.item.n-wxf.body":
    "WXF writes a move as piece, file, direction, number. The pieces are K general, A advisor, E elephant, H horse, R chariot, C cannon and P soldier. Files are counted 1–9 from the mover’s own right, so both players read the board from their own seat.\n\nThe direction is + forward, - backward or . sideways. For a straight move along a file the number is how many points it goes; for a sideways or diagonal move it is the file where the piece arrives. C2.5: the cannon on file 2 moves sideways to file 5. H8+7: the horse on file 8 jumps forward to file 7.",
  "guide.item.n-tandem.title": "Two pieces on one file (tandem)",
  "guide.item.n-tandem.body":
    "When two chariots, horses or cannons of the same side share a file, the file number cannot tell them apart. WXF then writes + for the front piece and - for the rear one instead of the file: R+.3 moves the front chariot to file 3, R-+2 moves the rear chariot two points forward. Soldiers follow similar rules when three or more stand on one file.",

  // ---- FAQ ----
  "guide.item.f-first.title": "Who moves first?",
  "guide.item.f-first.body": "In Janggi, Cho (green/blue). In Xiangqi, Red. Han (or Black) always moves second; in Janggi Han is compensated with 1.5 points.",
  "guide.item.f-no-stalemate.title": "Why is there no stalemate in Janggi?",
  "guide.item.f-no-stalemate.body": "Because a player who is not in check may always pass. A player who is in check and has no legal move is checkmated.",
  "guide.item.f-pass.title": "When may I pass?",
  "guide.item.f-pass.body": "At any turn when you are not in check. Use the Pass button. Passing is useful when every move would weaken your position, and to accept or answer a bikjang under some profiles.",
  "guide.item.f-profile.title": "Which rule profile should I choose?",
  "guide.item.f-profile.body": "Standard suits most players. Choose Traditional for the older club rules with more draws, Bikjang scoring if you want bikjang to end the game, and pychess.org to play exactly as on that site and with Fairy-Stockfish.",
  "guide.item.f-points-tie.title": "Can a points decision end in a tie?",
  "guide.item.f-points-tie.body": "No. Every piece is worth a whole number of points and Han gets 1.5 extra, so the two totals can never be equal.",
  "guide.item.f-xiangqi.title": "How is Xiangqi different from Janggi?",
  "guide.item.f-xiangqi.body": "Xiangqi has a river, elephants that move only two points diagonally and stay home, advisors and generals without palace diagonals, cannons that move freely and jump only to capture, soldiers that move sideways only after the river, no pass, and the generals may never face each other. Stalemate loses.",
  "guide.item.f-hint.title": "Can the app help me during a game?",
  "guide.item.f-hint.body": "Yes: the Hint button asks the engine for its best move and marks it on the board. Undo takes back your last move (and the computer’s reply).",
  "guide.item.f-records.title": "Can I play my games elsewhere?",
  "guide.item.f-records.body": "Games are saved as PGN with UCI moves, as pychess.org and Fairy-Stockfish write them; Janggi games can also be read from Korean .gib files. Under the pychess.org profile the rules match that site exactly.",
} as const satisfies Record<string, string>;

/** A guide translation key. */
export type GuideKey = keyof typeof enGuide;
