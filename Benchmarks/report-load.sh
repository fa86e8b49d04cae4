#!/usr/bin/env bash
# How fast a big spec's page of the HTML report opens: one spec file of TABLES tables
# (Benchmarks/generate.py, single layout), its report written by rulebook, and its page
# opened RUNS times in Debian's headless chromium (Benchmarks/report_load.py: the load
# event's time and the renderer's memory). A spec of more than 200 tables is split into
# parts (all.html, all--2.html...): the page opened is the spec's own, its first part, the
# one a reader lands on. Figures are in Benchmarks/RESULTS.md.
#
#     bash Benchmarks/report-load.sh TABLES [RUNS]
#
# RULEBOOK names the binary (default: the debug build's). Needs scripts/setup-browser.sh.
set -euo pipefail
cd "$(dirname "$0")/.."
tables="${1:?usage: report-load.sh TABLES [RUNS]}"
runs="${2:-3}"
rulebook="${RULEBOOK:-$(swift build --show-bin-path)/rulebook}"
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT

python3 Benchmarks/generate.py "$tables" single "$out/specs" > /dev/null
# A few tables fail on purpose (exit status 1): the report is what is measured.
"$rulebook" "$out/specs" --html "$out/site" --no-color > /dev/null || [ $? -eq 1 ]
parts="$(find "$out/site" -name 'all*.html' | wc -l)"
echo "report-load: $tables tables in one file, page of $(wc -c < "$out/site/all.html") bytes" \
    "(the first of $parts pages)"
python3 Benchmarks/report_load.py "$out/site/all.html" "$runs"
