#!/usr/bin/env bash
# Sourced by the benchmark scripts: sets RULEBOOK to the release binary as docs/installation.md
# builds it for CI (the Swift runtime and Foundation linked statically, so a run does not
# start by loading them, and a fixed-address executable, so it does not start by relocating
# itself; cmark-gfm stays a shared library), building it first, unless RULEBOOK is already set.
if [ -z "${RULEBOOK:-}" ]; then
    swift build -c release --static-swift-stdlib -Xlinker -no-pie --product rulebook >/dev/null
    RULEBOOK=$(swift build -c release --static-swift-stdlib -Xlinker -no-pie --show-bin-path)/rulebook
fi
