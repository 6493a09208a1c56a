"""Differential test of our rules against Fairy-Stockfish's (pyffish).

Generates (or reuses, from the cache) the reference positions of
``gen_positions.py``, asks the ``rules-oracle`` binary what our rules say
about each, and compares. Exits non-zero on any mismatch.

What is compared, per pyffish variant and our profile:

=================  ======================  =========================================
pyffish variant    our profile             compared
=================  ======================  =========================================
janggi             janggi-fairy-stockfish  legal moves, check, FEN, gives_check,
                                           notation, every game end and its result
janggicasual       janggi-standard         legal moves, check, FEN, gives_check,
                                           notation; ends that both define:
                                           checkmate (with winner), double pass and
                                           repetition (that the game ends; pyffish
                                           draws where we count points)
janggimodern       janggi-modern           legal moves, check, FEN, gives_check,
                                           notation, every game end and its result
                                           (its back-and-forth rule, fourth
                                           repetition and 100-move rule included)
janggitraditional  janggi-traditional      legal moves, check, FEN, gives_check,
                                           notation; checkmate, double pass,
                                           bikjang, repetition (all with result);
                                           our material draw implies pyffish's
                                           insufficient material on both sides
xiangqi            xiangqi                 legal moves, check, FEN, gives_check,
                                           WXF; checkmate, stalemate, repetition
                                           and perpetual check (with result);
                                           material draw = pyffish's insufficient
                                           material on both sides
xiangqi            xiangqi-axf             legal moves, check, FEN, gives_check,
(key xiangqiaxf)                           WXF, every game end and its result: the
                                           AXF chasing rule, perpetual check, the
                                           50-move rule with its check allowance
                                           (histories full of repetitions, and
                                           constructed chases with random pieces
                                           dropped on them)
=================  ======================  =========================================

Not compared (the rules differ on purpose): pyffish's 50-move rule where
our profile has another limit (janggicasual/janggitraditional: 400 plies in
total; xiangqi: 60 moves each), pyffish's Xiangqi chasing rule under our
plain xiangqi profile (a decisive repetition that no perpetual check
explains; the xiangqi-axf profile has it), and the numbered forms
pyffish writes for tandem soldiers where official WXF uses ``P+``/``P-``.
"""

from __future__ import annotations

import collections
import fcntl
import hashlib
import json
import os
import subprocess
import sys
import time
from typing import Dict, List, Optional, Tuple

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

PROFILES = {
    "janggi": "janggi-fairy-stockfish",
    "janggicasual": "janggi-standard",
    "janggitraditional": "janggi-traditional",
    "janggimodern": "janggi-modern",
    "xiangqi": "xiangqi",
    "xiangqiaxf": "xiangqi-axf",
}


