#!/usr/bin/env bash
# Counts the public declarations of a module: the lines of its Swift files that declare
# something `public` (comments left out), the count issue 38 asks to keep under 300 for
# `Rulebook`. Usage: bash scripts/count-public.sh [MODULE] (default: Rulebook).
set -euo pipefail
cd "$(dirname "$0")/.."
module="${1:-Rulebook}"
grep -rhE '(^|\s)public\s' "Sources/$module" --include='*.swift' | grep -cvE '^\s*//'
