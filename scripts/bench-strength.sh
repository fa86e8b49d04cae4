#!/usr/bin/env bash
# Benchmarks of spec strength (not a timed test): the race explorer's throughput on the pager
# at depth 8 on one core, and the wall time of `rulebook mutants spec` against a plain check.
# Release build; prints the figures recorded in Benchmarks/RESULTS.md.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
swift build -c release --product rulebook
rulebook=".build/release/rulebook"
runs="${RUNS:-10}"

echo "== explorer, one core, fastest of several searches in one process"
taskset -c 0 "$rulebook" explore pager --depth 8 --repeat 20 | tail -1
taskset -c 0 "$rulebook" explore pager --depth 12 --repeat 3 | tail -1
taskset -c 0 "$rulebook" explore optimistic --depth 8 --repeat 3 | tail -1
taskset -c 0 "$rulebook" explore debounce --depth 8 | tail -1

median() { sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }
seconds() { /usr/bin/time -f "%e" "$@" 2>&1 >/dev/null | tail -1; }

echo "== mutants vs plain run, wall seconds (median of $runs)"
plain=$(for _ in $(seq "$runs"); do seconds "$rulebook" spec --no-html; done | median)
mutants=$(for _ in $(seq "$runs"); do seconds "$rulebook" mutants spec --no-html; done | median)
faults=$("$rulebook" mutants --list | tail -1 | cut -d' ' -f1)
echo "plain $plain s, mutants $mutants s, $faults faults, limit (faults+1)/2 = $(((faults + 1) / 2))x"
awk -v m="$mutants" -v p="$plain" 'BEGIN { printf "ratio %.1fx\n", m / p }'
