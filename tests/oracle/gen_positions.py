"""Generate reference positions with Fairy-Stockfish's rules (pyffish).

Random playouts from every Janggi setup pairing and the Xiangqi start, under
several move-choice policies so that checks, palace play, bikjang, passes,
repetitions, move limits and mates occur. Every position of every playout is
recorded with what pyffish says about it:

- ``legal``: the legal moves in UCI (a Janggi pass is the general's move to
  its own square, e.g. ``e2e2``), sorted;
- ``check``: whether the side to move is in check (taken from
  ``gives_check`` of the move that led here);
- ``key`` / ``halfmove``: board, side to move and plies since the last
  capture, from a tiny board model that follows the moves;
- ``fen``: pyffish's FEN of the position (a third of the positions, and the
  last one of each playout; it is checked against ``key``);
- ``imm`` / ``opt``: ``is_immediate_game_end`` / ``is_optional_game_end``
  as ``[ended, value]`` (value from the side to move's view), asked where
  they can be true (see ``playout``; ``opt_asked`` marks the positions where
  the latter was asked);
- ``res``: ``game_result`` when there is no legal move;
- ``insuff``: ``has_insufficient_material`` per side (Xiangqi and
  traditional Janggi, positions with at most 6 pieces or where a side has
  no chariot, horse or cannon left);
- ``next`` / ``next_check``: the move played from here and whether it gives
  check; ``san``: pyffish's notation of that move (WXF for Xiangqi, its
  Janggi coordinate notation for Janggi) for a sample of positions.

A playout stops when pyffish says the game is over (no legal move, an
immediate end, or an optional end such as repetition or the n-move rule).

Output: JSON lines, one position each. Deterministic for a given seed.
"""

from __future__ import annotations

import collections
import json
import multiprocessing
import random
import re
import sys
from typing import Dict, List, Optional, Tuple

import pyffish as sf

# --------------------------------------------------------------------------
# Start positions

_BACK = ["RNBA1ABNR", "RNBA1ANBR", "RBNA1ABNR", "RBNA1ANBR"]
JANGGI_STARTS = [
    f"{han.lower()}/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/{cho} w - - 0 1"
    for han in _BACK
    for cho in _BACK
]
XIANGQI_START = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"

# Which pyffish variants we generate, and how many positions of each by default.
GAMES = ["janggi", "janggicasual", "janggitraditional", "janggimodern", "xiangqi", "xiangqiaxf"]
DEFAULT_COUNTS = {"janggi": 2600, "janggicasual": 2000, "janggitraditional": 800, "janggimodern": 2600, "xiangqi": 5000,
                  "xiangqiaxf": 9000}
# Rule sets whose point is what a history does (repetitions, chases, the
# back-and-forth rule) also need many histories, not only many positions:
# playouts go on until both counts are reached (``--scale`` applies to both).
MIN_HISTORIES = {"janggimodern": 2000, "xiangqiaxf": 2000}
# Our record keys that pyffish knows under another name: "xiangqiaxf" is
# pyffish's own "xiangqi" (which applies the AXF chasing rule), compared
# with our AXF profile on histories full of repetitions and chases.
FSF_NAME = {"xiangqiaxf": "xiangqi"}
XIANGQI_KEYS = ("xiangqi", "xiangqiaxf")

POLICIES = ["uniform", "aggressive", "quiet", "shuffle", "passer", "bikjang", "hunter"]
# Modern's own rules are about repeating: its playouts shuffle more, and one
# side alone shuttles a piece (its back-and-forth rule) in "shuttle".
MODERN_POLICIES = ["shuffle", "shuttle", "shuttle", "quiet", "uniform", "passer", "hunter", "shuffle"]

