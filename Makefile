# One Makefile for local work, pre-commit and CI.
# `make run` starts the product; `make test` runs every test. Both set themselves up.

SHELL := /bin/bash
PY ?= python3
VENV := .venv
BIN := $(VENV)/bin
CARGO := cargo
CARGO_DIR := core_rs
export PATH := $(HOME)/.cargo/bin:$(PATH)

.PHONY: help install web run demo test test-rust test-python test-web stubtest lint fmt bench bench-rust bench-python bench-bots bench-rummy bench-analysis bench-api bench-api-rummy bench-store bench-live bench-social bench-streams bench-rate-limit bench-clients bench-tournament bench-pair-units sprt-calibration clients clients-check deploy-check clean

help:
	@echo "make run     start the product (the page at http://127.0.0.1:8000/)"
	@echo "make web     build the web page (clients/web -> clients/web/dist)"
	@echo "make test    run every test (installs what it needs)"
	@echo "make lint    ruff, mypy, cargo fmt --check, clippy, deploy-check"
	@echo "make deploy-check  kubeconform on deploy/k8s (offline schemas), deploy/ in step with the code"
	@echo "make bench   benchmarks (ours vs OpenSpiel, native criterion, bots)"
	@echo "make bench-rummy  Rummy duplicate sim deals/s (2 and 4 seats) and the 4-seat bot ladder"
	@echo "make bench-api  concurrent HTTP bots against PostgreSQL, with pgbench alongside"
	@echo "make bench-api-rummy  bench-api's HTTP bots playing 4-seat Rummy (each bot all 4 seats)"
	@echo "make bench-store  the group-commit append rate alone, by batch size (PostgreSQL)"
	@echo "make bench-live  a move on one replica to an SSE stream on another: poll vs LISTEN/NOTIFY"
	@echo "make bench-social   private messages: cross-replica delivery, flood limits from 50 clients, moves beside a flood"
	@echo "make bench-streams  1,000/5,000/10,000 idle player streams: CPU, memory, open time, move latency"
	@echo "make bench-rate-limit  the shared rate limit's cost per request, and across 3 replicas"
	@echo "make clients    regenerate the API clients (clients/python, clients/typescript)"
	@echo "make bench-clients  the Python client's overhead per move against plain httpx"
	@echo "make bench-tournament  tournament deals/s: process pool, 1 and 2 Dask workers"
	@echo "make sprt-calibration  the SPRT's false-positive rate (a bot against itself)"
	@echo "make bench-pair-units  1,000 deal pairs against 1,000 match pairs (Elo and time)"

$(BIN)/python:
	$(PY) -m venv $(VENV)

# Build the Rust extension (maturin, release) and install the package with its pinned deps.
install: $(BIN)/python web
	@command -v $(CARGO) >/dev/null || { echo "cargo not found: install Rust (rustup)"; exit 1; }
	$(BIN)/pip install --quiet -e '.[dev]'
	$(BIN)/pip install --quiet -e ./clients/python

# The web page (Preact + Vite, the generated TypeScript client): npm ci, then built into
# clients/web/dist, which the API serves at /. Prints the JS and CSS sizes (gzipped).
WEB_DIR := clients/web
web: $(WEB_DIR)/node_modules/.package-lock.json
	npm --prefix $(WEB_DIR) run build

$(WEB_DIR)/node_modules/.package-lock.json: $(WEB_DIR)/package.json $(WEB_DIR)/package-lock.json
	npm --prefix $(WEB_DIR) ci --no-audit --no-fund

# The API clients, generated from openapi/openapi.json (fails on any generator warning).
clients: install
	$(BIN)/python clients/python/generate.py
	if [ -f clients/typescript/package.json ]; then \
		npm --prefix clients/typescript ci && npm --prefix clients/typescript run generate; \
	fi

# The generated clients are up to date with openapi/openapi.json, and generate without warnings.
clients-check: install
	$(BIN)/python clients/python/generate.py --check
	if [ -f clients/typescript/package.json ]; then \
		npm --prefix clients/typescript ci && npm --prefix clients/typescript run generate && \
		git diff --exit-code --stat -- clients/typescript && \
		test -z "$$(git status --porcelain -- clients/typescript)" && \
		npm --prefix clients/typescript run lint; \
	fi

# The API (and its OpenAPI docs at /schema) on http://127.0.0.1:8000.
run: install
	$(BIN)/ginrummy serve

demo: install
	$(BIN)/python -m ginrummy demo

test: install lint test-rust stubtest test-python test-web

test-rust:
	cd $(CARGO_DIR) && GINRUMMY_SIM_DEALS=10000 $(CARGO) test --profile ci --workspace --exclude ginrummy-py

