// The rating commands (generated from Rust's command table:
// ../ipc/commands.ts). Rust counts rated games, computes the Glicko-2
// rating, its rank and the suggested level; these only carry them.
export { getRatings, resetRating } from "../ipc/commands";

export type { RatingDto, RatingPointDto, RatingsDto } from "../ipc/types";
