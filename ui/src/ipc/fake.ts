// Development stand-in for the Rust side, used only when the page runs in a
// plain browser (no __TAURI_INTERNALS__). It knows no rules: it replays
// BoardView fixtures (./fixtures/*.json, recorded from the Rust session by
// tests/fixtures.rs), each listing which fixture follows which command, so
// screens can be seen and screenshotted.
import type { Backend } from "./transport";
import { tutorialCommands } from "../tutorial/fake";
import type { AppError, BoardView, HintDto, LanStatus, NewGameOptions, SearchInfoDto, Settings, SetupId, Side } from "./types";
import { DEFAULT_SETTINGS, FRESH_RATINGS } from "./types";
import idleLan from "./bindings/idleLanStatus.json";

/** A canned view and the fixture names reached from it ("move:from-to", "setup:side", "pass", "undo", "ai"). */
export interface Fixture {
  view: BoardView; // what get_view returns while this fixture is current
  next: Record<string, string>; // command key -> fixture name
}

const bundled = import.meta.glob<Fixture>("./fixtures/*.json", { eager: true, import: "default" });

/** Fixtures by name (file name without extension). */
/** The two-device state when nothing is hosted or joined (Rust's `LanStatus::default()`, written with the bindings). */
const IDLE_LAN: LanStatus = idleLan as LanStatus;

