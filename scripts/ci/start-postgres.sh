#!/usr/bin/env bash
# Start a throwaway PostgreSQL server on loopback for the log's tests and benchmark.
#
#   eval "$(bash scripts/ci/start-postgres.sh)"   # exports ARBITER_TEST_POSTGRES_URL
#
# Installs Debian's postgresql when no server binaries are found (needs root and the
# package registry), creates a cluster as the postgres user (initdb and postgres refuse to
# run as root) in $ARBITER_PG_DIR (default /tmp/arbiter-pg), starts it on 127.0.0.1 at
# $ARBITER_PG_PORT (default 55432) with its socket in the same directory and fsync off
# (a test server: speed over crash safety), creates the database arbiter_test, and prints
# the export line on standard output. Everything else goes to standard error.
# Running it again reuses a server already running there. Stop it with
# scripts/ci/stop-postgres.sh.
set -euo pipefail

PORT="${ARBITER_PG_PORT:-55432}"
DIR="${ARBITER_PG_DIR:-/tmp/arbiter-pg}"
DB="${ARBITER_PG_DB:-arbiter_test}"
DATA="$DIR/data"
log() { echo "start-postgres: $*" >&2; }

find_bindir() {
    local d
    for d in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V -r); do
        if [ -x "$d/initdb" ] && [ -x "$d/pg_ctl" ]; then echo "$d"; return 0; fi
    done
    return 1
}

BIN="$(find_bindir || true)"
if [ -z "$BIN" ]; then
    log "PostgreSQL not found; installing Debian's postgresql"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq >&2
    apt-get install -y -qq --no-install-recommends postgresql >&2
    BIN="$(find_bindir)"
fi

as_pg() {
    if [ "$(id -u)" = "0" ]; then
        su postgres -s /bin/sh -c "$*"
    else
        sh -c "$*"
    fi
}

if [ "$(id -u)" = "0" ] && ! id postgres >/dev/null 2>&1; then
    useradd --system --home-dir /var/lib/postgresql --shell /bin/sh postgres
fi

mkdir -p "$DIR"
if [ "$(id -u)" = "0" ]; then chown postgres "$DIR"; fi

if as_pg "'$BIN/pg_ctl' -D '$DATA' status" >/dev/null 2>&1; then
    log "reusing the server already running in $DATA"
else
    if [ ! -s "$DATA/PG_VERSION" ]; then
        log "initdb in $DATA"
        as_pg "'$BIN/initdb' -D '$DATA' -A trust -U postgres -E UTF8 --locale=C.UTF-8 >/dev/null" \
            || as_pg "'$BIN/initdb' -D '$DATA' -A trust -U postgres -E UTF8 --locale=C >/dev/null"
    fi
    log "starting on 127.0.0.1:$PORT"
    as_pg "'$BIN/pg_ctl' -D '$DATA' -l '$DIR/server.log' -w -t 60 \
        -o \"-c listen_addresses=127.0.0.1 -p $PORT -k '$DIR' -c fsync=off \
        -c synchronous_commit=off -c full_page_writes=off -c max_connections=200\" start" >&2
fi

if ! as_pg "'$BIN/psql' -h '$DIR' -p $PORT -U postgres -Atc \"SELECT 1 FROM pg_database WHERE datname='$DB'\"" | grep -q 1; then
    as_pg "'$BIN/createdb' -h '$DIR' -p $PORT -U postgres '$DB'"
fi

URL="postgresql+psycopg://postgres@127.0.0.1:$PORT/$DB"
log "ready: $URL"
echo "export ARBITER_TEST_POSTGRES_URL='$URL'"
