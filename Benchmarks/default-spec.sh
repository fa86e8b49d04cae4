#!/usr/bin/env bash
# The default run: rulebook on the repository's own spec/ with HTML and JUnit, and without
# HTML, timed by hyperfine next to the floor (cmark-gfm rendering the same files), then the
# time of each adapter table as the runner measures it (its `durationSeconds` in --json,
# the median of RUNS runs). No test asserts a time; figures go in Benchmarks/RESULTS.md.
#
#   bash Benchmarks/default-spec.sh
#
# Environment: RULEBOOK (the binary; default: the release build of
# Benchmarks/release-binary.sh), RUNS (default 30).
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${RUNS:-30}

for tool in cmark-gfm hyperfine python3; do
    if ! command -v "$tool" >/dev/null; then
        echo "Benchmarks/default-spec.sh needs $tool (apt-get install cmark-gfm hyperfine python3)" >&2
        exit 2
    fi
done
source Benchmarks/release-binary.sh
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

echo "rulebook default-run benchmark: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //')," \
    "commit $(git rev-parse --short HEAD 2>/dev/null || echo unknown), $(date -u '+%Y-%m-%d %H:%M UTC')," \
    "load average $(cut -d' ' -f1-3 /proc/loadavg)"
echo
hyperfine -N --warmup 3 --runs "$runs" --export-markdown "$work/hyperfine.md" \
    -n floor "cmark-gfm --extension table $(ls spec/*.md | tr '\n' ' ')" \
    -n "spec/ HTML + JUnit" "$RULEBOOK --html $work/site --junit $work/junit.xml spec" \
    -n "spec/ --no-html" "$RULEBOOK --no-html spec" \
    -n "spec/adapters.md --no-html" "$RULEBOOK --no-html spec/adapters.md" >/dev/null
cat "$work/hyperfine.md"
echo
echo "Paired runs, $runs pairs (Benchmarks/paired.py):"
echo
python3 Benchmarks/paired.py "$runs" \
    "floor=cmark-gfm --extension table $(ls spec/*.md | tr '\n' ' ')" \
    "spec/ HTML + JUnit=$RULEBOOK --html $work/site2 --junit $work/junit2.xml spec"
echo

for run in $(seq 1 "$runs"); do
    "$RULEBOOK" --no-html --json "$work/run-$run.json" spec/adapters.md >/dev/null
done
python3 - "$work" "$runs" <<'PY'
import json, statistics, sys
work, runs = sys.argv[1], int(sys.argv[2])
durations = {}
for run in range(1, runs + 1):
    with open(f"{work}/run-{run}.json", encoding="utf-8") as handle:
        for spec in json.load(handle)["specs"]:
            for table in spec["tables"]:
                key = (table["line"], table["model"], len(table["rows"]))
                durations.setdefault(key, []).append(table["durationSeconds"] * 1000)
medians = {key: statistics.median(values) for key, values in durations.items()}
print(f"Adapter tables of spec/adapters.md, median of {runs} runs (ms, as the runner times them):")
print()
print("| line | model | rows | median ms |")
print("|---|---|---|---|")
for (line, model, rows), value in sorted(medians.items()):
    print(f"| {line} | {model} | {rows} | {value:.3f} |")
values = sorted(medians.values())
print()
print(f"Median table: {statistics.median(values):.3f} ms; slowest: {values[-1]:.3f} ms;"
      f" tables under 0.5 ms: {sum(v < 0.5 for v in values)} of {len(values)}")
PY
