#!/usr/bin/env bash
# Old code against new on the catalogue's read paths, on the same machine and data: two release
# binaries served in turn over fresh copies of one data directory, max throughput on /healthz,
# search and property by slug, rounds alternating, so a change is told from the machine's swing.
#
#   scripts/ab-catalogue.sh OLD_BIN NEW_BIN DATA_DIR [ROUNDS]
#
# DATA_DIR: a seeded data directory (e.g. bench/out/data from `make bench`); it is only copied.
# Build the old binary from a worktree with its own CARGO_TARGET_DIR. BENCH_SECONDS per run
# (default 10). Prints one RESULT line per run and writes them to bench/out/ab.txt.
set -euo pipefail
cd "$(dirname "$0")/.."
[ $# -ge 3 ] || { sed -n 2,10p "$0"; exit 2; }
OLD=$1 NEW=$2 DATA=$3 ROUNDS=${4:-3}
DURATION=${BENCH_SECONDS:-10}
PORT=${BENCH_PORT:-8099}
BASE=http://127.0.0.1:$PORT
OUT=bench/out
WORK=$(mktemp -d)
PID=
trap '[ -n "$PID" ] && kill $PID 2>/dev/null; rm -rf "$WORK"' EXIT
mkdir -p "$OUT"
: >"$OUT/ab.txt"

run() { # label urls connections
  local line
  line=$(URLS="$WORK/$2.urls" DELAY_MS=0 wrk -t2 -c"$3" -d"${DURATION}s" --timeout 5s -s bench/paced.lua "$BASE" | grep -E '^RESULT')
  echo "$1 $line" | tee -a "$OUT/ab.txt"
}

for round in $(seq 1 "$ROUNDS"); do
  for side in old new; do
    bin=$OLD
    [ $side = new ] && bin=$NEW
    rm -rf "$WORK/data"
    cp -r "$DATA" "$WORK/data"
    ESCAPES_LOG=warn "$bin" --data-dir "$WORK/data" serve --listen "127.0.0.1:$PORT" >"$WORK/server-$side.log" 2>&1 &
    PID=$!
    for _ in $(seq 1 100); do curl -sf "$BASE/healthz" >/dev/null && break; sleep 0.1; done
    [ -f "$WORK/search.urls" ] || python3 bench/catalogue-urls.py "$BASE" "$WORK"
    # Warm the caches and the allocator before measuring.
    URLS="$WORK/search.urls" DELAY_MS=0 wrk -t2 -c16 -d3s -s bench/paced.lua "$BASE" >/dev/null
    echo "round $round $side load $(cut -d' ' -f1 /proc/loadavg)" | tee -a "$OUT/ab.txt"
    run "$side healthz" healthz 64
    run "$side search" search 32
    run "$side property" property 64
    echo "$side rss_kb $(awk '/VmRSS/{print $2}' "/proc/$PID/status")" | tee -a "$OUT/ab.txt"
    kill $PID
    wait $PID 2>/dev/null || true
    PID=
  done
done
