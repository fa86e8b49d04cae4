#!/usr/bin/env bash
# Installs the system libraries if missing, then runs the whole test suite (unit tests,
# the adapters' tests, and every table of spec/ as a test case).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
exec swift test "$@"
