#!/bin/sh
# Run by the LayerCheck build plugin (Plugins/LayerCheck): fails the build when a target imports
# a module its layer may not see, with one `file:line: error:` line per import.
#
#   check-layers.sh OUTPUT TARGET=FILE...
#
# The rules (ARCHITECTURE.md, "Rules of the road"): only RulebookMarkdown imports CCmarkGFM;
# RulebookModels imports nothing; the diagnostics, Markdown and engine layers never import the
# report, the language server or the CLI; the engine never imports the adapters, their test
# doubles or the adapter models (a target above it), and the adapter models never import the
# report, the language server or the CLI; the report and the language server (side by side
# above the engine) never import each other or the CLI. On success it writes OUTPUT, a Swift file with one comment, which the
# Markdown target compiles, so the check runs again whenever a source file changes.
set -eu
output=$1
shift
failed=0
for pair in "$@"; do
    target=${pair%%=*}
    file=${pair#*=}
    # "LINE:MODULE" for each import, whatever attributes or access level come before it.
    imports=$(awk '{
        n = split($0, w, /[ \t]+/); i = 1
        while (i <= n && (w[i] == "" || w[i] ~ /^@/ || w[i] ~ /^(public|package|internal|private|fileprivate)$/)) i++
        if (w[i] != "import") next
        i++
        if (w[i] ~ /^(struct|class|enum|protocol|typealias|func|var|let)$/) i++
        split(w[i], path, ".")
        if (path[1] != "") print NR ":" path[1]
    }' "$file")
    for found in $imports; do
        line=${found%%:*}
        module=${found#*:}
        reason=""
        if [ "$module" = CCmarkGFM ] && [ "$target" != RulebookMarkdown ]; then
            reason="only RulebookMarkdown may import CCmarkGFM; use MarkdownDocument or PipeTable"
        elif [ "$target" = RulebookModels ]; then
            reason="RulebookModels imports nothing (no Foundation, no clock, no I/O)"
        else
            case "$target:$module" in
            RulebookDiagnostics:RulebookReport | RulebookDiagnostics:RulebookCLI | \
                RulebookMarkdown:RulebookReport | RulebookMarkdown:RulebookCLI | \
                Rulebook:RulebookReport | Rulebook:RulebookCLI | \
                RulebookDiagnostics:RulebookLSP | RulebookMarkdown:RulebookLSP | Rulebook:RulebookLSP)
                reason="$target is below the report: it may not import $module"
                ;;
            Rulebook:RulebookAdapters | Rulebook:RulebookAdaptersTesting | Rulebook:RulebookAdapterModels)
                reason="the engine does not link the adapters or their test doubles: $module belongs in RulebookAdapterModels"
                ;;
            RulebookAdapterModels:RulebookReport | RulebookAdapterModels:RulebookLSP | RulebookAdapterModels:RulebookCLI)
                reason="the adapter models sit on the engine, below the report: they may not import $module"
                ;;
            RulebookReport:RulebookLSP | RulebookLSP:RulebookReport | RulebookLSP:RulebookCLI | \
                RulebookReport:RulebookCLI)
                reason="$target sits beside the report and the language server, below the CLI: it may not import $module"
                ;;
            esac
        fi
        if [ -n "$reason" ]; then
            echo "$file:$line: error: $reason" >&2
            failed=1
        fi
    done
done
[ "$failed" -eq 0 ] || exit 1
echo "// Written by the LayerCheck plugin: every import of the package keeps to its layer." >"$output"
