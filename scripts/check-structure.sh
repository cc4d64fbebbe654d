#!/usr/bin/env bash
# Structure checks of docs/ARCHITECTURE.md that no compiler enforces: the demo generator lives in
# crates/demo, core has no image-encoding dependencies (photos live in crates/media) and no store file named seed, and only
# core reaches the database (other crates never name `escapes_core::store` outside their tests),
# no import circle between files or top-level modules of a crate or between files of an app, and
# core's store imports no area.
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
for crate in core http cli demo media; do
  python3 scripts/check-rust-cycles.py "crates/$crate/src" || say "crates/$crate has an import circle"
done
# The ground floor: `store` and `kinds` import no area of core, only each other and the plain value
# modules below (an area's stored enums and filters live in kinds/ and the area re-exports them).
ground='^(store|kinds|error|ids|language|money|page|said|slots|text_enum|time)(::|$)'
for floor in store kinds; do
  up=$(python3 scripts/check-rust-cycles.py --edges "$floor" crates/core/src | awk -v g="$ground" '$3 !~ g')
  if [ -n "$up" ]; then
    echo "$up" >&2
    say "crates/core/src/$floor imports an area (move the type to crates/core/src/kinds/)"
  fi
done
if python3 scripts/check-rust-cycles.py --edges kinds crates/core/src | awk '$3 ~ /^store(::|$)/' | grep -q .; then
  say "crates/core/src/kinds imports the store"
fi
# Both apps, counting type-only imports (ESLint's import-x/no-cycle skips those).
for app in web admin; do
  python3 scripts/check-ts-cycles.py "apps/$app/src" || say "apps/$app has an import circle"
done
exit $fail
