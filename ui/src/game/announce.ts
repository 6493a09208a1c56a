// What the game says through the board's aria-live region, and the words
// its screen-reader grid uses, in the UI's language: every move of either
// side in words ("Han horse 8-2 to 7-3, check"), passes, janggun/meonggun,
// check, bikjang and the end of the game. Pure: the host passes a translator.
import type { BoardView, Language, MoveDto, Role, Side, VariantId } from "../ipc/types";
import type { Key, Params } from "../i18n/tables";
import { format } from "../i18n/tables";
import type { BoardWords, PointInfo } from "../board/access";
import { pointName } from "../board/geometry";

/** A translator (the i18n `t`, or `format` bound to a language in tests). */
export type Tr = (key: Key, params?: Params) => string;

/** The words for one piece ("Han horse", "红方马"). */
export const pieceWords = (tr: Tr, variant: VariantId, side: Side, role: Role): string =>
  tr("access.piece", { side: tr(`access.side.${variant}.${side}`), role: tr(`access.role.${variant}.${role}`) });

/** The words for a point: Janggi as `.gib` numbers it (rank, file), Xiangqi in WXF files of `side` and its ranks. */
export function placeWords(tr: Tr, variant: VariantId, sq: number, side: Side): string {
  const { file, rank } = pointName(variant, sq, side);
  return tr(`access.place.${variant}`, { file, rank });
}

/** A move in words, without check and the like. Xiangqi points are named from the mover's side, as WXF counts. */
export function moveWords(tr: Tr, variant: VariantId, m: MoveDto): string {
  if (m.pass) return tr("announce.pass", { side: tr(`access.side.${variant}.${m.side}`) });
  const moved = tr("access.move", {
    piece: pieceWords(tr, variant, m.side, m.role),
    from: placeWords(tr, variant, m.from, m.side),
    to: placeWords(tr, variant, m.to, m.side),
  });
  if (m.capture === null) return moved;
  const enemy: Side = m.side === "first" ? "second" : "first";
  return moved + tr("access.sep") + tr("access.takes", { piece: pieceWords(tr, variant, enemy, m.capture) });
}

/** A replayed move in words with its number (`MoveDto.number`) and check ("Move 3: Cho chariot 0-1 to 5-1, janggun"). */
export function replayWords(tr: Tr, variant: VariantId, m: MoveDto): string {
  const check = m.check ? tr("access.sep") + tr(variant === "janggi" ? "access.janggun" : "access.check") : "";
  return tr("access.ply", { n: m.number, move: moveWords(tr, variant, m) + check });
}

/** The end of a game in words: who won (or a draw) and why. */
export function endWords(tr: Tr, v: BoardView): string | null {
  if (v.phase.type !== "over") return null;
  const o = v.phase.outcome;
  const side = (s: Side) => tr(`side.${v.variant}.${s}.inline`);
  const head = o.winner === null ? tr("end.draw") : tr("end.wins", { side: side(o.winner) });
  const loser: Side = o.winner === null ? v.sideToMove : o.winner === "first" ? "second" : "first";
  return head + tr("access.stop") + tr(`end.reason.${o.reason}`, { side: side(loser) });
}

/** What to say for the newest view `v` after `prev` (null: nothing new to say); bikjang is said when it arises. */
export function announcement(tr: Tr, prev: BoardView | null, v: BoardView): string | null {
  const sameGame = prev !== null && prev.gameId === v.gameId;
  const ended = v.phase.type === "over" && !(sameGame && prev.phase.type === "over");
  const moved = v.lastMove !== null && sameGame && v.ply === prev.ply + 1;
  if (!moved && !ended) return null;
  const parts: string[] = [];
  if (moved && v.lastMove) {
    parts.push(moveWords(tr, v.variant, v.lastMove));
    if (v.variant === "janggi") {
      if (v.bikjang && !prev?.bikjang) parts.push(tr("access.bikjang"));
      if (v.announcement === "janggun") parts.push(tr("access.janggun"));
      else if (v.announcement === "meonggun") parts.push(tr("access.meonggun"));
    } else if (v.check || v.lastMove.check) parts.push(tr("access.check"));
  }
  const text = parts.join(tr("access.sep"));
  const end = ended ? endWords(tr, v) : null;
  if (!end) return text || null;
  return text ? text + tr("access.stop") + end : end;
}

/** The board's words (gridcell names, selection) in the UI's language. */
export function boardWords(tr: Tr): BoardWords {
  const piece = (p: PointInfo) => (p.piece ? pieceWords(tr, p.variant, p.piece.side, p.piece.role) : tr("access.empty"));
  const place = (p: PointInfo) => tr(`access.place.${p.variant}`, { file: p.file, rank: p.rank });
  return {
    point(p) {
      const flags = [
        p.selected && tr("access.selected"),
        p.destination && (p.piece ? tr("access.canCapture") : tr("access.canMove")),
        p.checked && tr("access.inCheck"),
        p.lastFrom && tr("access.lastFrom"),
        p.lastTo && tr("access.lastTo"),
      ].filter((f): f is string => typeof f === "string");
      return [tr("access.point", { what: piece(p), place: place(p) }), ...flags].join(tr("access.sep"));
    },
    lifted: (p, n) => tr("access.lifted", { piece: piece(p), place: place(p), n }),
    dropped: (p) => tr("access.dropped", { piece: piece(p) }),
  };
}

/** A translator for one language. */
export const translator =
  (lang: Language): Tr =>
  (key, params) =>
    format(lang, key, params);

/** The board's words in `lang` (a new object per language, so hosts can pass it as a reactive prop). */
export const wordsFor = (lang: Language): BoardWords => boardWords(translator(lang));
