#!/usr/bin/env bash
# Structure checks of docs/ARCHITECTURE.md that no compiler enforces: the demo generator lives in
# crates/demo, core has no image-encoding dependencies (photos live in crates/media) and no store file named seed, and only
# core reaches the database (other crates never name `escapes_core::store` outside their tests).
set -euo pipefail
cd "$(dirname "$0")/.."
fail=0
say() { echo "structure: $*" >&2; fail=1; }
[ -f crates/demo/Cargo.toml ] || say "crates/demo is missing"
[ ! -e crates/core/src/seed ] || say "crates/core/src/seed must live in crates/demo"
ls crates/core/src/store/ | grep -qi seed && say "no store file may be named seed"
for dep in image jpeg-encoder webp; do
  grep -Eq "^$dep(\.workspace)? *=" crates/core/Cargo.toml && say "crates/core depends on $dep"
done
if grep -rn "escapes_core::store" crates/http/src crates/cli/src crates/demo/src \
    | grep -v "/tests\.rs:" | grep -q .; then
  grep -rn "escapes_core::store" crates/http/src crates/cli/src crates/demo/src | grep -v "/tests\.rs:" >&2
  say "only core's own code and tests reach escapes_core::store"
fi
for crate in core http cli demo; do
  python3 scripts/check-rust-cycles.py "crates/$crate/src" || say "crates/$crate has an import circle"
done
exit $fail
