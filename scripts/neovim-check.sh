#!/usr/bin/env bash
# End-to-end check of `rulebook lsp` in a real editor: headless Neovim (Debian's neovim,
# 0.7.2, installed when missing) opens a copy of spec/pagination.md with one expectation cell
# broken, with the set-up docs/editors.md gives for Neovim 0.7 to 0.9 as its init.lua; sees the
# diagnostic on exactly that cell, applies the server's accept action and sees the diagnostic
# go. See Tests/Neovim/check.lua.
#
#   scripts/neovim-check.sh [--debug]
#
# By default it builds and drives the release binary, as users run it; `--debug` drives the
# debug build instead, and RULEBOOK_BINARY a binary already built.
set -euo pipefail
cd "$(dirname "$0")/.."

configuration=release
[ "${1:-}" = --debug ] && configuration=debug
binary="${RULEBOOK_BINARY:-}"
if [ -z "$binary" ]; then
    swift build -c "$configuration" --product rulebook >/dev/null
    binary="$(swift build -c "$configuration" --show-bin-path)/rulebook"
fi

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
# The init.lua is the Neovim 0.7 to 0.9 set-up of docs/editors.md, as written there; it
# starts `rulebook` from the PATH.
python3 - docs/editors.md "$workspace/init.lua" <<'PY'
import re, sys
text = open(sys.argv[1], encoding="utf-8").read()
section = text.split("## Neovim 0.7 to 0.9", 1)[1]
open(sys.argv[2], "w", encoding="utf-8").write(re.search(r"```lua\n(.*?)```", section, re.S)[1])
PY
mkdir "$workspace/bin"
ln -s "$(cd "$(dirname "$binary")" && pwd)/$(basename "$binary")" "$workspace/bin/rulebook"
PATH="$workspace/bin:$PATH" NEOVIM_CHECK_FILE="$file" NEOVIM_CHECK_CELL="$cell" \
    NEOVIM_CHECK_FIXED="$fixed" \
    timeout 120 nvim --headless -u "$workspace/init.lua" -i NONE -n -c "luafile Tests/Neovim/check.lua"
echo
echo "neovim-check: passed"
