#!/usr/bin/env bash
# Builds the opening books the app ships (src-tauri/crates/engine/book/)
# with our own engine, verifies every move at depth 12, then checks the
# result: how many of 40 games between two computers at level 9 differ in
# their first 8 plies, and (Janggi) which setups were chosen. One thread
# per game (the two games run side by side), deterministic; about 25
# minutes on a 2-core machine. Usage: tools/build-book.sh [janggi] [xiangqi]
# Docs: docs/book.md.
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build --release -p janggi-engine --bin book
BOOK=target/release/book
DIR=src-tauri/crates/engine/book
TMP=$(mktemp -d)
GAMES=("$@")
[ ${#GAMES[@]} -gt 0 ] || GAMES=(janggi xiangqi)
one() {
  case "$1" in
    janggi) "$BOOK" build --game janggi --plies 5 --depth 11 --lines 4 --margin 0.3 --keep 3 --out "$TMP/janggi.txt" ;;
    xiangqi) "$BOOK" build --game xiangqi --plies 8 --depth 11 --lines 5 --margin 0.3 --keep 4 --out "$TMP/xiangqi.txt" ;;
    *) echo "build-book: janggi or xiangqi, not $1" >&2; return 2 ;;
  esac
  "$BOOK" verify --game "$1" --depth 12 --max-loss 0.5 --in "$TMP/$1.txt" --out "$DIR/$1.txt"
}
pids=()
for g in "${GAMES[@]}"; do one "$g" & pids+=($!); done
for p in "${pids[@]}"; do wait "$p"; done
# The check plays with the books as built into the engine: build again.
cargo build --release -p janggi-engine --bin book
for g in "${GAMES[@]}"; do
  "$BOOK" check --game "$g" --level 9 --games 40 --plies 8
done
ls -l "$DIR"
rm -rf "$TMP"
