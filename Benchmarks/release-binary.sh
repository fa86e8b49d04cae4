#!/usr/bin/env bash
# Sourced by the benchmark scripts: sets RULEBOOK to the release binary as shipped for CI
# (the Swift runtime and Foundation linked statically, so a run does not start by loading
# them; cmark-gfm stays a shared library), building it first, unless RULEBOOK is already set.
if [ -z "${RULEBOOK:-}" ]; then
    swift build -c release --static-swift-stdlib --product rulebook >/dev/null
    RULEBOOK=$(swift build -c release --static-swift-stdlib --show-bin-path)/rulebook
fi
