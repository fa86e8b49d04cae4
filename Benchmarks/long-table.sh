#!/usr/bin/env bash
# The long-table benchmark: one pager table of N load/respond pairs (2N + 1 rows, written by
# `Benchmarks/generate.py N long`), for each N, timed under /usr/bin/time -v (the median of
# RUNS runs) next to the floor, cmark-gfm parsing and rendering the same Markdown with the fence removed. No test
# asserts a time; figures go in Benchmarks/RESULTS.md.
#
#   bash Benchmarks/long-table.sh [PAIRS ...]      (default: 10000 20000 50000 100000)
#
# Environment: RULEBOOK (the binary; default: the release build of
# Benchmarks/release-binary.sh), RUNS (runs of each phase, whose medians are shown;
# default 3), PAIRS (paired runs of each size against the one before; default 9, 0 for
# none), WORK (a scratch folder; default: a temporary one, removed at the end).
#
# Prints a Markdown table per phase (floor, check without HTML, check with HTML and JUnit):
# wall and CPU seconds and peak RSS at each size, each as a ratio to the floor of the same
# size, and the growth from one size to the next (linear growth is the ratio of the sizes).
set -euo pipefail
cd "$(dirname "$0")/.."

sizes=("$@")
[ ${#sizes[@]} -gt 0 ] || sizes=(10000 20000 50000 100000)

for tool in cmark-gfm /usr/bin/time python3; do
    if ! command -v "$tool" >/dev/null; then
        echo "Benchmarks/long-table.sh needs $tool (apt-get install cmark-gfm time python3)" >&2
        exit 2
    fi
done
source Benchmarks/release-binary.sh
if [ -z "${WORK:-}" ]; then
    WORK=$(mktemp -d)
    trap 'rm -rf "$WORK"' EXIT
fi

# measure SIZE NAME COMMAND...: appends "SIZE NAME wall cpu rss_kb" (medians of RUNS runs)
# to $WORK/measures.
source Benchmarks/measure.sh
measure() {
    local size=$1 name=$2
    shift 2
    echo "$size $name $(median_run "$@")" >>"$WORK/measures"
}

echo "rulebook long-table benchmark: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //')," \
    "commit $(git rev-parse --short HEAD 2>/dev/null || echo unknown), $(date -u '+%Y-%m-%d %H:%M UTC')," \
    "load average $(cut -d' ' -f1-3 /proc/loadavg)"
echo
: >"$WORK/measures"
for size in "${sizes[@]}"; do
    specs="$WORK/long-$size"
    rm -rf "$specs" "$specs.floor" "$WORK/out"
    python3 Benchmarks/generate.py "$size" long "$specs"
    mkdir -p "$WORK/out"
    measure "$size" floor cmark-gfm --extension table "$specs.floor/long.md"
    measure "$size" check "$RULEBOOK" --no-html "$specs"
    measure "$size" html+junit "$RULEBOOK" --html "$WORK/out/site" --junit "$WORK/out/junit.xml" "$specs"
    rm -rf "$WORK/out"
done

echo "| pairs (rows) | phase | wall s | CPU s | peak RSS MB | CPU / floor | RSS / floor | CPU growth | RSS growth |"
echo "|---|---|---|---|---|---|---|---|---|"
awk '
    {
        size = $1; name = $2; wall = $3; cpu = $4; rss = $5
        if (name == "floor") { floorCPU[size] = cpu; floorRSS[size] = rss }
        cpuGrowth = (name in lastCPU && lastCPU[name] > 0) ? sprintf("%.2fx", cpu / lastCPU[name]) : "-"
        rssGrowth = (name in lastRSS && lastRSS[name] > 0) ? sprintf("%.2fx", rss / lastRSS[name]) : "-"
        lastCPU[name] = cpu; lastRSS[name] = rss
        printf "| %d (%d) | %s | %.2f | %.2f | %.0f | %.2f | %.2f | %s | %s |\n", size, 2 * size + 1, name,
            wall, cpu, rss / 1024, (floorCPU[size] > 0 ? cpu / floorCPU[size] : 0),
            (floorRSS[size] > 0 ? rss / floorRSS[size] : 0), cpuGrowth, rssGrowth
    }' "$WORK/measures"

# The growth with HTML again in paired runs (Benchmarks/paired.py): each size right after
# the one before, PAIRS times (default 9; 0 for none), the median of the per-pair ratios.
if [ "${PAIRS:-9}" -gt 0 ] && [ ${#sizes[@]} -gt 1 ]; then
    echo
    echo "Paired runs with HTML and JUnit, each size against the one before (${PAIRS:-9} pairs):"
    for index in $(seq 1 $((${#sizes[@]} - 1))); do
        smaller=${sizes[$((index - 1))]} larger=${sizes[$index]}
        echo
        python3 Benchmarks/paired.py "${PAIRS:-9}" \
            "$smaller pairs=$RULEBOOK --html $WORK/site-a --junit $WORK/junit-a.xml $WORK/long-$smaller" \
            "$larger pairs=$RULEBOOK --html $WORK/site-b --junit $WORK/junit-b.xml $WORK/long-$larger"
    done
fi
for size in "${sizes[@]}"; do rm -rf "$WORK/long-$size" "$WORK/long-$size.floor"; done
