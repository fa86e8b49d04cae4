#!/usr/bin/env bash
# The main job: installs the system libraries if missing, then checks spec/ and writes the
# HTML report to site/. Extra arguments go to rulebook (try --help).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
swift build --product rulebook
exec swift run --skip-build rulebook "$@"
