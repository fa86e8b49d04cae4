#!/bin/sh
# Run by the LayerCheck build plugin (Plugins/LayerCheck): fails the build when a target imports
# a module its layer may not see, with one `file:line: error:` line per import.
#
#   check-layers.sh OUTPUT [--deps=TARGET=DEPENDENCY,...]... TARGET=FILE...
#
# With `--deps=TARGET=...` (the plugin passes one for every target, from Package.swift), an
# import of a module that TARGET does not declare as a direct dependency fails too, unless it
# is the toolchain's own (Foundation, Testing, the C library, ...): SwiftPM's own
# `--explicit-target-dependency-import-check` lets a module through when it arrives
# transitively, and skips every target that uses a build plugin or depends on one.
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
declared=""
for argument in "$@"; do
    case "$argument" in
    --deps=*) declared="$declared ${argument#--deps=}" ;;
    esac
done
# The modules TARGET declares, comma-separated, or "?" when no --deps names TARGET.
dependencies_of() {
    for entry in $declared; do
        if [ "${entry%%=*}" = "$1" ]; then
            echo "${entry#*=}"
            return
        fi
    done
    echo "?"
}
for pair in "$@"; do
    case "$pair" in
    --deps=*) continue ;;
    esac
    target=${pair%%=*}
    file=${pair#*=}
    # "LINE:MODULE" for each import, whatever attributes or access level come before it.
    imports=$(awk '{
        n = split($0, w, /[ \t]+/); i = 1
        while (i <= n && (w[i] == "" || w[i] ~ /^@[A-Za-z_]+$/ || w[i] ~ /^(public|package|internal|private|fileprivate)$/)) i++
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
        if [ -z "$reason" ] && [ "$module" != "$target" ]; then
            case "$module" in
            Foundation | FoundationEssentials | FoundationNetworking | FoundationXML | Dispatch | \
                Glibc | Musl | Darwin | Android | WinSDK | Testing | XCTest | Observation | \
                Synchronization | PackagePlugin | PackageDescription | Swift | _Concurrency) ;;
            *)
                dependencies=$(dependencies_of "$target")
                case ",$dependencies," in
                ,\?,) ;;
                *",$module,"*) ;;
                *) reason="$target imports $module but does not declare it: add \"$module\" to the dependencies of $target in Package.swift" ;;
                esac
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
