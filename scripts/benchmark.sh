#!/usr/bin/env bash
# Measures rulebook on a large generated spec set and reports each phase as a ratio against
# a baseline measured in the same run: `--list` (read and parse only). No timing assertion
# lives in the tests; this script is the place for performance figures.
#
#   bash scripts/benchmark.sh [COPIES] [RUNS]     (defaults: 40 copies of spec/, 5 runs)
set -euo pipefail
cd "$(dirname "$0")/.."
copies=${1:-40}
runs=${2:-5}

bash scripts/setup.sh
swift build -c release --product rulebook >/dev/null
binary=$(swift build -c release --show-bin-path)/rulebook

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
for i in $(seq 1 "$copies"); do
    mkdir -p "$work/specs/copy-$i"
    cp spec/*.md "$work/specs/copy-$i/"
done
tables=$("$binary" --list "$work/specs" | tail -n 1)

# Median wall time in milliseconds of `runs` runs of the given command.
median_ms() {
    local times=()
    for _ in $(seq 1 "$runs"); do
        local start end
        start=$(date +%s%N)
        "$@" >/dev/null 2>&1 || true
        end=$(date +%s%N)
        times+=($(((end - start) / 1000000)))
    done
    printf '%s\n' "${times[@]}" | sort -n | sed -n "$(((runs + 1) / 2))p"
}

baseline=$(median_ms "$binary" --list "$work/specs")
check=$(median_ms "$binary" --no-html "$work/specs")
html=$(median_ms "$binary" --html "$work/site" "$work/specs")
junit=$(median_ms "$binary" --no-html --junit "$work/junit.xml" "$work/specs")

ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", (b > 0 ? a / b : 0) }'; }
echo "input: $tables (release build, median of $runs runs)"
echo "parse only (--list, baseline): ${baseline} ms  1.00x"
echo "parse + run (--no-html):       ${check} ms  $(ratio "$check" "$baseline")x"
echo "parse + run + HTML site:       ${html} ms  $(ratio "$html" "$baseline")x"
echo "parse + run + JUnit XML:       ${junit} ms  $(ratio "$junit" "$baseline")x"
