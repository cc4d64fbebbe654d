#!/usr/bin/env bash
# Booking benchmark (core, SQLite and PostgreSQL), photo processing, photo uploads under attack
# (peak RSS), then catalogue benchmarks: search and
# property-page latency and throughput over the demo data plus 10,000 synthetic properties, next to
# /healthz on the same server; memory; bundle sizes; Lighthouse. Writes bench/out/bookings.md and
# bench/out/results.md (copied into BENCHMARKS.md by hand with context); the Lighthouse table is
# written into BENCHMARKS.md itself.
set -euo pipefail
cd "$(dirname "$0")/.."
# wrk, psql and the rest, when the script is run on its own rather than through `make bench`.
scripts/ensure-system-deps.sh
BIN=target/release/escapes
OUT=bench/out
DATA=$OUT/data
PORT=${BENCH_PORT:-8099}
BASE=http://127.0.0.1:$PORT
DURATION=${BENCH_SECONDS:-20}
SYNTHETIC=${BENCH_SYNTHETIC:-10000}
mkdir -p "$OUT"

# Bookings: core Bookings::create on a SQLite file and a throwaway PostgreSQL database
# (BENCH_DATABASE_URL), then an invariant check of the database; non-zero exit on a violation.
# Runs before the server starts so the two do not share the cores. `scripts/bench.sh bookings`
# runs only this part.
bookings() {
  cargo build --release -p escapes-demo --features testing --example bench_bookings
  target/release/examples/bench_bookings | tee "$OUT/bookings.md"
}
# Realtime: 1,000 socket.io clients on one instance, then on two sharing PostgreSQL and Redis
# (scripts/bench-realtime.mjs starts its own servers). `scripts/bench.sh realtime` runs only this.
realtime() {
  cargo build --release -p escapes-cli
  node scripts/bench-realtime.mjs
}
# Photos: seconds per 12-megapixel JPEG (every copy), and peak memory with four submitted at once,
# through the server queue's two at a time and, for comparison, all four together.
# `scripts/bench.sh photos` runs only this.
photos() {
  cargo build --release -p escapes-media --example bench_photos
  {
    echo '## Photos'
    echo '```'
    target/release/examples/bench_photos sequential
    target/release/examples/bench_photos four 2
    target/release/examples/bench_photos four 4 | grep -E 'concurrent_(parallel|wall)|peak_rss_mb_concurrent'
    echo '```'
  } | tee "$OUT/photos.md"
}
# Photo uploads under attack: 40 uploads at once from one owner (half 40-megapixel 16-bit PNGs of
# ~0.3 MB, half the largest accepted photos) against a fresh release server; the server's peak RSS
# (VmHWM) goes into BENCHMARKS.md between its photo-uploads markers. Goal: under 600 MB.
# `scripts/bench.sh photo-uploads` runs only this.
photo_uploads() {
  cargo build --release -p escapes-cli
  local data=$OUT/photo-uploads-data port=$((PORT + 1)) pid out
  rm -rf "$data"
  $BIN --data-dir "$data" seed --demo >/dev/null
  ESCAPES_LOG=warn $BIN --data-dir "$data" serve --listen "127.0.0.1:$port" >"$OUT/photo-uploads-server.log" 2>&1 &
  pid=$!
  for _ in $(seq 1 100); do curl -sf "http://127.0.0.1:$port/healthz" >/dev/null && break; sleep 0.1; done
  out=$(python3 bench/photo-uploads.py "http://127.0.0.1:$port" "$pid" "${BENCH_PHOTO_UPLOADS:-40}") || { kill $pid; return 1; }
  kill $pid 2>/dev/null || true
  wait $pid 2>/dev/null || true
  echo "$out" | tee "$OUT/photo-uploads.md"
  python3 - "$out" "$(git rev-parse --short HEAD)" <<'PY'
import re, sys, datetime
out, commit = sys.argv[1], sys.argv[2]
when = datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC")
block = (f"<!-- photo-uploads:start -->\nMeasured {when} with `scripts/bench.sh photo-uploads` "
         f"(release `escapes` at {commit}):\n\n```\n{out.strip()}\n```\n<!-- photo-uploads:end -->")
text = open("BENCHMARKS.md").read()
text = re.sub(r"<!-- photo-uploads:start -->.*?<!-- photo-uploads:end -->", lambda _: block, text, flags=re.S)
open("BENCHMARKS.md", "w").write(text)
PY
}
# Owner analytics: core figures over a million stored events on SQLite and PostgreSQL.
# `scripts/bench.sh owner-analytics` runs only this.
owner_analytics() {
  cargo build --release -p escapes-demo --features testing --example bench_analytics
  target/release/examples/bench_analytics | tee "$OUT/owner-analytics.md"
}
# Payouts: the daily run over 10,000 owners and 100,000 stays' earnings on SQLite and PostgreSQL
# (target: under 60 s). `scripts/bench.sh payouts` runs only this.
payouts() {
  cargo build --release -p escapes-demo --features testing --example bench_payouts
  target/release/examples/bench_payouts | tee "$OUT/payouts.md"
}
# Paid bookings: create, order, the simulated capture and the owner's confirmation (each posting
# a ledger entry), SQLite and PostgreSQL. `scripts/bench.sh confirmations` runs only this;
# `scripts/ab-confirmations.sh` compares it with the same code without the ledger's posting.
confirmations() {
  cargo build --release -p escapes-demo --features testing --example bench_confirmations
  target/release/examples/bench_confirmations | tee "$OUT/confirmations.md"
}
# `scripts/bench.sh catalogue` runs only the search, property-page and ingestion part (no
# Lighthouse).
case "${1:-}" in
  bookings) bookings; exit 0 ;;
  owner-analytics) owner_analytics; exit 0 ;;
  payouts) payouts; exit 0 ;;
  confirmations) confirmations; exit 0 ;;
  photos) photos; exit 0 ;;
  photo-uploads) photo_uploads; exit 0 ;;
  realtime) realtime; exit 0 ;;
  catalogue) cargo build --release -p escapes-cli; BENCH_SKIP_LIGHTHOUSE=1 ;;
  *) bookings; photos; photo_uploads; realtime; owner_analytics; payouts; confirmations ;;
