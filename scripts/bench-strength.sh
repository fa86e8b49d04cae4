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
median() { sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }

echo "== commit $(git rev-parse --short HEAD 2>/dev/null || echo unknown), $(nproc) cores,$(uptime | sed 's/.*,  *load/ load/')"
echo "== explorer, one core, fastest of several searches in one process"
# The pager at depth 8 is the issue's figure: several processes, and their medians.
pager=$(for _ in $(seq "$runs"); do
    taskset -c 0 "$rulebook" explore pager --depth 8 --repeat 20 | tail -1
done)
echo "$pager"
wall=$(echo "$pager" | sed -E 's/.* ([0-9]+) transitions\/s.*/\1/' | median)
cpu=$(echo "$pager" | sed -E 's/.*\(([0-9]+) per CPU second\).*/\1/' | median)
echo "pager depth 8, median of $runs: $wall transitions/s (wall), $cpu per CPU second"
taskset -c 0 "$rulebook" explore pager --depth 12 --repeat 3 | tail -1
taskset -c 0 "$rulebook" explore optimistic --depth 8 --repeat 3 | tail -1
taskset -c 0 "$rulebook" explore debounce --depth 8 | tail -1

seconds() { /usr/bin/time -f "%e" "$@" 2>&1 >/dev/null | tail -1; }

echo "== mutants vs plain run, wall seconds (median of $runs)"
plain=$(for _ in $(seq "$runs"); do seconds "$rulebook" spec --no-html; done | median)
mutants=$(for _ in $(seq "$runs"); do seconds "$rulebook" mutants spec --no-html; done | median)
faults=$("$rulebook" mutants --list | tail -1 | cut -d' ' -f1)
echo "plain $plain s, mutants $mutants s, $faults faults, limit (faults+1)/2 = $(((faults + 1) / 2))x"
awk -v m="$mutants" -v p="$plain" 'BEGIN { printf "ratio %.1fx\n", m / p }'
