#!/usr/bin/env bash
# Simulates a sharded CI run on two machines (docs/ci-recipes.md, "Sharded runs"): two
# copies of the repository's spec/ in different temporary folders, as two clones; each runs
# one shard of two from a working folder of its own, with its clone as the root; the merge
# runs in a third place. Its HTML site must equal a single run's byte for byte (diff -r), its
# JUnit, --json, summary and console output too (cmp, with the measured times emptied), and
# no output may name a folder of these machines.
#
#   bash scripts/shard-merge-check.sh          (RULEBOOK=path/to/rulebook to use another build)
set -euo pipefail
# The runs happen in other folders: a RULEBOOK given relative to here is made absolute.
if [ -n "${RULEBOOK:-}" ] && [ "${RULEBOOK#/}" = "$RULEBOOK" ]; then
    RULEBOOK="$PWD/$RULEBOOK"
fi
cd "$(dirname "$0")/.."

if [ -z "${RULEBOOK:-}" ]; then
    swift build --product rulebook >/dev/null
    RULEBOOK="$(swift build --show-bin-path)/rulebook"
fi
spec="$PWD/spec"
base="$(mktemp -d)"
trap 'rm -rf "$base"' EXIT
for clone in clone-1 clone-2; do
    mkdir -p "$base/$clone"
    cp -R "$spec" "$base/$clone/spec"
done
mkdir "$base/single" "$base/machine-1" "$base/machine-2" "$base/merge"

# rulebook exits 1 when a spec fails: the reports are still written and compared. Anything
# else (2: a usage error, such as a refused merge) stops the check.
run() {
    local status=0
    "$@" || status=$?
    if [ "$status" -gt 1 ]; then
        echo "shard-merge-check: exit status $status from: $*" >&2
        exit "$status"
    fi
}
reports=(--html site --junit junit.xml --json results.json --summary summary.md --no-color
    --title Specs --commit 0123abc --source-url 'https://git.example.com/app/blob/{commit}/{path}#L{line}')

# One run of every spec, on the first clone.
(cd "$base/single" && run "$RULEBOOK" "$base/clone-1/spec" --root "$base/clone-1" \
    "${reports[@]}" >console.txt)
# One shard on each machine, each on its own clone, from a working folder of its own.
for index in 1 2; do
    (cd "$base/machine-$index" && run "$RULEBOOK" "$base/clone-$index/spec" \
        --root "$base/clone-$index" --shard "$index/2" --json "shard-$index.json" --no-html \
        >/dev/null)
    cp "$base/machine-$index/shard-$index.json" "$base/merge/"
done
# The merge job, in a third place, with the shards' results as artifacts.
(cd "$base/merge" && run "$RULEBOOK" merge shard-2.json shard-1.json "${reports[@]}" \
    >console.txt)

diff -r "$base/single/site" "$base/merge/site"
without_times() {
    sed -E -e 's/time="[0-9.]*"/time=""/g' -e 's/"durationSeconds" : [0-9.eE+-]*/"durationSeconds" : 0/' "$1"
}
for file in junit.xml results.json; do
    cmp <(without_times "$base/single/$file") <(without_times "$base/merge/$file")
done
cmp "$base/single/summary.md" "$base/merge/summary.md"
cmp "$base/single/console.txt" "$base/merge/console.txt"

if grep -rlF "$base" "$base/single" "$base/merge" "$base/machine-1" "$base/machine-2"; then
    echo "shard-merge-check: the outputs above name a folder of the machines ($base)" >&2
    exit 1
fi
echo "shard-merge-check: two shards from two clones merge into the bytes of one run"
