#!/usr/bin/env bash
# Installs the Debian packages the build and tests need when they are missing (root here, as on CI).
set -euo pipefail
need=()
dpkg -s pkg-config >/dev/null 2>&1 || need+=(pkg-config)
dpkg -s libpq-dev >/dev/null 2>&1 || need+=(libpq-dev)
command -v chromium >/dev/null 2>&1 || need+=(chromium)
command -v wrk >/dev/null 2>&1 || need+=(wrk)
# The two-instance realtime test and benchmark make their own PostgreSQL database.
command -v psql >/dev/null 2>&1 || need+=(postgresql-client)
if [ ${#need[@]} -gt 0 ]; then
  echo "installing: ${need[*]}"
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  # An install cut short earlier leaves dpkg refusing every other one until this runs.
  $SUDO dpkg --configure -a
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${need[@]}"
fi
if ! command -v npm >/dev/null 2>&1; then
  echo "Node.js 20+ with npm is required" >&2
  exit 1
fi
