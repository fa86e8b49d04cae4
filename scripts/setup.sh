#!/usr/bin/env bash
# Installs what rulebook needs beyond the Swift toolchain: Debian's cmark-gfm (with its
# GitHub extensions) and pkg-config, plus xmllint (libxml2-utils), with which the tests check
# the JUnit file against its schema. Does nothing when they are already there.
set -euo pipefail

if [ -f /usr/include/cmark-gfm-core-extensions.h ] && [ -f /usr/include/cmark-gfm.h ] \
    && command -v pkg-config >/dev/null 2>&1 && command -v xmllint >/dev/null 2>&1; then
    exit 0
fi
packages=(libcmark-gfm-dev libcmark-gfm-extensions-dev pkg-config libxml2-utils)
if [ "$(id -u)" -ne 0 ]; then
    echo "rulebook needs: ${packages[*]} (run as root, or: sudo apt-get install ${packages[*]})" >&2
    exit 2
fi
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${packages[@]}" >/dev/null
