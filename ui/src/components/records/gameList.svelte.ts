// The list of finished games as the records screen holds it: the filters and
// the pages loaded so far. It lives with the screen, not the list component,
// so that coming back from a replay finds the same filters and pages.
import * as ipc from "../../ipc";
import type { GameSummary, ResultKind, VariantId } from "../../ipc";

const PAGE = 50;

export class GameListState {
  variant = $state<VariantId | null>(null);
  result = $state<ResultKind | null>(null);
  games = $state.raw<GameSummary[]>([]);
  total = $state(0); // games under the filters, loaded or not
  readonly #onError: (e: unknown) => void;

  constructor(onError: (e: unknown) => void) {
    this.#onError = onError;
  }

  /** Page one under the current filters (again after a change). */
  load(): void {
    ipc.listGames({ variant: this.variant, result: this.result }, 0, PAGE).then((l) => {
      this.games = l.games;
      this.total = l.total;
    }, this.#onError);
  }

  /** The next page, after those loaded. */
  more(): void {
    ipc.listGames({ variant: this.variant, result: this.result }, this.games.length, PAGE).then((l) => {
      this.games = [...this.games, ...l.games];
      this.total = l.total;
    }, this.#onError);
  }

  setVariant(v: VariantId | null): void {
    this.variant = v;
    this.load();
  }

  setResult(r: ResultKind | null): void {
    this.result = r;
    this.load();
  }

  /** Deletes a game from the store, then shows page one. */
  remove(id: number): void {
    ipc.deleteGame(id).then(() => this.load(), this.#onError);
  }
}
