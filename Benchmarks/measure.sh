#!/usr/bin/env bash
# Sourced by the benchmark scripts. `median_run COMMAND...` runs the command RUNS times
# (default 3) under /usr/bin/time -v, its output thrown away, and prints
# "wall_seconds cpu_seconds peak_rss_kb", each the median of the runs (taken on its own, so
# one slow run moves none of them). Needs $WORK, a scratch folder.
median_run() {
    local runs=${RUNS:-3}
    : >"$WORK/runs.txt"
    for _ in $(seq 1 "$runs"); do
        /usr/bin/time -v -o "$WORK/time.txt" "$@" >/dev/null 2>"$WORK/stderr.txt" || true
        awk '
            /Elapsed \(wall clock\)/ {
                n = split($NF, p, ":"); wall = (n == 3) ? p[1] * 3600 + p[2] * 60 + p[3] : p[1] * 60 + p[2]
            }
            /User time/ { user = $NF }
            /System time/ { sys = $NF }
            /Maximum resident set size/ { rss = $NF }
            END { printf "%.3f %.3f %d\n", wall, user + sys, rss }
        ' "$WORK/time.txt" >>"$WORK/runs.txt"
    done
    local medians=()
    for field in 1 2 3; do
        medians+=("$(cut -d' ' -f"$field" "$WORK/runs.txt" | sort -g | awk '
            { v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }')")
    done
    echo "${medians[*]}"
}
