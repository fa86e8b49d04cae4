#!/usr/bin/env bash
# The language server benchmark: the time from a didChange to its publishDiagnostics for one
# edit to the largest file of spec/, and the server's memory over many edits, in a release
# build (Benchmarks/lsp_bench.py). Baselines from the same run: the whole `rulebook FILE`
# command on that file and cmark-gfm parsing it (process start included in both). No test
# asserts a time; figures go in Benchmarks/RESULTS.md.
#
#   bash Benchmarks/lsp-bench.sh [EDITS] [MEMORY_EDITS]     (default: 200 10000)
#
# Environment: RULEBOOK (the binary; default: a release build).
set -euo pipefail
cd "$(dirname "$0")/.."

if [ -z "${RULEBOOK:-}" ]; then
    swift build -c release --product rulebook >/dev/null
    RULEBOOK="$(swift build -c release --show-bin-path)/rulebook"
fi
largest=$(ls -S spec/*.md | head -1)
median_ms() {
    python3 - "$@" <<'PY'
import statistics, subprocess, sys, time
times = []
for _ in range(11):
    start = time.perf_counter()
    subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    times.append((time.perf_counter() - start) * 1000)
print(f"{statistics.median(times):.1f}")
PY
}
echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs)"
echo "commit: $(git rev-parse --short HEAD)$(git diff --quiet || echo ' (uncommitted changes)')"
echo "load before: $(cut -d' ' -f1-3 /proc/loadavg)"
echo "baseline, median of 11: rulebook $largest --no-html: $(median_ms "$RULEBOOK" "$largest" --no-html --no-color) ms;" \
    "cmark-gfm -e table $largest: $(median_ms cmark-gfm -e table "$largest") ms"
echo
python3 Benchmarks/lsp_bench.py "$RULEBOOK" spec "${1:-200}" "${2:-10000}"
echo
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