# Scripted games for what random play seldom reaches: perpetual check (a
# chariot checking from two squares while the general steps back and
# forth), plain repetition, checkmates and bikjang. Every prefix becomes a
# record, exactly like a playout's positions.
SCENARIOS = [
    # Janggi: chariot checks from a10 / a9, Han's general d10 <-> d9.
    ("3k5/R8/9/9/9/9/9/9/5K3/9 w - - 0 1", "a9a10 d10d9 a10a9 d9d10 a9a10 d10d9 a10a9 d9d10"),
    # Janggi: the same, the general using the palace diagonal d10 <-> e9.
    ("3k5/R8/9/9/9/9/9/9/5K3/9 w - - 0 1", "a9a10 d10e9 a10a9 e9d10 a9a10 d10e9 a10a9 e9d10"),
    # Janggi: plain repetition, no checks.
    ("3k5/9/R8/9/9/9/9/9/5K3/9 w - - 0 1", "a8a7 d10d9 a7a8 d9d10 a8a7 d10d9 a7a8 d9d10"),
    # Janggi: two chariots mate on rank 10.
    ("3k5/R8/9/9/9/9/9/9/5K3/1R7 w - - 0 1", "b1b10"),
    # Janggi: the chariot on the palace centre checks along the diagonal, the horse guards it.
    ("5k3/9/2N6/9/9/9/4R4/9/3K5/9 w - - 0 1", "e4e9"),
    # Janggi: bikjang made by a general, then accepted by a pass.
    ("4k4/9/9/9/9/9/9/9/3K5/R8 w - - 0 1", "d2e2 e10e10"),
    # Janggi: bikjang made by moving the last piece off the file.
    ("4k4/9/9/9/4N4/9/9/9/4K4/R8 w - - 0 1", "e6d8 e10e10"),
    # Janggi: Cho's chariot arrives on a2 and shuttles a2 <-> a3 while Han's
    # general walks without repeating (Modern: the shuttler loses).
    ("3k5/9/9/9/9/9/9/9/5K3/R8 w - - 0 1", "a1a2 d10e10 a2a3 e10f10 a3a2 f10f9 a2a3 f9e9 a3a2 e9d10"),
    # The same with a pass standing in for a move of the shuttle.
    ("3k5/9/9/9/9/9/9/9/5K3/R8 w - - 0 1", "a1a2 d10e10 a2a3 e10f10 a3a2 f10f9 a2a3 f9e9 f2f2 e9d10 a3a2 d10e10"),
    # A general shuttling is no shuttle; nor is a shuttle broken by a check.
    ("3k5/9/9/9/9/9/9/9/5K3/R8 w - - 0 1", "f2e2 d10e10 e2f2 e10f10 f2e2 f10f9 e2f2 f9e9 f2e2 e9d10"),
]
# Constructed chases (the AXF profile; pyffish's "xiangqi" decides). Red's
# general d1, Black's f10.
AXF_SCENARIOS = [
    # A chariot chases an unprotected horse that flees a6 <-> c7: the
    # chariot's side loses at the third repetition.
    ("5k3/9/3R5/9/n8/9/9/9/9/3K5 w - - 0 1", "d8d6 a6c7 d6d7 c7a6 d7d6 a6c7 d6d7 c7a6 d7d6"),
    # The same horse protected on both squares (chariots a10 and c10): not
    # a chase, the repetition is a draw.
    ("r1r2k3/9/3R5/9/n8/9/9/9/9/3K5 w - - 0 1", "d8d6 a6c7 d6d7 c7a6 d7d6 a6c7 d6d7 c7a6 d7d6"),
    # A cannon (screens a5, b5) chases a chariot that flees a8 <-> b8: a
    # chariot is always chased by a cannon, protected or not.
    ("5k3/9/r8/9/9/PP7/9/1C7/9/3K5 w - - 0 1", "b3a3 a8b8 a3b3 b8a8 b3a3 a8b8 a3b3 b8a8 b3a3"),
    # Mutual chase: Red's chariot e5 steps to d5 and back, uncovering the
    # chariot e3's attack on the horse e8 or attacking it itself; Black does
    # the same against the horse a4 (chariots a9, a7 <-> b7): a draw.
    ("5k3/r8/4n4/r8/9/4R4/N8/4R4/9/3K5 w - - 0 1", "e5d5 a7b7 d5e5 b7a7 e5d5 a7b7 d5e5 b7a7 e5d5"),
    # Only Red chases that way (Black's general steps f10 <-> f9): Red loses.
    ("5k3/r8/4n4/9/9/4R4/N8/4R4/9/3K5 w - - 0 1", "e5d5 f10f9 d5e5 f9f10 e5d5 f10f9 d5e5 f9f10 e5d5"),
]
# Each constructed chase is also played with extra pieces dropped on it at
# random (chariots, horses, cannons, soldiers, advisors), which protect,
# block, pin, check or add attacks: pyffish decides each one.
AXF_VARIANTS = 160