esac

if [ ! -f "$DATA/.seeded-$SYNTHETIC" ]; then
  rm -rf "$DATA"
  $BIN --data-dir "$DATA" seed --demo
  $BIN --data-dir "$DATA" seed --synthetic "$SYNTHETIC"
  touch "$DATA/.seeded-$SYNTHETIC"
fi

# Every wrk connection comes from 127.0.0.1: the per-address analytics limit is raised so the
# ingestion runs measure the server, not the limiter (each session stays within its own).
ESCAPES_LOG=warn $BIN --data-dir "$DATA" serve --listen "127.0.0.1:$PORT" \
  --analytics-per-address 100000000 >"$OUT/server.log" 2>&1 &
PID=$!
trap 'kill $PID 2>/dev/null || true; wait $PID 2>/dev/null || true' EXIT
for _ in $(seq 1 100); do curl -sf "$BASE/healthz" >/dev/null && break; sleep 0.1; done
curl -sf "$BASE/healthz" >/dev/null

# URL lists from the running server: real localities, slugs, dates and filters.
python3 bench/catalogue-urls.py "$BASE" "$OUT"

run() { # name urls connections delay_ms [script]
  local line
  line=$(URLS="$OUT/$2.urls" DELAY_MS=$4 wrk -t2 -c"$3" -d"${DURATION}s" --timeout 5s -s "${5:-bench/paced.lua}" "$BASE" | grep -E '^(RESULT|INGEST)' | tr '\n' ' ')
  echo "$1 $line" | tee -a "$OUT/raw.txt"
}
stored_events() {
  python3 -c 'import sqlite3,sys; print(sqlite3.connect(sys.argv[1]).execute("select count(*) from analytics_events").fetchone()[0])' "$DATA/escapes.db"
}
: >"$OUT/raw.txt"
run "healthz-max" healthz 64 0
run "search-max" search 32 0
run "search-1500" search 30 16
run "property-max" property 64 0
run "property-3000" property 64 17
RSS=$(awk '/VmRSS/{print $2}' /proc/$PID/status)
HWM=$(awk '/VmHWM/{print $2}' /proc/$PID/status)
echo "memory rss_kb=$RSS peak_kb=$HWM" | tee -a "$OUT/raw.txt"
# Ingestion: batches of 10 events at the most the server takes, then 500 batches/s (5,000
# events/s) with the paced search load running at the same time on the same two cores.
EVENTS_BEFORE=$(stored_events)
run "ingest-max" healthz 32 0 bench/analytics.lua
run "ingest-5000ev" healthz 24 44 bench/analytics.lua &
INGEST=$!
run "search-during-ingest-1500" search 30 16
wait $INGEST
sleep 2
EVENTS_AFTER=$(stored_events)
echo "events stored=$((EVENTS_AFTER - EVENTS_BEFORE))" | tee -a "$OUT/raw.txt"
RSS_INGEST=$(awk '/VmRSS/{print $2}' /proc/$PID/status)
echo "memory-after-ingest rss_kb=$RSS_INGEST" | tee -a "$OUT/raw.txt"

