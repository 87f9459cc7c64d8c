#!/usr/bin/env bash
# Stop the throwaway PostgreSQL server started by scripts/ci/start-postgres.sh and remove
# its directory. Same variables: ARBITER_PG_DIR (default /tmp/arbiter-pg).
set -euo pipefail
DIR="${ARBITER_PG_DIR:-/tmp/arbiter-pg}"
BIN="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V -r | head -n1)"
if [ -n "$BIN" ] && [ -d "$DIR/data" ]; then
    if [ "$(id -u)" = "0" ]; then
        su postgres -s /bin/sh -c "'$BIN/pg_ctl' -D '$DIR/data' -m fast -w stop" >&2 || true
    else
        "$BIN/pg_ctl" -D "$DIR/data" -m fast -w stop >&2 || true
    fi
fi
rm -rf "$DIR"
