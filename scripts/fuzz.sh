#!/usr/bin/env bash
# Fuzzes rulebook's pipeline (decode, parse, run, render) with libFuzzer and AddressSanitizer.
#
#   bash scripts/fuzz.sh [SECONDS] [libFuzzer options...]   (default: 600 seconds)
#
# Builds .build/fuzz/rulebook-fuzz (again when its sources changed) with
# `swiftc -sanitize=fuzzer,address`: each module Fuzz/RulebookFuzz.swift needs (the engine, the
# adapter models, the report and the modules below them) in dependency order, then the fuzz target, linked with them
# and cmark-gfm. Seeds the corpus with spec/, the test fixtures and the example, and runs one job
# (a corpus kept from earlier runs is reused). Findings (crash-*, leak-*, timeout-*) land in
# .build/fuzz/findings; each one must become a regression test.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-600}"
shift || true
out=.build/fuzz
mkdir -p "$out/modules" "$out/corpus" "$out/findings"
# `package` declarations are shared across the modules, so they all get one package name.
flags=(-sanitize=fuzzer,address -parse-as-library -g -O -package-name rulebook -I "$out/modules")
read -r -a cmark <<<"$(pkg-config --cflags libcmark-gfm)"
markdown=(-I Sources/CCmarkGFM "${cmark[@]}")

# The modules in dependency order (Package.swift): each one only imports those before it.
# RulebookFuzz.swift imports Rulebook and RulebookReport with @testable.
modules=(RulebookModels RulebookDiagnostics RulebookMarkdown RulebookAdapters
    RulebookAdaptersTesting Rulebook RulebookAdapterModels RulebookReport)
testable=" Rulebook RulebookReport "

sources=(Fuzz/RulebookFuzz.swift)
for module in "${modules[@]}"; do sources+=("Sources/$module"); done
sources+=(Sources/CCmarkGFM)
if [ ! -x "$out/rulebook-fuzz" ] || [ -n "$(find "${sources[@]}" -newer "$out/rulebook-fuzz" | head -1)" ]; then
    objects=()
    for module in "${modules[@]}"; do
        extra=()
        if [[ $testable == *" $module "* ]]; then extra+=(-enable-testing); fi
        mapfile -t files < <(find "Sources/$module" -name '*.swift' | sort)
        # The C module stays visible to every module above RulebookMarkdown (its swiftmodule
        # refers to it), so they all get its include path.
        swiftc "${flags[@]}" "${extra[@]}" "${markdown[@]}" -module-name "$module" -emit-module \
            -emit-module-path "$out/modules/$module.swiftmodule" -wmo -c -o "$out/$module.o" \
            "${files[@]}"
        objects+=("$out/$module.o")
    done
    swiftc "${flags[@]}" "${markdown[@]}" "${objects[@]}" Fuzz/RulebookFuzz.swift \
        -lcmark-gfm -lcmark-gfm-extensions -o "$out/rulebook-fuzz"
fi

seeds=(spec Tests/RulebookCLITests/Fixtures Examples)
for seed in $(find "${seeds[@]}" -name '*.md' | sort); do
    cp "$seed" "$out/corpus/$(echo "$seed" | tr '/' '_')"
done

exec "$out/rulebook-fuzz" "$out/corpus" -dict=Fuzz/rulebook.dict -max_total_time="$seconds" \
    -timeout=10 -rss_limit_mb=4096 -max_len=8192 -print_final_stats=1 \
    -artifact_prefix="$out/findings/" "$@"
