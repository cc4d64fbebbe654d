#!/usr/bin/env bash
# Paid-booking throughput with the ledger's posting against without it, on the same code: the
# example crates/demo/examples/bench_confirmations.rs built twice from this checkout, once with
# the feature `bench-without-ledger` (crates/core/Cargo.toml: posting does nothing), then run
# interleaved ROUNDS times (default 3). With OLD (a commit), a third side built there as well
# (d81aee5 is main just before the ledger was merged). Output: bench/out/ab-confirmations.md.
# Usage: scripts/ab-confirmations.sh [ROUNDS] [OLD]
set -euo pipefail
cd "$(dirname "$0")/.."
ROUNDS=${1:-3}
OLD=${2:-}
OUT=bench/out
mkdir -p "$OUT"
export CARGO_TARGET_DIR=$PWD/$OUT/ab-target
build() { cargo build --release -p escapes-demo --example bench_confirmations --features "$1"; }
build testing,bench-without-ledger
cp "$CARGO_TARGET_DIR/release/examples/bench_confirmations" "$OUT/bench_confirmations.without"
build testing
cp "$CARGO_TARGET_DIR/release/examples/bench_confirmations" "$OUT/bench_confirmations.with"
sides="without with"
if [ -n "$OLD" ]; then
  TREE=$OUT/ab-old
  rm -rf "$TREE"; git worktree prune
  git worktree add --detach "$TREE" "$OLD" >/dev/null
  trap 'git worktree remove --force "$TREE"' EXIT
  # The example may not exist there; the core calls it makes do, with the same signatures.
  cp -r crates/demo/examples/bench_confirmations.rs crates/demo/examples/bench_farms "$TREE/crates/demo/examples/"
  grep -q bench_confirmations "$TREE/crates/demo/Cargo.toml" ||
    printf '\n[[example]]\nname = "bench_confirmations"\nrequired-features = ["testing"]\n' >>"$TREE/crates/demo/Cargo.toml"
  (cd "$TREE" && build testing)
  cp "$CARGO_TARGET_DIR/release/examples/bench_confirmations" "$OUT/bench_confirmations.old"
  sides="old $sides"
fi
: >"$OUT/ab-confirmations.md"
for round in $(seq "$ROUNDS"); do
  for side in $sides; do
    echo "# round $round: $side" | tee -a "$OUT/ab-confirmations.md"
    "$OUT/bench_confirmations.$side" | tee -a "$OUT/ab-confirmations.md"
  done
done
