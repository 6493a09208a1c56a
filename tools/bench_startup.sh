#!/usr/bin/env bash
# Start-up benchmark of the app: launch → the UI's first `get_view` (it draws
# its first, interactive screen right after), under Xvfb. Prints one line per
# run and the median. Usage (after `make app-debug` or `npx tauri build`):
#   xvfb-run -a -s "-screen 0 1280x800x24 -noreset" tools/bench_startup.sh [binary] [runs]
set -euo pipefail
cd "$(dirname "$0")/.."
BIN="${1:-target/release/janggi}"
RUNS="${2:-11}"
DATA="$(mktemp -d)"
trap 'rm -rf "$DATA"' EXIT
results=()
for i in $(seq 1 "$RUNS"); do
  log="$DATA/run$i.log"
  t0=$(date +%s%N)
  XDG_DATA_HOME="$DATA/xdg$i" JANGGI_STARTUP_TRACE=1 "$BIN" 2>"$log" &
  pid=$!
  for _ in $(seq 1 300); do
    grep -q "janggi: startup: first get_view" "$log" 2>/dev/null && break
    sleep 0.01
  done
  t1=$(date +%s%N)
  # resident memory of the app process once it is up
  rss=$(awk '/VmRSS/ {print $2}' "/proc/$pid/status" 2>/dev/null || echo 0)
  # The next launch starts once the WebKit processes of this one (the app's
  # children) are gone, so it never shares the CPU with them (measured
  # 2026-12-07: the medians moved by about 10 ms, within this machine's noise).
  kids=$(pgrep -P "$pid" | tr '\n' ' ' || true)
  kill "$pid" 2>/dev/null || true
  wait "$pid" 2>/dev/null || true
  for _ in $(seq 1 300); do
    alive=0
    for k in $kids; do kill -0 "$k" 2>/dev/null && alive=1; done
    [ "$alive" = 0 ] && break
    sleep 0.01
  done
  sleep 0.2
  ms=$(( (t1 - t0) / 1000000 ))
  results+=("$ms")
  # where the time went: the app's own marks, in ms after run()
  marks=$(sed -n 's/^janggi: startup: \(.*\) \([0-9]*\) ms after run()$/\1 \2/p' "$log" | paste -sd, - | sed 's/,/, /g')
  echo "run $i: launch to first view ${ms} ms (after run(): ${marks}), app RSS ${rss} kB"
done
sorted=$(printf '%s\n' "${results[@]}" | sort -n)
median=$(echo "$sorted" | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}')
min=$(echo "$sorted" | head -1)
max=$(echo "$sorted" | tail -1)
echo "median launch to first view: ${median} ms over $RUNS runs (min ${min}, max ${max}; $BIN)"
