#!/usr/bin/env bash
# Start-up benchmark of the app: launch → the UI's first `get_view` (it draws
# its first, interactive screen right after), under Xvfb. Prints one line per
# run and the median. Usage (after `make app-debug` or `npx tauri build`):
#   xvfb-run -a -s "-screen 0 1280x800x24 -noreset" tools/bench_startup.sh [binary] [runs]
set -euo pipefail
cd "$(dirname "$0")/.."
BIN="${1:-target/release/janggi}"
RUNS="${2:-5}"
DATA="$(mktemp -d)"
trap 'rm -rf "$DATA"' EXIT
results=()
for i in $(seq 1 "$RUNS"); do
  log="$DATA/run$i.log"
  t0=$(date +%s%N)
  XDG_DATA_HOME="$DATA/xdg$i" JANGGI_STARTUP_TRACE=1 "$BIN" 2>"$log" &
  pid=$!
  for _ in $(seq 1 300); do
    grep -q "janggi: startup:" "$log" 2>/dev/null && break
    sleep 0.01
  done
  t1=$(date +%s%N)
  # resident memory of the app process once it is up
  rss=$(awk '/VmRSS/ {print $2}' "/proc/$pid/status" 2>/dev/null || echo 0)
  kill "$pid" 2>/dev/null || true
  wait "$pid" 2>/dev/null || true
  ms=$(( (t1 - t0) / 1000000 ))
  results+=("$ms")
  echo "run $i: launch to first view ${ms} ms ($(grep -o 'first get_view.*' "$log")), app RSS ${rss} kB"
done
sorted=$(printf '%s\n' "${results[@]}" | sort -n)
median=$(echo "$sorted" | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}')
echo "median launch to first view: ${median} ms over $RUNS runs ($BIN)"
