#!/usr/bin/env bash
# The targets an iOS app links build with no cmark-gfm anywhere in sight: RulebookModels,
# RulebookAdapters and the example app's own code (Examples/CartApp/Sources/Cart), compiled
# here with swiftc alone, each seeing only the modules built before it. No SwiftPM, no
# pkg-config, no -I to cmark-gfm's headers or the CCmarkGFM module map, no -L to its
# library: if any of these sources imports rulebook's engine or Markdown layer (or anything
# that brings cmark-gfm along), the module is not found and this fails.
set -euo pipefail
cd "$(dirname "$0")/.."

out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

# build MODULE [SWIFTC OPTIONS...] -- SOURCES...: a library module in $out, seeing only $out.
build() {
    local module=$1
    shift
    swiftc -parse-as-library -swift-version 6 -package-name rulebook -module-name "$module" \
        -emit-library -emit-module -emit-module-path "$out/$module.swiftmodule" \
        -o "$out/lib$module.so" -I "$out" -L "$out" "$@"
}

build RulebookModels Sources/RulebookModels/*.swift
build RulebookAdapters -lRulebookModels Sources/RulebookAdapters/*.swift
build RulebookAdaptersTesting Sources/RulebookAdaptersTesting/*.swift
build Cart Examples/CartApp/Sources/Cart/*.swift

# The libraries link nothing of cmark-gfm either.
if ldd "$out"/lib*.so | grep -i cmark; then
    echo "check-pure-targets: a pure target links cmark-gfm" >&2
    exit 1
fi
echo "RulebookModels, RulebookAdapters, RulebookAdaptersTesting and Cart build without cmark-gfm"