stubtest: install
	$(BIN)/python -m mypy.stubtest ginrummy._core --allowlist services/ginrummy/stubtest-allowlist.txt

# The API tests run on SQLite and on a throwaway PostgreSQL cluster (installed if missing);
# the replicas-behind-nginx fault test needs Debian's nginx (installed if missing).
# Tests marked `exclusive` stop the shared cluster (a PostgreSQL restart under load): alone, last.
# Three workers on two cores: most tests wait on a server, a stream or a subprocess (at two
# workers the run used 1.3 cores).
test-python: install
	scripts/ensure-nginx.sh >/dev/null
	scripts/with-postgres.sh bash -c '$(BIN)/python -m pytest -q -n 3 -m "not exclusive" tests --ignore=tests/web && \
		$(BIN)/python -m pytest -q -m exclusive tests --ignore=tests/web'

# The page: its unit tests (Vitest), then the browser tests (tests/web: Debian's chromium,
# installed when missing, driven by playwright-core against a live server on SQLite; screenshots
# in tests/web/screenshots/). A browser test that fails is run once more (`--reruns 1`, reported
# as "rerun": a real browser on a shared machine). The one failure seen so far (about one run in
# five) was the scripts' own: a knock whose hand melds more than one way waits for a choice of
# melds (lib.mjs's playOne now makes it).
test-web: install
	npm --prefix $(WEB_DIR) test
	scripts/ensure-chromium.sh >/dev/null
	GINRUMMY_WEB_TESTS=require $(BIN)/python -m pytest -q -n 2 --reruns 1 -rR tests/web

PY_SOURCES := services tests benchmarks scripts clients

lint: install clients-check
	npm --prefix $(WEB_DIR) run lint
	$(BIN)/ruff check $(PY_SOURCES)
	$(BIN)/ruff format --check $(PY_SOURCES)
	$(BIN)/mypy
	cd $(CARGO_DIR) && $(CARGO) fmt --all --check
	cd $(CARGO_DIR) && $(CARGO) clippy --workspace --all-targets -- -D warnings
	$(BIN)/python scripts/export_openapi.py --check
	$(MAKE) --no-print-directory contract-check
	$(MAKE) --no-print-directory deploy-check

# deploy/ checked without a container engine or a cluster: kubeconform (installed from the Go
# module proxy, pinned) validates the Kubernetes manifests against the Kubernetes API's JSON
# schemas (from the pinned kubernetes-validate package, offline); check_deploy.py checks that
# the manifests, compose and the Dockerfile are in step with the code (deploy/README.md).
KUBECONFORM_VERSION := v0.7.0
K8S_VERSION := 1.33.0
TOOLS := $(CURDIR)/.tools
GO ?= $(shell command -v go 2>/dev/null || { [ -x /usr/local/go/bin/go ] && echo /usr/local/go/bin/go; })

# The contract only grows: oasdiff's breaking-change check of openapi/openapi.json against the
# last released contract (openapi/released/openapi.json); a break fails unless
# openapi/CHANGELOG.md records it as deliberate (scripts/check_contract.py).
OASDIFF_VERSION := v1.37.0
OASDIFF := $(TOOLS)/oasdiff-$(OASDIFF_VERSION)

contract-check:
	@if [ -z "$(GO)" ] && [ ! -x $(OASDIFF) ]; then \
		echo "contract-check: go is missing (needed to install oasdiff $(OASDIFF_VERSION))"; \
		exit 1; \
	fi; \
	set -e; \
	if [ ! -x $(OASDIFF) ]; then \
		GOBIN=$(TOOLS) $(GO) install github.com/oasdiff/oasdiff@$(OASDIFF_VERSION); \
		mv $(TOOLS)/oasdiff $(OASDIFF); \
	fi; \
	$(BIN)/python scripts/check_contract.py --oasdiff $(OASDIFF)

