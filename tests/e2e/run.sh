#!/usr/bin/env bash
# End-to-end run of the real app: tauri-driver (:4444) → Debian's
# WebKitWebDriver → target/debug/janggi, driven by WebdriverIO under
# `node --test`. Run it inside an X server: `make test-e2e` does
#   xvfb-run -a -s "-screen 0 1280x800x24 -noreset" bash tests/e2e/run.sh
# Each run gets a fresh data directory (XDG_DATA_HOME), so the store starts
# empty. Screenshots land in target/e2e/screenshots/.
set -euo pipefail
cd "$(dirname "$0")/../.."
export PATH="$HOME/.cargo/bin:$PATH"
export APP_BIN="$(realpath "${APP_BIN:-target/debug/janggi}")"
export E2E_OUT="${E2E_OUT:-$PWD/target/e2e}"
export SHOTS="$E2E_OUT/screenshots"
mkdir -p "$SHOTS"
# The app inherits tauri-driver's environment, so isolate it here.
export XDG_DATA_HOME="$E2E_OUT/xdg-data"
# The next native open/save dialog's answer (the app's debug-build test
# seam, src-tauri/src/commands/dialog.rs): a test writes a path here.
export JANGGI_DIALOG_PRESET="$E2E_OUT/dialog-preset"
# The computer answers as soon as it has searched, not after a person's
# thinking time (debug-build test seam, src-tauri/src/ai/worker.rs);
# JANGGI_INSTANT_REPLY= (empty) runs with the human times.
if [ -z "${JANGGI_INSTANT_REPLY+set}" ]; then export JANGGI_INSTANT_REPLY=1; fi
[ -n "$JANGGI_INSTANT_REPLY" ] || unset JANGGI_INSTANT_REPLY
rm -f "$JANGGI_DIALOG_PRESET"
rm -rf "$XDG_DATA_HOME"
mkdir -p "$XDG_DATA_HOME"
# The X server must not reset when its last client goes: the kill test's
# relaunch would then race the reset and lose its display (see XVFB in the
# Makefile). An Xvfb of ours started without -noreset is refused here.
xvfb_args() {
  for p in /proc/[0-9]*; do
    [ "$(basename "$(readlink "$p/exe" 2>/dev/null)")" = Xvfb ] || continue
    tr '\0' ' ' <"$p/cmdline" 2>/dev/null | grep -qE "(^| )${DISPLAY:-none}( |$)" && tr '\0' ' ' <"$p/cmdline"
  done
  return 0
}
if args="$(xvfb_args)" && [ -n "$args" ] && ! grep -q -- "-noreset" <<<"$args"; then
  echo "run.sh: the Xvfb on $DISPLAY runs without -noreset ($args); start it as the Makefile's XVFB does" >&2
  exit 2
fi
PORT="${E2E_PORT:-4444}"
NATIVE_PORT="${E2E_NATIVE_PORT:-4445}"
export E2E_PORT="$PORT"
setsid tauri-driver --port "$PORT" --native-port "$NATIVE_PORT" >"$E2E_OUT/tauri-driver.log" 2>&1 &
TD_PID=$!
trap 'kill -TERM -- -$TD_PID 2>/dev/null || true' EXIT
for _ in $(seq 1 100); do
  curl -fsS "http://127.0.0.1:$PORT/status" >/dev/null 2>&1 && break
  sleep 0.1
done
curl -fsS "http://127.0.0.1:$PORT/status" >/dev/null
if [ -n "${E2E_FILES:-}" ]; then
  node --test --test-concurrency=1 $E2E_FILES
  exit
fi
# The files in name order, as `node --test tests/e2e/` runs them (they share
# one data directory: app.test expects it fresh, the kill test expects no
# file kept aside, which qa.test makes).
# Between files, every app process of the previous file must be gone: the
# files share the data directory, and a test that counts or kills the app
# (kill.test) must see only its own. WebDriver's delete-session normally
# closes the app; one that is still running after 10 s is killed (and said).
app_pids() {
  for p in /proc/[0-9]*; do
    [ "$(readlink "$p/exe" 2>/dev/null)" = "$APP_BIN" ] && echo "${p#/proc/}"
  done
  return 0
}
settle() {
  for _ in $(seq 1 100); do
    [ -z "$(app_pids)" ] && return 0
    sleep 0.1
  done
  echo "# run.sh: app still running after $1 ($(app_pids | tr '\n' ' ')); killing it"
  kill -KILL $(app_pids) 2>/dev/null || true
  sleep 0.5
}
# Files whose bounds hold on a quiet machine only: the analysis board's
# frame gaps (50 ms at the 99th percentile; 100 ms with E2E_LOADED=1). While
# one runs, the process groups in E2E_QUIET_PGIDS (make test's background
# oracle generator, see the Makefile's oracle-positions-bg) are stopped, and
# let go after it, or when this script ends however it ends.
QUIET_FILES="tests/e2e/analysis.test.mjs"
quiet_groups() {
  for g in ${E2E_QUIET_PGIDS:-}; do
    # Only a group still led by the process named (a pid can be reused).
    grep -qa -- "${E2E_QUIET_MATCH:-run_oracle}" "/proc/$g/cmdline" 2>/dev/null && echo "$g"
  done
  return 0
}
pause_groups() {
  for g in $(quiet_groups); do
    echo "# run.sh: stopping process group $g while $1 runs"
    kill -STOP -- "-$g" 2>/dev/null || true
  done
}
resume_groups() {
  for g in $(quiet_groups); do kill -CONT -- "-$g" 2>/dev/null || true; done
}
trap 'resume_groups; kill -TERM -- -$TD_PID 2>/dev/null || true' EXIT
for f in tests/e2e/*.test.mjs; do
  settle "the previous file"
  case " $QUIET_FILES " in
  *" $f "*)
    pause_groups "$f"
    rc=0
    node --test --test-concurrency=1 "$f" || rc=$?
    resume_groups
    [ "$rc" = 0 ] || exit "$rc"
    ;;
  *) node --test --test-concurrency=1 "$f" ;;
  esac
done
