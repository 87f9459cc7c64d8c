#!/usr/bin/env bash
# Install the sqlite3 program for tests/log/test_deploy_doc.py, which runs docs/deploy.md's
# backup and restore of the SQLite log (`sqlite3 ... .backup`). Without it that test is
# skipped, so CI installs it. Idempotent: does nothing when present.
set -euo pipefail
if command -v sqlite3 >/dev/null 2>&1; then
    exit 0
fi
SUDO=""
if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
$SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
    sqlite3 >/dev/null