def axf_variant(start: str, rng: random.Random) -> Optional[str]:
    board = parse_board(start)
    for _ in range(rng.randint(1, 4)):
        white = rng.random() < 0.5
        kind = rng.choice("rrnnccpa")
        piece = kind.upper() if white else kind
        if list(board.values()).count(piece) >= (5 if kind == "p" else 2):
            continue
        if kind == "a":
            squares = [(f, r) for f, r in ((3, 0), (5, 0), (4, 1), (3, 2), (5, 2))]
            if not white:
                squares = [(f, 9 - r) for f, r in squares]
        elif kind == "p":
            squares = [(f, r) for f in range(9) for r in (range(3, 10) if white else range(0, 7))]
        else:
            squares = [(f, r) for f in range(9) for r in range(10)]
        free = [q for q in squares if q not in board]
        if not free:
            continue
        board[rng.choice(free)] = piece
    fen = placement(board) + " w - - 0 1"
    if facing(board) or sf.validate_fen(fen, "xiangqi") != 1:
        return None
    # Neither side starts in check (the side not to move may not be; the
    # playout takes the first position as out of check).
    if any(sf.gives_check("xiangqi", placement(board) + side, []) for side in (" b - - 0 1", " w - - 0 1")):
        return None
    return fen


XIANGQI_SCENARIOS = [
    ("3k5/R8/9/9/9/9/9/9/9/5K3 w - - 0 1", "a9a10 d10d9 a10a9 d9d10 a9a10 d10d9 a10a9 d9d10"),
    ("3k5/9/R8/9/9/9/9/9/9/5K3 w - - 0 1", "a8a7 d10d9 a7a8 d9d10 a8a7 d10d9 a7a8 d9d10"),
    ("3k5/R8/9/9/9/9/9/9/9/1R3K3 w - - 0 1", "b1b10"),
    # The advisor takes the last soldier: neither side can mate.
    ("4k4/9/9/9/9/9/9/3p5/4A4/5K3 w - - 0 1", "e2d3"),
]

# --------------------------------------------------------------------------
# A tiny board model, only to steer playouts (never to decide a rule).

_MOVE_RE = re.compile(r"^([a-i])(\d+)([a-i])(\d+)$")


def parse_board(fen: str) -> Dict[Tuple[int, int], str]:
    board = {}
    rows = fen.split()[0].split("/")
    for i, row in enumerate(rows):
        rank = 9 - i
        f = 0
        num = ""
        for ch in row:
            if ch.isdigit():
                num += ch
                continue
            if num:
                f += int(num)
                num = ""
            board[(f, rank)] = ch
            f += 1
    return board


def sq(s: str) -> Tuple[int, int]:
    return ord(s[0]) - ord("a"), int(s[1:]) - 1


def split_move(m: str) -> Tuple[Tuple[int, int], Tuple[int, int]]:
    g = _MOVE_RE.match(m)
    assert g, m
    return sq(g.group(1) + g.group(2)), sq(g.group(3) + g.group(4))


def generals(board) -> Dict[bool, Tuple[int, int]]:
    out = {}
    for pos, ch in board.items():
        if ch in "kK":
            out[ch == "K"] = pos
    return out


