# Hyderabad Escapes. `make run` serves the demo marketplace on http://127.0.0.1:8080;
# `make test` installs what the tests need and runs them all.
SHELL := /bin/bash
.DEFAULT_GOAL := run
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD := 1
export CARGO_TERM_COLOR := never

RELEASE_BIN := target/release/escapes
DEBUG_BIN := target/debug/escapes
NODE_STAMP := node_modules/.install-stamp

.PHONY: run test test-api system-deps node-deps web admin apps server server-debug \
        test-rust test-web test-e2e lint fmt bench openapi clean

## Set-up ---------------------------------------------------------------------------------------
system-deps:
	@scripts/ensure-system-deps.sh

$(NODE_STAMP): package.json package-lock.json apps/web/package.json apps/admin/package.json e2e/package.json
	npm ci --no-audit --no-fund
	@touch $@

node-deps: $(NODE_STAMP)

## Build ----------------------------------------------------------------------------------------
web: node-deps
	npm run build -w @escapes/web

admin: node-deps
	npm run build -w @escapes/admin

apps: web admin

server:
	cargo build --release -p escapes-cli

# Built with the tests' feature set (their dev-dependencies turn on features in tokio, rustls and
# core), so after `make test-rust` this is a no-op: `cargo build -p escapes-cli` alone resolves
# other features and recompiled most of the tree once more in every CI run. Core's `testing`
# feature opens test helpers and one switch, the test clock (crates/core/src/time.rs,
# `server_clock`), which only a set environment variable turns on; `make run`'s release build has
# neither.
server-debug:
	cargo build --workspace --tests

## Run ------------------------------------------------------------------------------------------
run: system-deps apps server
	$(RELEASE_BIN) seed --demo
	$(RELEASE_BIN) serve

## Test -----------------------------------------------------------------------------------------
# Every stage runs even after one fails; the durations print at the end (scripts/run-stages.sh).
test: system-deps node-deps
	@scripts/run-stages.sh lint test-rust test-api test-web test-e2e

# Gates: citations name documents in the repository, formatting (rustfmt.toml), clippy with
# warnings as errors, Prettier (.prettierrc.json) and ESLint on both apps with no warning (import
# cycles and cross-feature imports included). `make fmt` fixes the formatting, Rust and TypeScript.
lint: node-deps
	@cargo clippy --version >/dev/null 2>&1 && cargo fmt --version >/dev/null 2>&1 || rustup component add clippy rustfmt
	scripts/check-structure.sh
	python3 scripts/check-citations.py
	cargo fmt --all --check
	cargo clippy --workspace --all-targets --all-features -- -D warnings
	npm run format:check
	npm run lint -w @escapes/web
	npm run lint -w @escapes/admin

fmt: node-deps
	cargo fmt --all
	npm run format

test-rust:
	@if cargo nextest --version >/dev/null 2>&1; then \
		cargo nextest run --workspace --no-fail-fast; \
	else \
		cargo test --workspace --no-fail-fast; \
	fi

# The budget: what each guest route downloads in headless Chromium, served by the debug server.
test-web: node-deps
	npm run typecheck -w @escapes/web
	npm run test -w @escapes/web
	$(MAKE) web server-debug && ESCAPES_BIN=$(CURDIR)/$(DEBUG_BIN) node scripts/bundle-size.mjs
	npm run typecheck -w @escapes/admin
	npm run test -w @escapes/admin

# schemathesis against a real server's OpenAPI document, anonymous, guest, owner and admin, on
# SQLite and (with TEST_DATABASE_URL) PostgreSQL; it installs itself into .cache/.
test-api: server-debug
	ESCAPES_BIN=$(CURDIR)/$(DEBUG_BIN) scripts/schemathesis.sh

test-e2e: apps server-debug
	ESCAPES_BIN=$(CURDIR)/$(DEBUG_BIN) npm run test -w @escapes/e2e

## Figures --------------------------------------------------------------------------------------
bench: system-deps apps server
	scripts/bench.sh

# The OpenAPI document, and both apps' TypeScript types generated from it.
openapi: server-debug node-deps
	$(DEBUG_BIN) openapi > apps/web/src/types/openapi.json
	npm run gen:api -w @escapes/web
	npm run gen:api -w @escapes/admin

clean:
	rm -rf target apps/*/dist node_modules apps/*/node_modules e2e/node_modules
