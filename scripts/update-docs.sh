#!/usr/bin/env bash
# Regenerates docs/cli.md, the command-line reference, from the commands' option
# declarations (Sources/RulebookCLI). Run it after changing an option, a command or its help,
# and commit docs/cli.md: CommandReferenceTests fails while the committed page differs.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
RULEBOOK_UPDATE_GOLDEN=1 swift test --filter CommandReferenceTests "$@"
git --no-pager diff --stat -- docs/cli.md