def facing(board) -> bool:
    g = generals(board)
    if True not in g or False not in g:
        return False
    (f1, r1), (f2, r2) = g[True], g[False]
    if f1 != f2:
        return False
    lo, hi = sorted((r1, r2))
    return all((f1, r) not in board for r in range(lo + 1, hi))


def after(board, m: str):
    a, b = split_move(m)
    if a == b:
        return board
    nb = dict(board)
    nb[b] = nb.pop(a)
    return nb


def few_attackers(board) -> bool:
    """Some side has no chariot, horse or cannon (steers a costly query)."""
    have = {ch.isupper() for ch in board.values() if ch.lower() in "rnc"}
    return len(have) < 2


def is_capture(board, m: str) -> bool:
    a, b = split_move(m)
    return a != b and b in board


def is_pass(m: str) -> bool:
    a, b = split_move(m)
    return a == b


def reverse(m: str) -> str:
    g = _MOVE_RE.match(m)
    return g.group(3) + g.group(4) + g.group(1) + g.group(2)


def palace_diagonal(m: str) -> bool:
    (f1, r1), (f2, r2) = split_move(m)
    in_palace = lambda f, r: 3 <= f <= 5 and (r <= 2 or r >= 7)
    return f1 != f2 and r1 != r2 and in_palace(f1, r1) and in_palace(f2, r2) and abs(f1 - f2) == abs(r1 - r2)


def tandem(board, m: str) -> bool:
    """True if another piece of the mover's kind stands on the mover's file."""
    (f, r), _ = split_move(m)
    ch = board.get((f, r))
    if ch is None:
        return False
    return any(board.get((f, rr)) == ch for rr in range(10) if rr != r)


# --------------------------------------------------------------------------
# Playouts


def choose(rng: random.Random, policy: str, board, legal: List[str], history: List[str], white: bool, checks=None) -> str:
    normal = [m for m in legal if not is_pass(m)]
    passes = [m for m in legal if is_pass(m)]
    if not normal:
        return passes[0]
    if policy == "hunter" and checks is not None:
        # Try a few captures and moves toward the enemy general; play the
        # first that gives check (pyffish decides), to reach mates.
        g = generals(board).get(not white)
        if g:
            def score(m):
                _, (f, r) = split_move(m)
                return (not is_capture(board, m), abs(f - g[0]) + abs(r - g[1]), rng.random())
            for m in sorted(normal, key=score)[:3]:
                if checks(m):
                    return m
        policy = "aggressive"
    if policy == "aggressive":
        caps = [m for m in normal if is_capture(board, m)]
        if caps and rng.random() < 0.7:
            return rng.choice(caps)
        # Head for the enemy general.
        g = generals(board).get(not white)
        if g and rng.random() < 0.6:
            def dist(m):
                _, (f, r) = split_move(m)
                return abs(f - g[0]) + abs(r - g[1])
            best = min(dist(m) for m in normal)
            return rng.choice([m for m in normal if dist(m) == best])
        return rng.choice(normal)
    if policy == "quiet":
        quiet = [m for m in normal if not is_capture(board, m)]
        if quiet and rng.random() < 0.97:
            return rng.choice(quiet)
        return rng.choice(normal)
    if policy == "shuffle":
        if len(history) >= 2 and rng.random() < 0.8:
            back = reverse(history[-2])
            if back in legal and not is_pass(back):
                return back
        if passes and rng.random() < 0.05:
            return passes[0]
        return rng.choice(normal)
    if policy == "nag":
        # Never capture unless nothing else is legal, and give check when a
        # quiet check exists: long capture-free games full of checks, for
        # the 50-move rule and AXF's allowance for checks beyond ten.
        quiet = [m for m in normal if not is_capture(board, m)] or normal
        if checks is not None:
            for m in rng.sample(quiet, min(len(quiet), 40)):
                if checks(m):
                    return m
        return rng.choice(quiet)
    if policy == "harass":
        # The first few plies at random; then mostly undo the last own move,
        # and otherwise prefer a move that lines a chariot or cannon up with,
        # or puts a horse a jump from, an enemy piece (a chase, often).
        if len(history) >= 8 and rng.random() < 0.7:
            back = reverse(history[-2])
            if back in legal:
                return back
        if len(history) >= 8:
            enemy = [p for p, ch in board.items() if ch.isupper() != white]
            def threatens(m):
                a, (f, r) = split_move(m)
                ch = board.get(a, "").lower()
                if ch in "rc":
                    return any((ef == f) != (er == r) for ef, er in enemy)
                if ch == "n":
                    return any(sorted((abs(ef - f), abs(er - r))) == [1, 2] for ef, er in enemy)
                return False
            hits = [m for m in normal if threatens(m) and not is_capture(board, m)]
            if hits and rng.random() < 0.8:
                return rng.choice(hits)
        return rng.choice(normal)
    if policy == "shuttle":
        # Only the first player shuttles (the other moves at random), so the
        # back-and-forth rule ends the game rather than a repeated position.
        if white and len(history) >= 2 and rng.random() < 0.85:
            back = reverse(history[-2])
            if back in legal and not is_pass(back):
                return back
        return rng.choice(normal)
    if policy == "passer":
        if passes and rng.random() < 0.3:
            return passes[0]
        return rng.choice(normal)
    if policy == "bikjang":
        face = [m for m in normal if facing(after(board, m))]
        if face and rng.random() < 0.8:
            return rng.choice(face)
        if passes and rng.random() < 0.15:
            return passes[0]
        caps = [m for m in normal if is_capture(board, m)]
        if caps and rng.random() < 0.5:
            return rng.choice(caps)
        return rng.choice(normal)
    return rng.choice(legal)