def load_records(seed: int, scale: float, cache_dir: str) -> List[dict]:
    import pyffish as sf

    with open(os.path.join(HERE, "gen_positions.py"), "rb") as f:
        digest = hashlib.sha1(f.read()).hexdigest()[:10]
    name = f"positions-s{seed}-x{scale}-{digest}-pyffish{'.'.join(map(str, sf.version()))}.jsonl"
    path = os.path.join(cache_dir, name)
    os.makedirs(cache_dir, exist_ok=True)
    # One generator at a time per cache: `make test` starts one in the
    # background (--generate-only) and the comparison waits here for it; if
    # that one is gone without a cache, this one generates.
    with open(os.path.join(cache_dir, ".lock"), "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if os.path.exists(path):
            with open(path) as f:
                return [json.loads(line) for line in f]
        return generate_records(seed, scale, path)


def generate_records(seed: int, scale: float, path: str) -> List[dict]:
    import gen_positions

    t = time.time()
    counts = {k: int(v * scale) for k, v in gen_positions.DEFAULT_COUNTS.items()}
    histories = {k: int(v * scale) for k, v in gen_positions.MIN_HISTORIES.items()}
    recs = gen_positions.generate(seed, counts, histories=histories)
    tmp = path + ".tmp"
    with open(tmp, "w") as f:
        for r in recs:
            f.write(json.dumps(r, separators=(",", ":")) + "\n")
    os.replace(tmp, path)
    print(f"oracle: generated {len(recs)} positions with pyffish in {time.time() - t:.0f}s (cached in {path})")
    return recs


def run_ours(binary: str, recs: List[dict]) -> List[List[str]]:
    lines = []
    for i, r in enumerate(recs):
        lines.append("\t".join([str(i), PROFILES[r["v"]], r["start"], " ".join(r["moves"]), r.get("next", "")]))
    p = subprocess.run([binary], input="\n".join(lines) + "\n", capture_output=True, text=True, check=False)
    if p.returncode != 0:
        raise SystemExit(f"oracle: {binary} failed ({p.returncode}): {p.stderr[-2000:]}")
    out = [line.split("\t") for line in p.stdout.splitlines()]
    if len(out) != len(recs):
        raise SystemExit(f"oracle: expected {len(recs)} answers, got {len(out)}")
    return out


def fsf_end(r: dict) -> Tuple[str, Optional[str]]:
    """pyffish's verdict: (result for the side to move, kind of end)."""
    if not r["legal"]:
        v, kind = r["res"], "nolegal"
    elif r["imm"][0]:
        v, kind = r["imm"][1], "immediate"
    elif r["opt"][0]:
        v, kind = r["opt"][1], "optional"
    else:
        return "ongoing", None
    return ("win" if v > 0 else "loss" if v < 0 else "draw"), kind


def our_end(outcome: str, stm_first: bool) -> Tuple[str, Optional[str]]:
    if outcome == "ongoing":
        return "ongoing", None
    who, reason = outcome.split(":", 1)
    if who == "draw":
        return "draw", reason
    return ("win" if (who == "first") == stm_first else "loss"), reason


def perpetual_by_checks(records: List[dict], idx: int) -> Optional[Tuple[bool, bool]]:
    """From pyffish's own check flags: over the span from the first of three
    occurrences of the position at ``records[idx]`` (same playout), did the
    side to move / the other side check with every move?"""
    r = records[idx]
    n = len(r["moves"])
    start = idx - n  # records of one playout are consecutive, ply = index offset
    if start < 0 or records[start]["moves"] or records[start]["start"] != r["start"]:
        return None
    k = r["key"]
    occ = [i for i in range(n, -1, -2) if records[start + i]["key"] == k]
    if len(occ) < 3:
        return None
    first = occ[2]
    stm_checks = all(records[start + i]["check"] for i in range(first + 1, n + 1) if (n - i) % 2 == 1)
    other_checks = all(records[start + i]["check"] for i in range(first + 1, n + 1) if (n - i) % 2 == 0)
    return stm_checks, other_checks


JANGGI_LETTERS = {"K": "장", "A": "사", "E": "상", "B": "상", "H": "마", "N": "마", "R": "차", "C": "포", "P": "졸병"}


def compare_notation(r: dict, ours: str, notes: collections.Counter) -> Optional[str]:
    san = r.get("san")
    if san is None or ours == "-":
        return None
    if r["v"] in ("xiangqi", "xiangqiaxf"):
        theirs = san.replace("=", ".")
        if theirs[0].isdigit() and r["next"] and ours != theirs:
            notes["notation: pyffish numbered tandem-soldier form, not compared"] += 1
            return None
        if ours != theirs and ours[1] in "+-" and theirs[1].isdigit() and ours[0] + ours[2:] == theirs[0] + theirs[2:]:
            notes["notation: pyffish omits an unneeded tandem mark, not compared"] += 1
            return None
        notes["notation compared"] += 1
        return None if ours == theirs else f"WXF ours {ours} pyffish {san}"
    if ours == "한수쉼":
        notes["notation: pass, not compared"] += 1
        return None
    digits_ours = "".join(c for c in ours if c.isdigit())
    digits_theirs = "".join(c for c in san if c.isdigit())
    piece_ok = any(ch in JANGGI_LETTERS.get(san[0], "") for ch in ours)
    notes["notation compared"] += 1
    if digits_ours != digits_theirs or not piece_ok:
        return f"Korean ours {ours} pyffish {san}"
    return None


def compare(records: List[dict], answers: List[List[str]]):
    mismatches: List[str] = []
    notes: collections.Counter = collections.Counter()
    cats: Dict[str, collections.Counter] = collections.defaultdict(collections.Counter)
    seen_starts: Dict[str, set] = collections.defaultdict(set)
    passed = 0
    for i, (r, a) in enumerate(zip(records, answers)):
        v = r["v"]
        c = cats[v]
        c["positions"] += 1
        if not r["moves"]:
            c["games"] += 1
            seen_starts[v].add(r["start"])
        for t in r["tags"]:
            if t in ("check", "bikjang", "after-pass", "palace-diagonal", "tandem", "long", "generals-facing"):
                c[t] += 1
        problems: List[str] = []
        if a[1] == "ERROR":
            problems.append("our replay failed: " + a[2])
        else:
            _, fen, legal, check, outcome, next_check, notation = a
            ours_legal = legal.split()
            if ours_legal != r["legal"]:
                extra = sorted(set(ours_legal) - set(r["legal"]))
                missing = sorted(set(r["legal"]) - set(ours_legal))
                problems.append(f"legal moves differ: ours only {extra}, pyffish only {missing}")
            if (check == "1") != r["check"]:
                problems.append(f"check: ours {check == '1'}, pyffish {r['check']}")
            if "fen" in r:
                c["FEN compared"] += 1
                if fen != r["fen"]:
                    problems.append(f"FEN: ours {fen}")
            elif " ".join(fen.split()[:2]) != r["key"] or int(fen.split()[4]) != r["halfmove"]:
                problems.append(f"board/side/halfmove: ours {fen}, pyffish {r['key']} {r['halfmove']}")
            if "next" in r and (next_check == "1") != r["next_check"]:
                problems.append(f"gives_check({r['next']}): ours {next_check == '1'}, pyffish {r['next_check']}")
            p = compare_notation(r, notation, notes)
            if p:
                problems.append(p)
            problems += compare_outcome(records, i, outcome, notes, c)
        if problems:
            mismatches.append(
                f"[{v}] start {r['start']} moves {' '.join(r['moves']) or '-'}\n    position {r['key']}\n    "
                + "\n    ".join(problems)
            )
        else:
            passed += 1
    for v, st in seen_starts.items():
        cats[v]["start positions"] = len(st)
    return passed, mismatches, notes, cats


def compare_outcome(records, i, outcome, notes, c) -> List[str]:
    r = records[i]
    v = r["v"]
    stm_first = r["key"].split()[1] == "w"
    halfmove = r["halfmove"]
    theirs, kind = fsf_end(r)
    if outcome.startswith("ended@"):
        # Our game ended earlier than pyffish's: only a material draw may.
        rest = outcome.split(":", 1)[1]
        if rest == "draw:material" and v in ("xiangqi", "xiangqiaxf", "janggitraditional"):
            notes[f"{v}: positions after our material draw (outcome not compared)"] += 1
            return []
        return [f"our game ended before this position ({outcome}), pyffish goes on"]
    ours, reason = our_end(outcome, stm_first)
    if reason:
        c["end: " + reason] += 1
    if kind:
        c["pyffish end: " + kind] += 1
    insuff = r.get("insuff")
    if reason == "material":
        if insuff != [True, True]:
            return [f"our material draw, pyffish insufficient material {insuff}"]
        notes[f"{v}: material draws compared"] += 1
        return []
    if v in ("xiangqi", "xiangqiaxf") and insuff == [True, True] and kind is None:
        return ["pyffish: neither side can mate; ours goes on"]
    if v in ("janggi", "janggimodern", "xiangqiaxf"):
        if ours != theirs:
            return [f"result: ours {outcome} ({ours} for the side to move), pyffish {theirs} ({kind})"]
        expected = {
            None: {None},
            "nolegal": {"checkmate", "doublePass", "bikjang", "stalemate"},
            "immediate": {"doublePass", "bikjang"},
            "optional": {"repetition", "perpetualCheck", "moveLimit", "shuttle", "perpetualChase"},
        }[kind]
        if reason not in expected:
            return [f"reason: ours {reason}, pyffish {kind}"]
        if kind:
            notes[f"{v}: ends compared with result"] += 1
            if reason:
                notes[f"{v}: end {reason} compared"] += 1
        return []
    # Other variants: pyffish's 50-move rule is not ours.
    if kind == "optional" and halfmove >= 100:
        notes[f"{v}: pyffish 50-move rule (ours differs), not compared"] += 1
        return [] if reason in (None, "repetition", "perpetualCheck", "moveLimit") else [f"ours {outcome} at pyffish's 50-move end"]
    if kind is None:
        if ours == "ongoing" or reason == "moveLimit":
            return []
        return [f"ours {outcome}, pyffish goes on"]
    if kind in ("nolegal", "immediate"):
        if v == "janggicasual" and reason in ("doublePass",):
            notes["janggicasual: double pass ends compared (pyffish draws, we count points)"] += 1
            return []
        if ours != theirs:
            return [f"result: ours {outcome}, pyffish {theirs} ({kind})"]
        notes[f"{v}: ends compared with result"] += 1
        return []
    # Repetition (pyffish optional end within the 50-move window).
    if reason not in ("repetition", "perpetualCheck"):
        return [f"ours {outcome}, pyffish repetition end ({theirs})"]
    if v == "janggicasual":
        notes["janggicasual: repetition ends compared (pyffish draws, we count points)"] += 1
        return []
    if ours == theirs:
        notes[f"{v}: repetition ends compared with result"] += 1
        return []
    perp = perpetual_by_checks(records, i)
    if v == "janggitraditional" and reason == "repetition" and theirs != "draw" and perp is not None and perp[0] != perp[1]:
        # pyffish's janggitraditional has the perpetual-check rule; our
        # traditional profile draws every repetition (SPEC table).
        notes["janggitraditional: pyffish perpetual-check verdict (our profile draws), not compared"] += 1
        return []
    if v == "xiangqi" and theirs != "draw" and reason == "repetition" and perp is not None and not (perp[0] ^ perp[1]):
        notes["xiangqi: pyffish chasing-rule verdict (not implemented), not compared"] += 1
        return []
    return [f"repetition result: ours {outcome}, pyffish {theirs} (checks stm/other {perp})"]


def main(argv: List[str]) -> int:
    import argparse

    ap = argparse.ArgumentParser(description="pyffish differential test")
    ap.add_argument("--bin", help="path of the rules-oracle binary (required unless --generate-only)")
    ap.add_argument("--generate-only", action="store_true", help="only make sure the positions are cached")
    ap.add_argument("--seed", type=int, default=int(os.environ.get("ORACLE_SEED", "20261129")))
    ap.add_argument("--scale", type=float, default=float(os.environ.get("ORACLE_SCALE", "1")))
    ap.add_argument("--cache", default=os.environ.get("ORACLE_CACHE", "target/oracle"))
    ap.add_argument("--show", type=int, default=20, help="mismatches to print")
    a = ap.parse_args(argv)
    if not a.generate_only and not a.bin:
        ap.error("--bin is required unless --generate-only")
    t0 = time.time()
    records = load_records(a.seed, a.scale, a.cache)
    t1 = time.time()
    if a.generate_only:
        print(f"oracle: {len(records)} positions cached in {a.cache} ({t1 - t0:.0f}s)")
        return 0
    answers = run_ours(a.bin, records)
    t2 = time.time()
    passed, mismatches, notes, cats = compare(records, answers)
    # A history: one playout from its start (its first record has no moves).
    histories = collections.Counter(r["v"] for r in records if not r["moves"])
    for v, c in cats.items():
        tags = ", ".join(f"{k} {n}" for k, n in sorted(c.items()) if k != "positions")
        print(f"oracle: {v}: {c['positions']} positions of {histories[v]} histories ({tags})")
    import gen_positions

    short = [
        f"{v}: {histories[v]} histories, {int(n * a.scale)} wanted"
        for v, n in gen_positions.MIN_HISTORIES.items()
        if histories[v] < int(n * a.scale)
    ]
    for s in short:
        print("TOO FEW HISTORIES " + s)
    for k, n in sorted(notes.items()):
        print(f"oracle:   {k}: {n}")
    for m in mismatches[: a.show]:
        print("MISMATCH " + m)
    print(
        f"oracle: seed {a.seed}, {len(records)} positions, {len(mismatches)} mismatches "
        f"(load {t1 - t0:.1f}s, ours {t2 - t1:.1f}s)"
    )
    print(f"{passed} passed, {len(mismatches)} failed")
    return 1 if mismatches or short else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
