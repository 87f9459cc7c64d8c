#!/usr/bin/env bash
# Install Debian's Chromium for the browser (end-to-end) tests in tests/web/test_e2e.py.
# Playwright drives this system binary (executable_path); `playwright install` is never
# used: it downloads browsers, which CI cannot do. Idempotent: does nothing when present.
set -euo pipefail
if command -v chromium >/dev/null 2>&1 || [ -x /usr/lib/chromium/chromium ]; then
    exit 0
fi
SUDO=""
if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
$SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
    chromium fonts-dejavu-core >/dev/null