def placement(board) -> str:
    """The board part of a FEN, from our tiny board model."""
    rows = []
    for rank in range(9, -1, -1):
        row, empty = "", 0
        for f in range(9):
            ch = board.get((f, rank))
            if ch is None:
                empty += 1
                continue
            if empty:
                row += str(empty)
                empty = 0
            row += ch
        rows.append(row + (str(empty) if empty else ""))
    return "/".join(rows)


def playout(variant: str, start: str, policy: str, seed: int, max_plies: int, budget: int,
            script: Optional[List[str]] = None, warmup: int = 0) -> List[dict]:
    """One random game; every position becomes a record. The first
    ``warmup`` plies are uniform random moves (a start away from the setup),
    the rest follow ``policy``.

    Each pyffish call costs about a millisecond whatever the position, so the
    calls are rationed: ``legal_moves`` and ``gives_check`` (of the move
    played) every ply; ``get_fen`` on a third of the positions and at the
    end; ``is_optional_game_end`` whenever it can possibly be true — the
    position occurred twice before within the plies since the last capture,
    or that count is 99 or more (its repetition and 50-move rules) — and on a
    tenth of the others as a check of that filter; ``is_immediate_game_end``
    after a pass (its bikjang and double-pass ends both follow a pass).
    """
    rng = random.Random(seed)
    moves: List[str] = []
    out: List[dict] = []
    check = False
    xiangqi = variant in XIANGQI_KEYS
    key = variant
    variant = FSF_NAME.get(variant, variant)
    board = parse_board(start)
    white = start.split()[1] == "w"
    halfmove = int(start.split()[4])
    seen: List[str] = []  # position keys since the last capture
    while len(out) < budget:
        legal = sorted(sf.legal_moves(variant, start, moves))
        pkey = placement(board) + (" w" if white else " b")
        rec = {
            "v": key,
            "start": start,
            "moves": list(moves),
            "key": pkey,
            "halfmove": halfmove,
            "legal": legal,
            "check": check,
            "policy": policy,
        }
        if xiangqi or not moves or not is_pass(moves[-1]):
            imm = [False, 0]
        else:
            imm = list(sf.is_immediate_game_end(variant, start, moves))
        repeats = seen[-2::-2].count(pkey)
        # Modern's back-and-forth rule can only end the game right after a
        # move that reverses the mover's previous one (or follows its pass).
        shuttle = variant == "janggimodern" and len(moves) >= 3 and (
            moves[-1] == reverse(moves[-3]) or is_pass(moves[-3]))
        if repeats >= 2 or shuttle or halfmove >= 99 or not legal or rng.random() < 0.1:
            opt = list(sf.is_optional_game_end(variant, start, moves))
            rec["opt_asked"] = True
        else:
            opt = [False, 0]
        rec["imm"], rec["opt"] = imm, opt
        if not legal:
            rec["res"] = sf.game_result(variant, start, moves)
        if (xiangqi or variant == "janggitraditional") and (len(board) <= 6 or few_attackers(board)):
            # Endgames: does either side lack mating material (for the
            # material-draw comparison)? Only asked when few pieces are left
            # or a side has no chariot, horse or cannon left.
            rec["insuff"] = list(sf.has_insufficient_material(variant, start, moves))
        ended = (not legal) or imm[0] or opt[0]
        if script is not None:
            max_plies = len(script)
        if ended or len(moves) >= max_plies or rng.random() < 0.33:
            rec["fen"] = sf.get_fen(variant, start, moves)
            assert rec["fen"].split()[:2] == pkey.split(), (rec["fen"], pkey)
        tags = []
        if check:
            tags.append("check")
        if facing(board):
            tags.append("bikjang" if not xiangqi else "generals-facing")
        if moves and is_pass(moves[-1]):
            tags.append("after-pass")
        if not xiangqi and any(palace_diagonal(m) for m in legal):
            tags.append("palace-diagonal")
        if len(moves) >= 150:
            tags.append("long")
        if ended:
            tags.append("terminal")
        if ended or len(moves) >= max_plies:
            rec["tags"] = tags
            out.append(rec)
            break
        if script is not None and script[len(moves)] not in legal:
            # The scripted move is illegal under this variant's rules (e.g. a
            # pass in check without the bikjang rule): the game stops here.
            rec["tags"] = tags
            out.append(rec)
            break
        now = "uniform" if len(moves) < warmup else policy
        m = script[len(moves)] if script is not None else choose(rng, now, board, legal, moves, white,
                   lambda c: sf.gives_check(variant, start, moves + [c]))
        rec["next"] = m
        rec["next_check"] = bool(sf.gives_check(variant, start, moves + [m]))
        check = rec["next_check"]
        if tandem(board, m):
            tags.append("tandem")
        if tandem(board, m) or rng.random() < 0.15:
            notation = sf.NOTATION_XIANGQI_WXF if xiangqi else sf.NOTATION_JANGGI
            rec["san"] = sf.get_san(variant, placement(board) + (" w" if white else " b") + " - - 0 1", m, False, notation)
        rec["tags"] = tags
        out.append(rec)
        # Advance our board model.
        if is_capture(board, m):
            halfmove = 0
            seen = []
        else:
            halfmove += 1
            seen.append(pkey)
        board = after(board, m)
        white = not white
        moves.append(m)
    return out


