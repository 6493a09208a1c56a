// Number formats shared by the screens.

/** A point total as shown to the player: whole numbers bare, Han's half point as one decimal (72, 73.5). */
export function formatPoints(n: number): string {
  return Number.isInteger(n) ? String(n) : n.toFixed(1);
}
