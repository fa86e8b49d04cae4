#!/usr/bin/env bash
# The rulebook benchmark: generates spec sets (Benchmarks/generate.py) and, in one run,
# times every phase of rulebook on them next to the floor, cmark-gfm parsing and rendering
# the same Markdown with the fences removed. No test asserts a time; figures go in
# Benchmarks/RESULTS.md.
#
#   bash Benchmarks/run.sh [SIZE ...]      (default: 1000 10000 100000 tables)
#
# Environment: RULEBOOK (the binary; default: the release build of
# Benchmarks/release-binary.sh), LAYOUTS (default: "single split"), RUNS (runs of each
# phase, whose medians are shown; default 3), PAIRS (paired runs at the largest size;
# default 9, 0 for none), WORK (a scratch folder; default: a temporary one, removed at the
# end).
#
# For each layout and size it prints a Markdown table: wall and CPU seconds, peak RSS
# (from /usr/bin/time -v), rows per second, and wall time and RSS as a ratio to the floor.
# Then the growth of each phase from one size to the next, and the default spec/ (median
# of 11 runs, in milliseconds).
set -euo pipefail
cd "$(dirname "$0")/.."

sizes=("$@")
[ ${#sizes[@]} -gt 0 ] || sizes=(1000 10000 100000)
layouts=(${LAYOUTS:-single split})

for tool in cmark-gfm /usr/bin/time python3; do
    if ! command -v "$tool" >/dev/null; then
        echo "Benchmarks/run.sh needs $tool (apt-get install cmark-gfm time python3)" >&2
        exit 2
    fi
done
source Benchmarks/release-binary.sh

if [ -z "${WORK:-}" ]; then
    WORK=$(mktemp -d)
    trap 'rm -rf "$WORK"' EXIT
fi

# measure NAME COMMAND...: appends "NAME wall cpu rss_kb" (medians of RUNS runs) to
# $WORK/measures.
source Benchmarks/measure.sh
measure() {
    local name=$1
    shift
    echo "$name $(median_run "$@")" >>"$WORK/measures"
}

: >"$WORK/all-measures"
echo "rulebook benchmark: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //')," \
    "commit $(git rev-parse --short HEAD 2>/dev/null || echo unknown), $(date -u '+%Y-%m-%d %H:%M UTC')"
echo

for layout in "${layouts[@]}"; do
    for size in "${sizes[@]}"; do
        specs="$WORK/$layout-$size"
        rm -rf "$specs" "$specs.floor" "$WORK/out"
        python3 Benchmarks/generate.py "$size" "$layout" "$specs"
        mkdir -p "$WORK/out"
        : >"$WORK/measures"
        # The floor: every unfenced file, in order, through cmark-gfm, which reads the files
        # it is given as one document (xargs starts as few processes as the command line
        # allows).
        find "$specs.floor" -name '*.md' | sort >"$WORK/floor-files"
        measure floor xargs -a "$WORK/floor-files" cmark-gfm --extension table
        measure "--list" "$RULEBOOK" --list "$specs"
        measure check "$RULEBOOK" --no-html "$specs"
        measure "check + HTML" "$RULEBOOK" --html "$WORK/out/site" "$specs"
        measure "check + JUnit" "$RULEBOOK" --no-html --junit "$WORK/out/junit.xml" "$specs"
        measure "check + JSON" "$RULEBOOK" --no-html --json "$WORK/out/results.json" "$specs"
        measure "check + HTML + JUnit" "$RULEBOOK" --html "$WORK/out/site2" \
            --junit "$WORK/out/junit2.xml" "$specs"
        rows=$((size * 8))
        echo "### $layout layout, $size tables ($rows rows)"
        echo
        echo "| phase | wall s | CPU s | peak RSS MB | rows/s | wall / floor | CPU / floor | RSS / floor |"
        echo "|---|---|---|---|---|---|---|---|"
        awk -v rows="$rows" '
            NR == 1 { floorWall = $(NF - 2); floorCPU = $(NF - 1); floorRSS = $NF }
            {
                rss = $NF; cpu = $(NF - 1); wall = $(NF - 2)
                name = $1; for (i = 2; i <= NF - 3; i++) name = name " " $i
                printf "| %s | %.2f | %.2f | %.0f | %.0f | %.2f | %.2f | %.2f |\n", name, wall, cpu,
                    rss / 1024, (wall > 0 ? rows / wall : 0), (floorWall > 0 ? wall / floorWall : 0),
                    (floorCPU > 0 ? cpu / floorCPU : 0), (floorRSS > 0 ? rss / floorRSS : 0)
            }' "$WORK/measures"
        echo
        sed "s/^/$layout $size /" "$WORK/measures" >>"$WORK/all-measures"
        # At the largest size, the targets again in paired runs (Benchmarks/paired.py):
        # each run of rulebook right after one of the floor, PAIRS times (default 9; 0 for
        # none), the median of the per-pair ratios.
        if [ "$size" = "${sizes[${#sizes[@]} - 1]}" ] && [ "${PAIRS:-9}" -gt 0 ]; then
            echo "Paired runs ($layout, $size tables, ${PAIRS:-9} pairs):"
            echo
            python3 Benchmarks/paired.py "${PAIRS:-9}" \
                "floor=xargs -a $WORK/floor-files cmark-gfm --extension table" \
                "HTML + JUnit=$RULEBOOK --html $WORK/out/site3 --junit $WORK/out/junit3.xml $specs" \
                "--no-html --junit=$RULEBOOK --no-html --junit $WORK/out/junit4.xml $specs"
            echo
        fi
        rm -rf "$specs" "$specs.floor" "$WORK/out"
    done
done

# growth FIELD TITLE: the growth table of one measure (field counted from the end of a
# line of all-measures: 3 wall seconds, 2 CPU seconds).
growth() {
    echo "### Growth of $2 (at each size, then the ratio from one size to the next; linear is 10x)"
    echo
    local header="| layout | phase |" rule="|---|---|"
    for size in "${sizes[@]}"; do
        header="$header $size |"
        rule="$rule---|"
    done
    echo "$header growth |"
    echo "$rule---|"
    awk -v field="$1" '
        {
            layout = $1; value = $(NF - field + 1)
            name = $3; for (i = 4; i <= NF - 3; i++) name = name " " $i
            key = layout SUBSEP name
            if (!(key in seen)) { seen[key] = 1; order[++count] = key }
            values[key] = values[key] " " value
        }
        END {
            for (k = 1; k <= count; k++) {
                split(order[k], parts, SUBSEP)
                n = split(values[order[k]], v, " ")
                line = "| " parts[1] " | " parts[2] " |"
                for (i = 1; i <= n; i++) line = line " " v[i] " |"
                ratios = ""
                for (i = 2; i <= n; i++) ratios = ratios (i > 2 ? ", " : "") \
                    (v[i - 1] > 0 ? sprintf("%.1fx", v[i] / v[i - 1]) : "-")
                print line " " ratios " |"
            }
        }' "$WORK/all-measures"
    echo
}
if [ -f "$WORK/all-measures" ]; then
    growth 3 "wall seconds"
    growth 2 "CPU seconds"
fi

# The default spec/ with HTML, median of 11 runs.
times=()
for _ in $(seq 1 11); do
    start=$(date +%s%N)
    "$RULEBOOK" --html "$WORK/spec-site" spec >/dev/null 2>&1 || true
    end=$(date +%s%N)
    times+=($(((end - start) / 1000000)))
done
median=$(printf '%s\n' "${times[@]}" | sort -n | sed -n 6p)
echo "Default spec/ with HTML: median ${median} ms of 11 runs (all: ${times[*]})"