def job(args):
    variant, index, seed, budget = args
    rng = random.Random(seed * 1000003 + index * 7919 + sum(map(ord, variant)))
    short = variant in MIN_HISTORIES and index % 8 != 0
    if short:
        # Seven histories in eight are short: up to 24 random plies away
        # from the start, then 12-32 plies of the rule set's repeating
        # policies, which reach a third occurrence (or a chase, or the
        # back-and-forth rule) within a dozen plies.
        warmup = rng.choice([0, 4, 8, 12, 16, 24])
        plies = warmup + rng.choice([12, 20, 32])
        if variant == "xiangqiaxf":
            start, policy = XIANGQI_START, ["shuffle", "harass", "harass", "shuffle"][index % 4]
        else:
            start = JANGGI_STARTS[(index // 8) % 16]
            policy = ["shuffle", "shuttle", "shuffle", "shuttle", "quiet", "passer", "shuffle"][index % 7]
        return playout(variant, start, policy, rng.getrandbits(64), plies, budget, warmup=warmup)
    if variant == "xiangqiaxf":
        # Long histories full of repetitions: a few random plies, then both
        # sides mostly shuffle (or one harasses with attacks while the other
        # shuffles), so that positions repeat with and without chases.
        start = XIANGQI_START
        policy = ["shuffle", "harass", "nag", "harass", "shuffle", "hunter"][(index // 8) % 6]
        plies = 260 if policy == "nag" else rng.choice([80, 160, 250])
        return playout(variant, start, policy, rng.getrandbits(64), plies, budget)
    if variant == "xiangqi":
        start = XIANGQI_START
        policy = rng.choice([p for p in POLICIES if p not in ("passer", "bikjang")])
    else:
        i = index // 8 if variant in MIN_HISTORIES else index  # the long ones of janggimodern
        start = JANGGI_STARTS[i % 16]
        pool = MODERN_POLICIES if variant == "janggimodern" else POLICIES
        policy = pool[(i // 16 + i) % len(pool)]
    max_plies = rng.choice([60, 120, 250, 400])
    return playout(variant, start, policy, rng.getrandbits(64), max_plies, budget)


def generate(seed: int, counts: Dict[str, int], procs: int = 2,
             histories: Optional[Dict[str, int]] = None) -> List[dict]:
    """All records for all games; each game gets at least ``counts[game]``
    positions and ``histories[game]`` histories (playouts from their start,
    constructed ones included)."""
    histories = histories or {}
    records: List[dict] = []
    for variant in GAMES:
        scenarios = {"xiangqi": XIANGQI_SCENARIOS, "xiangqiaxf": XIANGQI_SCENARIOS + AXF_SCENARIOS}
        for start, script in scenarios.get(variant, SCENARIOS):
            records.extend(playout(variant, start, "script", seed, 0, 1000, script.split()))
        if variant == "xiangqiaxf" and counts.get(variant, 0) > 0:
            rng = random.Random(seed * 7 + 3)
            for start, script in AXF_SCENARIOS:
                for _ in range(AXF_VARIANTS):
                    fen = axf_variant(start, rng)
                    if fen is not None:
                        records.extend(playout(variant, fen, "script", seed, 0, 1000, script.split()))
    # Playouts run in a pool with a sliding window of procs + 1 jobs, taken
    # in index order, so the result depends only on the seed; the few jobs
    # still running when a game has enough positions are discarded.
    with multiprocessing.Pool(procs) as pool:
        for variant in GAMES:
            want = counts.get(variant, 0)
            got = 0
            index = 0
            made = sum(1 for r in records if r["v"] == variant and not r["moves"])
            pending: collections.deque = collections.deque()
            while want > 0 and (got < want or made < histories.get(variant, 0)):
                while len(pending) < procs + 1:
                    pending.append(pool.apply_async(job, ((variant, index, seed, 400),)))
                    index += 1
                recs = pending.popleft().get()
                records.extend(recs)
                got += len(recs)
                made += 1
    return records


def main(argv: List[str]) -> int:
    import argparse

    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--scale", type=float, default=1.0, help="multiplies the default counts")
    ap.add_argument("--out", required=True)
    a = ap.parse_args(argv)
    counts = {k: int(v * a.scale) for k, v in DEFAULT_COUNTS.items()}
    recs = generate(a.seed, counts, histories={k: int(v * a.scale) for k, v in MIN_HISTORIES.items()})
    with open(a.out, "w") as f:
        for r in recs:
            f.write(json.dumps(r, separators=(",", ":")) + "\n")
    print(f"wrote {len(recs)} positions to {a.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
