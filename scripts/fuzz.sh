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
#
#   bash scripts/fuzz.sh lsp [SECONDS] [libFuzzer options...]
#
# fuzzes the language server's framing and dispatch instead (Fuzz/LSPFuzz.swift, with
# Sources/RulebookLSP/Protocol alone): .build/fuzz/lsp-fuzz, its corpus seeded with a few
# framed messages, findings in .build/fuzz/lsp-findings.
set -euo pipefail
cd "$(dirname "$0")/.."
# Leaks LeakSanitizer reports by mistake (see the file).
export LSAN_OPTIONS="suppressions=$PWD/Fuzz/lsan.supp${LSAN_OPTIONS:+:$LSAN_OPTIONS}"
if [ "${1:-}" = lsp ]; then
    shift
    seconds="${1:-600}"
    shift || true
    out=.build/fuzz
    mkdir -p "$out/lsp-corpus" "$out/lsp-findings"
    sources=(Fuzz/LSPFuzz.swift Sources/RulebookLSP/Protocol)
    if [ ! -x "$out/lsp-fuzz" ] || [ -n "$(find "${sources[@]}" -newer "$out/lsp-fuzz" | head -1)" ]; then
        mapfile -t files < <(find Sources/RulebookLSP/Protocol -name '*.swift' | sort)
        swiftc -sanitize=fuzzer,address -parse-as-library -g -O -package-name rulebook \
            -module-name RulebookLSPFuzz "${files[@]}" Fuzz/LSPFuzz.swift -o "$out/lsp-fuzz"
    fi
    # Seeds: a session's messages in one stream, read in chunks of 7 bytes (the first byte).
    python3 - "$out/lsp-corpus" <<'PY'
import json, pathlib, sys
def frame(message):
    body = json.dumps(message).encode()
    return b"Content-Length: %d\r\n\r\n" % len(body) + body
session = [
    {"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"capabilities": {}}},
    {"jsonrpc": "2.0", "method": "initialized", "params": {}},
    {"jsonrpc": "2.0", "id": 2, "method": "textDocument/hover", "params": {}},
    {"jsonrpc": "2.0", "method": "$/cancelRequest", "params": {"id": 2}},
    {"jsonrpc": "2.0", "id": "x", "method": "shutdown"},
    {"jsonrpc": "2.0", "id": 3, "method": "textDocument/codeAction"},
    {"jsonrpc": "2.0", "method": "exit"},
]
folder = pathlib.Path(sys.argv[1])
(folder / "seed-session").write_bytes(b"\x06" + b"".join(frame(m) for m in session))
(folder / "seed-bad-header").write_bytes(
    b"\xff" + b"Content-Length: abc\r\n\r\n{}" + frame(session[0]) + b"X: 1\r\n\r\n" + frame(session[4]))
PY
    exec "$out/lsp-fuzz" "$out/lsp-corpus" -max_total_time="$seconds" -timeout=10 \
        -rss_limit_mb=4096 -max_len=4096 -print_final_stats=1 \
        -artifact_prefix="$out/lsp-findings/" "$@"
fi
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
