#!/usr/bin/env bash
# Builds the API documentation of the public libraries with the toolchain's own DocC, from
# symbol graphs, and fails on any DocC warning (a broken symbol link, say).
#
#   bash scripts/docs.sh [OUTPUT]     (default: .build/docs; one archive per module)
set -euo pipefail
cd "$(dirname "$0")/.."
output=${1:-.build/docs}
graphs=.build/symbol-graphs
bash scripts/setup.sh
# The build writes a module's symbol graph only when it compiles the module, so the graphs
# of earlier runs stay in "$graphs/all" and each module's own folder is made afresh.
mkdir -p "$graphs/all" "$output"
modules=(RulebookModels RulebookDiagnostics Rulebook RulebookReport RulebookAdapters)
# A build folder of its own, so that the symbol-graph flags do not invalidate the main build.
for target in RulebookReport RulebookAdapters; do
    swift build --scratch-path .build/docs-build --target "$target" -Xswiftc -emit-symbol-graph \
        -Xswiftc -emit-symbol-graph-dir -Xswiftc "$PWD/$graphs/all" >/dev/null
done
for module in "${modules[@]}"; do
    rm -rf "${graphs:?}/$module"
    mkdir -p "$graphs/$module"
    cp "$graphs/all/$module".*symbols.json "$graphs/$module/"
    cp "$graphs/all/$module"@*.symbols.json "$graphs/$module/" 2>/dev/null || true
    docc convert "Sources/$module/$module.docc" \
        --additional-symbol-graph-dir "$graphs/$module" \
        --fallback-display-name "$module" --fallback-bundle-identifier "rulebook.$module" \
        --warnings-as-errors --output-path "$output/$module.doccarchive" >/dev/null
    echo "docs: $output/$module.doccarchive"
done
