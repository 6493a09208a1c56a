// Pieces for small diagrams (setup choice): one side's army in its start
// files with the horses and elephants of a chosen setup. Drawing data only.
import type { PieceDto, Role, SetupId, Side } from "../ipc/types";
import { FILES, squareAt } from "./geometry";

/** Horse/elephant order of each setup on the owner's points 2, 3, 7, 8 counted from the owner's left. */
export const SETUP_ORDER: Record<SetupId, [Role, Role, Role, Role]> = {
  horseElephantHorseElephant: ["horse", "elephant", "horse", "elephant"],
  elephantHorseElephantHorse: ["elephant", "horse", "elephant", "horse"],
  horseElephantElephantHorse: ["horse", "elephant", "elephant", "horse"],
  elephantHorseHorseElephant: ["elephant", "horse", "horse", "elephant"],
};
/** The four setups in SPEC order. */
export const SETUPS = Object.keys(SETUP_ORDER) as SetupId[];

/** One side's Janggi army at the start with the given setup. */
export function janggiArmy(side: Side, setup: SetupId): PieceDto[] {
  // The owner's left is file a for Cho (first) and file i for Han (second).
  const own = (n: number) => (side === "first" ? n : FILES - 1 - n);
  const rank = (r: number) => (side === "first" ? r : 9 - r);
  const out: PieceDto[] = [];
  const put = (file: number, r: number, role: Role) => {
    const sq = squareAt(file, rank(r));
    if (sq !== null) out.push({ square: sq, side, role });
  };
  put(own(0), 0, "chariot");
  put(own(8), 0, "chariot");
  put(own(3), 0, "guard");
  put(own(5), 0, "guard");
  put(4, 1, "general");
  SETUP_ORDER[setup].forEach((role, i) => put(own([1, 2, 6, 7][i]!), 0, role));
  put(own(1), 2, "cannon");
  put(own(7), 2, "cannon");
  for (const f of [0, 2, 4, 6, 8]) put(f, 3, "soldier");
  return out;
}
