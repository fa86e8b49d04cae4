#!/usr/bin/env bash
# End-to-end check of `rulebook lsp` in a real editor: headless Neovim (Debian's neovim,
# 0.7.2, installed when missing) opens a copy of spec/pagination.md with one expectation cell
# broken, sees the diagnostic on exactly that cell, applies the server's accept action and
# sees the diagnostic go. See Tests/Neovim/check.lua.
#
#   scripts/neovim-check.sh [--debug]
#
# By default it builds and drives the release binary, as users run it; `--debug` drives the
# debug build instead.
set -euo pipefail
cd "$(dirname "$0")/.."

configuration=release
[ "${1:-}" = --debug ] && configuration=debug
swift build -c "$configuration" --product rulebook
binary="$(swift build -c "$configuration" --show-bin-path)/rulebook"

if ! command -v nvim >/dev/null; then
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq neovim >/dev/null
fi
echo "neovim-check: $(nvim --version | head -1)"

workspace="$(mktemp -d)"
trap 'rm -rf "$workspace"' EXIT
cp -R spec "$workspace/spec"
file="$workspace/spec/pagination.md"
# The ids? cell of the first `load next | new` row: `none` becomes `b-9 `, so that accepting
# the actual value (none) writes the line back as it was.
{ read -r cell; IFS= read -r fixed; } < <(python3 - "$file" <<'PY'
import sys
path = sys.argv[1]
lines = open(path, encoding="utf-8").read().split("\n")
number = next(i for i, l in enumerate(lines) if l.startswith("| load next | new "))
line = lines[number]
pipes = [i for i, c in enumerate(line) if c == "|"]
start = line.index("none", pipes[5])
assert start < pipes[6], line
lines[number] = line[:start] + "b-9 " + line[start + 4:]
open(path, "w", encoding="utf-8").write("\n".join(lines))
print(f"{number}:{start}:{start + 3}")
print(line)
PY
)
RULEBOOK_BINARY="$binary" NEOVIM_CHECK_ROOT="$workspace/spec" NEOVIM_CHECK_FILE="$file" \
    NEOVIM_CHECK_CELL="$cell" NEOVIM_CHECK_FIXED="$fixed" \
    timeout 120 nvim --headless -u NONE -i NONE -n -c "luafile Tests/Neovim/check.lua"
echo "neovim-check: passed"
