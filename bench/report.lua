-- The RESULT line every wrk run of scripts/bench.sh prints (rate, latency percentiles, errors).
function done(summary, latency, requests)
  local s = summary.duration / 1e6
  io.write(string.format("RESULT requests=%d seconds=%.2f rps=%.0f p50_ms=%.2f p90_ms=%.2f p99_ms=%.2f max_ms=%.2f errors=%d non2xx=%d\n",
    summary.requests, s, summary.requests / s,
    latency:percentile(50) / 1000, latency:percentile(90) / 1000, latency:percentile(99) / 1000,
    latency.max / 1000,
    summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout,
    summary.errors.status))
end
