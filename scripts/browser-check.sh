#!/usr/bin/env bash
# Opens rulebook's HTML report in Debian's headless chromium: axe-core at 390 and 1280 px,
# light and dark, on a failing and a passing report (both with a history of two runs) and
# the failing one in German (--lang de);
# failing cells visible on a phone; the status filter by mouse and keyboard; every link
# resolves; the required cases in the first screen; the run chart; no overlapping timeline
# labels; a hostile spec's pages run no script and load nothing; a spec of 210 tables split
# into parts, axe-clean with every link resolved. See
# Tests/Browser/check_report.py.
# Needs: apt-get install chromium; pip install playwright axe-playwright-python.
set -euo pipefail
cd "$(dirname "$0")/.."

swift build --product rulebook
rulebook="$(swift build --show-bin-path)/rulebook"
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT

# Each report is made twice with one history, so that its index has trends and a chart.
for run in 1 2; do
    "$rulebook" spec --html "$out/passing" --no-color --history "$out/passing-history.json" \
        > /dev/null
    # These fail on purpose (exit status 1); the reports are what is checked. The red run
    # names its specs by an absolute path: its source links must still be right.
    "$rulebook" "$PWD/Tests/Browser/failing" --html "$out/failing" --no-color \
        --title "Browser check" --commit 0123abc --history "$out/history.json" \
        --source-url 'https://example.com/r/blob/{commit}/{path}#L{line}' > /dev/null || true
    # The same in German: every page, index included, in the words of --lang de.
    "$rulebook" "$PWD/Tests/Browser/failing" --html "$out/failing-de" --no-color --lang de \
        --title "Browser-Prüfung" --commit 0123abc --history "$out/history-de.json" \
        --source-url 'https://example.com/r/blob/{commit}/{path}#L{line}' > /dev/null || true
done
"$rulebook" Tests/Browser/hostile --html "$out/hostile" --no-color > /dev/null || true
# One spec of 210 tables, split into parts (some of its tables fail on purpose).
python3 Benchmarks/generate.py 210 single "$out/big" > /dev/null
"$rulebook" "$out/big" --html "$out/split" --no-color > /dev/null || true
for site in passing failing failing-de hostile split; do
    [ -f "$out/$site/index.html" ] || { echo "no report in $out/$site" >&2; exit 1; }
done

python3 Tests/Browser/check_report.py "$out/failing" "$out/passing" "$out/hostile" \
    'https://example.com/r/blob/0123abc/' "$out/failing-de" --split="$out/split"
