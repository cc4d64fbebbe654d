#!/usr/bin/env bash
# Paid-booking throughput with the ledger's posting (this checkout) against without it (OLD, by
# default d81aee5, main just before the ledger was merged): the same example,
# crates/demo/examples/bench_confirmations.rs, built at both commits into one shared target
# directory (so both link the same dependencies), then run interleaved ROUNDS times (default 3).
# Output: bench/out/ab-confirmations.md. Usage: scripts/ab-confirmations.sh [OLD] [ROUNDS]
set -euo pipefail
cd "$(dirname "$0")/.."
OLD=${1:-d81aee5}
ROUNDS=${2:-3}
OUT=bench/out
TREE=$OUT/ab-old
mkdir -p "$OUT"
export CARGO_TARGET_DIR=$PWD/$OUT/ab-target
rm -rf "$TREE"; git worktree prune
git worktree add --detach "$TREE" "$OLD" >/dev/null
trap 'git worktree remove --force "$TREE"' EXIT
# The example did not exist then; the core calls it makes did, with the same signatures.
cp -r crates/demo/examples/bench_confirmations.rs crates/demo/examples/bench_farms "$TREE/crates/demo/examples/"
grep -q bench_confirmations "$TREE/crates/demo/Cargo.toml" ||
  printf '\n[[example]]\nname = "bench_confirmations"\nrequired-features = ["testing"]\n' >>"$TREE/crates/demo/Cargo.toml"
(cd "$TREE" && cargo build --release -p escapes-demo --features testing --example bench_confirmations)
cp "$CARGO_TARGET_DIR/release/examples/bench_confirmations" "$OUT/bench_confirmations.old"
cargo build --release -p escapes-demo --features testing --example bench_confirmations
cp "$CARGO_TARGET_DIR/release/examples/bench_confirmations" "$OUT/bench_confirmations.new"
: >"$OUT/ab-confirmations.md"
for round in $(seq "$ROUNDS"); do
  for side in old new; do
    echo "# round $round: $side" | tee -a "$OUT/ab-confirmations.md"
    "$OUT/bench_confirmations.$side" | tee -a "$OUT/ab-confirmations.md"
  done
done
