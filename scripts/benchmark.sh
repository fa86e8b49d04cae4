#!/usr/bin/env bash
# Runs the benchmark (Benchmarks/run.sh) on a release build: every phase of rulebook at
# 1,000, 10,000 and 100,000 tables, in one file and in files of 10 tables, next to the
# cmark-gfm floor. Arguments are the sizes (e.g. `bash scripts/benchmark.sh 1000 10000`).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
if ! command -v cmark-gfm >/dev/null; then apt-get install -y cmark-gfm; fi
exec bash Benchmarks/run.sh "$@"
