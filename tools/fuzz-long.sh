#!/usr/bin/env bash
# Long fuzzing run (`make fuzz-long`, not part of `make test`): every libFuzzer
# target in fuzz/ for FUZZ_LONG_SECS seconds each (default 450: 8 targets x
# 450 s = 1 hour), one after the other, at low priority. Any crash stops the
# run with libFuzzer's artifact in fuzz/artifacts/<target>/. The run counts
# ("Done N runs in T second(s)") are collected in target/fuzz-long/summary.txt.
#
#   FUZZ_LONG_SECS=900 make fuzz-long          # 2 hours
#   FUZZ_LONG_TARGETS="xqf pgn_zh" make fuzz-long
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
SECS=${FUZZ_LONG_SECS:-450}
TARGETS=${FUZZ_LONG_TARGETS:-fen uci_move gib pgn xqf pgn_zh net_msg relay_msg ipc_args cbr}
LOGS=${FUZZ_LONG_LOGS:-$ROOT/target/fuzz-long}
mkdir -p "$LOGS"

# Seed corpora from the test data the readers are tested with.
mkdir -p fuzz/corpus/{fen,uci_move,gib,pgn,xqf,pgn_zh,net_msg,relay_msg,ipc_args,cbr}
cp -n src-tauri/crates/formats/tests/data/records/*.gib fuzz/corpus/gib/ 2>/dev/null || true
cp -n src-tauri/crates/formats/tests/data/records/*.pgn fuzz/corpus/pgn/ 2>/dev/null || true
cp -n src-tauri/crates/formats/tests/data/xiangqi/*.xqf fuzz/corpus/xqf/ 2>/dev/null || true
cp -n src-tauri/crates/formats/tests/data/xiangqi/*.pgn fuzz/corpus/pgn_zh/ 2>/dev/null || true
if [ -d fuzz/seeds ]; then
  for t in $TARGETS; do
    [ -d "fuzz/seeds/$t" ] && cp -n fuzz/seeds/$t/* "fuzz/corpus/$t/" 2>/dev/null || true
  done
fi

cd fuzz
# Built the way cargo-fuzz builds (sanitizer-coverage instrumentation for
# libFuzzer, debug assertions and overflow checks on), without needing
# cargo-fuzz or a nightly compiler; no address sanitizer (safe Rust). The
# host triple keeps build scripts uninstrumented.
HOST=$(rustc -vV | sed -n 's/^host: //p')
export CARGO_TARGET_DIR=$ROOT/fuzz/target
export RUSTFLAGS="-Cpasses=sancov-module -Cllvm-args=-sanitizer-coverage-level=4 \
 -Cllvm-args=-sanitizer-coverage-inline-8bit-counters -Cllvm-args=-sanitizer-coverage-pc-table \
 -Cllvm-args=-sanitizer-coverage-trace-compares --cfg fuzzing -Cdebug-assertions -Coverflow-checks"
bins=()
for t in $TARGETS; do bins+=(--bin "$t"); done
nice -n 19 cargo build --release --target "$HOST" "${bins[@]}"
BIN=$CARGO_TARGET_DIR/$HOST/release
: >"$LOGS/summary.txt"
start=$(date +%s)
for t in $TARGETS; do
  echo "== $t: ${SECS}s" | tee -a "$LOGS/summary.txt"
  mkdir -p "artifacts/$t"
  nice -n 19 "$BIN/$t" "corpus/$t" -max_total_time="$SECS" -max_len=16384 \
    -artifact_prefix="artifacts/$t/" -print_final_stats=1 >"$LOGS/$t.log" 2>&1 || {
    tail -40 "$LOGS/$t.log"
    echo "fuzz-long: target $t FAILED (log: $LOGS/$t.log)" | tee -a "$LOGS/summary.txt"
    exit 1
  }
  grep -E '^Done [0-9]+ runs' "$LOGS/$t.log" | tee -a "$LOGS/summary.txt"
done
echo "fuzz-long: $(($(date +%s) - start)) s in total, no crash" | tee -a "$LOGS/summary.txt"
