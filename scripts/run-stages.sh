#!/usr/bin/env bash
# Runs `make <stage>` for each stage named, every one even after a failure (one CI run then
# reports every broken stage, not only the first), and prints each stage's result and duration at
# the end, where a CI log's tail shows it. Exits 1 when any stage failed.
#
#   scripts/run-stages.sh lint test-rust test-api test-web test-e2e
set -uo pipefail
declare -a names=() results=() seconds=()
failed=0
for stage in "$@"; do
  start=$(date +%s)
  if make --no-print-directory "$stage"; then result=ok; else result=FAILED; failed=1; fi
  names+=("$stage"); results+=("$result"); seconds+=($(( $(date +%s) - start )))
done
total=0
echo
echo "stage          result   time"
for i in "${!names[@]}"; do
  total=$(( total + seconds[i] ))
  printf '%-14s %-8s %dm%02ds\n' "${names[$i]}" "${results[$i]}" $(( seconds[i] / 60 )) $(( seconds[i] % 60 ))
done
printf '%-14s %-8s %dm%02ds\n' total "$([ $failed = 0 ] && echo ok || echo FAILED)" $(( total / 60 )) $(( total % 60 ))
exit $failed
