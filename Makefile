# One Makefile for local work, pre-commit and CI.
# `make run` starts the product; `make test` runs every test. Both set themselves up.

SHELL := /bin/bash
PY ?= python3
VENV := .venv
BIN := $(VENV)/bin
CARGO := cargo
CARGO_DIR := core_rs
export PATH := $(HOME)/.cargo/bin:$(PATH)

.PHONY: help install run demo test test-rust test-python stubtest lint fmt bench bench-rust bench-python bench-bots bench-analysis bench-api clean

help:
	@echo "make run     start the product"
	@echo "make test    run every test (installs what it needs)"
	@echo "make lint    ruff, mypy, cargo fmt --check, clippy"
	@echo "make bench   benchmarks (ours vs OpenSpiel, native criterion, bots)"
	@echo "make bench-api  concurrent HTTP bots against PostgreSQL, with pgbench alongside"

$(BIN)/python:
	$(PY) -m venv $(VENV)

# Build the Rust extension (maturin, release) and install the package with its pinned deps.
install: $(BIN)/python
	@command -v $(CARGO) >/dev/null || { echo "cargo not found: install Rust (rustup)"; exit 1; }
	$(BIN)/pip install --quiet -e '.[dev]'

# The API (and its OpenAPI docs at /schema) on http://127.0.0.1:8000.
run: install
	$(BIN)/ginrummy serve

demo: install
	$(BIN)/python -m ginrummy demo

test: install lint test-rust stubtest test-python

test-rust:
	cd $(CARGO_DIR) && GINRUMMY_SIM_DEALS=10000 $(CARGO) test --profile ci --workspace --exclude ginrummy-py

stubtest: install
	$(BIN)/python -m mypy.stubtest ginrummy._core --allowlist services/ginrummy/stubtest-allowlist.txt

# The API tests run on SQLite and on a throwaway PostgreSQL cluster (installed if missing).
test-python: install
	scripts/with-postgres.sh $(BIN)/python -m pytest -q -n 2 tests

lint: install
	$(BIN)/ruff check services tests benchmarks
	$(BIN)/ruff format --check services tests benchmarks
	$(BIN)/mypy
	cd $(CARGO_DIR) && $(CARGO) fmt --all --check
	cd $(CARGO_DIR) && $(CARGO) clippy --workspace --all-targets -- -D warnings
	$(BIN)/python scripts/export_openapi.py --check

fmt:
	$(BIN)/ruff format services tests benchmarks
	$(BIN)/ruff check --fix services tests benchmarks
	cd $(CARGO_DIR) && $(CARGO) fmt --all

bench: install bench-python bench-rust bench-bots bench-analysis

bench-python:
	$(BIN)/python benchmarks/bench_core.py

bench-bots:
	$(BIN)/python benchmarks/bench_bots.py

# The analysis: whole matches analysed end to end (decisions/s), the levels it ranks and its
# agreement with ten times the playouts (`--part matches`: match-aware vs deal-only expert).
bench-analysis:
	$(BIN)/python benchmarks/bench_analysis.py

# Concurrent HTTP bots against a throwaway PostgreSQL, side by side with pgbench.
bench-api: install
	scripts/with-postgres.sh $(BIN)/python scripts/bench_api.py

bench-rust:
	cd $(CARGO_DIR) && $(CARGO) bench -p ginrummy-rules --bench melds

clean:
	rm -rf $(VENV) $(CARGO_DIR)/target build dist