export function loadFixtures(): Map<string, Fixture> {
  const out = new Map<string, Fixture>();
  for (const [path, f] of Object.entries(bundled)) {
    const name = path.replace(/^.*\//, "").replace(/\.json$/, "");
    out.set(name, f);
  }
  return out;
}

function reject(kind: AppError["kind"], message: string): Promise<never> {
  return Promise.reject({ kind, message } satisfies AppError);
}

/** A fixture replayer; `initial` (e.g. from `?fixture=janggi-midgame`) is the game already in progress. */
export function createFakeBackend(fixtures: Map<string, Fixture> = loadFixtures(), initial: string | null = initialFromUrl(), aiDelayMs = 700): Backend {
  let current: string | null = initial && fixtures.has(initial) ? initial : null;
  let overlay: Partial<BoardView> = {};
  let over: BoardView["phase"] | null = null;
  let settings: Settings = { ...DEFAULT_SETTINGS };
  let gameId = 1;
  const listeners = new Map<string, Set<(payload: unknown) => void>>();

  const emit = (event: string, payload: unknown) => listeners.get(event)?.forEach((h) => h(payload));
  const view = (): BoardView => {
    const f = current ? fixtures.get(current) : undefined;
    if (!f) throw new Error("no current fixture");
    const v: BoardView = { ...f.view, ...overlay, gameId };
    if (overlay.setups) v.setups = { ...f.view.setups, ...overlay.setups };
    // The fixtures were recorded against the computer; a two-player game started here has no computer to ask.
    if (v.mode.type === "twoPlayers") v.computerToMove = false;
    if (over) v.phase = over;
    return v;
  };
  const go = (key: string): Promise<BoardView> => {
    const name = current ? fixtures.get(current)?.next[key] : undefined;
    if (!name || !fixtures.has(name)) {
      return reject("illegalMove", `development backend: no fixture follows "${key}"`);
    }
    current = name;
    over = null;
    return Promise.resolve(view());
  };

  const commands: Record<string, (args: Record<string, unknown>) => Promise<unknown>> = {
    ...tutorialCommands(),
    get_view: () => (current ? Promise.resolve(view()) : reject("noGame", "no game in progress")),
    new_game: (args) => {
      const o = args.options as NewGameOptions;
      // As Rust does: a computer playing Han chooses its setup inside new_game.
      const computerHan = o.mode.type === "vsComputer" && o.mode.humanSide === "first";
      // Two players: the recorded games to mate (Janggi's after both setups).
      const two = o.mode.type === "twoPlayers";
      current = o.variant === "xiangqi" ? (two ? "xiangqi-two-0" : "xiangqi-start") : computerHan ? "janggi-setup-cho" : "janggi-setup-han";
      gameId += 1;
      over = null;
      const orientation: Side = o.mode.type === "vsComputer" ? o.mode.humanSide : "first";
      // A deadline only so the countdown can be seen; nothing times out here.
      const moveTimer = o.moveTimerSecs ? { secs: o.moveTimerSecs, deadlineMs: Date.now() + o.moveTimerSecs * 1000, paused: null, pausedLeftMs: null } : null;
      overlay = { mode: o.mode, profile: o.profile, orientation, moveTimer };
      return Promise.resolve(view());
    },
    choose_setup: (args) => {
      const side = args.side as Side;
      overlay = { ...overlay, setups: { ...view().setups, [side]: args.setup as SetupId } };
      return go(`setup:${side}`);
    },
    make_move: (args) => go(`move:${String(args.from)}-${String(args.to)}`),
    pass_turn: () => go("pass"),
    undo: () => go("undo"),
    resign: () => {
      if (!current) return reject("noGame", "no game in progress");
      const v = view();
      const loser = v.sideToMove;
      over = { type: "over", outcome: { winner: loser === "first" ? "second" : "first", reason: "resignation", byPoints: false, points: v.points } };
      return Promise.resolve(view());
    },
    // The development backend has no rules: it knows no draws.
    offer_draw: () => reject("badArgument", "the development backend has no draws"),
    answer_draw: () => reject("badArgument", "no draw offer to answer"),
    hint: () => {
      const first = current ? view().legalMoves[0] : undefined;
      if (!first || first.to.length === 0) return reject("gameOver", "no hint available");
      return Promise.resolve({ from: first.from, to: first.to[0]!, pass: false, notation: "", latin: null } satisfies HintDto);
    },
    flip: () => {
      if (!current) return reject("noGame", "no game in progress");
      overlay = { ...overlay, orientation: view().orientation === "first" ? "second" : "first" };
      return Promise.resolve(view());
    },
    pause_clock: () => (current ? Promise.resolve(view()) : reject("noGame", "no game in progress")),
    // The development backend has no rules: every refusal gets the general text.
    explain_move: () => (current ? Promise.resolve("tutorial.why.illegal") : reject("noGame", "no game in progress")),
    start_ai_move: () => {
      if (!current) return reject("noGame", "no game in progress");
      const from = current;
      const name = fixtures.get(from)?.next.ai;
      if (!name) return Promise.resolve(view());
      [1, 2, 3, 4].forEach((depth, i) =>
        setTimeout(
          () => emit("search-info", { depth, scoreCp: 12 * depth, mateIn: null, nodes: 900 * depth * depth, nps: 150000, pv: [] } satisfies SearchInfoDto),
          (aiDelayMs * i) / 5,
        ),
      );
      setTimeout(() => {
        if (current !== from) return; // stale, like the real stale-result guard
        current = name;
        emit("game-updated", view());
      }, aiDelayMs);
      return Promise.resolve({ ...view(), aiThinking: true });
    },
    // Two devices: the development backend never hosts or finds a game.
    lan_status: () => Promise.resolve(IDLE_LAN),
    lan_discover: () => Promise.resolve([]),
    // Records: the development backend keeps none (Rust does).
    take_notices: () => Promise.resolve([]),
    retry_save: () => Promise.resolve({ type: "saved" }),
    list_games: (args) => Promise.resolve({ total: 0, offset: Number(args.offset ?? 0), games: [] }),
    get_statistics: () => Promise.resolve({ totalGames: 0, rows: [], lines: [], reasons: [] }),
    // Ratings: a new player's (Rust's, generated with the bindings).
    get_ratings: () => Promise.resolve(FRESH_RATINGS),
    reset_rating: () => Promise.resolve(FRESH_RATINGS),
    get_settings: () => Promise.resolve({ ...settings }),
    set_settings: (args) => {
      settings = { ...(args.settings as Settings) };
      return Promise.resolve({ ...settings });
    },
  };

  return {
    invoke<T>(cmd: string, args: Record<string, unknown> = {}): Promise<T> {
      const f = commands[cmd];
      if (!f) return reject("internal", `development backend: unknown command ${cmd}`);
      return f(args) as Promise<T>;
    },
    listen<T>(event: string, handler: (payload: T) => void): Promise<() => void> {
      const set = listeners.get(event) ?? new Set();
      listeners.set(event, set);
      const h = handler as (payload: unknown) => void;
      set.add(h);
      return Promise.resolve(() => set.delete(h));
    },
  };
}

function initialFromUrl(): string | null {
  if (typeof location === "undefined") return null;
  return new URLSearchParams(location.search).get("fixture");
}
