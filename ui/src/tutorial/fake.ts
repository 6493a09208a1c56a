// Development stand-in for the tutorial commands in a plain browser (no
// Rust): like ../ipc/fake.ts it knows no rules. It draws a lesson's FEN and
// replays the lesson data's own intended solution: the solution's piece is
// the only movable one, the solution is accepted, a recorded wrong try gets
// its recorded message. Inside the app Rust answers instead.
import type {
  LessonBoard,
  PieceDto,
  Role,
  SetupId,
  Side,
  TutorialAttempt,
  TutorialProgress,
  TutorialResult,
} from "../ipc/types";
import data from "./lessons.json";

interface RawStep {
  goal: { type: string; how?: string };
  solution: string;
  reply?: string;
  wrong: { move: string; message: string }[];
}
interface RawLesson {
  id: string;
  game: string;
  profile: string;
  fen: string | null;
  prelude?: string[];
  steps: RawStep[];
}

const LESSONS = data.lessons as RawLesson[];
const ROLES: Record<string, Role> = { k: "general", a: "guard", b: "elephant", e: "elephant", n: "horse", h: "horse", r: "chariot", c: "cannon", p: "soldier" };
const JANGGI_START = "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1";
const XIANGQI_START = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";

/** Pieces and side to move of a FEN (drawing only; nothing is validated). */
export function fenPieces(fen: string): { pieces: PieceDto[]; turn: Side } {
  const [board = "", turn = "w"] = fen.split(" ");
  const pieces: PieceDto[] = [];
  board.split("/").forEach((row, i) => {
    const rank = 9 - i;
    let file = 0;
    for (const ch of row) {
      if (/\d/.test(ch)) file += Number(ch);
      else {
        const role = ROLES[ch.toLowerCase()];
        if (role) pieces.push({ square: rank * 9 + file, side: ch === ch.toUpperCase() ? "first" : "second", role });
        file += 1;
      }
    }
  });
  return { pieces, turn: turn === "b" ? "second" : "first" };
}

/** Square number of "e2"-style text. */
const sq = (s: string) => (s.charCodeAt(0) - 97) + (Number(s.slice(1)) - 1) * 9;
/** From and to of a UCI move. */
function split(uci: string): [number, number] | null {
  const m = /^([a-i]\d{1,2})([a-i]\d{1,2})$/.exec(uci);
  return m ? [sq(m[1]!), sq(m[2]!)] : null;
}

function applyMove(pieces: PieceDto[], uci: string): PieceDto[] {
  const ft = split(uci);
  if (!ft || ft[0] === ft[1]) return pieces;
  const [f, t] = ft;
  return pieces.filter((p) => p.square !== t).map((p) => (p.square === f ? { ...p, square: t } : p));
}

function boardOf(l: RawLesson, moves: string[], done: boolean): LessonBoard {
  const start = fenPieces(l.fen ?? (l.game === "xiangqi" ? XIANGQI_START : JANGGI_START));
  let pieces = start.pieces;
  let turn = start.turn;
  const flip = (s: Side): Side => (s === "first" ? "second" : "first");
  for (const m of [...(l.prelude ?? []), ...moves]) {
    pieces = applyMove(pieces, m);
    turn = flip(turn);
  }
  const player = l.prelude && l.prelude.length % 2 === 1 ? flip(start.turn) : start.turn;
  const stepIndex = Math.floor(moves.length / 2);
  const step = l.steps[stepIndex];
  const sol = step && !done ? split(step.solution) : null;
  return {
    lessonId: l.id,
    variant: l.game === "xiangqi" ? "xiangqi" : "janggi",
    profile: l.profile as LessonBoard["profile"],
    pieces,
    sideToMove: turn,
    orientation: player,
    legalMoves: sol ? [{ from: sol[0], to: [sol[1]] }] : [],
    canPass: !done && l.game === "janggi",
    check: false,
    checkedGeneral: null,
    bikjang: false,
    lastMove: null,
    points: { first: 0, second: 1.5 },
    moves,
    step: done ? l.steps.length : stepIndex,
    steps: l.steps.length,
    setupChoice: !done && step?.goal.type === "setup",
    done,
  };
}

/** The tutorial commands of the development backend. */
export function tutorialCommands(): Record<string, (args: Record<string, unknown>) => Promise<unknown>> {
  let completed: string[] = [];
  const find = (id: unknown) => LESSONS.find((l) => l.id === id);
  const bad = (message: string) => Promise.reject({ kind: "badArgument", message });
  return {
    tutorial_lesson: (args) => {
      const l = find(args.lessonId);
      return l ? Promise.resolve(boardOf(l, (args.moves as string[]) ?? [], false)) : bad("no such lesson");
    },
    tutorial_try: (args) => {
      const a = args.attempt as TutorialAttempt;
      const l = find(a.lessonId);
      if (!l) return bad("no such lesson");
      const stepIndex = Math.floor(a.moves.length / 2);
      const step = l.steps[stepIndex];
      if (!step) return bad("lesson complete");
      const tried = a.setup ? `setup:${a.setup as SetupId}` : a.pass ? "pass" : `${String.fromCharCode(97 + ((a.from ?? 0) % 9))}${Math.floor((a.from ?? 0) / 9) + 1}${String.fromCharCode(97 + ((a.to ?? 0) % 9))}${Math.floor((a.to ?? 0) / 9) + 1}`;
      if (tried === step.solution) {
        const moves = [...a.moves, tried.startsWith("setup:") || tried === "pass" ? "" : tried, ...(step.reply ? [step.reply] : [])].filter(Boolean);
        const done = stepIndex + 1 === l.steps.length;
        if (done && !completed.includes(l.id)) completed = [...completed, l.id];
        const result: TutorialResult = { legal: true, goalMet: true, done, message: null, reply: null, board: boardOf(l, moves, done) };
        return Promise.resolve(result);
      }
      const known = step.wrong.find((w) => w.move === tried);
      const goal = step.goal.type === "escape" ? `escape.${step.goal.how}` : step.goal.type;
      const message = known?.message ?? `tutorial.goal.${goal}`;
      const result: TutorialResult = { legal: message.startsWith("tutorial.goal."), goalMet: false, done: false, message, reply: null, board: boardOf(l, a.moves, false) };
      return Promise.resolve(result);
    },
    tutorial_progress: () => Promise.resolve({ completed } satisfies TutorialProgress),
    tutorial_reset: () => {
      completed = [];
      return Promise.resolve({ completed } satisfies TutorialProgress);
    },
  };
}
