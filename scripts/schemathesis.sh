#!/usr/bin/env bash
# schemathesis (PyPI) against a real `escapes serve` and its own /api/openapi.json: anonymous,
# as a signed-in guest, as an owner and as an admin (console token and CSRF token), on SQLite and,
# when TEST_DATABASE_URL is set, on a fresh PostgreSQL database. No answer may be a 5xx, and every
# status, content type, header and body must be what the document says: every check runs, with
# the exceptions (and why) in schemathesis.toml.
set -euo pipefail
cd "$(dirname "$0")/.."

BIN=${ESCAPES_BIN:-$PWD/target/debug/escapes}
VENV=${SCHEMATHESIS_VENV:-$PWD/.cache/schemathesis}
VERSION=4.32.5
EXAMPLES=${SCHEMATHESIS_EXAMPLES:-8}
# Every check unless SCHEMATHESIS_CHECKS names some (the exceptions in schemathesis.toml hold
# only when the command line names none).
CHECKS=()
[ -n "${SCHEMATHESIS_CHECKS:-}" ] && CHECKS=(--checks "$SCHEMATHESIS_CHECKS")

if ! "$VENV/bin/schemathesis" --version 2>/dev/null | grep -q "$VERSION"; then
  python3 -m venv "$VENV"
  "$VENV/bin/pip" install --quiet "schemathesis==$VERSION"
fi

WORK=$(mktemp -d)
PID=
PG_DB=
cleanup() {
  [ -n "$PID" ] && kill "$PID" 2>/dev/null && wait "$PID" 2>/dev/null || true
  if [ -n "$PG_DB" ]; then psql "$TEST_DATABASE_URL" -qc "DROP DATABASE IF EXISTS $PG_DB WITH (FORCE)" >/dev/null 2>&1 || true; fi
  rm -rf "$WORK"
}
trap cleanup EXIT

free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])'; }

# Prints "guest owner admin csrf" tokens, signed in with codes from the dev outbox.
sign_in_all() {
  python3 - "$1" <<'PY'
import json, re, sys, urllib.parse, urllib.request
base = sys.argv[1]
def call(path, body=None):
    req = urllib.request.Request(base + path, data=None if body is None else json.dumps(body).encode(),
                                 headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(req) as r:
        return json.load(r)
def code(phone):
    box = call("/api/dev/outbox?to=" + urllib.parse.quote(phone))["data"]
    return re.search(r"\b(\d{6})\b", box[0]["body"]).group(1)
def app(phone):
    call("/api/v1/auth/send-otp", {"phone": phone, "purpose": "login"})
    return call("/api/v1/auth/verify-otp", {"phone": phone, "otp": code(phone)})["data"]["token"]
admin_phone = "+919000000000"
call("/api/v1/admin/auth/send-otp", {"phone": admin_phone})
admin = call("/api/v1/admin/auth/verify-otp", {"phone": admin_phone, "otp": code(admin_phone)})["data"]
print(app("+919000000102"), app("+919000000002"), admin["adminToken"], admin["csrfToken"])
PY
}

run_on() {
  local name=$1 url=${2:-}
  local data="$WORK/$name" port
  port=$(free_port)
  local db_args=()
  [ -n "$url" ] && db_args=(--database-url "$url")
  echo "== schemathesis on $name"
  "$BIN" --data-dir "$data" "${db_args[@]}" seed --demo >/dev/null
  ESCAPES_LOG=warn "$BIN" --data-dir "$data" "${db_args[@]}" serve --listen "127.0.0.1:$port" \
    >"$WORK/$name-server.log" 2>&1 &
  PID=$!
  for _ in $(seq 1 100); do curl -sf "http://127.0.0.1:$port/healthz" >/dev/null && break; sleep 0.1; done
  local base="http://127.0.0.1:$port"
  read -r guest owner admin csrf < <(sign_in_all "$base")
  local common=(--config-file schemathesis.toml run "$base/api/openapi.json" "${CHECKS[@]}" -n "$EXAMPLES" --seed 20261124
    --phases examples,coverage,fuzzing --no-shrink --workers 1 --max-failures 50
    --suppress-health-check all --warnings off --request-timeout 20
    # Sign-out and erasure would end the very session the rest of the run signs in with.
    --exclude-path-regex '^/api/v1/(auth/logout|users/me$|admin/auth/logout)')
  local status=0
  "$VENV/bin/schemathesis" "${common[@]}" || status=1
  "$VENV/bin/schemathesis" "${common[@]}" -H "Authorization: Bearer $guest" \
    --exclude-path-regex '^/api/v1/admin/' || status=1
  "$VENV/bin/schemathesis" "${common[@]}" -H "Authorization: Bearer $owner" \
    --include-path-regex '^/api/v1/owner/' || status=1
  "$VENV/bin/schemathesis" "${common[@]}" -H "Authorization: Bearer $admin" -H "X-CSRF-Token: $csrf" \
    --include-path-regex '^/api/v1/admin/' || status=1
  kill "$PID" 2>/dev/null; wait "$PID" 2>/dev/null || true
  PID=
  if grep -E ' (ERROR|panicked)' "$WORK/$name-server.log"; then
    echo "the server logged errors on $name" >&2
    status=1
  fi
  return $status
}

# The two databases run side by side: each run is one Python process and one debug server, and
# neither alone keeps both cores busy. Each prints its output when it ends, not interleaved.
run_logged() {
  local name=$1
  shift
  # A background subshell does not inherit the EXIT trap: it stops its own server.
  (trap '[ -n "$PID" ] && kill "$PID" 2>/dev/null; wait 2>/dev/null' EXIT; run_on "$name" "$@") >"$WORK/$name.out" 2>&1
}
pids=()
run_logged sqlite &
pids+=($!)
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  PG_DB="escapes_st_$$"
  psql "$TEST_DATABASE_URL" -qc "CREATE DATABASE $PG_DB" >/dev/null
  run_logged postgres "$(python3 -c 'import sys,urllib.parse as u; p=u.urlsplit(sys.argv[1]); print(u.urlunsplit(p._replace(path="/"+sys.argv[2])))' "$TEST_DATABASE_URL" "$PG_DB")" &
  pids+=($!)
fi
status=0
for pid in "${pids[@]}"; do wait "$pid" || status=1; done
for out in "$WORK"/*.out; do cat "$out"; done
exit $status
