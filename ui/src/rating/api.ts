// Typed wrappers of the rating commands (Rust: src-tauri/src/commands/
// rating.rs). Rust counts rated games, computes the Glicko-2 rating, its
// rank and the suggested level; these only carry them.
import { call } from "../ipc/backend";
import type { RatingsDto, VariantId } from "../ipc/types";

export type { RatingDto, RatingPointDto, RatingsDto } from "../ipc/types";

/** The player's rating in both games, with history and suggested level (rejects with `storage` when the saved rating is unreadable). */
export const getRatings = () => call<RatingsDto>("get_ratings");
/** Starts `variant`'s rating afresh (games and statistics are kept). */
export const resetRating = (variant: VariantId) => call<RatingsDto>("reset_rating", { variant });