deploy-check:
	@if [ -z "$(GO)" ] && [ ! -x $(TOOLS)/kubeconform-$(KUBECONFORM_VERSION) ]; then \
		echo "deploy-check: SKIPPED: go is missing (needed to install kubeconform $(KUBECONFORM_VERSION))"; \
		exit 0; \
	fi; \
	set -e; \
	if [ ! -x $(TOOLS)/kubeconform-$(KUBECONFORM_VERSION) ]; then \
		GOBIN=$(TOOLS) $(GO) install github.com/yannh/kubeconform/cmd/kubeconform@$(KUBECONFORM_VERSION); \
		mv $(TOOLS)/kubeconform $(TOOLS)/kubeconform-$(KUBECONFORM_VERSION); \
	fi; \
	schemas=$$($(BIN)/python scripts/k8s_schemas.py $(TOOLS)/k8s-schemas $(K8S_VERSION)); \
	$(TOOLS)/kubeconform-$(KUBECONFORM_VERSION) -strict -summary \
		-schema-location "$$schemas/{{ .ResourceKind }}{{ .KindSuffix }}.json" deploy/k8s/*.yaml; \
	PYTHONPATH=services $(BIN)/python scripts/check_deploy.py

fmt:
	$(BIN)/ruff format $(PY_SOURCES)
	$(BIN)/ruff check --fix $(PY_SOURCES)
	cd $(CARGO_DIR) && $(CARGO) fmt --all

bench: install bench-python bench-rust bench-bots bench-rummy bench-analysis bench-clients bench-tournament

bench-python:
	$(BIN)/python benchmarks/bench_core.py

bench-bots:
	$(BIN)/python benchmarks/bench_bots.py

# Rummy's bots, one thread: duplicate deals per second at 2 and 4 seats (medium and expert vs
# medium) and the 4-seat ladder at 2,000 deals per step (benchmarks/bench_rummy_sim.py).
bench-rummy:
	$(BIN)/python benchmarks/bench_rummy_sim.py

# The analysis: whole matches analysed end to end (decisions/s), the levels it ranks and its
# agreement with ten times the playouts (`--part matches`: match-aware vs deal-only expert).
bench-analysis:
	$(BIN)/python benchmarks/bench_analysis.py

# Tournament games: deals per second with the process pool, one Dask worker and two Dask workers
# (`dask scheduler` and `dask worker` processes on loopback), side by side, same results.
bench-tournament:
	$(BIN)/python benchmarks/bench_tournament.py

# The SPRT's false-positive rate: a bot against itself, 400 SPRT runs, the H1 rate and its
# 95% intervals (about 6 minutes on two cores).
sprt-calibration:
	$(BIN)/python scripts/sprt_calibration.py --runs 1000 --pair deals --out sprt_calibration.json

# Deal pairs against match pairs: 1,000 of each, expert against medium (Elo, interval, time).
bench-pair-units: install
	$(BIN)/python benchmarks/bench_pair_units.py --a expert --b medium --pairs 1000 --out pair_units.json

# Concurrent HTTP bots against a throwaway PostgreSQL, side by side with pgbench.
bench-api: install
	scripts/with-postgres.sh $(BIN)/python scripts/bench_api.py

# The same bench with each bot holding all 4 seats of its own Rummy match (throughput, pgbench).
bench-api-rummy: install
	scripts/with-postgres.sh $(BIN)/python scripts/bench_api.py --game rummy --seats 4

# The store's writer alone: appends/s and events/s by group-commit batch size (PostgreSQL).
bench-store: install
	scripts/with-postgres.sh $(BIN)/python scripts/bench_store.py

# Cross-replica live latency (two replicas, one PostgreSQL): poll only, then LISTEN/NOTIFY.
bench-live: install
	scripts/with-postgres.sh $(BIN)/python scripts/bench_live.py

# Private messages over PostgreSQL (scripts/bench_social.py): a message sent on replica A to a
# notifications stream on B (p50/p99 over 200), the flood and daily limits against 50 clients
# at once (counts checked), and bench-api's moves with and without a message flood beside them.
bench-social: install
	scripts/with-postgres.sh $(BIN)/python scripts/bench_social.py

# Idle live streams on one replica (SQLite): steady CPU, memory per stream, time to open them
# all, a client's move latency against a bot with 0 and N streams (scripts/bench_streams.py);
# then the live tests at their full size (CI runs them smaller): a stream on a store of
# 1,000,000 events, 1,000 streams in live matches on one replica and across two (PostgreSQL).
bench-streams: install
	$(BIN)/python scripts/bench_streams.py
	GINRUMMY_LIVE_FULL_SCALE=1 $(BIN)/python -m pytest -q -s -n 0 \
		tests/api/test_api_live_big_store.py tests/api/test_api_live_delivery.py
	GINRUMMY_LIVE_FULL_SCALE=1 scripts/with-postgres.sh $(BIN)/python -m pytest -q -s -n 0 \
		tests/ops/test_live_delivery_replicas.py

# The shared (PostgreSQL) rate limit: its cost per request, and the rate it holds over 3 replicas.
bench-rate-limit: install
	scripts/with-postgres.sh $(BIN)/python scripts/bench_rate_limit.py

# The generated Python client's overhead per move, side by side with plain httpx (live server).
bench-clients: install
	$(BIN)/python scripts/bench_clients.py

bench-rust:
	cd $(CARGO_DIR) && $(CARGO) bench -p ginrummy-rules --bench melds --bench play

clean:
	rm -rf $(VENV) $(CARGO_DIR)/target build dist
