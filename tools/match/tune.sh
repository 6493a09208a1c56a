#!/usr/bin/env bash
# Self-play tuning of the engine's search and evaluation parameters
# (src-tauri/crates/engine/src/params.rs).
#
#   tools/match/tune.sh "lmp_depth=0,fut_base=150" "" [games] [ms]
#
# plays the engine with the first parameter set (A) against the engine with
# the second (B; "" = the defaults) in both games with the match tool, at
# MS milliseconds per move (default 50), GAMES games per game (default 40),
# and prints each match's W/D/L and Elo estimate. A change is kept when it
# wins in both games.
set -euo pipefail
A="${1:?parameter set A, e.g. lmp_depth=0}"
B="${2:-}"
GAMES="${3:-40}"
MS="${4:-50}"
ROOT="$(cd "$(dirname "$0")/../.." && pwd)"
cargo build --quiet --release -p janggi-engine --bins --manifest-path "$ROOT/Cargo.toml"
TARGET="${CARGO_TARGET_DIR:-$ROOT/target}/release"
TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT
for side in A B; do
  params="$A"; [ "$side" = B ] && params="$B"
  printf '#!/bin/sh\nJANGGI_ENGINE_PARAMS="%s" exec "%s/janggi-engine"\n' "$params" "$TARGET" > "$TMP/$side.sh"
  chmod +x "$TMP/$side.sh"
done
for game in xiangqi janggi; do
  "$TARGET/match" --game "$game" --a "uci:$TMP/A.sh@$MS" --b "uci:$TMP/B.sh@$MS" \
    --games "$GAMES" --concurrency 2 --random-plies 3 | tail -n 3
done