{
  echo "| run | target | requests/s | p50 ms | p90 ms | p99 ms | max ms | errors | non-2xx |"
  echo "|---|---|---|---|---|---|---|---|---|"
  while read -r name _ rest; do
    case $name in memory*|events) continue ;; esac
    eval "$(echo "$rest" | tr ' ' '\n' | grep = | sed 's/^/local_/')"
    target="max"; case $name in *-1500) target="1,500/s";; *-3000) target="3,000/s";; *-5000ev) target="500 batches/s";; esac
    echo "| ${name%-*} | $target | $local_rps | $local_p50_ms | $local_p90_ms | $local_p99_ms | $local_max_ms | $local_errors | $local_non2xx |"
  done <"$OUT/raw.txt"
  echo
  echo "Server memory after the search and property runs: RSS $((RSS / 1024)) MB, peak $((HWM / 1024)) MB; after the ingestion runs: RSS $((RSS_INGEST / 1024)) MB."
  echo
  echo "Ingestion (events the server took, from the 202 answers; answers by status):"
  grep -E '^ingest' "$OUT/raw.txt" | sed -E 's/^([^ ]+) .*INGEST (.*)$/- \1: \2/'
  echo "- analytics events stored by both runs: $((EVENTS_AFTER - EVENTS_BEFORE))"

} >"$OUT/results.md"

if [ -f scripts/bundle-size.mjs ]; then
  ESCAPES_BIN="$BIN" node scripts/bundle-size.mjs >"$OUT/bundle.md" || true
fi
# Lighthouse: home, search, property and locality pages, each next to a static copy of itself
# with no JavaScript (the limit), served by the same server from a copy of the built web app.
# The server restarts on that copy, which also leaves it idle after the load runs above. The
# table goes into BENCHMARKS.md between its lighthouse markers.
if [ -f scripts/lighthouse.mjs ] && [ -z "${BENCH_SKIP_LIGHTHOUSE:-}" ]; then
  kill $PID 2>/dev/null || true
  wait $PID 2>/dev/null || true
  WEB=$OUT/web
  rm -rf "$WEB"
  cp -r apps/web/dist "$WEB"
  ESCAPES_LOG=warn $BIN --data-dir "$DATA" serve --listen "127.0.0.1:$PORT" --web-dir "$WEB" >"$OUT/server-lighthouse.log" 2>&1 &
  PID=$!
  for _ in $(seq 1 100); do curl -sf "$BASE/healthz" >/dev/null && break; sleep 0.1; done
  # Let the load runs' CPU settle out of the load average the table reports.
  sleep "${BENCH_LIGHTHOUSE_SETTLE:-30}"
  node scripts/lighthouse.mjs "$BASE" --runs 3 --static-copy "$WEB" --write BENCHMARKS.md --server-pid $PID \
    --note "make bench: $BIN, demo data plus $SYNTHETIC synthetic properties" >"$OUT/lighthouse.md" || true
fi
cat "$OUT/bookings.md" "$OUT/results.md"
[ -f "$OUT/owner-analytics.md" ] && cat "$OUT/owner-analytics.md"
[ -f "$OUT/bundle.md" ] && cat "$OUT/bundle.md"
[ -f "$OUT/lighthouse.md" ] && cat "$OUT/lighthouse.md"
exit 0
