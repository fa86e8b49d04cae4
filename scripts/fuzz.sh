#!/usr/bin/env bash
# Fuzzes rulebook's pipeline (decode, parse, run, render) with libFuzzer and AddressSanitizer.
#
#   bash scripts/fuzz.sh [SECONDS] [libFuzzer options...]   (default: 600 seconds)
#
# Builds .build/fuzz/rulebook-fuzz (again when its sources changed) with
# `swiftc -sanitize=fuzzer,address` from the sources of RulebookModels and Rulebook plus
# Fuzz/RulebookFuzz.swift, seeds the corpus with spec/, the test fixtures and the example,
# and runs one job (a corpus kept from earlier runs is reused). Findings (crash-*, leak-*, timeout-*) land in
# .build/fuzz/findings; each one must become a regression test.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-600}"
shift || true
out=.build/fuzz
mkdir -p "$out/modules" "$out/corpus" "$out/findings"
flags=(-sanitize=fuzzer,address -parse-as-library -g -O -I "$out/modules")
read -r -a cmark <<<"$(pkg-config --cflags libcmark-gfm)"

sources=(Sources/RulebookModels Sources/Rulebook Fuzz/RulebookFuzz.swift)
if [ ! -x "$out/rulebook-fuzz" ] || [ -n "$(find "${sources[@]}" -newer "$out/rulebook-fuzz" | head -1)" ]; then
    swiftc "${flags[@]}" -module-name RulebookModels -emit-module -emit-module-path \
        "$out/modules/RulebookModels.swiftmodule" -wmo -c -o "$out/RulebookModels.o" \
        Sources/RulebookModels/*.swift
    swiftc "${flags[@]}" -enable-testing -module-name Rulebook -emit-module -emit-module-path \
        "$out/modules/Rulebook.swiftmodule" -I Sources/CCmarkGFM "${cmark[@]}" -wmo -c \
        -o "$out/Rulebook.o" $(find Sources/Rulebook -name '*.swift' | sort)
    swiftc "${flags[@]}" -I Sources/CCmarkGFM "$out/RulebookModels.o" "$out/Rulebook.o" \
        Fuzz/RulebookFuzz.swift -lcmark-gfm -lcmark-gfm-extensions -o "$out/rulebook-fuzz"
fi

seeds=(spec Tests/RulebookCLITests/Fixtures Examples)
for seed in $(find "${seeds[@]}" -name '*.md' | sort); do
    cp "$seed" "$out/corpus/$(echo "$seed" | tr '/' '_')"
done

exec "$out/rulebook-fuzz" "$out/corpus" -dict=Fuzz/rulebook.dict -max_total_time="$seconds" \
    -timeout=10 -rss_limit_mb=4096 -max_len=8192 -print_final_stats=1 \
    -artifact_prefix="$out/findings/" "$@"
