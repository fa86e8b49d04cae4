#!/usr/bin/env bash
# Installs what the browser checks need: Debian's chromium, and playwright with axe-core
# (axe-playwright-python) from PyPI. Playwright drives the system chromium; it never
# downloads a browser of its own. Does nothing when all of it is there.
set -euo pipefail

if ! command -v chromium >/dev/null 2>&1 || ! command -v python3 >/dev/null 2>&1; then
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    apt-get install -y -qq --no-install-recommends chromium fonts-dejavu-core python3 python3-pip >/dev/null
fi
if ! python3 -c "import playwright, axe_playwright_python" >/dev/null 2>&1; then
    python3 -m pip install --quiet playwright axe-playwright-python \
        || python3 -m pip install --quiet --break-system-packages playwright axe-playwright-python
fi
