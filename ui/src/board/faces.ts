// Characters engraved on the pieces. These are the pieces' faces (part of
// the drawing, the same in every UI language), not translatable text.
import type { PieceStyle, Role, Side, VariantId } from "../ipc/types";

type Faces = Record<Side, Record<Role, string>>;

/** Janggi pieces in Hanja: Cho 楚 … 卒, Han 漢 … 兵. */
export const JANGGI_HANJA: Faces = {
  first: { general: "楚", chariot: "車", cannon: "包", horse: "馬", elephant: "象", guard: "士", soldier: "卒" },
  second: { general: "漢", chariot: "車", cannon: "包", horse: "馬", elephant: "象", guard: "士", soldier: "兵" },
};
/** Janggi pieces in Hangul. */
export const JANGGI_HANGUL: Faces = {
  first: { general: "초", chariot: "차", cannon: "포", horse: "마", elephant: "상", guard: "사", soldier: "졸" },
  second: { general: "한", chariot: "차", cannon: "포", horse: "마", elephant: "상", guard: "사", soldier: "병" },
};
/** Xiangqi pieces: Red 帥 仕 相 俥 傌 炮 兵, Black 將 士 象 車 馬 砲 卒. */
export const XIANGQI: Faces = {
  first: { general: "帥", guard: "仕", elephant: "相", chariot: "俥", horse: "傌", cannon: "炮", soldier: "兵" },
  second: { general: "將", guard: "士", elephant: "象", chariot: "車", horse: "馬", cannon: "砲", soldier: "卒" },
};

/** The character on a piece. */
export function faceOf(variant: VariantId, style: PieceStyle, side: Side, role: Role): string {
  if (variant === "xiangqi") return XIANGQI[side][role];
  return (style === "hangul" ? JANGGI_HANGUL : JANGGI_HANJA)[side][role];
}

/** The river's inscription (Xiangqi), read from the bottom player's left. */
export const RIVER_TEXT: [string, string] = ["楚 河", "漢 界"];
