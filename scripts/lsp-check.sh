#!/usr/bin/env bash
# End-to-end check of `rulebook lsp` with a real client: pytest-lsp (from PyPI, in a virtual
# environment under .build/lsp-venv) drives the binary on a copy of spec/. See
# Tests/LSP/test_rulebook_lsp.py.
#
#   scripts/lsp-check.sh [--debug]
#
# By default it builds and drives the release binary, as users run it; `--debug` drives the
# debug build instead (what .ci/run has already built; see the note there).
set -euo pipefail
cd "$(dirname "$0")/.."

configuration=release
[ "${1:-}" = --debug ] && configuration=debug
swift build -c "$configuration" --product rulebook
binary="$(swift build -c "$configuration" --show-bin-path)/rulebook"

venv=.build/lsp-venv
if ! "$venv/bin/python" -c "import pytest_lsp" >/dev/null 2>&1; then
    if ! python3 -m venv "$venv" >/dev/null 2>&1; then
        # Debian keeps the venv module in a package of its own.
        rm -rf "$venv"
        apt-get update -qq
        DEBIAN_FRONTEND=noninteractive apt-get install -y -qq python3-venv >/dev/null
        python3 -m venv "$venv"
    fi
    "$venv/bin/pip" install --quiet pytest-lsp
fi
workspace="$(mktemp -d)"
trap 'rm -rf "$workspace"' EXIT
RULEBOOK_BINARY="$binary" LSP_CHECK_WORKSPACE="$workspace/copy" \
    "$venv/bin/python" -m pytest -q -p no:cacheprovider -o asyncio_default_fixture_loop_scope=function Tests/LSP/test_rulebook_lsp.py
