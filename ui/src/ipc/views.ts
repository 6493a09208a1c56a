// A view sends only the moves that changed since the view before it
// (`movesFrom`, `baseRevision`: a move in a long game costs what one in a
// short game does). This puts the whole list back, so everything above the
// IPC layer sees every move; on a gap it asks for the full view. The
// generated command wrappers (commands.ts) pass every BoardView through it.
import { call } from "./backend";
import type { BoardView } from "./types";

let known: BoardView | null = null; // the last complete view

function remember(v: BoardView): BoardView {
  if (!known || v.gameId !== known.gameId || v.revision >= known.revision) known = v;
  return v;
}

/** `v` with every move of its game, or null when a view in between is missing. */
export function joinMoves(v: BoardView): BoardView | null {
  if (!v.movesFrom) return remember(v); // the whole list
  const joined = (base: BoardView): BoardView => ({
    ...v,
    moves: base.moves.slice(0, v.movesFrom).concat(v.moves),
    movesFrom: 0,
    baseRevision: 0,
  });
  if (known && known.gameId === v.gameId && known.revision === v.baseRevision) return remember(joined(known));
  // Older than the view already taken (the UI drops it as stale).
  if (known && known.gameId === v.gameId && v.revision < known.revision) return joined(known);
  return null;
}

/** `v` with every move of its game (on a gap, the full view from Rust). */
export async function complete(v: BoardView): Promise<BoardView> {
  return joinMoves(v) ?? remember(await call<BoardView>("get_view"));
}

/** Forgets the last view (tests). */
export function forgetViews(): void {
  known = null;
}

/** `handler` called with every move of each view it is given (a view with a gap waits for the full one). */
export function completing(handler: (view: BoardView) => void): (view: BoardView) => void {
  return (v) => {
    const whole = joinMoves(v);
    if (whole) handler(whole);
    else void complete(v).then(handler);
  };
}
